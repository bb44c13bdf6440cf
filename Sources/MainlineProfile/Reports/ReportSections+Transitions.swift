import Foundation

// What every report shows of the launch, the transitions and the animation intervals: each
// format calls these and lays the rows out its own way.

/// The launch's and each transition's time to first frame, as lines of the text report.
func timeToFirstFrameLines(_ profile: Profile) -> [String] {
    guard !profile.transitions.isEmpty || profile.launch != nil else { return [] }
    var lines = ["", "Time to first frame (from the call to the first frame on screen):"]
    for record in [profile.launch].compactMap({ $0 }) + profile.transitions {
        lines.append("  \(pad(record.kind, 8)) \(pad(format(record.timeToFirstFrame) + " ms", 11, right: true))  " + transitionFacts(record))
        if !record.filledBy.isEmpty { lines.append("           filled by: " + filledByText(record)) }
    }
    return lines
}

/// The table of times to first frame (HTML, Markdown): kind, what, time to first frame,
/// duration, frames, hitches, what filled it.
func timeToFirstFrameTable(_ profile: Profile) -> (headers: [String], rows: [[String]]) {
    let headers = ["Kind", "What", "Time to first frame (ms)", "Duration (ms)", "Frames", "Hitches", "Filled by"]
    let rows = ([profile.launch].compactMap { $0 } + profile.transitions).map { r in
        [r.kind, r.name, format(r.timeToFirstFrame), format(r.duration), "\(r.frames)", "\(r.hitches) (\(format(r.hitchTime)) ms)",
         filledByText(r)]
    }
    return (headers, rows)
}

/// The table of animation intervals (HTML, Markdown).
func animationIntervalTable(_ profile: Profile) -> (headers: [String], rows: [[String]]) {
    let headers = ["Animation", "Start (ms)", "Duration (ms)", "Frames", "Hitches"]
    let rows = profile.animationIntervals.map { i in
        [i.name, format(i.start), format(i.duration), "\(i.frames)", "\(i.hitches) (\(format(i.hitchTime)) ms)"]
    }
    return (headers, rows)
}

/// A Markdown section: the times to first frame and the animation intervals, as tables.
func timeToFirstFrameMarkdown(_ profile: Profile, cell: (String) -> String) -> String {
    var out = ""
    for (title, table) in [("Time to first frame", timeToFirstFrameTable(profile)), ("Animation intervals", animationIntervalTable(profile))]
    where !table.rows.isEmpty {
        out += "\n### \(title)\n\n| " + table.headers.joined(separator: " | ") + " |\n|"
            + String(repeating: "---|", count: table.headers.count) + "\n"
        for row in table.rows.prefix(50) { out += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
    }
    return out
}

/// SARIF run properties: the launch's and the slowest transition's time to first frame.
func timeToFirstFrameProperties(_ profile: Profile) -> [String: String] {
    var properties: [String: String] = [:]
    if let launch = profile.launch { properties["timeToFirstFrameMs"] = format(launch.timeToFirstFrame) }
    if let slowest = profile.transitions.max(by: { $0.timeToFirstFrame < $1.timeToFirstFrame }) {
        properties["slowestTransitionTimeToFirstFrameMs"] = format(slowest.timeToFirstFrame)
        properties["slowestTransition"] = "\(slowest.kind): \(slowest.name)"
    }
    if !profile.transitions.isEmpty { properties["transitions"] = "\(profile.transitions.count)" }
    return properties
}

/// GitHub notices: the time to first frame of the launch and of each transition.
func timeToFirstFrameNotices(_ profile: Profile, message: (String) -> String, property: (String) -> String) -> [String] {
    ([profile.launch].compactMap { $0 } + profile.transitions).prefix(20).map { r in
        "::notice title=\(property("Mainline: time to first frame"))::"
            + message("\(r.kind) \(r.name): time to first frame \(format(r.timeToFirstFrame)) ms; " + transitionFacts(r))
    }
}

/// The animation track of the Chrome trace: each animation interval and each transition as a
/// span, each transition's first frame on screen as an instant ("time to first frame").
func animationTraceEvents(_ profile: Profile, track: Int) -> [ChromeTraceReport.Event] {
    let pid = ChromeTraceReport.pid
    guard !profile.animationIntervals.isEmpty || !profile.transitions.isEmpty || profile.launch != nil else { return [] }
    var events = [ChromeTraceReport.Event(name: "thread_name", cat: "__metadata", ph: "M", ts: 0, pid: pid, tid: track,
                                          args: ["name": "Animations and transitions"])]
    func us(_ ms: Double) -> Double { (ms * 1000 * 1000).rounded() / 1000 }
    for interval in profile.animationIntervals {
        events.append(ChromeTraceReport.Event(name: interval.name, cat: "animation", ph: "X", ts: us(interval.start),
                                              dur: us(interval.start + interval.duration) - us(interval.start), pid: pid, tid: track,
                                              args: ["frames": "\(interval.frames)", "hitches": "\(interval.hitches)",
                                                     "hitch_ms": format(interval.hitchTime)]))
    }
    for record in [profile.launch].compactMap({ $0 }) + profile.transitions {
        events.append(ChromeTraceReport.Event(name: "\(record.kind): \(record.name)", cat: "transition", ph: "X", ts: us(record.start),
                                              dur: us(record.start + record.duration) - us(record.start), pid: pid, tid: track,
                                              args: ["time_to_first_frame_ms": format(record.timeToFirstFrame),
                                                     "hitches": "\(record.hitches)", "filled_by": filledByText(record)]))
        events.append(ChromeTraceReport.Event(name: "First frame of \(record.kind) (time to first frame \(format(record.timeToFirstFrame)) ms)",
                                              cat: "transition", ph: "i", ts: us(record.start + record.timeToFirstFrame), pid: pid,
                                              tid: track, s: "t", args: ["frame": "\(record.firstFrame)"]))
    }
    return events
}

private func transitionFacts(_ r: TransitionRecord) -> String {
    "\(r.name): \(format(r.duration)) ms, \(r.frames) frame(s), \(r.hitches) hitch(es)"
        + (r.hitches > 0 ? " (\(format(r.hitchTime)) ms)" : "")
}

private func filledByText(_ r: TransitionRecord) -> String {
    r.filledBy.prefix(5).map { "\($0.name) \(format($0.time)) ms" + ($0.count > 1 ? " ×\($0.count)" : "") }.joined(separator: ", ")
}
