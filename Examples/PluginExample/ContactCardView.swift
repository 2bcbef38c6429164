// A target whose interface documents are compiled at build time by NibCompilerPlugin: the
// bundle holds ContactCard.nib and Contacts.storyboardc, never the XML.
import Foundation
import NibLoading

/// The view of ContactCard.xib: a name, a phone number and a call button.
public final class ContactCardView: UIView {
    public private(set) weak var nameLabel: UILabel?
    public private(set) weak var phoneLabel: UILabel?
    public private(set) weak var callButton: UIButton?
    /// How many times the call button was tapped.
    public private(set) var calls = 0

    public override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "phoneLabel": phoneLabel = value as? UILabel
        case "callButton": callButton = value as? UIButton
        default: return try super.setNibValue(value, forKey: key)
        }
        return true
    }

    public override func responds(to action: Selector) -> Bool { action == "call:" || super.responds(to: action) }

    public override func performAction(_ action: Selector, sender: Any?) -> Bool {
        guard action == "call:" else { return super.performAction(action, sender: sender) }
        calls += 1
        return true
    }
}

/// What the example's bundle offers.
public enum ContactResources {
    /// The module's resource bundle, where the plugin put the compiled nibs.
    public static var bundle: Bundle { .module }

    /// A new card from the compiled `ContactCard.nib`.
    public static func makeCard() throws -> ContactCardView? {
        try Nib(named: "ContactCard", bundle: .module).instantiate().first as? ContactCardView
    }

    /// The compiled `Contacts.storyboardc`.
    public static func storyboard() throws -> Storyboard {
        try Storyboard(name: "Contacts", bundle: .module)
    }
}
