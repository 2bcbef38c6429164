import Foundation
import NibArchive
import NibDocument

/// Geometry, colours, fonts and other value elements, encoded the way each framework archives them.
extension Compilation {
    /// UIKit's rectangles, points and sizes: doubles behind a type tag (AppKit's are strings: ``geometryString(_:)``).
    func geometry(_ numbers: [Double]) -> ArchiveValue {
        var bytes: [UInt8] = [0x07]
        for number in numbers { withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes += $0 } }
        return .data(bytes)
    }

    mutating func geometryString(_ numbers: [Double]) -> ArchiveValue {
        let text = numbers.map(Self.format).joined(separator: ", ")
        switch numbers.count {
        case 4: return .object(builder.string("{{\(Self.format(numbers[0])), \(Self.format(numbers[1]))}, {\(Self.format(numbers[2])), \(Self.format(numbers[3]))}}"))
        default: return .object(builder.string("{\(text)}"))
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static func numbers(_ element: Element, _ names: [String]) -> [Double] {
        names.map { Double(element[$0] ?? "") ?? 0 }
    }

    /// A number attribute's value; nil where it is missing, not a number or not finite.
    static func finiteNumber(_ text: String?) -> Double? {
        guard let value = text.flatMap(Double.init), value.isFinite else { return nil }
        return value
    }

    /// `<rect>`, `<point>`, `<size>`, `<inset>`, `<edgeInsets>` as archive values.
    mutating func encodeGeometry(_ element: Element) -> ArchiveValue? {
        let numbers: [Double]
        switch element.name {
        case "rect": numbers = Self.numbers(element, ["x", "y", "width", "height"])
        case "point": numbers = Self.numbers(element, ["x", "y"])
        case "size": numbers = Self.numbers(element, ["width", "height"])
        case "inset": numbers = Self.numbers(element, ["minY", "minX", "maxY", "maxX"])
        case "edgeInsets": numbers = Self.numbers(element, ["top", "left", "bottom", "right"])
        case "directionalEdgeInsets": numbers = Self.numbers(element, ["top", "leading", "bottom", "trailing"])
        default: return nil
        }
        return flavour == .uiKit ? geometry(numbers) : geometryString(numbers)
    }

    /// `<color>` as a UIColor or NSColor object.
    mutating func encodeColor(_ element: Element) -> ArchiveValue {
        let index = builder.reserve()
        var values: [KeyedValue] = []
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            values.append(KeyedValue("UISystemColorName", .object(builder.string(name))))
        } else if let name = element["name"] {
            if let catalog = element["catalog"] {
                values.append(KeyedValue("NSColorSpace", .int(6)))
                values.append(KeyedValue("NSCatalogName", .object(builder.string(catalog))))
                values.append(KeyedValue("NSColorName", .object(builder.string(name))))
                if flavour == .appKit, writesAppleOnlyKeys, catalog == "System", let fallback = systemColorFallback(named: name) {
                    values.append(KeyedValue("NSColor", fallback))
                }
            } else {
                // The colour IB shows for the asset (`<resources><namedColor>`), for when the catalog lacks it.
                let resource = document.root.child("resources")?.children.first { $0.name == "namedColor" && $0["name"] == name }
                if flavour == .appKit, writesAppleOnlyKeys {
                    // AppKit archives an asset catalog's colour as a catalog colour of the main
                    // bundle's assets, that colour its fallback (a probed Python ibtool for
                    // NetNewsWire's Mac xibs, Apple's ibtool 27).
                    values.append(KeyedValue("NSColorSpace", .int(6)))
                    values.append(KeyedValue("NSCatalogName", .object(builder.string(Self.mainBundleAssetsCatalog))))
                    values.append(KeyedValue("NSColorName", .object(builder.string(name))))
                    // (A fallback that names an asset again is not followed: a document can make it name itself.)
                    if let fallback = resource?.child("color"), fallback["name"] == nil || fallback["catalog"] != nil {
                        values.append(KeyedValue("NSColor", encodeColor(fallback)))
                    }
                } else {
                    values.append(KeyedValue("UIAssetName", .object(builder.string(name))))
                    invented("UIAssetName")
                    if let fallback = resource?.child("color") { values += componentValues(of: fallback) }
                }
            }
        } else {
            values += componentValues(of: element)
        }
        let className = flavour == .uiKit ? "UIColor" : "NSColor"
        builder.set(ArchivedObject(className: className, fallbackClassNames: Self.archiverFallbacks(className), values: values), at: index)
        let components = flavour == .uiKit ? ["red": "UIRed", "green": "UIGreen", "blue": "UIBlue", "alpha": "UIAlpha", "white": "UIWhite"]
            : ["red": "NSRGB", "green": "NSRGB", "blue": "NSRGB", "alpha": element["white"] == nil ? "NSRGB" : "NSWhite", "white": "NSWhite"]
        var archived = components
        archived["colorSpace"] = "NSColorSpace"
        // (UIColor archives the space in its components and their count: UIKitColorComponents.)
        archived["customColorSpace"] = flavour == .uiKit ? "UIColorComponentCount"
            : values.contains { $0.key == "IBColorSpaceName" } ? "IBColorSpaceName"
            : values.contains { $0.key == "NSCustomColorSpace" } ? "NSCustomColorSpace" : "NSColorSpace"
        archived["systemColor"] = "UISystemColorName"
        archived["cocoaTouchSystemColor"] = "UISystemColorName"
        archived["name"] = values.contains { $0.key == "UIAssetName" } ? "UIAssetName" : "NSColorName"
        archived["catalog"] = "NSCatalogName"
        recordUses(of: element, index: index, archived: archived)
        return .object(index)
    }

    /// Components as AppKit's NSColor writes their text (`NSWhite`, `NSRGB`, `NSComponents`): ten
    /// significant digits each (the pairs' computed components have ten; `color_white_precision`'s
    /// 0.41999999999999998 is "0.42").
    static func appKitComponentText(_ components: [Double]) -> String {
        components.map { String(format: "%.10g", $0) }.joined(separator: " ")
    }

    /// The catalog AppKit names for the colours of the main bundle's asset catalog.
    static let mainBundleAssetsCatalog = "#$assets-mainBundleID"

    /// A grey's or an RGB colour's components, as UIKit and AppKit archive them.
    private mutating func componentValues(of element: Element) -> [KeyedValue] {
        var values: [KeyedValue] = []
        let alpha = Double(element["alpha"] ?? "1") ?? 1
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? ""
        if let white = element["white"].flatMap(Double.init) {
            if flavour == .uiKit {
                // UIColor's own archive: float components, its AppKit text in three significant
                // digits without a NUL, and a device colour space (the calabash nibs).
                values.append(KeyedValue("UIColorComponentCount", .int(2)))
                values.append(KeyedValue("UIWhite", .float(Float(white))))
                values.append(KeyedValue("UIAlpha", .float(Float(alpha))))
                values.append(KeyedValue("NSWhite", .data(Array(Self.uiKitComponentText(alpha == 1 ? [white] : [white, alpha]).utf8))))
                values.append(KeyedValue("NSColorSpace", .int(4)))
                return values  // (UIColor names no space: UIKitColorComponents.)
            }
            // AppKit's text leaves an opaque colour's alpha out, as ibtool writes it.
            // In Apple's schema a Generic Gray Gamma 2.2 grey's calibrated white is converted (its components keep the document's; NibKit's schema keeps it as it is).
            let calibrated = writesAppleOnlyKeys && space == "genericGamma22GrayColorSpace" ? AppKitGenericGray.calibratedWhite(white) : white
            let components = flavour == .appKit && alpha == 1 ? [calibrated] : [calibrated, alpha]
            values.append(KeyedValue("NSWhite", .data(Array(Self.appKitComponentText(components).utf8) + [0])))
            values.append(KeyedValue("NSColorSpace", .int(space.hasPrefix("device") ? 4 : 3)))
            if space == "genericGamma22GrayColorSpace" { values += profiledColorValues(.genericGrayGamma22, [white, alpha]) }
            if element["customColorSpace"] != nil { nameUnarchivedSpace(space, in: &values) }
        } else {
            var rgb = Self.numbers(element, ["red", "green", "blue"])
            if flavour == .uiKit {
                // UIColor names no space: a colour outside UIKit's own is archived converted.
                if space == "displayP3" { rgb = UIKitColorComponents.extendedSRGB(fromDisplayP3: rgb) }
                values.append(KeyedValue("UIColorComponentCount", .int(4)))
                for (key, component) in zip(["UIRed", "UIGreen", "UIBlue"], rgb) { values.append(KeyedValue(key, .float(Float(component)))) }
                values.append(KeyedValue("UIAlpha", .float(Float(alpha))))
                values.append(KeyedValue("NSRGB", .data(Array(Self.uiKitComponentText(alpha == 1 ? rgb : rgb + [alpha]).utf8))))
                values.append(KeyedValue("NSColorSpace", .int(2)))
                return values
            }
            let text = Self.appKitComponentText(flavour == .appKit && alpha == 1 ? rgb : rgb + [alpha])
            values.append(KeyedValue("NSRGB", .data(Array(text.utf8) + [0])))
            values.append(KeyedValue("NSColorSpace", .int(space.hasPrefix("device") ? 2 : 1)))
            if space == "sRGB" { values += profiledColorValues(.sRGB, rgb + [alpha]) }
            if !space.isEmpty, space != "calibratedRGB", space != "deviceRGB" { nameUnarchivedSpace(space, in: &values) }
        }
        return values
    }

    /// NibKit's own name for a colour's space (`IBColorSpaceName`) where no space object names it:
    /// Apple's nibs have no such key, and NibKit's loader reads the name from either.
    private mutating func nameUnarchivedSpace(_ space: String, in values: inout [KeyedValue]) {
        guard !values.contains(where: { $0.key == "NSCustomColorSpace" }) else { return }
        values.append(KeyedValue("IBColorSpaceName", .object(builder.string(space))))
        invented("IBColorSpaceName")
    }

    /// What AppKit's `NSColor` adds to its legacy components for a colour in a profiled space
    /// (Apple's schema): the space (the nib's shared `NSColorSpace`: sRGB, NSID 7; Generic Gray
    /// Gamma 2.2, NSID 9), every component with alpha as text (`NSComponents`, ten significant
    /// digits: "0 0", "0.6666666667 1") and `NSLinearExposure` "1". Source: Apple's nibs, whose
    /// system colours fall back to such colours (the development pairs), and iTerm2's
    /// Apple-compiled `SearchableComboView.nib`, whose header cell's
    /// `white="0.0" alpha="0.0" customColorSpace="genericGamma22GrayColorSpace"` colour is so.
    /// The legacy `NSWhite`/`NSRGB` text is the colour converted to the calibrated space by
    /// ColorSync; black and white stay as they are, other values are not known here (the
    /// document's components are written).
    private mutating func profiledColorValues(_ space: ColorProfileLibrary.Space, _ components: [Double]) -> [KeyedValue] {
        guard flavour == .appKit, writesAppleOnlyKeys else { return [] }
        let text = Self.appKitComponentText(components)
        return [
            KeyedValue("NSCustomColorSpace", sharedColorSpace(space)),
            KeyedValue("NSComponents", .data(Array(text.utf8))),
            KeyedValue("NSLinearExposure", .data(Array("1".utf8))),
        ]
    }

    /// Components as UIColor writes its AppKit text: three significant digits (`0 0.251 0.502`).
    static func uiKitComponentText(_ components: [Double]) -> String {
        components.map { String(format: "%.3g", $0) }.joined(separator: " ")
    }

    /// A meta font by Interface Builder's name (`smallSystem`), as a `<font>` naming it archives.
    mutating func metaFont(_ name: String) -> ArchiveValue {
        encodeFont(Element(name: "font", attributes: [Attribute(name: "metaFont", value: name)]))
    }

    /// `<fontDescription>` (UIKit) or `<font>` (AppKit) as a UIFont or NSFont object. With Apple's schema
    /// a UIFont names a `UIFontDescriptor`, one per font and size, shared as ibtool shares it; an NSFont's
    /// `NSfFlags` name its meta font (``AppKitFontFlags``).
    mutating func encodeFont(_ element: Element) -> ArchiveValue {
        var values: [KeyedValue] = []
        let size = Double(element["pointSize"] ?? element["size"] ?? "") ?? 0
        if flavour == .uiKit {
            // An attributed string's font (`<font key="NSFont" metaFont="system" size="16"/>`)
            // names the system font by AppKit's meta font.
            let type = element["type"] ?? (element["metaFont"] == "systemBold" ? "boldSystem" : nil)
            let isPlainSystem = element["name"] == nil && (type == nil || type == "system") && element["weight"] == nil && element["style"] == nil
            let name = element["name"] ?? (isPlainSystem ? Self.uiKitSystemFontName(size: size, toolsVersion: toolsVersionNumber) : type == "boldSystem" ? ".SFUI-Semibold" : ".SFUI-Regular")
            let nameString = builder.string(name)
            values.append(KeyedValue("UIFontName", .object(nameString)))
            values.append(KeyedValue("UIFontPointSize", .double(size)))
            values.append(KeyedValue("UISystemFont", .bool(element["name"] == nil)))
            let traits = (type == "boldSystem" ? 2 : 0) | (type == "italicSystem" ? 1 : 0)
            if traits != 0 || writesAppleOnlyKeys { values.append(KeyedValue("UIFontTraits", .int(traits))) }
            if let style = element["style"] { values.append(KeyedValue("UIFontTextStyleForScaling", .object(builder.string(style)))) }
            if let weight = element["weight"] {
                values.append(KeyedValue("IBFontWeight", .object(builder.string(weight))))
                invented("IBFontWeight")
            }
            if writesAppleOnlyKeys, element["style"] == nil, element["name"] != nil || isPlainSystem {
                // UIFont's own archive: a descriptor naming the font (or the system font's UI
                // usage) and its size, the scaling keys, and AppKit's name and size.
                let sizeNumber: ArchiveValue = size == size.rounded() && abs(size) < 1e9 ? .int(Int(size)) : .double(size)
                let attributes = element["name"] != nil
                    ? [(ArchiveValue.object(builder.string("NSFontSizeAttribute")), ArchiveValue.object(builder.number(sizeNumber))),
                       (.object(builder.string("NSFontNameAttribute")), .object(nameString))]
                    : [(.object(builder.string("NSCTFontUIUsageAttribute")), .object(builder.string("CTFontRegularUsage"))),
                       (.object(builder.string("NSFontSizeAttribute")), .object(builder.number(sizeNumber)))]
                // One descriptor per font (its dictionary is mutable, so value sharing would not
                // merge two), so that equal fonts stay equal and are shared, as ibtool shares them.
                let descriptorKey = "\(element["name"] ?? "system") \(size)"
                let descriptor = shared.uiKitFontDescriptors[descriptorKey] ?? builder.add(ArchivedObject(className: "UIFontDescriptor", values: [
                    KeyedValue("UIFontDescriptorAttributes", .object(builder.dictionary(attributes, className: "NSMutableDictionary"))),
                ]))
                shared.uiKitFontDescriptors[descriptorKey] = descriptor
                values.insert(KeyedValue("UIFontDescriptor", .object(descriptor)), at: 1)
                values.append(KeyedValue("UIFontTextStyleForScaling", .null))
                values.append(KeyedValue("UIFontPointSizeForScaling", .double(0)))
                values.append(KeyedValue("UIFontMaximumPointSizeAfterScaling", .double(0)))
                values.append(KeyedValue("NSName", .object(nameString)))
                values.append(KeyedValue("NSSize", .double(size)))
            }
            let index = builder.add(ArchivedObject(className: "UIFont", fallbackClassNames: writesAppleOnlyKeys ? Self.archiverFallbacks("UIFont") : [], values: values))
            recordUses(of: element, index: index, archived: [
                "name": "UIFontName", "pointSize": "UIFontPointSize", "size": "UIFontPointSize", "type": "UISystemFont", "metaFont": "UISystemFont",
                "style": "UIFontTextStyleForScaling", "weight": "IBFontWeight",
            ])
            return .object(index)
        }
        let meta = element["metaFont"]
        if let styled = appKitTextStyleFont(element) { return styled }
        let textStyle = meta.flatMap { Self.metaFontTextStyles[$0] }
        values.append(KeyedValue("NSName", .object(builder.string(element["name"] ?? Self.metaFontName(meta)))))
        values.append(KeyedValue("NSSize", .double(size == 0 ? Self.metaFontSize(meta) : size)))
        // An appearance font without a name is the system font (its flags), at the appearance's size.
        let appearanceFont = element["usesAppearanceFont"] == "YES"
        let flagsMeta = meta ?? (appearanceFont && element["name"] == nil ? "system" : nil)
        values.append(KeyedValue("NSfFlags", .int(textStyle?.flags ?? flagsMeta.map { AppKitFontFlags.byMetaFont[$0] ?? 1044 } ?? 16)))
        if let textStyle, writesAppleOnlyKeys, element["name"] == nil, size == 0 { values += textStyleValues(textStyle.style, size: Self.metaFontSize(meta)) }
        // NSfFlags names the meta font, in both schemas. Where two share flags (menu and
        // message fonts) the nib cannot tell them apart, as AppKit's cannot (`popup_empty`):
        // both are the system font at 13 points, and load as the first by name.
        if appearanceFont { values.append(KeyedValue(writesAppleOnlyKeys ? "NSFontUsesAppearanceFontSize" : "NSUsesAppearanceFont", .bool(true))) }
        if let style = element["textStyle"] { values.append(KeyedValue("NSTextStyle", .object(builder.string(style)))) }
        let index = builder.add(ArchivedObject(className: "NSFont", values: values))
        recordUses(of: element, index: index, archived: [
            "name": "NSName", "size": "NSSize", "metaFont": "NSfFlags",
            "usesAppearanceFont": writesAppleOnlyKeys ? "NSFontUsesAppearanceFontSize" : "NSUsesAppearanceFont", "textStyle": "NSTextStyle",
        ])
        return .object(index)
    }

    /// The name UIKit gives its plain system font: `.SFUIText` (`.SFUIDisplay` from 20 points) in
    /// documents of Xcode 8 and before (the calabash nibs), `.SFUI-Regular` after.
    static func uiKitSystemFontName(size: Double, toolsVersion: Int?) -> String {
        guard let toolsVersion, toolsVersion < 13000 else { return ".SFUI-Regular" }
        return size < 20 ? ".SFUIText" : ".SFUIDisplay"
    }

    /// Meta fonts AppKit makes from a text style (the pairs' `metafonts_extra`): the style ibtool
    /// describes them by, and their flags. (An inline button's small bold font is the demi-bold
    /// emphasized subheadline in `test16_buttons`, but other small bold fonts are not: the cell
    /// rules make that one, `AppKitCellKeys.inlineButtonFont`.)
    static let metaFontTextStyles: [String: (style: String, flags: Int)] = ["titleBar": ("UICTFontTextStyleHeadline", 787)]

    /// A Mac font given by a text style of ``AppKitTextStyleFonts`` (whatever name IB writes beside it), as Apple's ibtool archives
    /// it: the style's system font, size and flags in both schemas (so both load the same font),
    /// the style's descriptor in Apple's schema and NibKit's `NSTextStyle` in the compact one. Nil
    /// for any other font.
    mutating func appKitTextStyleFont(_ element: Element) -> ArchiveValue? {
        // (The style decides: the name Interface Builder writes beside it is the font it showed.)
        guard element["metaFont"] == nil, let name = element["textStyle"], let style = AppKitTextStyleFonts.byStyle[name] else { return nil }
        var values = [
            KeyedValue("NSName", .object(builder.string(style.isBold ? ".AppleSystemUIFontBold" : ".AppleSystemUIFont"))),
            KeyedValue("NSSize", .double(style.size)), KeyedValue("NSfFlags", .int(AppKitTextStyleFonts.flags)),
        ]
        values += writesAppleOnlyKeys ? textStyleValues(style.usage, size: style.size) : [KeyedValue("NSTextStyle", .object(builder.string(name)))]
        let index = builder.add(ArchivedObject(className: "NSFont", values: values))
        recordUses(of: element, index: index, archived: ["textStyle": writesAppleOnlyKeys ? "NSTextStyleDescriptor" : "NSTextStyle"])
        return .object(index)
    }

    /// A font's text style as ibtool archives it: a descriptor (size category 3, the style as
    /// its UI usage, the size) and `NSHasWidth`.
    mutating func textStyleValues(_ style: String, size: Double) -> [KeyedValue] {
        let attributes = builder.dictionary([
            (.object(builder.string("NSCTFontSizeCategoryAttribute")), .object(builder.number(.int(3)))),
            (.object(builder.string("NSCTFontUIUsageAttribute")), .object(builder.string(style))),
            (.object(builder.string("NSFontSizeAttribute")), .object(builder.number(.double(size)))),
        ])
        let descriptor = builder.add(ArchivedObject(className: "NSFontDescriptor", values: [
            KeyedValue("NSFontDescriptorAttributes", .object(attributes)), KeyedValue("NSFontDescriptorOptions", .int(2_147_517_444)),
        ]))
        return [KeyedValue("NSTextStyleDescriptor", .object(descriptor)), KeyedValue("NSHasWidth", .bool(false))]
    }

    /// The font a meta font is archived as (the ibtool pairs' `metafonts_extra` and buttons):
    /// the bold system font for the bold ones and the title bar, the demibold one for the semibold
    /// system font, Helvetica for the user font.
    static func metaFontName(_ meta: String?) -> String {
        switch meta {
        case "systemBold", "smallSystemBold", "miniSystemBold", "titleBar": ".AppleSystemUIFontBold"
        case "systemSemibold": ".AppleSystemUIFontDemi"
        case "user": "Helvetica"
        default: ".AppleSystemUIFont"
        }
    }

    /// The point size ibtool archives a meta font at (the pairs' figures).
    static func metaFontSize(_ meta: String?) -> Double {
        switch meta {
        case "smallSystem", "smallSystemBold", "toolTip", "palette": 11
        case "miniSystem", "miniSystemBold": 9
        case "menuBar": 14
        case "label": 10
        case "menu", "message", "system", "systemBold", "systemSemibold", "titleBar": 13
        // The cell title font is 12 points wherever the pairs have it (text fields, a check box, round-rect cells).
        case "fixedUser", "user", "controlContent", "cellTitle": 12
        default: 13
        }
    }

    /// `<string>` text, decoding `base64-UTF8="YES"` content.
    static func text(of element: Element) -> String {
        guard element["base64-UTF8"] == "YES" || element["type"] == "base64-UTF8" else { return element["value"] ?? element.text }
        return decodeBase64(element.text).map { String(decoding: $0, as: UTF8.self) } ?? element.text
    }

    /// Base64 as Interface Builder writes it: padding may be missing, lines may be wrapped.
    static func decodeBase64(_ text: String) -> [UInt8]? {
        var cleaned = text.filter { !$0.isWhitespace }
        while cleaned.count % 4 != 0 { cleaned += "=" }
        return Data(base64Encoded: cleaned).map { [UInt8]($0) }
    }

    /// `<autoresizingMask>` as the UIViewAutoresizing / NSAutoresizingMaskOptions bits (same layout).
    static func autoresizingMask(_ element: Element) -> Int {
        let bits = ["flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4, "flexibleMinY": 8, "heightSizable": 16, "flexibleMaxY": 32]
        return bits.reduce(0) { mask, bit in element[bit.key] == "YES" ? mask | bit.value : mask }
    }
}
