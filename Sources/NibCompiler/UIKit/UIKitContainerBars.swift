import NibArchive
import NibDocument

/// A navigation or tab bar controller's own bar as the controller sets it up, which ibtool
/// archives after running it (the calabash TestApp's `UITabBarController-49e-Tb-3d3.nib`, in both
/// of its Apple-compiled versions): the controller is the bar's delegate (`UIDelegate`); the bar
/// is translucent unless the document says otherwise (`UIBarTranslucence` 1); a navigation bar
/// sits at the top (`UIBarPosition` 2, UIKit's `UIBarPositionTop`), stretches with the controller's
/// view (`UIAutoresizingMask` 2, flexible width, whatever the document's mask) and, translucent,
/// is not opaque; both write their hugging priorities, a navigation bar's vertical one 750 unless
/// the document gives it (the newer of the two nibs; the older wrote 250).
extension Compilation {
    mutating func uiKitContainerBarValues(_ object: DocumentObject, _ element: Element, _ values: [KeyedValue]) -> [KeyedValue] {
        guard let parentID = object.parentID, let parent = document.object(id: parentID), let container = reference(to: parentID) else { return values }
        let isNavigationBar = object.key == "navigationBar" && parent.elementName == "navigationController"
        guard isNavigationBar || (object.key == "tabBar" && parent.elementName == "tabBarController") else { return values }
        var values = values
        values.append(KeyedValue("UIDelegate", container))
        let translucence = element["translucent"] == "NO" ? 2 : 1
        if !values.contains(where: { $0.key == "UIBarTranslucence" }) { values.append(KeyedValue("UIBarTranslucence", .int(translucence))) }
        if !values.contains(where: { $0.key == "UIViewContentHuggingPriority" }) {
            let vertical = element["verticalHuggingPriority"] ?? (isNavigationBar ? "750" : "250")
            values.append(KeyedValue("UIViewContentHuggingPriority", .object(builder.string("{\(element["horizontalHuggingPriority"] ?? "250"), \(vertical)}"))))
        }
        guard isNavigationBar else { return values }
        values.removeAll { $0.key == "UIAutoresizingMask" || (translucence == 1 && $0.key == "UIOpaque") }
        values += [KeyedValue("UIAutoresizingMask", .int(2)), KeyedValue("UIBarPosition", .int(2))]
        return values
    }
}
