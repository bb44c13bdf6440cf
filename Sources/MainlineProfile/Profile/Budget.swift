import Foundation

/// Limits a run must stay within (nil: not checked). A failed gate says which limit was
/// crossed and by how much; a CI job turns failures into its exit status.
public struct Budget: Sendable, Codable, Equatable {
    /// Hitch-time ratio (ms/s).
    public var maxHitchTimeRatio: Double?
    /// Frame-time percentiles (ms).
    public var maxP95FrameTime: Double?
    public var maxP99FrameTime: Double?
    /// Forced synchronous layouts (occurrences of offences).
    public var maxForcedLayouts: Int?
    /// Layout thrashing (handler runs).
    public var maxLayoutThrashes: Int?
    /// Off-main UI calls.
    public var maxThreadViolations: Int?
    /// Hangs (250 ms or more).
    public var maxHangs: Int?
    /// Frames of scrolling, animation or input in which a handler took more than half the budget.
    public var maxSlowHandlerFrames: Int?
    /// Time to first frame (ms): from launch to the first frame on screen, and from each push,
    /// pop, presentation, dismissal and tab switch to its first frame.
    public var maxTimeToFirstFrame: Double?

    public init(maxHitchTimeRatio: Double? = nil, maxP95FrameTime: Double? = nil, maxP99FrameTime: Double? = nil,
                maxForcedLayouts: Int? = nil, maxLayoutThrashes: Int? = nil, maxThreadViolations: Int? = nil,
                maxHangs: Int? = nil, maxSlowHandlerFrames: Int? = nil, maxTimeToFirstFrame: Double? = nil) {
        self.maxHitchTimeRatio = maxHitchTimeRatio
        self.maxP95FrameTime = maxP95FrameTime
        self.maxP99FrameTime = maxP99FrameTime
        self.maxForcedLayouts = maxForcedLayouts
        self.maxLayoutThrashes = maxLayoutThrashes
        self.maxThreadViolations = maxThreadViolations
        self.maxHangs = maxHangs
        self.maxSlowHandlerFrames = maxSlowHandlerFrames
        self.maxTimeToFirstFrame = maxTimeToFirstFrame
    }

    /// The limit on `metric`, if one is set.
    public func limit(on metric: ProfileMetric) -> Double? {
        switch metric {
        case .hitchTimeRatio: maxHitchTimeRatio
        case .p95FrameTime: maxP95FrameTime
        case .p99FrameTime: maxP99FrameTime
        case .forcedLayouts: maxForcedLayouts.map(Double.init)
        case .layoutThrashes: maxLayoutThrashes.map(Double.init)
        case .threadViolations: maxThreadViolations.map(Double.init)
        case .hangs: maxHangs.map(Double.init)
        case .slowHandlerFrames: maxSlowHandlerFrames.map(Double.init)
        case .timeToFirstFrame: maxTimeToFirstFrame
        case .hitchTime, .p50FrameTime, .droppedFrames: nil
        }
    }

    /// Sets the limit on `metric` (a count is rounded down; metrics without a limit ignore it).
    public mutating func setLimit(_ value: Double?, on metric: ProfileMetric) {
        let count = value.map { Int($0) }
        switch metric {
        case .hitchTimeRatio: maxHitchTimeRatio = value
        case .p95FrameTime: maxP95FrameTime = value
        case .p99FrameTime: maxP99FrameTime = value
        case .forcedLayouts: maxForcedLayouts = count
        case .layoutThrashes: maxLayoutThrashes = count
        case .threadViolations: maxThreadViolations = count
        case .hangs: maxHangs = count
        case .slowHandlerFrames: maxSlowHandlerFrames = count
        case .timeToFirstFrame: maxTimeToFirstFrame = value
        case .hitchTime, .p50FrameTime, .droppedFrames: break
        }
    }

    private enum CodingKeys: String, CodingKey {
        case maxHitchTimeRatio, maxP95FrameTime, maxP99FrameTime, maxForcedLayouts, maxLayoutThrashes, maxThreadViolations
        case maxHangs, maxSlowHandlerFrames, maxTimeToFirstFrame
    }

    /// Apple's "good" hitch-time ratio (under 5 ms/s), no forced layouts, no thrashing, no
    /// thread violations.
    public static let strict = Budget(maxHitchTimeRatio: 5, maxForcedLayouts: 0, maxLayoutThrashes: 0, maxThreadViolations: 0)
}

/// A limit a profile crossed.
public struct BudgetFailure: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The metric's name ("hitch-time ratio").
    public var metric: String
    /// The metric.
    public var kind: ProfileMetric?
    public var limit: Double
    public var actual: Double
    public var unit: String

    public var description: String {
        "\(metric) \(show(actual))\(unit) exceeds the limit \(show(limit))\(unit) by \(show(actual - limit))\(unit)"
    }

    private func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : format(value)
    }
}

extension Profile {
    /// The limits of `budget` this profile crosses (empty: within budget). The time-to-first-frame
    /// limit holds for the launch and for every transition: each one over it is a failure of its own.
    public func check(_ budget: Budget) -> [BudgetFailure] {
        var failures: [BudgetFailure] = ProfileMetric.allCases.compactMap { metric in
            guard let limit = budget.limit(on: metric) else { return nil }
            let actual = metric.value(in: summary)
            guard actual > limit + 1e-9 else { return nil }
            return BudgetFailure(metric: metric.title, kind: metric, limit: limit, actual: actual, unit: metric.unit)
        }
        if let limit = budget.maxTimeToFirstFrame {
            let metric = ProfileMetric.timeToFirstFrame
            for transition in transitions where transition.timeToFirstFrame > limit + 1e-9 {
                failures.append(BudgetFailure(metric: "\(metric.title) of the \(transition.kind) at \(format(transition.start)) ms "
                                                  + "(\(transition.name))",
                                              kind: metric, limit: limit, actual: transition.timeToFirstFrame, unit: metric.unit))
            }
        }
        return failures
    }
}
