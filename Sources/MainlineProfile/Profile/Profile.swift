import Foundation
import MainlineSARIF
import ThreadChecker

/// What a run did, frame by frame, and what is wrong with it: the source of truth of every
/// report. `Codable` (its JSON is documented in Reports/profile-schema.md, versioned by
/// `schemaVersion`) and `Sendable`. Durations are in **milliseconds** except in `timeline`,
/// which keeps the recorder's seconds.
public struct Profile: Sendable, Codable, Equatable {
    /// The version of the JSON layout this value was written with (2: the per-frame series
    /// replaces the list of frame summaries; version 1 profiles still read).
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    /// The name of the run (a scenario's name), shown in reports.
    public var name: String
    public var configuration: Configuration
    public var summary: Summary
    /// Each phase's time over the run.
    public var phases: [PhaseSummary]
    /// Every frame of the run, compactly (the source of the frame statistics).
    public var series: FrameSeries
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
    /// Frames with their spans, when the profile was made with them (nil otherwise).
    public var timeline: [FrameTimeline]?
    /// For a profile of repeated runs (`mainline run --repeat N`, the median run's): each figure's
    /// median and range, and how many runs had each finding.
    public var repetition: Repetition?
    /// The app's launch: its time to first frame and what filled it (nil when the run did not
    /// include a launch).
    public var launch: TransitionRecord?
    /// Every push, pop, presentation, dismissal and tab switch, in order: its time to first
    /// frame, duration, hitches, and what filled the time to its first frame.
    public var transitions: [TransitionRecord]
    /// The animation intervals of the run, as `os_signpost` animation intervals mark them (the
    /// first 1,000).
    public var animationIntervals: [AnimationIntervalRecord]

    /// Milliseconds of hitch per second of scrolling or animation (Apple's hitch-time ratio).
    public var hitchTimeRatio: Double { summary.hitchTimeRatio }

    /// The display timing the run had.
    public var timing: DisplayTiming { DisplayTiming(refreshRate: configuration.refreshRate) }

    /// One summary per frame of the run, in order (made from `series`).
    public var frames: [FrameSummary] { series.summaries(timing: timing) }

    package init(name: String, configuration: Configuration, summary: Summary, phases: [PhaseSummary], series: FrameSeries,
                 worstFrames: [WorstFrame], findings: [Finding], offendersByCallSite: [Offender], offendersByHandler: [Offender],
                 diagnostics: [LayoutDiagnostic], threadViolations: [ViolationRecord], timeline: [FrameTimeline]?) {
        schemaVersion = Self.currentSchemaVersion
        self.name = name
        self.configuration = configuration
        self.summary = summary
        self.phases = phases
        self.series = series
        self.worstFrames = worstFrames
        self.findings = findings
        self.offendersByCallSite = offendersByCallSite
        self.offendersByHandler = offendersByHandler
        self.diagnostics = diagnostics
        self.threadViolations = threadViolations
        self.timeline = timeline
        transitions = []
        animationIntervals = []
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, name, configuration, summary, phases, series, frames, worstFrames, findings, offendersByCallSite
        case offendersByHandler, diagnostics, threadViolations, timeline, repetition, launch, transitions, animationIntervals
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        name = try c.decode(String.self, forKey: .name)
        configuration = try c.decode(Configuration.self, forKey: .configuration)
        summary = try c.decode(Summary.self, forKey: .summary)
        phases = try c.decode([PhaseSummary].self, forKey: .phases)
        if let series = try c.decodeIfPresent(FrameSeries.self, forKey: .series) {
            self.series = series
        } else {
            // Version 1: a summary per frame.
            let frames = try c.decodeIfPresent([FrameSummary].self, forKey: .frames) ?? []
            series = FrameSeries(frames)
        }
        worstFrames = try c.decode([WorstFrame].self, forKey: .worstFrames)
        findings = try c.decode([Finding].self, forKey: .findings)
        offendersByCallSite = try c.decode([Offender].self, forKey: .offendersByCallSite)
        offendersByHandler = try c.decode([Offender].self, forKey: .offendersByHandler)
        diagnostics = try c.decode([LayoutDiagnostic].self, forKey: .diagnostics)
        threadViolations = try c.decode([ViolationRecord].self, forKey: .threadViolations)
        timeline = try c.decodeIfPresent([FrameTimeline].self, forKey: .timeline)
        repetition = try c.decodeIfPresent(Repetition.self, forKey: .repetition)
        launch = try c.decodeIfPresent(TransitionRecord.self, forKey: .launch)
        transitions = try c.decodeIfPresent([TransitionRecord].self, forKey: .transitions) ?? []
        animationIntervals = try c.decodeIfPresent([AnimationIntervalRecord].self, forKey: .animationIntervals) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(name, forKey: .name)
        try c.encode(configuration, forKey: .configuration)
        try c.encode(summary, forKey: .summary)
        try c.encode(phases, forKey: .phases)
        try c.encode(series, forKey: .series)
        try c.encode(worstFrames, forKey: .worstFrames)
        try c.encode(findings, forKey: .findings)
        try c.encode(offendersByCallSite, forKey: .offendersByCallSite)
        try c.encode(offendersByHandler, forKey: .offendersByHandler)
        try c.encode(diagnostics, forKey: .diagnostics)
        try c.encode(threadViolations, forKey: .threadViolations)
        try c.encodeIfPresent(timeline, forKey: .timeline)
        try c.encodeIfPresent(repetition, forKey: .repetition)
        try c.encodeIfPresent(launch, forKey: .launch)
        try c.encode(transitions, forKey: .transitions)
        try c.encode(animationIntervals, forKey: .animationIntervals)
    }

