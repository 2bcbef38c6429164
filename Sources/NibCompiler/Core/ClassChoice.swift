import NibArchive
import NibDocument

/// The class an object is archived as: its standard class, a class swapper or custom object for
/// a custom class, and the fallback classes a loader may use instead.
extension Compilation {
    /// The archived custom class name (Swift-mangled when a module is known), or nil.
    func customClassName(_ object: DocumentObject) -> String? {
        guard let custom = object.customClass, !custom.isEmpty else { return nil }
        // A class the document places in the target's module takes the module being built
        // (ibtool's --module), whatever module name the document last saw.
        let module = object.customModuleProvider == "target" ? options.targetModule ?? object.customModule : object.customModule
        return SwiftNames.archivedClassName(custom, module: module)
    }

    /// Wraps an object's values in the class Apple archives it as: the standard class, or a
    /// class swapper / custom object / custom view when IB names a custom class.
    mutating func wrapCustomClass(_ object: DocumentObject, values: [KeyedValue]) -> ArchivedObject {
        let standard = object.standardClassName
        let fallbacks = fallbackClasses(for: object)
        let custom = customClassName(object)
        switch flavour {
        case .uiKit:
            let isCustomObject = object.elementName == "customObject" || standard == "NSObject"
            guard let custom else {
                return ArchivedObject(className: isCustomObject ? "UICustomObject" : standard, fallbackClassNames: fallbacks, values: values)
            }
            let original = isCustomObject ? "UICustomObject" : standard
            let head = [
                KeyedValue("UIClassName", .object(builder.string(custom))),
                KeyedValue("UIOriginalClassName", .object(builder.string(original))),
            ]
            return ArchivedObject(className: "UIClassSwapper", fallbackClassNames: isCustomObject ? [] : fallbacks, values: head + values)
        case .appKit:
            let direct = document.usesDirectInstantiation
            if object.elementName == "customObject" {
                let name = custom ?? "NSObject"
                // Direct instantiation swaps in the app's classes (from a module, or named
                // without one: `test_custom_object_direct`); a framework class (NSFontManager)
                // stays an NSCustomObject, as ibtool writes it.
                if direct, let custom, object.customModule != nil || !custom.hasPrefix("NS") {
                    return ArchivedObject(className: "NSClassSwapper", values: [
                        KeyedValue("NSClassName", .object(builder.string(name))),
                        KeyedValue("NSOriginalClassName", .object(builder.string("NSObject"))),
                        KeyedValue("NSInitializeWithInit", .bool(true)),
                    ] + values)
                }
                return ArchivedObject(className: "NSCustomObject", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(name)))] + values)
            }
            guard let custom else {
                if object.elementName == "customView", !values.contains(where: { $0.key == "NSClassName" }) {
                    // ibtool archives a plain custom view as an NSCustomView naming NSView, or with
                    // direct instantiation as a class swapper from NSView to NSView.
                    let name = KeyedValue("NSClassName", .object(builder.string("NSView")))
                    if direct { return ArchivedObject(className: "NSClassSwapper", values: [name, KeyedValue("NSOriginalClassName", .object(builder.string("NSView")))] + values) }
                    return ArchivedObject(className: "NSCustomView", values: [name] + customViewValues(values))
                }
                return ArchivedObject(className: standard, fallbackClassNames: fallbacks, values: values)
            }
            if object.elementName == "customView", !direct {
                return ArchivedObject(className: "NSCustomView", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(custom)))] + customViewValues(values))
            }
            // A storyboard's custom window controller swaps in for Interface Builder's own subclass.
            let original = isAppKitStoryboard && standard == "NSWindowController" && writesAppleOnlyKeys ? "IBNSWindowController" : standard
            return ArchivedObject(className: "NSClassSwapper", fallbackClassNames: fallbacks, values: [
                KeyedValue("NSClassName", .object(builder.string(custom))),
                KeyedValue("NSOriginalClassName", .object(builder.string(original))),
            ] + values)
        }
    }

    /// Classes a loader may use when the standard class is not in its object library: NibKit's
    /// own schema names the nearest library class. Apple's archives carry a fallback only where a
    /// class's `+classFallbacksForKeyedArchiver` names one (``archiverFallbacks(_:)``); no view,
    /// control, cell or controller has one (the class tables of every Apple nib of the pairs and
    /// of the Apple-compiled iOS nibs in ../shared).
    func fallbackClasses(for object: DocumentObject) -> [String] {
        guard !writesAppleOnlyKeys else { return Self.archiverFallbacks(object.standardClassName) }
        let prefix = flavour.classPrefix
        let name = object.standardClassName
        if name.hasSuffix("ViewController") || name.hasSuffix("NavigationController") || name.hasSuffix("TabBarController") {
            return name == "\(prefix)ViewController" ? [] : ["\(prefix)ViewController"]
        }
        if name.hasSuffix("GestureRecognizer") { return name == "UIGestureRecognizer" ? [] : ["UIGestureRecognizer"] }
        // One fallback class at most, as Apple's archives carry.
        if flavour == .appKit, name.hasSuffix("Cell") { return name == "NSActionCell" ? [] : ["NSActionCell"] }
        if flavour == .appKit, name.hasSuffix("Controller"), name != "NSWindowController" { return name == "NSObjectController" ? [] : ["NSObjectController"] }
        if isViewLike(object) {
            if name == "\(prefix)View" { return [] }
            return isControlLike(object) ? (name == "\(prefix)Control" ? [] : ["\(prefix)Control"]) : ["\(prefix)View"]
        }
        return []
    }

    /// The classes whose Apple archives name a fallback, and the fallback: UIColor's and UIFont's
    /// (every Apple-compiled iOS nib in ../shared), the auxiliary action connector's (viraptor's
    /// nib writer), a storyboard layout guide's and its support constraint's (the calabash
    /// TestApp's Apple-compiled storyboards). Every other class names none.
    static func archiverFallbacks(_ className: String) -> [String] {
        switch className {
        case "UIColor": ["NSColor"]
        case "UIFont": ["NSFont"]
        case "NSNibAuxiliaryActionConnector": ["NSNibConnector"]
        case "_UILayoutGuide": ["UIView"]
        case "_UILayoutSupportConstraint": ["NSLayoutConstraint"]
        default: []
        }
    }

    /// AppKit controls have a cell; UIKit controls always record their content alignment.
    func isControlLike(_ object: DocumentObject) -> Bool {
        guard document.format == .document else { return false }
        let element = document.element(at: object.path)
        if flavour == .appKit {
            return element.child(key: "cell") != nil || ["switch", "colorWell", "pathControl", "stepper", "levelIndicator"].contains(object.elementName)
        }
        return element["contentHorizontalAlignment"] != nil || element["contentVerticalAlignment"] != nil
    }

    /// A view is an object with a frame, or one that sits in a `subviews` list or a view slot.
    func isViewLike(_ object: DocumentObject) -> Bool {
        if document.format == .legacyArchive {
            return document.element(at: object.path).child(key: "NSFrame") != nil || document.element(at: object.path).child(key: "NSFrameSize") != nil
        }
        let element = document.element(at: object.path)
        if element.child("rect", key: "frame") != nil { return true }
        let viewKeys: Set<String> = ["view", "contentView", "backgroundView", "selectedBackgroundView", "tableHeaderView", "tableFooterView", "inputAccessoryView", "documentView"]
        return object.key.map(viewKeys.contains) ?? false
    }
}
