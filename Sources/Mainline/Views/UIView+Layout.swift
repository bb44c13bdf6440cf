import Foundation
import ThreadChecker

extension UIView {
    // MARK: - Constraint updates

    /// Whether a constraint update is pending for the view.
    public var needsUpdateConstraints: Bool {
        let entry = UIEntry("-[UIView needsUpdateConstraints]", self); defer { entry.end() }
        return pending.contains(.constraints)
    }

    // MARK: - Flags

    /// Sets the needs-layout flag and makes it visible from the root. Repeated calls after a
    /// view has been laid out many times in one commit record their call sites, for the
    /// feedback-loop diagnostic.
    func markNeedsLayout() {
        if layoutCountInCommit >= CommitPasses.feedbackLoopWatchCount {
            let context = self.context
            if context.commit.passes.isCountingLayouts { CommitPasses.recordInvalidation(of: self, context) }
        }
        guard !pending.contains(.layout) else { return noteRepeatedInvalidation(.layout) }
        pending.insert(.layout)
        listAsPending()
        storedSuperview?.markSubtree(.subtreeLayout)
        let context = self.context
        context.noteWork()
        if context.commit.invalidations.isRecording { context.commit.invalidations.record(self, .layout, context) }
    }

    func markNeedsUpdateConstraints() {
        guard !pending.contains(.constraints) else { return noteRepeatedInvalidation(.constraints) }
        pending.insert(.constraints)
        listAsPending()
        storedSuperview?.markSubtree(.subtreeConstraints)
        let context = self.context
        context.noteWork()
        if context.commit.invalidations.isRecording { context.commit.invalidations.record(self, .constraints, context) }
    }

    /// Another invalidation of work already pending: recorded only while handlers of the running
    /// simulation run. The running turn is checked first, so repeated `setNeedsLayout()` calls
    /// stay a flag test and a thread-id compare, without looking up the view's simulation.
    @inline(__always)
    private func noteRepeatedInvalidation(_ work: Invalidation.Work) {
        guard let running = SimulationContext.running, running.commit.invalidations.isRecording else { return }
        running.commit.invalidations.recordAgain(self, work, running)
    }

    func markNeedsDisplay(_ rect: CGRect?) {
        if let rect {
            dirtyRect = pending.contains(.display) ? dirtyRect.map { $0.union(rect) } : rect
        } else {
            dirtyRect = nil
        }
        guard !pending.contains(.display) else { return }
        pending.insert(.display)
        listAsPending()
        storedSuperview?.markSubtree(.subtreeDisplay)
        context.noteWork()
    }

    /// Sets a subtree flag on the view and its ancestors, up to the first that has it.
    func markSubtree(_ flag: PendingWork) {
        var v: UIView? = self
        while let view = v, !view.pending.contains(flag) {
            view.pending.insert(flag)
            view.listAsPending()
            v = view.storedSuperview
        }
    }

    var hasPendingWork: Bool { !pending.isEmpty }

    /// Puts the view in its superview's pending subviews (once).
    @inline(__always)
    func listAsPending() {
        guard !isListedAsPending, let parent = storedSuperview else { return }
        isListedAsPending = true
        parent.pendingSubviews.append(self)
    }

    /// The subviews with pending work, in subview order; those with nothing left pending
    /// leave the list.
    func pendingSubviewsInOrder() -> [UIView] {
        pendingSubviews.removeAll { s in
            if s.hasPendingWork { return false }
            s.isListedAsPending = false
            return true
        }
        if pendingSubviews.count > 1 { pendingSubviews.sort { $0.indexInSuperview < $1.indexInSuperview } }
        return pendingSubviews
    }

    /// Runs the framework's own part of an overridable method (what an app's override reaches
    /// through `super`): the cost model charges it, so it is not measured as the app's time.
    @inline(__always)
    func asFrameworkWork<T>(_ body: () throws -> T) rethrows -> T {
        let clock = context.loop.clock
        guard clock.isMeasuring else { return try body() }
        return try clock.framework(body)
    }

    /// The simulation the view belongs to: its window's, or (not in a window yet) the one
    /// whose turn made it; the detached context for views made outside any simulation.
    var context: SimulationContext {
        // (A window's stored window is itself or nil: the cast is needed only then.)
        if let window = storedWindow ?? (self as? UIWindow), let context = window.simulationContext { return context }
        return creationContext ?? SimulationContext.running ?? SimulationContext.detached
    }
}

/// The update-cycle work pending on a view (`layout`, `constraints`, `display`) and below it
/// (the `subtree` flags, set on every ancestor of a view with work so the passes find it from
/// the root without scanning).
struct PendingWork: OptionSet {
    let rawValue: UInt8

    static let layout = PendingWork(rawValue: 1 << 0)
    static let subtreeLayout = PendingWork(rawValue: 1 << 1)
    static let constraints = PendingWork(rawValue: 1 << 2)
    static let subtreeConstraints = PendingWork(rawValue: 1 << 3)
    static let display = PendingWork(rawValue: 1 << 4)
    static let subtreeDisplay = PendingWork(rawValue: 1 << 5)

    static let layoutOnly: PendingWork = [.layout, .subtreeLayout]
    static let constraintWork: PendingWork = [.constraints, .subtreeConstraints]
    static let displayWork: PendingWork = [.display, .subtreeDisplay]
    /// What the commit's constraint and layout passes serve.
    static let layoutWork: PendingWork = [.layoutOnly, .constraintWork]

    /// Whether any of `other`'s flags is set.
    @inline(__always)
    func intersects(_ other: PendingWork) -> Bool {
        rawValue & other.rawValue != 0
    }

    /// The subtree flag an ancestor needs for each of these flags.
    var asSubtreeFlags: PendingWork {
        var flags: PendingWork = []
        if intersects(.layoutOnly) { flags.insert(.subtreeLayout) }
        if intersects(.constraintWork) { flags.insert(.subtreeConstraints) }
        if intersects(.displayWork) { flags.insert(.subtreeDisplay) }
        return flags
    }
}
