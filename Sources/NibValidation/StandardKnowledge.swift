import NibObjectLibrary

/// What validation knows about Apple's own classes: which names are standard, their superclass
/// chains (from NibKit's object library, whose classes are named and derived as Apple's), and the
/// outlets, actions and properties they commonly have. Members of standard classes are known only
/// as far as these lists and the documents' own use go; see ``DocumentValidator``.
enum StandardKnowledge {
    /// The prefixes of Apple's frameworks: a class named so and not in the sources is taken as Apple's.
    static let frameworkPrefixes = ["NS", "UI", "WK", "AV", "MK", "PDF", "SCN", "SK", "CA", "IK", "QL", "GLK", "MTK", "AR", "WebView", "Web", "PK", "CN", "MF", "SF", "AS", "LA"]

    /// Whether `name` is a standard class: in the object library, or named with an Apple framework prefix.
    static func isStandard(_ name: String) -> Bool {
        if ObjectLibrary.classes[name] != nil || universalTypes.contains(name) || appleNames.contains(name) { return true }
        return frameworkPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.count > prefix.count
                && (name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase || prefix == "WebView")
        }
    }

    /// Apple's classes that no prefix rule catches.
    static let appleNames: Set<String> = ["WebView", "WebFrame", "PDFView"]

    /// Types every object is an instance of.
    static let universalTypes: Set<String> = ["NSObject", "AnyObject", "Any", "id", "NSObjectProtocol"]

    /// The library's names for its classes (`ArchivedNSSegment` → `NSSegmentItem`).
    private static let libraryNames: [ObjectIdentifier: String] = {
        var names: [ObjectIdentifier: String] = [:]
        for (name, type): (String, AnyClass) in ObjectLibrary.classes where names[ObjectIdentifier(type)] == nil || !name.hasPrefix("_") {
            names[ObjectIdentifier(type)] = name
        }
        return names
    }()

    /// The standard class and its superclasses as Apple names them, or nil when the object
    /// library does not have the class (its chain is then unknown).
    static func chain(of name: String) -> [String]? {
        if universalTypes.contains(name) { return [name] }
        guard var type: AnyClass = ObjectLibrary.classes[name] else { return nil }
        var names = [name]
        while let superclass = _getSuperclass(type) {
            type = superclass
            let superName = libraryNames[ObjectIdentifier(type)] ?? String(describing: type)
            if !superName.hasPrefix("_") && !names.contains(superName) { names.append(superName) }
        }
        names.append("NSObject")
        return names
    }

    /// Outlets of Apple's classes that documents connect (`view`, `delegate`, `dataSource`…).
    static let outlets: Set<String> = [
        "delegate", "dataSource", "view", "window", "menu", "nextKeyView", "initialFirstResponder", "formatter",
        "contentView", "documentView", "target", "textField", "imageView", "gestureRecognizers", "titleView",
        "contentViewController", "parentWindow", "dockMenu", "tableView", "collectionView", "searchBar",
        "searchDisplayController", "inputView", "inputAccessoryView", "rightBarButtonItem", "leftBarButtonItem",
        "backBarButtonItem", "navigationItem", "tabBarItem", "backgroundView", "selectedBackgroundView",
        "accessoryView", "editingAccessoryView", "tableHeaderView", "tableFooterView", "refreshControl",
        "sourceItemView", "headerView", "cornerView", "verticalScroller", "horizontalScroller", "touchBar",
        "servicesMenu", "windowsMenu", "helpMenu", "mainMenu", "submenu", "supermenu", "content", "outlineView",
        "splitView", "tabView", "toolbar", "popover", "label", "detailTextLabel", "textLabel", "contentViewController",
        "drawer", "nextResponder", "owner", "uiDelegate", "navigationDelegate", "frameLoadDelegate", "policyDelegate",
        "resourceLoadDelegate", "UIDelegate", "downloadDelegate", "editingDelegate", "searchResultsUpdater",
        "searchResultsController", "customView", "itemPrototype", "textView", "titlebarAccessoryViewController",
        "menuFormRepresentation", "visualEffectView", "scrollView", "clipView", "accessoryViewController",
        "representedObject", "inspectorViewController", "sidebarViewController",
    ]

    /// Actions of Apple's responders, windows, applications and text views, as menus send them.
    static let actions: Set<String> = Set("""
    orderFrontStandardAboutPanel: orderFrontPreferencesPanel: hide: hideOtherApplications: unhideAllApplications: \
    terminate: newDocument: openDocument: clearRecentDocuments: performClose: saveDocument: saveDocumentAs: \
    saveDocumentTo: revertDocumentToSaved: runPageLayout: print: printDocument: duplicateDocument: renameDocument: \
    moveDocument: browseDocumentVersions: lockDocument: unlockDocument: saveAllDocuments: closeAll: \
    undo: redo: cut: copy: paste: pasteAsPlainText: pasteAsRichText: pasteAndMatchStyle: delete: selectAll: \
    performFindPanelAction: performTextFinderAction: centerSelectionInVisibleArea: checkSpelling: showGuessPanel: \
    toggleContinuousSpellChecking: toggleGrammarChecking: toggleAutomaticSpellingCorrection: \
    orderFrontSubstitutionsPanel: toggleSmartInsertDelete: toggleAutomaticQuoteSubstitution: \
    toggleAutomaticDashSubstitution: toggleAutomaticLinkDetection: toggleAutomaticDataDetection: \
    toggleAutomaticTextReplacement: toggleAutomaticTextCompletion: uppercaseWord: lowercaseWord: capitalizeWord: \
    startSpeaking: stopSpeaking: orderFrontCharacterPalette: startDictation: pasteRuler: copyRuler: pasteFont: \
    copyFont: orderFrontFontPanel: addFontTrait: modifyFont: underline: orderFrontColorPanel: turnOffKerning: \
    useStandardKerning: loosenKerning: tightenKerning: turnOffLigatures: useStandardLigatures: useAllLigatures: \
    raiseBaseline: lowerBaseline: superscript: subscript: unscript: alignLeft: alignCenter: alignJustified: \
    alignRight: toggleRuler: makeBaseWritingDirectionNatural: makeBaseWritingDirectionLeftToRight: \
    makeBaseWritingDirectionRightToLeft: makeTextWritingDirectionNatural: makeTextWritingDirectionLeftToRight: \
    makeTextWritingDirectionRightToLeft: changeFont: changeColor: changeAttributes: orderFrontLinkPanel: \
    orderFrontListPanel: orderFrontSpacingPanel: orderFrontTablePanel: toggleTraditionalCharacterShape: \
    toggleToolbarShown: runToolbarCustomizationPalette: toggleSidebar: toggleFullScreen: toggleTabBar: \
    toggleTabOverview: toggleInspector: performMiniaturize: performZoom: arrangeInFront: miniaturizeAll: zoom: \
    selectNextTab: selectPreviousTab: moveTabToNewWindow: mergeAllWindows: newWindowForTab: makeKeyAndOrderFront: \
    orderFront: orderOut: orderBack: close: showHelp: cancelOperation: complete: insertNewline: \
    takeStringValueFrom: takeIntValueFrom: takeDoubleValueFrom: takeFloatValueFrom: takeIntegerValueFrom: \
    takeObjectValueFrom: performClick: stop: startAnimation: stopAnimation: selectText: selectNextKeyView: \
    selectPreviousKeyView: fetch: add: remove: insert: selectNext: selectPrevious: addChild: insertChild: \
    selectFirstTabViewItem: selectLastTabViewItem: selectNextTabViewItem: selectPreviousTabViewItem: \
    toggle: toggleSmartInsertDelete: outline: useAllLigatures: paste: select: toggleBoldface: toggleItalics: \
    toggleUnderline: increaseSize: decreaseSize: deselectAll: scrollToBeginningOfDocument: \
    scrollToEndOfDocument: performTextFinderAction: orderFrontFindPanel: stopModal: abortModal: \
    performSave: saveAll: openRecentDocument: showWindow: toggleSourceList: collapse: expand: \
    reload: goBack: goForward: stopLoading: reloadFromOrigin: makeTextLarger: makeTextSmaller: makeTextStandardSize: \
    toggleContinuousGrammarChecking: showGuessPanel: orderFrontSharingServicePicker: \
    enterFullScreenMode: exitFullScreenMode: performFindPanelAction: sortDescending: sortAscending: \
    dismissController: presentViewController: replaceQuotesInSelection: replaceDashesInSelection: \
    replaceTextInSelection: toggleSmartQuotes: toggleSmartDashes: performSearch: transpose: yank:
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// Properties of Apple's views and objects that runtime attributes set.
    static let properties: Set<String> = [
        "layer", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "accessibilityTraits", "tintColor", "backgroundColor", "clipsToBounds", "alpha",
        "hidden", "contentMode", "textColor", "font", "text", "title", "image", "tag", "enabled", "selected",
        "highlighted", "userInteractionEnabled", "translatesAutoresizingMaskIntoConstraints", "wantsLayer",
        "layerContentsRedrawPolicy", "identifier", "placeholder", "placeholderString", "attributedPlaceholder",
        "stringValue", "integerValue", "doubleValue", "objectValue", "state", "toolTip", "cornerRadius", "borderWidth",
        "borderColor", "masksToBounds", "contentInset", "textContainerInset", "allowsVibrancy", "appearance",
        "focusRingType", "autoresizesSubviews", "keyEquivalent", "menu", "isEnabled", "isHidden", "opaque",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "numberOfLines", "lineBreakMode", "textAlignment",
        "keyboardAppearance", "returnKeyType", "scrollEnabled", "bounces", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "estimatedRowHeight", "rowHeight", "separatorColor", "separatorInset",
        "preferredContentSize", "modalPresentationStyle", "restorationIdentifier", "localizedTitle", "contentTintColor",
        "bezelColor", "drawsBackground", "textLabel", "detailTextLabel", "imageView", "contentView", "titleLabel",
        "isAccessibilityElement", "shouldGroupAccessibilityChildren", "semanticContentAttribute", "insetsLayoutMarginsFromSafeArea", "refusesFirstResponder", "intercellSpacing", "usesAlternatingRowBackgroundColors",
    ]
}
