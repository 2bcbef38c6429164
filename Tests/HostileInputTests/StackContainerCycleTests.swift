import Foundation
import NibArchive
import NibCompiler
import NibDocument
import NibLoading
import NibRuntime
import Testing

/// A gravity-area stack view takes its beginning views from Apple's container object: a hostile
/// container that lists the stack itself, or the view holding the stack, must not make a view
/// its own ancestor (`window` and layout walk the superview chain).
@Suite struct StackContainerCycleTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customView id="root">
                    <rect key="frame" x="0" y="0" width="300" height="40"/>
                    <subviews>
                        <stackView orientation="horizontal" alignment="centerY" id="stack">
                            <rect key="frame" x="0" y="0" width="300" height="40"/>
                            <beginningViews>
                                <customView id="a"><rect key="frame" x="0" y="0" width="50" height="40"/></customView>
                            </beginningViews>
                        </stackView>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    /// The archive with the beginning container's views replaced by the document object `id`.
    static func archive(listing id: String) throws -> KeyedArchive {
        let compiled = try NibCompiler(options: .init(schema: .apple)).compile(DocumentReader().read(data: Data(document.utf8), file: "Stack.xib"))
        var archive = compiled.archive
        let listed = try #require(compiled.objectIndexes[id])
        let stackIndex = try #require(compiled.objectIndexes["stack"])
        let stack = try #require(archive.objects[stackIndex]["NSStackViewBeginningContainer"])
        guard case .object(let container) = stack, case .object(let list)? = archive.objects[container]["NSStackViewContainerNonDroppedViews"] else {
            Issue.record("no beginning container")
            return archive
        }
        #expect(!archive.objects[list].values.isEmpty)
        for position in archive.objects[list].values.indices where archive.objects[list].values[position].key == ArchivedObject.elementKey {
            archive.objects[list].values[position].value = .object(listed)
        }
        return archive
    }

    @Test(arguments: ["stack", "root"])
    func aContainerListingTheStackOrItsAncestorMakesNoCycle(_ id: String) throws {
        let archive = try Self.archive(listing: id)
        do throws(NibLoadingError) {
            let objects = try Nib(archive: archive, flavour: .appKit, source: "Hostile.nib").instantiate(owner: NibGenericOwner())
            // Every view reachable through subviews (each once), and each one's chain of superviews.
            var views = objects.compactMap { $0 as? NSView }
            var reached: Set<ObjectIdentifier> = []
            while let view = views.popLast() {
                guard reached.insert(ObjectIdentifier(view)).inserted else { continue }
                views += view.subviews
                var seen: Set<ObjectIdentifier> = []
                var current: NSView? = view
                while let next = current {
                    guard seen.insert(ObjectIdentifier(next)).inserted else {
                        Issue.record("a view is its own ancestor")
                        break
                    }
                    current = next.superview
                }
            }
            #expect(reached.count >= 2)
        } catch {
            #expect(error.location.contains("Hostile.nib"), "\(error)")
        }
    }
}
