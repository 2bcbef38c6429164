import Foundation
import NibValidation
import NibTestSupport
import Testing

/// A project folder in a temporary directory: files by relative path.
struct TemporaryProject {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("NibValidationTests-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func validate(modules: [Project.ModuleRoot] = []) throws -> ProjectValidation {
        try ProjectValidation(root: root.path, modules: modules)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Small documents for the rules.
enum Documents {
    static func iOS(owner: String, module: String = "App", ownerConnections: String = "", _ objects: String = "") -> String {
        Fixture.iOS(ownerClass: owner, ownerModule: module, ownerConnections: ownerConnections, objects)
    }

    static func macOS(owner: String, module: String = "App", ownerConnections: String = "", _ objects: String = "") -> String {
        Fixture.macOS(ownerClass: owner, ownerModule: module, ownerConnections: ownerConnections, objects)
    }

    static let controller = """
        import UIKit

        final class LoginController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton] = []
            @IBInspectable var accent: UIColor?
            @IBAction func tapped(_ sender: Any) {}
            @IBAction func tappedWith(sender: Any) {}
            @objc(sendNow:) func send(_ sender: Any) {}
        }

        extension LoginController {
            @IBOutlet var footer: UILabel? { nil }
            @IBAction func closeTapped(sender: UIButton) {}
        }
        """

    static let view = """
        <view id="root">
            <subviews>
                <label text="Title" id="lbl"/>
                <button id="b1"/>
                <switch id="s1"/>
            </subviews>
        </view>
        """
}

@Suite("Validation rules")
struct ValidationRuleTests {
    func findings(_ files: [String: String], modules: [Project.ModuleRoot] = []) throws -> [Finding] {
        let project = try TemporaryProject(files)
        defer { project.remove() }
        let validation = try project.validate(modules: modules.map { Project.ModuleRoot(name: $0.name, path: project.root.appendingPathComponent($0.path).path) })
        #expect(validation.documentErrors.isEmpty)
        return validation.findings
    }

    @Test func anActionsSelectorIsTheOneSwiftGivesItsMethod() {
        #expect(SelectorNaming.selector(name: "tapped", labels: [nil]) == "tapped:")
        #expect(SelectorNaming.selector(name: "tapped", labels: ["sender"]) == "tappedWithSender:")
        #expect(SelectorNaming.selector(name: "tappedWith", labels: ["sender"]) == "tappedWithSender:")
        #expect(SelectorNaming.selector(name: "refresh", labels: []) == "refresh")
        #expect(SelectorNaming.selector(name: "move", labels: ["to", "animated"]) == "moveTo:animated:")
        #expect(SelectorNaming.selector(name: "tableView", labels: [nil, "didSelectRowAt"]) == "tableView:didSelectRowAt:")
    }

    @Test func theSourceIndexHoldsClassesSuperclassesAndMembersDeclaredInExtensions() throws {
        let project = try TemporaryProject(["App/Login.swift": Documents.controller, "App/Legacy.m": """
            // @interface Commented : NSObject
            #import <Cocoa/Cocoa.h>
            @interface Legacy : NSWindowController {
                IBOutlet NSTextField *name, *other;
                NSString *notAnOutlet; /* "@interface Fake : NSObject" */
            }
            @property (weak) IBOutlet NSButton *okButton;
            @property (strong) IBOutletCollection(NSButton) NSArray *choices;
            - (IBAction)ok:(id)sender;
            - (void)setValue:(id)value forKey:(NSString *)key;
            @end
            @interface Legacy ()
            @property (nonatomic) IBInspectable CGFloat radius;
            @end
            @implementation Legacy
            - (IBAction)cancel:(id)sender { if (1) { NSLog(@"@end }"); } }
            @end
            """])
        defer { project.remove() }
        let index = try Project(root: project.root.path).index()
        let login = try #require(index.sourceClass(named: "LoginController"))
        #expect(login.module == "App")
        #expect(login.superclassName == "UIViewController")
        #expect(login.position?.line == 3)
        let title = try #require(login.property(named: "titleLabel"))
        #expect(title.isOutlet && title.isImplicitlyUnwrapped && title.typeName == "UILabel")
        let buttons = try #require(login.property(named: "buttons"))
        #expect(buttons.isCollection && buttons.typeName == "UIButton")
        #expect(login.property(named: "accent")?.isInspectable == true)
        #expect(login.property(named: "footer") != nil)
        #expect(login.method(selector: "tapped:")?.isAction == true)
        #expect(login.method(selector: "tappedWithSender:") != nil)
        #expect(login.method(selector: "sendNow:") != nil)
        #expect(login.method(selector: "closeTappedWithSender:") != nil)
        let legacy = try #require(index.sourceClass(named: "Legacy"))
        #expect(legacy.language == .objectiveC)
        #expect(legacy.superclassName == "NSWindowController")
        #expect(Set(legacy.properties.map(\.name)) == ["name", "other", "notAnOutlet", "okButton", "choices", "radius"])
        #expect(legacy.property(named: "name")?.isOutlet == true)
        #expect(legacy.property(named: "notAnOutlet")?.isOutlet == false)
        #expect(legacy.property(named: "choices")?.isCollection == true)
        #expect(legacy.property(named: "choices")?.typeName == "NSButton")
        #expect(Set(legacy.methods.map(\.selector)) == ["ok:", "setValue:forKey:", "cancel:"])
        #expect(index.sourceClass(named: "Commented") == nil && index.sourceClass(named: "Fake") == nil)
    }

    @Test func aSourceFileOverTheSizeLimitIsNotedUnreadableAndNotRead() throws {
        // 17 MB of comment before a class: over the 16 MB limit for source files.
        let padding = String(repeating: "// padding padding padding padding padding padding padding\n", count: 18 << 14)
        let project = try TemporaryProject(["App/Big.swift": padding + "class Hidden: NSObject {}\n", "App/Small.swift": "class Shown: NSObject {}\n"])
        defer { project.remove() }
        let index = try Project(root: project.root.path).index()
        #expect(index.unreadable.map { ($0.file as NSString).lastPathComponent } == ["Big.swift"])
        #expect(index.sourceClass(named: "Hidden") == nil && index.sourceClass(named: "Shown") != nil)
    }

    @Test func aCustomClassNoSourceDeclaresIsAnUnknownClass() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            // An extension alone does not declare the class.
            "App/Gradient.swift": "extension GradientView { var colors: [UIColor] { [] } }",
            "App/Login.xib": Documents.iOS(owner: "LoginController", #"<view id="v" customClass="GradientView" customModule="App"/><view id="w" customClass="UIStackView"/>"#),
        ])
        #expect(found.map(\.rule) == ["unknown-class"])
        #expect(found.first?.name == "GradientView" && found.first?.severity == .error && found.first?.line == 8)
        let mac = try findings([
            "App/Login.swift": Documents.controller,
            "App/Window.xib": Documents.macOS(owner: "MissingController"),
        ])
        #expect(mac.map(\.rule) == ["unknown-class"])
        #expect(mac.first?.severity == .warning)
        #expect(mac.first?.message.contains("AppKit") == true)
    }

