import Foundation
@testable import Mainline
@testable import MainlineProfile
import Testing
import ThreadChecker

/// A run with a forced layout, thrashing and a hitch, named with characters that need escaping.
func buggyProfile(name: String = "feed <script>alert(\"x\")</script> & co") -> Profile {
    let f = ScrollFixture(refreshRate: 120, rows: 100, costModel: .modernPhone)
    var step = 0
    f.recorder.onScroll = { sv in
        step += 1
        for i in 0..<2 {
            f.headerHeight.constant = 40 + CGFloat(i) + sv.contentOffset.y / 100
            f.header.superview!.layoutIfNeeded()
        }
        if step % 7 == 0 { Workload.spend(milliseconds: 12) }
    }
    f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2500))
    _ = f.sim.runUntilIdle(maxFrames: 1000)
    return f.sim.profile(name: name)
}

/// The profile without thread violations: the checker is process-wide and attributes a
/// violation to every simulation being driven when it happens, so tests running in parallel
/// leave theirs in this one's record (per-object attribution is the checker issue's work).
func withoutViolations(_ profile: Profile) -> Profile {
    var p = profile
    p.threadViolations = []
    p.summary.threadViolations = 0
    p.findings.removeAll { $0.kind == .threadViolation }
    p.timeline = p.timeline?.map { frame in
        var frame = frame
        frame.events.removeAll { $0.kind == .threadViolation }
        return frame
    }
    return p
}

@Suite("Reports")
struct ReportTests {
    @Test("The same run gives the same profile and the same reports, byte for byte")
    func determinism() {
        let a = withoutViolations(buggyProfile()), b = withoutViolations(buggyProfile())
        #expect(a == b)
        for format in ReportFormat.allCases {
            #expect(a.report(format) == b.report(format), "\(format)")
        }
        #expect(a.summary.forcedLayouts > 0)
        #expect(a.summary.hitches > 0)
    }

    @Test("The JSON is the profile: it decodes to an equal value, with its schema version")
    func jsonRoundTrip() throws {
        let profile = buggyProfile()
        let json = profile.report(.json)
        let decoded = try Profile(json: Data(json.utf8))
        #expect(decoded == profile)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == Profile.currentSchemaVersion)
        for key in ["configuration", "summary", "phases", "series", "findings", "offendersByCallSite", "offendersByHandler",
                    "worstFrames", "diagnostics", "threadViolations", "timeline", "name"] {
            #expect(object[key] != nil, "\(key)")
        }
    }

    @Test("The Chrome trace: required fields, named tracks, spans nested on each track, findings as instants")
    func chromeTraceStructure() throws {
        let profile = buggyProfile()
        let data = Data(profile.report(.chromeTrace).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        #expect((object["otherData"] as? [String: Any])?["tool"] as? String == "Mainline")
        var named = Set<Int>()
        var complete: [Int: [(start: Double, end: Double, name: String)]] = [:]
        for e in events {
            let ph = try #require(e["ph"] as? String)
            #expect(e["name"] is String && e["pid"] is Int && e["tid"] is Int && e["ts"] is NSNumber)
            switch ph {
            case "M":
                if e["name"] as? String == "thread_name" { named.insert(e["tid"] as! Int) }
            case "X":
                let ts = (e["ts"] as! NSNumber).doubleValue, dur = try #require((e["dur"] as? NSNumber)?.doubleValue)
                #expect(dur >= 0)
                complete[e["tid"] as! Int, default: []].append((ts, ts + dur, e["name"] as! String))
            case "i":
                #expect(["t", "p", "g"].contains(e["s"] as? String))
            default:
                Issue.record("unexpected phase \(ph)")
            }
        }
        for tid in complete.keys { #expect(named.contains(tid), "track \(tid) has no name") }
        // Complete events on one track nest: sorted by start (longer first), each lies within the
        // innermost open one or starts after it ends.
        for (_, spans) in complete {
            var open: [(start: Double, end: Double, name: String)] = []
            for span in spans.sorted(by: { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }) {
                while let last = open.last, span.start >= last.end - 1e-6 { open.removeLast() }
                if let last = open.last { #expect(span.end <= last.end + 1e-6, "\(span.name) overlaps \(last.name)") }
                open.append(span)
            }
        }
        #expect(events.contains { $0["name"] as? String == "Forced synchronous layout" && $0["ph"] as? String == "i" })
        #expect(events.contains { ($0["name"] as? String)?.hasPrefix("Hitch") == true })
        #expect(events.contains { ($0["name"] as? String)?.hasPrefix("Phase: layout") == true })
        #expect(events.contains { $0["name"] as? String == "scrollViewDidScroll(_:)" })
        let process = events.first { $0["name"] as? String == "process_name" }
        #expect((process?["args"] as? [String: String])?["name"] == "Mainline: \(profile.name)")
    }

    @Test("The trace's hand-written JSON escapes what JSON requires and reads back")
    func jsonStrings() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} é 🚀 </script>"
        var out = JSONBytes(capacity: 64)
        out.string(text)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(out.text)]".utf8)) as? [String]
        #expect(decoded == [text])
        #expect(jsonNumber(1234) == "1234")
        #expect(jsonNumber(0.5) == "0.5")
        #expect(jsonNumber(-3) == "-3")
    }

