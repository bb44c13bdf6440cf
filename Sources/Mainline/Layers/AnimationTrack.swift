import Foundation

/// An animation's timing (`CAMediaTiming`) in the form a frame evaluates: where its time is at a
/// given moment of its parent's time, and how far through a repetition that is.
struct AnimationTiming: Sendable {
    /// When it begins in its parent's time (for an animation on a layer: simulation seconds; in
    /// a group: seconds into the group). Nil until its transaction commits.
    var begin: Double?
    /// Seconds one repetition lasts in its own time (always more than 0).
    var duration: Double
    var speed: Double
    var timeOffset: Double
    /// Repetitions (at least one; infinite for an animation that repeats forever).
    var repetitions: Double
    var autoreverses: Bool
    var fillsBackwards: Bool
    var fillsForwards: Bool

    init(_ animation: CAAnimation, defaultDuration: Double) {
        duration = animation.duration > 0 && animation.duration.isFinite ? animation.duration
            : defaultDuration > 0 && defaultDuration.isFinite ? defaultDuration : 0.25
        speed = animation.speed.isFinite && animation.speed != 0 ? Double(animation.speed) : 1
        timeOffset = animation.timeOffset.isFinite ? animation.timeOffset : 0
        autoreverses = animation.autoreverses
        let period = duration * (autoreverses ? 2 : 1)
        if animation.repeatDuration > 0 {
            repetitions = animation.repeatDuration.isFinite ? animation.repeatDuration / period : .infinity
        } else if !animation.repeatCount.isFinite || animation.repeatCount >= .greatestFiniteMagnitude {
            repetitions = .infinity
        } else {
            // CAMediaTiming: "May be fractional"; 0 means once.
            repetitions = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        }
        fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
        fillsForwards = animation.fillMode == .forwards || animation.fillMode == .both
    }

    /// The length of one cycle (forward, and back when it autoreverses), in its own time.
    var period: Double { duration * (autoreverses ? 2 : 1) }

    /// The length of its active time in its own time (infinite when it repeats forever).
    var activeDuration: Double { repetitions.isFinite ? repetitions * period : .infinity }

    /// The length of its active time in its parent's time (nil: forever, or more than a day,
    /// which a run treats as forever).
    var activeDurationInParent: Double? {
        let active = activeDuration / abs(speed)
        return active.isFinite && active < 86_400 ? active : nil
    }

    /// Its own active time at `parentTime` (0 ... activeDuration), or nil when it has not begun
    /// or has ended and does not fill (CAMediaTiming: `(t − beginTime) × speed`, then
    /// `timeOffset` added within the active time, wrapping round: an animation with an offset
    /// starts part-way, plays to its end, then from its start up to the offset — its active
    /// duration is unchanged).
    @inline(__always)
    func activeTime(at parentTime: Double, now uncommittedBegin: Double) -> Double? {
        // The elapsed time in whole nanoseconds, as the simulation's clock keeps time: a frame at
        // the end's vsync is at the end exactly, whatever the rounding of the seconds.
        let elapsed = (Instant(seconds: parentTime) - Instant(seconds: begin ?? uncommittedBegin)).seconds
        let local = elapsed * speed
        let active = activeDuration
        if local < 0 { return fillsBackwards || begin == nil ? offset(0, within: active) : nil }
        if local >= active { return fillsForwards ? active : nil }
        return offset(local, within: active)
    }

    /// `local` moved by `timeOffset`, wrapped into the active time when that is finite.
    @inline(__always)
    private func offset(_ local: Double, within active: Double) -> Double {
        guard timeOffset != 0 else { return local }
        let t = local + timeOffset
        guard active.isFinite, active > 0 else { return max(0, t) }
        let wrapped = t.truncatingRemainder(dividingBy: active)
        return wrapped < 0 ? wrapped + active : wrapped
    }

    /// How far through its repetition the animation is at active time `t`: the fraction of the
    /// duration (running back in the second half of an autoreversing cycle), the seconds into the
    /// repetition, and which repetition it is.
    @inline(__always)
    func position(atActiveTime t: Double) -> (fraction: Double, seconds: Double, iteration: Double) {
        let period = self.period
        var iteration = (t / period).rounded(.down)
        var within = t - iteration * period
        if t >= activeDuration, iteration > 0, within <= 1e-12 {
            // The very end of a whole number of cycles: the end of the last one, not the start of
            // the next.
            iteration -= 1
            within = period
        }
        var seconds = within
        if autoreverses && within > duration { seconds = 2 * duration - within }
        seconds = min(duration, max(0, seconds))
        return (seconds / duration, seconds, iteration)
    }
}

