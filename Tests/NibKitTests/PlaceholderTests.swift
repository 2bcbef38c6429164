import Foundation
import NibKit
import NibTestSupport
import Testing

/// Placeholders: File's Owner, First Responder and external objects.
@Suite struct PlaceholderTests {
    @Test func filesOwnerIsTheOwnerPassedIn() throws {
        let owner = Owner()
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
            #"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        let objects = try nib.instantiate(owner: owner)
        #expect(owner.view === objects[0])
    }

    @Test func aConnectionToFilesOwnerWithANilOwnerIsAnError() throws {
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#,
            #"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: nil) }
        #expect(error.code == .missingOwner)
        #expect(error.message.contains("nil owner"))
    }

    @Test func anOutletCollectionNamingFilesOwnerWithANilOwnerIsAnError() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>
                <connections><outletCollection property="gestureRecognizers" destination="-1" collectionClass="NSMutableArray" id="oc"/></connections>
            </view>
            """))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: nil) }
        #expect(error.code == .missingOwner)
    }

    @Test func aNibWithoutOwnerConnectionsLoadsWithANilOwner() throws {
        let nib = try Fixture.nib(Fixture.iOS(#"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        #expect(try nib.instantiate(owner: nil).count == 1)
    }

    @Test func firstResponderIsNeverInstantiated() throws {
        let nib = try Fixture.nib(Fixture.iOS(#"<view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        let result = try nib.instantiateWithDetails(owner: Owner())
        #expect(result.topLevelObjects.count == 1)
        #expect(!result.topLevelObjects.contains { $0 is UIResponder && type(of: $0) == UIResponder.self })
        let macNib = try Fixture.nib(Fixture.macOS(#"<customView id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></customView>"#))
        #expect(try !macNib.archive.objects.contains { $0.values.contains { $0.key == "NSClassName" } && $0.className == "FirstResponder" })
        #expect(try macNib.instantiate(owner: MacOwner()).count == 1)
    }

    @Test func externalObjectsComeFromTheOptionsByIdentifier() throws {
        let external = ExternalThing()
        let nib = try Fixture.nib(Fixture.iOS("""
            <placeholder placeholderIdentifier="Thing" id="ext"/>
            <view id="v" customClass="RecordingView" customModule="NibKitTests">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="cornerStyle" value="x"/></userDefinedRuntimeAttributes>
            </view>
            """))
        let (calls, objects) = try recordingCalls {
            try nib.instantiate(owner: Owner(), options: .init(externalObjects: ["Thing": external]))
        }
        #expect(objects.count == 1)
        #expect(!objects.contains { $0 === external })
        #expect(!calls.contains("ExternalThing.awakeFromNib"))
    }

    @Test func aMissingExternalObjectIsAnErrorInStrictMode() throws {
        let nib = try Fixture.nib(Fixture.iOS(#"<placeholder placeholderIdentifier="Thing" id="ext"/>"#))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner(), options: .init(isStrict: true)) }
        #expect(error.code == .missingExternalObject)
        #expect(error.message.contains("Thing"))
    }

    @Test func aMissingExternalObjectIsALoggedProxyInCompatibleMode() throws {
        let nib = try Fixture.nib(Fixture.iOS(#"<placeholder placeholderIdentifier="Thing" id="ext"/>"#))
        let result = try nib.instantiateWithDetails(owner: Owner())
        #expect(result.warnings.contains { $0.hasPrefix("Missing proxy for identifier Thing") })
    }

    @Test func externalObjectsReceiveAwakeFromNibUnderAppKitRules() throws {
        let external = ExternalThing()
        let nib = try Fixture.nib(Fixture.iOS(#"<placeholder placeholderIdentifier="Thing" id="ext"/>"#))
        let (calls, _) = try recordingCalls {
            try nib.instantiate(owner: Owner(), options: .init(externalObjects: ["Thing": external], flavour: .appKit))
        }
        #expect(calls == ["ExternalThing.awakeFromNib", "Owner.awakeFromNib"])
    }
}
