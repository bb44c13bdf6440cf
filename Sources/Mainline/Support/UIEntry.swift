import Synchronization
import ThreadChecker

/// The guard at the top of every public UIKit-shaped entry point (getters too):
///
///     let entry = UIEntry("-[UIView setNeedsLayout]"); defer { entry.end() }
///
/// On the thread that holds the main turn it costs one atomic load and a compare. Anywhere
/// else it reports off-main callers to the Main Thread Checker and serialises the call against
/// the main thread's turn (see `MainTurn`), so misuse never races the runtime.
struct UIEntry {
    let entered: Bool

    // The shared turn lives for the whole process: borrowing it unretained keeps a retain and
    // a release (two atomic operations) off every UIKit-shaped call.
    @inline(__always)
    init(_ api: StaticString) {
        entered = Unmanaged.passUnretained(MainTurn.shared)._withUnsafeGuaranteedRef { $0.enter(api) }
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
