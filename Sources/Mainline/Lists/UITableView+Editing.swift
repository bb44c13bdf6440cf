import Foundation

/// Editing a table as UIKit lets the user: editing controls (a tap on a row's delete control
/// shows its Delete button, on an insert control inserts), swipe actions (a horizontal swipe
/// on a row reveals the delegate's trailing or leading actions — by default a Delete button for
/// a row whose editing style is delete — a full swipe performs the first one, a tap on a button
/// performs its action), and reordering by a row's reorder control (the data source moves the
/// row). A deleting action asks the data source to `commit` the delete; the app then deletes
/// the row.
///
/// Mainline cannot tell whether a data source implements `tableView(_:commit:forRowAt:)`: every
/// editable row whose editing style is delete can be swiped to its Delete button (UIKit offers
/// it only when the data source implements commit).
extension UITableView {
    func installEditingRecognizers() {
        let swipe = TableSwipeRecognizer()
        swipe.table = self
        swipe.addHandler { [weak self] recognizer in
            guard let self, let swipe = recognizer as? TableSwipeRecognizer else { return }
            self.handleSwipe(swipe)
        }
        addGestureRecognizer(swipe)
        let reorder = TableReorderRecognizer()
        reorder.table = self
        reorder.addHandler { [weak self] recognizer in
            guard let self, let reorder = recognizer as? TableReorderRecognizer else { return }
            self.handleReorder(reorder)
        }
        addGestureRecognizer(reorder)
    }

    /// A cell about to be shown, or the table's editing changed: its indentation, editing style,
    /// reorder control and editing state follow the table and its delegate.
    func prepareEditing(_ cell: UITableViewCell, at row: IndexPath, animated: Bool) {
        cell.owner = self
        let delegate = tableDelegate
        if storedIsEditing {
            let editable = storedDataSource.map { source in span("tableView(_:canEditRowAt:)") { source.tableView(self, canEditRowAt: row) } } ?? true
            cell.storedEditingStyle = editable ? (delegate.map { d in span("tableView(_:editingStyleForRowAt:)") { d.tableView(self, editingStyleForRowAt: row) } } ?? .delete) : .none
            cell.storedShouldIndentWhileEditing = delegate.map { d in span("tableView(_:shouldIndentWhileEditingRowAt:)") { d.tableView(self, shouldIndentWhileEditingRowAt: row) } } ?? true
            cell.storedShowsReorderControl = storedDataSource.map { source in span("tableView(_:canMoveRowAt:)") { source.tableView(self, canMoveRowAt: row) } } ?? false
        } else {
            cell.storedEditingStyle = .none
        }
        cell.inMultipleSelection = storedIsEditing ? storedAllowsMultipleSelectionDuringEditing : storedAllowsMultipleSelection
        cell.setEditing(storedIsEditing, animated: animated)
    }

    /// A new cell: its indentation level from the delegate, its editing state, and its
    /// configuration for its state before it is measured and shown.
    func prepareNewCell(_ cell: UITableViewCell, at row: IndexPath) {
        if let delegate = tableDelegate {
            cell.storedIndentationLevel = max(0, span("tableView(_:indentationLevelForRowAt:)") { delegate.tableView(self, indentationLevelForRowAt: row) })
        }
        if storedIsEditing || cell.storedIsEditing { prepareEditing(cell, at: row, animated: false) }
        cell.owner = self
        cell.updateConfigurationIfNeeded()
    }

    // MARK: - Taps on editing controls and accessories

    /// A tap on a row's editing control: Delete shows its confirmation, insert commits.
    func handleEditingControlTap(_ row: IndexPath, cell: UITableViewCell, at point: CGPoint) -> Bool {
        guard cell.storedIsEditing, cell.storedShouldIndentWhileEditing, cell.convert(point, from: self).x < UITableViewCell.editControlWidth else { return false }
        if let target = cell.legacyTarget.value, let action = cell.legacyEditAction {
            SelectorDispatch.send(action, to: target, arguments: [cell])
        }
        switch cell.storedEditingStyle {
        case .delete:
            guard let actions = trailingActions(for: row) else { return true }
            openSwipe(row, cell: cell, actions.configuration.storedActions, deletes: actions.deletes)
        case .insert:
            if let source = storedDataSource {
                span("tableView(_:commit:forRowAt:)") { source.tableView(self, commit: .insert, forRowAt: row) }
            }
        case .none:
            return false
        }
        return true
    }

