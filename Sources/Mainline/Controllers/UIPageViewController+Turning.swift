import Foundation

/// A page turn in progress.
final class PageTurn {
    let from: [UIViewController]
    let to: [UIViewController]
    let forward: Bool
    /// Driven by the user's gesture (the delegate hears it).
    let byUser: Bool
    var finished = false

    init(from: [UIViewController], to: [UIViewController], forward: Bool, byUser: Bool) {
        self.from = from
        self.to = to
        self.forward = forward
        self.byUser = byUser
    }
}

/// The page view controller's pan: it begins only along the pages' axis, so a vertical scroll
/// inside a horizontal page keeps its own pans.
final class PagePanGestureRecognizer: UIPanGestureRecognizer {
    weak var pageViewController: UIPageViewController?

    override func mayBeginPan() -> Bool {
        guard let pages = pageViewController else { return false }
        let start = startCentroid, now = windowCentroid
        let dx = abs(now.x - start.x), dy = abs(now.y - start.y)
        return pages.storedNavigationOrientation == .horizontal ? dx >= dy : dy > dx
    }
}

extension UIPageViewController {
    var pagePan: PagePanGestureRecognizer {
        if let pan = storedPagePan { return pan }
        let pan = PagePanGestureRecognizer(target: nil, action: nil)
        pan.pageViewController = self
        pan.addHandler { [weak self] recognizer in self?.handlePan(recognizer as! PagePanGestureRecognizer) }
        storedPagePan = pan
        return pan
    }

    var pageTap: UITapGestureRecognizer {
        if let tap = storedTapRecognizer { return tap }
        let tap = UITapGestureRecognizer(handler: { [weak self] recognizer in
            guard let self, let view = self.storedView else { return }
            let point = recognizer.location(in: view)
            let along = self.storedNavigationOrientation == .horizontal ? point.x / max(1, view.storedBounds.width)
                : point.y / max(1, view.storedBounds.height)
            if along > 2.0 / 3 { self.userTurn(forward: true) } else if along < 1.0 / 3 { self.userTurn(forward: false) }
        })
        storedTapRecognizer = tap
        return tap
    }

    /// How many pages are shown at once.
    var pagesPerTurn: Int { storedTransitionStyle == .pageCurl && storedSpineLocation == .mid && storedIsDoubleSided ? 2 : 1 }

    // MARK: - Programmatic turns

