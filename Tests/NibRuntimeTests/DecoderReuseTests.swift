import Foundation
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A view that notes which coder decoded it (its identity only: the coder is not kept).
final class CoderNotingView: UIView {
    private(set) var coderIdentity: ObjectIdentifier?
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        coderIdentity = ObjectIdentifier(coder)
        super.init(coder: coder)
    }
}

/// A view that keeps the coder that decoded it, as careless ported code might.
final class CoderKeepingView: UIView {
    private(set) var keptCoder: NSCoder?
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        keptCoder = coder
        super.init(coder: coder)
    }
}

/// File's Owner that takes its outlet as an object, with a class cast (no `setNibValue`).
final class ObjectOutletOwner: NibObject {
    private(set) var view: UIView?
    private(set) var valueCalls = 0
    override func setNibOutlet(_ object: AnyObject?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "view" else { return try super.setNibOutlet(object, forKey: key) }
        view = object as? UIView
        return true
    }
    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        valueCalls += 1
        return try super.setNibValue(value, forKey: key)
    }
}

/// File's Owner that sets its outlet the older way, from `Any`.
final class ValueOutletOwner: NibObject {
    private(set) var view: UIView?
    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "view" else { return try super.setNibValue(value, forKey: key) }
        view = value as? UIView
        return true
    }
}

/// A nib keeps the decoder of its last load for the next one (``SpareDecoder``), and outlets
/// reach objects through ``NibObject/setNibOutlet(_:forKey:)``. The rules those must keep.
@Suite struct DecoderReuseTests {
    static func document(viewClass: String, ownerClass: String = "Owner") -> String {
        Fixture.iOS(ownerClass: ownerClass, ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
                    #"<view id="v" customClass="\#(viewClass)" customModule="NibRuntimeTests"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)
    }

    @Test func aNibsNextLoadReusesItsDecoderWhichHoldsNothingOfTheLastLoad() throws {
        let nib = try Fixture.nib(Self.document(viewClass: "CoderNotingView"))
        var identities: [ObjectIdentifier] = []
        weak var lastOwner: Owner?
        weak var lastView: UIView?
        for _ in 0..<3 {
            do {
                let owner = Owner()
                _ = try nib.instantiate(owner: owner)
                let view = try #require(owner.view as? CoderNotingView)
                #expect(view !== lastView)
                identities.append(try #require(view.coderIdentity))
                (lastOwner, lastView) = (owner, view)
            }
            // The owner and every object went when the test let go of them: the kept decoder
            // holds neither the placeholders' objects nor the load's own.
            #expect(lastOwner == nil && lastView == nil)
        }
        #expect(Set(identities).count == 1)
    }

    @Test func aDecoderSomethingElseStillHoldsIsNotReused() throws {
        let nib = try Fixture.nib(Self.document(viewClass: "CoderKeepingView"))
        let owners = [Owner(), Owner()]
        for owner in owners { _ = try nib.instantiate(owner: owner) }
        let views = try owners.map { owner in try #require(owner.view as? CoderKeepingView) }
        let coders = try views.map { view in try #require(view.keptCoder) }
        #expect(views[0] !== views[1])
        #expect(coders[0] !== coders[1])
    }

    @Test func anOutletReachesAClassThatTakesObjectsWithoutAnyValue() throws {
        let nib = try Fixture.nib(Self.document(viewClass: "CoderNotingView", ownerClass: "ObjectOutletOwner"))
        let owner = ObjectOutletOwner()
        let view = try #require(try nib.instantiate(owner: owner).first as? UIView)
        #expect(owner.view === view)
        #expect(owner.valueCalls == 0)
    }

    @Test func anOutletStillReachesAClassThatOnlySetsValues() throws {
        let nib = try Fixture.nib(Self.document(viewClass: "CoderNotingView", ownerClass: "ValueOutletOwner"))
        let owner = ValueOutletOwner()
        let view = try #require(try nib.instantiate(owner: owner).first as? UIView)
        #expect(owner.view === view)
    }

    @Test func aReusedDecoderFindsClassesWithEachLoadsOwnOptions() throws {
        // Loads one after another share a decoder; its classes come from each load's options.
        let nib = try Fixture.nib(Fixture.iOS(#"<view id="v" customClass="CoderNotingView"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        let plain = Nib.Options()
        let searching = Nib.Options(searchModules: ["NibRuntimeTests"])
        let registering = Nib.Options(registeredClasses: ["CoderNotingView": RegisteredOnly.self])
        let expected: [(Nib.Options, AnyClass)] = [(plain, UIView.self), (searching, CoderNotingView.self), (plain, UIView.self), (registering, RegisteredOnly.self), (searching, CoderNotingView.self)]
        for load in expected {
            let object = try #require(try nib.instantiate(owner: Owner(), options: load.0).first)
            #expect(ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(load.1))
        }
    }

    @Test func anImageReferenceIsDecodedStraightToItsImage() throws {
        // UIKit's `UIImageNibPlaceholder` stands for the image it names: the decoder makes the
        // image and no placeholder object.
        let document = Fixture.iOS(#"<imageView image="avatar" id="i"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView>"#)
        let archive = try NibCompiler().compile(DocumentReader().read(data: Data(document.utf8), file: "Image.xib")).archive
        let reference = try #require(archive.objects.firstIndex { $0.className == "UIImageNibPlaceholder" })
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: ["IBFilesOwner": Owner(), "IBFirstResponder": UIResponder()])
        let view = try #require(decoder.decodeObjectReferences(forKey: "UINibTopLevelObjectsKey").compactMap { $0 as? UIImageView }.first)
        #expect(view.image?.name == "avatar")
        #expect(decoder.objectReference(at: reference) === view.image)
        #expect(!decoder.createdObjects.contains { $0.object is NibDecodingReplacement })
    }
}
