import Foundation
import NibKit
import NibTestSupport
import Testing

/// Loading UIKit nibs: instantiation paths, runtime attributes, connection order, awakeFromNib, windows.
@Suite struct UIKitLoadingTests {
    static let document = Fixture.iOS(
        ownerConnections: """
            <outlet property="view" destination="v" id="o1"/>
            <outlet property="helper" destination="h" id="o2"/>
            """,
        """
        <view id="v" customClass="RecordingView" customModule="NibKitTests">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            <subviews>
                <button contentHorizontalAlignment="center" id="b" customClass="RecordingButton" customModule="NibKitTests">
                    <rect key="frame" x="0" y="0" width="50" height="30"/>
                    <connections><action selector="buttonTapped:" destination="-1" eventType="touchUpInside" id="a"/></connections>
                </button>
                <label text="L" id="l"><rect key="frame" x="0" y="40" width="50" height="20"/></label>
            </subviews>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="cornerStyle" value="round"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="8"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            <connections><outlet property="label" destination="l" id="o3"/></connections>
        </view>
        <customObject id="h" customClass="Helper" customModule="NibTestSupport">
            <connections><outlet property="owner" destination="-1" id="o4"/></connections>
        </customObject>
        """)

    @Test func archivedAndCustomViewsAreCreatedWithTheDecoderInitializer() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: Owner()) }
        #expect(calls.contains("RecordingView.init(coder:)"))
        #expect(!calls.contains("RecordingView.init(frame:)"))
    }

    @Test func customObjectsAreCreatedWithPlainInit() throws {
        let owner = Owner()
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: owner) }
        #expect(calls.contains("Helper.init()"))
        #expect(!calls.contains("Helper.init(coder:)"))
        #expect(owner.helper?.owner === owner)
    }

    @Test func runtimeAttributesAreSetByKeyPathBeforeAnyConnection() throws {
        let (calls, objects) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: Owner()) }
        let attribute = try #require(calls.firstIndex(of: "RecordingView.cornerStyle = round"))
        let firstAction = try #require(calls.firstIndex(of: "RecordingButton.addTarget buttonTapped:"))
        let firstOutlet = try #require(calls.firstIndex(of: "Owner.view set"))
        #expect(attribute < firstAction && attribute < firstOutlet)
        #expect((objects.first as? UIView)?.layer.cornerRadius == 8)
    }

    @Test func aViewsLayerIsOneObjectMadeWhenFirstAskedFor() throws {
        // Made on first use (most views' layers never are), then the same layer every time.
        let view = try #require(try Fixture.nib(Self.document).instantiate(owner: Owner()).first as? UIView)
        let layer = view.layer
        layer.borderWidth = 2
        #expect(view.layer === layer && view.layer.borderWidth == 2)
        #expect(UIView(frame: .zero).layer !== layer)
    }

    @Test func actionsAreConnectedBeforeOutlets() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: Owner()) }
        let action = try #require(calls.firstIndex(of: "RecordingButton.addTarget buttonTapped:"))
        let outlet = try #require(calls.firstIndex(of: "RecordingView.label set"))
        #expect(action < outlet)
    }

    @Test func anUnknownOutletKeyIsAnErrorNamingClassAndKey() throws {
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="noSuchOutlet" destination="l" id="o"/>"#,
            #"<label text="x" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/></label>"#))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner()) }
        #expect(error.code == .notKeyValueCodingCompliant)
        #expect(error.message.contains("Owner is not key value coding-compliant for the key 'noSuchOutlet'"))
    }

    @Test func awakeFromNibReachesEveryObjectTheLoaderMadeButNeverPlaceholders() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: Owner()) }
        #expect(calls.contains("RecordingView.awakeFromNib"))
        #expect(calls.contains("RecordingButton.awakeFromNib"))
        #expect(calls.contains("Helper.awakeFromNib"))
        #expect(!calls.contains("Owner.awakeFromNib"))
    }

    @Test func awakeFromNibComesAfterEveryConnection() throws {
        let (calls, _) = try recordingCalls { try Fixture.nib(Self.document).instantiate(owner: Owner()) }
        let lastConnection = try #require(calls.lastIndex { $0.hasSuffix(" set") || $0.contains("addTarget") })
        let firstAwake = try #require(calls.firstIndex { $0.hasSuffix("awakeFromNib") })
        #expect(lastConnection < firstAwake)
    }

    @Test func theFlavourFollowsTheDocumentAndCanBeForced() throws {
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="noSuchOutlet" destination="l" id="o"/>"#,
            #"<label text="x" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/></label>"#))
        #expect(nib.documentFlavour == .uiKit)
        let forced = try nib.instantiateWithDetails(owner: Owner(), options: .init(flavour: .appKit))
        #expect(forced.flavour == .appKit)
        #expect(forced.warnings.contains { $0.contains("has no outlet 'noSuchOutlet'") })
    }
}
