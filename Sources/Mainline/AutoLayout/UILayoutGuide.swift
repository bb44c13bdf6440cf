import Foundation

/// A rectangle in a view's coordinate space that constraints can refer to, without a view.
/// A view's `safeAreaLayoutGuide` and `layoutMarginsGuide` are guides the view keeps pinned to
/// its edges, inset by the safe area and the margins.
@preconcurrency @MainActor
open class UILayoutGuide: CustomStringConvertible, AnchorProviding, TimelineObject {
    /// Deterministic within the simulation whose turn made the guide.
    let objectID: UInt64
    weak var storedOwningView: UIView?
    var layoutState: ItemLayoutState?
    /// For a system guide: which insets it follows.
    var systemRole: SystemGuideRole?

    /// A name for logs.
    open var identifier: String = ""

    public init() {
        let entry = UIEntry("-[UILayoutGuide init]"); defer { entry.end() }
        objectID = SimulationContext.identify().id
    }

    /// The view the guide belongs to (`addLayoutGuide(_:)`).
    public var owningView: UIView? {
        get {
            let entry = UIEntry("-[UILayoutGuide owningView]", self); defer { entry.end() }
            return storedOwningView
        }
        set {
            let entry = UIEntry("-[UILayoutGuide setOwningView:]", self); defer { entry.end() }
            if let view = newValue { view.addGuide(self) } else { storedOwningView?.removeGuide(self) }
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved.
    public var layoutFrame: CGRect {
        let entry = UIEntry("-[UILayoutGuide layoutFrame]", self); defer { entry.end() }
        guard let state = layoutState else { return .zero }
        state.engine?.synchronize()
        return state.solvedFrame
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UILayoutGuide leadingAnchor]", self); defer { entry.end() }; return xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UILayoutGuide trailingAnchor]", self); defer { entry.end() }; return xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UILayoutGuide leftAnchor]", self); defer { entry.end() }; return xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UILayoutGuide rightAnchor]", self); defer { entry.end() }; return xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { let entry = UIEntry("-[UILayoutGuide centerXAnchor]", self); defer { entry.end() }; return xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UILayoutGuide topAnchor]", self); defer { entry.end() }; return yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UILayoutGuide bottomAnchor]", self); defer { entry.end() }; return yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { let entry = UIEntry("-[UILayoutGuide centerYAnchor]", self); defer { entry.end() }; return yAnchor(.centerY) }
    public var widthAnchor: NSLayoutDimension { let entry = UIEntry("-[UILayoutGuide widthAnchor]", self); defer { entry.end() }; return dimension(.width) }
    public var heightAnchor: NSLayoutDimension { let entry = UIEntry("-[UILayoutGuide heightAnchor]", self); defer { entry.end() }; return dimension(.height) }

    nonisolated public var description: String {
        let entry = UIEntry("-[UILayoutGuide description]", self); defer { entry.end() }
        return describeGuide(self)
    }

    var layoutOwnerView: UIView? { storedOwningView }

    var layoutDescription: String {
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "\(Self.self):0x\(String(objectID, radix: 16))\(name)"
    }

    enum SystemGuideRole {
        case safeArea, layoutMargins
        /// A scroll view's content: its origin pinned to the content's, its size free, so
        /// constraints from the content to it size the content (`contentSize`).
        case scrollContent
        /// A scroll view's frame, whatever the content offset.
        case scrollFrame
        /// The layout margins, narrowed to a readable line length.
        case readableContent
        /// The part of the view the keyboard covers (or the bottom safe area).
        case keyboard
    }
}

extension UIView {
    /// The view's layout guides.
    public var layoutGuides: [UILayoutGuide] {
        let entry = UIEntry("-[UIView layoutGuides]", self); defer { entry.end() }
        return storedLayoutGuides
    }

    /// Adds a guide to the view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        let entry = UIEntry("-[UIView addLayoutGuide:]", self); defer { entry.end() }
        addGuide(guide)
    }

    /// Removes a guide (and the constraints that refer to it).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        let entry = UIEntry("-[UIView removeLayoutGuide:]", self); defer { entry.end() }
        removeGuide(guide)
    }

    /// The part of the view not covered by bars or the screen's rounded corners and sensor
    /// housing: the view's edges inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let entry = UIEntry("-[UIView safeAreaLayoutGuide]", self); defer { entry.end() }
        if let guide = storedSafeAreaGuide { return guide }
        let guide = installSystemGuide(UILayoutGuide(), "UIViewSafeAreaLayoutGuide", .safeArea)
        storedSafeAreaGuide = guide
        return guide
    }

    /// The view's edges inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        let entry = UIEntry("-[UIView layoutMarginsGuide]", self); defer { entry.end() }
        return layoutMarginsGuideForEngine
    }

    /// The margins area narrowed, centred, to at most 672 points: a comfortable line length
    /// for body text (on a phone in portrait it is the margins area).
    public var readableContentGuide: UILayoutGuide {
        let entry = UIEntry("-[UIView readableContentGuide]", self); defer { entry.end() }
        if let guide = storedReadableGuide { return guide }
        let guide = installSystemGuide(UILayoutGuide(), "UIViewReadableContentGuide", .readableContent)
        storedReadableGuide = guide
        return guide
    }

    /// `guide` named and given its role, added to the view: a system guide, made on first use.
    func installSystemGuide<Guide: UILayoutGuide>(_ guide: Guide, _ identifier: String,
                                                  _ role: UILayoutGuide.SystemGuideRole) -> Guide {
        guide.identifier = identifier
        guide.systemRole = role
        addGuide(guide)
        return guide
    }

    func addGuide(_ guide: UILayoutGuide) {
        if guide.storedOwningView === self { return }
        guide.storedOwningView?.removeGuide(guide)
        guide.storedOwningView = self
        storedLayoutGuides.append(guide)
    }

    func removeGuide(_ guide: UILayoutGuide) {
        guard guide.storedOwningView === self else { return }
        LayoutEngine.itemLeaving(guide)
        storedLayoutGuides.removeAll { $0 === guide }
        guide.storedOwningView = nil
    }
}

/// A guide's description, read from a nonisolated context (see `describeConstraint`).
func describeGuide(_ g: UILayoutGuide) -> String {
    "<\(type(of: g)): 0x\(String(g.objectID, radix: 16)) - \(format(g.layoutState?.solvedFrame ?? .zero)), layoutFrame = ..., owningView = \(g.storedOwningView?.shortDescription ?? "nil")>"
}
