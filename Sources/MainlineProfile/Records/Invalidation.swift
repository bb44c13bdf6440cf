import Foundation
import ThreadChecker

/// One invalidation of a view's layout or constraints made while user code ran in a handler:
/// the other side of a forced synchronous layout (the layout it flushed was made pending here).
public struct Invalidation: Sendable, Codable, Hashable {
    /// What was invalidated.
    public enum Work: String, Sendable, Codable {
        /// The view's layout (`setNeedsLayout()`, a geometry change, a constraint change).
        case layout
        /// The view's constraints (`setNeedsUpdateConstraints()`).
        case constraints
    }

    /// The view whose flag was set.
    public var view: SpanObject
    public var work: Work
    /// The user's line that made the change (nil when the runtime made it on the user's
    /// behalf: see `cause`).
    public var callSite: CallSite?
    /// What the runtime was doing, when it invalidated on the user's behalf ("scroll of
    /// UIScrollView:0x3": a scroll lays out the scroll view and its superview).
    public var cause: String?
    /// When it was made.
    package var at: Instant
    /// The stack the call site is read from, symbolicated only if a report shows it (not part
    /// of the JSON).
    package var stack: CapturedStack?

    package init(view: SpanObject, work: Work, callSite: CallSite? = nil, cause: String? = nil, at: Instant,
                 stack: CapturedStack? = nil) {
        self.view = view
        self.work = work
        self.callSite = callSite
        self.cause = cause
        self.at = at
        self.stack = stack
    }

    /// Simulation seconds.
    public var time: TimeInterval {
        get { at.seconds }
        set { at = Instant(seconds: newValue) }
    }

    private enum CodingKeys: String, CodingKey {
        case view, work, callSite, cause, time
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        view = try c.decode(SpanObject.self, forKey: .view)
        work = try c.decode(Work.self, forKey: .work)
        callSite = try c.decodeIfPresent(CallSite.self, forKey: .callSite)
        cause = try c.decodeIfPresent(String.self, forKey: .cause)
        at = Instant(seconds: try c.decode(TimeInterval.self, forKey: .time))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(view, forKey: .view)
        try c.encode(work, forKey: .work)
        try c.encodeIfPresent(callSite, forKey: .callSite)
        try c.encodeIfPresent(cause, forKey: .cause)
        try c.encode(time, forKey: .time)
    }

    /// Equal when what a report shows is equal (the captured stacks are not compared).
    public static func == (a: Invalidation, b: Invalidation) -> Bool {
        a.view == b.view && a.work == b.work && a.callSite == b.callSite && a.cause == b.cause && a.at == b.at
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(work)
        hasher.combine(callSite)
        hasher.combine(cause)
        hasher.combine(at)
    }

    /// Where it came from, for reports: the call site, else the cause.
    public var origin: String {
        if let callSite { return callSite.description }
        return cause ?? "unknown site"
    }
}
