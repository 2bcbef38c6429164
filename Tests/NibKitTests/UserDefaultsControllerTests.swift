import Foundation
import NibArchive
import NibKit
import NibTestSupport
import Testing

/// `NSUserDefaultsController`: `values.KEY` reads and writes user defaults, in both directions
/// through bindings. Each test has a defaults suite of its own, removed at the end.
@Suite struct UserDefaultsControllerTests {
    /// A suite name no other process uses. Swift's Foundation on Linux keeps a suite in
    /// `~/.config/NAME.plist`, shared by every process of the user, and a suite's synchronize
    /// (which `removePersistentDomain` does) takes in what other processes wrote to it: with a
    /// fixed name, concurrent `swift test` runs of other checkouts shared each test's defaults.
    static func uniqueSuiteName(_ name: String) -> String {
        "NibKitTests.\(name.filter(\.isLetter)).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"
    }

    /// A fresh defaults suite of its own; `body` runs with it, then it is removed.
    static func withSuite(_ name: String = #function, _ body: (UserDefaults) throws -> Void) rethrows {
        let suiteName = uniqueSuiteName(name)
        UserDefaults().removePersistentDomain(forName: suiteName)
        let defaults = UserDefaults(suiteName: suiteName)!
        defer { UserDefaults().removePersistentDomain(forName: suiteName) }
        try body(defaults)
    }

    static func field() -> NSTextField {
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        return field
    }

    @Test func valuesKeyReadsAndWritesTheDefault() {
        Self.withSuite { defaults in
            defaults.set("Menlo", forKey: "fontName")
            let controller = NSUserDefaultsController(defaults: defaults)
            let field = Self.field()
            field.bind("value", to: controller, withKeyPath: "values.fontName")
            #expect(field.stringValue == "Menlo")
            field.userDidType("Monaco")
            field.userDidEndEditing()
            #expect(defaults.string(forKey: "fontName") == "Monaco")
        }
    }

    @Test func aChangeOfTheDefaultThroughTheControllerShowsInTheControl() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            let checkbox = NSButton()
            checkbox.cell = NSButtonCell()
            checkbox.bind("value", to: controller, withKeyPath: "values.showsTabBar")
            #expect(checkbox.state == 0)
            controller.setValue(true, forDefault: "showsTabBar")
            #expect(checkbox.state == 1)
        }
    }

    @Test func aChangeMadeToTheDefaultsDirectlyShowsInTheControl() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            let field = Self.field()
            field.bind("value", to: controller, withKeyPath: "values.greeting")
            defaults.set("hi", forKey: "greeting")
            controller.defaultsDidChange()   // (posted by UserDefaults.didChangeNotification where Foundation posts it)
            #expect(field.stringValue == "hi")
        }
    }

    @Test func initialValuesAreReadForKeysWithNoDefault() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults, initialValues: ["fontSize": 12])
            let field = Self.field()
            field.bind("value", to: controller, withKeyPath: "values.fontSize")
            #expect(field.stringValue == "12")
            defaults.set(14, forKey: "fontSize")
            controller.defaultsDidChange()
            #expect(field.stringValue == "14")
            controller.revertToInitialValues(nil)
            #expect(defaults.integer(forKey: "fontSize") == 12)
        }
    }

    @Test func withoutAppliesImmediatelyChangesWaitForSave() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            controller.appliesImmediately = false
            let field = Self.field()
            field.bind("value", to: controller, withKeyPath: "values.name")
            field.userDidType("pending")
            field.userDidEndEditing()
            #expect(controller.hasUnappliedChanges)
            #expect(defaults.string(forKey: "name") == nil)
            controller.save(nil)
            #expect(defaults.string(forKey: "name") == "pending")
            #expect(!controller.hasUnappliedChanges)
        }
    }

    @Test func revertDropsThePendingChanges() {
        Self.withSuite { defaults in
            defaults.set("kept", forKey: "name")
            let controller = NSUserDefaultsController(defaults: defaults)
            controller.appliesImmediately = false
            let field = Self.field()
            field.bind("value", to: controller, withKeyPath: "values.name")
            field.userDidType("dropped")
            field.userDidEndEditing()
            #expect(controller.value(forDefault: "name") as? String == "dropped")
            controller.revert(nil)
            #expect(field.stringValue == "kept")
            #expect(defaults.string(forKey: "name") == "kept")
        }
    }

    @Test func saveAndRevertAreActionsButtonsCanTarget() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            #expect(ActionDispatch.responds(controller, to: "save:"))
            #expect(ActionDispatch.responds(controller, to: "revert:"))
            #expect(ActionDispatch.responds(controller, to: "revertToInitialValues:"))
        }
    }

    @Test func saveAndRevertButtonsWriteAndDropThePendingChanges() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            controller.appliesImmediately = false
            let save = NSButton(), revert = NSButton()
            save.target = controller
            save.action = Selector("save:")
            revert.target = controller
            revert.action = Selector("revert:")
            controller.setValue("saved", forDefault: "name")
            save.performClick(nil)
            #expect(defaults.string(forKey: "name") == "saved")
            controller.setValue("dropped", forDefault: "name")
            revert.performClick(nil)
            #expect(controller.value(forDefault: "name") as? String == "saved")
            #expect(!controller.hasUnappliedChanges)
        }
    }

    @Test func ownInstancesAreApartFromTheSharedOne() {
        Self.withSuite { defaults in
            let controller = NSUserDefaultsController(defaults: defaults)
            #expect(controller !== NSUserDefaultsController.shared)
            #expect(NSUserDefaultsController.shared === NSUserDefaultsController.shared)
        }
    }
}

