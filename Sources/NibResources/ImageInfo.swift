import Foundation
import NibSupport

/// An image file's format and size, read from its header without decoding pixels.
public struct ImageInfo: Sendable, Hashable {
    /// The file formats read.
    public enum Format: String, Sendable {
        case png, jpeg, gif, pdf
    }

    /// The format.
    public var format: Format
    /// Width in pixels (PDF: in points).
    public var width: Double
    /// Height in pixels (PDF: in points).
    public var height: Double

    /// Creates a description.
    public init(format: Format, width: Double, height: Double) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// Reads the header of an image file: its first bytes only (a PDF's `/MediaBox` must be in
    /// the first megabyte), never the whole image. Nil when the file cannot be read or is not an image.
    public static func read(contentsOf url: URL) -> ImageInfo? {
        BoundedFile.prefix(url, count: BoundedFile.imageHeaderByteCount).flatMap(read)
    }

    /// Reads the header of a PNG (IHDR), JPEG (the first start-of-frame marker), GIF (the
    /// logical screen) or PDF (the first `/MediaBox`); nil for anything else or a damaged header.
    public static func read(_ data: Data) -> ImageInfo? {
        let bytes = [UInt8](data.prefix(BoundedFile.imageHeaderByteCount))
        func u16be(_ at: Int) -> Int? { at + 1 < bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32be(_ at: Int) -> Int? {
            guard let high = u16be(at), let low = u16be(at + 2) else { return nil }
            return high << 16 | low
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)), let width = u32be(16), let height = u32be(20) else { return nil }
            return ImageInfo(format: .png, width: Double(width), height: Double(height))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 10 else { return nil }
            return ImageInfo(format: .gif, width: Double(Int(bytes[6]) | Int(bytes[7]) << 8), height: Double(Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            var position = 2
            while position + 3 < bytes.count {
                guard bytes[position] == 0xFF else { return nil }
                let marker = bytes[position + 1]
                if marker == 0xFF { position += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { position += 2; continue }
                guard let length = u16be(position + 2), length >= 2 else { return nil }
                // Start-of-frame markers: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = u16be(position + 5), let width = u16be(position + 7) else { return nil }
                    return ImageInfo(format: .jpeg, width: Double(width), height: Double(height))
                }
                position += 2 + length
            }
            return nil
        }
        if bytes.starts(with: Array("%PDF".utf8)) {
            let text = String(decoding: bytes, as: UTF8.self)
            guard let range = text.range(of: "/MediaBox") else { return nil }
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "[" }
            let numbers = rest.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return ImageInfo(format: .pdf, width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        }
        return nil
    }
}
