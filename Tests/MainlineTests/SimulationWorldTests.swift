import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

/// A small app that exercises every per-simulation record: views made in the simulation's
/// turns (ids), constraints (one unsatisfiable: a diagnostic), declared costs, a forced layout
/// in an event handler, main-queue blocks, scheduled work, a display link. `variant` makes two
/// simulations differ.
private final class WorldApp: @unchecked Sendable {
    final class Cell: UIView {
        var cost = 0.0
        override func layoutSubviews() {
            Workload.spend(milliseconds: cost)
            super.layoutSubviews()
        }
    }

    let sim: Simulation
    let variant: Int
    var cells: [Cell] = []
    var ticks = 0

    init(variant: Int) {
        self.variant = variant
        sim = makeSimulation()
    }

    /// Launch, then `steps` frames of work; each step is one call of a driver.
    func run(steps: Int, step: (Int) -> Void = { _ in }) {
        sim.start {
            let window = UIWindow()
            for i in 0..<(3 + self.variant) {
                let cell = Cell(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 390, height: 44))
                cell.cost = Double(self.variant + 1) * 0.5
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "Row \(i) of variant \(self.variant)"
                cell.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                    label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                ])
                window.addSubview(cell)
                self.cells.append(cell)
            }
            // Two required widths: UIKit's log, one broken.
            let first = self.cells[0]
            first.subviews[0].widthAnchor.constraint(equalToConstant: 100).isActive = true
            first.subviews[0].widthAnchor.constraint(equalToConstant: 120).isActive = true
            window.makeKeyAndVisible()
            CADisplayLink { _ in self.ticks += 1 }.add(to: .main, forMode: .common)
        }
        for i in 0..<steps {
            sim.perform {
                let cell = self.cells[i % self.cells.count]
                cell.frame.size.height += 1
                cell.layoutIfNeeded()  // a forced layout in an event handler
                Workload.spend(milliseconds: Double(self.variant) + 0.25)
                DispatchQueue.main.async {
                    Workload.spend(milliseconds: 1.5)
                    self.cells.last!.setNeedsLayout()
                }
                if i == 1 {
                    self.sim.schedule(after: 0.05) { self.cells[0].setNeedsDisplay() }
                }
            }
            step(i)
        }
    }

    /// The simulation's records, as one value.
    var records: ([FrameTimeline], [LayoutDiagnostic]) { (sim.timeline, sim.diagnostics) }
}

/// The first difference between two runs' records, or nil. Thread violations are left out:
/// the checker is process-wide, and other tests running at the same time make some.
private func difference(_ a: ([FrameTimeline], [LayoutDiagnostic]), _ b: ([FrameTimeline], [LayoutDiagnostic])) -> String? {
    func strip(_ frames: [FrameTimeline]) -> [FrameTimeline] {
        frames.map { var f = $0; f.events.removeAll { $0.kind == .threadViolation }; return f }
    }
    let (x, y) = (strip(a.0), strip(b.0))
    if x.count != y.count { return "\(x.count) frames vs \(y.count)" }
    for (f, g) in zip(x, y) where f != g {
        if f.spans != g.spans {
            let i = f.spans.indices.first { $0 >= g.spans.count || f.spans[$0] != g.spans[$0] } ?? f.spans.count
            return "frame \(f.index), span \(i): \(i < f.spans.count ? "\(f.spans[i])" : "-") vs \(i < g.spans.count ? "\(g.spans[i])" : "-")"
        }
        return "frame \(f.index): \(f.events) \(f.counters) vs \(g.events) \(g.counters)"
    }
    if a.1 != b.1 { return "diagnostics: \(a.1.map(\.message)) vs \(b.1.map(\.message))" }
    return nil
}

