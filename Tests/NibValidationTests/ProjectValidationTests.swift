import Foundation
import NibDocument
import NibValidation
import Testing

/// `../shared/projects`: whole app projects, sources beside documents.
enum SharedProjects {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/projects")
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }
    static var projects: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

@Suite("Validating real projects", .serialized)
struct ProjectValidationTests {
    /// Every project: no crash, every document and source file read, the findings counted per rule.
    @Test(.enabled(if: SharedProjects.isPresent, "../shared/projects is absent; project validation skipped"))
    func corpus() throws {
        for folder in SharedProjects.projects {
            let validation = try ProjectValidation(root: folder.path)
            let project = validation.project
            #expect(!project.documents.isEmpty, "\(folder.lastPathComponent): no documents found")
            #expect(validation.documentsRead.count + validation.documentErrors.count == project.documents.count)
            #expect(validation.documentErrors.isEmpty, "\(validation.documentErrors.map(\.error))")
            #expect(validation.index.files.count == project.swiftFiles.count + project.objectiveCFiles.count)
            #expect(validation.index.unreadable.isEmpty, "\(validation.index.unreadable.map(\.file))")
            var byRule: [String: Int] = [:]
            for finding in validation.findings { byRule[finding.rule, default: 0] += 1 }
            let counts = byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("\(folder.lastPathComponent): \(validation.documentsRead.count) documents, \(validation.index.files.count) source files, \(validation.index.classes.count) classes; findings: \(counts.isEmpty ? "none" : counts)")
            for finding in validation.findings { print("  " + finding.text.replacingOccurrences(of: SharedProjects.root.path + "/", with: "")) }
        }
    }

    /// Renaming a connected outlet, action or custom class in a copy of the sources makes
    /// `validate` report it, at the document's line.
    @Test(.enabled(if: SharedProjects.isPresent, "../shared/projects is absent; mutation test skipped"))
    func mutations() throws {
        var checked = 0
        var missed: [String] = []
        for folder in SharedProjects.projects {
            // Each mutation validates the whole copy again: the projects with hundreds of Swift
            // files take a minute each in a debug build, so the sample comes from the smaller ones.
            let sources = try Project(root: folder.path)
            guard sources.swiftFiles.count + sources.objectiveCFiles.count < 400 else {
                print("\(folder.lastPathComponent): \(sources.swiftFiles.count) Swift files; skipped for time")
                continue
            }
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("NibValidationMutations-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: folder, to: copy)
            defer { try? FileManager.default.removeItem(at: copy) }
            let baseline = try ProjectValidation(root: copy.path)
            for mutation in Mutation.sample(baseline, limit: 2) {
                let original = try String(contentsOfFile: mutation.file, encoding: .utf8)
                guard mutation.apply(to: original) != original else { continue }
                try mutation.apply(to: original).write(toFile: mutation.file, atomically: true, encoding: .utf8)
                defer { try? original.write(toFile: mutation.file, atomically: true, encoding: .utf8) }
                let mutated = try ProjectValidation(root: copy.path)
                let found = mutated.findings.contains { finding in
                    finding.rule == mutation.rule && finding.name == mutation.name
                        && finding.file == mutation.document && finding.line == mutation.line
                }
                checked += 1
                if !found { missed.append("\(folder.lastPathComponent): \(mutation)") }
                print("\(found ? "found" : "MISSED") \(mutation.rule) \(mutation.name) (\(folder.lastPathComponent))")
            }
        }
        #expect(missed.isEmpty, "\(missed)")
        #expect(checked >= 10, "too few mutations: \(checked)")
    }
}

/// Renaming one declaration: the identifier at a position becomes `<name>Renamed`.
struct Mutation: CustomStringConvertible {
    var rule: String
    var name: String
    var document: String
    var line: Int
    var file: String
    var declarationLine: Int
    var declarationColumn: Int
    var identifier: String

    var description: String { "\(rule) \(name) at \(document):\(line), declared \(file):\(declarationLine):\(declarationColumn)" }

