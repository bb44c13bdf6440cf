import Foundation

/// Scripts for alerts and sheets: tapping an alert's button, and the user's gestures on a sheet.
extension Simulation {
    /// The user taps the button titled `title` of the alert or action sheet on screen (the
    /// topmost presented `UIAlertController` of the visible windows): a touch down and up at
    /// the button's middle, so it goes through hit testing like any tap. A disabled button does
    /// nothing; no alert on screen, or no button of that title, is reported as a diagnostic.
    public func tapAlertAction(_ title: String, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "alert action tap") { _ in
            guard let alert = context.topmostAlertController() else {
                DiagnosticCenter.report(.viewControllerMisuse, "Mainline: tapAlertAction(\"\(title)\"): no alert controller is on screen.", in: context)
                return
            }
            guard let button = alert.button(titled: title), let window = button.storedWindow else {
                DiagnosticCenter.report(.viewControllerMisuse, """
                Mainline: tapAlertAction("\(title)"): \(alert) has no button titled "\(title)" on screen \
                (its actions: \(alert.storedActions.map { "\"\($0.storedTitle ?? "")\"" }.joined(separator: ", "))).
                """, in: context)
                return
            }
            let point = button.convert(CGPoint(x: button.storedBounds.midX, y: button.storedBounds.midY), to: window)
            guard let touch = context.deliverTouch(.began, at: point, in: window, touch: nil) else { return }
            context.loop.scheduleInput(after: TimeAmount(seconds: 0.05), "alert action tap") {
                _ = context.deliverTouch(.ended, at: point, in: window, touch: touch)
            }
        }
    }

    /// The user drags the sheet presenting `presented` (a page or form sheet, or a popover
    /// adapted to one) to its detent `identifier`: the sheet animates to it and its delegate
    /// hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    public func dragSheet(_ presented: UIViewController, to identifier: UISheetPresentationController.Detent.Identifier,
                          after delay: TimeInterval = 0) {
        input(after: delay, "sheet drag") { [weak presented] _ in
            guard let presented, let sheet = presented.presentedAncestor?.sheetPresentationControllerInUse else { return }
            sheet.userSelectDetent(identifier)
        }
    }

    /// The user pulls the sheet presenting `presented` down to dismiss it. When the presented
    /// controller (or a child of it) `isModalInPresentation`, or the presentation controller's
    /// delegate says no in `presentationControllerShouldDismiss(_:)`, the sheet stays and the
    /// delegate hears `presentationControllerDidAttemptToDismiss(_:)`; otherwise the delegate
    /// hears `presentationControllerWillDismiss(_:)`, the sheet is dismissed (animated), then
    /// `presentationControllerDidDismiss(_:)`.
    public func pullDownSheet(_ presented: UIViewController, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "sheet pull-down") { [weak presented] _ in
            guard let presented = presented?.presentedAncestor, let controller = presented.storedPresentationController else { return }
            presented.userDismissSheet(controller, in: context)
        }
    }
}

extension SimulationContext {
    /// The topmost alert controller presented in the visible windows.
    func topmostAlertController() -> UIAlertController? {
        for root in app.visibleRootControllers.reversed() {
            if let alert = root.presentationChain.reversed().compactMap({ $0 as? UIAlertController }).first { return alert }
        }
        return nil
    }
}

extension UIViewController {
    /// The sheet presentation controller in use (a popover adapted to a sheet gives its sheet).
    var sheetPresentationControllerInUse: UISheetPresentationController? {
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        if let popover = storedPresentationController as? UIPopoverPresentationController, popover.adaptedToSheet {
            return popover.adaptiveSheetPresentationController
        }
        return nil
    }

    /// Whether this controller or one of its children refuses the user's dismissal.
    var refusesInteractiveDismissal: Bool {
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            if controller.storedModalInPresentation { return true }
            stack.append(contentsOf: controller.storedChildren)
        }
        return false
    }

    /// The user's pull-down of this presented controller's sheet.
    func userDismissSheet(_ controller: UIPresentationController, in context: SimulationContext) {
        guard presentedStyle == .pageSheet, !transitionFlags.isBeingPresented, !transitionFlags.isBeingDismissed else { return }
        let delegate = controller.storedDelegate
        let allowed = !refusesInteractiveDismissal && (delegate.map { d in
            context.loop.span(.delegateCallback, "presentationControllerShouldDismiss(_:)") { d.presentationControllerShouldDismiss(controller) }
        } ?? true)
        guard allowed else {
            if let delegate {
                context.loop.span(.delegateCallback, "presentationControllerDidAttemptToDismiss(_:)") {
                    delegate.presentationControllerDidAttemptToDismiss(controller)
                }
            }
            return
        }
        if let delegate {
            context.loop.span(.delegateCallback, "presentationControllerWillDismiss(_:)") { delegate.presentationControllerWillDismiss(controller) }
        }
        guard let presenter = storedPresentingViewController else { return }
        dismissPresentation(by: presenter, animated: true) {
            if let delegate {
                context.loop.span(.delegateCallback, "presentationControllerDidDismiss(_:)") { delegate.presentationControllerDidDismiss(controller) }
            }
        }
    }
}