    /// How the run was made.
    public struct Configuration: Sendable, Codable, Equatable {
        public var refreshRate: Double
        /// "virtual", "deterministic" or "real" (`Simulation.Clock`).
        public var clock: String
        /// The device the run stood for ("iPhone 16 Pro"), if the profile says (profiles of
        /// earlier releases do not).
        public var device: String?
        /// The name of what charged the framework's work (the device's name), if anything did.
        public var costModel: String?
        /// What a second of the host's CPU counted as on the device (the app's measured code only).
        public var cpuScale: Double
        /// Screen size in points and scale, e.g. "402x874@3".
        public var screen: String
        /// The index of the first frame of the run.
        public var firstFrame: Int
        /// Set when the run was stopped before its end (by Ctrl-C, say): where it stopped.
        public var interruption: String?

        public init(refreshRate: Double, clock: String, costModel: String?, cpuScale: Double = 1, screen: String, firstFrame: Int,
                    interruption: String? = nil) {
            self.init(refreshRate: refreshRate, clock: clock, device: nil, costModel: costModel, cpuScale: cpuScale, screen: screen,
                      firstFrame: firstFrame, interruption: interruption)
        }

        public init(refreshRate: Double, clock: String, device: String?, costModel: String?, cpuScale: Double = 1, screen: String,
                    firstFrame: Int, interruption: String? = nil) {
            self.refreshRate = refreshRate
            self.clock = clock
            self.device = device
            self.costModel = costModel
            self.cpuScale = cpuScale
            self.screen = screen
            self.firstFrame = firstFrame
            self.interruption = interruption
        }

        /// Where the frames' time came from, in words: "virtual clock: the app's code measured
        /// (the host's CPU time × 0.45), the framework's work counted and charged at the iPhone
        /// 16 Pro's costs, declared costs".
        public var timeSourceDescription: String {
            let model: String
            if let device, costModel != nil {
                model = "the framework's work counted and charged at the \(device)'s costs"
            } else if let costModel {
                model = "framework work charged by the cost model '\(costModel)'"
            } else {
                model = "framework work not charged"
            }
            switch clock {
            case "virtual": return "virtual clock: the app's code measured (the host's CPU time × \(number(cpuScale)), blocked time as is), \(model), declared costs"
            case "deterministic": return "deterministic clock: \(model) and declared costs only (the app's code not measured)"
            case "real": return "real clock: wall time, paced to the display"
            default: return "\(clock) clock, \(model)"
            }
        }

