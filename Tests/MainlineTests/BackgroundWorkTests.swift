import Dispatch
import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// A small app that loads its rows on a background queue: the completion either hops to the main
/// queue (done right) or touches the label from the loader's queue (a planted bug).
final class LoaderApp: @unchecked Sendable {
    let sim: Simulation
    var label: UILabel!
    let queue = DispatchQueue(label: "com.example.loader")
    /// The simulated times the completions ran at, on the main queue.
    let arrivals = Locked<[TimeInterval]>([])

    init(clock: Simulation.Clock = .deterministic) {
        sim = withMainlineConfiguration(.quiet) { Simulation(refreshRate: 60, clock: clock, costModel: nil) }
        var made: UILabel!
        sim.start {
            let window = UIWindow()
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(label)
            window.makeKeyAndVisible()
            made = label
        }
        label = made
    }

    /// Sets the label's text: plain synchronous code, as in an app's Swift 5 target, called from
    /// the main queue or (the bug) from the loader's.
    static func show(_ text: String, in label: UILabel) {
        label.text = text  // LINE: background set
    }

    /// Loads `count` items; each takes `cost` ms of declared background work. `onMain` hops to
    /// the main queue first; otherwise the label is set from the background queue.
    func load(count: Int, cost: Double = 0, onMain: Bool) {
        let label = self.label!, queue = self.queue, arrivals = self.arrivals, sim = self.sim
        sim.perform {
            for i in 0..<count {
                queue.async {
                    Workload.spend(milliseconds: cost)
                    if onMain {
                        DispatchQueue.main.async {
                            LoaderApp.show("item \(i)", in: label)
                            arrivals.withLock { $0.append(sim.now) }
                        }
                    } else {
                        LoaderApp.show("item \(i)", in: label)
                    }
                }
            }
        }
    }
}

@Suite("Background work in the simulation's time")
struct BackgroundWorkTests {
    @Test("main-queue blocks from background work land in the first frame after the work's simulated end, in submission order")
    func arrivalsLandAtDefinedPoints() {
        let app = LoaderApp()
        app.load(count: 5, cost: 40, onMain: true)
        app.sim.runFrames(1)  // the submissions
        let submitted = app.sim.now
        app.sim.run(for: 0.2)
        let times = app.arrivals.withLock { $0 }
        #expect(times.count == 5)
        // Submitted at the same time, each standing for 40 ms: each lands in the first frame at
        // or after its end (60 Hz vsyncs), all in one frame, in submission order.
        #expect(times.allSatisfy { $0 >= submitted + 0.040 - 1e-9 && $0 < submitted + 0.040 + 1.0 / 60 + 1e-6 }, "\(times) after \(submitted)")
        #expect(inspect(app.sim) { app.label.text } == "item 4")
    }

    /// (Work submitted in a frame is held until the frame ends, which needs the turn holder's
    /// waits to be seen; under ThreadSanitizer they are not, and work starts at once.)
    @Test("the same background work gives the same profile, byte for byte, under the deterministic clock",
          .enabled(if: MainTurn.seesHolderWaits))
    func deterministicBytes() {
        func run() -> String {
            let app = LoaderApp()
            for _ in 0..<5 {
                app.load(count: 20, onMain: false)
                app.load(count: 10, onMain: true)
                app.sim.runFrames(3)
            }
            return app.sim.profile(name: "loader").report(.json)
        }
        let a = run(), b = run()
        #expect(a == b)
        #expect(a.contains("\"threadViolations\""))
    }

    @Test("a violation from the simulation's background work lands in its own profile, however quickly the run ends, with a stable thread number")
    func violationsBelongToTheirSimulation() throws {
        let app = LoaderApp(), other = LoaderApp()
        app.load(count: 3, onMain: false)
        app.sim.runFrames(1)  // the run ends right after the submissions
        other.sim.runFrames(2)
        let profile = app.sim.profile()
        let violation = try #require(profile.threadViolations.first { $0.api == "-[UILabel setText:]" })
        #expect(violation.count == 3)
        #expect(violation.queueLabel == "com.example.loader")
        // Under the deterministic clock the thread is numbered, not named by the host.
        #expect(violation.threadID == 1)
        #expect(violation.threadName == nil)
        #expect(violation.callSite?.fileName == "BackgroundWorkTests.swift")
        #expect(violation.callSite?.line == (try markedLine("background set", file: #filePath)))
        #expect(!other.sim.profile().threadViolations.contains { $0.api == "-[UILabel setText:]" })
    }

    @Test("a delayed background block runs at its simulated time, without waiting for it in real time")
    func delayedBackgroundWork() {
        let app = LoaderApp()
        let ran = Locked<TimeInterval?>(nil)
        let sim = app.sim, queue = app.queue
        let wall = Date()
        sim.perform {
            queue.asyncAfter(deadline: .now() + 30) {
                DispatchQueue.main.async { ran.withLock { $0 = sim.now } }
            }
        }
        sim.runFrames(1)
        let start = sim.now
        sim.run(for: 31)
        #expect(Date().timeIntervalSince(wall) < 10, "30 simulated seconds are not waited out")
        let time = ran.withLock { $0 }
        #expect(time != nil)
        if let time { #expect(time >= start + 30 - 0.02 && time < start + 30 + 0.05, "\(time) vs \(start)") }
    }

    @Test("background work that never finishes is reported once, and the frames go on")
    func stuckWork() {
        let app = LoaderApp()
        let gate = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "com.example.stuck")
        app.sim.perform { queue.async { gate.wait() } }
        app.sim.runFrames(1)
        let before = Date()
        app.sim.runFrames(3)
        gate.signal()
        let stuck = app.sim.diagnostics.filter { $0.kind == .backgroundWorkStuck }
        #expect(stuck.count == 1)
        #expect(stuck.first?.message.contains("com.example.stuck") == true)
        // A bound on real time: checked when the timing tests run alone (as .ci/run does), not
        // on a machine loaded by the whole suite.
        if ProcessInfo.processInfo.environment["MAINLINE_TIMING_TESTS"] == "1" {
            #expect(Date().timeIntervalSince(before) < Double(BackgroundWork.patience) / 1e9 + 3)
        }
    }
}
