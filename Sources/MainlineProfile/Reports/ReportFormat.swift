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
