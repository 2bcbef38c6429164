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
    ]
}
