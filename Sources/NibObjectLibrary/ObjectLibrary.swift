import NibRuntime

/// The classes of NibKit's object library, by the names nibs archive them under.
public enum ObjectLibrary {
    /// Every library class by archived class name.
    public static let classes: [String: AnyClass] = {
        var table: [String: AnyClass] = [:]
        let uiKit: [AnyClass] = [
            UIResponder.self, UIApplication.self, UIView.self, UIControl.self, UILabel.self, UIButton.self,
            UITextField.self, UISwitch.self, UISlider.self, UIImageView.self, UIWindow.self,
            UIBarButtonItem.self, UINavigationItem.self, UIGestureRecognizer.self, UIColor.self, UIFont.self,
            UIImage.self, UIButtonContent.self, UIScrollView.self, UITableView.self, UICollectionView.self,
            UIPickerView.self, UITextView.self, UITableViewCell.self, UISearchBar.self,
        ]
        let appKit: [AnyClass] = [
            NSResponder.self, NSApplication.self, NSView.self, NSControl.self, NSCell.self, NSActionCell.self,
            NSButton.self, NSTextField.self, NSWindow.self, NSPanel.self, NSMenu.self, NSMenuItem.self,
            NSController.self, NSObjectController.self,
            NSArrayController.self, NSTreeController.self, NSUserDefaultsController.self, NSColor.self, NSFont.self,
            NSImage.self, NSBitmapImageRep.self, NSSound.self, NSToolbar.self, NSToolbarItem.self, NSStackView.self, NSButtonCell.self, NSSegmentedCell.self,
            NSGridView.self, NSGridRow.self, NSGridColumn.self, NSGridCell.self,
        ]
        for type in uiKit + appKit + [NSLayoutConstraint.self, NSParagraphStyle.self, NSTextTab.self, NSShadow.self] { table[String(describing: type)] = type }
        table["UIImageNibPlaceholder"] = UIImageNibPlaceholder.self
        table["NSCustomResource"] = NSCustomResource.self
        table["NSCustomView"] = NSCustomView.self
        table["NSStackViewContainer"] = NSStackViewContainer.self
        table["NSMapTable"] = ArchivedMapTable.self
        table["NSColorSpace"] = ArchivedColorSpace.self
        table["NSWindowTemplate"] = NSWindowTemplate.self
        // AppKit's standard space items are archived under classes of their own.
        table["NSToolbarSpaceItem"] = NSToolbarItem.self
        table["NSToolbarFlexibleSpaceItem"] = NSToolbarItem.self
        table["CALayer"] = CALayer.self
        table["_NSCornerView"] = NSCornerView.self
        table["NSNib"] = ArchivedNib.self
        table["NSLayoutGuide"] = NSLayoutGuide.self
        // A storyboard layout guide's own width constraint (its Apple fallback is NSLayoutConstraint).
        table["_UILayoutSupportConstraint"] = NSLayoutConstraint.self
        table["NSFontDescriptor"] = NibFontDescriptor.self
        table["NSFormatter"] = NSFormatter.self
        table["NSNumberFormatter"] = NSNumberFormatter.self
        table["NSDateFormatter"] = NSDateFormatter.self
        table["NSSegmentItem"] = ArchivedNSSegment.self
        table["NSAttributedString"] = NibAttributedString.self
        table["NSTextStorage"] = NibAttributedString.self
        table["NSMutableParagraphStyle"] = NSParagraphStyle.self
        for entry in generatedClasses { table[entry.name] = entry.type }
        return table
    }()
}
