import Foundation
import Synchronization
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
        var descriptor = pollfd(fd: mainQueueHandle, events: Int16(POLLIN), revents: 0)
        return mainQueueHandle < 0 || poll(&descriptor, 1, 0) != 0
        #else
        return true
        #endif
    }

    #if os(Linux)
    /// Dispatch's eventfd for the main queue (readable while blocks wait).
    static let mainQueueHandle: Int32 = dispatchMainQueueHandle()
    #endif
}

/// Wakes the process's main thread when it waits, serving the main run loop, for background
/// work to finish: without it the wait lasted until a main-queue block came or its timeout
/// passed (half a millisecond at every frame that waited for a task: a sixth of a fast run).
/// One for the process (it has one main thread): a task of any simulation that ends signals it,
/// and a waiter woken for another simulation's task looks again and waits on.
final class MainThreadWake: @unchecked Sendable {
    static let shared = MainThreadWake()

    private var descriptors: [Int32] = [-1, -1]
    private let waiting = Atomic<Bool>(false)

    private init() {
        #if os(Linux)
        guard pipe(&descriptors) == 0 else { descriptors = [-1, -1]; return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        #endif
    }

    deinit {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }

    /// Called by the waiter before it looks at what it waits for: a `signal()` from then on
    /// ends its next `wait`.
    func prepare() { waiting.store(true, ordering: .sequentiallyConsistent) }

    /// Called by the waiter when it stops waiting.
    func done() { waiting.store(false, ordering: .sequentiallyConsistent) }

    /// Called after what the waiter waits for has changed.
    func signal() {
        guard descriptors[1] >= 0, waiting.load(ordering: .sequentiallyConsistent) else { return }
        var byte: UInt8 = 1
        _ = write(descriptors[1], &byte, 1)
    }

    /// Waits until main-queue blocks wait, `signal()` is called, or a millisecond passes; then
    /// serves the main run loop if it has work. On the process's main thread.
    func wait() {
        #if os(Linux)
        guard descriptors[0] >= 0 else {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
            return
        }
        let signalled = withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { polled in
            polled[0] = pollfd(fd: MainRunLoopTurn.mainQueueHandle, events: Int16(POLLIN), revents: 0)
            polled[1] = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
            _ = poll(polled.baseAddress, 2, 1)
            return polled[1].revents != 0
        }
        if signalled {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                while read(descriptors[0], buffer.baseAddress, 64) > 0 {}
            }
        }
        MainRunLoopTurn.serveIfNeeded()
        #else
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
        #endif
    }
}
