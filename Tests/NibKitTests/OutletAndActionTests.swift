import Foundation
import NibKit
import NibTestOwners
import NibTestSupport
import Testing

/// Outlets and actions without an Objective-C runtime.
@Suite struct OutletAndActionTests {
    @Test func outletMacroSetsThePropertyByName() throws {
        let owner = Owner()
        let objects = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        #expect(owner.view === objects.first)
        #expect(owner.titleLabel?.text == "Title")
    }

    /// The class is in another module (NibTestOwners), which lays out its stored properties as
    /// this one must: the test reads and writes them here, directly.
    @Test func outletsAndActionsOfAClassFromAnotherModuleWorkFromThisOne() throws {
        let owner = ModuleOwner()
        let objects = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        let root = try #require(objects.first as? UIView)
        // Compared before any is described: a property read at the wrong offset is not an object.
        let viewIsSet = owner.view === root
        #expect(viewIsSet)
        let buttonsAreSet = owner.buttons.count == 2 && owner.buttons[0] === root.subviews[1] && owner.buttons[1] === root.subviews[2]
        #expect(buttonsAreSet)
        let labelIsSet = owner.titleLabel === root.subviews[0]
        #expect(labelIsSet)
        try #require(owner.buttons.first).tap()
        #expect(owner.taps == ["buttonTapped:"])
        // Set here, read by the loader's key-value coding there.
        let slider = root.subviews[3]
        owner.view = slider
        var readThere: AnyObject?
        if case .value(let value) = KeyValueCoding.value(forKey: "view", of: owner) { readThere = value as? UIView }
        #expect(readThere === slider)
    }

    @Test func outletCollectionSetsTheMembersInDocumentOrder() throws {
        let owner = Owner()
        let objects = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        let root = try #require(objects.first as? UIView)
        #expect(owner.buttons.count == 2)
        #expect(owner.buttons[0] === root.subviews[1])
        #expect(owner.buttons[1] === root.subviews[2])
    }

    @Test func actionMacroMakesTheSelectorAndTheControlSendsIt() throws {
        let owner = Owner()
        _ = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        owner.buttons[0].tap()
        #expect(owner.taps == ["buttonTapped:"])
        #expect(ActionDispatch.responds(owner, to: "buttonTapped:"))
        #expect(ActionDispatch.responds(owner, to: "refresh"))
        #expect(!ActionDispatch.responds(owner, to: "missing:"))
    }

    @Test func actionMacroCastsTheSenderToTheParameterType() throws {
        let owner = Owner()
        let objects = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        let slider = try #require((objects.first as? UIView)?.subviews[3] as? UISlider)
        slider.slide(to: 0.75)
        #expect(owner.taps == ["sliderMoved: 0.75"])
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() throws {
        let owner = Owner()
        let objects = try Fixture.nib(Fixture.buttonsDocument).instantiate(owner: owner)
        let root = try #require(objects.first as? UIView)
        let controller = ResponderChainController()
        controller.view = root
        owner.buttons[1].tap()
        #expect(owner.taps.isEmpty)
        #expect(controller.handled == ["buttonTapped:"])
    }

    @Test func handWrittenKeyValueCodingWorksWithoutMacros() throws {
        let target = HandWrittenTarget()
        let nib = try Fixture.nib(Fixture.iOS(
            ownerClass: "HandWrittenTarget", ownerConnections: #"<outlet property="title" destination="lbl" id="o"/>"#,
            """
            <label text="T" id="lbl"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <button contentHorizontalAlignment="center" id="b">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a"/></connections>
            </button>
            """))
        let objects = try nib.instantiate(owner: target)
        #expect(target.storedTitle === objects[0])
        (objects[1] as? UIButton)?.tap()
        #expect(target.performed == ["go:"])
    }

    @Test func propertyObserversRunWhenTheLoaderSetsAnOutletBeforeAwakeFromNib() throws {
        let nib = try Fixture.nib(Fixture.iOS("""
            <view id="v" customClass="RecordingView" customModule="NibKitTests">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <subviews><label text="x" id="l"><rect key="frame" x="0" y="0" width="5" height="5"/></label></subviews>
                <connections><outlet property="label" destination="l" id="o"/></connections>
            </view>
            """))
        let (calls, _) = try recordingCalls { try nib.instantiate(owner: Owner()) }
        let observed = try #require(calls.firstIndex(of: "RecordingView.label set"))
        let awoken = try #require(calls.firstIndex(of: "RecordingView.awakeFromNib"))
        #expect(observed < awoken)
    }

    @Test func anOutletOfTheWrongTypeIsAnErrorNamingTheProperty() throws {
        let nib = try Fixture.nib(Fixture.iOS(
            ownerConnections: #"<outlet property="titleLabel" destination="b" id="o"/>"#,
            #"<button contentHorizontalAlignment="center" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></button>"#))
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiate(owner: Owner()) }
        #expect(error.code == .outletTypeMismatch)
        #expect(error.message.contains("titleLabel"))
    }

    @Test func barButtonItemsAndGestureRecognizersSendTheirActions() throws {
        let owner = Owner()
        let objects = try Fixture.nib(Fixture.iOS("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <connections><outletCollection property="gestureRecognizers" destination="tap" id="gc"/></connections>
            </view>
            <tapGestureRecognizer id="tap"><connections><action selector="buttonTapped:" destination="-1" id="ga"/></connections></tapGestureRecognizer>
            <barButtonItem title="Reload" id="item"><connections><action selector="refresh" destination="-1" id="ba"/></connections></barButtonItem>
            """)).instantiate(owner: owner)
        let view = try #require(objects[0] as? UIView)
        let recognizer = try #require(objects[1] as? UIGestureRecognizer)
        let item = try #require(objects[2] as? UIBarButtonItem)
        #expect(view.gestureRecognizers?.first === recognizer)
        #expect(recognizer.view === view)
        recognizer.recognize()
        item.tap()
        #expect(owner.taps == ["buttonTapped:", "refresh"])
        #expect(item.title == "Reload")
    }
}

/// A controller that handles `buttonTapped:` when it comes up the responder chain.
final class ResponderChainController: UIViewController {
    private(set) var handled: [String] = []
    @Action func buttonTapped(_ sender: Any?) { handled.append("buttonTapped:") }
}
