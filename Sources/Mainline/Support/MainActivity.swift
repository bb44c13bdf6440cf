import Synchronization
import ThreadChecker

/// What the main queue is running, published with one atomic store per phase so the hang
/// watchdog's thread can read it at any time (``HangWatchdog/describeActivity``).
enum MainActivity {
    private static let current = Atomic<Int>(0)
    /// Whether the simulation running now reports hangs itself (its clock measures the app's
    /// time).
    private static let accounted = Atomic<Bool>(false)
    private static let mainQueueBlock = 100

    /// A frame phase starts.
    @inline(__always)
    static func enter(_ phase: FramePhase) {
        current.store(FramePhase.allCases.firstIndex(of: phase)! + 1, ordering: .relaxed)
    }

    /// A simulation's main-queue block starts; returns what to restore after it.
    @inline(__always)
    static func enterMainQueueBlock(accountsHangs: Bool) -> (Int, Bool) {
        (current.exchange(mainQueueBlock, ordering: .relaxed), accounted.exchange(accountsHangs, ordering: .relaxed))
    }

    @inline(__always)
    static func restore(_ saved: (Int, Bool)) {
        current.store(saved.0, ordering: .relaxed)
        accounted.store(saved.1, ordering: .relaxed)
    }

    /// A frame of a simulation begins: whether its clock reports hangs itself.
    @inline(__always)
    static func enterFrame(accountsHangs: Bool) {
        accounted.store(accountsHangs, ordering: .relaxed)
    }

    /// A frame ended: the main queue runs nothing of a simulation's now.
    @inline(__always)
    static func leaveFrame() {
        current.store(0, ordering: .relaxed)
        accounted.store(false, ordering: .relaxed)
    }

    /// Hands the description to the watchdog (see `RuntimeHooks.install()`).
    static func install() {
        HangWatchdog.shared.describeActivity = {
            let value = MainActivity.current.load(ordering: .relaxed)
            if value == mainQueueBlock { return "main-queue block" }
            guard value > 0, value <= FramePhase.allCases.count else { return nil }
            return "frame phase \(FramePhase.allCases[value - 1].rawValue)"
        }
        // A simulation's frames report their own hangs, on their own clock.
        HangWatchdog.shared.isMainWorkAccounted = { MainActivity.accounted.load(ordering: .relaxed) }
    }
}
