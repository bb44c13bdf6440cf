import Foundation
import ThreadChecker

/// The phases of a frame, in order (after iOS's `UIUpdateActionPhase`).
public enum FramePhase: String, Sendable, Codable, CaseIterable {
    /// Input due by this vsync, and `Simulation.perform` requests.
    case event
    /// Blocks enqueued on `DispatchQueue.main`, served between the event and commit turns.
    case mainQueue
    /// `CADisplayLink` callbacks.
    case displayLink
    /// The constraint pass (bottom-up `updateConstraints()`).
    case constraints
    /// The layout pass (top-down `layoutSubviews()`).
    case layout
    /// The display pass (`draw(_:)`).
    case display
    /// The rest of the transaction commit (appearance callbacks that follow it).
    case commit
}

/// One phase's place in a frame, in simulation seconds.
public struct PhaseRecord: Sendable, Codable, Equatable {
    public let phase: FramePhase
    package let begin: Instant
    package let elapsed: TimeAmount

    package init(phase: FramePhase, begin: Instant, elapsed: TimeAmount) {
        self.phase = phase
        self.begin = begin
        self.elapsed = elapsed
    }

    public var start: TimeInterval { begin.seconds }
    public var duration: TimeInterval { elapsed.seconds }

    private enum CodingKeys: String, CodingKey { case phase, start, duration }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        phase = try c.decode(FramePhase.self, forKey: .phase)
        begin = Instant(seconds: try c.decode(TimeInterval.self, forKey: .start))
        elapsed = TimeAmount(seconds: try c.decode(TimeInterval.self, forKey: .duration))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(phase, forKey: .phase)
        try c.encode(start, forKey: .start)
        try c.encode(duration, forKey: .duration)
    }
}

/// Counts of the work a frame did.
public struct FrameCounters: Sendable, Codable, Equatable {
    public var performs = 0
    /// Blocks queued with `DispatchQueue.main.async` from the simulation that ran in the frame.
    public var mainQueueBlocks = 0
    public var displayLinkCallbacks = 0
    public var updateConstraintsCalls = 0
    public var layoutSubviewsCalls = 0
    public var drawCalls = 0
    public var synchronousLayouts = 0
    /// Device pixels drawn by `draw(_:)` calls.
    public var pixelsDrawn = 0

    public init() {}
}

/// A layout run on the spot rather than at the commit: `layoutIfNeeded()`,
/// `updateConstraintsIfNeeded()` or `systemLayoutSizeFitting(_:)` that found work to do.
public struct SynchronousLayoutRecord: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        case layoutIfNeeded, updateConstraintsIfNeeded, systemLayoutSizeFitting

        package init?(_ span: SpanKind) {
            switch span {
            case .layoutIfNeeded: self = .layoutIfNeeded
            case .updateConstraintsIfNeeded: self = .updateConstraintsIfNeeded
            case .systemLayoutSizeFitting: self = .systemLayoutSizeFitting
            default: return nil
            }
        }

        package var spanKind: SpanKind {
            switch self {
            case .layoutIfNeeded: .layoutIfNeeded
            case .updateConstraintsIfNeeded: .updateConstraintsIfNeeded
            case .systemLayoutSizeFitting: .systemLayoutSizeFitting
            }
        }
    }

    public let kind: Kind
    /// The phase it ran in (outside the commit it forced work the commit would have done).
    public let phase: FramePhase
    /// The view it was called on.
    public let view: String
    /// The caller's source location.
    public let callSite: CallSite?
    /// How long it took.
    package let elapsed: TimeAmount
    /// Views laid out during it.
    public let layouts: Int

    package init(kind: Kind, phase: FramePhase, view: String, callSite: CallSite?, elapsed: TimeAmount, layouts: Int) {
        self.kind = kind
        self.phase = phase
        self.view = view
        self.callSite = callSite
        self.elapsed = elapsed
        self.layouts = layouts
    }

    /// Simulation seconds it took.
    public var duration: TimeInterval { elapsed.seconds }

    private enum CodingKeys: String, CodingKey { case kind, phase, view, callSite, duration, layouts }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        phase = try c.decode(FramePhase.self, forKey: .phase)
        view = try c.decode(String.self, forKey: .view)
        callSite = try c.decodeIfPresent(CallSite.self, forKey: .callSite)
        elapsed = TimeAmount(seconds: try c.decode(TimeInterval.self, forKey: .duration))
        layouts = try c.decode(Int.self, forKey: .layouts)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(phase, forKey: .phase)
        try c.encode(view, forKey: .view)
        try c.encodeIfPresent(callSite, forKey: .callSite)
        try c.encode(duration, forKey: .duration)
        try c.encode(layouts, forKey: .layouts)
    }
}

