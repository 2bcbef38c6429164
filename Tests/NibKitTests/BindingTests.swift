import Foundation
import NibKit
import NibTestSupport
import Observation
import Testing

/// A model for bindings: `@Observed` properties announce each change.
final class BoundModel: NibObject {
    @Observed var title: String = "Hello"
    @Observed var count: Int = 0
    @Observed var flag: Bool = false
    @Observed var other: Bool = false
    @Observed var note: String? = nil
    @Observed var data: Data? = nil
    @Observed var child: BoundModel? = nil
    @Observed var target: AnyObject? = nil
    private(set) var received: [String] = []

    required init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    @Action func greet(_ sender: Any?) { received.append("greet: \(sender.map { "\($0)" } ?? "nil")") }
}

/// A field that counts the values its bindings move in.
final class CountingField: NSTextField {
    private(set) var applied = 0
    override func applyBoundValue(_ value: Any?, forBinding binding: String) {
        applied += 1
        super.applyBoundValue(value, forBinding: binding)
    }
}

/// A model that refuses an empty title (`NSValidatesImmediately`).
final class ValidatingModel: NibObject, NibKeyValueValidating {
    @Observed var title: String = "ok"
    struct Empty: Error {}
    func validateValue(_ value: Any?, forKey key: String) throws -> Any? {
        if key == "title", (value as? String)?.isEmpty ?? true { throw Empty() }
        return value
    }
}

/// A Swift `@Observable` model: its keys are read by name through `NibKeyValueCoding`.
@Observable final class ObservableModel: NibKeyValueCoding {
    var title = "first"

    func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "title" else { return false }
        title = value as? String ?? ""
        return true
    }

    func nibValue(forKey key: String) -> NibValueLookup { key == "title" ? .value(title) : .notFound }
}

/// Reads a bound field in awakeFromNib: bindings are made before it.
final class BindingAwakeProbe: NibObject {
    @Outlet var field: NSTextField?
    private(set) var fieldValueAtAwake: String?
    override func awakeFromNib() {
        super.awakeFromNib()
        fieldValueAtAwake = field?.stringValue
    }
}

/// Cocoa bindings: values move model → view on every change and view → model on edits.
@Suite struct BindingTests {
    static func fieldDocument(options: String = "<bool key=\"NSContinuouslyUpdatesValue\" value=\"YES\"/>") -> String {
        Fixture.macOS(ownerClass: "NibObject", """
            <textField id="tf">
                <rect key="frame" x="20" y="20" width="100" height="22"/>
                <textFieldCell key="cell" title="Field" editable="YES" id="tfc"/>
                <connections>
                    <binding destination="ctl" name="value" keyPath="title" id="bd">
                        <dictionary key="options">\(options)</dictionary>
                    </binding>
                </connections>
            </textField>
            <customObject id="ctl" customClass="BoundModel" customModule="NibKitTests"/>
            <customObject id="probe" customClass="BindingAwakeProbe" customModule="NibKitTests">
                <connections><outlet property="field" destination="tf" id="o1"/></connections>
            </customObject>
            """)
    }

