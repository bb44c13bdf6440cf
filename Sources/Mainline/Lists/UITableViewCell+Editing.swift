import Foundation

extension UITableViewCell {
    /// Whether the cell shows a reorder control while editing (default false; the table shows
    /// it for rows its data source lets move).
    public var showsReorderControl: Bool {
        get { let entry = UIEntry("-[UITableViewCell showsReorderControl]", self); defer { entry.end() }; return storedShowsReorderControl }
        set { let entry = UIEntry("-[UITableViewCell setShowsReorderControl:]", self); defer { entry.end() }; storedShowsReorderControl = newValue; setNeedsLayout() }
    }

    /// Whether the content moves over for the editing control (default true).
    public var shouldIndentWhileEditing: Bool {
        get { let entry = UIEntry("-[UITableViewCell shouldIndentWhileEditing]", self); defer { entry.end() }; return storedShouldIndentWhileEditing }
        set { let entry = UIEntry("-[UITableViewCell setShouldIndentWhileEditing:]", self); defer { entry.end() }; storedShouldIndentWhileEditing = newValue; setNeedsLayout() }
    }

    /// The standard accessory shown while editing (default none).
    public var editingAccessoryType: AccessoryType {
        get { let entry = UIEntry("-[UITableViewCell editingAccessoryType]", self); defer { entry.end() }; return storedEditingAccessoryType }
        set { let entry = UIEntry("-[UITableViewCell setEditingAccessoryType:]", self); defer { entry.end() }; storedEditingAccessoryType = newValue }
    }

    /// A custom accessory view shown instead of `accessoryView` while editing.
    public var editingAccessoryView: UIView? {
        get { let entry = UIEntry("-[UITableViewCell editingAccessoryView]", self); defer { entry.end() }; return storedEditingAccessoryView }
        set {
            let entry = UIEntry("-[UITableViewCell setEditingAccessoryView:]", self); defer { entry.end() }
            storedEditingAccessoryView?.removeFromSuperview()
            storedEditingAccessoryView = newValue
            setNeedsLayout()
        }
    }

    /// How deep the system styles' image and labels are indented, in `indentationWidth`s
    /// (the table sets it from its delegate's `indentationLevelForRowAt`).
    public var indentationLevel: Int {
        get { let entry = UIEntry("-[UITableViewCell indentationLevel]", self); defer { entry.end() }; return storedIndentationLevel }
        set { let entry = UIEntry("-[UITableViewCell setIndentationLevel:]", self); defer { entry.end() }; storedIndentationLevel = max(0, newValue); setNeedsLayout() }
    }

    /// The width of one level of indentation (default 10 points).
    public var indentationWidth: CGFloat {
        get { let entry = UIEntry("-[UITableViewCell indentationWidth]", self); defer { entry.end() }; return storedIndentationWidth }
        set {
            let entry = UIEntry("-[UITableViewCell setIndentationWidth:]", self); defer { entry.end() }
            guard newValue.isFinite else { return }
            storedIndentationWidth = newValue
            setNeedsLayout()
        }
    }

    /// Whether the cell is showing its Delete button (swiped open, or its delete control
    /// tapped).
    public var showingDeleteConfirmation: Bool {
        let entry = UIEntry("-[UITableViewCell showingDeleteConfirmation]", self); defer { entry.end() }
        return storedState.contains(.showingDeleteConfirmation)
    }

    /// How the cell looks focused (kept: the simulation has no focus engine).
    public var focusStyle: FocusStyle {
        get { let entry = UIEntry("-[UITableViewCell focusStyle]", self); defer { entry.end() }; return storedFocusStyle }
        set { let entry = UIEntry("-[UITableViewCell setFocusStyle:]", self); defer { entry.end() }; storedFocusStyle = newValue }
    }

    /// Whether the cell takes touches while it is dragged (kept: no drags in the simulation).
    public var userInteractionEnabledWhileDragging: Bool {
        get { let entry = UIEntry("-[UITableViewCell userInteractionEnabledWhileDragging]", self); defer { entry.end() }; return storedUserInteractionEnabledWhileDragging }
        set { let entry = UIEntry("-[UITableViewCell setUserInteractionEnabledWhileDragging:]", self); defer { entry.end() }; storedUserInteractionEnabledWhileDragging = newValue }
    }

    // MARK: - Swipe actions

    /// Moves the content aside by `offset` (negative: to the left, for trailing actions).
    func setSwipeOffset(_ offset: CGFloat) {
        guard offset != swipeOffset else { return }
        swipeOffset = offset
        setNeedsLayout()
    }

    /// Shows `actions` at the trailing edge (or the leading one), the content moved aside for
    /// them: the cell is swiped (and shows its Delete confirmation when the first action
    /// deletes).
    func openSwipe(_ actions: [UIContextualAction], deletes: Bool, leading: Bool = false, tableView: UITableView, indexPath: IndexPath) {
        let view = swipeActionsView ?? SwipeActionsView(frame: .zero)
        if view.storedSuperview !== self { addSubview(view) }
        swipeActionsView = view
        view.leading = leading
        view.show(actions, height: storedBounds.height) { [weak tableView, weak self] action in
            guard let tableView, let self else { return }
            tableView.perform(action, from: self)
        }
        storedIsSwiped = true
        var state = storedState
        if deletes { state.insert(.showingDeleteConfirmation) }
        let width = view.totalWidth
        transition(to: state) { setSwipeOffset(leading ? width : -width) }
        setNeedsUpdateConfiguration()
    }

    /// Puts the content back and removes the actions.
    func closeSwipe() {
        guard storedIsSwiped || swipeOffset != 0 else { return }
        storedIsSwiped = false
        var state = storedState
        state.remove(.showingDeleteConfirmation)
        transition(to: state) { setSwipeOffset(0) }
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        setNeedsUpdateConfiguration()
    }
}