/// What one frame did: when it was due, when it ran, each phase's time, and its counts.
/// Derived from the frame's `FrameTimeline`, which also holds the tree of spans.
public struct FrameRecord: Sendable, Codable, Equatable {
    /// Sequential number of the frame.
    public let index: Int
    /// The vsync it started at (vsyncs skipped while a long frame ran are missing).
    public let vsync: Int
    package let vsyncTime: Instant
    package let targetTime: Instant
    package let workStart: Instant
    package let workEnd: Instant
    public let phases: [PhaseRecord]
    public let counters: FrameCounters
    public let synchronousLayouts: [SynchronousLayoutRecord]

    package init(index: Int, vsync: Int, vsyncTime: Instant, targetTime: Instant, workStart: Instant, workEnd: Instant,
                 phases: [PhaseRecord], counters: FrameCounters, synchronousLayouts: [SynchronousLayoutRecord]) {
        self.index = index
        self.vsync = vsync
        self.vsyncTime = vsyncTime
        self.targetTime = targetTime
        self.workStart = workStart
        self.workEnd = workEnd
        self.phases = phases
        self.counters = counters
        self.synchronousLayouts = synchronousLayouts
    }

    /// The vsync's time (`CADisplayLink.timestamp`).
    public var timestamp: TimeInterval { vsyncTime.seconds }
    /// The next vsync's time (`CADisplayLink.targetTimestamp`); the budget is the difference.
    public var targetTimestamp: TimeInterval { targetTime.seconds }
    /// When the frame's work started and ended, in simulation seconds.
    public var start: TimeInterval { workStart.seconds }
    public var end: TimeInterval { workEnd.seconds }

    /// The time the frame had: one refresh interval.
    public var budget: TimeInterval { (targetTime - vsyncTime).seconds }
    /// The time the frame's work took.
    public var duration: TimeInterval { (workEnd - workStart).seconds }

    private enum CodingKeys: String, CodingKey {
        case index, vsync, timestamp, targetTimestamp, start, end, phases, counters, synchronousLayouts
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        vsync = try c.decode(Int.self, forKey: .vsync)
        vsyncTime = Instant(seconds: try c.decode(TimeInterval.self, forKey: .timestamp))
        targetTime = Instant(seconds: try c.decode(TimeInterval.self, forKey: .targetTimestamp))
        workStart = Instant(seconds: try c.decode(TimeInterval.self, forKey: .start))
        workEnd = Instant(seconds: try c.decode(TimeInterval.self, forKey: .end))
        phases = try c.decode([PhaseRecord].self, forKey: .phases)
        counters = try c.decode(FrameCounters.self, forKey: .counters)
        synchronousLayouts = try c.decode([SynchronousLayoutRecord].self, forKey: .synchronousLayouts)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(vsync, forKey: .vsync)
        try c.encode(timestamp, forKey: .timestamp)
        try c.encode(targetTimestamp, forKey: .targetTimestamp)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(phases, forKey: .phases)
        try c.encode(counters, forKey: .counters)
        try c.encode(synchronousLayouts, forKey: .synchronousLayouts)
    }

    /// The duration of one phase (0 if it did not run).
    public func duration(of phase: FramePhase) -> TimeInterval {
        phases.first { $0.phase == phase }?.duration ?? 0
    }
}