    @Test("HTML: self-contained, every user string escaped, the chart drawn")
    func htmlEscaping() {
        let html = buggyProfile().report(.html)
        #expect(!html.contains("<script>"))
        #expect(html.contains("feed &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"))
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").count == 2) // only the SVG namespace
        #expect(html.contains("<svg"))
        #expect(html.contains("stroke-dasharray"))
        #expect(html.contains("Forced synchronous layout") || html.contains("forced a layout"))
        #expect(escape("<a href='x'>\"&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
    }

    @Test("SARIF 2.1.0: the required fields, a rule per kind, results at the user's line")
    func sarif() throws {
        let profile = buggyProfile()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(profile.report(.sarif).utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        #expect(object["$schema"] is String)
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "Mainline")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == Finding.Kind.allCases.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == profile.findings.count)
        for result in results {
            #expect(ruleIDs.contains(result["ruleId"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
                #expect(uri.hasSuffix(".swift"))
                #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0)
            }
        }
        #expect(results.contains { $0["ruleId"] as? String == Finding.Kind.forcedSynchronousLayout.ruleID && $0["locations"] != nil })
    }

    @Test("Text, Markdown and GitHub annotations name the offending line")
    func textFormats() {
        let profile = buggyProfile(name: "feed | 100% done")
        let line = profile.findings.first { $0.kind == .forcedSynchronousLayout }!.callSite!.line
        #expect(profile.report(.text).contains("ReportTests.swift:\(line)"))
        #expect(profile.report(.text).contains("Hitch-time ratio"))
        let markdown = profile.report(.markdown)
        #expect(markdown.contains("`ReportTests.swift:\(line)`"))
        #expect(markdown.contains("feed \\| 100% done"))
        let github = profile.report(.githubAnnotations)
        #expect(github.contains("::warning file="))
        #expect(github.contains(",line=\(line),title=Mainline%3A Forced synchronous layout::"))
        #expect(github.contains("100%25 done"))
    }

    @Test("Budgets fail with the limit crossed and by how much")
    func budgets() {
        let profile = buggyProfile()
        let failures = profile.check(Budget(maxHitchTimeRatio: 1, maxForcedLayouts: 0, maxThreadViolations: 1_000_000))
        #expect(failures.map(\.metric) == ["hitch-time ratio", "forced synchronous layouts"])
        let forced = failures[1]
        #expect(forced.actual == Double(profile.summary.forcedLayouts))
        #expect(forced.description == "forced synchronous layouts \(profile.summary.forcedLayouts) exceeds the limit 0 by \(profile.summary.forcedLayouts)")
        #expect(profile.check(Budget(maxHitchTimeRatio: 10_000)).isEmpty)
    }

    @Test("A baseline comparison reports regressions beyond the noise, and new findings")
    func baseline() {
        let f = ScrollFixture(refreshRate: 120, rows: 100)
        f.sim.fling(f.scrollView, velocity: CGPoint(x: 0, y: -2500))
        _ = f.sim.runUntilIdle(maxFrames: 1000)
        let clean = f.sim.profile(name: "fixed")
        let buggy = buggyProfile()
        let comparison = ProfileComparison(baseline: withoutViolations(clean), current: withoutViolations(buggy))
        #expect(comparison.isRegression)
        #expect(comparison.regressions.contains { $0.metric == "forced synchronous layouts" })
        #expect(comparison.newFindings.contains { $0.kind == .forcedSynchronousLayout })
        #expect(comparison.text.contains("REGRESSION"))
        let same = ProfileComparison(baseline: withoutViolations(buggy), current: withoutViolations(buggy))
        #expect(!same.isRegression)
        #expect(same.text == "No regressions.\n")
        let better = ProfileComparison(baseline: withoutViolations(buggy), current: withoutViolations(clean))
        #expect(!better.isRegression)
        #expect(better.resolvedFindings.count == withoutViolations(buggy).findings.count)
    }

    @Test("write(_:to:) writes each format to its file")
    func writeFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let urls = try buggyProfile().write(ReportFormat.allCases, to: directory)
        #expect(urls.map(\.lastPathComponent) == ["profile.txt", "profile.json", "profile.trace.json", "profile.html", "profile.md",
                                                   "profile.sarif", "profile.github.txt"])
        for url in urls { #expect(((try? Data(contentsOf: url))?.count ?? 0) > 100) }
    }
}
