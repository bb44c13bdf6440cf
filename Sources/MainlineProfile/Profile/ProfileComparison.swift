import Foundation
import ThreadChecker

/// A run compared with a saved profile: the figures that got worse beyond noise, those that got
/// better, the differences within noise, and the findings the baseline did not have.
///
/// What counts as noise: between two deterministic runs, a change of more than `noise`
/// (relative) and `absoluteNoise`. Where either run measured the app's code (the virtual or real
/// clock), figures that come from time vary from run to run: with `--repeat` spreads in both
/// profiles, a change is beyond noise when it exceeds both runs' spreads together; without, when
/// it exceeds `measuredNoise` (relative) and the figure's floor (`ProfileMetric.measuredNoiseFloor`).
/// Counts of what the code did (forced layouts, thrashing, violations) are compared the same way
/// under every clock. Findings from time (hitches, slow handlers) come and go near their
/// thresholds: in measured runs, a new one counts when it happened three times or more, or in
/// every repeated run; a new hang always counts.
public struct ProfileComparison: Sendable, Codable, Equatable {
    /// Which figures a comparison looks at.
    public enum Figures: String, Sendable, Codable, Equatable {
        /// Every metric and finding (those from time within their noise).
        case all
        /// What repeats exactly from run to run under every clock: the counts of what the code
        /// did (forced layouts, thrashing, off-main calls) and the findings that are not about
        /// time. Frame times, hitches, slow handlers and hangs are left out.
        case stable
    }

    /// The figures this comparison looked at.
    public var figures: Figures = .all

    /// One metric in both runs.
    public struct Change: Sendable, Codable, Equatable, CustomStringConvertible {
        public var metric: String
        public var baseline: Double
        public var current: Double
        public var unit: String
        /// The change that would still have been noise, in the metric's unit (0 for exact runs).
        public var tolerance: Double

        /// Relative change (0.1: 10 % more).
        public var relativeChange: Double {
            baseline == 0 ? (current == 0 ? 0 : .infinity) : (current - baseline) / abs(baseline)
        }

        public var description: String {
            let percent = relativeChange.isFinite ? String(format: "%+.1f%%", relativeChange * 100) : "new"
            let noise = tolerance > 0 ? " (noise ±\(format(tolerance))\(unit))" : ""
            let shown = { (value: Double) in
                unit.isEmpty && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : format(value)
            }
            return "\(metric): \(shown(baseline)) → \(shown(current))\(unit) (\(percent))\(noise)"
        }
    }

    public var regressions: [Change]
    public var improvements: [Change]
    /// Differences no larger than the noise of measured runs.
    public var withinNoise: [Change]
    /// Findings (kind and call site) the baseline did not have.
    public var newFindings: [Finding]
    /// Findings of the baseline that are gone.
    public var resolvedFindings: [Finding]

    /// Whether the current run is no worse than the baseline.
    public var isRegression: Bool { !regressions.isEmpty || !newFindings.isEmpty }

    /// Compares `current` with `baseline` (see the type's notes for what counts as noise).
    /// `figures: .stable` compares only what does not come from time.
    public init(baseline: Profile, current: Profile, noise: Double = 0.05, absoluteNoise: Double = 0.01, measuredNoise: Double = 0.25,
                figures: Figures = .all) {
        let measured = baseline.configuration.clock != "deterministic" || current.configuration.clock != "deterministic"
        self.figures = figures
        regressions = []
        improvements = []
        withinNoise = []
        for metric in ProfileMetric.allCases where figures == .all || !metric.isTimed {
            let old = metric.value(in: baseline.summary), new = metric.value(in: current.summary)
            let delta = new - old
            guard delta != 0 else { continue }
            var tolerance = max(absoluteNoise, noise * abs(old))
            if measured && metric.isTimed {
                if let a = baseline.repetition?.spread(of: metric), let b = current.repetition?.spread(of: metric) {
                    tolerance = max(tolerance, a.spread + b.spread)
                } else {
                    tolerance = max(tolerance, measuredNoise * abs(old), metric.measuredNoiseFloor)
                }
            }
            let change = Change(metric: metric.title, baseline: old, current: new, unit: metric.unit,
                                tolerance: measured && metric.isTimed ? tolerance : 0)
            if abs(delta) <= tolerance {
                if measured && metric.isTimed { withinNoise.append(change) }
            } else if delta > 0 {
                regressions.append(change)
            } else {
                improvements.append(change)
            }
        }
        let compared = { (finding: Finding) in figures == .all || !finding.isTimed }
        let old = Set(baseline.findings.map(\.comparisonKey)), new = Set(current.findings.map(\.comparisonKey))
        newFindings = current.findings.filter(compared).filter { finding in
            guard !old.contains(finding.comparisonKey) else { return false }
            guard measured, finding.isTimed, finding.kind != .hang else { return true }
            if let repetition = current.repetition {
                return repetition.findingRuns[finding.comparisonKey] == repetition.runs && finding.kind != .hitch
            }
            return finding.kind == .slowHandler && finding.occurrences >= 3
        }
        resolvedFindings = baseline.findings.filter(compared).filter { !new.contains($0.comparisonKey) }
    }

    /// A readable summary.
    public var text: String {
        var lines: [String] = []
        if regressions.isEmpty && newFindings.isEmpty { lines.append("No regressions.") }
        for r in regressions { lines.append("REGRESSION  \(r)") }
        for f in newFindings { lines.append("NEW         \(f.kind.title): \(f.title) at \(siteText(f.callSite))") }
        for i in improvements { lines.append("improved    \(i)") }
        for n in withinNoise { lines.append("noise       \(n)") }
        for f in resolvedFindings { lines.append("resolved    \(f.kind.title): \(f.title)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private enum CodingKeys: String, CodingKey {
        case regressions, improvements, withinNoise, newFindings, resolvedFindings
    }
}
