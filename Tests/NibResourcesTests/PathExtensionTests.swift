import NibSupport
import Testing

/// Resource names are split at their extension by byte rules, never by Foundation's path
/// methods (which trapped on a hostile name).
@Suite struct PathExtensionTests {
    @Test(arguments: [
        ("Main.storyboard", "Main", "storyboard"),
        ("Base.lproj/Main.xib", "Base.lproj/Main", "xib"),
        ("icon.tiff.png", "icon.tiff", "png"),
        ("é.xib", "é", "xib"),
        (".hidden", ".hidden", ""),
        ("name.", "name.", ""),
        ("folder.lproj/name", "folder.lproj/name", ""),
        ("a.xib/", "a", "xib"),
        ("/", "/", ""),
        ("...", "...", ""),
        ("", "", ""),
    ])
    func theExtensionFollowsTheLastDotOfTheLastComponent(_ name: String, _ stem: String, _ pathExtension: String) {
        let split = PathExtension.split(name)
        #expect(split.stem == stem)
        #expect(split.extension == pathExtension)
    }
}
