/// UIKit's numbers for what Interface Builder names: the compiler writes a text control's input
/// traits and an object's accessibility traits as UIKit archives them, and the object library
/// reads them back into Interface Builder's names (one table each way, made here once).
public enum UIKitEnumerationNumbers {
    /// `<textInputTraits>` attributes UIKit archives as numbers on the text control itself,
    /// by attribute: the archive key and each name's number (UITextInputTraits' enumerations).
    public static let textInputTraits: [(attribute: String, key: String, numbers: [String: Int])] = [
        ("autocapitalizationType", "UIAutocapitalizationType", ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]),
        ("autocorrectionType", "UIAutocorrectionType", ["default": 0, "no": 1, "yes": 2]),
        ("spellCheckingType", "UISpellCheckingType", ["default": 0, "no": 1, "yes": 2]),
        ("keyboardType", "UIKeyboardType", [
            "default": 0, "alphabet": 1, "asciiCapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4, "phonePad": 5,
            "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10, "asciiCapableNumberPad": 11,
        ]),
        ("keyboardAppearance", "UIKeyboardAppearance", ["default": 0, "dark": 1, "alert": 1, "light": 2]),
        ("returnKeyType", "UIReturnKeyType", [
            "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8, "done": 9,
            "emergencyCall": 10, "continue": 11,
        ]),
        ("smartDashesType", "UISmartDashesType", ["default": 0, "no": 1, "yes": 2]),
        ("smartQuotesType", "UISmartQuotesType", ["default": 0, "no": 1, "yes": 2]),
        ("smartInsertDeleteType", "UISmartInsertDeleteType", ["default": 0, "no": 1, "yes": 2]),
    ]

    /// `<textInputTraits>` switches UIKit archives as booleans on the text control, by attribute.
    public static let textInputSwitches: [(attribute: String, key: String)] = [
        ("enablesReturnKeyAutomatically", "UIEnablesReturnKeyAutomatically"), ("secureTextEntry", "UISecureTextEntry"),
    ]

    /// Each trait's names by number, in the order of ``textInputTraits`` (where two names share a
    /// number, the one Interface Builder writes in the corpus' documents: `alphabet`, `alert`).
    public static let textInputTraitNames: [[Int: String]] = textInputTraits.map { trait in
        let preferred: Set<String> = ["alphabet", "alert"]
        var byNumber: [Int: String] = [:]
        for (name, number) in trait.numbers where byNumber[number] == nil || preferred.contains(name) { byNumber[number] = name }
        return byNumber
    }

    /// A view controller's `modalPresentationStyle` as UIKit's UIModalPresentationStyle numbers
    /// (UIKit's `UIViewController.h`), which Apple's nibs hold under `UIModalPresentationStyle`:
    /// UIKitCore's presentation and modal segue templates decode that key as an integer
    /// (`decodeIntegerForKey:`, iOS 26.1, decompiled in the search index), and a public test
    /// program of `-[UIViewController initWithCoder:]` archives the controller's style so
    /// (`encodeInteger:forKey:`).
    public static let modalPresentationStyles: [String: Int] = [
        "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
        "overCurrentContext": 6, "popover": 7, "blurOverFullScreen": 8, "none": -1, "automatic": -2,
    ]

    /// A presentation's `modalTransitionStyle` as UIKit's UIModalTransitionStyle numbers (UIKit's
    /// `UIViewController.h`), which a presentation segue template holds under `UIModalTransitionStyle`
    /// (the same decoders), and a view controller too (a trace of `-[UIViewController initWithCoder:]`
    /// reads its `UIModalTransitionStyle` with `decodeInt64ForKey:`).
    public static let modalTransitionStyles: [String: Int] = ["coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3]

    /// ``modalTransitionStyles`` by number.
    public static let modalTransitionStyleNames: [Int: String] = Dictionary(uniqueKeysWithValues: modalTransitionStyles.map { ($1, $0) })

    /// ``modalPresentationStyles`` by number.
    public static let modalPresentationStyleNames: [Int: String] = Dictionary(uniqueKeysWithValues: modalPresentationStyles.map { ($1, $0) })

    /// `<accessibilityTraits>` switches and their bits in UIAccessibilityTraits.
    public static let accessibilityTraitBits: [String: UInt64] = [
        "button": 1 << 0, "link": 1 << 1, "image": 1 << 2, "selected": 1 << 3, "playsSound": 1 << 4, "keyboardKey": 1 << 5,
        "staticText": 1 << 6, "summaryElement": 1 << 7, "notEnabled": 1 << 8, "updatesFrequently": 1 << 9, "searchField": 1 << 10,
        "startsMediaSession": 1 << 11, "adjustable": 1 << 12, "allowsDirectInteraction": 1 << 13, "causesPageTurn": 1 << 14,
        "header": 1 << 16,
    ]
}
