import Foundation
import ThreadChecker

/// Making the profile: whole-run figures from the series, findings from the groups, with the
/// stacks they show symbolicated once each.
extension ProfileAccumulator {
    /// What the run had besides its frames.
    package struct RunRecords: Sendable {
        package var diagnostics: [LayoutDiagnostic] = []
        package var violations: [ThreadViolation] = []
        package var ancestorInvalidations: [AncestorInvalidation] = []
        /// Frames to put in the profile with their spans (nil: none).
        package var timeline: [FrameTimeline]?

        package init(diagnostics: [LayoutDiagnostic] = [], violations: [ThreadViolation] = [],
                     ancestorInvalidations: [AncestorInvalidation] = [], timeline: [FrameTimeline]? = nil) {
            self.diagnostics = diagnostics
            self.violations = violations
            self.ancestorInvalidations = ancestorInvalidations
            self.timeline = timeline
        }
    }

    /// The profile of the frames so far.
    package func makeProfile(name: String, configuration: Profile.Configuration, records: RunRecords) -> Profile {
        let resolver = SiteResolver()
        var findings = forcedFindings(resolver) + thrashFindings(resolver) + hitchFindings(resolver)
            + slowHandlerFindings(resolver) + hangFindings(resolver) + violationFindings(records.violations)
            + diagnosticFindings(records.diagnostics) + ancestorFindings(records.ancestorInvalidations, resolver)
            + layoutChangeNotAnimatedFindings(resolver)
        findings.sort { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.totalTime != b.totalTime { return a.totalTime > b.totalTime }
            return a.occurrences > b.occurrences
        }
        let thrashCount = thrashes.ordered.reduce(0) { $0 + $1.value.runs }
        let summary = makeSummary(thrashes: thrashCount, violations: records.violations, diagnostics: records.diagnostics.count)
        var profile = Profile(name: name, configuration: configuration, summary: summary, phases: phaseSummaries(), series: series,
                              worstFrames: worstFrames(resolver), findings: findings, offendersByCallSite: callSiteOffenderList(resolver),
                              offendersByHandler: handlerOffenderList(), diagnostics: records.diagnostics,
                              threadViolations: records.violations.map(ViolationRecord.init),
                              timeline: records.timeline.map { $0.map { Self.resolved($0, resolver) } })
        profile.launch = screenChanges.launch
        profile.transitions = transitionRecords()
        profile.animationIntervals = screenChanges.intervals
        return profile
    }

    // MARK: - Figures

