extension KeyTables {
    /// AppKit attributes (`element.attribute`) whose prefix-rule key (`completes` → `NSCompletes`)
    /// is the key Apple's coders use, so it is not counted as invented. Each entry names where the
    /// key was seen in Apple's archives.
    static let appKitConfirmedPrefixKeys: Set<String> = [
        // NSComboBoxCell: Apple's keyed archive in ../shared/corpus (CotEditor's Preferences.nib
        // `designable.nib`, written by AppKit's own coder), Cocotron's and Cappuccino's decoders.
        "comboBoxCell.completes", "comboBoxCell.hasVerticalScroller", "comboBoxCell.usesDataSource", "comboBoxCell.buttonBordered",
        // A text cell's background switch (the same archives: NSTextFieldCell, NSComboBoxCell, NSSecureTextFieldCell).
        "textFieldCell.drawsBackground", "comboBoxCell.drawsBackground", "secureTextFieldCell.drawsBackground",
        "searchFieldCell.drawsBackground", "tokenFieldCell.drawsBackground",
        // A slider cell's range and tick marks: the ibtool pairs (`test_slider`, `test_slider_prefs`)
        // and the NSSliderCells of Apple's keyed archives in ../shared/corpus.
        "sliderCell.minValue", "sliderCell.maxValue", "sliderCell.numberOfTickMarks", "sliderCell.tickMarkPosition",
        "sliderCell.allowsTickMarkValuesOnly",
        // A segmented cell's tracking mode and distribution (`test23_segmented`; viraptor/ibtool's `segmentedCell.py`).
        "segmentedCell.trackingMode", "segmentedCell.segmentDistribution",
        // A tab view's background switch (viraptor/ibtool's `tabView.py`; the pairs' tab views).
        "tabView.drawsBackground",
        // A search field cell's recents and whole-string switch (the decoders of Cappuccino's nib2cib
        // and mySTEP; viraptor/ibtool's `searchFieldCell.py`).
        // A level indicator cell's range, levels and tick marks (Cappuccino's nib2cib decoder; the
        // ibtool pair `test_writing_direction`).
        "levelIndicatorCell.minValue", "levelIndicatorCell.maxValue", "levelIndicatorCell.warningValue", "levelIndicatorCell.criticalValue",
        "levelIndicatorCell.numberOfTickMarks", "levelIndicatorCell.numberOfMajorTickMarks", "levelIndicatorCell.tickMarkPosition",
        // A progress indicator's range (AppKitProgressIndicatorKeys).
        "progressIndicator.minValue", "progressIndicator.maxValue",
        "searchFieldCell.maximumRecents", "searchFieldCell.recentsAutosaveName", "searchFieldCell.sendsWholeSearchString",
        // Keys seen under the element's class in Apple's own keyed archives: the Xcode 3 documents
        // of ../shared/corpus (`designable.nib` and `<archive>` .xib files hold AppKit's keyed
        // encoding of each object), the Apple-compiled nibs beside iTerm2's, Flycut's and the
        // development pairs' documents.
        // NSBox: CotEditor's Preferences.nib/designable.nib (all four on every box), the pairs' boxes.
        "box.boxType", "box.borderType", "box.titlePosition", "box.transparent",
        // NSArrayController: CotEditor's Preferences.nib/designable.nib.
        "arrayController.avoidsEmptySelection",
        // The controllers' settings as Cappuccino's nib2cib (`NSObjectController.j`,
        // `NSArrayController.j`, `NSDictionaryController.j`) and GNUstep libs-gui's
        // `NSTreeController.m` decode them from Apple's nibs.
        "arrayController.objectClassName", "arrayController.automaticallyPreparesContent", "arrayController.preservesSelection",
        "arrayController.selectsInsertedObjects", "arrayController.clearsFilterPredicateOnInsertion",
        "arrayController.filterRestrictsInsertion", "arrayController.alwaysUsesMultipleValuesMarker",
        "objectController.objectClassName", "objectController.automaticallyPreparesContent",
        "treeController.objectClassName", "treeController.automaticallyPreparesContent", "treeController.avoidsEmptySelection",
        "treeController.preservesSelection", "treeController.selectsInsertedObjects", "treeController.alwaysUsesMultipleValuesMarker",
        "dictionaryController.objectClassName", "dictionaryController.includedKeys", "dictionaryController.excludedKeys",
        // A sort descriptor's selector as a string (Cappuccino's nib2cib `NSSortDescriptor.j`).
        "sortDescriptor.selector",
        // A table column's header tool tip (a localization tool that reads Apple-compiled nibs
        // handles `NSHeaderToolTip` as the column's header tool tip).
        "tableColumn.headerToolTip",
        // A split view item's collapsed state (Cappuccino's nib2cib `NSSplitViewController.j`).
        "splitViewItem.collapsed",
        // A popover's behaviour (Cappuccino's nib2cib `NSPopover.j`; AppKitPopoverKeys writes its number).
        "popover.behavior",
        // A drawer's offsets and edge (viraptor/ibtool's `drawer.py`; GNUstep's and Cocotron's NSDrawer coders).
        "drawer.leadingOffset", "drawer.trailingOffset", "drawer.preferredEdge",
        // A token field cell's style (Cappuccino's nib2cib `NSTokenField.j`; AppKitTokenFieldKeys writes its number).
        "tokenFieldCell.tokenStyle",
        // NSButtonCell's alternate image: Tunnelblick's Welcome.xib archive.
        "buttonCell.alternateImage",
        // NSImageCell: Tunnelblick's VPNServiceLogin.xib archive.
        "imageCell.animates",
        // NSPopUpButtonCell: adium's ListThemeSheet.nib/designable.nib.
        "popUpButtonCell.arrowPosition", "popUpButtonCell.preferredEdge",
        // NSStepperCell's range: Flycut's Apple-compiled MainMenu.nib (keyedobjects-101300.nib).
        "stepperCell.minValue", "stepperCell.maxValue",
        // NSTabViewItem's label: adium's ListThemeSheet.nib/designable.nib.
        "tabViewItem.label",
        // NSTableColumn's widths: adium's AccountListPreferences.nib/designable.nib and the pairs.
        "tableColumn.width", "tableColumn.minWidth", "tableColumn.maxWidth",
        // NSTableView's and NSOutlineView's resizing style, row height, autosave name and header
        // view: adium's AccountListPreferences.nib/designable.nib, iTerm2's Apple-compiled
        // MainViewController.nib, the pairs (`table_5col_reverseseq`, `outline_2col_default`).
        "tableView.columnAutoresizingStyle", "outlineView.columnAutoresizingStyle", "outlineView.rowHeight",
        "tableView.autosaveName", "outlineView.autosaveName", "tableView.headerView", "outlineView.headerView",
        // NSScrollView's magnifications, doubles: the decoders of Finch's and mySTEP's NSScrollView.m.
        "scrollView.magnification", "scrollView.minMagnification", "scrollView.maxMagnification",
        // NSSplitView's divider style and autosave name: the pair `test_splitview_props`.
        "splitView.dividerStyle", "splitView.autosaveName",
        // NSTextField's preferred width: Sparkle's Apple-compiled SUUpdateAlert.nib (in iTerm2's tree).
        "textField.preferredMaxLayoutWidth",
        // NSTextTab's location: CotEditor's Preferences.nib/designable.nib.
        "textTab.location",
        // NSWindowTemplate's transparent title bar (`titlebarAppearsTransparent="YES"` → true): a
        // probed Python ibtool for NetNewsWire's Mac xibs (Apple's ibtool 27).
        "window.titlebarAppearsTransparent",
    ]
}
