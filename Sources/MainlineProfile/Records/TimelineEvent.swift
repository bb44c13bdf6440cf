import Foundation
import ThreadChecker

/// A thread's track in the timeline: the main queue, or a background thread.
public struct ThreadTrack: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The kernel thread id (0 for the main queue's track, which is not one thread on Linux);
    /// under the deterministic clock, a number the simulation gives each background thread in
    /// the order it first appears (1, 2, …), so runs compare byte for byte.
    public var threadID: UInt64
    /// The queue's label or the thread's name.
    public var name: String
    /// Whether this is the main queue's track.
    public var isMain: Bool

    public init(threadID: UInt64, name: String, isMain: Bool) {
        self.threadID = threadID
        self.name = name
        self.isMain = isMain
    }

    public static let main = ThreadTrack(threadID: 0, name: "com.apple.main-thread", isMain: true)

    public var description: String { isMain ? "main" : "\(name) (tid \(threadID))" }
}

/// A moment (or, for a wait or an animation, an interval) in the timeline: a diagnostic, a thread
/// violation, the main thread blocked, an animation, the launch, a transition's begin and end.
public struct TimelineEvent: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// A `LayoutDiagnostic` (its kind is `name`).
        case diagnostic
        /// A UI call off the main queue (its API is `name`).
        case threadViolation
        /// The main thread blocked in a wait (a semaphore, a group, a `sync` onto a busy queue, a
        /// sleep); `name` says which, `duration` how long.
        case blockingWait
        /// An animation interval, as `os_signpost` animation intervals mark them for Instruments:
        /// `time` is its begin, `duration` how long it ran, `name` what animated (a `UIView`
        /// animation block, a transition, a property animator, a layer's animation); recorded in
        /// the frame it ended in.
        case animationInterval
        /// The app's launch began (`Simulation.start`, `Simulation.launch`).
        case launch
        /// A transition began: `name` is its kind ("push", "pop", "present", "dismiss", "tab"),
        /// `message` what it showed; recorded in the frame whose commit first shows it. Its end
        /// has the same `id`.
        case transitionBegan
        /// A transition ended (its completion ran): `name` its kind, `id` its begin's.
        case transitionEnded
        /// A layout change made inside an animation block that the block did not lay out: it lands
        /// at the next commit, outside the animation (`name`: the API, `stack`: where it was made).
        case layoutChangeNotAnimated
    }

    public var kind: Kind
    public var name: String
    public var message: String
    /// When it happened (an interval: when it began).
    package var at: Instant
    /// How long it lasted, for an interval (a wait); nil for a moment.
    package var lasts: TimeAmount?
    /// The thread it happened on.
    public var track: ThreadTrack
    public var callSite: CallSite?
    /// What pairs the records of one interval (a transition's begin and end, an animation's
    /// interval); nil for other events.
    public var id: UInt64?
    /// The stack the call site is read from, symbolicated only if a report shows it (not part
    /// of the JSON).
    package var stack: CapturedStack?

    package init(kind: Kind, name: String, message: String, at: Instant, lasts: TimeAmount? = nil,
                 track: ThreadTrack, callSite: CallSite? = nil, stack: CapturedStack? = nil, id: UInt64? = nil) {
        self.kind = kind
        self.name = name
        self.message = message
        self.at = at
        self.lasts = lasts
        self.track = track
        self.callSite = callSite
        self.stack = stack
        self.id = id
    }

    /// Simulation seconds.
    public var time: TimeInterval {
        get { at.seconds }
        set { at = Instant(seconds: newValue) }
    }
    /// How long it lasted, in seconds, for an interval (a wait); nil for a moment.
    public var duration: TimeInterval? {
        get { lasts?.seconds }
        set { lasts = newValue.map { TimeAmount(seconds: $0) } }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, name, message, time, duration, track, callSite, id
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        name = try c.decode(String.self, forKey: .name)
        message = try c.decode(String.self, forKey: .message)
        at = Instant(seconds: try c.decode(TimeInterval.self, forKey: .time))
        lasts = try c.decodeIfPresent(TimeInterval.self, forKey: .duration).map { TimeAmount(seconds: $0) }
        track = try c.decode(ThreadTrack.self, forKey: .track)
        callSite = try c.decodeIfPresent(CallSite.self, forKey: .callSite)
        id = try c.decodeIfPresent(UInt64.self, forKey: .id)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encode(message, forKey: .message)
        try c.encode(time, forKey: .time)
        try c.encodeIfPresent(duration, forKey: .duration)
        try c.encode(track, forKey: .track)
        try c.encodeIfPresent(callSite, forKey: .callSite)
        try c.encodeIfPresent(id, forKey: .id)
    }

    /// Equal when what a report shows is equal (the captured stacks are not compared).
    public static func == (a: TimelineEvent, b: TimelineEvent) -> Bool {
        a.kind == b.kind && a.name == b.name && a.message == b.message && a.at == b.at && a.lasts == b.lasts
            && a.track == b.track && a.callSite == b.callSite && a.id == b.id
    }
}
