import Foundation

/// Groups changes into a transaction. Every frame ends with an implicit commit; an explicit
/// outermost `commit()` — or `flush()` — runs the constraint, layout and display passes at
/// once, as Core Animation's commit does.
public final class CATransaction: @unchecked Sendable {
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var actionsDisabled = false
    nonisolated(unsafe) private static var duration: TimeInterval = 0.25

    /// Begins an explicit transaction (they nest).
    public class func begin() {
        let entry = UIEntry("+[CATransaction begin]"); defer { entry.end() }
        depth += 1
    }

    /// Ends an explicit transaction; the outermost commits now.
    public class func commit() {
        let entry = UIEntry("+[CATransaction commit]"); defer { entry.end() }
        guard depth > 0 else { return }
        depth -= 1
        if depth == 0 { Simulation.current?.commitNow() }
    }

    /// Commits the implicit transaction now.
    public class func flush() {
        let entry = UIEntry("+[CATransaction flush]"); defer { entry.end() }
        Simulation.current?.commitNow()
    }

    public class func setDisableActions(_ flag: Bool) {
        let entry = UIEntry("+[CATransaction setDisableActions:]"); defer { entry.end() }
        actionsDisabled = flag
    }

    public class func disableActions() -> Bool { actionsDisabled }

    public class func setAnimationDuration(_ d: TimeInterval) {
        let entry = UIEntry("+[CATransaction setAnimationDuration:]"); defer { entry.end() }
        duration = d
    }

    public class func animationDuration() -> TimeInterval { duration }
}
