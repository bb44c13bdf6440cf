import Foundation

/// Says how many components and rows a picker has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (columns).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker its rows' titles or views and sizes, and hears of selections. Every method has
/// a default.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` (the default shares the width equally).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of `component` (32 by default).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row (shown in a label).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row (used before the plain title).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for a row (used before titles); `view` is one to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user chose `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}


extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { pickerView.equalComponentWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleLabel(forRow: row, forComponent: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A spinning-wheel picker: components side by side (the delegate's widths, else equal shares
/// of the width less 8 points between them), rows of the delegate's height (32 by default) with
/// the selected one centred; 320 × 216 by default.
///
/// The rows near the selection (as many as fit the height) are laid out as views: the
/// delegate's, or labels with its titles (`view(forRow:forComponent:)` returns them). A
/// vertical drag over a component turns it: when the finger lifts the row that the movement
/// brought to the centre is selected (by whole rows, clamped); a tap on a row above or below
/// the centre selects that row; either way the delegate's `didSelectRow` is called. Selecting
/// in code (`selectRow(_:inComponent:animated:)`) calls nothing.
open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32
    static let defaultSize = CGSize(width: 320, height: 216)
    weak var storedDataSource: UIPickerViewDataSource?
    weak var storedDelegate: UIPickerViewDelegate?
    var storedShowsSelectionIndicator = true
    /// Rows per component (asked of the data source when reloaded).
    var rowCounts: [Int] = []
    var selectedRows: [Int] = []
    /// The visible rows' views, by component, then row.
    var rowViews: [[Int: UIView]] = []
    var touchStart: CGPoint?

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIPickerView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIPickerView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    /// Says how many components and rows there are (not retained).
    open var dataSource: UIPickerViewDataSource? {
        get { let entry = UIEntry("-[UIPickerView dataSource]", self); defer { entry.end() }; return storedDataSource }
        set { let entry = UIEntry("-[UIPickerView setDataSource:]", self); defer { entry.end() }; storedDataSource = newValue; reload() }
    }

    /// Gives rows and hears of selections (not retained).
    open var delegate: UIPickerViewDelegate? {
        get { let entry = UIEntry("-[UIPickerView delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIPickerView setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue; reload() }
    }

    /// Whether the selection band shows (always since iOS 7; kept).
    open var showsSelectionIndicator: Bool {
        get { let entry = UIEntry("-[UIPickerView showsSelectionIndicator]", self); defer { entry.end() }; return storedShowsSelectionIndicator }
        set { let entry = UIEntry("-[UIPickerView setShowsSelectionIndicator:]", self); defer { entry.end() }; storedShowsSelectionIndicator = newValue }
    }

    /// The number of components (from the data source, as of the last reload).
    open var numberOfComponents: Int {
        let entry = UIEntry("-[UIPickerView numberOfComponents]", self); defer { entry.end() }
        ensureLoaded()
        return rowCounts.count
    }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        let entry = UIEntry("-[UIPickerView numberOfRowsInComponent:]", self); defer { entry.end() }
        ensureLoaded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row of `component`: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let entry = UIEntry("-[UIPickerView rowSizeForComponent:]", self); defer { entry.end() }
        return CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// The view of a visible row (nil when the row is not laid out).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        let entry = UIEntry("-[UIPickerView viewForRow:forComponent:]", self); defer { entry.end() }
        layoutIfNeeded()
        return rowViews.indices.contains(component) ? rowViews[component][row] : nil
    }

    /// Asks the data source and delegate again for everything.
    open func reloadAllComponents() {
        let entry = UIEntry("-[UIPickerView reloadAllComponents]", self); defer { entry.end() }
        reload()
    }

    /// Asks again for the rows of `component`.
    open func reloadComponent(_ component: Int) {
        let entry = UIEntry("-[UIPickerView reloadComponent:]", self); defer { entry.end() }
        ensureLoaded()
        guard rowCounts.indices.contains(component), let dataSource = storedDataSource else { return }
        rowCounts[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        selectedRows[component] = min(selectedRows[component], max(0, rowCounts[component] - 1))
        for view in rowViews[component].values { view.removeFromSuperview() }
        rowViews[component] = [:]
        setNeedsLayout()
    }

    /// Selects `row` in `component` (clamped to its rows); calls no delegate method.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let entry = UIEntry("-[UIPickerView selectRow:inComponent:animated:]", self); defer { entry.end() }
        ensureLoaded()
        guard selectedRows.indices.contains(component) else { return }
        selectedRows[component] = max(0, min(row, rowCounts[component] - 1))
        setNeedsLayout()
    }

    /// The selected row of `component` (-1 when it has no rows or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        let entry = UIEntry("-[UIPickerView selectedRowInComponent:]", self); defer { entry.end() }
        ensureLoaded()
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selectedRows[component]
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIPickerView intrinsicContentSize]", self); defer { entry.end() }
        return Self.defaultSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let entry = UIEntry("-[UIPickerView sizeThatFits:]", self); defer { entry.end() }
        return Self.defaultSize
    }

    // MARK: Data

    private var loaded = false

    private func ensureLoaded() {
        if !loaded { reload() }
    }

    private func reload() {
        loaded = true
        let components = storedDataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        rowCounts = (0..<components).map { max(0, storedDataSource!.pickerView(self, numberOfRowsInComponent: $0)) }
        selectedRows = (0..<components).map { selectedRows.indices.contains($0) ? min(selectedRows[$0], max(0, rowCounts[$0] - 1)) : 0 }
        for views in rowViews { for view in views.values { view.removeFromSuperview() } }
        rowViews = Array(repeating: [:], count: components)
        setNeedsLayout()
    }

    /// Each component's share of the width when the delegate gives none.
    var equalComponentWidth: CGFloat {
        let count = max(1, rowCounts.count)
        return max(0, (storedBounds.width - 8 * CGFloat(count - 1) - 16) / CGFloat(count))
    }

    func componentWidth(_ component: Int) -> CGFloat {
        storedDelegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
    }

    func rowHeight(_ component: Int) -> CGFloat {
        let height = storedDelegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height > 0 ? height : Self.defaultRowHeight
    }

    /// A label showing the delegate's title for a row (its attributed title first), centred.
    func titleLabel(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UILabel {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = storedDelegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = storedDelegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The x of each component's left edge: centred as a group, 8 points apart.
    private func componentOrigins() -> [CGFloat] {
        let widths = rowCounts.indices.map(componentWidth)
        let total = widths.reduce(0, +) + 8 * CGFloat(max(0, widths.count - 1))
        var x = (storedBounds.width - total) / 2
        return widths.map { width in
            defer { x += width + 8 }
            return x
        }
    }

    /// Lays out the visible rows of each component around its selected row.
    open override func layoutSubviews() {
        let entry = UIEntry("-[UIPickerView layoutSubviews]", self); defer { entry.end() }
        super.layoutSubviews()
        ensureLoaded()
        let origins = componentOrigins()
        for component in rowCounts.indices {
            let height = rowHeight(component)
            let reach = Int((storedBounds.height / 2 / height).rounded(.up))
            let selected = selectedRows[component]
            let visible = Set(max(0, selected - reach)...max(0, min(rowCounts[component] - 1, selected + reach))).filter { $0 < rowCounts[component] }
            var spare = rowViews[component].filter { !visible.contains($0.key) }.map(\.value)
            rowViews[component] = rowViews[component].filter { visible.contains($0.key) }
            for row in visible.sorted() {
                let reuse = rowViews[component][row] ?? spare.popLast()
                let view = storedDelegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reuse)
                    ?? titleLabel(forRow: row, forComponent: component, reusing: reuse)
                if view.storedSuperview !== self { addSubview(view) }
                view.frame = CGRect(x: origins[component], y: storedBounds.midY - height / 2 + CGFloat(row - selected) * height,
                                    width: componentWidth(component), height: height)
                rowViews[component][row] = view
            }
            for view in spare { view.removeFromSuperview() }
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIPickerView touchesBegan:withEvent:]", self); defer { entry.end() }
        touchStart = touches.first?.location(in: self)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIPickerView touchesEnded:withEvent:]", self); defer { entry.end() }
        defer { touchStart = nil }
        guard let start = touchStart, let end = touches.first?.location(in: self) else { return }
        let origins = componentOrigins()
        guard let component = rowCounts.indices.last(where: { origins[$0] <= start.x }),
              start.x <= origins[component] + componentWidth(component), rowCounts[component] > 0 else { return }
        let height = rowHeight(component)
        let dy = end.y - start.y
        let rows: Int
        if abs(dy) < 10 {
            // A tap: the row under the finger comes to the centre.
            rows = Int(((end.y - storedBounds.midY) / height).rounded())
        } else {
            // A drag: the rows move with the finger.
            rows = -Int((dy / height).rounded())
        }
        let target = max(0, min(rowCounts[component] - 1, selectedRows[component] + rows))
        guard target != selectedRows[component] else { return }
        selectedRows[component] = target
        setNeedsLayout()
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "pickerView(_:didSelectRow:inComponent:)") {
                delegate.pickerView(self, didSelectRow: target, inComponent: component)
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let entry = UIEntry("-[UIPickerView touchesCancelled:withEvent:]", self); defer { entry.end() }
        touchStart = nil
    }
}
