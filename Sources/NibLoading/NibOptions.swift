import Foundation
import NibDocument
import NibRuntime

extension Nib {
    /// How a nib is instantiated: external objects, the loading rules, strictness and class lookup.
    public struct Options {
        /// Objects for the nib's external-object placeholders, by identifier (`UINibExternalObjects`).
        public var externalObjects: [String: AnyObject]
        /// The loading rules; nil follows the document (UIKit for iOS, tvOS and watchOS; AppKit for macOS).
        public var flavour: Flavour?
        /// Whether unknown classes, missing external objects, unconnectable actions and a
        /// container's relationship to a storyboard that is not there are errors instead of warnings.
        public var isStrict: Bool
        /// Modules searched for class names that name none (`ViewController` → `MyApp.ViewController`).
        public var searchModules: [String]
        /// Classes that cannot be found by name, by the name the nib uses.
        public var registeredClasses: [String: AnyClass]
        /// Called with each warning, as well as returning it in ``NibInstantiation/warnings``.
        public var warningHandler: ((String) -> Void)?
        /// Whether to record which archived keys typed decoders read (``NibInstantiation/keyReads``), for coverage tools.
        public var recordsKeyReads = false
        /// The deepest chain of objects decoded inside one another before the load fails with
        /// ``NibLoadingError/Code/limitExceeded`` (a hostile nib cannot exhaust the stack).
        public var maximumDecodingDepth = NibDecoder.defaultMaximumDepth
        /// Objects to create by closure instead of by their class, by archive index (storyboard creators).
        var objectCreators: [Int: (NSCoder) -> AnyObject?] = [:]

        /// Creates options.
        public init(
            externalObjects: [String: AnyObject] = [:], flavour: Flavour? = nil, isStrict: Bool = false,
            searchModules: [String] = [], registeredClasses: [String: AnyClass] = [:], warningHandler: ((String) -> Void)? = nil
        ) {
            self.externalObjects = externalObjects
            self.flavour = flavour
            self.isStrict = isStrict
            self.searchModules = searchModules
            self.registeredClasses = registeredClasses
            self.warningHandler = warningHandler
        }
    }
}

/// What one instantiation produced.
public struct NibInstantiation {
    /// The top-level objects in document order, placeholders excluded.
    public var topLevelObjects: [AnyObject]
    /// Every object the loader created (views, controls, controllers, colours…), not connection records.
    public var objectCount: Int
    /// Outlets set, actions connected, bindings and runtime attributes applied.
    public var connectionCount: Int
    /// Warnings, such as "Unknown class X in Interface Builder file.".
    public var warnings: [String]
    /// The rules used.
    public var flavour: Flavour
    /// Keys read by typed decoders, when ``Nib/Options/recordsKeyReads`` is on.
    public var keyReads: Set<KeyRead> = []
    /// The class of the object made at each archive index, and whether it was made as a generic
    /// object (no class decoded its values), when ``Nib/Options/recordsKeyReads`` is on.
    public var objectClasses: [Int: (className: String, isGeneric: Bool)] = [:]
}
