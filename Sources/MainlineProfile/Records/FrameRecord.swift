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
