import Foundation
@testable import Mainline
import Testing

/// A controller whose methods selectors reach, written by hand as `SelectorDispatching`
/// documents (adapted code gets the same override generated).
private final class ActionController: UIViewController {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func refresh() { log("refresh") }
    func tapped(_ sender: UIButton) { log("tapped \(sender.currentTitle ?? "")") }
    func tapped(_ sender: UIButton, forEvent event: UIEvent) { log("tapped:forEvent: \(sender.currentTitle ?? "") \(event.type)") }
    func keyboardWillShow(_ notification: Notification) {
        let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        log("keyboardWillShow \(notification.name.rawValue) \(Int(frame.height))")
    }
    func tick(_ timer: Timer) { log("tick \(timer.userInfo as? String ?? "-")") }
    func step(_ link: CADisplayLink) { log("step") }
    func handleTap(_ recognizer: UITapGestureRecognizer) { log("handleTap \(recognizer.state)") }
    func answer() -> String { "42" }

    override func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        switch selector {
        case "refresh": return SelectorMethod { _ in self.refresh(); return nil }
        case "tapped:": return SelectorMethod { self.tapped(try $0.value(0)); return nil }
        case "tapped:forEvent:": return SelectorMethod { self.tapped(try $0.value(0), forEvent: try $0.value(1)); return nil }
        case "keyboardWillShow:": return SelectorMethod { self.keyboardWillShow(try $0.value(0)); return nil }
        case "tick:": return SelectorMethod { self.tick(try $0.value(0)); return nil }
        case "step:": return SelectorMethod { self.step(try $0.value(0)); return nil }
        case "handleTap:": return SelectorMethod { self.handleTap(try $0.value(0)); return nil }
        case "answer": return SelectorMethod { _ in self.answer() }
        default: return super.selectorMethod(selector)
        }
    }
}

/// A plain object (not a responder) that conforms in its own body, as adapted NSObject
/// subclasses do.
private final class Listener: NSObject, SelectorDispatching {
    let log: CallLog
    init(log: CallLog) { self.log = log }
    func heard(_ notification: Notification) { log("heard \(notification.name.rawValue) \(notification.userInfo?["n"] as? Int ?? 0)") }
    func selectorMethod(_ selector: Selector) -> SelectorMethod? {
        selector == "heard:" ? SelectorMethod { self.heard(try $0.value(0)); return nil } : nil
    }
}

/// A window whose root controller is an `ActionController` with a 100 × 40 button at (20, 100)
/// titled "Go".
@MainActor
private func scene(_ sim: Simulation, log: CallLog) -> (ActionController, UIButton) {
    let window = UIWindow()
    let controller = ActionController(log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 40)
    controller.view.addSubview(button)
    return (controller, button)
}

