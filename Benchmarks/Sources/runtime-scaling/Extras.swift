import Foundation
import Mainline
import RuntimeWorkloads

// Measurements of the simulation context's costs: the span timeline on and off in a scroll
// run, how deep hierarchies scale, and whether memory stays flat when subtrees come and go.

struct TimelineCost: Codable {
    var framesOn: Double
    var framesOff: Double
    var bytesPerFrame: Double
    var spansPerFrame: Double
}

/// A 1,000-view list in a scroll view, scrolled one point a frame at 120 Hz, with the
/// timeline's spans on and off: median frame time of each (samples alternate between the two
/// simulations, so both see the same machine), and the bytes of timeline a frame keeps.
@MainActor func measureTimelineCost(reps: Int) -> TimelineCost {
    func make(_ spans: Bool) -> CellList {
        let list = CellList(views: 1_000, scrolls: true, refreshRate: 120,
                            timeline: TimelineOptions(recordsSpans: spans, retention: .lastFrames(reps + 16)))
        list.simulation.runUntilIdle()
        list.build()
        precondition(list.simulation.runUntilIdle(), "the list never settled")
        return list
    }
    let on = make(true), off = make(false)
    var samplesOn: [Double] = [], samplesOff: [Double] = []
    for _ in 0..<reps {
        for (list, isOn) in [(on, true), (off, false)] {
            list.scroll(by: 1)
            let start = nowNanoseconds()
            list.simulation.runFrames(1)
            let seconds = Double(nowNanoseconds() - start) / 1e9
            if isOn { samplesOn.append(seconds) } else { samplesOff.append(seconds) }
        }
    }
    let frames = on.simulation.timeline.suffix(reps)
    let bytes = Double(frames.reduce(0) { $0 + $1.approximateBytes }) / Double(frames.count)
    let spans = Double(frames.reduce(0) { $0 + $1.spans.count }) / Double(frames.count)
    return TimelineCost(framesOn: median(samplesOn), framesOff: median(samplesOff), bytesPerFrame: bytes, spansPerFrame: spans)
}

struct DepthCost: Codable {
    var levels: Int
    var buildAndLayout: Double
    var removeAndFree: Double
}

/// A chain of `levels` views, each the only subview of the one above: made, put in a window
/// and laid out in one frame; then removed and freed.
@MainActor func measureDepth(levels: Int, reps: Int) -> DepthCost {
    var build: [Double] = [], remove: [Double] = []
    for _ in 0..<reps {
        let simulation = Simulation()
        final class Holder: @unchecked Sendable { var window: UIWindow?; weak var deepest: UIView? }
        let holder = Holder()
        simulation.start {
            holder.window = UIWindow()
            holder.window!.makeKeyAndVisible()
        }
        simulation.perform {
            var parent: UIView = holder.window!
            for _ in 0..<levels {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(view)
                parent = view
            }
            holder.deepest = parent
        }
        var start = nowNanoseconds()
        simulation.runFrames(1)
        build.append(Double(nowNanoseconds() - start) / 1e9)
        simulation.perform { holder.window!.subviews.first!.removeFromSuperview() }
        start = nowNanoseconds()
        simulation.runFrames(1)
        remove.append(Double(nowNanoseconds() - start) / 1e9)
        precondition(holder.deepest == nil, "the chain was not freed")
    }
    return DepthCost(levels: levels, buildAndLayout: median(build), removeAndFree: median(remove))
}

struct MemoryRounds: Codable {
    var rounds: Int
    var residentAfterFirst: Double
    var residentAfterLast: Double
}

/// A 10,000-view tree with 4,000 constraints made in a window and removed again, `rounds`
/// times: resident memory after the first round and after the last. Each of its 1,000 cells
/// holds one view placed by four constraints and eight views placed by frame (no diagnostics:
/// they would be kept, and grow on purpose).
@MainActor func measureMemory(rounds: Int) -> MemoryRounds {
    let simulation = Simulation(timeline: TimelineOptions(recordsSpans: false, retention: .lastFrames(4)))
    final class Holder: @unchecked Sendable { var window: UIWindow? }
    let holder = Holder()
    simulation.start {
        holder.window = UIWindow()
        holder.window!.makeKeyAndVisible()
    }
    var first = 0.0, last = 0.0
    for round in 0..<rounds {
        simulation.perform {
            let root = UIView(frame: holder.window!.bounds)
            for i in 0..<1_000 {
                let cell = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 8, width: 390, height: 8))
                for j in 0..<8 { cell.addSubview(UIView(frame: CGRect(x: CGFloat(j) * 40, y: 0, width: 30, height: 8))) }
                let badge = UIView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                    badge.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 6),
                    badge.heightAnchor.constraint(equalToConstant: 6),
                ])
                root.addSubview(cell)
            }
            holder.window!.addSubview(root)
        }
        simulation.runUntilIdle()
        precondition(simulation.diagnostics.isEmpty, "unexpected diagnostics: \(simulation.diagnostics.prefix(1))")
        simulation.perform { holder.window!.subviews.forEach { $0.removeFromSuperview() } }
        simulation.runUntilIdle()
        let resident = residentMegabytes()
        if ProcessInfo.processInfo.environment["MAINLINE_TRACE_MEMORY"] != nil {
            FileHandle.standardError.write(Data("round \(round): \(resident) MB\n".utf8))
        }
        if round == 0 { first = resident }
        last = resident
    }
    return MemoryRounds(rounds: rounds, residentAfterFirst: first, residentAfterLast: last)
}

/// Resident set size, from /proc/self/statm.
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = Double(text.split(separator: " ")[1]) ?? 0
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Issue 10's case: a scroll view holding 1,000 constraint-based rows (2,000 views), its
/// content offset moved once a frame at 120 Hz: the median frame.
@MainActor func measureConstraintScroll(reps: Int) -> Double {
    let list = ConstraintRowList(timeline: TimelineOptions(retention: .lastFrames(8)))
    let simulation = list.simulation
    let scrollView = list.scrollView!
    var samples: [Double] = []
    for _ in 0..<reps {
        simulation.perform { scrollView.contentOffset.y += 2 }
        let start = nowNanoseconds()
        simulation.runFrames(1)
        samples.append(Double(nowNanoseconds() - start) / 1e9)
    }
    return median(samples)
}
