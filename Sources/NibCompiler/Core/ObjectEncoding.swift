import NibArchive
import NibDocument

/// One document object → its archived object: placeholders, its element's values through each
/// family's keys, Apple's renamed keys, and the class it is archived as.
extension Compilation {
    mutating func encode(_ object: DocumentObject) throws(CompileError) -> ArchivedObject {
        if let identifier = cut.proxyIdentifiers[object.id] { return externalPlaceholder(identifier) }
        if let placeholder = object.placeholder {
            recordUses(of: document.element(at: object.path), index: nil, archived: [:], structural: ["customClass", "userLabel"])
            return encodePlaceholder(object, placeholder)
        }
        if isAppKitLayoutGuide(object) { return appKitLayoutGuide(object) }
        let element = document.element(at: object.path)
        let values: [KeyedValue]
        if document.format == .legacyArchive {
            values = try legacyValues(of: element, object: object)
        } else if flavour == .appKit, object.elementName == "window" {
            return try encodeWindowTemplate(object, element)
        } else {
            values = passedValues(object, element, try elementValues(of: element, object: object, index: archiveIndex.indexByID[object.id]))
        }
        return wrapCustomClass(appKitToolbarItemClass(object), values: appleKeyRenames(object, values))
    }

    /// Keys Apple's schema names differently (`KeyTables.appleKeyRenames`), renamed.
    private mutating func appleKeyRenames(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard writesAppleOnlyKeys else { return values }
        return values.map { value in
            guard let renamed = KeyTables.appleKeyRenames["\(object.elementName).\(value.key)"] else { return value }
            if diagnostics.recordsAttributeUses, let index = archiveIndex.indexByID[object.id] { renameUses(of: index, from: value.key, to: renamed) }
            // Some renamed lists are immutable arrays in Apple's nibs.
            if let listClass = KeyTables.appleListClasses["\(object.elementName).\(renamed)"], case .object(let list) = value.value, builder.archive.objects[list].className == "NSMutableArray" {
                var array = builder.archive.objects[list]
                array.className = listClass
                builder.set(array, at: list)
            }
            return KeyedValue(renamed, value.value)
        }
    }

    private mutating func encodePlaceholder(_ object: DocumentObject, _ placeholder: DocumentObject.Placeholder) -> ArchivedObject {
        switch (flavour, placeholder) {
        case (.uiKit, .filesOwner): return proxy("IBFilesOwner")
        case (.uiKit, .firstResponder): return proxy("IBFirstResponder")
        case (.uiKit, .external(let identifier)): return proxy(identifier)
        case (.appKit, .filesOwner):
            let name = customClassName(object) ?? "NSObject"
            return ArchivedObject(className: "NSCustomObject", values: classReferences(object) + [KeyedValue("NSClassName", .object(builder.string(name)))])
        case (.appKit, .application):
            return ArchivedObject(className: "NSCustomObject", values: storyboardApplicationValues(object) + classReferences(object)
                + [KeyedValue("NSClassName", .object(builder.string("NSApplication")))])
        case (_, .application):
            return ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSApplication")))])
        case (.appKit, .external(let identifier)):
            return ArchivedObject(
                className: "NSNibExternalObjectPlaceholder",
                values: [KeyedValue("NSExternalObjectPlaceholderIdentifier", .object(builder.string(identifier)))])
        default:
            return ArchivedObject(className: "NSObject")
        }
    }

    /// A placeholder the loader replaces with an object passed in by identifier.
    mutating func externalPlaceholder(_ identifier: String) -> ArchivedObject {
        guard flavour == .appKit else { return proxy(identifier) }
        if identifier == "IBFilesOwner" {
            // AppKit's File's Owner is NSRoot, replaced by the owner when loading.
            return ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(builder.string("NSObject")))])
        }
        return ArchivedObject(className: "NSNibExternalObjectPlaceholder", values: [KeyedValue("NSExternalObjectPlaceholderIdentifier", .object(builder.string(identifier)))])
    }

    /// `IBClassReference` as ibtool writes it: for an object with a custom class, with Apple's schema.
    mutating func classReferences(_ object: DocumentObject) -> [KeyedValue] {
        writesAppleOnlyKeys && object.customClass != nil ? [classReference(object)] : []
    }

    /// The `IBClassReference` Apple's NSCustomObjects carry: the class IB shows (the document's
    /// `customClass`, else `NSObject`), its module and module provider.
    mutating func classReference(_ object: DocumentObject) -> KeyedValue {
        let name = object.customClass.flatMap { $0.isEmpty ? nil : $0 } ?? "NSObject"
        let reference = builder.add(ArchivedObject(className: "IBClassReference", values: [
            KeyedValue("IBClassName", .object(builder.string(name))),
            KeyedValue("IBModuleName", object.customModule.map { .object(builder.string($0)) } ?? .null),
            KeyedValue("IBModuleProvider", object.customModuleProvider.map { .object(builder.string($0)) } ?? .null),
        ]))
        return KeyedValue("IBClassReference", .object(reference))
    }

    mutating func proxy(_ identifier: String) -> ArchivedObject {
        ArchivedObject(className: "UIProxyObject", values: [KeyedValue("UIProxiedObjectIdentifier", .object(builder.string(identifier)))])
    }
}
