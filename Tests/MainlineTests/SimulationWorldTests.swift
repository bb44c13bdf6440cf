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

// UI calls these tests make from background queues on purpose: plain synchronous functions, as
// in an app's Swift 5 target, so they compile as they would against UIKit (a closure run by a
// queue would warn); the checker catches them at run time.

/// Sets a tag (which needs the main turn) and makes a view on the calling thread (which is then
/// not the simulation's).
func tagAndMakeView(_ view: UIView) -> UIView {
    view.tag = 3
    return UIView()
}

func setTag(_ view: UIView, _ tag: Int) { view.tag = tag }
