import Foundation

// UIKit adds the list accessors to NSIndexPath (Foundation on Linux has only `index(atPosition:)`).
extension NSIndexPath {
    /// The row (a table view's index path).
    public var row: Int { index(atPosition: 1) }
    /// The item (a collection view's index path).
    public var item: Int { index(atPosition: 1) }
    /// The section.
    public var section: Int { index(atPosition: 0) }
}
