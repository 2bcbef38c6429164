import Foundation
import NibSupport
import NibTestSupport
@testable import NibValidation
import Testing

/// How `validate` reads its files cheaply: declarations only (no walk over bodies), files with
/// `open`/`read`, project paths standardized by their text.
@Suite("Validation source reading")
struct SourceReadingTests {
    @Test func theIndexReadsDeclarationsInIfClausesAndNestedTypesButNotInBodies() throws {
        let project = try TemporaryProject(["App/Nested.swift": """
            import UIKit
            #if os(iOS)
            final class Phone: UIViewController {
                #if DEBUG
                @IBOutlet weak var debugLabel: UILabel!
                #else
                @IBOutlet weak var releaseLabel: UILabel? // a comment
                #endif
                @objc(renamedTap:) @IBAction func tap(_ sender: Any) {}
                func load() {
                    class LocalOnly: NSObject {}
                    let closure = { class InClosure: NSObject {} }
                }
                struct Style {
                    @IBOutlet var notAMember: UILabel?
                    class InnerView: UIView {
                        @IBOutlet var inner: UIButton?
                    }
                }
                var computed: Int { class InAccessor: NSObject {}; return 1 }
            }
            #endif
            extension Phone {
                #if canImport(UIKit)
                @IBOutlet var fromExtension: [ UIButton ]!
                #endif
                lazy var made = UIStackView(frame: .zero)
                lazy var built = { UIView() }()
            }
            protocol Shape { var corners: Int { get } }
            """])
        defer { project.remove() }
        let index = try Project(root: project.root.path).index()
        let phone = try #require(index.sourceClass(named: "Phone"))
        #expect(phone.superclassName == "UIViewController")
        #expect(Set(phone.properties.map(\.name)) == ["debugLabel", "releaseLabel", "computed", "fromExtension", "made", "built"])
        #expect(phone.property(named: "releaseLabel")?.typeName == "UILabel" && phone.property(named: "releaseLabel")?.isOptional == true)
        let buttons = try #require(phone.property(named: "fromExtension"))
        #expect(buttons.isOutlet && buttons.isCollection && buttons.isImplicitlyUnwrapped && buttons.typeName == "UIButton")
        #expect(phone.property(named: "made")?.typeName == "UIStackView")
        #expect(phone.property(named: "built")?.typeName == nil)
        #expect(Set(phone.methods.map(\.selector)) == ["renamedTap:", "load"])
        #expect(phone.method(selector: "renamedTap:")?.isAction == true)
        #expect(index.sourceClass(named: "InnerView")?.property(named: "inner")?.isOutlet == true)
        for local in ["LocalOnly", "InClosure", "InAccessor", "Style"] { #expect(index.sourceClass(named: local) == nil, "\(local)") }
    }

    @Test func projectFilePathsAreStandardizedByTheirTextAsFileURLsAre() {
        for path in ["/a/b/../c", "/a/./b//c/", "/a/b/..", "/a/b c/d%20e", "/a/ü/./x", "/a/b/../../c/./d"] {
            #expect(XcodeProject.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func aSourceFileIsReadWholeAndAFolderOrAMissingFileIsNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        let text = "class A {}\n// é\n" + String(repeating: "x", count: 70_000)
        try Data(text.utf8).write(to: file)
        #expect(BoundedFile.bytes(atPath: file.path, kind: .source) == Array(text.utf8))
        #expect(BoundedFile.bytes(atPath: folder.path, kind: .source) == nil)
        #expect(BoundedFile.bytes(atPath: folder.appendingPathComponent("none.swift").path, kind: .source) == nil)
        let empty = folder.appendingPathComponent("Empty.swift")
        try Data().write(to: empty)
        #expect(BoundedFile.bytes(atPath: empty.path, kind: .source) == [])
    }
}
