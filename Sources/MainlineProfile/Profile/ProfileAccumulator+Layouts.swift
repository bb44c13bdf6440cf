import Foundation
import ThreadChecker

/// Synchronous layouts: each one that did work is an offence (a forced synchronous layout) unless
/// it ran where a layout is expected; forced layouts are grouped by the line that forced them,
/// and a handler run that forced more than one layout thrashed.
extension ProfileAccumulator {
    struct ForcedKey: Hashable, Sendable {
        let stack: CapturedStack?
        let handler: String?
        let kind: SpanKind
    }

    struct ForcedGroup: Sendable {
        var count = 0
        var total = TimeAmount.zero
        var longest = TimeAmount.zero
        var views = 0
        var frames = FrameList()
        var invalidations = InvalidationTally()
    }

    struct ThrashKey: Hashable, Sendable {
        let handler: String?
        let stack: CapturedStack?
    }

    struct ThrashGroup: Sendable {
        var runs = 0
        var total = TimeAmount.zero
        var longestRun = TimeAmount.zero
        var views = 0
        var frames = FrameList()
        var invalidations = InvalidationTally()
        /// The layouts of the first run, in order (for its steps).
        var firstRun: [Span] = []
    }

    struct OffenderKey: Hashable, Sendable {
        let stack: CapturedStack?
        let kind: SpanKind
        let allowedBecause: String?
    }

    struct OffenderTally: Sendable {
        var handler: String?
        var occurrences = 0
        var total = TimeAmount.zero
        var longest = TimeAmount.zero

        mutating func add(_ time: TimeAmount) {
            occurrences += 1
            total += time
            longest = max(longest, time)
        }
    }

    /// Invalidations grouped by where they came from (a stack, or the runtime's cause).
    struct InvalidationTally: Sendable {
        struct Key: Hashable, Sendable {
            let stack: CapturedStack?
            let cause: String?
        }
        struct Site: Sendable {
            var views: [String] = []
            var count = 0
        }
        var sites = Groups<Key, Site>()

        mutating func add(_ invalidations: [Invalidation]) {
            for invalidation in invalidations {
                let key = Key(stack: invalidation.stack, cause: invalidation.stack == nil ? invalidation.cause : nil)
                sites.update(key, make: { Site() }) { site in
                    site.count += 1
                    if !site.views.contains(invalidation.view.type) { site.views.append(invalidation.view.type) }
                }
            }
        }
    }

    /// A synchronous layout that did work, with what it ran in.
    struct SynchronousLayout {
        let span: Span
        /// The innermost handler it ran in.
        let handler: String?
        /// The outermost handler span it ran in (a thrash groups by it).
        let handlerRun: Int?
        let allowedBecause: String?
    }

    /// Controller callbacks where a layout is the expected way to set up: UIKit lays out
    /// before the first frame anyway, so forcing it there costs no extra pass.
    static let setupCallbacks: Set<String> = ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)"]

    /// The frame's synchronous layouts, each with why it is allowed (nil: an offence).
    static func synchronousLayouts(in frame: FrameTimeline) -> [SynchronousLayout] {
        var result: [SynchronousLayout] = []
        for span in frame.spans where span.kind.isSynchronousLayout {
            var handler: String?
            var outermost: Int?
            var allowed: String?
            var p = span.parent
            while let j = p {
                let ancestor = frame.spans[j]
                if allowed == nil {
                    if ancestor.kind == .animationBlock {
                        allowed = "inside a UIView.animate block (it animates the layout)"
                    } else if ancestor.kind == .controllerCallback, setupCallbacks.contains(ancestor.name) {
                        allowed = "in \(ancestor.name) (setting up before the first layout)"
                    } else if ancestor.kind.isSynchronousLayout {
                        allowed = "inside another synchronous layout"
                    } else if ancestor.kind == .layoutSubviews || ancestor.kind == .updateConstraints || ancestor.kind == .transactionCommit {
                        allowed = "part of a layout pass"
                    } else if ancestor.kind == .perform, ancestor.name == "launch" {
                        allowed = "at launch (setting up before the first frame)"
                    }
                }
                if ancestor.kind.isHandler {
                    if handler == nil { handler = label(ancestor) }
                    outermost = j
                }
                p = ancestor.parent
            }
            if handler == nil, allowed == nil { allowed = "outside every event handler" }
            result.append(SynchronousLayout(span: span, handler: handler, handlerRun: outermost, allowedBecause: allowed))
        }
        return result
    }

    /// Folds the frame's synchronous layouts in; returns the offences in it.
    mutating func addSynchronousLayouts(of frame: FrameTimeline) -> Int {
        guard frame.counters.synchronousLayouts > 0 || frame.spans.contains(where: { $0.kind.isSynchronousLayout }) else { return 0 }
        let layouts = Self.synchronousLayouts(in: frame)
        var offences = 0
        var runs = Groups<Int, [Span]>()
        var runHandlers: [Int: String?] = [:]
        for layout in layouts {
            synchronousLayoutCount += 1
            let time = layout.span.elapsed
            callSiteOffenders.update(OffenderKey(stack: layout.span.stack, kind: layout.span.kind, allowedBecause: layout.allowedBecause),
                                     make: { OffenderTally(handler: layout.handler) }) { $0.add(time) }
            guard layout.allowedBecause == nil else { continue }
            offences += 1
            forcedLayoutCount += 1
            forcedLayoutTime += time
            let key = ForcedKey(stack: layout.span.stack, handler: layout.handler, kind: layout.span.kind)
            if forced[key] == nil { keepFirstOccurrence(frame) }
            forced.update(key, make: { ForcedGroup() }) { group in
                group.count += 1
                group.total += time
                group.longest = max(group.longest, time)
                group.views += layout.span.viewsLaidOut ?? 0
                group.frames.add(frame.index)
                group.invalidations.add(layout.span.invalidations ?? [])
            }
            let run = layout.handlerRun ?? -1
            runHandlers[run] = layout.handler
            runs.update(run, make: { [] }) { $0.append(layout.span) }
        }
        for (run, spans) in runs.ordered where spans.count >= 2 {
            let key = ThrashKey(handler: runHandlers[run] ?? nil, stack: spans[0].stack)
            let time = spans.reduce(TimeAmount.zero) { $0 + $1.elapsed }
            if thrashes[key] == nil { keepFirstOccurrence(frame) }
            thrashes.update(key, make: { ThrashGroup(firstRun: spans) }) { group in
                group.runs += 1
                group.total += time
                group.longestRun = max(group.longestRun, time)
                group.views += spans.reduce(0) { $0 + ($1.viewsLaidOut ?? 0) }
                group.frames.add(frame.index)
                for span in spans { group.invalidations.add(span.invalidations ?? []) }
            }
        }
        return offences
    }

    /// A span's name as reports show it.
    static func label(_ span: Span) -> String {
        switch span.kind {
        case .perform: span.name == "launch" ? "launch" : "Simulation.perform"
        case .displayLinkCallback: "CADisplayLink callback"
        case .layoutSubviews: "layoutSubviews()"
        case .updateConstraints: "updateConstraints()"
        case .draw: "draw(_:)"
        default: span.name.isEmpty ? span.kind.rawValue : span.name
        }
    }

    /// The API a synchronous layout kind stands for.
    static func api(_ kind: SpanKind) -> String {
        switch kind {
        case .layoutIfNeeded: "layoutIfNeeded()"
        case .updateConstraintsIfNeeded: "updateConstraintsIfNeeded()"
        case .systemLayoutSizeFitting: "systemLayoutSizeFitting(_:)"
        default: kind.rawValue
        }
    }
}
