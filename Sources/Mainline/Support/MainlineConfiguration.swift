import ThreadChecker

/// The runtime's settings for one scope — a test, or any block of code — over the process-wide
/// ones: the Main Thread Checker's policy and suppressions, the printing of diagnostics, the
/// diagnosis of ambiguous layouts. Tests that run in parallel with different settings each see
/// their own, and each scope keeps its own records of off-main calls.
///
/// ```swift
/// withMainlineConfiguration(.init(checkerPolicy: .collect, printsDiagnostics: false)) {
///     let sim = Simulation()
///     …
///     #expect(MainlineConfiguration.current.threadViolations.isEmpty)
/// }
/// ```
///
/// A setting left nil is the process-wide one at the time it is read (`MainThreadChecker.shared
/// .policy`, `Simulation.printsDiagnostics`, `Simulation.diagnosesAmbiguity`). A simulation keeps
/// the configuration in effect where it was made, so its frames, its background work and its
/// off-main calls follow it on whichever thread they run. Elsewhere, a report follows the
/// configuration of the task that made it (task-local values reach child tasks, not blocks
/// handed to Dispatch queues outside a simulation).
public struct MainlineConfiguration: Sendable {
    /// What the checker does on a report in this scope (nil: the process-wide policy).
    public var checkerPolicy: MainThreadChecker.Policy?
    /// Off-main calls not reported in this scope (on top of the process-wide suppressions).
    public var suppressions: Suppressions?
    /// Whether diagnostics are printed to standard error (nil: `Simulation.printsDiagnostics`).
    public var printsDiagnostics: Bool?
    /// Whether ambiguous layouts are reported (nil: `Simulation.diagnosesAmbiguity`).
    public var diagnosesAmbiguity: Bool?
    /// The records of the scope this configuration was installed for (nil outside every scope).
    private(set) var ledger: ViolationLedger?

    public init(checkerPolicy: MainThreadChecker.Policy? = nil, suppressions: Suppressions? = nil, printsDiagnostics: Bool? = nil,
                diagnosesAmbiguity: Bool? = nil) {
        self.checkerPolicy = checkerPolicy
        self.suppressions = suppressions
        self.printsDiagnostics = printsDiagnostics
        self.diagnosesAmbiguity = diagnosesAmbiguity
        ledger = nil
    }

    /// Reports collected, not printed; diagnostics kept, not printed: for tests and tools whose
    /// reports carry what a run found.
    public static let quiet = MainlineConfiguration(checkerPolicy: .collect, printsDiagnostics: false)

    /// The configuration in effect: the innermost scope's (fields it leaves nil taken from the
    /// scopes around it), or, outside every scope, one that sets nothing.
    public static var current: MainlineConfiguration { scoped }

    @TaskLocal static var scoped = MainlineConfiguration()

    /// The UI calls made off the main queue in this scope — by simulations made in it, or by
    /// code that ran in it — deduplicated by API and call site, in the order first made. Each
    /// scope has its own (an inner scope keeps its own, not its outer scope's); empty outside
    /// every scope (the process-wide records are `MainThreadChecker.shared.violations`).
    public var threadViolations: [ThreadViolation] { ledger?.violations(excluding: suppressions) ?? [] }

    /// Whether diagnostics are printed here.
    var printsDiagnosticsNow: Bool { printsDiagnostics ?? DiagnosticCenter.printsToStandardError }
    /// Whether ambiguous layouts are diagnosed here.
    var diagnosesAmbiguityNow: Bool { diagnosesAmbiguity ?? Simulation.processDiagnosesAmbiguity }

    /// What the checker needs of this configuration (nil: nothing beyond its own settings).
    var checkerScope: CheckerScope? {
        if checkerPolicy == nil && suppressions == nil && ledger == nil { return nil }
        return CheckerScope(policy: checkerPolicy, suppressions: suppressions, ledger: ledger)
    }

    /// The suppressions a ledger of this configuration applies: its own and the process's (read
    /// when a stack is first decided).
    var effectiveSuppressions: @Sendable () -> Suppressions? {
        { [suppressions] in MainThreadChecker.shared.suppressions.merging(suppressions) }
    }

    /// `self` inside `outer`: the fields this one leaves nil come from `outer`; the records are
    /// the new scope's own.
    func scoped(inside outer: MainlineConfiguration) -> MainlineConfiguration {
        var merged = self
        merged.checkerPolicy = checkerPolicy ?? outer.checkerPolicy
        merged.suppressions = suppressions ?? outer.suppressions
        merged.printsDiagnostics = printsDiagnostics ?? outer.printsDiagnostics
        merged.diagnosesAmbiguity = diagnosesAmbiguity ?? outer.diagnosesAmbiguity
        merged.ledger = ViolationLedger(suppressions: merged.effectiveSuppressions)
        return merged
    }

    /// Runs `body` with this configuration as the calling task's, for Mainline and for the
    /// checker (reports that name no owner follow the code that runs).
    func bind<R>(_ body: () throws -> R) rethrows -> R {
        try MainlineConfiguration.$scoped.withValue(self) { try CheckerScope.$current.withValue(checkerScope, operation: body) }
    }
}

/// Runs `body` with `configuration` over the process-wide settings (and those of the scopes
/// around it), in a scope of its own whose off-main calls `MainlineConfiguration.current
/// .threadViolations` lists. Returns what `body` returns.
public func withMainlineConfiguration<R>(_ configuration: MainlineConfiguration, _ body: () throws -> R) rethrows -> R {
    try configuration.scoped(inside: .scoped).bind(body)
}

/// `withMainlineConfiguration(_:_:)` for asynchronous code: the configuration reaches the child
/// tasks `body` makes.
public func withMainlineConfiguration<R>(_ configuration: MainlineConfiguration, isolation: isolated (any Actor)? = #isolation,
                                         _ body: () async throws -> R) async rethrows -> R {
    let scoped = configuration.scoped(inside: .scoped)
    return try await MainlineConfiguration.$scoped.withValue(scoped, operation: {
        try await CheckerScope.$current.withValue(scoped.checkerScope, operation: body, isolation: isolation)
    }, isolation: isolation)
}
