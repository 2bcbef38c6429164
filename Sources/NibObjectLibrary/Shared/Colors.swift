import Foundation
import NibArchive
import NibResources
import NibRuntime

/// A colour as nibs archive it: components, a white level, a system or catalog name.
open class NibColor: NibObject {
    /// Red, green, blue and alpha, 0…1 (white colours repeat the white level).
    @exclusivity(unchecked) public private(set) var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
    /// A system or catalog colour's name (`labelColor`, `controlTextColor`), if it is one.
    @exclusivity(unchecked) public private(set) var systemName: String?
    /// An asset-catalog colour's name, if it is one.
    @exclusivity(unchecked) public private(set) var assetName: String?
    /// AppKit's colour-space number (1 calibrated RGB, 2 device RGB, 3 calibrated white, 4 device white, 6 catalog).
    @exclusivity(unchecked) public private(set) var colorSpaceNumber: Int?
    /// The named colour space IB recorded (`sRGB`, `genericGamma22GrayColorSpace`, `displayP3`…).
    @exclusivity(unchecked) public private(set) var colorSpaceName: String?
    /// A catalog colour's catalog (`System`).
    @exclusivity(unchecked) public private(set) var catalogName: String?

    /// Creates a colour from components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// Creates a grey.
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        // (Keys the colour's key signature rules out are not asked for: NibKeySet.)
        let keys = coder.nibKeys
        systemName = coder.decodeString(.uiSystemColorName, in: keys)
        if systemName == nil { systemName = coder.decodeString(.nsColorName, in: keys) }
        assetName = coder.decodeString(.uiAssetName, in: keys)
        colorSpaceNumber = coder.nibInt(.nsColorSpace, in: keys)
        colorSpaceName = coder.nibString(.ibColorSpaceName, in: keys)
        // Apple's nibs name a profiled space by its object (NibKit's own carry IBColorSpaceName).
        if colorSpaceName == nil, let space = coder.nibObject(.nsCustomColorSpace, as: ArchivedColorSpace.self, in: keys) {
            colorSpaceName = space.name
        }
        catalogName = coder.nibString(.nsCatalogName, in: keys)
        // AppKit's asset colour is a catalog colour of the main bundle's assets, whose fallback
        // colour holds the components IB showed.
        var fallback: NibColor?
        if catalogName == Self.mainBundleAssetsCatalog {
            (assetName, systemName, catalogName, colorSpaceNumber) = (systemName, nil, nil, nil)
            fallback = coder.nibObject(.nsColor, as: NibColor.self, in: keys)
        }
        coder.nibSkipValue(.uiColorComponentCount, in: keys)  // implied by the components archived
        if coder.containsValue(.uiRed, in: keys) {
            red = coder.decodeDouble(forKey: "UIRed")
            green = coder.decodeDouble(forKey: "UIGreen")
            blue = coder.decodeDouble(forKey: "UIBlue")
            alpha = coder.decodeDouble(forKey: "UIAlpha")
            coder.nibSkipValue(forKey: "NSRGB")  // UIColor repeats its components in AppKit's text
        } else if coder.containsValue(.uiWhite, in: keys) {
            let white = coder.decodeDouble(forKey: "UIWhite")
            (red, green, blue) = (white, white, white)
            alpha = coder.decodeDouble(forKey: "UIAlpha")
            coder.nibSkipValue(forKey: "NSWhite")
        } else if let data = coder.decodeObject(.nsComponents, in: keys) as? Data, case let numbers = Self.numbers(data), numbers.count >= 2 {
            // A colour in a profiled space: its own components (NSRGB/NSWhite then hold them
            // converted to the calibrated space, for older readers).
            // Grey and alpha, or red, green, blue and perhaps alpha.
            (red, green, blue) = numbers.count >= 3 ? (numbers[0], numbers[1], numbers[2]) : (numbers[0], numbers[0], numbers[0])
            alpha = numbers.count == 2 ? numbers[1] : numbers.count >= 4 ? numbers[3] : 1
            coder.nibSkipValue(forKey: "NSRGB")
            coder.nibSkipValue(forKey: "NSWhite")
            coder.nibSkipValue(forKey: "NSLinearExposure")
        } else if let data = coder.decodeObject(forKey: "NSRGB") as? Data {
            let numbers = Self.numbers(data)
            if numbers.count >= 3 { (red, green, blue) = (numbers[0], numbers[1], numbers[2]) }
            if numbers.count >= 4 { alpha = numbers[3] }
        } else if let data = coder.decodeObject(forKey: "NSWhite") as? Data {
            let numbers = Self.numbers(data)
            if let white = numbers.first { (red, green, blue) = (white, white, white) }
            if numbers.count >= 2 { alpha = numbers[1] }
        }
        if let fallback {
            // Read as the compact schema holds it: the asset's name over its fallback colour.
            (red, green, blue, alpha) = (fallback.red, fallback.green, fallback.blue, fallback.alpha)
            (colorSpaceNumber, colorSpaceName) = (fallback.colorSpaceNumber, fallback.colorSpaceName)
        }
        // An asset-catalog colour takes its components from the catalog of the nib's bundle;
        // the components archived beside the name are IB's fallback.
        if let assetName, let root = (coder as? NibDecoder)?.resourceRoot,
            let color = NamedResourceCache.shared.color(named: assetName, in: root, idiom: UIDevice.current.userInterfaceIdiom.rawValue)
        {
            (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
            colorSpaceName = color.colorSpace
        }
        super.init(coder: coder)
    }

