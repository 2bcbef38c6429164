// Loads the shipped documents through NibKit, with the custom classes they name defined
// below, and shows what the loader made and connected.
import Foundation
import NibKit

/// File's Owner of LoginView.xib.
final class LoginViewController: UIViewController {
    @Outlet weak var userField: UITextField?
    @Outlet weak var statusLabel: UILabel?

    @Action func signIn(_ sender: Any?) {
        statusLabel?.text = "Signed in as \(userField?.text ?? "?")"
    }
}

/// The application delegate named in MainMenu.xib.
final class AppDelegate: NibObject {
    @Outlet var window: NSWindow?
    private(set) var greetings = 0

    @Action func sayHello(_ sender: Any?) { greetings += 1 }

    override func awakeFromNib() {
        super.awakeFromNib()
        print("  AppDelegate.awakeFromNib: window is \(window?.title ?? "not connected")")
    }
}

let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Documents")

func describe(_ view: UIView, depth: Int = 1) {
    let indent = String(repeating: "  ", count: depth)
    let frame = view.frame
    var line = "\(indent)\(type(of: view)) (\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width))×\(Int(frame.height)))"
    if let label = view as? UILabel { line += " text=\"\(label.text ?? "")\"" }
    if let field = view as? UITextField { line += " placeholder=\"\(field.placeholder ?? "")\"" }
    if let button = view as? UIButton { line += " title=\"\(button.currentTitle ?? "")\"" }
    print(line)
    for subview in view.subviews { describe(subview, depth: depth + 1) }
}

do {
    print("LoginView.xib (UIKit rules)")
    let controller = LoginViewController()
    let login = try Nib(contentsOf: documents.appendingPathComponent("LoginView.xib"))
    let result = try login.instantiateWithDetails(owner: controller)
    print("  \(result.objectCount) objects, \(result.connectionCount) connections, \(result.warnings.count) warnings")
    if let root = controller.view { describe(root) }
    print("  layer.cornerRadius from a runtime attribute: \(controller.view?.layer.cornerRadius ?? 0)")
    controller.userField?.text = "ada"
    (controller.view?.subviews[1] as? UIButton)?.tap()
    print("  after tapping Sign In: \(controller.statusLabel?.text ?? "")")

    print("MainMenu.xib (AppKit rules)")
    let menuNib = try Nib(contentsOf: documents.appendingPathComponent("MainMenu.xib"))
    let app = try menuNib.instantiateWithDetails(owner: NSApplication.shared)
    print("  \(app.objectCount) objects, \(app.connectionCount) connections, \(app.warnings.count) warnings")
    let delegate = NSApplication.shared.delegate as? AppDelegate
    print("  main menu: \(NSApplication.shared.mainMenu?.title ?? "none"); window visible: \(delegate?.window?.isVisible ?? false)")
    let quit = NSApplication.shared.mainMenu?.items.first?.submenu?.item(withTitle: "Quit Example")
    print("  Quit item: action \(quit?.action?.name ?? "-"), target \(quit?.target == nil ? "First Responder (nil)" : "set")")
    (delegate?.window?.contentView?.subviews.first as? NSButton)?.performClick(nil)
    print("  after clicking Hello: \(delegate?.greetings ?? 0) greeting(s)")
} catch {
    print("error: \(error)")
    exit(1)
}
