import Foundation
import ThreadChecker

/// The launch, the transitions (push, pop, present, dismiss, tab) and the animation intervals
/// the runtime records on the timeline, folded in frame by frame: each transition's time to first
/// frame (from its call to the presentation of the first frame whose commit shows it), its
/// duration, its frames' hitches and what filled the time to its first frame; and the
/// layout changes made in animation blocks that did not animate.
extension ProfileAccumulator {
    /// What is kept of them while the run goes (bounded: 10,000 transitions, 1,000 intervals).
    struct ScreenChanges: Sendable {
        var launch: TransitionRecord?
        /// Transitions begun and not ended, in the order they began.
        var open: [(id: UInt64, record: TransitionRecord)] = []
        var finished: [TransitionRecord] = []
        var intervals: [AnimationIntervalRecord] = []
        var notAnimated = Groups<NotAnimatedKey, NotAnimatedGroup>()
        /// The end of the last frame folded in (ns).
        var lastFrameEnd = Instant.zero

        static let maxTransitions = 10_000
        static let maxIntervals = 1_000
    }

    struct NotAnimatedKey: Hashable, Sendable {
        let stack: CapturedStack?
        let api: String
    }

    struct NotAnimatedGroup: Sendable {
        var count = 0
        var frames = FrameList()
        var message = ""
    }

    /// Folds in the frame's launch, transition and animation records (called after the frame is
    /// in the series); `shown` is where the frame went after its commit.
    mutating func addScreenChanges(of frame: FrameTimeline, shown: DisplayTiming.Presentation) {
        screenChanges.lastFrameEnd = max(frame.workEnd, shown.shown)
        guard !frame.events.isEmpty || !screenChanges.open.isEmpty else { return }
        // The frames of the transitions in progress (those beginning here are counted below).
        for i in screenChanges.open.indices {
            screenChanges.open[i].record.frames += 1
            if shown.lateness > .zero {
                screenChanges.open[i].record.hitches += 1
                screenChanges.open[i].record.hitchTime += shown.lateness.milliseconds
            }
        }
        for event in frame.events {
            switch event.kind {
            case .launch:
                var launch = transitionRecord(kind: "launch", name: "launch", start: event.at, frame: frame, shown: shown, fillFrom: nil)
                launch.duration = launch.timeToFirstFrame
                screenChanges.launch = launch
            case .transitionBegan:
                guard let id = event.id, screenChanges.open.count + screenChanges.finished.count < ScreenChanges.maxTransitions else { continue }
                let record = transitionRecord(kind: event.name, name: event.message, start: event.at, frame: frame, shown: shown,
                                              fillFrom: event.at)
                screenChanges.open.append((id, record))
            case .transitionEnded:
                guard let id = event.id, let i = screenChanges.open.firstIndex(where: { $0.id == id }) else { continue }
                var record = screenChanges.open.remove(at: i).record
                let start = Instant.zero + TimeAmount(milliseconds: record.start)
                let firstShown = start + TimeAmount(milliseconds: record.timeToFirstFrame)
                record.duration = (max(event.at, firstShown) - start).milliseconds
                screenChanges.finished.append(record)
            case .animationInterval:
                guard screenChanges.intervals.count < ScreenChanges.maxIntervals else { continue }
                screenChanges.intervals.append(intervalRecord(event))
            case .layoutChangeNotAnimated:
                let key = NotAnimatedKey(stack: event.stack, api: event.name)
                if screenChanges.notAnimated[key] == nil { keepFirstOccurrence(frame) }
                screenChanges.notAnimated.update(key, make: { NotAnimatedGroup(message: event.message) }) { group in
                    group.count += 1
                    group.frames.add(frame.index)
                }
            default:
                continue
            }
        }
    }

    /// A transition (or the launch) that began at `start` and is first shown by `frame`: its
    /// time to first frame, the frame's hitch, and the work in the frame from `fillFrom` on (all
    /// of it when nil).
    private func transitionRecord(kind: String, name: String, start: Instant, frame: FrameTimeline,
                                  shown: DisplayTiming.Presentation, fillFrom: Instant?) -> TransitionRecord {
        TransitionRecord(kind: kind, name: name, start: (start - .zero).milliseconds,
                         timeToFirstFrame: max(.zero, shown.shown - start).milliseconds, duration: 0,
                         firstFrame: frame.index, frames: 1, hitches: shown.lateness > .zero ? 1 : 0,
                         hitchTime: shown.lateness.milliseconds, filledBy: Self.work(in: frame, from: fillFrom))
    }

