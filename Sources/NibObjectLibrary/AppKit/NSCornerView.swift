import Foundation
import NibRuntime

/// The view above a table's vertical scroller, beside its header (`_NSCornerView` in AppKit's
/// nibs): ibtool adds one to every scroll view that shows a table header.
open class NSCornerView: NSView {}
