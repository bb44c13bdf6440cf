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
    /// Simulation seconds.
    public var time: TimeInterval
    /// The stack the call site is read from, symbolicated only if a report shows it (not part
    /// of the JSON).
    package var stack: CapturedStack?

    package init(view: SpanObject, work: Work, callSite: CallSite? = nil, cause: String? = nil, time: TimeInterval,
                 stack: CapturedStack? = nil) {
        self.view = view
        self.work = work
        self.callSite = callSite
        self.cause = cause
        self.time = time
        self.stack = stack
    }

    private enum CodingKeys: String, CodingKey {
        case view, work, callSite, cause, time
    }

    /// Equal when what a report shows is equal (the captured stacks are not compared).
    public static func == (a: Invalidation, b: Invalidation) -> Bool {
        a.view == b.view && a.work == b.work && a.callSite == b.callSite && a.cause == b.cause && a.time == b.time
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(view)
        hasher.combine(work)
        hasher.combine(callSite)
        hasher.combine(cause)
        hasher.combine(time)
    }

    /// Where it came from, for reports: the call site, else the cause.
    public var origin: String {
        if let callSite { return callSite.description }
        return cause ?? "unknown site"
    }
}
