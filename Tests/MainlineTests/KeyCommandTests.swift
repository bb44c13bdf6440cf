import Foundation
@testable import Mainline
import Testing

/// A view that can be first responder and handles no key itself.
private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A controller with keyboard shortcuts (⌘N, ⌘⇧N disabled by validation, ↑ with or without
/// priority) that logs its actions, the presses and the shakes that reach it.
private final class ShortcutController: UIViewController {
    let log: CallLog
    let focus = FocusView()
    let field = UITextField()
    var upWantsPriority = false
    var senders: [AnyObject] = []

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        focus.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        field.frame = CGRect(x: 0, y: 300, width: 200, height: 40)
        view.addSubview(focus)
        view.addSubview(field)
    }

    override var keyCommands: [UIKeyCommand]? {
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp:")
        up.wantsPriorityOverSystemBehavior = upWantsPriority
        return [UIKeyCommand(title: "New", action: "newDocument:", input: "n", modifierFlags: .command),
                UIKeyCommand(title: "New Window", action: "newWindow:", input: "n", modifierFlags: [.command, .shift]),
                up]
    }

    override func validate(_ command: UICommand) {
        if command.action == "newWindow:" { command.attributes = .disabled }
    }

    func newDocument(_ sender: UIKeyCommand) { log("newDocument \(sender.title)"); senders.append(sender) }
    func newWindow(_ sender: UIKeyCommand) { log("newWindow") }
    func moveUp(_ sender: UIKeyCommand) { log("moveUp") }

    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        switch selector {
        case "newDocument:": return SelectorMethod { self.newDocument(try $0.value(0)); return nil }
        case "newWindow:": return SelectorMethod { self.newWindow(try $0.value(0)); return nil }
        case "moveUp:": return SelectorMethod { self.moveUp(try $0.value(0)); return nil }
        default: return super.selectorMethod(selector)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log("pressesBegan \(press.key?.charactersIgnoringModifiers ?? "?") \(press.key?.modifierFlags == .command)") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log("pressesEnded \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log("motionEnded \(motion == .motionShake) \(event?.type == .motion)")
    }
}

@Suite("Keyboard shortcuts and presses: UIKeyCommand and pressesBegan through the responder chain")
struct KeyCommandTests {
    private func show(_ sim: Simulation, log: CallLog) -> ShortcutController {
        let controller = inspect(sim) { () -> ShortcutController in
            let window = UIWindow()
            let controller = ShortcutController(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        sim.runUntilIdle()
        return controller
    }

    @Test("a key command of a responder up the chain from the first responder runs its action with the command as sender, and the press goes no further")
    func commandUpTheChain() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log: log)
        #expect(inspect(sim) { controller.focus.becomeFirstResponder() })
        sim.pressKey("N", modifierFlags: .command)
        sim.runUntilIdle()
        #expect(log.entries == ["newDocument New"])
        #expect(inspect(sim) { (controller.senders.first as? UIKeyCommand)?.input == "n" })
    }

    @Test("a key no command matches goes to the first responder as pressesBegan, then pressesEnded, passed up to the controller")
    func unmatchedPress() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log: log)
        _ = inspect(sim) { controller.focus.becomeFirstResponder() }
        sim.pressKey("x", modifierFlags: .command, duration: 0.2)
        sim.run(for: 0.1)
        #expect(log.entries == ["pressesBegan x true"])
        sim.runUntilIdle()
        #expect(log.entries == ["pressesBegan x true", "pressesEnded x"])
        // Other modifiers do not match ⌘N.
        log.clear()
        sim.pressKey("n", modifierFlags: .control)
        sim.runUntilIdle()
        #expect(log.entries == ["pressesBegan n false", "pressesEnded n"])
    }

    @Test("validate(_:) disabling the command keeps its action from running")
    func validationDisables() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log: log)
        _ = inspect(sim) { controller.focus.becomeFirstResponder() }
        sim.pressKey("n", modifierFlags: [.command, .shift])
        sim.runUntilIdle()
        #expect(!log.entries.contains("newWindow"))
        #expect(log.entries.first?.hasPrefix("pressesBegan") == true)
    }

    @Test("a text field that is first responder keeps the arrow keys unless the command wants priority over system behaviour")
    func textFieldKeepsArrows() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log: log)
        #expect(inspect(sim) { controller.field.becomeFirstResponder() })
        sim.pressKey(UIKeyCommand.inputUpArrow)
        sim.runUntilIdle()
        #expect(!log.entries.contains("moveUp"))
        inspect(sim) { controller.upWantsPriority = true }
        log.clear()
        sim.pressKey(UIKeyCommand.inputUpArrow)
        sim.runUntilIdle()
        #expect(log.entries == ["moveUp"])
    }

    @Test("a shake reaches the controller as motionEnded(.motionShake) through the chain")
    func shake() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = show(sim, log: log)
        _ = inspect(sim) { controller.focus.becomeFirstResponder() }
        sim.shake(duration: 0.3)
        sim.runUntilIdle()
        #expect(log.entries == ["motionEnded true true"])
    }
}
