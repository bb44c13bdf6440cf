import Foundation
import ThreadChecker

/// The findings, from the groups the run accumulated: what is wrong, where, how often, how to fix.
extension ProfileAccumulator {
    func forcedFindings(_ resolver: SiteResolver) -> [Finding] {
        // Groups whose stacks resolve to the same line merge.
        var merged = Groups<String, (key: ForcedKey, site: CallSite?, group: ForcedGroup, tallies: [InvalidationTally])>()
        for (key, group) in forced.ordered {
            let site = resolver.site(key.stack)
            let mergeKey = "\(site.map(siteKey) ?? "?")|\(key.handler ?? "")|\(key.kind.rawValue)"
            merged.update(mergeKey, make: { (key, site, ForcedGroup(), []) }) { entry in
                entry.group.count += group.count
                entry.group.total += group.total
                entry.group.longest = max(entry.group.longest, group.longest)
                entry.group.views += group.views
                for frame in group.frames.frames { entry.group.frames.add(frame) }
                entry.tallies.append(group.invalidations)
            }
        }
        return merged.ordered.map { _, entry in
            let (key, site, group, tallies) = entry
            var tally = InvalidationTally()
            for t in tallies {
                for (k, s) in t.sites.ordered {
                    tally.sites.update(k, make: { InvalidationTally.Site() }) { site in
                        site.count += s.count
                        for view in s.views where !site.views.contains(view) { site.views.append(view) }
                    }
                }
            }
            let sites = invalidationSites(tally, resolver)
            let api = Self.api(key.kind)
            let handler = key.handler ?? "an event handler"
            var message = "\(api) at \(site?.description ?? "an unknown line") ran a layout inside \(handler) \(group.count) time(s), "
                + "laying out \(group.views) view(s) in \(format(group.total.milliseconds)) ms. The commit would have done this layout "
                + "once per frame; forcing it in a handler makes the main thread lay out "
                + (key.handler?.hasPrefix("scrollViewDidScroll") == true ? "on every scroll step." : "before the frame's own layout pass.")
            if !sites.isEmpty {
                message += " The layout was made pending by: " + sites.prefix(5).map { "\($0.origin) (\($0.count)×)" }.joined(separator: "; ") + "."
            }
            message += " Fix: leave the layout to the commit (drop the call), or move the change into layoutSubviews()/updateConstraints()."
            return Finding(kind: .forcedSynchronousLayout, severity: .warning, title: "\(api) forced a layout in \(handler)",
                           message: message, callSite: site, handler: key.handler, api: api, occurrences: group.count,
                           frames: group.frames.frames, totalTime: group.total.milliseconds, maxTime: group.longest.milliseconds,
                           viewsLaidOut: group.views, invalidatedBy: sites)
        }
    }

    func thrashFindings(_ resolver: SiteResolver) -> [Finding] {
        thrashes.ordered.map { key, group in
            var sequence: [String] = []
            for span in group.firstRun {
                for invalidation in span.invalidations ?? [] {
                    let origin = resolver.site(invalidation.stack)?.description ?? invalidation.cause ?? "unknown site"
                    sequence.append("invalidate \(invalidation.view) (\(invalidation.work.rawValue)) at \(origin)")
                }
                sequence.append("force \(Self.api(span.kind)) on \(span.object?.description ?? "a view") at "
                    + "\(resolver.site(span.stack)?.description ?? "unknown line"): \(span.viewsLaidOut ?? 0) view(s), "
                    + "\(format(span.duration * 1000)) ms")
            }
            let handler = key.handler ?? "one frame"
            let message = "\(handler) alternated invalidating and forcing layout \(group.firstRun.count) times in one run "
                + "(\(group.runs) run(s) like it): each forced layout redoes the work the previous one did. "
                + "Fix: make all the changes first, then lay out once — or let the commit lay out."
            return Finding(kind: .layoutThrashing, severity: .warning, title: "Layout thrashing in \(handler)", message: message,
                           callSite: resolver.site(key.stack), handler: key.handler, api: group.firstRun.first.map { Self.api($0.kind) },
                           occurrences: group.runs, frames: group.frames.frames, totalTime: group.total.milliseconds,
                           maxTime: group.longestRun.milliseconds, viewsLaidOut: group.views,
                           invalidatedBy: invalidationSites(group.invalidations, resolver), sequence: sequence)
        }
    }

