import Foundation
import Mainline
import RuntimeWorkloads
import ThreadChecker

// What the Main Thread Checker costs, in a release build:
//
//   swift run -c release checker-cost [--quick] [calls|scroll|contention|repeat]…
//
// Each measurement prints one JSON line. `Scripts/checker_cost.py` runs this binary built
// twice — as is, and with the check compiled out (`-Xswiftc -DMAINLINE_UNCHECKED`) — alternating
// the two, and writes Reports/checker-cost.md from the lines.
//
// - calls: UI calls on the main queue, holding the main turn (the case every frame is made
//   of): nanoseconds per call for getters, a setter and `setNeedsLayout()`, beside the
//   check's own test alone and `Thread.isMainThread`.
// - scroll: the profiler benchmark's 1,000-row scroll (2,000 views, 6,000 constraints) at
//   120 Hz: median wall time per frame over one-simulated-second samples.
// - contention (checked build only): 16 threads each calling 4 UI call sites off the main
//   queue; reports per second, the counts recorded against the calls made, and resident
//   memory before and after (bounded by sites, not calls).
// - repeat (checked build only): one background thread calling one site over and over: the
//   first report of the process (which loads debug information), a second site's first
//   report, and each repeat. Run it first in its process for the first figure to mean that.

let quick = CommandLine.arguments.contains("--quick")
var modes: [String] = []
for argument in CommandLine.arguments.dropFirst() where argument != "--quick" {
    guard ["calls", "scroll", "contention", "repeat"].contains(argument) else {
        FileHandle.standardError.write(Data("usage: checker-cost [--quick] [calls|scroll|contention|repeat]…\n".utf8))
        exit(2)
    }
    modes.append(argument)
}
if modes.isEmpty { modes = MainlineBuild.checksUIEntries ? ["calls", "scroll", "contention", "repeat"] : ["calls", "scroll"] }
Simulation.printsDiagnostics = false
MainThreadChecker.shared.policy = .collect
let build = MainlineBuild.checksUIEntries ? "checked" : "unchecked"

func emit(_ fields: [String: Any]) {
    var line = fields
    line["build"] = build
    let data = try! JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

func residentBytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Double(fields[1]) ?? 0) * 4096 : 0
}

/// Nanoseconds per iteration of `body`, the median of `samples` runs of `iterations` each.
func nanosecondsPerCall(iterations: Int, samples: Int = 9, _ body: (Int) -> Void) -> Double {
    median(sample(reps: samples) { for i in 0..<iterations { body(i) } }) * 1e9 / Double(iterations)
}

// MARK: - Calls on the main queue

func measureCalls() {
    let iterations = quick ? 200_000 : 2_000_000
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let label = UILabel()
    MainTurn.shared.begin()
    defer { MainTurn.shared.end() }
    var sink = 0.0
    let getter = nanosecondsPerCall(iterations: iterations) { _ in sink += view.alpha }
    let setter = nanosecondsPerCall(iterations: iterations) { i in view.alpha = (i & 1) == 0 ? 0.5 : 1 }
    let textGetter = nanosecondsPerCall(iterations: iterations) { _ in sink += Double(label.numberOfLines) }
    let needsLayout = nanosecondsPerCall(iterations: iterations) { _ in view.setNeedsLayout() }
    var fields: [String: Any] = [
        "mode": "calls", "iterations": iterations,
        "alpha_get_ns": getter, "alpha_set_ns": setter, "numberOfLines_get_ns": textGetter,
        "setNeedsLayout_ns": needsLayout,
    ]
    var mains = 0
    fields["turn_check_ns"] = nanosecondsPerCall(iterations: iterations) { _ in if MainTurn.isSharedTurnHeldByCurrentThread { mains += 1 } }
    fields["isMainThread_ns"] = nanosecondsPerCall(iterations: iterations / 10) { _ in if Thread.isMainThread { mains += 1 } }
    fields["isOnMainQueue_ns"] = nanosecondsPerCall(iterations: iterations / 10) { _ in if ThreadIdentity.isOnMainQueue { mains += 1 } }
    consume(sink)
    consume(mains)
    emit(fields)
}

