import Foundation
import NibKit
import NibTestSupport
import Testing

/// An iOS storyboard: a navigation controller whose root lists items, a detail scene reached by
/// a triggered segue and left by an unwind segue, an embedded child, tabs, and a reference.
enum StoryboardFixture {
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0" y="0" width="320" height="44"/></navigationBar>
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="rel-root"/></connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-nav" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-list">
                    <objects>
                        <viewController storyboardIdentifier="List" id="list" customClass="ListViewController" customModule="NibKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-view">
                                <rect key="frame" x="0" y="0" width="320" height="480"/>
                                <subviews>
                                    <button contentHorizontalAlignment="center" id="open">
                                        <rect key="frame" x="10" y="10" width="100" height="30"/>
                                        <state key="normal" title="Open"/>
                                        <connections><segue destination="detail" kind="show" identifier="showDetail" id="seg-show"/></connections>
                                    </button>
                                    <containerView contentMode="scaleToFill" id="container">
                                        <rect key="frame" x="0" y="100" width="320" height="100"/>
                                        <connections><segue destination="child" kind="embed" id="seg-embed"/></connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Items" id="nav-item"/>
                            <connections><outlet property="openButton" destination="open" id="out-open"/></connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-list" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-detail">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" customModule="NibKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view">
                                <rect key="frame" x="0" y="0" width="320" height="480"/>
                                <subviews>
                                    <button contentHorizontalAlignment="center" id="done">
                                        <rect key="frame" x="10" y="10" width="100" height="30"/>
                                        <connections><segue destination="exit" kind="unwind" unwindAction="unwindToList:" id="seg-unwind"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-detail" sceneMemberID="firstResponder"/>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-child">
                    <objects>
                        <viewController storyboardIdentifier="Child" id="child" customClass="ChildViewController" customModule="NibKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="child-view"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-child" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-tabs">
                    <objects>
                        <tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="child" kind="relationship" relationship="viewControllers" id="rel-tab1"/>
                                <segue destination="ref" kind="relationship" relationship="viewControllers" id="rel-tab2"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-tabs" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s-ref">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="OtherRoot" id="ref" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-ref" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let other = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="o1">
                    <objects>
                        <viewController storyboardIdentifier="OtherRoot" title="Other" id="other" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="other-view"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-o" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Writes both storyboards to a fresh folder and opens Main.
    static func open() throws -> (Storyboard, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(main.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(other.utf8).write(to: folder.appendingPathComponent("Other.storyboard"))
        let bundle = try #require(Bundle(path: folder.path))
        return (try Storyboard(name: "Main", bundle: bundle), folder)
    }
}

final class ListViewController: UIViewController {
    @Outlet weak var openButton: UIButton?
    var allowsDetail = true
    private(set) var prepared: [String] = []
    private(set) var asked: [String] = []
    private(set) var unwoundFrom: UIViewController?

    override func awakeFromNib() {
        super.awakeFromNib()
        record("List.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("List.viewDidLoad")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return allowsDetail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "(embed)")
        (segue.destination as? DetailViewController)?.item = "prepared"
    }

    @Action func unwindToList(_ segue: UIStoryboardSegue) {
        unwoundFrom = segue.source
    }
}

final class DetailViewController: UIViewController {
    var item: String?

    required init?(coder: NSCoder) { super.init(coder: coder) }

    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init() { super.init() }
}

final class ChildViewController: UIViewController {}
