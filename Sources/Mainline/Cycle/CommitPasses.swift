import Foundation
import ThreadChecker

/// The three passes of a commit, and the synchronous "if needed" versions.
///
/// - Constraints, bottom-up: subviews before their superview (post-order), only where a
///   constraint update is pending; a controller's root view is updated through the
///   controller's `updateViewConstraints()` (seed 000, golden/01).
/// - Layout, top-down: a superview's `layoutSubviews()` before its subviews' (pre-order),
///   only where layout is pending, repeated until nothing is pending, since a layout may
///   invalidate others (a label wrapping to its new width). A view laid out more than
///   `feedbackLoopThreshold` times in one commit is a layout feedback loop: reported with the
///   call sites that kept invalidating it, and left alone for the rest of the commit.
/// - Display: `draw(_:)` where display is pending, pre-order, in windows only.
///
/// All of it runs on the thread that holds the main turn; the static state is confined there.
enum CommitPasses {
    /// UIKit's `UIViewLayoutFeedbackLoopDebuggingThreshold` (50...1000, default 100): how many
    /// times one view may be laid out in a commit.
    static let feedbackLoopThreshold: Int = {
        let value = ProcessInfo.processInfo.environment["UIViewLayoutFeedbackLoopDebuggingThreshold"].flatMap(Int.init) ?? 100
        return min(1000, max(50, value))
    }()

    /// From this many layouts of a view in a commit on, its invalidations are recorded.
    static var feedbackLoopWatchCount: Int { feedbackLoopThreshold / 2 }

    /// Constraint-pass repetitions in one commit after which updates count as a loop.
    static let constraintLoopThreshold = 100

    nonisolated(unsafe) static var stamp: UInt64 = 0
    nonisolated(unsafe) static var isCountingLayouts = false
    nonisolated(unsafe) private static var invalidations: [ObjectIdentifier: [CallSite]] = [:]
    nonisolated(unsafe) private static var reportedLoops: Set<ObjectIdentifier> = []

    // MARK: - Commit

    /// The constraint pass for a hierarchy; returns the `updateConstraints` calls made.
    @discardableResult
    static func updateConstraints(in root: UIView) -> Int {
        var calls = 0
        var rounds = 0
        while root.flagNeedsUpdateConstraints || root.flagSubtreeNeedsUpdateConstraints {
            rounds += 1
            if rounds > constraintLoopThreshold {
                DiagnosticCenter.report(.constraintUpdateLoop, """
                Mainline: constraint updates in \(root.shortDescription)'s hierarchy kept requesting constraint updates \
                (\(constraintLoopThreshold) passes in one commit); the rest are skipped until the next commit.
                """, views: [root.description])
                clearConstraintFlags(root)
                break
            }
            calls += updateConstraintsPostOrder(root)
        }
        return calls
    }

    private static func updateConstraintsPostOrder(_ v: UIView) -> Int {
        var calls = 0
        if v.flagSubtreeNeedsUpdateConstraints {
            v.flagSubtreeNeedsUpdateConstraints = false
            for s in v.pendingSubviewsInOrder() where s.flagNeedsUpdateConstraints || s.flagSubtreeNeedsUpdateConstraints {
                calls += updateConstraintsPostOrder(s)
            }
        }
        if v.flagNeedsUpdateConstraints {
            v.flagNeedsUpdateConstraints = false
            v.layoutState?.engine?.refreshContentSize(of: v)
            Simulation.count(\.updateConstraintsCalls)
            calls += 1
            if let controller = v.owningViewController {
                controller.updateViewConstraints()
            } else {
                v.updateConstraints()
            }
        }
        return calls
    }

    private static func clearConstraintFlags(_ v: UIView) {
        v.flagNeedsUpdateConstraints = false
        v.flagSubtreeNeedsUpdateConstraints = false
        for s in v.storedSubviews { clearConstraintFlags(s) }
    }

    /// The layout pass from a view down, repeated until nothing in its subtree is pending.
    /// Pending constraint updates run first, and the engine's solution is read.
    @discardableResult
    static func layout(from top: UIView) -> Int {
        let wasCounting = isCountingLayouts
        isCountingLayouts = true
        defer { isCountingLayouts = wasCounting }
        var layouts = 0
        var rounds = 0
        while true {
            if top.hierarchyRoot.flagNeedsUpdateConstraints || top.hierarchyRoot.flagSubtreeNeedsUpdateConstraints {
                updateConstraints(in: top.hierarchyRoot)
            }
            LayoutEngine.existingEngine(for: top)?.synchronize()
            guard top.flagNeedsLayout || top.flagSubtreeNeedsLayout else { break }
            rounds += 1
            if rounds > feedbackLoopThreshold * 4 {
                clearLayoutFlags(top)
                break
            }
            layouts += layoutPreOrder(top)
        }
        return layouts
    }

    private static func layoutPreOrder(_ v: UIView) -> Int {
        var layouts = 0
        if v.flagNeedsLayout {
            v.flagNeedsLayout = false
            if performLayout(v) { layouts += 1 }
        }
        if v.flagSubtreeNeedsLayout {
            v.flagSubtreeNeedsLayout = false
            for s in v.pendingSubviewsInOrder() where s.flagNeedsLayout || s.flagSubtreeNeedsLayout {
                layouts += layoutPreOrder(s)
            }
        }
        return layouts
    }

