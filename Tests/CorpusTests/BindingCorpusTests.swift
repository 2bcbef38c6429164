import Foundation
import NibDocument
import NibLoading
import NibToolCore
import Testing

/// Every binding of the corpus's documents is made, with a rule for its name and options.
@Suite struct BindingCorpusTests {
    @Test(.enabled(if: Corpus.isPresent, "../shared/corpus is absent; corpus tests skipped"))
    func everyCorpusBindingIsEstablishedWithSupportedNamesAndOptions() throws {
        var declared = 0, established = 0, failed: [String] = [], short: [String] = []
        var names: [String: Int] = [:], options: [String: Int] = [:]
        for path in Corpus.documents {
            let document = try DocumentReader().read(contentsOf: URL(fileURLWithPath: path))
            for connection in document.connections {
                guard case .binding(_, let bindingOptions) = connection.kind else { continue }
                declared += 1
                names[connection.label, default: 0] += 1
                for option in bindingOptions { options[option.key, default: 0] += 1 }
            }
            let inDocument = document.connections.filter { if case .binding = $0.kind { true } else { false } }.count
            guard inDocument > 0 else { continue }
            var made = 0
            defer { if made != inDocument { short.append("\(path): \(made) of \(inDocument)") } }
            for object in try Self.loadedObjects(document) {
                guard let object = object as? NibObject else { continue }
                for name in object.boundBindingNames {
                    if object.bindingConnection(name) != nil { established += 1 }
                    if let error = object.bindingErrors[name] { failed.append("\(path): \(name): \(error)") }
                    made += 1
                }
            }
        }
        let unsupportedNames = names.filter { !NibBindingSupport.isSupported(name: $0.key) }
        let unsupportedOptions = options.filter { !NibBindingSupport.options.contains($0.key) && !NibBindingSupport.acceptedOptions.contains($0.key) }
        print("BindingCorpusTests: \(declared) bindings declared, \(established) established, \(failed.count) failed")
        print("BindingCorpusTests: names " + names.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        print("BindingCorpusTests: options " + options.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        print("BindingCorpusTests: documents whose bindings made differ from those declared: \(short)")
        print("BindingCorpusTests: not made (an app's own transformer, which the app registers): \(failed)")
        print("BindingCorpusTests: unsupported names \(unsupportedNames), options \(unsupportedOptions)")
        #expect(declared > 0)
        #expect(unsupportedNames.isEmpty)
        #expect(unsupportedOptions.isEmpty)
        // Only a transformer the app itself registers (not one of AppKit's `NS…` names) may be missing.
        #expect(failed.allSatisfy { $0.contains("no value transformer is named") && !$0.contains("named 'NS") }, "\(failed.prefix(10))")
        #expect(established + failed.count >= declared - 1, "\(declared - established - failed.count) bindings not established: \(short)")
    }

    /// The objects a load of the document makes (every scene of a storyboard).
    static func loadedObjects(_ document: InterfaceDocument) throws -> [AnyObject] {
        let externals = DocumentLoader.externalObjects(of: document)
        var roots: [AnyObject] = []
        if document.kind == .storyboard {
            let storyboard = try Storyboard(document: document, options: Nib.Options(externalObjects: externals))
            for nibName in storyboard.sceneNibNames {
                guard let controller = try? storyboard.instantiate(nibName: nibName, creator: nil) else { continue }
                _ = DocumentLoader.loadViewIfAny(controller)
                roots.append(controller)
            }
        } else {
            let owner = NibGenericOwner()
            let result = try Nib(document: document).instantiateWithDetails(owner: owner, options: Nib.Options(externalObjects: externals))
            roots = [owner] + Array(externals.values) + result.topLevelObjects
        }
        return ObjectGraphFingerprint(roots: roots).reachedObjects
    }
}
