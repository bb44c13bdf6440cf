import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

/// Real CPU work: hashes numbers until this thread has used `milliseconds` of CPU time.
@inline(never)
func burnCPU(milliseconds: Double) {
    let end = ThreadClock.cpuNanoseconds + Int64(milliseconds * 1e6)
    var x: UInt64 = 0x9E37_79B9
    while ThreadClock.cpuNanoseconds < end {
        for _ in 0..<2_000 { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    }
    blackHole(x)
}

@inline(never)
func blackHole(_ value: UInt64) {
    if value == 42 { print("") }
}

/// A scroll view's delegate whose scroll handler does real work (the lines tests look for are
/// marked).
final class WorkingScrollDelegate: NSObject, UIScrollViewDelegate, @unchecked Sendable {
    var cpuMilliseconds = 0.0
    var sleepSeconds = 0.0
    var waitsOnSemaphore = false
    var calls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls += 1
        if cpuMilliseconds > 0 { burnCPU(milliseconds: cpuMilliseconds) }  // LINE: burn
        if sleepSeconds > 0 { Thread.sleep(forTimeInterval: sleepSeconds) }  // LINE: sleep
        if waitsOnSemaphore {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { done.signal() }
            done.wait()  // LINE: wait
            waitsOnSemaphore = false
        }
    }
}

/// A tall scroll view scrolled a step a frame, its delegate doing what the test asks.
final class WorkFixture: @unchecked Sendable {
    let sim: Simulation
    let delegate = WorkingScrollDelegate()
    var scrollView: UIScrollView!

    init(clock: Simulation.Clock, cpuScale: Double = 1) {
        sim = withMainlineConfiguration(.quiet) { Simulation(refreshRate: 120, clock: clock, costModel: .modernPhone, cpuScale: cpuScale) }
        let delegate = self.delegate
        var made: UIScrollView!
        sim.start {
            let window = UIWindow()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: 20_000)
            scrollView.delegate = delegate
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            made = scrollView
        }
        scrollView = made
    }

    /// `count` frames, each scrolled by 10 points.
    func scroll(frames count: Int) {
        for _ in 0..<count {
            let scrollView = self.scrollView!
            sim.perform { scrollView.contentOffset.y += 10 }
            sim.runFrames(1)
        }
    }
}

/// The line of this file marked `// LINE: name`.
func markedLine(_ name: String, file: String = #filePath) throws -> Int {
    let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
    return try #require(lines.firstIndex { $0.hasSuffix("// LINE: \(name)") }) + 1
}

@Suite("Measured time: the app's own code counts", .mainline(.quiet))
struct MeasuredTimeTests {
    @Test("CPU work in a scroll handler moves frame times, makes hitches and a slow-handler finding at the line in the handler")
    func cpuWorkCounts() throws {
        let f = WorkFixture(clock: .virtual)
        f.delegate.cpuMilliseconds = 12
        f.scroll(frames: 20)
        let profile = f.sim.profile()
        let scrolled = profile.frames.filter(\.isScrolling)
        #expect(scrolled.count >= 20)
        // 12 ms of work against an 8.33 ms budget: every scrolled frame is late.
        #expect(scrolled.filter { $0.duration >= 12 }.count >= 20, "\(scrolled.map(\.duration))")
        #expect(profile.summary.hitches >= 20)
        #expect(profile.summary.timeSources.measured >= 20 * 12)
        let slow = try #require(profile.findings.first { $0.kind == .slowHandler && $0.handler == "scrollViewDidScroll(_:) on UIScrollView" })
        #expect(slow.severity == .warning)
        #expect(slow.occurrences >= 20)
        #expect(slow.maxTime >= 12)
        // Its line is the call in the handler's own body that took the time.
        #expect(slow.callSite?.fileName == "MeasuredTimeTests.swift")
        #expect(slow.callSite?.line == (try markedLine("burn")))
        #expect(slow.callSite?.function.hasSuffix("scrollViewDidScroll(_:)") == true)
        // The samples are in the handler's line or beneath it, in burnCPU. (How they divide
        // between the two depends on where the sampling signal lands, which load on the machine
        // moves: only that some are in burnCPU holds everywhere.)
        let inBurn = slow.lines.filter { $0.callSite.function.contains("burnCPU") }.reduce(0) { $0 + $1.share }
        #expect(inBurn > 0, "\(slow.lines)")
        // The hitch finding names the same line.
        let hitch = try #require(profile.findings.first { $0.kind == .hitch })
        #expect(hitch.callSite?.line == (try markedLine("burn")))
        // The handler's span carries the time as its own.
        let spans = f.sim.timeline.flatMap(\.spans).filter { $0.name == "scrollViewDidScroll(_:)" }
        #expect(spans.count >= 20)
        #expect(spans.allSatisfy { ($0.selfTime ?? 0) >= 0.012 })
    }

