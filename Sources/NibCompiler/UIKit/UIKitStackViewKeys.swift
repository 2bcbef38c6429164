import NibArchive
import NibDocument

/// `UIStackView`'s keys as its `encodeWithCoder:` writes them: `UIStackViewAxis`,
/// `UIStackViewDistribution` and `UIStackViewAlignment` (`encodeInteger:`), `UIStackViewSpacing`
/// (`encodeDouble:`), `UIStackViewBaselineRelative` and `UIStackViewLayoutMarginsRelative`
/// (`encodeBool:`) always, defaults included; `UIStackViewArrangedSubviews` (an immutable array of
/// the arranged subviews, which in Interface Builder are the stack's subviews) only when there
/// are some. Source: UIKit's `-[UIStackView encodeWithCoder:]`/`initWithCoder:` (public
/// decompilations of UIKit; the same keys are read by FDStackView and OAStackView, which load
/// Apple's nibs); raw values from Apple's `UIStackView.h` (`UIStackView.Distribution`,
/// `UIStackView.Alignment`) and `NSLayoutConstraint.Axis`.
///
/// NibKit's compact schema keeps its prefix-rule keys (`UIAxis`, `UIDistribution`, `UIAlignment`,
/// `UISpacing`, `UIBaselineRelativeArrangement`, `UILayoutMarginsRelativeArrangement`);
/// `KeyTables.appleKeyRenames` names Apple's, and the object library reads either. The values
/// are Apple's in both schemas. Interface Builder's `spacingType="standard"` is UIKit's system
/// spacing, which the coder writes as the spacing it is: `UIStackViewSpacingUseSystem`, `FLT_MIN`
/// (Apple's `UIStackView.h`; UIKitCore's `-[UIStackView encodeWithCoder:]`, iOS 26.1, decompiled
/// in the search index, writes `spacing` with `encodeDouble:` and nothing else for it).
extension Compilation {
    mutating func uiKitStackViewValues(_ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        let replaced: Set<String> = [
            "UIAxis", "UIDistribution", "UIAlignment", "UISpacing", "UISpacingType", "UIBaselineRelativeArrangement", "UILayoutMarginsRelativeArrangement",
        ]
        var values = values.filter { !replaced.contains($0.key) }
        values.append(KeyedValue("UIAxis", .int(element["axis"].flatMap { KeyTables.enumerations["axis"]?[$0] } ?? 0)))
        values.append(KeyedValue("UIDistribution", .int(element["distribution"].flatMap { Self.uiKitStackDistributions[$0] } ?? 0)))
        values.append(KeyedValue("UIAlignment", .int(element["alignment"].flatMap { Self.uiKitStackAlignments[$0] } ?? 0)))
        let spacing = element["spacingType"] == "standard" ? Self.uiKitStackSpacingUseSystem : element["spacing"].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 0
        values.append(KeyedValue("UISpacing", .double(spacing)))
        values.append(KeyedValue("UIBaselineRelativeArrangement", .bool(element["baselineRelativeArrangement"] == "YES")))
        values.append(KeyedValue("UILayoutMarginsRelativeArrangement", .bool(element["layoutMarginsRelativeArrangement"] == "YES")))
        if writesAppleOnlyKeys, let subviews = values.first(where: { $0.key == "UISubviews" }), case .object(let list) = subviews.value,
            builder.archive.objects.indices.contains(list), !builder.archive.objects[list].elements.isEmpty
        {
            let arranged = builder.array(builder.archive.objects[list].elements)
            values.append(KeyedValue("UIStackViewArrangedSubviews", .object(arranged)))
        }
        return values
    }

    /// `UIStackView.spacingUseSystem` (`FLT_MIN` as a `CGFloat`).
    static let uiKitStackSpacingUseSystem = Double(Float.leastNormalMagnitude)

    /// `UIStackView.Distribution` raw values.
    static let uiKitStackDistributions = ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4]
    /// `UIStackView.Alignment` raw values (top is leading, bottom trailing).
    static let uiKitStackAlignments = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4, "lastBaseline": 5,
    ]
}