    static func load(_ xml: String) throws -> (field: NSTextField, model: BoundModel, probe: BindingAwakeProbe, objects: [AnyObject]) {
        let objects = try Fixture.nib(xml).instantiate(owner: NibObject())
        return (try #require(objects.compactMap { $0 as? NSTextField }.first), try #require(objects.compactMap { $0 as? BoundModel }.first),
                try #require(objects.compactMap { $0 as? BindingAwakeProbe }.first), objects)
    }

    @Test func aFieldBoundToAControllersTitleFollowsItBothWays() throws {
        let (field, model, _, _) = try Self.load(Self.fieldDocument())
        #expect(field.stringValue == "Hello")
        model.title = "Changed"
        #expect(field.stringValue == "Changed")
        field.userDidType("Typed")
        #expect(model.title == "Typed")
        let info = try #require(field.infoForBinding("value"))
        #expect(info.keyPath == "title")
        #expect(info.observedObject === model)
    }

    @Test func theInitialValueIsMovedInWhenTheBindingIsMade() {
        let model = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title")
        #expect(field.stringValue == "Hello")
    }

    @Test func bindingsAreMadeAfterOutletsAndBeforeAwakeFromNib() throws {
        let (_, _, probe, _) = try Self.load(Self.fieldDocument())
        #expect(probe.fieldValueAtAwake == "Hello")
    }

    @Test func withoutContinuousUpdatesAnEditReachesTheModelAtEndOfEditing() throws {
        let (field, model, _, _) = try Self.load(Self.fieldDocument(options: ""))
        field.userDidType("Typed")
        #expect(model.title == "Hello")
        field.userDidEndEditing()
        #expect(model.title == "Typed")
    }

    @Test func continuouslyUpdatesValueMovesEveryKeystroke() throws {
        let (field, model, _, _) = try Self.load(Self.fieldDocument())
        for text in ["T", "Ty", "Typ"] {
            field.userDidType(text)
            #expect(model.title == text)
        }
    }

    @Test func aControlsActionMovesItsValueToTheModelFirst() {
        let model = BoundModel()
        let checkbox = NSButton()
        checkbox.cell = NSButtonCell()
        checkbox.bind("value", to: model, withKeyPath: "flag")
        #expect(checkbox.state == 0)
        model.flag = true
        #expect(checkbox.state == 1)
        checkbox.state = 0
        checkbox.performClick(nil)
        #expect(model.flag == false)
    }

    @Test func aNestedKeyPathIsObservedAtEveryStep() {
        let model = BoundModel()
        let first = BoundModel()
        first.title = "first"
        model.child = first
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "child.title")
        #expect(field.stringValue == "first")
        first.title = "first, renamed"
        #expect(field.stringValue == "first, renamed")
        let second = BoundModel()
        second.title = "second"
        model.child = second
        #expect(field.stringValue == "second")
        first.title = "no longer bound"
        #expect(field.stringValue == "second")
        second.title = "second, renamed"
        #expect(field.stringValue == "second, renamed")
    }

    @Test func unbindStopsMovingValues() {
        let model = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title")
        field.unbind("value")
        model.title = "after"
        #expect(field.stringValue == "Hello")
        #expect(field.infoForBinding("value") == nil)
        #expect(model.keyValueObservers.count == 0)
    }

    @Test func infoForBindingGivesTheObjectKeyPathAndOptions() {
        let model = BoundModel()
        let field = NSTextField()
        field.bind("value", to: model, withKeyPath: "title", options: [NSBindingOption.nullPlaceholder: "none"])
        let info = field.infoForBinding("value")
        #expect(info?.observedObject === model)
        #expect(info?.keyPath == "title")
        #expect(info?.options[NSBindingOption.nullPlaceholder] as? String == "none")
    }

    @Test func enabledBindingsAreCombinedWithAnd() {
        let model = BoundModel()
        let button = NSButton()
        button.bind("enabled", to: model, withKeyPath: "flag")
        button.bind("enabled2", to: model, withKeyPath: "other")
        #expect(button.isEnabled == false)
        model.flag = true
        #expect(button.isEnabled == false)
        model.other = true
        #expect(button.isEnabled == true)
    }

    @Test func hiddenBindingsAreCombinedWithOr() {
        let model = BoundModel()
        let view = NSTextField()
        view.bind("hidden", to: model, withKeyPath: "flag")
        view.bind("hidden2", to: model, withKeyPath: "other")
        #expect(view.isHidden == false)
        model.other = true
        #expect(view.isHidden == true)
        model.other = false
        #expect(view.isHidden == false)
    }

    @Test func editableBindingSetsIsEditable() {
        let model = BoundModel()
        let field = NSTextField()
        field.bind("editable", to: model, withKeyPath: "flag")
        #expect(field.isEditable == false)
        model.flag = true
        #expect(field.isEditable == true)
    }

    @Test func titleBindingSetsTheTitle() {
        let model = BoundModel()
        let button = NSButton()
        button.cell = NSButtonCell()
        button.bind("title", to: model, withKeyPath: "title")
        #expect(button.title == "Hello")
        model.title = "Go"
        #expect(button.title == "Go")
    }

    @Test func toolTipBindingSetsTheToolTip() {
        let model = BoundModel()
        let field = NSTextField()
        field.bind("toolTip", to: model, withKeyPath: "title")
        #expect(field.toolTip == "Hello")
        model.title = "Explained"
        #expect(field.toolTip == "Explained")
    }

    @Test(arguments: ["selectedIndex", "selectedObject", "selectedValue", "selectedTag", "content", "contentValues", "contentObjects",
                      "textColor", "font", "fontName", "fontSize", "maxValue", "minValue"])
    func otherBindingNamesMoveTheirValue(name: String) {
        let model = BoundModel()
        model.count = 3
        let control = NSTextField()
        control.bind(name, to: model, withKeyPath: "count")
        #expect(control.boundValue(forBinding: name) as? Int == 3)
        model.count = 7
        #expect(control.boundValue(forBinding: name) as? Int == 7)
        #expect(NibBindingSupport.isSupported(name: name))
    }

