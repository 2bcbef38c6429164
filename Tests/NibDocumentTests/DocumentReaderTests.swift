import Foundation
import NibDocument
import Testing

private func read(_ xml: String, file: String = "Test.xib") throws(DocumentError) -> InterfaceDocument {
    try DocumentReader().read(data: Data(xml.utf8), file: file)
}

/// The document reader: reading documents into a value model that loses nothing.
@Suite struct DocumentReaderTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" futureAttribute="kept">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner" customModule="App">
                    <connections>
                        <outlet property="title" destination="lbl" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <placeholder placeholderIdentifier="Shared" id="ext"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <button contentHorizontalAlignment="center" id="btn">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                            <connections>
                                <action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                        <label text="Hi" id="lbl"><rect key="frame" x="0" y="20" width="10" height="10"/></label>
                    </subviews>
                    <unknownThing someAttribute="1"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
            <resources><image name="logo" width="16" height="16"/></resources>
        </document>
        """

    @Test func objectsConnectionsPlaceholdersAndResourcesAreRead() throws {
        let document = try read(Self.xib)
        #expect(document.platform == .iOS && document.kind == .xib && document.format == .document)
        #expect(document.objects.map(\.id) == ["-1", "-2", "ext", "root", "btn", "lbl"])
        #expect(document.object(id: "-1")?.placeholder == .filesOwner)
        #expect(document.object(id: "-2")?.placeholder == .firstResponder)
        #expect(document.object(id: "ext")?.placeholder == .external("Shared"))
        #expect(document.object(id: "-1")?.className == "Owner")
        #expect(document.object(id: "-1")?.customModule == "App")
        #expect(document.object(id: "lbl")?.standardClassName == "UILabel")
        #expect(document.object(id: "lbl")?.parentID == "root")
        #expect(document.topLevelObjects.map(\.id) == ["-1", "-2", "ext", "root"])
        #expect(document.connections.count == 2)
        #expect(document.connections[0].kind == .outlet && document.connections[0].label == "title")
        #expect(document.connections[1].kind == .action(eventType: "touchUpInside", trigger: nil))
        #expect(document.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius"])
        #expect(document.resources.map(\.name) == ["logo"])
    }

    @Test func unknownElementsAndAttributesAreKept() throws {
        let document = try read(Self.xib)
        #expect(document.root["futureAttribute"] == "kept")
        let root = document.element(at: try #require(document.object(id: "root")).path)
        #expect(root.child("unknownThing")?["someAttribute"] == "1")
    }

    @Test func aReferenceToAnIdDefinedLaterInTheFileWorks() throws {
        let document = try read(Self.xib)
        // The owner's outlet (early in the file) names the label defined later.
        #expect(document.connections[0].destinationID == "lbl")
        #expect(document.object(id: "lbl") != nil)
    }

    @Test func errorsCarryFileLineAndColumn() throws {
        let error = try #require(throws: DocumentError.self) { _ = try read("<document type=\"x\">\n  <objects>\n  </object>\n</document>", file: "Bad.xib") }
        #expect(error.code == .malformedXML)
        #expect(error.location == SourceLocation(file: "Bad.xib", line: 3, column: 3))
        #expect(error.description.hasPrefix("Bad.xib:3:3: error: closing tag </object> does not match <objects>"))
    }

    @Test func aConnectionToAMissingObjectIsAnError() throws {
        let xml = Self.xib.replacingOccurrences(of: #"destination="lbl""#, with: #"destination="nope""#)
        let error = try #require(throws: DocumentError.self) { _ = try read(xml) }
        #expect(error.code == .badReference)
        #expect(error.message.contains("'nope'"))
    }

    @Test func duplicateIdsAreAnError() throws {
        let xml = Self.xib.replacingOccurrences(of: #"id="btn""#, with: #"id="lbl""#)
        let error = try #require(throws: DocumentError.self) { _ = try read(xml) }
        #expect(error.code == .badReference)
    }

    @Test func documentTypeDeclarationsThatCouldDeclareEntitiesAreRefused() throws {
        let error = try #require(throws: DocumentError.self) {
            _ = try read("<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"aaaa\">]>\n<document/>")
        }
        #expect(error.code == .unsupported)
        let tree = try DocumentReader().readElementTree(data: Data("<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<plist/>".utf8))
        #expect(tree.name == "plist")
    }

    @Test func entitiesAndCharacterReferencesAreDecoded() throws {
        let xml = Self.xib.replacingOccurrences(of: #"text="Hi""#, with: #"text="a &amp; b&#10;&#x263A;""#)
        let document = try read(xml)
        let label = document.element(at: try #require(document.object(id: "lbl")).path)
        #expect(label["text"] == "a & b\n☺")
    }

    @Test func storyboardScenesAreRead() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                <scenes>
                    <!--First-->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <view key="view" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                                <connections><segue destination="vc2" kind="show" identifier="next" id="sg"/></connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <tableViewController id="vc2" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, file: "Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.initialViewControllerID == "vc1")
        #expect(document.scenes.map(\.sceneID) == ["s1", "s2"])
        #expect(document.scenes[0].title == "First")
        #expect(document.scenes[0].controllerID == "vc1")
        #expect(document.scenes[1].controllerID == "vc2")
        #expect(document.object(id: "fr1")?.placeholder == .firstResponder)
        #expect(document.connections.first?.kind == .segue(kind: "show", identifier: "next", relationship: nil))
    }

    @Test func legacyArchivesAreRead() throws {
        let document = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data>
                    <string key="IBDocument.InterfaceBuilderVersion">1919</string>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBProxyObject" id="11"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                        <object class="IBUIView" id="22"><string key="NSFrame">{{0, 20}, {320, 460}}</string></object>
                    </array>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <array class="NSMutableArray" key="connectionRecords">
                            <object class="IBConnectionRecord">
                                <object class="IBCocoaTouchOutletConnection" key="connection">
                                    <string key="label">view</string>
                                    <reference key="source" ref="11"/>
                                    <reference key="destination" ref="22"/>
                                </object>
                                <int key="connectionID">3</int>
                            </object>
                        </array>
                        <object class="IBMutableOrderedSet" key="objectRecords">
                            <array key="orderedObjects">
                                <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
                                <object class="IBObjectRecord"><int key="objectID">1</int><reference key="object" ref="22"/><reference key="parent" ref="0"/></object>
                                <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="11"/><reference key="parent" ref="0"/></object>
                            </array>
                        </object>
                        <dictionary class="NSMutableDictionary" key="flattenedProperties">
                            <string key="-1.CustomClassName">MyController</string>
                        </dictionary>
                    </object>
                </data>
            </archive>
            """)
        #expect(document.format == .legacyArchive)
        #expect(document.toolsVersion == "1919")
        #expect(document.object(id: "-1")?.placeholder == .filesOwner)
        #expect(document.object(id: "-1")?.customClass == "MyController")
        #expect(document.object(id: "1")?.standardClassName == "UIView")
        #expect(document.object(id: "1")?.isTopLevel == true)
        #expect(document.connections.first?.sourceID == "-1")
        #expect(document.connections.first?.destinationID == "1")
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        var limits = ReadingLimits()
        limits.maximumDepth = 10
        let xml = String(repeating: "<a>", count: 20) + String(repeating: "</a>", count: 20)
        let error = try #require(throws: DocumentError.self) { _ = try DocumentReader(limits: limits).read(data: Data(xml.utf8)) }
        #expect(error.code == .limitExceeded)
    }

    @Test func aDirectoryWhereAFileIsExpectedIsAnError() throws {
        let error = try #require(throws: DocumentError.self) { _ = try DocumentReader().read(contentsOf: FileManager.default.temporaryDirectory) }
        #expect(error.code == .unreadable)
    }
}
