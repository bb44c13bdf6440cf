// `@MainActor` work handed to a simulation runs on its main queue, holding the main turn, so
// Swift 6's run-time isolation check passes there. The runtime keeps such work as plain
// closures: the two function types have one representation, and only their static isolation
// differs.

/// `body` as a plain closure, to be called only on the simulation's main queue.
@inline(__always)
func onTheTurn(_ body: @escaping @MainActor @Sendable () -> Void) -> @Sendable () -> Void {
    unsafeBitCast(body, to: (@Sendable () -> Void).self)
}

/// `body` as a plain closure, to be called only on the simulation's main queue.
@inline(__always)
func onTheTurnNonSendable(_ body: @escaping @MainActor () -> Void) -> () -> Void {
    unsafeBitCast(body, to: (() -> Void).self)
}

/// Main-actor code run from a nonisolated member (a protocol witness such as `description`)
/// without a run-time isolation check: Mainline serialises its objects with the main turn, not
/// with the actor, and reports calls from the wrong thread itself.
@inline(__always)
func assumingMainActor<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { escaping in
        unsafeBitCast(escaping, to: (() -> T).self)()
    }
}
