import MainlineSystem
import Synchronization
import ThreadChecker

/// The guard at the top of every public UIKit-shaped entry point (getters too):
///
///     let entry = UIEntry("-[UIView setNeedsLayout]", self); defer { entry.end() }
///
/// On the thread that holds the main turn it costs one thread-local load and a compare. Anywhere
/// else it serialises the call against the main thread's turn (see `MainTurn`), so misuse never
/// races the runtime, and reports a call from off the main queue to its owner
/// (`ViolationOwner`).
///
/// Building with `-Xswiftc -DMAINLINE_UNCHECKED` compiles the check out (no reports, no
/// serialisation): only for measuring what the check costs (Benchmarks/, `checker-cost`).
struct UIEntry {
    let entered: Bool
    /// The clock whose measurement of the app's code this call paused, and the depth to give
    /// back to it (see `SimulationClock.enter`).
    let paused: (clock: Unmanaged<SimulationClock>, depth: Int)?

    @inline(__always)
    init(_ api: StaticString, _ object: AnyObject? = nil) {
        #if MAINLINE_UNCHECKED
        entered = false
        #else
        if MainTurn.isSharedTurnHeldByCurrentThread {
            entered = false
        } else {
            entered = true
            if MainTurn.shared.takeTurn(for: api) { ViolationOwner.report(api, object) }
        }
        #endif
        paused = ThreadClock.isMeasuring ? UIEntry.pauseAppCode() : nil
    }

    /// Checks a call that touches no state (an empty overridable callback): reports it when
    /// it comes from off the main queue.
    @inline(__always)
    static func check(_ api: StaticString, _ object: AnyObject? = nil) {
        UIEntry(api, object).end()
    }

    @inline(__always)
    func end() {
        if let paused { paused.clock.takeUnretainedValue().leave(to: paused.depth) }
        #if !MAINLINE_UNCHECKED
        if entered { MainTurn.shared.exit() }
        #endif
    }

    /// A call from the app's measured code into the framework: what the framework does is the
    /// device's to charge (a UIKit call, and the operations it counts), so Mainline's own doing
    /// of it is left out of the app's measured time until the call returns. (Only the thread
    /// that holds a simulation's turn measures.)
    @inline(never)
    private static func pauseAppCode() -> (clock: Unmanaged<SimulationClock>, depth: Int)? {
        guard let clock = SimulationContext.running?.loop.clock, clock.isMeasuring else { return nil }
        clock.charge(.uikitCall)
        return (Unmanaged.passUnretained(clock), clock.enter(isApp: false, token: -1))
    }
}

/// Process-wide sequential numbers: the ids of objects made outside every simulation (those
/// made in a simulation's turn take the simulation's own, deterministic ids), and the order
/// stamps of constraints (only ever compared with each other).
enum ObjectIDs {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}

/// Facts about how this build of Mainline was compiled.
public enum MainlineBuild {
    /// Whether UI entry points check their caller's thread (false only in a build made with
    /// `-DMAINLINE_UNCHECKED`, for measuring what the check costs).
    #if MAINLINE_UNCHECKED
    public static let checksUIEntries = false
    #else
    public static let checksUIEntries = true
    #endif

    /// Whether the process runs under ThreadSanitizer (`--sanitize=thread`), which slows every
    /// memory access: latency bounds do not hold there.
    public static var isThreadSanitized: Bool { runsUnderThreadSanitizer }
}
