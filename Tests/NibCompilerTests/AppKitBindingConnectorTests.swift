import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibTestSupport
import Testing

/// Cocoa bindings as `NSNibBindingConnector`s (Flycut's Apple-compiled MainMenu, viraptor/ibtool).
@Suite struct AppKitBindingConnectorTests {
    static func compile(_ xml: String) throws -> KeyedArchive {
        try NibCompiler().compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib")).archive
    }

    static func connector(_ keyPath: String, in archive: KeyedArchive) -> Int? {
        archive.objects.indices.first { index in
            archive.objects[index].className == "NSNibBindingConnector" && archive.string("NSKeyPath", of: index) == keyPath
        }
    }

    @Test func aMultiValueBindingNamesTheConnectorOfTheBindingItFollows() throws {
        let archive = try Self.compile(Fixture.macOS("""
            <popUpButton id="p"><rect key="frame" x="0" y="0" width="100" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                    <menu key="menu" id="m"/>
                </popUpButtonCell>
                <connections>
                    <binding destination="-2" name="contentValues" keyPath="names" previousBinding="b2" id="b3"/>
                    <binding destination="-2" name="content" keyPath="items" id="b1"/>
                    <binding destination="-2" name="contentObjects" keyPath="objects" previousBinding="b1" id="b2"/>
                    <binding destination="-2" name="selectedIndex" keyPath="chosen" previousBinding="b9" id="b4"/>
                </connections>
            </popUpButton>
            """))
        let content = try #require(Self.connector("items", in: archive))
        let objects = try #require(Self.connector("objects", in: archive))
        let values = try #require(Self.connector("names", in: archive))
        let selected = try #require(Self.connector("chosen", in: archive))
        #expect(archive.objects[objects]["NSPreviousConnector"] == .object(content))
        // Named before the binding it follows is written, too.
        #expect(archive.objects[values]["NSPreviousConnector"] == .object(objects))
        #expect(archive.objects[content]["NSPreviousConnector"] == nil)
        // A previous binding that is not in the nib is none.
        #expect(archive.objects[selected]["NSPreviousConnector"] == nil)
    }

    @Test func bindingsThatNameEachOtherCompileAndLoadWithoutLooping() throws {
        let xml = Fixture.macOS("""
            <button id="b"><rect key="frame" x="0" y="0" width="80" height="20"/>
                <buttonCell key="cell" type="check" title="B" bezelStyle="regularSquare" imagePosition="left" id="bc"/>
                <connections>
                    <binding destination="-2" name="enabled" keyPath="one" previousBinding="b2" id="b1"/>
                    <binding destination="-2" name="enabled2" keyPath="two" previousBinding="b1" id="b2"/>
                </connections>
            </button>
            """)
        let archive = try Self.compile(xml)
        let one = try #require(Self.connector("one", in: archive))
        let two = try #require(Self.connector("two", in: archive))
        #expect(archive.objects[one]["NSPreviousConnector"] == .object(two) && archive.objects[two]["NSPreviousConnector"] == .object(one))
        let objects = try Nib(document: DocumentReader().read(data: Data(xml.utf8), file: "Cycle.xib")).instantiate(owner: NibGenericOwner())
        #expect(!objects.isEmpty)
    }
}
