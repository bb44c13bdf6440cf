import Foundation
import LayoutSolver

/// Frames out of the engine, and engines following the hierarchy as subtrees move.
extension LayoutEngine {
    // MARK: - Frame-based views and the hierarchy

    /// A pinned view's frame changed: its pins follow.
    static func frameChanged(_ view: UIView) {
        guard let state = view.layoutState, let engine = state.engine, state.framePins.count == 4 else { return }
        let f = view.frameValue
        for (c, value) in zip(state.framePins, [f.minX, f.minY, f.width, f.height]) where c.storedConstant != value {
            let previous = c.storedConstant
            c.storedConstant = value
            engine.constantChanged(c, from: previous)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`, or whether the view is a controller's root
    /// view, changed: the frame pins and content size constraints follow.
    static func framePinningChanged(_ view: UIView) {
        guard let state = view.layoutState, let engine = state.engine else { return }
        engine.refreshFramePins(view, state)
        if view.storedTranslatesAutoresizingMask {
            for c in state.contentSize { engine.removeGenerated(c) }
            state.contentSize = []
            state.contentSizeValue = nil
        } else {
            engine.refreshContentSize(of: view)
        }
    }

    /// A view's margins or safe area changed: its system guides follow.
    static func guidesInsetsChanged(_ view: UIView) {
        for guide in view.systemGuides {
            _ = guide.layoutState?.engine?.refreshGuidePins(guide)
        }
    }

    /// Gives every Auto Layout subview of `view` the frame the engine solved (rounded to
    /// pixels, as UIKit rounds engine values to the screen scale), then brings system guides
    /// up to date with the new positions.
    ///
    /// A scroll lays out the scroll view every frame without changing any constraint: when the
    /// engine has not changed since the frames were last applied (and no subview's frame was
    /// set by hand since), there is nothing to apply, and the subviews are not visited.
    static func applyEngineFrames(toSubviewsOf view: UIView) {
        (view as? UIScrollView)?.applyEngineContentSize()
        let scale = view.pixelScale
        var engine: LayoutEngine?
        for s in view.storedSubviews where !s.storedTranslatesAutoresizingMask {
            guard let state = s.layoutState, let e = state.engine else { continue }
            if engine == nil {
                e.synchronize()
                engine = e
                if view.engineFramesRevision == e.revision && view.engineFramesScale == scale { break }
            }
            s.applyFrame(pixelAligned(state.solvedFrame, scale: scale))
            e.diagnoseAmbiguity(of: s, state)
        }
        if let engine {
            view.engineFramesRevision = engine.revision
            view.engineFramesScale = scale
        }
        refreshSafeArea(of: view)
        // Borrowed, not retained: most subviews have no guide to refresh, and retaining each
        // of a thousand rows (views with weak references retain through a side table) would
        // cost more than the check.
        view.storedSubviews.withUnsafeBufferPointer { subviews in
            for i in subviews.indices where subviews[i].hasSystemGuides { refreshSafeArea(of: subviews[i]) }
        }
    }

    static func refreshSafeArea(of view: UIView) {
        // Runs for every view with a system guide at every layout (scrolled rows included):
        // the guides are visited one by one, with no array made.
        var changed = false
        func refresh(_ guide: UILayoutGuide?) {
            if let guide, let engine = guide.layoutState?.engine, engine.refreshGuidePins(guide) { changed = true }
        }
        refresh(view.storedSafeAreaGuide)
        refresh(view.storedMarginsGuide)
        refresh(view.storedReadableGuide)
        refresh(view.storedKeyboardGuide)
        if changed {
            view.safeAreaInsetsDidChange()
            view.markNeedsLayout()
        }
    }

    static func pixelAligned(_ r: CGRect, scale: CGFloat) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let minX = round(r.minX), minY = round(r.minY)
        return CGRect(x: minX, y: minY, width: round(r.maxX) - minX, height: round(r.maxY) - minY)
    }

    /// A subtree that hosted its own engine joined a hierarchy: one engine serves them both.
    /// Of the two, the one with fewer constraints moves into the other: a large subtree built
    /// off-window joins its window without being rebuilt, and each constraint moves at most
    /// log₂ n times however a hierarchy of n constraints is assembled.
    static func subtreeJoined(_ view: UIView) {
        if unparkJoining(view) { return }
        if let joining = view.hostedEngine {
            view.hostedEngine = nil
            let root = view.hierarchyRoot
            if let existing = root.hostedEngine, existing !== joining {
                // (A parked root shares its engine with a window: that engine stays.)
                if existing.installed.count >= joining.installed.count || existing.parked[ObjectIdentifier(root)] != nil {
                    existing.adopt(joining)
                } else {
                    joining.adopt(existing)
                    joining.host = root
                    root.hostedEngine = joining
                }
            } else {
                joining.host = root
                root.hostedEngine = joining
            }
        }
        framePinningChanged(view)
    }

    func adopt(_ other: LayoutEngine) {
        // The other engine is dropped after this, so its solver is not unwound constraint by
        // constraint; each constraint's new state forgets its old solver form.
        let moving = other.installed
        other.installed = ConstraintList<EngineListSlot>()
        other.broken = []
        for (key, state) in other.stateOfVariable {
            state.engine = self
            stateOfVariable[key] = state
        }
        reportedAmbiguous.formUnion(other.reportedAmbiguous)
        // Cells the other engine kept for reuse move along with their constraints.
        for (key, entry) in other.parked {
            parked[key] = entry
            entry.root?.hostedEngine = self
        }
        other.parked = [:]
        for c in moving {
            c.engineState = EngineConstraintState(engine: self)
            installed.append(c)
            for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { _ = state(for: item) }
            tryAdd(c, logging: true)
        }
    }

    /// A subtree is about to leave its superview. As in UIKit, constraints between the subtree
    /// and the rest are removed (user constraints deactivated); those inside the subtree stay
    /// and are returned, to move to the subtree's own engine.
    static func subtreeLeaving(_ view: UIView) -> [NSLayoutConstraint] {
        guard let engine = existingEngine(for: view) else { return [] }
        var inside: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        let items = view.layoutItemsInSubtree()
        let members = Set(items.compactMap { ($0 as? UIView).map(ObjectIdentifier.init) })
        if let parked = engine.park(view, items: items, members: members) { return parked }
        engine.unparkSubtrees(leavingWith: view)
        for item in items {
            guard let state = item.layoutState else { continue }
            for c in state.constraints where seen.insert(ObjectIdentifier(c)).inserted {
                if c.lies(within: members) {
                    inside.append(c)
                } else if c.isSystemGenerated {
                    engine.uninstall(c)
                } else {
                    c.deactivateOne()
                }
            }
        }
        for c in inside {
            engine.removeFromSolver(c)
            engine.installed.remove(c)
        }
        // The engine forgets the subtree's items: their states move to the subtree's own
        // engine (or wait for the next one that needs them), and nothing of the subtree stays
        // alive through this engine.
        for item in items {
            guard let state = item.layoutState, state.engine === engine else { continue }
            engine.release(state)
            if let leaving = item as? UIView { engine.reportedAmbiguous.remove(ObjectIdentifier(leaving)) }
        }
        if !engine.broken.isEmpty {
            let leaving = Set(inside.map(ObjectIdentifier.init))
            engine.broken.removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
        return inside
    }

    /// After the subtree left: its remaining constraints go to its own engine.
    static func subtreeLeft(_ view: UIView, keeping constraints: [NSLayoutConstraint]) {
        defer { framePinningChanged(view) }
        guard !constraints.isEmpty else { return }
        let engine = engine(for: view)
        for c in constraints {
            c.engineState = EngineConstraintState(engine: engine)
            engine.installed.append(c)
            for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { _ = engine.state(for: item) }
            engine.tryAdd(c, logging: true)
        }
    }

    /// A guide leaves its view: constraints that refer to it go.
    static func itemLeaving(_ item: LayoutItem) {
        guard let state = item.layoutState, let engine = state.engine else { return }
        for c in state.constraints {
            if c.isSystemGenerated { engine.uninstall(c) } else { c.deactivateOne() }
        }
        engine.release(state)
        item.layoutState = nil
    }
}
