import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// A delegate that logs its callbacks and runs `onScroll` in `scrollViewDidScroll(_:)`.
final class ScrollRecorder: UIScrollViewDelegate {
    let log = CallLog()
    var onScroll: (UIScrollView) -> Void = { _ in }
    var newTarget: CGPoint?
    var velocity: CGPoint?
    var target: CGPoint?
    var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log("didScroll")
        offsets.append(scrollView.contentOffset)
        onScroll(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging")
        self.velocity = velocity
        target = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop") }
}

/// A window with a full-screen scroll view of `rows` 100-pt rows, and a header whose height
/// is a constraint (`header`, `headerHeight`) that handlers change.
final class ScrollFixture: @unchecked Sendable {
    let sim: Simulation
    let recorder = ScrollRecorder()
    var window: UIWindow!
    var scrollView: UIScrollView!
    var header: UIView!
    var headerHeight: NSLayoutConstraint!
    var rows: [UIView] = []

    init(refreshRate: Double = 120, rows count: Int = 50, costModel: CostModel? = nil) {
        sim = withMainlineConfiguration(.quiet) {
            Simulation(refreshRate: refreshRate, clock: .deterministic, screenSize: CGSize(width: 390, height: 844), scale: 3,
                       costModel: costModel)
        }
        sim.start {
            let window = UIWindow()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 390, height: CGFloat(count) * 100)
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.delegate = self.recorder
            let header = UIView()
            header.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(scrollView)
            window.addSubview(header)
            self.headerHeight = header.heightAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: window.topAnchor),
                header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                self.headerHeight,
            ])
            for i in 0..<count {
                let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 390, height: 100))
                scrollView.addSubview(row)
                self.rows.append(row)
            }
            window.makeKeyAndVisible()
            self.window = window
            self.scrollView = scrollView
            self.header = header
        }
        _ = sim.runUntilIdle()
    }

    /// Scrolls by setting `contentOffset` once a frame, `steps` times.
    func scrollSteps(_ steps: Int, by delta: CGFloat = 10) {
        for _ in 0..<steps {
            sim.perform { self.scrollView.contentOffset.y += delta }
            sim.runFrames(1)
        }
    }
}

@Suite("The profiler: findings")
struct ProfilerFindingTests {
    @Test("layoutIfNeeded in scrollViewDidScroll is a forced layout, with the line that forced it and the line that invalidated")
    func forcedLayoutInScrollHandler() {
        let f = ScrollFixture()
        var forcingLine = 0, invalidatingLine = 0
        f.recorder.onScroll = { sv in
            f.headerHeight.constant = 40 + sv.contentOffset.y / 10; invalidatingLine = #line
            f.header.superview!.layoutIfNeeded(); forcingLine = #line
        }
        f.scrollSteps(12)
        let profile = f.sim.profile()
        let forced = profile.findings.filter { $0.kind == .forcedSynchronousLayout }
        #expect(forced.count == 1)
        let finding = forced[0]
        #expect(finding.callSite?.line == forcingLine)
        #expect(finding.callSite?.fileName == "ProfilerFindingTests.swift")
        #expect(finding.handler == "scrollViewDidScroll(_:)")
        #expect(finding.occurrences == 12)
        #expect(finding.frames.count == 12)
        #expect(finding.viewsLaidOut >= 12)
        #expect(finding.invalidatedBy.contains { $0.callSite?.line == invalidatingLine })
        // The scroll itself invalidated the scroll view's superview too: named as the cause.
        #expect(finding.invalidatedBy.contains { $0.cause?.hasPrefix("scroll of UIScrollView") == true })
        #expect(profile.summary.forcedLayouts == 12)
        #expect(profile.summary.layoutThrashes == 0)
        #expect(profile.summary.scrollingFrames == 12)
    }

