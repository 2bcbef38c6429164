/// Making the object at an archive index the first time it is asked for: its placeholder's
/// object, its creator's, or an instance of the class its plan names, decoded in a cursor of
/// its own; the values its class leaves unread stay on it.
extension NibDecoder {
    /// The object at an archive index, decoding it on first use.
    public func object(at index: Int) -> Any? {
        guard objects.contains(index) else {
            reportOutOfRange(index)
            return nil
        }
        switch objects.slots[index] {
        case .done: break
        case .decoding: return nil
        case .pending:
            // (The kind first: copying an optional existential out of the shared table costs more.)
            if lookup.valueKinds[index] != .none, let shared = lookup.sharedValues[index] { return shared.value }
            decodePending(index)
        }
        if let instance = objects.instances[index] { return instance }
        return objects.values[index]
    }

    /// The object at an archive index when it is a class instance (strings, numbers and other
    /// values give nil), decoding it on first use; no `Any` is made for it.
    public func objectReference(at index: Int) -> AnyObject? {
        decode(at: index)
        return objects.contains(index) ? objects.instances[index] : nil
    }

    /// Decodes the class instance at an archive index if it is still pending (nothing is
    /// returned, so no reference is copied). A Foundation value (a string, a number, a
    /// collection) is never a class instance and is left for `object(at:)`, which decodes it when
    /// it is asked for: a collection of ten thousand members is not built for nothing.
    package func decode(at index: Int) {
        guard objects.contains(index) else {
            reportOutOfRange(index)
            return
        }
        guard objects.isPending(index), lookup.valueKinds[index] == .none else { return }
        decodePending(index)
    }

    /// Supplies the object for an archive index before decoding (AppKit's `NSRoot`, replaced by the owner).
    package func preset(_ object: AnyObject, at index: Int) {
        guard objects.contains(index) else { return }
        objects.slots[index] = .done
        objects.instances[index] = object
        objects.presetIndexes.insert(index)
    }

    /// Marks an object as a stand-in for a class that could not be found.
    /// (A shared instance standing in is marked for this load only: it is every load's object.)
    public func markStandIn(_ object: AnyObject) {
        outcome.standIns.insert(ObjectIdentifier(object))
        guard !(object is NibSharedInstance) else { return }
        if let object = object as? NibObject, object.unresolvedClassName == nil { object.unresolvedClassName = currentClassName }
    }

    /// Whether an object stands in for a class that could not be found (in this load or an earlier one).
    public func isStandIn(_ object: AnyObject) -> Bool {
        outcome.standIns.contains(ObjectIdentifier(object)) || (object as? NibObject)?.unresolvedClassName != nil
    }

    @inline(never)
    private func reportOutOfRange(_ index: Int) {
        fail(NibDecodingFailure(message: "an object reference points at index \(index), outside the \(objects.count) archived objects", objectIndex: cursor.object))
    }

    /// Decodes the pending object at a valid index that is not a shared value: a class instance
    /// goes to the table's instances, a Foundation value to its values.
    private func decodePending(_ index: Int) {
        if outcome.hasFailed { return }
        if let object = suppliedPlaceholder(at: index) {
            objects.slots[index] = .done
            objects.instances[index] = object
            return
        }
        guard outcome.depth < settings.maximumDepth else {
            fail(NibDecodingFailure(.limitExceeded, message: "objects nest deeper than \(settings.maximumDepth) levels; raise Nib.Options.maximumDecodingDepth if the nib is genuine", objectIndex: index))
            return
        }
        outcome.depth += 1
        defer { outcome.depth -= 1 }
        objects.slots[index] = .decoding
        // Each object decodes in a cursor of its own: its class's reads are its own, even when a
        // generic read of another object is what first asked for it.
        let saved = (cursor, reads)
        cursor = KeyCursor(object: index, in: lookup, replay: keyReadLog.replayRange(of: index))
        reads = ReadPositions(count: cursor.count)
        if lookup.valueKinds[index] != .none {
            if let value = foundationValue(of: archive.objects[index], at: index, kind: lookup.valueKinds[index]) { objects.values[index] = value }
        } else {
            instantiate(index)
        }
        (cursor, reads) = saved
        objects.slots[index] = .done
    }

    /// The object supplied for the placeholder at `index`: a prepared placeholder whose class
    /// resolves to the library's own is that object, and no placeholder object is made. Nil for
    /// anything else, and for a placeholder whose object is missing (decoded, it reports that).
    private func suppliedPlaceholder(at index: Int) -> AnyObject? {
        guard records?.kind(at: index) == .proxy, !keyReadLog.recordsForCoverage, let placeholder = records?.placeholder(at: index), settings.creator(at: index) == nil,
              let object = settings.placeholders.object(for: placeholder) else { return nil }
        return plan(at: index).prepared == .proxy ? object : nil
    }

