/// Reads a date from text by a Unicode date pattern (`d/M/y, h:mm a`, `EEEE`), as a date
/// formatter reads a cell's title when ibtool compiles it: English names, UTC, whitespace in
/// the pattern matching any run of whitespace (a title typed with a plain space matches the
/// pattern's narrow no-break space). Fields the pattern lacks take 1 January 2000, midnight; a
/// weekday alone falls in the first ISO week of 2000 (`dateformatter_weekday`: Wednesday is
/// 5 January 2000). Deterministic: no calendar or locale data of the machine is used.
enum DateText {
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Seconds from 1 January 2001 UTC to the date `text` names, or nil when the pattern does not read it.
    static func secondsSinceReferenceDate(parsing text: String, pattern: String) -> Double? {
        guard !pattern.isEmpty, let fields = parse(Array(text), pattern: tokens(of: pattern)) else { return nil }
        var (year, month, day) = (fields.year ?? 2000, fields.month ?? 1, fields.day ?? 1)
        if let weekday = fields.weekday, fields.day == nil, fields.month == nil, fields.year == nil {
            // Monday 3 January 2000 starts ISO week 1 of 2000.
            (year, month, day) = (2000, 1, 3 + weekday)
        }
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        var hour = fields.hour ?? 0
        if let isAfternoon = fields.isAfternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(fields.minute ?? 0), (0...59).contains(fields.second ?? 0) else { return nil }
        let days = daysSince1970(year: year, month: month, day: day) - daysSince1970(year: 2001, month: 1, day: 1)
        return Double(days * 86_400 + hour * 3_600 + (fields.minute ?? 0) * 60 + (fields.second ?? 0))
    }

    /// A pattern's pieces: letter fields (`MMMM`), quoted or plain literal text, and whitespace.
    enum Token: Equatable {
        case field(Character, Int)
        case literal(String)
        case space
    }

    static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first.isLetter && first.isASCII {
                let run = characters.prefix { $0 == first }
                tokens.append(.field(first, run.count))
                characters = characters.dropFirst(run.count)
            } else if first == "'" {
                characters = characters.dropFirst()
                let quoted = characters.prefix { $0 != "'" }
                tokens.append(quoted.isEmpty ? .literal("'") : .literal(String(quoted)))
                characters = characters.dropFirst(quoted.count + 1)
            } else if first.isWhitespace {
                characters = characters.drop { $0.isWhitespace }
                tokens.append(.space)
            } else {
                tokens.append(.literal(String(first)))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    struct Fields {
        var year: Int?, month: Int?, day: Int?, weekday: Int?
        var hour: Int?, minute: Int?, second: Int?, isAfternoon: Bool?
    }

    private static func parse(_ text: [Character], pattern: [Token]) -> Fields? {
        var fields = Fields()
        var position = 0
        func skipSpace() { while position < text.count, text[position].isWhitespace { position += 1 } }
        func number(maximumDigits: Int) -> Int? {
            let digits = text[position...].prefix { $0.isASCII && $0.isNumber }.prefix(maximumDigits)
            guard !digits.isEmpty, let value = Int(String(digits)) else { return nil }
            position += digits.count
            return value
        }
        func name(from names: [String], minimumLength: Int) -> Int? {
            let word = String(text[position...].prefix { $0.isLetter }).lowercased()
            guard word.count >= minimumLength, let index = names.firstIndex(where: { $0 == word || $0.hasPrefix(word) && word.count == 3 }) else { return nil }
            position += word.count
            return index
        }
        for token in pattern {
            switch token {
            case .space:
                skipSpace()
            case .literal(let literal):
                let characters = Array(literal)
                guard text.count - position >= characters.count, Array(text[position..<position + characters.count]) == characters else { return nil }
                position += characters.count
            case .field(let letter, let width):
                switch letter {
                case "y": guard let year = number(maximumDigits: width == 2 ? 2 : 4) else { return nil }; fields.year = width == 2 ? 2000 + year : year
                case "M", "L":
                    if width >= 3 { guard let month = name(from: monthNames, minimumLength: 3) else { return nil }; fields.month = month + 1 }
                    else { guard let month = number(maximumDigits: 2) else { return nil }; fields.month = month }
                case "d": guard let day = number(maximumDigits: 2) else { return nil }; fields.day = day
                case "E", "e", "c": guard let weekday = name(from: weekdayNames, minimumLength: 3) else { return nil }; fields.weekday = weekday
                case "h", "H", "k", "K": guard let hour = number(maximumDigits: 2) else { return nil }; fields.hour = letter == "k" && hour == 24 ? 0 : hour
                case "m": guard let minute = number(maximumDigits: 2) else { return nil }; fields.minute = minute
                case "s": guard let second = number(maximumDigits: 2) else { return nil }; fields.second = second
                case "a":
                    let word = String(text[position...].prefix { $0.isLetter || $0 == "." }.filter { $0 != "." }).lowercased()
                    guard word == "am" || word == "pm" else { return nil }
                    position += text[position...].prefix { $0.isLetter || $0 == "." }.count
                    fields.isAfternoon = word == "pm"
                default:
                    // Time zones and eras are not read: a title with them is not a date here.
                    return nil
                }
            }
        }
        skipSpace()
        return position == text.count ? fields : nil
    }

    /// Days from 1 January 1970 to a date of the proleptic Gregorian calendar.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
