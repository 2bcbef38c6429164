// The loading rules again, in an optimized build (`swift run -c release NibKitReleaseCheck`):
// classes found by name without registration must survive optimization and dead stripping.
// Classes here implement key-value coding by hand, so this target needs no macros (and no
// swift-syntax, whose optimized build takes longer than CI allows).
import Foundation
import NibLoading

final class Log: @unchecked Sendable {
    // @unchecked: single-threaded program; the lock guards against future parallel use.
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
    func take() -> [String] { lock.lock(); defer { entries = []; lock.unlock() }; return entries }
    static let shared = Log()
}

final class CheckOwner: NibObject {
    var view: UIView?
    weak var label: UILabel?
    var taps = 0

    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "view": view = value as? UIView; Log.shared.add("outlet view")
        case "label": label = value as? UILabel; Log.shared.add("outlet label")
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    override func responds(to action: Selector) -> Bool { action == "tap:" }

    override func performAction(_ action: Selector, sender: Any?) -> Bool {
        taps += 1
        return true
    }

    override func awakeFromNib() { Log.shared.add("awake owner") }
}

final class CheckView: UIView {
    required init?(coder: NSCoder) { super.init(coder: coder); Log.shared.add("CheckView init(coder:)") }
    required init(frame: CGRect) { super.init(frame: frame); Log.shared.add("CheckView init(frame:)") }
    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "style" { Log.shared.add("attribute style"); return true }
        return try super.setNibValue(value, forKey: key)
    }
    override func awakeFromNib() { Log.shared.add("awake CheckView") }
}

final class CheckButton: UIButton {
    override func addTarget(_ target: AnyObject?, action: Selector, for events: UIControl.Event) {
        Log.shared.add("action \(action)")
        super.addTarget(target, action: action, for: events)
    }
}

final class CheckHelper: NibObject {
    required init() { super.init(); Log.shared.add("CheckHelper init()") }
    required init?(coder: NSCoder) { super.init(coder: coder); Log.shared.add("CheckHelper init(coder:)") }
    override func awakeFromNib() { Log.shared.add("awake CheckHelper") }
}

final class MacCheckView: NSView {
    required init(frame: CGRect) { super.init(frame: frame); Log.shared.add("MacCheckView init(frame:)") }
    required init?(coder: NSCoder) { super.init(coder: coder); Log.shared.add("MacCheckView init(coder:)") }
}

final class MacCheckOwner: NibObject {
    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "custom" { return true }
        return try super.setNibValue(value, forKey: key)
    }
    override func awakeFromNib() { Log.shared.add("awake MacCheckOwner") }
}

let module = "NibKitReleaseCheck"

let iOSDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CheckOwner" customModule="\(module)">
                <connections>
                    <outlet property="view" destination="v" id="o1"/>
                    <outlet property="label" destination="l" id="o2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view id="v" customClass="CheckView" customModule="\(module)">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <label text="L" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                    <button contentHorizontalAlignment="center" id="b" customClass="CheckButton" customModule="\(module)">
                        <rect key="frame" x="0" y="20" width="10" height="10"/>
                        <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a"/></connections>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="style" value="x"/></userDefinedRuntimeAttributes>
            </view>
            <customObject id="h" customClass="CheckHelper" customModule="\(module)"/>
            <view id="u" customClass="Missing" customModule="Nowhere"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
        </objects>
    </document>
    """

let macDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="MacCheckOwner" customModule="\(module)">
                <connections><outlet property="custom" destination="cv" id="o"/></connections>
            </customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customView id="cv" customClass="MacCheckView" customModule="\(module)"><rect key="frame" x="0" y="0" width="30" height="20"/></customView>
        </objects>
    </document>
    """

nonisolated(unsafe) var passed = 0
nonisolated(unsafe) var failed = 0

@MainActor func check(_ rule: String, _ condition: @autoclosure () throws -> Bool) rethrows {
    if try condition() {
        passed += 1
        print("✔ \(rule)")
    } else {
        failed += 1
        print("✘ \(rule)")
    }
}

do {
    let nib = try Nib(data: Data(iOSDocument.utf8), name: "Check.xib")
    _ = Log.shared.take()
    let owner = CheckOwner()
    let result = try nib.instantiateWithDetails(owner: owner)
    let log = Log.shared.take()
    func index(_ entry: String) -> Int { log.firstIndex(of: entry) ?? Int.max }
    check("customClassResolvesByNameAndModuleWithoutRegistration", result.topLevelObjects.first is CheckView)
    check("archivedAndCustomViewsAreCreatedWithTheDecoderInitializer", log.contains("CheckView init(coder:)") && !log.contains("CheckView init(frame:)"))
    check("customObjectsAreCreatedWithPlainInit", log.contains("CheckHelper init()") && !log.contains("CheckHelper init(coder:)"))
    check("unknownClassFallsBackToTheStandardClassWithAWarning", result.warnings.contains("Unknown class Nowhere.Missing in Interface Builder file.") && type(of: result.topLevelObjects[2]) == UIView.self)
    check("runtimeAttributesAreSetBeforeAnyConnection", index("attribute style") < index("action tap:") && index("attribute style") < index("outlet view"))
    check("actionsAreConnectedBeforeOutlets", index("action tap:") < index("outlet label"))
    check("awakeFromNibNeverReachesThePlaceholders", log.contains("awake CheckView") && log.contains("awake CheckHelper") && !log.contains("awake owner"))
    check("awakeFromNibComesAfterEveryConnection", index("outlet view") < index("awake CheckView"))
    (owner.view?.subviews.last as? UIButton)?.tap()
    check("controlsSendTheirActionsToTheTarget", owner.taps == 1)
    try check("everyInstantiationMakesNewObjects", try nib.instantiate(owner: CheckOwner()).first !== result.topLevelObjects.first)
    check("aConnectionToFilesOwnerWithANilOwnerIsAnError", (try? nib.instantiate(owner: nil)) == nil)
    weak var released: UIView?
    do {
        let objects = try nib.instantiate(owner: CheckOwner())
        released = objects.first as? UIView
    }
    check("theGraphIsFreedWhenTheCallerLetsGo", released == nil)
    let unqualified = try Nib(data: Data(iOSDocument.replacingOccurrences(of: " customModule=\"\(module)\"", with: "").utf8))
    try check("customClassWithoutModuleIsFoundInTheSearchModules", try unqualified.instantiate(owner: CheckOwner(), options: .init(searchModules: [module])).first is CheckView)

    let mac = try Nib(data: Data(macDocument.utf8), name: "Mac.xib")
    _ = Log.shared.take()
    let macObjects = try mac.instantiate(owner: MacCheckOwner())
    let macLog = Log.shared.take()
    check("legacyCustomViewsAreCreatedWithInitFrame", macObjects.first is MacCheckView && macLog.contains("MacCheckView init(frame:)"))
    check("awakeFromNibReachesFilesOwnerLastOnMacOS", macLog.last == "awake MacCheckOwner")
} catch {
    failed += 1
    print("✘ unexpected error: \(error)")
}

print("release check: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
