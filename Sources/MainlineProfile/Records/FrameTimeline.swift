import Foundation
import ThreadChecker

/// The record of one frame: its times, the tree of spans on the main thread, the instant
/// events, and the counts of its work. `FrameRecord` is derived from it.
public struct FrameTimeline: Sendable, Codable, Equatable {
    /// Sequential number of the frame within its simulation.
    public var index: Int
    /// The vsync the frame started at.
    public var vsync: Int
    /// The vsync's time and the next one's (the budget is the difference).
    package var vsyncTime: Instant
    package var targetTime: Instant
    /// When the frame's work started and ended.
    package var workStart: Instant
    package var workEnd: Instant
    /// The render server's time for the frame.
    package var render: TimeAmount
    /// The spans, each after its parent; the phases are the roots.
    public var spans: [Span]
    public var events: [TimelineEvent]
    public var counters: FrameCounters
    /// Whether content scrolled or animated in the frame (a scroll view's offset changed, a
    /// drag or deceleration ran, a `UIView.animate` animation was in flight): the frames the
    /// hitch-time ratio is taken over.
    public var isScrolling: Bool
    /// Whether input reached the app in the frame (touches, gestures, scroll steps).
    public var receivedInput: Bool
    /// Where the main thread's time in the frame came from.
    public var timeSources: FrameTimeSources

    package init(index: Int, vsync: Int, vsyncTime: Instant, targetTime: Instant, workStart: Instant) {
        self.index = index
        self.vsync = vsync
        self.vsyncTime = vsyncTime
        self.targetTime = targetTime
        self.workStart = workStart
        workEnd = workStart
        spans = []
        events = []
        counters = FrameCounters()
        isScrolling = false
        render = .zero
        receivedInput = false
        timeSources = FrameTimeSources()
    }

    private enum CodingKeys: String, CodingKey {
        case index, vsync, timestamp, targetTimestamp, start, end, spans, events, counters, isScrolling, renderTime
        case receivedInput, timeSources
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        vsync = try c.decode(Int.self, forKey: .vsync)
        vsyncTime = Instant(seconds: try c.decode(TimeInterval.self, forKey: .timestamp))
        targetTime = Instant(seconds: try c.decode(TimeInterval.self, forKey: .targetTimestamp))
        workStart = Instant(seconds: try c.decode(TimeInterval.self, forKey: .start))
        workEnd = Instant(seconds: try c.decode(TimeInterval.self, forKey: .end))
        spans = try c.decode([Span].self, forKey: .spans)
        events = try c.decode([TimelineEvent].self, forKey: .events)
        counters = try c.decode(FrameCounters.self, forKey: .counters)
        isScrolling = try c.decode(Bool.self, forKey: .isScrolling)
        render = TimeAmount(seconds: try c.decode(TimeInterval.self, forKey: .renderTime))
        receivedInput = try c.decodeIfPresent(Bool.self, forKey: .receivedInput) ?? false
        timeSources = try c.decodeIfPresent(FrameTimeSources.self, forKey: .timeSources) ?? FrameTimeSources()
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(vsync, forKey: .vsync)
        try c.encode(timestamp, forKey: .timestamp)
        try c.encode(targetTimestamp, forKey: .targetTimestamp)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(spans, forKey: .spans)
        try c.encode(events, forKey: .events)
        try c.encode(counters, forKey: .counters)
        try c.encode(isScrolling, forKey: .isScrolling)
        try c.encode(renderTime, forKey: .renderTime)
        try c.encode(receivedInput, forKey: .receivedInput)
        try c.encode(timeSources, forKey: .timeSources)
    }

    /// The vsync's time (`CADisplayLink.timestamp`), in simulation seconds.
    public var timestamp: TimeInterval {
        get { vsyncTime.seconds }
        set { vsyncTime = Instant(seconds: newValue) }
    }
    /// The next vsync's time (`CADisplayLink.targetTimestamp`).
    public var targetTimestamp: TimeInterval {
        get { targetTime.seconds }
        set { targetTime = Instant(seconds: newValue) }
    }
    /// When the frame's work started and ended, in simulation seconds.
    public var start: TimeInterval {
        get { workStart.seconds }
        set { workStart = Instant(seconds: newValue) }
    }
    public var end: TimeInterval {
        get { workEnd.seconds }
        set { workEnd = Instant(seconds: newValue) }
    }
    /// The render server's time for the frame (declared with `Workload.spendRenderServer`,
    /// or derived from the drawn area by the simulation's device), in seconds.
    public var renderTime: TimeInterval {
        get { render.seconds }
        set { render = TimeAmount(seconds: newValue) }
    }

