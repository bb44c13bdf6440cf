import Foundation
import Synchronization
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
        let windows = app.windows.filter { !$0.storedIsHidden }
        let generation = RenderTree.generation
        if renderTreeCount?.generation != generation || renderTreeCount?.windows != windows.map(ObjectIdentifier.init) {
            var composited = 0, offscreen = 0
            for window in windows { RenderTree.count(window, composited: &composited, offscreen: &offscreen) }
            renderTreeCount = RenderTreeCount(generation: generation, windows: windows.map(ObjectIdentifier.init),
                                              composited: composited, offscreen: offscreen)
        }
        clock.charge(.layerComposited, renderTreeCount!.composited)
        clock.charge(.offscreenPass, renderTreeCount!.offscreen)
    }
}

/// The render server's count of a simulation's layer trees, kept until a tree changes.
struct RenderTreeCount {
    let generation: UInt64
    let windows: [ObjectIdentifier]
    let composited: Int
    let offscreen: Int
}

/// What the render server does with a layer tree.
enum RenderTree {
    private enum Node { case view(UIView), layer(CALayer) }

    /// Bumped by every change that can change a count (views and layers joining or leaving a
    /// tree; hiding, transparency, clipping, corners, shadows, masks): while it stands, a frame
    /// reuses the last count — a scrolling list's frames do not walk its thousands of rows.
    /// Process-wide and atomic: a layer outside every tree may be changed on any thread.
    private static let generationCounter = Atomic<UInt64>(0)

    static var generation: UInt64 { generationCounter.load(ordering: .relaxed) }

    @inline(__always)
    static func changed() { generationCounter.add(1, ordering: .relaxed) }

    /// Adds up the visible layers of `window` and under it and the offscreen passes they need. A
    /// hidden or fully transparent layer, and what is under it, is not composited. Walked with a
    /// work list, not recursion: a hierarchy thousands of views deep must not exhaust the stack,
    /// and a view whose layer was never asked for is counted from the view (its layer would be a
    /// plain one with no shadow, mask or corners) without making the layer.
    static func count(_ window: UIWindow, composited: inout Int, offscreen: inout Int) {
        var pending: [Node] = [.view(window)]
        while let node = pending.popLast() {
            let layer: CALayer?
            switch node {
            case .view(let view):
                guard !view.storedIsHidden, view.storedAlpha > 0 else { continue }
                layer = view.storedLayer
                for subview in view.storedSubviews.reversed() { pending.append(.view(subview)) }
            case .layer(let sublayer):
                guard !sublayer.isHidden, sublayer.opacity > 0 else { continue }
                layer = sublayer
            }
            composited += 1
            guard let layer else { continue }
            if layer.shadowOpacity > 0 && layer.shadowPath == nil { offscreen += 1 }
            if layer.mask != nil { offscreen += 1 }
            if layer.cornerRadius > 0 && layer.masksToBounds && layer.sublayerCount > 0 { offscreen += 1 }
            for sublayer in layer.storedSublayers.reversed() { pending.append(.layer(sublayer)) }
        }
    }
}
