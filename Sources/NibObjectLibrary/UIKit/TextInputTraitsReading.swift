import Foundation
import NibArchive
import NibRuntime

extension UITextInputTraits {
    /// The property of each trait of ``UIKitEnumerationNumbers/textInputTraits``, in its order.
    private static let enumeratedProperties: [any ReferenceWritableKeyPath<UITextInputTraits, String?> & Sendable] = [
        \.autocapitalizationType, \.autocorrectionType, \.spellCheckingType, \.keyboardType, \.keyboardAppearance,
        \.returnKeyType, \.smartDashesType, \.smartQuotesType, \.smartInsertDeleteType,
    ]

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
        for (index, trait) in UIKitEnumerationNumbers.textInputTraits.enumerated() {
            guard let number = coder.nibInt(forKey: trait.key) else { continue }
            made()[keyPath: enumeratedProperties[index]] = UIKitEnumerationNumbers.textInputTraitNames[index][number] ?? String(number)
        }
        if let value = coder.nibBool(forKey: "UIEnablesReturnKeyAutomatically") { made().enablesReturnKeyAutomatically = value }
        if let value = coder.nibBool(forKey: "UISecureTextEntry") { made().secureTextEntry = value }
        if let value = coder.decodeString(forKey: "UITextContentType") { made().textContentType = value }
        return traits
    }
}
