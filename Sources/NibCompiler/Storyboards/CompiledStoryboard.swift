import NibDocument

/// A storyboard compiled into nibs, as a `.storyboardc` folder holds them. Package API: apps load
/// storyboards through NibLoading's `Storyboard`; the loader and nibtool compile them.
package struct CompiledStoryboard: Sendable {
    /// The platform.
    package var platform: Platform
    /// Every scene nib and view nib, by nib name.
    package var nibs: [String: CompiledNib] = [:]
    /// The entry point's nib name (`UIStoryboardDesignatedEntryPointIdentifier`).
    package var initialNibName: String?
    /// Storyboard identifiers → nib names (`UIViewControllerIdentifiersToNibNames`).
    package var identifiersToNibNames: [String: String] = [:]
    /// Controller object ids → scene nib names.
    package var controllerNibNames: [String: String] = [:]
    /// macOS: storyboard identifiers → the compilation identifier (a UUID) of their controller
    /// (`NSViewControllerIdentifiersToUUIDs`).
    package var identifiersToUUIDs: [String: String] = [:]
    /// iOS: the scenes that stand for a controller of another storyboard (or of this one), by
    /// identifier (`UIViewControllerIdentifiersToExternalStoryboardReferences`).
    package var externalReferences: [String: ExternalStoryboardReference] = [:]

    /// Creates an empty storyboard.
    package init(platform: Platform) {
        self.platform = platform
    }
}

/// A storyboard reference as UIKit's `UIStoryboard` follows it: the storyboard (none: the same
/// one) and the controller's identifier there (none: its initial controller).
package struct ExternalStoryboardReference: Sendable, Equatable {
    /// `UIReferencedStoryboardName`.
    package var storyboardName: String?
    /// `UIReferencedControllerIdentifier`.
    package var controllerIdentifier: String?

    package init(storyboardName: String?, controllerIdentifier: String?) {
        self.storyboardName = storyboardName
        self.controllerIdentifier = controllerIdentifier
    }
}