// MARK: - The scroll

final class ScrollRun: @unchecked Sendable {
    let list = ConstraintRowList()
    var direction: CGFloat = -1

    /// One simulated second of scrolling; returns wall seconds per frame.
    func oneSecond() -> Double {
        let simulation = list.simulation, scrollView = list.scrollView!
        let before = simulation.timeline.last?.index ?? 0
        let offset = scrollView.contentOffset.y
        if offset > 30_000 { direction = 1 } else if offset < 1_000 { direction = -1 }
        let start = nowNanoseconds()
        simulation.fling(scrollView, velocity: CGPoint(x: 0, y: direction * 4_000))
        simulation.run(for: 1)
        let wall = Double(nowNanoseconds() - start) / 1e9
        return wall / Double((simulation.timeline.last?.index ?? 0) - before)
    }
}

func measureScroll() {
    let run = ScrollRun()
    _ = run.oneSecond()  // warm-up
    let perFrame = (0..<(quick ? 5 : 20)).map { _ in run.oneSecond() }
    emit(["mode": "scroll", "samples": perFrame.count, "frame_us": median(perFrame) * 1e6,
          "frame_us_samples": perFrame.map { $0 * 1e6 }])
}

// MARK: - Misuse from many threads

/// 16 threads × 4 call sites, `callsPerSite` calls at each site per thread, after a warm-up
/// round a tenth as long (which makes the threads, the first reports and their symbolication).
func measureContention() {
    let threads = 16, callsPerSite = quick ? 2_000 : 20_000
    let views = (0..<threads).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    func round(_ calls: Int) {
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            let view = views[t]
            for i in 0..<calls {
                view.alpha = (i & 1) == 0 ? 0.5 : 1     // site 1
                _ = view.frame                         // site 2
                view.setNeedsLayout()                  // site 3
                view.isHidden = false                  // site 4
            }
        }
    }
    round(callsPerSite / 10)
    let residentBefore = residentBytes()
    let before = siteCounts()
    let start = nowNanoseconds()
    round(callsPerSite)
    let seconds = Double(nowNanoseconds() - start) / 1e9
    let residentAfter = residentBytes()
    let after = siteCounts()
    let calls = threads * callsPerSite * 4
    let counted = after.total - before.total
    emit(["mode": "contention", "threads": threads, "sites": 4, "calls": calls,
          "reports_per_second": Double(calls) / seconds, "ns_per_report": seconds * 1e9 / Double(calls),
          "counted": counted, "exact": counted == calls && after.total == calls + threads * (callsPerSite / 10) * 4,
          "records_for_sites": after.records, "resident_growth_bytes": residentAfter - residentBefore])
}

/// The records made by this file's contention sites, and the hits they counted.
func siteCounts() -> (records: Int, total: Int) {
    let ours = MainThreadChecker.shared.violations.filter {
        $0.callSite?.function.contains("round") ?? false
    }
    return (ours.count, ours.map(\.count).reduce(0, +))
}

// MARK: - One site, repeated

func measureRepeat() {
    let repeats = quick ? 20_000 : 200_000
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let queue = DispatchQueue(label: "com.example.repeat")
    var first = 0.0, second = 0.0, each = 0.0
    queue.sync {
        var start = nowNanoseconds()
        view.alpha = 0.5
        first = Double(nowNanoseconds() - start)
        start = nowNanoseconds()
        view.isHidden = false
        second = Double(nowNanoseconds() - start)
        let loop = nowNanoseconds()
        for i in 0..<repeats { view.alpha = (i & 1) == 0 ? 0.5 : 1 }
        each = Double(nowNanoseconds() - loop) / Double(repeats)
    }
    emit(["mode": "repeat", "repeats": repeats, "first_report_us": first / 1e3, "second_site_us": second / 1e3,
          "repeat_ns": each])
}

for mode in modes {
    switch mode {
    case "calls": measureCalls()
    case "scroll": measureScroll()
    case "contention": if MainlineBuild.checksUIEntries { measureContention() }
    default: if MainlineBuild.checksUIEntries { measureRepeat() }
    }
}
