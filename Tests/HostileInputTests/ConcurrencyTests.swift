import Foundation
import NibSupport
import NibArchive
import NibLoading
import Testing

/// Many threads loading at once: one `Nib` instantiated from every thread, different nibs
/// loaded side by side, a nib purged and class registrations made while others load. Run
/// under Thread Sanitizer with `Scripts/tsan.sh` (see docs/HOSTILE-INPUT.md).
@Suite struct ConcurrencyTests {
    static let threads = 8
    static let rounds = 25

    /// A File's Owner with two outlets and an action target.
    final class CellOwner: NibObject, @unchecked Sendable {
        // @unchecked: each owner is used by the one thread that made it.
        var title: UILabel?
        var button: UIButton?
        override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
            switch key {
            case "title": title = value as? UILabel
            case "button": button = value as? UIButton
            default: return try super.setNibValue(value, forKey: key)
            }
            return true
        }
        override func responds(to action: Selector) -> Bool { action == "tap:" || super.responds(to: action) }
    }

    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="title" destination="lbl" id="o1"/>
                        <outlet property="button" destination="btn" id="o2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label text="Title" id="lbl"><rect key="frame" x="8" y="8" width="200" height="21"/></label>
                        <button id="btn">
                            <rect key="frame" x="240" y="8" width="60" height="30"/>
                            <state key="normal" title="Go"/>
                            <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <window title="Panel" releasedWhenClosed="NO" visibleAtLaunch="NO" id="win">
                    <rect key="contentRect" x="100" y="100" width="300" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <textField id="field"><rect key="frame" x="20" y="20" width="200" height="22"/></textField>
                        </subviews>
                    </view>
                </window>
                <menu title="Main" systemMenu="main" id="menu">
                    <items>
                        <menuItem title="Copy" keyEquivalent="c" id="copy">
                            <connections><action selector="copy:" target="-1" id="c1"/></connections>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """

    @Test func oneNibInstantiatedFromManyThreadsGivesEachItsOwnConnectedObjects() throws {
        let nib = try Nib(data: Data(Self.cell.utf8), name: "Cell.xib")
        let results = Locked<[ObjectIdentifier]>([])
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for _ in 0..<Self.rounds {
                let owner = CellOwner()
                do {
                    let top = try nib.instantiate(owner: owner)
                    guard let root = top.first as? UIView, let title = owner.title, title.superview === root, owner.button?.targetActions.isEmpty == false else {
                        failures.withLock { $0.append("an instantiation was not connected") }
                        continue
                    }
                    results.withLock { $0.append(ObjectIdentifier(root)) }
                    _ = title
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        // Each instantiation made a new root (identifiers stay unique while the views are alive
        // only, so compare counts made, not addresses).
        #expect(results.withLock { $0.count } == Self.threads * Self.rounds)
    }

    @Test func differentNibsLoadAtOnceOnManyThreads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cellFile = folder.appendingPathComponent("Cell.xib")
        let windowFile = folder.appendingPathComponent("Panel.xib")
        try Data(Self.cell.utf8).write(to: cellFile)
        try Data(Self.window.utf8).write(to: windowFile)
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for round in 0..<Self.rounds {
                do {
                    if (thread + round) % 2 == 0 {
                        let owner = CellOwner()
                        _ = try Nib(contentsOf: cellFile).instantiate(owner: owner)
                        if owner.title == nil { failures.withLock { $0.append("cell outlet not set") } }
                    } else {
                        let top = try Nib(contentsOf: windowFile).instantiate(owner: NibObject())
                        if !top.contains(where: { $0 is NSWindow }) { failures.withLock { $0.append("no window") } }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func loadsOnManyThreadsThatStandForTheSharedApplicationLeaveItAlone() {
        // Every load's custom object of class NSApplication is the one shared application; the
        // archived object's unread value must not be written on it (a race Thread Sanitizer
        // reports, and a crash when two loads wrote it at once).
        let string = { (text: String) in ArchivedObject(className: "NSString", values: [KeyedValue("NS.bytes", .data(Array(text.utf8)))]) }
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]),
            ArchivedObject(className: "NSCustomObject", values: [KeyedValue("NSClassName", .object(2)), KeyedValue("IBUnreadByAnyClass", .integer(7, width: 1))]),
            string("NSApplication"),
        ])
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for _ in 0..<Self.rounds {
                let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
                guard let application = decoder.decodeObject(forKey: "thing") as? NSApplication, application === NSApplication.shared else {
                    failures.withLock { $0.append("not the shared application") }
                    continue
                }
                if application.undecodedValues["IBUnreadByAnyClass"] != nil { failures.withLock { $0.append("a load's unread value on the application") } }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func purgingANibWhileOthersInstantiateItIsSafe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-purge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try Nib(data: Data(Self.cell.utf8), name: "Cell.xib")
        let file = folder.appendingPathComponent("Cell.nib")
        try Data(NIBArchiveWriter().write(try document.archive)).write(to: file)
        let nib = try Nib(contentsOf: file)
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for _ in 0..<Self.rounds {
                if thread == 0 {
                    nib.purgeCachedData()
                    continue
                }
                do {
                    let owner = CellOwner()
                    _ = try nib.instantiate(owner: owner)
                    if owner.button == nil { failures.withLock { $0.append("button outlet not set") } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func registeringClassesWhileNibsLoadIsSafe() throws {
        let nib = try Nib(data: Data(Self.cell.utf8), name: "Cell.xib")
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for round in 0..<Self.rounds {
                if thread == 0 {
                    NibClassRegistry.shared.register(CellOwner.self, as: "ConcurrencyTestsClass\(round)")
                    continue
                }
                do {
                    let owner = CellOwner()
                    _ = try nib.instantiate(owner: owner)
                    if owner.title == nil { failures.withLock { $0.append("title outlet not set") } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }
}
