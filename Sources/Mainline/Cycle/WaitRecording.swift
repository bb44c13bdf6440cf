import Foundation
import ThreadChecker

/// Long waits of the app's measured code (a semaphore, a group, a `sync` onto a busy queue, a
/// sleep) go on the timeline of the simulation whose turn the waiting thread holds, with the
/// stack of the line that waited: a hang names it.
enum WaitRecording {
    /// Installs the observer (see `RuntimeHooks.install()`).
    static func install() {
        BlockingWaits.observer = { wait in
            let hint = ThreadClock.takeWaitCallerHint()
            guard MainTurn.shared.isHeldByCurrentThread, let context = SimulationContext.running else { return }
            // Finding the line is Mainline's work, not the app's.
            context.loop.clock.framework {
                // (The precise unwinder can fail to read a frame; the frame-pointer walk then,
                // with the wait's caller found by the stack scan, still names the line.)
                var stack = CallSiteResolver.capturePreciseStack(limit: 96) ?? CallSiteResolver.captureStack(limit: 96)
                // The frame that called the wait, where the unwinder lost it: first of the app's.
                if let hint, let captured = stack, !captured.addresses.contains(hint) {
                    stack = CapturedStack(addresses: [hint] + captured.addresses)
                }
                let duration = TimeAmount(nanoseconds: wait.nanoseconds)
                context.loop.timeline.add(TimelineEvent(kind: .blockingWait, name: "wait: \(wait.kind.rawValue)", message: wait.subject,
                                                   at: max(.zero, context.loop.clock.roughNow - duration), lasts: duration, track: .main,
                                                   stack: stack))
            }
        }
    }
}
