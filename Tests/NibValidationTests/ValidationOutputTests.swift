import Foundation
import NibAccessors
import NibDocument
import NibValidation
import SwiftParser
import SwiftSyntax
import Testing

/// A minimal Xcode project file: one app target whose sources phase lists `App/Login.swift` and
/// whose resources phase lists a localized `Login.xib`, and a second target from a synchronized folder.
enum XcodeFixture {
    static func pbxproj(moduleName: String = "LoginApp") -> String {
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        		B1 /* Login.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Login.swift */; };
        		B2 /* Login.xib in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Login.xib */; };
        		F1 /* Login.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Login.swift; sourceTree = "<group>"; };
        		F2 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; path = Base.lproj/Login.xib; sourceTree = "<group>"; };
        		V1 /* Login.xib */ = {isa = PBXVariantGroup; children = (F2 /* Base */, ); name = Login.xib; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1 /* App */, S1 /* Widgets */, ); sourceTree = "<group>"; };
        		G1 /* App */ = {isa = PBXGroup; children = (F1, V1, ); path = App; sourceTree = "<group>"; };
        		S1 /* Widgets */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Widgets; sourceTree = "<group>"; };
        		E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = T2; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        		P2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B2, ); };
        		T1 /* Login App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1;
        			buildPhases = (P1 /* Sources */, P2 /* Resources */, );
        			name = "Login App";
        		};
        		T2 /* Widgets-Kit */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = ( ); fileSystemSynchronizedGroups = (S1, ); name = "Widgets-Kit"; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Debug */, C2 /* Release */, ); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
        		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = \(moduleName); PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = \(moduleName); }; name = Release; };
        		C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; ICON = <0a0B ff>; }; name = Debug; };
        		R0 /* Project object */ = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G0; targets = (T1, T2, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """
    }
}

@Suite("Validation output, modules and accessors")
struct ValidationOutputTests {
    func project(_ files: [String: String]) throws -> (TemporaryProject, ProjectValidation) {
        let project = try TemporaryProject(files)
        return (project, try project.validate())
    }

    static let unknownOutletFiles = [
        "App/Login.swift": Documents.controller,
        "App/Login.xib": Documents.iOS(owner: "LoginController", ownerConnections: #"<outlet property="subtitle, more" destination="lbl" id="o4"/>"#, Documents.view),
    ]

    @Test func sarifOutputIsAVersion210LogWithRulesResultsAndTheSourceAsARelatedLocation() throws {
        let (project, validation) = try project(Self.unknownOutletFiles)
        defer { project.remove() }
        let finding = try #require(validation.findings.first)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Finding.sarif(validation.findings).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "nibtool validate")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ValidationRule.allCases.map(\.rawValue))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "unknown-outlet")
        #expect(result["level"] as? String == "error")
        #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == "unknown-outlet")
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.contains("subtitle, more") == true)
        let location = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == finding.file)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == finding.line)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == finding.column)
        let related = try #require(((result["relatedLocations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((related["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((related["artifactLocation"] as? [String: Any])?["uri"] as? String == finding.source?.file)
    }

    @Test func githubOutputIsOneEscapedWorkflowCommandPerFinding() throws {
        let (project, validation) = try project(Self.unknownOutletFiles)
        defer { project.remove() }
        let finding = try #require(validation.findings.first)
        let line = finding.githubAnnotation
        #expect(line.hasPrefix("::error file=\(finding.file),line=\(finding.line),col=\(finding.column),title=unknown-outlet::"))
        // A comma in a message is data, not a property separator; a newline would end the command.
        #expect(line.contains("outlet 'subtitle, more'"))
        #expect(!line.contains("\n"))
        #expect(line.hasSuffix("\(finding.source!.file):3)"))
        var warning = finding
        warning.severity = .warning
        warning.file = "a,b:c.xib"
        warning.message = "50%\nnext"
        #expect(warning.githubAnnotation.hasPrefix("::warning file=a%2Cb%3Ac.xib,"))
        #expect(warning.githubAnnotation.contains("::50%25%0Anext"))
    }

    @Test func anXcodeProjectGivesEachTargetsFilesAndItsModuleName() throws {
        let file = "/p/Login.xcodeproj/project.pbxproj"
        let project = try XcodeProject(file: file, text: XcodeFixture.pbxproj())
        #expect(project.targets.map(\.name) == ["Login App", "Widgets-Kit"])
        #expect(project.targets.map(\.moduleName) == ["LoginApp", "Widgets_Kit"])
        #expect(project.targets[0].files == ["/p/App/Login.swift", "/p/App/Base.lproj/Login.xib"])
        #expect(project.targets[0].moduleNamePosition?.line == 26)
        #expect(project.targets[1].folders.map(\.path) == ["/p/Widgets"])
        #expect(project.targets[1].folders.first?.exceptions == ["Info.plist"])
        // The target's name is where a module named after it is written.
        #expect(project.targets[1].moduleNamePosition?.line == 23)
    }

    @Test func aMalformedProjectFileGivesATypedErrorWithItsLine() throws {
        #expect(throws: OldStylePropertyListError.unexpectedEnd(line: 1)) { try OldStylePropertyListParser.parse(#"{ a = "open"#) }
        #expect(throws: OldStylePropertyListError.unexpectedCharacter("}", line: 2)) { try OldStylePropertyListParser.parse("{ a = b;\n c = }") }
        #expect(throws: OldStylePropertyListError.tooDeep(line: 1)) {
            try OldStylePropertyListParser.parse(String(repeating: "(", count: 100) + String(repeating: ")", count: 100))
        }
        #expect(throws: OldStylePropertyListError.unexpectedEnd(line: 1)) { try OldStylePropertyListParser.parse("{ /* unclosed") }
        #expect(try OldStylePropertyListParser.parse(#"{ a = ("x\"y", <0aff>, bare.path/x); }"#)["a"]?.array?.first?.string == "x\"y")
        do {
            _ = try XcodeProject(file: "/p/X.xcodeproj/project.pbxproj", text: "{ archiveVersion = 1; }")
            Issue.record("no objects: should throw")
        } catch {
            #expect("\(error)".contains("no objects dictionary"))
        }
    }

    @Test func anXcodeTargetsModuleNameIsTheModuleOfItsFilesAndDocuments() throws {
        let xib = Documents.iOS(owner: "LoginController", module: "LoginApp")
        let (project, validation) = try project([
            "Login.xcodeproj/project.pbxproj": XcodeFixture.pbxproj(),
            "App/Login.swift": Documents.controller,
            "App/Base.lproj/Login.xib": xib,
            "Widgets/Widget.swift": "final class Widget: UIView {}",
        ])
        defer { project.remove() }
        #expect(validation.findings.isEmpty, "\(validation.findings.map(\.text))")
        #expect(validation.index.sourceClass(named: "LoginController")?.module == "LoginApp")
        #expect(validation.index.sourceClass(named: "Widget")?.module == "Widgets_Kit")
        #expect(validation.project.module(of: project.root.appendingPathComponent("App/Base.lproj/Login.xib").path)?.name == "LoginApp")
    }

    @Test func renamingAModuleInTheProjectFileThePackageOrModuleOptionIsAWrongModule() throws {
        let (project, validation) = try project([
            "Login.xcodeproj/project.pbxproj": XcodeFixture.pbxproj(),
            "App/Login.swift": Documents.controller,
            "App/Base.lproj/Login.xib": Documents.iOS(owner: "LoginController", module: "LoginApp"),
        ])
        defer { project.remove() }
        let pbxproj = project.root.appendingPathComponent("Login.xcodeproj/project.pbxproj").standardizedFileURL.path
        let renamed = validation.changingModules(texts: [pbxproj: XcodeFixture.pbxproj(moduleName: "LoginCore")])
        #expect(renamed.findings.map(\.rule) == ["wrong-module"])
        #expect(renamed.findings.first?.line == 4 && renamed.findings.first?.source?.line == 3)
        #expect(renamed.findings.first?.message.contains("module 'LoginCore'") == true)
        // `--module NAME=DIR` wins over the project file.
        let named = validation.changingModules(explicit: [Project.ModuleRoot(name: "Elsewhere", path: project.root.appendingPathComponent("App").path)])
        #expect(named.findings.map(\.rule) == ["wrong-module"])
        // A Package.swift target renamed.
        let manifest = #"let package = Package(name: "P", targets: [.target(name: "LoginKit", path: "Sources/Login")])"#
        let (package, packageValidation) = try self.project([
            "Package.swift": manifest,
            "Sources/Login/Login.swift": Documents.controller,
            "Sources/Login/Login.xib": Documents.iOS(owner: "LoginController", module: "LoginKit"),
        ])
        defer { package.remove() }
        #expect(packageValidation.findings.isEmpty)
        #expect(packageValidation.project.moduleNamePositions["LoginKit"]?.line == 1)
        let path = package.root.appendingPathComponent("Package.swift").standardizedFileURL.path
        let moved = packageValidation.changingModules(texts: [path: manifest.replacingOccurrences(of: #"name: "LoginKit""#, with: #"name: "LoginUI""#)])
        #expect(moved.findings.map(\.rule) == ["wrong-module"])
    }

    @Test func reindexingOneChangedFileGivesTheFindingsOfAFreshValidation() throws {
        let (project, validation) = try project([
            "App/Login.swift": Documents.controller,
            "App/Other.swift": "final class Other: NSObject {}",
            "App/Login.xib": Documents.iOS(owner: "LoginController", ownerConnections: """
                <outlet property="titleLabel" destination="lbl" id="o2"/>
                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                """, Documents.view),
        ])
        defer { project.remove() }
        #expect(validation.findings.isEmpty)
        let file = validation.project.swiftFiles.first { $0.hasSuffix("Login.swift") }!
        let changed = Documents.controller.replacingOccurrences(of: "var titleLabel", with: "var titleLabel2")
            .replacingOccurrences(of: "func tapped(", with: "func tapped2(")
        let mutated = validation.changing(file: file, to: changed)
        try changed.write(toFile: file, atomically: true, encoding: .utf8)
        let fresh = try project.validate()
        #expect(mutated.findings == fresh.findings)
        #expect(mutated.findings.map(\.rule) == ["unknown-outlet", "unknown-action"])
        // The renamed declarations are named: "did you mean", with their lines.
        #expect(mutated.findings.map { $0.source?.line } == [4, 7])
        #expect(mutated.findings.first?.message.contains("did you mean 'titleLabel2'?") == true)
        #expect(mutated.index.files.count == 2 && mutated.index.classes["Other"] != nil)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="list">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController storyboardIdentifier="item-list" id="list" customClass="ListViewController" customModule="App" sceneMemberID="viewController">
                            <tableView key="view" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="ItemCell" id="cell"/>
                                    <tableViewCell reuseIdentifier="2nd &quot;cell&quot;" id="cell2"/>
                                </prototypes>
                            </tableView>
                            <connections><segue destination="detail" kind="show" identifier="showDetail" id="seg"/></connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="default" id="detail" sceneMemberID="viewController">
                            <view key="view" id="dv"/>
                            <connections><segue destination="list" kind="presentation" identifier="show-detail" id="seg2"/></connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func generatedAccessorsNameStoryboardsScenesSeguesCellsAndNibsAndParseAsSwift() throws {
        let project = try TemporaryProject([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/Login.xib": Documents.iOS(owner: "LoginController"),
        ])
        defer { project.remove() }
        let documents = try Project(root: project.root.path).documents.map { try DocumentReader().read(contentsOf: URL(fileURLWithPath: $0)) }
        let source = AccessorGenerator(documents: documents).generate()
        #expect(source == AccessorGenerator(documents: documents.reversed()).generate(), "the output depends on the order documents come in")
        #expect(source.contains("enum StoryboardName: String, CaseIterable, Sendable {\n    case main = \"Main\"\n}"))
        #expect(source.contains("case itemList = \"item-list\""))
        #expect(source.contains("case `default` = \"default\""))
        #expect(source.contains("static func instantiateItemList(bundle: Bundle? = nil) throws(NibLoadingError) -> ListViewController {"))
        #expect(source.contains("static func instantiateDefault(bundle: Bundle? = nil) throws(NibLoadingError) -> UIViewController {"))
        #expect(source.contains("static func instantiateInitial(bundle: Bundle? = nil) throws(NibLoadingError) -> ListViewController? {"))
        #expect(source.contains("case showDetail = \"show-detail\""))
        #expect(source.contains("case showDetail2 = \"showDetail\""))
        #expect(source.contains("case itemCell = \"ItemCell\""))
        #expect(source.contains(#"case _2ndCell = "2nd \"cell\"""#))
        #expect(source.contains("enum NibName: String, CaseIterable, Sendable {\n    case login = \"Login\"\n}"))
        let tree = Parser.parse(source: source)
        #expect(!tree.hasError, "the generated source has syntax errors:\n\(source)")
        #expect(tree.description == source)
    }
}