    /// A tap on a row's detail button (the trailing 44 points of a detail accessory).
    func handleAccessoryTap(_ row: IndexPath, cell: UITableViewCell, at point: CGPoint) -> Bool {
        let type = cell.storedIsEditing ? cell.storedEditingAccessoryType : cell.storedAccessoryType
        guard type == .detailButton || type == .detailDisclosureButton, cell.storedAccessoryView == nil,
              cell.convert(point, from: self).x > cell.storedBounds.width - 44 else { return false }
        if let target = cell.legacyTarget.value, let action = cell.legacyAccessoryAction {
            SelectorDispatch.send(action, to: target, arguments: [cell])
        }
        tell("tableView(_:accessoryButtonTappedForRowWith:)") { $0.tableView(self, accessoryButtonTappedForRowWith: row) }
        return true
    }

    // MARK: - Swipe actions

    /// The actions a swipe to the left reveals: the delegate's, else iOS 8's edit actions, else
    /// a Delete button for an editable row whose editing style is delete.
    func trailingActions(for row: IndexPath) -> (configuration: UISwipeActionsConfiguration, deletes: Bool)? {
        let delegate = tableDelegate
        if let delegate, let configuration = span("tableView(_:trailingSwipeActionsConfigurationForRowAt:)", { delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) }) {
            return configuration.storedActions.isEmpty ? nil : (configuration, configuration.storedActions.first?.storedStyle == .destructive)
        }
        if let delegate, let legacy = span("tableView(_:editActionsForRowAt:)", { delegate.tableView(self, editActionsForRowAt: row) }), !legacy.isEmpty {
            let actions = legacy.map { rowAction in
                let action = UIContextualAction(style: rowAction.storedStyle == .normal ? .normal : .destructive, title: rowAction.storedTitle) { [weak self] _, _, done in
                    guard let self, let path = self.swipedRow else { return done(false) }
                    rowAction.storedHandler(rowAction, path)
                    done(true)
                }
                action.storedBackgroundColor = rowAction.storedBackgroundColor
                return action
            }
            return (UISwipeActionsConfiguration(actions: actions), false)
        }
        let editable = storedDataSource.map { source in span("tableView(_:canEditRowAt:)") { source.tableView(self, canEditRowAt: row) } } ?? false
        let style = delegate.map { d in span("tableView(_:editingStyleForRowAt:)") { d.tableView(self, editingStyleForRowAt: row) } } ?? .delete
        guard editable, style == .delete else { return nil }
        let title = delegate.flatMap { d in span("tableView(_:titleForDeleteConfirmationButtonForRowAt:)") { d.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) } } ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let path = self.swipedRow, let source = self.storedDataSource else { return done(false) }
            self.span("tableView(_:commit:forRowAt:)") { source.tableView(self, commit: .delete, forRowAt: path) }
            done(true)
        }
        return (UISwipeActionsConfiguration(actions: [delete]), true)
    }

    /// The actions a swipe to the right reveals (the delegate's).
    func leadingActions(for row: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate,
              let configuration = span("tableView(_:leadingSwipeActionsConfigurationForRowAt:)", { delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row) }),
              !configuration.storedActions.isEmpty else { return nil }
        return configuration
    }

    func handleSwipe(_ swipe: TableSwipeRecognizer) {
        switch swipe.storedState {
        case .began:
            guard let row = swipe.row, let cell = cellsOnScreen[row] else { return }
            if swipedRow != row { closeSwipedRow() }
            swipedRow = row
            unhighlight()
            tell("tableView(_:willBeginEditingRowAt:)") { $0.tableView(self, willBeginEditingRowAt: row) }
            followSwipe(swipe, cell: cell)
        case .changed:
            guard let row = swipedRow, let cell = cellsOnScreen[row] else { return }
            followSwipe(swipe, cell: cell)
        case .ended, .cancelled:
            guard let row = swipedRow, let cell = cellsOnScreen[row], let configuration = swipe.configuration else { return }
            let offset = cell.swipeOffset
            let width = CGFloat(configuration.storedActions.count) * SwipeActionsView.buttonWidth
            if swipe.storedState == .ended, configuration.storedPerformsFirstActionWithFullSwipe,
               abs(offset) > cell.storedBounds.width * SwipeActionsView.fullSwipeFraction, let first = configuration.storedActions.first {
                perform(first, from: cell)
            } else if swipe.storedState == .ended, abs(offset) > width / 2 {
                openSwipe(row, cell: cell, configuration.storedActions, deletes: swipe.deletes, leading: !swipe.trailing)
            } else {
                closeSwipedRow()
            }
        default:
            break
        }
    }

    /// The row's content follows the finger (to the left for trailing actions, the right for
    /// leading ones), as far as a full swipe.
    private func followSwipe(_ swipe: TableSwipeRecognizer, cell: UITableViewCell) {
        let dx = swipe.translationFromTouchDown.x
        let offset = swipe.trailing ? min(0, dx) : max(0, dx)
        cell.setSwipeOffset(max(-cell.storedBounds.width, min(cell.storedBounds.width, offset)))
    }

    func openSwipe(_ row: IndexPath, cell: UITableViewCell, _ actions: [UIContextualAction], deletes: Bool, leading: Bool = false) {
        swipedRow = row
        cell.openSwipe(actions, deletes: deletes, leading: leading, tableView: self, indexPath: row)
    }

    /// Closes the row whose actions show: `didEndEditingRowAt`.
    func closeSwipedRow() {
        guard let row = swipedRow else { return }
        swipedRow = nil
        cellsOnScreen[row]?.closeSwipe()
        tell("tableView(_:didEndEditingRowAt:)") { $0.tableView(self, didEndEditingRowAt: row) }
    }

    /// Runs a revealed action's handler; its completion closes the row's actions.
    func perform(_ action: UIContextualAction, from cell: UITableViewCell) {
        let handler = action.storedHandler
        let source: UIView = cell.swipeActionsView?.buttons.first(where: { $0.action === action }) ?? cell
        context.loop.span(.actionHandler, "UIContextualAction handler", object: self, isApp: true) {
            handler(action, source) { [weak self] _ in self?.closeSwipedRow() }
        }
    }

    // MARK: - Reordering

    func handleReorder(_ reorder: TableReorderRecognizer) {
        switch reorder.storedState {
        case .began:
            guard let row = reorder.row, let cell = cellsOnScreen[row] else { return }
            reorderingRow = (row, row)
            cell.storedIsReordering = true
            cell.setNeedsUpdateConfiguration()
        case .changed:
            guard let moving = reorderingRow, let cell = cellsOnScreen[moving.from] else { return }
            let y = reorder.location(in: self).y
            cell.center.y = y
            var proposed = indexPathForRow(at: CGPoint(x: 1, y: y)) ?? moving.to
            if proposed != moving.to, let delegate = tableDelegate {
                proposed = span("tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)") {
                    delegate.tableView(self, targetIndexPathForMoveFromRowAt: moving.from, toProposedIndexPath: proposed)
                }
            }
            reorderingRow = (moving.from, proposed)
        case .ended, .cancelled:
            guard let moving = reorderingRow else { return }
            reorderingRow = nil
            cellsOnScreen[moving.from]?.storedIsReordering = false
            cellsOnScreen[moving.from]?.setNeedsUpdateConfiguration()
            if reorder.storedState == .ended, moving.from != moving.to, let source = storedDataSource {
                span("tableView(_:moveRowAt:to:)") { source.tableView(self, moveRowAt: moving.from, to: moving.to) }
                beginCollectingUpdates()
                collect { $0.movedItems.append((moving.from, moving.to)) }
                endCollectingUpdates(completion: nil)
            }
            setNeedsLayout()
        default:
            break
        }
    }
}

