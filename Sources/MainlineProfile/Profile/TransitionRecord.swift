import Foundation

/// A screen change — a push, pop, presentation, dismissal or tab switch, or the app's launch —
/// as the user waits for it: from the call to the first frame that shows it on screen (its time
/// to first frame), to its end, with the hitches of its frames and what filled the time to its
/// first frame. Times in milliseconds.
public struct TransitionRecord: Sendable, Codable, Equatable {
    /// "push", "pop", "present", "dismiss", "tab", or "launch".
    public var kind: String
    /// What it showed ("push to DetailViewController").
    public var name: String
    /// When it was called, on the simulation's clock.
    public var start: Double
    /// From the call to the presentation of the first frame that shows it (seed 000's
    /// "画面表示までが遅い" made a number).
    public var timeToFirstFrame: Double
    /// From the call until it ended (its completion ran), or until its first frame was shown if
    /// that was later.
    public var duration: Double
    /// The frame whose commit first showed it.
    public var firstFrame: Int
    /// The frames from that one to the one it ended in.
    public var frames: Int
    /// Of those frames, the ones presented late, and by how much in all.
    public var hitches: Int
    public var hitchTime: Double
    /// The work between the call and the end of its first frame's commit — the callbacks and
    /// layouts — by its own time, most first.
    public var filledBy: [TimeShare]

    public init(kind: String, name: String, start: Double, timeToFirstFrame: Double, duration: Double, firstFrame: Int, frames: Int,
                hitches: Int, hitchTime: Double, filledBy: [TimeShare]) {
        self.kind = kind
        self.name = name
        self.start = start
        self.timeToFirstFrame = timeToFirstFrame
        self.duration = duration
        self.firstFrame = firstFrame
        self.frames = frames
        self.hitches = hitches
        self.hitchTime = hitchTime
        self.filledBy = filledBy
    }
}

/// Work of one kind (a callback of one class, the layouts of one view type) and its time.
public struct TimeShare: Sendable, Codable, Equatable {
    /// `DetailViewController.viewDidLoad()`, `FeedCell.layoutSubviews()`, `layoutIfNeeded()`.
    public var name: String
    /// Its own time (ms), nested work not counted.
    public var time: Double
    /// How many times it ran.
    public var count: Int

    public init(name: String, time: Double, count: Int) {
        self.name = name
        self.time = time
        self.count = count
    }
}

/// An animation interval, as Instruments shows `os_signpost` animation intervals: what animated
/// (a `UIView` animation block, a transition, a property animator, a layer's animation), when,
/// for how long, and the frames and hitches in it. Times in milliseconds.
public struct AnimationIntervalRecord: Sendable, Codable, Equatable {
    public var name: String
    public var start: Double
    public var duration: Double
    /// The frames that started within it.
    public var frames: Int
    public var hitches: Int
    public var hitchTime: Double

    public init(name: String, start: Double, duration: Double, frames: Int, hitches: Int, hitchTime: Double) {
        self.name = name
        self.start = start
        self.duration = duration
        self.frames = frames
        self.hitches = hitches
        self.hitchTime = hitchTime
    }
}
