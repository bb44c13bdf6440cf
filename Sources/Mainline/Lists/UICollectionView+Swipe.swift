import Foundation

/// Swipe actions on the rows of a list layout, as UIKit's list sections offer them: a
/// horizontal swipe on a row reveals the actions its list configuration's
/// `trailingSwipeActionsConfigurationProvider` (to the left) or
/// `leadingSwipeActionsConfigurationProvider` (to the right) gives; a full swipe performs the
/// first; a tap on a button runs its action, whose completion closes the row; a touch elsewhere
/// closes it.
extension UICollectionView {
    func installSwipeRecognizer() {
        let swipe = ListSwipeRecognizer()
        swipe.collectionView = self
        swipe.addHandler { [weak self] recognizer in
            guard let self, let swipe = recognizer as? ListSwipeRecognizer else { return }
            self.handleListSwipe(swipe)
        }
        addGestureRecognizer(swipe)
    }

    /// The actions the list configuration of `indexPath`'s section gives for a swipe to the
    /// left (trailing) or right.
    func listSwipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = storedLayout as? UICollectionViewCompositionalLayout,
              let list = layout.laidOut[indexPath.section]?.section.listConfiguration,
              let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider else { return nil }
        let configuration = context.loop.span(.delegateCallback, trailing ? "trailingSwipeActionsConfigurationProvider" : "leadingSwipeActionsConfigurationProvider",
                                              object: self) { provider(indexPath) }
        guard let configuration, !configuration.storedActions.isEmpty else { return nil }
        return configuration
    }

    func handleListSwipe(_ swipe: ListSwipeRecognizer) {
        switch swipe.storedState {
        case .began:
            guard let item = swipe.item, let cell = visibleItems[item] as? UICollectionViewListCell else { return }
            if swipedItem != item { closeSwipedItem() }
            swipedItem = item
            unhighlight()
            followListSwipe(swipe, cell: cell)
        case .changed:
            guard let item = swipedItem, let cell = visibleItems[item] as? UICollectionViewListCell else { return }
            followListSwipe(swipe, cell: cell)
        case .ended, .cancelled:
            guard let item = swipedItem, let cell = visibleItems[item] as? UICollectionViewListCell, let configuration = swipe.configuration else { return }
            let offset = cell.swipeOffset
            let width = CGFloat(configuration.storedActions.count) * SwipeActionsView.buttonWidth
            if swipe.storedState == .ended, configuration.storedPerformsFirstActionWithFullSwipe,
               abs(offset) > cell.storedBounds.width * SwipeActionsView.fullSwipeFraction, let first = configuration.storedActions.first {
                performListAction(first, from: cell)
            } else if swipe.storedState == .ended, abs(offset) > width / 2 {
                cell.openSwipe(configuration.storedActions, leading: !swipe.trailing) { [weak self, weak cell] action in
                    guard let self, let cell else { return }
                    self.performListAction(action, from: cell)
                }
            } else {
                closeSwipedItem()
            }
        default:
            break
        }
    }

    private func followListSwipe(_ swipe: ListSwipeRecognizer, cell: UICollectionViewListCell) {
        let dx = swipe.translationFromTouchDown.x
        let offset = swipe.trailing ? min(0, dx) : max(0, dx)
        cell.setSwipeOffset(max(-cell.storedBounds.width, min(cell.storedBounds.width, offset)))
    }

    /// Closes the row whose actions show.
    func closeSwipedItem() {
        guard let item = swipedItem else { return }
        swipedItem = nil
        (visibleItems[item] as? UICollectionViewListCell)?.closeSwipe()
    }

    /// Runs a revealed action's handler; its completion closes the row's actions.
    func performListAction(_ action: UIContextualAction, from cell: UICollectionViewListCell) {
        let handler = action.storedHandler
        let source: UIView = cell.swipeActionsView?.buttons.first(where: { $0.action === action }) ?? cell
        context.loop.span(.actionHandler, "UIContextualAction handler", object: self, isApp: true) {
            handler(action, source) { [weak self] _ in self?.closeSwipedItem() }
        }
    }
}

/// The collection view's swipe recognizer: a mostly horizontal pan on a list row that has
/// actions on that side.
final class ListSwipeRecognizer: UIPanGestureRecognizer {
    weak var collectionView: UICollectionView?
    var item: IndexPath?
    var trailing = true
    var configuration: UISwipeActionsConfiguration?

    var translationFromTouchDown: CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let start = startCentroid, now = windowCentroid
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    override func mayBeginPan() -> Bool {
        guard let cv = collectionView, cv.storedLayout is UICollectionViewCompositionalLayout, let window = cv.storedWindow else { return false }
        let move = translationFromTouchDown
        guard abs(move.x) > abs(move.y) else { return false }
        guard let item = cv.itemIndexPath(at: cv.convert(startCentroid, from: window)), cv.visibleItems[item] is UICollectionViewListCell else { return false }
        trailing = move.x < 0
        guard let actions = cv.listSwipeActions(for: item, trailing: trailing) else { return false }
        configuration = actions
        self.item = item
        return true
    }

    override func clearAttempt() {
        super.clearAttempt()
        item = nil
    }
}

extension UICollectionView {
    /// The index path of a visible cell, without the entry check.
    func indexPath(of cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// An outline disclosure's default: the item expands or collapses in its section snapshot.
    func toggleOutline(at indexPath: IndexPath) {
        guard let outline = storedDataSource as? ListOutlineSource else { return }
        outline.toggleExpansion(at: indexPath)
    }

    /// A delete accessory's default: the row's trailing swipe actions show.
    func revealTrailingActions(at indexPath: IndexPath) {
        guard let cell = visibleItems[indexPath] as? UICollectionViewListCell, let configuration = listSwipeActions(for: indexPath, trailing: true) else { return }
        if swipedItem != indexPath { closeSwipedItem() }
        swipedItem = indexPath
        cell.openSwipe(configuration.storedActions, leading: false) { [weak self, weak cell] action in
            guard let self, let cell else { return }
            self.performListAction(action, from: cell)
        }
    }
}
