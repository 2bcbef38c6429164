import Foundation
import NibSupport

/// The languages nibs, storyboards and their strings are looked up in, most preferred first, as
/// `Bundle.preferredLocalizations` gives them on Apple platforms. Defaults to the user's
/// (`Locale.preferredLanguages`); tests and apps may set them.
public enum NibLanguages {
    private static let languages = Locked<[String]?>(nil)

    /// The preferred languages (`["de-CH", "en"]`).
    public static var preferred: [String] {
        get {
            languages.withLock { languages in
                if let languages { return languages }
                // The user's languages, read once: asking Foundation on every lookup is slow.
                let user = Locale.preferredLanguages
                languages = user
                return user
            }
        }
        set {
            languages.withLock { $0 = newValue }
            ResourceEnvironment.noteChange()
        }
    }
}