    private func makeSummary(thrashes: Int, violations: [ThreadViolation], diagnostics: Int) -> Profile.Summary {
        var scrollingFrames = 0, hitches = 0, commitHitches = 0, renderHitches = 0, dropped = 0, overBudget = 0
        var scrollingDuration = TimeAmount.zero, allDuration = TimeAmount.zero, scrollingHitch = TimeAmount.zero, hitchTime = TimeAmount.zero
        var durations: [Double] = []
        durations.reserveCapacity(series.count)
        for i in 0..<series.count {
            let budget = timing.frameBudget(ofVsync: Int(series.vsync[i]))
            let hitch = series.lateness(i)
            let flags = series.flags[i]
            allDuration += budget + hitch
            if flags.contains(.scrolling) {
                scrollingFrames += 1
                scrollingDuration += budget + hitch
                scrollingHitch += hitch
            }
            if hitch > .zero {
                hitches += 1
                hitchTime += hitch
                dropped += Int((Double(hitch.nanoseconds) / Double(budget.nanoseconds)).rounded())
                if flags.contains(.commitHitch) { commitHitches += 1 } else { renderHitches += 1 }
            }
            if series.work(i) > budget { overBudget += 1 }
            durations.append(series.work(i).milliseconds)
        }
        let ratio = scrollingDuration > .zero ? scrollingHitch.milliseconds / scrollingDuration.seconds : 0
        let fpsFrames = scrollingFrames > 0 ? scrollingFrames : series.count
        let fpsDuration = scrollingFrames > 0 ? scrollingDuration : allDuration
        var duration = 0.0
        var firstFrame: Double?
        if series.count > 0 {
            let first = Int(series.vsync[0]), last = Int(series.vsync[series.count - 1])
            duration = (timing.instant(ofVsync: last + 2) + series.lateness(series.count - 1) - timing.instant(ofVsync: first)).milliseconds
            // From the launch when the run has one; else from the first frame's vsync.
            firstFrame = screenChanges.launch?.timeToFirstFrame
                ?? (timing.instant(ofVsync: first + 2) + series.lateness(0) - timing.instant(ofVsync: first)).milliseconds
        }
        return Profile.Summary(
            frames: series.count, scrollingFrames: scrollingFrames, duration: duration, scrollingDuration: scrollingDuration.milliseconds,
            budget: timing.refreshInterval.milliseconds,
            effectiveFrameRate: fpsDuration > .zero ? Double(fpsFrames) / fpsDuration.seconds : 0, droppedFrames: dropped,
            hitches: hitches, commitHitches: commitHitches, renderHitches: renderHitches, hitchTime: hitchTime.milliseconds,
            hitchTimeRatio: ratio, grade: Profile.Grade(hitchTimeRatio: ratio), frameTime: Profile.Percentiles(durations),
            framesOverBudget: overBudget, forcedLayouts: forcedLayoutCount, forcedLayoutTime: forcedLayoutTime.milliseconds,
            synchronousLayouts: synchronousLayoutCount, layoutThrashes: thrashes,
            threadViolations: violations.reduce(0) { $0 + $1.count }, diagnostics: diagnostics,
            slowHandlerFrames: slowHandlers.ordered.reduce(0) { $0 + ($1.key.interactive ? $1.value.occurrences : 0) },
            hangs: hangs.ordered.reduce(0) { $0 + $1.value.occurrences }, timeToFirstFrame: firstFrame,
            timeSources: Profile.TimeSources(measured: sources.measuredTime.milliseconds, blocked: sources.blockedTime.milliseconds,
                                             declared: sources.declaredTime.milliseconds, model: sources.modelTime.milliseconds))
    }

    private func phaseSummaries() -> [Profile.PhaseSummary] {
        let all = phaseTotals.reduce(TimeAmount.zero, +)
        return FramePhase.allCases.map { phase in
            let total = phaseTotals[phase.ordinal]
            return Profile.PhaseSummary(phase: phase, total: total.milliseconds,
                                        mean: series.count == 0 ? 0 : total.milliseconds / Double(series.count),
                                        share: all > .zero ? Double(total.nanoseconds) / Double(all.nanoseconds) : 0)
        }
    }

    private func worstFrames(_ resolver: SiteResolver) -> [Profile.WorstFrame] {
        worst.map { frame in
            let (hitch, duration, _) = worstKey(frame)
            var items: [Profile.WorkItem] = []
            for (j, span) in frame.spans.enumerated() {
                guard let parent = span.parent, frame.spans[parent].kind == .phase, frame.spans[parent].parent == nil else { continue }
                items.append(Profile.WorkItem(kind: span.kind, name: Self.label(span), phase: frame.phase(of: j),
                                              object: span.object?.description, callSite: line(of: span, resolver),
                                              duration: span.elapsed.milliseconds))
            }
            items.sort { $0.duration > $1.duration }
            return Profile.WorstFrame(index: frame.index, duration: duration.milliseconds, hitchTime: hitch.milliseconds,
                                      work: Array(items.prefix(5)))
        }
    }

    /// The app's line a span's time belongs to: for a synchronous layout, the line that forced it;
    /// for a handler, the line in its body its time went to.
    private func line(of span: Span, _ resolver: SiteResolver) -> CallSite? {
        if span.kind.isSynchronousLayout { return resolver.site(span.stack) }
        if span.selfTime != nil, let profile = handlers[Self.handlerKey(span)] { return resolver.lines(of: profile).line }
        return nil
    }

