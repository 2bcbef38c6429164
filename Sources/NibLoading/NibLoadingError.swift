import NibCompiler
import NibDocument

/// An error thrown while turning a nib into live objects.
///
/// Compare ``code`` to decide what to do; show ``description`` to people. ``location`` names
/// the file and, where known, the line and column or the object.
public struct NibLoadingError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public var code: Code
    /// What went wrong and how to fix it.
    public var message: String
    /// The file, and the object or position in it.
    public var location: String

    /// Creates an error.
    public init(code: Code, message: String, location: String) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// `location: error: message`.
    public var description: String { "\(location): error: \(message)" }

    /// A broad classification. Codes may be added in minor releases.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The document could not be read (bad XML, unknown format).
        public static let unreadableDocument = Code("unreadableDocument")
        /// The file is in a format NibKit does not read (a pre-keyed typedstream nib).
        public static let unsupportedFormat = Code("unsupportedFormat")
        /// The document could not be compiled.
        public static let compileFailed = Code("compileFailed")
        /// The archive could not be decoded (a class failed, an index was out of range).
        public static let decodingFailed = Code("decodingFailed")
        /// A class named by the nib is unknown (strict mode).
        public static let unknownClass = Code("unknownClass")
        /// An outlet names a property the object does not have (UIKit rules).
        public static let notKeyValueCodingCompliant = Code("notKeyValueCodingCompliant")
        /// An outlet's property has another type than the object connected to it.
        public static let outletTypeMismatch = Code("outletTypeMismatch")
        /// The nib connects File's Owner, but no owner was passed.
        public static let missingOwner = Code("missingOwner")
        /// An external object named by the nib was not supplied (strict mode).
        public static let missingExternalObject = Code("missingExternalObject")
        /// An action's source cannot hold a target and action (strict mode).
        public static let actionNotConnectable = Code("actionNotConnectable")
        /// The nib or storyboard was not found.
        public static let notFound = Code("notFound")
        /// A controller's nib did not connect a required outlet (`view`, `window`).
        public static let missingOutlet = Code("missingOutlet")
        /// A storyboard has no controller with the identifier asked for.
        public static let unknownIdentifier = Code("unknownIdentifier")
        /// A controller has no segue with the identifier asked for.
        public static let unknownSegue = Code("unknownSegue")
        /// A segue could not be performed (no destination, no unwind target, wrong class).
        public static let segueFailed = Code("segueFailed")
        /// The code's name.
        public var description: String { name }
    }
}
