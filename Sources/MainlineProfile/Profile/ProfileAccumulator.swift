import Foundation
import ThreadChecker

/// Builds a profile as a run goes: each frame, as it ends, is folded into exact whole-run
/// statistics (the frame series, phase and time-source totals, hitches), into findings grouped by
/// site, and into the offender tables; the frames' span trees are kept only where a report shows
/// them (the worst frames, the first occurrence of each finding, a window for the trace). Nothing
/// is symbolicated while the run goes: stacks are kept as captured, and the distinct ones a report
/// shows are symbolicated once each when the profile is made (`makeProfile`).
///
/// A value: the runtime keeps one per simulation and feeds it holding the main turn; a copy made
/// there can be finished anywhere.
package struct ProfileAccumulator: Sendable {
    /// What the accumulator keeps of the frames' span trees.
    package struct Retention: Sendable {
        /// The slowest frames kept with their spans (the reports' "worst frames").
        package var worstFrames = 5
        /// The first frames kept with their spans for the trace (at 120 Hz, 2,400 is 20 s).
        package var traceWindow = 2_400
        /// Frames kept because a finding first happened in them.
        package var firstOccurrences = 64

        package init() {}
    }

    package let timing: DisplayTiming
    package let retention: Retention

    // MARK: Whole-run statistics

    package private(set) var series = FrameSeries()
    var phaseTotals = [TimeAmount](repeating: .zero, count: FramePhase.allCases.count)
    var sources = FrameTimeSources()
    var synchronousLayoutCount = 0
    var forcedLayoutCount = 0
    var forcedLayoutTime = TimeAmount.zero

    // MARK: Grouped findings and offenders

    var forced: Groups<ForcedKey, ForcedGroup> = Groups()
    var thrashes: Groups<ThrashKey, ThrashGroup> = Groups()
    var callSiteOffenders: Groups<OffenderKey, OffenderTally> = Groups()
    var handlerOffenders: Groups<String, OffenderTally> = Groups()
    /// What each handler's time was spent on, for every finding that names a handler's line.
    var handlers: Groups<HandlerKey, HandlerProfile> = Groups()
    var slowHandlers: Groups<SlowKey, SlowGroup> = Groups()
    var hangs: Groups<HangKey, HangGroup> = Groups()
    /// Time of late frames by the work that took it.
    var hitchWork: Groups<WorkKey, TimeAmount> = Groups()
    /// The launch, transitions, animation intervals and layout changes not animated.
    var screenChanges = ScreenChanges()

    // MARK: Kept frames

    /// The slowest frames, slowest first.
    var worst: [FrameTimeline] = []
    var window: [FrameTimeline] = []
    var firstOccurrenceFrames: [Int: FrameTimeline] = [:]

    package init(timing: DisplayTiming, retention: Retention = Retention()) {
        self.timing = timing
        self.retention = retention
    }

    // MARK: - Adding a frame

    /// Folds a finished frame in.
    package mutating func add(_ frame: FrameTimeline) {
        if series.count == 0 { series.firstIndex = frame.index }
        let shown = timing.presentation(ofFrameAtVsync: frame.vsync, commitEnd: frame.workEnd, renderTime: frame.render)
        var phases = [TimeAmount](repeating: .zero, count: FramePhase.allCases.count)
        for span in frame.spans where span.kind == .phase && span.parent == nil {
            if let phase = FramePhase(rawValue: span.name) { phases[phase.ordinal] += span.elapsed }
        }
        for (i, time) in phases.enumerated() { phaseTotals[i] += time }
        sources += frame.timeSources

        let forcedInFrame = addSynchronousLayouts(of: frame)
        addHandlers(of: frame, hitched: shown.hitch > 0)
        let duration = frame.workEnd - frame.vsyncTime
        if duration >= Self.hangThreshold { addHang(frame, duration: duration) }

        var flags: FrameSeries.Flags = []
        if frame.isScrolling { flags.insert(.scrolling) }
        if frame.receivedInput { flags.insert(.input) }
        if shown.kind == .commit { flags.insert(.commitHitch) }
        if shown.kind == .render { flags.insert(.renderHitch) }
        series.append(vsync: frame.vsync, duration: duration, renderTime: frame.render, hitch: shown.lateness, flags: flags,
                      forcedLayouts: forcedInFrame, phases: phases)
        addScreenChanges(of: frame, shown: shown)
        keep(frame, hitch: shown.lateness, duration: duration)
    }

    /// Apple's hang threshold: the main thread unresponsive for 250 ms or more.
    package static let hangThreshold = TimeAmount(milliseconds: 250)

    /// Keeps a frame's spans where a report shows them.
    private mutating func keep(_ frame: FrameTimeline, hitch: TimeAmount, duration: TimeAmount) {
        if window.count < retention.traceWindow { window.append(frame) }
        guard retention.worstFrames > 0, hitch > .zero || duration > .zero else { return }
        func slower(_ a: (TimeAmount, TimeAmount, Int), than b: (TimeAmount, TimeAmount, Int)) -> Bool {
            a.0 != b.0 ? a.0 > b.0 : a.1 != b.1 ? a.1 > b.1 : a.2 < b.2
        }
        let key = (hitch, duration, frame.index)
        if worst.count == retention.worstFrames,
           let last = worst.last, !slower(key, than: worstKey(last)) { return }
        let at = worst.firstIndex { slower(key, than: worstKey($0)) } ?? worst.count
        worst.insert(frame, at: at)
        if worst.count > retention.worstFrames { worst.removeLast() }
    }

    func worstKey(_ frame: FrameTimeline) -> (TimeAmount, TimeAmount, Int) {
        let shown = timing.presentation(ofFrameAtVsync: frame.vsync, commitEnd: frame.workEnd, renderTime: frame.render)
        return (shown.lateness, frame.workEnd - frame.vsyncTime, frame.index)
    }

    /// Keeps the frame a finding first happened in.
    mutating func keepFirstOccurrence(_ frame: FrameTimeline) {
        guard firstOccurrenceFrames[frame.index] == nil, firstOccurrenceFrames.count < retention.firstOccurrences,
              frame.index >= series.firstIndex + retention.traceWindow else { return }
        firstOccurrenceFrames[frame.index] = frame
    }

    /// The frames kept with their spans, in order.
    package var keptFrames: [FrameTimeline] {
        var byIndex: [Int: FrameTimeline] = [:]
        for frame in window { byIndex[frame.index] = frame }
        for frame in worst { byIndex[frame.index] = frame }
        for (index, frame) in firstOccurrenceFrames { byIndex[index] = frame }
        return byIndex.keys.sorted().map { byIndex[$0]! }
    }
}

