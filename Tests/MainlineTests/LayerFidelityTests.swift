import Foundation
@testable import Mainline
import Testing

/// A layer subclass written as real code writes them for QuartzCore: `override init()`,
/// `override init(layer:)` copying its own property, `required init?(coder:)`.
private final class ProgressLayer: CAShapeLayer {
    var progress: CGFloat = 0
    var madeWith = ""

    override init() {
        super.init()
        madeWith = "init()"
        strokeEnd = 0
    }

    override init(layer: Any) {
        super.init(layer: layer)
        madeWith = "init(layer:)"
        if let other = layer as? ProgressLayer { progress = other.progress }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeWith = "init(coder:)"
    }
}

/// A layer class that declares no initializer (inherits them all), used as a view's layerClass.
private final class RingLayer: CALayer {
    var ringWidth: CGFloat = 4
    var drawn = 0
    override func draw(in ctx: CGContext) { drawn += 1 }
}

private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

private final class ProgressView: UIView {
    override class var layerClass: AnyClass { ProgressLayer.self }
}

/// A layer whose class gives a default action.
private final class DefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? NSNull() : super.defaultAction(forKey: event)
    }
}

/// A layer delegate that answers for one key.
private final class ActionDelegate: CALayerDelegate {
    let action: CAAction?
    init(_ action: CAAction?) { self.action = action }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "position" ? action : nil }
}

@Suite("CALayer as in QuartzCore")
struct LayerFidelityTests {
    @Test("subclasses write override init() and override init(layer:); every Core Animation class has init(layer:) copying its own properties (QuartzCore's CALayer.init(layer:))")
    func initializers() {
        let made = ProgressLayer()
        made.progress = 0.4
        made.lineWidth = 3
        made.cornerRadius = 5
        let copy = ProgressLayer(layer: made)
        #expect(made.madeWith == "init()" && made.strokeEnd == 0)
        #expect(copy.madeWith == "init(layer:)" && copy.progress == 0.4 && copy.lineWidth == 3 && copy.cornerRadius == 5)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        let gradientCopy = CAGradientLayer(layer: gradient)
        #expect(gradientCopy.colors?.count == 1 && gradientCopy.startPoint == CGPoint(x: 0, y: 0.5))
        let text = CATextLayer()
        text.string = "Hi"
        text.fontSize = 12
        #expect((CATextLayer(layer: text).string as? String) == "Hi" && CATextLayer(layer: text).fontSize == 12)
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 3
        #expect(CAReplicatorLayer(layer: replicator).instanceCount == 3)
    }

    @Test("a view's layerClass of the app's own: one that inherits its initializers, and one with its own (made with its init?(coder:) here)")
    func appLayerClasses() {
        let sim = makeSimulation()
        let (ring, progress) = inspect(sim) { () -> (RingLayer?, ProgressLayer?) in
            (RingView().layer as? RingLayer, ProgressView().layer as? ProgressLayer)
        }
        #expect(ring?.ringWidth == 4)
        #expect(progress?.madeWith == "init(coder:)")
        #expect(progress?.fillColor == CGColor(gray: 0, alpha: 1))
    }

    @Test("layers are equal and hash by identity, as NSObjects (sets and dictionaries of layers work)")
    func identity() {
        let a = CALayer(), b = CALayer()
        #expect(a == a && a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect(a.isEqual(a) && !a.isEqual(b) && !a.isEqual("layer"))
        #expect([a: 1][a] == 1)
    }

