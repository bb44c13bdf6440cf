import Foundation

/// Groups changes into a transaction, as Core Animation does.
///
/// - The first change in a turn with no transaction open opens an *implicit* transaction, which
///   the frame's commit commits (Apple: "committed when the thread's run loop next iterates").
/// - `begin()`/`commit()` pairs nest. Changes take effect when the *outermost* transaction
///   commits: an outermost explicit `commit()` with no implicit transaction open runs the
///   constraint, layout and display passes at once; one nested in an open implicit
///   transaction leaves them to the frame's commit.
/// - Settings (`disableActions`, `animationDuration`, `animationTimingFunction`, the
///   completion block, any `setValue(_:forKey:)`) are set on the innermost transaction and read
///   through the stack, innermost first (Apple's `value(forKey:)` documentation). Defaults:
///   actions enabled, 0.25 s, no timing function.
/// - Completion blocks run once the outermost transaction that holds them has committed — with
///   no animation to wait for, in the main-queue phase that follows the commit (after
///   `commit()` returns, as on a device, where they come from the main queue).
///
/// Each simulation has its own transaction stack.
public final class CATransaction: @unchecked Sendable {
    /// Begins an explicit transaction (they nest).
    public class func begin() {
        let entry = UIEntry("+[CATransaction begin]"); defer { entry.end() }
        SimulationContext.runningOrDetached.commit.transactions.begin()
    }

    /// Ends the innermost explicit transaction; if it was the outermost and no implicit
    /// transaction is open, its changes are committed now.
    public class func commit() {
        let entry = UIEntry("+[CATransaction commit]"); defer { entry.end() }
        SimulationContext.runningOrDetached.commitExplicitTransaction()
    }

    /// Commits the implicit transaction now (if explicit transactions are open, their
    /// outermost commit does it).
    public class func flush() {
        let entry = UIEntry("+[CATransaction flush]"); defer { entry.end() }
        SimulationContext.runningOrDetached.flushTransaction()
    }

