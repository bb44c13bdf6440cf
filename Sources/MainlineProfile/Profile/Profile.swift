import Foundation
import ThreadChecker

/// What a run did, frame by frame, and what is wrong with it: the source of truth of every
/// report. `Codable` (its JSON is documented in Reports/profile-schema.md, versioned by
/// `schemaVersion`) and `Sendable`. Durations are in **milliseconds** except in `timeline`,
/// which keeps the recorder's seconds.
public struct Profile: Sendable, Codable, Equatable {
    /// The version of the JSON layout this value was written with.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The name of the run (a scenario's name), shown in reports.
    public var name: String
    public var configuration: Configuration
    public var summary: Summary
    /// Each phase's time over the run.
    public var phases: [PhaseSummary]
    /// One entry per recorded frame.
    public var frames: [FrameSummary]
    /// The frames that took longest, with what they contained.
    public var worstFrames: [WorstFrame]
    /// What is wrong, most serious first.
    public var findings: [Finding]
    /// Synchronous layouts grouped by the line that ran them (offences and allowed ones).
    public var offendersByCallSite: [Offender]
    /// Time by handler (delegate callbacks, blocks, layoutSubviews of each view type).
    public var offendersByHandler: [Offender]
    /// The layout diagnostics of the run (unsatisfiable constraints, ambiguity, loops).
    public var diagnostics: [LayoutDiagnostic]
    /// UI calls off the main queue while the run was driven, one per API and call site.
    public var threadViolations: [ViolationRecord]
    /// The recorded frames with their spans (nil when the profile was made without them).
    public var timeline: [FrameTimeline]?

    /// Milliseconds of hitch per second of scrolling or animation (Apple's hitch-time ratio).
    public var hitchTimeRatio: Double { summary.hitchTimeRatio }

    /// How the run was made.
    public struct Configuration: Sendable, Codable, Equatable {
        public var refreshRate: Double
        /// "virtual" or "real".
        public var clock: String
        /// The cost model's name, if one turned counted work into time.
        public var costModel: String?
        /// Screen size in points and scale, e.g. "390x844@3".
        public var screen: String
        /// The index of the first recorded frame (frames before it were not kept).
        public var firstFrame: Int

        public init(refreshRate: Double, clock: String, costModel: String?, screen: String, firstFrame: Int) {
            self.refreshRate = refreshRate
            self.clock = clock
            self.costModel = costModel
            self.screen = screen
            self.firstFrame = firstFrame
        }
    }

    /// Apple's grading of the hitch-time ratio (WWDC20 "Eliminate animation hitches with
    /// XCTest"): under 5 ms/s good, 5 to 10 warning, over 10 critical.
    public enum Grade: String, Sendable, Codable, Comparable {
        case good, warning, critical

        public init(hitchTimeRatio ratio: Double) {
            self = ratio < 5 ? .good : ratio <= 10 ? .warning : .critical
        }

        private var rank: Int { self == .good ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Grade, b: Grade) -> Bool { a.rank < b.rank }
    }

    /// The run at a glance.
    public struct Summary: Sendable, Codable, Equatable {
        public var frames: Int
        /// Frames in which content scrolled or animated.
        public var scrollingFrames: Int
        /// Simulation time from the first frame's vsync to the last frame's presentation (ms).
        public var duration: Double
        /// Time spent scrolling or animating (ms): the frames' intervals plus their hitches.
        public var scrollingDuration: Double
        /// The frame budget at the refresh rate (ms).
        public var budget: Double
        /// Frames presented per second while scrolling (over all frames when nothing scrolled).
        public var effectiveFrameRate: Double
        /// Refreshes that showed a stale frame.
        public var droppedFrames: Int
        public var hitches: Int
        public var commitHitches: Int
        public var renderHitches: Int
        /// Total hitch time (ms), all frames.
        public var hitchTime: Double
        /// Hitch time during scrolling or animation per second of it (ms/s).
        public var hitchTimeRatio: Double
        public var grade: Grade
        /// Frame work time (vsync to end of commit) percentiles (ms).
        public var frameTime: Percentiles
        /// Frames whose work took longer than the budget.
        public var framesOverBudget: Int
        /// Forced synchronous layouts that are offences (occurrences) and their time (ms).
        public var forcedLayouts: Int
        public var forcedLayoutTime: Double
        /// All synchronous layouts that did work, offences or not.
        public var synchronousLayouts: Int
        /// Handler runs that thrashed (invalidate, force, invalidate, force…).
        public var layoutThrashes: Int
        /// Off-main UI calls (sum of the violations' counts).
        public var threadViolations: Int
        public var diagnostics: Int
    }

