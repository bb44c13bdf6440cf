import Foundation
import ThreadChecker

/// The terminal report: the verdict first, then the numbers, then what to fix with its line.
struct TextReport {
    let profile: Profile

    func render() -> String {
        let s = profile.summary
        let c = profile.configuration
        var out: [String] = []
        out.append("Mainline profile: \(profile.name)")
        if let interruption = c.interruption { out.append("INTERRUPTED: \(interruption)") }
        out.append("\(s.frames) frames at \(number(c.refreshRate)) Hz, screen \(c.screen); \(format(s.scrollingDuration)) ms "
            + "scrolling or animating in \(s.scrollingFrames) frames")
        out.append("Time: \(c.timeSourceDescription)")
        let t = s.timeSources
        out.append("      \(format(t.measured)) ms app code measured, \(format(t.blocked)) ms blocked, \(format(t.declared)) ms declared, "
            + "\(format(t.model)) ms framework (cost model)")
        out.append("")
        out.append("Hitch-time ratio  \(format(s.hitchTimeRatio)) ms/s  \(s.grade.rawValue.uppercased())  "
            + "(Apple: < 5 good, 5-10 warning, > 10 critical)")
        out.append("Hitches           \(s.hitches) (\(s.commitHitches) commit, \(s.renderHitches) render), \(format(s.hitchTime)) ms; "
            + "\(s.droppedFrames) dropped frame(s); \(number(s.effectiveFrameRate)) fps")
        out.append("Frame time        p50 \(format(s.frameTime.p50))  p90 \(format(s.frameTime.p90))  p95 \(format(s.frameTime.p95))  "
            + "p99 \(format(s.frameTime.p99))  max \(format(s.frameTime.max)) ms; budget \(format(s.budget)) ms, "
            + "\(s.framesOverBudget) over")
        out.append("Forced layouts    \(s.forcedLayouts) (\(format(s.forcedLayoutTime)) ms); \(s.layoutThrashes) thrash(es); "
            + "\(s.synchronousLayouts) synchronous layout(s) in all")
        out.append("Thread violations \(s.threadViolations); hangs \(s.hangs); slow-handler frames \(s.slowHandlerFrames); "
            + "layout diagnostics \(s.diagnostics)")
        out.append("Time to first frame \(s.timeToFirstFrame.map { "\(format($0)) ms" } ?? "none shown")")
        out += timeToFirstFrameLines(profile)
        let repetition = repetitionRows(profile)
        if !repetition.isEmpty {
            out.append("")
            out.append("Repeated runs (median, range):")
            for row in repetition { out.append("  \(pad(row.metric, 28)) \(row.value)") }
        }
        out.append("")
        out.append("Phases (total, mean per frame, share):")
        for phase in profile.phases where phase.total > 0 {
            out.append("  \(pad(phase.phase.rawValue, 12)) \(pad(format(phase.total), 10, right: true)) ms  "
                + "\(pad(format(phase.mean), 8, right: true)) ms  \(pad(String(format: "%.1f", phase.share * 100), 5, right: true))%")
        }
        out.append("")
        if profile.findings.isEmpty {
            out.append("Findings: none.")
        } else {
            out.append("Findings (\(profile.findings.count)):")
            for finding in profile.findings {
                out.append("  \(pad(finding.severity.rawValue, 7)) \(finding.kind.title): \(finding.title)")
                if finding.callSite != nil || finding.kind == .forcedSynchronousLayout {
                    out.append("          at \(siteText(finding.callSite))\(finding.callSite.map { " in \($0.function)" } ?? "")")
                }
                var facts: [String] = []
                if let handler = finding.handler { facts.append("handler \(handler)") }
                facts.append("\(finding.occurrences)×")
                if finding.totalTime > 0 { facts.append("\(format(finding.totalTime)) ms total, \(format(finding.maxTime)) ms max") }
                if finding.viewsLaidOut > 0 { facts.append("\(finding.viewsLaidOut) views laid out") }
                if !finding.frames.isEmpty { facts.append("frames \(frames(finding.frames))") }
                out.append("          " + facts.joined(separator: "; "))
                for site in finding.invalidatedBy.prefix(5) {
                    out.append("          invalidated at \(site.callSite.map { siteText($0) } ?? site.origin) "
                        + "(\(site.views.joined(separator: ", ")), \(site.count)×)")
                }
                for step in finding.sequence.prefix(8) { out.append("          · \(step)") }
                if !finding.lines.isEmpty {
                    out.append("          time went to: " + finding.lines.prefix(3).map {
                        "\(siteText($0.callSite)) in \($0.callSite.function) (\(Int(($0.share * 100).rounded()))%)"
                    }.joined(separator: "; "))
                }
            }
        }
        let offenders = profile.offendersByCallSite.prefix(8)
        if !offenders.isEmpty {
            out.append("")
            out.append("Synchronous layouts by call site:")
            for o in offenders {
                out.append("  \(pad(siteText(o.callSite), 36)) \(pad("\(o.occurrences)×", 6, right: true)) "
                    + "\(pad(format(o.totalTime), 9, right: true)) ms  \(o.allowedBecause.map { "allowed: \($0)" } ?? "OFFENCE in \(o.handler ?? "?")")")
            }
        }
        let handlers = profile.offendersByHandler.prefix(8)
        if !handlers.isEmpty {
            out.append("")
            out.append("Time by handler:")
            for o in handlers {
                out.append("  \(pad(o.name, 48)) \(pad("\(o.occurrences)×", 7, right: true)) \(pad(format(o.totalTime), 9, right: true)) ms")
            }
        }
        if !profile.worstFrames.isEmpty {
            out.append("")
            out.append("Worst frames:")
            for f in profile.worstFrames {
                let work = f.work.prefix(3).map { "\($0.name)\($0.object.map { " (\($0))" } ?? "") \(format($0.duration)) ms" }
                out.append("  #\(f.index): \(format(f.duration)) ms, hitch \(format(f.hitchTime)) ms — \(work.joined(separator: "; "))")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func frames(_ list: [Int]) -> String {
        list.count <= 6 ? list.map(String.init).joined(separator: ", ")
            : list.prefix(6).map(String.init).joined(separator: ", ") + ", …"
    }
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let space = String(repeating: " ", count: width - count)
    return right ? space + text : text + space
}

func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
}
