import NibArchive

/// NSControl's own keys for a control whose settings no cell mirrors (a matrix, a table, a rule
/// editor, an image or colour well, an Interface Builder 3 archive's control): AppKit's defaults,
/// as NSControl's coder writes them, where the control says nothing else.
extension Compilation {
    /// NSControl's keys, in the order ibtool writes them.
    static func controlDefaultKeys(size: Int = 0, continuous: Bool = false, refusesFirstResponder: Bool = false, sendActionMask: Int) -> [KeyedValue] {
        [
            KeyedValue("NSAllowsLogicalLayoutDirection", .bool(false)), KeyedValue("NSControlSize", .int(size)),
            KeyedValue("NSControlContinuous", .bool(continuous)), KeyedValue("NSControlRefusesFirstResponder", .bool(refusesFirstResponder)),
            KeyedValue("NSControlUsesSingleLineMode", .bool(false)), KeyedValue("NSControlTextAlignment", .int(0)),
            KeyedValue("NSControlLineBreakMode", .int(0)), KeyedValue("NSControlWritingDirection", .int(0)),
            KeyedValue("NSControlSendActionMask", .int(sendActionMask)),
        ]
    }
}
