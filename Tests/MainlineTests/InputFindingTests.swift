import Dispatch
import Foundation
@testable import Mainline
import MainlineSystem
import MainlineTesting
import Testing

/// A screen whose handlers do what a test asks: a button's action, a text field's
/// editing-changed action, a pan recognizer's action, a scroll view's delegate and main-queue
/// blocks (the lines the tests look for are marked).
final class InputScreen: NSObject, UIScrollViewDelegate, @unchecked Sendable {
    enum Work { case none, cpu, group, semaphore, sync, sleep, clockCalls }
    var tapWork = Work.none
    var keyWork = Work.none
    var panWork = Work.none
    var scrollWork = Work.none
    let busyQueue = DispatchQueue(label: "com.example.busy")

    let sim: Simulation
    var button: UIButton!
    var field: UITextField!
    var panned: UIView!
    var scrollView: UIScrollView!

    init(clock: Simulation.Clock = .virtual) {
        sim = withMainlineConfiguration(.quiet) { Simulation(refreshRate: 120, clock: clock, device: .unmodeled) }
        super.init()
        sim.start {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in self.exportTapped() }, for: .touchUpInside)
            window.addSubview(button)
            let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
            field.addAction(UIAction { [unowned self] _ in self.searchChanged() }, for: .editingChanged)
            window.addSubview(field)
            let panned = UIView(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
            panned.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] in self.panned($0 as! UIPanGestureRecognizer) })
            window.addSubview(panned)
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 420, width: 390, height: 400))
            scrollView.contentSize = CGSize(width: 390, height: 20_000)
            scrollView.delegate = self
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            (self.button, self.field, self.panned, self.scrollView) = (button, field, panned, scrollView)
        }
        sim.runUntilIdle()
    }

    func exportTapped() {
        switch tapWork {
        case .cpu: burnCPU(milliseconds: 30)  // LINE: tap cpu
        case .group: waitOnGroup()
        case .sleep: Thread.sleep(forTimeInterval: 0.3)  // LINE: tap sleep
        default: break
        }
    }

    func searchChanged() {
        if keyWork == .cpu { burnCPU(milliseconds: 20) }  // LINE: key cpu
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        if panWork == .cpu, recognizer.state == .changed { burnCPU(milliseconds: 12) }  // LINE: pan cpu
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollWork == .clockCalls {
            // 12 ms spent almost all in the C library and the vDSO (no frame pointers there).
            let end = ThreadClock.cpuNanoseconds + 12_000_000
            var now = timespec()
            while ThreadClock.cpuNanoseconds < end { clock_gettime(CLOCK_MONOTONIC, &now); clock_gettime(CLOCK_MONOTONIC, &now) }  // LINE: c loop
            return
        }
        guard scrollWork == .sync else { return }
        scrollWork = .none
        busyQueue.async { Thread.sleep(forTimeInterval: 0.3) }
        Thread.sleep(forTimeInterval: 0.01)
        busyQueue.sync {}  // LINE: scroll sync
    }

    func waitOnGroup() {
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { group.leave() }
        group.wait()  // LINE: group wait
    }

    /// A main-queue block, queued by the app's code, that waits on a semaphore.
    func blockOnSemaphore() {
        sim.perform {
            DispatchQueue.main.async {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { done.signal() }
                done.wait()  // LINE: main block wait
            }
        }
    }

    /// Taps the button and runs until the simulation is idle.
    func tapButton() {
        sim.tap(at: CGPoint(x: 80, y: 82))
        sim.run(for: 0.5)
    }
}

/// Keeps both cores busy while `body` runs (the tests' figures must not depend on load). The
/// load runs on threads of its own: on Dispatch's pool it would take the workers the code under
/// test needs.
func withBusyCores<T>(_ body: () throws -> T) rethrows -> T {
    let stop = Locked(false)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
        Thread.detachNewThread {
            var x: UInt64 = 1
            while !stop.withLock({ $0 }) {
                for _ in 0..<100_000 { x = x &* 6_364_136_223_846_793_005 &+ 1 }
            }
            blackHole(x)
            done.signal()
        }
    }
    defer {
        stop.withLock { $0 = true }
        done.wait()
        done.wait()
    }
    return try body()
}

@Suite("Findings from input: slow tap, keystroke and gesture handlers; hangs at their waits in every run", .serialized, .mainline(.quiet))
struct InputFindingTests {
    /// Runs `make` and returns its profile's slow-handler finding; once more when that run's
    /// handler got no CPU samples at all (on a heavily loaded machine the thread's CPU-time
    /// sampling timer has been seen to stop after its first signal, about one run in fifty: then
    /// there is no line to check, and the finding says so).
    static func slowFinding(_ make: () -> Simulation) throws -> (Profile, Finding) {
        for attempt in 1...2 {
            let profile = make().profile()
            let slow = try #require(profile.findings.first { $0.kind == .slowHandler })
            if !slow.lines.isEmpty || slow.callSite != nil || attempt == 2 { return (profile, slow) }
        }
        fatalError("unreachable")
    }

    @Test("a tap action that runs past half the budget is a slow-handler warning at its line, and its frame counts as a slow-handler frame")
    func slowTap() throws {
        var marked = false
        let (profile, slow) = try Self.slowFinding {
            let screen = InputScreen()
            screen.tapWork = .cpu
            screen.tapButton()
            marked = screen.sim.timeline.contains { $0.receivedInput }
            return screen.sim
        }
        #expect(slow.severity == .warning)
        #expect(slow.occurrences == 1)
        #expect(slow.callSite?.fileName == "InputFindingTests.swift")
        #expect(slow.callSite?.line == (try markedLine("tap cpu")), "\(String(describing: slow.callSite)) \(slow.lines) \(slow.message)")
        #expect(profile.summary.slowHandlerFrames == 1)
        #expect(marked)
    }

