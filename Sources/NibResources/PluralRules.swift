import Foundation

/// A `.stringsdict` file: for each key, a format with `%#@variable@` placeholders whose text
/// depends on a count, chosen by the language's plural rule.
public struct StringsDictionary: Sendable, Hashable {
    /// One key's rule.
    public struct Rule: Sendable, Hashable {
        /// `NSStringLocalizedFormatKey`, e.g. `%#@files@`.
        public var format: String
        /// Per variable: category (`zero`, `one`, `two`, `few`, `many`, `other`) → text.
        public var variables: [String: [String: String]]
    }

    /// The rules by key.
    public var rules: [String: Rule]

    /// Reads a `.stringsdict` (an XML or binary property list).
    public init(data: Data, file: String = "<memory>") throws(StringsError) {
        guard let root = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            throw StringsError(file: file, line: 1, column: 1, message: "a .stringsdict must be a property-list dictionary")
        }
        var rules: [String: Rule] = [:]
        for (key, value) in root {
            guard let item = value as? [String: Any], let format = item["NSStringLocalizedFormatKey"] as? String else {
                throw StringsError(file: file, line: 1, column: 1, message: "the entry “\(key)” has no NSStringLocalizedFormatKey")
            }
            var variables: [String: [String: String]] = [:]
            for (name, spec) in item where name != "NSStringLocalizedFormatKey" {
                guard let spec = spec as? [String: Any] else { continue }
                var forms: [String: String] = [:]
                for category in PluralCategory.allCases.map(\.rawValue) {
                    if let text = spec[category] as? String { forms[category] = text }
                }
                variables[name] = forms
            }
            rules[key] = Rule(format: format, variables: variables)
        }
        self.rules = rules
    }

    /// The text for `key` with `count`, in `language`: each `%#@name@` replaced by the form of
    /// its category, and `%d`/`%ld`/`%lu`/`%@` in that form by the count. Nil for an unknown key.
    public func string(forKey key: String, count: Int, language: String) -> String? {
        guard let rule = rules[key] else { return nil }
        let category = PluralCategory.of(count, language: language).rawValue
        var text = rule.format
        for (name, forms) in rule.variables {
            let form = forms[category] ?? forms["other"] ?? ""
            text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
        }
        for placeholder in ["%lld", "%ld", "%lu", "%d", "%i", "%u", "%@"] {
            text = text.replacingOccurrences(of: placeholder, with: String(count))
        }
        return text
    }
}

/// CLDR plural categories for cardinal numbers.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of an integer count in a language (CLDR rules for the languages the corpus
    /// and common apps use; others follow English's one/other).
    public static func of(_ count: Int, language: String) -> PluralCategory {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? language
        let n = abs(count)
        let mod10 = n % 10
        let mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "th", "vi", "id", "ms":
            return .other
        case "fr", "pt":
            return n == 0 || n == 1 ? .one : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            if n == 1 { return .one }
            if (2...4).contains(n) { return .few }
            return .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he":
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        default:
            return n == 1 ? .one : .other
        }
    }
}
