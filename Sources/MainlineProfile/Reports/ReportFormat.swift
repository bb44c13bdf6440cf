import Foundation
import ThreadChecker

/// The formats a `Profile` is written in.
public enum ReportFormat: String, Sendable, CaseIterable, Codable {
    /// Terminal text: summary, grade, findings with `file:line`.
    case text
    /// The profile itself (the documented, versioned schema).
    case json
    /// Chrome Trace Event JSON for Perfetto UI and chrome://tracing.
    case chromeTrace = "chrome-trace"
    /// One self-contained HTML page.
    case html
    /// Markdown for CI job summaries.
    case markdown
    /// SARIF 2.1.0 for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::…`).
    case githubAnnotations = "github"

    /// The usual file name extension.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .chromeTrace: "trace.json"
        case .html: "html"
        case .markdown: "md"
        case .sarif: "sarif"
        case .githubAnnotations: "github.txt"
        }
    }
}

extension Profile {
    /// The profile written in `format`.
    public func report(_ format: ReportFormat) -> String {
        switch format {
        case .text: TextReport(profile: self).render()
        case .json: jsonString()
        case .chromeTrace: ChromeTraceReport(profile: self).render()
        case .html: HTMLReport(profile: self).render()
        case .markdown: MarkdownReport(profile: self).render()
        case .sarif: SARIFReport(profile: self).render()
        case .githubAnnotations: GitHubAnnotations(profile: self).render()
        }
    }

    /// The profile as JSON (keys sorted, so equal profiles give equal bytes).
    public func jsonString(pretty: Bool = true) -> String {
        String(decoding: (try? ReportJSON.encoder(pretty: pretty).encode(self)) ?? Data(), as: UTF8.self)
    }

    /// Reads a profile written by `jsonString()` (a baseline).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Profile.self, from: json)
    }

    /// Writes the profile in each of `formats` into `directory` as `<name>.<extension>`;
    /// returns the files written.
    @discardableResult
    public func write(_ formats: [ReportFormat], to directory: URL, baseName: String = "profile") throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try formats.map { format in
            let url = directory.appendingPathComponent("\(baseName).\(format.fileExtension)")
            try Data(report(format).utf8).write(to: url)
            return url
        }
    }
}

enum ReportJSON {
    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}

/// Where a run's frame time came from, as every report states it: the clock, the CPU scale and
/// the cost model, and the main thread's time by source.
func timeSourceRows(_ profile: Profile) -> [(metric: String, value: String)] {
    let t = profile.summary.timeSources
    var rows = [("Frame time from", profile.configuration.timeSourceDescription)]
    rows.append(("Main-thread time by source",
                 "\(format(t.measured)) ms app code measured, \(format(t.blocked)) ms blocked, \(format(t.declared)) ms declared, "
                     + "\(format(t.model)) ms framework (cost model)"))
    if let interruption = profile.configuration.interruption { rows.insert(("Interrupted", interruption), at: 0) }
    return rows
}

/// The figures' medians and ranges over repeated runs, as reports list them (empty for one run).
func repetitionRows(_ profile: Profile) -> [(metric: String, value: String)] {
    guard let repetition = profile.repetition, repetition.runs > 1 else { return [] }
    return [("Runs", "\(repetition.runs) (the median run is shown; figures: median, range)")]
        + repetition.spreads.map { spread in
            let m = spread.metric
            return (m.title, "\(m.format(spread.median))\(m.unit) (\(m.format(spread.min))–\(m.format(spread.max))\(m.unit))")
        }
}

/// The key figures of a run as the HTML and Markdown reports list them.
func summaryRows(_ s: Profile.Summary) -> [(metric: String, value: String)] {
    [
        ("Hitches", "\(s.hitches) (\(s.commitHitches) commit, \(s.renderHitches) render), \(format(s.hitchTime)) ms"),
        ("Frame time p50 / p90 / p95 / p99 / max",
         "\(format(s.frameTime.p50)) / \(format(s.frameTime.p90)) / \(format(s.frameTime.p95)) / \(format(s.frameTime.p99)) / "
             + "\(format(s.frameTime.max)) ms (budget \(format(s.budget)) ms, \(s.framesOverBudget) over)"),
        ("Effective frame rate", "\(number(s.effectiveFrameRate)) fps, \(s.droppedFrames) dropped frame(s)"),
        ("Scrolling or animating", "\(format(s.scrollingDuration)) ms in \(s.scrollingFrames) of \(s.frames) frames"),
        ("Forced synchronous layouts", "\(s.forcedLayouts) (\(format(s.forcedLayoutTime)) ms), \(s.layoutThrashes) thrash(es); "
             + "\(s.synchronousLayouts) synchronous layout(s) in all"),
        ("Thread violations", "\(s.threadViolations)"),
        ("Hangs", "\(s.hangs)"),
        ("Slow-handler frames", "\(s.slowHandlerFrames)"),
        ("Time to first frame", s.timeToFirstFrame.map { "\(format($0)) ms" } ?? "no frame shown"),
        ("Layout diagnostics", "\(s.diagnostics)"),
    ]
}

/// A call site as reports print it: `File.swift:42` (the function when the line is unknown).
func siteText(_ site: CallSite?) -> String {
    guard let site else { return "unknown line" }
    if site.file.isEmpty || site.line == 0 { return "\(site.function) (line unknown: build with debug information)" }
    return "\(site.fileName):\(site.line)"
}

/// The path of a call site's file relative to the current directory when it is inside it.
func relativePath(_ file: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
}