@Suite("One simulation, one world", .mainline(.quiet))
struct SimulationWorldTests {
    @Test("two simulations interleaved or on two threads at once record what each records alone")
    func parallelSimulationsMatchSoloRuns() {
        let steps = 12
        func solo(_ variant: Int) -> ([FrameTimeline], [LayoutDiagnostic]) {
            let app = WorldApp(variant: variant)
            app.run(steps: steps) { _ in app.sim.runFrames(1) }
            app.sim.runFrames(6)
            return app.records
        }
        let aloneA = solo(0), aloneB = solo(2)
        #expect(aloneA.0.count > steps)
        #expect(aloneA.0.contains { !$0.record.synchronousLayouts.isEmpty })
        #expect(aloneA.1.contains { $0.kind == .unsatisfiableConstraints })
        #expect(difference(aloneA, aloneB) != nil, "the variants differ, so the comparison can fail")

        // Interleaved: A's frame, then B's, then A's …, each driven from its own thread.
        let interleavedA = WorldApp(variant: 0), interleavedB = WorldApp(variant: 2)
        // Each thread drives its app one frame at a time, then hands over to the other.
        let group = DispatchGroup()
        let turnA = DispatchSemaphore(value: 1), turnB = DispatchSemaphore(value: 0)
        func driveInTurns(_ app: WorldApp, mine: DispatchSemaphore, theirs: DispatchSemaphore) {
            group.enter()
            Thread.detachNewThread {
                app.run(steps: steps) { _ in
                    mine.wait()
                    app.sim.runFrames(1)
                    theirs.signal()
                }
                mine.wait()
                app.sim.runFrames(6)
                theirs.signal()
                group.leave()
            }
        }
        driveInTurns(interleavedA, mine: turnA, theirs: turnB)
        driveInTurns(interleavedB, mine: turnB, theirs: turnA)
        group.wait()
        #expect(difference(interleavedA.records, aloneA) == nil)
        #expect(difference(interleavedB.records, aloneB) == nil)

        // In parallel: two threads, no coordination.
        let parallelA = WorldApp(variant: 0), parallelB = WorldApp(variant: 2)
        for app in [parallelA, parallelB] {
            group.enter()
            Thread.detachNewThread {
                app.run(steps: steps) { _ in app.sim.runFrames(1) }
                app.sim.runFrames(6)
                group.leave()
            }
        }
        group.wait()
        #expect(difference(parallelA.records, aloneA) == nil)
        #expect(difference(parallelB.records, aloneB) == nil)
    }

    @Test("accessibility notifications and animation blocks belong to the simulation they happen in")
    func accessibilityAndAnimationScopesPerSimulation() {
        let a = makeSimulation(), b = makeSimulation()
        let viewInB = Box<UIView?>(nil)
        let openSeenInB = Box<Bool?>(nil)
        b.start {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            viewInB.value = UIView(frame: .zero)
            window.addSubview(viewInB.value!)
            window.makeKeyAndVisible()
        }
        a.start {
            UIAccessibility.post(notification: .announcement, argument: "from a")
            UIView.animate(withDuration: 1) {
                // A block open in a, and b driven from inside it: b's world has none open.
                b.perform { openSeenInB.value = ViewAnimationScope.isAnyOpen }
                b.runFrames(1)
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        }
        #expect(a.accessibilityNotifications.map(\.notification) == [.announcement, .layoutChanged])
        #expect(a.accessibilityNotifications.first?.text == "from a")
        #expect(b.accessibilityNotifications.isEmpty)
        #expect(openSeenInB.value == false)
    }

    @Test("object ids are deterministic per simulation: a second simulation starts from the same ids")
    func deterministicIDs() {
        func firstDescriptions() -> [String] {
            let sim = makeSimulation()
            let names = Box<[String]>([])
            sim.start {
                let window = UIWindow()
                let view = UIView()
                let constraint = view.widthAnchor.constraint(equalToConstant: 10)
                window.addSubview(view)
                names.value = [window.shortDescription, view.shortDescription, "\(constraint)"]
            }
            return names.value
        }
        let first = firstDescriptions()
        _ = UIView()  // made outside every simulation: takes no simulation's id
        #expect(firstDescriptions() == first)
        #expect(first[0] == "UIWindow:0x1")
    }

    @Test("views made outside a simulation's turn belong to the window they join")
    func viewsJoinTheirWindowsSimulation() {
        let sim = makeSimulation()
        let window = Box<UIWindow?>(nil)
        sim.start {
            window.value = UIWindow()
            window.value!.makeKeyAndVisible()
        }
        let outsider = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inspect(sim) { window.value!.addSubview(outsider) }
        // Asked from another simulation's turn, the view still answers with its window's.
        let other = makeSimulation()
        let context = inspect(other) { ObjectIdentifier(outsider.context) }
        #expect(context == ObjectIdentifier(sim.context))
    }
}

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

@Suite("CATransaction as Core Animation has it", .mainline(.quiet))
struct TransactionTests {
    @Test("settings are read through the stack, innermost first, and end with their transaction")
    func nestedSettings() {
        let sim = makeSimulation()
        let seen = Box<[String]>([])
        sim.start {
            func note() { seen.value.append("\(CATransaction.animationDuration()) \(CATransaction.disableActions())") }
            note()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.begin()
            note()
            CATransaction.setDisableActions(true)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            note()
            CATransaction.commit()
            note()
            CATransaction.commit()
            note()
        }
        #expect(seen.value == ["0.25 false", "1.0 false", "1.0 true", "1.0 false", "0.25 false"])
    }

