/// The line starts of a source text, to turn a syntax position (a UTF-8 offset) into a line and
/// a UTF-8 column as swift-syntax's `SourceLocationConverter` does, without that converter's
/// walk over the whole tree (a tenth of validation's time, for the few positions it needs).
/// Line endings are "\n", "\r\n" and a lone "\r", as the converter counts them.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ source: String) {
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) { starts.append(index) }
            }
        }
    }

    /// The 1-based line and column of the UTF-8 `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
