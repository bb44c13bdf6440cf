import Foundation

/// Hears how a presentation adapts to a compact environment and decides about the dismissals
/// the user starts (pulling a sheet down). Every method is optional.
///
/// The two `adaptivePresentationStyle` methods return the style to use instead: `.none` keeps
/// the presentation's own style (a popover stays a popover on a phone); not implementing them
/// (their defaults answer `.automatic`, which UIKit treats as "no answer") leaves the
/// presentation controller's own adaptation.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact width.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in an environment of `traitCollection` (asked first).
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to present instead when the presentation adapts to `style` (nil: the
    /// presented one).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to be shown in the adapted `style`.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// The presentation adapts to another presentation controller, which the delegate may set up.
    func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController)
    /// Whether a dismissal the user starts may happen (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started happened (not called for `dismiss(animated:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and `isModalInPresentation` or `presentationControllerShouldDismiss(_:)` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate adaptivePresentationStyleForPresentationController:]")
        return .automatic
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate adaptivePresentationStyleForPresentationController:traitCollection:]")
        return .automatic
    }

    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationController:viewControllerForAdaptivePresentationStyle:]")
        return nil
    }

    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:]")
    }

    public func presentationController(_ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController) {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationController:prepareAdaptivePresentationController:]")
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationControllerShouldDismiss:]")
        return true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationControllerWillDismiss:]")
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationControllerDidDismiss:]")
    }

    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        UIEntry.check("-[UIAdaptivePresentationControllerDelegate presentationControllerDidAttemptToDismiss:]")
    }
}
