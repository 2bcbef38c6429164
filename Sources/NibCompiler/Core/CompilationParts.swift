import NibArchive
import NibDocument

extension Compilation {
    /// What is compiled, and how.
    struct Input {
        let document: InterfaceDocument
        let options: NibCompiler.Options
        /// The document objects this nib holds (all of a xib's; a scene's or a view's for a storyboard).
        let objects: [DocumentObject]
        let connections: [Connection]
        /// The storyboard scene this nib is, if any.
        let scene: Scene?
        let flavour: Flavour
        /// Where the document's localizable strings are (archived as `NSLocalizableString`s).
        let localizationSpots: LocalizationSpots?
        /// The views constraints name (see ``Compilation/constrainedViewIDs(in:)``).
        let constrainedViewIDs: Set<String>
        /// View-based tables' prototype views, each also compiled into a nib of its own.
        let reusableViews: ReusableViewPrototypes
    }

    /// Where each document object went in the archive, and the objects the root lists besides them.
    struct ArchiveIndex {
        /// Archive index of each archived document object, by id.
        var indexByID: [String: Int] = [:]
        /// The document object archived at each index (the reverse of ``indexByID`` for objects).
        var objectIDByIndex: [Int: String] = [:]
        /// Legacy archives: the index of each archived value element, by archive id.
        var legacyValueIndex: [String: Int] = [:]
        var legacyDefinitions: [String: ElementPath] = [:]
        /// Legacy archives: document object ids by the archive id of their element.
        var legacyObjectIDByArchiveID: [String: String] = [:]
        /// Objects a connection reaches through another archived object than the document object's own, by id.
        var connectionEndOverrides: [String: Int] = [:]
        /// Synthesized objects listed last in an AppKit objects table (placeholders), with the owner as parent.
        var trailingObjects: [Int] = []
        /// Synthesized objects listed in an AppKit objects table right after their parent, by parent id.
        var synthesizedChildren: [String: [Int]] = [:]
        /// Views' tool tips, archived as help connectors with Apple's schema (connector and view indexes, text).
        var toolTips: [(connector: Int, view: Int, text: ArchiveValue)] = []
        /// Views' accessibility descriptions, archived as accessibility connectors with Apple's schema.
        var accessibilityDescriptions: [(connector: Int, view: Int, attribute: String, text: String)] = []
        /// The number of connections archived.
        var connectionCount = 0
    }

    /// Which part of its document a nib is, and how it refers to the nibs cut beside it: a
    /// storyboard's scene nibs and view nibs, a view-based table's prototype nibs.
    struct SceneCut {
        /// Storyboards: how the document is cut into nibs.
        var layout: StoryboardLayout?
        /// A scene nib: the controllers' view nibs, compiled apart (the scene controller's, and on
        /// macOS an inlined content controller's).
        var viewSplits: [StoryboardLayout.ViewSplit] = []
        /// Synthesized placeholders of a storyboard scene.
        var sceneOwnerIndex: Int?
        var storyboardPlaceholderIndex: Int?
        /// A macOS window controller's own storyboard placeholder, beside its content controller's.
        var windowControllerStoryboardPlaceholderIndex: Int?
        /// A macOS storyboard nib's or a table prototype nib's `NSApplication` object (listed where
        /// First Responder sits, or after the other objects).
        var storyboardApplicationIndex: Int?
        /// Values to add to an object beyond its element's (segue templates on a scene's controller).
        var extraValues: [String: [KeyedValue]] = [:]
        /// A scene nib: the archive index of each segue template, by segue id.
        var segueTemplateIndex: [String: Int] = [:]
        /// A scene nib: the segue templates' archive indexes, each with the controller it belongs
        /// to, in the controllers' order.
        var segueTemplateOrder: [(index: Int, controllerID: String)] = []
        /// An iOS scene nib: the controllers archived inside the scene's controller, depth first.
        var inlinedFamily: [StoryboardLayout.RelationshipChild] = []
        /// An iOS scene nib: each inlined controller's own storyboard placeholder, in the family's order.
        var inlinedStoryboardPlaceholders: [(controllerID: String, index: Int)] = []
        /// A view nib: the external object identifier of each upstream object and segue, by id.
        var upstreamNames: [String: String] = [:]
        /// A view nib: document objects archived as placeholders, with their identifiers.
        var proxyIdentifiers: [String: String] = [:]
        /// A view nib: the controller's placeholder for its connections into the view (id, identifier).
        var controllerPlaceholder: (id: String, name: String)?
        /// A UIKit view nib: that placeholder's archive index, and the upstream objects in order
        /// (it is listed among them, after the view, File's Owner and First Responder).
        var uiKitControllerPlaceholderIndex: Int?
        var upstreamOrder: [String] = []
        /// A view nib: the `view` outlet from File's Owner (the controller) to the root view, which ibtool adds.
        var ownerViewOutlet: (controllerID: String, viewID: String)?
        /// A view nib: segues triggered from inside the view (actions to their templates).
        var segueTriggers: [Connection] = []
        /// A UIKit view nib: the constraints ibtool adds for each of the controller's layout guides
        /// (those that place it in the root view, and its own support constraint), by guide id.
        var layoutGuideConstraints: [String: (placing: [ArchiveValue], support: ArchiveValue)] = [:]
        /// Each view-based table's prototype nibs (identifier, archived `NSNib`), by table id.
        var reusableViewNibs: [String: [(identifier: String, nib: Int)]] = [:]
        /// A prototype nib: the prototype it is made for.
        var ownPrototype: ReusableViewPrototypes.Prototype?
    }

    /// Values archived once per nib and shared by every object that uses them.
    struct SharedValues {
        /// The menu items' shared state images (`NSMenuCheckmark`, `NSMenuMixedState`).
        var menuStateImages: (on: Int, mixed: Int)?
        /// AppKit image resources, by catalog and name.
        var imageResources: [String: Int] = [:]
        /// The pop-up button cells a predicate editor's row templates show their menus in, by menu id
        /// (reserved by whichever of the template and the menu's items is archived first).
        var predicateTemplateCells: [String: Int] = [:]
        /// The header clip and corner views added to table scroll views, by scroll view id.
        var tableScrollPartsByID: [String: TableScrollParts] = [:]
        /// UIKit font descriptors, by font name and size.
        var uiKitFontDescriptors: [String: Int] = [:]
        /// Tab items' container key view loops, by item view id (empty: the item has none).
        var tabContainerLoops: [String: [String]] = [:]
        /// System colours' fallbacks, by name.
        var systemColorFallbacksArchived: [String: ArchiveValue] = [:]
        /// Foundation's one NaN decimal number, once archived.
        var decimalNotANumber: ArchiveValue?
        /// The runs of each attributed string archived, by its index (a text view archives its
        /// storage's runs again, in an `NSTextStorage`).
        var attributedStringRuns: [Int: [AttributedRun]] = [:]
    }

    /// What was noticed on the way.
    struct Diagnostics {
        /// Whether to record ``AttributeUse``s (for coverage reports).
        let recordsAttributeUses: Bool
        /// What happened to each attribute occurrence.
        var attributeUses = AttributeUseLog()
        var findings: [CompileFinding] = []
        /// Keys written where Apple's are not known, with how often.
        var inventedKeys: [String: Int] = [:]
        /// Of those, the ones written for an element's attribute (`CompiledNib.elementKey`)…
        var inventedKeysByElement: Set<String> = []
        /// …and the ones written where the element was not known.
        var inventedKeysWithoutElement: Set<String> = []
    }
}
