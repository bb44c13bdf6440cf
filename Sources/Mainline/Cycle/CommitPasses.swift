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
/// The walks use explicit stacks, so a hierarchy of any depth is served without recursion. All
/// of it runs holding the main turn; the state of a batch lives in the simulation's context.
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

    // MARK: - Commit

    /// The constraint pass for a hierarchy; returns the `updateConstraints` calls made.
    @discardableResult
    static func updateConstraints(in root: UIView, _ context: SimulationContext) -> Int {
        var calls = 0
        var rounds = 0
        while root.pending.intersects(.constraintWork) {
            rounds += 1
            if rounds > constraintLoopThreshold {
                DiagnosticCenter.report(.constraintUpdateLoop, """
                Mainline: constraint updates in \(root.shortDescription)'s hierarchy kept requesting constraint updates \
                (\(constraintLoopThreshold) passes in one commit); the rest are skipped until the next commit.
                """, views: [root.description], in: context)
                clear(.constraintWork, below: root)
                break
            }
            walk(from: root, visit: { $0.pending.intersects(.constraintWork) }, enter: { v in
                guard v.pending.contains(.subtreeConstraints) else { return [] }
                v.pending.remove(.subtreeConstraints)
                return v.pendingSubviewsInOrder()
            }, leave: { v in
                guard v.pending.contains(.constraints) else { return }
                v.pending.remove(.constraints)
                context.commit.invalidations.noteTouched(v)
                v.layoutState?.engine?.refreshContentSize(of: v)
                context.loop.count(\.updateConstraintsCalls)
                calls += 1
                if let controller = v.owningViewController {
                    context.loop.span(.controllerCallback, "updateViewConstraints()", object: controller) { controller.updateViewConstraints() }
                } else {
                    context.loop.span(.updateConstraints, object: v) {
                        context.loop.clock.charge(.updateConstraints)
                        v.updateConstraints()
                    }
                }
            })
        }
        return calls
    }

    /// The layout pass from a view down, repeated until nothing in its subtree is pending.
    /// Pending constraint updates run first, and the engine's solution is read.
    @discardableResult
    static func layout(from top: UIView, _ context: SimulationContext) -> Int {
        let wasCounting = context.commit.passes.isCountingLayouts
        context.commit.passes.isCountingLayouts = true
        defer { context.commit.passes.isCountingLayouts = wasCounting }
        var layouts = 0
        var rounds = 0
        while true {
            let root = top.hierarchyRoot
            if root.pending.intersects(.constraintWork) { updateConstraints(in: root, context) }
            LayoutEngine.existingEngine(for: top)?.synchronize()
            guard top.pending.intersects(.layoutOnly) else { break }
            rounds += 1
            if rounds > feedbackLoopThreshold * 4 {
                clear(.layoutOnly, below: top)
                break
            }
            walk(from: top, visit: { $0.pending.intersects(.layoutOnly) }, enter: { v in
                if v.pending.contains(.layout) {
                    v.pending.remove(.layout)
                    if performLayout(v, context) { layouts += 1 }
                }
                guard v.pending.contains(.subtreeLayout) else { return [] }
                v.pending.remove(.subtreeLayout)
                return v.pendingSubviewsInOrder()
            }, leave: { _ in })
        }
        return layouts
    }

    /// One `layoutSubviews()`, wrapped in the controller's will/did callbacks for a root view.
    private static func performLayout(_ v: UIView, _ context: SimulationContext) -> Bool {
        if v.layoutCommitStamp != context.commit.passes.stamp {
            v.layoutCommitStamp = context.commit.passes.stamp
            v.layoutCountInCommit = 0
        }
        v.layoutCountInCommit += 1
        if v.layoutCountInCommit > feedbackLoopThreshold {
            reportFeedbackLoop(v, context)
            return false
        }
        context.loop.count(\.layoutSubviewsCalls)
        context.commit.invalidations.noteTouched(v)
        let controller = v.owningViewController
        if let controller {
            controller.noteSafeAreaBeforeLayout(of: v, context)
            context.loop.span(.controllerCallback, "viewWillLayoutSubviews()", object: controller) { controller.viewWillLayoutSubviews() }
        }
        v.isInLayoutSubviews = true
        let outer = context.commit.passes.layingOut
        context.commit.passes.layingOut = v
        context.loop.span(.layoutSubviews, object: v) {
            context.loop.clock.charge(.layoutSubviews)
            v.layoutSubviews()
            if let layer = v.storedLayer { v.layoutSublayers(of: layer) }
        }
        context.commit.passes.layingOut = outer
        v.isInLayoutSubviews = false
        if let controller {
            context.loop.span(.controllerCallback, "viewDidLayoutSubviews()", object: controller) { controller.viewDidLayoutSubviews() }
        }
        if context.app.controllersAwaitingIsAppearing > 0 { deliverIsAppearing(below: v) }
        return true
    }

    /// `viewIsAppearing(_:)` for the controllers whose root views `v` just laid out: they are in
    /// the hierarchy, sized by their superview, with current traits (Apple's documentation of
    /// `viewIsAppearing(_:)`: after `viewWillAppear`, before the view's own layout).
    private static func deliverIsAppearing(below v: UIView) {
        for subview in v.storedSubviews {
            if let controller = subview.owningViewController, controller.isAppearingCallbackDue { controller.deliverIsAppearingIfDue() }
        }
    }

    /// Records who invalidated a view that is being laid out again and again.
    static func recordInvalidation(of view: UIView, _ context: SimulationContext) {
        let key = ObjectIdentifier(view)
        guard (context.commit.passes.invalidations[key]?.count ?? 0) < 8, let site = CallSiteResolver.callerSite() else { return }
        if !(context.commit.passes.invalidations[key]?.contains(site) ?? false) { context.commit.passes.invalidations[key, default: []].append(site) }
    }

    /// `setNeedsLayout()` on `view` while `laidOut`'s `layoutSubviews()` runs: when `view` is an
    /// ancestor, the pass lays it out again — counted per pair of types, with the stack of the
    /// first one (its line is resolved when a profile is made).
    static func noteInvalidation(of view: UIView, during laidOut: UIView, _ context: SimulationContext) {
        var ancestor = laidOut.storedSuperview
        while let a = ancestor, a !== view { ancestor = a.storedSuperview }
        guard ancestor != nil else { return }
        let laidOutType = ObjectIdentifier(type(of: laidOut)), viewType = ObjectIdentifier(type(of: view))
        let frame = context.loop.timeline.frame?.index ?? 0
        if let i = context.commit.passes.ancestorInvalidations.firstIndex(where: { $0.laidOutKey == laidOutType && $0.ancestorKey == viewType }) {
            context.commit.passes.ancestorInvalidations[i].count += 1
            if context.commit.passes.ancestorInvalidations[i].frames.count < 50, context.commit.passes.ancestorInvalidations[i].frames.last != frame {
                context.commit.passes.ancestorInvalidations[i].frames.append(frame)
            }
            return
        }
        context.commit.passes.ancestorInvalidations.append(AncestorInvalidation(
            laidOutKey: laidOutType, ancestorKey: viewType, laidOut: TimelineRecorder.typeName(type(of: laidOut)),
            ancestor: TimelineRecorder.typeName(type(of: view)), stack: CallSiteResolver.captureStack(), count: 1, frames: [frame]))
    }

    private static func reportFeedbackLoop(_ view: UIView, _ context: SimulationContext) {
        let key = ObjectIdentifier(view)
        guard context.commit.passes.reportedLoops.insert(key).inserted else { return }
        let sites = context.commit.passes.invalidations[key] ?? []
        var views = [view.description]
        if let parent = view.storedSuperview { views.append(parent.description) }
        let where_ = sites.isEmpty ? "" : "\nInvalidated from:\n" + sites.map { "    \($0)" }.joined(separator: "\n")
        DiagnosticCenter.report(.layoutFeedbackLoop, """
        Mainline: layout feedback loop: \(view.shortDescription) was laid out more than \(feedbackLoopThreshold) times in one \
        commit (UIViewLayoutFeedbackLoopDebuggingThreshold): its layout keeps invalidating layout. It is not laid out again \
        until the next commit.\(where_)
        """, views: views, callSites: sites, in: context)
    }

    /// The display pass for a window: `draw(_:)` for views marked for display, parents first;
    /// hidden views and their subtrees wait until they are shown (showing one makes its
    /// pending display visible from the window again).
    @discardableResult
    static func display(from top: UIView, _ context: SimulationContext) -> Int {
        guard top.pending.intersects(.displayWork) else { return 0 }
        var draws = 0
        walk(from: top, visit: { $0.pending.intersects(.displayWork) && !$0.storedIsHidden }, enter: { v in
            if v.pending.contains(.display) {
                v.pending.remove(.display)
                let rect = v.dirtyRect ?? v.storedBounds
                v.dirtyRect = nil
                v.baseDrawReached = false
                if let imageView = v as? UIImageView {
                    // An image view shows its image as its layer's contents, decoded on first
                    // display; it never calls draw(_:), a subclass's override included (UIImageView
                    // reference: "UIImageView does not call the draw(_:) method of its subclasses").
                    if let image = imageView.shownImage { context.chargeDecode(of: image) }
                    return pendingSubtree(of: v)
                }
                context.loop.span(.draw, object: v) {
                    // UIGraphicsGetCurrentContext() is the view's own context while it draws,
                    // clipped to the rect being drawn.
                    GraphicsContextStack.withViewContext(in: context.commit.graphicsStack, size: v.storedBounds.size,
                                                         scale: context.app.screen.storedScale, clip: rect) { v.draw(rect) }
                    if !v.baseDrawReached { context.chargeDraw(rect) }
                }
                if !v.baseDrawReached {
                    context.loop.count(\.drawCalls)
                    draws += 1
                }
            }
            return pendingSubtree(of: v)
        }, leave: { _ in })
        return draws
    }

    /// The subviews of `v` with display work to walk into (and the mark taken off).
    private static func pendingSubtree(of v: UIView) -> [UIView] {
        guard v.pending.contains(.subtreeDisplay) else { return [] }
        v.pending.remove(.subtreeDisplay)
        return v.pendingSubviewsInOrder()
    }

    // MARK: - Synchronous entry points

    /// `layoutIfNeeded()`: pending constraint updates, then layout from the topmost ancestor
    /// that needs layout (as Core Animation walks up), recorded as a synchronous layout.
    static func layoutIfNeeded(from view: UIView) {
        let context = view.context
        synchronousLayout(.layoutIfNeeded, view, context) {
            let outermost = !context.commit.passes.isCountingLayouts
            if outermost { context.commit.passes.beginBatch() }
            let root = view.hierarchyRoot
            if root.pending.intersects(.constraintWork) { updateConstraints(in: root, context) }
            LayoutEngine.existingEngine(for: root)?.synchronize()
            var top = view
            while let parent = top.storedSuperview, parent.pending.contains(.layout) { top = parent }
            if top.pending.intersects(.layoutOnly) { layout(from: top, context) }
        }
    }

    /// `updateConstraintsIfNeeded()`: the constraint pass for the view's subtree, now.
    static func updateConstraintsIfNeeded(from view: UIView) {
        let context = view.context
        synchronousLayout(.updateConstraintsIfNeeded, view, context) {
            if view.pending.intersects(.constraintWork) { updateConstraints(in: view, context) }
        }
    }

    /// Runs a synchronous layout in its span; the span stays in the timeline (with the caller's
    /// site) only if it did work: a `systemLayoutSizeFitting` always measures.
    static func synchronousLayout(_ kind: SynchronousLayoutRecord.Kind, _ view: UIView, _ context: SimulationContext,
                                  resolvesCallSite: Bool = true, _ body: () -> Void) {
        let before = context.loop.timeline.counters
        let handle = context.loop.beginSpan(kind.spanKind, object: view)
        let log = context.commit.invalidations.beginSynchronousLayout()
        body()
        let flushed = context.commit.invalidations.endSynchronousLayout(log)
        let after = context.loop.timeline.counters
        let layouts = after.layoutSubviewsCalls - before.layoutSubviewsCalls
        let didWork = kind == .systemLayoutSizeFitting || layouts > 0 || after.updateConstraintsCalls > before.updateConstraintsCalls
        if didWork { context.loop.count(\.synchronousLayouts) }
        context.loop.clock.leave(to: handle.depth)
        context.loop.timeline.endSynchronousLayout(handle.token, at: context.loop.clock.roughNow, viewsLaidOut: layouts, didWork: didWork,
                                              invalidations: flushed, resolvesCallSite: resolvesCallSite)
    }

    /// Pending constraint updates of a hierarchy, run before a question about its layout.
    static func updateConstraintsIfNeeded(in root: UIView) {
        if root.pending.intersects(.constraintWork) { updateConstraints(in: root, root.context) }
        LayoutEngine.existingEngine(for: root)?.synchronize()
    }

    // MARK: - Walking without recursion

    /// Depth-first walk with an explicit stack. `enter` runs on the way down and returns the
    /// children to consider; each is checked with `visit` when its turn comes (an earlier
    /// sibling's work may have changed it), and `leave` runs on the way up.
    private static func walk(from root: UIView, visit: (UIView) -> Bool, enter: (UIView) -> [UIView],
                             leave: (UIView) -> Void) {
        var stack: [(view: UIView, children: [UIView], next: Int)] = [(root, enter(root), 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                if visit(child) { stack.append((child, enter(child), 0)) }
            } else {
                leave(stack.removeLast().view)
            }
        }
    }

    /// Clears flags in a whole subtree (a loop broken off).
    private static func clear(_ flags: PendingWork, below root: UIView) {
        var stack = [root]
        while let v = stack.popLast() {
            v.pending.subtract(flags)
            stack.append(contentsOf: v.storedSubviews)
        }
    }
}

/// The state of one batch of layout (a commit, or a synchronous layout outside one), per
/// simulation.
struct LayoutPassState {
    /// Numbers the batches: a view's layout count belongs to the batch with its stamp.
    var stamp: UInt64 = 0
    /// Whether a layout pass is running (a `layoutIfNeeded` inside one is part of its batch).
    var isCountingLayouts = false
    /// The view whose `layoutSubviews()` runs now, if any.
    var layingOut: UIView?
    /// Layouts that invalidated an ancestor, by the laid-out type, the ancestor's type and the
    /// line, over the whole run.
    var ancestorInvalidations: [AncestorInvalidation] = []
    /// The call sites that invalidated views being laid out many times, for the feedback-loop
    /// diagnostic.
    var invalidations: [ObjectIdentifier: [CallSite]] = [:]
    var reportedLoops: Set<ObjectIdentifier> = []

    /// Starts a batch: layout counts for feedback-loop detection start again.
    mutating func beginBatch() {
        stamp &+= 1
        invalidations = [:]
        reportedLoops = []
    }
}