    /// Percentiles by the nearest-rank method.
    public struct Percentiles: Sendable, Codable, Equatable {
        public var p50: Double
        public var p90: Double
        public var p95: Double
        public var p99: Double
        public var max: Double
        public var mean: Double

        public init(_ values: [Double]) {
            let sorted = values.sorted()
            func rank(_ p: Double) -> Double {
                guard !sorted.isEmpty else { return 0 }
                let index = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
                return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
            }
            p50 = rank(50)
            p90 = rank(90)
            p95 = rank(95)
            p99 = rank(99)
            max = sorted.last ?? 0
            mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
        }
    }

    /// One phase over the run.
    public struct PhaseSummary: Sendable, Codable, Equatable {
        public var phase: FramePhase
        /// Total (ms), mean per frame (ms), and its share of all frame work (0...1).
        public var total: Double
        public var mean: Double
        public var share: Double
    }

    /// Why a frame was late.
    public enum HitchKind: String, Sendable, Codable {
        /// The main thread's work (events, handlers, commit) ran past the frame's deadline.
        case commit
        /// The commit was on time; the render server took longer than a refresh interval.
        case render
    }

    /// One frame.
    public struct FrameSummary: Sendable, Codable, Equatable {
        public var index: Int
        public var vsync: Int
        /// The vsync's time (ms).
        public var timestamp: Double
        /// The frame's budget (ms).
        public var budget: Double
        /// Work time from the vsync to the end of the commit (ms).
        public var duration: Double
        /// The render server's time (ms).
        public var renderTime: Double
        /// How late the frame was presented (ms); 0 on time.
        public var hitchTime: Double
        public var hitch: HitchKind?
        public var isScrolling: Bool
        /// Each phase's time (ms), in `FramePhase.allCases` order.
        public var phases: [Double]
        /// Forced synchronous layouts (offences) in the frame.
        public var forcedLayouts: Int
    }

    /// A slow frame and the work that made it slow.
    public struct WorstFrame: Sendable, Codable, Equatable {
        public var index: Int
        public var duration: Double
        public var hitchTime: Double
        /// The longest spans directly inside the frame's phases.
        public var work: [WorkItem]
    }

    /// A piece of work in a frame.
    public struct WorkItem: Sendable, Codable, Equatable {
        public var kind: SpanKind
        public var name: String
        public var phase: FramePhase?
        public var object: String?
        public var callSite: CallSite?
        public var duration: Double
    }

    /// Time grouped by call site or by handler.
    public struct Offender: Sendable, Codable, Equatable {
        /// `file:line` and function for a call site; the handler's name for a handler.
        public var name: String
        public var callSite: CallSite?
        public var handler: String?
        public var occurrences: Int
        public var totalTime: Double
        public var maxTime: Double
        /// For synchronous layouts: why the layout is not an offence (nil: it is one).
        public var allowedBecause: String?

        mutating func add(_ time: Double) {
            occurrences += 1
            totalTime += time
            maxTime = Swift.max(maxTime, time)
        }
    }
}