    /// Hitches by kind, each naming the line of the app's code that took most of the late
    /// frames' time.
    func hitchFindings(_ resolver: SiteResolver) -> [Finding] {
        var findings: [Finding] = []
        let work = hitchWork.ordered.sorted { $0.value > $1.value }
        let heaviest = work.first
        let heaviestSite: CallSite? = heaviest.flatMap { key, _ in
            switch key {
            case .layout(let stack): resolver.site(stack)
            case .handler(let handler): handlers[handler].flatMap { resolver.lines(of: $0).line }
            }
        }
        for kind in [HitchKind.commit, .render] {
            var count = 0, scrolling = false
            var total = TimeAmount.zero, worstHitch = TimeAmount(nanoseconds: -1), worstIndex = 0
            var frames = FrameList()
            for i in 0..<series.count {
                let flags = series.flags[i]
                guard flags.contains(kind == .commit ? .commitHitch : .renderHitch) else { continue }
                count += 1
                total += series.lateness(i)
                frames.add(series.firstIndex + i)
                if flags.contains(.scrolling) { scrolling = true }
                if series.lateness(i) > worstHitch {
                    worstHitch = series.lateness(i)
                    worstIndex = i
                }
            }
            guard count > 0 else { continue }
            let worstFrame = series.summary(at: worstIndex, timing: timing)
            var message = "\(count) frame(s) were presented late by \(format(total.milliseconds)) ms in total; "
            var callSite: CallSite?
            if kind == .commit {
                message += "the main thread's work ran past the frame deadline (worst: frame \(worstFrame.index), "
                    + "\(format(worstFrame.duration)) ms of work for a \(format(worstFrame.budget)) ms budget)."
                if let (key, time) = heaviest {
                    callSite = heaviestSite
                    let what: String = switch key {
                    case .layout: "synchronous layouts forced at \(heaviestSite?.description ?? "an unknown line")"
                    case .handler(let handler): "\(handler)" + (heaviestSite.map { ", at \($0.description)" } ?? "")
                    }
                    message += " Most of the late frames' time went to \(what): \(format(time.milliseconds)) ms."
                }
                message += " Move work off the main thread, or out of the handlers of the frame."
            } else {
                message += "the render server took longer than a refresh interval (worst: frame \(worstFrame.index), "
                    + "\(format(worstFrame.renderTime)) ms of rendering). Reduce offscreen passes, blurs, shadows without paths, "
                    + "and the area redrawn each frame."
            }
            findings.append(Finding(kind: .hitch, severity: scrolling ? .warning : .note,
                                    title: "\(count) \(kind.rawValue) hitch(es), \(format(total.milliseconds)) ms",
                                    message: message, callSite: callSite, occurrences: count, frames: frames.frames,
                                    totalTime: total.milliseconds, maxTime: worstHitch.milliseconds))
        }
        return findings
    }

    func slowHandlerFindings(_ resolver: SiteResolver) -> [Finding] {
        slowHandlers.ordered.compactMap { key, group in
            guard let profile = handlers[key.handler] else { return nil }
            let (line, leaves) = resolver.lines(of: profile)
            let budget = format(group.budget.milliseconds)
            let context = key.interactive ? "frame(s) of scrolling, animation or input"
                : "frame(s) without input or scrolling (at launch, a transition's setup or a timer: what time to first frame measures)"
            var message = "\(key.handler) ran its own code for more than half a frame's budget (\(budget) ms) in \(group.occurrences) "
                + "\(context): \(format(group.total.milliseconds)) ms in all, \(format(group.longest.milliseconds)) ms at most."
            if let line { message += " The time went to the call at \(line.description)" }
            if let top = leaves.first {
                message += (line == nil ? " Most samples were at " : "; most samples were at ") + "\(top.callSite.description) "
                    + "(\(Int((top.share * 100).rounded()))%)"
            }
            if line != nil || !leaves.isEmpty { message += "." }
            message += " Fix: do the work once and keep the result, or move it off the main thread."
            return Finding(kind: .slowHandler, severity: key.interactive ? .warning : .note,
                           title: "\(key.handler) took up to \(format(group.longest.milliseconds)) ms of a \(budget) ms frame",
                           message: message, callSite: line, handler: key.handler, occurrences: group.occurrences,
                           frames: group.frames.frames, totalTime: group.total.milliseconds, maxTime: group.longest.milliseconds,
                           lines: leaves)
        }
    }

