import Foundation
import NibKit
import NibTestSupport
import Testing

/// The UINib/NSNib-shaped API, independence of each instantiation, and ownership.
@Suite struct NibAPITests {
    static let document = Fixture.iOS(
        ownerConnections: #"<outlet property="titleLabel" destination="l" id="o"/>"#,
        """
        <view id="first"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
        <label text="second" id="l"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
        <customObject id="third" customClass="Helper" customModule="NibTestSupport"/>
        """)

    @Test func instantiateReturnsTopLevelObjectsInDocumentOrderWithoutPlaceholders() throws {
        let objects = try Fixture.nib(Self.document).instantiate(owner: Owner())
        #expect(objects.count == 3)
        #expect(type(of: objects[0]) == UIView.self)
        #expect((objects[1] as? UILabel)?.text == "second")
        #expect(objects[2] is Helper)
    }

    @Test func everyInstantiationMakesANewIndependentGraph() throws {
        let nib = try Fixture.nib(Self.document)
        let first = try nib.instantiate(owner: Owner())
        let second = try nib.instantiate(owner: Owner())
        for (a, b) in zip(first, second) { #expect(ObjectIdentifier(a) != ObjectIdentifier(b)) }
        (first[1] as? UILabel)?.text = "changed"
        #expect((second[1] as? UILabel)?.text == "second")
    }

    @Test func nibsAreReadFromAFileFromDataAndFromABundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Panel.xib")
        try Data(Self.document.utf8).write(to: file)
        #expect(try Nib(contentsOf: file).instantiate(owner: Owner()).count == 3)
        #expect(try Nib(data: Data(Self.document.utf8)).instantiate(owner: Owner()).count == 3)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(try Nib(named: "Panel", bundle: bundle).instantiate(owner: Owner()).count == 3)
        let missing = try #require(throws: NibLoadingError.self) { try Nib(named: "Absent", bundle: bundle) }
        #expect(missing.code == .notFound)
        #expect(missing.message.contains("Could not load NIB in bundle"))
    }

    @Test func badInputIsATypedErrorWithLineAndColumn() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try Nib(data: Data("<document type=\"x\">\n  <objects>\n</document>".utf8), name: "Broken.xib")
        }
        #expect(error.code == .unreadableDocument)
        #expect(error.location == "Broken.xib:3:1")
    }

    @Test func theGraphIsFreedWhenTheCallerLetsGo() throws {
        let nib = try Fixture.nib(Self.document)
        weak var label: UILabel?
        weak var view: UIView?
        do {
            let owner = Owner()
            let objects = try nib.instantiate(owner: owner)
            label = objects[1] as? UILabel
            view = objects[0] as? UIView
            #expect(label != nil && view != nil)
        }
        #expect(label == nil)
        #expect(view == nil)
    }

    @Test func theReturnedArrayKeepsTheGraphAliveAndWeakOutletsDoNot() throws {
        let nib = try Fixture.nib(Self.document)
        let owner = Owner()
        var objects: [AnyObject]? = try nib.instantiate(owner: owner)
        #expect(owner.titleLabel != nil)
        #expect(objects?.count == 3)
        objects = nil
        #expect(owner.titleLabel == nil)
    }

    @Test func parentsHoldTheirChildren() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="root"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews><label text="child" id="c"><rect key="frame" x="0" y="0" width="1" height="1"/></label></subviews>
            </view>
            """))
        weak var child: UIView?
        let root: UIView
        do {
            root = try #require(try nib.instantiate(owner: nil).first as? UIView)
            child = root.subviews.first
        }
        #expect(child != nil)
        #expect(child?.superview === root)
    }

    @Test func instantiatingOneNibFromManyTasksAtOnceIsSafe() async throws {
        let nib = try Fixture.nib(Self.document)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { (try? nib.instantiate(owner: Owner()).count) ?? -1 } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 3, count: 16))
    }
}