/// Something the profiler found wrong, grouped across frames.
public struct Finding: Sendable, Codable, Equatable {
    /// What was found.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// `layoutIfNeeded()`, `updateConstraintsIfNeeded()` or `systemLayoutSizeFitting(_:)`
        /// that ran a layout in an event handler instead of leaving it to the commit.
        case forcedSynchronousLayout
        /// Invalidate, force, invalidate, force… more than once in one handler run.
        case layoutThrashing
        /// Frames presented late.
        case hitch
        /// UI calls off the main queue.
        case threadViolation
        /// A view laid out again and again in one commit.
        case layoutFeedbackLoop
        /// Unsatisfiable or ambiguous constraints, invalid geometry and the other diagnostics.
        case layoutDiagnostic
        /// A view's `layoutSubviews()` invalidated the layout of one of its ancestors: the
        /// commit lays the ancestor (and what it moves) out again.
        case ancestorInvalidatedDuringLayout

        /// A stable rule id (SARIF, annotations).
        public var ruleID: String {
            switch self {
            case .forcedSynchronousLayout: "ML001"
            case .layoutThrashing: "ML002"
            case .hitch: "ML003"
            case .threadViolation: "ML004"
            case .layoutFeedbackLoop: "ML005"
            case .layoutDiagnostic: "ML006"
            case .ancestorInvalidatedDuringLayout: "ML007"
            }
        }

        /// A human title.
        public var title: String {
            switch self {
            case .forcedSynchronousLayout: "Forced synchronous layout"
            case .layoutThrashing: "Layout thrashing"
            case .hitch: "Hitches"
            case .threadViolation: "UI API called off the main thread"
            case .layoutFeedbackLoop: "Layout feedback loop"
            case .layoutDiagnostic: "Layout diagnostic"
            case .ancestorInvalidatedDuringLayout: "Layout invalidated from a subview's layout"
            }
        }
    }

    public enum Severity: String, Sendable, Codable, Comparable {
        case note, warning, error
        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var kind: Kind
    public var severity: Severity
    /// One line.
    public var title: String
    /// The details: what, where, how to fix.
    public var message: String
    /// For a forced layout, the line that forced it; for a violation, the offending call.
    public var callSite: CallSite?
    /// The handler it ran in ("scrollViewDidScroll(_:)" …).
    public var handler: String?
    /// The API involved (`layoutIfNeeded()`, `-[UIView setAlpha:]` …).
    public var api: String?
    /// How often it happened (grouped by call site across frames).
    public var occurrences: Int
    /// The frames it happened in (the first 50).
    public var frames: [Int]
    /// Time it cost in total and at most once (ms).
    public var totalTime: Double
    public var maxTime: Double
    /// Views laid out by it in total.
    public var viewsLaidOut: Int
    /// For forced layouts and thrashing: the invalidations that made the layout pending, by
    /// origin.
    public var invalidatedBy: [InvalidationSite]
    /// For thrashing: the steps of its first occurrence.
    public var sequence: [String]
}

/// An off-main UI call, as the profile keeps it.
public struct ViolationRecord: Sendable, Codable, Equatable {
    /// The API in Apple's format (`-[UIView setNeedsLayout]`).
    public var api: String
    public var callSite: CallSite?
    public var backtrace: [CallSite]
    public var threadID: UInt64
    public var threadName: String?
    public var queueLabel: String
    public var isProcessMainThread: Bool
    public var count: Int

    public init(_ violation: ThreadViolation) {
        api = violation.api
        callSite = violation.callSite
        backtrace = violation.backtrace
        threadID = violation.threadID
        threadName = violation.threadName
        queueLabel = violation.queueLabel
        isProcessMainThread = violation.isProcessMainThread
        count = violation.count
    }
}

/// Where invalidations came from, grouped.
public struct InvalidationSite: Sendable, Codable, Equatable {
    public var callSite: CallSite?
    public var cause: String?
    /// The types of the views invalidated.
    public var views: [String]
    public var count: Int

    public var origin: String { callSite?.description ?? cause ?? "unknown site" }
}
