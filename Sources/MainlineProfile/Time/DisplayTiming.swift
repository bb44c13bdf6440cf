import Foundation

/// A display's refresh timing and the arithmetic of vsyncs, in integer nanoseconds: the one
/// place that turns a refresh rate into vsync times, a time into the next vsync, and a frame's
/// commit and render into the time it reaches the screen. The frame loop, the profile and every
/// report use it, so they agree to the nanosecond.
///
/// Vsync `n` is at `⌊n × 10¹² / r⌋` ns, where `r` is the rate in millihertz (120 Hz: vsync 1 at
/// 8,333,333 ns, vsync 3 at exactly 25 ms); the arithmetic is exact, with no tolerances.
public struct DisplayTiming: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Refreshes per second, as given.
    public let refreshRate: Double
    /// The rate in millihertz: the value the arithmetic uses.
    public let millihertz: Int64

    /// The timing of a display refreshing `refreshRate` times a second (a rate that is not a
    /// positive finite number, or under 1 mHz, is taken as 60 Hz; above 10 kHz as 10 kHz).
    public init(refreshRate: Double) {
        let rate = refreshRate.isFinite && refreshRate >= 0.001 ? min(refreshRate, 10_000) : 60
        self.refreshRate = rate
        millihertz = max(1, Int64((rate * 1000).rounded()))
    }

    public var description: String { "\(refreshRate) Hz" }

    /// One refresh interval in seconds.
    public var interval: TimeInterval { 1000 / Double(millihertz) }

    /// One refresh interval (the first vsync's time).
    package var refreshInterval: TimeAmount { instant(ofVsync: 1) - .zero }

    /// One refresh interval in nanoseconds (the first vsync's time).
    public var intervalNanoseconds: Int64 { refreshInterval.nanoseconds }

    /// The time of vsync `vsync`.
    package func instant(ofVsync vsync: Int) -> Instant {
        let (high, low) = Int64(vsync).multipliedFullWidth(by: 1_000_000_000_000)
        let (quotient, remainder) = millihertz.dividingFullWidth((high, low))
        // Floor for negative vsyncs too.
        return Instant(nanoseconds: remainder < 0 ? quotient - 1 : quotient)
    }

    /// The first vsync at or after `instant`.
    package func vsync(atOrAfter instant: Instant) -> Int {
        let (high, low) = instant.nanoseconds.multipliedFullWidth(by: millihertz)
        let (quotient, remainder) = Int64(1_000_000_000_000).dividingFullWidth((high, low))
        return Int(remainder > 0 ? quotient + 1 : quotient)
    }

    /// The last vsync at or before `instant`.
    package func vsync(atOrBefore instant: Instant) -> Int {
        let v = vsync(atOrAfter: instant)
        return self.instant(ofVsync: v) == instant ? v : v - 1
    }

    /// The budget of the frame that starts at `vsync`: the time to the next vsync.
    package func frameBudget(ofVsync vsync: Int) -> TimeAmount {
        instant(ofVsync: vsync + 1) - instant(ofVsync: vsync)
    }

    /// The time of vsync `vsync`, in nanoseconds from vsync 0.
    public func time(ofVsync vsync: Int) -> Int64 { instant(ofVsync: vsync).nanoseconds }

    /// The first vsync at or after `nanoseconds`.
    public func vsync(atOrAfter nanoseconds: Int64) -> Int { vsync(atOrAfter: Instant(nanoseconds: nanoseconds)) }

    /// The last vsync at or before `nanoseconds`.
    public func vsync(atOrBefore nanoseconds: Int64) -> Int { vsync(atOrBefore: Instant(nanoseconds: nanoseconds)) }

    /// The budget of the frame that starts at `vsync` in nanoseconds: the time to the next vsync.
    public func budget(ofVsync vsync: Int) -> Int64 { frameBudget(ofVsync: vsync).nanoseconds }

    /// When a frame reaches the screen, after Apple's account of the render loop (WWDC21
    /// "Explore UI animation hitches and the render loop", and the Instruments Hitches
    /// template): the app commits during the frame that starts at vsync `T`; the render server
    /// renders it in the next refresh interval; it is shown at vsync `T + 2`. A frame shown
    /// later hitched by the difference:
    ///
    /// - a **commit hitch** when the main thread's work ends after vsync `T + 1` (the render
    ///   server then starts at the first vsync after the commit);
    /// - a **render hitch** when the commit was on time but rendering took longer than an
    ///   interval.
    package func presentation(ofFrameAtVsync vsync: Int, commitEnd: Instant, renderTime: TimeAmount) -> Presentation {
        let deadline = instant(ofVsync: vsync + 1)
        let renderStart = max(vsync + 1, self.vsync(atOrAfter: commitEnd))
        let shown = max(renderStart + 1, self.vsync(atOrAfter: instant(ofVsync: renderStart) + max(.zero, renderTime)))
        let presented = instant(ofVsync: shown)
        let late = presented - instant(ofVsync: vsync + 2)
        guard late > .zero else { return Presentation(renderBegan: instant(ofVsync: renderStart), shown: presented, lateness: .zero, kind: nil) }
        return Presentation(renderBegan: instant(ofVsync: renderStart), shown: presented, lateness: late,
                            kind: commitEnd > deadline ? .commit : .render)
    }

    /// ``presentation(ofFrameAtVsync:commitEnd:renderTime:)`` with times in nanoseconds.
    public func presentation(ofFrameAtVsync vsync: Int, commitEnd: Int64, renderTime: Int64) -> Presentation {
        presentation(ofFrameAtVsync: vsync, commitEnd: Instant(nanoseconds: commitEnd), renderTime: .nanoseconds(renderTime))
    }

    /// Where a frame went after its commit.
    public struct Presentation: Sendable, Equatable {
        /// When the render server started on it.
        package var renderBegan: Instant
        /// When it reached the screen.
        package var shown: Instant
        /// How late it was (zero on time).
        package var lateness: TimeAmount
        /// Why it was late (nil on time).
        public var kind: HitchKind?

        package init(renderBegan: Instant, shown: Instant, lateness: TimeAmount, kind: HitchKind?) {
            self.renderBegan = renderBegan
            self.shown = shown
            self.lateness = lateness
            self.kind = kind
        }

        /// When the render server started on it, in nanoseconds.
        public var renderStart: Int64 {
            get { renderBegan.nanoseconds }
            set { renderBegan = Instant(nanoseconds: newValue) }
        }
        /// When it reached the screen, in nanoseconds.
        public var presented: Int64 {
            get { shown.nanoseconds }
            set { shown = Instant(nanoseconds: newValue) }
        }
        /// How late it was, in nanoseconds (0 on time).
        public var hitch: Int64 {
            get { lateness.nanoseconds }
            set { lateness = TimeAmount(nanoseconds: newValue) }
        }
    }
}

/// Why a frame was late.
public enum HitchKind: String, Sendable, Codable {
    /// The main thread's work (events, handlers, commit) ran past the frame's deadline.
    case commit
    /// The commit was on time; the render server took longer than a refresh interval.
    case render
}
