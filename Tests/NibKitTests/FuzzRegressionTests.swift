import Foundation
import NibKit
import Testing

/// Regressions found by fuzzing the load path (Scripts/fuzz.sh).
@Suite struct FuzzRegressionTests {
    /// FuzzLoad: a storyboard reference naming its own storyboard and its own identifier recursed
    /// until the stack overflowed.
    @Test func aStoryboardReferenceThatLeadsBackToItselfIsAnError() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewControllerPlaceholder storyboardIdentifier="loop" referencedIdentifier="loop" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(document: DocumentReader().read(data: Data(document.utf8), file: "Loop.storyboard"))
        var caught: NibLoadingError?
        do { _ = try storyboard.instantiateController(withIdentifier: "loop") } catch { caught = error }
        let error = try #require(caught)
        #expect(error.code == .referenceCycle, "\(error)")
        #expect(error.message.contains("lead back to themselves"), "\(error)")
    }
}