    @Test("The twin without layoutIfNeeded has no forced layout; the commit lays out once per frame")
    func noForcedLayoutWhenTheCommitLaysOut() {
        let f = ScrollFixture()
        f.recorder.onScroll = { sv in f.headerHeight.constant = 40 + sv.contentOffset.y / 10 }
        f.scrollSteps(12)
        let profile = f.sim.profile()
        #expect(profile.findings.allSatisfy { $0.kind != .forcedSynchronousLayout && $0.kind != .layoutThrashing })
        #expect(profile.summary.synchronousLayouts == 0)
        f.sim.perform {}
        f.sim.runFrames(1)
        #expect(f.header.frame.height == CGFloat(52))
    }

    @Test("layoutIfNeeded inside UIView.animate is not flagged, but its cost shows as allowed")
    func layoutInAnimationBlockIsAllowed() {
        let f = ScrollFixture()
        f.recorder.onScroll = { sv in
            f.headerHeight.constant = 40 + sv.contentOffset.y / 10
            UIView.animate(withDuration: 0.2) { f.header.superview!.layoutIfNeeded() }
        }
        f.scrollSteps(5)
        let profile = f.sim.profile()
        #expect(profile.findings.allSatisfy { $0.kind != .forcedSynchronousLayout })
        #expect(profile.summary.forcedLayouts == 0)
        #expect(profile.summary.synchronousLayouts == 5)
        #expect(profile.offendersByCallSite.first?.allowedBecause?.contains("UIView.animate") == true)
    }

    @Test("Invalidate-force twice in one handler is thrashing, reported with its sequence")
    func thrashing() {
        let f = ScrollFixture()
        f.recorder.onScroll = { sv in
            for i in 0..<3 {
                f.headerHeight.constant = 40 + CGFloat(i) + sv.contentOffset.y
                f.header.layoutIfNeeded()
            }
        }
        f.scrollSteps(4)
        let profile = f.sim.profile()
        let thrash = profile.findings.filter { $0.kind == .layoutThrashing }
        #expect(thrash.count == 1)
        #expect(thrash.first?.occurrences == 4)
        #expect(thrash.first?.handler == "scrollViewDidScroll(_:)")
        let steps = thrash.first?.sequence ?? []
        #expect(steps.filter { $0.hasPrefix("force") }.count == 3)
        #expect(steps.filter { $0.hasPrefix("invalidate") }.count >= 3)
        #expect(profile.summary.layoutThrashes == 4)
    }

    @Test("All changes first, then one layoutIfNeeded: a forced layout, no thrashing")
    func batchedChangesDoNotThrash() {
        let f = ScrollFixture()
        f.recorder.onScroll = { sv in
            for i in 0..<3 { f.headerHeight.constant = 40 + CGFloat(i) + sv.contentOffset.y }
            f.header.layoutIfNeeded()
        }
        f.scrollSteps(4)
        let profile = f.sim.profile()
        #expect(profile.findings.contains { $0.kind == .forcedSynchronousLayout })
        #expect(!profile.findings.contains { $0.kind == .layoutThrashing })
    }

    @Test("A handler over budget is a commit hitch; the hitch-time ratio is per second of scrolling")
    func commitHitch() {
        let f = ScrollFixture(refreshRate: 120)
        var step = 0
        f.recorder.onScroll = { _ in
            step += 1
            if step == 5 { Workload.spend(milliseconds: 20) }
        }
        f.scrollSteps(10)
        // Idle frames afterwards do not dilute the ratio.
        f.sim.run(for: 1)
        let profile = f.sim.profile()
        let s = profile.summary
        #expect(s.hitches == 1)
        #expect(s.commitHitches == 1)
        // 20 ms of work from the vsync: the render server starts at the third vsync (25 ms),
        // the frame shows at 33.3 ms instead of 16.7 ms: a 16.7 ms hitch.
        #expect(abs(s.hitchTime - 2000.0 / 120) < 1e-6)
        #expect(s.scrollingFrames == 10)
        let scrolling = 10 * 1000.0 / 120 + 2000.0 / 120
        #expect(abs(s.scrollingDuration - scrolling) < 1e-6)
        // (Within 1e-5: budgets are whole nanoseconds, 8,333,333 or 8,333,334 at 120 Hz.)
        #expect(abs(s.hitchTimeRatio - (2000.0 / 120) / (scrolling / 1000)) < 1e-5)
        #expect(s.grade == .critical)
        #expect(s.droppedFrames == 2)
        #expect(profile.findings.contains { $0.kind == .hitch && $0.occurrences == 1 })
    }

