/// Where Apple's nibs keep a scroll view's elasticities: two-bit numbers of AppKit's
/// `NSScrollView.Elasticity` (automatic 0, none 1, allowed 2) in its `NSsFlags`, the horizontal one
/// from bit 14 (a probed Python ibtool for NetNewsWire's Mac xibs, ibtool 27) and the vertical one
/// from bit 12 (Finch's `NSScrollView.m`, which reads both there), shared by the compiler and the
/// object library.
public enum AppKitScrollViewFlags {
    /// The first bit of the horizontal elasticity.
    public static let horizontalElasticityShift = 14
    /// The first bit of the vertical elasticity.
    public static let verticalElasticityShift = 12
    /// The elasticities' numbers by Interface Builder's names (automatic, AppKit's 0, is no bits).
    public static let elasticities = ["none": 1, "allowed": 2]

    /// The number of an elasticity the document names; nil for automatic, none named, or one not known.
    public static func elasticity(_ name: String?) -> Int? {
        name.flatMap { elasticities[$0] }
    }
}
