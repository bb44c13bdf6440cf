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
    public var timestamp: TimeInterval
    public var targetTimestamp: TimeInterval
    /// When the frame's work started and ended, in simulation seconds.
    public var start: TimeInterval
    public var end: TimeInterval
    /// The spans, each after its parent; the phases are the roots.
    public var spans: [Span]
    public var events: [TimelineEvent]
    public var counters: FrameCounters
    /// Whether content scrolled or animated in the frame (a scroll view's offset changed, a
    /// drag or deceleration ran, a `UIView.animate` animation was in flight): the frames the
    /// hitch-time ratio is taken over.
    public var isScrolling: Bool
    /// The render server's time for the frame (declared with `Workload.spendRenderServer`,
    /// or derived from the drawn area by the simulation's `CostModel`), in seconds.
    public var renderTime: TimeInterval
    /// Whether input reached the app in the frame (touches, gestures, scroll steps).
    public var receivedInput: Bool
    /// Where the main thread's time in the frame came from.
    public var timeSources: FrameTimeSources

    package init(index: Int, vsync: Int, timestamp: TimeInterval, targetTimestamp: TimeInterval, start: TimeInterval) {
        self.index = index
        self.vsync = vsync
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.start = start
        end = start
        spans = []
        events = []
        counters = FrameCounters()
        isScrolling = false
        renderTime = 0
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
        timestamp = try c.decode(TimeInterval.self, forKey: .timestamp)
        targetTimestamp = try c.decode(TimeInterval.self, forKey: .targetTimestamp)
        start = try c.decode(TimeInterval.self, forKey: .start)
        end = try c.decode(TimeInterval.self, forKey: .end)
        spans = try c.decode([Span].self, forKey: .spans)
        events = try c.decode([TimelineEvent].self, forKey: .events)
        counters = try c.decode(FrameCounters.self, forKey: .counters)
        isScrolling = try c.decode(Bool.self, forKey: .isScrolling)
        renderTime = try c.decode(TimeInterval.self, forKey: .renderTime)
        receivedInput = try c.decodeIfPresent(Bool.self, forKey: .receivedInput) ?? false
        timeSources = try c.decodeIfPresent(FrameTimeSources.self, forKey: .timeSources) ?? FrameTimeSources()
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
                phases.append(PhaseRecord(phase: phase, start: span.start, duration: span.duration))
            } else if let kind = SynchronousLayoutRecord.Kind(span.kind) {
                synchronous.append(SynchronousLayoutRecord(
                    kind: kind, phase: phase(of: i) ?? .event, view: span.object?.description ?? "",
                    callSite: span.callSite, duration: span.duration, layouts: span.viewsLaidOut ?? 0))
            }
        }
        return FrameRecord(index: index, vsync: vsync, timestamp: timestamp, targetTimestamp: targetTimestamp,
                           start: start, end: end, phases: phases, counters: counters, synchronousLayouts: synchronous)
    }
}

/// Where a frame's main-thread time came from, in seconds: the app's code as measured (its CPU
/// time times the simulation's CPU scale), the time the main thread spent blocked in waits
/// (wall time, unscaled), the costs the code declared (`Workload.spend`), and the framework
/// work the cost model charged (constraint updates, layout passes, drawing).
public struct FrameTimeSources: Sendable, Codable, Equatable {
    public var measured: TimeInterval = 0
    public var blocked: TimeInterval = 0
    public var declared: TimeInterval = 0
    public var model: TimeInterval = 0

    public init(measured: TimeInterval = 0, blocked: TimeInterval = 0, declared: TimeInterval = 0, model: TimeInterval = 0) {
        self.measured = measured
        self.blocked = blocked
        self.declared = declared
        self.model = model
    }

    /// The app's own time: measured, blocked and declared.
    public var app: TimeInterval { measured + blocked + declared }
}
