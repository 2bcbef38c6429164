import NibArchive
import NibDocument

extension ObjectPass {
    /// AppKit's passes, in order: what each family adds to or changes in an object's generic
    /// values. A pass for every element picks its objects by structure; the rest name theirs.
    static let appKit: [ObjectPass] = [
        ObjectPass("views: next responder, superview, flags, reuse identifier", .any) { $0.appKitViewValues($1, $3) },
        ObjectPass("views' layout guides", .any) { $0.appKitLayoutGuideValues($1, $3) },
        ObjectPass("boxes, and the content view a box lays out", .any) { $0.appKitBoxValues($1, $3) },
        ObjectPass("frames AppKit changes when it loads a view into its place", .any) { $0.appKitAutoresizedValues($1, $3) },
        ObjectPass("controls: the settings they mirror from their cell", .named(Compilation.appKitCellOwners)) { $0.appKitControlValues($1, $3) },
        ObjectPass("scroll views, their clip views and scrollers", .named(["scrollView", "clipView", "scroller"])) { $0.appKitScrollViewValues($1, $3) },
        ObjectPass("table and outline views", .named(["tableView", "outlineView"])) { $0.appKitTableViewValues($1, $3) },
        ObjectPass("table and outline views' styles", .named(["tableView", "outlineView"]), appleSchemaOnly: true) { $0.appKitTableStyleValues($1, $3) },
        ObjectPass("outline views' own keys", .named(["outlineView"]), appleSchemaOnly: true) { $0.appKitOutlineViewValues($1, $3) },
        ObjectPass("stack views", .named(["stackView"]), appleSchemaOnly: true) { $0.appKitStackViewValues($1, $3) },
        ObjectPass("drop targets", .named(["imageView", "colorWell", "segmentedControl"]), appleSchemaOnly: true) { $0.appKitDropTargetValues($1, $3) },
        ObjectPass("table header views", .named(["tableHeaderView"])) { $0.appKitTableHeaderValues($1, $3) },
        ObjectPass("split views and their panes", .any, appleSchemaOnly: true) { $0.appKitSplitViewValues($1, $3) },
        ObjectPass("matrices", .named(["matrix"])) { $0.appKitMatrixValues($1, $3) },
        ObjectPass("tab views and their items", .named(["tabView", "tabViewItem"])) { $0.appKitTabViewValues($1, $3) },
        ObjectPass("menu items", .named(["menuItem"])) { $0.appKitMenuItemValues($1, $3) },
        ObjectPass("menus", .named(["menu"]), appleSchemaOnly: true) { $0.appKitMenuValues($1, $3) },
        ObjectPass("cells (every NS…Cell class)", .any) { $0.appKitCellValues($1, $3) },
        ObjectPass("table columns", .named(["tableColumn"])) { $0.appKitTableColumnValues($1, $3) },
        ObjectPass("text views", .named(["textView"])) { $0.appKitTextViewValues($1, $3) },
        ObjectPass("focus rings of views and controls", .any) { $0.appKitFocusRingValues($1, $3) },
        ObjectPass("sort descriptors", .named(["sortDescriptor"])) { $0.appKitSortDescriptorValues($2, index: $0.archiveIndex.indexByID[$1.id], $3) },
        ObjectPass("view-based tables' prototype nibs", .named(["tableView", "outlineView"])) { $0.appKitReusableViewValues($1, $3) },
        ObjectPass("date formatters", .named(["dateFormatter"])) { $0.appKitDateFormatterValues($1, $3) },
        ObjectPass("number formatters", .named(["numberFormatter"])) { $0.appKitNumberFormatterValues($1, $3) },
        ObjectPass("byte count formatters", .named(["byteCountFormatter"])) { $0.appKitByteCountFormatterValues($1, $2, $3) },
        ObjectPass("toolbars and their items", .named(["toolbar", "toolbarItem", "searchToolbarItem"])) { $0.appKitToolbarValues($1, $3) },
        ObjectPass("PDF views", .named(["pdfView"]), appleSchemaOnly: true) { $0.appKitPDFViewValues($1, $3) },
        ObjectPass("legacy web views", .named(["webView"]), appleSchemaOnly: true) { $0.appKitWebViewValues($1, $3) },
        ObjectPass("tab view controllers' style, selection and transitions", .named(["tabViewController"]), appleSchemaOnly: true) {
            $0.appKitTabViewControllerValues($1, $3)
        },
        ObjectPass("progress indicators", .named(["progressIndicator"]), appleSchemaOnly: true) { $0.appKitProgressIndicatorValues($1, $3) },
        ObjectPass("progress indicators' layers and current value", .named(["progressIndicator"])) { $0.appKitProgressIndicatorLayerValues($1, $3) },
        ObjectPass("token field cells", .named(["tokenFieldCell"]), appleSchemaOnly: true) { $0.appKitTokenFieldCellValues($1, $2, $3) },
        ObjectPass("combo box cells", .named(["comboBoxCell"])) { $0.appKitComboBoxCellValues($1, $2, $3) },
        ObjectPass("bindings controllers' switches", .named(["objectController", "arrayController", "treeController", "dictionaryController", "userDefaultsController"])) {
            $0.appKitControllerSwitchValues($1, $3)
        },
        ObjectPass("tree controllers' key paths", .named(["treeController"])) { $0.appKitTreeControllerValues($1, $3) },
        ObjectPass("switches", .named(["switch"]), appleSchemaOnly: true) { $0.appKitSwitchValues($1, $2, $3) },
        ObjectPass("drawers", .named(["drawer"])) { $0.appKitDrawerValues($1, $2, $3) },
        ObjectPass("popovers", .named(["popover"]), appleSchemaOnly: true) { $0.appKitPopoverValues($1, $2, $3) },
        ObjectPass("visual effect views", .named(["visualEffectView"]), appleSchemaOnly: true) { $0.appKitVisualEffectViewValues($1, $2, $3) },
        ObjectPass("prototype views, where ibtool lays them out", .any) { $0.prototypeViewValues($1, $3) },
        ObjectPass("segmented cells' segments", .named(["segmentedCell"]), appleSchemaOnly: true) { $0.appKitSegmentedCellValues($2, $3) },
        ObjectPass("path controls and their cells", .named(["pathControl", "pathCell"]), appleSchemaOnly: true) { $0.appKitPathControlValues($1, $2, $3) },
        ObjectPass("grid views, their rows, columns and cells", .named(["gridView", "gridRow", "gridColumn", "gridCell"])) {
            $0.appKitGridValues($1, $2, $3)
        },
        ObjectPass("rule and predicate editors and their row templates", .named(["ruleEditor", "predicateEditor", "predicateEditorRowTemplate"]), appleSchemaOnly: true) { $0.appKitPredicateEditorValues($1, $2, $3) },
    ]
}
