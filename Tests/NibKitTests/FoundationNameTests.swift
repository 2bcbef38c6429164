import Foundation
import Testing

/// Apps import Foundation beside NibKit: no public type of NibKit takes a name Foundation has
/// (on Linux or on Apple's platforms), or an app's use of that name stops compiling.
@Suite struct FoundationNameTests {
    static let modules = PublicSurfaceTests.modules

    @Test(.enabled(if: modules != nil, "no built modules beside the test binary; the public surface is not checked"))
    func anAppUsesFoundationsTypesBesideNibKit() throws {
        // Foundation's value and formatter types an app is likely to name, next to the loader's API.
        let (succeeded, output) = try PublicSurfaceTests.typecheck("""
            let amount: Decimal = 1
            let number = NSDecimalNumber(decimal: amount)
            let text = NSMutableString(string: "a")
            let texts: [NSMutableString] = [text]
            let orders: [NSSortDescriptor] = []
            let formatters: [Formatter] = [DateFormatter(), NumberFormatter()]
            let values: [Any] = [Data(), Date(), URL(fileURLWithPath: "/"), NSNumber(value: 1), NSRange(location: 0, length: 1), NSAttributedString(string: "a")]
            let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
            func load(_ owner: AnyObject) throws -> [AnyObject] {
                try Nib(contentsOf: URL(fileURLWithPath: "/App/Card.nib")).instantiate(owner: owner)
            }
            func scene() throws -> AnyObject? { try Storyboard(name: "Main", bundle: .main).instantiateInitialController() }
            """)
        #expect(succeeded, "an app that imports Foundation and NibKit does not compile:\n\(output)")
    }

    @Test(.enabled(if: modules != nil, "no built modules beside the test binary; the public surface is not checked"))
    func noPublicTypeTakesAFoundationName() throws {
        // Names Foundation has on Apple's platforms but not in swift-corelibs-foundation: an app
        // built there would find two.
        let appleOnly = ["NSDecimal", "NSAppleScript", "NSUserNotification", "NSXPCConnection", "NSMetadataQuery"]
        let lines = appleOnly.map { "_ = \($0).self" }
        let (_, output) = try PublicSurfaceTests.typecheck(lines.joined(separator: "\n"))
        for (number, name) in appleOnly.enumerated() where PublicSurfaceTests.errors(in: output, atSampleLine: number + 1).isEmpty {
            Issue.record("NibKit declares \(name), which Foundation declares on Apple's platforms: an app importing both would find two")
        }
    }
}
