import Foundation
import LayoutSolver

/// The Auto Layout engine of one view hierarchy (a window, or a detached subtree that already
/// has constraints), on a LayoutSolver in the prioritized strength model.
///
/// Constraint changes reach the solver at once and incrementally (activation adds a row,
/// `constant` edits shift the rows the constraint reaches); the solution is read lazily
/// (`synchronize()`), which marks the superviews of the Auto Layout views that moved for
/// layout — their `layoutSubviews()` applies the new frames.
final class LayoutEngine {
    let solver = Solver(strengths: .prioritized)
    /// The root view whose hierarchy this engine serves.
    weak var host: UIView?
    /// Every constraint in the engine, user and generated, in the order they came in.
    var installed = ConstraintList<EngineListSlot>()
    /// Constraints broken to recover from unsatisfiable ones (still active, not satisfied).
    var broken: [NSLayoutConstraint] = []
    var stateOfVariable: [ObjectIdentifier: ItemLayoutState] = [:]
    var constraintOfSolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Whether the solver changed since the solution was last read.
    var needsSync = false
    /// The solver's statistics when its work was last charged to the device.
    private var chargedStatistics = SolverStatistics()
    /// A number that changes with every change of the solver (unique across engines, so a
    /// state moved between engines never matches by chance).
    private(set) var revision: UInt64 = ObjectIDs.next()
    /// A number that changes when the solver's answers about ambiguity may (unique across
    /// engines, as `revision` is): a constant moved along a row that stays away from zero
    /// changes `revision`, not this. See `ambiguityRevision()`.
    var storedAmbiguityRevision: UInt64 = 0
    /// The solver's ambiguity epoch `storedAmbiguityRevision` stands for.
    var seenAmbiguityEpoch: UInt64 = .max
    /// Views already reported as ambiguous (each once).
    var reportedAmbiguous = Set<ObjectIdentifier>()
    /// Cells in reuse pools whose constraints stay here (see `parking(_:for:_:)`), by root.
    var parked: [ObjectIdentifier: ParkedSubtree] = [:]
    /// The subtree about to leave that its list asked to park, and the list.
    var parkingRequest: (root: ObjectIdentifier, owner: UIView)?

    init(host: UIView) {
        self.host = host
    }