    /// The callbacks and layouts that ran in `frame` from `time` on, grouped by class and
    /// callback, by their own time (nested work not counted), most first (the first 8).
    static func work(in frame: FrameTimeline, from time: Instant?) -> [TimeShare] {
        guard !frame.spans.isEmpty else { return [] }
        var nested = [TimeAmount](repeating: .zero, count: frame.spans.count)
        for span in frame.spans { if let parent = span.parent { nested[parent] += span.elapsed } }
        var shares = Groups<String, TimeShare>()
        for (i, span) in frame.spans.enumerated() where span.kind != .phase && span.kind != .perform {
            if let time, span.begin < time { continue }
            let name = Self.workName(span)
            let own = max(.zero, span.elapsed - nested[i]).milliseconds
            shares.update(name, make: { TimeShare(name: name, time: 0, count: 0) }) { share in
                share.time += own
                share.count += 1
            }
        }
        let ranked = shares.ordered.map(\.value).sorted { (a: TimeShare, b: TimeShare) -> Bool in
            if a.time != b.time { return a.time > b.time }
            if a.count != b.count { return a.count > b.count }
            return a.name < b.name
        }
        return Array(ranked.prefix(8))
    }

    /// `DetailViewController.viewDidLoad()`, `FeedCell.layoutSubviews()`, `layoutIfNeeded()`.
    private static func workName(_ span: Span) -> String {
        let label = Self.label(span)
        switch span.kind {
        case .controllerCallback, .layoutSubviews, .updateConstraints, .draw, .touchHandler:
            return span.object.map { "\($0.type).\(label)" } ?? label
        case .layoutIfNeeded, .updateConstraintsIfNeeded, .systemLayoutSizeFitting:
            return Self.api(span.kind)
        default:
            return label
        }
    }

    /// An interval as the profile keeps it: with the frames that started in it and their hitches.
    private func intervalRecord(_ event: TimelineEvent) -> AnimationIntervalRecord {
        let begin = event.at
        let end = begin + (event.lasts ?? .zero)
        var frames = 0, hitches = 0
        var hitchTime = TimeAmount.zero
        var i = series.count - 1
        while i >= 0 {
            let time = timing.instant(ofVsync: Int(series.vsync[i]))
            if time < begin { break }
            if time <= end {
                frames += 1
                if series.lateness(i) > .zero {
                    hitches += 1
                    hitchTime += series.lateness(i)
                }
            }
            i -= 1
        }
        return AnimationIntervalRecord(name: event.name, start: (begin - .zero).milliseconds, duration: (event.lasts ?? .zero).milliseconds,
                                       frames: frames, hitches: hitches, hitchTime: hitchTime.milliseconds)
    }

    // MARK: - In the profile

    /// The transitions, in the order they began; one still running when the profile is made is
    /// listed with the time so far.
    func transitionRecords() -> [TransitionRecord] {
        var records = screenChanges.finished
        for (_, open) in screenChanges.open {
            var record = open
            record.name += " (still running)"
            record.duration = max(0, (screenChanges.lastFrameEnd - .zero).milliseconds - record.start)
            records.append(record)
        }
        return records.sorted { $0.start < $1.start }
    }

    /// The layout changes made in animation blocks that did not animate, by the line that made
    /// them.
    func layoutChangeNotAnimatedFindings(_ resolver: SiteResolver) -> [Finding] {
        var merged = Groups<String, (api: String, site: CallSite?, group: NotAnimatedGroup)>()
        for (key, group) in screenChanges.notAnimated.ordered {
            let site = resolver.site(key.stack)
            merged.update("\(site.map(siteKey) ?? "?")|\(key.api)", make: { (key.api, site, NotAnimatedGroup(message: group.message)) }) {
                entry in
                entry.group.count += group.count
                for frame in group.frames.frames { entry.group.frames.add(frame) }
            }
        }
        return merged.ordered.map { _, entry in
            let (api, site, group) = entry
            let title = "\(api) in an animation block did not animate: the block never laid out"
            let message = group.message + (group.count > 1 ? " (\(group.count) times.)" : "")
            return Finding(kind: .layoutChangeNotAnimated, severity: .warning, title: title, message: message, callSite: site,
                           handler: nil, api: api, occurrences: group.count, frames: group.frames.frames)
        }
    }
}
