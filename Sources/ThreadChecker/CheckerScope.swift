import Foundation

/// Settings that override the checker's process-wide ones for the reports that belong to one
/// scope — a test, or the simulations made in it — and the ledger that keeps that scope's
/// reports. Fields left nil fall back to the process-wide value at the time of the report.
public struct CheckerScope: Sendable {
    /// What happens on a report (nil: ``MainThreadChecker/policy``).
    public var policy: MainThreadChecker.Policy?
    /// What is not reported in this scope, besides what the process-wide suppressions leave out.
    public var suppressions: Suppressions?
    /// Where the scope's reports are kept (nil: nowhere but the process-wide records).
    public var ledger: ViolationLedger?

    public init(policy: MainThreadChecker.Policy? = nil, suppressions: Suppressions? = nil, ledger: ViolationLedger? = nil) {
        self.policy = policy
        self.suppressions = suppressions
        self.ledger = ledger
    }

    /// The scope of the code running now (nil: none). A report that names no scope of its own
    /// belongs to it. Bind it with `CheckerScope.$current.withValue(scope) { … }` around a test,
    /// a block of code, or work run on another thread for the scope.
    @TaskLocal public static var current: CheckerScope?
}