        private enum CodingKeys: String, CodingKey {
            case refreshRate, clock, device, costModel, cpuScale, screen, firstFrame, interruption
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            refreshRate = try c.decode(Double.self, forKey: .refreshRate)
            clock = try c.decode(String.self, forKey: .clock)
            device = try c.decodeIfPresent(String.self, forKey: .device)
            costModel = try c.decodeIfPresent(String.self, forKey: .costModel)
            cpuScale = try c.decodeIfPresent(Double.self, forKey: .cpuScale) ?? 1
            screen = try c.decode(String.self, forKey: .screen)
            firstFrame = try c.decode(Int.self, forKey: .firstFrame)
            interruption = try c.decodeIfPresent(String.self, forKey: .interruption)
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
        /// Frames in which a handler's own code took more than half the budget.
        public var slowHandlerFrames: Int
        /// Hangs: the main thread unresponsive for 250 ms or more.
        public var hangs: Int
        /// From launch to the first frame on screen (ms); nil when no frame was shown.
        public var timeToFirstFrame: Double?
        /// Where the main thread's time came from, over the run (ms).
        public var timeSources: TimeSources

        private enum CodingKeys: String, CodingKey {
            case frames, scrollingFrames, duration, scrollingDuration, budget, effectiveFrameRate, droppedFrames, hitches
            case commitHitches, renderHitches, hitchTime, hitchTimeRatio, grade, frameTime, framesOverBudget, forcedLayouts
            case forcedLayoutTime, synchronousLayouts, layoutThrashes, threadViolations, diagnostics, slowHandlerFrames, hangs
            case timeToFirstFrame, timeSources
        }
    }

    /// A run's main-thread time by where it came from (ms): the app's code as measured, time
    /// blocked in waits, declared costs, and the framework work the cost model charged.
    public struct TimeSources: Sendable, Codable, Equatable {
        public var measured: Double
        public var blocked: Double
        public var declared: Double
        public var model: Double

