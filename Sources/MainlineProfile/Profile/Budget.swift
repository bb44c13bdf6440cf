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

    public init(maxHitchTimeRatio: Double? = nil, maxP95FrameTime: Double? = nil, maxP99FrameTime: Double? = nil,
                maxForcedLayouts: Int? = nil, maxLayoutThrashes: Int? = nil, maxThreadViolations: Int? = nil) {
        self.maxHitchTimeRatio = maxHitchTimeRatio
        self.maxP95FrameTime = maxP95FrameTime
        self.maxP99FrameTime = maxP99FrameTime
        self.maxForcedLayouts = maxForcedLayouts
        self.maxLayoutThrashes = maxLayoutThrashes
        self.maxThreadViolations = maxThreadViolations
    }

    /// Apple's "good" hitch-time ratio (under 5 ms/s), no forced layouts, no thrashing, no
    /// thread violations.
    public static let strict = Budget(maxHitchTimeRatio: 5, maxForcedLayouts: 0, maxLayoutThrashes: 0, maxThreadViolations: 0)
}

/// A limit a profile crossed.
public struct BudgetFailure: Sendable, Codable, Equatable, CustomStringConvertible {
    /// The metric's name ("hitch-time ratio").
    public var metric: String
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
    /// The limits of `budget` this profile crosses (empty: within budget).
    public func check(_ budget: Budget) -> [BudgetFailure] {
        let s = summary
        var failures: [BudgetFailure] = []
        func gate(_ metric: String, _ limit: Double?, _ actual: Double, _ unit: String) {
            if let limit, actual > limit + 1e-9 { failures.append(BudgetFailure(metric: metric, limit: limit, actual: actual, unit: unit)) }
        }
        gate("hitch-time ratio", budget.maxHitchTimeRatio, s.hitchTimeRatio, " ms/s")
        gate("p95 frame time", budget.maxP95FrameTime, s.frameTime.p95, " ms")
        gate("p99 frame time", budget.maxP99FrameTime, s.frameTime.p99, " ms")
        gate("forced synchronous layouts", budget.maxForcedLayouts.map(Double.init), Double(s.forcedLayouts), "")
        gate("layout thrashing", budget.maxLayoutThrashes.map(Double.init), Double(s.layoutThrashes), "")
        gate("thread violations", budget.maxThreadViolations.map(Double.init), Double(s.threadViolations), "")
        return failures
    }
}