    @Test("an outermost explicit commit with no implicit transaction lays out now; its completion follows in the main-queue phase")
    func explicitCommitAndCompletion() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { LoggingView("v", log: log, frame: smallFrame) }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            view.value!.setNeedsLayout()
            CATransaction.commit()
            log("after commit")
        }
        sim.runFrames(1)
        #expect(log.entries == ["v.layoutSubviews", "after commit", "completion"])
        let frame = sim.timeline.last!
        let completion = frame.spans.firstIndex { $0.kind == .transactionCompletion }
        #expect(completion.map { frame.phase(of: $0) } == .mainQueue)
        #expect(frame.spans.contains { $0.kind == .transactionCommit })
    }

    @Test("inside an open implicit transaction, an explicit commit waits for the frame's commit; completions run after it")
    func nestedInImplicit() {
        let sim = makeSimulation()
        let log = CallLog()
        let view = startWithOneView(sim) { LoggingView("v", log: log, frame: smallFrame) }
        sim.runUntilIdle()
        log.clear()
        sim.perform {
            view.value!.setNeedsLayout()  // opens the implicit transaction
            CATransaction.begin()
            CATransaction.setCompletionBlock { log("completion") }
            CATransaction.commit()
            log("after commit")
        }
        sim.runFrames(1)
        #expect(log.entries == ["after commit", "v.layoutSubviews"])
        sim.runFrames(1)
        #expect(log.entries == ["after commit", "v.layoutSubviews", "completion"])
    }

    @Test("each simulation has its own transaction stack")
    func perSimulation() {
        let a = makeSimulation(), b = makeSimulation()
        a.start { CATransaction.begin(); CATransaction.setAnimationDuration(3) }  // left open in A
        let seen = Box<TimeInterval>(0)
        b.start { seen.value = CATransaction.animationDuration() }
        #expect(seen.value == 0.25)
        let inA = Box<TimeInterval>(0)
        a.perform { inA.value = CATransaction.animationDuration() }
        a.runFrames(1)
        #expect(inA.value == 3)
    }
}

@Suite("The span timeline", .mainline(.quiet))
struct TimelineTests {
    final class Row: UIView {
        override func layoutSubviews() {
            Workload.spend(milliseconds: 2)
            super.layoutSubviews()
        }
        override func draw(_ rect: CGRect) {}
    }

