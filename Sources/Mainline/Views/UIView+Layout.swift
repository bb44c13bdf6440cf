import Foundation
import ThreadChecker

extension UIView {
    // MARK: - Layout

    // MARK: - Constraint updates

    /// Whether a constraint update is pending for the view.
    public var needsUpdateConstraints: Bool {
        let entry = UIEntry("-[UIView needsUpdateConstraints]"); defer { entry.end() }
        return flagNeedsUpdateConstraints
    }

    // MARK: - Display

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
        storedSuperview?.markSubtreeNeedsLayout()
        Simulation.noteWork()
    }

    func markSubtreeNeedsLayout() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsLayout {
            view.flagSubtreeNeedsLayout = true
            v = view.storedSuperview
        }
    }

    func markNeedsUpdateConstraints() {
        guard !flagNeedsUpdateConstraints else { return }
        flagNeedsUpdateConstraints = true
        storedSuperview?.markSubtreeNeedsUpdateConstraints()
        Simulation.noteWork()
    }

    func markSubtreeNeedsUpdateConstraints() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsUpdateConstraints {
            view.flagSubtreeNeedsUpdateConstraints = true
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
        storedSuperview?.markSubtreeNeedsDisplay()
        Simulation.noteWork()
    }

    func markSubtreeNeedsDisplay() {
        var v: UIView? = self
        while let view = v, !view.flagSubtreeNeedsDisplay {
            view.flagSubtreeNeedsDisplay = true
            v = view.storedSuperview
        }
    }
}
