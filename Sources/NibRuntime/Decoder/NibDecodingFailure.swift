/// Why an archive could not be decoded.
public struct NibDecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Sendable, Hashable {
        /// A class named by the nib could not be found (strict mode).
        case unknownClass
        /// A placeholder's object was not supplied (strict mode).
        case missingExternalObject
        /// A limit was exceeded (objects nested too deep).
        case limitExceeded
        /// A load made while decoding (the controller a storyboard reference leads to) failed;
        /// the payload names that failure's code.
        case nestedLoad(String)
        /// Anything else: a bad reference, an initializer that returned nil, a class of the wrong kind.
        case other
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// What went wrong and what to change.
    public var message: String
    /// The archive index of the object being decoded.
    public var objectIndex: Int
    /// Creates a failure.
    public init(_ kind: Kind = .other, message: String, objectIndex: Int) {
        self.kind = kind
        self.message = message
        self.objectIndex = objectIndex
    }
    /// The message with the object index.
    public var description: String { "\(message) (archived object #\(objectIndex))" }
}
