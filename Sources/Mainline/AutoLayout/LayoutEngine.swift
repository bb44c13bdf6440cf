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
    private(set) var installed = ConstraintList(slot: \.listSlot)
    /// Constraints broken to recover from unsatisfiable ones (still active, not satisfied).
    private(set) var broken: [NSLayoutConstraint] = []
    private var stateOfVariable: [ObjectIdentifier: ItemLayoutState] = [:]
    private var constraintOfSolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Whether the solver changed since the solution was last read.
    private(set) var needsSync = false

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

    private func adoptState(_ state: ItemLayoutState) {
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

    // MARK: - Constraints in and out

    /// Called when a constraint is activated (its container is set).
    static func install(_ c: NSLayoutConstraint) {
        guard let container = c.container else { return }
        engine(for: container).add(c)
    }

    /// Adds a constraint; if required constraints cannot all hold, logs UIKit's message and
    /// breaks one, as UIKit does.
    func add(_ c: NSLayoutConstraint) {
        c.engineState = EngineConstraintState(engine: self)
        installed.append(c)
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { state(for: item).refer(c) }
        for view in c.offsetViews { _ = state(for: view) }
        tryAdd(c, logging: true)
    }

    /// Removes a constraint (deactivated, or its items leave the hierarchy).
    func uninstall(_ c: NSLayoutConstraint) {
        removeFromSolver(c)
        broken.removeAll { $0 === c }
        installed.remove(c)
        for item in [c.firstLayoutItem, c.secondLayoutItem].compactMap({ $0 }) { item.layoutState?.forget(c) }
        c.engineState = nil
        retryBroken()
    }

    /// The constant of an installed constraint changed: an edit of the solver, not a rebuild.
    func constantChanged(_ c: NSLayoutConstraint, from old: CGFloat) {
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
            needsSync = true
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

    /// Reads the solution; marks the superviews of Auto Layout views that moved for layout.
    func synchronize() {
        guard needsSync else { return }
        needsSync = false
        solver.updateVariables { v in
            guard let state = self.stateOfVariable[ObjectIdentifier(v)], let view = state.item as? UIView,
                  !view.storedTranslatesAutoresizingMask, let parent = view.storedSuperview, !parent.isInLayoutSubviews else { return }
            parent.markNeedsLayout()
        }
    }

    // MARK: - Building solver constraints

    @discardableResult
    private func tryAdd(_ c: NSLayoutConstraint, logging: Bool) -> Bool {
        guard let sc = build(c) else { return false }
        do {
            try solver.addConstraint(sc)
            c.engineState?.solverConstraint = sc
            constraintOfSolverConstraint[ObjectIdentifier(sc)] = c
            needsSync = true
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

    private func removeFromSolver(_ c: NSLayoutConstraint) {
        guard let sc = c.engineState?.solverConstraint else { return }
        try? solver.removeConstraint(sc)
        constraintOfSolverConstraint[ObjectIdentifier(sc)] = nil
        c.engineState?.solverConstraint = nil
        needsSync = true
    }

    /// The constraint as a solver constraint in its container's coordinate space.
    private func build(_ c: NSLayoutConstraint) -> Constraint? {
        let relation: Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let strength = c.storedPriority.strength
        if let raw = (c as? SystemLayoutConstraint)?.rawTerms {
            let e = LinearExpression(terms: raw.map { Term($0.0, $0.1) }, constant: -Double(c.storedConstant))
            return Constraint(e, relation, strength: strength)
        }
        guard let first = c.firstLayoutItem, let container = c.container ?? first.layoutAnchorView else { return nil }
        var e = expression(first, c.firstAttribute, in: container)
        if let second = c.secondLayoutItem, c.secondAttribute != .notAnAttribute {
            e = e - Double(c.multiplier) * expression(second, c.secondAttribute, in: container)
        }
        e.constant -= Double(c.storedConstant)
        return Constraint(e, relation, strength: strength)
    }

    /// An attribute of an item in the coordinate space of `container` (an ancestor of the
    /// item, or the item itself: then its own edges start at 0). Attributes of a view apply
    /// to its alignment rectangle; margin attributes are those of its margins guide.
    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression {
        if let view = item as? UIView, let (guideAttribute) = attribute.marginEquivalent {
            return expression(view.layoutMarginsGuideForEngine, guideAttribute, in: container)
        }
        let s = state(for: item)
        let insets = (item as? UIView)?.alignmentRectInsets ?? .zero
        let x = origin(item, horizontal: true, in: container)
        let y = origin(item, horizontal: false, in: container)
        let w = LinearExpression(s.w)
        let h = LinearExpression(s.h)
        switch attribute {
        case .left, .leading:
            return x + Double(insets.left)
        case .right, .trailing:
            return x + w - Double(insets.right)
        case .width:
            return w - Double(insets.left + insets.right)
        case .centerX:
            return x + 0.5 * w + Double(insets.left - insets.right) / 2
        case .top:
            return y + Double(insets.top)
        case .bottom:
            return y + h - Double(insets.bottom)
        case .height:
            return h - Double(insets.top + insets.bottom)
        case .centerY:
            return y + 0.5 * h + Double(insets.top - insets.bottom) / 2
        case .firstBaseline:
            guard let view = item as? UIView, let offset = view.firstBaselineOffsetFromTop else { return y + h - Double(insets.bottom) }
            return y + Double(offset)
        case .lastBaseline:
            guard let view = item as? UIView, let offset = view.lastBaselineOffsetFromBottom else { return y + h - Double(insets.bottom) }
            return y + h - Double(offset)
        default:
            return LinearExpression(0)
        }
    }

    /// The item's origin in `container` space: its own variable plus the offsets of the
    /// views between it and the container.
    private func origin(_ item: LayoutItem, horizontal: Bool, in container: UIView) -> LinearExpression {
        if item === container { return LinearExpression(0) }
        let s = state(for: item)
        var e = LinearExpression(horizontal ? s.x : s.y)
        var v = (item as? UIView)?.storedSuperview ?? item.layoutOwnerView
        while let view = v, view !== container {
            let vs = state(for: view)
            e = e + (horizontal ? vs.x : vs.y)
            v = view.storedSuperview
        }
        return e
    }

    // MARK: - Unsatisfiable constraints

    /// UIKit's recovery: log the conflicting set, break one constraint, go on. UIKit does not
    /// document which it breaks; in every log we found it broke a user constraint rather than
    /// its own generated ones (autoresizing, encapsulated size), even when its own came last —
    /// so the most recently added or changed user constraint of the set is broken, and the new
    /// one when the set holds only generated constraints.
    private func recover(adding c: NSLayoutConstraint, conflicting: [NSLayoutConstraint], logging: Bool) -> Bool {
        let candidates = [c] + conflicting
        let victim = candidates.filter { !$0.isSystemGenerated }.max { $0.touchStamp < $1.touchStamp } ?? c
        if logging { logUnsatisfiable(candidates.sorted { $0.objectID < $1.objectID }, breaking: victim) }
        if victim === c {
            broken.append(c)
            return false
        }
        removeFromSolver(victim)
        broken.append(victim)
        return tryAdd(c, logging: logging)
    }

    private func logUnsatisfiable(_ list: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        let note = list.contains { $0 is NSAutoresizingMaskLayoutConstraint }
            ? "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            : ""
        let message = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \(note)
        (
        \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(victim)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
        let views = Set(list.flatMap { [$0.firstLayoutItem?.layoutDescription, $0.secondLayoutItem?.layoutDescription].compactMap { $0 } })
        DiagnosticCenter.report(.unsatisfiableConstraints, message, views: views.sorted(),
                                constraints: list.filter { $0 !== victim }.map(\.description) + [victim.description], in: host?.context)
    }

    /// Broken constraints may hold again after others leave: try them quietly.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let pending = broken
        broken = []
        for c in pending {
            guard let sc = build(c) else { continue }
            do {
                try solver.addConstraint(sc)
                c.engineState?.solverConstraint = sc
                constraintOfSolverConstraint[ObjectIdentifier(sc)] = c
                needsSync = true
            } catch {
                broken.append(c)
            }
        }
    }

    // MARK: - Generated constraints

    /// How a view's frame is pinned in the engine: a frame-based view by its autoresizing
    /// constraints; a controller's root view that uses Auto Layout by the container's
    /// "encapsulated layout" constraints (UIKit's `UIView-Encapsulated-Layout-Width` and
    /// friends), so its size is what its window or container gives it.
    enum FramePinKind { case autoresizing, encapsulated }

    static func framePinKind(for view: UIView) -> FramePinKind? {
        if view.storedTranslatesAutoresizingMask { return .autoresizing }
        if view.owningViewController != nil, view.storedSuperview != nil { return .encapsulated }
        return nil
    }

    /// Brings a view's frame pins in line with `framePinKind(for:)`.
    func refreshFramePins(_ view: UIView, _ state: ItemLayoutState) {
        let kind = Self.framePinKind(for: view)
        guard kind != state.framePinKind || (kind != nil && state.framePins.isEmpty) else { return }
        for c in state.framePins { removeGenerated(c) }
        state.framePins = []
        state.framePinKind = kind
        guard let kind else { return }
        let f = view.frameValue
        var made: [SystemLayoutConstraint] = []
        for (variable, name, encapsulated, value) in [(state.x, "minX", "Left", f.minX), (state.y, "minY", "Top", f.minY),
                                                      (state.w, "width", "Width", f.width), (state.h, "height", "Height", f.height)] {
            let c: SystemLayoutConstraint
            switch kind {
            case .autoresizing:
                let pin = NSAutoresizingMaskLayoutConstraint(item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                                             attribute: .notAnAttribute, multiplier: 1, constant: value)
                pin.mask = view.storedAutoresizingMask
                c = pin
            case .encapsulated:
                c = SystemLayoutConstraint(item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: value)
                c.identifier = "UIView-Encapsulated-Layout-\(encapsulated)"
            }
            c.rawTerms = [(variable, 1)]
            c.rawVariableName = name
            c.storedIsActive = true
            made.append(c)
        }
        state.framePins = made
        for c in made { addGenerated(c, container: view) }
    }

    /// The intrinsic content size as hugging (≤) and compression-resistance (≥) constraints,
    /// added, updated in place or removed as the size and priorities change.
    func refreshContentSize(of view: UIView) {
        guard let state = view.layoutState, state.engine === self else { return }
        let size = view.storedTranslatesAutoresizingMask ? nil : view.intrinsicContentSizeForEngine
        if let size, let old = state.contentSizeValue, state.contentSize.count == 4, size.width >= 0, size.height >= 0,
           old.width >= 0, old.height >= 0, prioritiesMatch(view, state) {
            if size != old {
                for (i, c) in state.contentSize.enumerated() {
                    let value = i < 2 ? size.width : size.height
                    let previous = c.storedConstant
                    c.storedConstant = value
                    constantChanged(c, from: previous)
                }
                state.contentSizeValue = size
            }
            return
        }
        for c in state.contentSize { removeGenerated(c) }
        state.contentSize = []
        state.contentSizeValue = size
        guard let size else { return }
        var made: [NSContentSizeLayoutConstraint] = []
        if size.width >= 0 {
            made.append(contentConstraint(view, .width, .lessThanOrEqual, size.width, view.storedHugging.horizontal))
            made.append(contentConstraint(view, .width, .greaterThanOrEqual, size.width, view.storedCompression.horizontal))
        }
        if size.height >= 0 {
            made.append(contentConstraint(view, .height, .lessThanOrEqual, size.height, view.storedHugging.vertical))
            made.append(contentConstraint(view, .height, .greaterThanOrEqual, size.height, view.storedCompression.vertical))
        }
        state.contentSize = made
        for c in made { addGenerated(c, container: view) }
    }

    private func prioritiesMatch(_ view: UIView, _ state: ItemLayoutState) -> Bool {
        let c = state.contentSize
        return c[0].storedPriority == view.storedHugging.horizontal && c[1].storedPriority == view.storedCompression.horizontal
            && c[2].storedPriority == view.storedHugging.vertical && c[3].storedPriority == view.storedCompression.vertical
    }

    private func contentConstraint(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                   _ value: CGFloat, _ priority: UILayoutPriority) -> NSContentSizeLayoutConstraint {
        let c = NSContentSizeLayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: value)
        c.storedPriority = priority
        c.storedIsActive = true
        return c
    }

    /// A system guide's pins to its owning view's edges, inset by the current insets.
    private func addGuidePins(_ guide: UILayoutGuide, _ state: ItemLayoutState) {
        guard let view = guide.storedOwningView else { return }
        let owner = self.state(for: view)
        let insets = guide.currentInsets
        let pins: [(terms: [(Variable, Double)], name: String, value: CGFloat)] = [
            ([(state.x, 1)], "minX", insets.left),
            ([(state.y, 1)], "minY", insets.top),
            ([(state.w, 1), (owner.w, -1)], "width", -(insets.left + insets.right)),
            ([(state.h, 1), (owner.h, -1)], "height", -(insets.top + insets.bottom)),
        ]
        var made: [SystemLayoutConstraint] = []
        for pin in pins {
            let c = SystemLayoutConstraint(item: guide, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: pin.value)
            c.rawTerms = pin.terms
            c.rawVariableName = pin.name
            if pin.name == "width" || pin.name == "height" { c.rawRightHandSideView = view }
            c.storedIsActive = true
            made.append(c)
        }
        state.guidePins = made
        state.guideInsets = insets
        for c in made { addGenerated(c, container: view) }
    }

    /// Moves a system guide's pins to its view's current insets.
    func refreshGuidePins(_ guide: UILayoutGuide) -> Bool {
        guard let state = guide.layoutState, state.engine === self, state.guidePins.count == 4 else { return false }
        let insets = guide.currentInsets
        guard insets != state.guideInsets else { return false }
        state.guideInsets = insets
        let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        for (c, value) in zip(state.guidePins, values) where c.storedConstant != value {
            let previous = c.storedConstant
            c.storedConstant = value
            constantChanged(c, from: previous)
        }
        return true
    }

    private func addGenerated(_ c: NSLayoutConstraint, container: UIView) {
        c.container = container
        c.touchStamp = ObjectIDs.next()
        c.engineState = EngineConstraintState(engine: self)
        installed.append(c)
        if let item = c.firstLayoutItem { item.layoutState?.refer(c) }
        tryAdd(c, logging: true)
    }

    private func removeGenerated(_ c: NSLayoutConstraint) {
        c.storedIsActive = false
        uninstall(c)
    }

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
        for guide in [view.storedMarginsGuide, view.storedSafeAreaGuide].compactMap({ $0 }) {
            _ = guide.layoutState?.engine?.refreshGuidePins(guide)
        }
    }

    /// Gives every Auto Layout subview of `view` the frame the engine solved (rounded to
    /// pixels, as UIKit rounds engine values to the screen scale), then brings system guides
    /// up to date with the new positions.
    static func applyEngineFrames(toSubviewsOf view: UIView) {
        let scale = view.storedWindow?.screenForLayout?.scale ?? 1
        var synchronized = false
        for s in view.storedSubviews where !s.storedTranslatesAutoresizingMask {
            guard let state = s.layoutState, let engine = state.engine else { continue }
            if !synchronized {
                engine.synchronize()
                synchronized = true
            }
            s.applyFrame(pixelAligned(state.solvedFrame, scale: scale))
            engine.diagnoseAmbiguity(of: s, state)
        }
        refreshSafeArea(of: view)
        for s in view.storedSubviews { refreshSafeArea(of: s) }
    }

    private static func refreshSafeArea(of view: UIView) {
        guard let guide = view.storedSafeAreaGuide ?? view.storedMarginsGuide, let engine = guide.layoutState?.engine else { return }
        var changed = false
        for g in [view.storedSafeAreaGuide, view.storedMarginsGuide].compactMap({ $0 }) where engine.refreshGuidePins(g) { changed = true }
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
        if let joining = view.hostedEngine {
            view.hostedEngine = nil
            let root = view.hierarchyRoot
            if let existing = root.hostedEngine, existing !== joining {
                if existing.installed.count >= joining.installed.count {
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

    private func adopt(_ other: LayoutEngine) {
        // The other engine is dropped after this, so its solver is not unwound constraint by
        // constraint; each constraint's new state forgets its old solver form.
        let moving = other.installed
        other.installed = ConstraintList(slot: \.listSlot)
        other.broken = []
        for (key, state) in other.stateOfVariable {
            state.engine = self
            stateOfVariable[key] = state
        }
        reportedAmbiguous.formUnion(other.reportedAmbiguous)
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
        for item in items {
            guard let state = item.layoutState else { continue }
            for c in state.constraints where seen.insert(ObjectIdentifier(c)).inserted {
                let views = [c.firstLayoutItem?.layoutAnchorView, c.secondLayoutItem?.layoutAnchorView].compactMap { $0 }
                let offsetsInside = c.offsetViews.allSatisfy { $0.isInSubtree(of: view) }
                if views.allSatisfy({ $0.isInSubtree(of: view) }) && offsetsInside && (c.container?.isInSubtree(of: view) ?? true) {
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


    // MARK: - Debugging

    /// Views already reported as ambiguous (each once).
    fileprivate(set) var reportedAmbiguous = Set<ObjectIdentifier>()

    /// After a view's frame is applied: if its constraints leave it undetermined, say so once,
    /// listing what its position and size depend on (UIKit only answers when asked, through
    /// `hasAmbiguousLayout`).
    func diagnoseAmbiguity(of view: UIView, _ state: ItemLayoutState) {
        guard Simulation.diagnosesAmbiguity, !reportedAmbiguous.contains(ObjectIdentifier(view)) else { return }
        let ambiguous = [("minX", state.x), ("minY", state.y), ("width", state.w), ("height", state.h)]
            .filter { solver.isAmbiguous($0.1) }.map(\.0)
        guard !ambiguous.isEmpty else { return }
        reportedAmbiguous.insert(ObjectIdentifier(view))
        let affecting = layoutConstraints(for: state.variables.flatMap { solver.constraintsAffecting($0) })
        var seen = Set<ObjectIdentifier>()
        let unique = affecting.filter { seen.insert(ObjectIdentifier($0)).inserted }
        DiagnosticCenter.report(.ambiguousLayout, """
        Mainline: ambiguous layout: \(view.shortDescription) has more than one solution for \(ambiguous.joined(separator: ", ")) \
        (frame \(format(view.frameValue)) is one of them). Its position and size depend on:
        \(unique.map { "    \($0)" }.joined(separator: "\n"))
        """, views: [view.description], constraints: unique.map(\.description), in: view.context)
    }

    /// The NSLayoutConstraints behind solver constraints.
    func layoutConstraints(for solverConstraints: [Constraint]) -> [NSLayoutConstraint] {
        solverConstraints.compactMap { constraintOfSolverConstraint[ObjectIdentifier($0)] }
    }
}

extension NSLayoutConstraint {
    /// The views whose offsets the constraint's expression adds up (between each item and the
    /// container), which must be in the engine too.
    var offsetViews: [UIView] {
        guard let container else { return [] }
        var views: [UIView] = []
        for item in [firstLayoutItem, secondLayoutItem].compactMap({ $0 }) {
            var v = (item as? UIView)?.storedSuperview ?? item.layoutOwnerView
            if item === container { continue }
            while let view = v, view !== container {
                views.append(view)
                v = view.storedSuperview
            }
        }
        return views
    }
}

extension NSLayoutConstraint.Attribute {
    /// Margin attributes are the corresponding attributes of the margins guide.
    var marginEquivalent: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's notation in constraint logs: `h=-&- v=--&` (margin, size, margin; `&` flexible).
    /// With nothing flexible on an axis the far margin takes up a resize, so a plain view made
    /// in code shows `h=--& v=--&`.
    var logDescription: String {
        func part(_ a: Bool, _ b: Bool, _ c: Bool) -> String {
            if !a && !b && !c { return "--&" }
            return (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-")
        }
        return "h=\(part(contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))) "
            + "v=\(part(contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))"
    }
}

extension UILayoutGuide {
    /// A system guide's insets from its owning view's edges.
    var currentInsets: UIEdgeInsets {
        guard let view = storedOwningView else { return .zero }
        switch systemRole {
        case .safeArea: return view.computedSafeAreaInsets
        case .layoutMargins: return view.effectiveLayoutMargins
        case nil: return .zero
        }
    }
}
