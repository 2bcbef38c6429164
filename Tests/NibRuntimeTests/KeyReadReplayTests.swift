import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Read once, instantiate many: a nib's later loads replay the key reads of its first
/// load, and still decode exactly what the first load decoded.
@Suite struct KeyReadReplayTests {
    private static let labelDocument = Fixture.iOS("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" text="Ada Lovelace" textAlignment="center" numberOfLines="2" id="lbl">
                    <rect key="frame" x="76" y="10" width="220" height="21"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                    <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </label>
            </subviews>
        </view>
        """)

    @Test func laterLoadsOfANibDecodeWhatItsFirstLoadDecoded() throws {
        let nib = try Fixture.nib(Self.labelDocument)
        let loads = try (0..<3).map { _ in try #require(try nib.instantiate(owner: Owner()).first as? UIView) }
        let descriptions = loads.map { root -> String in
            let label = root.subviews.first as? UILabel
            let frame = label?.frame ?? .zero
            return "\(root.frame.width)×\(root.frame.height) \(root.autoresizingMask.rawValue) \(label?.text ?? "-") \(label?.textAlignment ?? -1) \(label?.numberOfLines ?? -1) "
                + "\(label?.font?.pointSize ?? 0) \(String(format: "%.2f", label?.textColor?.red ?? -1)) \(label?.isOpaque ?? true) \(frame.minX),\(frame.minY) \(frame.width)×\(frame.height)"
        }
        #expect(descriptions[0] == "320.0×64.0 36 Ada Lovelace 1 2 17.0 0.33 false 76.0,10.0 220.0×21.0")
        #expect(descriptions[1] == descriptions[0])
        #expect(descriptions[2] == descriptions[0])
        let eachLoadMadeNewObjects = loads[0] !== loads[1] && loads[1] !== loads[2]
        #expect(eachLoadMadeNewObjects)
    }

    @Test func objectsOfOneClassWithDifferentKeysEachReplayTheirOwnReads() throws {
        // Equal scripts of reads are kept once and shared; labels whose keys differ (or lie at
        // other positions) must still each get their own values on every later load.
        let nib = try Fixture.nib(Fixture.iOS("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                <subviews>
                    <label text="A" id="a"><rect key="frame" x="1" y="0" width="10" height="10"/></label>
                    <label text="B" textAlignment="center" numberOfLines="3" id="b"><rect key="frame" x="2" y="0" width="10" height="10"/></label>
                    <label text="C" id="c"><rect key="frame" x="3" y="0" width="10" height="10"/></label>
                    <label text="D" numberOfLines="2" tag="4" id="d"><rect key="frame" x="4" y="0" width="10" height="10"/></label>
                </subviews>
            </view>
            """))
        for _ in 0..<3 {
            let root = try #require(try nib.instantiate(owner: Owner()).first as? UIView)
            let labels = root.subviews.compactMap { $0 as? UILabel }
            #expect(labels.map { $0.text ?? "-" } == ["A", "B", "C", "D"])
            #expect(labels.map(\.frame.minX) == [1, 2, 3, 4])
            #expect(labels.map(\.numberOfLines) == [1, 3, 1, 2])
            #expect(labels.map(\.textAlignment) == [4, 1, 4, 4])
            #expect(labels.map(\.tag) == [0, 0, 0, 4])
        }
    }

    @Test func aClassThatReadsItsKeysInAnotherOrderOnALaterLoadStillGetsItsValues() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view tag="7" alpha="0.5" id="v" customClass="ReorderingReadsView" customModule="NibRuntimeTests"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let views = try (0..<4).map { _ in try #require(try nib.instantiate(owner: Owner()).first as? ReorderingReadsView) }
        #expect(views.map(\.readTag) == [7, 7, 7, 7])
        #expect(views.map(\.readAlpha) == [0.5, 0.5, 0.5, 0.5])
    }

    @Test func keysBuiltAtRunTimeAreLookedUpAgainOnEveryLoad() throws {
        // The view asks, on every load, for a key of 18 bytes rewritten in place in one heap
        // buffer: the archive's autoresizing mask on odd loads, an absent key on even ones. The
        // two strings have the same machine words and different text, so a replay must not
        // take a heap string's words for its identity.
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RunTimeKeyView" customModule="NibRuntimeTests">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """))
        let views = try (0..<4).map { _ in try #require(try nib.instantiate(owner: Owner()).first as? RunTimeKeyView) }
        #expect(views.map(\.readKey) == ["UIAutoresizingMask", "UIAutoresizingMazk", "UIAutoresizingMask", "UIAutoresizingMazk"])
        #expect(views.map(\.readValue) == [36, 0, 36, 0])
        let keysSharedTheirWords = Set(views.map(\.keyWords)).count == 1
        #expect(keysSharedTheirWords, "the test's premise: both keys had the same words")
    }

    @Test func aViewsGeometryIsParsedOnceAndReadTheSameOnEveryLoadAsFloatsOrDoubles() throws {
        let document = try DocumentReader().read(data: Data(Fixture.iOS("""
            <view contentMode="scaleToFill" id="a"><rect key="frame" x="10" y="20" width="30" height="40"/></view>
            <view contentMode="scaleToFill" id="b"><rect key="frame" x="1" y="2" width="3" height="4"/></view>
            """).utf8), file: "Test.xib")
        var archive = try NibCompiler().compile(document).archive
        // The second view's bounds and centre as 32-bit floats (tag 6), as older ibtools wrote them.
        let second = try #require(archive.objects.indices.filter { archive.objects[$0].className == "UIView" }.last)
        func floats(_ numbers: [Float]) -> ArchiveValue {
            .data([6] + numbers.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian, Array.init) })
        }
        archive.objects[second].values = archive.objects[second].values.map { value in
            switch value.key {
            case "UIBounds": KeyedValue("UIBounds", floats([0, 0, 3, 4]))
            case "UICenter": KeyedValue("UICenter", floats([2.5, 4]))
            default: value
            }
        }
        let nib = Nib(archive: archive, flavour: .uiKit)
        for _ in 0..<3 {
            let views = try nib.instantiate(owner: Owner()).compactMap { $0 as? UIView }
            #expect(views.map(\.frame) == [CGRect(x: 10, y: 20, width: 30, height: 40), CGRect(x: 1, y: 2, width: 3, height: 4)])
        }
    }
}

