import Foundation

/// Band (marquee) selection with a pointer: dragging with a trackpad or mouse over the view
/// draws a rectangle, and the handler is told as it begins, changes and ends. Fingers do not
/// start it (UIKit: "a pointer drag"); in a simulation, `Simulation.dragPointer(from:to:…)` does.
@preconcurrency @MainActor
open class UIBandSelectionInteraction: UIInteraction {
    /// Where a band selection is.
    public enum State: Int, Sendable {
        /// No selection is happening.
        case possible
        /// The drag began.
        case began
        /// The band is changing.
        case selecting
        /// The drag ended.
        case ended
    }

    let selectionHandler: (UIBandSelectionInteraction) -> Void
    weak var storedView: UIView?
    var storedIsEnabled = true
    var storedState = State.possible
    var storedSelectionRect = CGRect.zero
    var storedInitialModifierFlags: UIKeyModifierFlags = []
    var storedShouldBegin: ((UIBandSelectionInteraction, CGPoint) -> Bool)?

    /// An interaction calling `selectionHandler` at each change of its state or band.
    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) {
        UIEntry.check("-[UIBandSelectionInteraction initWithSelectionHandler:]")
        self.selectionHandler = selectionHandler
    }

    /// The view the interaction is on.
    open var view: UIView? {
        let entry = UIEntry("-[UIBandSelectionInteraction view]", self); defer { entry.end() }
        return storedView
    }
    /// Whether drags start selections.
    open var isEnabled: Bool {
        get { let entry = UIEntry("-[UIBandSelectionInteraction isEnabled]", self); defer { entry.end() }; return storedIsEnabled }
        set { let entry = UIEntry("-[UIBandSelectionInteraction setEnabled:]", self); defer { entry.end() }; storedIsEnabled = newValue }
    }
    /// The selection's state.
    open var state: State {
        let entry = UIEntry("-[UIBandSelectionInteraction state]", self); defer { entry.end() }
        return storedState
    }
    /// The band, in the view's coordinates (zero when no selection is happening).
    open var selectionRect: CGRect {
        let entry = UIEntry("-[UIBandSelectionInteraction selectionRect]", self); defer { entry.end() }
        return storedSelectionRect
    }
    /// The modifier keys held when the drag began (shift or command extend a selection).
    open var initialModifierFlags: UIKeyModifierFlags {
        let entry = UIEntry("-[UIBandSelectionInteraction initialModifierFlags]", self); defer { entry.end() }
        return storedInitialModifierFlags
    }
    /// Asked, with the point in the view, whether a drag starting there begins a selection.
    open var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)? {
        get { let entry = UIEntry("-[UIBandSelectionInteraction shouldBeginHandler]", self); defer { entry.end() }; return storedShouldBegin }
        set { let entry = UIEntry("-[UIBandSelectionInteraction setShouldBeginHandler:]", self); defer { entry.end() }; storedShouldBegin = newValue }
    }

    /// The interaction is about to move to `view`.
    public func willMove(to view: UIView?) { UIEntry.check("-[UIBandSelectionInteraction willMoveToView:]", self) }
    /// The interaction moved to `view`.
    public func didMove(to view: UIView?) { UIEntry.check("-[UIBandSelectionInteraction didMoveToView:]", self); storedView = view }

    // MARK: Driving

    func begin(at point: CGPoint, modifierFlags: UIKeyModifierFlags) -> Bool {
        guard storedIsEnabled, storedState == .possible, let view = storedView else { return false }
        if let should = storedShouldBegin {
            let allowed = view.context.loop.span(.eventHandler, "UIBandSelectionInteraction shouldBegin") { should(self, point) }
            guard allowed else { return false }
        }
        storedInitialModifierFlags = modifierFlags
        storedSelectionRect = CGRect(origin: point, size: .zero)
        change(to: .began)
        return true
    }

    func move(from start: CGPoint, to point: CGPoint) {
        storedSelectionRect = CGRect(x: min(start.x, point.x), y: min(start.y, point.y), width: abs(point.x - start.x), height: abs(point.y - start.y))
        change(to: .selecting)
    }

    func end() {
        change(to: .ended)
        storedState = .possible
        storedSelectionRect = .zero
    }

    private func change(to state: State) {
        storedState = state
        guard let view = storedView else { return }
        view.context.loop.span(.eventHandler, "UIBandSelectionInteraction selectionHandler") { selectionHandler(self) }
    }
}

extension Simulation {
    /// The user drags with a pointer (trackpad or mouse, button held) from `start` to `end` in
    /// `window` (the key window when nil) over `duration` seconds, holding `modifierFlags`: the
    /// first view under `start`, or an ancestor, with an enabled `UIBandSelectionInteraction`
    /// that agrees to begin gets `.began`, `.selecting` once per frame with the band so far,
    /// and `.ended`. A drag where no interaction begins does nothing.
    public func dragPointer(from start: CGPoint, to end: CGPoint, in window: UIWindow? = nil, modifierFlags: UIKeyModifierFlags = [],
                            duration: TimeInterval = 0.3, after delay: TimeInterval = 0) {
        let context = self.context
        let duration = duration.isFinite ? max(0, duration) : 0.3
        input(after: delay, "pointer drag") { began in
            context.loop.timeline.markInput()
            guard let window = window ?? context.app.windows.first(where: { $0.storedIsKeyWindow && !$0.storedIsHidden }),
                  let hit = window.hitTest(start, with: nil) else { return }
            var view: UIView? = hit
            var found: (UIBandSelectionInteraction, UIView)?
            while let current = view, found == nil {
                if let band = (current.viewExtras?.interactions ?? []).compactMap({ $0 as? UIBandSelectionInteraction }).first(where: { $0.storedIsEnabled }) {
                    found = (band, current)
                }
                view = current.storedSuperview
            }
            guard let (band, owner) = found else { return }
            let from = window.convert(start, to: owner)
            let to = window.convert(end, to: owner)
            guard band.begin(at: from, modifierFlags: modifierFlags) else { return }
            let frame = context.loop.timing.interval
            let steps = max(1, Int((duration / frame).rounded()))
            for step in 1...steps {
                let fraction = CGFloat(step) / CGFloat(steps)
                let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                context.loop.scheduleInput(after: TimeAmount(seconds: Double(step) * frame), "pointer drag") {
                    context.loop.timeline.markInput()
                    band.move(from: from, to: point)
                    if step == steps { band.end() }
                }
            }
            _ = began
        }
    }
}
