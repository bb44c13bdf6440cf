import Foundation

// UIKit's additions to Foundation's IndexPath for tables and collections: a two-element path,
// section first.
extension IndexPath {
    /// A path to `row` in `section` (a table view's row).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section` (a collection view's item).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in its section: the second index (the same as `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
