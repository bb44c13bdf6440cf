import Mainline
import Testing

private final class CountingLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() {
        super.layoutSublayers()
        layouts += 1
    }
}

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@Suite("CALayer")
struct LayerTests {
    @Test("a view's layer shares the view's geometry, opacity, clipping and background")
    func viewBackedLayer() {
        let sim = makeSimulation()
        let (_, box) = layOut(sim) { window -> UIView in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            window.addSubview(view)
            view.alpha = 0.5
            view.clipsToBounds = true
            view.backgroundColor = .red
            view.layer.cornerRadius = 12
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.blue.cgColor
            return view
        }
        let view = box.value!
        let (frame, position, opacity, masks, background, radius, border) = inspect(sim) {
            (view.layer.frame, view.layer.position, view.layer.opacity, view.layer.masksToBounds,
             view.layer.backgroundColor, view.layer.cornerRadius, view.layer.borderColor)
        }
        #expect(frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(position == CGPoint(x: 60, y: 45))
        #expect(opacity == 0.5 && masks)
        #expect(background == UIColor.red.cgColor)
        #expect(radius == 12 && border == UIColor.blue.cgColor)
        // Writing through the layer reaches the view.
        sim.perform {
            view.layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            view.layer.masksToBounds = false
            view.layer.opacity = 1
        }
        sim.runFrames(1)
        #expect(inspect(sim) { (view.frame, view.clipsToBounds, view.alpha) } == (CGRect(x: 0, y: 0, width: 30, height: 30), false, 1))
    }

    @Test("layerClass chooses the layer's class; defaults are Core Animation's")
    func layerClassAndDefaults() {
        let sim = makeSimulation()
        let (isGradient, shadowOffset, shadowRadius, shadowOpacity, corners) = inspect(sim) { () -> (Bool, CGSize, CGFloat, Float, CACornerMask) in
            let layer = GradientView().layer
            return (layer is CAGradientLayer, layer.shadowOffset, layer.shadowRadius, layer.shadowOpacity, layer.maskedCorners)
        }
        #expect(isGradient)
        #expect(shadowOffset == CGSize(width: 0, height: -3) && shadowRadius == 3 && shadowOpacity == 0)
        #expect(corners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test("a layer of its own lays out and displays at the commit, once however often it is marked")
    func ownUpdateCycle() {
        let sim = makeSimulation()
        let layer = CountingLayer()
        let (_, box) = layOut(sim) { window -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            view.layer.addSublayer(layer)
            return view
        }
        let view = box.value!
        sim.perform {
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)   // a size change marks it
            layer.setNeedsLayout()
            layer.setNeedsDisplay()
            layer.setNeedsDisplay()
        }
        sim.runFrames(1)
        #expect(inspect(sim) { (layer.layouts, layer.displayCount, layer.needsLayout(), layer.needsDisplay()) } == (1, 1, false, false))
        // The view's layer lists its own sublayers before its subviews' layers.
        let sublayers = inspect(sim) { () -> [CALayer] in
            view.addSubview(UIView())
            return view.layer.sublayers ?? []
        }
        #expect(sublayers.count == 2 && sublayers[0] === layer && sublayers[1] === view.subviews[0].layer)
        // A layer cannot contain itself or an ancestor.
        inspect(sim) { layer.addSublayer(layer); layer.addSublayer(view.layer.superlayer ?? view.layer) }
        #expect(inspect(sim) { layer.sublayers == nil })
    }
}
