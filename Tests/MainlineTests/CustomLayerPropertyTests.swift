import Foundation
@testable import Mainline
import Testing

/// A progress ring drawn by its layer, in the manner of KDCircularProgress: the layer class has
/// an animatable property of its own (`angle`, an `@NSManaged` property as the adapter writes it:
/// stored through key-value coding), lists it in `needsDisplay(forKey:)`, and draws the arc into
/// an image used as a clip mask over a fill.
private final class RingLayer: CALayer {
    var angle: Double {
        get { value(forKey: "angle") as? Double ?? 0 }
        set { setValue(newValue, forKey: "angle") }
    }
    var thickness: CGFloat = 4
    /// The angles each drawing was made with.
    nonisolated(unsafe) static var drawnAngles: [Double] = []

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "angle" ? true : super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "angle" ? 0.0 : super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        RingLayer.drawnAngles.append(angle)
        UIGraphicsPushContext(ctx)
        let size = bounds.size
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        let imageContext = UIGraphicsGetCurrentContext()!
        imageContext.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2 - thickness,
                            startAngle: 0, endAngle: CGFloat(angle) * .pi / 180, clockwise: false)
        imageContext.setLineWidth(thickness)
        imageContext.strokePath()
        let mask = imageContext.makeImage()!
        UIGraphicsEndImageContext()
        ctx.saveGState()
        ctx.clip(to: bounds, mask: mask)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
        ctx.restoreGState()
        UIGraphicsPopContext()
    }
}

private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }
}

private final class StopLog: CAAnimationDelegate, @unchecked Sendable {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

@Suite("Layer properties of the app's own: key-value coding, animation, redisplay")
struct CustomLayerPropertyTests {
    @Test("key-value coding reads and writes Core Animation's properties, transform key paths, and keeps other keys with their defaults")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0, y: 0, width: 40, height: 20), forKey: "bounds")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(true, forKey: "masksToBounds")
        #expect(layer.bounds.size == CGSize(width: 40, height: 20) && layer.opacity == 0.5 && layer.masksToBounds)
        #expect(layer.value(forKey: "opacity") as? NSNumber == NSNumber(value: 0.5))
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(Double(layer.transform.m12) - 1) < 1e-9 && abs(Double(layer.transform.m11)) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as! NSNumber).doubleValue - .pi / 2) < 1e-9)
        layer.setValue(2.0, forKeyPath: "transform.scale")
        #expect(abs((layer.value(forKeyPath: "transform.scale") as! NSNumber).doubleValue - 2) < 1e-9)
        #expect(layer.value(forKey: "anything") == nil)
        layer.setValue("tag", forKey: "anything")
        #expect(layer.value(forKey: "anything") as? String == "tag")
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(RingLayer().angle == 0)
        // The app's keys are copied into copies made with init(layer:).
        let ring = RingLayer()
        ring.angle = 90
        #expect((CALayer(layer: ring).value(forKey: "angle") as? Double) == 90)
    }

    @Test("""
    a property of the app's own listed in needsDisplay(forKey:) redisplays the layer when set, animates with \
    CABasicAnimation(keyPath:), shows its animated value in presentation(), and the layer is drawn every frame \
    of the animation with the value of that frame (KDCircularProgress's ring)
    """)
    func animatedCustomProperty() throws {
        let sim = makeSimulation(refreshRate: 60)
        let box = Box<RingView?>(nil)
        let log = StopLog()
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(view)
            box.value = view
        }
        sim.runUntilIdle()
        RingLayer.drawnAngles = []
        let begin = inspect(sim) { () -> Double in
            let ring = box.value!.ring
            let animation = CABasicAnimation(keyPath: "angle")
            animation.fromValue = 0.0
            animation.toValue = 360.0
            animation.duration = 1
            animation.delegate = log
            animation.isRemovedOnCompletion = false
            ring.angle = 360
            ring.add(animation, forKey: "angle")
            return CACurrentMediaTime()
        }
        var halfway: (Double, Double)?
        while halfway == nil {
            let sample = inspect(sim) { () -> (Double, Double) in (CACurrentMediaTime(), box.value!.ring.presentation()!.angle) }
            if elapsed(sample.0, since: begin) >= 0.5 - 1e-9 { halfway = sample }
        }
        #expect(close(elapsed(halfway!.0, since: begin), 0.5))
        #expect(close(halfway!.1, 180, 1e-6))
        sim.run(for: 0.6)
        #expect(log.stops == [true])
        let angles = RingLayer.drawnAngles
        // The model's redisplay at 360, then a drawing per frame rising through the animation.
        #expect(angles.count >= 50)
        let during = angles.filter { $0 > 0 && $0 < 360 }
        #expect(during.count >= 50)
        #expect(during == during.sorted())
        #expect(box.value!.ring.angle == 360)
        // The last drawing of a half-way frame is clipped to an arc: red where the arc is, clear across.
        let view = box.value!
        let drawing = inspect(sim) { () -> CGImage in
            view.ring.angle = 180
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                view.layer.render(in: context.cgContext)
            }.cgImage!
        }
        // The arc from 0 to 180° (clockwise in y-down coordinates: through the bottom), mirrored by
        // the mask's placement to the top half, as on iOS.
        let top = drawing.pixels().pixel(20, 2), bottom = drawing.pixels().pixel(20, 37), middle = drawing.pixels().pixel(20, 20)
        #expect(top.r == 255 && top.a == 255)
        #expect(bottom.a == 0)
        #expect(middle.a == 0)
    }

    @Test("an action for a key of the app's own animates a change of it from the value shown (implicitly, as for Core Animation's keys)")
    func customImplicitAction() {
        final class Actioned: CALayer {
            var level: CGFloat {
                get { value(forKey: "level") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "level") }
            }
            override func action(forKey event: String) -> CAAction? {
                event == "level" ? CABasicAnimation(keyPath: event) : super.action(forKey: event)
            }
        }
        let sim = makeSimulation(refreshRate: 120)
        let layer = Box<Actioned?>(nil)
        sim.start { layer.value = Actioned() }
        sim.runUntilIdle()
        let begin = inspect(sim) { () -> Double in
            layer.value!.level = 100
            return CACurrentMediaTime()
        }
        #expect(inspect(sim) { layer.value!.animationKeys() } == ["level"])
        var seen: (Double, CGFloat)?
        while seen == nil {
            let sample = inspect(sim) { (CACurrentMediaTime(), layer.value!.presentation()!.level) }
            if elapsed(sample.0, since: begin) >= 0.125 - 1e-9 { seen = sample }
        }
        #expect(close(Double(seen!.1), 50, 1e-6))
    }
}
