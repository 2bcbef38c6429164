import Foundation
import NibKit
import NibTestSupport
import Testing

/// An archive's placeholders and connection records are the loader's bookkeeping: a load reads
/// them (once per nib, ``PreparedRecords``) without making an object for each, and only objects
/// of the document are counted as created.
@Suite struct BookkeepingObjectTests {
    static let document = Fixture.iOS(
        ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
        #"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)

    @Test func placeholdersAndConnectionRecordsAreNotCountedAsCreatedObjects() throws {
        let nib = try Fixture.nib(Self.document)
        for _ in 0..<3 {
            let owner = Owner()
            let result = try nib.instantiateWithDetails(owner: owner)
            #expect(result.objectCount == 1)
            #expect(result.connectionCount == 1)
            #expect(owner.view === result.topLevelObjects.first)
        }
    }

    @Test func aClassRegisteredUnderARecordsNameDecodesTheRecordItself() throws {
        // The registered class decides, as for any archived class: here it is a view, so the
        // record connects nothing.
        let nib = try Fixture.nib(Self.document)
        let owner = Owner()
        _ = try nib.instantiate(owner: owner, options: .init(registeredClasses: ["UIRuntimeOutletConnection": UIView.self]))
        #expect(owner.view == nil)
        let plain = Owner()
        _ = try nib.instantiate(owner: plain)
        #expect(plain.view != nil)
    }
}