    @Test func aTargetBindingSendsTheSelectorNameWithTheArgument() {
        let model = BoundModel()
        model.target = model
        model.title = "argument"
        let button = NSButton()
        button.cell = NSButtonCell()
        button.bind("target", to: model, withKeyPath: "target", options: [NSBindingOption.selectorName: "greet:"])
        button.bind("argument", to: model, withKeyPath: "title")
        button.performClick(nil)
        #expect(model.received == ["greet: argument"])
    }

    @Test func displayPatternValuesAreFormattedIntoTheValue() {
        let model = BoundModel()
        model.count = 2
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("displayPatternValue1", to: model, withKeyPath: "count", options: [NSBindingOption.displayPattern: "%{value1}@ of %{value2}@"])
        field.bind("displayPatternValue2", to: model, withKeyPath: "title")
        #expect(field.stringValue == "2 of Hello")
    }

    @Test func negateBooleanTransformsBothWays() {
        let model = BoundModel()
        let checkbox = NSButton()
        checkbox.cell = NSButtonCell()
        checkbox.bind("value", to: model, withKeyPath: "flag", options: [NSBindingOption.valueTransformerName: NibValueTransformers.negateBoolean])
        #expect(checkbox.state == 1)
        checkbox.state = 0
        checkbox.performClick(nil)
        #expect(model.flag == true)
    }

    @Test func isNilAndIsNotNilTellWhetherThereIsAValue() {
        let model = BoundModel()
        let a = NSButton(), b = NSButton()
        a.bind("enabled", to: model, withKeyPath: "note", options: [NSBindingOption.valueTransformerName: NibValueTransformers.isNil])
        b.bind("enabled", to: model, withKeyPath: "note", options: [NSBindingOption.valueTransformerName: NibValueTransformers.isNotNil])
        #expect(a.isEnabled && !b.isEnabled)
        model.note = "set"
        #expect(!a.isEnabled && b.isEnabled)
    }

