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
    /// The archived object the problem is in (its index in the archive), when known.
    public var objectIndex: Int?
    /// The document's id of that object (`id="…"` in the .xib), when the nib came from a document.
    public var objectID: String?
    /// The byte of a compiled file where it stops being well formed, when known.
    public var byteOffset: Int?

    /// Creates an error.
    public init(code: Code, message: String, location: String, objectIndex: Int? = nil, objectID: String? = nil, byteOffset: Int? = nil) {
        self.code = code
        self.message = message
        self.location = location
        self.objectIndex = objectIndex
        self.objectID = objectID
        self.byteOffset = byteOffset
    }

    /// `location: error: message`, naming the object or byte when known.
    public var description: String {
        var place = location
        if let objectID { place += " (object id \(objectID))" } else if let objectIndex { place += " (archived object #\(objectIndex))" }
        if let byteOffset { place += " (byte \(byteOffset))" }
        return "\(place): error: \(message)"
    }

    /// A broad classification. Codes may be added in minor releases.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        /// A code by its name (a nested load's failure, passed through the decoder by name).
        init(_ name: String) { self.name = name }
        /// The document could not be read (bad XML, unknown format).
        public static let unreadableDocument = Code("unreadableDocument")
        /// The file is in a format NibKit does not read (a pre-keyed typedstream nib, a WatchKit storyboard).
        public static let unsupportedFormat = Code("unsupportedFormat")
        /// The document could not be compiled.
        public static let compileFailed = Code("compileFailed")
        /// The archive could not be decoded (a class failed, an index was out of range).
        public static let decodingFailed = Code("decodingFailed")
        /// A compiled nib's bytes are not a well-formed archive (truncated, an offset or index
        /// out of range, an unknown type); ``byteOffset`` says where.
        public static let malformedArchive = Code("malformedArchive")
        /// A limit was exceeded (objects nested too deep, a table too large).
        public static let limitExceeded = Code("limitExceeded")
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
        /// A name from a document, a compiled nib or an Info.plist leads out of the folder it is
        /// looked up in (an absolute path, a `..` component): nothing outside is read.
        public static let nameOutsideBundle = Code("nameOutsideBundle")
        /// Storyboard references lead back to a scene already passed (`A → B → A`).
        public static let referenceCycle = Code("referenceCycle")
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

extension NibLoadingError {
    /// A document that could not be read: its file, line and column, and what is wrong.
    public init(_ error: DocumentError) {
        self.init(code: error.code == .limitExceeded ? .limitExceeded : .unreadableDocument, message: error.message, location: error.location.description)
    }
}
