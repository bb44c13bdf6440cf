import Foundation

/// What a drag may spring-load: a view's spring-loaded interaction, or an item or row of a
/// spring-loaded list.
enum SpringTarget {
    case interaction(UISpringLoadedInteraction)
    case collection(UICollectionView, IndexPath)
    case table(UITableView, IndexPath)

    func isSame(as other: SpringTarget?) -> Bool {
        switch (self, other) {
        case (.interaction(let a), .interaction(let b)?): return a === b
        case (.collection(let a, let p), .collection(let b, let q)?): return a === b && p == q
        case (.table(let a, let p), .table(let b, let q)?): return a === b && p == q
        default: return false
        }
    }
}

/// The context a spring-loaded interaction and its behavior, effect and handler see.
final class SpringLoadedContext: UISpringLoadedInteractionContext {
    unowned let activity: DragActivity
    var storedState: UISpringLoadedInteractionEffectState = .inactive
    weak var storedTargetView: UIView?
    var storedTargetItem: Any?

    init(activity: DragActivity, targetView: UIView?, targetItem: Any?) {
        self.activity = activity
        storedTargetView = targetView
        storedTargetItem = targetItem
    }

    var state: UISpringLoadedInteractionEffectState {
        let entry = UIEntry("-[UISpringLoadedInteractionContext state]", self); defer { entry.end() }
        return storedState
    }
    var targetView: UIView? {
        get { let entry = UIEntry("-[UISpringLoadedInteractionContext targetView]", self); defer { entry.end() }; return storedTargetView }
        set { let entry = UIEntry("-[UISpringLoadedInteractionContext setTargetView:]", self); defer { entry.end() }; storedTargetView = newValue }
    }
    var targetItem: Any? {
        get { let entry = UIEntry("-[UISpringLoadedInteractionContext targetItem]", self); defer { entry.end() }; return storedTargetItem }
        set { let entry = UIEntry("-[UISpringLoadedInteractionContext setTargetItem:]", self); defer { entry.end() }; storedTargetItem = newValue }
    }
    func location(in view: UIView?) -> CGPoint {
        let entry = UIEntry("-[UISpringLoadedInteractionContext locationInView:]", self); defer { entry.end() }
        guard let view else { return activity.windowLocation }
        return activity.location(in: view)
    }
}

/// A drag's spring loading: the target under the finger, its context, and the pause timers.
/// A list's items spring-load through a private interaction whose activation selects the item
/// as a tap does (after the delegate's `shouldSpringLoadItemAt`/`shouldSpringLoadRowAt`).
final class SpringLoading {
    static let activatingDelay = TimeAmount(seconds: 0.5)
    static let activationDelay = TimeAmount(seconds: 1.0)
    static let allowedMovement: CGFloat = 10

    unowned let activity: DragActivity
    private var target: SpringTarget?
    private var interaction: UISpringLoadedInteraction?
    private var context: SpringLoadedContext?
    /// Where the pause began (window coordinates).
    private var anchor: CGPoint = .zero
    /// Counts the pauses started, so a stale timer does nothing.
    private var token = 0
    /// Whether the current target activated (it does not again until the drag leaves it).
    private var activated = false

    init(_ activity: DragActivity) { self.activity = activity }

    /// The finger is where the activity says: follow the target under it.
    func update() {
        let found = findTarget()
        if let found, found.isSame(as: target) {
            guard !activated, let context else { return }
            let location = activity.windowLocation
            if hypot(location.x - anchor.x, location.y - anchor.y) > SpringLoading.allowedMovement {
                if context.storedState == .activating { set(.possible) }
                startPause()
            }
            return
        }
        finish()
        guard let found else { return }
        begin(found)
    }

    /// The drag ended: the target's interaction is over.
    func finish() {
        token += 1
        if let context, let interaction, context.storedState != .inactive {
            set(.inactive)
            let behavior = interaction.storedBehavior
            activity.context.loop.span(.delegateCallback, "interactionDidFinish(_:)", object: interaction.storedView) {
                behavior.interactionDidFinish(interaction)
            }
        }
        target = nil
        interaction = nil
        context = nil
        activated = false
    }

