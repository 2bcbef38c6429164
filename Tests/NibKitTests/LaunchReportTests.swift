import Foundation
import NibKit
import NibToolCore
import Testing

extension SharedApplicationTests {
    /// `nibtool run`: it launches a bundle, so it runs with the other tests of the shared application.
    @Test func runPrintsTheLaunchedObjectGraphOfTheShippedExample() throws {
        let bundle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/Hello.app").standardized
        let text = LaunchReport.text(of: try ApplicationLaunch.launch(bundleAt: bundle))
        #expect(text.contains("launched from NSMainStoryboardFile = Main"))
        #expect(text.contains("\"Quit Hello\" ⌘q → terminate: (First Responder)"))
        #expect(text.contains("NSTextField (180, 150, 120×16) \"Hello, NibKit\""))
        #expect(text.hasSuffix("0 warnings"))
    }
}
