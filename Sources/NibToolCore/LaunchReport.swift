import Foundation
import NibSupport
import NibLoading

/// The text `nibtool run` prints: what launching a bundle created and connected.
public enum LaunchReport {
    /// The launched object graph: application, delegate, main menu, windows and their views, the initial controller.
    public static func text(of result: ApplicationLaunch.Result) -> String {
        var lines: [String] = []
        let source = result.launchedFrom.map { "\($0.key) = \($0.value)" }.sorted().joined(separator: ", ")
        lines.append("launched from \(source)")
        lines.append("application: \(name(result.application))")
        lines.append("delegate: \(result.delegate.map(name) ?? "none")")
        if let menu = result.mainMenu {
            lines.append("main menu: \"\(menu.title)\"")
            describe(menu, depth: 1, into: &lines)
        }
        for window in result.windows {
            lines.append("window \"\(window.title)\" \(format(window.contentRect))\(window.isKeyWindow ? " key" : "") visible")
            if let view = window.contentView { describe(view, depth: 1, into: &lines) }
        }
        if let window = result.keyWindow {
            lines.append("key window \(format(window.frame))")
            describe(window, depth: 1, into: &lines)
        }
        if let controller = result.initialController {
            lines.append("initial controller: \(name(controller))")
            if let windowController = controller as? NSWindowController, let content = windowController.contentViewController {
                lines.append("  content view controller: \(name(content))")
            }
        }
        lines.append("\(result.warnings.count) warnings")
        lines += result.warnings.map { "  warning: \($0)" }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ menu: NSMenu, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        for item in menu.items {
            if item.isSeparatorItem {
                lines.append("\(indent)---")
                continue
            }
            var line = "\(indent)\"\(item.title)\""
            if !item.keyEquivalent.isEmpty { line += " ⌘\(item.keyEquivalent)" }
            if let action = item.action { line += " → \(action) (\(item.target.map(name) ?? "First Responder"))" }
            lines.append(line)
            if let submenu = item.submenu { describe(submenu, depth: depth + 1, into: &lines) }
        }
    }

    private static func describe(_ view: NSView, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + "\(name(view)) \(format(view.frame))"
        if let control = view as? NSControl, !control.stringValue.isEmpty { line += " \"\(control.stringValue)\"" }
        if let control = view as? NSControl, let action = control.action ?? control.cell?.action {
            line += " → \(action) (\((control.target ?? control.cell?.target).map(name) ?? "First Responder"))"
        }
        lines.append(line)
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }

    private static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + "\(name(view)) \(format(view.frame))"
        if let label = view as? UILabel, let text = label.text { line += " \"\(text)\"" }
        if let button = view as? UIButton, let title = button.currentTitle { line += " \"\(title)\"" }
        lines.append(line)
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }

    private static func name(_ object: AnyObject) -> String {
        (object as? NibObject)?.unresolvedClassName.map { "\($0) (stand-in)" } ?? String(describing: type(of: object))
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(Int(saturating: rect.minX)), \(Int(saturating: rect.minY)), \(Int(saturating: rect.width))×\(Int(saturating: rect.height)))"
    }
}