/// Reads the tag and alpha, tag first on odd loads and alpha first on even ones.
final class ReorderingReadsView: UIView {
    private static let loads = LoadCounter()
    private(set) var readTag = -1
    private(set) var readAlpha = -1.0

    required init?(coder: NSCoder) {
        let load = Self.loads.next()
        if load % 2 == 1 {
            readTag = coder.decodeInteger(forKey: "UITag")
            readAlpha = coder.decodeDouble(forKey: "UIAlpha")
        } else {
            readAlpha = coder.decodeDouble(forKey: "UIAlpha")
            readTag = coder.decodeInteger(forKey: "UITag")
        }
        super.init(coder: coder)
    }

    required init(frame: CGRect) { super.init(frame: frame) }
}

/// Reads a key it writes at run time into one reused heap buffer, alternating between two
/// keys of the same length.
final class RunTimeKeyView: UIView {
    private static let key = ReusedKey()
    private(set) var readKey = ""
    private(set) var readValue = -1
    /// The key string's two machine words (equal for both keys).
    private(set) var keyWords: [UInt] = []

    required init?(coder: NSCoder) {
        let key = Self.key.next()
        readKey = String(decoding: Array(key.utf8), as: UTF8.self)  // a copy: the buffer stays unshared
        keyWords = withUnsafeBytes(of: key) { Array($0.bindMemory(to: UInt.self)) }
        readValue = coder.decodeInteger(forKey: key)
        super.init(coder: coder)
    }

    required init(frame: CGRect) { super.init(frame: frame) }
}

/// A key rewritten in place on each call: "UIAutoresizingMask", then "UIAutoresizingMazk"…
final class ReusedKey: @unchecked Sendable {
    // @unchecked: `text` and `calls` are only touched under `lock`.
    private let lock = NSLock()
    private var text: String = {
        var text = ""
        text.reserveCapacity(32)
        return text
    }()
    private var calls = 0

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        text.removeAll(keepingCapacity: true)
        text.append("UIAutoresizingMa")
        text.append(calls % 2 == 1 ? "sk" : "zk")
        return text
    }
}

/// Counts a class's loads across threads.
final class LoadCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
