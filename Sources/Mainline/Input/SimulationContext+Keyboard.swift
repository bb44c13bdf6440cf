import Foundation

extension SimulationContext {
    /// The keyboard's standard animation.
    static let keyboardAnimationDuration: TimeInterval = 0.25
    static let keyboardAnimationCurve = 7

    /// Shows the keyboard at `height` points (or changes its height), or hides it (nil):
    /// the will-notifications now, the guides moved, the did-notifications when the animation ends.
    /// `input` is the text input it shows or hides for (the first responder when nil).
    func setKeyboard(height: CGFloat?, for input: UIResponder? = nil) {
        let bounds = app.screen.storedBounds
        let hidden = CGRect(x: 0, y: bounds.height, width: bounds.width, height: height ?? app.keyboardFrame?.height ?? 0)
        let begin = app.keyboardFrame ?? hidden
        let end = height.map { CGRect(x: 0, y: bounds.height - $0, width: bounds.width, height: $0) } ?? hidden
        guard begin != end || (height == nil) != (app.keyboardFrame == nil) else { return }
        let showing = height != nil
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let wasShown = app.keyboardFrame != nil
        let screen = app.screen
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: info)
        if showing || wasShown {
            center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                        object: screen, userInfo: info)
        }
        app.keyboardFrame = height.map { _ in end }
        for window in app.windows {
            for view in window.subtreeInPreOrder() where view.storedKeyboardGuide != nil {
                LayoutEngine.guidesInsetsChanged(view)
                view.markNeedsLayout()
            }
        }
        if let input = (input ?? app.firstResponder) as? UIView, input.storedWindow != nil { input.layOutForKeyboardChange() }
        let done = loop.clock.now + TimeAmount(seconds: Self.keyboardAnimationDuration)
        loop.extendAnimations(until: done)
        loop.scheduler.schedule(at: done, kind: .scheduledWork, name: "keyboard animation") {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: info)
            if showing || wasShown {
                center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                            object: screen, userInfo: info)
            }
        }
    }
}
