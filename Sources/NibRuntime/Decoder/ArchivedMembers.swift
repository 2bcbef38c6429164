/// The member objects of an archived collection, by archive index, in order: walked in place in
/// the decoder's flat table of values, without decoding them and without building an array.
public struct ArchivedMembers: Sequence {
    @usableFromInline let decoder: NibDecoder
    @usableFromInline let positions: Range<Int>
    /// At most this many members: the collection's elements, objects or not (its other values,
    /// such as a key that says it is empty, are not counted, so an empty list reserves nothing).
    public let maximumCount: Int

    @usableFromInline
    init(decoder: NibDecoder, positions: Range<Int>, elementCount: Int) {
        self.decoder = decoder
        self.positions = positions
        self.maximumCount = elementCount
    }

    @inlinable
    public func makeIterator() -> Iterator { Iterator(decoder: decoder, position: positions.lowerBound, end: positions.upperBound) }

    /// Walks the members.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let decoder: NibDecoder
        @usableFromInline var position: Int
        @usableFromInline let end: Int

        @usableFromInline
        init(decoder: NibDecoder, position: Int, end: Int) {
            self.decoder = decoder
            self.position = position
            self.end = end
        }

        /// The archive index of the next member object (values are skipped).
        @inlinable
        public mutating func next() -> Int? {
            while position < end {
                let current = position
                position += 1
                if let member = decoder.memberIndex(atPosition: current) { return member }
            }
            return nil
        }
    }
}
