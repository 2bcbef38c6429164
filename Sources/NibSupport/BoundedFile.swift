import Foundation

/// Reads files whose size is checked first: a file over the limit for its kind is refused
/// before any of it is read, and an image's header is read without the rest of the image.
///
/// Every reader of a whole file goes through here, so that one hostile file (a 4 GB "Info.plist")
/// cannot take the process's memory before a limit is checked.
package enum BoundedFile {
    /// The kinds of file read whole, each with its limit in bytes.
    package enum Kind: String, Sendable, CaseIterable {
        /// A `.xib` or `.storyboard` (as ``ReadingLimits/maximumByteCount``).
        case document = "document"
        /// A compiled nib (a `.nib` file, or `keyedobjects.nib` in a nib folder).
        case nib = "compiled nib"
        /// A property list (`Info.plist`).
        case propertyList = "property list"
        /// An asset catalog's `Contents.json`.
        case assetCatalogContents = "asset catalog Contents.json"
        /// A `.strings` or `.stringsdict` file.
        case strings = "strings file"
        /// A string catalog (`.xcstrings`).
        case stringCatalog = "string catalog"
        /// An ICC colour profile.
        case colorProfile = "colour profile"
        /// A named resource read whole (a data asset, a sound).
        case resource = "resource"
        /// A Swift or Objective-C source file (`nibtool validate`).
        case source = "source file"

        /// The largest file of this kind read.
        package var maximumByteCount: Int {
            switch self {
            case .document, .nib: 256 << 20
            case .propertyList, .assetCatalogContents: 16 << 20
            case .strings, .stringCatalog: 64 << 20
            case .colorProfile: 4 << 20
            case .resource: 256 << 20
            case .source: 16 << 20
            }
        }
    }

    /// The bytes of an image header read at most (``ImageInfo`` looks no further).
    package static let imageHeaderByteCount = 1 << 20

    /// Why a file was not read.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The file.
        package var path: String
        /// Whether it was over the limit (else it could not be read).
        package var isTooLarge: Bool
        /// What went wrong and what to do.
        package var message: String
        package var description: String { "\(path): \(message)" }
    }

    /// The file's bytes, if it is no larger than `kind`'s limit (or `limit`).
    package static func read(_ url: URL, kind: Kind, limit: Int? = nil) throws(Failure) -> Data {
        let maximum = limit ?? kind.maximumByteCount
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw Failure(path: url.path, isTooLarge: false, message: "cannot be read (\(error.localizedDescription))")
        }
        defer { try? handle.close() }
        do {
            // The size from the open file (not the path), so a file swapped in between is still checked.
            let size = try handle.seekToEnd()
            guard size <= UInt64(maximum) else {
                throw Failure(path: url.path, isTooLarge: true, message: "the \(kind.rawValue) is \(size) bytes, over the limit of \(maximum) bytes; it is not read (check that this is the right file)")
            }
            try handle.seek(toOffset: 0)
            // One byte more than the limit: a file that grew after the check is still refused.
            let data = try handle.read(upToCount: maximum + 1) ?? Data()
            guard data.count <= maximum else {
                throw Failure(path: url.path, isTooLarge: true, message: "the \(kind.rawValue) grew past the limit of \(maximum) bytes while it was read")
            }
            return data
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(path: url.path, isTooLarge: false, message: "cannot be read (\(error.localizedDescription)); name a file, not a folder")
        }
    }

    /// The first `count` bytes of a file (fewer if it is shorter), without reading the rest.
    package static func prefix(_ url: URL, count: Int = imageHeaderByteCount) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: count)) ?? Data()
    }
}
