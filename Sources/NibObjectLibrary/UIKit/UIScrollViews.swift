import Foundation
import NibRuntime

/// A view that scrolls its content.
open class UIScrollView: _UIScrollViewAttributes {
    /// The delegate (weak).
    @exclusivity(unchecked) open weak var delegate: AnyObject?
    /// The content size.
    @exclusivity(unchecked) open var contentSize = CGSize.zero
    /// Whether scrolling is enabled.
    @exclusivity(unchecked) open var isScrollEnabled = true

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        contentSize = NibValue.size(coder.decodeObject(forKey: "UIContentSize")) ?? .zero
        isScrollEnabled = !coder.decodeBool(forKey: "UIScrollDisabled")
        super.init(coder: coder)
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "delegate" { delegate = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        key == "delegate" ? .value(delegate) : super.nibValue(forKey: key)
    }
}

/// A scroll view with a data source: the common shape of table, collection and picker views.
open class NibDataSourceScrollView: UIScrollView {
    /// The data source (weak).
    @exclusivity(unchecked) open weak var dataSource: AnyObject?

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "dataSource" { dataSource = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// A list of rows in sections.
open class UITableView: _UITableViewAttributes {
    /// The row height.
    @exclusivity(unchecked) open var rowHeight = 44.0

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        if let value = coder.nibDouble(forKey: "UIRowHeight") { rowHeight = value }
        super.init(coder: coder)
    }
}

/// A grid of items laid out by a layout object.
open class UICollectionView: _UICollectionViewAttributes {}

/// A spinning wheel of values.
open class UIPickerView: _UIPickerViewAttributes {
    /// The delegate (weak).
    @exclusivity(unchecked) open weak var delegate: AnyObject?
    /// The data source (weak).
    @exclusivity(unchecked) open weak var dataSource: AnyObject?

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "delegate": delegate = value as AnyObject?
        case "dataSource": dataSource = value as AnyObject?
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }
}

/// Multi-line editable text.
open class UITextView: _UITextViewAttributes {
    /// The text.
    @exclusivity(unchecked) open var text: String?

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        text = coder.decodeString(forKey: "UIText")
        super.init(coder: coder)
        // UIKit keeps the input traits as the view's own keys.
        if textInputTraits == nil { textInputTraits = UITextInputTraits.flattened(in: coder) }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "text" { text = value as? String; return true }
        return try super.setNibValue(value, forKey: key)
    }
}

/// A table row. A storyboard segue or action triggered by the cell fires when it is selected.
open class UITableViewCell: _UITableViewCellAttributes, NibActionConnectable {
    /// The actions sent when the row is selected (storyboard selection segues), targets weak.
    @exclusivity(unchecked) open private(set) var selectionActions: [UIControl.TargetAction] = []

    /// Connects an action sent on selection.
    public func connectAction(_ action: Selector, to target: AnyObject?, eventMask: Int, trigger: String?) {
        selectionActions.append(UIControl.TargetAction(target: target, hasTarget: target != nil, action: action, events: []))
    }

    /// Selects the row, as a tap would, sending its selection actions.
    open func select() {
        for pair in selectionActions {
            UIApplication.shared.sendAction(pair.action, to: pair.hasTarget ? pair.target : nil, from: self, for: nil)
        }
    }

    /// The reuse identifier.
    @exclusivity(unchecked) open private(set) var reuseIdentifier: String?
    /// The view that holds the cell's content.
    @exclusivity(unchecked) open private(set) var contentView: UIView?

    /// Creates a cell with its content view, as UIKit does; `reuseIdentifier` names it for a table's reuse queue.
    public init(frame: CGRect, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        let content = UITableViewCellContentView(frame: bounds)
        contentView = content
        addSubview(content)
    }

    public required convenience init(frame: CGRect) { self.init(frame: frame, reuseIdentifier: nil) }

    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.decodeString(forKey: "UIReuseIdentifier")
        super.init(coder: coder)
        let content = coder.nibObject(forKey: "UIContentView", as: UIView.self)
        // ibtool archives the content view among the cell's subviews too, and the cell has
        // adopted it already; a document that does not gets it added here. (Compared by
        // identity, and moved into the property last: its subviews point at it weakly by now,
        // and each retain of it takes the runtime's slow path.)
        if let content {
            let identity = ObjectIdentifier(content)
            if !subviews.contains(where: { ObjectIdentifier($0) == identity }) { addSubview(content) }
        }
        contentView = consume content
    }
}

/// A search field with scope buttons.
open class UISearchBar: _UISearchBarAttributes {
    /// The delegate (weak).
    @exclusivity(unchecked) open weak var delegate: AnyObject?

    public required init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // UIKit keeps the input traits as the search bar's own keys.
        if textInputTraits == nil { textInputTraits = UITextInputTraits.flattened(in: coder) }
    }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        if key == "delegate" { delegate = value as AnyObject?; return true }
        return try super.setNibValue(value, forKey: key)
    }
}
