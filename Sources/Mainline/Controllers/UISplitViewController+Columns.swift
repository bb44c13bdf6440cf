import Foundation

/// The split view controller's columns: who is in them, collapsing and expanding with the width,
/// and where their views go.
extension UISplitViewController {
    // MARK: - Who is where

    /// The primary column's controller.
    var primaryController: UIViewController? {
        storedStyle == .unspecified ? storedChildren.first : columnControllers[.primary]
    }

    /// The secondary column's controller (nil while it is collapsed onto the primary).
    var secondaryController: UIViewController? {
        if storedStyle == .unspecified { return storedChildren.count > 1 ? storedChildren[1] : nil }
        return storedIsCollapsed && collapsedSecondary != nil ? nil : columnControllers[.secondary]
    }

    /// The controller shown while collapsed.
    var shownWhileCollapsed: UIViewController? {
        if storedStyle != .unspecified, let compact = columnControllers[.compact] { return compact }
        return primaryController ?? secondaryController
    }

    /// `viewControllers`: the classic children, or the columns' controllers in column order.
    var shownControllers: [UIViewController] {
        if storedStyle == .unspecified { return storedChildren }
        return [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0] }
    }

    /// Replaces the classic children (column style: primary, supplementary and secondary in order).
    func replaceChildren(_ controllers: [UIViewController]) {
        guard storedStyle == .unspecified else {
            let columns: [Column] = storedStyle == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, controllers) { setColumn(controller, column) }
            return
        }
        let old = storedChildren
        for c in old where !controllers.contains(where: { $0 === c }) { remove(c) }
        for c in controllers where !old.contains(where: { $0 === c }) { if attachChild(c, callerFinishes: false) { c.announceDidMove(toParent: self) } }
        storedChildren = controllers.filter { $0.storedParent === self }
        collapsedSecondary = nil
        collapseResolved = false
        if storedView != nil { refreshColumns() }
    }

    /// Puts a controller in a column (wrapped in a navigation controller but in the compact one).
    func setColumn(_ controller: UIViewController?, _ column: Column) {
        guard storedStyle != .unspecified else {
            // A classic split view controller has a primary and a secondary.
            var list = storedChildren
            switch column {
            case .primary: if let controller { if list.isEmpty { list = [controller] } else { list[0] = controller } }
            case .secondary: if let controller { if list.count > 1 { list[1] = controller } else { list.append(controller) } }
            default: break
            }
            replaceChildren(list)
            return
        }
        if let old = columnControllers[column] { remove(old) }
        columnControllers[column] = nil
        guard let controller else { if storedView != nil { refreshColumns() }; return }
        var shown = controller
        if column != .compact, !(controller is UINavigationController) {
            shown = controller.enclosingNavigationController ?? UINavigationController(rootViewController: controller)
        }
        columnControllers[column] = shown
        if attachChild(shown, callerFinishes: false) { shown.announceDidMove(toParent: self) }
        collapseResolved = false
        if storedView != nil { refreshColumns() }
    }

    private func remove(_ controller: UIViewController) {
        guard controller.storedParent === self else { return }
        controller.announceWillMove(toParent: nil)
        if let view = controller.storedView, view.storedSuperview === storedView { view.removeFromSuperview() }
        controller.detachFromParent()
    }

    // MARK: - Collapsing and expanding

    /// Collapses or expands to fit the width's size class (compact: collapsed).
    func resolveCollapse() {
        let compact = currentTraits.horizontalSizeClass == .compact
        if collapseResolved, compact == storedIsCollapsed { return }
        collapseResolved = true
        if compact, !storedIsCollapsed { collapse() } else if !compact, storedIsCollapsed { expand() }
    }

    private func collapse() {
        storedIsCollapsed = true
        let context = self.context
        guard storedStyle == .unspecified || columnControllers[.compact] == nil else {
            context.loop.span(.delegateCallback, "splitViewControllerDidCollapse(_:)") { storedDelegate?.splitViewControllerDidCollapse(self) }
            return
        }
        if storedStyle != .unspecified, let delegate = storedDelegate {
            let top = context.loop.span(.delegateCallback, "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)") {
                delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .primary)
            }
            if top != .primary, let controller = columnControllers[top] {
                collapsedTop = controller
            }
        }
        if let replacement = storedDelegate.flatMap({ d in
            context.loop.span(.delegateCallback, "primaryViewController(forCollapsing:)") { d.primaryViewController(forCollapsing: self) }
        }), replacement !== primaryController {
            setPrimary(replacement)
        }
        guard let primary = primaryController, let secondary = storedStyle == .unspecified ? (storedChildren.count > 1 ? storedChildren[1] : nil)
                : columnControllers[.secondary] else {
            context.loop.span(.delegateCallback, "splitViewControllerDidCollapse(_:)") { storedDelegate?.splitViewControllerDidCollapse(self) }
            return
        }
        let handled = storedDelegate.map { d in
            context.loop.span(.delegateCallback, "splitViewController(_:collapseSecondary:onto:)") {
                d.splitViewController(self, collapseSecondary: secondary, onto: primary)
            }
        } ?? false
        // The secondary leaves the split view controller's columns.
        if storedStyle == .unspecified { remove(secondary) } else if let view = secondary.storedView, view.storedSuperview === storedView {
            context.app.managingAppearance { view.detachFromSuperview() }
        }
        collapsedSecondary = secondary
        if !handled {
            if storedStyle != .unspecified { remove(secondary); columnControllers[.secondary] = nil }
            context.loop.span(.controllerCallback, "collapseSecondaryViewController(_:for:)", object: primary) {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
        }
        context.loop.span(.delegateCallback, "splitViewControllerDidCollapse(_:)") { storedDelegate?.splitViewControllerDidCollapse(self) }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    private func expand() {
        storedIsCollapsed = false
        collapsedTop = nil
        let context = self.context
        if let replacement = storedDelegate.flatMap({ d in
            context.loop.span(.delegateCallback, "primaryViewController(forExpanding:)") { d.primaryViewController(forExpanding: self) }
        }), replacement !== primaryController {
            setPrimary(replacement)
        }
        if let primary = primaryController {
            var secondary = storedDelegate.flatMap { d in
                context.loop.span(.delegateCallback, "splitViewController(_:separateSecondaryFrom:)") { d.splitViewController(self, separateSecondaryFrom: primary) }
            }
            if secondary == nil {
                secondary = context.loop.span(.controllerCallback, "separateSecondaryViewController(for:)", object: primary) {
                    primary.separateSecondaryViewController(for: self)
                }
            }
            if secondary == nil, let kept = collapsedSecondary, kept.storedParent == nil || kept.storedParent === self { secondary = kept }
            if let secondary, secondary !== primary {
                if storedStyle == .unspecified {
                    storedChildren.removeAll { $0 === secondary }
                    if secondary.storedParent == nil, attachChild(secondary, callerFinishes: false) { secondary.announceDidMove(toParent: self) }
                    if secondary.storedParent === self {
                        storedChildren.removeAll { $0 === secondary }
                        storedChildren.insert(secondary, at: min(1, storedChildren.count))
                    }
                } else if columnControllers[.secondary] !== secondary {
                    setColumn(secondary, .secondary)
                }
            }
        }
        collapsedSecondary = nil
        if let delegate = storedDelegate {
            let proposed = resolvedDisplayMode()
            storedDisplayMode = context.loop.span(.delegateCallback, "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)") {
                delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            }
        }
        context.loop.span(.delegateCallback, "splitViewControllerDidExpand(_:)") { storedDelegate?.splitViewControllerDidExpand(self) }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    private func setPrimary(_ controller: UIViewController) {
        if storedStyle == .unspecified {
            var list = storedChildren
            if list.isEmpty { list = [controller] } else { list[0] = controller }
            replaceChildren(list)
        } else {
            setColumn(controller, .primary)
        }
    }

    // MARK: - Display modes

    /// The display mode `.automatic` stands for: the primary beside the secondary in landscape,
    /// the secondary alone in portrait.
    func resolvedDisplayMode() -> DisplayMode {
        guard storedPreferredDisplayMode == .automatic else { return storedPreferredDisplayMode }
        let bounds = storedView?.storedBounds ?? UIScreen.main.bounds
        if bounds.width > bounds.height { return storedStyle == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary }
        return .secondaryOnly
    }

    func changeDisplayMode(to mode: DisplayMode) {
        guard mode != storedDisplayMode else { return }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "splitViewController(_:willChangeTo:)") { delegate.splitViewController(self, willChangeTo: mode) }
        }
        let wasShowingPrimary = columnIsShowing(.primary)
        storedDisplayMode = mode
        let showsPrimary = columnIsShowing(.primary)
        if wasShowingPrimary != showsPrimary, let delegate = storedDelegate, storedStyle != .unspecified {
            context.loop.span(.delegateCallback, showsPrimary ? "splitViewController(_:willShow:)" : "splitViewController(_:willHide:)") {
                if showsPrimary { delegate.splitViewController(self, willShow: .primary) } else { delegate.splitViewController(self, willHide: .primary) }
            }
        }
        refreshColumns()
        if wasShowingPrimary != showsPrimary, let delegate = storedDelegate, storedStyle != .unspecified {
            context.loop.span(.delegateCallback, showsPrimary ? "splitViewController(_:didShow:)" : "splitViewController(_:didHide:)") {
                if showsPrimary { delegate.splitViewController(self, didShow: .primary) } else { delegate.splitViewController(self, didHide: .primary) }
            }
        }
    }

    /// The display-mode button: the delegate's target, else the primary shown or hidden.
    func toggleDisplayMode() {
        var target = storedDelegate.map { d in context.loop.span(.delegateCallback, "targetDisplayModeForAction(in:)") { d.targetDisplayModeForAction(in: self) } }
            ?? .automatic
        if target == .automatic {
            let current = displayMode
            target = current == .secondaryOnly ? (resolvedDisplayMode() == .secondaryOnly ? .oneOverSecondary : resolvedDisplayMode()) : .secondaryOnly
        }
        changeDisplayMode(to: target)
    }

    func showColumn(_ column: Column) {
        resolveCollapse()
        if storedIsCollapsed {
            if let controller = columnControllers[column] ?? (column == .secondary ? collapsedSecondary : nil), controller !== shownWhileCollapsed {
                collapsedTop = controller
                refreshColumns()
            }
            return
        }
        switch column {
        case .primary: changeDisplayMode(to: storedStyle == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: if displayMode == .secondaryOnly { changeDisplayMode(to: .oneBesideSecondary) }
        default: break
        }
    }

    func hideColumn(_ column: Column) {
        guard !storedIsCollapsed else { return }
        switch column {
        case .primary: changeDisplayMode(to: storedStyle == .tripleColumn ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary: changeDisplayMode(to: .secondaryOnly)
        default: break
        }
    }

    func columnIsShowing(_ column: Column) -> Bool {
        if storedIsCollapsed {
            let shown = collapsedTop ?? shownWhileCollapsed
            return shown != nil && (shown === columnControllers[column] || (column == .primary && storedStyle == .unspecified && shown === primaryController))
        }
        switch column {
        case .secondary: return true
        case .primary: return displayMode != .secondaryOnly && (storedStyle != .tripleColumn || [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(displayMode))
        case .supplementary: return storedStyle == .tripleColumn && displayMode != .secondaryOnly
        default: return false
        }
    }

    // MARK: - Showing controllers

    func showInPrimary(_ vc: UIViewController, sender: Any?) {
        if let delegate = storedDelegate,
           context.loop.span(.delegateCallback, "splitViewController(_:show:sender:)", { delegate.splitViewController(self, show: vc, sender: sender) }) {
            return
        }
        if let primary = primaryController as? UINavigationController ?? (storedIsCollapsed ? shownWhileCollapsed as? UINavigationController : nil) {
            primary.pushViewController(vc, animated: true)
        } else {
            setPrimary(vc)
        }
    }

    func showAsDetail(_ vc: UIViewController, sender: Any?) {
        if let delegate = storedDelegate,
           context.loop.span(.delegateCallback, "splitViewController(_:showDetail:sender:)", { delegate.splitViewController(self, showDetail: vc, sender: sender) }) {
            return
        }
        resolveCollapse()
        if storedIsCollapsed {
            // Collapsed: the primary shows it (a navigation controller pushes it).
            if let primary = primaryController as? UINavigationController {
                primary.pushViewController(vc, animated: true)
            } else if let primary = primaryController {
                primary.startPresentation(of: vc, animated: true, completion: nil)
            }
            return
        }
        if storedStyle == .unspecified {
            var list = storedChildren
            if list.count > 1 { list[1] = vc } else { list.append(vc) }
            replaceChildren(list)
        } else if let navigation = columnControllers[.secondary] as? UINavigationController, !(vc is UINavigationController) {
            navigation.setViewControllers([vc], animated: false)
        } else {
            setColumn(vc, .secondary)
        }
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { changeDisplayMode(to: .secondaryOnly) }
    }

    // MARK: - Views

    /// The controllers whose views are shown now, with their frames, in a container of `bounds`.
    func columnFrames(in bounds: CGRect) -> [(UIViewController, CGRect)] {
        if storedIsCollapsed {
            guard let shown = collapsedTop ?? shownWhileCollapsed else { return [] }
            return [(shown, bounds)]
        }
        var result: [(UIViewController, CGRect)] = []
        let mode = displayMode
        let primaryWidth = resolvedPrimaryWidth(in: bounds.width)
        let supplementaryWidth = storedStyle == .tripleColumn ? resolvedSupplementaryWidth() : 0
        let leading = storedPrimaryEdge == .leading
        func column(_ x: CGFloat, _ width: CGFloat) -> CGRect {
            CGRect(x: leading ? bounds.minX + x : bounds.maxX - x - width, y: bounds.minY, width: width, height: bounds.height)
        }
        var secondaryX: CGFloat = 0
        var overlays: [(UIViewController, CGRect)] = []
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
            var x: CGFloat = 0
            if mode != .oneBesideSecondary || storedStyle != .tripleColumn, let primary = primaryController {
                result.append((primary, column(x, primaryWidth)))
                x += primaryWidth
            }
            if storedStyle == .tripleColumn, let supplementary = columnControllers[.supplementary] {
                result.append((supplementary, column(x, supplementaryWidth)))
                x += supplementaryWidth
            }
            secondaryX = x
        case .oneOverSecondary, .twoOverSecondary:
            if storedStyle == .tripleColumn, let supplementary = columnControllers[.supplementary] {
                overlays.append((supplementary, column(mode == .twoOverSecondary ? primaryWidth : 0, supplementaryWidth)))
            }
            if mode == .twoOverSecondary || storedStyle != .tripleColumn, let primary = primaryController {
                overlays.append((primary, column(0, primaryWidth)))
            }
        case .secondaryOnly, .automatic:
            break
        }
        if let secondary = secondaryController {
            let width = max(0, bounds.width - secondaryX)
            result.insert((secondary, column(secondaryX, width)), at: 0)
        }
        return result + overlays
    }

    /// The shown controllers' views are in the view, the others' not (the appearance callbacks
    /// follow their views in and out of the window).
    func arrangeColumnViews() {
        guard let container = storedView else { return }
        let shown = columnFrames(in: container.storedBounds)
        for child in storedChildren where !shown.contains(where: { $0.0 === child }) {
            if let view = child.storedView, view.storedSuperview === container { view.removeFromSuperview() }
        }
        for (index, (controller, frame)) in shown.enumerated() {
            let view = controller.loadedView
            if view.storedSuperview !== container || view.indexInSuperview != index {
                container.insertSubview(view, at: index)
            }
            view.storedAutoresizingMask = []
            if view.frameValue != frame { view.applyFrame(frame) }
        }
    }

    func refreshColumns() {
        arrangeColumnViews()
        storedView?.setNeedsLayout()
        for controller in storedChildren { controller.updateTraitsInTree() }
    }

    /// The split view controller's view lays out: collapse or expand for the width, then the
    /// columns.
    func layoutColumns(in container: UIView) {
        let wasCollapsed = storedIsCollapsed
        resolveCollapse()
        if storedPreferredDisplayMode == .automatic, !storedIsCollapsed {
            let mode = resolvedDisplayMode()
            if wasCollapsed || storedDisplayMode == .automatic { storedDisplayMode = mode }
        }
        arrangeColumnViews()
    }

    // MARK: - Widths

    func width(_ key: String) -> CGFloat { widths[key] ?? Self.automaticDimension }

    func setWidth(_ key: String, _ value: CGFloat) {
        widths[key] = value.isFinite || value == Self.automaticDimension ? value : Self.automaticDimension
        storedView?.setNeedsLayout()
    }

    private func given(_ key: String) -> CGFloat? {
        guard let value = widths[key], value != Self.automaticDimension, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The primary column's width in a container `total` wide.
    func resolvedPrimaryWidth(in total: CGFloat) -> CGFloat {
        var width = given("primary") ?? given("primaryFraction").map { $0 * total } ?? Self.defaultPrimaryWidth
        if let minimum = given("primaryMin") { width = max(width, minimum) }
        if let maximum = given("primaryMax") { width = min(width, maximum) }
        return min(width, total)
    }

    func resolvedSupplementaryWidth() -> CGFloat {
        let total = storedView?.storedBounds.width ?? UIScreen.main.bounds.width
        var width = given("supplementary") ?? given("supplementaryFraction").map { $0 * total } ?? Self.defaultPrimaryWidth
        if let minimum = given("supplementaryMin") { width = max(width, minimum) }
        if let maximum = given("supplementaryMax") { width = min(width, maximum) }
        return min(width, total)
    }
}
