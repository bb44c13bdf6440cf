import Foundation

/// A whole-run figure of a profile that budgets gate, comparisons compare and repeated runs
/// spread: one list, so a gate, a flag, a comparison and a report name it the same way.
public enum ProfileMetric: String, Sendable, Codable, CaseIterable {
    case hitchTimeRatio, hitchTime, p50FrameTime, p95FrameTime, p99FrameTime, droppedFrames, forcedLayouts, layoutThrashes
    case threadViolations, slowHandlerFrames, hangs, timeToFirstFrame

    /// The name reports use ("hitch-time ratio").
    public var title: String {
        switch self {
        case .hitchTimeRatio: "hitch-time ratio"
        case .hitchTime: "hitch time"
        case .p50FrameTime: "p50 frame time"
        case .p95FrameTime: "p95 frame time"
        case .p99FrameTime: "p99 frame time"
        case .droppedFrames: "dropped frames"
        case .forcedLayouts: "forced synchronous layouts"
        case .layoutThrashes: "layout thrashing"
        case .threadViolations: "thread violations"
        case .slowHandlerFrames: "slow-handler frames"
        case .hangs: "hangs"
        case .timeToFirstFrame: "time to first frame"
        }
    }

    /// The unit after a value (" ms", " ms/s", "" for a count).
    public var unit: String {
        switch self {
        case .hitchTimeRatio: " ms/s"
        case .hitchTime, .p50FrameTime, .p95FrameTime, .p99FrameTime, .timeToFirstFrame: " ms"
        default: ""
        }
    }

    /// Whether the figure comes from time, which the app's measured code makes vary from run to
    /// run under the virtual and real clocks (counts of what the code did do not vary).
    public var isTimed: Bool {
        switch self {
        case .forcedLayouts, .layoutThrashes, .threadViolations: false
        default: true
        }
    }

    /// The smallest change of the figure that is not noise in a measured run, in its unit.
    public var measuredNoiseFloor: Double {
        switch self {
        case .hitchTimeRatio: 2
        case .hitchTime, .timeToFirstFrame: 5
        case .p50FrameTime, .p95FrameTime, .p99FrameTime: 1
        case .droppedFrames, .slowHandlerFrames: 3
        case .hangs: 0.5
        case .forcedLayouts, .layoutThrashes, .threadViolations: 0
        }
    }

    /// The `mainline run` option that sets a limit on it (nil: none does).
    public var gateFlag: String? {
        switch self {
        case .hitchTimeRatio: "--max-hitch-ratio"
        case .p95FrameTime: "--max-p95"
        case .p99FrameTime: "--max-p99"
        case .forcedLayouts: "--max-forced-layouts"
        case .layoutThrashes: "--max-thrashes"
        case .threadViolations: "--max-violations"
        case .hangs: "--max-hangs"
        case .slowHandlerFrames: "--max-slow-handler-frames"
        case .timeToFirstFrame: "--max-time-to-first-frame"
        default: nil
        }
    }

    /// The figure in a profile's summary.
    public func value(in summary: Profile.Summary) -> Double {
        switch self {
        case .hitchTimeRatio: summary.hitchTimeRatio
        case .hitchTime: summary.hitchTime
        case .p50FrameTime: summary.frameTime.p50
        case .p95FrameTime: summary.frameTime.p95
        case .p99FrameTime: summary.frameTime.p99
        case .droppedFrames: Double(summary.droppedFrames)
        case .forcedLayouts: Double(summary.forcedLayouts)
        case .layoutThrashes: Double(summary.layoutThrashes)
        case .threadViolations: Double(summary.threadViolations)
        case .slowHandlerFrames: Double(summary.slowHandlerFrames)
        case .hangs: Double(summary.hangs)
        case .timeToFirstFrame: summary.timeToFirstFrame ?? 0
        }
    }

    /// A value as reports print it: a count whole, a time with two decimals.
    public func format(_ value: Double) -> String {
        unit.isEmpty && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : fixedTwoDecimals(value)
    }
}

/// The spread of one figure over repeated runs of the same scenario (`mainline run --repeat N`).
public struct MetricSpread: Sendable, Codable, Equatable {
    public var metric: ProfileMetric
    public var median: Double
    public var min: Double
    public var max: Double

    public init(metric: ProfileMetric, values: [Double]) {
        self.metric = metric
        let sorted = values.sorted()
        median = sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        min = sorted.first ?? 0
        max = sorted.last ?? 0
    }

    /// Half the range: how far a run strays from the median.
    public var spread: Double { (max - min) / 2 }
}

/// What repeating a run showed: every figure's median and range, and how many runs had each
/// finding.
public struct Repetition: Sendable, Codable, Equatable {
    public var runs: Int
    public var spreads: [MetricSpread]
    /// Findings by "kind|site", with the number of runs that had them.
    public var findingRuns: [String: Int]

    public init(runs: Int, spreads: [MetricSpread], findingRuns: [String: Int]) {
        self.runs = runs
        self.spreads = spreads
        self.findingRuns = findingRuns
    }

    /// Repeated runs of one scenario: the spreads of their figures and their findings' presence.
    public init(profiles: [Profile]) {
        runs = profiles.count
        spreads = ProfileMetric.allCases.map { metric in MetricSpread(metric: metric, values: profiles.map { metric.value(in: $0.summary) }) }
        var presence: [String: Int] = [:]
        for profile in profiles {
            for key in Set(profile.findings.map(\.comparisonKey)) { presence[key, default: 0] += 1 }
        }
        findingRuns = presence
    }

    public func spread(of metric: ProfileMetric) -> MetricSpread? { spreads.first { $0.metric == metric } }
}

extension Finding {
    /// What identifies a finding across runs: its kind and its line (or API, or title).
    public var comparisonKey: String {
        "\(kind.rawValue)|\(callSite.map { "\($0.fileName):\($0.line)" } ?? api ?? title)"
    }

    /// Whether the finding comes from measured time (it may come and go between runs of the
    /// same code under the virtual clock).
    public var isTimed: Bool { kind == .hitch || kind == .slowHandler || kind == .hang }
}
