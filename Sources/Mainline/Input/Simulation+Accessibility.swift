import Foundation

extension Simulation {
    /// VoiceOver's user picks the custom action named `name` on `view` (from its
    /// `accessibilityCustomActions`), `delay` seconds from now: its handler (or target and
    /// selector) runs in the main-queue phase. `result`, if given, gets what the action
    /// returned, or nil when the view offers no action of that name.
    public func performAccessibilityCustomAction(named name: String, on view: UIView, after delay: TimeInterval = 0,
                                                 result: ((Bool?) -> Void)? = nil) {
        let context = self.context
        input(after: delay, "accessibility action") { _ in
            context.loop.timeline.markInput()
            var outcome: Bool?
            context.loop.span(.eventHandler, "accessibilityCustomAction") {
                if let action = view.accessibility?.customActions?.first(where: { $0.storedName == name }) {
                    outcome = action.perform()
                }
            }
            result?(outcome)
        }
    }

    /// The VoiceOver escape gesture (a two-finger Z) on `view`, `delay` seconds from now:
    /// `accessibilityPerformEscape()` is asked of the view, then of each next responder (its
    /// superviews and their controllers), until one returns true. `handledBy`, if given, gets
    /// the responder that handled it (nil when none did).
    public func accessibilityEscape(from view: UIView, after delay: TimeInterval = 0, handledBy: ((UIResponder?) -> Void)? = nil) {
        let context = self.context
        input(after: delay, "accessibility escape") { _ in
            context.loop.timeline.markInput()
            var responder: UIResponder? = view
            var handler: UIResponder?
            var visited = 0
            while let current = responder, visited < 10_000 {
                visited += 1
                var handled = false
                context.loop.span(.eventHandler, "accessibilityPerformEscape") {
                    switch current {
                    case let v as UIView: handled = v.accessibilityPerformEscape()
                    case let c as UIViewController: handled = c.accessibilityPerformEscape()
                    default: break
                    }
                }
                if handled { handler = current; break }
                responder = current.next
            }
            handledBy?(handler)
        }
    }
}
