import Foundation
import NibArchive
import NibRuntime
import NibSupport

/// Typed reads of archived values, tolerant of the widths and types nibs use
/// (an integer where a double is expected, a number where text is expected).
extension NSCoder {
    /// Text under `key`; numbers become their text; nil when absent.
    @inline(__always)
    public func nibString(forKey key: String) -> String? {
        if let text = withNibDecoder({ decoder -> String? in
            guard let value = decoder.value(forKey: key) else { return nil }
            if case .object(let index) = value, let text = decoder.string(at: index) { return text }
            return Self.nibText(of: decoder.decodedValue(value))
        }) { return text }
        return Self.nibText(of: decodeObject(forKey: key))
    }

    /// A decoded value as ``nibString(forKey:)`` gives it: text, or a number, switch or image name as text.
    private static func nibText(of decoded: Any?) -> String? {
        switch decoded {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "YES" : "NO"
        case let image as NibImage: image.name
        default: nil
        }
    }

    /// Marks `key` as read without decoding its value: for what a class has no use for (UIKit's
    /// drawing switches, a font's descriptor that repeats its name and size), so that the value
    /// is neither decoded nor kept among the object's unread values.
    @inline(__always)
    public func nibSkipValue(forKey key: String) {
        _ = containsValue(forKey: key)
    }