    /// The catalog AppKit's nibs name for the colours of the main bundle's asset catalog.
    static let mainBundleAssetsCatalog = "#$assets-mainBundleID"

    /// `"0.5 0.25 1"` with a trailing NUL, as `NSRGB` and `NSWhite` hold components.
    private static func numbers(_ data: Data) -> [Double] {
        String(decoding: data.filter { $0 != 0 }, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
    }

    open override var description: String {
        if let systemName { return "<\(type(of: self)) \(systemName)>" }
        return "<\(type(of: self)) r=\(red) g=\(green) b=\(blue) a=\(alpha)>"
    }
}

/// A colour space as Apple's nibs archive a colour's profiled space (`NSColorSpace`): AppKit's
/// number for it (`NSID`) and its ICC profile (`NSICC`, not read).
final class ArchivedColorSpace: NibObject {
    private(set) var identifier: Int?

    /// The space's name as Interface Builder documents write it, for the spaces ibtool archives
    /// so (sRGB, 7; Generic Gray Gamma 2.2, 9).
    var name: String? {
        switch identifier {
        case 7: "sRGB"
        case 9: "genericGamma22GrayColorSpace"
        default: nil
        }
    }

    required init() { super.init() }

    required init?(coder: NSCoder) {
        identifier = coder.containsValue(forKey: "NSID") ? coder.decodeInteger(forKey: "NSID") : nil
        coder.nibSkipValue(forKey: "NSICC")
        super.init(coder: coder)
    }
}

/// UIKit's colour.
open class UIColor: NibColor {}
/// AppKit's colour.
open class NSColor: NibColor {}

/// A font as nibs archive it.
open class NibFont: NibObject {
    /// The font's PostScript name, or a system font's name.
    @exclusivity(unchecked) public private(set) var fontName = ""
    /// The size in points.
    @exclusivity(unchecked) public private(set) var pointSize = 0.0
    /// Whether it is the system font.
    @exclusivity(unchecked) public private(set) var isSystemFont = false
    /// A Dynamic Type text style (`UICTFontTextStyleBody`), if any.
    @exclusivity(unchecked) public private(set) var textStyle: String?
    /// AppKit's meta font (`system`, `smallSystem`, `menu`…), if the font is one.
    @exclusivity(unchecked) public private(set) var metaFont: String?
    /// The weight name (`semibold`, `bold`…), if IB gave one.
    @exclusivity(unchecked) public private(set) var weightName: String?
    /// Whether the font follows the appearance's font (AppKit).
    @exclusivity(unchecked) public private(set) var usesAppearanceFont = false
    /// UIFontDescriptor.SymbolicTraits bits UIKit archives (italic 1, bold 2).
    @exclusivity(unchecked) public private(set) var traits = 0
    /// Whether the font's traits include bold (a bold system font's do).
    public var isBold: Bool { traits & 2 != 0 }
    /// Whether the font's traits include italic.
    public var isItalic: Bool { traits & 1 != 0 }

    public required init() { super.init() }

    /// Creates a font by name and size.
    public init(name: String, size: Double) {
        fontName = name
        pointSize = size
        super.init()
    }

