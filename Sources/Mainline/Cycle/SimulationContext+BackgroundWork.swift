import Dispatch
import Foundation
import Synchronization
import ThreadChecker

extension SimulationContext {
    /// Installs the hook that starts a simulation's held background tasks when its turn's
    /// holder is about to wait (it may be waiting for them). See `RuntimeHooks.install()`.
    static func installHeldWorkHook() {
        MainTurn.holderWillWait = { SimulationContext.running?.loop.background.launchHeld() }
    }
}

extension SimulationContext {
    /// Lets the background work reach quiescence before a frame (under the virtual and
    /// deterministic clocks), reporting work that does not finish.
    func waitForBackgroundWork() {
        guard !loop.clock.isReal else { return }
        let gaveUp = loop.background.waitUntilFinished()
        guard !gaveUp.isEmpty else { return }
        turn {
            for task in gaveUp {
                DiagnosticCenter.report(.backgroundWorkStuck, """
                Mainline: background work submitted to '\(task.queueLabel)' at \(String(format: "%.3f", task.start.seconds)) s \
                has not finished after \(BackgroundWork.patience / 1_000_000_000) s; frames go on without waiting for it (what it \
                hands to the main queue still runs when it comes).
                """, in: self)
            }
        }
    }

    /// Puts the background work's main-queue blocks due by now into this frame's main-queue
    /// phase, in submission order (called in turn A).
    func releaseBackgroundArrivals() {
        let arrivals = loop.background.takeArrivals(dueBy: loop.clock.now)
        for arrival in arrivals {
            loop.mainQueueBlockQueued()
            MainQueueWork.dispatch(arrival.work, in: self, name: "DispatchQueue.main.async")
        }
    }
}
