import Foundation

/// A decoder's life across the loads of one nib: made (or taken from the nib's spare) for a
/// load, set up with what earlier loads kept, and emptied into the spare when the load ends.
extension NibDecoder {
    /// A decoder for one load of a prepared nib: the spare one its last load left (made ready
    /// for this load, its tables kept, and its plans and class resolver when the settings are
    /// the same), or a new one. Give it back with ``recycle(_:into:)``.
    /// - Parameters:
    ///   - library: the classes by name, with `registeredClasses` and `searchModules` as
    ///     ``ClassResolver`` takes them (a nib's loads use one library with its class memo).
    package static func forLoad(of prepared: PreparedArchive, library: [String: AnyClass], registeredClasses: [String: AnyClass], searchModules: [String],
                                placeholders: NibPlaceholderObjects, isStrict: Bool = false, creators: [Int: (NSCoder) -> AnyObject?] = [:]) -> NibDecoder {
        guard let decoder = prepared.spareDecoder.take(archive: prepared.lookup) else {
            let resolver = ClassResolver(library: library, registered: registeredClasses, searchModules: searchModules, memo: prepared.classMemo)
            return NibDecoder(archive: prepared.archive, resolver: resolver, placeholders: placeholders, isStrict: isStrict, creators: creators,
                              lookup: prepared.lookup, readMemo: prepared.readMemo, records: prepared.records)
        }
        // (What is the same as for the last load is not assigned again: each reference it holds
        // would be retained and released for nothing.)
        let keepsResolver = decoder.settings.resolver.hasSettings(memo: prepared.classMemo, registered: registeredClasses, searchModules: searchModules)
        if !keepsResolver {
            decoder.settings.resolver = ClassResolver(library: library, registered: registeredClasses, searchModules: searchModules, memo: prepared.classMemo)
        }
        decoder.settings.placeholders = placeholders
        decoder.settings.isStrict = isStrict
        if !creators.isEmpty || !decoder.settings.creators.isEmpty { decoder.settings.creators = creators }
        decoder.beginLoad(keepingPlans: keepsResolver)
        return decoder
    }

    /// Ends a load made with ``forLoad(of:library:registeredClasses:searchModules:placeholders:isStrict:creators:)``:
    /// when nothing else holds the decoder, it lets go of every object of the load (the
    /// objects, the placeholders' objects, the resource memo) and becomes the nib's spare.
    package static func recycle(_ decoder: inout NibDecoder?, into spare: SpareDecoder) {
        guard var finished = decoder.take(), isKnownUniquelyReferenced(&finished) else { return }
        finished.endLoad()
        spare.put(finished)
    }

    /// Sets the state of a load that starts: nothing decoded, the plans and key reads earlier
    /// loads of the nib kept, the cursor at the root object.
    func beginLoad(keepingPlans: Bool = false) {
        plans.begin(objectCount: objects.count, resolver: settings.resolver, keeping: keepingPlans)
        keyReadLog.begin(objectCount: objects.count)
        if objects.count > 0 {
            cursor = KeyCursor(object: 0, in: lookup, replay: keyReadLog.replayRange(of: 0))
            reads = ReadPositions(count: cursor.count)
        }
    }

    /// Keeps the plans and (after a first load that succeeded) the key reads this load made for
    /// the nib's next load (call once decoding is done).
    package func keepPlansForNextLoad() {
        if !outcome.hasFailed { keyReadLog.keepRecord() }
        plans.store(in: settings.resolver)
    }

    /// Lets go of everything a finished load holds, leaving the tables empty for the next. What
    /// is the nib's rather than the load's stays: its resource folder and memo.
    private func endLoad() {
        objects.empty()
        settings.placeholders = NibPlaceholderObjects()
        settings.creators = [:]
        settings.maximumDepth = Self.defaultMaximumDepth
        outcome.reset()
        keyReadLog.endLoad()
        cursor.genericDepth = 0
    }
}
