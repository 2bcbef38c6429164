/// UIKit connection records a load connects without making record objects (``PreparedRecords``).
extension NibDecoder {
    /// The outlet, action or outlet collection of the UIKit connection record at `index`, by
    /// the archive indexes of its ends, which are decoded in the order the record's
    /// `init(coder:)` decodes them, when the record is prepared and its class resolves to the
    /// library's own; nil when the record must be decoded as an object (``objectReference(at:)``).
    ///
    /// The loader connects the ends later through ``withInstances(at:_:_:)``, so that no
    /// reference to them is copied in between (nor, for a collection, an array of its members made).
    package func preparedConnectionIndexes(at index: Int) -> PreparedConnectionIndexes? {
        guard !keyReadLog.recordsForCoverage, objects.contains(index), objects.isPending(index), settings.creator(at: index) == nil,
              let slot = records?.connectionSlot(at: index), let connection = records?.connections[slot] else { return nil }
        guard plan(at: index).prepared == connection.recordClass else { return nil }
        if let collection = connection.collection {
            // The record's initializer decodes its members first, then its source.
            for member in members(ofCollectionAt: collection) { decode(at: member) }
            if let source = connection.source { decode(at: source) }
        } else {
            if let source = connection.source { decode(at: source) }
            if let destination = connection.destination { decode(at: destination) }
        }
        return connection
    }

    /// The outlet name or selector of a prepared connection record.
    package func label(of connection: PreparedConnectionIndexes) -> String {
        guard let records, records.labels.indices.contains(connection.slot) else { return "" }
        return records.labels[connection.slot]
    }
}

/// A prepared UIKit outlet (no event mask), action or outlet collection, by the archive indexes
/// of its ends. It holds no reference (its label is read with ``NibDecoder/label(of:)``), so a
/// load copies it for nothing.
package struct PreparedConnectionIndexes: Sendable {
    /// Where the nib keeps the record (its label is there).
    package let slot: Int
    /// The archive index of the object with the outlet, or of the control that sends the action.
    package let source: Int?
    /// The archive index of the outlet's value or the action's target (nil for a collection).
    package let destination: Int?
    /// The UIControl.Event bits of an action; nil for an outlet.
    package let eventMask: Int?
    /// For an outlet collection, the archive index of the array of its members (walk it with
    /// ``NibDecoder/members(ofCollectionAt:)``); nil otherwise.
    package let collection: Int?
    /// Whether a collection's members are added to the collection the source already has.
    package let appends: Bool

    /// Creates a record.
    package init(slot: Int, source: Int?, destination: Int?, eventMask: Int?, collection: Int? = nil, appends: Bool = false) {
        (self.slot, self.source, self.destination, self.eventMask, self.collection, self.appends) = (slot, source, destination, eventMask, collection, appends)
    }
}

extension PreparedConnectionIndexes {
    /// The bookkeeping class whose record this is (an outlet, an action, an outlet collection).
    var recordClass: DecodePlan.PreparedClass {
        collection != nil ? .outletCollection : eventMask == nil ? .outlet : .action
    }
}