    /// The indices of the spans directly inside span `index` (nil: the roots), in order.
    public func children(of index: Int?) -> [Int] {
        spans.indices.filter { spans[$0].parent == index }
    }

    /// The phase a span belongs to (the root it hangs from).
    public func phase(of index: Int) -> FramePhase? {
        var i = index
        while let parent = spans[i].parent { i = parent }
        return spans[i].kind == .phase ? FramePhase(rawValue: spans[i].name) : nil
    }

    /// Approximate memory the record holds: the arrays' storage and the strings that are not
    /// shared with other records.
    public var approximateBytes: Int {
        var bytes = MemoryLayout<FrameTimeline>.size
        bytes += spans.count * MemoryLayout<Span>.stride + events.count * MemoryLayout<TimelineEvent>.stride
        for e in events { bytes += e.message.utf8.count + e.name.utf8.count }
        return bytes
    }

    /// The flat per-frame record (phases, counters, synchronous layouts).
    public var record: FrameRecord {
        var phases: [PhaseRecord] = []
        var synchronous: [SynchronousLayoutRecord] = []
        for (i, span) in spans.enumerated() {
            if span.kind == .phase, span.parent == nil, let phase = FramePhase(rawValue: span.name) {
                phases.append(PhaseRecord(phase: phase, begin: span.begin, elapsed: span.elapsed))
            } else if let kind = SynchronousLayoutRecord.Kind(span.kind) {
                synchronous.append(SynchronousLayoutRecord(
                    kind: kind, phase: phase(of: i) ?? .event, view: span.object?.description ?? "",
                    callSite: span.callSite, elapsed: span.elapsed, layouts: span.viewsLaidOut ?? 0))
            }
        }
        return FrameRecord(index: index, vsync: vsync, vsyncTime: vsyncTime, targetTime: targetTime, workStart: workStart,
                           workEnd: workEnd, phases: phases, counters: counters, synchronousLayouts: synchronous)
    }
}

/// Where a frame's main-thread time came from, in seconds: the app's code as measured (its CPU
/// time converted to the device's), the time the main thread spent blocked in waits (wall time,
/// unscaled), the costs the code declared (`Workload.spend`), and the framework work the device's
/// cost model charged (views, constraints, layout, text, drawing).
public struct FrameTimeSources: Sendable, Codable, Equatable {
    package var measuredTime = TimeAmount.zero
    package var blockedTime = TimeAmount.zero
    package var declaredTime = TimeAmount.zero
    package var modelTime = TimeAmount.zero

    public init(measured: TimeInterval = 0, blocked: TimeInterval = 0, declared: TimeInterval = 0, model: TimeInterval = 0) {
        measuredTime = TimeAmount(seconds: measured)
        blockedTime = TimeAmount(seconds: blocked)
        declaredTime = TimeAmount(seconds: declared)
        modelTime = TimeAmount(seconds: model)
    }

    package init(measured: TimeAmount, blocked: TimeAmount, declared: TimeAmount, model: TimeAmount) {
        measuredTime = measured
        blockedTime = blocked
        declaredTime = declared
        modelTime = model
    }

    public var measured: TimeInterval {
        get { measuredTime.seconds }
        set { measuredTime = TimeAmount(seconds: newValue) }
    }
    public var blocked: TimeInterval {
        get { blockedTime.seconds }
        set { blockedTime = TimeAmount(seconds: newValue) }
    }
    public var declared: TimeInterval {
        get { declaredTime.seconds }
        set { declaredTime = TimeAmount(seconds: newValue) }
    }
    public var model: TimeInterval {
        get { modelTime.seconds }
        set { modelTime = TimeAmount(seconds: newValue) }
    }

    /// The app's own time: measured, blocked and declared.
    public var app: TimeInterval { (measuredTime + blockedTime + declaredTime).seconds }

    /// Adds another frame's (or run's) sources.
    package static func += (a: inout FrameTimeSources, b: FrameTimeSources) {
        a.measuredTime += b.measuredTime
        a.blockedTime += b.blockedTime
        a.declaredTime += b.declaredTime
        a.modelTime += b.modelTime
    }

    private enum CodingKeys: String, CodingKey { case measured, blocked, declared, model }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(measured: try c.decode(TimeInterval.self, forKey: .measured), blocked: try c.decode(TimeInterval.self, forKey: .blocked),
                  declared: try c.decode(TimeInterval.self, forKey: .declared), model: try c.decode(TimeInterval.self, forKey: .model))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(measured, forKey: .measured)
        try c.encode(blocked, forKey: .blocked)
        try c.encode(declared, forKey: .declared)
        try c.encode(model, forKey: .model)
    }
}
