import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

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
        #expect(span.callSite?.fileName == "TimelineTests.swift")
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
