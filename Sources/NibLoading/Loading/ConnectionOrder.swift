import NibDocument
import NibRuntime

/// The order each flavour applies connections in.
///
/// UIKit: user-defined runtime attributes before any connection; then actions, then outlets,
/// each group sorted by label (ibtool's order). AppKit: outlets first, then actions, bindings
/// and runtime attributes in archive order. An archive already in its own flavour's order
/// (everything ibtool or NibKit compiled) is used as it is.
enum ConnectionOrder {
    static func ordered(_ operations: [ConnectionOperation], schema: Flavour, flavour: Flavour, decoder: NibDecoder) -> [ConnectionOperation] {
        guard schema != flavour else { return operations }
        switch flavour {
        case .uiKit:
            let attributes = operations.filter(\.isRuntimeAttribute)
            let actions = operations.filter(\.isAction).enumerated().sorted { ($0.element.label(decoder), $0.offset) < ($1.element.label(decoder), $1.offset) }.map(\.element)
            let others = operations.filter { !$0.isAction && !$0.isRuntimeAttribute }.enumerated()
                .sorted { ($0.element.label(decoder), $0.offset) < ($1.element.label(decoder), $1.offset) }.map(\.element)
            return attributes + actions + others
        case .appKit:
            return operations.filter(\.isOutlet) + operations.filter { !$0.isOutlet }
        }
    }
}
