import Foundation
import LayoutSolver

/// The constraints the engine makes itself: frame pins, intrinsic content size, guide pins.
extension LayoutEngine {
    // MARK: - Generated constraints

    /// How a view's frame is pinned in the engine: a frame-based view by its autoresizing
    /// constraints; a controller's root view that uses Auto Layout by the container's
    /// "encapsulated layout" constraints (UIKit's `UIView-Encapsulated-Layout-Width` and
    /// friends), so its size is what its window or container gives it.
    enum FramePinKind { case autoresizing, encapsulated }

    static func framePinKind(for view: UIView) -> FramePinKind? {
        if view.storedTranslatesAutoresizingMask { return .autoresizing }
        // Only where the system places the view: a window's root, a presentation's container, a
        // child of UIKit's own containers. A child of an app's container (or a controller's view
        // the app put somewhere itself) is laid out by its own constraints.
        guard let controller = view.owningViewController, let superview = view.storedSuperview else { return nil }
        if let parent = controller.storedParent { return parent.placesChildViews ? .encapsulated : nil }
        return superview is UIWindow || superview is UITransitionView ? .encapsulated : nil
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
            if name == "height", view.yieldsHeightToContent { c.storedPriority = .fittingSizeLevel }
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

    func prioritiesMatch(_ view: UIView, _ state: ItemLayoutState) -> Bool {
        let c = state.contentSize
        return c[0].storedPriority == view.storedHugging.horizontal && c[1].storedPriority == view.storedCompression.horizontal
            && c[2].storedPriority == view.storedHugging.vertical && c[3].storedPriority == view.storedCompression.vertical
    }

    func contentConstraint(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                   _ value: CGFloat, _ priority: UILayoutPriority) -> NSContentSizeLayoutConstraint {
        let c = NSContentSizeLayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: nil,
                                              attribute: .notAnAttribute, multiplier: 1, constant: value)
        c.storedPriority = priority
        c.storedIsActive = true
        return c
    }

    /// A system guide's pins to its owning view's edges, inset by the current insets.
    func addGuidePins(_ guide: UILayoutGuide, _ state: ItemLayoutState) {
        guard let view = guide.storedOwningView else { return }
        let owner = self.state(for: view)
        let insets = guide.currentInsets
        var pins: [(terms: [(Variable, Double)], name: String, value: CGFloat)] = [
            ([(state.x, 1)], "minX", insets.left),
            ([(state.y, 1)], "minY", insets.top),
            ([(state.w, 1), (owner.w, -1)], "width", -(insets.left + insets.right)),
            ([(state.h, 1), (owner.h, -1)], "height", -(insets.top + insets.bottom)),
        ]
        // A scroll view's content guide has the content's size, which constraints decide.
        if guide.systemRole == .scrollContent { pins.removeLast(2) }
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

    func addGenerated(_ c: NSLayoutConstraint, container: UIView) {
        c.container = container
        c.touchStamp = ObjectIDs.next()
        c.engineState = EngineConstraintState(engine: self)
        installed.append(c)
        if let item = c.firstLayoutItem { item.layoutState?.refer(c) }
        tryAdd(c, logging: true)
    }

    func removeGenerated(_ c: NSLayoutConstraint) {
        c.storedIsActive = false
        uninstall(c)
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
        case .readableContent:
            var insets = view.effectiveLayoutMargins
            let excess = view.storedBounds.width - insets.left - insets.right - UIView.readableWidth
            if excess > 0 {
                insets.left += excess / 2
                insets.right += excess / 2
            }
            return insets
        case .keyboard: return (self as? UIKeyboardLayoutGuide)?.insets(in: view) ?? .zero
        case .scrollContent, .scrollFrame, nil: return .zero
        }
    }
}
