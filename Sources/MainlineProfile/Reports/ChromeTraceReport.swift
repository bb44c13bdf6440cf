import Foundation
import ThreadChecker

/// Chrome Trace Event JSON (the "JSON Object Format" of the Trace Event Format document), for
/// Perfetto UI and chrome://tracing. Tracks (threads of process 1): the main thread with the
/// frame, its phases and every span properly nested; the render server; one track per
/// background thread that made UI calls. Findings and thread violations are instant events;
/// the profile's summary is the `otherData` header.
struct ChromeTraceReport {
    let profile: Profile

    static let pid = 1
    static let mainTrack = 1
    static let renderTrack = 2
    static let animationTrack = 3
    static let firstBackgroundTrack = 100

    struct Event {
        var name: String
        var cat: String
        var ph: String
        var ts: Double
        var dur: Double?
        var pid: Int
        var tid: Int
        var s: String?
        var args: [String: String]?

        /// The event as a JSON object, keys sorted (written by hand: a long run has millions of
        /// events, and an encoder's generic path costs several times as much).
        func write(into out: inout String) {
            out += "{"
            if let args {
                out += "\"args\":"
                writeObject(args, into: &out)
                out += ","
            }
            out += "\"cat\":"; writeJSONString(cat, into: &out)
            if let dur { out += ",\"dur\":"; out += jsonNumber(dur) }
            out += ",\"name\":"; writeJSONString(name, into: &out)
            out += ",\"ph\":"; writeJSONString(ph, into: &out)
            out += ",\"pid\":\(pid)"
            if let s { out += ",\"s\":"; writeJSONString(s, into: &out) }
            out += ",\"tid\":\(tid),\"ts\":"
            out += jsonNumber(ts)
            out += "}"
        }
    }

