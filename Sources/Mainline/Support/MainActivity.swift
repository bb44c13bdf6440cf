import Synchronization
import ThreadChecker

/// What the main queue is running, published with one atomic store per phase so the hang
/// watchdog's thread can read it at any time (``HangWatchdog/describeActivity``).
enum MainActivity {
    private static let current = Atomic<Int>(0)
    private static let mainQueueBlock = 100

    /// A frame phase starts.
    @inline(__always)
    static func enter(_ phase: FramePhase) {
        current.store(FramePhase.allCases.firstIndex(of: phase)! + 1, ordering: .relaxed)
    }

    /// A simulation's main-queue block starts; returns what to restore after it.
    @inline(__always)
    static func enterMainQueueBlock() -> Int {
        current.exchange(mainQueueBlock, ordering: .relaxed)
    }

    @inline(__always)
    static func restore(_ value: Int) {
        current.store(value, ordering: .relaxed)
    }

    /// Hands the description to the watchdog (once per process).
    static let installed: Void = {
        HangWatchdog.shared.describeActivity = {
            let value = MainActivity.current.load(ordering: .relaxed)
            if value == mainQueueBlock { return "main-queue block" }
            guard value > 0, value <= FramePhase.allCases.count else { return nil }
            return "frame phase \(FramePhase.allCases[value - 1].rawValue)"
        }
    }()
}
