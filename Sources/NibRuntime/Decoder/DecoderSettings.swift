import Foundation

/// What the caller of a load decides: how classes are found, the objects that stand for
/// placeholders, whether a missing class is an error, objects made by closures, and how deep
/// objects may nest. Set for each load (``NibDecoder/forLoad(of:library:registeredClasses:searchModules:placeholders:isStrict:creators:)``).
struct DecoderSettings {
    /// How classes are found.
    var resolver: ClassResolver
    /// The objects that stand for placeholders (File's Owner, First Responder, external objects).
    var placeholders: NibPlaceholderObjects
    /// Whether an unknown custom class is an error rather than a warning and a fallback.
    var isStrict: Bool
    /// Closures that make the objects at some archive indexes instead of their classes.
    var creators: [Int: (NSCoder) -> AnyObject?]
    /// The deepest chain of objects decoded inside one another.
    var maximumDepth = NibDecoder.defaultMaximumDepth

    /// The creator for an archive index, if any (no dictionary lookup when there are none).
    @inline(__always)
    func creator(at index: Int) -> ((NSCoder) -> AnyObject?)? {
        creators.isEmpty ? nil : creators[index]
    }
}