    @Test("frame → phase → handler → forced layout → the views it laid out, with ids, call site and times")
    func nesting() throws {
        let sim = makeSimulation()
        let view = startWithOneView(sim) { Row(frame: smallFrame) }
        sim.runUntilIdle()
        let line = Box(0)
        sim.perform {
            view.value!.frame.size.width += 10
            line.value = #line + 1
            view.value!.layoutIfNeeded()
        }
        sim.runFrames(1)
        let frame = sim.timeline.last!
        let forced = try #require(frame.spans.firstIndex { $0.kind == .layoutIfNeeded })
        let span = frame.spans[forced]
        #expect(span.object?.description == view.value!.shortDescription)
        #expect(span.callSite?.fileName == "SimulationWorldTests.swift")
        #expect(span.callSite?.line == line.value)
        // The window (its subview changed size) and the row: layoutIfNeeded lays out from the
        // topmost ancestor that needs layout.
        #expect(span.viewsLaidOut == 2)
        #expect(abs(span.duration - 0.002) < 1e-12)
        let handler = try #require(span.parent)
        #expect(frame.spans[handler].kind == .perform)
        #expect(frame.phase(of: forced) == .event)
        let inside = frame.children(of: forced).map { frame.spans[$0] }
        #expect(inside.map(\.kind) == [.layoutSubviews, .layoutSubviews])
        #expect(inside.map { $0.object?.type } == ["UIWindow", "Row"])
        #expect(inside.last?.object == span.object)
        // The record derived from it.
        let sync = try #require(frame.record.synchronousLayouts.first)
        #expect(sync.layouts == 2 && sync.phase == .event && sync.callSite == span.callSite)
        // Phases are the roots, in order, back to back.
        let phases = frame.children(of: nil).map { frame.spans[$0] }
        #expect(phases.map(\.name) == FramePhase.allCases.map(\.rawValue))
        for (a, b) in zip(phases, phases.dropFirst()) { #expect(a.end == b.start) }
        // Nothing is left for the commit's layout pass; a resize alone does not redraw.
        let layoutPhase = frame.children(of: nil).first { frame.spans[$0].name == "layout" }!
        #expect(frame.children(of: layoutPhase).isEmpty)
        #expect(!frame.spans.contains { $0.kind == .draw })
    }

    @Test("a layoutIfNeeded with nothing to do leaves no span")
    func idleForcedLayout() {
        let sim = makeSimulation()
        let view = startWithOneView(sim) { Row(frame: smallFrame) }
        sim.runUntilIdle()
        sim.perform { view.value!.layoutIfNeeded() }
        sim.runFrames(1)
        #expect(!sim.timeline.last!.spans.contains { $0.kind.isSynchronousLayout })
        #expect(sim.frames.last!.synchronousLayouts.isEmpty)
    }

    @Test("retention keeps the last frames; the sink sees every frame; records round-trip through JSON")
    func retentionAndSink() throws {
        let seen = Locked<[Int]>([])
        let sim = withMainlineConfiguration(.quiet) {
            Simulation(timeline: TimelineOptions(retention: .lastFrames(3), sink: { frame in seen.withLock { $0.append(frame.index) } }))
        }
        _ = startWithOneView(sim) { Row(frame: smallFrame) }
        sim.runFrames(10)
        #expect(sim.timeline.map(\.index) == [8, 9, 10])
        #expect(sim.frames.map(\.index) == [8, 9, 10])
        #expect(seen.withLock { $0 } == Array(0...10))
        let data = try JSONEncoder().encode(sim.timeline)
        #expect(try JSONDecoder().decode([FrameTimeline].self, from: data) == sim.timeline)
    }

    @Test("with spans off a frame keeps phases, counters and forced layouts only")
    func spansOff() {
        let sim = withMainlineConfiguration(.quiet) { Simulation(timeline: TimelineOptions(recordsSpans: false)) }
        let view = startWithOneView(sim) { Row(frame: smallFrame) }
        sim.runUntilIdle()
        sim.perform {
            view.value!.frame.size.width += 10
            view.value!.layoutIfNeeded()
        }
        sim.runFrames(1)
        let frame = sim.timeline.last!
        #expect(Set(frame.spans.map(\.kind)) == [.phase, .layoutIfNeeded])
        #expect(frame.counters.layoutSubviewsCalls == 2)
        #expect(frame.record.synchronousLayouts.first?.layouts == 2)
    }

    @Test("diagnostics and thread violations are instant events on their thread's track")
    func events() {
        let sim = makeSimulation()
        let view = startWithOneView(sim) { Row(frame: smallFrame) }
        sim.runUntilIdle()
        sim.perform { view.value!.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
        sim.runFrames(1)
        let diagnostic = sim.timeline.last!.events.first { $0.kind == .diagnostic }
        #expect(diagnostic?.name == "invalidGeometry")
        #expect(diagnostic?.track.isMain == true)
        // A main-queue block waits for a background queue that touches the view.
        sim.perform {
            DispatchQueue.main.async {
                let done = DispatchSemaphore(value: 0)
                DispatchQueue(label: "com.example.worker").async {
                    setTag(view.value!, 7)
                    done.signal()
                }
                done.wait()
            }
        }
        sim.runFrames(1)
        // (Other tests running at the same time make violations too: the checker is process-wide.)
        let violation = sim.timeline.last!.events.first { $0.kind == .threadViolation && $0.name == "-[UIView setTag:]" }
        #expect(violation?.name == "-[UIView setTag:]")
        #expect(violation?.track.name == "com.example.worker")
        #expect(violation?.track.isMain == false)
        #expect(sim.threadViolations.contains { $0.api == "-[UIView setTag:]" })
    }
}

@Suite("Ambiguity checks follow constraint changes", .mainline(.quiet))
struct AmbiguityRecheckTests {
    @Test("a determined view is checked again only after the solver changes, and then reported if ambiguous")
    func recheckAfterChange() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> (UIView, NSLayoutConstraint) in
            let v = alView("late")
            window.addSubview(v)
            let top = v.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: window.leadingAnchor), top,
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            ])
            return (v, top)
        }
        #expect(sim.diagnostics.isEmpty)
        // Layout passes with no constraint change find nothing new.
        sim.perform { box.value!.0.superview!.setNeedsLayout() }
        sim.runUntilIdle()
        #expect(sim.diagnostics.isEmpty)
        // Without its top, the view's y is undetermined: the next layout reports it.
        sim.perform { box.value!.1.isActive = false }
        sim.runUntilIdle()
        let reported = sim.diagnostics.filter { $0.kind == .ambiguousLayout }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("minY") ?? false)
    }
}

