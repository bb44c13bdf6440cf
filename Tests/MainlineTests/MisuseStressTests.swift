import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
import ThreadChecker

/// DESIGN.md, "Staying safe when misused": however many queues misuse the UI while the main
/// thread runs frames, every call is serialised against the main turn, counted exactly, and
/// leaves the tree and the layout consistent. CI runs this under ThreadSanitizer.
// Serialized: the two tests' queues would otherwise compete for the turn and blur each other's
// records (both call sites are in this file).
@Suite("Misuse under load: 16 queues against running frames", .serialized, .mainline(.quiet))
struct MisuseStressTests {
    final class Screen: UIViewController {
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
    }

    struct World {
        var rows: [UIView] = []
        var widths: [NSLayoutConstraint] = []
        var shared: [UIView] = []
        var controllers: [Screen] = []
    }

    private func records(at line: Int, api: String) -> [ThreadViolation] {
        MainThreadChecker.shared.violations.filter {
            $0.kind == .offMainCall && $0.api == api && $0.callSite?.fileName == "MisuseStressTests.swift" && $0.callSite?.line == line
        }
    }

    @Test("views, constraints and controllers from 16 queues: exact counts, a consistent tree and layout")
    func sixteenQueues() {
        let queues = 16, steps = 60
        let (sim, box) = layOut { window -> World in
            var world = World()
            for q in 0..<queues {
                let row = alView("row \(q)")
                window.addSubview(row)
                let width = row.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    row.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(q * 12)),
                    row.heightAnchor.constraint(equalToConstant: 10), width,
                ])
                world.rows.append(row)
                world.widths.append(width)
                let screen = Screen()
                window.addSubview(screen.view)
                world.controllers.append(screen)
            }
            for _ in 0..<4 {
                let view = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
                window.addSubview(view)
                world.shared.append(view)
            }
            return world
        }
        let world = box.value!
        let window = inspect(sim) { world.rows[0].superview! }
        let group = DispatchGroup()
        let base = Self.misuseLine
        for q in 0..<queues {
            DispatchQueue(label: "com.example.misuse.\(q)", qos: q % 2 == 0 ? .utility : .userInitiated).async(group: group) {
                Self.misuse(world, from: q, steps: steps)
            }
        }
        // Frames run while the queues misbehave.
        while group.wait(timeout: .now()) == .timedOut { sim.runFrames(1) }
        sim.runUntilIdle()

        // Exact counts, one record per API and call site.
        let expected = queues * steps
        let sites: [(Int, String)] = [
            (4, "-[NSLayoutConstraint setConstant:]"), (5, "-[UIView setNeedsLayout]"), (6, "-[UIView frame]"),
            (7, "-[UIView initWithFrame:]"), (8, "-[UIView addSubview:]"), (9, "-[UIView removeFromSuperview]"),
            (10, "-[UIViewController view]"), (10, "-[UIView setAlpha:]"), (11, "-[UIView heightAnchor]"), (11, "-[NSLayoutDimension constraintEqualToConstant:]"),
            (12, "-[NSLayoutConstraint setPriority:]"), (13, "-[NSLayoutConstraint setActive:]"), (14, "-[NSLayoutConstraint setActive:]"),
        ]
        for (offset, api) in sites {
            let found = records(at: base + offset, api: api)
            #expect(found.count == 1, "\(api) at line \(base + offset): \(found.map { "\($0.count)× \($0.backtrace.prefix(3))" })")
            #expect(found.map(\.count).reduce(0, +) == expected, "\(api) at line \(base + offset)")
        }
        // This test's call sites: the lines of the queues' loop.
        let ours = MainThreadChecker.shared.violations.filter {
            $0.callSite?.fileName == "MisuseStressTests.swift" && (base...base + 14).contains($0.callSite?.line ?? 0)
        }
        #expect(ours.allSatisfy { $0.queueLabel.hasPrefix("com.example.misuse.") && !$0.isProcessMainThread })
        // Served in arrival order, no call waits long behind the frames the main thread runs: a
        // 2-second bound, checked when the suite runs alone (MAINLINE_TIMING_TESTS=1, as CI does),
        // since other suites' main-thread work (a first symbolication of a debug binary's DWARF)
        // or ThreadSanitizer's slowdown on two cores can exceed it.
        if !MainlineBuild.isThreadSanitized, ProcessInfo.processInfo.environment["MAINLINE_TIMING_TESTS"] == "1" {
            #expect(!ours.contains { $0.kind == .mainThreadBlocked }, "\(ours.filter { $0.kind == .mainThreadBlocked })")
        }

        // The simulation counted the calls on its own objects exactly as the checker did.
        let simulated = sim.threadViolations.filter { $0.callSite?.fileName == "MisuseStressTests.swift" }
        for (offset, api) in [(4, "-[NSLayoutConstraint setConstant:]"), (5, "-[UIView setNeedsLayout]"), (6, "-[UIView frame]")] {
            let count = simulated.filter { $0.api == api && $0.callSite?.line == base + offset }.map(\.count).reduce(0, +)
            #expect(count == expected, "the simulation's count of \(api)")
        }

        // The tree and the layout are consistent.
        let (widths, constants, sharedChildren, subviews, parentsAgree, alphas) = inspect(sim) {
            (world.rows.map(\.frame.width), world.widths.map(\.constant), world.shared.map(\.subviews.count),
             window.subviews.count, window.subviews.allSatisfy { $0.superview === window },
             world.controllers.map(\.view.alpha))
        }
        #expect(constants == Array(repeating: CGFloat(10 + steps - 1), count: queues))
        #expect(widths == constants, "each row's width is its constraint's last constant")
        #expect(sharedChildren == [0, 0, 0, 0])
        #expect(subviews == queues * 2 + 4)
        #expect(parentsAgree)
        #expect(alphas.allSatisfy { $0 == (steps % 2 == 0 ? 1 : 0.5) })
        #expect(sim.diagnostics.isEmpty, "\(sim.diagnostics.prefix(2))")
    }

    final class Counted: UIViewController {
        let counter: Counter
        init(counter: Counter) {
            self.counter = counter
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidAppear(_ animated: Bool) { counter.add("appear"); super.viewDidAppear(animated) }
        override func viewDidDisappear(_ animated: Bool) { counter.add("disappear"); super.viewDidDisappear(animated) }
        deinit { counter.add("deinit") }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func add(_ key: String) { lock.lock(); counts[key, default: 0] += 1; lock.unlock() }
        subscript(_ key: String) -> Int { lock.lock(); defer { lock.unlock() }; return counts[key, default: 0] }
    }

    @Test("navigation from 8 queues against running frames: exact counts, whole stacks, every pushed controller freed")
    func navigationFromQueues() {
        let queues = 8, rounds = 25
        let sim = makeSimulation()
        let counter = Counter()
        let navs = Box<[UINavigationController]>([])
        sim.start {
            for _ in 0..<queues {
                let nav = UINavigationController(rootViewController: UIViewController())
                let window = UIWindow()
                window.rootViewController = nav
                window.makeKeyAndVisible()
                navs.value.append(nav)
            }
        }
        sim.runUntilIdle()
        let group = DispatchGroup()
        let base = Self.navigationLine
        for q in 0..<queues {
            DispatchQueue(label: "com.example.navigation.\(q)", qos: .utility).async(group: group) {
                Self.navigate(navs.value[q], rounds: rounds, counter: counter)
            }
        }
        while group.wait(timeout: .now()) == .timedOut { sim.runFrames(1) }
        sim.runUntilIdle()
        let expected = queues * rounds
        for (offset, api) in [(4, "-[UINavigationController pushViewController:animated:]"), (5, "-[UINavigationController popViewControllerAnimated:]")] {
            let found = records(at: base + offset, api: api)
            #expect(found.count == 1 && found.map(\.count).reduce(0, +) == expected, "\(api)")
        }
        let stacks = inspect(sim) { navs.value.map { ($0.viewControllers.count, $0.view.subviews.count, $0.viewControllers[0].view.window != nil) } }
        // Each navigation view holds the root controller's view and the navigation bar.
        #expect(stacks.allSatisfy { $0 == (1, 2, true) }, "\(stacks)")
        #expect(counter["deinit"] == expected)
        // A push ended early by the next transition still ends with the pushed controller on
        // screen, so each one appears and disappears once.
        #expect(counter["appear"] == expected && counter["disappear"] == expected)
        #expect(sim.diagnostics.isEmpty, "\(sim.diagnostics.prefix(2))")
    }

    // A background queue's UI calls: plain synchronous code, as in an app's Swift 5 target, so
    // it compiles as it would against UIKit; the checker catches it at run time. The tests find
    // the records by line, counted from the `static let` above each function.

    static let misuseLine = #line
    static func misuse(_ world: World, from q: Int, steps: Int) {
        // One step: 11 calls.
        for step in 0..<steps {
            world.widths[q].constant = CGFloat(10 + step)                        // base + 4
            world.rows[q].setNeedsLayout()                                       // base + 5
            _ = world.rows[q].frame                                              // base + 6
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))  // base + 7
            world.shared[(q + step) % 4].addSubview(child)                      // base + 8
            child.removeFromSuperview()                                          // base + 9
            world.controllers[q].view.alpha = step % 2 == 0 ? 0.5 : 1            // base + 10
            let extra = world.shared[q % 4].heightAnchor.constraint(equalToConstant: 5)  // base + 11
            extra.priority = .defaultLow                                         // base + 12
            extra.isActive = true                                                // base + 13
            extra.isActive = false                                               // base + 14
        }
    }

    static let navigationLine = #line
    static func navigate(_ navigation: UINavigationController, rounds: Int, counter: Counter) {
        // One round: a push and a pop.
        for round in 0..<rounds {
            navigation.pushViewController(Counted(counter: counter), animated: round % 2 == 0)  // base + 4
            navigation.popViewController(animated: round % 3 == 0)                          // base + 5
        }
    }
}
