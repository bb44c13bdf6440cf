import Foundation

/// The modal presentation properties of a controller: its transitioning delegate, transition
/// style, presentation controllers and presentation context (see UIViewController+Presentation.swift).
extension UIViewController {
    /// The object that gives this controller's presentation and dismissal their animators and
    /// presentation controller (not retained).
    public var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { let entry = UIEntry("-[UIViewController transitioningDelegate]", self); defer { entry.end() }; return storedTransitioningDelegate }
        set { let entry = UIEntry("-[UIViewController setTransitioningDelegate:]", self); defer { entry.end() }; storedTransitioningDelegate = newValue }
    }

    /// How a built-in presentation of this controller animates (`.coverVertical` by default).
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { let entry = UIEntry("-[UIViewController modalTransitionStyle]", self); defer { entry.end() }; return storedModalTransitionStyle }
        set { let entry = UIEntry("-[UIViewController setModalTransitionStyle:]", self); defer { entry.end() }; storedModalTransitionStyle = newValue }
    }

    /// The presentation controller that manages (or will manage) this controller's presentation:
    /// made on first use for the current `modalPresentationStyle` (for `.custom`, the
    /// transitioning delegate's), kept until the dismissal ends.
    public var presentationController: UIPresentationController? {
        let entry = UIEntry("-[UIViewController presentationController]", self); defer { entry.end() }
        if let presented = presentedAncestor, presented !== self { return presented.presentationController }
        return presentationControllerForPresentation(presenting: storedPresentingViewController, source: self)
    }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        let entry = UIEntry("-[UIViewController popoverPresentationController]", self); defer { entry.end() }
        if let presented = presentedAncestor, presented !== self { return presented.popoverPresentationController }
        guard storedModalPresentationStyle == .popover else { return nil }
        return presentationControllerForPresentation(presenting: storedPresentingViewController, source: self) as? UIPopoverPresentationController
    }

    /// The sheet presentation controller, when the controller is presented (or to be presented)
    /// as a sheet (`.pageSheet`, `.formSheet`, `.automatic`, or a popover adapted to a sheet).
    public var sheetPresentationController: UISheetPresentationController? {
        let entry = UIEntry("-[UIViewController sheetPresentationController]", self); defer { entry.end() }
        if let presented = presentedAncestor, presented !== self { return presented.sheetPresentationController }
        switch storedModalPresentationStyle {
        case .pageSheet, .formSheet, .automatic:
            return presentationControllerForPresentation(presenting: storedPresentingViewController, source: self) as? UISheetPresentationController
        case .popover:
            return (presentationControllerForPresentation(presenting: storedPresentingViewController, source: self) as? UIPopoverPresentationController)?
                .adaptiveSheetPresentationController
        default:
            return nil
        }
    }

    /// The presentation controller of the presentation on screen, without making one.
    public var activePresentationController: UIPresentationController? {
        let entry = UIEntry("-[UIViewController activePresentationController]", self); defer { entry.end() }
        guard let presented = presentedAncestor else { return nil }
        return presented.storedPresentationController
    }

    /// Whether this controller is the context a `.currentContext`/`.overCurrentContext`
    /// presentation from it or its children covers (false by default).
    public var definesPresentationContext: Bool {
        get { let entry = UIEntry("-[UIViewController definesPresentationContext]", self); defer { entry.end() }; return storedDefinesPresentationContext }
        set { let entry = UIEntry("-[UIViewController setDefinesPresentationContext:]", self); defer { entry.end() }; storedDefinesPresentationContext = newValue }
    }

    /// Whether a presentation in this context animates with this controller's
    /// `modalTransitionStyle` instead of the presented one's (false by default).
    public var providesPresentationContextTransitionStyle: Bool {
        get { let entry = UIEntry("-[UIViewController providesPresentationContextTransitionStyle]", self); defer { entry.end() }; return storedProvidesPresentationContextTransitionStyle }
        set { let entry = UIEntry("-[UIViewController setProvidesPresentationContextTransitionStyle:]", self); defer { entry.end() }; storedProvidesPresentationContextTransitionStyle = newValue }
    }

    /// Whether the popover is modal (deprecated in iOS 13 for `isModalInPresentation`).
    @available(iOS, deprecated: 13.0, renamed: "isModalInPresentation")
    public var isModalInPopover: Bool {
        get { let entry = UIEntry("-[UIViewController isModalInPopover]", self); defer { entry.end() }; return storedModalInPresentation }
        set { let entry = UIEntry("-[UIViewController setModalInPopover:]", self); defer { entry.end() }; storedModalInPresentation = newValue }
    }

    /// Presents `modalViewController` (deprecated in iOS 6 for `present(_:animated:completion:)`).
    @available(iOS, deprecated: 6.0, message: "Use present(_:animated:completion:)")
    public func presentModalViewController(_ modalViewController: UIViewController, animated: Bool) {
        let entry = UIEntry("-[UIViewController presentModalViewController:animated:]", self); defer { entry.end() }
        startPresentation(of: modalViewController, animated: animated, completion: nil)
    }

    /// Dismisses the presented controller (deprecated in iOS 6 for `dismiss(animated:completion:)`).
    @available(iOS, deprecated: 6.0, message: "Use dismiss(animated:completion:)")
    public func dismissModalViewController(animated: Bool) {
        let entry = UIEntry("-[UIViewController dismissModalViewControllerAnimated:]", self); defer { entry.end() }
        startDismissal(animated: animated, completion: nil)
    }

    /// The presented controller (deprecated in iOS 6 for `presentedViewController`).
    @available(iOS, deprecated: 6.0, renamed: "presentedViewController")
    public var modalViewController: UIViewController? {
        let entry = UIEntry("-[UIViewController modalViewController]", self); defer { entry.end() }
        return presentedViewControllerInHierarchy
    }

    /// The popover size (deprecated in iOS 7 for `preferredContentSize`).
    @available(iOS, deprecated: 7.0, renamed: "preferredContentSize")
    public var contentSizeForViewInPopover: CGSize {
        get { let entry = UIEntry("-[UIViewController contentSizeForViewInPopover]", self); defer { entry.end() }; return storedPreferredContentSize }
        set { let entry = UIEntry("-[UIViewController setContentSizeForViewInPopover:]", self); defer { entry.end() }; preferredContentSize = newValue }
    }
}
