import Foundation
import NibCompiler
import NibKit

/// Small documents written for the tests.
package enum Fixture {
    /// An iOS xib: File's Owner (class `ownerClass` of module `ownerModule`, this test module by
    /// default), First Responder, then `objects`.
    package static func iOS(ownerClass: String = "Owner", ownerModule: String = "NibKitTests", ownerConnections: String = "", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)" customModule="\(ownerModule)">
                    <connections>\(ownerConnections)</connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// A macOS xib: File's Owner (-2; class `ownerClass` of module `ownerModule`), First Responder
    /// (-1), Application (-3), then `objects`.
    package static func macOS(ownerClass: String = "MacOwner", ownerModule: String = "NibKitTests", ownerConnections: String = "", direct: Bool = false, _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none"\(direct ? " customObjectInstantitationMethod=\"direct\"" : "")>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="\(ownerClass)" customModule="\(ownerModule)">
                    <connections>\(ownerConnections)</connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                \(objects)
            </objects>
        </document>
        """
    }

    /// An iOS document whose File's Owner has a view, a title label and two buttons (an outlet
    /// collection), with actions from the buttons and a slider.
    package static let buttonsDocument = Fixture.iOS(
        ownerConnections: """
            <outlet property="view" destination="root" id="o1"/>
            <outlet property="titleLabel" destination="lbl" id="o2"/>
            <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="c1"/>
            <outletCollection property="buttons" destination="b2" collectionClass="NSMutableArray" id="c2"/>
            """,
        """
        <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <label text="Title" id="lbl"><rect key="frame" x="0" y="0" width="100" height="20"/></label>
                <button contentHorizontalAlignment="center" id="b1">
                    <rect key="frame" x="0" y="30" width="80" height="30"/>
                    <connections><action selector="buttonTapped:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                <button contentHorizontalAlignment="center" id="b2">
                    <rect key="frame" x="0" y="70" width="80" height="30"/>
                    <connections><action selector="buttonTapped:" destination="-2" eventType="touchUpInside" id="a2"/></connections>
                </button>
                <slider contentHorizontalAlignment="center" value="0.5" minValue="0.0" maxValue="1" id="s1">
                    <rect key="frame" x="0" y="110" width="80" height="30"/>
                    <connections><action selector="sliderMoved:" destination="-1" eventType="valueChanged" id="a3"/></connections>
                </slider>
            </subviews>
        </view>
        """)

    /// A macOS storyboard whose entry point is a tab view controller with two tabs, each a view
    /// controller whose view is its own nib (the second 120 points wide).
    package static let macOSTabsStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="tabs">
        <scenes>
        <scene sceneID="s1"><objects><tabViewController id="tabs" sceneMemberID="viewController">
        <tabViewItems><tabViewItem label="One" id="i1"/><tabViewItem label="Two" id="i2"/></tabViewItems>
        <tabView key="tabView" type="noTabsNoBorder" id="tv"><rect key="frame" x="0" y="0" width="450" height="300"/></tabView>
        <connections>
        <segue destination="one" kind="relationship" relationship="tabItems" id="r1"/>
        <segue destination="two" kind="relationship" relationship="tabItems" id="r2"/>
        </connections></tabViewController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="one" sceneMemberID="viewController">
        <view key="view" id="v1"><rect key="frame" x="0" y="0" width="100" height="100"/></view></viewController></objects></scene>
        <scene sceneID="s3"><objects><viewController id="two" sceneMemberID="viewController">
        <view key="view" id="v2"><rect key="frame" x="0" y="0" width="120" height="100"/></view></viewController></objects></scene>
        </scenes></document>
        """

    /// An iOS storyboard whose entry point is a tab bar controller with three tabs: a view
    /// controller of class `FirstTabController` whose button calls `tap:` on it, a navigation
    /// controller whose root table view controller has a show segue (`detail`) to a fourth scene,
    /// and a view controller with the storyboard identifier `Third`.
    package static let iOSTabsStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tab">
            <scenes>
                <scene sceneID="tab-scene">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                                <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            </tabBar>
                            <connections>
                                <segue destination="first" kind="relationship" relationship="viewControllers" id="rel-first"/>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="rel-nav"/>
                                <segue destination="third" kind="relationship" relationship="viewControllers" id="rel-third"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tab-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="first-scene">
                    <objects>
                        <viewController id="first" customClass="FirstTabController" customModule="NibKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="first-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" id="first-button">
                                        <rect key="frame" x="20" y="20" width="100" height="30"/>
                                        <state key="normal" title="Go"/>
                                        <connections>
                                            <action selector="tap:" destination="first" eventType="touchUpInside" id="first-action"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <tabBarItem key="tabBarItem" title="First" id="first-item"/>
                            <connections>
                                <outlet property="goButton" destination="first-button" id="first-outlet"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="first-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Second" id="nav-item"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="rel-root"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="list-scene">
                    <objects>
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="list-table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <connections>
                                    <outlet property="dataSource" destination="list" id="list-source"/>
                                    <outlet property="delegate" destination="list" id="list-delegate"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="List" id="list-item"/>
                            <connections>
                                <segue destination="detail" kind="show" identifier="detail" id="list-show"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="list-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="third-scene">
                    <objects>
                        <viewController storyboardIdentifier="Third" id="third" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="third-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Third" id="third-item"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="third-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="detail-scene">
                    <objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="detail-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// An iOS storyboard whose controller has legacy top and bottom layout guides, and a label
    /// constrained 20 points below the top guide.
    package static let iOSStoryboardWithLayoutGuides = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top"/>
                                <viewControllerLayoutGuide type="bottom" id="bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"><rect key="frame" x="20" y="40" width="100" height="21"/></label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c1"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Compiles a document string into a nib.
    package static func nib(_ xml: String) throws -> Nib {
        try Nib(data: Data(xml.utf8), name: "Test.xib")
    }

    /// The top-level objects of a document string compiled with `schema` and instantiated with a generic owner.
    package static func topLevelObjects(_ xml: String, schema: NibCompiler.Options.Schema) throws -> [AnyObject] {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        let nib = try Nib(document: document, compiler: NibCompiler(options: .init(schema: schema)))
        return try nib.instantiateWithDetails(owner: NibGenericOwner()).topLevelObjects
    }
}

/// The calls custom classes receive during one test, in order.
package final class CallLog: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var storage: [String] = []

    package func record(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    package var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The log of the running test; each test gets its own, so tests can run in parallel.
    @TaskLocal package static var current: CallLog?
}

/// Records a call in the running test's log.
package func record(_ entry: String) {
    CallLog.current?.record(entry)
}

/// Runs `body` with a fresh call log and returns what was recorded.
package func recordingCalls<T>(_ body: () throws -> T) rethrows -> (calls: [String], result: T) {
    let log = CallLog()
    let result = try CallLog.$current.withValue(log) { try body() }
    return (log.entries, result)
}
