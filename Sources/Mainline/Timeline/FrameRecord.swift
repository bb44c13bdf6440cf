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
    public let start: TimeInterval
    public let duration: TimeInterval
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
}

/// A layout run on the spot rather than at the commit: `layoutIfNeeded()`,
/// `updateConstraintsIfNeeded()` or `systemLayoutSizeFitting(_:)` that found work to do.
public struct SynchronousLayoutRecord: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        case layoutIfNeeded, updateConstraintsIfNeeded, systemLayoutSizeFitting

        init?(_ span: SpanKind) {
            switch span {
            case .layoutIfNeeded: self = .layoutIfNeeded
            case .updateConstraintsIfNeeded: self = .updateConstraintsIfNeeded
            case .systemLayoutSizeFitting: self = .systemLayoutSizeFitting
            default: return nil
            }
        }

        var spanKind: SpanKind {
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
    /// Simulation seconds it took.
    public let duration: TimeInterval
    /// Views laid out during it.
    public let layouts: Int
}

/// What one frame did: when it was due, when it ran, each phase's time, and its counts.
/// Derived from the frame's `FrameTimeline`, which also holds the tree of spans.
public struct FrameRecord: Sendable, Codable, Equatable {
    /// Sequential number of the frame.
    public let index: Int
    /// The vsync it started at (vsyncs skipped while a long frame ran are missing).
    public let vsync: Int
    /// The vsync's time (`CADisplayLink.timestamp`).
    public let timestamp: TimeInterval
    /// The next vsync's time (`CADisplayLink.targetTimestamp`); the budget is the difference.
    public let targetTimestamp: TimeInterval
    /// When the frame's work started and ended, in simulation seconds.
    public let start: TimeInterval
    public let end: TimeInterval
    public let phases: [PhaseRecord]
    public let counters: FrameCounters
    public let synchronousLayouts: [SynchronousLayoutRecord]

    /// The time the frame had: one refresh interval.
    public var budget: TimeInterval { targetTimestamp - timestamp }
    /// The time the frame's work took.
    public var duration: TimeInterval { end - start }

    /// The duration of one phase (0 if it did not run).
    public func duration(of phase: FramePhase) -> TimeInterval {
        phases.first { $0.phase == phase }?.duration ?? 0
    }
}

/// Declares the cost of work for the virtual clock: the simulation counts it as the time the
/// current phase took (on the real clock the thread is kept busy that long).
public enum Workload {
    /// Spends `milliseconds` of main-thread time in the current phase of the simulation whose
    /// turn or main-queue block runs on this thread (anywhere else — a background queue, code
    /// outside any simulation — the thread is kept busy that long).
    public static func spend(milliseconds: Double) {
        guard milliseconds > 0, milliseconds.isFinite else { return }
        if let context = SimulationContext.runningWithoutBlocking {
            MainTurn.shared.begin()
            context.clock.spend(milliseconds / 1000)
            MainTurn.shared.end()
        } else {
            busyWait(milliseconds / 1000)
        }
    }

    /// Declares `milliseconds` of render-server time for the current frame of the simulation
    /// whose turn runs on this thread (a blur, a large shadow, offscreen passes): a frame whose
    /// render takes longer than a refresh interval is a render hitch.
    public static func spendRenderServer(milliseconds: Double) {
        guard milliseconds > 0, milliseconds.isFinite, let context = SimulationContext.runningWithoutBlocking else { return }
        MainTurn.shared.begin()
        context.timeline.addRenderTime(milliseconds / 1000)
        MainTurn.shared.end()
    }

    static func busyWait(_ seconds: Double) {
        let end = monotonicSeconds() + seconds
        while monotonicSeconds() < end {}
    }
}
