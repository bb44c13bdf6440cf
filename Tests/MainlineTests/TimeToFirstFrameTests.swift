import Foundation
@testable import Mainline
import MainlineProfile
import Testing

/// A controller whose `viewDidLoad` declares a cost (work that does not run here).
private final class SlowController: UIViewController {
    let loadCost: Double
    init(loadCost: Double) {
        self.loadCost = loadCost
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        Workload.spend(milliseconds: loadCost)
    }
}

private final class Holder: @unchecked Sendable {
    var navigation: UINavigationController!
    var tabs: UITabBarController!
    var root: UIViewController!
}

/// The time of vsync `n` at 60 Hz, in milliseconds (DisplayTiming's exact arithmetic).
private func vsync(_ n: Int) -> Double { Double(DisplayTiming(refreshRate: 60).time(ofVsync: n)) / 1e6 }

/// A navigation controller in a window, launched with a root whose `viewDidLoad` costs `rootCost`.
private func launchNavigation(rootCost: Double = 0) -> (Simulation, Holder) {
    let sim = makeSimulation()
    let holder = Holder()
    sim.start {
        let window = UIWindow()
        holder.root = SlowController(loadCost: rootCost)
        holder.navigation = UINavigationController(rootViewController: holder.root)
        window.rootViewController = holder.navigation
        window.makeKeyAndVisible()
    }
    sim.runUntilIdle()
    return (sim, holder)
}

@Suite("Time to first frame: launch and transitions")
struct TimeToFirstFrameTests {
    @Test("""
    the launch's time to first frame runs from the launch to the presentation of the frame that shows \
    it: a 30 ms viewDidLoad makes frame 0 commit after vsync 1, so it renders from vsync 2 and is shown \
    at vsync 3 (50 ms at 60 Hz; WWDC21 render loop: commit in T, render in T+1, shown at T+2), and \
    viewDidLoad is what filled the time
    """)
    func launch() throws {
        let (sim, _) = launchNavigation(rootCost: 30)
        let profile = sim.profile(name: "launch")
        #expect(profile.summary.timeToFirstFrame == vsync(3))
        let launch = try #require(profile.launch)
        #expect(launch.kind == "launch" && launch.firstFrame == 0 && launch.timeToFirstFrame == vsync(3))
        #expect(launch.hitches == 1 && close(launch.hitchTime, vsync(3) - vsync(2), 1e-9))
        #expect(launch.filledBy.first?.name == "SlowController.viewDidLoad()")
        #expect(launch.filledBy.first.map { close($0.time, 30, 1e-9) } == true)
        #expect(profile.transitions.isEmpty)
    }

    @Test("""
    a push: its time to first frame runs from the call to the presentation of the frame whose commit \
    shows it (a 20 ms viewDidLoad: a commit hitch, three vsyncs); the transition's 0.35 s start once \
    the pushed controller has loaded, and its duration runs to its completion, rounded up to a frame; \
    its hitches; what filled the time (the pushed controller's viewDidLoad first); its frames are \
    animation frames, and the pushed view slides in from the right edge along ease-in-out \
    (presentation().frame)
    """)
    func push() throws {
        let (sim, holder) = launchNavigation()
        let pushed = Box<UIViewController?>(nil)
        let start = Box(0.0)
        let xs = sample(sim, frames: 30, then: {
            start.value = CACurrentMediaTime()
            let detail = SlowController(loadCost: 20)
            pushed.value = detail
            holder.navigation.pushViewController(detail, animated: true)
        }) { pushed.value?.view.layer.presentation()?.frame.minX }
        let profile = sim.profile(name: "push")
        let push = try #require(profile.transitions.first)
        #expect(profile.transitions.count == 1)
        #expect(push.kind == "push" && push.name == "push to SlowController")
        let callVsync = try #require(sim.frames.first { $0.index == push.firstFrame }).vsync
        #expect(close(start.value * 1000, vsync(callVsync), 1e-6))
        #expect(close(push.timeToFirstFrame, vsync(callVsync + 3) - vsync(callVsync), 1e-6))
        #expect(push.hitches == 1 && close(push.hitchTime, vsync(callVsync + 3) - vsync(callVsync + 2), 1e-6))
        // viewDidLoad's 20 ms pass before the transition's animation begins.
        let begin = start.value + 0.020
        let endVsync = DisplayTiming(refreshRate: 60).vsync(atOrAfter: Instant(seconds: begin + 0.35))
        #expect(close(push.duration, vsync(endVsync) - vsync(callVsync), 1e-6))
        #expect(push.frames >= 20)
        #expect(push.filledBy.first?.name == "SlowController.viewDidLoad()")
        #expect(profile.summary.scrollingFrames >= 20)
        // The pushed view: off screen to the right, then in along the curve (390 points wide).
        let moving = xs.compactMap { s in s.value.map { (s.time, Double($0)) } }.filter { $0.0 > start.value }
        #expect(moving.count >= 20)
        for (time, x) in moving {
            let fraction = min(1, (time - begin) / 0.35)
            #expect(close(x, 390 * (1 - easeInOut(fraction)), 1e-6), "at \(fraction): \(x)")
        }
    }