/// The values an animation goes through.
enum TrackValues: Sendable {
    /// `CABasicAnimation`'s from, to and by (a missing one is filled in from the value
    /// underneath, as Core Animation documents under "Setting Interpolation Values").
    case basic(from: AnimationVector?, to: AnimationVector?, by: AnimationVector?)
    /// An implicit animation's: from the value shown before the change to the value underneath.
    case implicit(from: AnimationVector)
    /// A keyframe animation's.
    case keyframes(KeyframeTable)
}

/// One animation of one property of a layer, ready to evaluate: its key path, timing, pacing
/// and values. A group's animations become one track each, with the group's timing as parent.
struct AnimationTrack: Sendable {
    let keyPath: AnimatedKeyPath
    var timing: AnimationTiming
    /// The timings of the groups it is in, outermost first (empty for most animations).
    var parents: [AnimationTiming]
    let pacing: AnimationPacing
    let values: TrackValues
    let isAdditive: Bool
    let isCumulative: Bool
    /// A property animator that drives it: its progress is the animator's, not its own timing's.
    var driver: AnimatorClock?
    /// The animator's fraction at which it starts (an animation added to a running animator,
    /// or with a delay factor, covers only the rest of the way).
    var driverStart: Double = 0
    /// An interactive transition whose clock gives its time (it shows the transition's elapsed
    /// time since its begin, less its delay), as a frozen container layer's time offset does.
    var transitionClock: InteractiveTransitionClock?
    var transitionClockDelay: Double = 0

    init(keyPath: AnimatedKeyPath, timing: AnimationTiming, parents: [AnimationTiming], pacing: AnimationPacing, values: TrackValues,
         isAdditive: Bool, isCumulative: Bool) {
        self.keyPath = keyPath
        self.timing = timing
        self.parents = parents
        self.pacing = pacing
        self.values = values
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
    }

    /// The part's value at `now`, given the value underneath (`underlying`: the model value with
    /// the animations added before this one applied), or nil when the animation does not apply
    /// now. `uncommittedBegin` stands for the begin time of an animation whose transaction has
    /// not committed yet (it shows its start).
    @inline(__always)
    func value(at now: Double, underlying: AnimationVector, uncommittedBegin: Double) -> AnimationVector? {
        let position: (fraction: Double, seconds: Double, iteration: Double)
        let progress: Double
        if let driver {
            progress = driver.progress(at: now, from: driverStart)
            position = (progress, 0, 0)
        } else {
            var time = now
            if let clock = transitionClock {
                let begin = (parents.first?.begin ?? timing.begin) ?? uncommittedBegin
                time = begin - transitionClockDelay + clock.elapsed(at: now)
            }
            for parent in parents {
                guard let t = parent.activeTime(at: time, now: uncommittedBegin) else { return nil }
                time = parent.position(atActiveTime: t).seconds
            }
            guard let t = timing.activeTime(at: time, now: parents.isEmpty ? uncommittedBegin : 0) else { return nil }
            position = timing.position(atActiveTime: t)
            progress = pacing.progress(fraction: position.fraction, duration: timing.duration)
        }
        let base = isAdditive ? AnimationVector() : underlying
        var v: AnimationVector
        var span = AnimationVector()
        switch values {
        case .basic(let from, let to, let by):
            let a: AnimationVector, b: AnimationVector
            switch (from, to, by) {
            case let (f?, t?, _): (a, b) = (f, t)
            case let (f?, nil, y?): (a, b) = (f, f + y)
            case let (nil, t?, y?): (a, b) = (t - y, t)
            case let (f?, nil, nil): (a, b) = (f, base)
            case let (nil, t?, nil): (a, b) = (base, t)
            case let (nil, nil, y?): (a, b) = (base, base + y)
            case (nil, nil, nil): (a, b) = (base, base)
            }
            v = interpolate(a, b, progress)
            span = b - a
        case .implicit(let from):
            v = interpolate(from, base, progress)
            span = base - from
        case .keyframes(let table):
            v = table.value(at: progress, keyPath: keyPath)
            span = table.last - table.first
        }
        if isCumulative && position.iteration > 0 { v += span * position.iteration }
        return isAdditive ? keyPath.add(v, to: underlying) : v
    }

