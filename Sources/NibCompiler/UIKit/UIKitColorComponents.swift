import Foundation

/// A UIKit colour's space as `-[UIColor encodeWithCoder:]` archives it: not at all. UIKitCore's
/// coder (a public decompilation of UIKitCore, whose assertion names "UIColor.m": "Only RGBA or
/// White color spaces are supported in this situation.") writes `UIColorComponentCount`, then for
/// two components `UIWhite`, `UIAlpha`, `NSWhite` and `NSColorSpace` 4, for four `UIRed`,
/// `UIGreen`, `UIBlue`, `UIAlpha`, `NSRGB` and `NSColorSpace` 2; a colour whose CGColor is in
/// neither of UIKit's own grey or RGB spaces (the sRGB family, Generic Gray Gamma 2.2) is first
/// converted into UIKit's extended sRGB. No key names the space, so Interface Builder's
/// `customColorSpace` is archived in the components alone: an sRGB or grey colour as it is, a
/// Display P3 colour converted (``extendedSRGB(fromDisplayP3:)``).
enum UIKitColorComponents {
    /// Red, green and blue of a Display P3 colour in extended sRGB: both spaces share sRGB's
    /// transfer curve and the D65 white; the primaries differ (the linear P3 → sRGB matrix of
    /// the two spaces' published primaries). Components beyond 0…1 keep their sign, as extended
    /// sRGB writes them.
    static func extendedSRGB(fromDisplayP3 rgb: [Double]) -> [Double] {
        guard rgb.count == 3 else { return rgb }
        let linear = rgb.map(decode)
        let matrix: [[Double]] = [
            [1.2249401, -0.2249404, 0],
            [-0.0420569, 1.0420571, 0],
            [-0.0196376, -0.0786361, 1.0982735],
        ]
        return matrix.map { row in encode(zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 }) }
    }

    /// sRGB's curve, from encoded to linear light.
    private static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// sRGB's curve, from linear light to encoded.
    private static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
