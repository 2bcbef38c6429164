/// The platform family a document targets, which decides class names and loading rules.
public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// iOS, iPadOS and Mac Catalyst (UIKit).
    case iOS
    /// tvOS (UIKit).
    case tvOS
    /// watchOS (WatchKit storyboards).
    case watchOS
    /// macOS (AppKit).
    case macOS

    /// The loading flavour this platform's frameworks use.
    public var flavour: Flavour { self == .macOS ? .appKit : .uiKit }
}

/// The two sets of nib-loading rules: UIKit's (`UINib`) and AppKit's (`NSNib`).
public enum Flavour: String, Sendable, Hashable, CaseIterable {
    /// UIKit rules: actions before outlets, unknown outlet keys are errors, no awakeFromNib for placeholders.
    case uiKit
    /// AppKit rules: outlets first, missing outlets and non-responding targets are skipped,
    /// every object including File's Owner gets awakeFromNib, bindings.
    case appKit

    /// The class-name prefix of the flavour's standard classes.
    public var classPrefix: String { self == .uiKit ? "UI" : "NS" }
}

/// A parsed Interface Builder document: a .xib, a .storyboard, or a legacy Xcode 3/4 archive.
///
/// The whole XML tree is kept in ``root``; ``objects``, ``connections`` and ``scenes`` are
/// typed views over it, each pointing back at its element by ``ElementPath``.
public struct InterfaceDocument: Sendable {
    /// The era of the file format.
    public enum Format: String, Sendable, Hashable {
        /// Xcode 5 and later: a `<document>` root.
        case document
        /// Xcode 3 and 4: an `<archive>` root holding a keyed archive of IB's own model.
        case legacyArchive
    }

    /// What the document describes.
    public enum Kind: String, Sendable, Hashable {
        /// A single nib (.xib).
        case xib
        /// Scenes and segues (.storyboard).
        case storyboard
    }

    /// The file as the caller named it.
    public var file: String
    /// The era of the format.
    public var format: Format
    /// Xib or storyboard.
    public var kind: Kind
    /// The target platform.
    public var platform: Platform
    /// The root element (`<document>` or `<archive>`), complete.
    public var root: Element
    /// Every object, placeholders included, in document order.
    public var objects: [DocumentObject]
    /// Every connection (outlets, collections, actions, segues, bindings), in document order.
    public var connections: [Connection]
    /// The storyboard's scenes; empty for a xib.
    public var scenes: [Scene]
    /// User-defined runtime attributes, in document order.
    public var runtimeAttributes: [RuntimeAttribute]
    /// Images, colours and other resources the document names.
    public var resources: [Resource]

    /// The `type` attribute, for example `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
    public var type: String { root["type"] ?? "" }
    /// The Interface Builder build that saved the document.
    public var toolsVersion: String? { root["toolsVersion"] ?? legacyValue("IBDocument.InterfaceBuilderVersion") }
    /// The format version (`3.0`, or `8.00` for legacy archives).
    public var version: String? { root["version"] }
    /// The storyboard's entry point, an object id.
    public var initialViewControllerID: String? { root["initialViewController"] }
    /// The loading flavour implied by the platform.
    public var flavour: Flavour { platform.flavour }
    /// Whether custom objects and views compile to class swappers (macOS `direct` mode).
    public var usesDirectInstantiation: Bool { root["customObjectInstantitationMethod"] == "direct" }

    private var indexByID: [String: Int]

    /// Creates a document from its parts; ``DocumentReader`` is the usual way to get one.
    public init(
        file: String, format: Format, kind: Kind, platform: Platform, root: Element,
        objects: [DocumentObject], connections: [Connection], scenes: [Scene],
        runtimeAttributes: [RuntimeAttribute], resources: [Resource]
    ) {
        self.file = file
        self.format = format
        self.kind = kind
        self.platform = platform
        self.root = root
        self.objects = objects
        self.connections = connections
        self.scenes = scenes
        self.runtimeAttributes = runtimeAttributes
        self.resources = resources
        var index: [String: Int] = [:]
        for (position, object) in objects.enumerated() where index[object.id] == nil { index[object.id] = position }
        self.indexByID = index
    }

    /// The object with the given id, or nil.
    public func object(id: String) -> DocumentObject? {
        indexByID[id].map { objects[$0] }
    }

    /// The element at a path from the root.
    public func element(at path: ElementPath) -> Element { root.descendant(at: path) }

    /// The location of an element, with this document's file name.
    public func location(of element: Element) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: element.column)
    }

    /// The top-level objects of a xib (children of `<objects>`), placeholders included, in document order.
    public var topLevelObjects: [DocumentObject] { objects.filter { $0.isTopLevel } }

    private func legacyValue(_ key: String) -> String? {
        root.child("data")?.child(key: key)?.text
    }
}

/// The position of an element in the tree: child indices from the root.
public struct ElementPath: Hashable, Sendable, CustomStringConvertible {
    /// The child index at each level.
    public var indices: [Int]
    /// Creates a path.
    public init(_ indices: [Int]) { self.indices = indices }
    /// The path one level down.
    public func appending(_ index: Int) -> ElementPath { ElementPath(indices + [index]) }
    /// Slash-separated indices.
    public var description: String { "/" + indices.map(String.init).joined(separator: "/") }
}
