import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Diagnostics emitted by `@Outlet` and `@Action`.
enum NibMacroDiagnostic: String, DiagnosticMessage {
    case outletNotAVariable
    case outletNeedsType
    case outletIsLet
    case actionNotAFunction
    case notInAType
    case tooManyParameters
    case observedHasAccessors

    var message: String {
        switch self {
        case .outletNotAVariable: "'@Outlet' can only be attached to a stored 'var'"
        case .outletNeedsType: "an '@Outlet' property needs an explicit type, such as 'UILabel?'"
        case .outletIsLet: "an outlet must be a 'var': the nib loader sets it"
        case .actionNotAFunction: "'@Action' can only be attached to a method"
        case .notInAType: "outlets and actions must be declared in a class"
        case .tooManyParameters: "an action method takes at most two parameters: the sender and the event"
        case .observedHasAccessors: "'@Observed' writes the property's 'didSet'; move its accessors or observers into a method it calls"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "NibKitMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// The class an attribute sits in, as a type name usable in a key path (`Outer.Inner`).
enum EnclosingType {
    static func name(in context: some MacroExpansionContext) -> String? {
        var names: [String] = []
        for node in context.lexicalContext {
            if let type = node.as(ClassDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = node.as(StructDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = node.as(EnumDeclSyntax.self) {
                names.append(type.name.text)
            } else if let type = node.as(ExtensionDeclSyntax.self) {
                names.append(type.extendedType.trimmedDescription)
            }
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }
}

