import NibArchive

/// How the decoder makes the object at one archive index, worked out by the first load and
/// reused by later ones: the class found (or its fallback), without searching or casting again.
struct DecodePlan: @unchecked Sendable {
    // @unchecked: a metatype and flags, all immutable.
    /// The class whose `init(coder:)` decodes the object.
    let decodable: NibDecodable.Type
    /// Whether a fallback class stands in for the archived one.
    let isFallback: Bool
    /// The class's `NibDecodingReplacement` conformance, when its instances stand for another
    /// object (found once, so a load asks its instance for the replacement without a conformance lookup).
    let replacement: NibDecodingReplacement.Type?
    /// The class's `NibDecodingFactory` conformance, when its archived objects decode straight
    /// to the object they stand for (no instance of the class is made).
    let factory: NibDecodingFactory.Type?
    /// Whether instances stand for another object.
    var isReplacement: Bool { replacement != nil }
    /// Whether the class is the generic object that keeps every value.
    let isGeneric: Bool
    /// Whether the class has a process-wide shared instance (the application).
    let isSharedInstance: Bool
    /// Whether the class is the archive's own bookkeeping (connections, runtime attributes, the
    /// object table, placeholders): made by a load, but not one of the document's objects.
    let isBookkeeping: Bool
    /// Which of the library's bookkeeping classes it is, when a load may take the object's values
    /// from ``PreparedRecords`` instead of making it.
    let prepared: PreparedClass
    /// For a prepared class swapper: the custom class, found when the plan was made; a load
    /// decodes it directly, with no swapper object and no search.
    let swappedClass: NibDecodable.Type?
    /// The `NibActionConnectable` conformance of the class that makes the object (the swapped
    /// class for a swapper), found once: a load connects an action from the object without a
    /// conformance lookup.
    let actionConnectable: NibActionConnectable.Type?

    /// The bookkeeping classes ``PreparedRecords`` prepares.
    enum PreparedClass {
        case none, proxy, outlet, outletCollection, action, classSwapper

        init(_ type: NibDecodable.Type) {
            switch ObjectIdentifier(type) {
            case ObjectIdentifier(UIProxyObject.self): self = .proxy
            case ObjectIdentifier(UIRuntimeOutletConnection.self): self = .outlet
            case ObjectIdentifier(UIRuntimeEventConnection.self): self = .action
            case ObjectIdentifier(UIRuntimeOutletCollectionConnection.self): self = .outletCollection
            case ObjectIdentifier(UIClassSwapper.self): self = .classSwapper
            default: self = .none
            }
        }
    }
}

/// The decode plans of an archive's objects, by archive index: each distinct plan once, and
/// four bytes per object saying which. Most of a nib's objects share a handful of plans (ten
/// thousand labels, one), so a load of a large nib reads a small table instead of a plan per
/// object, and the plans it reads stay in the cache.
struct DecodePlans: Sendable {
    /// Per archive index: its plan in ``distinct``, or -1 for none yet.
    private var slots: [Int32]
    private var distinct: [DecodePlan] = []

    /// No plans, for `count` objects.
    init(count: Int) {
        slots = Array(repeating: -1, count: count)
    }

    /// How many objects the plans are for.
    var count: Int { slots.count }

    /// The plan of the object at `index`, when one was made.
    @inline(__always)
    subscript(index: Int) -> DecodePlan? {
        let slot = slots[index]
        return slot >= 0 ? distinct[Int(slot)] : nil
    }

    /// Keeps `plan` for the object at `index` (an equal plan already kept is shared).
    mutating func set(_ plan: DecodePlan, at index: Int) {
        if let slot = distinct.firstIndex(where: { $0.isSame(as: plan) }) {
            slots[index] = Int32(slot)
        } else {
            slots[index] = Int32(distinct.count)
            distinct.append(plan)
        }
    }
}

extension DecodePlan {
    /// Whether two plans make objects the same way (the same classes, conformances and flags).
    func isSame(as other: DecodePlan) -> Bool {
        func same(_ first: Any.Type?, _ second: Any.Type?) -> Bool {
            first.map(ObjectIdentifier.init) == second.map(ObjectIdentifier.init)
        }
        return same(decodable, other.decodable) && isFallback == other.isFallback && same(replacement, other.replacement) && same(factory, other.factory)
            && isGeneric == other.isGeneric && isSharedInstance == other.isSharedInstance && isBookkeeping == other.isBookkeeping
            && prepared == other.prepared && same(swappedClass, other.swappedClass) && same(actionConnectable, other.actionConnectable)
    }
}

