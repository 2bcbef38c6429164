import NibArchive
import NibDocument

/// The keys every NSView carries in Apple's nibs, whatever its class (from the ibtool pairs):
/// `NSNextResponder` and `NSSuperview` (its superview), `NSvFlags` always (IB's default mask,
/// flexible right margin and bottom, when the document gives none), `NSFrameSize` when the origin
/// is zero, and the nil or fixed placeholders `NSNibTouchBar`, `NSViewWantsBestResolutionOpenGLSurface`,
/// `IBNSSafeAreaLayoutGuide`, `IBNSLayoutMarginsGuide`, `IBNSClipsToBounds`.
extension Compilation {
    /// IB's autoresizing mask for a view whose document names none: `NSViewMaxXMargin | NSViewMinYMargin`.
    static let defaultAutoresizingMask = 12

    mutating func appKitViewValues(_ object: DocumentObject, _ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, document.format == .document, isViewLike(object) else { return values }
        var result = values
        let parent = object.parentID.flatMap { document.object(id: $0) }
        let superview = parent.flatMap { isViewLike($0) && (object.key == nil || isKeyedSubview(object)) ? reference(to: $0.id) : nil }
        let head: [KeyedValue] = [
            KeyedValue("NSNextResponder", superview ?? .null),
            KeyedValue("NSNibTouchBar", .null),
        ]
        if !result.contains(where: { $0.key == "NSvFlags" }) {
            result.append(KeyedValue("NSvFlags", .int(Self.defaultAutoresizingMask | 0x100)))
        }
        if let position = result.firstIndex(where: { $0.key == "NSFrame" }), case .object(let index) = result[position].value,
            let text = stringText(index), text.hasPrefix("{{0, 0}, ")
        {
            result[position] = KeyedValue("NSFrameSize", .object(builder.string(String(text.dropFirst("{{0, 0}, ".count).dropLast()))))
        }
        // The rest is AppKit's bookkeeping that NibKit's loader does not read.
        guard writesAppleOnlyKeys else { return result }
        if let superview { result.append(KeyedValue("NSSuperview", superview)) }
        result += [
            KeyedValue("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            KeyedValue("IBNSSafeAreaLayoutGuide", .null),
            KeyedValue("IBNSLayoutMarginsGuide", .null),
            KeyedValue("IBNSClipsToBounds", .int(0)),
        ]
        return head + result
    }

    /// The text of an archived string object.
    private func stringText(_ index: Int) -> String? {
        guard index < builder.archive.objects.count, case .data(let bytes)? = builder.archive.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
