import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import Testing

/// Xcode 3/4 (`<archive>`) macOS documents: their archived objects become the same live objects.
@Suite struct AppKitLegacyDocumentTests {
    /// A window whose content view holds a checkbox, as Interface Builder 3 wrote it (the shape
    /// of Quicksilver's `QSCompressionPrefPane.xib`): the subviews array lists its members as
    /// unkeyed children after `EncodedWithXMLCoder`.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            <data>
                <int key="IBDocument.SystemTarget">1060</int>
                <string key="IBDocument.InterfaceBuilderVersion">740</string>
                <object class="NSArray" key="IBDocument.Placeholder" id="0"><bool key="EncodedWithXMLCoder">YES</bool></object>
                <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="NSCustomObject" id="11"><string key="NSClassName">NSObject</string></object>
                    <object class="NSWindowTemplate" id="12">
                        <int key="NSWindowStyleMask">7</int>
                        <int key="NSWindowBacking">2</int>
                        <string key="NSWindowRect">{{208, 589}, {384, 87}}</string>
                        <int key="NSWTFlags">1081606144</int>
                        <string key="NSWindowTitle">Legacy</string>
                        <string key="NSWindowClass">NSWindow</string>
                        <object class="NSView" key="NSWindowView" id="22">
                            <nil key="NSNextResponder"/>
                            <int key="NSvFlags">256</int>
                            <object class="NSMutableArray" key="NSSubviews">
                                <bool key="EncodedWithXMLCoder">YES</bool>
                                <object class="NSButton" id="33">
                                    <reference key="NSNextResponder" ref="22"/>
                                    <int key="NSvFlags">264</int>
                                    <string key="NSFrame">{{17, 51}, {300, 18}}</string>
                                    <reference key="NSSuperview" ref="22"/>
                                    <bool key="NSEnabled">YES</bool>
                                    <object class="NSButtonCell" key="NSCell" id="44">
                                        <int key="NSCellFlags">67239424</int>
                                        <int key="NSCellFlags2">131072</int>
                                        <string key="NSContents">Compress</string>
                                        <reference key="NSControlView" ref="33"/>
                                        <int key="NSButtonFlags">1211912703</int>
                                        <int key="NSButtonFlags2">2</int>
                                    </object>
                                </object>
                            </object>
                            <string key="NSFrame">{{1, 9}, {384, 87}}</string>
                        </object>
                        <string key="NSScreenRect">{{0, 0}, {1024, 746}}</string>
                    </object>
                </object>
                <object class="IBObjectContainer" key="IBDocument.Objects">
                    <object class="NSMutableArray" key="connectionRecords">
                        <bool key="EncodedWithXMLCoder">YES</bool>
                    </object>
                    <object class="IBMutableOrderedSet" key="objectRecords">
                        <object class="NSArray" key="orderedObjects">
                            <bool key="EncodedWithXMLCoder">YES</bool>
                            <object class="IBObjectRecord"><int key="objectID">0</int><reference key="object" ref="0"/><reference key="children" ref="1000"/><nil key="parent"/></object>
                            <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="11"/><reference key="parent" ref="0"/><string key="objectName">File's Owner</string></object>
                            <object class="IBObjectRecord"><int key="objectID">12</int><reference key="object" ref="12"/><object class="NSMutableArray" key="children"><bool key="EncodedWithXMLCoder">YES</bool><reference ref="22"/></object><reference key="parent" ref="0"/></object>
                            <object class="IBObjectRecord"><int key="objectID">6</int><reference key="object" ref="22"/><object class="NSMutableArray" key="children"><bool key="EncodedWithXMLCoder">YES</bool><reference ref="33"/></object><reference key="parent" ref="12"/></object>
                            <object class="IBObjectRecord"><int key="objectID">138</int><reference key="object" ref="33"/><object class="NSMutableArray" key="children"><bool key="EncodedWithXMLCoder">YES</bool><reference ref="44"/></object><reference key="parent" ref="22"/></object>
                            <object class="IBObjectRecord"><int key="objectID">174</int><reference key="object" ref="44"/><reference key="parent" ref="33"/></object>
                        </object>
                    </object>
                </object>
            </data>
        </archive>
        """

    @Test func aLegacyArchiveWhoseParentRecordsLoopCompilesInBothSchemas() throws {
        // The window's record names the button cell as its parent: window → view → button → cell → window.
        let text = Self.document.replacingOccurrences(
            of: #"<int key="objectID">12</int><reference key="object" ref="12"/><object class="NSMutableArray" key="children"><bool key="EncodedWithXMLCoder">YES</bool><reference ref="22"/></object><reference key="parent" ref="0"/>"#,
            with: #"<int key="objectID">12</int><reference key="object" ref="12"/><object class="NSMutableArray" key="children"><bool key="EncodedWithXMLCoder">YES</bool><reference ref="22"/></object><reference key="parent" ref="44"/>"#)
        #expect(text != Self.document)
        let document = try DocumentReader().read(data: Data(text.utf8), file: "Loop.xib")
        #expect(document.objects.first { $0.id == "12" }?.parentID == "174")
        for schema in NibCompiler.Options.Schema.allCases {
            #expect(try NibCompiler(options: .init(schema: schema)).compile(document).archive.objects.contains { $0.className == "NSButton" }, "\(schema)")
        }
    }

    @Test func aLegacyViewsSubviewsArrayKeepsItsMembers() throws {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Legacy.xib")
        let objects = try Nib(document: document).instantiate(owner: NibGenericOwner())
        let window = try #require(objects.compactMap { $0 as? NSWindow }.first)
        let subviews = window.contentView?.subviews ?? []
        #expect(subviews.count == 1)
        #expect((subviews.first as? NSButton)?.title == "Compress")
    }

    @Test func aLegacyViewCarriesTheKeysEveryViewAndControlCarriesToday() throws {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Legacy.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        let button = try #require(archive.objects.first { $0.className == "NSButton" })
        let view = try #require(archive.objects.firstIndex { $0.className == "NSView" })
        #expect(button["NSSuperview"] == .object(view) && button["NSNextResponder"] == .object(view))
        #expect(button["IBNSClipsToBounds"] == .int(0) && button["NSViewWantsBestResolutionOpenGLSurface"] == .bool(true))
        #expect(button["NSNibTouchBar"] == .null && button["IBNSSafeAreaLayoutGuide"] == .null && button["IBNSLayoutMarginsGuide"] == .null)
        #expect(button["NSControlSendActionMask"] == .int(4) && button["NSControlSize"] == .int(0))
        #expect(archive.objects[view]["NSNextResponder"] == .null && archive.objects[view]["NSControlSize"] == nil)
        // NibKit's own schema keeps the archive's keys only.
        let compact = try NibCompiler(options: .init(schema: .compact)).compile(document).archive
        #expect(compact.objects.first { $0.className == "NSButton" }?["IBNSClipsToBounds"] == nil)
    }

    @Test func aLegacyActionGoesFromTheControlToItsReceiver() throws {
        let action = """
            <object class="IBConnectionRecord"><object class="IBActionConnection" key="connection"><string key="label">compress:</string>\
            <reference key="source" ref="11"/><reference key="destination" ref="33"/></object><int key="connectionID">7</int></object>
            """
        let xml = Self.document.replacingOccurrences(of: #"<object class="NSMutableArray" key="connectionRecords">"#, with: #"<object class="NSMutableArray" key="connectionRecords">"# + action)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Legacy.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        let connector = try #require(archive.objects.first { $0.className == "NSNibControlConnector" })
        let button = try #require(archive.objects.firstIndex { $0.className == "NSButton" })
        guard case .object(let destination)? = connector["NSDestination"] else { Issue.record("no destination"); return }
        #expect(connector["NSSource"] == .object(button))
        #expect(archive.objects[destination].className == "NSCustomObject")
    }

    @Test func aLegacyMenuItemCarriesTodaysKeysAndTargetsItsSubmenu() throws {
        let menu = """
            <object class="NSMenu" id="50"><string key="NSTitle">Main</string><object class="NSMutableArray" key="NSMenuItems"><bool key="EncodedWithXMLCoder">YES</bool>\
            <object class="NSMenuItem" id="51"><reference key="NSMenu" ref="50"/><string key="NSTitle">File</string><string key="NSKeyEquiv"/>\
            <int key="NSMnemonicLoc">2147483647</int><string key="NSAction">submenuAction:</string>\
            <object class="NSMenu" key="NSSubmenu" id="52"><string key="NSTitle">File</string><object class="NSMutableArray" key="NSMenuItems"><bool key="EncodedWithXMLCoder">YES</bool></object></object>\
            </object></object></object>
            """
        let record = #"<object class="IBObjectRecord"><int key="objectID">60</int><reference key="object" ref="50"/><reference key="parent" ref="0"/></object>"#
            + #"<object class="IBObjectRecord"><int key="objectID">61</int><reference key="object" ref="51"/><reference key="parent" ref="50"/></object>"#
            + #"<object class="IBObjectRecord"><int key="objectID">62</int><reference key="object" ref="52"/><reference key="parent" ref="51"/></object>"#
        let xml = Self.document
            .replacingOccurrences(of: #"<object class="NSCustomObject" id="11">"#, with: menu + #"<object class="NSCustomObject" id="11">"#)
            .replacingOccurrences(of: #"<object class="IBObjectRecord"><int key="objectID">174</int>"#, with: record + #"<object class="IBObjectRecord"><int key="objectID">174</int>"#)
        let document = try DocumentReader().read(data: Data(xml.utf8), file: "Legacy.xib")
        let archive = try NibCompiler(options: .init(schema: .apple)).compile(document).archive
        let item = try #require(archive.objects.first { $0.className == "NSMenuItem" })
        #expect(item["NSAllowsKeyEquivalentLocalization"] == .bool(true) && item["NSAllowsKeyEquivalentMirroring"] == .bool(true))
        #expect(item["NSHiddenInRepresentation"] == .bool(false))
        #expect(item["NSTarget"] != nil && item["NSTarget"] == item["NSSubmenu"])
    }
}
