import Foundation
import NibArchive
import NibRuntime

extension UITextInputTraits {
    /// The traits UIKit archives on a text control itself (`UIKeyboardType` as a number…), as
    /// Interface Builder names them; nil when the control has none.
    static func flattened(in coder: NSCoder) -> UITextInputTraits? {
        var traits: UITextInputTraits?
        func made() -> UITextInputTraits {
            if let traits { return traits }
            let new = UITextInputTraits()
            traits = new
            return new
        }
        for trait in UIKitEnumerationNumbers.textInputTraits {
            guard let number = coder.nibInt(forKey: trait.key) else { continue }
            let name = UIKitEnumerationNumbers.textInputTraitNames[trait.key]?[number] ?? String(number)
            let object = made()
            switch trait.key {
            case "UIAutocapitalizationType": object.autocapitalizationType = name
            case "UIAutocorrectionType": object.autocorrectionType = name
            case "UISpellCheckingType": object.spellCheckingType = name
            case "UIKeyboardType": object.keyboardType = name
            case "UIKeyboardAppearance": object.keyboardAppearance = name
            case "UIReturnKeyType": object.returnKeyType = name
            case "UISmartDashesType": object.smartDashesType = name
            case "UISmartQuotesType": object.smartQuotesType = name
            case "UISmartInsertDeleteType": object.smartInsertDeleteType = name
            default: break
            }
        }
        if let value = coder.nibBool(forKey: "UIEnablesReturnKeyAutomatically") { made().enablesReturnKeyAutomatically = value }
        if let value = coder.nibBool(forKey: "UISecureTextEntry") { made().secureTextEntry = value }
        if let value = coder.decodeString(forKey: "UITextContentType") { made().textContentType = value }
        return traits
    }
}
