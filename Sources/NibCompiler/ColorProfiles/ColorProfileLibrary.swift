import Foundation
import NibArchive
import NibSupport

/// The ICC profiles the compiler may embed, by description.
///
/// ibtool writes the profile of every colour space it archives (`NSICC`). A Mac has them in
/// `/System/Library/ColorSync/Profiles`; on Linux give a folder of them
/// (`nibtool compile --color-profiles DIR`), or take them out of any nib Apple compiled
/// (`nibtool color-profiles extract APPLE.nib -o DIR`). Without a profile the colour space is
/// archived by its `NSID` alone, which AppKit reads as the same space.
public struct ColorProfileLibrary: Sendable, Hashable {
    /// The colour spaces ibtool archives with a profile, and the profile each needs.
    public enum Space: String, Sendable, CaseIterable {
        /// `NSColorSpace` 9: grey fallbacks of catalog colours.
        case genericGrayGamma22 = "Generic Gray Gamma 2.2 Profile"
        /// `NSColorSpace` 7: RGB fallbacks of catalog colours.
        case sRGB = "sRGB IEC61966-2.1"
    }

    /// The profiles, by description.
    public private(set) var profiles: [String: ColorProfile] = [:]

    /// The folders a Mac keeps its profiles in.
    public static let systemDirectories = ["/System/Library/ColorSync/Profiles", "/Library/ColorSync/Profiles"].map { URL(fileURLWithPath: $0) }

    /// An empty library: colour spaces are archived without profiles.
    public init() {}

    /// A library of the given profiles (a later one with the same description wins).
    public init(_ profiles: [ColorProfile]) {
        for profile in profiles { add(profile) }
    }

    /// Why a folder of profiles could not be read.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        /// The file or folder.
        public var path: String
        /// What went wrong.
        public var reason: String
        /// The file, the problem and what to do, for people.
        public var description: String { "\(path): \(reason); give a folder of .icc/.icm profiles (nibtool color-profiles extract takes them out of an Apple-compiled nib)" }
    }

    /// Reads every `.icc` and `.icm` file in `directory` (not its subfolders).
    public init(contentsOf directory: URL) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw ReadError(path: directory.path, reason: "not a readable folder")
        }
        for name in names.sorted() where ["icc", "icm"].contains(PathExtension.split(name).extension.lowercased()) {
            let file = directory.appendingPathComponent(name)
            let data: Data
            do { data = try BoundedFile.read(file, kind: .colorProfile) } catch { throw ReadError(path: file.path, reason: error.message) }
            do { add(try ColorProfile(bytes: Array(data))) } catch {
                throw ReadError(path: file.path, reason: "\(error)")
            }
        }
    }

    /// Adds a profile, replacing one with the same description.
    public mutating func add(_ profile: ColorProfile) {
        profiles[profile.description] = profile
    }

    /// The profile ibtool embeds for `space`, if the library has it.
    public func profile(for space: Space) -> ColorProfile? {
        profiles[space.rawValue]
    }

    /// The profiles embedded in an archive (`NSICC` of its `NSColorSpace` objects), each once.
    public static func embedded(in archive: KeyedArchive) -> [ColorProfile] {
        var found: [String: ColorProfile] = [:]
        // Colour spaces share their profile's data object: each is parsed once.
        var parsed: Set<Int> = []
        for object in archive.objects where object.className == "NSColorSpace" {
            guard case .object(let index)? = object["NSICC"], archive.objects.indices.contains(index), parsed.insert(index).inserted,
                  case .data(let bytes)? = archive.objects[index]["NS.bytes"],
                  let profile = try? ColorProfile(bytes: bytes) else { continue }
            found[profile.description] = profile
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// A file name for a profile: its description, with `/` and `:` replaced, and `.icc`.
    public static func fileName(for profile: ColorProfile) -> String {
        String(profile.description.map { "/:\0".contains($0) ? "-" : $0 }) + ".icc"
    }
}
