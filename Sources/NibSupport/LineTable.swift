/// The line starts of a text, to turn a UTF-8 offset into a 1-based line and UTF-8 column.
/// Lines end after an LF, a CR LF or a lone CR (each one line break, as editors and
/// swift-syntax's `SourceLocationConverter` count them; a file saved with classic Mac line
/// endings has only CRs). The document reader and the source validator both place findings by it.
public struct LineTable: Sendable {
    private var starts: [Int] = [0]

    /// The table of `bytes`. The scan runs over a contiguous buffer (copied into one when the
    /// collection has none): a generic loop over `some Collection<UInt8>` is not specialized
    /// for a caller in another module and cost about 440 instructions per byte (figure (h)).
    public init(_ bytes: some Collection<UInt8>) {
        if let table = bytes.withContiguousStorageIfAvailable({ LineTable(buffer: $0) }) {
            self = table
        } else {
            self = Array(bytes).withUnsafeBufferPointer { LineTable(buffer: $0) }
        }
    }

    /// The table of a string's UTF-8.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { LineTable(buffer: $0) }
    }

    /// The table of the bytes in `buffer`.
    public init(buffer bytes: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        var previousWasCR = false
        for byte in bytes {
            // A CR ends its line unless an LF follows, so its line start is known one byte later.
            if previousWasCR && byte != 10 { starts.append(offset) }
            offset += 1
            if byte == 10 { starts.append(offset) }
            previousWasCR = byte == 13
        }
        if previousWasCR { starts.append(offset) }
    }

    /// The 1-based line and column of the UTF-8 `offset`, by binary search over the line starts.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
