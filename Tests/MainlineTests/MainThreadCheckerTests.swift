import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
@testable import ThreadChecker

/// The checker is process-wide and other suites report to it at the same time: each test
/// picks its records by its own call sites.
@Suite("Main Thread Checker: what it catches and where", .mainline(.quiet))
struct MainThreadCheckerTests {

    private func records(at line: Int, kind: ThreadViolation.Kind = .offMainCall) -> [ThreadViolation] {
        MainThreadChecker.shared.violations.filter {
            $0.kind == kind && $0.callSite?.fileName == "MainThreadCheckerTests.swift" && $0.callSite?.line == line
        }
    }

    @Test("a getter reached through a compound assignment is reported at the user's line")
    func compoundAssignment() {
        let (sim, box) = layOut { window -> UILabel in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.text = "Hello"
            window.addSubview(label)
            return label
        }
        let label = box.value!
        let queue = DispatchQueue(label: "com.example.compound")
        let line = #line + 1
        queue.sync { label.text! += ", world" }
        let found = records(at: line)
        #expect(Set(found.map(\.api)) == ["-[UILabel text]", "-[UILabel setText:]"], "\(MainThreadChecker.shared.violations.filter { $0.api.contains("UILabel") })")
        #expect(found.allSatisfy { $0.callSiteNote == nil && $0.queueLabel == "com.example.compound" && $0.objectType == "UILabel" })
        #expect(inspect(sim) { label.text } == "Hello, world")
    }

    @Test("Task.detached touching a view is caught, and the report names the task")
    func detachedTask() async {
        let view = makeViewOffMain()
        let line = await Task.detached(priority: .low) { fadeOffMain(view) }.value
        let found = records(at: line)
        #expect(found.count == 1)
        #expect(found.first?.api == "-[UIView setAlpha:]")
        #expect(found.first?.task?.priorityName == "low")
        #expect(found.first?.task?.isMainActor == false)
        #expect(found.first?.description.contains("Swift task: priority low") ?? false)
    }

    @Test("16 threads hitting 4 call sites: exact counts, one record per site")
    func exactCountsUnderContention() {
        let views = (0..<4).map { _ in UIView(frame: .zero) }
        let perThread = 500
        let base = #line
        DispatchQueue.concurrentPerform(iterations: 16) { thread in
            for i in 0..<perThread {
                switch (thread + i) % 4 {
                case 0: views[0].alpha = 0.1
                case 1: views[1].isHidden = false
                case 2: _ = views[2].frame
                default: views[3].setNeedsLayout()
                }
            }
        }
        let lines = Box([base + 4, base + 5, base + 6, base + 7])
        let counts = lines.value.map { line in records(at: line).map(\.count).reduce(0, +) }
        #expect(counts == [4 * perThread, 4 * perThread, 4 * perThread, 4 * perThread])
        #expect(lines.value.map { records(at: $0).count } == [1, 1, 1, 1], "\(base) \(MainThreadChecker.shared.violations.filter { $0.callSite?.fileName == "MainThreadCheckerTests.swift" }.map { "\($0.api) \($0.callSite!.line) \($0.count)" })")
    }

