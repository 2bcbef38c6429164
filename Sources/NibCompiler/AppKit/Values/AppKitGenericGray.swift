import Foundation

/// A grey in the Generic Gray Gamma 2.2 space as AppKit's calibrated white (`NSWhite`) holds it:
/// ColorSync decodes it with the sRGB curve (the profile's curve is sRGB's table, evaluated as the
/// analytic curve) and encodes it with the calibrated space's gamma 1.8, whose toe is linear with
/// slope 16 below 1/512; the result is a float. (Apple's nibs: 0.5 is `0.4246723652`, ⅔
/// `0.602715373`, ⅓ `0.2637968361`, in development pairs' fallbacks and Apple-archived colours.)
enum AppKitGenericGray {
    /// The exponent of the gamma-1.8 encoding, as the float ColorSync holds.
    static let inverseGamma = Double(Float(1 / 1.8))

    /// The calibrated white for Generic Gray Gamma 2.2 `white`.
    static func calibratedWhite(_ white: Double) -> Double {
        let value = Double(Float(white))
        let linear = value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        let encoded: Double
        if !(linear > 0) {
            encoded = 0
        } else if linear >= 1 {
            encoded = 1
        } else {
            encoded = linear < 1.0 / 512 ? 16 * linear : pow(linear, inverseGamma)
        }
        return Double(Float(encoded))
    }
}