    @Test("the CPU scale multiplies measured CPU time: 0.5 halves it")
    func cpuScaleHalves() {
        func measured(_ scale: Double) -> Double {
            let f = WorkFixture(clock: .virtual, cpuScale: scale)
            f.delegate.cpuMilliseconds = 10
            f.scroll(frames: 10)
            return f.sim.profile().summary.timeSources.measured
        }
        let full = measured(1), half = measured(0.5)
        #expect(full >= 100 && full < 200, "\(full)")
        #expect(half / full > 0.4 && half / full < 0.6, "\(half) / \(full)")
    }

    @Test("the deterministic clock leaves measured work out, and two runs give the same JSON byte for byte")
    func deterministicLeavesItOut() {
        func run() -> Profile {
            let f = WorkFixture(clock: .deterministic)
            f.delegate.cpuMilliseconds = 3
            f.scroll(frames: 10)
            return f.sim.profile(name: "work")
        }
        let a = run(), b = run()
        #expect(a.summary.timeSources.measured == 0)
        #expect(a.summary.hitches == 0)
        #expect(!a.findings.contains { $0.kind == .slowHandler })
        #expect(a.frames.filter(\.isScrolling).allSatisfy { $0.duration < 3 })
        #expect(a.report(.json) == b.report(.json))
    }

    /// Real waits on a loaded machine stretch and mix with other work: this runs alone (as
    /// .ci/run does, with MAINLINE_TIMING_TESTS=1).
    @Test("a main thread blocked 300 ms on a semaphore is a hang at the line that waited",
          .enabled(if: ProcessInfo.processInfo.environment["MAINLINE_TIMING_TESTS"] == "1",
                   "set MAINLINE_TIMING_TESTS=1 and run it alone (as .ci/run does)"))
    func blockedHang() throws {
        let f = WorkFixture(clock: .virtual)
        f.delegate.waitsOnSemaphore = true
        f.scroll(frames: 3)
        let profile = f.sim.profile()
        let hang = try #require(profile.findings.first { $0.kind == .hang })
        #expect(hang.severity == .error)
        #expect(hang.occurrences == 1)
        #expect(hang.maxTime >= 300)
        #expect(hang.title.contains("blocked"))
        #expect(hang.message.contains("DispatchSemaphore"))
        #expect(hang.callSite?.fileName == "MeasuredTimeTests.swift")
        #expect(hang.callSite?.line == (try markedLine("wait")))
        #expect(profile.summary.hangs == 1)
        // (The signal is scheduled 300 ms before it comes, a moment before the wait starts.)
        #expect(profile.summary.timeSources.blocked >= 280)
    }

    /// (Sleeps are seen where this process's sleeps are interposed: not under ThreadSanitizer,
    /// whose interceptors take them.)
    @Test("blocked time counts as wall time, unscaled; a sleep blocks too", .enabled(if: MainTurn.seesHolderWaits))
    func blockedIsUnscaled() throws {
        let f = WorkFixture(clock: .virtual, cpuScale: 0.25)
        f.delegate.sleepSeconds = 0.3
        f.scroll(frames: 1)
        f.delegate.sleepSeconds = 0
        let profile = f.sim.profile()
        #expect(profile.summary.timeSources.blocked >= 300)
        let hang = try #require(profile.findings.first { $0.kind == .hang })
        #expect(hang.title.contains("a sleep"))
        #expect(hang.callSite?.line == (try markedLine("sleep")))
    }

    @Test("a main thread busy for 300 ms is a hang at the busy line")
    func busyHang() throws {
        let f = WorkFixture(clock: .virtual)
        f.delegate.cpuMilliseconds = 300
        f.scroll(frames: 1)
        f.delegate.cpuMilliseconds = 0
        let profile = f.sim.profile()
        let hang = try #require(profile.findings.first { $0.kind == .hang })
        #expect(hang.title.contains("busy"))
        #expect(hang.handler == "scrollViewDidScroll(_:) on UIScrollView")
        #expect(hang.callSite?.line == (try markedLine("burn")))
    }

    @Test("a handler's own time leaves out the framework work nested in it, which the model charges")
    func nestedFrameworkWorkIsNotMeasured() {
        let sim = Simulation(refreshRate: 60, clock: .virtual, costModel: .modernPhone)
        let made = Box<[UIView]>([])
        sim.start {
            var views: [UIView] = []
            let window = UIWindow()
            for i in 0..<200 {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(v)
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(i)),
                    v.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(i)),
                    v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
                ])
                views.append(v)
            }
            window.makeKeyAndVisible()
            made.value = views
        }
        let views = made.value
        sim.runFrames(1)
        let window = views[0].superview!
        sim.perform {
            for (i, v) in views.enumerated() { v.frame.origin.x = CGFloat(i) + 1 }
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
        sim.runFrames(1)
        let frame = sim.timeline.last { $0.spans.contains { $0.kind == .perform && $0.name == "" } }!
        let perform = frame.spans.firstIndex { $0.kind == .perform }!
        let layout = frame.spans.first { $0.kind == .layoutIfNeeded && $0.parent == perform }!
        // The layout's time is the model's (15 µs a view at most here), not the host's.
        #expect(layout.selfTime == nil)
        #expect(layout.duration < 0.005)
        #expect((frame.spans[perform].selfTime ?? 0) + layout.duration <= frame.spans[perform].duration + 1e-9)
    }
}
