import NibArchive
import NibDocument

extension ObjectPass {
    /// UIKit's passes: the defaults a view's decoder needs written out (none of AppKit's run).
    static let uiKit: [ObjectPass] = [
        ObjectPass("views: the defaults UIKit's decoder assumes otherwise", .any) { $0.uiKitViewValues($2, $3) },
        ObjectPass("tab bar items: UITabBarItem's keys", .named(["tabBarItem"])) { $0.uiKitTabBarItemValues($2, $3) },
        ObjectPass("buttons: UIButton's keys and defaults", .named(["button"])) { $0.uiKitButtonValues($2, $3) },
        ObjectPass("table view cells: UITableViewCell's keys and defaults", .named(["tableViewCell"])) { $0.uiKitTableViewCellValues($2, $3) },
        ObjectPass("stack views: UIStackView's keys, always written", .named(["stackView"])) { $0.uiKitStackViewValues($2, $3) },
        ObjectPass("bar button items: UIBarButtonItem's keys", .named(["barButtonItem"])) { $0.uiKitBarButtonItemValues($2, $3) },
        ObjectPass("flow layouts: UICollectionViewFlowLayout's keys", .named(["collectionViewFlowLayout"])) { $0.uiKitFlowLayoutValues($2, $3) },
        ObjectPass("bars: UIToolbar's and UINavigationBar's style and translucence", .named(["toolbar", "navigationBar"])) { $0.uiKitBarValues($1, $2, $3) },
        ObjectPass("container bars: a navigation or tab bar controller's bar as the controller sets it up", .named(["navigationBar", "tabBar"])) {
            $0.uiKitContainerBarValues($1, $2, $3)
        },
        ObjectPass("activity indicators: UIActivityIndicatorView's style numbers and switches", .named(["activityIndicatorView"])) { $0.uiKitActivityIndicatorValues($2, $3) },
        ObjectPass("long presses: UILongPressGestureRecognizer's keys, defaults left out", .named(["pongPressGestureRecognizer"])) { $0.uiKitLongPressValues($2, $3) },
        ObjectPass("taps: UITapGestureRecognizer's counts in its UITapRecognizer, only when not 1", .named(["tapGestureRecognizer"])) { $0.uiKitTapValues($1, $2, $3) },
        ObjectPass("layout guides: _UILayoutGuide's identifier for IB's top and bottom guides", .named(["viewControllerLayoutGuide"])) { $0.uiKitLayoutGuideValues($1, $2, $3) },
        ObjectPass("storyboard views: the controller's layout guides as subviews, with the constraints that place them", .any) {
            $0.uiKitRootViewLayoutGuideValues($1, $3)
        },
        ObjectPass("page view controllers: UIPageViewController's keys as numbers", .named(["pageViewController"])) { $0.uiKitPageViewControllerValues($2, $3) },
        ObjectPass("labels: UILabel's keys, switches only when on", .named(["label"])) { $0.uiKitLabelValues($2, $3) },
        ObjectPass("image views: UIImageView's switch only when on", .named(["imageView"])) { $0.uiKitImageViewValues($2, $3) },
        ObjectPass("navigation items: UINavigationItem's large title mode", .named(["navigationItem"])) { $0.uiKitNavigationItemValues($2, $3) },
        ObjectPass("steppers: UIStepper's keys, defaults left out", .named(["stepper"])) { $0.uiKitStepperValues($2, $3) },
        ObjectPass("segmented controls: UISegmentedControl's selection and switches", .named(["segmentedControl"])) { $0.uiKitSegmentedControlValues($2, $3) },
        ObjectPass("search bars: UISearchBar's styles as numbers, switches only when on", .named(["searchBar"])) { $0.uiKitSearchBarValues($2, $3) },
        ObjectPass("navigation controllers: UINavigationController's switches only when on", .named(["navigationController"])) {
            $0.uiKitNavigationControllerValues($2, $3)
        },
        ObjectPass("view controllers: UIViewController's switches under its decoder's keys", .named(Compilation.uiKitControllerElements)) {
            $0.uiKitViewControllerValues($1, $2, $3)
        },
        ObjectPass("storyboard controllers: layout guides left to the view's nib", .named(Compilation.uiKitControllerElements)) {
            $0.uiKitControllerValuesWithoutViewNibGuides($1, $3)
        },
        ObjectPass("Interface Builder's switches no UIKit coder archives", .named(Set(Compilation.uiKitUnarchivedKeys.keys))) {
            $0.uiKitWithoutUnarchivedAttributes($1, $3)
        },
    ]
}
