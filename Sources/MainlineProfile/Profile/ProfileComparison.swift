import Foundation
import ThreadChecker

/// A run compared with a saved profile: the metrics that got worse beyond a noise threshold,
/// those that got better, and the findings the baseline did not have.
public struct ProfileComparison: Sendable, Codable, Equatable {
    /// One metric in both runs.
    public struct Change: Sendable, Codable, Equatable, CustomStringConvertible {
        public var metric: String
        public var baseline: Double
        public var current: Double
        public var unit: String

        /// Relative change (0.1: 10 % more).
        public var relativeChange: Double {
            baseline == 0 ? (current == 0 ? 0 : .infinity) : (current - baseline) / abs(baseline)
        }

        public var description: String {
            let percent = relativeChange.isFinite ? String(format: "%+.1f%%", relativeChange * 100) : "new"
            return "\(metric): \(format(baseline)) → \(format(current))\(unit) (\(percent))"
        }
    }

    public var regressions: [Change]
    public var improvements: [Change]
    /// Findings (kind and call site) the baseline did not have.
    public var newFindings: [Finding]
    /// Findings of the baseline that are gone.
    public var resolvedFindings: [Finding]

    /// Whether the current run is no worse than the baseline.
    public var isRegression: Bool { !regressions.isEmpty || !newFindings.isEmpty }

    /// Compares `current` with `baseline`; a metric changes when it moves by more than
    /// `noise` (relative: 0.05 is 5 %) and by more than `absoluteNoise` in its own unit.
    public init(baseline: Profile, current: Profile, noise: Double = 0.05, absoluteNoise: Double = 0.01) {
        let b = baseline.summary, c = current.summary
        let metrics: [(String, Double, Double, String)] = [
            ("hitch-time ratio", b.hitchTimeRatio, c.hitchTimeRatio, " ms/s"),
            ("hitch time", b.hitchTime, c.hitchTime, " ms"),
            ("p50 frame time", b.frameTime.p50, c.frameTime.p50, " ms"),
            ("p95 frame time", b.frameTime.p95, c.frameTime.p95, " ms"),
            ("p99 frame time", b.frameTime.p99, c.frameTime.p99, " ms"),
            ("forced synchronous layouts", Double(b.forcedLayouts), Double(c.forcedLayouts), ""),
            ("layout thrashing", Double(b.layoutThrashes), Double(c.layoutThrashes), ""),
            ("thread violations", Double(b.threadViolations), Double(c.threadViolations), ""),
            ("dropped frames", Double(b.droppedFrames), Double(c.droppedFrames), ""),
        ]
        regressions = []
        improvements = []
        for (name, old, new, unit) in metrics {
            let delta = new - old
            guard abs(delta) > absoluteNoise, abs(delta) > noise * abs(old) else { continue }
            let change = Change(metric: name, baseline: old, current: new, unit: unit)
            if delta > 0 { regressions.append(change) } else { improvements.append(change) }
        }
        func key(_ f: Finding) -> String { "\(f.kind.rawValue)|\(f.callSite.map { "\($0.fileName):\($0.line)" } ?? f.api ?? f.title)" }
        let old = Set(baseline.findings.map(key)), new = Set(current.findings.map(key))
        newFindings = current.findings.filter { !old.contains(key($0)) }
        resolvedFindings = baseline.findings.filter { !new.contains(key($0)) }
    }

    /// A readable summary.
    public var text: String {
        var lines: [String] = []
        if regressions.isEmpty && newFindings.isEmpty { lines.append("No regressions.") }
        for r in regressions { lines.append("REGRESSION  \(r)") }
        for f in newFindings { lines.append("NEW         \(f.kind.title): \(f.title) at \(siteText(f.callSite))") }
        for i in improvements { lines.append("improved    \(i)") }
        for f in resolvedFindings { lines.append("resolved    \(f.kind.title): \(f.title)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
