import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibTestSupport
import Testing

/// A view that counts its `awakeFromNib()` calls.
final class AwakeCountingView: UIView {
    private(set) var awakenings = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awakenings += 1
    }
}

/// After decoding, a UIKit load connects prepared records and awakens the objects list by archive
/// index, with each object lent by the decoder (``NibDecoder/withInstance(at:_:)``) rather than
/// copied into lists of its own. These are the rules that must survive that.
@Suite struct LentObjectTests {
    static let document = Fixture.iOS(
        ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
        #"<view id="v" customClass="AwakeCountingView" customModule="NibRuntimeTests"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)

    /// The compiled archive of ``document`` with UIKit's objects list naming the view twice.
    static func archiveListingTheViewTwice() throws -> KeyedArchive {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Twice.xib")
        var archive = try NibCompiler().compile(document).archive
        guard case .object(let list)? = archive.root["UINibObjectsKey"],
              let member = archive.objects[list].values.last(where: { $0.key == "UINibEncoderEmptyKey" }) else {
            Issue.record("the compiled archive has no objects list")
            return archive
        }
        archive.objects[list].values.append(member)
        return archive
    }

    @Test func anObjectTheObjectsListNamesTwiceIsAwakenedOnce() throws {
        let nib = Nib(archive: try Self.archiveListingTheViewTwice(), flavour: .uiKit)
        // The first load records its key reads, the second replays them: both follow the rule.
        for _ in 0..<2 {
            let owner = Owner()
            _ = try nib.instantiate(owner: owner)
            let view = try #require(owner.view as? AwakeCountingView)
            #expect(view.awakenings == 1)
        }
    }

    @Test func aPreparedOutletConnectsTheObjectTheLoadMade() throws {
        let nib = try Fixture.nib(Self.document)
        let owners = [Owner(), Owner()]
        let views = try owners.map { owner in try nib.instantiate(owner: owner).first as AnyObject? }
        #expect(owners[0].view === views[0])
        #expect(owners[1].view === views[1])
        #expect(owners[0].view !== owners[1].view)
    }

    @Test func aDecoderLendsTheInstanceMadeForAnIndexAndNothingForAValue() throws {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Lend.xib")
        let archive = try NibCompiler().compile(document).archive
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes),
                                 proxies: ["IBFilesOwner": Owner(), "IBFirstResponder": UIResponder()])
        let viewIndex = try #require(archive.objects.firstIndex { $0.className == "UIClassSwapper" })
        let list = try #require(decoder.collectionIndex(forKey: "UINibObjectsKey"))
        let listed = Array(decoder.members(ofCollectionAt: list))
        #expect(listed.contains(viewIndex))
        for index in listed { decoder.decode(at: index) }
        #expect(decoder.withInstance(at: viewIndex) { $0 is AwakeCountingView })
        // A string is a value, not an instance; an index outside the archive is nothing.
        let stringIndex = try #require(archive.objects.firstIndex { $0.className == "NSString" })
        decoder.decode(at: stringIndex)
        #expect(decoder.withInstance(at: stringIndex) { $0 == nil })
        #expect(decoder.withInstance(at: archive.objects.count) { $0 == nil })
        #expect(decoder.withInstance(at: nil) { $0 == nil })
    }

    @Test func aViewAdoptsEachSubviewInArchiveOrderOnceDecoded() throws {
        let labels = (0..<3).map { #"<label text="L\#($0)" id="l\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></label>"# }.joined()
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
            #"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>\#(labels)</subviews></view>"#))
        for _ in 0..<2 {
            let owner = Owner()
            _ = try nib.instantiate(owner: owner)
            let view = try #require(owner.view)
            #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["L0", "L1", "L2"])
            #expect(view.subviews.allSatisfy { $0.superview === view })
        }
    }

    @Test func aFoundationValueIsNoInstanceAndStillDecodesAsAValue() throws {
        let document = try DocumentReader().read(data: Data(Self.document.utf8), file: "Value.xib")
        let archive = try NibCompiler().compile(document).archive
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes),
                                 proxies: ["IBFilesOwner": Owner(), "IBFirstResponder": UIResponder()])
        guard case .object(let list)? = archive.root["UINibObjectsKey"] else {
            Issue.record("the compiled archive has no objects list")
            return
        }
        #expect(decoder.objectReference(at: list) == nil)
        let members = try #require(decoder.object(at: list) as? [Any])
        #expect(members.count == archive.objects[list].values.filter { $0.key == "UINibEncoderEmptyKey" }.count)
    }

    @Test func anOutletCollectionRecordIsConnectedFromItsArchivedMembersWithoutAnObject() throws {
        let document = try DocumentReader().read(data: Data(Fixture.buttonsDocument.utf8), file: "Buttons.xib")
        let archive = try NibCompiler().compile(document).archive
        let lookup = ArchiveLookup(archive)
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes),
                                 placeholders: NibPlaceholderObjects(["IBFilesOwner": Owner(), "IBFirstResponder": UIResponder()]),
                                 lookup: lookup, records: PreparedRecords(archive, lookup: lookup))
        let record = try #require(archive.objects.firstIndex { $0.className == "UIRuntimeOutletCollectionConnection" })
        let prepared = try #require(decoder.preparedConnectionIndexes(at: record))
        #expect(decoder.label(of: prepared) == "buttons")
        let members = try #require(prepared.collection)
        // The record's members were decoded, in order, and no record object was made.
        let buttons = Array(decoder.members(ofCollectionAt: members))
        #expect(buttons.count == 2)
        #expect(buttons.allSatisfy { index in decoder.withInstance(at: index) { $0 is UIButton } })
        #expect(decoder.withInstance(at: record) { $0 == nil })
        // Loaded, the owner receives them in document order (every later load replays the first).
        let nib = try Fixture.nib(Fixture.buttonsDocument)
        for _ in 0..<2 {
            let owner = Owner()
            let root = try #require(try nib.instantiate(owner: owner).first as? UIView)
            #expect(owner.buttons.count == 2 && owner.buttons[0] === root.subviews[1] && owner.buttons[1] === root.subviews[2])
        }
    }
}
