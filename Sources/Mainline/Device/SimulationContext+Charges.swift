import Foundation
import ThreadChecker

extension SimulationClock {
    /// Counts `amount` of a continuous `operation` (megapixels) and charges it at the device's
    /// cost.
    func charge(_ operation: DeviceOperation, amount: Double) {
        guard amount > 0, amount.isFinite else { return }
        let nanoseconds = costs[operation] * amount
        let time = TimeAmount(nanoseconds: Int64(nanoseconds.rounded()))
        if operation.isRenderServer { chargeRender(time) } else { chargeModel(time) }
    }
}

extension SimulationContext {
    /// Framework work that app code may have called: `count` of `operation` counted and charged
    /// at the device's cost, and `body` (Mainline's own doing of it) left out of the app's
    /// measured time.
    @inline(__always)
    func frameworkOperation<T>(_ operation: DeviceOperation, _ count: Int = 1, _ body: () throws -> T) rethrows -> T {
        let clock = loop.clock
        clock.charge(operation, count)
        guard clock.isMeasuring else { return try body() }
        return try clock.framework(body)
    }

    /// The simulation whose turn the calling thread holds, if any (for framework work that
    /// belongs to no view: a string measured).
    static var ofCurrentTurn: SimulationContext? {
        MainTurn.isSharedTurnHeldByCurrentThread ? running : nil
    }

    /// The first display of `image` (its decode into a bitmap, by its pixels); an image is
    /// decoded once, as UIKit decodes once and keeps the bitmap with the image.
    func chargeDecode(of image: UIImage) {
        guard !image.hasBeenDecoded, !image.isSymbolImage else { return }
        image.hasBeenDecoded = true
        let pixels = Double(image.size.width * image.scale) * Double(image.size.height * image.scale)
        loop.clock.charge(.imageDecodeMegapixel, amount: pixels.isFinite ? pixels / 1e6 : 0)
    }

    /// A `draw(_:)` of `rect` (points) at the screen's scale: counted, with its pixels.
    func chargeDraw(_ rect: CGRect) {
        let scale = Double(app.screen.storedScale)
        let pixels = max(0, Double(rect.width) * scale) * max(0, Double(rect.height) * scale)
        let counted = pixels.isFinite ? pixels : 0
        loop.timeline.addPixelsDrawn(Int(min(counted, 1e15)))
        loop.clock.charge(.draw)
        loop.clock.charge(.drawMegapixel, amount: counted / 1e6)
    }

    /// At the end of a frame that changed the screen: the render server's work — the frame, the
    /// layers it composites (every visible layer of the shown windows), their offscreen passes
    /// (a shadow without a path, a mask, rounded corners that clip), and the pixels drawn or
    /// animated, which it takes on again.
    func chargeRender() {
        let counters = loop.timeline.counters
        let animated = animatedPixels()
        let changed = counters.layoutSubviewsCalls > 0 || counters.drawCalls > 0 || loop.timeline.isScrolling || animated > 0
        guard changed else { return }
        let clock = loop.clock
        clock.charge(.renderFrame)
        clock.charge(.renderMegapixel, amount: (Double(counters.pixelsDrawn) + (animated.isFinite ? animated : 0)) / 1e6)
        guard clock.costs[.layerComposited] > 0 || clock.costs[.offscreenPass] > 0 else { return }
        var composited = 0, offscreen = 0
        for window in app.windows where !window.storedIsHidden {
            RenderTree.count(window.layer, composited: &composited, offscreen: &offscreen)
        }
        clock.charge(.layerComposited, composited)
        clock.charge(.offscreenPass, offscreen)
    }
}

/// What the render server does with a layer tree.
enum RenderTree {
    /// Adds up the visible layers under `layer` (itself included) and the offscreen passes they
    /// need. A hidden or fully transparent layer, and what is under it, is not composited.
    static func count(_ layer: CALayer, composited: inout Int, offscreen: inout Int) {
        if let view = layer.hostView {
            guard !view.storedIsHidden, view.storedAlpha > 0 else { return }
        } else if layer.isHidden || layer.opacity <= 0 {
            return
        }
        composited += 1
        if layer.shadowOpacity > 0 && layer.shadowPath == nil { offscreen += 1 }
        if layer.mask != nil { offscreen += 1 }
        if layer.cornerRadius > 0 && layer.masksToBounds && layer.sublayerCount > 0 { offscreen += 1 }
        if let view = layer.hostView {
            for subview in view.storedSubviews { count(subview.layer, composited: &composited, offscreen: &offscreen) }
        }
        for sublayer in layer.storedSublayers { count(sublayer, composited: &composited, offscreen: &offscreen) }
    }
}
