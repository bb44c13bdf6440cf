import Foundation
import Synchronization
import ThreadCheckerHooks

/// Watches the main queue's turn from a thread of its own, and reports a turn held longer
/// than ``threshold`` (a hang: the app stops responding) while it lasts, with what the main
/// thread is doing: its stack, sampled with a signal, and what the runtime says it is running.
public final class HangWatchdog: @unchecked Sendable {
    /// The process's watchdog (it watches ``MainTurn/shared``).
    public static let shared = HangWatchdog()

    /// The longest a main-queue turn may run before it is reported (0.25 s, Apple's hang
    /// threshold; `MTC_HANG_THRESHOLD_MS` sets it, 0 turns the watchdog off).
    public var threshold: TimeInterval {
        get { Double(thresholdNanoseconds.load(ordering: .relaxed)) / 1e9 }
        set { thresholdNanoseconds.store(UInt64(max(0, newValue) * 1e9), ordering: .relaxed) }
    }
    private let thresholdNanoseconds: Atomic<UInt64>

    /// Says what the main thread is running (the frame phase, say), for hang reports. Called
    /// on the watchdog's thread: it must read only what is safe to read from there.
    public var describeActivity: (@Sendable () -> String?)? {
        get { activity.withLock { $0 } }
        set { activity.withLock { $0 = newValue } }
    }
    private let activity = Locked<(@Sendable () -> String?)?>(nil)

    /// Says whether the main thread's work now is accounted for by someone else (a simulation's
    /// frame, whose profile reports hangs on its own clock): the watchdog then stays quiet, so
    /// a hang is reported once, by its owner — and sampling does not cut the main thread's
    /// waits short. Called on the watchdog's thread.
    public var isMainWorkAccounted: (@Sendable () -> Bool)? {
        get { accounted.withLock { $0 } }
        set { accounted.withLock { $0 = newValue } }
    }
    private let accounted = Locked<(@Sendable () -> Bool)?>(nil)

    private let started = Atomic<Bool>(false)

    private init() {
        let milliseconds = ProcessInfo.processInfo.environment["MTC_HANG_THRESHOLD_MS"].flatMap(Double.init)
        thresholdNanoseconds = Atomic(UInt64(max(0, milliseconds ?? 250) * 1e6))
    }

    func start(watching turn: MainTurn) {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        let thread = Thread { [self] in watch(turn) }
        thread.name = "Mainline hang watchdog"
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Samples a long turn once per threshold while it lasts: a turn that stalls at several
    /// places is reported at each (records merge by site, with counts).
    private func watch(_ turn: MainTurn) {
        var watchedTurn: UInt64 = 0
        var lastReport: UInt64 = 0
        while true {
            let threshold = thresholdNanoseconds.load(ordering: .relaxed)
            Thread.sleep(forTimeInterval: threshold == 0 ? 0.25 : max(0.005, Double(threshold) / 5e9))
            guard threshold > 0 else { continue }
            let since = turn.heldSince.load(ordering: .acquiring)
            let number = turn.turnNumber.load(ordering: .relaxed)
            guard since != 0 else { continue }
            if number != watchedTurn {
                watchedTurn = number
                lastReport = since
            }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now > lastReport, now - lastReport >= threshold else { continue }
            lastReport = now
            if isMainWorkAccounted?() == true { continue }
            report(turn, heldFor: Double(now - since) / 1e9, threshold: Double(threshold) / 1e9)
        }
    }

    private func report(_ turn: MainTurn, heldFor: TimeInterval, threshold: TimeInterval) {
        guard let holder = turn.holderSnapshot else { return }
        var frames = [UInt](repeating: 0, count: 48)
        let count = frames.withUnsafeMutableBufferPointer { Int(mtc_sample_thread(holder.thread, $0.baseAddress, 48, 200)) }
        let lentAt = turn.lentAt.withLock { $0 }
        let stack = lentAt ?? (count > 0 ? CapturedStack(addresses: Array(frames.prefix(count))) : nil)
        var detail = String(format: "The main queue's turn has run %.0f ms (threshold %.0f ms)", heldFor * 1000, threshold * 1000)
        if let running = describeActivity?() { detail += "; running: \(running)" }
        if lentAt != nil { detail += "; the main thread is blocked in a Dispatch wait" }
        if stack == nil { detail += "; its stack could not be sampled" }
        detail += "."
        MainThreadChecker.shared.recordHang(stack: stack, detail: detail, thread: holder)
    }
}