    @Test("""
    every push, pop, present, dismiss and tab switch is one record, in order, with its kind; with no \
    cost each is first shown two vsyncs after its call (33.3 ms at 60 Hz); a tab switch is not animated \
    (its duration is its time to first frame)
    """)
    func everyKind() throws {
        let sim = makeSimulation()
        let holder = Holder()
        sim.start {
            let window = UIWindow()
            holder.navigation = UINavigationController(rootViewController: UIViewController())
            holder.tabs = UITabBarController()
            holder.tabs.viewControllers = [holder.navigation, UIViewController()]
            window.rootViewController = holder.tabs
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        sim.perform { holder.navigation.pushViewController(UIViewController(), animated: true) }
        sim.runUntilIdle()
        sim.perform { holder.navigation.popViewController(animated: true) }
        sim.runUntilIdle()
        sim.perform { holder.tabs.present(UIViewController(), animated: true) }
        sim.runUntilIdle()
        sim.perform { holder.tabs.dismiss(animated: true) }
        sim.runUntilIdle()
        sim.selectTab(1, in: holder.tabs)
        sim.runUntilIdle()
        let transitions = sim.profile(name: "kinds").transitions
        #expect(transitions.map(\.kind) == ["push", "pop", "present", "dismiss", "tab"])
        for record in transitions {
            #expect(close(record.timeToFirstFrame, vsync(2), 1e-6), "\(record.kind): \(record.timeToFirstFrame)")
            #expect(record.hitches == 0)
        }
        #expect(transitions[0].duration >= 350 && transitions[0].duration < 350 + 16.7)
        #expect(transitions[2].duration >= 500 && transitions[2].duration < 500 + 16.7)
        #expect(transitions[4].duration == transitions[4].timeToFirstFrame)
    }

    @Test("""
    --max-time-to-first-frame holds for the launch and for each transition: a 50 ms push crosses a \
    40 ms limit and the failure names it; every report format says "time to first frame" and lists it; \
    a profile written before transitions existed still reads
    """)
    func gateAndReports() throws {
        let (sim, holder) = launchNavigation()
        sim.perform { holder.navigation.pushViewController(SlowController(loadCost: 20), animated: true) }
        sim.runUntilIdle()
        let profile = sim.profile(name: "gate")
        let failures = profile.check(Budget(maxTimeToFirstFrame: 40))
        #expect(failures.count == 1)
        #expect(failures.first?.kind == .timeToFirstFrame)
        #expect(failures.first?.metric.contains("push") == true)
        #expect(failures.first.map { close($0.actual, 50, 1e-6) } == true)
        #expect(profile.check(Budget(maxTimeToFirstFrame: 60)).isEmpty)

        for format in ReportFormat.allCases {
            let report = profile.report(format).lowercased()
            #expect(report.contains("time to first frame") || report.contains("timetofirstframe"), "\(format)")
            if format != .sarif { #expect(report.contains("push to slowcontroller"), "\(format)") }
        }
        let decoded = try Profile(json: Data(profile.jsonString().utf8))
        #expect(decoded.transitions == profile.transitions && decoded.launch == profile.launch)
        #expect(decoded.animationIntervals == profile.animationIntervals)
        // An older profile: no launch, transitions or intervals.
        var object = try #require(try JSONSerialization.jsonObject(with: Data(profile.jsonString().utf8)) as? [String: Any])
        object["launch"] = nil
        object["transitions"] = nil
        object["animationIntervals"] = nil
        let old = try Profile(json: JSONSerialization.data(withJSONObject: object))
        #expect(old.transitions.isEmpty && old.launch == nil && old.animationIntervals.isEmpty)
        #expect(old.summary == profile.summary)
    }
}