    private func begin(_ found: SpringTarget) {
        let made: UISpringLoadedInteraction
        let context: SpringLoadedContext
        switch found {
        case .interaction(let existing):
            made = existing
            context = SpringLoadedContext(activity: activity, targetView: existing.storedView, targetItem: nil)
        case .collection(let list, let path):
            context = SpringLoadedContext(activity: activity, targetView: list.visibleItems[path], targetItem: path)
            guard let delegate = list.collectionDelegate else { made = SpringLoading.listInteraction(found); break }
            let allowed = activity.context.loop.span(.delegateCallback, "collectionView(_:shouldSpringLoadItemAt:with:)", object: list) {
                delegate.collectionView(list, shouldSpringLoadItemAt: path, with: context)
            }
            guard allowed else { return }
            made = SpringLoading.listInteraction(found)
        case .table(let list, let path):
            context = SpringLoadedContext(activity: activity, targetView: list.cellsOnScreen[path], targetItem: path)
            guard let delegate = list.tableDelegate else { made = SpringLoading.listInteraction(found); break }
            let allowed = activity.context.loop.span(.delegateCallback, "tableView(_:shouldSpringLoadRowAt:with:)", object: list) {
                delegate.tableView(list, shouldSpringLoadRowAt: path, with: context)
            }
            guard allowed else { return }
            made = SpringLoading.listInteraction(found)
        }
        target = found
        interaction = made
        self.context = context
        guard ask() else { return finish() }
        set(.possible)
        startPause()
    }

    /// The private interaction of a list's item: its activation selects the item.
    private static func listInteraction(_ target: SpringTarget) -> UISpringLoadedInteraction {
        UISpringLoadedInteraction { _, _ in
            switch target {
            case .collection(let list, let path): list.userSelect(path)
            case .table(let list, let path): list.selectRowTapped(at: CGPoint(x: list.rectForRow(at: path).midX, y: list.rectForRow(at: path).midY))
            case .interaction: break
            }
        }
    }

    private func ask() -> Bool {
        guard let interaction, let context else { return false }
        let behavior = interaction.storedBehavior
        return activity.context.loop.span(.delegateCallback, "shouldAllow(_:with:)", object: interaction.storedView) {
            behavior.shouldAllow(interaction, with: context)
        }
    }

    private func set(_ state: UISpringLoadedInteractionEffectState) {
        guard let interaction, let context, context.storedState != state else { return }
        context.storedState = state
        let effect = interaction.storedEffect
        activity.context.loop.span(.delegateCallback, "interaction(_:didChangeWith:)", object: interaction.storedView) {
            effect.interaction(interaction, didChangeWith: context)
        }
    }

    /// Starts the pause at the finger: activating, then activated, unless it moves or leaves.
    private func startPause() {
        token += 1
        let pause = token
        anchor = activity.windowLocation
        let loop = activity.context.loop
        loop.scheduleInput(after: SpringLoading.activatingDelay, "spring loading") { [weak self] in
            guard let self, self.token == pause, !self.activity.ended else { return }
            guard self.ask() else { return self.finish() }
            self.set(.activating)
        }
        loop.scheduleInput(after: SpringLoading.activationDelay, "spring loading") { [weak self] in
            guard let self, self.token == pause, !self.activity.ended, let interaction = self.interaction, let context = self.context else { return }
            guard self.ask() else { return self.finish() }
            self.activated = true
            self.set(.activated)
            loop.span(.delegateCallback, "UISpringLoadedInteraction activation handler", object: interaction.storedView, isApp: true) {
                interaction.handler(interaction, context)
            }
            // Its work done, the interaction is over until the drag comes back.
            self.set(.inactive)
            let behavior = interaction.storedBehavior
            loop.span(.delegateCallback, "interactionDidFinish(_:)", object: interaction.storedView) { behavior.interactionDidFinish(interaction) }
        }
    }

    /// The deepest view under the finger, then its ancestors: the first spring-loaded
    /// interaction, or spring-loaded list with an item there.
    private func findTarget() -> SpringTarget? {
        let window = activity.window
        var v = window.hitTest(activity.windowLocation, with: nil)
        while let view = v {
            for case let interaction as UISpringLoadedInteraction in view.viewExtras?.interactions ?? [] { return .interaction(interaction) }
            if let list = view as? UICollectionView, list.dragDrop.isSpringLoaded,
               let path = list.indexPathForItem(at: activity.location(in: list)) { return .collection(list, path) }
            if let list = view as? UITableView, list.dragDrop.isSpringLoaded,
               let path = list.indexPathForRow(at: activity.location(in: list)) { return .table(list, path) }
            v = view.storedSuperview
        }
        return nil
    }
}
