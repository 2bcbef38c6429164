import Foundation

/// Well-formed documents with hostile *values*: the structured generator behind the
/// `HostileValues` fuzz target and the property tests. Byte-level fuzzing rarely makes a
/// document whose XML is valid and whose numbers are NaN or 1e308, whose controllers contain
/// each other, or whose names lead out of the bundle; this makes nothing else.
///
/// Every choice comes from a ``Choices`` stream, so libFuzzer's bytes and a test's seeded
/// random numbers drive the same generator, and a failing input replays exactly.
public enum HostileValues {
    /// Numbers no document should hold, and the edges of every integer width.
    public static let numbers = [
        "nan", "-nan", "inf", "-inf", "1e308", "-1e308", "1e309", "-1e309", "1.7976931348623157e308",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
        "2147483648", "-2147483649", "4294967296", "65536", "-1", "-0", "0", "4.9e-324", "1e20", "-1e20", "0x10", "",
    ]

    /// Names that try to leave the folder they are looked up in.
    public static let nameParts = ["..", ".", "", "Secret", "Main", "~", "/", "Base.lproj", "%2e%2e", "\u{0}", "a/../..", "/etc/passwd"]

    /// A stream of choices: libFuzzer's bytes, or a seeded generator's.
    public struct Choices {
        private var bytes: [UInt8]
        private var position = 0

        /// Choices taken from `bytes` in order; past the end every choice is 0.
        public init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// A number in `0..<count` (0 when `count` is 0).
        public mutating func next(_ count: Int) -> Int {
            guard count > 0 else { return 0 }
            var value = 0
            for _ in 0..<(count > 255 ? 2 : 1) {
                value = value << 8 | Int(position < bytes.count ? bytes[position] : 0)
                position += 1
            }
            return value % count
        }

        /// One of `elements`.
        public mutating func element<T>(of elements: [T]) -> T { elements[next(elements.count)] }
    }

    /// `document` with some of its numeric attribute values (and `<real>`/`<integer>` values)
    /// replaced by ``numbers``: about one in `oneIn`, as the choices say.
    public static func mutatingNumbers(of document: String, oneIn: Int = 3, choices: inout Choices) -> String {
        var output = ""
        output.reserveCapacity(document.utf8.count)
        var rest = Substring(document)
        while let match = rest.firstMatch(of: numericAttribute) {
            output += rest[..<match.range.lowerBound]
            let name = match.output.1
            if !["version", "toolsVersion", "id", "minToolsVersion"].contains(name), choices.next(oneIn) == 0 {
                output += "\(name)=\"\(choices.element(of: numbers))\""
            } else {
                output += rest[match.range]
            }
            rest = rest[match.range.upperBound...]
        }
        return output + rest
    }

    nonisolated(unsafe) private static let numericAttribute = #/([A-Za-z][A-Za-z0-9]*)="-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?"/#
    // (nonisolated(unsafe): a Regex is not Sendable, but this one is never changed after it is made)

    /// A name made of ``nameParts`` joined by `/`, one to four parts.
    public static func name(_ choices: inout Choices) -> String {
        (0...choices.next(4)).map { _ in choices.element(of: nameParts) }.joined(separator: choices.next(3) == 0 ? "" : "/")
    }

    /// A UIKit storyboard of `count` scenes (at least 2) where each navigation controller's root,
    /// each tab bar controller's tabs and each container view's embed segue lead to scenes the
    /// choices pick, itself included: cycles of containment of every length.
    public static func containmentStoryboard(scenes count: Int, choices: inout Choices) -> String {
        let count = max(2, count)
        var scenes = ""
        for index in 0..<count {
            switch choices.next(3) {
            case 0: scenes += navigationScene("s\(index)", root: "s\(choices.next(count))")
            case 1: scenes += tabBarScene("s\(index)", tabs: (0..<(1 + choices.next(3))).map { _ in "s\(choices.next(count))" })
            default: scenes += embeddingScene("s\(index)", child: "s\(choices.next(count))")
            }
        }
        return storyboard(scenes, initial: "s0")
    }

    /// A UIKit storyboard document of `scenes`.
    public static func storyboard(_ scenes: String, initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
        <scenes>
        \(scenes)</scenes>
        </document>
        """
    }

    /// A navigation controller scene whose root is the scene `root`.
    public static func navigationScene(_ id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects><navigationController id="\(id)" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0" y="0" width="320" height="44"/></navigationBar>
        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/></connections>
        </navigationController></objects></scene>

        """
    }

    /// A tab bar controller scene whose tabs are the scenes `tabs`.
    public static func tabBarScene(_ id: String, tabs: [String]) -> String {
        let segues = tabs.enumerated().map { "<segue destination=\"\($1)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(id)-tab\($0)\"/>" }
        return """
            <scene sceneID="\(id)-scene"><objects><tabBarController id="\(id)" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="\(id)-bar"><rect key="frame" x="0" y="0" width="320" height="49"/></tabBar>
            <connections>\(segues.joined())</connections>
            </tabBarController></objects></scene>

            """
    }

    /// A view controller scene whose container view embeds the scene `child`.
    public static func embeddingScene(_ id: String, child: String) -> String {
        """
        <scene sceneID="\(id)-scene"><objects><viewController id="\(id)" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0" y="0" width="320" height="480"/>
        <subviews><containerView contentMode="scaleToFill" id="\(id)-box"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <connections><segue destination="\(child)" kind="embed" id="\(id)-embed"/></connections>
        </containerView></subviews></view>
        </viewController></objects></scene>

        """
    }
}
