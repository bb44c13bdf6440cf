import Foundation
@testable import Mainline
import Testing

@Suite("CAEmitterLayer and CAEmitterCell")
struct EmitterLayerTests {
    /// A window at 60 Hz with an emitter of one cell (10 a second, living 2 s, moving right at
    /// 50 points a second) made in its turn.
    private func emitterWindow() -> (Simulation, CAEmitterLayer) {
        let sim = makeSimulation(refreshRate: 60)
        let box = Box<CAEmitterLayer?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            let cell = CAEmitterCell()
            cell.name = "dot"
            cell.birthRate = 10
            cell.lifetime = 2
            cell.velocity = 50
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            cell.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
            emitter.emitterCells = [cell]
            window.layer.addSublayer(emitter)
            box.value = emitter
        }
        sim.runUntilIdle()
        return (sim, box.value!)
    }

    @Test("defaults are Core Animation's; cells are reached and set through emitterCells.<name>.<key> key paths")
    func defaultsAndKeyPaths() {
        let emitter = CAEmitterLayer()
        #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.velocity == 1 && emitter.scale == 1 && emitter.spin == 1)
        #expect(emitter.emitterShape == .point && emitter.emitterMode == .volume && emitter.renderMode == .unordered)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.isEnabled && cell.color == CGColor(gray: 1, alpha: 1))
        cell.name = "spark"
        emitter.emitterCells = [cell]
        emitter.setValue(25, forKeyPath: "emitterCells.spark.birthRate")
        #expect(cell.birthRate == 25)
        #expect(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Float == 25)
        #expect(emitter.value(forKeyPath: "emitterCells.spark") as? CAEmitterCell === cell)
    }

    @Test("the particles alive follow the rate and lifetime, move with their velocity, and stop being made when the birth rate is 0")
    func particles() {
        let (sim, emitter) = emitterWindow()
        let start = emitter.emissionStart!
        // After one second: ten particles (born every 0.1 s from 0.05 s), the oldest 0.95 s old.
        let (count, farthest) = inspect(sim) { () -> (Int, CGFloat) in
            let now = start + 1
            let particles = emitter.particles(at: now)
            return (particles.count, particles.map(\.position.x).max() ?? 0)
        }
        #expect(count == 10)
        #expect(abs(farthest - (10 + 50 * 0.95)) < 1e-6)
        // In steady state: rate × lifetime alive.
        #expect(inspect(sim) { emitter.particles(at: start + 10).count } == 20)
        inspect(sim) { emitter.birthRate = 0 }
        #expect(inspect(sim) { emitter.particles(at: start + 10).count } == 0)
    }

    @Test("a birth rate animation shows in presentation() and halves the particles made")
    func birthRateAnimation() {
        let (sim, emitter) = emitterWindow()
        let begin = inspect(sim) { () -> Double in
            let dim = CABasicAnimation(keyPath: "birthRate")
            dim.fromValue = 0.5
            dim.toValue = 0.5
            dim.duration = 100
            emitter.add(dim, forKey: "dim")
            return CACurrentMediaTime()
        }
        let shown = inspect(sim) { (emitter.presentation()!.birthRate, emitter.presentation()!.particles(at: begin + 10).count) }
        #expect(shown.0 == 0.5)
        #expect(shown.1 == 10)
    }

    @Test("render(in:) draws each particle's image at its place")
    func rendering() {
        let (sim, emitter) = emitterWindow()
        sim.run(for: 1)
        let (image, particles) = inspect(sim) { () -> (CGImage, [CAEmitterLayer.Particle]) in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 100), format: format).image { emitter.render(in: $0.cgContext) }
            return (image.cgImage!, emitter.particles(at: CACurrentMediaTime()))
        }
        #expect(!particles.isEmpty)
        for particle in particles {
            let p = image.pixels().pixel(Int(particle.position.x), Int(particle.position.y))
            #expect(p.r == 255 && p.a == 255)
        }
        #expect(image.pixels().pixel(200, 10).a == 0)
    }
}
