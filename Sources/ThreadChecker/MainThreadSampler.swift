import Foundation
import Synchronization
import ThreadCheckerHooks

/// A sampling profiler for code segments of one thread at a time: while a segment is published
/// (``enter(_:)`` … ``leave()``), a thread of its own interrupts the publishing thread every
/// ``interval`` with a signal and records its stack (the interrupted instruction first, then
/// its callers' return addresses). A segment's samples are taken by its thread once it leaves
/// (``takeSamples(of:)``); symbolicating them is left to whoever reports them.
///
/// Publishing costs two atomic stores; the sampling thread sleeps while no client is
/// registered (``register()``/``unregister()``).
public final class MainThreadSampler: @unchecked Sendable {
    /// The process's sampler.
    public static let shared = MainThreadSampler()

    /// Time between samples (0.5 ms).
    public let interval: TimeInterval = 0.0005
    /// Samples kept per segment at most (the rest are counted, not kept).
    public static let samplesPerSegment = 64

    private let segment = Atomic<UInt64>(0)
    private let thread = Atomic<UInt>(0)
    private let pending = Atomic<Int>(0)
    /// Samples by segment, and how many each segment had (reservoir sampling keeps an even
    /// spread of a long segment's samples).
    private let taken = Locked<[UInt64: (samples: [CapturedStack], seen: Int)]>([:])
    private let clients = NSCondition()
    private var clientCount = 0
    private var started = false
    private let nextSerial = Atomic<UInt64>(1)

    private init() {}

    /// A new segment number (unique in the process).
    public func makeSerial() -> UInt64 {
        nextSerial.add(1, ordering: .relaxed).newValue
    }

    /// Starts sampling the calling thread as segment `serial` (from ``makeSerial()``).
    @inline(__always)
    public func enter(_ serial: UInt64) {
        thread.store(ThreadIdentity.current, ordering: .relaxed)
        segment.store(serial, ordering: .releasing)
    }

    /// Stops sampling the current segment.
    @inline(__always)
    public func leave() {
        segment.store(0, ordering: .releasing)
    }

    /// The samples recorded for segment `serial` (once; empty when none were).
    @inline(__always)
    public func takeSamples(of serial: UInt64) -> [CapturedStack] {
        guard pending.load(ordering: .acquiring) > 0 else { return [] }
        return takeSlow(serial)
    }

    @inline(never)
    private func takeSlow(_ serial: UInt64) -> [CapturedStack] {
        taken.withLock { table in
            guard let entry = table.removeValue(forKey: serial) else { return [] }
            pending.subtract(1, ordering: .releasing)
            return entry.samples
        }
    }

    /// A client (a measuring simulation) starts: the sampling thread runs while there is one.
    public func register() {
        clients.lock()
        clientCount += 1
        if !started {
            started = true
            let sampler = Thread { [self] in run() }
            sampler.name = "Mainline sampler"
            sampler.stackSize = 1 << 20
            sampler.start()
        }
        clients.broadcast()
        clients.unlock()
    }

    /// A client is done.
    public func unregister() {
        clients.lock()
        clientCount = max(0, clientCount - 1)
        clients.unlock()
    }

    private func run() {
        var frames = [UInt](repeating: 0, count: 48)
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lastCPU: (thread: UInt, nanoseconds: Int64) = (0, -1)
        while true {
            clients.lock()
            while clientCount == 0 { clients.wait() }
            clients.unlock()
            Thread.sleep(forTimeInterval: interval)
            let serial = segment.load(ordering: .acquiring)
            guard serial != 0 else { continue }
            let target = thread.load(ordering: .relaxed)
            // A thread whose CPU time has not moved is blocked (in a wait or a sleep): nothing to
            // sample, and a signal would only cut its wait short.
            let cpu = ThreadClock.cpuNanoseconds(of: target) ?? -1
            defer { lastCPU = (target, cpu) }
            guard cpu < 0 || lastCPU.thread != target || cpu != lastCPU.nanoseconds else { continue }
            let count = frames.withUnsafeMutableBufferPointer { Int(mtc_sample_thread(target, $0.baseAddress, 48, 20)) }
            guard count > 0 else { continue }
            let stack = CapturedStack(addresses: Array(frames.prefix(count)))
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let draw = Int(truncatingIfNeeded: random >> 33)
            taken.withLock { table in
                // A sample that landed after the segment ended belongs to no segment (checked under
                // the lock its thread takes the samples with, so none is left behind).
                guard segment.load(ordering: .acquiring) == serial else { return }
                guard var entry = table[serial] else {
                    table[serial] = ([stack], 1)
                    pending.add(1, ordering: .releasing)
                    return
                }
                entry.seen += 1
                if entry.samples.count < Self.samplesPerSegment {
                    entry.samples.append(stack)
                } else if draw % entry.seen < Self.samplesPerSegment {
                    entry.samples[draw % Self.samplesPerSegment] = stack
                }
                table[serial] = entry
            }
        }
    }
}
