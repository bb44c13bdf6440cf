import Foundation

/// A scrolling list of rows in sections. Only the rows on screen have cells: as the table
/// scrolls, its `layoutSubviews()` asks the data source for the rows coming into view and puts
/// the cells of rows that left into a reuse pool, from which `dequeueReusableCell` hands them
/// out again after `prepareForReuse()`.
///
/// Heights: a fixed `rowHeight`, the delegate's `heightForRowAt`, or
/// `UITableView.automaticDimension` (the default), where the cell's content view is measured
/// with `systemLayoutSizeFitting` when the row comes into view. Until then a row counts with
/// its estimate (`estimatedRowHeight`, `estimatedHeightForRowAt`), and `contentSize` is
/// corrected as estimates are replaced by measured heights.
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float at the top while their section is on screen.
        case plain
        /// Sections set apart, headers and footers scrolling with the rows.
        case grouped
        /// Grouped, with sections inset from the sides.
        case insetGrouped
    }

    /// How rows are separated: UIKit's type is `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// Row insert and delete animations (Mainline applies the change at once).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// "Work it out": for `rowHeight` and the header and footer heights, measure the content;
    /// for the estimates, let the table pick one.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The height of a row whose self-sizing gives nothing (UIKit's standard row height).
    static let standardRowHeight: CGFloat = 44

    let storedStyle: Style
    weak var storedDataSource: UITableViewDataSource?
    weak var tableDelegate: UITableViewDelegate?
    weak var storedPrefetchDataSource: UITableViewDataSourcePrefetching?
    var storedIsPrefetchingEnabled = true
    var storedRowHeight: CGFloat = UITableView.automaticDimension
    var storedEstimatedRowHeight: CGFloat = UITableView.automaticDimension
    var storedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    var storedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    var storedSeparatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    var storedSeparatorInset: UIEdgeInsets?
    var storedTableHeaderView: UIView?
    var storedTableFooterView: UIView?
    var storedAllowsSelection = true
    var storedAllowsMultipleSelection = false
    var storedSelection: [IndexPath] = []
    var storedIsEditing = false
    var storedAllowsSelectionDuringEditing = false
    var storedAllowsMultipleSelectionDuringEditing = false
    var storedSeparatorColor: UIColor? = .separator
    var storedSeparatorEffect: UIVisualEffect?
    var storedSeparatorInsetReference: SeparatorInsetReference = .fromCellEdges
    var storedBackgroundView: UIView?
    var storedEstimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    var storedEstimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    var storedSectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    var storedFillerRowHeight: CGFloat = UITableView.automaticDimension
    var storedSelfSizingInvalidation: SelfSizingInvalidation = .enabled
    var storedCellLayoutMarginsFollowReadableWidth = false
    var storedInsetsContentViewsToSafeArea = true
    var storedSectionIndexMinimumDisplayRowCount = 0
    var storedSectionIndexColor: UIColor?
    var storedSectionIndexBackgroundColor: UIColor?
    var storedSectionIndexTrackingBackgroundColor: UIColor?
    var storedSectionIndexTitles: [String]?
    /// The section index strip, while the data source gives index titles.
    var sectionIndexView: TableSectionIndexView?
    var storedRemembersLastFocusedIndexPath = false
    var storedSelectionFollowsFocus = false
    var storedAllowsFocus = false
    var storedAllowsFocusDuringEditing = false
    var storedDragInteractionEnabled = false
    weak var storedDragDelegate: UITableViewDragDelegate?
    weak var storedDropDelegate: UITableViewDropDelegate?
    /// The drag and drop in progress, and the press that lifts a drag (see `+DragDrop`).
    var dragDrop = ListDragDrop()
    var storedContentHuggingElements: UITableViewContentHuggingElements = []
    /// The row whose highlight a touch holds, and the row whose swipe actions show.
    var highlightedRow: IndexPath?
    var swipedRow: IndexPath?
    /// A row a tap just selected (its late-delivered touch must not highlight it again).
    var rowJustTapped: IndexPath?
    /// The row being moved by its reorder control, and where it is now.
    var reorderingRow: (from: IndexPath, to: IndexPath)?

    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Nibs registered for cells; an identifier has a class or a nib, the last registered.
    var cellNibs: [String: UINib] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// Bumped whenever the loaded data is replaced (a reload, a batch update): a tiling pass
    /// that sees it change under it (user code reloading from `cellForRowAt`) stops.
    var dataGeneration = 0
    /// Above 0 while the table adds, removes or moves its own subviews.
    var ownSubviewChanges = 0
    /// `setNeedsLayout()` calls from anyone but the table's own subview changes.
    var invalidationsFromOthers: UInt64 = 0
    /// The width the rows were measured at: another width measures them again.
    var measuredWidth: CGFloat = 0
    /// A visible cell lent back to the data source by `reconfigureRows`: the next dequeue with
    /// its identifier returns it as it is.
    var lentCell: UITableViewCell?

    /// The data as last loaded: rows per section and the slots' heights.
    var rowCounts: [Int] = []
    var sectionBases: [Int] = []
    var geometry = RowGeometry()
    var needsReload = true
    /// The visible rows' cells, and the visible headers and footers by section.
    var cellsOnScreen: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var prefetchedRows = Set<IndexPath>()
    var lastTiledOffset: CGFloat = 0
    var reportedZeroHeight = false
    /// The batch update being collected (inside `performBatchUpdates` or `beginUpdates`).
    var pendingUpdate = BatchUpdate()
    var updateDepth = 0
    var pendingCompletions: [(Bool) -> Void] = []
    lazy var selectionRecognizer: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            self.selectRowTapped(at: recognizer.location(in: self))
        }
        recognizer.cancelsTouchesInView = false
        return recognizer
    }()

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        let entry = UIEntry("-[UITableView initWithFrame:style:]"); defer { entry.end() }
        storedStyle = style
        super.init(frame: frame)
        addGestureRecognizer(selectionRecognizer)
        installEditingRecognizers()
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        let entry = UIEntry("-[UITableView initWithFrame:]"); defer { entry.end() }
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITableView initWithCoder:]"); defer { entry.end() }
        storedStyle = .plain
        super.init(coder: coder)
        addGestureRecognizer(selectionRecognizer)
        installEditingRecognizers()
    }

    // MARK: - Data source and delegate

    /// Supplies the sections, rows and cells (not retained).
    open var dataSource: UITableViewDataSource? {
        get { let entry = UIEntry("-[UITableView dataSource]", self); defer { entry.end() }; return storedDataSource }
        set {
            let entry = UIEntry("-[UITableView setDataSource:]", self); defer { entry.end() }
            storedDataSource = newValue
            markNeedsReload()
        }
    }

    /// The scroll view's delegate; when it is a `UITableViewDelegate` the table asks it for
    /// heights, headers and display and selection callbacks too.
    open override var delegate: UIScrollViewDelegate? {
        get { let entry = UIEntry("-[UITableView delegate]", self); defer { entry.end() }; return storedDelegate }
        set {
            let entry = UIEntry("-[UITableView setDelegate:]", self); defer { entry.end() }
            storedDelegate = newValue
            tableDelegate = newValue as? UITableViewDelegate
            markNeedsReload()
        }
    }

    /// Told about rows ahead of the scroll (not retained).
    open var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { let entry = UIEntry("-[UITableView prefetchDataSource]", self); defer { entry.end() }; return storedPrefetchDataSource }
        set { let entry = UIEntry("-[UITableView setPrefetchDataSource:]", self); defer { entry.end() }; storedPrefetchDataSource = newValue }
    }

    /// Whether the prefetch data source is told about rows ahead (default true).
    open var isPrefetchingEnabled: Bool {
        get { let entry = UIEntry("-[UITableView isPrefetchingEnabled]", self); defer { entry.end() }; return storedIsPrefetchingEnabled }
        set { let entry = UIEntry("-[UITableView setPrefetchingEnabled:]", self); defer { entry.end() }; storedIsPrefetchingEnabled = newValue }
    }

    /// The table's look.
    open var style: Style {
        let entry = UIEntry("-[UITableView style]", self); defer { entry.end() }
        return storedStyle
    }

    // MARK: - Heights

    /// Every row's height unless the delegate says otherwise (default `automaticDimension`:
    /// self-sizing).
    open var rowHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView rowHeight]", self); defer { entry.end() }; return storedRowHeight }
        set {
            let entry = UIEntry("-[UITableView setRowHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setRowHeight:", "\(newValue)") }
            storedRowHeight = newValue
            markNeedsReload()
        }
    }

    /// The height rows count with before they are shown (default `automaticDimension`: the
    /// table picks one; 0 turns estimates off, so every row's height is asked for up front).
    open var estimatedRowHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView estimatedRowHeight]", self); defer { entry.end() }; return storedEstimatedRowHeight }
        set {
            let entry = UIEntry("-[UITableView setEstimatedRowHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setEstimatedRowHeight:", "\(newValue)") }
            storedEstimatedRowHeight = newValue
            markNeedsReload()
        }
    }

    /// Section headers' height unless the delegate says otherwise (default automatic).
    open var sectionHeaderHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView sectionHeaderHeight]", self); defer { entry.end() }; return storedSectionHeaderHeight }
        set {
            let entry = UIEntry("-[UITableView setSectionHeaderHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setSectionHeaderHeight:", "\(newValue)") }
            storedSectionHeaderHeight = newValue
            markNeedsReload()
        }
    }

    /// Section footers' height unless the delegate says otherwise (default automatic).
    open var sectionFooterHeight: CGFloat {
        get { let entry = UIEntry("-[UITableView sectionFooterHeight]", self); defer { entry.end() }; return storedSectionFooterHeight }
        set {
            let entry = UIEntry("-[UITableView setSectionFooterHeight:]", self); defer { entry.end() }
            guard newValue.isFinite else { return refuseGeometry("setSectionFooterHeight:", "\(newValue)") }
            storedSectionFooterHeight = newValue
            markNeedsReload()
        }
    }

    /// The separator under rows (default a single line, one pixel high, under the content view).
    open var separatorStyle: UITableViewCell.SeparatorStyle {
        get { let entry = UIEntry("-[UITableView separatorStyle]", self); defer { entry.end() }; return storedSeparatorStyle }
        set {
            let entry = UIEntry("-[UITableView setSeparatorStyle:]", self); defer { entry.end() }
            storedSeparatorStyle = newValue
            markNeedsReload()
        }
    }

    /// The separators' insets (default: the cell margin on the leading side).
    open var separatorInset: UIEdgeInsets {
        get {
            let entry = UIEntry("-[UITableView separatorInset]", self); defer { entry.end() }
            return storedSeparatorInset ?? UIEdgeInsets(top: 0, left: storedBounds.width < 414 ? 16 : 20, bottom: 0, right: 0)
        }
        set { let entry = UIEntry("-[UITableView setSeparatorInset:]", self); defer { entry.end() }; storedSeparatorInset = newValue }
    }

    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        get { let entry = UIEntry("-[UITableView tableHeaderView]", self); defer { entry.end() }; return storedTableHeaderView }
        set {
            let entry = UIEntry("-[UITableView setTableHeaderView:]", self); defer { entry.end() }
            storedTableHeaderView?.removeFromSuperview()
            storedTableHeaderView = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// A view under the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        get { let entry = UIEntry("-[UITableView tableFooterView]", self); defer { entry.end() }; return storedTableFooterView }
        set {
            let entry = UIEntry("-[UITableView setTableFooterView:]", self); defer { entry.end() }
            storedTableFooterView?.removeFromSuperview()
            storedTableFooterView = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    // MARK: - Reuse

    /// Registers the class `dequeueReusableCell` makes for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UITableView registerClass:forCellReuseIdentifier:]", self); defer { entry.end() }
        guard let cellClass else { cellClasses[identifier] = nil; cellNibs[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            return reportListMisuse("registerClass:forCellReuseIdentifier: with \(cellClass), which is not a UITableViewCell subclass; ignored.")
        }
        cellClasses[identifier] = type
        cellNibs[identifier] = nil
    }

    /// Registers a nib whose one top-level object, a cell, is made anew (and woken with
    /// `awakeFromNib()`) each time the pool has none for `identifier`. It replaces a class or
    /// nib registered before for that identifier ("If you previously registered a class or nib
    /// file with the same reuse identifier, the nib you specify in the nib parameter replaces
    /// the old entry", UITableView's documentation); nil unregisters.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UITableView registerNib:forCellReuseIdentifier:]", self); defer { entry.end() }
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// Registers the class `dequeueReusableHeaderFooterView` makes for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        let entry = UIEntry("-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]", self); defer { entry.end() }
        guard let aClass else { headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return reportListMisuse("registerClass:forHeaderFooterViewReuseIdentifier: with \(aClass), which is not a UITableViewHeaderFooterView subclass; ignored.")
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell for the row: a reused one (after its `prepareForReuse()`) or a new one of the
    /// registered class. An unregistered identifier is reported (UIKit throws) and gets a
    /// default cell, so the run goes on.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let entry = UIEntry("-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]", self); defer { entry.end() }
        if let cell = takeReusableCell(identifier) { return cell }
        if let cell = makeRegisteredCell(identifier) { return cell }
        guard let type = cellClasses[identifier] else {
            reportListMisuse("""
            unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier \
            or connect a prototype cell in a storyboard; a default cell is used instead.
            """)
            return makeCell(UITableViewCell.self, identifier)
        }
        return makeCell(type, identifier)
    }

    /// A reused cell, a new one of the registered class, or nil when the identifier is not
    /// registered (the data source then makes one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let entry = UIEntry("-[UITableView dequeueReusableCellWithIdentifier:]", self); defer { entry.end() }
        if let cell = takeReusableCell(identifier) { return cell }
        if let cell = makeRegisteredCell(identifier) { return cell }
        return cellClasses[identifier].map { makeCell($0, identifier) }
    }

    /// A reused header or footer view, or a new one of the registered class.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let entry = UIEntry("-[UITableView dequeueReusableHeaderFooterViewWithIdentifier:]", self); defer { entry.end() }
        if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return headerFooterClasses[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    private func takeReusableCell(_ identifier: String) -> UITableViewCell? {
        if let lent = lentCell, lent.storedReuseIdentifier == identifier {
            lentCell = nil
            return lent
        }
        guard var pool = reusableCells[identifier], let cell = pool.popLast() else { return nil }
        reusableCells[identifier] = pool
        cell.prepareForReuse()
        cell.clearDragDropState()
        return cell
    }

    private func makeCell(_ type: UITableViewCell.Type, _ identifier: String) -> UITableViewCell {
        type.init(registeredReuseIdentifier: identifier)
    }

    /// A new cell from the nib registered for `identifier` (a wrong nib is reported and gives a
    /// default cell); nil when no nib is registered.
    private func makeRegisteredCell(_ identifier: String) -> UITableViewCell? {
        guard let nib = cellNibs[identifier] else { return nil }
        let cell = nib.instantiateRegistered(UITableViewCell.self, identifier: identifier,
                                             reuseIdentifierInNib: { $0.storedReuseIdentifier },
                                             mismatch: "cell reuse indentifier", report: reportListMisuse)
            ?? makeCell(UITableViewCell.self, identifier)
        cell.storedReuseIdentifier = identifier
        return cell
    }

    func reportListMisuse(_ message: String) {
        DiagnosticCenter.report(.listMisuse, "Mainline: [\(shortDescription)] \(message)", views: [description], in: context)
    }

    // MARK: - Questions

    /// Sections, as last loaded from the data source.
    open var numberOfSections: Int {
        let entry = UIEntry("-[UITableView numberOfSections]", self); defer { entry.end() }
        reloadIfNeeded()
        return rowCounts.count
    }

    /// Rows in `section`, as last loaded (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        let entry = UIEntry("-[UITableView numberOfRowsInSection:]", self); defer { entry.end() }
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        let entry = UIEntry("-[UITableView visibleCells]", self); defer { entry.end() }
        return cellsOnScreen.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (nil when there are none, as UIKit's is).
    open var indexPathsForVisibleRows: [IndexPath]? {
        let entry = UIEntry("-[UITableView indexPathsForVisibleRows]", self); defer { entry.end() }
        let rows = cellsOnScreen.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell of a row on screen (nil when the row is not visible).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        let entry = UIEntry("-[UITableView cellForRowAtIndexPath:]", self); defer { entry.end() }
        return cellsOnScreen[indexPath]
    }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        let entry = UIEntry("-[UITableView indexPathForCell:]", self); defer { entry.end() }
        return cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The row at a point in the table's coordinates (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let entry = UIEntry("-[UITableView indexPathForRowAtPoint:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard point.isFinitePoint else { return nil }
        let slot = geometry.slot(containing: Double(point.y - tableHeaderHeight))
        guard case .row(let indexPath)? = slotContent(slot) else { return nil }
        return indexPath
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let entry = UIEntry("-[UITableView indexPathsForRowsInRect:]", self); defer { entry.end() }
        reloadIfNeeded()
        var rows: [IndexPath] = []
        var slot = geometry.slot(containing: Double(rect.minY - tableHeaderHeight))
        while slot < geometry.count, CGFloat(geometry.offset(of: slot)) + tableHeaderHeight < rect.maxY {
            if case .row(let indexPath)? = slotContent(slot) { rows.append(indexPath) }
            slot += 1
        }
        return rows
    }

    /// A row's rectangle in the table's coordinates (its estimate until it has been shown).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let entry = UIEntry("-[UITableView rectForRowAtIndexPath:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard let slot = slot(of: indexPath) else { return .zero }
        return slotRect(slot)
    }

    /// A section's rectangle: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        let entry = UIEntry("-[UITableView rectForSection:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard sectionBases.indices.contains(section) else { return .zero }
        let first = sectionBases[section], last = first + rowCounts[section] + 1
        let top = CGFloat(geometry.offset(of: first)) + tableHeaderHeight
        let bottom = CGFloat(geometry.offset(of: last + 1)) + tableHeaderHeight
        return CGRect(x: 0, y: top, width: storedBounds.width, height: bottom - top)
    }

    /// The header view shown for `section` (nil when it is not on screen or has none).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let entry = UIEntry("-[UITableView headerViewForSection:]", self); defer { entry.end() }
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let entry = UIEntry("-[UITableView footerViewForSection:]", self); defer { entry.end() }
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: - Scrolling and selection

    /// Scrolls so the row is at `position` (`.none`: the least movement that shows it).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let entry = UIEntry("-[UITableView scrollToRowAtIndexPath:atScrollPosition:animated:]", self); defer { entry.end() }
        reloadIfNeeded()
        guard let slot = slot(of: indexPath) else {
            return reportListMisuse("scrollToRowAtIndexPath: with row \(indexPath.row) in section \(indexPath.section), which does not exist; ignored.")
        }
        let rect = slotRect(slot)
        let inset = computedAdjustedContentInset
        let visibleHeight = storedBounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            return scrollRectToVisible(rect, animated: animated)
        }
        let limits = offsetLimits
        y = min(max(y, limits.minY), limits.maxY)
        setContentOffset(CGPoint(x: storedBounds.minX, y: y), animated: animated)
    }

    /// Whether rows can be selected (default true).
    open var allowsSelection: Bool {
        get { let entry = UIEntry("-[UITableView allowsSelection]", self); defer { entry.end() }; return storedAllowsSelection }
        set { let entry = UIEntry("-[UITableView setAllowsSelection:]", self); defer { entry.end() }; storedAllowsSelection = newValue }
    }

    /// Whether several rows can be selected at once (default false).
    open var allowsMultipleSelection: Bool {
        get { let entry = UIEntry("-[UITableView allowsMultipleSelection]", self); defer { entry.end() }; return storedAllowsMultipleSelection }
        set { let entry = UIEntry("-[UITableView setAllowsMultipleSelection:]", self); defer { entry.end() }; storedAllowsMultipleSelection = newValue }
    }

    /// The selected row (the first, with multiple selection).
    open var indexPathForSelectedRow: IndexPath? {
        let entry = UIEntry("-[UITableView indexPathForSelectedRow]", self); defer { entry.end() }
        return storedSelection.first
    }

    /// The selected rows (nil when none).
    open var indexPathsForSelectedRows: [IndexPath]? {
        let entry = UIEntry("-[UITableView indexPathsForSelectedRows]", self); defer { entry.end() }
        return storedSelection.isEmpty ? nil : storedSelection.sorted()
    }

    /// Selects a row from code (no delegate callbacks, as in UIKit) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        let entry = UIEntry("-[UITableView selectRowAtIndexPath:animated:scrollPosition:]", self); defer { entry.end() }
        guard let indexPath else {
            for row in storedSelection { cellsOnScreen[row]?.setSelected(false, animated: animated) }
            storedSelection = []
            return
        }
        reloadIfNeeded()
        guard slot(of: indexPath) != nil else { return }
        select(indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row from code (no delegate callbacks).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        let entry = UIEntry("-[UITableView deselectRowAtIndexPath:animated:]", self); defer { entry.end() }
        storedSelection.removeAll { $0 == indexPath }
        cellsOnScreen[indexPath]?.setSelected(false, animated: animated)
    }

    func select(_ indexPath: IndexPath, animated: Bool) {
        if !storedAllowsMultipleSelection {
            for row in storedSelection where row != indexPath { cellsOnScreen[row]?.setSelected(false, animated: animated) }
            storedSelection.removeAll { $0 != indexPath }
        }
        if !storedSelection.contains(indexPath) { storedSelection.append(indexPath) }
        cellsOnScreen[indexPath]?.setSelected(true, animated: animated)
    }

    /// A tap on a row, in UIKit's order: `shouldHighlightRowAt`, `didHighlightRowAt` (unless a
    /// held touch already highlighted it), `willSelectRowAt` (or, on a selected row of a
    /// multiple-selection table, `willDeselectRowAt`), the highlight ends (`didUnhighlightRowAt`),
    /// the selection changes (`didDeselectRowAt` for the row a single selection leaves,
    /// `didSelectRowAt`), then the primary action. While editing, selection follows
    /// `allowsSelectionDuringEditing`; a tap on a row's editing control shows its Delete button
    /// (or inserts); a tap while a row's swipe actions show only closes them.
    func selectRowTapped(at point: CGPoint) {
        // A tap on the section index picks a section (the index handles it).
        if let index = sectionIndexView, index.frameValue.contains(point) { return }
        // The tap's touch may reach touchesBegan after this: it must not highlight the row.
        rowJustTapped = indexPathForRow(at: point)
        if swipedRow != nil { return closeSwipedRow() }
        guard let row = rowJustTapped, let cell = cellsOnScreen[row] else { return }
        if storedIsEditing, handleEditingControlTap(row, cell: cell, at: point) { return }
        if handleAccessoryTap(row, cell: cell, at: point) { return }
        let allowed = storedIsEditing ? storedAllowsSelectionDuringEditing : storedAllowsSelection
        let multiple = storedIsEditing ? storedAllowsMultipleSelectionDuringEditing : storedAllowsMultipleSelection
        guard allowed else { return }
        if highlightedRow != row {
            guard highlight(row) else { return }
        }
        let delegate = tableDelegate
        if multiple, storedSelection.contains(row) {
            var target: IndexPath? = row
            if let delegate { target = span("tableView(_:willDeselectRowAt:)") { delegate.tableView(self, willDeselectRowAt: row) } }
            unhighlight()
            guard let target else { return }
            deselectRow(at: target, animated: true)
            tell("tableView(_:didDeselectRowAt:)") { $0.tableView(self, didDeselectRowAt: target) }
            postSelectionChange()
            return
        }
        var target: IndexPath? = row
        if let delegate {
            target = span("tableView(_:willSelectRowAt:)") { delegate.tableView(self, willSelectRowAt: row) }
        }
        unhighlight()
        guard let target else { return }
        let previous = multiple ? [] : storedSelection.filter { $0 != target }
        for old in previous {
            if let delegate, span("tableView(_:willDeselectRowAt:)", { delegate.tableView(self, willDeselectRowAt: old) }) == nil { continue }
            deselectRow(at: old, animated: true)
            tell("tableView(_:didDeselectRowAt:)") { $0.tableView(self, didDeselectRowAt: old) }
        }
        select(target, animated: true)
        tell("tableView(_:didSelectRowAt:)") { $0.tableView(self, didSelectRowAt: target) }
        postSelectionChange()
        if !multiple, let delegate, span("tableView(_:canPerformPrimaryActionForRowAt:)", { delegate.tableView(self, canPerformPrimaryActionForRowAt: target) }) {
            tell("tableView(_:performPrimaryActionForRowAt:)") { $0.tableView(self, performPrimaryActionForRowAt: target) }
        }
    }

    /// Highlights a row if the delegate agrees (`shouldHighlightRowAt`, then the cell and
    /// `didHighlightRowAt`).
    @discardableResult
    func highlight(_ row: IndexPath) -> Bool {
        if let delegate = tableDelegate, !span("tableView(_:shouldHighlightRowAt:)", { delegate.tableView(self, shouldHighlightRowAt: row) }) { return false }
        unhighlight()
        highlightedRow = row
        cellsOnScreen[row]?.setHighlighted(true, animated: false)
        tell("tableView(_:didHighlightRowAt:)") { $0.tableView(self, didHighlightRowAt: row) }
        return true
    }

    /// Ends the highlight: the cell, then `didUnhighlightRowAt`.
    func unhighlight() {
        guard let row = highlightedRow else { return }
        highlightedRow = nil
        cellsOnScreen[row]?.setHighlighted(false, animated: true)
        tell("tableView(_:didUnhighlightRowAt:)") { $0.tableView(self, didUnhighlightRowAt: row) }
    }

    /// A delegate call in its span.
    func tell(_ name: String, _ call: (UITableViewDelegate) -> Void) {
        guard let delegate = tableDelegate else { return }
        context.loop.span(.delegateCallback, name, object: self) { call(delegate) }
    }

    func span<T>(_ name: String, _ body: () -> T) -> T {
        context.loop.span(.delegateCallback, name, object: self, body)
    }

    /// UIKit posts `selectionDidChangeNotification` when the user changes the selection.
    private func postSelectionChange() {
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    // MARK: - Touches: a held touch highlights its row

    /// A finger resting on a row highlights it (after the scroll view's content delay).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UITableView touchesBegan:withEvent:]", self); defer { entry.end() }
        let allowed = storedIsEditing ? storedAllowsSelectionDuringEditing : storedAllowsSelection
        guard allowed, swipedRow == nil, let touch = touches.first, let row = indexPathForRow(at: touch.location(in: self)),
              !(sectionIndexView?.frameValue.contains(touch.location(in: self)) ?? false) else { return }
        // A quick tap's touch arrives with its end, after the tap already selected the row.
        if rowJustTapped == row, touch.hasLifted { return }
        highlight(row)
    }

    /// A drag of the content ends the highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UITableView touchesMoved:withEvent:]", self); defer { entry.end() }
        if storedIsDragging { unhighlight() }
    }

    /// The finger lifted: the tap (if it was one) has been handled; a finger held longer than
    /// a tap on a still highlighted row selects it now (UIKit selects on lift however long the
    /// press); the highlight ends.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UITableView touchesEnded:withEvent:]", self); defer { entry.end() }
        if rowJustTapped == nil, let row = highlightedRow, !storedIsDragging, let touch = touches.first {
            let point = touch.location(in: self)
            if indexPathForRow(at: point) == row { selectRowTapped(at: point) }
        }
        rowJustTapped = nil
        unhighlight()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UITableView touchesCancelled:withEvent:]", self); defer { entry.end() }
        rowJustTapped = nil
        unhighlight()
    }

    // MARK: - Editing (the rest in UITableView+Editing.swift)

    /// Whether the table is editing (rows show their editing controls). Setting it calls
    /// `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { let entry = UIEntry("-[UITableView isEditing]", self); defer { entry.end() }; return storedIsEditing }
        set { let entry = UIEntry("-[UITableView setEditing:]", self); defer { entry.end() }; setEditing(newValue, animated: false) }
    }

    /// Starts or ends editing: each visible row gets its editing style from the delegate and its
    /// cell `setEditing(_:animated:)`; a row's open swipe actions close; the selection is
    /// cleared unless it is allowed while editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let entry = UIEntry("-[UITableView setEditing:animated:]", self); defer { entry.end() }
        guard editing != storedIsEditing else { return }
        closeSwipedRow()
        storedIsEditing = editing
        if editing ? !storedAllowsSelectionDuringEditing : !storedAllowsSelection {
            for row in storedSelection { cellsOnScreen[row]?.setSelected(false, animated: animated) }
            storedSelection = []
        }
        for (row, cell) in cellsOnScreen.sorted(by: { $0.key < $1.key }) { prepareEditing(cell, at: row, animated: animated) }
        setNeedsLayout()
    }

    // MARK: - Layout

    /// Lays out the table: loads the data if needed, then shows the rows, headers and footers
    /// that meet the bounds and returns the rest to the reuse pool.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UITableView layoutSubviews]", self); defer { entry.end() }
        asFrameworkWork {
            super.layoutSubviews()
            tile()
        }
    }

    /// Marks the table for layout (counted, unless the table itself caused it by adding or
    /// removing its cells: a tiling then keeps it).
    open override func setNeedsLayout() {
        let entry = UIEntry("-[UITableView setNeedsLayout]", self); defer { entry.end() }
        if ownSubviewChanges == 0 { invalidationsFromOthers &+= 1 }
        super.setNeedsLayout()
    }

    // MARK: - Updates

    /// Reloads everything from the data source at the next layout: the cells on screen go back
    /// to the reuse pool and every visible row is asked for again.
    open func reloadData() {
        let entry = UIEntry("-[UITableView reloadData]", self); defer { entry.end() }
        markNeedsReload()
    }

    /// Applies the row and section changes made in `updates` together, checked against the
    /// data source's new counts (an update whose counts do not add up is reported with UIKit's
    /// message, and the table reloads instead). Rows that stay keep their cells; `completion`
    /// runs when the update's animation (0.3 s) has ended.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UITableView performBatchUpdates:completion:]", self); defer { entry.end() }
        beginCollectingUpdates()
        updates?()
        endCollectingUpdates(completion: completion)
    }

    /// Starts a group of changes applied together at `endUpdates()`.
    open func beginUpdates() {
        let entry = UIEntry("-[UITableView beginUpdates]", self); defer { entry.end() }
        beginCollectingUpdates()
    }

    /// Applies the changes since `beginUpdates()`; with none, re-asks every row's height.
    open func endUpdates() {
        let entry = UIEntry("-[UITableView endUpdates]", self); defer { entry.end() }
        endCollectingUpdates(completion: nil)
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.insertedItems += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.deletedItems += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.reloadedItems += indexPaths }
    }

    /// Asks the data source to configure the visible rows' cells again, in place: its
    /// `dequeueReusableCell` returns the row's own cell, without `prepareForReuse()`; a
    /// self-sizing row is measured again.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        let entry = UIEntry("-[UITableView reconfigureRowsAtIndexPaths:]", self); defer { entry.end() }
        reconfigure(indexPaths)
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let entry = UIEntry("-[UITableView moveRowAtIndexPath:toIndexPath:]", self); defer { entry.end() }
        collect { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView insertSections:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.insertedSections.formUnion(sections) }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView deleteSections:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.deletedSections.formUnion(sections) }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        let entry = UIEntry("-[UITableView reloadSections:withRowAnimation:]", self); defer { entry.end() }
        collect { $0.reloadedSections.formUnion(sections) }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        let entry = UIEntry("-[UITableView moveSection:toSection:]", self); defer { entry.end() }
        collect { $0.movedSections.append((section, newSection)) }
    }
}
