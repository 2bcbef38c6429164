import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibTestSupport
import Testing

/// Split view panes as AppKit lays them out on loading (`adjustSubviews`, `test35_splitview_responder`):
/// what is inside a re-laid-out pane follows by its autoresizing mask, and a split view that does
/// not arrange all its subviews leaves its panes as the document has them.
@Suite struct AppKitSplitViewLayoutTests {
    /// A split view with horizontal dividers whose two panes the document saved side by side.
    static func split(arrangesAll: Bool = true) -> String {
        Fixture.macOS("""
            <splitView \(arrangesAll ? "" : #"arrangesAllSubviews="NO" "#)dividerStyle="thin" id="split"><rect key="frame" x="0" y="0" width="300" height="200"/>
                <subviews>
                    <customView id="one"><rect key="frame" x="0" y="0" width="150" height="200"/>
                        <subviews>
                            <customView id="inner"><rect key="frame" x="0" y="0" width="150" height="200"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </customView>
                        </subviews>
                    </customView>
                    <customView id="two"><rect key="frame" x="151" y="0" width="149" height="200"/></customView>
                </subviews>
            </splitView>
            """)
    }

    static func frame(_ id: String, in xml: String) throws -> String? {
        let compiled = try NibCompiler(options: .init(schema: .apple)).compile(DocumentReader().read(data: Data(xml.utf8), file: "Test.xib"))
        let index = try #require(compiled.objectIndexes[id])
        return compiled.archive.string("NSFrame", of: index) ?? compiled.archive.string("NSFrameSize", of: index)
    }

    @Test func whatARelaidOutPaneHoldsFollowsItByItsAutoresizingMask() throws {
        let pane = try Self.frame("one", in: Self.split())
        let inner = try Self.frame("inner", in: Self.split())
        #expect(pane == "{300, 100}")
        #expect(inner == "{300, 100}")
    }

    @Test func aSplitViewThatDoesNotArrangeAllItsSubviewsLeavesItsPanesAlone() throws {
        #expect(try Self.frame("one", in: Self.split(arrangesAll: false)) == "{150, 200}")
        #expect(try Self.frame("inner", in: Self.split(arrangesAll: false)) == "{150, 200}")
    }
}
