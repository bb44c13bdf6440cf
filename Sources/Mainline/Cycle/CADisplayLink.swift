import Foundation

/// A timer synchronised with the display: its handler runs in each frame's display-link
/// phase, before the commit. (UIKit's target/selector form needs the Objective-C runtime;
/// here the callback is a closure.)
public final class CADisplayLink: @unchecked Sendable, TimelineObject {
    let handler: (CADisplayLink) -> Void
    /// Deterministic within the simulation whose turn made the link.
    let objectID: UInt64
    var storedIsPaused = false
    var isInvalidated = false
    var storedTimestamp = Instant.zero
    var storedTargetTimestamp = Instant.zero
    var storedPreferredFramesPerSecond = 0
    var storedPreferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
    /// The simulation whose frames call the handler.
    weak var context: SimulationContext?
    /// The vsync of the frame during which the link was added: it first fires at a later one.
    var addedDuringVsync = Int.min

    /// Creates a display link that calls `handler` once per frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        let entry = UIEntry("-[CADisplayLink init]"); defer { entry.end() }
        self.handler = handler
        objectID = SimulationContext.identify().id
    }

    /// Starts calling the handler in the frames of the simulation whose turn runs.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        let entry = UIEntry("-[CADisplayLink addToRunLoop:forMode:]", self); defer { entry.end() }
        guard !isInvalidated, let context = SimulationContext.running else { return }
        self.context = context
        context.register(self)
    }

    /// Stops the handler for good.
    public func invalidate() {
        let entry = UIEntry("-[CADisplayLink invalidate]", self); defer { entry.end() }
        isInvalidated = true
        storedIsPaused = true
    }

    /// Whether the handler is suspended.
    public var isPaused: Bool {
        get { storedIsPaused }
        set {
            let entry = UIEntry("-[CADisplayLink setPaused:]", self); defer { entry.end() }
            storedIsPaused = newValue || isInvalidated
        }
    }

    /// The vsync time of the frame being prepared.
    public var timestamp: TimeInterval { let entry = UIEntry("-[CADisplayLink timestamp]", self); defer { entry.end() }; return storedTimestamp.seconds }
    /// When the frame being prepared will be shown: the deadline of the callback's work.
    public var targetTimestamp: TimeInterval { let entry = UIEntry("-[CADisplayLink targetTimestamp]", self); defer { entry.end() }; return storedTargetTimestamp.seconds }
    /// The refresh interval.
    public var duration: TimeInterval { let entry = UIEntry("-[CADisplayLink duration]", self); defer { entry.end() }; return (storedTargetTimestamp - storedTimestamp).seconds }

    /// The rate the handler wants (0: every frame). A lower rate calls it every n-th vsync.
    public var preferredFramesPerSecond: Int {
        get { let entry = UIEntry("-[CADisplayLink preferredFramesPerSecond]", self); defer { entry.end() }; return storedPreferredFramesPerSecond }
        set { let entry = UIEntry("-[CADisplayLink setPreferredFramesPerSecond:]", self); defer { entry.end() }; storedPreferredFramesPerSecond = max(0, newValue) }
    }

    /// The range of rates the handler wants: its preferred rate (else its maximum) sets the
    /// beat, as `preferredFramesPerSecond` does; the default (all zero) is every frame.
    public var preferredFrameRateRange: CAFrameRateRange {
        get {
            let entry = UIEntry("-[CADisplayLink preferredFrameRateRange]", self); defer { entry.end() }
            return storedPreferredFrameRateRange
        }
        set {
            let entry = UIEntry("-[CADisplayLink setPreferredFrameRateRange:]", self); defer { entry.end() }
            storedPreferredFrameRateRange = newValue
            let rate = newValue.preferred ?? newValue.maximum
            storedPreferredFramesPerSecond = rate.isFinite ? max(0, Int(rate.rounded())) : 0
        }
    }

    func stride(refreshRate: Double) -> Int {
        guard storedPreferredFramesPerSecond > 0, Double(storedPreferredFramesPerSecond) < refreshRate else { return 1 }
        return max(1, Int((refreshRate / Double(storedPreferredFramesPerSecond)).rounded()))
    }

    /// Due at this vsync: added before the frame began (a link added while a frame runs
    /// first fires at the next refresh, as on a device), and on its preferred rate's beat.
    func isDue(vsync: Int, refreshRate: Double) -> Bool {
        vsync > addedDuringVsync && vsync % stride(refreshRate: refreshRate) == 0
    }
}