    /// Makes the object at `index` (the cursor is already on it).
    private func instantiate(_ index: Int) {
        if let creator = settings.creator(at: index) {
            guard let made = creator(self) else {
                fail(NibDecodingFailure(message: "the creator for \(archive.objects[index].className) returned nil", objectIndex: index))
                return
            }
            outcome.documentObjectCount += 1
            objects.instances[index] = made
            return
        }
        let plan = self.plan(at: index)
        if let swapped = plan.swappedClass, !keyReadLog.recordsForCoverage, let namePositions = records?.swapperNamePositions(at: index) {
            instantiateSwapped(index, as: swapped, namePositions: namePositions)
            return
        }
        if let factory = plan.factory {
            // (The decoder is lent to a static method, where an initializer would take a reference.)
            guard let object = factory.object(decodedFrom: self) else {
                fail(NibDecodingFailure(message: "\(archive.objects[index].className) could not be decoded (it gave no object)", objectIndex: index))
                return
            }
            if !plan.isBookkeeping { outcome.documentObjectCount += 1 }
            if !reads.isComplete { keepUndecodedValues(on: object) }
            objects.instances[index] = consume object
            return
        }
        guard let made = plan.decodable.init(coder: self) else {
            fail(NibDecodingFailure(message: "\(archive.objects[index].className) could not be decoded (its init(coder:) returned nil)", objectIndex: index))
            return
        }
        if plan.isSharedInstance { outcome.madeSharedInstance = true }
        if !plan.isBookkeeping { outcome.documentObjectCount += 1 }
        guard plan.isReplacement || plan.isFallback || plan.isGeneric else {
            // The common case, with the one reference there is moved into the table: a view
            // whose subviews hold it weakly already pays the runtime's slow path for each copy.
            if !reads.isComplete { keepUndecodedValues(on: made) }
            objects.instances[index] = consume made
            return
        }
        let (object, isShared) = plan.replacement.map { Self.replacement(of: made, as: $0) } ?? (made, false)
        if plan.isFallback { markStandIn(object) }
        if !isShared { keepUndecodedValues(on: object) }
        if plan.isGeneric { (made as? NibGenericObject)?.archivedClassName = archive.objects[index].className }
        objects.instances[index] = object
    }

    /// Makes the object of a prepared class swapper as the swapper would: its custom class
    /// decodes the object's values (the swapper's own two keys count as read), and no swapper
    /// object is made.
    private func instantiateSwapped(_ index: Int, as type: NibDecodable.Type, namePositions: (Int, Int)) {
        if namePositions.0 >= 0 { reads.insert(namePositions.0) }
        if namePositions.1 >= 0 { reads.insert(namePositions.1) }
        guard let object = type.init(coder: self) else {
            fail(NibDecodingFailure(message: "\(records?.swappedClassName(at: index) ?? "") could not be decoded (its init(coder:) returned nil)", objectIndex: index))
            return
        }
        if !reads.isComplete { keepUndecodedValues(on: object) }
        outcome.documentObjectCount += 1
        objects.instances[index] = object
    }

    /// Keys under which Apple's classes archive a reference to an object owned elsewhere, with
    /// `encodeConditionalObject:` (bars' and views' delegates, superviews, next responders, a
    /// child controller's container, a navigation item's bar); their decoders keep them weakly.
    static let conditionalKeys: Set<String> = [
        "UIDelegate", "UISuperview", "NSSuperview", "NSNextResponder", "UIParentViewController", "UINavigationBar",
    ]

    /// The replacement an instance of a `NibDecodingReplacement` class gives (the class was
    /// checked when the plan was made: no conformance lookup here).
    private static func replacement<Replacement: NibDecodingReplacement>(of object: AnyObject, as type: Replacement.Type) -> (object: AnyObject, isShared: Bool) {
        guard let replacing = object as? Replacement, let replacement = replacing.replacementObject else { return (object, false) }
        return (replacement, replacing.replacementIsShared)
    }

    /// Values of the archived object that its class did not read stay on it (`NibObject.undecodedValues`):
    /// referenced objects are decoded now, plain values are kept as archived until asked for.
    @inline(never)
    private func keepUndecodedValues(on object: AnyObject) {
        guard !reads.isComplete, let nibObject = object as? NibObject, !(object is NibGenericObject) else { return }
        let (start, count) = (cursor.start, cursor.count)
        var decoded: [(position: Int, value: Any?)] = []
        var hasUnread = false
        for position in 0..<count where !reads.contains(position) && !lookup.isElement[start + position] {
            hasUnread = true
            guard case .object(let index) = lookup.values[start + position].value else { continue }
            // An object first decoded here belongs to this one (a property its class does
            // not know) and is kept; one that already existed is owned elsewhere and may be
            // a back pointer (an item's menu), so it is held weakly: no cycle is closed.
            let isNew = objects.contains(index) && objects.isPending(index)
            // A back pointer Apple's coders write conditionally (a delegate, a superview, a
            // container) is never what makes its object: made here, the owner would be made
            // inside its child and miss it.
            if isNew, Self.conditionalKeys.contains(lookup.values[start + position].key) { continue }
            let object = self.object(at: index)
            decoded.append((position, isNew ? object : WeakReference.holding(object)))
        }
        guard hasUnread else { return }
        nibObject.unreadValues = UnreadValues(lookup: lookup, start: start, count: count, read: reads, decoded: decoded)
    }
}
