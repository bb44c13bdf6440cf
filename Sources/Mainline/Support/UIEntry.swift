import Synchronization
import ThreadChecker

/// The guard at the top of every public UIKit-shaped entry point (getters too):
///
///     let entry = UIEntry("-[UIView setNeedsLayout]", self); defer { entry.end() }
///
/// On the thread that holds the main turn it costs one atomic load and a compare. Anywhere
/// else it reports off-main callers to the Main Thread Checker and serialises the call against
/// the main thread's turn (see `MainTurn`), so misuse never races the runtime.
struct UIEntry {
    let entered: Bool

    // The shared turn lives for the whole process: borrowing it unretained keeps a retain and
    // a release (two atomic operations) off every UIKit-shaped call.
    @inline(__always)
    init(_ api: StaticString, _ object: AnyObject? = nil) {
        entered = Unmanaged.passUnretained(MainTurn.shared)._withUnsafeGuaranteedRef { $0.enter(api, object) }
        if entered { Self.attributeSlowEntry(object) }
    }

    /// Checks a call that touches no state (an empty overridable callback): reports it when
    /// it comes from off the main queue.
    @inline(__always)
    static func check(_ api: StaticString, _ object: AnyObject? = nil) {
        UIEntry(api, object).end()
    }

    /// A call let in on the slow path: a violation it made counts for the object's simulation.
    @inline(never)
    private static func attributeSlowEntry(_ object: AnyObject?) {
        guard let violation = MainTurn.shared.takeEntryViolation() else { return }
        SimulationContext.attribute(violation, object: object)
    }

    @inline(__always)
    func end() {
        if entered { MainTurn.shared.exit() }
    }
}

/// Process-wide sequential numbers: the ids of objects made outside every simulation (those
/// made in a simulation's turn take the simulation's own, deterministic ids), and the order
/// stamps of constraints (only ever compared with each other).
enum ObjectIDs {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}
