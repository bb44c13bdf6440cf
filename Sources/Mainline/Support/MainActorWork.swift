// `@MainActor` work handed to a simulation runs on its main queue, holding the main turn, which
// the concurrency runtime accepts as the main actor (Swift 6's run-time isolation check passes
// there). The runtime keeps such work as plain closures that assume that isolation.

/// `body` as a plain closure, to be called only on the simulation's main queue.
func onTheTurn(_ body: @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void {
    { MainActor.assumeIsolated { body() } }
}

/// `body` as a plain closure, to be called only on the simulation's main queue.
func onTheTurnNonSendable(_ body: @escaping @MainActor () -> Void) -> () -> Void {
    { MainActor.assumeIsolated { body() } }
}