    func apply(to source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        let line = lines[declarationLine - 1]
        let utf8 = Array(line.utf8)
        let start = declarationColumn - 1
        guard start + identifier.utf8.count <= utf8.count,
              String(decoding: utf8[start..<(start + identifier.utf8.count)], as: UTF8.self) == identifier else { return source }
        lines[declarationLine - 1] = String(decoding: utf8[..<start], as: UTF8.self) + identifier + "Renamed"
            + String(decoding: utf8[(start + identifier.utf8.count)...], as: UTF8.self)
        return lines.joined(separator: "\n")
    }

    /// Up to `limit` mutations of each kind: connected outlets, actions and custom classes, whose
    /// name is declared exactly once in the sources and draws no finding before the change.
    static func sample(_ validation: ProjectValidation, limit: Int) -> [Mutation] {
        let index = validation.index
        var propertyCount: [String: Int] = [:]
        var selectorCount: [String: Int] = [:]
        for list in index.classes.values {
            for type in list {
                for property in type.properties { propertyCount[property.name, default: 0] += 1 }
                for method in type.methods { selectorCount[method.selector, default: 0] += 1 }
            }
        }
        let flagged = Set(validation.findings.map { "\($0.file):\($0.line)" })
        var outlets: [Mutation] = []
        var actions: [Mutation] = []
        var classes: [Mutation] = []
        var usedClasses: Set<String> = []
        for document in validation.documents {
            for object in document.objects where classes.count < limit {
                guard let name = object.customClass, !flagged.contains("\(document.file):\(object.location.line)"),
                      !usedClasses.contains(name), !DocumentValidator.isStandardClass(name + "Renamed"), let list = index.classes[name], list.count == 1,
                      let type = list.first, type.language == .swift, type.swiftName == name, let position = type.position,
                      !index.classes.values.contains(where: { $0.contains { $0.superclassName == name } }) else { continue }
                usedClasses.insert(name)
                classes.append(Mutation(rule: "unknown-class", name: name, document: document.file, line: object.location.line,
                                        file: position.file, declarationLine: position.line, declarationColumn: position.column, identifier: name))
            }
            for connection in document.connections {
                guard !flagged.contains("\(document.file):\(connection.location.line)") else { continue }
                let isOutlet: Bool
                let ownerID: String?
                switch connection.kind {
                case .outlet: isOutlet = true; ownerID = connection.sourceID
                case .action: isOutlet = false; ownerID = connection.destinationID
                default: continue
                }
                guard let ownerID, let owner = document.object(id: ownerID), owner.placeholder != .firstResponder,
                      let className = owner.customClass, let list = index.classes[className], list.count == 1, let type = list.first,
                      validation.validator.membersAreChecked(owner, in: document) else { continue }
                let capitalized = connection.label.prefix(1).uppercased() + connection.label.dropFirst()
                if isOutlet, outlets.count < limit, propertyCount[connection.label] == 1, let property = type.property(named: connection.label),
                   !connection.label.hasPrefix("_"), !validation.validator.isStandardOutlet(connection.label), propertyCount["_" + connection.label] == nil,
                   selectorCount["set\(capitalized):"] == nil {
                    outlets.append(Mutation(rule: "unknown-outlet", name: connection.label, document: document.file, line: connection.location.line,
                                            file: property.position.file, declarationLine: property.position.line,
                                            declarationColumn: property.position.column, identifier: property.name))
                }
                if !isOutlet, actions.count < limit, selectorCount[connection.label] == 1, let method = type.method(selector: connection.label),
                   method.selector.hasPrefix(method.name) {
                    actions.append(Mutation(rule: "unknown-action", name: connection.label, document: document.file, line: connection.location.line,
                                            file: method.position.file, declarationLine: method.position.line,
                                            declarationColumn: method.position.column, identifier: method.name))
                }
            }
        }
        return outlets + actions + classes
    }
}
