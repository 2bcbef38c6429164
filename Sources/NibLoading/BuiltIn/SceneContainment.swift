import Foundation

/// The scenes whose controllers are being made inside one another: a container's relationship
/// destinations and the controllers its view embeds.
///
/// Two navigation controllers that are each other's root, a tab bar controller that lists
/// itself, or two views that embed each other would make controllers without end; entering a
/// scene already in the chain is a ``NibLoadingError/Code/referenceCycle`` that lists the
/// chain, and a chain deeper than ``maximumDepth`` is ``NibLoadingError/Code/limitExceeded``.
/// The chain is task-local, so loads on other threads or tasks never see it.
package enum SceneContainment {
    /// The deepest chain of containers (no real storyboard nests controllers a tenth as deep).
    package static let maximumDepth = 32

    @TaskLocal private static var chain: [String] = []

    /// Runs `body`, which makes the controller of `scene` in `storyboard`, with the scene in the chain.
    static func entering<T>(_ scene: String, of storyboard: String, _ body: () throws(NibLoadingError) -> T) throws(NibLoadingError) -> T {
        let step = "\(storyboard)/\(scene)"
        let chain = Self.chain
        if chain.contains(step) {
            throw NibLoadingError(
                code: .referenceCycle,
                message: "controllers contain each other: \((chain.drop { $0 != step } + [step]).joined(separator: " → ")); a container cannot hold itself, so change one relationship or embed segue",
                location: storyboard)
        }
        guard chain.count < maximumDepth else {
            throw NibLoadingError(
                code: .limitExceeded,
                message: "controllers are contained \(maximumDepth) levels deep (\(chain.prefix(3).joined(separator: " → ")) → … → \(step))",
                location: storyboard)
        }
        let result = $chain.withValue(chain + [step]) { Result { () throws(NibLoadingError) -> T in try body() } }
        return try result.get()
    }
}
