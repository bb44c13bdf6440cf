import Mainline
import Testing

/// A controller whose bottom bar sits on the keyboard layout guide, logging its layouts and
/// the keyboard notifications it hears.
private final class ChatController: UIViewController {
    let bar = UIView()
    let field = UITextField()
    let log: CallLog
    var observers: [NSObjectProtocol] = []

    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(field)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"), (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"), (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: UIScreen.main, queue: nil) { [log] note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1
                log("\(label) end=\(Int(end.minY)),\(Int(end.height)) duration=\(duration)")
            })
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log("viewDidLayoutSubviews bar.maxY=\(Int(bar.frame.maxY))")
    }

    deinit { observers.forEach(NotificationCenter.default.removeObserver) }
}

@Suite("The keyboard", .serialized)
struct KeyboardTests {
    private func launch() -> (Simulation, ChatController, CallLog) {
        let sim = makeSimulation()
        let log = CallLog()
        let box = Box<ChatController?>(nil)
        sim.start {
            let window = UIWindow()
            let controller = ChatController(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            box.value = controller
        }
        sim.runUntilIdle()
        log.clear()
        return (sim, box.value!, log)
    }

    @Test("showing and hiding: notifications in UIKit's order, and the guide moves the bar")
    func showAndHide() {
        let (sim, controller, log) = launch()
        // Without a keyboard the guide covers the bottom safe area: the bar ends at 844 − 34.
        #expect(inspect(sim) { controller.bar.frame.maxY } == 810)
        log.clear()
        sim.showKeyboard()
        sim.run(for: 0.5)
        #expect(log.entries == [
            "willChangeFrame end=508,336 duration=0.25", "willShow end=508,336 duration=0.25",
            "viewDidLayoutSubviews bar.maxY=508",
            "didChangeFrame end=508,336 duration=0.25", "didShow end=508,336 duration=0.25",
        ])
        log.clear()
        sim.hideKeyboard()
        sim.run(for: 0.5)
        #expect(log.entries == [
            "willChangeFrame end=844,336 duration=0.25", "willHide end=844,336 duration=0.25",
            "viewDidLayoutSubviews bar.maxY=810",
            "didChangeFrame end=844,336 duration=0.25", "didHide end=844,336 duration=0.25",
        ])
    }

    @Test("a text field becoming first responder shows the keyboard; moving to another keeps it up")
    func textInputShowsKeyboard() {
        let (sim, controller, log) = launch()
        let other = Box<UITextField?>(nil)
        sim.perform {
            let second = UITextField()
            controller.view.addSubview(second)
            other.value = second
            controller.field.becomeFirstResponder()
        }
        sim.run(for: 0.5)
        #expect(log.entries.filter { $0.hasPrefix("will") } == ["willChangeFrame end=508,336 duration=0.25", "willShow end=508,336 duration=0.25"])
        log.clear()
        sim.perform { other.value!.becomeFirstResponder() }
        sim.run(for: 0.5)
        #expect(log.entries.isEmpty)
        #expect(inspect(sim) { other.value!.isFirstResponder && !controller.field.isFirstResponder })
        sim.perform { other.value!.resignFirstResponder() }
        sim.run(for: 0.5)
        #expect(log.entries.contains("willHide end=844,336 duration=0.25"))
    }
}
