/// The numeric rule for values read from documents and archives: a floating-point number
/// becomes an integer as Apple's `NSNumber` converts it on arm64 (`integerValue` of `@(NAN)`
/// is 0, of `@(INFINITY)` `NSIntegerMax`): toward zero, NaN as 0, and beyond the type's range
/// the nearest bound. Never a trap, whatever the document holds.
extension FixedWidthInteger {
    /// `value` toward zero, NaN as 0, values beyond the type's range as its nearest bound.
    @inlinable
    public init<Source: BinaryFloatingPoint>(saturating value: Source) {
        if value.isNaN {
            self = 0
        } else if let exact = Self(exactly: value.rounded(.towardZero)) {
            self = exact
        } else {
            self = value < 0 ? .min : .max
        }
    }

    /// `value` if the type holds it, else the type's nearest bound.
    @inlinable
    public init<Source: BinaryInteger>(saturating value: Source) {
        self.init(clamping: value)
    }
}

extension BinaryFloatingPoint {
    /// The number when it is finite, else nil: geometry, sizes and amounts that must be real numbers.
    @inlinable
    public var finiteValue: Self? { isFinite ? self : nil }
}