    @Test("""
    action(forKey:) searches the delegate, actions, style, then defaultAction(forKey:), then Core \
    Animation's implicit animation; NSNull() at any step means none (Apple: CALayer.action(forKey:))
    """)
    func actionSearchOrder() {
        let layer = CALayer()
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
        #expect(layer.action(forKey: "myEvent") == nil)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") == nil)
        let custom = CABasicAnimation(keyPath: "opacity")
        custom.duration = 2
        layer.actions = ["opacity": custom]
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 2)
        layer.actions = nil
        layer.style = ["actions": ["opacity": NSNull()] as [String: CAAction]]
        #expect(layer.action(forKey: "opacity") == nil)
        #expect(DefaultActionLayer().action(forKey: "opacity") == nil)
        let stopping = ActionDelegate(NSNull())
        layer.delegate = stopping
        layer.actions = ["position": custom]
        #expect(layer.action(forKey: "position") == nil)
        let silent = ActionDelegate(nil)
        layer.delegate = silent
        #expect((layer.action(forKey: "position") as? CABasicAnimation)?.duration == 2)
    }

    @Test("""
    a layer of one's own in a window animates a changed property implicitly (0.25 s, the frames count \
    as animation); NSNull() in actions, CATransaction.setDisableActions(true) and a view's own layer \
    do not; a layer not yet committed does not (Core Animation Programming Guide: implicit animations)
    """)
    func implicitAnimations() {
        let sim = makeSimulation()
        let host = Box<UIView?>(nil)
        let layers = Box<[CALayer]>([])
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            host.value = view
            let plain = CALayer(), quiet = CALayer(), fresh = CALayer()
            quiet.actions = ["opacity": NSNull()]
            view.layer.addSublayer(plain)
            view.layer.addSublayer(quiet)
            layers.value = [plain, quiet, fresh]
            plain.opacity = 0.9  // added in this frame: not committed yet
        }
        sim.runUntilIdle()
        let first = inspect(sim) { layers.value[0].animationKeys() }
        #expect(first == nil)
        let keys = inspect(sim) { () -> [[String]?] in
            let (plain, quiet, fresh) = (layers.value[0], layers.value[1], layers.value[2])
            plain.opacity = 0.5
            quiet.opacity = 0.5
            host.value!.layer.addSublayer(fresh)
            fresh.opacity = 0.5
            host.value!.layer.opacity = 0.5
            return [plain.animationKeys(), quiet.animationKeys(), fresh.animationKeys(), host.value!.layer.animationKeys()]
        }
        #expect(keys[0] == ["opacity"])
        #expect(keys[1] == nil && keys[2] == nil && keys[3] == nil)
        let disabled = inspect(sim) { () -> [String]? in
            let plain = layers.value[0]
            plain.removeAllAnimations()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            plain.position = CGPoint(x: 5, y: 5)
            CATransaction.commit()
            return plain.animationKeys()
        }
        #expect(disabled == nil)
        // An unchanged value runs no action; a changed one again does, and ends after 0.25 s.
        let again = inspect(sim) { () -> [String]? in
            let plain = layers.value[0]
            plain.opacity = 0.5
            let unchanged = plain.animationKeys()
            plain.cornerRadius = 4
            return (unchanged ?? []) + (plain.animationKeys() ?? [])
        }
        #expect(again == ["cornerRadius"])
        sim.run(for: 0.3)
        #expect(inspect(sim) { layers.value[0].animationKeys() } == nil)
    }

    @Test("a layer of one's own draws in draw(in:) when displayed; its delegate's draw(_:in:) by default")
    func drawing() {
        final class Painter: CALayerDelegate {
            var calls = 0
            func draw(_ layer: CALayer, in ctx: CGContext) { calls += 1 }
        }
        let sim = makeSimulation()
        let painter = Painter()
        let ring = Box<RingLayer?>(nil)
        let delegated = Box<CALayer?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let r = RingLayer(), d = CALayer()
            r.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            d.frame = r.frame
            d.delegate = painter
            window.layer.addSublayer(r)
            window.layer.addSublayer(d)
            r.setNeedsDisplay()
            d.setNeedsDisplay()
            ring.value = r
            delegated.value = d
        }
        sim.runUntilIdle()
        #expect(inspect(sim) { (ring.value!.drawn, painter.calls) } == (1, 1))
    }

    @Test("CAMediaTimingFunction.getControlPoint(at:values:): 0 is (0, 0), 1 and 2 the curve's control points, 3 is (1, 1) (QuartzCore)")
    func timingFunctionControlPoints() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        var points: [[Float]] = []
        for index in 0...3 {
            var values: [Float] = [-1, -1]
            easeIn.getControlPoint(at: index, values: &values)
            points.append(values)
        }
        #expect(points == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        var untouched: [Float] = [7, 7]
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 4, values: &untouched)
        #expect(untouched == [7, 7])
    }
}