    public required init?(coder: NSCoder) {
        // (Keys the font's key signature rules out are not asked for: NibKeySet.)
        let keys = coder.nibKeys
        var name = coder.decodeString(.uiFontName, in: keys)
        if name == nil { name = coder.decodeString(.nsName, in: keys) }
        fontName = name ?? ""
        if let size = coder.nibDouble(.uiFontPointSize, in: keys) {
            pointSize = size
        } else if keys.mayContain(.nsSize) {
            pointSize = coder.decodeDouble(forKey: "NSSize")
        }
        isSystemFont = coder.decodeBool(.uiSystemFont, in: keys) || fontName.hasPrefix(".")
        textStyle = coder.decodeString(.uiFontTextStyleForScaling, in: keys)
        if textStyle == nil { textStyle = coder.decodeString(.nsTextStyle, in: keys) }
        let flags = coder.nibInt(.nsfFlags, in: keys)
        // A Mac text-style font in Apple's nibs names its style in a descriptor (AppKitTextStyleFonts).
        if textStyle == nil, flags == AppKitTextStyleFonts.flags, let usage = coder.nibObject(.nsTextStyleDescriptor, as: NibFontDescriptor.self, in: keys)?.uiUsage {
            textStyle = AppKitTextStyleFonts.style(forUsage: usage)
        }
        metaFont = coder.nibString(.ibMetaFont, in: keys)
        if metaFont == nil { metaFont = flags.flatMap(AppKitFontFlags.metaFont(forFlags:)) }
        weightName = coder.nibString(.ibFontWeight, in: keys)
        var appearance = coder.nibBool(.nsUsesAppearanceFont, in: keys)
        if appearance == nil { appearance = coder.nibBool(.nsFontUsesAppearanceFontSize, in: keys) }
        usesAppearanceFont = appearance ?? false
        traits = coder.decodeInteger(.uiFontTraits, in: keys)
        // UIFont's archive repeats its name and size in a descriptor and in AppKit's keys, and
        // its scaling keys are unset (ibtool's iOS 13 fields).
        coder.nibSkipValue(.uiFontDescriptor, in: keys)
        coder.nibSkipValue(.nsName, in: keys)
        coder.nibSkipValue(.nsSize, in: keys)
        coder.nibSkipValue(.uiFontPointSizeForScaling, in: keys)
        coder.nibSkipValue(.uiFontMaximumPointSizeAfterScaling, in: keys)
        super.init(coder: coder)
    }
}

/// AppKit's font descriptor, as Apple's nibs hold a text-style font's (`NSTextStyleDescriptor`):
/// only the UI usage its attributes name is read.
public final class NibFontDescriptor: NibObject {
    /// The descriptor's `NSCTFontUIUsageAttribute` (`UICTFontTextStyleHeadline`), if any.
    public private(set) var uiUsage: String?

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        for entry in coder.nibDictionaryEntries(forKey: "NSFontDescriptorAttributes") where entry.key as? String == "NSCTFontUIUsageAttribute" {
            uiUsage = entry.value as? String
        }
        super.init(coder: coder)
    }
}

/// UIKit's font.
open class UIFont: NibFont {}
/// AppKit's font.
open class NSFont: NibFont {}

/// An image named in a nib or in code. `UIImage(named:in:)` finds it in a bundle (loose files
/// with `@2x`/`@3x` and `~ipad` variants, language folders, asset catalogs) through the named
/// cache, so each file is read once; an image decoded from a nib is looked up in the nib's bundle.
open class NibImage: NibObject {
    /// The image's name in its bundle or asset catalog.
    @exclusivity(unchecked) public private(set) var name: String?
    /// The file behind the image, when it was found.
    @exclusivity(unchecked) public private(set) var resource: NamedResource?
    /// The asset catalog the document names the image from (`system` for SF Symbols), when it names one.
    @exclusivity(unchecked) public internal(set) var catalog: String?

    /// Creates an image reference by name, without looking for the file.
    public init(named name: String) {
        self.name = name
        super.init()
    }

    /// The image `name` in a bundle (nil: the main bundle), or nil when the bundle has no such image.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let resource = NamedResourceLookup.image(name, in: NamedResourceLookup.root(of: bundle)) else { return nil }
        self.init(named: name, resource: resource)
    }

    /// An image backed by a resource found in a folder.
    init(named name: String, resource: NamedResource?) {
        self.name = name
        self.resource = resource
        super.init()
    }

    public required init() { super.init() }

    /// The bitmaps an image archived whole carries (an image pasted into a document), largest last
    /// as AppKit lists them; empty for an image named in a bundle.
    @exclusivity(unchecked) public private(set) var representations: [NSBitmapImageRep] = []
    /// The size an image archived whole gives itself.
    @exclusivity(unchecked) private var archivedSize: CGSize?

    public required init?(coder: NSCoder) {
        name = coder.decodeString(forKey: "UIResourceName") ?? coder.decodeString(forKey: "NSResourceName")
        // NSReps: [[NSNumber, NSBitmapImageRep]…], an AppKit image archived whole.
        representations = (coder.decodeObject(forKey: "NSReps") as? [Any] ?? []).compactMap { entry in
            (entry as? [Any])?.lazy.compactMap { $0 as? NSBitmapImageRep }.first
        }
        archivedSize = coder.nibSize(forKey: "NSSize")
        super.init(coder: coder)
    }

    /// The size in points: the file's (pixels over the scale) when it was found, else the archived image's.
    public var size: CGSize {
        resource?.pointSize.map { CGSize(width: $0.width, height: $0.height) } ?? archivedSize ?? .zero
    }

    /// 1, 2 or 3: the scale of the file found.
    public var scale: Double { Double(resource?.scale ?? 1) }
}