/// The table's swipe recognizer: a mostly horizontal pan on a row that has actions on that side.
final class TableSwipeRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    var row: IndexPath?
    var trailing = true
    var configuration: UISwipeActionsConfiguration?
    var deletes = false

    var translationFromTouchDown: CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let start = startCentroid, now = windowCentroid
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    override func mayBeginPan() -> Bool {
        guard let table, !table.storedIsEditing, table.reorderingRow == nil else { return false }
        let move = translationFromTouchDown
        guard abs(move.x) > abs(move.y) else { return false }
        guard let window = table.storedWindow, let row = table.indexPathForRow(at: table.convert(startCentroid, from: window)) else { return false }
        trailing = move.x < 0
        if trailing {
            guard let actions = table.trailingActions(for: row) else { return false }
            configuration = actions.configuration
            deletes = actions.deletes
        } else {
            guard let actions = table.leadingActions(for: row) else { return false }
            configuration = actions
            deletes = false
        }
        self.row = row
        return true
    }

    override func clearAttempt() {
        super.clearAttempt()
        row = nil
    }
}

/// The table's reorder recognizer: a pan starting on a row's reorder control while editing.
final class TableReorderRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?
    var row: IndexPath?

    override func mayBeginPan() -> Bool {
        guard let table, table.storedIsEditing, let window = table.storedWindow else { return false }
        let start = table.convert(startCentroid, from: window)
        guard let row = table.indexPathForRow(at: start), let cell = table.cellsOnScreen[row], cell.storedShowsReorderControl,
              cell.convert(start, from: table).x > cell.storedBounds.width - UITableViewCell.reorderControlWidth else { return false }
        self.row = row
        return true
    }

    override func clearAttempt() {
        super.clearAttempt()
        row = nil
    }
}