    /// The engine of a view's hierarchy, made when first needed.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = view.hierarchyRoot
        if let engine = root.hostedEngine { return engine }
        let engine = LayoutEngine(host: root)
        root.hostedEngine = engine
        return engine
    }

    /// The engine of a view's hierarchy, if it has one.
    static func existingEngine(for view: UIView) -> LayoutEngine? {
        view.hierarchyRoot.hostedEngine
    }

    // MARK: - Items

    /// The item's variables in this engine, created (with the item's generated constraints)
    /// on first use.
    func state(for item: LayoutItem) -> ItemLayoutState {
        if let state = item.layoutState {
            if state.engine !== self { adoptState(state) }
            return state
        }
        let state = ItemLayoutState(item: item)
        item.layoutState = state
        adoptState(state)
        if let view = item as? UIView {
            refreshFramePins(view, state)
            if !view.storedTranslatesAutoresizingMask { refreshContentSize(of: view) }
        } else if let guide = item as? UILayoutGuide, guide.systemRole != nil {
            addGuidePins(guide, state)
        }
        return state
    }

    func adoptState(_ state: ItemLayoutState) {
        state.engine = self
        for v in state.variables { stateOfVariable[ObjectIdentifier(v)] = state }
    }

    /// How many layout items the engine knows.
    var trackedItemCount: Int { stateOfVariable.count / 4 }

    /// Forgets an item that leaves the engine's hierarchy.
    func release(_ state: ItemLayoutState) {
        for v in state.variables { stateOfVariable[ObjectIdentifier(v)] = nil }
        state.engine = nil
    }

    /// Runs the engine's own work outside the app's measured time (when app code activates a
    /// constraint or changes a constant, the solving is the framework's) and has the device
    /// charge it: `operation`, if any, and the solver's pivots and row updates.
    @inline(__always)
    private func asFrameworkWork<T>(_ operation: DeviceOperation?, _ body: () -> T) -> T {
        guard let clock = host?.context.loop.clock else { return body() }
        if let operation { clock.charge(operation) }
        let result = clock.isMeasuring ? clock.framework(body) : body()
        chargeSolverWork(on: clock)
        return result
    }

    /// Charges the solver's work since it was last charged (whichever path changed the solver).
    private func chargeSolverWork(on clock: SimulationClock) {
        let now = solver.statistics
        Self.chargeSolverWork(from: chargedStatistics, to: now, on: clock)
        chargedStatistics = now
    }

    /// The solver's work between two readings of its statistics.
    @inline(__always)
    static func chargeSolverWork(from before: SolverStatistics, to after: SolverStatistics, on clock: SimulationClock) {
        clock.charge(.solverPivot, after.pivots - before.pivots)
        clock.charge(.solverRowUpdate, after.rowUpdates - before.rowUpdates)
    }

    // MARK: - Constraints in and out

    /// Called when a constraint is activated (its container is set).
    static func install(_ c: NSLayoutConstraint) {
        guard let container = c.container else { return }
        engine(for: container).add(c)
    }

    /// Adds a constraint; if required constraints cannot all hold, logs UIKit's message and
    /// breaks one, as UIKit does.
    func add(_ c: NSLayoutConstraint) {
        asFrameworkWork(.constraintActivated) { addNow(c) }
    }

    private func addNow(_ c: NSLayoutConstraint) {
        c.engineState = EngineConstraintState(engine: self)
        installed.append(c)
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { state(for: item).refer(c) }
        for view in c.offsetViews { _ = state(for: view) }
        tryAdd(c, logging: true)
    }

    /// Removes a constraint (deactivated, or its items leave the hierarchy).
    func uninstall(_ c: NSLayoutConstraint) {
        asFrameworkWork(.constraintDeactivated) { uninstallNow(c) }
    }

    private func uninstallNow(_ c: NSLayoutConstraint) {
        removeFromSolver(c)
        broken.removeAll { $0 === c }
        installed.remove(c)
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { item.layoutState?.forget(c) }
        c.engineState = nil
        retryBroken()
    }

    /// The constant of an installed constraint changed: an edit of the solver, not a rebuild.
    func constantChanged(_ c: NSLayoutConstraint, from old: CGFloat) {
        asFrameworkWork(.constraintConstantChanged) { constantChangedNow(c, from: old) }
    }

    private func constantChangedNow(_ c: NSLayoutConstraint, from old: CGFloat) {
        guard let sc = c.engineState?.solverConstraint else {
            // A broken constraint may hold with its new constant.
            if broken.contains(where: { $0 === c }) {
                broken.removeAll { $0 === c }
                tryAdd(c, logging: true)
            }
            return
        }
        do {
            try solver.updateConstant(sc, to: sc.expression.constant - Double(c.storedConstant - old))
            solverChanged()
        } catch {
            // The new constant cannot hold with the required constraints: add it again, which
            // logs the conflict and breaks a constraint.
            removeFromSolver(c)
            tryAdd(c, logging: true)
        }
    }

    /// The priority of an installed constraint changed (within optional, or within required).
    func priorityChanged(_ c: NSLayoutConstraint) {
        if c.engineState?.solverConstraint != nil { removeFromSolver(c) }
        broken.removeAll { $0 === c }
        tryAdd(c, logging: true)
    }

    /// The solver changed: the solution must be read again, and answers about ambiguity may
    /// differ.
    @inline(__always)
    func solverChanged() {
        needsSync = true
        revision = ObjectIDs.next()
    }

    /// Reads the solution; marks the superviews of Auto Layout views that moved for layout.
    func synchronize() {
        guard needsSync else { return }
        asFrameworkWork(nil) { synchronizeNow() }
    }

    private func synchronizeNow() {
        needsSync = false
        solver.updateVariables { v in
            guard let state = self.stateOfVariable[ObjectIdentifier(v)], let view = state.item as? UIView,
                  !view.storedTranslatesAutoresizingMask, let parent = view.storedSuperview, !parent.isInLayoutSubviews else { return }
            parent.markNeedsLayout()
        }
    }

    // MARK: - Building solver constraints

    @discardableResult
    func tryAdd(_ c: NSLayoutConstraint, logging: Bool) -> Bool {
        guard let sc = build(c) else { return false }
        do {
            try solver.addConstraint(sc)
            c.engineState?.solverConstraint = sc
            constraintOfSolverConstraint[ObjectIdentifier(sc)] = c
            solverChanged()
            return true
        } catch .unsatisfiableConstraint(_, let conflicts) {
            let conflicting = conflicts.compactMap { constraintOfSolverConstraint[ObjectIdentifier($0)] }
            return recover(adding: c, conflicting: conflicting, logging: logging)
        } catch {
            DiagnosticCenter.report(.invalidGeometry, "Mainline: \(c) cannot be added to the layout engine: \(error)", constraints: [c.description],
                                    in: host?.context)
            broken.append(c)
            return false
        }
    }

    func removeFromSolver(_ c: NSLayoutConstraint) {
        guard let sc = c.engineState?.solverConstraint else { return }
        try? solver.removeConstraint(sc)
        constraintOfSolverConstraint[ObjectIdentifier(sc)] = nil
        c.engineState?.solverConstraint = nil
        solverChanged()
    }
}