    /// A kept frame with the call sites of its spans and events filled in.
    private static func resolved(_ frame: FrameTimeline, _ resolver: SiteResolver) -> FrameTimeline {
        // (Written only where a site is found: a write copies the frame's spans, which the
        // accumulator still shares.)
        var frame = frame
        for i in frame.spans.indices {
            if frame.spans[i].callSite == nil, frame.spans[i].kind.isSynchronousLayout,
               let site = resolver.site(frame.spans[i].stack) {
                frame.spans[i].callSite = site
            }
            if var invalidations = frame.spans[i].invalidations {
                var changed = false
                for j in invalidations.indices where invalidations[j].callSite == nil {
                    guard let site = resolver.site(invalidations[j].stack) else { continue }
                    invalidations[j].callSite = site
                    changed = true
                }
                if changed { frame.spans[i].invalidations = invalidations }
            }
        }
        for i in frame.events.indices where frame.events[i].callSite == nil {
            if let site = resolver.site(frame.events[i].stack) { frame.events[i].callSite = site }
        }
        return frame
    }

    /// The frames kept with their spans (for the trace), call sites filled in.
    package func keptFramesResolved() -> [FrameTimeline] {
        let resolver = SiteResolver()
        return keptFrames.map { Self.resolved($0, resolver) }
    }

    /// `frames` with the call sites of their spans, invalidations and events filled in (each
    /// distinct stack symbolicated once).
    package static func resolvingCallSites(_ frames: [FrameTimeline]) -> [FrameTimeline] {
        let resolver = SiteResolver()
        return frames.map { resolved($0, resolver) }
    }

    private func callSiteOffenderList(_ resolver: SiteResolver) -> [Profile.Offender] {
        var merged = Groups<String, Profile.Offender>()
        for (key, tally) in callSiteOffenders.ordered {
            let site = resolver.site(key.stack)
            let mergeKey = "\(site.map(siteKey) ?? Self.api(key.kind))|\(key.allowedBecause ?? "")"
            merged.update(mergeKey, make: {
                Profile.Offender(name: site?.description ?? "\(Self.api(key.kind)) (line unknown)", callSite: site,
                                 handler: tally.handler, occurrences: 0, totalTime: 0, maxTime: 0, allowedBecause: key.allowedBecause)
            }) { offender in
                offender.occurrences += tally.occurrences
                offender.totalTime += tally.total.milliseconds
                offender.maxTime = max(offender.maxTime, tally.longest.milliseconds)
            }
        }
        return Self.ranked(merged.ordered.map(\.value))
    }

    private func handlerOffenderList(limit: Int = 20) -> [Profile.Offender] {
        let offenders = handlerOffenders.ordered.map { key, tally in
            Profile.Offender(name: key, callSite: nil, handler: tally.handler, occurrences: tally.occurrences,
                             totalTime: tally.total.milliseconds, maxTime: tally.longest.milliseconds, allowedBecause: nil)
        }
        return Array(Self.ranked(offenders).prefix(limit))
    }

    /// Most time first; ties by name and verdict, so the order does not depend on hashing.
    static func ranked(_ offenders: [Profile.Offender]) -> [Profile.Offender] {
        offenders.sorted { a, b in
            if a.totalTime != b.totalTime { return a.totalTime > b.totalTime }
            if a.name != b.name { return a.name < b.name }
            return (a.allowedBecause ?? "") < (b.allowedBecause ?? "")
        }
    }

    func siteKey(_ site: CallSite) -> String { "\(site.file):\(site.line):\(site.function)" }

    /// Invalidation sites, most first, merged by line.
    func invalidationSites(_ tally: InvalidationTally, _ resolver: SiteResolver) -> [InvalidationSite] {
        var merged = Groups<String, InvalidationSite>()
        for (key, site) in tally.sites.ordered {
            let callSite = resolver.site(key.stack)
            let mergeKey = callSite.map(siteKey) ?? key.cause ?? "?"
            merged.update(mergeKey, make: { InvalidationSite(callSite: callSite, cause: key.cause, views: [], count: 0) }) { entry in
                entry.count += site.count
                for view in site.views where !entry.views.contains(view) { entry.views.append(view) }
            }
        }
        return merged.ordered.map(\.value).sorted { $0.count > $1.count }
    }
}
