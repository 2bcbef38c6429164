import NibArchive

/// Members added to a list an object's values already name (a view's subviews or constraints),
/// where a rule adds objects the document does not list there.
extension Compilation {
    /// Adds members to the mutable array under `key` (made when there is none).
    mutating func append(_ members: [ArchiveValue], toListUnder key: String, in values: inout [KeyedValue], atFront: Bool) {
        guard !members.isEmpty else { return }
        if let position = values.firstIndex(where: { $0.key == key }), case .object(let list) = values[position].value, builder.archive.objects.indices.contains(list) {
            var array = builder.archive.objects[list]
            let elements = array.values.indices.filter { array.values[$0].key == ArchivedObject.elementKey }
            let place = atFront ? (elements.first ?? array.values.count) : (elements.last.map { $0 + 1 } ?? array.values.count)
            array.values.insert(contentsOf: members.map { KeyedValue(ArchivedObject.elementKey, $0) }, at: place)
            builder.set(array, at: list)
        } else {
            values.append(KeyedValue(key, .object(builder.array(members, className: "NSMutableArray"))))
        }
    }
}