    @Test("The same scroll within budget has no hitch")
    func noHitchWithinBudget() {
        let f = ScrollFixture(refreshRate: 120)
        f.recorder.onScroll = { _ in Workload.spend(milliseconds: 2) }
        f.scrollSteps(10)
        let s = f.sim.profile().summary
        #expect(s.hitches == 0)
        #expect(s.hitchTimeRatio == 0)
        #expect(s.grade == .good)
        #expect(abs(s.frameTime.p50 - 2) < 1e-9)
    }

    @Test("A render server slower than a refresh interval is a render hitch")
    func renderHitch() {
        let f = ScrollFixture(refreshRate: 60)
        var step = 0
        f.recorder.onScroll = { _ in
            step += 1
            if step == 3 { Workload.spendRenderServer(milliseconds: 25) }
        }
        f.scrollSteps(6)
        let s = f.sim.profile().summary
        #expect(s.hitches == 1)
        #expect(s.renderHitches == 1)
        #expect(s.commitHitches == 0)
        // Rendering starts at the next vsync and needs 25 ms: shown two vsyncs later than due.
        #expect(abs(s.hitchTime - 1000.0 / 60) < 1e-6)
    }

    @Test("The cost model makes frame times from the work counted, deterministically")
    func costModel() {
        let f = ScrollFixture(refreshRate: 60, costModel: .modernPhone)
        f.recorder.onScroll = { sv in f.headerHeight.constant = 40 + sv.contentOffset.y / 10 }
        f.scrollSteps(3)
        let frames = f.sim.profile().frames.suffix(3)
        for frame in frames {
            #expect(frame.duration > 0)
            #expect(frame.renderTime >= CostModel.modernPhone.render * 1000)
        }
    }

    @Test("Off-main UI calls become thread-violation findings at the user's line")
    func threadViolationFinding() {
        let f = ScrollFixture()
        let queue = DispatchQueue(label: "com.example.images")
        let view = f.header!
        let line = Box(0)
        // A main-queue block waits for a background queue that touches the view.
        f.sim.perform {
            DispatchQueue.main.async {
                let done = DispatchSemaphore(value: 0)
                queue.async { line.value = fadeOffMain(view); done.signal() }
                done.wait()
            }
        }
        f.sim.runFrames(1)
        let profile = f.sim.profile()
        // (Other tests running at the same time make violations too: the checker is process-wide.)
        let violations = profile.findings.filter { $0.kind == .threadViolation && $0.callSite?.fileName == "ProfilerFindingTests.swift" }
        #expect(violations.count == 1)
        #expect(violations.first?.api == "-[UIView setAlpha:]")
        #expect(violations.first?.callSite?.line == line.value)
        #expect(violations.first?.severity == .error)
        #expect(profile.threadViolations.first {
            $0.api == "-[UIView setAlpha:]" && $0.callSite?.fileName == "ProfilerFindingTests.swift" && $0.callSite?.line == line.value
        }?.queueLabel == "com.example.images")
    }
}

/// A background queue's UI call, made on purpose: a plain synchronous function, as in an app's
/// Swift 5 target, so it compiles as it would against UIKit. Returns the line of the call.
private func fadeOffMain(_ view: UIView) -> Int {
    view.alpha = 0.5; return #line
}
