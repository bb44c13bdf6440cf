import Foundation
import MainlineSARIF
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

    /// How long the report takes to write, as a rank: the trace (every frame) and the JSON
    /// report (the per-frame series) are the largest.
    var writingCost: Int {
        switch self {
        case .chromeTrace: 3
        case .json: 2
        case .html: 1
        case .text, .markdown, .sarif, .githubAnnotations: 0
        }
    }
}

extension Profile {
    /// The profile written in `format`. The Chrome trace shows the spans of the frames in
    /// `timeline` (if any), and every frame of the run as a slice.
    public func report(_ format: ReportFormat) -> String {
        var out = ""
        write(format, to: &out)
        return out
    }

    /// Writes the profile in `format` to `out`, as a stream (an hour's run has hundreds of
    /// thousands of frames). `traceFrames` are the frames whose spans the Chrome trace shows
    /// (nil: those of `timeline`).
    public func write(_ format: ReportFormat, to out: inout some TextOutputStream, traceFrames: [FrameTimeline]? = nil) {
        switch format {
        case .text: out.write(TextReport(profile: self).render())
        case .json: writeJSON(to: &out)
        case .chromeTrace: ChromeTraceReport(profile: self, frames: traceFrames ?? timeline ?? []).write(to: &out)
        case .html: out.write(HTMLReport(profile: self).render())
        case .markdown: out.write(MarkdownReport(profile: self).render())
        case .sarif: out.write(SARIFReport(profile: self).render())
        case .githubAnnotations: out.write(GitHubAnnotations(profile: self).render())
        }
    }

    /// The profile as JSON (keys sorted, so equal profiles give equal bytes).
    public func jsonString(pretty: Bool = true) -> String {
        var out = ""
        writeJSON(to: &out, pretty: pretty)
        return out
    }

    /// Writes the profile as JSON to `out`, as a stream: the keys sorted, the frame series
    /// written number by number, the timeline (when the profile has one) frame by frame.
    public func writeJSON(to out: inout some TextOutputStream, pretty: Bool = true) {
        let encoder = ReportJSON.encoder(pretty: pretty)
        let newline = pretty ? "\n" : "", indent = pretty ? "  " : "", separator = pretty ? ": " : ":"
        func part<T: Encodable>(_ value: T) -> String {
            let text = String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
            return pretty ? text.replacingOccurrences(of: "\n", with: "\n  ") : text
        }
        var first = true
        func key(_ name: String) {
            out.write((first ? "{" : ",") + newline + indent + "\"" + name + "\"" + separator)
            first = false
        }
        key("animationIntervals"); out.write(part(animationIntervals))
        key("configuration"); out.write(part(configuration))
        key("diagnostics"); out.write(part(diagnostics))
        key("findings"); out.write(part(findings))
        if let launch { key("launch"); out.write(part(launch)) }
        key("name"); out.write(part(name))
        key("offendersByCallSite"); out.write(part(offendersByCallSite))
        key("offendersByHandler"); out.write(part(offendersByHandler))
        key("phases"); out.write(part(phases))
        if let repetition { key("repetition"); out.write(part(repetition)) }
        key("schemaVersion"); out.write(part(schemaVersion))
        key("series"); series.writeJSON(to: &out)
        key("summary"); out.write(part(summary))
        key("threadViolations"); out.write(part(threadViolations))
        if let timeline {
            key("timeline")
            let compact = ReportJSON.encoder(pretty: false)
            out.write("[")
            for (i, frame) in timeline.enumerated() {
                out.write((i > 0 ? "," : "") + newline + indent + indent)
                out.write(String(decoding: (try? compact.encode(frame)) ?? Data("null".utf8), as: UTF8.self))
            }
            out.write(newline + indent + "]")
        }
        key("transitions"); out.write(part(transitions))
        key("worstFrames"); out.write(part(worstFrames))
        out.write(newline + "}" + newline)
    }

    /// Reads a profile written by `jsonString()` (a baseline).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Profile.self, from: json)
    }

    /// Writes the profile in each of `formats` into `directory` as `<name>.<extension>`, each
    /// file as a stream to a temporary name renamed when complete; returns the files written.
    /// `traceFrames`: the frames whose spans the Chrome trace shows (nil: `timeline`'s).
    /// The files are written side by side on the machine's cores, the largest first.
    @discardableResult
    public func write(_ formats: [ReportFormat], to directory: URL, baseName: String = "profile",
                      traceFrames: [FrameTimeline]? = nil) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let urls = formats.map { directory.appendingPathComponent("\(baseName).\($0.fileExtension)") }
        let order = formats.indices.sorted { formats[$0].writingCost > formats[$1].writingCost }
        let outcomes = Locked([Error?](repeating: nil, count: formats.count))
        DispatchQueue.concurrentPerform(iterations: order.count) { step in
            let i = order[step]
            do {
                try ReportFile.write(to: urls[i]) { file in write(formats[i], to: &file, traceFrames: traceFrames) }
            } catch {
                outcomes.withLock { $0[i] = error }
            }
        }
        if let error = outcomes.withLock({ $0.lazy.compactMap { $0 }.first }) { throw error }
        return urls
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
    SARIFLog.relativePath(file)
}
