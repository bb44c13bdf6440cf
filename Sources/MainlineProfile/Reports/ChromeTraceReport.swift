import Foundation
import ThreadChecker

/// Chrome Trace Event JSON (the "JSON Object Format" of the Trace Event Format document), for
/// Perfetto UI and chrome://tracing, written as a stream. Tracks (threads of process 1): the main
/// thread with a slice for every frame of the run (from the frame series) and, for the frames
/// given with their spans, the phases and every span properly nested; the render server; one
/// track per background thread that made UI calls. Hitches, findings and thread violations are
/// instant events; the profile's summary is the `otherData` header.
struct ChromeTraceReport {
    let profile: Profile
    /// The frames whose spans are shown.
    let frames: [FrameTimeline]

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
        var args: TraceArguments?

        /// The event as a JSON object, keys sorted (written by hand: a long run has millions of
        /// events, and an encoder's generic path costs several times as much).
        func write(into out: inout JSONBytes) {
            out.raw("{")
            if let args {
                out.raw("\"args\":")
                out.object(args)
                out.raw(",")
            }
            out.raw("\"cat\":"); out.string(cat)
            if let dur { out.raw(",\"dur\":"); out.number(dur) }
            out.raw(",\"name\":"); out.string(name)
            out.raw(",\"ph\":"); out.string(ph)
            out.raw(",\"pid\":"); out.integer(pid)
            if let s { out.raw(",\"s\":"); out.string(s) }
            out.raw(",\"tid\":"); out.integer(tid)
            out.raw(",\"ts\":"); out.number(ts)
            out.raw("}")
        }
    }

    /// Writes the trace to `out`, event by event.
    func write(to out: inout some TextOutputStream) {
        let s = profile.summary
        var otherData: TraceArguments = [
            "tool": "Mainline", "schema_version": "\(profile.schemaVersion)", "name": profile.name,
            "refresh_rate": number(profile.configuration.refreshRate), "clock": profile.configuration.clock,
            "cpu_scale": number(profile.configuration.cpuScale), "cost_model": profile.configuration.costModel ?? "none",
            "time_sources": profile.configuration.timeSourceDescription,
            "frames": "\(s.frames)", "hitch_time_ratio_ms_per_s": format(s.hitchTimeRatio), "grade": s.grade.rawValue,
            "p95_frame_ms": format(s.frameTime.p95), "forced_layouts": "\(s.forcedLayouts)",
            "thread_violations": "\(s.threadViolations)", "frames_with_spans": "\(frames.count)"]
        var header = JSONBytes(capacity: 1024)
        header.raw("{\"displayTimeUnit\":\"ms\",\"otherData\":")
        if let interruption = profile.configuration.interruption { otherData["interrupted"] = interruption }
        header.object(otherData)
        header.raw(",\"traceEvents\":[")
        Self.write(header, to: &out)
        var count = 0
        var chunk = JSONBytes(capacity: 1 << 17)
        func emit(_ event: Event) {
            if count > 0 { chunk.raw(",\n") }
            event.write(into: &chunk)
            count += 1
            if chunk.count >= 1 << 16 {
                Self.write(chunk, to: &out)
                chunk.removeAll()
            }
        }
        emit(metadata("process_name", tid: 0, "Mainline: \(profile.name)"))
        emit(metadata("thread_name", tid: Self.mainTrack, "Main thread (main queue)"))
        emit(metadata("thread_name", tid: Self.renderTrack, "Render server"))
        emit(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.mainTrack, args: ["sort_index": "0"]))
        emit(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.renderTrack, args: ["sort_index": "1"]))

        // Every frame of the run, from the series.
        let timing = profile.timing
        let series = profile.series
        for i in 0..<series.count {
            let vsync = Int(series.vsync[i])
            let start = timing.instant(ofVsync: vsync)
            let hitch = series.lateness(i)
            emit(Event(name: "Frame \(series.firstIndex + i)", cat: "frame", ph: "X", ts: us(start), dur: us(start + series.work(i)) - us(start),
                       pid: Self.pid, tid: Self.mainTrack,
                       args: hitch > .zero ? ["hitch_ms": format(hitch.milliseconds), "budget_ms": format(timing.frameBudget(ofVsync: vsync).milliseconds)] : nil))
            let render = series.render(i)
            guard render > .zero || hitch > .zero else { continue }
            let shown = timing.presentation(ofFrameAtVsync: vsync, commitEnd: start + series.work(i), renderTime: render)
            if render > .zero {
                emit(Event(name: "Render", cat: "render", ph: "X", ts: us(shown.renderBegan), dur: us(shown.renderBegan + render) - us(shown.renderBegan),
                           pid: Self.pid, tid: Self.renderTrack))
            }
            if let kind = shown.kind {
                emit(Event(name: "Hitch (\(kind.rawValue))", cat: "finding", ph: "i", ts: us(shown.shown), pid: Self.pid,
                           tid: Self.renderTrack, s: "t", args: ["frame": "\(series.firstIndex + i)", "hitch_ms": format(shown.lateness.milliseconds)]))
            }
        }

        // The spans of the frames kept with them.
        var backgroundTracks: [UInt64: Int] = [:]
        let forced = Set(profile.findings.filter { $0.kind == .forcedSynchronousLayout }.compactMap(\.callSite))
        for frame in frames {
            for span in frame.spans {
                var args: TraceArguments = [:]
                if let object = span.object { args["object"] = object.description }
                if let site = span.callSite { args["call_site"] = site.description }
                if let views = span.viewsLaidOut { args["views_laid_out"] = "\(views)" }
                if let own = span.ownTime, own > .zero { args["app_time_ms"] = format(own.milliseconds) }
                if let invalidations = span.invalidations {
                    args["invalidated_by"] = invalidations.map { "\($0.view) at \($0.origin)" }.joined(separator: "; ")
                }
                emit(Event(name: spanName(span), cat: span.kind.rawValue, ph: "X", ts: us(span.begin),
                           dur: us(span.finish) - us(span.begin), pid: Self.pid, tid: Self.mainTrack, args: args.isEmpty ? nil : args))
                if span.kind.isSynchronousLayout, let site = span.callSite, forced.contains(site) {
                    emit(Event(name: "Forced synchronous layout", cat: "finding", ph: "i", ts: us(span.begin),
                               pid: Self.pid, tid: Self.mainTrack, s: "t", args: ["call_site": site.description]))
                }
            }
            for event in frame.events {
                var tid = Self.mainTrack
                if !event.track.isMain {
                    if let known = backgroundTracks[event.track.threadID] {
                        tid = known
                    } else {
                        tid = Self.firstBackgroundTrack + backgroundTracks.count
                        backgroundTracks[event.track.threadID] = tid
                        emit(metadata("thread_name", tid: tid, event.track.description))
                    }
                }
                var args: TraceArguments = ["message": event.message]
                if let site = event.callSite { args["call_site"] = site.description }
                let name = event.kind == .threadViolation ? "Thread violation: \(event.name)" : event.name
                if let duration = event.lasts {
                    emit(Event(name: name, cat: event.kind.rawValue, ph: "X", ts: us(event.at), dur: us(event.at + duration) - us(event.at),
                               pid: Self.pid, tid: tid, args: args))
                } else {
                    emit(Event(name: name, cat: event.kind.rawValue, ph: "i", ts: us(event.at), pid: Self.pid, tid: tid, s: "t", args: args))
                }
            }
        }
        animationTraceEvents(profile, track: Self.animationTrack).forEach(emit)
        Self.write(chunk, to: &out)
        out.write("]}\n")
    }

    /// Bytes to the stream: to a report file as they are, to others as text.
    private static func write(_ bytes: JSONBytes, to out: inout some TextOutputStream) {
        if let file = out as? ReportFile {
            bytes.withBytes { file.write(bytes: $0) }
        } else {
            out.write(bytes.text)
        }
    }

    /// Microseconds, the format's unit, of an instant.
    private func us(_ instant: Instant) -> Double {
        Double(instant.nanoseconds) / 1000
    }

    private func metadata(_ name: String, tid: Int, _ value: String) -> Event {
        Event(name: name, cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: tid, args: ["name": value])
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

/// A JSON number: integers without a fraction, others in Swift's shortest round-trip form.
func jsonNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
