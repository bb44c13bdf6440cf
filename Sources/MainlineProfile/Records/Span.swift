import Foundation
import ThreadChecker

/// The object a span ran for: its type and its id, which is deterministic within a simulation
/// (`RedView:0x1a`, as constraint logs name views).
public struct SpanObject: Sendable, Codable, Hashable, CustomStringConvertible {
    public var type: String
    public var id: UInt64

    public init(type: String, id: UInt64) {
        self.type = type
        self.id = id
    }

    public var description: String { "\(type):0x\(String(id, radix: 16))" }
}

/// One piece of work in a frame: a phase, a handler, a pass callback, a synchronous layout.
/// Spans nest: `parent` is the index of the enclosing span in the frame's `spans`.
public struct Span: Sendable, Codable, Equatable {
    public var kind: SpanKind
    /// The phase's name for phases; the callback's name for callbacks
    /// (`scrollViewDidScroll(_:)`, `viewDidLayoutSubviews()`); empty where the kind says it all.
    public var name: String
    /// Index of the enclosing span in the frame's `spans`, nil for a phase.
    public var parent: Int?
    /// The object the work ran for.
    public var object: SpanObject?
    /// The user's source line that caused the work, where there is one (the caller of
    /// `layoutIfNeeded()`, say). Filled in when a profile is made (see `stack`).
    public var callSite: CallSite?
    /// When it began, on the simulation's clock.
    package var begin: Instant
    /// How long it lasted.
    package var elapsed: TimeAmount
    /// The app's own time in it (nil for the framework's spans; see `selfTime`).
    package var ownTime: TimeAmount?
    /// Simulation seconds.
    public var start: TimeInterval {
        get { begin.seconds }
        set { begin = Instant(seconds: newValue) }
    }
    public var duration: TimeInterval {
        get { elapsed.seconds }
        set { elapsed = TimeAmount(seconds: newValue) }
    }
    /// The app's own time in this span, in seconds: its code's measured time (CPU time times the
    /// CPU scale, plus time blocked) and the costs it declared, not counting the spans nested in
    /// it nor the framework work the cost model charges. Nil for the framework's spans.
    public var selfTime: TimeInterval? {
        get { ownTime?.seconds }
        set { ownTime = newValue.map { TimeAmount(seconds: $0) } }
    }
    /// For a synchronous layout: the views laid out during it.
    public var viewsLaidOut: Int?
    /// For a synchronous layout: the invalidations it flushed (who made the layout it ran
    /// pending), in the order they were made.
    public var invalidations: [Invalidation]?
    /// The stack the call site is read from, captured when the span was recorded and
    /// symbolicated only if a report shows it (not part of the JSON).
    package var stack: CapturedStack?
    /// The main thread's stacks sampled while this span's own code ran (not part of the JSON).
    package var samples: [CapturedStack]
    /// Where this span's own code declared its costs (`Workload.spend`), with how much (not part
    /// of the JSON).
    package var declared: [(site: CallSite, amount: TimeAmount)] = []

    package init(kind: SpanKind, name: String, parent: Int?, object: SpanObject? = nil, callSite: CallSite? = nil,
                 begin: Instant, elapsed: TimeAmount = .zero, ownTime: TimeAmount? = nil) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.object = object
        self.callSite = callSite
        self.begin = begin
        self.elapsed = elapsed
        self.ownTime = ownTime
        samples = []
    }

    /// When it ended.
    package var finish: Instant { begin + elapsed }

    public var end: TimeInterval { finish.seconds }

    private enum CodingKeys: String, CodingKey {
        case kind, name, parent, object, callSite, start, duration, selfTime, viewsLaidOut, invalidations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(SpanKind.self, forKey: .kind)
        name = try c.decode(String.self, forKey: .name)
        parent = try c.decodeIfPresent(Int.self, forKey: .parent)
        object = try c.decodeIfPresent(SpanObject.self, forKey: .object)
        callSite = try c.decodeIfPresent(CallSite.self, forKey: .callSite)
        begin = Instant(seconds: try c.decode(TimeInterval.self, forKey: .start))
        elapsed = TimeAmount(seconds: try c.decode(TimeInterval.self, forKey: .duration))
        ownTime = try c.decodeIfPresent(TimeInterval.self, forKey: .selfTime).map { TimeAmount(seconds: $0) }
        viewsLaidOut = try c.decodeIfPresent(Int.self, forKey: .viewsLaidOut)
        invalidations = try c.decodeIfPresent([Invalidation].self, forKey: .invalidations)
        samples = []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encodeIfPresent(object, forKey: .object)
        try c.encodeIfPresent(callSite, forKey: .callSite)
        try c.encode(start, forKey: .start)
        try c.encode(duration, forKey: .duration)
        try c.encodeIfPresent(selfTime, forKey: .selfTime)
        try c.encodeIfPresent(viewsLaidOut, forKey: .viewsLaidOut)
        try c.encodeIfPresent(invalidations, forKey: .invalidations)
    }

    /// Equal when what a report shows is equal (the captured stacks are not compared).
    public static func == (a: Span, b: Span) -> Bool {
        a.kind == b.kind && a.name == b.name && a.parent == b.parent && a.object == b.object && a.callSite == b.callSite
            && a.begin == b.begin && a.elapsed == b.elapsed && a.ownTime == b.ownTime && a.viewsLaidOut == b.viewsLaidOut
            && a.invalidations == b.invalidations
    }
}
