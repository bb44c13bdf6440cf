import Foundation

extension UINavigationBar {
    /// The section of a Mac Catalyst window's toolbar a navigation bar's items go to.
    public enum NSToolbarSection: Int, Sendable {
        /// None: the bar is not part of the window's toolbar.
        case none = 0
        /// Above the sidebar column.
        case sidebar = 1
        /// Above the supplementary column.
        case supplementary = 2
        /// Above the content.
        case content = 3
    }

    /// The toolbar section the bar stands for: what its delegate answers to
    /// `navigationBarNSToolbarSection(_:)` (`.none` without a delegate).
    public var currentNSToolbarSection: NSToolbarSection {
        let entry = UIEntry("-[UINavigationBar currentNSToolbarSection]", self); defer { entry.end() }
        guard let delegate = storedNavigationBarDelegate else { return .none }
        return context.loop.span(.delegateCallback, "navigationBarNSToolbarSection(_:)") { delegate.navigationBarNSToolbarSection(self) }
    }
}
