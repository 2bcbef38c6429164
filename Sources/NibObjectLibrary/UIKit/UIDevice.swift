import NibResources
import NibSupport

/// The device the interface is for: its idiom decides which `~iphone`/`~ipad` resources load.
public final class UIDevice: Sendable {
    /// The kind of device.
    public enum Idiom: String, Sendable {
        /// An iPhone (`~iphone` resources).
        case phone = "iphone"
        /// An iPad (`~ipad` resources).
        case pad = "ipad"
    }

    /// The device NibKit loads for. Its idiom can be changed, for tests and previews.
    public static let current = UIDevice()

    private let idiom = Locked(Idiom.phone)
    private let screenScale = Locked(2)

    /// The idiom (`.phone` by default).
    public var userInterfaceIdiom: Idiom {
        get { idiom.withLock { $0 } }
        set {
            idiom.withLock { $0 = newValue }
            ResourceEnvironment.noteChange()
        }
    }

    /// The screen scale images are chosen for (`@2x` by default; 1…3).
    public var scale: Int {
        get { screenScale.withLock { $0 } }
        set {
            screenScale.withLock { $0 = min(max(newValue, 1), 3) }
            ResourceEnvironment.noteChange()
        }
    }
}
