import Mainline
import Testing

private final class TouchLog: UIView {
    var log: CallLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?("view touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?("view touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?("view touchesCancelled") }
}

@Suite("Gesture recognizers")
struct GestureTests {
    private func scene(_ attach: @escaping @MainActor (UIView, CallLog) -> Void) -> (Simulation, CallLog) {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = TouchLog(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            view.log = log
            window.addSubview(view)
            attach(view, log)
        }
        sim.runUntilIdle()
        return (sim, log)
    }

    @Test("""
    a tap: the recognizer sees the touches first, recognizes, and cancels the view's touches just \
    before its handler runs (UIGestureRecognizer.h: cancelsTouchesInView "causes touchesCancelled… \
    to be sent to the view … immediately before the action method is called")
    """)
    func tap() {
        let (sim, log) = scene { view, log in
            view.addGestureRecognizer(UITapGestureRecognizer { g in log("tap \(g.state) at \(g.location(in: view))") })
        }
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.run(for: 0.3)
        #expect(log.entries == ["view touchesBegan", "view touchesCancelled", "tap ended at CGPoint(x: 50.0, y: 50.0)"])
    }

    @Test("a double tap needs two taps within 0.35 s; a finger that moves is not a tap")
    func doubleTapAndMovement() {
        let (sim, log) = scene { view, log in
            let double = UITapGestureRecognizer { _ in log("double") }
            double.numberOfTapsRequired = 2
            double.cancelsTouchesInView = false
            view.addGestureRecognizer(double)
        }
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.tap(at: CGPoint(x: 52, y: 151), after: 0.2)
        sim.run(for: 0.5)
        #expect(log.entries.filter { $0 == "double" }.count == 1)
        log.clear()
        sim.tap(at: CGPoint(x: 50, y: 150))
        sim.tap(at: CGPoint(x: 50, y: 150), after: 0.5)
        sim.run(for: 1)
        #expect(!log.entries.contains("double"))
    }

    @Test("a pan: began after 10 points, changed each frame, ended on lift, with its translation")
    func pan() {
        let translations = Box<[CGPoint]>([])
        let (sim, log) = scene { view, log in
            view.addGestureRecognizer(UIPanGestureRecognizer { g in
                log("pan \(g.state)")
                if g.state == .ended { translations.value.append((g as! UIPanGestureRecognizer).translation(in: view)) }
            })
        }
        sim.pan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 320), duration: 0.2)
        sim.run(for: 0.5)
        let states = log.entries.filter { $0.hasPrefix("pan") }
        #expect(states.first == "pan began" && states.last == "pan ended")
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == "pan changed" } && states.count >= 4)
        #expect(translations.value == [CGPoint(x: 0, y: 120)])
        #expect(log.entries.filter { $0 == "view touchesCancelled" }.count == 1 && !log.entries.contains("view touchesEnded"))
    }

    @Test("a button wins over its ancestor's tap recognizer; an image view takes no touches until enabled")
    func controlsAndImageViews() {
        let imageBox = Box<UIImageView?>(nil)
        let (sim, log) = scene { view, log in
            view.addGestureRecognizer(UITapGestureRecognizer { _ in log("background tap") })
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.addAction(UIAction { _ in log("button") }, for: .primaryActionTriggered)
            view.addSubview(button)
            let image = UIImageView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            image.addGestureRecognizer(UITapGestureRecognizer { _ in log("image tap") })
            view.addSubview(image)
            imageBox.value = image
        }
        sim.tap(at: CGPoint(x: 50, y: 122))
        sim.run(for: 0.3)
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["button"])
        log.clear()
        sim.tap(at: CGPoint(x: 50, y: 350))
        sim.run(for: 0.3)
        // Not interactive: the touch goes to the view behind, whose recognizer takes it.
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["background tap"])
        log.clear()
        sim.perform { imageBox.value?.isUserInteractionEnabled = true }
        sim.tap(at: CGPoint(x: 50, y: 350), after: 0.05)
        sim.run(for: 0.3)
        #expect(log.entries.filter { !$0.hasPrefix("view") } == ["image tap"])
    }
}