    func hangFindings(_ resolver: SiteResolver) -> [Finding] {
        hangs.ordered.map { key, group in
            let longest = format(group.longest.milliseconds)
            var callSite: CallSite?
            var lines: [LineShare] = []
            var title: String
            var message: String
            switch key {
            case .wait(let name, let stack):
                callSite = resolver.site(stack)
                let subject = group.subject ?? name
                title = "The main thread was blocked for \(longest) ms on \(subject)"
                message = "The main thread did not respond for \(longest) ms (Apple's hang threshold is 250 ms): it was blocked "
                    + "waiting on \(subject)" + (callSite.map { ", at \($0.description)" } ?? "") + ". "
                    + "\(group.occurrences) hang(s) like it, \(format(group.blocked.milliseconds)) ms blocked in all. "
                    + "Fix: never wait for other work on the main thread; hand the result back with DispatchQueue.main.async."
            case .busy(let handler):
                if let handler, let profile = handlers[handler] {
                    (callSite, lines) = resolver.lines(of: profile)
                }
                title = "The main thread was busy for \(longest) ms" + (handler.map { " in \($0)" } ?? "")
                message = "The main thread did not respond for \(longest) ms (Apple's hang threshold is 250 ms): it was busy"
                    + (handler.map { " running \($0)" } ?? "") + (callSite.map { ", at \($0.description)" } ?? "") + ". "
                    + "\(group.occurrences) hang(s) like it. Fix: move the work off the main thread, or split it across frames."
            }
            return Finding(kind: .hang, severity: .error, title: title, message: message, callSite: callSite,
                           handler: { if case .busy(let handler) = key { return handler } else { return nil } }(),
                           occurrences: group.occurrences, frames: group.frames.frames, totalTime: group.total.milliseconds,
                           maxTime: group.longest.milliseconds, lines: lines)
        }
    }

    func violationFindings(_ violations: [ThreadViolation]) -> [Finding] {
        violations.map { v in
            let thread = v.threadName.map { "thread \"\($0)\"" } ?? "thread \(v.threadID)"
            let queue = v.queueLabel.isEmpty ? "" : " on queue \(v.queueLabel)"
            return Finding(kind: .threadViolation, severity: .error, title: "\(v.api) called off the main thread",
                           message: "\(v.api) was called \(v.count) time(s) from \(thread)\(queue), not the main queue. "
                               + "UIKit is not thread-safe: dispatch the call to DispatchQueue.main (or mark the code @MainActor).",
                           callSite: v.callSite, api: v.api, occurrences: v.count)
        }
    }

    func diagnosticFindings(_ diagnostics: [LayoutDiagnostic]) -> [Finding] {
        var findings = Groups<String, Finding>()
        for d in diagnostics {
            let loop = d.kind == .layoutFeedbackLoop
            findings.update("\(d.kind)|\(d.message)", make: {
                Finding(kind: loop ? .layoutFeedbackLoop : .layoutDiagnostic, severity: loop ? .error : .warning,
                        title: loop ? "Layout feedback loop" : "Layout diagnostic: \(d.kind)", message: d.message,
                        callSite: d.callSites.first, occurrences: 0)
            }) { $0.occurrences += 1 }
        }
        return findings.ordered.map(\.value)
    }

    func ancestorFindings(_ invalidations: [AncestorInvalidation], _ resolver: SiteResolver) -> [Finding] {
        invalidations.map { a in
            Finding(kind: .ancestorInvalidatedDuringLayout, severity: .warning,
                    title: "\(a.laidOut).layoutSubviews() invalidates its ancestor \(a.ancestor)",
                    message: "\(a.laidOut).layoutSubviews() called setNeedsLayout() on its ancestor \(a.ancestor), in \(a.count) "
                        + "layout pass(es): each time the pass lays the \(a.ancestor) out again, with everything it moves. A view's layout "
                        + "should only place its own subviews: let the ancestor lay itself out, or change a constraint instead.",
                    callSite: resolver.site(a.stack), handler: "\(a.laidOut).layoutSubviews()", api: "-[UIView setNeedsLayout]",
                    occurrences: a.count, frames: a.frames, viewsLaidOut: a.count)
        }
    }
}

/// Milliseconds with two decimals, as reports print them.
func format(_ value: Double) -> String { fixedTwoDecimals(value) }

/// `value` with two decimals, as `String(format: "%.2f", value)` writes it.
func fixedTwoDecimals(_ value: Double) -> String {
    // `String(format:)` costs a microsecond or two on Linux, and a report formats a number for
    // most spans and frames: hundredths are counted here, and the formatter is asked only where
    // the rounding is close to a tie (so the digits are always printf's).
    let hundredths = value * 100
    if value >= 0, hundredths < 1e15 {
        let fraction = hundredths - hundredths.rounded(.down)
        if abs(fraction - 0.5) > 1e-9 * max(1, hundredths) {
            let n = Int64(hundredths.rounded())
            let cents = n % 100
            return "\(n / 100).\(cents < 10 ? "0" : "")\(cents)"
        }
    }
    return String(format: "%.2f", value)
}
