import Foundation

extension Simulation {
    /// Types `text` into a text field or text view as a user does: it becomes first responder
    /// (editing begins) unless it is already, then each character arrives as its own event,
    /// `interval` seconds apart, through the delegate's checks; in a text field a newline is the
    /// return key. A responder that cannot become first responder gets nothing. Typing into a
    /// search bar types into its search field.
    public func type(_ text: String, into input: UIResponder, interval: TimeInterval = 0.1, after delay: TimeInterval = 0) {
        let input: UIResponder = (input as? UISearchBar)?.storedSearchField ?? input
        let interval = interval.isFinite && interval >= 0 ? interval : 0.1
        let context = self.context
        self.input(after: delay, "typing") { [weak input] _ in
            guard let input, input.isFirstResponder || input.becomeFirstResponder() else { return }
            for (i, character) in text.enumerated() {
                context.loop.scheduleInput(after: TimeAmount(seconds: interval * Double(i)), "key") { [weak input] in
                    guard let input, context.app.firstResponder === input else { return }
                    context.loop.timeline.markInput()
                    if let field = input as? UITextField { field.insertTyped(String(character)) }
                    else if let view = input as? UITextView { view.insertTyped(String(character)) }
                }
            }
        }
    }
}

extension Simulation {
    /// Composes text with an input method, as a user of a Japanese or Chinese keyboard does:
    /// `input` becomes first responder unless it is already, then each of `stages` arrives as
    /// marked text in turn, `interval` seconds apart (`setMarkedText(_:selectedRange:)`, the
    /// delegate asked as for typing), then `commit` replaces the marked text (nil: the last
    /// stage stays) and the text is committed (`unmarkText()`).
    public func compose(_ stages: [String], commit: String? = nil, into input: UIResponder,
                        interval: TimeInterval = 0.1, after delay: TimeInterval = 0) {
        let input: UIResponder = (input as? UISearchBar)?.storedSearchField ?? input
        let interval = interval.isFinite && interval >= 0 ? interval : 0.1
        let context = self.context
        let steps = stages.map { Optional($0) } + [commit]
        self.input(after: delay, "composing") { [weak input] _ in
            guard let input else { return }
            guard input is UITextInput, input.isFirstResponder || input.becomeFirstResponder() else {
                DiagnosticCenter.report(.viewControllerMisuse, "Mainline: compose(_:into:): \(Swift.type(of: input)) is not a text input that can become first responder; nothing was composed.", in: context)
                return
            }
            for (i, step) in steps.enumerated() {
                context.loop.scheduleInput(after: TimeAmount(seconds: interval * Double(i)), "key") { [weak input] in
                    guard let input = input as? UIResponder & UITextInput, context.app.firstResponder === input else { return }
                    context.loop.timeline.markInput()
                    if let step { input.setMarkedText(step, selectedRange: NSRange(location: (step as NSString).length, length: 0)) }
                    if i == steps.count - 1 { input.unmarkText() }
                }
            }
        }
    }
}
