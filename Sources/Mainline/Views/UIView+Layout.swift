import Foundation
import ThreadChecker

extension UIView {
    // MARK: - Constraint updates

    /// Whether a constraint update is pending for the view.
    public var needsUpdateConstraints: Bool {
        let entry = UIEntry("-[UIView needsUpdateConstraints]"); defer { entry.end() }
        return flagNeedsUpdateConstraints
    }

    // MARK: - Flags

    /// Sets the needs-layout flag and makes it visible from the root. Repeated calls after a
    /// view has been laid out many times in one commit record their call sites, for the
    /// feedback-loop diagnostic.
    func markNeedsLayout() {
        if CommitPasses.isCountingLayouts, layoutCountInCommit >= CommitPasses.feedbackLoopWatchCount {
            CommitPasses.recordInvalidation(of: self)
        }
        guard !flagNeedsLayout else { return }
        flagNeedsLayout = true
        listAsPending()
        storedSuperview?.markSubtreeNeedsLayout()
        Simulation.noteWork(in: self)
    }

    func markSubtreeNeedsLayout() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsLayout {
            view.flagSubtreeNeedsLayout = true
            view.listAsPending()
            v = view.storedSuperview
        }
    }

    func markNeedsUpdateConstraints() {
        guard !flagNeedsUpdateConstraints else { return }
        flagNeedsUpdateConstraints = true
        listAsPending()
        storedSuperview?.markSubtreeNeedsUpdateConstraints()
        Simulation.noteWork(in: self)
    }

    func markSubtreeNeedsUpdateConstraints() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsUpdateConstraints {
            view.flagSubtreeNeedsUpdateConstraints = true
            view.listAsPending()
            v = view.storedSuperview
        }
    }

    func markNeedsDisplay(_ rect: CGRect?) {
        if let rect {
            dirtyRect = flagNeedsDisplay ? dirtyRect.map { $0.union(rect) } : rect
        } else {
            dirtyRect = nil
        }
        guard !flagNeedsDisplay else { return }
        flagNeedsDisplay = true
        listAsPending()
        storedSuperview?.markSubtreeNeedsDisplay()
        Simulation.noteWork(in: self)
    }

    func markSubtreeNeedsDisplay() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsDisplay {
            view.flagSubtreeNeedsDisplay = true
            view.listAsPending()
            v = view.storedSuperview
        }
    }

    var hasPendingWork: Bool {
        flagNeedsLayout || flagSubtreeNeedsLayout || flagNeedsUpdateConstraints || flagSubtreeNeedsUpdateConstraints
            || flagNeedsDisplay || flagSubtreeNeedsDisplay
    }

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
}
