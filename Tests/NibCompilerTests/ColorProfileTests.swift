import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// The ICC profiles ibtool embeds in archived colour spaces (`NSICC`): read from a folder or out
/// of a compiled nib, embedded only when given, refused with the byte when malformed.
@Suite struct ColorProfileTests {
    /// A minimal ICC profile of our own: a 128-byte header, one `desc` tag (ICC v2 text).
    static func profile(named description: String) -> [UInt8] {
        func word(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let text = Array(description.utf8) + [0]
        let element = Array("desc".utf8) + word(0) + word(text.count) + text + [UInt8](repeating: 0, count: 79)
        let size = 128 + 4 + 12 + element.count
        var header = word(size) + [UInt8](repeating: 0, count: 32) + Array("acsp".utf8)
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return header + word(1) + Array("desc".utf8) + word(144) + word(element.count) + element
    }

    static let menuWithCatalogColour = Fixture.macOS("""
        <textField id="tf"><rect key="frame" x="0" y="0" width="100" height="22"/>
            <textFieldCell key="cell" title="A" id="c">
                <font key="font" metaFont="system"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
        </textField>
        """)

    @Test func aProfileIsKnownByItsDescription() throws {
        let profile = try ColorProfile(bytes: Self.profile(named: "Generic Gray Gamma 2.2 Profile"))
        #expect(profile.description == "Generic Gray Gamma 2.2 Profile")
        #expect(ColorProfileLibrary([profile]).profile(for: .genericGrayGamma22) == profile)
        #expect(ColorProfileLibrary([profile]).profile(for: .sRGB) == nil)
    }

    @Test func aMalformedProfileIsAnErrorNamingTheByte() {
        var bytes = Self.profile(named: "x")
        bytes[36] = UInt8(ascii: "b")
        let error = #expect(throws: ColorProfile.FormatError.self) { try ColorProfile(bytes: bytes) }
        #expect(error?.byteOffset == 36 && error?.description.contains("acsp") == true)
        #expect(throws: ColorProfile.FormatError.self) { try ColorProfile(bytes: Array(Self.profile(named: "x").prefix(100))) }
    }

    @Test func colourSpacesCarryTheirProfileOnlyWhenTheCompilerIsGivenIt() throws {
        let document = try DocumentReader().read(data: Data(Self.menuWithCatalogColour.utf8), file: "Colour.xib")
        let gray = try ColorProfile(bytes: Self.profile(named: "Generic Gray Gamma 2.2 Profile"))
        let plain = try NibCompiler().compile(document).archive
        let withProfiles = try NibCompiler(options: .init(colorProfiles: ColorProfileLibrary([gray]))).compile(document).archive
        let spaces = withProfiles.objects.filter { $0.className == "NSColorSpace" }
        #expect(!spaces.isEmpty && spaces.allSatisfy { $0["NSICC"] != nil })
        #expect(plain.objects.filter { $0.className == "NSColorSpace" }.allSatisfy { $0["NSICC"] == nil })
        // The profile read back out of the nib is the one given.
        #expect(ColorProfileLibrary.embedded(in: withProfiles) == [gray])
    }

    @Test func aFolderOfProfilesIsReadAndABadFileInItIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.profile(named: "sRGB IEC61966-2.1")).write(to: folder.appendingPathComponent("sRGB.icc"))
        try Data("not a profile".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(try ColorProfileLibrary(contentsOf: folder).profile(for: .sRGB) != nil)
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("Broken.icm"))
        let error = #expect(throws: ColorProfileLibrary.ReadError.self) { try ColorProfileLibrary(contentsOf: folder) }
        #expect(error?.path.hasSuffix("Broken.icm") == true)
    }
}
