import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Xcode 3/4 UIKit documents (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`)
/// compile in today's schema: a legacy document and the modern document of the same objects
/// compile to the same objects, keys and values, as ibtool archives the same live objects
/// whatever era the document is from.
@Suite struct UIKitLegacyDocumentTests {
    /// A legacy document: `objects` inside the root objects, `records` their object records
    /// (the root's is made here).
    static func legacy(_ objects: String, records: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data>
                <string key="IBDocument.InterfaceBuilderVersion">1919</string>
                <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                    <object class="IBProxyObject" id="11"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
                    \(objects)
                </array>
                <object class="IBObjectContainer" key="IBDocument.Objects">
                    <array class="NSMutableArray" key="connectionRecords"/>
                    <object class="IBMutableOrderedSet" key="objectRecords">
                        <array key="orderedObjects">
                            <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
                            <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="11"/><reference key="parent" ref="0"/></object>
                            \(records)
                        </array>
                    </object>
                </object>
            </data>
        </archive>
        """
    }

    static func record(_ objectID: Int, _ archiveID: String, parent: String) -> String {
        #"<object class="IBObjectRecord"><int key="objectID">\#(objectID)</int><reference key="object" ref="\#(archiveID)"/><reference key="parent" ref="\#(parent)"/></object>"#
    }

    /// A modern document of the same objects (File's Owner only as placeholder, as the legacy
    /// one), saved by an Xcode of before 8 as the legacy one was (the plain system font's name
    /// follows the Xcode that saved the document).
    static func modern(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9059" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                \(objects)
            </objects>
        </document>
        """
    }

    static func archive(_ xml: String, schema: NibCompiler.Options.Schema = .apple) throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")
        return try NibCompiler(options: .init(schema: schema)).compile(document).archive
    }

    /// An archived object and everything it refers to, as text: class, then each key (sorted)
    /// and value; document ids play no part.
    static func rendering(_ index: Int, in archive: KeyedArchive, depth: Int = 0) -> String {
        guard depth < 12, archive.objects.indices.contains(index) else { return "…" }
        let object = archive.objects[index]
        let values = object.values.sorted { $0.key < $1.key }.map { value -> String in
            let text: String
            switch value.value {
            case .object(let child): text = rendering(child, in: archive, depth: depth + 1)
            default: text = "\(value.value)"
            }
            return value.key.isEmpty ? text : "\(value.key)=\(text)"
        }
        return "\(object.className){\(values.joined(separator: ", "))}"
    }

    /// The rendering of the first top-level object of a class.
    static func topLevel(_ className: String, in archive: KeyedArchive) -> String? {
        guard case .object(let list)? = archive.objects[0]["UINibTopLevelObjectsKey"] else { return nil }
        for case .object(let index) in archive.objects[list].elements where archive.objects[index].className == className {
            return rendering(index, in: archive)
        }
        return nil
    }

    static let legacyView = legacy("""
        <object class="IBUIView" id="22">
            <nil key="NSNextResponder"/>
            <int key="NSvFlags">274</int>
            <array class="NSMutableArray" key="NSSubviews">
                <object class="IBUILabel" id="31">
                    <reference key="NSNextResponder" ref="22"/>
                    <int key="NSvFlags">292</int>
                    <string key="NSFrame">{{20, 20}, {200, 21}}</string>
                    <reference key="NSSuperview" ref="22"/>
                    <bool key="IBUIOpaque">NO</bool>
                    <bool key="IBUIClipsSubviews">YES</bool>
                    <bool key="IBUIUserInteractionEnabled">NO</bool>
                    <string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
                    <string key="IBUIText">Hello</string>
                    <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDAA</bytes></object>
                    <nil key="IBUIHighlightedColor"/>
                    <int key="IBUITextAlignment">1</int>
                    <int key="IBUINumberOfLines">2</int>
                    <float key="IBUIMinimumFontSize">1.000000e+01</float>
                    <object class="IBUIFontDescription" key="IBUIFontDescription"><int key="type">2</int><double key="pointSize">17</double></object>
                    <object class="NSFont" key="IBUIFont"><string key="NSName">Helvetica-Bold</string><double key="NSSize">17</double><int key="NSfFlags">16</int></object>
                </object>
                <object class="IBUISwitch" id="32">
                    <reference key="NSNextResponder" ref="22"/>
                    <int key="NSvFlags">-2147483356</int>
                    <string key="NSFrame">{{20, 60}, {51, 31}}</string>
                    <bool key="IBUIOpaque">NO</bool>
                    <int key="IBUIContentHorizontalAlignment">0</int>
                    <int key="IBUIContentVerticalAlignment">0</int>
                    <bool key="IBUIOn">YES</bool>
                </object>
                <object class="IBUITextField" id="33">
                    <int key="NSvFlags">292</int>
                    <string key="NSFrame">{{20, 100}, {280, 31}}</string>
                    <bool key="IBUIOpaque">NO</bool>
                    <int key="IBUIContentVerticalAlignment">0</int>
                    <string key="IBUIPlaceholder">Name</string>
                    <int key="IBUIBorderStyle">3</int>
                    <float key="IBUIMinimumFontSize">17</float>
                    <object class="IBUITextInputTraits" key="IBUITextInputTraits">
                        <int key="IBUIAutocapitalizationType">1</int>
                        <int key="IBUIKeyboardType">4</int>
                    </object>
                    <object class="IBUIFontDescription" key="IBUIFontDescription"><int key="type">1</int><double key="pointSize">14</double></object>
                </object>
            </array>
            <string key="NSFrameSize">{320, 460}</string>
            <object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MQA</bytes></object>
            <bool key="IBUIClearsContextBeforeDrawing">NO</bool>
        </object>
        """, records: [record(1, "22", parent: "0"), record(2, "31", parent: "22"), record(3, "32", parent: "22"), record(4, "33", parent: "22")].joined())

    static let modernView = modern("""
        <view clearsContextBeforeDrawing="NO" id="v">
            <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" text="Hello" textAlignment="center" numberOfLines="2" minimumFontSize="10" id="l">
                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                    <nil key="highlightedColor"/>
                </label>
                <switch opaque="NO" hidden="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="s">
                    <rect key="frame" x="20" y="60" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </switch>
                <textField opaque="NO" contentVerticalAlignment="center" placeholder="Name" borderStyle="roundedRect" minimumFontSize="17" id="t">
                    <rect key="frame" x="20" y="100" width="280" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="numberPad"/>
                </textField>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
        </view>
        """)

    @Test func aLegacyViewWithALabelASwitchAndATextFieldCompilesAsTheModernDocumentOfTheSameObjects() throws {
        for schema in NibCompiler.Options.Schema.allCases {
            let legacy = try #require(Self.topLevel("UIView", in: Self.archive(Self.legacyView, schema: schema)))
            let modern = try #require(Self.topLevel("UIView", in: Self.archive(Self.modernView, schema: schema)))
            #expect(legacy == modern, "\(schema)")
        }
    }

    @Test func aLegacyLabelsKeysAreTodaysNames() throws {
        let archive = try Self.archive(Self.legacyView)
        let label = try #require(archive.objects.first { $0.className == "UILabel" })
        #expect(label["UIUserInteractionDisabled"] == .bool(true) && label["UIUserInteractionEnabled"] == nil)
        #expect(label["UITextAlignment"] == .int(1) && label["UIFont"] != nil && label["UIFontDescription"] == nil)
        #expect(label["UIMinimumFontSize"] == .float(10) && label["UIDeepDrawRect"] == .bool(true))
    }

    @Test func aLegacyDocumentStillLoadsItsViews() throws {
        let views = try Fixture.nib(Self.legacyView).instantiate(owner: NibGenericOwner()).compactMap { $0 as? UIView }
        let root = try #require(views.first)
        #expect(root.subviews.count == 3)
        #expect((root.subviews.first as? UILabel)?.text == "Hello")
        #expect(root.subviews[1].isHidden)
    }

    @Test func aLegacyEnumerationNumberNoCaseHasCompilesWithoutTrapping() throws {
        for hostile in ["1e300", "inf", "-inf", "nan", "-1", "9223372036854775808"] {
            let xml = Self.legacyView.replacingOccurrences(of: "<int key=\"IBUITextAlignment\">1</int>", with: "<int key=\"IBUITextAlignment\">\(hostile)</int>")
            let label = try #require(Self.archive(xml).objects.first { $0.className == "UILabel" }, "\(hostile)")
            #expect(label["UITextAlignment"] != .int(1), "\(hostile)")
        }
    }
}
