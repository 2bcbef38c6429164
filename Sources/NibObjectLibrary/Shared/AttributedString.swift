import Foundation
import NibRuntime

/// Styled text as a nib holds it (`<attributedString>`): the text, and runs of attributes.
///
/// Archived under the name `NSAttributedString`; this class keeps the text and each run's
/// attributes (fonts, colours, paragraph styles) as decoded objects.
public final class NibAttributedString: NibObject {
    /// One run of text with the same attributes.
    public struct Run {
        /// The run's characters' range in ``NibAttributedString/string``.
        public var range: Range<String.Index>
        /// The attributes by name (`NSFont`, `NSColor`, `NSParagraphStyle`…).
        public var attributes: [String: Any]
    }

    /// The whole text.
    public private(set) var string = ""
    /// The runs, in order.
    public private(set) var runs: [Run] = []

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        string = coder.nibString(forKey: "NSString") ?? ""
        var start = string.startIndex
        for case let fragment as NibAttributedStringFragment in coder.nibObjects(forKey: "IBFragments") {
            let end = string.index(start, offsetBy: fragment.text.count, limitedBy: string.endIndex) ?? string.endIndex
            runs.append(Run(range: start..<end, attributes: fragment.attributes))
            start = end
        }
        super.init(coder: coder)
    }
}

/// One `<fragment>` of an attributed string, as archived.
final class NibAttributedStringFragment: NibObject {
    private(set) var text = ""
    private(set) var attributes: [String: Any] = [:]

    required init() { super.init() }

    required init?(coder: NSCoder) {
        text = coder.nibString(forKey: "NSString") ?? ""
        for (key, value) in coder.decodeObject(forKey: "NSAttributes") as? [AnyHashable: Any] ?? [:] {
            if let key = key as? String { attributes[key] = value }
        }
        super.init(coder: coder)
    }
}
