import Foundation

/// A run's profile accumulator, fed as frames end. Past its first `inlineFrames` frames a run
/// hands its frames over in batches to a thread of the process's own, which accumulates them in
/// order while the frame loop goes on with the next frames: the accumulation (a tenth of a
/// scrolling frame's cost) runs on the machine's other core instead of in the frame loop. A
/// short run (a test's few frames) accumulates in place: a thread would cost more than it saves.
///
/// Not thread-safe itself: `add` and `snapshot` are called holding the simulation's turn.
package final class ProfileRecording: @unchecked Sendable {
    /// Frames a batch holds: one hand-over (a lock and, at most, a wake-up) per batch.
    static let batchSize = 32
    /// Batches handed over and not yet accumulated after which `add` waits for the accumulating
    /// thread: frames in flight stay bounded (memory) when it is slower than the frame loop.
    static let maxBatchesInFlight = 8

    /// Owned by the accumulating thread while batches are in flight; read once none are.
    private var accumulator: ProfileAccumulator
    private let inlineFrames: Int
    private var framesAdded = 0
    private var batch: [FrameTimeline] = []
    /// Guards `batchesInFlight` and orders the accumulator's writes before the reads of
    /// `snapshot`.
    private let handOver = NSCondition()
    private var batchesInFlight = 0

    /// - Parameter inlineFrames: the frames accumulated in place before the hand-over starts.
    package init(_ accumulator: ProfileAccumulator, inlineFrames: Int = 600) {
        self.accumulator = accumulator
        self.inlineFrames = inlineFrames
    }

    /// Adds a frame that has ended.
    package func add(_ frame: FrameTimeline) {
        framesAdded += 1
        guard framesAdded > inlineFrames else {
            accumulator.add(frame)
            return
        }
        batch.append(frame)
        if batch.count >= Self.batchSize { send() }
    }

    /// The accumulator with every frame added so far (waits for those in flight).
    package func snapshot() -> ProfileAccumulator {
        if !batch.isEmpty { send() }
        handOver.lock()
        while batchesInFlight > 0 { handOver.wait() }
        handOver.unlock()
        return accumulator
    }

    private func send() {
        let frames = batch
        batch = []
        batch.reserveCapacity(Self.batchSize)
        handOver.lock()
        while batchesInFlight >= Self.maxBatchesInFlight { handOver.wait() }
        batchesInFlight += 1
        handOver.unlock()
        AccumulatingThread.shared.submit { [self] in
            for frame in frames { accumulator.add(frame) }
            handOver.lock()
            batchesInFlight -= 1
            handOver.broadcast()
            handOver.unlock()
        }
    }
}

/// The process's one thread that accumulates long runs' frames, jobs in the order submitted.
/// It is made when the first long run needs it and waits, blocked, when there is nothing to do.
final class AccumulatingThread: @unchecked Sendable {
    static let shared = AccumulatingThread()

    private let jobsChanged = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var started = false

    func submit(_ job: @escaping @Sendable () -> Void) {
        jobsChanged.lock()
        jobs.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "Mainline profile"
            thread.start()
        }
        jobsChanged.signal()
        jobsChanged.unlock()
    }

    private func run() {
        var taken: [@Sendable () -> Void] = []
        while true {
            jobsChanged.lock()
            while jobs.isEmpty { jobsChanged.wait() }
            swap(&taken, &jobs)
            jobsChanged.unlock()
            for job in taken { job() }
            taken.removeAll(keepingCapacity: true)
        }
    }
}
