extension KeyTables {
    /// UIKit attributes (`element.attribute`) whose prefix-rule key (`accessoryType` →
    /// `UIAccessoryType`) is the key UIKit's coders use, so it is not counted as invented. Each
    /// entry names its source; the values are Apple's (the family files in `UIKit/`).
    static let uiKitConfirmedPrefixKeys: Set<String> = [
        // -[UITableViewCell encodeWithCoder:] (public decompilations of UIKit; UIKitTableCellKeys).
        "tableViewCell.accessoryType", "tableViewCell.editingAccessoryType", "tableViewCell.indentationLevel",
        "tableViewCell.indentationWidth", "tableViewCell.showsReorderControl", "tableViewCell.focusStyle",
        // -[UIViewController initWithCoder:] reads UIDefinesPresentationContext (a trace of UIKit's decoder; UIKitViewControllerKeys).
        "viewController.definesPresentationContext", "navigationController.definesPresentationContext",
        "tableViewController.definesPresentationContext", "collectionViewController.definesPresentationContext",
        "tabBarController.definesPresentationContext", "splitViewController.definesPresentationContext",
        // -[UIBarButtonItem encodeWithCoder:] (the same decompilations; UIKitBarItems).
        "barButtonItem.systemItem", "barButtonItem.width",
        // -[UIToolbar encodeWithCoder:], -[UINavigationBar encodeWithCoder:] (UIKitBarItems).
        "toolbar.barStyle", "navigationBar.barStyle",
        // -[UICollectionViewFlowLayout encodeWithCoder:] (UIKitCollectionLayoutKeys).
        "collectionViewFlowLayout.scrollDirection", "collectionViewFlowLayout.sectionInsetReference",
        // -[UIActivityIndicatorView encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitActivityIndicatorKeys).
        "activityIndicatorView.hidesWhenStopped", "activityIndicatorView.animating",
        // -[UIPageViewController encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitPageViewControllerKeys).
        "pageViewController.transitionStyle", "pageViewController.navigationOrientation", "pageViewController.spineLocation",
        "pageViewController.doubleSided", "pageViewController.pageSpacing",
        // -[UILabel encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitLabelKeys).
        "label.enablesMarqueeWhenAncestorFocused", "label.adjustsFontForContentSizeCategory",
        // -[UIImageView encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitImageViewKeys).
        "imageView.adjustsImageSizeForAccessibilityContentSizeCategory",
        // -[UINavigationItem encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitNavigationItemKeys).
        "navigationItem.largeTitleDisplayMode",
        // -[UIButton encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitButtonKeys).
        "button.reversesTitleShadowWhenHighlighted",
        // -[UIStepper encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitStepperKeys).
        "stepper.minimumValue", "stepper.maximumValue", "stepper.stepValue", "stepper.continuous", "stepper.autorepeat", "stepper.wraps",
        // -[UISegmentedControl encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitSegmentedControlKeys).
        "segmentedControl.selectedSegmentIndex", "segmentedControl.momentary",
        // -[UISearchBar encodeWithCoder:] (UIKitCore, iOS 26.1; UIKitSearchBarKeys).
        "searchBar.barStyle", "searchBar.searchBarStyle", "searchBar.showsCancelButton", "searchBar.showsBookmarkButton",
        "searchBar.showsScopeBar", "searchBar.searchResultsButtonSelected",
        // Keys xibdump (satroschenko/xibdump, which turns Apple-compiled UIKit nibs back into
        // documents) reads back under these names: a table view's heights (its DefaultParameterDecoder),
        // a scroll view's switches (BoolParameterDecoder), the keyboard dismissal and a text field's
        // clear button (ListParameterDecoder, as numbers: `KeyTables.enumerations`).
        "tableView.sectionFooterHeight", "tableView.estimatedRowHeight", "tableView.estimatedSectionHeaderHeight",
        "tableView.estimatedSectionFooterHeight", "tableView.allowsSelectionDuringEditing", "tableView.alwaysBounceVertical",
        "tableView.keyboardDismissMode", "textView.keyboardDismissMode", "textView.alwaysBounceVertical",
        "textView.directionalLockEnabled", "textView.bouncesZoom", "collectionView.directionalLockEnabled",
        "textField.clearButtonMode",
        // A controller's presentation style, a number (UIKitEnumerationNumbers.modalPresentationStyles).
        "viewController.modalPresentationStyle", "navigationController.modalPresentationStyle",
        "tableViewController.modalPresentationStyle", "collectionViewController.modalPresentationStyle",
        "tabBarController.modalPresentationStyle", "splitViewController.modalPresentationStyle",
        // Its transition style, a number (UIKitEnumerationNumbers.modalTransitionStyles; the decoder's trace).
        "viewController.modalTransitionStyle", "navigationController.modalTransitionStyle",
        "tableViewController.modalTransitionStyle", "collectionViewController.modalTransitionStyle",
        "tabBarController.modalTransitionStyle", "splitViewController.modalTransitionStyle",
    ]

    /// UIKit keys Apple's schema names differently from NibKit's compact one, by
    /// `element.compactKey` (merged into ``appleKeyRenames``; the object library reads either).
    static let uiKitAppleKeyRenames: [String: String] = [
        // -[UITableViewCell encodeWithCoder:] (UIKitTableCellKeys).
        "tableViewCell.UIStyle": "UITableViewCellStyle",
        // -[UIStackView encodeWithCoder:] (UIKitStackViewKeys).
        "stackView.UIAxis": "UIStackViewAxis", "stackView.UIDistribution": "UIStackViewDistribution",
        "stackView.UIAlignment": "UIStackViewAlignment", "stackView.UISpacing": "UIStackViewSpacing",
        "stackView.UIBaselineRelativeArrangement": "UIStackViewBaselineRelative",
        "stackView.UILayoutMarginsRelativeArrangement": "UIStackViewLayoutMarginsRelative",
        // -[UICollectionViewFlowLayout encodeWithCoder:] (UIKitCollectionLayoutKeys).
        "collectionViewFlowLayout.UIMinimumInteritemSpacing": "UIInteritemSpacing",
        "collectionViewFlowLayout.UIMinimumLineSpacing": "UILineSpacing",
        // -[UIActivityIndicatorView encodeWithCoder:] (UIKitActivityIndicatorKeys).
        "activityIndicatorView.UIStyle": "UIActivityIndicatorViewStyle-Modern",
        // -[UILabel encodeWithCoder:] (UIKitLabelKeys).
        "label.UIAdjustsLetterSpacingToFitWidth": "UIAdjustsLetterSpacingToFit",
        // -[UISegmentedControl encodeWithCoder:] (UIKitSegmentedControlKeys).
        "segmentedControl.UIApportionsSegmentWidthsByContent": "UIUseProportionalWidthSegments",
        // -[UISearchBar encodeWithCoder:] (UIKitSearchBarKeys).
        "searchBar.UITranslucent": "UISearchBarTranslucence", "searchBar.UIShowsSearchResultsButton": "UIShowSearchResultsButton",
        // -[UILongPressGestureRecognizer encodeWithCoder:] (UIKitLongPressKeys).
        "pongPressGestureRecognizer.UIMinimumPressDuration": "UILongPressGestureRecognizer.minimumPressDuration",
        "pongPressGestureRecognizer.UIAllowableMovement": "UILongPressGestureRecognizer.allowableMovement",
        "pongPressGestureRecognizer.UINumberOfTouchesRequired": "UILongPressGestureRecognizer.numberOfTouchesRequired",
    ]
}