    func render() -> String {
        var events: [Event] = []
        events.append(metadata("process_name", tid: 0, "Mainline: \(profile.name)"))
        events.append(metadata("thread_name", tid: Self.mainTrack, "Main thread (main queue)"))
        events.append(metadata("thread_name", tid: Self.renderTrack, "Render server"))
        events.append(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.mainTrack, args: ["sort_index": "0"]))
        events.append(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.renderTrack, args: ["sort_index": "1"]))
        var backgroundTracks: [UInt64: Int] = [:]
        let timing = profile.timing
        let forced = Set(profile.findings.filter { $0.kind == .forcedSynchronousLayout }.compactMap(\.callSite))

        if let timeline = profile.timeline {
            var summaries: [Int: Profile.FrameSummary] = [:]
            summaries.reserveCapacity(profile.frames.count)
            for summary in profile.frames { summaries[summary.index] = summary }
            for frame in timeline {
                let summary = summaries[frame.index]
                events.append(Event(name: "Frame \(frame.index)", cat: "frame", ph: "X", ts: us(frame.timestamp),
                                    dur: us(frame.end) - us(frame.timestamp), pid: Self.pid, tid: Self.mainTrack,
                                    args: ["vsync": "\(frame.vsync)", "budget_ms": format((frame.targetTimestamp - frame.timestamp) * 1000),
                                           "hitch_ms": format(summary?.hitchTime ?? 0), "scrolling": "\(frame.isScrolling)"]))
                for span in frame.spans {
                    var args: [String: String] = [:]
                    if let object = span.object { args["object"] = object.description }
                    if let site = span.callSite { args["call_site"] = site.description }
                    if let views = span.viewsLaidOut { args["views_laid_out"] = "\(views)" }
                    if let invalidations = span.invalidations {
                        args["invalidated_by"] = invalidations.map { "\($0.view) at \($0.origin)" }.joined(separator: "; ")
                    }
                    events.append(Event(name: spanName(span), cat: span.kind.rawValue, ph: "X", ts: us(span.start),
                                        dur: us(span.end) - us(span.start), pid: Self.pid, tid: Self.mainTrack,
                                        args: args.isEmpty ? nil : args))
                    if span.kind.isSynchronousLayout, let site = span.callSite, forced.contains(site) {
                        events.append(Event(name: "Forced synchronous layout", cat: "finding", ph: "i", ts: us(span.start),
                                            pid: Self.pid, tid: Self.mainTrack, s: "t", args: ["call_site": site.description]))
                    }
                }
                let shown = timing.presentation(ofFrameAtVsync: frame.vsync, commitEnd: frame.end.nanoseconds,
                                                renderTime: frame.renderTime.nanoseconds)
                if frame.renderTime > 0 {
                    let start = shown.renderStart.seconds
                    events.append(Event(name: "Render frame \(frame.index)", cat: "render", ph: "X", ts: us(start),
                                        dur: us(start + frame.renderTime) - us(start), pid: Self.pid, tid: Self.renderTrack))
                }
                if let kind = shown.kind {
                    events.append(Event(name: "Hitch (\(kind.rawValue))", cat: "finding", ph: "i", ts: us(shown.presented.seconds),
                                        pid: Self.pid, tid: Self.renderTrack, s: "t",
                                        args: ["frame": "\(frame.index)", "hitch_ms": format(shown.hitch.milliseconds)]))
                }
                for event in frame.events {
                    var tid = Self.mainTrack
                    if !event.track.isMain {
                        if let known = backgroundTracks[event.track.threadID] {
                            tid = known
                        } else {
                            tid = Self.firstBackgroundTrack + backgroundTracks.count
                            backgroundTracks[event.track.threadID] = tid
                            events.append(metadata("thread_name", tid: tid, event.track.description))
                        }
                    }
                    var args = ["message": event.message]
                    if let site = event.callSite { args["call_site"] = site.description }
                    events.append(Event(name: event.kind == .threadViolation ? "Thread violation: \(event.name)" : event.name,
                                        cat: event.kind.rawValue, ph: "i", ts: us(event.time), pid: Self.pid, tid: tid, s: "t", args: args))
                }
            }
        } else {
            for frame in profile.frames {
                events.append(Event(name: "Frame \(frame.index)", cat: "frame", ph: "X", ts: frame.timestamp * 1000,
                                    dur: frame.duration * 1000, pid: Self.pid, tid: Self.mainTrack,
                                    args: ["budget_ms": format(frame.budget), "hitch_ms": format(frame.hitchTime)]))
            }
        }
        events += animationTraceEvents(profile, track: Self.animationTrack)
        let s = profile.summary
        let otherData: [String: String] = [
            "tool": "Mainline", "schema_version": "\(profile.schemaVersion)", "name": profile.name,
            "refresh_rate": number(profile.configuration.refreshRate), "clock": profile.configuration.clock,
            "cpu_scale": number(profile.configuration.cpuScale), "cost_model": profile.configuration.costModel ?? "none",
            "time_sources": profile.configuration.timeSourceDescription,
            "frames": "\(s.frames)", "hitch_time_ratio_ms_per_s": format(s.hitchTimeRatio), "grade": s.grade.rawValue,
            "p95_frame_ms": format(s.frameTime.p95), "forced_layouts": "\(s.forcedLayouts)",
            "thread_violations": "\(s.threadViolations)"]
        var out = "{\"displayTimeUnit\":\"ms\",\"otherData\":"
        out.reserveCapacity(events.count * 160)
        writeObject(otherData, into: &out)
        out += ",\"traceEvents\":["
        for (i, event) in events.enumerated() {
            if i > 0 { out += ",\n" }
            event.write(into: &out)
        }
        out += "]}\n"
        return out
    }

    private func metadata(_ name: String, tid: Int, _ value: String) -> Event {
        Event(name: name, cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: tid, args: ["name": value])
    }

    /// Microseconds, the format's unit, rounded to nanoseconds so nested spans stay nested.
    private func us(_ seconds: TimeInterval) -> Double {
        (seconds * 1_000_000 * 1000).rounded() / 1000
    }

    private func spanName(_ span: Span) -> String {
        switch span.kind {
        case .phase: "Phase: \(span.name)"
        case .layoutSubviews, .draw, .updateConstraints:
            "\(span.kind.rawValue) \(span.object?.type ?? "")"
        case .layoutIfNeeded, .updateConstraintsIfNeeded, .systemLayoutSizeFitting:
            "\(span.kind.rawValue) (synchronous layout)"
        default: span.name.isEmpty ? span.kind.rawValue : span.name
        }
    }
}

/// A JSON object of strings, keys sorted.
private func writeObject(_ object: [String: String], into out: inout String) {
    out += "{"
    for (i, key) in object.keys.sorted().enumerated() {
        if i > 0 { out += "," }
        writeJSONString(key, into: &out)
        out += ":"
        writeJSONString(object[key]!, into: &out)
    }
    out += "}"
}

/// A JSON string literal: quotes, backslashes and control characters escaped.
func writeJSONString(_ text: String, into out: inout String) {
    out += "\""
    var plain = true
    for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        plain = false
        break
    }
    if plain {
        out += text
    } else {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
}

/// A JSON number: integers without a fraction, others in Swift's shortest round-trip form.
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
