import Foundation
import NibArchive
import NibRuntime

extension NSTextView {
    /// Fills in what Apple's schema keeps outside the view's own keys, and AppKit's defaults for
    /// the rest, so that a text view loads alike from either schema and from ibtool's nibs:
    /// the switches and find style from the shared data's `NSFlags` and
    /// `NSPreferredTextFinderStyle`, the colours from the shared data, resizing from `NSTVFlags`,
    /// the text colour from `NSTextViewTextColor` (see ``AppKitTextViewFlags``).
    /// (Both schemas archive the default colours, so none is made here.)
    func readTextSystemSettings(from coder: NSCoder) {
        let shared = (coder.decodeObject(forKey: "NSSharedData") as? NibGenericObject)?.values
        let sharedFlags = Self.integer(shared?["NSFlags"])
        for (item, property) in Self.switchProperties {
            self[keyPath: property] = self[keyPath: property] ?? sharedFlags.map { $0 & item.bit != 0 } ?? item.standard
        }
        if findStyle == nil, let number = Self.integer(shared?["NSPreferredTextFinderStyle"]) { findStyle = AppKitTextViewFlags.findStyle(number) }
        // Completion turned off is the shared data's NSAutomaticTextCompletionDisabled.
        let completionDisabled = shared?["NSAutomaticTextCompletionDisabled"]
        if textCompletion == nil, (completionDisabled as? Bool) == true || Self.integer(completionDisabled) == 1 { textCompletion = false }

        let viewFlags = coder.nibInt(forKey: "NSTVFlags")
        horizontallyResizable = horizontallyResizable ?? viewFlags.map { $0 & AppKitTextViewFlags.horizontallyResizableBit != 0 } ?? false
        verticallyResizable = verticallyResizable ?? viewFlags.map { $0 & AppKitTextViewFlags.verticallyResizableBit != 0 } ?? true

        if backgroundColor == nil { backgroundColor = shared?["NSBackgroundColor"] as? NibColor }
        if insertionPointColor == nil { insertionPointColor = shared?["NSInsertionColor"] as? NibColor }
        if textColor == nil { textColor = coder.nibObject(forKey: "NSTextViewTextColor", as: NibColor.self) }
        // Apple's nibs keep the text in the text system: container → layout manager → storage;
        // and non-contiguous layout in the layout manager's NSLMFlags.
        if let container = coder.decodeObject(forKey: "NSTextContainer") as? NibGenericObject,
           let layoutManager = container.values["NSLayoutManager"] as? NibGenericObject {
            // (An empty storage is no text, as a document without one has.)
            if textStorage == nil {
                textStorage = (layoutManager.values["NSTextStorage"] as? NibAttributedString).flatMap { $0.string.isEmpty ? nil : $0 }
            }
            // (Only where it is on: a document that says nothing loads nil from either schema.)
            if allowsNonContiguousLayout == nil, let flags = Self.integer(layoutManager.values["NSLMFlags"]),
               flags & AppKitTextViewFlags.nonContiguousLayoutBit != 0 {
                allowsNonContiguousLayout = true
            }
        }
    }

    /// Each switch of `NSFlags` with the property it sets, made once.
    // nonisolated(unsafe): a constant; key paths are immutable but not marked Sendable.
    nonisolated(unsafe) private static let switchProperties: [(AppKitTextViewFlags.Switch, ReferenceWritableKeyPath<NSTextView, Bool?>)] = {
        let properties: [String: ReferenceWritableKeyPath<NSTextView, Bool?>] = [
            "NSSelectable": \.selectable, "NSEditable": \.editable, "NSRichText": \.richText, "NSImportsGraphics": \.importsGraphics,
            "NSUsesFontPanel": \.usesFontPanel, "NSUsesRuler": \.usesRuler, "NSSmartInsertDelete": \.smartInsertDelete,
            "NSLinkDetection": \.linkDetection, "NSSpellingCorrection": \.spellingCorrection,
            "NSContinuousSpellChecking": \.continuousSpellChecking, "NSAllowsUndo": \.allowsUndo, "NSDrawsBackground": \.drawsBackground,
            "NSIncrementalSearchingEnabled": \.incrementalSearchingEnabled, "NSGrammarChecking": \.grammarChecking,
            "NSQuoteSubstitution": \.quoteSubstitution, "NSDashSubstitution": \.dashSubstitution, "NSTextReplacement": \.textReplacement,
        ]
        return AppKitTextViewFlags.switches.compactMap { item in properties[item.key].map { (item, $0) } }
    }()

    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let number as Int: number
        case let number as NSNumber: number.intValue
        default: nil
        }
    }
}
