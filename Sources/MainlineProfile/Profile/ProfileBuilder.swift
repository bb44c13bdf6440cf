import Foundation
import ThreadChecker

/// Builds a `Profile` from a simulation's recorded frames: the frame statistics, the hitch
/// model, and the findings read off the span trees.
package struct ProfileBuilder {
    let name: String
    let refreshRate: Double
    let configuration: Profile.Configuration
    let frames: [FrameTimeline]
    let diagnostics: [LayoutDiagnostic]
    let violations: [ThreadViolation]
    var ancestorInvalidations: [AncestorInvalidation] = []
    let includesTimeline: Bool

    package init(name: String, refreshRate: Double, configuration: Profile.Configuration, frames: [FrameTimeline],
                 diagnostics: [LayoutDiagnostic], violations: [ThreadViolation], ancestorInvalidations: [AncestorInvalidation],
                 includesTimeline: Bool) {
        self.name = name
        self.refreshRate = refreshRate
        self.configuration = configuration
        self.frames = frames
        self.diagnostics = diagnostics
        self.violations = violations
        self.ancestorInvalidations = ancestorInvalidations
        self.includesTimeline = includesTimeline
    }

    private var interval: TimeInterval { 1 / refreshRate }

    package func build() -> Profile {
        let model = HitchModel(interval: interval)
        var summaries: [Profile.FrameSummary] = []
        summaries.reserveCapacity(frames.count)
        let layouts = synchronousLayouts()
        var forcedPerFrame: [Int: Int] = [:]
        for layout in layouts where layout.allowedBecause == nil { forcedPerFrame[layout.frame, default: 0] += 1 }
        for frame in frames {
            let (_, hitch, kind) = model.presentation(of: frame)
            var phases = [Double](repeating: 0, count: FramePhase.allCases.count)
            for span in frame.spans where span.kind == .phase && span.parent == nil {
                if let phase = FramePhase(rawValue: span.name), let i = FramePhase.allCases.firstIndex(of: phase) {
                    phases[i] += ms(span.duration)
                }
            }
            summaries.append(Profile.FrameSummary(
                index: frame.index, vsync: frame.vsync, timestamp: ms(frame.timestamp), budget: ms(frame.targetTimestamp - frame.timestamp),
                duration: ms(frame.end - frame.timestamp), renderTime: ms(frame.renderTime), hitchTime: ms(hitch), hitch: kind,
                isScrolling: frame.isScrolling, phases: phases, forcedLayouts: forcedPerFrame[frame.index] ?? 0))
        }
        var findings = forcedLayoutFindings(layouts) + thrashFindings(layouts) + hitchFindings(summaries)
            + violationFindings() + diagnosticFindings() + ancestorInvalidationFindings()
        findings.sort { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.totalTime != b.totalTime { return a.totalTime > b.totalTime }
            return a.occurrences > b.occurrences
        }
        let thrashes = findings.filter { $0.kind == .layoutThrashing }.reduce(0) { $0 + $1.occurrences }
        return Profile(
            schemaVersion: Profile.currentSchemaVersion, name: name, configuration: configuration,
            summary: summary(summaries, layouts: layouts, thrashes: thrashes), phases: phaseSummaries(summaries),
            frames: summaries, worstFrames: worstFrames(summaries), findings: findings,
            offendersByCallSite: callSiteOffenders(layouts), offendersByHandler: handlerOffenders(),
            diagnostics: diagnostics, threadViolations: violations.map(ViolationRecord.init),
            timeline: includesTimeline ? frames : nil)
    }

    private func ms(_ seconds: TimeInterval) -> Double { seconds * 1000 }

    // MARK: - Summary

    private func summary(_ frames: [Profile.FrameSummary], layouts: [SyncLayout], thrashes: Int) -> Profile.Summary {
        let scrolling = frames.filter(\.isScrolling)
        let scrollingDuration = scrolling.reduce(0) { $0 + $1.budget + $1.hitchTime }
        let allDuration = frames.reduce(0) { $0 + $1.budget + $1.hitchTime }
        let scrollingHitch = scrolling.reduce(0) { $0 + $1.hitchTime }
        let ratio = scrollingDuration > 0 ? scrollingHitch / (scrollingDuration / 1000) : 0
        let hitched = frames.filter { $0.hitch != nil }
        let fpsFrames = scrolling.isEmpty ? frames : scrolling
        let fpsDuration = scrolling.isEmpty ? allDuration : scrollingDuration
        let offences = layouts.filter { $0.allowedBecause == nil }
        let budget = ms(interval)
        var duration = 0.0
        if let first = frames.first, let last = frames.last { duration = last.timestamp + 2 * last.budget + last.hitchTime - first.timestamp }
        return Profile.Summary(
            frames: frames.count, scrollingFrames: scrolling.count, duration: duration, scrollingDuration: scrollingDuration,
            budget: budget, effectiveFrameRate: fpsDuration > 0 ? Double(fpsFrames.count) / (fpsDuration / 1000) : 0,
            droppedFrames: frames.reduce(0) { $0 + Int(($1.hitchTime / $1.budget).rounded()) },
            hitches: hitched.count, commitHitches: hitched.filter { $0.hitch == .commit }.count,
            renderHitches: hitched.filter { $0.hitch == .render }.count, hitchTime: frames.reduce(0) { $0 + $1.hitchTime },
            hitchTimeRatio: ratio, grade: Profile.Grade(hitchTimeRatio: ratio),
            frameTime: Profile.Percentiles(frames.map(\.duration)),
            framesOverBudget: frames.filter { $0.duration > $0.budget + 1e-9 }.count,
            forcedLayouts: offences.count, forcedLayoutTime: offences.reduce(0) { $0 + ms($1.span.duration) },
            synchronousLayouts: layouts.count, layoutThrashes: thrashes,
            threadViolations: violations.reduce(0) { $0 + $1.count }, diagnostics: diagnostics.count)
    }

    private func phaseSummaries(_ frames: [Profile.FrameSummary]) -> [Profile.PhaseSummary] {
        var totals = [Double](repeating: 0, count: FramePhase.allCases.count)
        for frame in frames { for i in totals.indices { totals[i] += frame.phases[i] } }
        let all = totals.reduce(0, +)
        return FramePhase.allCases.enumerated().map { i, phase in
            Profile.PhaseSummary(phase: phase, total: totals[i], mean: frames.isEmpty ? 0 : totals[i] / Double(frames.count),
                                 share: all > 0 ? totals[i] / all : 0)
        }
    }

    private func worstFrames(_ summaries: [Profile.FrameSummary], count: Int = 5) -> [Profile.WorstFrame] {
        let worst = summaries.indices.sorted { a, b in
            let x = summaries[a], y = summaries[b]
            if x.hitchTime != y.hitchTime { return x.hitchTime > y.hitchTime }
            if x.duration != y.duration { return x.duration > y.duration }
            return x.index < y.index
        }.prefix(count)
        return worst.compactMap { i -> Profile.WorstFrame? in
            let summary = summaries[i]
            guard summary.duration > 0 || summary.hitchTime > 0,
                  let frame = frames.first(where: { $0.index == summary.index }) else { return nil }
            var items: [Profile.WorkItem] = []
            for (j, span) in frame.spans.enumerated() where span.parent.map({ frame.spans[$0].kind == .phase && frame.spans[$0].parent == nil }) ?? false {
                items.append(Profile.WorkItem(kind: span.kind, name: label(span), phase: frame.phase(of: j),
                                              object: span.object?.description, callSite: span.callSite, duration: ms(span.duration)))
            }
            items.sort { $0.duration > $1.duration }
            return Profile.WorstFrame(index: summary.index, duration: summary.duration, hitchTime: summary.hitchTime,
                                      work: Array(items.prefix(5)))
        }
    }

    // MARK: - Synchronous layouts

    /// A synchronous layout that did work, with its context.
    struct SyncLayout {
        let frame: Int
        let span: Span
        let spanIndex: Int
        /// The innermost handler span it ran in.
        let handler: String?
        /// The outermost handler span (a thrash groups by it).
        let handlerRun: Int?
        let allowedBecause: String?
    }

    /// The span kinds that are handlers: user code the frame loop called.
    static func isHandler(_ kind: SpanKind) -> Bool {
        switch kind {
        case .perform, .eventHandler, .touchHandler, .delegateCallback, .mainQueueBlock, .scheduledWork, .displayLinkCallback,
             .controllerCallback, .transactionCompletion: true
        default: false
        }
    }

    /// Controller callbacks where a layout is the expected way to set up: UIKit lays out
    /// before the first frame anyway, so forcing it there costs no extra pass.
    static let setupCallbacks: Set<String> = ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)"]

    func synchronousLayouts() -> [SyncLayout] {
        var result: [SyncLayout] = []
        for frame in frames {
            for (i, span) in frame.spans.enumerated() where span.kind.isSynchronousLayout {
                var handler: String?
                var outermost: Int?
                var allowed: String?
                var p = span.parent
                while let j = p {
                    let ancestor = frame.spans[j]
                    if ancestor.kind == .animationBlock, allowed == nil {
                        allowed = "inside a UIView.animate block (it animates the layout)"
                    } else if ancestor.kind == .controllerCallback, Self.setupCallbacks.contains(ancestor.name), allowed == nil {
                        allowed = "in \(ancestor.name) (setting up before the first layout)"
                    } else if ancestor.kind.isSynchronousLayout, allowed == nil {
                        allowed = "inside another synchronous layout"
                    } else if ancestor.kind == .layoutSubviews || ancestor.kind == .updateConstraints || ancestor.kind == .transactionCommit {
                        if allowed == nil { allowed = "part of a layout pass" }
                    }
                    if Self.isHandler(ancestor.kind) {
                        if handler == nil { handler = label(ancestor) }
                        outermost = j
                    }
                    p = ancestor.parent
                }
                if handler == nil, allowed == nil { allowed = "outside every event handler" }
                result.append(SyncLayout(frame: frame.index, span: span, spanIndex: i, handler: handler, handlerRun: outermost,
                                         allowedBecause: allowed))
            }
        }
        return result
    }

    private func api(_ kind: SpanKind) -> String {
        switch kind {
        case .layoutIfNeeded: "layoutIfNeeded()"
        case .updateConstraintsIfNeeded: "updateConstraintsIfNeeded()"
        case .systemLayoutSizeFitting: "systemLayoutSizeFitting(_:)"
        default: kind.rawValue
        }
    }

    private func forcedLayoutFindings(_ layouts: [SyncLayout]) -> [Finding] {
        var groups: [String: [SyncLayout]] = [:]
        var order: [String] = []
        for layout in layouts where layout.allowedBecause == nil {
            let key = "\(layout.span.callSite.map(siteKey) ?? "?")|\(layout.handler ?? "")|\(layout.span.kind.rawValue)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(layout)
        }
        return order.map { key in
            let group = groups[key]!
            let first = group[0]
            let total = group.reduce(0) { $0 + ms($1.span.duration) }
            let views = group.reduce(0) { $0 + ($1.span.viewsLaidOut ?? 0) }
            let sites = invalidationSites(group.flatMap { $0.span.invalidations ?? [] })
            let where_ = first.span.callSite?.description ?? "an unknown line"
            let handler = first.handler ?? "an event handler"
            var message = "\(api(first.span.kind)) at \(where_) ran a layout inside \(handler) \(group.count) time(s), "
                + "laying out \(views) view(s) in \(format(total)) ms. The commit would have done this layout once per frame; "
                + "forcing it in a handler makes the main thread lay out "
                + (first.handler?.hasPrefix("scrollViewDidScroll") == true ? "on every scroll step." : "before the frame's own layout pass.")
            if !sites.isEmpty {
                message += " The layout was made pending by: " + sites.prefix(5).map { "\($0.origin) (\($0.count)×)" }.joined(separator: "; ") + "."
            }
            message += " Fix: leave the layout to the commit (drop the call), or move the change into layoutSubviews()/updateConstraints()."
            return Finding(kind: .forcedSynchronousLayout, severity: .warning,
                           title: "\(api(first.span.kind)) forced a layout in \(handler)", message: message,
                           callSite: first.span.callSite, handler: first.handler, api: api(first.span.kind),
                           occurrences: group.count, frames: frameList(group.map(\.frame)), totalTime: total,
                           maxTime: group.map { ms($0.span.duration) }.max() ?? 0, viewsLaidOut: views,
                           invalidatedBy: sites, sequence: [])
        }
    }

    private func thrashFindings(_ layouts: [SyncLayout]) -> [Finding] {
        // Offending layouts by handler run (frame + outermost handler span).
        var runs: [String: [SyncLayout]] = [:]
        var order: [String] = []
        for layout in layouts where layout.allowedBecause == nil {
            let key = "\(layout.frame)|\(layout.handlerRun.map(String.init) ?? "frame")"
            if runs[key] == nil { order.append(key) }
            runs[key, default: []].append(layout)
        }
        var groups: [String: [[SyncLayout]]] = [:]
        var groupOrder: [String] = []
        for key in order {
            let run = runs[key]!
            guard run.count >= 2 else { continue }
            let groupKey = "\(run[0].handler ?? "")|\(run[0].span.callSite.map(siteKey) ?? "?")"
            if groups[groupKey] == nil { groupOrder.append(groupKey) }
            groups[groupKey, default: []].append(run)
        }
        return groupOrder.map { key in
            let occurrences = groups[key]!
            let first = occurrences[0]
            var sequence: [String] = []
            for layout in first {
                for invalidation in layout.span.invalidations ?? [] {
                    sequence.append("invalidate \(invalidation.view) (\(invalidation.work.rawValue)) at \(invalidation.origin)")
                }
                sequence.append("force \(api(layout.span.kind)) on \(layout.span.object?.description ?? "a view") at "
                    + "\(layout.span.callSite?.description ?? "unknown line"): \(layout.span.viewsLaidOut ?? 0) view(s), "
                    + "\(format(ms(layout.span.duration))) ms")
            }
            let all = occurrences.flatMap { $0 }
            let total = all.reduce(0) { $0 + ms($1.span.duration) }
            let handler = first[0].handler ?? "one frame"
            let message = "\(handler) alternated invalidating and forcing layout \(first.count) times in one run "
                + "(\(occurrences.count) run(s) like it): each forced layout redoes the work the previous one did. "
                + "Fix: make all the changes first, then lay out once — or let the commit lay out."
            return Finding(kind: .layoutThrashing, severity: .warning, title: "Layout thrashing in \(handler)", message: message,
                           callSite: first[0].span.callSite, handler: first[0].handler, api: api(first[0].span.kind),
                           occurrences: occurrences.count, frames: frameList(occurrences.map { $0[0].frame }), totalTime: total,
                           maxTime: occurrences.map { run in run.reduce(0) { $0 + ms($1.span.duration) } }.max() ?? 0,
                           viewsLaidOut: all.reduce(0) { $0 + ($1.span.viewsLaidOut ?? 0) },
                           invalidatedBy: invalidationSites(all.flatMap { $0.span.invalidations ?? [] }), sequence: sequence)
        }
    }

    private func invalidationSites(_ invalidations: [Invalidation]) -> [InvalidationSite] {
        var sites: [InvalidationSite] = []
        var index: [String: Int] = [:]
        for invalidation in invalidations {
            let key = invalidation.callSite.map(siteKey) ?? invalidation.cause ?? "?"
            if let i = index[key] {
                sites[i].count += 1
                if !sites[i].views.contains(invalidation.view.type) { sites[i].views.append(invalidation.view.type) }
            } else {
                index[key] = sites.count
                sites.append(InvalidationSite(callSite: invalidation.callSite, cause: invalidation.cause,
                                              views: [invalidation.view.type], count: 1))
            }
        }
        return sites.sorted { $0.count > $1.count }
    }

    private func callSiteOffenders(_ layouts: [SyncLayout]) -> [Profile.Offender] {
        var groups: [String: Profile.Offender] = [:]
        for layout in layouts {
            let key = "\(layout.span.callSite.map(siteKey) ?? "?")|\(layout.allowedBecause ?? "")"
            groups[key, default: Profile.Offender(
                name: layout.span.callSite?.description ?? "\(api(layout.span.kind)) (line unknown)", callSite: layout.span.callSite,
                handler: layout.handler, occurrences: 0, totalTime: 0, maxTime: 0, allowedBecause: layout.allowedBecause)
            ].add(ms(layout.span.duration))
        }
        return Self.ranked(groups.values)
    }

    private func handlerOffenders(limit: Int = 20) -> [Profile.Offender] {
        var groups: [String: Profile.Offender] = [:]
        for frame in frames {
            for span in frame.spans where Self.isHandler(span.kind) || span.kind == .layoutSubviews || span.kind == .draw
                || span.kind == .updateConstraints {
                let name = span.object.map { "\(label(span)) on \($0.type)" } ?? label(span)
                groups[name, default: Profile.Offender(name: name, callSite: nil, handler: label(span), occurrences: 0,
                                                        totalTime: 0, maxTime: 0, allowedBecause: nil)].add(ms(span.duration))
            }
        }
        return Array(Self.ranked(groups.values).prefix(limit))
    }

    /// Most time first; ties by name and verdict, so the order does not depend on hashing.
    private static func ranked(_ offenders: Dictionary<String, Profile.Offender>.Values) -> [Profile.Offender] {
        offenders.sorted { a, b in
            if a.totalTime != b.totalTime { return a.totalTime > b.totalTime }
            if a.name != b.name { return a.name < b.name }
            return (a.allowedBecause ?? "") < (b.allowedBecause ?? "")
        }
    }

    // MARK: - Hitches, violations, diagnostics

    private func hitchFindings(_ summaries: [Profile.FrameSummary]) -> [Finding] {
        var findings: [Finding] = []
        for kind in [Profile.HitchKind.commit, .render] {
            let hitched = summaries.filter { $0.hitch == kind }
            guard !hitched.isEmpty else { continue }
            let total = hitched.reduce(0) { $0 + $1.hitchTime }
            let worst = hitched.max { $0.hitchTime < $1.hitchTime }!
            var message = "\(hitched.count) frame(s) were presented late by \(format(total)) ms in total; "
            if kind == .commit {
                let heaviest = worstFrames([worst], count: 1).first?.work.first
                message += "the main thread's work ran past the frame deadline (worst: frame \(worst.index), "
                    + "\(format(worst.duration)) ms of work for a \(format(worst.budget)) ms budget"
                message += heaviest.map { "; its heaviest work: \($0.name)\($0.object.map { " on \($0)" } ?? "") \(format($0.duration)) ms)" } ?? ")"
                message += ". Move work off the main thread, or out of the handlers of the frame."
            } else {
                message += "the render server took longer than a refresh interval (worst: frame \(worst.index), "
                    + "\(format(worst.renderTime)) ms of rendering). Reduce offscreen passes, blurs, shadows without paths, "
                    + "and the area redrawn each frame."
            }
            let anyScrolling = hitched.contains(where: \.isScrolling)
            findings.append(Finding(kind: .hitch, severity: anyScrolling ? .warning : .note,
                                    title: "\(hitched.count) \(kind.rawValue) hitch(es), \(format(total)) ms",
                                    message: message, callSite: nil, handler: nil, api: nil, occurrences: hitched.count,
                                    frames: frameList(hitched.map(\.index)), totalTime: total,
                                    maxTime: worst.hitchTime, viewsLaidOut: 0, invalidatedBy: [], sequence: []))
        }
        return findings
    }

    private func ancestorInvalidationFindings() -> [Finding] {
        ancestorInvalidations.map { a in
            Finding(kind: .ancestorInvalidatedDuringLayout, severity: .warning,
                    title: "\(a.laidOut).layoutSubviews() invalidates its ancestor \(a.ancestor)",
                    message: "\(a.laidOut).layoutSubviews() called setNeedsLayout() on its ancestor \(a.ancestor), in \(a.count) "
                        + "layout pass(es): each time the pass lays the \(a.ancestor) out again, with everything it moves. A view's layout "
                        + "should only place its own subviews: let the ancestor lay itself out, or change a constraint instead.",
                    callSite: a.stack.flatMap(CallSiteResolver.callerSite(in:)), handler: "\(a.laidOut).layoutSubviews()", api: "-[UIView setNeedsLayout]",
                    occurrences: a.count, frames: a.frames, totalTime: 0, maxTime: 0, viewsLaidOut: a.count, invalidatedBy: [],
                    sequence: [])
        }
    }

    private func violationFindings() -> [Finding] {
        violations.map { v in
            let thread = v.threadName.map { "thread \"\($0)\"" } ?? "thread \(v.threadID)"
            let queue = v.queueLabel.isEmpty ? "" : " on queue \(v.queueLabel)"
            return Finding(kind: .threadViolation, severity: .error, title: "\(v.api) called off the main thread",
                           message: "\(v.api) was called \(v.count) time(s) from \(thread)\(queue), not the main queue. "
                               + "UIKit is not thread-safe: dispatch the call to DispatchQueue.main (or mark the code @MainActor).",
                           callSite: v.callSite, handler: nil, api: v.api, occurrences: v.count, frames: [], totalTime: 0,
                           maxTime: 0, viewsLaidOut: 0, invalidatedBy: [], sequence: [])
        }
    }

    private func diagnosticFindings() -> [Finding] {
        var findings: [Finding] = []
        var index: [String: Int] = [:]
        for d in diagnostics {
            let key = "\(d.kind)|\(d.message)"
            if let i = index[key] {
                findings[i].occurrences += 1
                continue
            }
            index[key] = findings.count
            let loop = d.kind == .layoutFeedbackLoop
            findings.append(Finding(kind: loop ? .layoutFeedbackLoop : .layoutDiagnostic, severity: loop ? .error : .warning,
                                    title: loop ? "Layout feedback loop" : "Layout diagnostic: \(d.kind)",
                                    message: d.message, callSite: d.callSites.first, handler: nil, api: nil, occurrences: 1,
                                    frames: [], totalTime: 0, maxTime: 0, viewsLaidOut: 0, invalidatedBy: [], sequence: []))
        }
        return findings
    }

    // MARK: - Helpers

    private func label(_ span: Span) -> String {
        switch span.kind {
        case .perform: "Simulation.perform"
        case .displayLinkCallback: "CADisplayLink callback"
        case .layoutSubviews: "layoutSubviews()"
        case .updateConstraints: "updateConstraints()"
        case .draw: "draw(_:)"
        default: span.name.isEmpty ? span.kind.rawValue : span.name
        }
    }

    private func siteKey(_ site: CallSite) -> String { "\(site.file):\(site.line):\(site.function)" }

    private func frameList(_ frames: [Int]) -> [Int] {
        var seen = Set<Int>()
        return Array(frames.filter { seen.insert($0).inserted }.prefix(50))
    }
}

/// Milliseconds with two decimals, as reports print them.
func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}
