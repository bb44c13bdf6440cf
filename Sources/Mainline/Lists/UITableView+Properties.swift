import Foundation

/// Which elements of a table hug their content (iOS 18).
public struct UITableViewContentHuggingElements: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers as wide as their content, not the table.
    public static let sectionHeaders = UITableViewContentHuggingElements(rawValue: 1 << 0)
}

extension UITableView {
    /// How `separatorInset` is read.
    public enum SeparatorInsetReference: Int, Sendable {
        /// As insets from the cell's edges (the default).
        case fromCellEdges
        /// As insets from the automatic separator insets.
        case fromAutomaticInsets
    }

    /// Whether cells that change their size themselves are measured again.
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }

    /// A section index title shown as a magnifying glass (UIKit's string).
    nonisolated public static let indexSearch = "{search}"

    /// Posted (with the table as its object) when the user changes the selection.
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")

    /// Whether rows can be selected while editing (default false).
    public var allowsSelectionDuringEditing: Bool {
        get { let entry = UIEntry("-[UITableView allowsSelectionDuringEditing]", self); defer { entry.end() }; return storedAllowsSelectionDuringEditing }
        set { let entry = UIEntry("-[UITableView setAllowsSelectionDuringEditing:]", self); defer { entry.end() }; storedAllowsSelectionDuringEditing = newValue }
    }

    /// Whether several rows can be selected while editing (default false; true turns on
    /// selection while editing too).
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { let entry = UIEntry("-[UITableView allowsMultipleSelectionDuringEditing]", self); defer { entry.end() }; return storedAllowsMultipleSelectionDuringEditing }
        set {
            let entry = UIEntry("-[UITableView setAllowsMultipleSelectionDuringEditing:]", self); defer { entry.end() }
            storedAllowsMultipleSelectionDuringEditing = newValue
            if newValue { storedAllowsSelectionDuringEditing = true }
            for cell in cellsOnScreen.values { cell.inMultipleSelection = storedIsEditing && newValue }
        }
    }

    /// The separators' colour (default `.separator`; separators are not drawn).
    public var separatorColor: UIColor? {
        get { let entry = UIEntry("-[UITableView separatorColor]", self); defer { entry.end() }; return storedSeparatorColor }
        set { let entry = UIEntry("-[UITableView setSeparatorColor:]", self); defer { entry.end() }; storedSeparatorColor = newValue }
    }

    /// A blur or vibrancy for the separators (kept).
    public var separatorEffect: UIVisualEffect? {
        get { let entry = UIEntry("-[UITableView separatorEffect]", self); defer { entry.end() }; return storedSeparatorEffect }
        set { let entry = UIEntry("-[UITableView setSeparatorEffect:]", self); defer { entry.end() }; storedSeparatorEffect = newValue }
    }

    /// How `separatorInset` is read (default from the cell edges).
    public var separatorInsetReference: SeparatorInsetReference {
        get { let entry = UIEntry("-[UITableView separatorInsetReference]", self); defer { entry.end() }; return storedSeparatorInsetReference }
        set { let entry = UIEntry("-[UITableView setSeparatorInsetReference:]", self); defer { entry.end() }; storedSeparatorInsetReference = newValue }
    }

    /// A view behind every row, header and footer, filling the visible area (it does not scroll
    /// with the content).
    public var backgroundView: UIView? {
        get { let entry = UIEntry("-[UITableView backgroundView]", self); defer { entry.end() }; return storedBackgroundView }
        set {
            let entry = UIEntry("-[UITableView setBackgroundView:]", self); defer { entry.end() }
            storedBackgroundView?.removeFromSuperview()
            storedBackgroundView = newValue
            if let view = newValue {
                asOwnSubviewChange { insertSubview(view, at: 0) }
                view.frame = storedBounds
            }
        }
    }

    /// Section headers' height before they are shown (default automatic: the table picks one;
    /// 0 turns estimates off).
    public var estimatedSectionHeaderHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView estimatedSectionHeaderHeight]", self); defer { entry.end() }; return storedEstimatedSectionHeaderHeight }
        set {
            let entry = UIEntry("-[UITableView setEstimatedSectionHeaderHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setEstimatedSectionHeaderHeight:", "\(newValue)") }
            storedEstimatedSectionHeaderHeight = newValue
            markNeedsReload()
        }
    }

    /// Section footers' height before they are shown.
    public var estimatedSectionFooterHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView estimatedSectionFooterHeight]", self); defer { entry.end() }; return storedEstimatedSectionFooterHeight }
        set {
            let entry = UIEntry("-[UITableView setEstimatedSectionFooterHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setEstimatedSectionFooterHeight:", "\(newValue)") }
            storedEstimatedSectionFooterHeight = newValue
            markNeedsReload()
        }
    }

    /// Space above each section header that has a height (a value of yours adds that much
    /// above the header, outside `rectForHeader(inSection:)`; the default, automatic, adds
    /// none in Mainline — UIKit adds 22 points in plain tables since iOS 15).
    public var sectionHeaderTopPadding: CGFloat {
        get { let entry = UIEntry("-[UITableView sectionHeaderTopPadding]", self); defer { entry.end() }; return storedSectionHeaderTopPadding }
        set {
            let entry = UIEntry("-[UITableView setSectionHeaderTopPadding:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setSectionHeaderTopPadding:", "\(newValue)") }
            storedSectionHeaderTopPadding = newValue
            markNeedsReload()
        }
    }

    /// The height of the empty rows a plain table shows below its last row (kept: Mainline
    /// draws no filler rows).
    public var fillerRowHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView fillerRowHeight]", self); defer { entry.end() }; return storedFillerRowHeight }
        set { let entry = UIEntry("-[UITableView setFillerRowHeight:]", self); defer { entry.end() }; storedFillerRowHeight = newValue }
    }

    /// Whether cells that change their size themselves are measured again (default `.enabled`).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { let entry = UIEntry("-[UITableView selfSizingInvalidation]", self); defer { entry.end() }; return storedSelfSizingInvalidation }
        set { let entry = UIEntry("-[UITableView setSelfSizingInvalidation:]", self); defer { entry.end() }; storedSelfSizingInvalidation = newValue }
    }

    /// Whether the cells' layout margins follow the readable content guide (default false): when
    /// on, a cell's content view gets side margins that keep its content within the readable
    /// width (672 points) on wide screens.
    public var cellLayoutMarginsFollowReadableWidth: Bool {
        get { let entry = UIEntry("-[UITableView cellLayoutMarginsFollowReadableWidth]", self); defer { entry.end() }; return storedCellLayoutMarginsFollowReadableWidth }
        set {
            let entry = UIEntry("-[UITableView setCellLayoutMarginsFollowReadableWidth:]", self); defer { entry.end() }
            storedCellLayoutMarginsFollowReadableWidth = newValue
            setNeedsLayout()
        }
    }

    /// Whether the cells' content views stay inside the safe area (default true): the content
    /// view is inset by the cell's left and right safe area insets.
    public var insetsContentViewsToSafeArea: Bool {
        get { let entry = UIEntry("-[UITableView insetsContentViewsToSafeArea]", self); defer { entry.end() }; return storedInsetsContentViewsToSafeArea }
        set {
            let entry = UIEntry("-[UITableView setInsetsContentViewsToSafeArea:]", self); defer { entry.end() }
            storedInsetsContentViewsToSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// Whether section headers hug their content (kept).
    public var contentHuggingElements: UITableViewContentHuggingElements {
        get { let entry = UIEntry("-[UITableView contentHuggingElements]", self); defer { entry.end() }; return storedContentHuggingElements }
        set { let entry = UIEntry("-[UITableView setContentHuggingElements:]", self); defer { entry.end() }; storedContentHuggingElements = newValue }
    }

    // MARK: - The section index (read from the data source; not drawn)

    /// Rows needed before the section index shows (default 0).
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { let entry = UIEntry("-[UITableView sectionIndexMinimumDisplayRowCount]", self); defer { entry.end() }; return storedSectionIndexMinimumDisplayRowCount }
        set { let entry = UIEntry("-[UITableView setSectionIndexMinimumDisplayRowCount:]", self); defer { entry.end() }; storedSectionIndexMinimumDisplayRowCount = newValue }
    }

    /// The index's text colour.
    public var sectionIndexColor: UIColor? {
        get { let entry = UIEntry("-[UITableView sectionIndexColor]", self); defer { entry.end() }; return storedSectionIndexColor }
        set { let entry = UIEntry("-[UITableView setSectionIndexColor:]", self); defer { entry.end() }; storedSectionIndexColor = newValue }
    }

    /// The index's background colour.
    public var sectionIndexBackgroundColor: UIColor? {
        get { let entry = UIEntry("-[UITableView sectionIndexBackgroundColor]", self); defer { entry.end() }; return storedSectionIndexBackgroundColor }
        set { let entry = UIEntry("-[UITableView setSectionIndexBackgroundColor:]", self); defer { entry.end() }; storedSectionIndexBackgroundColor = newValue }
    }

    /// The index's background colour while it is touched.
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { let entry = UIEntry("-[UITableView sectionIndexTrackingBackgroundColor]", self); defer { entry.end() }; return storedSectionIndexTrackingBackgroundColor }
        set { let entry = UIEntry("-[UITableView setSectionIndexTrackingBackgroundColor:]", self); defer { entry.end() }; storedSectionIndexTrackingBackgroundColor = newValue }
    }

    /// Asks the data source for its section index titles again.
    public func reloadSectionIndexTitles() {
        let entry = UIEntry("-[UITableView reloadSectionIndexTitles]", self); defer { entry.end() }
        storedSectionIndexTitles = storedDataSource.flatMap { source in span("sectionIndexTitles(for:)") { source.sectionIndexTitles(for: self) } }
        setNeedsLayout()
    }

    /// The section an index title leads to (the data source's answer): what a tap on the
    /// index scrolls to.
    func section(forIndexTitleAt index: Int) -> Int? {
        guard let titles = storedSectionIndexTitles, titles.indices.contains(index), let source = storedDataSource else { return nil }
        return span("tableView(_:sectionForSectionIndexTitle:at:)") { source.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) }
    }

    // MARK: - Geometry and scrolling

    /// A section header's rectangle (its estimate until it has been shown).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let entry = UIEntry("-[UITableView rectForHeaderInSection:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard sectionBases.indices.contains(section) else { return .zero }
        return headerRect(sectionBases[section])
    }

    /// A section footer's rectangle.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let entry = UIEntry("-[UITableView rectForFooterInSection:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard sectionBases.indices.contains(section) else { return .zero }
        return slotRect(sectionBases[section] + rowCounts[section] + 1)
    }

    /// Scrolls so the selected row nearest the visible area is at `scrollPosition` (nothing
    /// when no row is selected).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        let entry = UIEntry("-[UITableView scrollToNearestSelectedRowAtScrollPosition:animated:]", self); defer { entry.end() }
        let middle = storedBounds.midY
        let nearest = storedSelection.compactMap { row -> (IndexPath, CGFloat)? in
            guard let slot = slot(of: row) else { return nil }
            return (row, abs(slotRect(slot).midY - middle))
        }.min { $0.1 < $1.1 }
        guard let row = nearest?.0 else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }

    /// Whether an update has been made that is not laid out yet.
    public var hasUncommittedUpdates: Bool {
        let entry = UIEntry("-[UITableView hasUncommittedUpdates]", self); defer { entry.end() }
        return updateDepth > 0 || needsReload
    }

    // MARK: - Focus (kept: no focus engine in the simulation)

    /// Whether the table returns focus to the row focused last.
    public var remembersLastFocusedIndexPath: Bool {
        get { let entry = UIEntry("-[UITableView remembersLastFocusedIndexPath]", self); defer { entry.end() }; return storedRemembersLastFocusedIndexPath }
        set { let entry = UIEntry("-[UITableView setRemembersLastFocusedIndexPath:]", self); defer { entry.end() }; storedRemembersLastFocusedIndexPath = newValue }
    }

    /// Whether moving the focus selects the focused row.
    public var selectionFollowsFocus: Bool {
        get { let entry = UIEntry("-[UITableView selectionFollowsFocus]", self); defer { entry.end() }; return storedSelectionFollowsFocus }
        set { let entry = UIEntry("-[UITableView setSelectionFollowsFocus:]", self); defer { entry.end() }; storedSelectionFollowsFocus = newValue }
    }

    /// Whether rows can take focus.
    public var allowsFocus: Bool {
        get { let entry = UIEntry("-[UITableView allowsFocus]", self); defer { entry.end() }; return storedAllowsFocus }
        set { let entry = UIEntry("-[UITableView setAllowsFocus:]", self); defer { entry.end() }; storedAllowsFocus = newValue }
    }

    /// Whether rows can take focus while editing.
    public var allowsFocusDuringEditing: Bool {
        get { let entry = UIEntry("-[UITableView allowsFocusDuringEditing]", self); defer { entry.end() }; return storedAllowsFocusDuringEditing }
        set { let entry = UIEntry("-[UITableView setAllowsFocusDuringEditing:]", self); defer { entry.end() }; storedAllowsFocusDuringEditing = newValue }
    }
}
