import Foundation
@testable import Mainline
import Testing

/// A layer tree rendered into an image of `size` points at scale 1.
private func rendered(_ layer: CALayer, _ size: CGSize) -> PixelBuffer {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { layer.render(in: $0.cgContext) }.cgImage!.pixels()
}

private func rgba(_ p: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p.pixel(x, y)
    return [c.r, c.g, c.b, c.a]
}

@Suite("Layer contents, geometry and rendering")
struct LayerContentsTests {
    @Test("render(in:): backgrounds with rounded corners, borders on top of sublayers, opacity as a group, masking to bounds, hidden layers")
    func renderTree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        root.cornerRadius = 10
        root.masksToBounds = true
        let child = CALayer()
        child.frame = CGRect(x: 20, y: 20, width: 40, height: 40)   // overhangs: clipped
        child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(child)
        let faded = CALayer()
        faded.frame = CGRect(x: 0, y: 20, width: 10, height: 10)
        faded.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        faded.opacity = 0.5
        root.addSublayer(faded)
        let hidden = CALayer()
        hidden.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        hidden.backgroundColor = CGColor(gray: 0, alpha: 1)
        hidden.isHidden = true
        root.addSublayer(hidden)
        root.borderWidth = 2
        root.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let p = rendered(root, CGSize(width: 60, height: 60))
        #expect(rgba(p, 0, 0)[3] == 0)                         // the rounded corner
        #expect(rgba(p, 20, 1) == [0, 255, 0, 255])            // the border
        #expect(rgba(p, 30, 30) == [0, 0, 255, 255])           // the sublayer
        #expect(rgba(p, 50, 50)[3] == 0)                       // clipped to the root's bounds
        #expect(rgba(p, 5, 5) == [255, 255, 255, 255])         // the hidden layer is not drawn
        let blend = rgba(p, 5, 25)                             // half red over white
        #expect(blend[0] == 255 && abs(Int(blend[1]) - 128) <= 1 && blend[3] == 255)
        // A border is drawn above the sublayers: the blue sublayer does not cover it.
        #expect(rgba(p, 38, 30) == [0, 255, 0, 255])
    }

    @Test("contents images are placed by contentsGravity and cropped by contentsRect; a shape layer's path and a gradient layer are drawn")
    func contentsAndKinds() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }.cgImage!
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = image
        layer.contentsGravity = .resizeAspect
        var p = rendered(layer, CGSize(width: 40, height: 20))
        #expect(rgba(p, 2, 10)[3] == 0)                        // beside the centred 20 × 20 square
        #expect(rgba(p, 20, 2) == [255, 0, 0, 255])            // its red top, upright
        #expect(rgba(p, 20, 17) == [0, 0, 255, 255])
        layer.contentsGravity = .topLeft
        layer.contentsRect = CGRect(x: 0, y: 0.5, width: 1, height: 0.5)
        p = rendered(layer, CGSize(width: 40, height: 20))
        #expect(rgba(p, 2, 2) == [0, 0, 255, 255])             // the bottom half only, at its size, top left
        #expect(rgba(p, 2, 8)[3] == 0 && rgba(p, 12, 2)[3] == 0)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        p = rendered(shape, CGSize(width: 20, height: 20))
        #expect(rgba(p, 10, 10) == [0, 255, 0, 255] && rgba(p, 2, 2)[3] == 0)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        p = rendered(gradient, CGSize(width: 10, height: 100))
        #expect(rgba(p, 5, 1)[0] < 10 && rgba(p, 5, 98)[0] > 245 && abs(Int(rgba(p, 5, 50)[0]) - 128) <= 2)
    }

    @Test("convert(_:from:/to:) for points and rectangles goes through positions, anchor points, transforms and bounds origins")
    func conversions() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        a.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSublayer(a)
        let b = CALayer()
        b.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 35, y: 45))
        #expect(root.convert(CGPoint(x: 35, y: 45), to: b) == .zero)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 35, y: 45, width: 10, height: 10))
        b.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // b turns about its centre (40, 40 in a): its top-left corner goes to its top-right.
        let corner = b.convert(CGPoint.zero, to: a)
        #expect(abs(corner.x - 50) < 1e-9 && abs(corner.y - 30) < 1e-9)
        let back = a.convert(corner, to: b)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test("hitTest finds the frontmost descendant containing a point (skipping hidden layers and what a masking layer clips); contains tests the bounds")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer(), hidden = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        hidden.frame = CGRect(x: 45, y: 45, width: 10, height: 10)
        hidden.isHidden = true
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(hidden)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        let overhang = CALayer()
        overhang.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        back.addSublayer(overhang)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === overhang)
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === front)
        #expect(front.contains(CGPoint(x: 10, y: 10)) && !front.contains(CGPoint(x: -1, y: 10)))
    }

    @Test("a scroll layer scrolls its bounds' origin (in the directions it allows), and its sublayers' visibleRect and scroll(_:) follow it")
    func scrollLayers() {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(scroll.masksToBounds)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        scroll.addSublayer(content)
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.scroll(to: CGPoint(x: 50, y: 80))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 80))
        #expect(content.visibleRect == CGRect(x: 50, y: 80, width: 100, height: 100))
        content.scrollRectToVisible(CGRect(x: 250, y: 10, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 170, y: 10))
        scroll.scrollMode = .vertically
        content.scroll(CGPoint(x: 0, y: 0))
        #expect(scroll.bounds.origin == CGPoint(x: 170, y: 0))
    }

    @Test("""
    a layer displays: layerWillDraw before draw(in:), clipped to the rectangle marked with setNeedsDisplay(_:); \
    needsDisplayOnBoundsChange redisplays it when resized; the drawing is kept
    """)
    func displaying() {
        final class Recorder: CALayerDelegate {
            var calls: [String] = []
            var clip: CGRect = .null
            func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
            func draw(_ layer: CALayer, in ctx: CGContext) {
                calls.append("draw")
                clip = ctx.boundingBoxOfClipPath
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let sim = makeSimulation()
        let recorder = Recorder()
        let layer = Box<CALayer?>(nil)
        sim.start {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let own = CALayer()
            own.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            own.delegate = recorder
            own.needsDisplayOnBoundsChange = true
            window.layer.addSublayer(own)
            layer.value = own
        }
        sim.runUntilIdle()
        inspect(sim) { layer.value!.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5)) }
        #expect(recorder.calls == ["willDraw", "draw"])
        #expect(recorder.clip == CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(layer.value!.displayedDrawing?.recordedOperations.count == 1)
        inspect(sim) { layer.value!.bounds.size = CGSize(width: 60, height: 50) }
        #expect(recorder.calls.count == 4)
        #expect(recorder.clip == CGRect(x: 0, y: 0, width: 60, height: 50))
    }

    @Test("preferredFrameSize is the frame's size; contentsAreFlipped follows isGeometryFlipped up the tree; defaults are Core Animation's")
    func smallMembers() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        #expect(layer.preferredFrameSize() == CGSize(width: 60, height: 10))
        let parent = CALayer()
        parent.addSublayer(layer)
        #expect(!layer.contentsAreFlipped())
        parent.isGeometryFlipped = true
        #expect(layer.contentsAreFlipped())
        layer.isGeometryFlipped = true
        #expect(!layer.contentsAreFlipped())
        #expect(layer.contentsGravity == .resize && layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerTopEdge, .layerBottomEdge])
        #expect(!layer.allowsEdgeAntialiasing && !layer.drawsAsynchronously && layer.isDoubleSided && layer.contentsFormat == .RGBA8Uint)
        layer.drawsAsynchronously = true
        layer.filters = ["blur"]
        #expect(layer.drawsAsynchronously && (layer.filters as? [String]) == ["blur"])
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1 && CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
    }
}