/// Nibs that bind to the Shared User Defaults Controller; the shared controller is process-wide,
/// so these run one at a time and put the standard one back.
@Suite(.serialized) struct SharedUserDefaultsTests {
    static let document = Fixture.macOS(ownerClass: "NibObject", """
        <button id="cb">
            <rect key="frame" x="20" y="20" width="100" height="18"/>
            <buttonCell key="cell" type="check" title="Float on top" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cbc"/>
            <connections>
                <binding destination="udc" name="value" keyPath="values.alwaysFloatOnTop" id="b1"/>
            </connections>
        </button>
        <userDefaultsController representsSharedInstance="YES" id="udc"/>
        """)

    @Test func aNibsSharedUserDefaultsControllerIsTheSharedInstance() throws {
        try UserDefaultsControllerTests.withSuite { defaults in
            let previous = NSUserDefaultsController.shared
            NSUserDefaultsController.shared = NSUserDefaultsController(defaults: defaults)
            defer { NSUserDefaultsController.shared = previous }
            defaults.set(true, forKey: "alwaysFloatOnTop")
            let objects = try Fixture.nib(Self.document).instantiate(owner: NibObject())
            let checkbox = try #require(objects.compactMap { $0 as? NSButton }.first)
            let info = try #require(checkbox.infoForBinding("value"))
            #expect(info.observedObject === NSUserDefaultsController.shared)
            #expect(checkbox.state == 1)
            checkbox.state = 0
            checkbox.performClick(nil)
            #expect(defaults.bool(forKey: "alwaysFloatOnTop") == false)
            NSUserDefaultsController.shared.setValue(true, forDefault: "alwaysFloatOnTop")
            #expect(checkbox.state == 1)
        }
    }

    @Test func theSharedControllerKeepsNoUnreadValuesOfTheNibsObjectForIt() throws {
        // Every load's object, perhaps read on another thread: nothing of one load's archived
        // object is written on it.
        let archive = KeyedArchive(objects: [
            ArchivedObject(className: "NSObject", values: [KeyedValue("thing", .object(1))]),
            ArchivedObject(className: "NSUserDefaultsController", values: [KeyedValue("NSSharedInstance", .bool(true)), KeyedValue("IBUnreadByAnyClass", .integer(7, width: 1))]),
        ])
        let decoder = NibDecoder(archive: archive, resolver: ClassResolver(library: ObjectLibrary.classes), proxies: [:])
        let controller = try #require(decoder.decodeObject(forKey: "thing") as? NSUserDefaultsController)
        // (Not compared with `shared` now: other tests of the suite swap it for a while.)
        #expect(controller.isSharedInstance)
        #expect(controller.undecodedValues["IBUnreadByAnyClass"] == nil)
    }

    /// IINA's preferences (37 bindings to `values.…`; iTerm2's PreferencePanel in the corpus binds
    /// none of its controls to the defaults): a default's change shows in its checkbox, and a
    /// click on the checkbox changes the default.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: iinaPreferences), "../shared/corpus is absent"))
    func aRealPreferencesDocumentFollowsItsDefaultsBothWays() throws {
        try UserDefaultsControllerTests.withSuite { defaults in
            let previous = NSUserDefaultsController.shared
            NSUserDefaultsController.shared = NSUserDefaultsController(defaults: defaults)
            defer { NSUserDefaultsController.shared = previous }
            let objects = try Nib(contentsOf: URL(fileURLWithPath: Self.iinaPreferences)).instantiateWithDetails(owner: NibGenericOwner())
            var bound: [NSButton] = []
            func visit(_ view: NSView) {
                if let button = view as? NSButton, button.infoForBinding("value")?.keyPath == "values.usePhysicalResolution" { bound.append(button) }
                view.subviews.forEach(visit)
            }
            for case let view as NSView in objects.topLevelObjects { visit(view) }
            let checkbox = try #require(bound.first)
            NSUserDefaultsController.shared.setValue(true, forDefault: "usePhysicalResolution")
            #expect(checkbox.state == 1)
            checkbox.state = 0
            checkbox.performClick(nil)
            #expect(defaults.object(forKey: "usePhysicalResolution") as? Bool == false)
        }
    }

    static let iinaPreferences = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/iina__iina/iina/Base.lproj/PrefUIViewController.xib").standardized.path
}