    @inline(__always)
    private func interpolate(_ a: AnimationVector, _ b: AnimationVector, _ t: Double) -> AnimationVector {
        if keyPath.isTransform && keyPath.isWhole && !isAdditive { return TransformMath.interpolate(a, b, t) }
        return a + (b - a) * t
    }
}

/// A keyframe animation's values, key times and per-segment pacing, worked out when it is added
/// (`CAKeyframeAnimation`: `values` or a `path`, `keyTimes`, `timingFunctions`,
/// `calculationMode`).
final class KeyframeTable: @unchecked Sendable {
    enum Mode { case linear, discrete, cubic }

    let values: [AnimationVector]
    /// When each value is reached, as fractions of the duration (for `discrete`, one more than
    /// the values: where each value's slot starts, then 1).
    let keyTimes: [Double]
    let curves: [CubicTimingCurve?]
    let mode: Mode
    /// For a path: each segment's two Bézier control points (a line's lie on it); for the cubic
    /// modes: the tangents at each value (Kochanek–Bartels, Catmull–Rom with the defaults).
    let controls: [(AnimationVector, AnimationVector)]?
    let tangents: [AnimationVector]?
    /// For a paced path: each segment's arc length at 32 steps of its parameter, normalised.
    let arcTables: [[Double]]?

    var first: AnimationVector { values.first ?? AnimationVector() }
    var last: AnimationVector { values.last ?? AnimationVector() }

    init(values: [AnimationVector], keyTimes: [Double], curves: [CubicTimingCurve?], mode: Mode,
         controls: [(AnimationVector, AnimationVector)]? = nil, tangents: [AnimationVector]? = nil, arcTables: [[Double]]? = nil) {
        self.values = values
        self.keyTimes = keyTimes
        self.curves = curves
        self.mode = mode
        self.controls = controls
        self.tangents = tangents
        self.arcTables = arcTables
    }

    /// The value at `progress` (0 ... 1 of the duration).
    func value(at progress: Double, keyPath: AnimatedKeyPath) -> AnimationVector {
        guard let first = values.first else { return AnimationVector() }
        guard values.count > 1 else { return first }
        if mode == .discrete {
            // Each value holds from its key time until the next one's.
            var index = 0
            for i in 0..<values.count where keyTimes[i] <= progress { index = i }
            return values[index]
        }
        if progress <= keyTimes[0] { return first }
        if progress >= keyTimes[values.count - 1] { return values[values.count - 1] }
        var segment = 0
        while segment < values.count - 2 && progress >= keyTimes[segment + 1] { segment += 1 }
        let start = keyTimes[segment], end = keyTimes[segment + 1]
        var u = end > start ? (progress - start) / (end - start) : 1
        if segment < curves.count, let curve = curves[segment] { u = curve.value(at: u) }
        let a = values[segment], b = values[segment + 1]
        if let controls {
            if let arcTables { u = Self.parameter(forArcFraction: u, in: arcTables[segment]) }
            let (c1, c2) = controls[segment]
            let s = 1 - u
            return a * (s * s * s) + c1 * (3 * s * s * u) + c2 * (3 * s * u * u) + b * (u * u * u)
        }
        if let tangents {
            // Cubic Hermite between the two values with their tangents.
            let u2 = u * u, u3 = u2 * u
            return a * (2 * u3 - 3 * u2 + 1) + tangents[segment] * (u3 - 2 * u2 + u) + b * (-2 * u3 + 3 * u2)
                + tangents[segment + 1] * (u3 - u2)
        }
        if keyPath.isTransform && keyPath.isWhole { return TransformMath.interpolate(a, b, u) }
        return a + (b - a) * u
    }

    /// The curve parameter at which `fraction` of a segment's length is reached.
    static func parameter(forArcFraction fraction: Double, in table: [Double]) -> Double {
        guard table.count > 1 else { return fraction }
        let steps = Double(table.count - 1)
        var i = 0
        while i < table.count - 2 && table[i + 1] < fraction { i += 1 }
        let a = table[i], b = table[i + 1]
        let within = b > a ? (fraction - a) / (b - a) : 0
        return (Double(i) + min(1, max(0, within))) / steps
    }
}
