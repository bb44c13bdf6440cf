import Foundation
@testable import Mainline
import Testing

@Suite("Spring and value-function animations, tiled and transform layers")
struct LayerKindsTests {
    @Test("CASpringAnimation: perceptualDuration and bounce read back what init(perceptualDuration:bounce:) was given; overdamping is clamped unless allowed")
    func springs() {
        let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.25)
        #expect(abs(spring.perceptualDuration - 0.4) < 1e-9)
        #expect(abs(spring.bounce - 0.25) < 1e-9)
        #expect(!spring.allowsOverdamping)
        let heavy = CASpringAnimation(perceptualDuration: 0.4, bounce: -0.5)
        #expect(heavy.allowsOverdamping && abs(heavy.bounce + 0.5) < 1e-9)
        // Damped four times critically: without overdamping it settles as a critical spring does.
        let stiff = CASpringAnimation()
        stiff.damping = 80
        let critical = CASpringAnimation()
        critical.damping = 20
        #expect(abs(stiff.settlingDuration - critical.settlingDuration) < 1e-9)
        stiff.allowsOverdamping = true
        #expect(stiff.settlingDuration > critical.settlingDuration * 2)
        #expect((stiff.copy() as! CASpringAnimation).allowsOverdamping)
    }

    @Test("a rotateZ value function turns a layer by the interpolated angle: from 0 to 2π it is half-way round (π) at half time")
    func valueFunctions() {
        let (sim, view) = animationWindow(refreshRate: 60)
        let layer = CALayer()
        inspect(sim) {
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
        }
        let begin = inspect(sim) { () -> Double in
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = CAValueFunction(name: .rotateZ)
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            return CACurrentMediaTime()
        }
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
        var angle: Double?
        while angle == nil {
            let sample = inspect(sim) { () -> (Double, Double) in
                let t = layer.presentation()!.transform
                return (CACurrentMediaTime(), atan2(Double(t.m12), Double(t.m11)))
            }
            if elapsed(sample.0, since: begin) >= 0.5 - 1e-9 { angle = sample.1 }
        }
        #expect(abs(abs(angle!) - .pi) < 1e-6)
    }

    @Test("a tiled layer draws each tile its marked area covers, with the context clipped to the tile")
    func tiledLayers() {
        final class Tiles: CATiledLayer {
            var clips: [CGRect] = []
            override func draw(in ctx: CGContext) { clips.append(ctx.boundingBoxOfClipPath) }
        }
        let sim = makeSimulation()
        let tiles = Tiles()
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            tiles.tileSize = CGSize(width: 100, height: 100)
            tiles.frame = CGRect(x: 0, y: 0, width: 250, height: 150)
            window.layer.addSublayer(tiles)
            tiles.setNeedsDisplay()
        }
        sim.runUntilIdle()
        #expect(tiles.clips.count == 6)
        #expect(tiles.clips.first == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(tiles.clips.last == CGRect(x: 200, y: 100, width: 50, height: 50))
        tiles.clips = []
        inspect(sim) { tiles.setNeedsDisplay(CGRect(x: 120, y: 10, width: 10, height: 10)) }
        #expect(tiles.clips == [CGRect(x: 100, y: 0, width: 100, height: 100)])
        #expect(CATiledLayer.fadeDuration() == 0.25)
    }

    @Test("a transform layer draws none of its own background and is never the layer hit; its sublayers are")
    func transformLayers() {
        let group = CATransformLayer()
        group.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        group.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        group.addSublayer(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pixels = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { group.render(in: $0.cgContext) }
            .cgImage!.pixels()
        #expect(pixels.pixel(5, 5).b == 255 && pixels.pixel(15, 15).a == 0)
        #expect(group.hitTest(CGPoint(x: 5, y: 5)) === child)
        #expect(group.hitTest(CGPoint(x: 15, y: 15)) == nil)
    }

    @Test("CAFrameRateRange and an animation's preferred range, kept in its copies; CAAnimation's defaults by key")
    func frameRates() {
        let range = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
        #expect(range == CAFrameRateRangeMake(30, 120, 60) && CAFrameRateRange.default.maximum == 0)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.preferredFrameRateRange = range
        #expect((animation.copy() as! CABasicAnimation).preferredFrameRateRange == range)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1 && CAAnimation.defaultValue(forKey: "nope") == nil)
    }
}
