import Foundation
import NibLoading
import Observation

/// A bound model as `@Observed` writes it (the benchmark target has no macros): key-value coding
/// by hand and a change notice in `didSet`.
final class BenchModel: NibObject {
    var title = "initial" {
        didSet { KeyValueObserving.didChangeValue(forKey: "title", of: self) }
    }

    override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "title" else { return try super.setNibValue(value, forKey: key) }
        title = value as? String ?? ""
        return true
    }

    override func nibValue(forKey key: String) -> NibValueLookup {
        key == "title" ? .value(title) : super.nibValue(forKey: key)
    }
}

/// The same model as a Swift `@Observable` class.
@Observable final class BenchObservableModel: NibKeyValueCoding {
    var title = "initial"

    func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        guard key == "title" else { return false }
        title = value as? String ?? ""
        return true
    }

    func nibValue(forKey key: String) -> NibValueLookup { key == "title" ? .value(title) : .notFound }
}

/// Figure (g): what bindings cost.
enum BindingFigures {
    struct Result {
        var count: Int
        var loadBound: Double, loadUnbound: Double
        var changeObserved: Double, changeObservable: Double, changeByHand: Double
    }

    /// A document of `count` text fields, each bound to the model's `title` when `bound`.
    static func document(count: Int, bound: Bool) -> String {
        let fields = (0..<count).map { index in
            """
            <textField id="f\(index)"><rect key="frame" x="0" y="0" width="100" height="22"/><textFieldCell key="cell" title="x" id="c\(index)"/>\
            \(bound ? "<connections><binding destination=\"model\" name=\"value\" keyPath=\"title\" id=\"b\(index)\"/></connections>" : "")</textField>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <customObject id="model" customClass="BenchModel" customModule="NibKitBenchmarks"/>
                    \(fields)
                </objects>
            </document>
            """
    }

    static func measure(count: Int = 100) throws -> Result {
        let bound = try Nib(data: Data(document(count: count, bound: true).utf8), name: "Bound.xib")
        let unbound = try Nib(data: Data(document(count: count, bound: false).utf8), name: "Unbound.xib")
        let options = Nib.Options(registeredClasses: ["BenchModel": BenchModel.self])
        let loadBound = try Measure.secondsPerCall { _ = try bound.instantiate(owner: NibGenericOwner(), options: options) }
        let loadUnbound = try Measure.secondsPerCall { _ = try unbound.instantiate(owner: NibGenericOwner(), options: options) }

        func fields() -> [NSTextField] {
            (0..<count).map { _ in
                let field = NSTextField()
                field.cell = NSTextFieldCell()
                return field
            }
        }
        let model = BenchModel()
        let observedFields = fields()
        for field in observedFields { field.bind("value", to: model, withKeyPath: "title") }
        var counter = 0
        let changeObserved = Measure.secondsPerCall {
            counter += 1
            model.title = "value \(counter)"
        }
        let observable = BenchObservableModel()
        let observableFields = fields()
        for field in observableFields { field.bind("value", to: observable, withKeyPath: "title") }
        let changeObservable = Measure.secondsPerCall {
            counter += 1
            observable.title = "value \(counter)"
        }
        let plainFields = fields()
        let changeByHand = Measure.secondsPerCall {
            counter += 1
            let title = "value \(counter)"
            for field in plainFields { field.stringValue = title }
        }
        precondition(observedFields.last?.stringValue == model.title && observableFields.last?.stringValue == observable.title)
        return Result(count: count, loadBound: loadBound, loadUnbound: loadUnbound, changeObserved: changeObserved,
                      changeObservable: changeObservable, changeByHand: changeByHand)
    }
}