    @Test("DispatchQueue.main.sync from the main queue is reported before it deadlocks, and the block runs")
    func mainSyncDeadlock() {
        guard DispatchHooks.isActive else { return }
        let sim = makeSimulation()
        let ran = Box(false)
        let line = Box(0)
        sim.perform {
            DispatchQueue.main.async {
                line.value = #line + 1
                DispatchQueue.main.sync { ran.value = true }
            }
        }
        sim.runFrames(2)
        #expect(ran.value)
        // libswiftDispatch keeps no frame pointers: the report may lack the user's line, and
        // then says why.
        let found = MainThreadChecker.shared.violations.filter {
            $0.kind == .mainQueueSyncDeadlock && ($0.callSite == nil || $0.callSite?.line == line.value)
        }
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.queueLabel == "com.apple.main-thread" && ($0.callSite != nil || $0.callSiteNote != nil) })
    }

    @Test("a main-queue semaphore wait for background UI work finishes, and both sides are reported")
    func semaphoreWaitOnMain() {
        guard DispatchHooks.isActive else { return }
        let (sim, box) = layOut { window -> UIView in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            return v
        }
        let view = box.value!
        let line = Box(0)
        let finished = Box(false)
        sim.perform {
            DispatchQueue.main.async {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue(label: "com.example.loader").async {
                    line.value = paintRedOffMain(view)
                    done.signal()
                }
                done.wait()  // untimed: on a device this races; here it must not hang
                finished.value = true
            }
        }
        sim.runFrames(2)
        #expect(finished.value)
        #expect(inspect(sim) { view.backgroundColor } == UIColor.red)
        #expect(records(at: line.value).first?.api == "-[UIView setBackgroundColor:]")
        let counted = sim.threadViolations.contains { $0.callSite?.line == line.value }
        #expect(counted)
    }

    /// The hang test measures real time: it runs alone (`.ci/run` sets MAINLINE_TIMING_TESTS=1
    /// for a separate step), not beside 160 other tests on two cores, and not under
    /// ThreadSanitizer, which defers the sampling signal.
    static let runsTimingTests = ProcessInfo.processInfo.environment["MAINLINE_TIMING_TESTS"] == "1"
        && dlsym(nil, "__tsan_init") == nil

    @Test("a main-queue turn longer than the threshold is reported as a hang, with what was running",
          .enabled(if: runsTimingTests, "set MAINLINE_TIMING_TESTS=1 and run it alone (as .ci/run does)"))
    func hangWatchdog() {
        let line = Box(0)
        let (_, added) = MainThreadChecker.shared.recordingViolations {
            let sim = makeSimulation()
            sim.perform {
                DispatchQueue.main.async {
                    line.value = #line + 1
                    Thread.sleep(forTimeInterval: 1.0)  // several sampling intervals
                }
            }
            sim.runFrames(1)
            Thread.sleep(forTimeInterval: 0.1)  // the watchdog samples every threshold/5
        }
        let hangs = added.filter { $0.kind == .mainQueueHang && ($0.detail ?? "").contains("running: main-queue block") }
        #expect(!hangs.isEmpty, "\(added.filter { $0.kind == .mainQueueHang })")
        // A sample can miss on a loaded machine (the signal comes late): the reports that have a
        // stack point at the sleeping line.
        let sampled = hangs.filter { !$0.backtrace.isEmpty }
        #expect(sampled.allSatisfy { $0.backtrace.contains { $0.line == line.value } }, "\(sampled)")
        let hang = hangs.first
        #expect(hang?.queueLabel == "com.apple.main-thread")
    }

    @Test("a violation counts for the simulation whose view it touched, not for others")
    func attributedToTheOwningSimulation() {
        let (a, box) = layOut { window -> UIView in
            let v = UIView(frame: .zero)
            window.addSubview(v)
            return v
        }
        let (b, _) = layOut { _ in () }
        let view = box.value!
        let line = #line + 1
        DispatchQueue(label: "com.example.attribution").sync { view.tag = 7 }
        a.runFrames(1)
        b.runFrames(1)
        #expect(a.threadViolations.filter { $0.callSite?.line == line }.map(\.count) == [1])
        let inB = b.threadViolations.filter { $0.callSite?.line == line }
        #expect(inB.isEmpty)
        let events = a.timeline.flatMap(\.events).filter { $0.kind == .threadViolation && $0.callSite?.line == line }
        #expect(events.count == 1)
        #expect(events.first?.track.name == "com.example.attribution")
    }
}

// UI calls these tests make from background queues and tasks on purpose: plain synchronous
// functions, as in an app's Swift 5 target, so they compile as they would against UIKit; the
// checker catches them at run time. Each returns the line of its call.

private func makeViewOffMain() -> UIView { UIView(frame: .zero) }

private func fadeOffMain(_ view: UIView) -> Int {
    view.alpha = 0.5; return #line
}

private func paintRedOffMain(_ view: UIView) -> Int {
    view.backgroundColor = .red; return #line
}