/// A load's decode plans: the nib's plans from earlier loads (fetched from the class resolver's
/// memo), the ones this load adds, and whether the memo must be told.
struct LoadPlans {
    /// The plan per archive index.
    var byIndex = DecodePlans(count: 0)
    /// The registry generation the memo's plans hold for; nil when the resolver keeps no memo.
    var generation: Int?
    /// Whether this load worked out a plan the memo did not have.
    var madeNew = false

    /// Fetches the plans for a load of `count` objects, unless the decoder's own are still good
    /// (`keeping`: the same resolver; and no class registered since).
    mutating func begin(objectCount count: Int, resolver: ClassResolver, keeping: Bool) {
        let keeps = keeping && generation != nil && generation == NibClassRegistry.shared.generation && byIndex.count == count
        if !keeps {
            let memoized = resolver.memoizedPlans()
            generation = memoized?.generation
            if let plans = memoized?.plans, plans.count == count {
                byIndex = plans
            } else {
                byIndex = DecodePlans(count: count)
            }
        }
        madeNew = false
    }

    /// Keeps a plan made now for later loads.
    mutating func add(_ plan: DecodePlan, at index: Int) {
        byIndex.set(plan, at: index)
        madeNew = true
    }

    /// Gives the resolver's memo the plans this load made.
    mutating func store(in resolver: ClassResolver) {
        guard let generation, madeNew else { return }
        resolver.storePlans(byIndex, generation: generation)
    }
}

extension NibDecoder {
    /// The plan for an archive index: the one kept, or one made now.
    @inline(__always)
    func plan(at index: Int) -> DecodePlan {
        plans.byIndex[index] ?? makePlan(for: archive.objects[index], index: index)
    }

    /// Finds the class for an archive index (or its fallback, or the generic object) and keeps
    /// the result for later loads.
    private func makePlan(for archived: ArchivedObject, index: Int) -> DecodePlan {
        let resolver = settings.resolver
        var type: AnyClass? = resolver.resolve(archived.className)
        // A fallback class stands in for one the library lacks: its missing outlets are reported, not fatal.
        let fallbacks = type == nil ? InferredFallbacks.fallbackClassNames(of: archived) : []
        let isFallback = type == nil && !fallbacks.isEmpty
        if type == nil {
            for name in fallbacks {
                type = resolver.resolve(name)
                if type != nil { break }
            }
        }
        let decodable = (type as? NibDecodable.Type) ?? NibGenericObject.self
        let prepared = DecodePlan.PreparedClass(decodable)
        var swappedClass: NibDecodable.Type?
        if prepared == .classSwapper, let className = records?.swappedClassName(at: index) {
            swappedClass = resolver.resolve(className) as? NibDecodable.Type
        }
        let plan = DecodePlan(decodable: decodable, isFallback: isFallback, replacement: decodable as? NibDecodingReplacement.Type, factory: isFallback ? nil : decodable as? NibDecodingFactory.Type, isGeneric: decodable == NibGenericObject.self, isSharedInstance: decodable is NibSharedInstance.Type,
            isBookkeeping: decodable is NibConnectionRecord.Type || decodable is UINibKeyValuePair.Type || decodable is NSIBUserDefinedRuntimeAttributesConnector.Type || decodable is NSIBObjectData.Type || decodable is NibProxyPlaceholder.Type || decodable is UIRuntimeAccessibilityConfiguration.Type,
            prepared: prepared, swappedClass: swappedClass, actionConnectable: (swappedClass ?? decodable) as? NibActionConnectable.Type)
        // A class not found is searched again next time (its module may be loaded by then).
        if type != nil { plans.add(plan, at: index) }
        return plan
    }

    /// The `NibActionConnectable` conformance of `object`, the instance made for `index`, found
    /// through the plan that made it (no conformance lookup on a later load); nil when its class
    /// does not conform or `object` is not of that class.
    package func actionConnectableType(of object: AnyObject, at index: Int?) -> NibActionConnectable.Type? {
        guard let index, index >= 0, index < plans.byIndex.count, let plan = plans.byIndex[index], let type = plan.actionConnectable,
              ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(type) else { return nil }
        return type
    }
}