/// Groups kept in the order their keys first appeared (so reports do not depend on hashing).
struct Groups<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private(set) var keys: [Key] = []
    private var values: [Value] = []
    /// Each key's place in `keys` and `values` (one hash per update).
    private var index: [Key: Int] = [:]

    subscript(key: Key) -> Value? { index[key].map { values[$0] } }

    /// The group of `key`, made with `make` the first time.
    mutating func update(_ key: Key, make: () -> Value, _ change: (inout Value) -> Void) {
        let count = keys.count
        let i = index[key, default: count]
        if i == count {
            index[key] = i
            keys.append(key)
            values.append(make())
        }
        change(&values[i])
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The groups in the order their keys first appeared.
    var ordered: [(key: Key, value: Value)] { zip(keys, values).map { ($0, $1) } }
}

/// Frame indices of a group: the first 50, in order, without repeats.
struct FrameList: Sendable {
    private(set) var frames: [Int] = []

    mutating func add(_ frame: Int) {
        if frames.count < 50, frames.last != frame { frames.append(frame) }
    }
}

/// A bounded, evenly spread sample of stacks (reservoir sampling, with a fixed seed so the same
/// input keeps the same stacks).
struct StackReservoir: Sendable {
    static let capacity = 256
    private(set) var stacks: [CapturedStack] = []
    private(set) var seen = 0
    private var random: UInt64 = 0x2545_F491_4F6C_DD1D

    mutating func add(_ new: [CapturedStack]) {
        for stack in new {
            seen += 1
            if stacks.count < Self.capacity {
                stacks.append(stack)
                continue
            }
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let slot = Int(truncatingIfNeeded: (random >> 33) % UInt64(seen))
            if slot < Self.capacity { stacks[slot] = stack }
        }
    }
}
