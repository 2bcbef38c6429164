import NibDocument

/// A storyboard compiled into nibs, as a `.storyboardc` folder holds them.
public struct CompiledStoryboard: Sendable {
    /// The platform.
    public var platform: Platform
    /// Every scene nib and view nib, by nib name.
    public var nibs: [String: CompiledNib] = [:]
    /// The entry point's nib name (`UIStoryboardDesignatedEntryPointIdentifier`).
    public var initialNibName: String?
    /// Storyboard identifiers → nib names (`UIViewControllerIdentifiersToNibNames`).
    public var identifiersToNibNames: [String: String] = [:]
    /// Controller object ids → scene nib names.
    public var controllerNibNames: [String: String] = [:]
    /// macOS: storyboard identifiers → the compilation identifier (a UUID) of their controller
    /// (`NSViewControllerIdentifiersToUUIDs`).
    public var identifiersToUUIDs: [String: String] = [:]

    /// Creates an empty storyboard.
    public init(platform: Platform) {
        self.platform = platform
    }
}
