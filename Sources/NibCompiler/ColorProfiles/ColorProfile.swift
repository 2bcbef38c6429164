/// An ICC colour profile: its bytes and the description it names itself by.
///
/// ibtool embeds the profile of each colour space it archives (`NSICC` in an `NSColorSpace`):
/// Generic Gray Gamma 2.2 for grey fallbacks, sRGB IEC61966-2.1 for RGB ones. Those profiles
/// are Apple's (and HP's) data, on every Mac but on no Linux machine, so NibKit only embeds
/// profiles it is given (``ColorProfileLibrary``).
public struct ColorProfile: Sendable, Hashable {
    /// The profile's bytes, as found.
    public var bytes: [UInt8]
    /// The profile's description (its `desc` tag), the name a Mac shows for it.
    public var description: String

    /// What is wrong with bytes that are not an ICC profile.
    public struct FormatError: Error, CustomStringConvertible, Sendable, Hashable {
        /// The byte where the problem is.
        public var byteOffset: Int
        /// What is wrong.
        public var reason: String
        /// The problem and where it is, for people.
        public var description: String { "not an ICC profile at byte \(byteOffset): \(reason)" }
    }

    /// Reads a profile: the header's size and `acsp` signature, the tag table, the `desc` tag
    /// (ICC v2 `desc` text or v4 `mluc`, whose first record is used).
    public init(bytes: [UInt8]) throws {
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard bytes.count >= 132 else { throw FormatError(byteOffset: bytes.count, reason: "shorter than the 132-byte header and tag count") }
        guard word(0) == bytes.count else { throw FormatError(byteOffset: 0, reason: "the header gives \(word(0)) bytes, the data has \(bytes.count)") }
        guard Array(bytes[36..<40]) == Array("acsp".utf8) else { throw FormatError(byteOffset: 36, reason: "no 'acsp' signature") }
        let tagCount = word(128)
        guard tagCount <= (bytes.count - 132) / 12 else { throw FormatError(byteOffset: 128, reason: "\(tagCount) tags do not fit") }
        var text: String?
        // Tags may share one element (ICC allows it): each element is decoded once, not once per
        // tag (100,000 tags over one long description decoded it 100,000 times).
        var decoded: Set<[Int]> = []
        let signature = Array("desc".utf8)
        for tag in 0..<tagCount where bytes[132 + 12 * tag..<136 + 12 * tag].elementsEqual(signature) {
            let offset = word(136 + 12 * tag), length = word(140 + 12 * tag)
            guard offset >= 0, length >= 12, offset <= bytes.count - length else {
                throw FormatError(byteOffset: 136 + 12 * tag, reason: "the 'desc' tag lies outside the profile")
            }
            guard decoded.insert([offset, length]).inserted else { continue }
            text = Self.descriptionText(bytes[offset..<offset + length])
            guard text != nil else { throw FormatError(byteOffset: offset, reason: "the 'desc' tag is neither 'desc' nor 'mluc' text") }
        }
        guard let text else { throw FormatError(byteOffset: 128, reason: "no 'desc' tag") }
        self.bytes = bytes
        self.description = text
    }

    /// The text of a `desc` (ASCII count and characters) or `mluc` (first UTF-16BE record) element.
    private static func descriptionText(_ element: ArraySlice<UInt8>) -> String? {
        let base = element.startIndex
        func word(_ offset: Int) -> Int {
            element[base + offset..<base + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        switch String(decoding: element.prefix(4), as: UTF8.self) {
        case "desc":
            let count = word(8)
            guard count >= 1, count <= element.count - 12 else { return nil }
            return String(decoding: element[base + 12..<base + 12 + count - 1], as: UTF8.self)
        case "mluc":
            guard element.count >= 28, word(8) >= 1 else { return nil }
            let length = word(20), offset = word(24)
            guard offset >= 0, length >= 0, offset <= element.count - length else { return nil }
            let units = stride(from: offset, to: offset + length - 1, by: 2).map { UInt16(element[base + $0]) << 8 | UInt16(element[base + $0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        default:
            return nil
        }
    }
}