    /// A boolean under `key`, or nil when absent.
    @inline(__always)
    public func nibBool(forKey key: String) -> Bool? {
        if let result = withNibDecoder({ decoder in decoder.value(forKey: key).map(NibDecoder.bool) }) { return result }
        return containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    /// The string under `key`, as `decodeObject(forKey:) as? String` gives it (no number is
    /// turned into text, unlike ``nibString(forKey:)``).
    @inline(__always)
    public func decodeString(forKey key: String) -> String? {
        if let result = withNibDecoder({ decoder in decoder.string(forKey: key) }) { return result }
        return decodeObject(forKey: key) as? String
    }

    /// Whether `mask` is set in the flag word under `key` (a cell's `NSCellFlags`/`NSCellFlags2`,
    /// where Apple's nibs keep a cell's switches); nil when the word is absent.
    public func nibFlag(_ mask: Int, in key: String) -> Bool? {
        containsValue(forKey: key) ? decodeInteger(forKey: key) & mask != 0 : nil
    }

    /// A switch as packed in a flag word of Apple's nibs (a scroll view's `NSsFlags`, a
    /// matrix's `NSMatrixFlags`), as Interface Builder writes it: `set` when the bit is set,
    /// `clear` when not, nil where IB writes nothing (the default) and when the word is absent.
    public func nibFlagSwitch(_ mask: Int, set: Bool? = nil, clear: Bool? = nil, in key: String = "NSsFlags") -> Bool? {
        guard containsValue(forKey: key) else { return nil }
        return decodeInteger(forKey: key) & mask != 0 ? set : clear
    }

    /// A scroll view's border as packed in the low bits of its `NSsFlags`; nil for the default
    /// bezel (IB writes no `borderType` then) and when the word is absent.
    public func nibScrollViewBorderType() -> String? {
        guard containsValue(forKey: "NSsFlags") else { return nil }
        return ["none", "line", nil, "groove"][decodeInteger(forKey: "NSsFlags") & 0b11]
    }

    /// One of a scroll view's scroll amounts from `NSScrollAmts` (four big-endian floats: the
    /// page amounts, then the line amounts); AppKit's 10 when an Apple nib leaves the data out
    /// (it does when all four are 10); nil when neither key is there.
    public func nibScrollAmount(_ index: Int) -> Int? {
        guard containsValue(forKey: "NSsFlags") else { return nil }
        let bytes: [UInt8]
        if let decoder = nibDecoder { bytes = decoder.decodeBytes(forKey: "NSScrollAmts") ?? [] } else {
            bytes = (decodeObject(forKey: "NSScrollAmts") as? Data).map(Array.init) ?? []
        }
        guard bytes.count >= 16 else { return 10 }
        let bits = bytes[index * 4..<index * 4 + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int(saturating: Float(bitPattern: bits))
    }

    /// Whether a search field cell sends its string immediately, from bit 0x8 of the first byte
    /// of Apple's `NSSearchFieldFlags` (AppKitSearchFieldKeys); nil when the key is not there.
    public func nibSearchFieldSendsImmediately() -> Bool? {
        let bytes: [UInt8]?
        if let decoder = nibDecoder { bytes = decoder.decodeBytes(forKey: "NSSearchFieldFlags") } else {
            bytes = (decodeObject(forKey: "NSSearchFieldFlags") as? Data).map(Array.init)
        }
        guard let first = bytes?.first else { return nil }
        return first & 0x8 != 0 ? true : nil
    }

    /// A scroll view's table header view: the document view of its header clip view
    /// (`NSHeaderClipView`), where AppKit keeps it. Read from the clip's archived `NSDocView`:
    /// the header view is often decoded first (through its table), and the clip, decoded from
    /// inside it, cannot hold it as a subview yet.
    public func nibTableHeaderView() -> AnyObject? {
        if let decoder = nibDecoder {
            guard case .object(let clip)? = decoder.value(forKey: "NSHeaderClipView"), decoder.archive.objects.indices.contains(clip),
                  case .object(let header)? = decoder.archive.objects[clip]["NSDocView"] else { return nil }
            return decoder.objectReference(at: header)
        }
        return (decodeObject(forKey: "NSHeaderClipView") as? NSView)?.subviews.first
    }

    /// A text field's character picker setting where Apple's nibs keep it: its cell's
    /// `NSCharacterPickerEnabled`. True when set, else nil.
    public func nibCellCharacterPicker() -> Bool? {
        guard let decoder = nibDecoder, case .object(let cell)? = decoder.value(forKey: "NSCell"),
              decoder.archive.objects.indices.contains(cell), decoder.archive.objects[cell]["NSCharacterPickerEnabled"] == .bool(true) else { return nil }
        return true
    }

    /// An object Apple's nibs keep on a control's cell rather than on the control (a button's
    /// `NSContentTintColor`): the cell's value under `key` as `type`; nil where it has none.
    public func nibCellObject<T>(forKey key: String, as type: T.Type) -> T? {
        guard let decoder = nibDecoder, case .object(let cell)? = decoder.value(forKey: "NSCell"), decoder.archive.objects.indices.contains(cell),
              case .object(let value)? = decoder.archive.objects[cell][key] else { return nil }
        return decoder.objectReference(at: value) as? T
    }

    /// An enumeration under `key` as Interface Builder names it: the name NibKit's compact
    /// schema keeps, or the name of the number Apple's nibs keep (`names` by raw value, from
    /// `AppKitEnumerationNumbers`); nil for `unless`, the default IB leaves unnamed.
    public func nibEnumName(forKey key: String, names: [Int: String], unless standard: Int? = nil) -> String? {
        if let name = decodeObject(forKey: key) as? String { return name }
        return nibInt(forKey: key).flatMap { $0 == standard ? nil : names[$0] }
    }

    /// A view's clipping as the document set it: NibKit's `NSClipsToBounds`, or AppKit's
    /// `NSViewClipsToBoundsKeyName` where IB's own switch (`IBNSClipsToBounds`) says the
    /// document asked for it (AppKit also sets the key itself, for a split view's panes).
    public func nibClipsToBounds() -> Bool? {
        guard nibInt(forKey: "IBNSClipsToBounds") == 1 else { return nil }
        return nibBool(forKey: "NSViewClipsToBoundsKeyName")
    }

    /// The catalog of the image resource under `key` (its archived `NSCatalogName`), or nil.
    public func nibImageCatalog(forKey key: String) -> String? {
        guard let decoder = nibDecoder, case .object(let index)? = decoder.value(forKey: key),
              decoder.archive.objects.indices.contains(index) else { return nil }
        return decoder.archive.string("NSCatalogName", of: index)
    }

    /// A table's intercell spacing from Apple's `NSIntercellSpacingWidth`/`Height`, or nil.
    public func nibIntercellSpacing() -> CGSize? {
        guard let width = nibDouble(forKey: "NSIntercellSpacingWidth"), let height = nibDouble(forKey: "NSIntercellSpacingHeight") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Whether a table column is editable as Interface Builder writes it, from Apple's keys:
    /// `NSIsEditable` is there only when it is (IB's default, unnamed); a column that names its
    /// table (Apple's schema) without it is not.
    public func nibTableColumnEditable() -> Bool? {
        guard containsValue(forKey: "NSTableView") else { return nil }
        return nibBool(forKey: "NSIsEditable") == true ? nil : false
    }

    /// Text under `key` unless empty (Apple's nibs write an empty label where IB has none).
    public func nibNonEmptyString(forKey key: String) -> String? {
        nibString(forKey: key).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A cell's border as packed in `NSCellFlags` (bezeled 0x00400000, bordered 0x00800000), as
    /// Interface Builder names it; nil when neither bit is set or the word is absent.
    public func nibCellBorderStyle() -> String? {
        guard containsValue(forKey: "NSCellFlags") else { return nil }
        let flags = decodeInteger(forKey: "NSCellFlags")
        return flags & 0x0040_0000 != 0 ? "bezel" : flags & 0x0080_0000 != 0 ? "border" : nil
    }

    /// A pop-up cell's border as Apple's nibs pack it (the border in `NSButtonFlags`, the bezel in
    /// `NSCellFlags`); nil without the words.
    public func nibPopUpBorderStyle() -> String? {
        guard let flags = nibButtonFlags(), let cellFlags = nibInt(forKey: "NSCellFlags") else { return nil }
        return AppKitButtonFlags.popUpBorder(flags: flags, cellFlags: cellFlags)
    }

    /// A box's title font as Apple's nibs keep it: its title cell's font (NSBox archives no font
    /// of its own), unless that is AppKit's default, the 11-point small system font, which a
    /// document leaves unnamed; nil without a title cell.
    public func nibBoxTitleFont() -> NibFont? {
        guard let font = (decodeObject(forKey: "NSTitleCell") as? NSCell)?.font else { return nil }
        return font.metaFont == "smallSystem" && font.pointSize == 11 ? nil : font
    }

    /// A pop-up cell's arrow position: a name (NibKit's compact schema), or Apple's number, where
    /// the default (at the bottom) is nil and no key at all in a cell with Apple's button words means no arrow.
    public func nibPopUpArrowPosition() -> String? {
        if let name = decodeObject(forKey: "NSArrowPosition") as? String { return name }
        if let number = nibInt(forKey: "NSArrowPosition") { return number == 2 ? nil : AppKitEnumerationNumbers.popUpArrowPositionNames[number] }
        return containsValue(forKey: "NSButtonFlags") ? "noArrow" : nil
    }

    /// Whether an outline view resizes its outline column, as Apple's nibs say it: true where an
    /// outline view archived by Apple's schema (it has `NSOutineViewStronglyReferencesItems`) has no
    /// `NSOutlineViewAutoresizesOutlineColumnKey`, nil where that key is false (the document's default).
    public func nibOutlineColumnAutoresizing() -> Bool? {
        guard containsValue(forKey: "NSOutineViewStronglyReferencesItems") else { return nil }
        return containsValue(forKey: "NSOutlineViewAutoresizesOutlineColumnKey") ? nil : true
    }

    /// A scroller's control size by name: NibKit's `NSControlSize`, or the size bits of Apple's
    /// `NSsFlags` (0x100 small, 0x200 mini; Apple's `NSControlSize` is always 0); nil for regular.
    public func nibScrollerControlSize() -> String? {
        if let name = decodeObject(forKey: "NSControlSize") as? String { return name }
        // The size's number in the second byte of NSsFlags (small 1, mini 2, large 3).
        let packed = ((nibInt(forKey: "NSsFlags") ?? 0) >> 8) & 0x3
        let size = packed != 0 ? packed : nibInt(forKey: "NSControlSize") ?? 0
        return [1: "small", 2: "mini", 3: "large"][size]
    }

    /// A button cell's `NSButtonFlags`, when archived (Apple's nibs).
    public func nibButtonFlags() -> Int? { nibInt(forKey: "NSButtonFlags") }

    /// A button cell's key equivalent modifier flags as `NSButtonFlags2` holds them; nil for none.
    public func nibButtonKeyEquivalentModifierMask() -> Int? {
        guard let flags2 = nibInt(forKey: "NSButtonFlags2") else { return nil }
        let mask = AppKitButtonFlags.keyEquivalentModifierMask(flags2: flags2)
        return mask == 0 ? nil : mask
    }

    /// A button cell's `type` as packed in its flag words and `NSAuxButtonType`; nil when absent.
    public func nibButtonType() -> String? {
        guard let flags = nibButtonFlags(), let flags2 = nibInt(forKey: "NSButtonFlags2"), let auxiliary = nibInt(forKey: "NSAuxButtonType") else { return nil }
        return AppKitButtonFlags.type(flags: flags, flags2: flags2, auxiliary: auxiliary)
    }

    /// A cell's small or mini control size as packed in `NSCellFlags2`, or large as `NSControlSize2`; nil for the regular size.
    public func nibCellControlSize() -> String? {
        guard containsValue(forKey: "NSCellFlags2") else { return nil }
        // A large cell says so in NSControlSize2 (its flags keep the regular size).
        if containsValue(forKey: "NSControlSize2"), decodeInteger(forKey: "NSControlSize2") == 3 { return "large" }
        let flags = decodeInteger(forKey: "NSCellFlags2")
        return flags & 0x4_0000 != 0 ? "mini" : flags & 0x2_0000 != 0 ? "small" : nil
    }

    /// A cell's line break mode as packed in `NSCellFlags2` (bits 9–11); nil when absent.
    public func nibCellLineBreakMode() -> Int? {
        containsValue(forKey: "NSCellFlags2") ? (decodeInteger(forKey: "NSCellFlags2") >> 9) & 0b111 : nil
    }

    /// A cell's text alignment as packed in `NSCellFlags2` (bits 26–28, AppKit's old numbering),
    /// as Interface Builder names it; nil when absent.
    public func nibCellAlignment() -> String? {
        guard containsValue(forKey: "NSCellFlags2") else { return nil }
        return ["left", "right", "center", "justified", "natural"].dropFirst((decodeInteger(forKey: "NSCellFlags2") >> 26) & 0b111).first
    }

    /// An integer under `key`, or nil when absent.
    @inline(__always)
    public func nibInt(forKey key: String) -> Int? {
        if let result = withNibDecoder({ decoder in decoder.value(forKey: key).map { Int(truncatingIfNeeded: NibDecoder.int64($0)) } }) { return result }
        return containsValue(forKey: key) ? decodeInteger(forKey: key) : nil
    }

    /// A number under `key`, or nil when absent.
    @inline(__always)
    public func nibDouble(forKey key: String) -> Double? {
        if let result = withNibDecoder({ decoder in decoder.value(forKey: key).map(NibDecoder.double) }) { return result }
        return containsValue(forKey: key) ? decodeDouble(forKey: key) : nil
    }

    /// A decimal number under `key` (a `<decimal>`'s text, `NaN` included), as Foundation's `Decimal`.
    public func nibDecimal(forKey key: String) -> Decimal? {
        guard let text = nibString(forKey: key) else { return nil }
        return text == "NaN" ? Decimal.nan : Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// An object of class `T` under `key` (a class cast, not a cast from `Any`, in a nib's decoder).
    @inline(__always)
    public func nibObject<T: AnyObject>(forKey key: String, as type: T.Type = T.self) -> T? {
        if let result = withNibDecoder({ decoder in decoder.decodeObjectReference(forKey: key) as? T }) { return result }
        return decodeObject(forKey: key) as? T
    }

    /// The key-value pairs of the dictionary under `key`, in archive order, each decoded as
    /// `decodeObject(forKey:)` decodes values (a nib's decoder builds no dictionary for them).
    public func nibDictionaryEntries(forKey key: String) -> [(key: Any?, value: Any?)] {
        if let result = withNibDecoder({ decoder in decoder.dictionaryEntries(forKey: key) }) { return result }
        return (decodeObject(forKey: key) as? [AnyHashable: Any] ?? [:]).map { ($0.key.base, $0.value) }
    }

    /// The members of an array under `key` (objects only).
    public func nibObjects(forKey key: String) -> [AnyObject] {
        if let result = withNibDecoder({ decoder in decoder.decodeObjectReferences(forKey: key) }) { return result }
        return (decodeObject(forKey: key) as? [Any] ?? []).map { $0 as AnyObject }
    }

    /// Calls `body` with each object of the array under `key`, in order; a nib's decoder decodes
    /// each member just before `body` receives it, and `reserve` first receives the most members
    /// there can be (see ``/NibRuntime/NibDecoder/forEachObjectReference(forKey:reserving:_:)``).
    public func nibForEachObject(forKey key: String, reserving reserve: (Int) -> Void = { _ in }, _ body: (AnyObject) -> Void) {
        if withNibDecoder({ decoder in decoder.forEachObjectReference(forKey: key, reserving: reserve, body) }) != nil { return }
        let members = decodeObject(forKey: key) as? [Any] ?? []
        if !members.isEmpty { reserve(members.count) }
        for member in members { body(member as AnyObject) }
    }

    /// A rectangle under `key` (UIKit geometry bytes or AppKit `{{x, y}, {w, h}}` text).
    public func nibRect(forKey key: String) -> CGRect? {
        if let rect = withNibDecoder({ $0.decodeGeometry(forKey: key)?.rect }) { return rect }
        return NibValue.rect(decodeObject(forKey: key))
    }

    /// A size under `key`.
    public func nibSize(forKey key: String) -> CGSize? {
        if let result = withNibDecoder({ decoder in decoder.decodeGeometry(forKey: key)?.size }) { return result }
        return NibValue.size(decodeObject(forKey: key))
    }

    /// A point under `key`.
    public func nibPoint(forKey key: String) -> CGPoint? {
        if let result = withNibDecoder({ decoder in decoder.decodeGeometry(forKey: key)?.point }) { return result }
        return NibValue.point(decodeObject(forKey: key))
    }

    /// Up to four numbers under `key` (insets: top, left, bottom, right).
    public func nibInsets(forKey key: String) -> [Double]? {
        if let result = withNibDecoder({ decoder -> [Double]? in
            guard let numbers = decoder.decodeGeometry(forKey: key), numbers.count > 0 else { return nil }
            return numbers.array
        }) { return result }
        let numbers = GeometryText.numbers(of: decodeObject(forKey: key))
        return numbers.isEmpty ? nil : numbers
    }
}
