import Foundation
import LayoutSolver

/// Something constraints can refer to: a view or a layout guide.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
    /// The item's variables and generated constraints in its engine, when it has any.
    var layoutState: ItemLayoutState? { get set }
    /// The view whose coordinate space the item's position is expressed in relative to:
    /// a view's superview (the view itself for its own edges); a guide's owning view.
    var layoutOwnerView: UIView? { get }
    /// Name for constraint descriptions: `RedView:0x1a`, `UILayoutGuide:0x2b'UIViewSafeAreaLayoutGuide'`.
    var layoutDescription: String { get }
}

/// A relationship between two layout attributes that the layout engine must satisfy:
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible, TimelineObject {
    /// The layout attributes of items.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// The relation between the two sides.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Deterministic within the simulation whose turn made the constraint.
    let objectID: UInt64
    weak var creationContext: SimulationContext?
    // Typed as items once, at creation: a cast from AnyObject to a protocol on every use
    // would cost a conformance lookup each time.
    weak var storedFirstItem: (any LayoutItem)?
    weak var storedSecondItem: (any LayoutItem)?
    /// An item given at creation was not a view or a layout guide.
    let hasForeignItem: Bool

    /// The first item (a view or a layout guide).
    public var firstItem: AnyObject? { let entry = UIEntry("-[NSLayoutConstraint firstItem]", self); defer { entry.end() }; return storedFirstItem }
    /// The second item, or nil for a constant constraint (`width == 100`).
    public var secondItem: AnyObject? { let entry = UIEntry("-[NSLayoutConstraint secondItem]", self); defer { entry.end() }; return storedSecondItem }
    let storedFirstAttribute: Attribute
    public var firstAttribute: Attribute { let entry = UIEntry("-[NSLayoutConstraint firstAttribute]", self); defer { entry.end() }; return storedFirstAttribute }
    let storedSecondAttribute: Attribute
    public var secondAttribute: Attribute { let entry = UIEntry("-[NSLayoutConstraint secondAttribute]", self); defer { entry.end() }; return storedSecondAttribute }
    let storedRelation: Relation
    public var relation: Relation { let entry = UIEntry("-[NSLayoutConstraint relation]", self); defer { entry.end() }; return storedRelation }
    let storedMultiplier: CGFloat
    public var multiplier: CGFloat { let entry = UIEntry("-[NSLayoutConstraint multiplier]", self); defer { entry.end() }; return storedMultiplier }

    var storedConstant: CGFloat
    var storedPriority: UILayoutPriority = .required
    var storedIsActive = false
    var storedIdentifier: String?

    /// Where the constraint is installed (the nearest common ancestor of its items).
    weak var container: UIView?
    /// Its form in the engine, while installed in one.
    var engineState: EngineConstraintState?
    /// Its position in its engine's `ConstraintList` (-1 when in none).
    var listSlot = -1
    /// Its position in its container's `installedConstraints` (-1 when in none).
    var installedSlot = -1
    /// Order of activation or of the last change of constant or priority: the most recently
    /// touched user constraint is the one UIKit tends to break (see LayoutEngine).
    var touchStamp: UInt64 = 0
    /// Made by the runtime (autoresizing, content size, stack views, guides), not the user.
    var isSystemGenerated: Bool { false }

    /// Creates a constraint (inactive until activated). Items must be views or layout guides.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let entry = UIEntry("+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]")
        defer { entry.end() }
        (objectID, creationContext) = SimulationContext.identify()
        creationContext?.loop.clock.charge(.constraintCreated)
        storedFirstItem = Self.layoutItem(view1)
        storedSecondItem = view2.flatMap(Self.layoutItem)
        hasForeignItem = storedFirstItem == nil || (view2 != nil && storedSecondItem == nil)
        storedFirstAttribute = attr1
        storedSecondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.storedRelation = relation
        self.storedMultiplier = multiplier
        storedConstant = c
    }

    /// An item as a layout item. Casts to the two classes first: a cast from `Any` to a
    /// protocol looks the conformance up at run time, several times the cost.
    private static func layoutItem(_ item: Any) -> LayoutItem? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return item as? LayoutItem
    }

    /// The constant added to the second side. Changing it on an active constraint is an edit
    /// of the engine (only the rows it reaches move), not a rebuild.
    open var constant: CGFloat {
        get {
            let entry = UIEntry("-[NSLayoutConstraint constant]", self); defer { entry.end() }
            return storedConstant
        }
        set {
            let entry = UIEntry("-[NSLayoutConstraint setConstant:]", self); defer { entry.end() }
            guard newValue.isFinite else {
                DiagnosticCenter.report(.invalidGeometry, "Mainline: [\(self) setConstant:] with a non-finite value \(newValue); the call is ignored.",
                                        constraints: [description], in: diagnosticContext)
                return
            }
            guard newValue != storedConstant else { return }
            let old = storedConstant
            storedConstant = newValue
            touchStamp = ObjectIDs.next()
            if let engine = engineState?.engine { engine.constantChanged(self, from: old) }
            if storedIsActive { invalidateItemsLayout() }
            if storedIsActive, ViewAnimationScope.isAnyOpen { noteChangeInAnimation("-[NSLayoutConstraint setConstant:]") }
        }
    }

    /// The priority. Changing an installed constraint between required and optional is
    /// refused, as UIKit raises for it.
    open var priority: UILayoutPriority {
        get {
            let entry = UIEntry("-[NSLayoutConstraint priority]", self); defer { entry.end() }
            return storedPriority
        }
        set {
            let entry = UIEntry("-[NSLayoutConstraint setPriority:]", self); defer { entry.end() }
            let clamped = UILayoutPriority(min(1000, max(1, newValue.rawValue.isNaN ? 1000 : newValue.rawValue)))
            guard clamped != storedPriority else { return }
            if storedIsActive, clamped.isRequired != storedPriority.isRequired {
                DiagnosticCenter.report(.invalidConstraintChange, """
                Mainline: Mutating a priority from required to not on an installed constraint (or vice-versa) is not \
                supported. You passed priority \(clamped) and the existing priority was \(storedPriority). \
                (\(description)); the call is ignored, as UIKit raises here.
                """, constraints: [description], in: diagnosticContext)
                return
            }
            storedPriority = clamped
            touchStamp = ObjectIDs.next()
            if let engine = engineState?.engine { engine.priorityChanged(self) }
            if storedIsActive { invalidateItemsLayout() }
            if storedIsActive, ViewAnimationScope.isAnyOpen { noteChangeInAnimation("-[NSLayoutConstraint setPriority:]") }
        }
    }

    /// A name for logs.
    open var identifier: String? {
        get { let entry = UIEntry("-[NSLayoutConstraint identifier]", self); defer { entry.end() }; return storedIdentifier }
        set { let entry = UIEntry("-[NSLayoutConstraint setIdentifier:]", self); defer { entry.end() }; storedIdentifier = newValue }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest
    /// common ancestor of its items; items with no common ancestor are refused (UIKit
    /// throws).
    open var isActive: Bool {
        get {
            let entry = UIEntry("-[NSLayoutConstraint isActive]", self); defer { entry.end() }
            return storedIsActive
        }
        set {
            let entry = UIEntry("-[NSLayoutConstraint setActive:]", self); defer { entry.end() }
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// Activates several constraints (more efficient than one by one in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        let entry = UIEntry("+[NSLayoutConstraint activateConstraints:]"); defer { entry.end() }
        for c in constraints { c.activateOne() }
    }

    /// Deactivates several constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        let entry = UIEntry("+[NSLayoutConstraint deactivateConstraints:]"); defer { entry.end() }
        for c in constraints { c.deactivateOne() }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject>? {
        let entry = UIEntry("-[NSLayoutConstraint firstAnchor]", self); defer { entry.end() }
        return firstLayoutItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute) }
    }
    /// The second item's anchor, if any.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        let entry = UIEntry("-[NSLayoutConstraint secondAnchor]", self); defer { entry.end() }
        return secondLayoutItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Descriptions

    /// UIKit's form: `<NSLayoutConstraint:0x1f RedView:0x1a.width == 200   (active)>`.
    nonisolated open var description: String {
        let entry = UIEntry("-[NSLayoutConstraint description]", self); defer { entry.end() }
        return describeConstraint(self)
    }

    var equationDescription: String {
        let lhs = "\(itemName(storedFirstItem)).\(attributeName(firstAttribute))"
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if let second = storedSecondItem {
            rhs = (multiplier == 1 ? "" : "\(format(multiplier))*") + "\(itemName(second)).\(attributeName(secondAttribute))"
            if storedConstant != 0 { rhs += storedConstant > 0 ? " + \(format(storedConstant))" : " - \(format(-storedConstant))" }
        } else {
            rhs = format(storedConstant)
        }
        let p = storedPriority.isRequired ? "" : " @\(storedPriority)"
        return "\(lhs) \(op) \(rhs)\(p)"
    }

    private func itemName(_ item: (any LayoutItem)?) -> String {
        item?.layoutDescription ?? "nil"
    }

    private func attributeName(_ a: Attribute) -> String {
        switch a {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The simulation diagnostics about the constraint go to: its first item's, or the one
    /// whose turn made it.
    var diagnosticContext: SimulationContext? {
        storedFirstItem?.layoutAnchorView?.context ?? creationContext
    }

    // MARK: - Activation

    var firstLayoutItem: LayoutItem? { storedFirstItem }
    var secondLayoutItem: LayoutItem? { storedSecondItem }

    func activateOne() {
        guard !storedIsActive else { return }
        guard !hasForeignItem, let first = firstLayoutItem, let firstView = first.layoutAnchorView else {
            DiagnosticCenter.report(.noCommonAncestor, """
            Mainline: cannot activate \(self): its items must be views or layout guides, and the first must be in a hierarchy.
            """, constraints: [description], in: diagnosticContext)
            return
        }
        guard storedConstant.isFinite, multiplier.isFinite else {
            DiagnosticCenter.report(.invalidGeometry, "Mainline: cannot activate \(self): non-finite constant or multiplier.", constraints: [description], in: diagnosticContext)
            return
        }
        var host = firstView
        if let second = secondLayoutItem {
            guard let secondView = second.layoutAnchorView, let common = UIView.nearestCommonAncestor(firstView, secondView) else {
                DiagnosticCenter.report(.noCommonAncestor, """
                Unable to activate constraint with anchors \(first.layoutDescription).\(firstAttribute) and \
                \(second.layoutDescription).\(secondAttribute) because they have no common ancestor. Does the constraint or its \
                anchors reference items in different view hierarchies? That's illegal. (Mainline leaves it inactive.)
                """, constraints: [description], in: diagnosticContext)
                return
            }
            host = common
        }
        storedIsActive = true
        touchStamp = ObjectIDs.next()
        container = host
        host.installedConstraints.append(self)
        LayoutEngine.install(self)
        for view in [first.layoutAnchorView, secondLayoutItem?.layoutAnchorView].compactMap({ $0 }) {
            view.markNeedsUpdateConstraints()
        }
        invalidateItemsLayout()
        if ViewAnimationScope.isAnyOpen { noteChangeInAnimation("-[NSLayoutConstraint setActive:]") }
    }

    /// A change of the constraint schedules layout where its items' frames are applied: the
    /// superview of each item (a guide's owning view), through the overridable
    /// `setNeedsLayout()`, as seed 000's log shows UIKit doing. A view that translates its
    /// autoresizing mask keeps the frame it was given whatever the constraint says, so its
    /// superview has nothing to lay out on its account: a cell positioned by frame whose inner
    /// constraint changes lays out the cell, not the list.
    func invalidateItemsLayout() {
        // (Without arrays: this runs for every constraint change.)
        func target(of item: LayoutItem?) -> UIView? {
            if let view = item as? UIView { return view.storedTranslatesAutoresizingMask ? nil : view.storedSuperview }
            return (item as? UILayoutGuide)?.storedOwningView
        }
        let first = target(of: firstLayoutItem)
        first?.setNeedsLayout()
        if let second = target(of: secondLayoutItem), second !== first { second.setNeedsLayout() }
    }

    func deactivateOne() {
        guard storedIsActive else { return }
        storedIsActive = false
        engineState?.engine?.uninstall(self)
        container?.installedConstraints.remove(self)
        container = nil
        invalidateItemsLayout()
        if ViewAnimationScope.isAnyOpen { noteChangeInAnimation("-[NSLayoutConstraint setActive:]") }
    }
}

/// A constraint the runtime generates (autoresizing masks, intrinsic content size, stack
/// views, layout guides): UIKit shows these with their own class names in logs, and never
/// breaks them in favour of the user's.
class SystemLayoutConstraint: NSLayoutConstraint {
    override var isSystemGenerated: Bool { true }

    /// For constraints written directly on engine variables (a frame pin, a guide's inset):
    /// `Σ coefficient × variable <relation> constant`, and how logs show it:
    /// `item.name == constant`, or `item.name == view.name + constant` with a view on the
    /// right-hand side. (Names are put together only when a log asks for them.)
    var rawTerms: [(Variable, Double)]?
    var rawVariableName: String?
    weak var rawRightHandSideView: UIView?

    override var equationDescription: String {
        guard let rawVariableName else { return super.equationDescription }
        let name = "\(storedFirstItem?.layoutDescription ?? "nil").\(rawVariableName)"
        let c = storedConstant
        guard let view = rawRightHandSideView else { return "\(name) == \(format(c))" }
        let rhs = "\(view.shortDescription).\(rawVariableName)"
        return c == 0 ? "\(name) == \(rhs)" : "\(name) == \(rhs) \(c > 0 ? "+" : "-") \(format(abs(c)))"
    }
}

/// The constraints that pin a frame-based view (`translatesAutoresizingMaskIntoConstraints`)
/// to its frame, named as UIKit names them in logs.
final class NSAutoresizingMaskLayoutConstraint: SystemLayoutConstraint, @unchecked Sendable {
    /// The view's autoresizing mask when the pin was made.
    var mask: UIView.AutoresizingMask = []

    override var description: String {
        "<NSAutoresizingMaskLayoutConstraint:0x\(String(objectID, radix: 16)) \(mask.logDescription) \(equationDescription)\(storedIsActive ? "   (active)" : "")>"
    }
}

/// The hugging and compression-resistance constraints of an intrinsic content size.
final class NSContentSizeLayoutConstraint: SystemLayoutConstraint, @unchecked Sendable {
    override var description: String {
        "<NSContentSizeLayoutConstraint:0x\(String(objectID, radix: 16)) \(equationDescription) Hug:\(Int(storedPriority.rawValue))>"
    }
}

extension UIView {
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let view = v {
            ancestors.insert(ObjectIdentifier(view))
            v = view.storedSuperview
        }
        v = b
        while let view = v {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            v = view.storedSuperview
        }
        return nil
    }
}

extension LayoutItem {
    /// The view a constraint on this item is installed relative to.
    var layoutAnchorView: UIView? {
        if let view = self as? UIView { return view }
        return layoutOwnerView
    }
}

/// A constraint's description, read from a nonisolated context (`description` is a witness of
/// `CustomStringConvertible`): a plain function, as Mainline serialises its objects with the
/// main turn rather than with the main actor.
func describeConstraint(_ c: NSLayoutConstraint) -> String {
    "<\(type(of: c)):0x\(String(c.objectID, radix: 16))\(c.storedIdentifier.map { " '\($0)'" } ?? "") \(c.equationDescription)\(c.storedIsActive ? "   (active)" : "")>"
}