    func showPages(_ newPages: [UIViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        guard newPages.count == pagesPerTurn else {
            DiagnosticCenter.report(.viewControllerMisuse, """
            Mainline: The number of view controllers provided (\(newPages.count)) doesn't match the number required \
            (\(pagesPerTurn)) for the requested transition (UIKit throws NSInvalidArgumentException). The call is ignored.
            """, in: context)
            return
        }
        finishTurnNow()
        let old = pages
        guard !old.elementsEqual(newPages, by: ===) else {
            completion.map { done in context.loop.commitCompletions.append { done(true) } }
            return
        }
        guard animated, isOnScreen, !old.isEmpty, let container = storedView else {
            swapPages(from: old, to: newPages)
            completion.map { done in context.loop.commitCompletions.append { done(true) } }
            return
        }
        let turn = PageTurn(from: old, to: newPages, forward: direction == .forward, byUser: false)
        beginTurn(turn, in: container)
        slide(turn, completing: true, from: 0, in: container) { [weak self] in
            self?.endTurn(turn, completed: true)
            completion?(true)
        }
    }

    /// Puts `newPages` in place of `old` at once, with the appearance callbacks when on screen.
    func swapPages(from old: [UIViewController], to newPages: [UIViewController]) {
        let onScreen = isOnScreen
        for page in newPages where page.storedParent !== self { attachChild(page, callerFinishes: false) }
        let leaving = old.filter { page in !newPages.contains { $0 === page } }
        for page in leaving { page.announceWillMove(toParent: nil) }
        context.app.managingAppearance {
            if onScreen {
                for page in leaving { page.beginDisappearance(animated: false) }
                for page in newPages where !old.contains(where: { $0 === page }) { page.beginAppearance(animated: false) }
            }
            for page in leaving { page.storedView?.detachFromSuperview() }
            pages = newPages
            if let container = storedView { layoutPages(in: container) }
        }
        for page in newPages { page.updateTraitsInTree() }
        if onScreen {
            for page in leaving { page.endDisappearance() }
            for page in newPages where !old.contains(where: { $0 === page }) { page.endAppearance() }
        }
        for page in leaving { page.detachFromParent() }
        for page in newPages where !old.contains(where: { $0 === page }) { page.announceDidMove(toParent: self) }
    }

    /// The shown pages' views fill the view (two pages side by side for a middle spine).
    func layoutPages(in container: UIView) {
        guard turn == nil else { return }
        let bounds = container.storedBounds
        for (i, page) in pages.enumerated() {
            let view = page.loadedView
            if view.storedSuperview !== container { container.insert(view, at: container.storedSubviews.count) }
            view.storedAutoresizingMask = [.flexibleWidth, .flexibleHeight]
            var frame = bounds
            if pages.count == 2 {
                frame.size.width = bounds.width / 2
                frame.origin.x = bounds.minX + CGFloat(i) * bounds.width / 2
            }
            if view.frameValue != frame { view.applyFrame(frame) }
        }
    }

    // MARK: - Turns in progress

    /// The turn begins: the incoming pages become children beside the shown ones and begin
    /// appearing, the shown ones begin disappearing.
    func beginTurn(_ turn: PageTurn, in container: UIView) {
        self.turn = turn
        for page in turn.to where page.storedParent !== self { attachChild(page, callerFinishes: false) }
        let offset = pageOffset(turn.forward ? 1 : -1, in: container)
        context.app.managingAppearance {
            for page in turn.from { page.beginDisappearance(animated: true) }
            for page in turn.to {
                page.beginAppearance(animated: true)
                let view = page.loadedView
                if view.storedSuperview !== container { container.insert(view, at: container.storedSubviews.count) }
                view.applyFrame(container.storedBounds.offsetBy(dx: offset.x, dy: offset.y))
            }
        }
        for page in turn.to { page.updateTraitsInTree() }
    }

    /// Moves the turn's pages so the shown ones are `progress` (0…1) of the way out.
    func position(_ turn: PageTurn, progress: CGFloat, in container: UIView) {
        let sign: CGFloat = turn.forward ? -1 : 1
        let out = pageOffset(sign * progress, in: container)
        let incoming = pageOffset(sign * (progress - 1), in: container)
        for page in turn.from { page.storedView?.applyFrame(container.storedBounds.offsetBy(dx: out.x, dy: out.y)) }
        for page in turn.to { page.storedView?.applyFrame(container.storedBounds.offsetBy(dx: incoming.x, dy: incoming.y)) }
    }

    /// The offset of `pages` widths (or heights) along the orientation, with the spacing.
    func pageOffset(_ pages: CGFloat, in container: UIView) -> CGPoint {
        let size = container.storedBounds.size
        return storedNavigationOrientation == .horizontal ? CGPoint(x: pages * (size.width + storedInterPageSpacing), y: 0)
            : CGPoint(x: 0, y: pages * (size.height + storedInterPageSpacing))
    }

    /// Slides the turn's pages from `progress` to its end (`completing`) or back to its start.
    func slide(_ turn: PageTurn, completing: Bool, from progress: CGFloat, in container: UIView, done: @escaping () -> Void) {
        position(turn, progress: progress, in: container)
        let remaining = Self.turnDuration * Double(completing ? 1 - progress : progress)
        UIView.animate(withDuration: max(0.05, remaining), delay: 0, options: [.curveEaseOut], animations: {
            self.position(turn, progress: completing ? 1 : 0, in: container)
        }, completion: { _ in done() })
    }

    /// The turn ended: the pages that stay are laid out, the others leave, the "did" callbacks
    /// come, and (a user's turn) the delegate hears it.
    func endTurn(_ turn: PageTurn, completed: Bool) {
        guard !turn.finished else { return }
        turn.finished = true
        self.turn = nil
        let staying = completed ? turn.to : turn.from
        let leaving = completed ? turn.from : turn.to
        if !completed {
            // The appearance callbacks go back: the incoming pages disappear, the others reappear.
            for page in turn.to { page.beginDisappearance(animated: true) }
            for page in turn.from { page.beginAppearance(animated: true) }
        }
        for page in leaving { page.announceWillMove(toParent: nil) }
        context.app.managingAppearance { for page in leaving { page.storedView?.detachFromSuperview() } }
        pages = staying
        if let container = storedView { layoutPages(in: container) }
        for page in leaving { page.endDisappearance() }
        for page in staying { page.endAppearance() }
        for page in leaving { page.detachFromParent() }
        if completed { for page in turn.to { page.announceDidMove(toParent: self) } }
        if turn.byUser, let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)") {
                delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.from, transitionCompleted: completed)
            }
        }
        context.app.application.refreshControllerPreferences(animatedBy: nil)
    }

    /// A turn still sliding ends now (a new one starts).
    func finishTurnNow() {
        guard let turn else { return }
        endTurn(turn, completed: true)
    }

    // MARK: - The user's turns

    /// The page before or after the shown ones, from the data source.
    func neighbour(forward: Bool) -> UIViewController? {
        guard let dataSource = storedDataSource, let edge = forward ? pages.last : pages.first else { return nil }
        return context.loop.span(.delegateCallback, forward ? "pageViewController(_:viewControllerAfter:)" : "pageViewController(_:viewControllerBefore:)") {
            forward ? dataSource.pageViewController(self, viewControllerAfter: edge) : dataSource.pageViewController(self, viewControllerBefore: edge)
        }
    }

    /// A user's turn that starts and completes at once (a page curl's tap).
    func userTurn(forward: Bool) {
        guard turn == nil, let container = storedView, let next = neighbour(forward: forward) else { return }
        storedDelegate.map { d in
            context.loop.span(.delegateCallback, "pageViewController(_:willTransitionTo:)") { d.pageViewController(self, willTransitionTo: [next]) }
        }
        let turn = PageTurn(from: pages, to: [next], forward: forward, byUser: true)
        beginTurn(turn, in: container)
        slide(turn, completing: true, from: 0, in: container) { [weak self] in self?.endTurn(turn, completed: true) }
    }

    /// The pan: it picks the neighbour as it begins, moves the pages with the finger, and
    /// finishes or cancels the turn when the finger lifts.
    func handlePan(_ pan: PagePanGestureRecognizer) {
        guard let container = storedView else { return }
        let translation = pan.translation(in: container)
        let velocity = pan.velocity(in: container)
        let horizontal = storedNavigationOrientation == .horizontal
        let moved = horizontal ? translation.x : translation.y
        let speed = horizontal ? velocity.x : velocity.y
        let length = horizontal ? container.storedBounds.width : container.storedBounds.height
        switch pan.storedState {
        case .began:
            guard turn == nil, !pages.isEmpty else { return }
            let forward = moved < 0
            guard let next = neighbour(forward: forward) else { return }
            storedDelegate.map { d in
                context.loop.span(.delegateCallback, "pageViewController(_:willTransitionTo:)") { d.pageViewController(self, willTransitionTo: [next]) }
            }
            let turn = PageTurn(from: pages, to: [next], forward: forward, byUser: true)
            beginTurn(turn, in: container)
            position(turn, progress: min(1, abs(moved) / max(1, length)), in: container)
        case .changed:
            guard let turn, turn.byUser else { return }
            let along = turn.forward ? -moved : moved
            position(turn, progress: min(1, max(0, along / max(1, length))), in: container)
        case .ended, .cancelled:
            guard let turn, turn.byUser, !turn.finished else { return }
            let along = turn.forward ? -moved : moved
            let progress = min(1, max(0, along / max(1, length)))
            let flick = turn.forward ? -speed : speed
            let completes = pan.storedState == .ended && (progress > 0.5 || flick > 300) && flick > -300
            slide(turn, completing: completes, from: progress, in: container) { [weak self] in self?.endTurn(turn, completed: completes) }
        default:
            break
        }
    }
}
