@testable import NibMacroImplementations
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

private let macros: [String: MacroSpec] = [
    "Outlet": MacroSpec(type: OutletExpansion.self), "Action": MacroSpec(type: ActionExpansion.self), "Observed": MacroSpec(type: ObservedExpansion.self),
]

private func expand(_ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros, indentationWidth: .spaces(4)) { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}

/// `@Outlet` and `@Action` generate the records the loader finds by name: a type that makes
/// each, and an empty stored marker that names it.
@Suite struct MacroExpansionTests {
    @Test func observedAddsAChangeNoticeToAnOutletsRecord() {
        expand(
            """
            final class Model {
                @Observed var title: String = ""
            }
            """,
            """
            final class Model {
                var title: String = "" {
                    didSet {
                        KeyValueObserving.didChangeValue(forKey: "title", of: self)
                    }
                }

                enum __NibOutlet_title: NibOutletRecord {
                    static var slot: any AnyNibOutletSlot {
                        NibOutletSlot(name: "title", keyPath: \\Model.title)
                    }
                }

                let __nibOutlet_title = NibOutletMarker<__NibOutlet_title>()
            }
            """)
    }

    @Test func observedWithItsOwnObserversIsAnError() {
        expand(
            """
            final class Model {
                @Observed var title: String = "" { didSet { print(title) } }
            }
            """,
            """
            final class Model {
                var title: String = "" { didSet { print(title) } }

                enum __NibOutlet_title: NibOutletRecord {
                    static var slot: any AnyNibOutletSlot {
                        NibOutletSlot(name: "title", keyPath: \\Model.title)
                    }
                }

                let __nibOutlet_title = NibOutletMarker<__NibOutlet_title>()
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Observed' writes the property's 'didSet'; move its accessors or observers into a method it calls", line: 2, column: 5)])
    }

    @Test func outletRecordsTheNameAndAKeyPathOfTheEnclosingClass() {
        expand(
            """
            final class Cell {
                @Outlet weak var title: UILabel?
            }
            """,
            """
            final class Cell {
                weak var title: UILabel?

                enum __NibOutlet_title: NibOutletRecord {
                    static var slot: any AnyNibOutletSlot {
                        NibOutletSlot(name: "title", keyPath: \\Cell.title)
                    }
                }

                let __nibOutlet_title = NibOutletMarker<__NibOutlet_title>()
            }
            """)
    }

    @Test func outletOnALetIsAnError() {
        expand(
            """
            final class Cell {
                @Outlet let title: UILabel?
            }
            """,
            """
            final class Cell {
                let title: UILabel?
            }
            """,
            diagnostics: [DiagnosticSpec(message: "an outlet must be a 'var': the nib loader sets it", line: 2, column: 5)])
    }

    @Test func outletWithoutATypeIsAnError() {
        expand(
            """
            final class Cell {
                @Outlet var title = UILabel()
            }
            """,
            """
            final class Cell {
                var title = UILabel()
            }
            """,
            diagnostics: [DiagnosticSpec(message: "an '@Outlet' property needs an explicit type, such as 'UILabel?'", line: 2, column: 5)])
    }

    @Test func actionSelectorFollowsTheObjectiveCRules() {
        #expect(ActionExpansion.selector(baseName: "tapped", labels: ["_"]) == "tapped:")
        #expect(ActionExpansion.selector(baseName: "save", labels: ["sender"]) == "saveWithSender:")
        #expect(ActionExpansion.selector(baseName: "act", labels: ["_", "forEvent"]) == "act:forEvent:")
        #expect(ActionExpansion.selector(baseName: "refresh", labels: []) == "refresh")
    }

    @Test func actionRecordsTheSelectorAndCallsTheMethod() {
        expand(
            """
            final class Controller {
                @Action func tapped(_ sender: Any?) {}
            }
            """,
            """
            final class Controller {
                func tapped(_ sender: Any?) {}

                enum __NibAction_tapped: NibActionRecord {
                    static var slot: any AnyNibActionSlot {
                        NibActionSlot<Controller>(selector: Selector("tapped:")) { target, sender in
                            target.tapped(sender as Any?)
                        }
                    }
                }

                let __nibAction_tapped = NibActionMarker<__NibAction_tapped>()
            }
            """)
    }

    @Test func actionWithATypedSenderCastsIt() {
        expand(
            """
            final class Controller {
                @Action func moved(_ sender: UISlider) {}
            }
            """,
            """
            final class Controller {
                func moved(_ sender: UISlider) {}

                enum __NibAction_moved: NibActionRecord {
                    static var slot: any AnyNibActionSlot {
                        NibActionSlot<Controller>(selector: Selector("moved:")) { target, sender in
                            guard let sender = sender as? UISlider else {
                                return
                            };
                            target.moved(sender)
                        }
                    }
                }

                let __nibAction_moved = NibActionMarker<__NibAction_moved>()
            }
            """)
    }

    @Test func actionWithAnExplicitSelectorUsesIt() {
        expand(
            """
            final class Controller {
                @Action("performClose:") func close(_ sender: Any?) {}
            }
            """,
            """
            final class Controller {
                func close(_ sender: Any?) {}

                enum __NibAction_close: NibActionRecord {
                    static var slot: any AnyNibActionSlot {
                        NibActionSlot<Controller>(selector: Selector("performClose:")) { target, sender in
                            target.close(sender as Any?)
                        }
                    }
                }

                let __nibAction_close = NibActionMarker<__NibAction_close>()
            }
            """)
    }

    @Test func actionOnAPropertyIsAnError() {
        expand(
            """
            final class Controller {
                @Action var x = 1
            }
            """,
            """
            final class Controller {
                var x = 1
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Action' can only be attached to a method", line: 2, column: 5)])
    }
}
