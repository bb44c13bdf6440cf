import Foundation
import ThreadChecker

/// Handlers: time by handler, the app's own time in each (measured or declared), slow handlers,
/// hangs, and what late frames spent their time on.
extension ProfileAccumulator {
    /// A handler as reports name it: "scrollViewDidScroll(_:) on UITableView".
    typealias HandlerKey = String

    /// What a handler's own code spent its time on, over the run.
    struct HandlerProfile: Sendable {
        /// The span's kind and name (to find the handler's own frame in a stack).
        let kind: SpanKind
        let name: String
        var selfTime = TimeAmount.zero
        /// Stacks sampled while its code ran.
        var samples = StackReservoir()
        /// A stack captured in its code (where it declared a cost), for runs without samples.
        var stack: CapturedStack?
        /// Where its code declared costs, with how much (ns).
        var declared = Groups<CallSite, TimeAmount>()
        /// Where its code waited (a semaphore, a group, a `sync`, a sleep), with how long: where
        /// a blocked handler's time went, which samples of CPU time do not show.
        var waits = Groups<CapturedStack, TimeAmount>()
    }

    struct SlowKey: Hashable, Sendable {
        let handler: HandlerKey
        /// In a frame of scrolling, animation or input (a warning), or elsewhere: at launch, in a
        /// transition's setup, in a timer (a note: what time to first frame measures).
        let interactive: Bool
    }

    struct SlowGroup: Sendable {
        var occurrences = 0
        var total = TimeAmount.zero
        var longest = TimeAmount.zero
        var frames = FrameList()
        var budget = TimeAmount.zero
    }

    /// What a hang waited on, or was busy with.
    enum HangKey: Hashable, Sendable {
        case wait(name: String, stack: CapturedStack?)
        case busy(HandlerKey?)
    }

    struct HangGroup: Sendable {
        var occurrences = 0
        var total = TimeAmount.zero
        var longest = TimeAmount.zero
        var blocked = TimeAmount.zero
        var frames = FrameList()
        /// What it waited on, in words.
        var subject: String?
    }

    /// The work a late frame's time went to.
    enum WorkKey: Hashable, Sendable {
        /// A handler's own code.
        case handler(HandlerKey)
        /// A synchronous layout forced at a line.
        case layout(CapturedStack?)
    }

    static func handlerKey(_ span: Span) -> HandlerKey {
        let name = label(span)
        return span.object.map { "\(name) on \($0.type)" } ?? name
    }

    /// The handlers and pass callbacks of the frame.
    mutating func addHandlers(of frame: FrameTimeline, hitched: Bool) {
        let budget = timing.frameBudget(ofVsync: frame.vsync)
        // (A frame has a few handlers: a list searched by equality costs less than a table.)
        var ownTime: [(key: HandlerKey, own: TimeAmount)] = []
        for span in frame.spans {
            let isCallback = span.kind == .layoutSubviews || span.kind == .draw || span.kind == .updateConstraints
            guard span.kind.isHandler || isCallback || span.selfTime != nil else { continue }
            let key = Self.handlerKey(span)
            let duration = span.elapsed
            if span.kind.isHandler || isCallback {
                handlerOffenders.update(key, make: { OffenderTally(handler: Self.label(span)) }) { $0.add(duration) }
            }
            guard let own = span.ownTime else { continue }
            handlers.update(key, make: { HandlerProfile(kind: span.kind, name: span.name) }) { profile in
                profile.selfTime += own
                if !span.samples.isEmpty { profile.samples.add(span.samples) }
                if profile.stack == nil, let stack = span.stack { profile.stack = stack }
                for (site, time) in span.declared { profile.declared.update(site, make: { .zero }) { $0 += time } }
            }
            if let i = ownTime.firstIndex(where: { $0.key == key }) { ownTime[i].own += own } else { ownTime.append((key, own)) }
        }
        // Each long wait goes to the innermost handler it happened in.
        for event in frame.events where event.kind == .blockingWait {
            guard let stack = event.stack, let lasts = event.lasts else { continue }
            let end = event.at + lasts
            guard let i = frame.spans.indices.last(where: { i in
                let span = frame.spans[i]
                return span.ownTime != nil && span.begin <= event.at && end <= span.finish
            }) else { continue }
            handlers.update(Self.handlerKey(frame.spans[i]), make: { HandlerProfile(kind: frame.spans[i].kind, name: frame.spans[i].name) }) {
                $0.waits.update(stack, make: { .zero }) { $0 += lasts }
            }
        }
        let interactive = frame.isScrolling || frame.receivedInput
        for (key, own) in ownTime where own * 2 > budget {
            let slow = SlowKey(handler: key, interactive: interactive)
            if slowHandlers[slow] == nil { keepFirstOccurrence(frame) }
            slowHandlers.update(slow, make: { SlowGroup(budget: budget) }) { group in
                group.occurrences += 1
                group.total += own
                group.longest = max(group.longest, own)
                group.frames.add(frame.index)
            }
        }
        if hitched { addLateWork(of: frame) }
    }

    /// A late frame: its time by the work that took it (the app's own code by handler, forced
    /// layouts by line).
    private mutating func addLateWork(of frame: FrameTimeline) {
        var nestedOwnTime = [TimeAmount](repeating: .zero, count: frame.spans.count)
        for (i, span) in frame.spans.enumerated().reversed() {
            let own = span.ownTime ?? .zero
            if let parent = span.parent { nestedOwnTime[parent] += nestedOwnTime[i] + own }
            if own > .zero {
                hitchWork.update(.handler(Self.handlerKey(span)), make: { .zero }) { $0 += own }
            } else if span.kind.isSynchronousLayout {
                let time = span.elapsed - nestedOwnTime[i]
                if time > .zero { hitchWork.update(.layout(span.stack), make: { .zero }) { $0 += time } }
            }
        }
    }

    /// A frame whose main-thread work lasted a hang or more: blocked (most of its time in waits)
    /// or busy.
    mutating func addHang(_ frame: FrameTimeline, duration: TimeAmount) {
        let blocked = frame.timeSources.blockedTime
        let key: HangKey
        var subject: String?
        let longestWait = frame.events.filter { $0.kind == .blockingWait }.max { ($0.lasts ?? .zero) < ($1.lasts ?? .zero) }
        if blocked * 2 >= duration, let wait = longestWait {
            key = .wait(name: wait.name, stack: wait.stack)
            subject = wait.message
        } else {
            let heaviest = frame.spans.filter { $0.ownTime != nil }.max { ($0.ownTime ?? .zero) < ($1.ownTime ?? .zero) }
            key = .busy(heaviest.map(Self.handlerKey))
        }
        if hangs[key] == nil { keepFirstOccurrence(frame) }
        hangs.update(key, make: { HangGroup(subject: subject) }) { group in
            group.occurrences += 1
            group.total += duration
            group.longest = max(group.longest, duration)
            group.blocked += blocked
            group.frames.add(frame.index)
        }
    }
}
