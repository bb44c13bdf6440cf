import Dispatch
import Foundation
@testable import Mainline
import Testing

@Suite("The frame loop")
struct FrameLoopTests {
    final class OrderView: UIView {
        var log: CallLog?
        override func layoutSubviews() {
            log?("layoutSubviews")
            super.layoutSubviews()
        }
        override func draw(_ rect: CGRect) {
            log?("draw")
        }
    }

    @Test("within a frame: events, then main-queue blocks in FIFO order, then display links, then the commit")
    func phaseOrder() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = Box<OrderView?>(nil)
        sim.start {
            let window = UIWindow()
            let v = OrderView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(v)
            window.makeKeyAndVisible()
            view.value = v
            // Added now, it fires from the next frame on.
            CADisplayLink { _ in log("displayLink") }.add(to: .main, forMode: .common)
        }
        sim.runFrames(1)
        log.clear()
        view.value!.log = log
        sim.perform {
            log("perform 1")
            DispatchQueue.main.async { log("main queue 1") }
            DispatchQueue.main.async {
                log("main queue 2")
                view.value!.setNeedsLayout()
                view.value!.setNeedsDisplay()
            }
        }
        sim.perform { log("perform 2") }
        sim.runFrames(1)
        #expect(log.entries == ["perform 1", "perform 2", "main queue 1", "main queue 2", "displayLink", "layoutSubviews", "draw"])
    }

    @Test("the virtual clock: same input, same records, bit for bit")
    func determinism() {
        func run() -> [FrameRecord] {
            let sim = makeSimulation()
            final class Busy: UIView {
                override func layoutSubviews() {
                    Workload.spend(milliseconds: 3)
                    super.layoutSubviews()
                }
            }
            let view = startWithOneView(sim) { Busy(frame: smallFrame) }
            for i in 0..<5 {
                sim.perform {
                    Workload.spend(milliseconds: Double(i))
                    view.value!.frame.size.width += 1
                }
                sim.runFrames(1)
            }
            return sim.frames
        }
        let a = run(), b = run()
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.start.bitPattern == y.start.bitPattern)
            #expect(x.end.bitPattern == y.end.bitPattern)
            #expect(x.phases.map(\.duration.bitPattern) == y.phases.map(\.duration.bitPattern))
            #expect(x.counters == y.counters)
        }
    }

    @Test("declared costs land in their phase; a long frame makes the vsyncs it overlaps go by")
    func declaredCostsAndSkippedVsyncs() {
        final class Slow: UIView {
            var cost = 0.0
            override func layoutSubviews() {
                Workload.spend(milliseconds: cost)
                super.layoutSubviews()
            }
        }
        let sim = makeSimulation()
        let view = startWithOneView(sim) { Slow(frame: smallFrame) }
        sim.runUntilIdle()
        let before = sim.frames.count
        sim.perform {
            view.value!.cost = 40
            view.value!.setNeedsLayout()
            Workload.spend(milliseconds: 2)
        }
        sim.runFrames(6)
        let frames = Array(sim.frames.dropFirst(before))
        let slow = frames[0]
        #expect(abs(slow.duration(of: .layout) - 0.040) < 1e-9)
        #expect(abs(slow.duration(of: .event) - 0.002) < 1e-9)
        #expect(abs(slow.duration - 0.042) < 1e-9)
        #expect(abs(slow.budget - 1.0 / 60) < 1e-9)
        // 42 ms at 60 Hz: the next frame starts at the third vsync after this one.
        #expect(frames[1].vsync == slow.vsync + 3)
        // Six vsyncs, one frame of them taking three: four frames in all.
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0.vsync < slow.vsync + 6 })
    }

    @Test("display links: timestamps, target timestamps, a lower preferred rate, invalidation")
    func displayLinks() {
        let sim = makeSimulation(refreshRate: 120)
        final class Stamps: @unchecked Sendable { var every: [(TimeInterval, TimeInterval)] = []; var half = 0 }
        let stamps = Stamps()
        let links = Box<(CADisplayLink?, CADisplayLink?)>((nil, nil))
        sim.start {
            let everyFrame = CADisplayLink { link in stamps.every.append((link.timestamp, link.targetTimestamp)) }
            everyFrame.add(to: .main, forMode: .common)
            let halfRate = CADisplayLink { _ in stamps.half += 1 }
            halfRate.preferredFramesPerSecond = 60
            halfRate.add(to: .main, forMode: .common)
            links.value = (everyFrame, halfRate)
        }
        sim.runFrames(8)
        #expect(stamps.every.count == 8)
        for (i, (t, target)) in stamps.every.enumerated() {
            #expect(abs(t - Double(i + 1) / 120) < 1e-9)
            #expect(abs(target - t - 1.0 / 120) < 1e-9)
        }
        #expect(stamps.half == 4)
        sim.perform { links.value.0?.invalidate() }
        sim.runFrames(4)
        #expect(stamps.every.count == 8)
        #expect(sim.runUntilIdle(maxFrames: 5) == false, "an active display link keeps the simulation busy")
        sim.perform { links.value.1?.isPaused = true }
        #expect(sim.runUntilIdle(maxFrames: 5))
    }

    @Test("an explicit CATransaction commit runs the passes at once")
    func explicitTransaction() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { OrderView(frame: smallFrame) }
        sim.runUntilIdle()
        view.value!.log = log
        sim.perform {
            CATransaction.begin()
            view.value!.setNeedsLayout()
            CATransaction.begin()
            CATransaction.commit()
            log("inner commit")
            CATransaction.commit()
            log("outer commit")
        }
        sim.runFrames(1)
        #expect(log.entries == ["inner commit", "layoutSubviews", "outer commit"])
    }

    @Test("siblings are laid out and drawn in subview order, whatever order they were invalidated in")
    func siblingOrder() {
        let sim = makeSimulation()
        let log = CallLog()
        let views = Box<[LoggingView]>([])
        sim.start {
            let window = UIWindow()
            for name in ["a", "b", "c", "d"] {
                let v = LoggingView(name, log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(v)
                views.value.append(v)
            }
            window.makeKeyAndVisible()
        }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            let v = views.value
            for i in [3, 1, 0] {
                v[i].setNeedsLayout()
                v[i].setNeedsDisplay()
            }
        }
        sim.runFrames(1)
        #expect(log.entries == ["a.layoutSubviews", "b.layoutSubviews", "d.layoutSubviews", "a.draw", "b.draw", "d.draw"])
        log.clear()
        sim.perform {
            let v = views.value
            v[0].superview!.bringSubviewToFront(v[0])  // b c d a
            v[0].setNeedsLayout()
            v[2].setNeedsLayout()
        }
        sim.runFrames(1)
        #expect(log.entries == ["c.layoutSubviews", "a.layoutSubviews"])
    }

    @Test("a hidden view's display waits until it is shown, without keeping the simulation busy")
    func hiddenDisplay() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { LoggingView("v", log: log, frame: smallFrame) }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            view.value!.isHidden = true
            view.value!.setNeedsDisplay()
        }
        #expect(sim.runUntilIdle(maxFrames: 5), "display pending in a hidden view is not work to do")
        #expect(log.entries.isEmpty)
        sim.perform { view.value!.isHidden = false }
        sim.runFrames(1)
        #expect(log.entries == ["v.draw"])
    }

    @Test("runUntilIdle stops when nothing is pending")
    func idle() {
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            window.makeKeyAndVisible()
        }
        #expect(sim.runUntilIdle(maxFrames: 10))
        let frames = sim.frames.count
        #expect(sim.runUntilIdle(maxFrames: 10))
        #expect(sim.frames.count == frames + 1, "an idle simulation needs one frame to see it")
    }

    @Test("frames can be driven from a plain thread and from async code")
    func drivingContexts() async {
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            sim.runFrames(3)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(sim.frames.count == 4)
        await sim.runFrames(2)
        #expect(sim.frames.count == 6)
        let idle = await sim.runUntilIdle(maxFrames: 3)
        #expect(idle)
        #expect(sim.frames.map(\.vsync) == Array(0..<sim.frames.count))
    }

    @Test("the budget follows the refresh rate", arguments: [60.0, 120.0, 90.0])
    func budgets(rate: Double) {
        let sim = makeSimulation(refreshRate: rate)
        sim.start {}
        sim.runFrames(3)
        #expect(sim.frames.allSatisfy { abs($0.budget - 1 / rate) < 1e-9 })
        #expect(abs(sim.frames.last!.timestamp - 3 / rate) < 1e-9)
    }

    @Test("the real clock paces frames to vsyncs")
    func realClock() {
        let sim = withMainlineConfiguration(.quiet) { Simulation(refreshRate: 60, clock: .real) }
        sim.start {}
        let start = Date()
        sim.runFrames(6)
        #expect(Date().timeIntervalSince(start) >= 5.0 / 60)
        // A loaded machine may miss vsyncs (they are skipped, as on a device), so the number of
        // frames is not fixed; what is fixed is that no frame starts before its vsync.
        let frames = sim.frames
        #expect(!frames.isEmpty)
        #expect(sim.now >= 5.0 / 60)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.vsync < $1.vsync })
        #expect(frames.allSatisfy { $0.start >= $0.timestamp - 1e-9 })
    }
}

/// A 10 × 10 frame for test views.
let smallFrame = CGRect(x: 0, y: 0, width: 10, height: 10)

/// Starts `sim` with a visible window holding one view made by `make`; the box gets the view.
func startWithOneView<V: UIView>(_ sim: Simulation, _ make: @escaping () -> V) -> Box<V?> {
    let view = Box<V?>(nil)
    sim.start {
        let window = UIWindow()
        let v = make()
        window.addSubview(v)
        window.makeKeyAndVisible()
        view.value = v
    }
    return view
}
