import Foundation
import ThreadChecker

/// The seeds' trap (seed 000 "AutoLayoutでのアニメーションが動かない", seed 001 on
/// `layoutIfNeeded` before and inside the block): a constraint changed inside an animation block
/// only makes layout pending. Unless the block lays out (`layoutIfNeeded()`), the frames change at
/// the next commit, outside the animation, and the view jumps instead of moving.
struct LayoutChangeInAnimation {
    /// The call, in Apple's format (`-[NSLayoutConstraint setConstant:]`).
    let api: String
    /// The constraint, as logs show it.
    let constraint: String
    /// The views whose layout the change made pending.
    let targets: [UIView]
    /// Where it was made.
    let stack: CapturedStack?
}

extension NSLayoutConstraint {
    /// A change of the constraint (`api`) was made: inside an animating block of its
    /// simulation, it is noted for the check when the block ends. Called only while a block is
    /// open somewhere.
    func noteChangeInAnimation(_ api: String) {
        guard let context = storedFirstItem?.layoutAnchorView?.context, context.commit.animationsEnabled,
              let scope = context.commit.animation.scopes.last, scope.animates else { return }
        var targets: [UIView] = []
        for item in [firstLayoutItem, secondLayoutItem].compactMap({ $0 }) {
            if let view = item as? UIView, view.storedTranslatesAutoresizingMask { continue }
            let target = (item as? UIView)?.storedSuperview ?? (item as? UILayoutGuide)?.storedOwningView
            if let target, !targets.contains(where: { $0 === target }) { targets.append(target) }
        }
        guard !targets.isEmpty else { return }
        scope.layoutChanges.append(LayoutChangeInAnimation(api: api, constraint: describeConstraint(self), targets: targets,
                                                           stack: CallSiteResolver.captureStack()))
    }
}

extension ViewAnimationScope {
    /// The block ended: each constraint change whose layout is still pending in a window was not
    /// laid out inside the block, and goes on the timeline (the profiler's
    /// `layoutChangeNotAnimated` finding, at the line of the change).
    func reportLayoutChangesNotAnimated(in context: SimulationContext) {
        guard !layoutChanges.isEmpty else { return }
        let changes = layoutChanges
        layoutChanges = []
        let block = group?.name ?? "an animation block"
        for change in changes {
            let pending = change.targets.filter { $0.storedWindow != nil && $0.pending.contains(.layout) }
            guard !pending.isEmpty else { continue }
            let views = pending.map(\.shortDescription).joined(separator: ", ")
            let message = "\(change.api) on \(change.constraint) inside \(block), with no layout inside the block: the layout of "
                + "\(views) waits for the next commit, outside the animation, so the views jump to their new frames instead of "
                + "moving. Fix: call layoutIfNeeded() inside the animation block, after changing constraints outside it."
            context.commit.animation.add(TimelineEvent(kind: .layoutChangeNotAnimated, name: change.api, message: message,
                                                at: context.loop.clock.now, track: .main, stack: change.stack), in: context)
        }
    }
}
