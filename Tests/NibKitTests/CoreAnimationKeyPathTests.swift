import Foundation
import NibKit
import NibTestSupport
import Testing

/// Runtime attributes through a view's layer take Core Animation's key paths, as UIKit's do;
/// a key a library class lacks gets advice a person can follow.
@Suite struct CoreAnimationKeyPathTests {
    static func view(_ attributes: String) -> String {
        Fixture.iOS("""
            <view id="v"><rect key="frame" x="0" y="0" width="100" height="50"/>
            <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes></view>
            """)
    }

    static func number(_ keyPath: String, _ value: Double) -> String {
        #"<userDefinedRuntimeAttribute type="number" keyPath="\#(keyPath)"><real key="value" value="\#(value)"/></userDefinedRuntimeAttribute>"#
    }

    static func layer(_ attributes: String) throws -> CALayer {
        let view = try #require(try Fixture.nib(view(attributes)).instantiate(owner: Owner()).first as? UIView)
        return view.layer
    }

    @Test func aRotationKeyPathRotatesTheLayersTransform() throws {
        let layer = try Self.layer(Self.number("layer.transform.rotation.z", .pi / 2))
        #expect(layer.transformComponents.rotation.z == .pi / 2)
        #expect(abs(layer.transform.m11) < 1e-12 && abs(layer.transform.m12 - 1) < 1e-12 && abs(layer.transform.m21 + 1) < 1e-12)
    }

    @Test func aScaleKeyPathScalesEveryAxisAndAnAxisKeyPathOne() throws {
        let layer = try Self.layer(Self.number("layer.transform.scale", 2) + Self.number("layer.transform.scale.y", 3))
        #expect(layer.transformComponents.scale == .init(x: 2, y: 3, z: 2))
        #expect(layer.transform.m11 == 2 && layer.transform.m22 == 3 && layer.transform.m33 == 2)
    }

    @Test func aTranslationKeyPathMovesTheLayer() throws {
        let layer = try Self.layer(Self.number("layer.transform.translation.x", 7))
        #expect(layer.transform.m41 == 7 && layer.transform.m42 == 0)
    }

    @Test func shadowAndBorderKeysAreTheLayersProperties() throws {
        let layer = try Self.layer(
            Self.number("layer.shadowOpacity", 0.25) + Self.number("layer.shadowRadius", 6) + Self.number("layer.shadowOffset.height", 4)
                + #"<userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>"#)
        #expect(layer.shadowOpacity == 0.25 && layer.shadowRadius == 6)
        #expect(layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(layer.borderColor is UIColor)
    }

    @Test func aViewsCenterAndBoundsAreKeyValueCodingCompliant() throws {
        let text = Self.view(#"""
            <userDefinedRuntimeAttribute type="point" keyPath="center"><point key="value" x="100" y="100"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="rect" keyPath="bounds"><rect key="value" x="0" y="0" width="20" height="10"/></userDefinedRuntimeAttribute>
            """#)
        let view = try #require(try Fixture.nib(text).instantiate(owner: Owner()).first as? UIView)
        #expect(view.frame == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test func aKeyALibraryClassLacksGetsAdviceForLibraryClasses() throws {
        let text = Self.view(Self.number("noSuchProperty", 1))
        let error = try #require(throws: NibLoadingError.self) { try Fixture.nib(text).instantiate(owner: Owner()) }
        #expect(error.message.contains("NibKit's UIView has no such property"), "\(error)")
        #expect(error.message.contains("a subclass of UIView"), "\(error)")
    }
}