        public init(measured: Double = 0, blocked: Double = 0, declared: Double = 0, model: Double = 0) {
            self.measured = measured
            self.blocked = blocked
            self.declared = declared
            self.model = model
        }
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
    public typealias HitchKind = MainlineProfile.HitchKind

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

extension Profile.Summary {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        frames = try c.decode(Int.self, forKey: .frames)
        scrollingFrames = try c.decode(Int.self, forKey: .scrollingFrames)
        duration = try c.decode(Double.self, forKey: .duration)
        scrollingDuration = try c.decode(Double.self, forKey: .scrollingDuration)
        budget = try c.decode(Double.self, forKey: .budget)
        effectiveFrameRate = try c.decode(Double.self, forKey: .effectiveFrameRate)
        droppedFrames = try c.decode(Int.self, forKey: .droppedFrames)
        hitches = try c.decode(Int.self, forKey: .hitches)
        commitHitches = try c.decode(Int.self, forKey: .commitHitches)
        renderHitches = try c.decode(Int.self, forKey: .renderHitches)
        hitchTime = try c.decode(Double.self, forKey: .hitchTime)
        hitchTimeRatio = try c.decode(Double.self, forKey: .hitchTimeRatio)
        grade = try c.decode(Profile.Grade.self, forKey: .grade)
        frameTime = try c.decode(Profile.Percentiles.self, forKey: .frameTime)
        framesOverBudget = try c.decode(Int.self, forKey: .framesOverBudget)
        forcedLayouts = try c.decode(Int.self, forKey: .forcedLayouts)
        forcedLayoutTime = try c.decode(Double.self, forKey: .forcedLayoutTime)
        synchronousLayouts = try c.decode(Int.self, forKey: .synchronousLayouts)
        layoutThrashes = try c.decode(Int.self, forKey: .layoutThrashes)
        threadViolations = try c.decode(Int.self, forKey: .threadViolations)
        diagnostics = try c.decode(Int.self, forKey: .diagnostics)
        slowHandlerFrames = try c.decodeIfPresent(Int.self, forKey: .slowHandlerFrames) ?? 0
        hangs = try c.decodeIfPresent(Int.self, forKey: .hangs) ?? 0
        timeToFirstFrame = try c.decodeIfPresent(Double.self, forKey: .timeToFirstFrame)
        timeSources = try c.decodeIfPresent(Profile.TimeSources.self, forKey: .timeSources) ?? Profile.TimeSources()
    }
}

extension FrameSeries {
    /// A series from version 1's frame summaries (milliseconds, rounded to nanoseconds).
    init(_ frames: [Profile.FrameSummary]) {
        self.init()
        firstIndex = frames.first?.index ?? 0
        for frame in frames {
            var flags: Flags = []
            if frame.isScrolling { flags.insert(.scrolling) }
            if frame.hitch == .commit { flags.insert(.commitHitch) }
            if frame.hitch == .render { flags.insert(.renderHitch) }
            let phases = FramePhase.allCases.indices.map { i in i < frame.phases.count ? TimeAmount(milliseconds: frame.phases[i]) : .zero }
            append(vsync: frame.vsync, duration: TimeAmount(milliseconds: frame.duration), renderTime: TimeAmount(milliseconds: frame.renderTime),
                   hitch: TimeAmount(milliseconds: frame.hitchTime), flags: flags, forcedLayouts: frame.forcedLayouts, phases: phases)
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
        /// A handler whose own code took more than half a frame's budget in a frame.
        case slowHandler
        /// The main thread unresponsive for 250 ms or more (busy, or blocked in a wait).
        case hang
        /// A constraint changed inside an animation block that never laid out: the layout lands at
        /// the next commit, outside the animation, and the views jump (the seeds' trap).
        case layoutChangeNotAnimated

        /// The rule it is reported under.
        package var rule: MainlineRule { MainlineRule(rawValue: rawValue)! }

        /// A stable rule id (SARIF, annotations).
        public var ruleID: String { rule.id }

        /// A human title.
        public var title: String { rule.title }
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
    /// For slow handlers, hangs and hitches: the lines their time went to, most first (the
    /// innermost lines of the app's code in the samples taken while it ran).
    public var lines: [LineShare]

    package init(kind: Kind, severity: Severity, title: String, message: String, callSite: CallSite?, handler: String? = nil,
                 api: String? = nil, occurrences: Int, frames: [Int] = [], totalTime: Double = 0, maxTime: Double = 0,
                 viewsLaidOut: Int = 0, invalidatedBy: [InvalidationSite] = [], sequence: [String] = [], lines: [LineShare] = []) {
        self.kind = kind
        self.severity = severity
        self.title = title
        self.message = message
        self.callSite = callSite
        self.handler = handler
        self.api = api
        self.occurrences = occurrences
        self.frames = frames
        self.totalTime = totalTime
        self.maxTime = maxTime
        self.viewsLaidOut = viewsLaidOut
        self.invalidatedBy = invalidatedBy
        self.sequence = sequence
        self.lines = lines
    }

    private enum CodingKeys: String, CodingKey {
        case kind, severity, title, message, callSite, handler, api, occurrences, frames, totalTime, maxTime, viewsLaidOut
        case invalidatedBy, sequence, lines
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        severity = try c.decode(Severity.self, forKey: .severity)
        title = try c.decode(String.self, forKey: .title)
        message = try c.decode(String.self, forKey: .message)
        callSite = try c.decodeIfPresent(CallSite.self, forKey: .callSite)
        handler = try c.decodeIfPresent(String.self, forKey: .handler)
        api = try c.decodeIfPresent(String.self, forKey: .api)
        occurrences = try c.decode(Int.self, forKey: .occurrences)
        frames = try c.decode([Int].self, forKey: .frames)
        totalTime = try c.decode(Double.self, forKey: .totalTime)
        maxTime = try c.decode(Double.self, forKey: .maxTime)
        viewsLaidOut = try c.decode(Int.self, forKey: .viewsLaidOut)
        invalidatedBy = try c.decode([InvalidationSite].self, forKey: .invalidatedBy)
        sequence = try c.decode([String].self, forKey: .sequence)
        lines = try c.decodeIfPresent([LineShare].self, forKey: .lines) ?? []
    }
}

/// A line of the app's code and the share of a finding's time that went to it.
public struct LineShare: Sendable, Codable, Equatable {
    public var callSite: CallSite
    /// The samples taken at it.
    public var samples: Int
    /// Its share of the samples, 0...1.
    public var share: Double

    public init(callSite: CallSite, samples: Int, share: Double) {
        self.callSite = callSite
        self.samples = samples
        self.share = share
    }
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
