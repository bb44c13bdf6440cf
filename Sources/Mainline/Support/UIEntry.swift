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
    /// Whether this is a call from the app's code into the framework (see `end()`).
    let fromAppCode: Bool

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
        fromAppCode = ThreadClock.beginFrameworkCall()
    }

    /// Checks a call that touches no state (an empty overridable callback): reports it when
    /// it comes from off the main queue.
    @inline(__always)
    static func check(_ api: StaticString, _ object: AnyObject? = nil) {
        UIEntry(api, object).end()
    }

    @inline(__always)
    func end() {
        if fromAppCode { ThreadClock.endFrameworkCall() }
        #if !MAINLINE_UNCHECKED
        if entered { MainTurn.shared.exit() }
        #endif
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
