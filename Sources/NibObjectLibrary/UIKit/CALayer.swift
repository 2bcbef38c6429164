import Foundation
import NibRuntime

/// The layer behind a view: the properties runtime attributes set, and the key paths Core
/// Animation takes whole (`transform.rotation.z`, `transform.scale`, `shadowOffset.height`).
/// Any other key is kept, as a Core Animation layer keeps any key.
open class CALayer: NibObject, NibKeyPathCoding {
    /// The corner radius.
    @exclusivity(unchecked) open var cornerRadius = 0.0
    /// The border width.
    @exclusivity(unchecked) open var borderWidth = 0.0
    /// The border colour (a runtime attribute of type Color sets a colour object here).
    @exclusivity(unchecked) open var borderColor: AnyObject?
    /// Whether sublayers are clipped.
    @exclusivity(unchecked) open var masksToBounds = false
    /// The opacity, 0 to 1 as given (Core Animation does not clamp the stored value).
    @exclusivity(unchecked) open var opacity = 1.0
    /// The shadow's colour.
    @exclusivity(unchecked) open var shadowColor: AnyObject?
    /// The shadow's opacity.
    @exclusivity(unchecked) open var shadowOpacity = 0.0
    /// The shadow's blur radius.
    @exclusivity(unchecked) open var shadowRadius = 3.0
    /// The shadow's offset.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's position along the z axis.
    @exclusivity(unchecked) open var zPosition = 0.0
    /// The point of the bounds the layer is positioned and transformed about, in unit coordinates.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The rotation, scale and translation set through `transform.…` key paths.
    @exclusivity(unchecked) open var transformComponents = CATransform3D.Components()
    /// Any other key set on the layer.
    @exclusivity(unchecked) open private(set) var otherValues: [String: Any] = [:]

    /// The transform the components make.
    open var transform: CATransform3D { CATransform3D(transformComponents) }

    open override func setNibValue(_ value: Any?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "cornerRadius": cornerRadius = NibValue.double(value)
        case "borderWidth": borderWidth = NibValue.double(value)
        case "borderColor", "borderUIColor": borderColor = value as AnyObject?
        case "masksToBounds": masksToBounds = NibValue.bool(value)
        case "opacity": opacity = NibValue.double(value)
        case "shadowColor", "shadowUIColor": shadowColor = value as AnyObject?
        case "shadowOpacity": shadowOpacity = NibValue.double(value)
        case "shadowRadius": shadowRadius = NibValue.double(value)
        case "shadowOffset": shadowOffset = NibValue.size(value) ?? shadowOffset
        case "zPosition": zPosition = NibValue.double(value)
        case "anchorPoint": anchorPoint = NibValue.point(value) ?? anchorPoint
        default: otherValues[key] = value  // CALayer accepts any key, as Core Animation does.
        }
        return true
    }

    open override func nibValue(forKey key: String) -> NibValueLookup {
        switch key {
        case "cornerRadius": .value(cornerRadius)
        case "shadowOffset": .value(shadowOffset)
        case "anchorPoint": .value(anchorPoint)
        case "transform": .value(transform)
        default: otherValues[key].map { .value($0) } ?? super.nibValue(forKey: key)
        }
    }

    /// Core Animation's key paths: `transform.rotation(.x|.y|.z)`, `transform.scale(.x|.y|.z)`,
    /// `transform.translation(.x|.y|.z)`, and the members of `shadowOffset` and `anchorPoint`.
    /// Any other dotted path is kept under its whole name.
    public func setNibValue(_ value: Any?, forKeyPath keyPath: String) throws(KeyValueCodingError) -> Bool {
        let number = NibValue.double(value)
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": transformComponents.rotation.z = number
        case "transform.rotation.x": transformComponents.rotation.x = number
        case "transform.rotation.y": transformComponents.rotation.y = number
        case "transform.scale": transformComponents.scale = .init(x: number, y: number, z: number)
        case "transform.scale.x": transformComponents.scale.x = number
        case "transform.scale.y": transformComponents.scale.y = number
        case "transform.scale.z": transformComponents.scale.z = number
        case "transform.translation":
            let size = NibValue.size(value) ?? .zero
            (transformComponents.translation.x, transformComponents.translation.y) = (Double(size.width), Double(size.height))
        case "transform.translation.x": transformComponents.translation.x = number
        case "transform.translation.y": transformComponents.translation.y = number
        case "transform.translation.z": transformComponents.translation.z = number
        case "shadowOffset.width": shadowOffset.width = CGFloat(number)
        case "shadowOffset.height": shadowOffset.height = CGFloat(number)
        case "anchorPoint.x": anchorPoint.x = CGFloat(number)
        case "anchorPoint.y": anchorPoint.y = CGFloat(number)
        default: otherValues[keyPath] = value
        }
        return true
    }
}
