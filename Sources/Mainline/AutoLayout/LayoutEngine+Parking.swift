import Foundation

/// Cells put in a reuse pool ("parked"). A table or collection view here takes a cell off screen
/// with `removeFromSuperview()` (its callbacks as UIKit's) and dequeues it again a moment later:
/// moving the cell's constraints (all inside the cell) out of the window's engine into one of the
/// cell's own, and back when it returns, was a third of a scrolling list's run. A parked cell's
/// constraints stay where they are instead: they involve none of the window's variables, so
/// the window's solution is the same, and the cell is laid out (measured, configured) in the
/// same engine while it waits. It leaves for an engine of its own only if it joins another
/// hierarchy, or its list leaves the window.
///
/// A cell with a broken (unsatisfiable) constraint, or a view already reported as ambiguous,
/// goes the usual way, so that what is logged stays what UIKit logs.
extension LayoutEngine {
    /// A parked subtree and the list that parked it.
    struct ParkedSubtree {
        weak var root: UIView?
        weak var owner: UIView?
        /// The subtree's views when it was parked (to forget their reports if it is freed).
        var members: Set<ObjectIdentifier>
    }

    /// Takes `view` out of `owner` with `remove` (its `removeFromSuperview()`), keeping its
    /// constraints in the engine when that is safe.
    static func parking(_ view: UIView, for owner: UIView, _ remove: () -> Void) {
        guard let engine = existingEngine(for: view), view.storedSuperview != nil else { return remove() }
        engine.parkingRequest = (ObjectIdentifier(view), owner)
        defer { engine.parkingRequest = nil }
        remove()
    }

    /// The subtree leaving is the one asked to be parked: constraints to the rest go as usual;
    /// those inside stay. Nil when it cannot be parked (the usual way then).
    func park(_ view: UIView, items: [LayoutItem], members: Set<ObjectIdentifier>) -> [NSLayoutConstraint]? {
        guard let request = parkingRequest, request.root == ObjectIdentifier(view) else { return nil }
        parkingRequest = nil
        if members.contains(where: reportedAmbiguous.contains) { return nil }
        if broken.contains(where: { $0.lies(within: members) }) { return nil }
        sweepParked()
        var seen = Set<ObjectIdentifier>()
        for item in items {
            guard let state = item.layoutState else { continue }
            for c in state.constraints where seen.insert(ObjectIdentifier(c)).inserted && !c.lies(within: members) {
                if c.isSystemGenerated { uninstall(c) } else { c.deactivateOne() }
            }
        }
        parked[ObjectIdentifier(view)] = ParkedSubtree(root: view, owner: request.owner, members: members)
        view.hostedEngine = self
        return []
    }

    /// A parked subtree joins a hierarchy: back in this engine's, nothing to do; in another, its
    /// constraints move there. Returns false when `view` is not parked.
    static func unparkJoining(_ view: UIView) -> Bool {
        guard let engine = view.hostedEngine, engine.parked.removeValue(forKey: ObjectIdentifier(view)) != nil else { return false }
        view.hostedEngine = nil
        if view.hierarchyRoot.hostedEngine === engine {
            framePinningChanged(view)
        } else {
            subtreeLeft(view, keeping: engine.extract(view))
        }
        return true
    }

    /// The subtree at `view` (of this engine's hierarchy) leaves: the subtrees its lists parked
    /// leave with it, each to an engine of its own.
    func unparkSubtrees(leavingWith view: UIView) {
        guard !parked.isEmpty else { return }
        for (key, entry) in parked {
            guard let root = entry.root else { continue }
            if let owner = entry.owner, owner !== view, !owner.isInSubtree(of: view) { continue }
            parked[key] = nil
            root.hostedEngine = nil
            Self.subtreeLeft(root, keeping: extract(root))
        }
        sweepParked()
    }

    /// The constraints of a parked subtree, out of this engine (its states released).
    fileprivate func extract(_ view: UIView) -> [NSLayoutConstraint] {
        let items = view.layoutItemsInSubtree()
        var inside: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for item in items {
            guard let state = item.layoutState, state.engine === self else { continue }
            for c in state.constraints where seen.insert(ObjectIdentifier(c)).inserted {
                if c.engineState?.engine === self {
                    removeFromSolver(c)
                    installed.remove(c)
                    inside.append(c)
                }
            }
        }
        for item in items {
            guard let state = item.layoutState, state.engine === self else { continue }
            release(state)
            if let leaving = item as? UIView { reportedAmbiguous.remove(ObjectIdentifier(leaving)) }
        }
        // (A constraint that broke while the subtree was parked leaves with it.)
        if !broken.isEmpty {
            let leaving = Set(inside.map(ObjectIdentifier.init))
            broken.removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
        return inside
    }

    /// Forgets parked subtrees that were freed while parked: their constraints (whose views are
    /// gone) leave the solver.
    private func sweepParked() {
        // (At every park: nothing is made unless a parked root is gone.)
        guard parked.values.contains(where: { $0.root == nil }) else { return }
        let dead = parked.filter { $0.value.root == nil }
        for (key, entry) in dead {
            parked[key] = nil
            reportedAmbiguous.subtract(entry.members)
        }
        let orphans = installed.filter { $0.firstLayoutItem == nil && $0.secondLayoutItem == nil }
        for c in orphans {
            removeFromSolver(c)
            installed.remove(c)
        }
        if !orphans.isEmpty {
            let gone = Set(orphans.map(ObjectIdentifier.init))
            broken.removeAll { gone.contains(ObjectIdentifier($0)) }
        }
        for key in stateOfVariable.filter({ $0.value.item == nil }).map(\.key) { stateOfVariable[key] = nil }
    }
}
