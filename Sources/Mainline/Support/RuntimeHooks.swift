import ThreadChecker

/// The process-wide hooks Mainline gives the thread checker's machinery, installed by one
/// explicit call (every `Simulation` makes it; later calls do nothing): what the main queue
/// runs (for hang reports), long waits of measured code (for hangs at their lines), and the
/// start of a simulation's held background work when its turn's holder waits.
enum RuntimeHooks {
    private static let installed = Locked(false)

    static func install() {
        installed.withLock { done in
            guard !done else { return }
            MainActivity.install()
            WaitRecording.install()
            SimulationContext.installHeldWorkHook()
            done = true
        }
    }
}
