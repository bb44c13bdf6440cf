import Foundation
import ThreadChecker

/// Declares the cost of work for the virtual clock: the simulation counts it as the time the
/// current phase took (on the real clock the thread is kept busy that long).
public enum Workload {
    /// Spends `milliseconds` of main-thread time in the current phase of the simulation whose
    /// turn or main-queue block runs on this thread (anywhere else — a background queue, code
    /// outside any simulation — the thread is kept busy that long).
    public static func spend(milliseconds: Double, function: String = #function, file: String = #filePath, line: Int = #line) {
        guard milliseconds > 0, milliseconds.isFinite else { return }
        if let context = SimulationContext.runningWithoutBlocking {
            MainTurn.shared.begin()
            context.loop.declare(TimeAmount(milliseconds: milliseconds), at: CallSite(function: function, file: file, line: line))
            MainTurn.shared.end()
        } else if let task = BackgroundTask.current, let context = task.context, !context.loop.clock.isReal {
            // A simulation's background work: it stands for that much more simulated time.
            task.declare(TimeAmount(milliseconds: milliseconds))
        } else {
            busyWait(TimeAmount(milliseconds: milliseconds))
        }
    }

    /// Declares `milliseconds` of render-server time for the current frame of the simulation
    /// whose turn runs on this thread (a blur, a large shadow, offscreen passes): a frame whose
    /// render takes longer than a refresh interval is a render hitch.
    public static func spendRenderServer(milliseconds: Double) {
        guard milliseconds > 0, milliseconds.isFinite, let context = SimulationContext.runningWithoutBlocking else { return }
        MainTurn.shared.begin()
        context.loop.timeline.addRenderTime(TimeAmount(milliseconds: milliseconds))
        MainTurn.shared.end()
    }

    static func busyWait(_ amount: TimeAmount) {
        let end = ThreadClock.monotonicNanoseconds + amount.nanoseconds
        while ThreadClock.monotonicNanoseconds < end {}
    }
}

extension FrameLoop {
    /// A cost the app declared at `site` (`Workload.spend`): time in the current span of the
    /// app's code, which keeps where its largest declared cost was (for reports without samples).
    func declare(_ amount: TimeAmount, at site: CallSite) {
        clock.spend(amount)
        if timeline.options.recordsSpans, let token = clock.innermostAppToken {
            timeline.noteDeclared(amount, at: site, stack: timeline.stack(of: token) == nil ? CallSiteResolver.captureStack() : nil,
                                  to: token)
        }
    }
}