/// One bitmap of an AppKit image archived whole: its TIFF data.
open class NSBitmapImageRep: NibObject {
    /// The bitmap as a TIFF file.
    public private(set) var tiffRepresentation: Data?

    public required init() { super.init() }

    public required init?(coder: NSCoder) {
        tiffRepresentation = coder.decodeObject(forKey: "NSTIFFRepresentation") as? Data
        super.init(coder: coder)
    }
}

/// UIKit's image.
open class UIImage: NibImage {}
/// AppKit's image.
open class NSImage: NibImage {}

/// The lookup named resources use: the preferred languages and the device's idiom.
enum NamedResourceLookup {
    static var current: ResourceLookup {
        ResourceLookup(languages: NibLanguages.preferred, deviceModifier: UIDevice.current.userInterfaceIdiom.rawValue)
    }

    /// Where a bundle (nil: the main bundle) keeps its resources.
    static func root(of bundle: Bundle?) -> URL {
        let bundle = bundle ?? .main
        return bundle.resourceURL ?? bundle.bundleURL
    }

    /// The image file `name` in the folder a nib was loaded from, if there is one.
    static func image(_ name: String, in root: URL?, rootPath: String? = nil) -> NamedResource? {
        root.flatMap { NamedResourceCache.shared.image(named: name, in: $0, rootPath: rootPath, lookup: current, scale: UIDevice.current.scale) }
    }

    /// The image file `name` in the folder of the nib a decoder reads.
    static func image(_ name: String, for coder: NSCoder) -> NamedResource? {
        guard let decoder = coder.nibDecoder else { return nil }
        if let memo = decoder.resourceMemo as? NamedImageMemo { return memo.image(named: name) }
        return image(name, in: decoder.resourceRoot, rootPath: decoder.resourceRootPath)
    }

    /// The sound file `name` in the folder of the nib a decoder reads.
    static func sound(_ name: String, for coder: NSCoder) -> NamedResource? {
        guard let decoder = coder.nibDecoder, let root = decoder.resourceRoot else { return nil }
        return NamedResourceCache.shared.sound(named: name, in: root, rootPath: decoder.resourceRootPath, lookup: current)
    }
}

/// UIKit's archived image reference: decodes as a `UIImage` with that name (no placeholder
/// object is made for it in a load).
final class UIImageNibPlaceholder: NibObject, NibDecodingReplacement, NibDecodingFactory {
    @exclusivity(unchecked) private(set) var replacementObject: AnyObject?

    static func object(decodedFrom coder: NSCoder) -> AnyObject? {
        let name = coder.decodeString(forKey: "UIResourceName") ?? ""
        return UIImage(named: name, resource: NamedResourceLookup.image(name, for: coder))
    }

    required init?(coder: NSCoder) {
        replacementObject = Self.object(decodedFrom: coder)
        super.init(coder: coder)
    }

    required init() { super.init() }
}

/// AppKit's archived resource reference (`NSImage` or `NSSound` by name; no reference object
/// is made for it in a load).
final class NSCustomResource: NibObject, NibDecodingReplacement, NibDecodingFactory {
    private(set) var replacementObject: AnyObject?

    static func object(decodedFrom coder: NSCoder) -> AnyObject? {
        let name = coder.decodeString(forKey: "NSResourceName") ?? ""
        if coder.decodeString(forKey: "NSClassName") == "NSSound" {
            return NSSound(named: name, resource: NamedResourceLookup.sound(name, for: coder))
        }
        let image = NSImage(named: name, resource: NamedResourceLookup.image(name, for: coder))
        image.catalog = coder.decodeString(forKey: "NSCatalogName")
        return image
    }

    required init?(coder: NSCoder) {
        replacementObject = Self.object(decodedFrom: coder)
        super.init(coder: coder)
    }

    required init() { super.init() }
}

/// A sound named in a nib or in code, found through the named cache as images are.
open class NSSound: NibObject {
    /// The sound's name.
    public private(set) var name: String?
    /// The file behind the sound, when it was found.
    public private(set) var resource: NamedResource?

    /// Creates a sound reference by name, without looking for the file.
    public init(named name: String) {
        self.name = name
        super.init()
    }

    /// The sound `name` in a bundle (nil: the main bundle), or nil when the bundle has none.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let resource = NamedResourceCache.shared.sound(named: name, in: NamedResourceLookup.root(of: bundle), lookup: NamedResourceLookup.current) else { return nil }
        self.init(named: name, resource: resource)
    }

    init(named name: String, resource: NamedResource?) {
        self.name = name
        self.resource = resource
        super.init()
    }

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
