import Foundation

extension Simulation {
    /// A key is pressed on a hardware keyboard: `input` (a character, or one of the
    /// `UIKeyCommand.input…` constants) with `modifierFlags`. The first key command that matches,
    /// searching the first responder's `keyCommands` and then each next responder's, is
    /// performed (its action goes to the first responder along the chain that can perform it,
    /// with the command as sender), and the press goes no further. Otherwise the first responder
    /// (or the key window) gets `pressesBegan(_:with:)` and, `duration` seconds later,
    /// `pressesEnded(_:with:)`, each passed up the chain by the responders that do not handle it.
    /// A shortcut without `wantsPriorityOverSystemBehavior` yields the arrow keys, Return,
    /// Delete and Tab to a text field or text view that is first responder.
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = [], duration: TimeInterval = 0.1, after delay: TimeInterval = 0) {
        let context = self.context
        let duration = duration.isFinite ? max(0, duration) : 0.1
        self.input(after: delay, "key press") { now in
            context.loop.timeline.markInput()
            let app = context.app.application
            let key = UIKey.forInput(input, modifierFlags: modifierFlags)
            let first: UIResponder? = context.app.firstResponder ?? context.app.windows.first { $0.storedIsKeyWindow && !$0.storedIsHidden }
            guard let start = first else { return }
            if app.performKeyCommand(for: key, from: start) { return }
            let press = UIPress(phase: .began, type: .select, timestamp: now, window: (start as? UIView)?.storedWindow ?? (start as? UIWindow),
                                responder: start, key: key)
            let began = UIPressesEvent(touches: [], timestamp: now)
            began.storedType = .presses
            began.storedModifierFlags = modifierFlags
            began.presses = [press]
            began.changedPresses = [press]
            app.sendEvent(began)
            context.loop.scheduleInput(after: TimeAmount(seconds: duration), "key release") {
                context.loop.timeline.markInput()
                press.storedPhase = .ended
                press.storedTimestamp = context.loop.clock.now
                let ended = UIPressesEvent(touches: [], timestamp: context.loop.clock.now)
                ended.storedType = .presses
                ended.storedModifierFlags = modifierFlags
                ended.presses = [press]
                ended.changedPresses = [press]
                context.app.application.sendEvent(ended)
            }
        }
    }
}

extension UIApplication {
    /// Performs the first key command matching `key` along the chain from `start`; returns
    /// whether one ran.
    func performKeyCommand(for key: UIKey, from start: UIResponder) -> Bool {
        let textInputFirst = start is UITextField || start is UITextView
        let systemKeys: Set<UIKeyboardHIDUsage> = [.keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
                                                   .keyboardReturnOrEnter, .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardTab]
        var responder: UIResponder? = start
        var visited = 0
        while let current = responder, visited < 10_000 {
            visited += 1
            var commands: [UIKeyCommand]?
            context.loop.span(.controllerCallback, "keyCommands") { commands = current.keyCommands }
            for command in commands ?? [] where command.matches(key) {
                if textInputFirst, systemKeys.contains(key.storedKeyCode), !command.storedWantsPriorityOverSystemBehavior { continue }
                if command.perform(from: start, sender: command) { return true }
            }
            responder = current.next
        }
        return false
    }
}