    @Test("a keystroke handler that runs past half the budget is a slow-handler warning at its line, once per keystroke")
    func slowKeystroke() throws {
        let (profile, slow) = try Self.slowFinding {
            let screen = InputScreen()
            screen.keyWork = .cpu
            screen.sim.type("abc", into: screen.field)
            screen.sim.run(for: 0.6)
            return screen.sim
        }
        #expect(slow.severity == .warning)
        #expect(slow.occurrences == 3)
        #expect(slow.callSite?.line == (try markedLine("key cpu")))
        #expect(profile.summary.slowHandlerFrames == 3)
    }

    @Test("a gesture action that runs past half the budget is a slow-handler warning at its line")
    func slowGesture() throws {
        let (profile, slow) = try Self.slowFinding {
            let screen = InputScreen()
            screen.panWork = .cpu
            screen.sim.pan(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 260, y: 300), duration: 0.2)
            screen.sim.run(for: 0.5)
            return screen.sim
        }
        #expect(slow.severity == .warning)
        #expect(slow.occurrences >= 3)
        #expect(slow.callSite?.line == (try markedLine("pan cpu")))
        #expect(profile.summary.slowHandlerFrames == slow.occurrences)
    }

    @Test("input alone marks its frame: a tap whose handler is quick leaves no finding", arguments: [false, true])
    func quickTapIsClean(busy: Bool) {
        func run() -> [Finding] {
            let screen = InputScreen()
            screen.tapButton()
            #expect(screen.sim.timeline.contains { $0.receivedInput })
            return screen.sim.profile().findings.filter { $0.kind == .slowHandler || $0.kind == .hang }
        }
        let findings = busy ? withBusyCores(run) : run()
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    // (Under ThreadSanitizer its runtime intercepts the C library and Dispatch's waits before
    // Mainline's hooks and shapes the stacks: these two attribution tests hold in normal builds.)
    @Test("a scroll handler whose time is spent in C code without frame pointers (clock_gettime in a loop) is found at its own line",
          .disabled(if: MainlineBuild.isThreadSanitized, "ThreadSanitizer's runtime stands between the app and the C library"))
    func timeInCCode() throws {
        let (_, slow) = try Self.slowFinding {
            let screen = InputScreen()
            screen.scrollWork = .clockCalls
            let scrollView = screen.scrollView!
            for _ in 0..<10 {
                screen.sim.perform { scrollView.contentOffset.y += 10 }
                screen.sim.runFrames(1)
            }
            return screen.sim
        }
        #expect(slow.occurrences >= 10)
        #expect(slow.callSite?.fileName == "InputFindingTests.swift")
        #expect(slow.callSite?.line == (try markedLine("c loop")), "\(String(describing: slow.callSite)) \(slow.lines)")
    }

    /// Each hang case: what makes it, and the line its wait is on.
    static let hangCases: [(name: String, line: String)] = [
        ("group wait in a tap action", "group wait"),
        ("sleep in a tap action", "tap sleep"),
        ("sync onto a busy queue in a scroll handler", "scroll sync"),
        ("semaphore in a main-queue block", "main block wait"),
    ]

    static func hang(_ name: String) -> Profile {
        let screen = InputScreen()
        switch name {
        case "group wait in a tap action": screen.tapWork = .group; screen.tapButton()
        case "sleep in a tap action": screen.tapWork = .sleep; screen.tapButton()
        case "sync onto a busy queue in a scroll handler":
            screen.scrollWork = .sync
            let scrollView = screen.scrollView!
            screen.sim.perform { scrollView.contentOffset.y += 10 }
            screen.sim.run(for: 0.5)
        default:
            screen.blockOnSemaphore()
            screen.sim.run(for: 0.5)
        }
        return screen.sim.profile()
    }

    @Test("a hang is one finding at the line of its wait: as the first simulation, after fifty others, and with both cores busy",
          .disabled(if: MainlineBuild.isThreadSanitized, "ThreadSanitizer's interceptors take Dispatch's waits before Mainline's hooks"),
          arguments: hangCases.map(\.name))
    func hangAtItsWait(name: String) throws {
        let line = try markedLine(Self.hangCases.first { $0.name == name }!.line)
        func check(_ profile: Profile, _ when: String) {
            let hangs = profile.findings.filter { $0.kind == .hang }
            #expect(hangs.count == 1, "\(when): \(hangs.map { "\($0.message) at \($0.callSite.map { "\($0.fileName):\($0.line)" } ?? "nothing")" })")
            #expect(hangs.first?.callSite?.fileName == "InputFindingTests.swift", "\(when)")
            #expect(hangs.first?.callSite?.line == line, "\(when): \(String(describing: hangs.first?.callSite)) \(hangs.first?.lines ?? [])")
            // The slow handler around the wait, if reported, is at the same line, never elsewhere.
            for finding in profile.findings where finding.kind == .slowHandler || finding.kind == .hitch {
                #expect(finding.callSite?.line == line, "\(when): \(finding.kind) at \(String(describing: finding.callSite)) \(finding.lines) \(finding.message)")
            }
        }
        check(Self.hang(name), "first")
        for _ in 0..<49 {
            let other = InputScreen(clock: .deterministic)
            other.tapButton()
        }
        check(Self.hang(name), "after fifty simulations")
        check(withBusyCores { Self.hang(name) }, "with both cores busy")
    }
}

