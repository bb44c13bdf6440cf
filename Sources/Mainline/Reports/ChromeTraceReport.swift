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
    static let firstBackgroundTrack = 100

    struct Event: Encodable {
        var name: String
        var cat: String
        var ph: String
        var ts: Double
        var dur: Double?
        var pid: Int
        var tid: Int
        var s: String?
        var args: [String: String]?
    }

    struct Document: Encodable {
        var traceEvents: [Event]
        var displayTimeUnit: String
        var otherData: [String: String]
    }

    func render() -> String {
        var events: [Event] = []
        events.append(metadata("process_name", tid: 0, "Mainline: \(profile.name)"))
        events.append(metadata("thread_name", tid: Self.mainTrack, "Main thread (main queue)"))
        events.append(metadata("thread_name", tid: Self.renderTrack, "Render server"))
        events.append(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.mainTrack, args: ["sort_index": "0"]))
        events.append(Event(name: "thread_sort_index", cat: "__metadata", ph: "M", ts: 0, pid: Self.pid, tid: Self.renderTrack, args: ["sort_index": "1"]))
        var backgroundTracks: [UInt64: Int] = [:]
        let model = HitchModel(interval: 1 / profile.configuration.refreshRate)
        let forced = Set(profile.findings.filter { $0.kind == .forcedSynchronousLayout }.compactMap(\.callSite))

        if let timeline = profile.timeline {
            for frame in timeline {
                let summary = profile.frames.first { $0.index == frame.index }
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
                let (presented, hitch, kind) = model.presentation(of: frame)
                if frame.renderTime > 0 {
                    let start = max(frame.timestamp + model.interval, model.vsync(atOrAfter: frame.end))
                    events.append(Event(name: "Render frame \(frame.index)", cat: "render", ph: "X", ts: us(start),
                                        dur: us(start + frame.renderTime) - us(start), pid: Self.pid, tid: Self.renderTrack))
                }
                if let kind {
                    events.append(Event(name: "Hitch (\(kind.rawValue))", cat: "finding", ph: "i", ts: us(presented),
                                        pid: Self.pid, tid: Self.renderTrack, s: "t",
                                        args: ["frame": "\(frame.index)", "hitch_ms": format(hitch * 1000)]))
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
        let s = profile.summary
        let document = Document(traceEvents: events, displayTimeUnit: "ms", otherData: [
            "tool": "Mainline", "schema_version": "\(profile.schemaVersion)", "name": profile.name,
            "refresh_rate": number(profile.configuration.refreshRate), "clock": profile.configuration.clock,
            "frames": "\(s.frames)", "hitch_time_ratio_ms_per_s": format(s.hitchTimeRatio), "grade": s.grade.rawValue,
            "p95_frame_ms": format(s.frameTime.p95), "forced_layouts": "\(s.forcedLayouts)",
            "thread_violations": "\(s.threadViolations)"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
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
