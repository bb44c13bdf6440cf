import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

@Suite("Virtual time: the scheduler", .mainline(.quiet))
struct SchedulerTests {
    @Test("work runs by deadline, ties in the order scheduled, in the first frame at or after its deadline")
    func deadlineOrder() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            sim.schedule(after: 0.050) { log("a") }
            sim.schedule(after: 0.020) { log("b") }
            sim.schedule(after: 0.050) { log("c") }
            sim.schedule(after: 0) { log("now") }
        }
        sim.run(for: 0.1)
        #expect(log.entries == ["now", "b", "a", "c"])
        let ran = sim.timeline.flatMap { frame in frame.spans.filter { $0.kind == .scheduledWork }.map { _ in frame.timestamp } }
        #expect(ran.count == 4)
        // b at 20 ms runs in the frame of the vsync at 20 ms (the 60 Hz vsyncs are 16.7 ms apart).
        #expect(abs(ran[1] - 2.0 / 60) < 1e-9)
        #expect(abs(ran[2] - 3.0 / 60) < 1e-9)
        // Each ran in the main-queue phase.
        for frame in sim.timeline {
            for (i, span) in frame.spans.enumerated() where span.kind == .scheduledWork {
                #expect(frame.phase(of: i) == .mainQueue)
            }
        }
    }

    @Test("ten simulated minutes take a few frames: idle vsyncs are skipped")
    func longWaits() {
        let sim = makeSimulation()
        let fired = Box<TimeInterval?>(nil)
        sim.start {
            sim.schedule(after: 600) { fired.value = sim.now }
        }
        sim.run(for: 601)
        #expect(fired.value == 600)
        #expect(sim.frames.count <= 4)
        #expect(abs(sim.now - 601) < 1e-9)
        // runUntilIdle waits for scheduled work too.
        let later = Box(false)
        sim.perform { sim.schedule(after: 3600) { later.value = true } }
        #expect(sim.runUntilIdle(maxFrames: 10))
        #expect(later.value)
    }

    @Test("repeating work skips missed periods; cancelling stops it; a repeating job keeps runUntilIdle busy")
    func repeatingAndCancel() {
        let sim = makeSimulation()
        let times = Box<[TimeInterval]>([])
        let handle = Box<ScheduledWork?>(nil)
        sim.start {
            handle.value = sim.schedule(after: 0.1, repeating: 0.1) {
                times.value.append(sim.now)
                if times.value.count == 3 { handle.value!.cancel() }
            }
        }
        sim.run(for: 1)
        #expect(times.value.count == 3)
        // At 0.1, 0.2 and 0.3 s: deadlines are computed from the first, not accumulated, so the
        // third (0.1 + 2 × 0.1 = 0.30000000000000004) is due at the vsync at 0.3.
        #expect(zip(times.value, [0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-9 })
        let second = makeSimulation()
        second.start { second.schedule(after: 0, repeating: 0.5) {} }
        #expect(!second.runUntilIdle(maxFrames: 20))
        #expect(second.frames.last!.timestamp >= 4.5)
    }

    @Test("DispatchQueue.main.asyncAfter from a turn waits simulation time; main.async blocks are the frame's")
    func mainQueueBlocks() {
        let sim = makeSimulation()
        let log = CallLog()
        sim.start {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log("after 2 s") }
        }
        sim.perform {
            DispatchQueue.main.async {
                Workload.spend(milliseconds: 4)
                log("async")
            }
            log("perform")
        }
        sim.runFrames(1)
        #expect(log.entries == ["perform", "async"])
        let frame = sim.timeline.last!
        let blocks = frame.spans.indices.filter { frame.spans[$0].kind == .mainQueueBlock }
        #expect(blocks.count == 1)
        #expect(frame.phase(of: blocks[0]) == .mainQueue)
        #expect(abs(frame.spans[blocks[0]].duration - 0.004) < 1e-12)
        #expect(abs(frame.record.duration(of: .mainQueue) - 0.004) < 1e-12)
        #expect(frame.counters.mainQueueBlocks == 1)
        sim.run(for: 3)
        #expect(log.entries.last == "after 2 s")
        let ranAt = sim.timeline.first { $0.spans.contains { $0.name == "DispatchQueue.main.asyncAfter" } }!.timestamp
        #expect(abs(ranAt - 2) < 1e-9)
    }

    @Test("a block queued from the commit or from another block runs in the next frame's main-queue phase, whoever drives")
    func deferredBlocks() {
        final class Queuing: UIView {
            var log: CallLog?
            override func layoutSubviews() {
                super.layoutSubviews()
                guard let log else { return }
                DispatchQueue.main.async {
                    Workload.spend(milliseconds: 2)
                    log("from layoutSubviews")
                    DispatchQueue.main.async { log("from a block") }
                }
            }
        }
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { Queuing(frame: smallFrame) }
        sim.runUntilIdle()
        sim.perform {
            view.value!.log = log
            view.value!.setNeedsLayout()
        }
        sim.runFrames(1)
        #expect(log.entries.isEmpty)
        sim.runFrames(1)
        #expect(log.entries == ["from layoutSubviews"])
        let frame = sim.timeline.last!
        let block = frame.spans.indices.first { frame.spans[$0].kind == .mainQueueBlock }
        #expect(block.map { frame.phase(of: $0) } == .mainQueue)
        #expect(block.map { abs(frame.spans[$0].duration - 0.002) < 1e-12 } == true)
        #expect(sim.runUntilIdle())
        #expect(log.entries == ["from layoutSubviews", "from a block"])
    }

    @Test("background threads never wait for a frame: spend, schedule and main.async from them while the turn is held")
    func backgroundCallsDoNotBlock() {
        let sim = makeSimulation()
        let log = CallLog()
        _ = startWithOneView(sim) { UIView(frame: smallFrame) }
        sim.perform {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                Workload.spend(milliseconds: 1)  // not the simulation's: this thread is busy
                sim.schedule(after: 0) { log("scheduled from a background thread") }
                done.signal()
            }
            done.wait()  // the turn is held all along
            log("perform done")
        }
        sim.runFrames(1)
        // Scheduled for "now" during the event phase: due in this frame's main-queue phase.
        #expect(log.entries == ["perform done", "scheduled from a background thread"])
        #expect(abs(sim.timeline.last!.record.duration(of: .event)) < 1e-12, "the background cost is not the main thread's")
    }

    @Test("an asyncAfter block runs as a main-queue block, not holding the turn: it may wait for background UI work")
    func asyncAfterDoesNotHoldTheTurn() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { UIView(frame: smallFrame) }
        let made = Box<UIView?>(nil)
        sim.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    made.value = tagAndMakeView(view.value!)
                    done.signal()
                }
                done.wait()
                log("after the background work")
            }
        }
        sim.run(for: 0.2)
        #expect(log.entries == ["after the background work"])
        #expect(made.value?.creationContext == nil)
    }

    @Test("under the real clock, scheduled work waits real time")
    func realClock() {
        let sim = Simulation(refreshRate: 60, clock: .real)
        let fired = Box<TimeInterval?>(nil)
        sim.start { sim.schedule(after: 0.05) { fired.value = sim.now } }
        sim.run(for: 0.12)
        #expect((fired.value ?? 0) >= 0.05)
        #expect(sim.now >= 0.12)
    }
}
