import NibArchive

/// NSControl's own keys for a control whose settings no cell mirrors (a matrix, a table, a rule
/// editor, an image or colour well, an Interface Builder 3 archive's control): AppKit's defaults,
/// as NSControl's coder writes them, where the control says nothing else.
extension Compilation {
    /// NSControl's keys, in the order ibtool writes them.
    /// (A control made of a cell has its cell's alignment, line break mode and writing direction.)
    static func controlDefaultKeys(size: Int = 0, continuous: Bool = false, refusesFirstResponder: Bool = false,
                                   alignment: Int = 0, lineBreakMode: Int = 0, writingDirection: Int = 0, sendActionMask: Int) -> [KeyedValue] {
        [
            KeyedValue("NSAllowsLogicalLayoutDirection", .bool(false)), KeyedValue("NSControlSize", .int(size)),
            KeyedValue("NSControlContinuous", .bool(continuous)), KeyedValue("NSControlRefusesFirstResponder", .bool(refusesFirstResponder)),
            KeyedValue("NSControlUsesSingleLineMode", .bool(false)), KeyedValue("NSControlTextAlignment", .int(alignment)),
            KeyedValue("NSControlLineBreakMode", .int(lineBreakMode)), KeyedValue("NSControlWritingDirection", .int(writingDirection)),
            KeyedValue("NSControlSendActionMask", .int(sendActionMask)),
        ]
    }
}
