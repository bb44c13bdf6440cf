import Foundation
import ThreadChecker
#if canImport(Glibc)
import Glibc
#endif

#if os(Linux)
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
#endif

/// Serves the main run loop between a frame's turns, only when it has something to do.
///
/// A turn of `RunLoop.main` costs microseconds even when nothing waits (it walks its modes,
/// sources and timers, and re-arms its epoll set): a tenth of a fast simulation's frame. On
/// Linux, Dispatch wakes the run loop for main-queue blocks through an eventfd that the run loop
/// reads when it drains the queue, so "the descriptor is readable" is "main-queue blocks wait";
/// a poll of it costs a fraction of a turn. Other run-loop work (Foundation timers, sources
/// added by the app) is served by a turn at least every millisecond of wall time, which is
/// sooner than such a timer, paced by the wall clock, can tell.
enum MainRunLoopTurn {
    private static let otherWorkInterval: Int64 = 1_000_000
    /// Wall time of the last turn; touched on the process's main thread only.
    nonisolated(unsafe) private static var lastTurn: Int64 = 0

    /// Runs the main run loop once without waiting, if blocks wait on the main queue or a
    /// millisecond has passed since the last turn. Call on the process's main thread.
    static func serveIfNeeded() {
        let now = ThreadClock.monotonicNanoseconds
        guard mainQueueHasBlocks || now - lastTurn >= otherWorkInterval else { return }
        lastTurn = now
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
    }

    private static var mainQueueHasBlocks: Bool {
        #if os(Linux)
        var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        return handle < 0 || poll(&descriptor, 1, 0) != 0
        #else
        return true
        #endif
    }

    #if os(Linux)
    private static let handle: Int32 = dispatchMainQueueHandle()
    #endif
}