@Suite("Selectors: target-action, gestures, notifications, timers, display links, perform")
struct SelectorTests {
    @Test("addTarget: a tap sends the action with 0, 1 or 2 arguments (sender, event) to the target (UIControl's documented action forms)")
    func targetActionArities() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let (controller, button) = scene(sim, log: log)
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.addTarget(controller, action: "tapped:", for: .touchUpInside)
            button.addTarget(controller, action: "tapped:forEvent:", for: .touchUpInside)
        }
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 60, y: 120))
        sim.run(for: 0.2)
        #expect(log.entries == ["refresh", "tapped Go", "tapped:forEvent: Go touches"])
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("the same target and action added twice is sent once; events add up (\"It is also safe to call this method multiple times with the same target and action\")")
    func duplicateTargetAction() {
        let sim = makeSimulation()
        let log = CallLog()
        let events = Box<UIControl.Event>([])
        sim.start {
            let (controller, button) = scene(sim, log: log)
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.addTarget(controller, action: "refresh", for: .valueChanged)
            events.value = button.allControlEvents
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .valueChanged)
        }
        #expect(log.entries == ["refresh", "refresh"])
        #expect(events.value == [.touchUpInside, .valueChanged])
    }

    @Test("UIActions and target-actions run in the order they were added; removeTarget, actions(forTarget:forControlEvent:) and allTargets as documented")
    func orderAndQueries() {
        let sim = makeSimulation()
        let log = CallLog()
        let answers = Box<[String]>([])
        sim.start {
            let (controller, button) = scene(sim, log: log)
            button.addAction(UIAction { _ in log("action 1") }, for: .touchUpInside)
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.addAction(UIAction { _ in log("action 2") }, for: .touchUpInside)
            button.addTarget(nil, action: "tapped:", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            answers.value.append("\(button.actions(forTarget: controller, forControlEvent: .touchUpInside) ?? [])")
            answers.value.append("\(button.actions(forTarget: nil, forControlEvent: .touchUpInside) as Any)")
            answers.value.append("\(button.allTargets.count) \(button.allTargets.contains { $0.base is NSNull }) \(button.allTargets.contains(AnyHashable(controller)))")
            button.removeTarget(nil, action: "tapped:", for: .allEvents)
            button.removeTarget(controller, action: nil, for: .touchUpInside)
            answers.value.append("\(button.actions(forTarget: controller, forControlEvent: .touchUpInside) as Any) \(button.allTargets.count)")
            log.clear()
            button.sendActions(for: .touchUpInside)
        }
        #expect(log.entries == ["action 1", "action 2"])
        #expect(answers.value == ["[\"refresh\"]", "nil", "2 true true", "nil 0"])
    }

    @Test("the control does not retain its target: a freed target is skipped without a report (\"The control does not retain the object in the target parameter\")")
    func weakTarget() {
        let sim = makeSimulation()
        let log = CallLog()
        let freed = WeakBox<ActionController>()
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 100, width: 100, height: 40)
            window.addSubview(button)
            var controller: ActionController? = ActionController(log: log)
            freed.value = controller
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            controller = nil
            button.sendActions(for: .touchUpInside)
        }
        #expect(freed.value == nil)
        #expect(log.entries.isEmpty)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a nil target goes up the responder chain from the button to its view's controller; with a first responder, from there (UIApplication.sendAction(_:to:from:for:))")
    func nilTargetResponderChain() {
        let sim = makeSimulation()
        let log = CallLog()
        let result = Box<[Bool]>([])
        sim.start {
            let (controller, button) = scene(sim, log: log)
            button.addTarget(nil, action: "tapped:", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            // Nothing on the chain answers: nothing happens, nothing is reported.
            result.value.append(UIApplication.shared.sendAction("noSuchAction", to: nil, from: button, for: nil))
            // From a first responder inside the controller's view, the chain still reaches it.
            let field = UITextField(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
            controller.view.addSubview(field)
            result.value.append(field.becomeFirstResponder())
            result.value.append(UIApplication.shared.sendAction("refresh", to: nil, from: nil, for: nil))
            // UIKit's own method by selector: the keyboard-dismissal idiom.
            result.value.append(UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil))
            result.value.append(field.isFirstResponder)
            result.value.append(controller.responds(to: "tapped:"))
            result.value.append(controller.responds(to: "nope"))
            result.value.append(button.target(forAction: "refresh", withSender: nil) as AnyObject? === controller)
        }
        #expect(log.entries == ["tapped Go", "refresh"])
        #expect(result.value == [false, true, true, true, false, true, false, true])
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("a target without the method: iOS's \"unrecognized selector sent to instance\" as a diagnostic, and the run goes on")
    func unrecognizedSelector() throws {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let (controller, button) = scene(sim, log: log)
            button.addTarget(controller, action: "tappedTwice:", for: .touchUpInside)
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }
        #expect(log.entries == ["refresh"])
        let diagnostic = try #require(sim.diagnostics.first { $0.kind == .unrecognizedSelector })
        #expect(diagnostic.message.hasPrefix("-[ActionController tappedTwice:]: unrecognized selector sent to instance 0x"))
    }

    @Test("an argument of the wrong type is reported and the method is not called (no crash)")
    func argumentMismatch() throws {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let (controller, _) = scene(sim, log: log)
            let slider = UISlider()
            slider.addTarget(controller, action: "tapped:", for: .valueChanged)
            slider.sendActions(for: .valueChanged)
        }
        #expect(log.entries.isEmpty)
        let diagnostic = try #require(sim.diagnostics.first { $0.kind == .selectorArgumentMismatch })
        #expect(diagnostic.message == "-[ActionController tapped:]: argument 1 is a UISlider, but the method takes UIButton; the message was not sent")
    }

    @Test("a subclass's sendAction(_:to:for:) override sees each target-action (UIKit routes them through it)")
    func sendActionOverride() {
        final class LoggingButton: UIButton {
            var log: CallLog?
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                log?("send \(action)")
                super.sendAction(action, to: target, for: event)
            }
        }
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let controller = ActionController(log: log)
            let button = LoggingButton(type: .custom)
            button.log = log
            button.addTarget(controller, action: "refresh", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }
        #expect(log.entries == ["send refresh", "refresh"])
    }

    @Test("UITapGestureRecognizer(target:action:) sends its action with the recognizer when it recognizes; removeTarget stops it")
    func gestureTarget() {
        let sim = makeSimulation()
        let log = CallLog()
        let recognizer = Box<UITapGestureRecognizer?>(nil)
        let controllerBox = Box<ActionController?>(nil)
        sim.start {
            let (controller, _) = scene(sim, log: log)
            controllerBox.value = controller
            let tap = UITapGestureRecognizer(target: controller, action: "handleTap:")
            controller.view.addGestureRecognizer(tap)
            recognizer.value = tap
        }
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.run(for: 0.3)
        #expect(log.entries == ["handleTap ended"])
        sim.perform { recognizer.value?.removeTarget(controllerBox.value, action: "handleTap:") }
        sim.tap(at: CGPoint(x: 200, y: 400), after: 0.5)
        sim.run(for: 1)
        #expect(log.entries == ["handleTap ended"])
    }

    @Test("addObserver(_:selector:name:object:) calls the method with the notification, in registration order, filtered by object; removeObserver stops it; a freed observer hears nothing")
    func notifications() {
        let log = CallLog()
        let center = NotificationCenter()
        let name = Notification.Name("Ping")
        let sender = NSObject()
        let first = Listener(log: log)
        var second: Listener? = Listener(log: CallLog())
        let third = Listener(log: log)
        center.addObserver(first, selector: "heard:", name: name, object: nil)
        center.addObserver(second!, selector: "heard:", name: name, object: nil)
        center.addObserver(third, selector: "heard:", name: name, object: sender)
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: name, object: sender, userInfo: ["n": 2])
        #expect(log.entries == ["heard Ping 1", "heard Ping 2", "heard Ping 2"])
        log.clear()
        weak let freed = second
        second = nil
        #expect(freed == nil)
        center.removeObserver(first)
        center.post(name: name, object: sender, userInfo: ["n": 3])
        center.post(name: Notification.Name("Other"), object: sender)
        #expect(log.entries == ["heard Ping 3"])
    }

    @Test("a keyboard notification reaches a selector observer in the simulation (willShow, posted by the keyboard model)")
    func keyboardNotification() {
        let sim = makeSimulation()
        let log = CallLog()
        let controllerBox = Box<ActionController?>(nil)
        sim.start {
            let (controller, _) = scene(sim, log: log)
            controllerBox.value = controller
            NotificationCenter.default.addObserver(controller, selector: "keyboardWillShow:", name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        sim.showKeyboard(height: 299)
        sim.run(for: 0.5)
        // Keyboards of other simulations (tests run in parallel) post to the same center: this
        // one is 299 points high.
        #expect(log.entries.filter { $0.hasSuffix(" 299") } == ["keyboardWillShow UIKeyboardWillShowNotification 299"])
        NotificationCenter.default.removeObserver(controllerBox.value!)
    }

    @Test("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) fires on the simulation's clock with the timer as argument; invalidate() stops it")
    func scheduledTimer() {
        let sim = makeSimulation()
        let log = CallLog()
        let timer = Box<Timer?>(nil)
        let fireTimes = Box<[TimeInterval]>([])
        sim.start {
            let (controller, _) = scene(sim, log: log)
            timer.value = Timer.scheduledTimer(timeInterval: 2, target: controller, selector: "tick:", userInfo: "info", repeats: true)
        }
        let start = sim.now
        for _ in 0..<3 {
            let before = log.entries.count
            while log.entries.count == before { sim.runFrames(1) }
            fireTimes.value.append(sim.now - start)
        }
        #expect(log.entries == ["tick info", "tick info", "tick info"])
        // Each fire falls in the first frame at or after 2, 4, 6 s (60 Hz frames).
        for (index, time) in fireTimes.value.enumerated() {
            #expect(abs(time - Double(index + 1) * 2) < 0.05, "fire \(index) at \(time)")
        }
        sim.perform { timer.value?.invalidate() }
        sim.run(for: 10)
        #expect(log.entries.count == 3)
        #expect(timer.value?.isValid == false && timer.value?.userInfo == nil)
    }

    @Test("Timer(timeInterval:target:selector:userInfo:repeats:) that does not repeat fires once and invalidates itself; a ten-minute timer costs no wall time")
    func oneShotTimer() {
        let sim = makeSimulation()
        let log = CallLog()
        let timer = Box<Timer?>(nil)
        sim.start {
            let (controller, _) = scene(sim, log: log)
            let made = Timer(timeInterval: 600, target: controller, selector: "tick:", userInfo: nil, repeats: false)
            RunLoop.main.add(made, forMode: .common)
            timer.value = made
        }
        let wall = Date()
        sim.run(for: 599)
        #expect(log.entries.isEmpty)
        sim.run(for: 2)
        #expect(log.entries == ["tick -"])
        #expect(timer.value?.isValid == false)
        #expect(Date().timeIntervalSince(wall) < 30)
    }

    @Test("a scheduled timer nobody keeps still fires: the simulation holds it, as a run loop holds its timers")
    func unheldTimer() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let (controller, _) = scene(sim, log: log)
            Timer.scheduledTimer(timeInterval: 1, target: controller, selector: "tick:", userInfo: nil, repeats: false)
        }
        sim.run(for: 1.5)
        #expect(log.entries == ["tick -"])
    }

    @Test("timers and delayed performs of a simulation that is dropped do not keep their targets alive")
    func droppedSimulationReleasesTargets() {
        let freed = WeakBox<ActionController>()
        do {
            let sim = makeSimulation()
            sim.start {
                let controller = ActionController(log: CallLog())
                freed.value = controller
                controller.perform("refresh", with: nil, afterDelay: 60)
                Timer.scheduledTimer(timeInterval: 30, target: controller, selector: "tick:", userInfo: nil, repeats: true)
            }
            sim.runFrames(2)
        }
        #expect(freed.value == nil)
    }

    @Test("CADisplayLink(target:selector:) sends its selector once per frame with the link, until invalidated")
    func displayLink() {
        let sim = makeSimulation()
        let log = CallLog()
        let link = Box<CADisplayLink?>(nil)
        sim.start {
            let (controller, _) = scene(sim, log: log)
            let made = CADisplayLink(target: controller, selector: "step:")
            made.add(to: .main, forMode: .common)
            link.value = made
        }
        sim.runFrames(5)
        let steps = log.entries.count
        #expect(steps >= 4 && steps <= 5)
        sim.perform { link.value?.invalidate() }
        sim.runFrames(5)
        #expect(log.entries.count <= steps + 1)
    }

    @Test("perform(_:with:afterDelay:) runs on the simulation's clock; cancelPreviousPerformRequests cancels; perform(_:) returns the method's value")
    func performAfterDelay() {
        let sim = makeSimulation()
        let log = CallLog()
        let answer = Box<String?>(nil)
        let controllerBox = Box<ActionController?>(nil)
        sim.start {
            let (controller, _) = scene(sim, log: log)
            controllerBox.value = controller
            controller.perform("refresh", with: nil, afterDelay: 1)
            controller.perform("tick:", with: nil, afterDelay: 1.5)
            answer.value = controller.perform("answer")?.takeUnretainedValue() as? String
        }
        #expect(answer.value == "42")
        sim.run(for: 1.2)
        #expect(log.entries == ["refresh"])
        sim.perform { UIViewController.cancelPreviousPerformRequests(withTarget: controllerBox.value!) }
        sim.run(for: 2)
        #expect(log.entries == ["refresh"])
        sim.perform {
            controllerBox.value!.perform("refresh", with: "a", afterDelay: 0.5)
            controllerBox.value!.perform("refresh", with: "b", afterDelay: 0.5)
            UIViewController.cancelPreviousPerformRequests(withTarget: controllerBox.value!, selector: "refresh", object: "a")
        }
        sim.run(for: 1)
        #expect(log.entries == ["refresh", "refresh"])
    }

    @Test("UIBarButtonItem(title:style:target:action:) sends its action with the item; a primary action takes precedence (\"the system ignores the item's target and action\")")
    func barButtonItem() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let (controller, _) = scene(sim, log: log)
            let item = UIBarButtonItem(title: "Reload", style: .plain, target: controller, action: "refresh")
            item.perform()
            item.primaryAction = UIAction { _ in log("primary") }
            item.perform()
            item.primaryAction = nil
            item.isEnabled = false
            item.perform()
        }
        #expect(log.entries == ["refresh", "primary"])
    }
}