    @Test(arguments: [NibValueTransformers.unarchiveFromData, NibValueTransformers.keyedUnarchiveFromData])
    func unarchiveFromDataTransformersReadArchivedData(name: String) throws {
        let model = BoundModel()
        model.data = try NSKeyedArchiver.archivedData(withRootObject: NSString(string: "archived"), requiringSecureCoding: false)
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "data", options: [NSBindingOption.valueTransformerName: name])
        #expect(field.stringValue == "archived")
    }

    @Test func aRegisteredTransformerIsFoundByName() {
        NibValueTransformers.setValueTransformer(NibClosureValueTransformer({ ($0 as? String)?.uppercased() }), forName: "BindingTestsUppercase")
        defer { NibValueTransformers.setValueTransformer(nil, forName: "BindingTestsUppercase") }
        let model = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title", options: [NSBindingOption.valueTransformerName: "BindingTestsUppercase"])
        #expect(field.stringValue == "HELLO")
    }

    @Test func nullPlaceholderShowsForNil() {
        let model = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "note", options: [NSBindingOption.nullPlaceholder: "(none)"])
        #expect(field.stringValue == "(none)")
        model.note = "a note"
        #expect(field.stringValue == "a note")
    }

    @Test func raisesForNotApplicableKeysRecordsTheKey() {
        let model = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "noSuchKey", options: [NSBindingOption.notApplicablePlaceholder: "n/a"])
        #expect(field.stringValue == "n/a")
        #expect(field.bindingConnection("value")?.issues == [.notApplicableKey(binding: "value", keyPath: "noSuchKey")])
        let quiet = NSTextField()
        quiet.bind("value", to: model, withKeyPath: "noSuchKey", options: [NSBindingOption.raisesForNotApplicableKeys: false])
        #expect(quiet.bindingConnection("value")?.issues == [])
    }

    @Test func conditionallySetsEnabledDisablesWhenThereIsNoSelection() {
        let controller = NSObjectController()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: controller, withKeyPath: "selection.title")
        #expect(field.isEnabled == false)
        controller.content = BoundModel()
        #expect(field.isEnabled == true)
        #expect(field.stringValue == "Hello")
        let unconditional = NSTextField()
        unconditional.bind("value", to: NSObjectController(), withKeyPath: "selection.title", options: [NSBindingOption.conditionallySetsEnabled: false])
        #expect(unconditional.isEnabled == true)
    }

    @Test func conditionallySetsEditableMakesAFieldReadOnlyWithoutASelection() {
        let controller = NSObjectController()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.conditionallySetsEditable: true])
        #expect(field.isEditable == false)
        controller.content = BoundModel()
        #expect(field.isEditable == true)
    }

    @Test func conditionallySetsEditableFollowsTheControllersIsEditable() {
        let controller = NSObjectController()
        controller.isEditable = false
        controller.content = BoundModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.conditionallySetsEditable: true])
        #expect(field.isEditable == false)
        #expect(field.stringValue == "Hello")
    }

    @Test func conditionallySetsHiddenHidesWithoutASelection() {
        let controller = NSObjectController()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: controller, withKeyPath: "selection.title", options: [NSBindingOption.conditionallySetsHidden: true])
        #expect(field.isHidden == true)
        controller.content = BoundModel()
        #expect(field.isHidden == false)
        #expect(field.stringValue == "Hello")
        let unconditional = NSTextField()
        unconditional.bind("value", to: NSObjectController(), withKeyPath: "selection.title")
        #expect(unconditional.isHidden == false)
    }

    @Test func allowsNullArgumentOffSendsNothingForANilArgument() {
        let model = BoundModel()
        model.target = model
        let button = NSButton()
        button.cell = NSButtonCell()
        button.bind("target", to: model, withKeyPath: "target", options: [NSBindingOption.selectorName: "greet:"])
        button.bind("argument", to: model, withKeyPath: "note", options: [NSBindingOption.allowsNullArgument: false])
        button.performClick(nil)
        #expect(model.received.isEmpty)
        model.note = "now"
        button.performClick(nil)
        #expect(model.received == ["greet: now"])
        let allowing = NSButton()
        allowing.cell = NSButtonCell()
        allowing.bind("target", to: model, withKeyPath: "target", options: [NSBindingOption.selectorName: "greet:"])
        allowing.bind("argument", to: model, withKeyPath: "data")
        allowing.performClick(nil)
        #expect(model.received.last == "greet: nil")
    }

    @Test func keyedUnarchiveFromDataArchivesAnEditBack() {
        let model = BoundModel()
        let options: [String: Any] = [NSBindingOption.valueTransformerName: NibValueTransformers.keyedUnarchiveFromData]
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "data", options: options)
        field.userDidType("typed")
        field.userDidEndEditing()
        #expect(model.data != nil)
        let reader = NSTextField()
        reader.cell = NSTextFieldCell()
        reader.bind("value", to: model, withKeyPath: "data", options: options)
        #expect(reader.stringValue == "typed")
    }

    @Test func validatesImmediatelyRefusesAnInvalidEdit() {
        let model = ValidatingModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title", options: [NSBindingOption.validatesImmediately: true])
        field.userDidType("")
        field.userDidEndEditing()
        #expect(model.title == "ok")
        #expect(field.stringValue == "ok")
        #expect(field.bindingConnection("value")?.issues.count == 1)
        field.userDidType("fine")
        field.userDidEndEditing()
        #expect(model.title == "fine")
    }

    @Test func anObservableModelIsFollowedThroughObservationTracking() {
        let model = ObservableModel()
        let field = NSTextField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title", options: [NSBindingOption.continuouslyUpdatesValue: true])
        #expect(field.stringValue == "first")
        model.title = "second"
        #expect(field.stringValue == "second")
        model.title = "third"
        #expect(field.stringValue == "third")
        field.userDidType("typed")
        #expect(model.title == "typed")
    }

    /// Many bindings to one `@Observable` model share one tracking of its key: each follows every
    /// change, and ending one leaves the others working.
    @Test func fieldsBoundToOneObservableModelEachFollowItAndUnbindingOneKeepsTheOthers() {
        let model = ObservableModel()
        let fields = (0..<3).map { _ in
            let field = NSTextField()
            field.cell = NSTextFieldCell()
            field.bind("value", to: model, withKeyPath: "title")
            return field
        }
        model.title = "second"
        #expect(fields.map(\.stringValue) == ["second", "second", "second"])
        fields[0].unbind("value")
        model.title = "third"
        #expect(fields.map(\.stringValue) == ["second", "third", "third"])
        fields[1].unbind("value")
        fields[2].unbind("value")
        model.title = "fourth"
        #expect(fields[2].stringValue == "third")
        fields[2].bind("value", to: model, withKeyPath: "title")
        model.title = "fifth"
        #expect(fields[2].stringValue == "fifth")
    }

    /// Each change of an `@Observable` model reaches a bound field once (the tracking was armed
    /// again after each change and, since Observation's `didSet` tracking keeps reporting, the
    /// trackings doubled with every change).
    @Test func eachChangeOfAnObservableModelReachesTheFieldOnce() {
        let model = ObservableModel()
        let field = CountingField()
        field.cell = NSTextFieldCell()
        field.bind("value", to: model, withKeyPath: "title")
        let initial = field.applied
        for index in 0..<12 { model.title = "change \(index)" }
        #expect(field.applied - initial == 12)
        #expect(field.stringValue == "change 11")
    }

    @Test func aReleasedViewEndsItsBindings() {
        let model = BoundModel()
        weak var released: NSTextField?
        do {
            let field = NSTextField()
            field.bind("value", to: model, withKeyPath: "title")
            released = field
            #expect(model.keyValueObservers.count == 1)
        }
        #expect(released == nil)
        #expect(model.keyValueObservers.count == 0)
        model.title = "no one listens"
    }

    /// A loaded graph with bindings (a field bound to a model of the nib, the model outlived by
    /// nothing) is freed whole when its objects are released: bindings close no cycle.
    @Test func aLoadedBoundGraphIsFreedWhenReleased() throws {
        weak var field: NSTextField?, model: BoundModel?, probe: BindingAwakeProbe?
        try {
            let loaded = try Self.load(Self.fieldDocument())
            field = loaded.field
            model = loaded.model
            probe = loaded.probe
            #expect(loaded.model.keyValueObservers.count == 1)
        }()
        #expect(field == nil)
        #expect(model == nil)
        #expect(probe == nil)
    }

    /// A model that outlives a loaded nib keeps no observer of the nib's released views.
    @Test func aModelThatOutlivesTheNibKeepsNoObserver() throws {
        let owner = NibObject()
        let model = BoundModel()
        weak var field: NSTextField?
        try {
            let objects = try Fixture.nib(Self.fieldDocument()).instantiate(owner: owner)
            let loaded = try #require(objects.compactMap { $0 as? NSTextField }.first)
            loaded.bind("toolTip", to: model, withKeyPath: "title")
            field = loaded
            #expect(model.keyValueObservers.count == 1)
        }()
        #expect(field == nil)
        #expect(model.keyValueObservers.count == 0)
    }
}

