import Foundation
import NibKit
import NibTestSupport
import Testing

/// Class resolution: element names map to standard classes; custom classes resolve by name and module.
@Suite struct ClassResolutionTests {
    @Test func elementNamesMapToStandardClasses() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label text="Hello" id="lbl"><rect key="frame" x="10" y="20" width="100" height="21"/></label>
                    <button contentHorizontalAlignment="center" id="btn"><rect key="frame" x="10" y="50" width="80" height="30"/></button>
                    <switch contentHorizontalAlignment="center" on="YES" id="sw"><rect key="frame" x="10" y="90" width="51" height="31"/></switch>
                </subviews>
            </view>
            """))
        let root = try #require(try nib.instantiate(owner: Owner()).first as? UIView)
        #expect(type(of: root) == UIView.self)
        #expect(root.subviews.map { String(describing: type(of: $0)) } == ["UILabel", "UIButton", "UISwitch"])
        #expect((root.subviews[0] as? UILabel)?.text == "Hello")
        #expect(root.subviews[0].frame == CGRect(x: 10, y: 20, width: 100, height: 21))
        #expect((root.subviews[2] as? UISwitch)?.isOn == true)
    }

    @Test func anElementWithoutALibraryClassStillInstantiatesAsItsFallback() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <mapView multipleTouchEnabled="YES" id="map"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></mapView>
            """))
        let objects = try nib.instantiate(owner: Owner())
        #expect(objects.count == 1)
        #expect(objects.first is UIView)
    }

    @Test func customClassResolvesByNameAndModuleWithoutRegistration() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RecordingView" customModule="NibKitTests"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let (calls, objects) = try recordingCalls { try nib.instantiate(owner: Owner()) }
        #expect(objects.first is RecordingView)
        #expect(calls.contains("RecordingView.init(coder:)"))
    }

    @Test func customClassWithoutModuleIsFoundInTheSearchModules() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RecordingView"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let objects = try nib.instantiate(owner: Owner(), options: .init(searchModules: ["NibKitTests"]))
        #expect(objects.first is RecordingView)
    }

    @Test func explicitRegistrationFindsClassesThatCannotBeFoundByName() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="Registered"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let byOption = try nib.instantiate(owner: Owner(), options: .init(registeredClasses: ["Registered": RegisteredOnly.self]))
        #expect(byOption.first is RegisteredOnly)
        NibClassRegistry.shared.register(RegisteredOnly.self, as: "RegisteredInRegistry")
        let viaRegistry = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RegisteredInRegistry"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        #expect(try viaRegistry.instantiate(owner: Owner()).first is RegisteredOnly)
    }

    @Test func aNibRemembersItsClassesButALaterRegistrationWinsOnTheNextLoad() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RegisteredLater"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        // Not found: a stand-in, and the name is searched again on the next load.
        let before = try nib.instantiateWithDetails(owner: Owner())
        #expect(type(of: before.topLevelObjects[0]) == UIView.self)
        #expect(before.warnings.contains { $0.contains("RegisteredLater") })
        NibClassRegistry.shared.register(RegisteredOnly.self, as: "RegisteredLater")
        #expect(try nib.instantiate(owner: Owner()).first is RegisteredOnly)
        #expect(try nib.instantiate(owner: Owner()).first is RegisteredOnly)
        // A registration that replaces the class is seen by the very next load, too.
        NibClassRegistry.shared.register(RecordingView.self, as: "RegisteredLater")
        #expect(try nib.instantiate(owner: Owner()).first is RecordingView)
    }

    @Test func unknownClassFallsBackToTheStandardClassWithAWarning() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <label text="x" id="l" customClass="NoSuchLabel" customModule="Nowhere"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
            """))
        let result = try nib.instantiateWithDetails(owner: Owner())
        #expect(type(of: result.topLevelObjects[0]) == UILabel.self)
        #expect((result.topLevelObjects[0] as? UILabel)?.text == "x")
        #expect(result.warnings.contains("Unknown class Nowhere.NoSuchLabel in Interface Builder file."))
    }

    @Test func strictModeMakesAnUnknownClassAnError() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="NoSuchView" customModule="Nowhere"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner(), options: .init(isStrict: true)) }
        #expect(error.code == .unknownClass)
        #expect(error.message.contains("Nowhere.NoSuchView"))
    }

    @Test func aCustomClassNoDecoderCanCreateIsAnErrorNamingIt() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="NotDecodableThing" customModule="NibKitTests"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner()) }
        #expect(error.message.contains("NotDecodableThing cannot be created from a nib: make it a subclass of UIView"))
    }

    @Test func aCustomClassWhoseDecoderReturnsNilIsAnErrorOnEveryLoad() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RefusingView" customModule="NibKitTests"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """))
        for _ in 0..<2 {
            let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner()) }
            #expect(error.code == .decodingFailed)
            #expect(error.message.contains("RefusingView could not be decoded (its init(coder:) returned nil)"))
        }
    }

    @Test func swiftMangledClassNamesResolve() {
        #expect(SwiftClassName.demangle("_TtC11NibKitTests13RecordingView") == "NibKitTests.RecordingView")
        #expect(ClassResolver().resolve("_TtC11NibKitTests13RecordingView") == RecordingView.self)
        #expect(SwiftClassName.demangle("RecordingView") == nil)
    }
}
