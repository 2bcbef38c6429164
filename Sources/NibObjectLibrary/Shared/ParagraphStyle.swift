import Foundation
import NibArchive
import NibRuntime

/// How lines of text line up (AppKit's and UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Sendable, CaseIterable {
    // In the order of the numbers archives give them (`TextEnumerationNumbers.alignments`).
    case left, right, center, justified, natural

    /// The alignment archived as `number` (UIFoundation's numbers, left 0 … natural 4); left for
    /// none, natural for a number out of range.
    init(archived number: Int?) {
        let number = number ?? 0
        self = Self.allCases.indices.contains(number) ? Self.allCases[number] : .natural
    }
}

/// Where a line of text breaks (AppKit's and UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The direction text runs in (`NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// A paragraph's layout settings, as `NSParagraphStyle` archives them (UIFoundation's keys, the
/// same in AppKit and UIKit nibs). An archive holds only what differs from the class's defaults.
open class NSParagraphStyle: NibObject {
    /// The alignment of the paragraph's lines.
    open var alignment = NSTextAlignment.natural
    /// Where lines break.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// The writing direction; natural follows the text's language.
    open var baseWritingDirection = NSWritingDirection.natural
    /// Lengths in points (the line height multiple is a factor); zero where not set.
    open var lineSpacing = 0.0, paragraphSpacing = 0.0, paragraphSpacingBefore = 0.0
    open var headIndent = 0.0, firstLineHeadIndent = 0.0, tailIndent = 0.0
    open var minimumLineHeight = 0.0, maximumLineHeight = 0.0, lineHeightMultiple = 0.0
    open var defaultTabInterval = 0.0
    /// The hyphenation threshold (0 is none).
    open var hyphenationFactor: Float = 0
    /// How far text may be tightened before it is truncated.
    open var tighteningFactorForTruncation = Float(TextEnumerationNumbers.defaultTighteningFactor)
    /// Whether text is tightened before it is truncated.
    open var allowsDefaultTighteningForTruncation = false
    /// The header level (0 for none).
    open var headerLevel = 0
    /// The tab stops the paragraph sets; nil for the default ones.
    private var explicitTabStops: [NSTextTab]?

    /// The tab stops: the paragraph's own, else twelve left tabs 28 points apart.
    open var tabStops: [NSTextTab] {
        get { explicitTabStops ?? (1...12).map { NSTextTab(textAlignment: .left, location: 28 * Double($0)) } }
        set { explicitTabStops = newValue }
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        alignment = NSTextAlignment(archived: coder.nibInt(forKey: "NSAlignment"))
        lineBreakMode = coder.nibInt(forKey: "NSLineBreakMode").flatMap(NSLineBreakMode.init(rawValue:)) ?? .byWordWrapping
        // Archived one higher; natural is left out.
        baseWritingDirection = coder.nibInt(forKey: "NSWritingDirection").flatMap { NSWritingDirection(rawValue: $0 &- 1) } ?? .natural
        lineSpacing = coder.nibDouble(forKey: "NSLineSpacing") ?? 0
        paragraphSpacing = coder.nibDouble(forKey: "NSParagraphSpacing") ?? 0
        paragraphSpacingBefore = coder.nibDouble(forKey: "NSParagraphSpacingBefore") ?? 0
        headIndent = coder.nibDouble(forKey: "NSHeadIndent") ?? 0
        firstLineHeadIndent = coder.nibDouble(forKey: "NSFirstLineHeadIndent") ?? 0
        tailIndent = coder.nibDouble(forKey: "NSTailIndent") ?? 0
        minimumLineHeight = coder.nibDouble(forKey: "NSMinLineHeight") ?? 0
        maximumLineHeight = coder.nibDouble(forKey: "NSMaxLineHeight") ?? 0
        lineHeightMultiple = coder.nibDouble(forKey: "NSLineHeightMultiple") ?? 0
        defaultTabInterval = coder.nibDouble(forKey: "NSDefaultTabInterval") ?? 0
        hyphenationFactor = Float(coder.nibDouble(forKey: "NSHyphenationFactor") ?? 0)
        tighteningFactorForTruncation = Float(coder.nibDouble(forKey: "NSTighteningFactorForTruncation") ?? TextEnumerationNumbers.defaultTighteningFactor)
        allowsDefaultTighteningForTruncation = (coder.nibInt(forKey: "NSAllowsTighteningForTruncation") ?? 0) != 0
        headerLevel = Int(exactly: (coder.nibDouble(forKey: "NSHeaderLevel") ?? 0).rounded()) ?? 0
        // Nil archives the default tabs (an empty list reads as them too).
        let tabs = coder.nibObjects(forKey: "NSTabStops").compactMap { $0 as? NSTextTab }
        explicitTabStops = tabs.isEmpty ? nil : tabs
        super.init(coder: coder)
    }
}

/// A tab stop of a paragraph style (`NSTextTab`).
open class NSTextTab: NibObject {
    /// The kinds of tab stop (`NSTextTab.TabType`).
    public enum TabType: Int, Sendable {
        case leftTabStopType, rightTabStopType, centerTabStopType, decimalTabStopType
    }

    /// The tab's distance from the line's start, in points.
    public private(set) var location = 0.0
    /// How text lines up at the tab.
    public private(set) var alignment = NSTextAlignment.left
    /// The tab's options (`columnTerminators`…), by attribute name.
    public private(set) var options: [String: Any] = [:]
    /// The tab's type, as its alignment makes it.
    public private(set) var tabStopType = TabType.leftTabStopType

    /// A tab at `location` aligning text as `textAlignment` says.
    public convenience init(textAlignment: NSTextAlignment, location: Double, options: [String: Any] = [:]) {
        self.init()
        (alignment, self.location, self.options) = (textAlignment, location, options)
        tabStopType = Self.type(for: textAlignment)
    }

    public required init() { super.init() }

    /// UIFoundation's rule: the alignment where the archive names one, else the one the type makes.
    public required init?(coder: NSCoder) {
        location = coder.nibDouble(forKey: "NSLocation") ?? 0
        let type = coder.nibInt(forKey: "NSType").flatMap(TabType.init(rawValue:))
        if let number = coder.nibInt(forKey: "NSTextAlignment") {
            alignment = NSTextAlignment(archived: number)
        } else {
            alignment = switch type ?? .leftTabStopType {
            case .leftTabStopType: .left
            case .rightTabStopType: .right
            case .centerTabStopType: .center
            case .decimalTabStopType: .natural
            }
        }
        for case let (key as String, value?) in coder.nibDictionaryEntries(forKey: "NSTabOptions") { options[key] = value }
        tabStopType = type ?? Self.type(for: alignment)
        super.init(coder: coder)
    }

    private static func type(for alignment: NSTextAlignment) -> TabType {
        switch alignment {
        case .right: .rightTabStopType
        case .center: .centerTabStopType
        default: .leftTabStopType
        }
    }
}
