import Foundation
import Mainline
import MainlineScenarios

/// What an `assertProfile` found: the failures to report and the notes to print. Kept apart from
/// the reporting so that it can be checked itself.
struct ProfileAssertion {
    var failures: [String] = []
    var notes: [String] = []
    /// Where the baseline was recorded, if it was.
    var recorded: URL?

    /// Checks `profile` against `budget` and the baseline, recording an automatic baseline that
    /// is missing (or every one, when `record` is set) at `automaticURL`.
    static func evaluate(_ profile: Profile, budget: Budget?, baseline: ProfileBaseline, automaticURL: URL, relativeTo directory: URL,
                         record: Bool) -> ProfileAssertion {
        var outcome = ProfileAssertion()
        if let budget {
            let failures = profile.check(budget)
            if !failures.isEmpty {
                outcome.failures.append("\(profile.name) exceeded its budget:\n"
                    + failures.map { "  \($0)" + places(of: $0.kind, in: profile) }.joined(separator: "\n"))
            }
        }
        let reference: (profile: Profile, path: String)
        switch baseline.source {
        case .none:
            return outcome
        case .profile(let given):
            reference = (given, "the baseline given")
        case .file(let path):
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            do {
                reference = (try Profile(json: Data(contentsOf: url)), "its baseline \(url.path)")
            } catch {
                outcome.failures.append("Cannot read the baseline \(url.path): \(error.localizedDescription). "
                    + "Give the .json report of an earlier 'mainline run', or use baseline: .automatic.")
                return outcome
            }
        case .automatic:
            let exists = FileManager.default.fileExists(atPath: automaticURL.path)
            if record || !exists {
                do {
                    try Self.write(profile, to: automaticURL)
                    outcome.recorded = automaticURL
                    outcome.notes.append("Mainline recorded the baseline of \(profile.name) at \(automaticURL.path)"
                        + (exists ? " again (MAINLINE_RECORD is set)" : "") + "; later runs compare with it.")
                } catch {
                    outcome.failures.append("Cannot record the baseline at \(automaticURL.path): \(error.localizedDescription).")
                }
                return outcome
            }
            do {
                reference = (try Profile(json: Data(contentsOf: automaticURL)), "its baseline \(automaticURL.path)")
            } catch {
                outcome.failures.append("The baseline \(automaticURL.path) is not a profile (\(error.localizedDescription)): "
                    + "record it again with MAINLINE_RECORD=1.")
                return outcome
            }
        }
        let figures = baseline.figures ?? (profile.configuration.clock == "deterministic" && reference.profile.configuration.clock == "deterministic"
            ? .all : .stable)
        let comparison = ProfileComparison(baseline: reference.profile, current: profile, figures: figures)
        if comparison.isRegression {
            outcome.failures.append(message(comparison, baseline: reference.profile, current: profile, path: reference.path))
        }
        return outcome
    }

    /// The failure message of a regression: each figure that got worse and by how much, the
    /// findings behind it with their lines, and the new findings.
    static func message(_ comparison: ProfileComparison, baseline: Profile, current: Profile, path: String) -> String {
        var lines = ["\(current.name) regressed against \(path):"]
        for change in comparison.regressions {
            lines.append("  \(change)")
            let metric = ProfileMetric.allCases.first { $0.title == change.metric }
            for finding in current.findings where metric.map({ finding.bears(on: $0) }) == true {
                let before = baseline.findings.first { $0.comparisonKey == finding.comparisonKey }?.occurrences ?? 0
                guard finding.occurrences > before else { continue }
                lines.append("    \(finding.kind.title) at \(place(finding)): \(before) → \(finding.occurrences) occurrence(s)")
            }
        }
        for finding in comparison.newFindings {
            lines.append("  new: \(finding.kind.title) at \(place(finding)): \(finding.title) (\(finding.occurrences)×)")
        }
        lines.append(comparison.figures == .stable
            ? "Compared: the counts and the findings that do not come from time (measured times vary from run to run under the "
                + "\(current.configuration.clock) clock). If the change is intended, record the baseline again with MAINLINE_RECORD=1."
            : "If the change is intended, record the baseline again with MAINLINE_RECORD=1.")
        return lines.joined(separator: "\n")
    }

    /// A finding's place: its line, with the handler it ran in.
    static func place(_ finding: Finding) -> String {
        let site = finding.callSite.map { "\($0.fileName):\($0.line)" } ?? finding.api ?? "an unknown line"
        return finding.handler.map { "\(site) in \($0)" } ?? site
    }

    /// Writes the parts of `profile` a comparison reads (not its frame series or timeline: a
    /// baseline stays a few kilobytes), sorted and indented for review.
    static func write(_ profile: Profile, to url: URL) throws {
        var compact = profile
        compact.series = FrameSeries()
        compact.timeline = nil
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(compact.jsonString(pretty: true).utf8).write(to: url, options: .atomic)
    }
}

extension Finding {
    /// Whether this finding counts toward `metric` (a forced layout toward the forced layouts…).
    func bears(on metric: ProfileMetric) -> Bool {
        switch metric {
        case .forcedLayouts: kind == .forcedSynchronousLayout
        case .layoutThrashes: kind == .layoutThrashing
        case .threadViolations: kind == .threadViolation
        case .slowHandlerFrames: kind == .slowHandler
        case .hangs: kind == .hang
        case .hitchTimeRatio, .hitchTime, .droppedFrames, .p95FrameTime, .p99FrameTime: kind == .hitch || kind == .slowHandler
        case .p50FrameTime, .timeToFirstFrame: false
        }
    }
}

/// " — at Inbox.swift:42 in scrollViewDidScroll(_:)": where the findings behind a crossed limit are.
private func places(of kind: ProfileMetric?, in profile: Profile) -> String {
    guard let kind else { return "" }
    let places = profile.findings.filter { $0.bears(on: kind) }.prefix(3).map { ProfileAssertion.place($0) }
    return places.isEmpty ? "" : " — at " + places.joined(separator: "; ")
}