    /// Whether property changes run their implicit animations.
    public class func disableActions() -> Bool {
        let entry = UIEntry("+[CATransaction disableActions]"); defer { entry.end() }
        return value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    public class func setDisableActions(_ flag: Bool) {
        let entry = UIEntry("+[CATransaction setDisableActions:]"); defer { entry.end() }
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The duration of the transaction's animations (0.25 s unless set).
    public class func animationDuration() -> TimeInterval {
        let entry = UIEntry("+[CATransaction animationDuration]"); defer { entry.end() }
        return value(forKey: kCATransactionAnimationDuration) as? TimeInterval ?? 0.25
    }

    public class func setAnimationDuration(_ duration: TimeInterval) {
        let entry = UIEntry("+[CATransaction setAnimationDuration:]"); defer { entry.end() }
        setValue(duration.isFinite ? max(0, duration) : 0.25, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of the transaction's animations (nil: each keeps its own).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        let entry = UIEntry("+[CATransaction animationTimingFunction]"); defer { entry.end() }
        return value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        let entry = UIEntry("+[CATransaction setAnimationTimingFunction:]"); defer { entry.end() }
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// The block run once the transaction's changes are committed (and its animations done).
    public class func completionBlock() -> (() -> Void)? {
        let entry = UIEntry("+[CATransaction completionBlock]"); defer { entry.end() }
        return value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    public class func setCompletionBlock(_ block: (() -> Void)?) {
        let entry = UIEntry("+[CATransaction setCompletionBlock:]"); defer { entry.end() }
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// A setting of the transaction stack, innermost transaction first.
    public class func value(forKey key: String) -> Any? {
        let entry = UIEntry("+[CATransaction valueForKey:]"); defer { entry.end() }
        return SimulationContext.runningOrDetached.commit.transactions.value(forKey: key)
    }

    /// Sets a setting on the innermost transaction (opening the implicit one if none is open).
    public class func setValue(_ value: Any?, forKey key: String) {
        let entry = UIEntry("+[CATransaction setValue:forKey:]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        context.commit.transactions.setValue(value, forKey: key)
        // Outside every simulation no frame commits an implicit transaction: commit it now.
        if context.isDetached && !context.commit.transactions.hasExplicit { context.flushTransaction() }
    }
}

public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// A timing curve for animations: a cubic Bézier from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: @unchecked Sendable, Equatable {
    /// The curve's two control points.
    public let controlPoints: (Float, Float, Float, Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }

    /// One of Core Animation's named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.controlPoints == b.controlPoints
    }
}

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The Core Animation animations a transaction added, counted until each has stopped — run to
/// its end, or removed (Apple, `setCompletionBlock(_:)`: the block is called "once all
/// animations subsequently added by this transaction group have completed (or have been
/// removed)"; one that never ends holds it until it is removed). Confined to the main turn.
final class TransactionAnimations {
    private var pending = 0
    /// The level this one was folded into (a nested transaction's, at its commit).
    private var outer: TransactionAnimations?
    /// Set at the outermost commit: what to run once nothing is pending.
    private var whenDone: (() -> Void)?

    /// The counter that stands for this one now.
    private var current: TransactionAnimations { outer?.current ?? self }

    var isPending: Bool { current.pending > 0 }

    /// An animation was added in the transaction.
    func added() { current.pending += 1 }

    /// An animation added in the transaction stopped.
    func stopped() {
        let counter = current
        counter.pending -= 1
        if counter.pending <= 0, let done = counter.whenDone {
            counter.whenDone = nil
            done()
        }
    }

    /// A nested transaction committed into `outer`: its pending animations are the outer's.
    func fold(into outer: TransactionAnimations) {
        let target = outer.current
        guard target !== current else { return }
        target.pending += current.pending
        current.pending = 0
        current.outer = target
    }

    /// Runs `done` once every animation counted has stopped (at once if none is pending).
    func whenAllStopped(_ done: @escaping () -> Void) {
        let counter = current
        if counter.pending <= 0 { done() } else { counter.whenDone = done }
    }
}

/// A simulation's nested transactions (confined to the main turn).
struct TransactionStack {
    struct Level {
        var values: [String: Any] = [:]
        /// Completion blocks of this level and of the nested levels it outlived.
        var completions: [() -> Void] = []
        /// The Core Animation animations added in this level (and the nested ones), counted
        /// until they stop.
        var animations: TransactionAnimations?
        /// When the last animation added in this level (or the nested ones) ends: the
        /// completion blocks wait for it.
        var animationsEnd = Instant.zero
        /// How long after the commit the last animation added in this level that begins at the
        /// commit ends (Core Animation begins those when their transaction commits).
        var animationsTail = TimeAmount.zero

        /// When the completion blocks may run, for a commit at `now`.
        func animationsDone(committedAt now: Instant) -> Instant {
            max(animationsEnd, animationsTail > .zero ? now + animationsTail : .zero)
        }
    }

    /// The implicit transaction of the current turn, if a change opened one.
    private(set) var implicit: Level?
    private var explicit: [Level] = []

    var hasExplicit: Bool { !explicit.isEmpty }

    mutating func begin() {
        explicit.append(Level())
    }

    /// A change was made: with no transaction open, it opens the implicit one.
    @inline(__always)
    mutating func noteChange() {
        if implicit == nil && explicit.isEmpty { implicit = Level() }
    }

    func value(forKey key: String) -> Any? {
        for level in explicit.reversed() {
            if let value = level.values[key] { return value }
        }
        return implicit?.values[key]
    }

    /// A Core Animation animation is added in the innermost transaction: the counter it reports
    /// its stop to.
    mutating func countAnimation() -> TransactionAnimations {
        var counter: TransactionAnimations!
        innermost { level in
            if level.animations == nil { level.animations = TransactionAnimations() }
            counter = level.animations
        }
        counter.added()
        return counter
    }

    /// An animation added in the innermost transaction ends at `end`.
    mutating func noteAnimation(until end: Instant) {
        innermost { $0.animationsEnd = max($0.animationsEnd, end) }
    }

    /// An animation added in the innermost transaction ends `duration` after the transaction
    /// commits.
    mutating func noteAnimation(lasting duration: TimeAmount) {
        innermost { $0.animationsTail = max($0.animationsTail, duration) }
    }

    mutating func setValue(_ value: Any?, forKey key: String) {
        innermost { level in
            // A replaced completion block still runs (observed with Core Animation): keep each.
            if key == kCATransactionCompletionBlock, let block = value as? () -> Void { level.completions.append(block) }
            level.values[key] = value
        }
    }

    /// Changes the innermost open transaction (opening the implicit one if none is open).
    private mutating func innermost(_ change: (inout Level) -> Void) {
        if explicit.isEmpty {
            if implicit == nil { implicit = Level() }
            change(&implicit!)
        } else {
            change(&explicit[explicit.count - 1])
        }
    }

    /// Folds a finished nested level into the one that outlives it.
    private static func absorb(_ inner: Level, into outer: inout Level) {
        outer.completions += inner.completions
        if let animations = inner.animations {
            if let existing = outer.animations { animations.fold(into: existing) } else { outer.animations = animations }
        }
        outer.animationsEnd = max(outer.animationsEnd, inner.animationsEnd)
        outer.animationsTail = max(outer.animationsTail, inner.animationsTail)
    }

    /// Ends the innermost explicit transaction. Returns what the caller must do: nothing (it
    /// was nested), or commit now with these completions (it was outermost and no implicit
    /// transaction is open). Nil when no explicit transaction was open.
    mutating func commitExplicit(at now: Instant)
        -> (commitsNow: Bool, completions: [() -> Void], after: Instant, animations: TransactionAnimations?)? {
        guard let level = explicit.popLast() else { return nil }
        if !explicit.isEmpty {
            Self.absorb(level, into: &explicit[explicit.count - 1])
            return (false, [], .zero, nil)
        }
        if implicit != nil {
            Self.absorb(level, into: &implicit!)
            return (false, [], .zero, nil)
        }
        return (true, level.completions, level.animationsDone(committedAt: now), level.animations)
    }

    /// Ends the implicit transaction (the frame's commit, or a flush); returns its completions,
    /// when its timed animations end, and its Core Animation animations' counter.
    mutating func commitImplicit(at now: Instant)
        -> (completions: [() -> Void], after: Instant, animations: TransactionAnimations?) {
        defer { implicit = nil }
        return (implicit?.completions ?? [], implicit?.animationsDone(committedAt: now) ?? .zero, implicit?.animations)
    }
}
