import Foundation

/// A 4 × 4 transform, as Core Animation's: row vectors, `m41`…`m43` the translation.
public struct CATransform3D: Hashable, Sendable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    /// The identity transform.
    public static let identity = CATransform3D()

    /// The identity.
    public init() {}

    /// What the `transform.rotation`, `.scale` and `.translation` key paths set.
    public struct Components: Hashable, Sendable {
        /// Three numbers, one per axis.
        public struct Axes: Hashable, Sendable {
            public var x: Double, y: Double, z: Double
            public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
        }
        /// Rotations about each axis, in radians.
        public var rotation = Axes(x: 0, y: 0, z: 0)
        /// Scale factors along each axis.
        public var scale = Axes(x: 1, y: 1, z: 1)
        /// Translation along each axis, in points.
        public var translation = Axes(x: 0, y: 0, z: 0)
        /// No rotation, scale 1, no translation.
        public init() {}
    }

    /// Scale, then rotation about x, y and z, then translation.
    public init(_ components: Components) {
        let (sx, sy, sz) = (components.scale.x, components.scale.y, components.scale.z)
        let (cx, snx) = (cos(components.rotation.x), sin(components.rotation.x))
        let (cy, sny) = (cos(components.rotation.y), sin(components.rotation.y))
        let (cz, snz) = (cos(components.rotation.z), sin(components.rotation.z))
        // Row vectors: p' = p · S · Rx · Ry · Rz · T.
        let rotation = [
            [cy * cz, cy * snz, -sny],
            [snx * sny * cz - cx * snz, snx * sny * snz + cx * cz, snx * cy],
            [cx * sny * cz + snx * snz, cx * sny * snz - snx * cz, cx * cy],
        ]
        (m11, m12, m13) = (sx * rotation[0][0], sx * rotation[0][1], sx * rotation[0][2])
        (m21, m22, m23) = (sy * rotation[1][0], sy * rotation[1][1], sy * rotation[1][2])
        (m31, m32, m33) = (sz * rotation[2][0], sz * rotation[2][1], sz * rotation[2][2])
        (m41, m42, m43) = (components.translation.x, components.translation.y, components.translation.z)
    }
}