    @Test func aClassDeclaredInAnotherModuleThanTheDocumentNamesIsInTheWrongModule() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            "Other/Other.swift": "class Other {}",
            "App/Login.xib": Documents.iOS(owner: "LoginController", module: "Other"),
        ])
        #expect(found.map(\.rule) == ["wrong-module"])
        #expect(found.first?.source?.line == 3)
        #expect(found.first?.text.contains("note: 'LoginController' declared here, in module 'App'") == true)
        // `customModuleProvider="target"`: the document's own module.
        let target = try findings([
            "App/Login.swift": Documents.controller,
            "Other/Login.xib": Documents.iOS(owner: "LoginController", module: "App").replacingOccurrences(of: #"customModule="App""#, with: #"customModuleProvider="target""#),
            "Other/Other.swift": "class Other {}",
        ])
        #expect(target.map(\.rule) == ["wrong-module"])
        // `--module NAME=DIR` names the module.
        let named = try findings([
            "App/Login.swift": Documents.controller,
            "App/Login.xib": Documents.iOS(owner: "LoginController", module: "LoginKit"),
        ], modules: [Project.ModuleRoot(name: "LoginKit", path: "App")])
        #expect(named.isEmpty)
    }

    @Test func anOutletTheClassChainDoesNotDeclareIsAnUnknownOutlet() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            "App/Login.xib": Documents.iOS(owner: "LoginController", ownerConnections: """
                <outlet property="view" destination="root" id="o1"/>
                <outlet property="titleLabel" destination="lbl" id="o2"/>
                <outlet property="footer" destination="lbl" id="o3"/>
                <outlet property="subtitleLabel" destination="lbl" id="o4"/>
                """, Documents.view),
        ])
        #expect(found.map(\.rule) == ["unknown-outlet"])
        #expect(found.first?.name == "subtitleLabel")
        #expect(found.first?.line == 8)
        #expect(found.first?.severity == .error)
    }

    @Test func anOutletWhoseDestinationIsNotOfTheDeclaredTypeIsATypeMismatch() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            "App/Login.xib": Documents.iOS(owner: "LoginController", ownerConnections: """
                <outlet property="titleLabel" destination="b1" id="o2"/>
                <outlet property="buttons" destination="b1" id="o3"/>
                <outletCollection property="buttons" destination="b1" id="o4"/>
                <outletCollection property="titleLabel" destination="lbl" id="o5"/>
                <outlet property="footer" destination="lbl" id="o6"/>
                """, Documents.view),
        ])
        #expect(found.map(\.rule) == ["outlet-type-mismatch", "outlet-type-mismatch", "outlet-type-mismatch"])
        #expect(found.map(\.name) == ["titleLabel", "buttons", "titleLabel"])
    }

    @Test func anActionNoClassOnTheTargetsChainDeclaresIsAnUnknownAction() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            "App/Login.xib": Documents.iOS(owner: "LoginController", """
                <button id="b1">
                    <connections>
                        <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                        <action selector="tappedWithSender:" destination="-1" eventType="touchUpInside" id="a2"/>
                        <action selector="sendNow:" destination="-1" eventType="touchUpInside" id="a3"/>
                        <action selector="closeTappedWithSender:" destination="-1" eventType="touchUpInside" id="a4"/>
                        <action selector="tappedTwice:" destination="-1" eventType="touchUpInside" id="a5"/>
                        <action selector="copy:" destination="-2" eventType="touchUpInside" id="a6"/>
                        <action selector="tapped:" destination="-2" eventType="touchUpInside" id="a7"/>
                        <action selector="launchRockets:" destination="-2" eventType="touchUpInside" id="a8"/>
                    </connections>
                </button>
                """),
        ])
        #expect(found.map(\.rule) == ["unknown-action", "unknown-action"])
        #expect(found.map(\.name) == ["tappedTwice:", "launchRockets:"])
        #expect(found.map(\.severity) == [.error, .warning])
    }

    @Test func aRuntimeAttributeTheCustomClassDoesNotDeclareIsUnknown() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller + "\nclass Card: UIView { @IBInspectable var radius: CGFloat = 0 }\n",
            "App/Login.xib": Documents.iOS(owner: "LoginController", """
                <view id="c" customClass="Card" customModule="App">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="radius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="shadowRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                <view id="d">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="whatever"><real key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                """),
        ])
        #expect(found.map(\.rule) == ["unknown-runtime-attribute"])
        #expect(found.first?.name == "shadowRadius")
    }

    @Test func extensionsAndCategoriesOfApplesClassesAddTheirMembers() throws {
        let found = try findings([
            "App/TextView.swift": "import AppKit\nextension NSTextView { @IBAction func inputBackSlash(_ sender: Any?) {} }\n",
            "App/Outline+Menu.h": "@interface NSOutlineView (Menus)\n- (void)expandAll:(id)sender;\n@end\n",
            "App/Folders.h": "@interface FolderView : NSOutlineView\n@end\n",
            "App/Window.xib": Documents.macOS(owner: "NSObject", """
                <outlineView id="ov" customClass="FolderView">
                    <connections>
                        <outlet property="menu" destination="-2" id="o1"/>
                        <action selector="inputBackSlash:" target="-1" id="a1"/>
                    </connections>
                </outlineView>
                <menuItem title="All" id="mi">
                    <connections><action selector="expandAll:" target="ov" id="a2"/></connections>
                </menuItem>
                """),
        ])
        #expect(found.isEmpty, "\(found.map(\.text))")
    }

    @Test func membersOfAClassWhoseChainLeavesTheSourcesAreNotChecked() throws {
        let found = try findings([
            "App/Vendor.swift": "final class Fancy: VendorController {}",
            "App/Login.xib": Documents.iOS(owner: "Fancy", ownerConnections: #"<outlet property="anything" destination="lbl" id="o1"/>"#, Documents.view),
        ])
        #expect(found.isEmpty)
    }

    @Test func findingsPrintAsFileLineColumnWithANoteOrAsJSONLines() throws {
        let found = try findings([
            "App/Login.swift": Documents.controller,
            "App/Login.xib": Documents.iOS(owner: "LoginController", ownerConnections: #"<outlet property="subtitle" destination="lbl" id="o4"/>"#, Documents.view),
        ])
        let finding = try #require(found.first)
        #expect(finding.text.hasSuffix("[unknown-outlet]\n\(finding.source!.file):3:13: note: class 'LoginController' declared here"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(finding.json.utf8)) as? [String: Any])
        #expect(json["rule"] as? String == "unknown-outlet")
        #expect(json["name"] as? String == "subtitle")
        #expect(json["severity"] as? String == "error")
        #expect((json["source"] as? [String: Any])?["line"] as? Int == 3)
    }
}