@Suite("Memory and depth", .mainline(.quiet))
struct MemoryAndDepthTests {
    @Test("a removed, unreferenced subtree frees every view and constraint; the window's engine forgets it")
    func removedSubtreesAreFreed() {
        let sim = makeSimulation()
        let window = Box<UIWindow?>(nil)
        sim.start {
            window.value = UIWindow()
            window.value!.makeKeyAndVisible()
        }
        final class Weak: @unchecked Sendable { weak var object: AnyObject? }
        var baseline = -1
        for _ in 0..<3 {
            let views = Box<[Weak]>([]), constraints = Box<[Weak]>([])
            sim.perform {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
                for i in 0..<200 {
                    let cell = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 4, width: 390, height: 4))
                    let a = alView(), b = alView()
                    cell.addSubview(a)
                    cell.addSubview(b)
                    let made = [a.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4)]
                    NSLayoutConstraint.activate(made)
                    root.addSubview(cell)
                    for v in [cell, a, b] { let w = Weak(); w.object = v; views.value.append(w) }
                    for c in made { let w = Weak(); w.object = c; constraints.value.append(w) }
                }
                window.value!.addSubview(root)
            }
            sim.runUntilIdle()
            sim.perform { window.value!.subviews.forEach { $0.removeFromSuperview() } }
            sim.runUntilIdle()
            #expect(views.value.allSatisfy { $0.object == nil })
            #expect(constraints.value.allSatisfy { $0.object == nil })
            let tracked = inspect(sim) { window.value!.hostedEngine?.trackedItemCount ?? 0 }
            if baseline < 0 { baseline = tracked }
            #expect(tracked == baseline)
        }
    }

    @Test("a hierarchy 30,000 levels deep is built, laid out, drawn, removed and freed without recursion")
    func deepHierarchy() {
        let sim = makeSimulation()
        final class Weak: @unchecked Sendable { weak var view: UIView? }
        let deepest = Weak()
        let window = Box<UIWindow?>(nil)
        sim.start {
            let w = UIWindow()
            var parent: UIView = w
            for _ in 0..<30_000 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(v)
                parent = v
            }
            deepest.view = parent
            w.makeKeyAndVisible()
            window.value = w
        }
        #expect(sim.runUntilIdle())
        #expect(sim.frames.first!.counters.drawCalls == 0)  // plain views draw nothing
        #expect(sim.frames.first!.counters.layoutSubviewsCalls >= 30_000)
        sim.perform { window.value!.subviews.first!.removeFromSuperview() }
        sim.runUntilIdle()
        #expect(deepest.view == nil)
    }
}

// UI calls these tests make from background queues on purpose: plain synchronous functions, as
// in an app's Swift 5 target, so they compile as they would against UIKit (a closure run by a
// queue would warn); the checker catches them at run time.

/// Sets a tag (which needs the main turn) and makes a view on the calling thread (which is then
/// not the simulation's).
private func tagAndMakeView(_ view: UIView) -> UIView {
    view.tag = 3
    return UIView()
}

private func setTag(_ view: UIView, _ tag: Int) { view.tag = tag }
