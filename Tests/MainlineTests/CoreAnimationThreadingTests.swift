import Foundation
@testable import Mainline
import Testing

@Suite("Core Animation from background queues")
struct CoreAnimationThreadingTests {
    @Test("animations added and removed from 4 queues while frames run: each starts and stops on the simulation's clock, none is lost")
    func addFromQueues() {
        let (sim, view) = animationWindow()
        let log = CallLog()
        let layers = inspect(sim) { () -> [CALayer] in
            (0..<4).map { _ in let layer = CALayer(); view.layer.addSublayer(layer); return layer }
        }
        let group = DispatchGroup()
        for (q, layer) in layers.enumerated() {
            DispatchQueue.global().async(group: group) {
                for i in 0..<25 {
                    let pulse = CABasicAnimation(keyPath: "opacity")
                    pulse.duration = 0.05
                    pulse.delegate = AnimationLog("q\(q)-\(i)", log)
                    layer.add(pulse, forKey: "pulse-\(i)")
                    if i % 5 == 4 { layer.removeAnimation(forKey: "pulse-\(i)") }
                }
            }
        }
        while group.wait(timeout: .now()) == .timedOut { sim.runFrames(1) }
        sim.run(for: 1)
        let entries = log.entries
        let stops = entries.filter { $0.contains(" stop ") }
        // Every animation stops exactly once: finished — or, for the 20 removed right after
        // being added, unfinished, unless frames the test thread ran between the two calls had
        // already finished it (each call takes the main turn on its own).
        #expect(stops.count == 100)
        for q in 0..<4 {
            for i in 0..<25 {
                let own = stops.filter { $0.hasPrefix("q\(q)-\(i) stop ") }
                #expect(own.count == 1, "q\(q)-\(i)")
                if i % 5 != 4 { #expect(own.first?.contains(" stop true ") == true, "q\(q)-\(i)") }
            }
        }
        #expect(stops.filter { $0.contains(" stop false ") }.count <= 20)
        #expect(inspect(sim) { layers.allSatisfy { $0.animationKeys() == nil } })
    }
}
