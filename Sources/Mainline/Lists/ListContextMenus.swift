import Foundation

/// What a context menu's preview action runs with: the style of its commit.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview commits.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview commits: it goes, or it grows into the destination.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// A list's context menu on screen: the list, the items it is for, its configuration and menu.
@MainActor
final class ListContextMenu {
    weak var list: UIScrollView?
    let indexPaths: [IndexPath]
    let configuration: UIContextMenuConfiguration
    let menu: UIMenu

    init(list: UIScrollView, indexPaths: [IndexPath], configuration: UIContextMenuConfiguration, menu: UIMenu) {
        self.list = list
        self.indexPaths = indexPaths
        self.configuration = configuration
        self.menu = menu
    }

    /// The action titled `title`, searching submenus.
    func action(titled title: String) -> UIAction? {
        var pending: [UIMenuElement] = menu.children
        while !pending.isEmpty {
            let element = pending.removeFirst()
            if let action = element as? UIAction, action.title == title { return action }
            if let submenu = element as? UIMenu { pending += submenu.children }
        }
        return nil
    }
}

extension Simulation {
    /// The user long-presses the cell at `point` of a table or collection view in `window` (the
    /// key window when nil) until its context menu shows: a collection view's delegate is asked
    /// `contextMenuConfigurationForItemsAt:point:` then, if it gives none,
    /// `contextMenuConfigurationForItemAt:point:`; a table view's `contextMenuConfigurationForRowAt:point:`.
    /// A configuration whose menu is not empty shows (`willDisplayContextMenu`); nothing shows
    /// when there is no cell there or no menu. `shown` gets the menu's top-level titles (nil:
    /// none showed).
    public func showContextMenu(at point: CGPoint, in window: UIWindow? = nil, after delay: TimeInterval = 0,
                                shown: (([String]) -> Void)? = nil) {
        let context = self.context
        input(after: delay + 0.5, "context menu long press") { _ in
            MainActor.assumeIsolated {
                context.loop.timeline.markInput()
                let menu = ListContextMenus.show(at: point, in: window, context: context)
                shown?(menu.map { $0.menu.children.map(\.title) } ?? [])
            }
        }
    }

    /// The user picks the action titled `title` (in the menu or a submenu) of the list context
    /// menu on screen: the menu goes (`willEndContextMenuInteraction`), then the action's handler
    /// runs. A title the menu lacks is reported as a diagnostic.
    public func chooseContextMenuAction(_ title: String, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "context menu action") { _ in
            MainActor.assumeIsolated {
                context.loop.timeline.markInput()
                ListContextMenus.choose(title, context: context)
            }
        }
    }
}

@MainActor
enum ListContextMenus {
    static func show(at point: CGPoint, in window: UIWindow?, context: SimulationContext) -> ListContextMenu? {
        guard let window = window ?? context.app.windows.first(where: { $0.storedIsKeyWindow && !$0.storedIsHidden }),
              var view = window.hitTest(point, with: nil) else { return nil }
        while !(view is UICollectionView || view is UITableView), let parent = view.storedSuperview { view = parent }
        var found: ListContextMenu?
        if let collection = view as? UICollectionView, let delegate = collection.collectionDelegate {
            let local = window.convert(point, to: collection)
            guard let indexPath = collection.indexPathForItem(at: local) else { return nil }
            let configuration = context.loop.span(.delegateCallback, "collectionView(_:contextMenuConfigurationForItemsAt:point:)", object: collection) {
                delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [indexPath], point: local)
                    ?? delegate.collectionView(collection, contextMenuConfigurationForItemAt: indexPath, point: local)
            }
            if let configuration, let menu = configuration.makeMenu(), !menu.children.isEmpty {
                found = ListContextMenu(list: collection, indexPaths: [indexPath], configuration: configuration, menu: menu)
                context.loop.span(.delegateCallback, "collectionView(_:willDisplayContextMenu:animator:)", object: collection) {
                    delegate.collectionView(collection, willDisplayContextMenu: configuration, animator: ImmediateMenuAnimator())
                }
            }
        } else if let table = view as? UITableView, let delegate = table.tableDelegate {
            let local = window.convert(point, to: table)
            guard let indexPath = table.indexPathForRow(at: local) else { return nil }
            let configuration = context.loop.span(.delegateCallback, "tableView(_:contextMenuConfigurationForRowAt:point:)", object: table) {
                delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: local)
            }
            if let configuration, let menu = configuration.makeMenu(), !menu.children.isEmpty {
                found = ListContextMenu(list: table, indexPaths: [indexPath], configuration: configuration, menu: menu)
                context.loop.span(.delegateCallback, "tableView(_:willDisplayContextMenu:animator:)", object: table) {
                    delegate.tableView(table, willDisplayContextMenu: configuration, animator: ImmediateMenuAnimator())
                }
            }
        }
        context.app.listContextMenu = found
        return found
    }

    static func choose(_ title: String, context: SimulationContext) {
        guard let shown = context.app.listContextMenu, let list = shown.list else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: chooseContextMenuAction(\"\(title)\"): no list context menu is on screen.", in: context)
            return
        }
        guard let action = shown.action(titled: title) else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: chooseContextMenuAction(\"\(title)\"): the menu has no action titled \"\(title)\".", in: context)
            return
        }
        context.app.listContextMenu = nil
        if let collection = list as? UICollectionView, let delegate = collection.collectionDelegate {
            context.loop.span(.delegateCallback, "collectionView(_:willEndContextMenuInteraction:animator:)", object: collection) {
                delegate.collectionView(collection, willEndContextMenuInteraction: shown.configuration, animator: ImmediateMenuAnimator())
            }
        } else if let table = list as? UITableView, let delegate = table.tableDelegate {
            context.loop.span(.delegateCallback, "tableView(_:willEndContextMenuInteraction:animator:)", object: table) {
                delegate.tableView(table, willEndContextMenuInteraction: shown.configuration, animator: ImmediateMenuAnimator())
            }
        }
        context.loop.span(.actionHandler, "UIAction handler", object: list, isApp: true) { action.perform(from: list) }
    }
}
