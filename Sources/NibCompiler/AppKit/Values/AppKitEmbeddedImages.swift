import NibArchive
import NibDocument

/// Images a document carries itself: a `<resources>` `<image>` with a
/// `keyedArchiveRepresentation` (an NSKeyedArchiver archive of the NSImage, as Interface Builder
/// saves an image pasted into a cell) is archived as that NSImage, as ibtool does, rather than
/// as a named resource no bundle has (the ibtool pairs' `test16_buttons`, `transmission_MainMenu`).
extension Compilation {
    /// Keys whose bytes AppKit archives inline (colour components); other data becomes an `NSData` object.
    static let inlineDataKeys: Set<String> = ["NSRGB", "NSWhite", "NSCMYK", "NSComponents", "NSLinearExposure"]

    /// The archived NSImage a document's resources carry under `name`, added to the archive; nil
    /// when none (or, with a warning, when the archive cannot be read: the image is then named).
    mutating func embeddedImage(named name: String) -> Int? {
        guard let image = document.root.child("resources")?.children.first(where: { $0.name == "image" && $0["name"] == name }),
              let data = image.children.first(where: { $0["key"] == "keyedArchiveRepresentation" }) else { return nil }
        let archive: KeyedArchive
        do {
            guard let bytes = Self.decodeBase64(data.text) else { throw ArchiveFormatError(.notAnArchive, "its base64 text does not decode") }
            archive = try KeyedArchiverReader().read(bytes)
        } catch {
            notice("image '\(name)' carries an image archive that cannot be read (\(error)); it is archived as a named image instead", at: document.location(of: data))
            return nil
        }
        guard case .object(let root)? = archive.objects.first?["root"] else { return nil }
        var copied: [Int: Int] = [:]
        return graft(root, from: archive, copied: &copied)
    }

    /// Copies object `index` of `archive` and what it refers to into the nib, once each; strings are shared with the nib's.
    private mutating func graft(_ index: Int, from archive: KeyedArchive, copied: inout [Int: Int]) -> Int {
        if let done = copied[index] { return done }
        let object = archive.objects[index]
        if object.className == "NSString", case .data(let bytes)? = object["NS.bytes"] {
            let string = builder.string(String(decoding: bytes, as: UTF8.self))
            copied[index] = string
            return string
        }
        // sRGB and Generic Gray are the nib's shared spaces.
        if object.className == "NSColorSpace", case .integer(let id, _)? = object["NSID"], let space = [7: ColorProfileLibrary.Space.sRGB, 9: .genericGrayGamma22][Int(id)],
           case .object(let shared) = sharedColorSpace(space) {
            copied[index] = shared
            return shared
        }
        let slot = builder.reserve()
        copied[index] = slot
        var values: [KeyedValue] = []
        for value in object.values {
            switch value.value {
            case .object(let member): values.append(KeyedValue(value.key, .object(graft(member, from: archive, copied: &copied))))
            case .integer(let number, _): values.append(KeyedValue(value.key, .int(Int(number))))
            case .data(let bytes) where !Self.inlineDataKeys.contains(value.key) && value.key != "NS.bytes":
                values.append(KeyedValue(value.key, .object(builder.data(bytes))))
            default: values.append(value)
            }
        }
        // What AppKit's encoders write today and an older archive leaves out: an image's tint, a colour's exposure.
        if object.className == "NSImage", object["NSTintColor"] == nil { values.append(KeyedValue("NSTintColor", .null)) }
        if object.className == "NSColor", object["NSComponents"] != nil, object["NSLinearExposure"] == nil {
            values.append(KeyedValue("NSLinearExposure", .data(Array("1".utf8))))
        }
        builder.set(ArchivedObject(className: object.className, values: values), at: slot)
        return slot
    }
}
