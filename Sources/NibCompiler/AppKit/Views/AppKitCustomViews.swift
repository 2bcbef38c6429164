import NibArchive

/// AppKit's `NSCustomView` archives its subviews last first: every custom view of the ibtool
/// pairs with two or more subviews (`nkv_simple`, `nkv_overlap`, `numfmt_dedup`,
/// `test32_hugging_priority`, `textfield_formatter`, `transmission_MainMenu`) lists them in the
/// reverse of the document's order, and its decoder adds them back in the document's order
/// (`NSCustomView` in the object library). Both schemas write it so, so they load alike.
extension Compilation {
    /// A custom view's values with its `NSSubviews` array reversed in place.
    mutating func customViewValues(_ values: [KeyedValue]) -> [KeyedValue] {
        guard flavour == .appKit, case .object(let list)? = values.first(where: { $0.key == "NSSubviews" })?.value,
              list > 0, list < builder.archive.objects.count else { return values }
        var array = builder.archive.objects[list]
        let members = array.values.filter { $0.key == ArchivedObject.elementKey }
        guard members.count > 1 else { return values }
        array.values = array.values.filter { $0.key != ArchivedObject.elementKey } + members.reversed()
        builder.set(array, at: list)
        return values
    }
}
