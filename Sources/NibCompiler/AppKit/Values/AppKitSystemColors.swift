import NibArchive
import NibDocument

/// The colours ibtool archives under an AppKit catalog colour as its fallback (`NSColor` inside
/// the named colour): the system colour resolved in the light appearance, in Generic Gray
/// Gamma 2.2 or sRGB. Values as found in Apple's nibs in the ibtool pairs; a name not listed
/// gets no fallback. The colour spaces' ICC profiles (`NSICC`) are Apple's data: embedded when
/// the options' ``ColorProfileLibrary`` has them, else the space is named by its `NSID` only.
/// Catalog colours with equal fallbacks share one fallback object, and each space is archived once,
/// as in Apple's nibs. The window background, disabled control text, accent and system red colours
/// and the source list background (whose fallback is the control background colour) are as
/// viraptor/ibtool's `helpers.py` has them from Apple's nibs.
extension Compilation {
    struct SystemColorFallback {
        /// The legacy components as text (`NSWhite` or `NSRGB`, NUL-terminated when written).
        var legacy: String
        /// Whether the colour is grey (else RGB).
        var isGray: Bool
        /// The components in the colour space, with alpha (`NSComponents`).
        var components: String
    }

    static let systemColorFallbacks: [String: SystemColorFallback] = {
        let black = SystemColorFallback(legacy: "0", isGray: true, components: "0 1")
        let white = SystemColorFallback(legacy: "1", isGray: true, components: "1 1")
        let control = SystemColorFallback(legacy: "0.602715373", isGray: true, components: "0.6666666667 1")
        let grid = SystemColorFallback(legacy: "0.4246723652", isGray: true, components: "0.5 1")
        let blue = SystemColorFallback(legacy: "0 0 0.9981992245", isGray: false, components: "0 0 1 1")
        let secondary = SystemColorFallback(legacy: "0.2637968361", isGray: true, components: "0.3333333333 1")
        return [
            "controlBackgroundColor": control, "controlColor": control, "selectedTextBackgroundColor": control,
            "controlTextColor": black, "headerTextColor": black, "labelColor": black, "selectedTextColor": black, "textColor": black,
            "headerColor": white, "textBackgroundColor": white,
            "gridColor": grid, "tertiaryLabelColor": grid, "windowBackgroundColor": grid,
            "secondaryLabelColor": secondary, "disabledControlTextColor": secondary,
            "linkColor": blue, "systemBlueColor": blue, "controlAccentColor": blue,
            "systemRedColor": SystemColorFallback(legacy: "0.9859541655 0 0.02694000863", isGray: false, components: "1 0 0 1"),
        ]
    }()

    /// Catalog colours that ibtool archives as another catalog colour.
    static let systemColorAliases = ["textInsertionPointColor": "systemBlueColor", "_sourceListBackgroundColor": "controlBackgroundColor"]

    /// A colour of AppKit's System catalog by name, archived as a document's `<color>` would be.
    mutating func systemCatalogColor(_ name: String) -> ArchiveValue {
        encodeColor(Element(name: "color", attributes: [
            Attribute(name: "name", value: name), Attribute(name: "catalog", value: "System"), Attribute(name: "colorSpace", value: "catalog"),
        ]))
    }

    /// The fallback colour of a System catalog colour, archived; nil for names not known.
    mutating func systemColorFallback(named name: String) -> ArchiveValue? {
        if let archived = shared.systemColorFallbacksArchived[name] { return archived }
        let made = makeSystemColorFallback(named: name)
        shared.systemColorFallbacksArchived[name] = made
        return made
    }

    private mutating func makeSystemColorFallback(named name: String) -> ArchiveValue? {
        if let alias = Self.systemColorAliases[name] {
            var values = [
                KeyedValue("NSColorSpace", .int(6)), KeyedValue("NSCatalogName", .object(builder.string("System"))),
                KeyedValue("NSColorName", .object(builder.string(alias))),
            ]
            if let fallback = systemColorFallback(named: alias) { values.append(KeyedValue("NSColor", fallback)) }
            return .object(builder.add(ArchivedObject(className: "NSColor", values: values)))
        }
        guard let fallback = Self.systemColorFallbacks[name] else { return nil }
        // Catalog colours with the same fallback share it, as in Apple's nibs.
        let valueKey = "<\(fallback.isGray ? "gray" : "rgb") \(fallback.legacy) \(fallback.components)>"
        if let archived = shared.systemColorFallbacksArchived[valueKey] { return archived }
        defer { shared.systemColorFallbacksArchived[valueKey] = .object(builder.archive.objects.count - 1) }
        let space = sharedColorSpace(fallback.isGray ? .genericGrayGamma22 : .sRGB)
        return .object(builder.add(ArchivedObject(className: "NSColor", values: [
            KeyedValue("NSColorSpace", .int(fallback.isGray ? 3 : 1)),
            KeyedValue(fallback.isGray ? "NSWhite" : "NSRGB", .data(Array(fallback.legacy.utf8) + [0])),
            KeyedValue("NSCustomColorSpace", space),
            KeyedValue("NSComponents", .data(Array(fallback.components.utf8))),
            KeyedValue("NSLinearExposure", .data(Array("1".utf8))),
        ])))
    }

    /// The nib's one `NSColorSpace` for `space` (ibtool archives each once).
    mutating func sharedColorSpace(_ space: ColorProfileLibrary.Space) -> ArchiveValue {
        let name = space == .genericGrayGamma22 ? "<gray space>" : "<rgb space>"
        if let archived = shared.systemColorFallbacksArchived[name] { return archived }
        let archived = colorSpace(space)
        shared.systemColorFallbacksArchived[name] = archived
        return archived
    }

    /// An `NSColorSpace` as ibtool archives it: its profile when the library has it, its number,
    /// and for grey its model.
    private mutating func colorSpace(_ space: ColorProfileLibrary.Space) -> ArchiveValue {
        var values: [KeyedValue] = []
        if let profile = options.colorProfiles.profile(for: space) {
            let data = builder.data(profile.bytes)
            values.append(KeyedValue("NSICC", .object(data)))
        }
        switch space {
        case .genericGrayGamma22: values += [KeyedValue("NSID", .int(9)), KeyedValue("NSModel", .int(0))]
        case .sRGB: values.append(KeyedValue("NSID", .int(7)))
        }
        return .object(builder.add(ArchivedObject(className: "NSColorSpace", values: values)))
    }
}
