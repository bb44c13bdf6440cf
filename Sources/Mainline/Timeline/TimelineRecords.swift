import Foundation
import ThreadChecker

/// What a span of the timeline stands for.
public enum SpanKind: String, Sendable, Codable, CaseIterable {
    /// A phase of the frame (`FramePhase`); the roots of a frame's tree.
    case phase
    /// A `Simulation.perform` block (an event handler of the event phase).
    case perform
    /// Input delivered to a view or its delegate (touches, scroll steps).
    case eventHandler
    /// A delegate callback (`scrollViewDidScroll(_:)` and the rest).
    case delegateCallback
    /// A block queued with `DispatchQueue.main.async` or `asyncAfter`.
    case mainQueueBlock
    /// Work of the simulation's scheduler (`Simulation.schedule(after:_:)`).
    case scheduledWork
    /// A `CADisplayLink` callback.
    case displayLinkCallback
    /// A view controller callback (`viewDidLoad`, `viewWillLayoutSubviews` …).
    case controllerCallback
    /// A view's `updateConstraints()` in the constraint pass.
    case updateConstraints
    /// A view's `layoutSubviews()` in the layout pass.
    case layoutSubviews
    /// A view's `draw(_:)` in the display pass.
    case draw
    /// `layoutIfNeeded()` that found work: a synchronous layout.
    case layoutIfNeeded
    /// `updateConstraintsIfNeeded()` that found work: a synchronous constraint update.
    case updateConstraintsIfNeeded
    /// `systemLayoutSizeFitting(_:)`: a synchronous layout of a subtree to measure it.
    case systemLayoutSizeFitting
    /// An explicit `CATransaction` commit or flush that ran the passes outside the frame's own.
    case transactionCommit
    /// A `CATransaction` completion block.
    case transactionCompletion
    /// The animations block of `UIView.animate(withDuration:…)` (a layout inside it animates:
    /// not an offence).
    case animationBlock
    /// Touch delivery to a view (`touchesBegan(_:with:)` and the rest).
    case touchHandler

    /// The synchronous layouts (the forced layouts of the profiler).
    public var isSynchronousLayout: Bool {
        self == .layoutIfNeeded || self == .updateConstraintsIfNeeded || self == .systemLayoutSizeFitting
    }
}

/// The object a span ran for: its type and its id, which is deterministic within a simulation
/// (`RedView:0x1a`, as constraint logs name views).
public struct SpanObject: Sendable, Codable, Hashable, CustomStringConvertible {
    public var type: String
    public var id: UInt64

    public init(type: String, id: UInt64) {
        self.type = type
        self.id = id
    }

    public var description: String { "\(type):0x\(String(id, radix: 16))" }
}

/// One piece of work in a frame: a phase, a handler, a pass callback, a synchronous layout.
/// Spans nest: `parent` is the index of the enclosing span in the frame's `spans`.
public struct Span: Sendable, Codable, Equatable {
    public var kind: SpanKind
    /// The phase's name for phases; the callback's name for callbacks
    /// (`scrollViewDidScroll(_:)`, `viewDidLayoutSubviews()`); empty where the kind says it all.
    public var name: String
    /// Index of the enclosing span in the frame's `spans`, nil for a phase.
    public var parent: Int?
    /// The object the work ran for.
    public var object: SpanObject?
    /// The user's source line that caused the work, where there is one (the caller of
    /// `layoutIfNeeded()`, say).
    public var callSite: CallSite?
    /// Simulation seconds.
    public var start: TimeInterval
    public var duration: TimeInterval
    /// For a synchronous layout: the views laid out during it.
    public var viewsLaidOut: Int?
    /// For a synchronous layout: the invalidations it flushed (who made the layout it ran
    /// pending), in the order they were made.
    public var invalidations: [Invalidation]?

    public var end: TimeInterval { start + duration }
}

/// A thread's track in the timeline: the main queue, or a background thread.
public struct ThreadTrack: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The kernel thread id (0 for the main queue's track, which is not one thread on Linux).
    public var threadID: UInt64
    /// The queue's label or the thread's name.
    public var name: String
    /// Whether this is the main queue's track.
    public var isMain: Bool

    public static let main = ThreadTrack(threadID: 0, name: "com.apple.main-thread", isMain: true)

    public var description: String { isMain ? "main" : "\(name) (tid \(threadID))" }
}

/// A moment in the timeline: a diagnostic, a thread violation.
public struct TimelineEvent: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// A `LayoutDiagnostic` (its kind is `name`).
        case diagnostic
        /// A UI call off the main queue (its API is `name`).
        case threadViolation
    }

    public var kind: Kind
    public var name: String
    public var message: String
    /// Simulation seconds.
    public var time: TimeInterval
    /// The thread it happened on.
    public var track: ThreadTrack
    public var callSite: CallSite?
}

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
