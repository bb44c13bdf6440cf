import Foundation
import Mainline
import RuntimeWorkloads

// The profiler's costs on issue 10's run: a UIScrollView of 1,000 constraint-based rows (2,000
// views) scrolled by flings at 120 Hz, in a release build:
//
//   swift run -c release profiler-scroll [--quick] [--report PATH] [--profile on|off SECONDS]
//
// 1. Profiling on (span timeline, invalidation tracking) vs off: the same run in two
//    simulations, samples alternating between them; median wall time per frame of each.
// 2. Simulated time vs wall time for that run: how much faster than real time it runs.
// 3. A 100,000-frame run with profiling on: resident memory per frame, and the time to build the
//    profile and to write it in every format.

var quick = false
var reportPath: String?
var profileRun: (on: Bool, seconds: Double)?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quick": quick = true
    case "--report": reportPath = arguments.next()
    case "--profile": profileRun = (arguments.next() == "on", Double(arguments.next() ?? "") ?? 10)
    default:
        FileHandle.standardError.write(Data("usage: profiler-scroll [--quick] [--report PATH] [--profile on|off SECONDS]\n".utf8))
        exit(2)
    }
}
Simulation.printsDiagnostics = false

func residentBytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Double(fields[1]) ?? 0) * 4096 : 0
}

/// Issue 10's list, scrolled a simulated second at a time.
final class RowList: @unchecked Sendable {
    let simulation: Simulation
    let scrollView: UIScrollView

    init(profiling: Bool, retention: TimelineOptions.Retention) {
        let list = ConstraintRowList(timeline: TimelineOptions(recordsSpans: profiling, retention: retention))
        simulation = list.simulation
        scrollView = list.scrollView
    }

    /// One second of scrolling: a fling down (or back up, alternately) and the frames of that
    /// second. Returns the frames run.
    var direction: CGFloat = -1
    func scrollOneSecond() -> Int {
        let before = simulation.timeline.last?.index ?? 0
        let offset = scrollView.contentOffset.y
        if offset > 30_000 { direction = 1 } else if offset < 1_000 { direction = -1 }
        simulation.fling(scrollView, velocity: CGPoint(x: 0, y: direction * 4_000))
        simulation.run(for: 1)
        return (simulation.timeline.last?.index ?? 0) - before
    }
}

if let profileRun {
    let list = RowList(profiling: profileRun.on, retention: .lastFrames(64))
    let start = nowNanoseconds()
    var frames = 0
    for _ in 0..<Int(profileRun.seconds) { frames += list.scrollOneSecond() }
    print(profileRun.on ? "on" : "off", Double(nowNanoseconds() - start) / 1e3 / Double(frames), "µs/frame")
    exit(0)
}

// 1 and 2: on vs off, and simulated vs wall time.
let seconds = quick ? 5 : 30
let on = RowList(profiling: true, retention: .lastFrames(256))
let off = RowList(profiling: false, retention: .lastFrames(256))
var perFrameOn: [Double] = [], perFrameOff: [Double] = []
var wallOn = 0.0, framesOn = 0
for _ in 0..<seconds {
    for (list, isOn) in [(on, true), (off, false)] {
        let start = nowNanoseconds()
        let frames = list.scrollOneSecond()
        let wall = Double(nowNanoseconds() - start) / 1e9
        if isOn {
            perFrameOn.append(wall / Double(frames))
            wallOn += wall
            framesOn += frames
        } else {
            perFrameOff.append(wall / Double(frames))
        }
    }
}
let ratio = median(perFrameOn) / median(perFrameOff)
let realTimeFactor = Double(seconds) / wallOn
let scrollingFrames = on.simulation.timeline.filter(\.isScrolling).count
print(String(format: "on %.1f µs/frame, off %.1f µs/frame, on/off %.3f×; %.0f× faster than real time (%d frames)",
             median(perFrameOn) * 1e6, median(perFrameOff) * 1e6, ratio, realTimeFactor, framesOn))

// 3: 100,000 frames.
let longFrames = quick ? 10_000 : 100_000
let residentBefore = residentBytes()
let long = RowList(profiling: true, retention: .all)
let longStart = nowNanoseconds()
var ran = 0
while ran < longFrames { ran += long.scrollOneSecond() }
let longWall = Double(nowNanoseconds() - longStart) / 1e9
let residentAfter = residentBytes()
let recorded = long.simulation.timeline.count
var timings: [(String, Double, Int)] = []
var t = nowNanoseconds()
let profile = long.simulation.profile(name: "1,000-row scroll")
timings.append(("build the Profile", Double(nowNanoseconds() - t) / 1e9, 0))
for format in ReportFormat.allCases {
    t = nowNanoseconds()
    let text = profile.report(format)
    timings.append((format.rawValue, Double(nowNanoseconds() - t) / 1e9, text.utf8.count))
}
let bytesPerFrame = (residentAfter - residentBefore) / Double(recorded)
print(String(format: "%d frames in %.1f s; %.0f bytes resident per frame", recorded, longWall, bytesPerFrame))
for (name, seconds, bytes) in timings { print(String(format: "  %@: %.2f s, %.1f MB", name, seconds, Double(bytes) / 1e6)) }

if let reportPath {
    var md = """
    # Profiler on a 1,000-row scroll

    Written by `swift run -c release profiler-scroll --report …` (Benchmarks/). The run: a
    `UIScrollView` of 1,000 constraint-based rows (2,000 views, 6,000 constraints) at 120 Hz,
    scrolled by a fling every simulated second (4,000 pt/s, down, and back up near the end), on
    the virtual clock. Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString).

    ## Profiling on vs off, and simulated vs wall time

    Two simulations of the same run, one with profiling on (span timeline, invalidation
    tracking: what findings are made from) and one with it off (`recordsSpans: false`); each
    sample is one simulated second, the two alternating so both see the same machine. Median
    wall time per frame over \(seconds) samples each:

    | | per frame | |
    |---|---:|---|
    | profiling on | \(String(format: "%.1f", median(perFrameOn) * 1e6)) µs | |
    | profiling off | \(String(format: "%.1f", median(perFrameOff) * 1e6)) µs | |
    | on / off | \(String(format: "%.3f", ratio))× | goal ≤ 1.05× |
    | simulated / wall time (profiling on) | \(String(format: "%.0f", realTimeFactor))× faster than real time | goal ≥ 100× (≤ 83 µs a frame) |

    \(framesOn) frames, \(scrollingFrames) of the last 256 recorded scrolling.

    ## A \(longFrames)-frame run

    The same run with profiling on and every frame kept (`retention: .all`): \(recorded) frames
    in \(String(format: "%.1f", longWall)) s of wall time; resident memory grew by
    \(String(format: "%.0f", bytesPerFrame)) bytes per frame: the recorded frames and their spans (the
    measurement starts before the list is made, which adds a few tens of bytes per frame at this
    length).

    | step | time | output |
    |---|---:|---:|

    """
    for (name, seconds, bytes) in timings {
        md += "| \(name) | \(String(format: "%.2f", seconds)) s | \(bytes == 0 ? "" : String(format: "%.1f MB", Double(bytes) / 1e6)) |\n"
    }
    try md.write(toFile: reportPath, atomically: true, encoding: .utf8)
}