    /// One `layoutSubviews()`, wrapped in the controller's will/did callbacks for a root view.
    private static func performLayout(_ v: UIView) -> Bool {
        if v.layoutCommitStamp != stamp {
            v.layoutCommitStamp = stamp
            v.layoutCountInCommit = 0
        }
        v.layoutCountInCommit += 1
        if v.layoutCountInCommit > feedbackLoopThreshold {
            reportFeedbackLoop(v)
            return false
        }
        Simulation.count(\.layoutSubviewsCalls)
        let controller = v.owningViewController
        controller?.viewWillLayoutSubviews()
        v.isInLayoutSubviews = true
        v.layoutSubviews()
        v.isInLayoutSubviews = false
        controller?.viewDidLayoutSubviews()
        return true
    }

    private static func clearLayoutFlags(_ v: UIView) {
        v.flagNeedsLayout = false
        v.flagSubtreeNeedsLayout = false
        for s in v.storedSubviews { clearLayoutFlags(s) }
    }

    /// Records who invalidated a view that is being laid out again and again.
    static func recordInvalidation(of view: UIView) {
        let key = ObjectIdentifier(view)
        guard (invalidations[key]?.count ?? 0) < 8, let site = CallSiteResolver.callerSite() else { return }
        if !(invalidations[key]?.contains(site) ?? false) { invalidations[key, default: []].append(site) }
    }

    private static func reportFeedbackLoop(_ view: UIView) {
        let key = ObjectIdentifier(view)
        guard reportedLoops.insert(key).inserted else { return }
        let sites = invalidations[key] ?? []
        var views = [view.description]
        if let parent = view.storedSuperview { views.append(parent.description) }
        let where_ = sites.isEmpty ? "" : "\nInvalidated from:\n" + sites.map { "    \($0)" }.joined(separator: "\n")
        DiagnosticCenter.report(.layoutFeedbackLoop, """
        Mainline: layout feedback loop: \(view.shortDescription) was laid out more than \(feedbackLoopThreshold) times in one \
        commit (UIViewLayoutFeedbackLoopDebuggingThreshold): its layout keeps invalidating layout. It is not laid out again \
        until the next commit.\(where_)
        """, views: views, callSites: sites)
    }

    /// The display pass for a window: `draw(_:)` for views marked for display, parents first;
    /// hidden views and their subtrees wait until they are shown (showing one makes its
    /// pending display visible from the window again).
    static func display(from v: UIView) -> Int {
        var draws = 0
        if v.flagNeedsDisplay {
            v.flagNeedsDisplay = false
            let rect = v.dirtyRect ?? v.storedBounds
            v.dirtyRect = nil
            v.baseDrawReached = false
            v.draw(rect)
            if !v.baseDrawReached {
                Simulation.count(\.drawCalls)
                draws += 1
            }
        }
        if v.flagSubtreeNeedsDisplay {
            v.flagSubtreeNeedsDisplay = false
            for s in v.pendingSubviewsInOrder() where (s.flagNeedsDisplay || s.flagSubtreeNeedsDisplay) && !s.storedIsHidden {
                draws += display(from: s)
            }
        }
        return draws
    }

    /// Starts a batch of layout (a commit, or a synchronous layout outside one): layout counts
    /// for feedback-loop detection start again.
    static func beginBatch() {
        stamp &+= 1
        invalidations = [:]
        reportedLoops = []
    }

    // MARK: - Synchronous entry points

    /// `layoutIfNeeded()`: pending constraint updates, then layout from the topmost ancestor
    /// that needs layout (as Core Animation walks up), recorded as a synchronous layout.
    static func layoutIfNeeded(from view: UIView) {
        let start = Simulation.clockNow()
        let before = Simulation.currentCounters
        let outermost = !isCountingLayouts
        if outermost { beginBatch() }
        let root = view.hierarchyRoot
        if root.flagNeedsUpdateConstraints || root.flagSubtreeNeedsUpdateConstraints { updateConstraints(in: root) }
        LayoutEngine.existingEngine(for: root)?.synchronize()
        var top = view
        while let parent = top.storedSuperview, parent.flagNeedsLayout { top = parent }
        if top.flagNeedsLayout || top.flagSubtreeNeedsLayout { layout(from: top) }
        Simulation.noteSynchronousLayout(.layoutIfNeeded, view: view, since: start, countersBefore: before)
    }

    /// `updateConstraintsIfNeeded()`: the constraint pass for the view's subtree, now.
    static func updateConstraintsIfNeeded(from view: UIView) {
        let start = Simulation.clockNow()
        let before = Simulation.currentCounters
        if view.flagNeedsUpdateConstraints || view.flagSubtreeNeedsUpdateConstraints { updateConstraints(in: view) }
        Simulation.noteSynchronousLayout(.updateConstraintsIfNeeded, view: view, since: start, countersBefore: before)
    }

    /// Pending constraint updates of a hierarchy, run before a question about its layout.
    static func updateConstraintsIfNeeded(in root: UIView) {
        if root.flagNeedsUpdateConstraints || root.flagSubtreeNeedsUpdateConstraints { updateConstraints(in: root) }
        LayoutEngine.existingEngine(for: root)?.synchronize()
    }
}
