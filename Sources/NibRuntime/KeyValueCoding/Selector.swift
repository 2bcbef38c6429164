/// The name of an action method, written as Objective-C would: `tapped:`, `terminate:`, `showHelp`.
///
/// Nibs name actions by selector; the `Action(_:)` macro maps a Swift method to its selector with the
/// same rules the Swift compiler uses for `@objc` methods.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's text.
    public let name: String

    /// Creates a selector from its text.
    public init(_ name: String) { self.name = name }

    /// Creates a selector from a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The selector's text.
    public var description: String { name }
}