/// Values that must give typed errors or warnings, never a crash or a hang.
@Suite struct HostileBindingTests {
    @Test func aKeyPathOfTenThousandKeysIsRefused() {
        let field = NSTextField()
        let keyPath = Array(repeating: "a", count: 10_000).joined(separator: ".")
        #expect(throws: NibBindingError.keyPathTooLong(keyPath: String(keyPath.prefix(80)), limit: BindingKeyPath.maximumKeys)) {
            try field.establishBinding("value", to: BoundModel(), withKeyPath: keyPath)
        }
        field.bind("value", to: BoundModel(), withKeyPath: keyPath)
        #expect(field.bindingErrors["value"] != nil)
    }

    @Test func aCycleOfBindingsStops() {
        let a = BoundModel(), b = BoundModel()
        a.bind("title", to: b, withKeyPath: "title")
        b.bind("title", to: a, withKeyPath: "title")
        a.title = "ping"
        #expect(b.title == "ping")
        let issues = (a.bindingConnection("title")?.issues ?? []) + (b.bindingConnection("title")?.issues ?? [])
        #expect(issues.contains { if case .cycle = $0 { true } else { false } })
    }

    @Test func aTransformerNameThatDoesNotExistIsATypedErrorAndALoadWarning() throws {
        let field = NSTextField()
        #expect(throws: NibBindingError.unknownValueTransformer(name: "NoSuchTransformer")) {
            try field.establishBinding("value", to: BoundModel(), withKeyPath: "title", options: [NSBindingOption.valueTransformerName: "NoSuchTransformer"])
        }
        let xml = BindingTests.fieldDocument(options: "<string key=\"NSValueTransformerName\">NoSuchTransformer</string>")
        let result = try Fixture.nib(xml).instantiateWithDetails(owner: NibObject())
        #expect(result.warnings.contains { $0.contains("NoSuchTransformer") })
    }

    @Test func valuesWithAnEmptyKeyIsRefused() {
        UserDefaultsControllerTests.withSuite { suite in
            let field = NSTextField()
            let defaults = NSUserDefaultsController(defaults: suite)
            #expect(throws: NibBindingError.emptyKey(keyPath: "values.")) {
                try field.establishBinding("value", to: defaults, withKeyPath: "values.")
            }
            #expect(throws: NibBindingError.emptyKey(keyPath: "")) {
                try field.establishBinding("value", to: defaults, withKeyPath: "")
            }
        }
    }
}
