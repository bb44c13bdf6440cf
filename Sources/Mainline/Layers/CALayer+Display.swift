import Foundation

// A layer's display: its drawing kept, and Core Animation's redrawing of a layer while a
// property that marks it for display animates. A property listed by the class's
// `needsDisplay(forKey:)` redisplays the layer when it changes; while an animation of it is in
// flight, Core Animation draws the presentation layer every frame with the animated value. Here
// the layer draws itself every frame with its animated values of its own keys put in place for
// the drawing (its other properties are its model's: the presentation copy of a class of the
// app's own cannot be made with its `init(layer:)`, so drawing the model is what keeps its
// stored properties right).
extension CALayer {
    /// What the layer's last display drew (Mainline's addition: Core Animation keeps it as the
    /// layer's backing store, which apps cannot read). Nil until the layer has displayed.
    public var displayedDrawing: CGContext? { extras?.displayedDrawing }

    /// The layer's contents are drawn: `draw(in:)` with a context the size of the bounds, at
    /// the layer's scale, clipped to the part marked for display (the context is kept as
    /// `displayedDrawing`; its pixels render when asked for).
    func drawContents() {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let clip = extras?.dirtyRect
        extras?.dirtyRect = nil
        let context = CGContext(size: size, scale: contentsScale > 0 ? contentsScale : 1,
                                clip: clip.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) },
                                ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
        delegate?.layerWillDraw(self)
        draw(in: context)
        madeExtras.displayedDrawing = context
    }

    /// The keys of the app's own that animate now and mark the layer for display.
    func animatedDisplayKeys(at now: Double) -> [CustomAnimatedKey] {
        guard let store = animationStore, store.isInFlight(at: hasTimingInChain ? localTime(now) : now) else { return [] }
        return animatedCustomKeys().filter { type(of: self).needsDisplay(forKey: $0.key) }
    }

    /// Draws the layer with its animated values of `keys` at `now` in place (restored after).
    func displayPresentation(of keys: [CustomAnimatedKey], at now: Double, in context: SimulationContext) {
        let saved = extras?.values ?? [:]
        for custom in keys {
            let model = saved[custom.key] ?? type(of: self).defaultValue(forKey: custom.key)
            madeExtras.values[custom.key] = customValue(customPresentationVector(custom, at: now), like: model, kind: custom.kind)
        }
        defer { extras?.values = saved }
        if let view = hostView {
            // A view's layer draws in a context of the view's size, as the display pass gives.
            let size = view.storedBounds.size
            guard size.width > 0, size.height > 0 else { return }
            GraphicsContextStack.withViewContext(in: context.commit.graphicsStack, size: size, scale: context.app.screen.storedScale,
                                                 clip: view.storedBounds) {
                if let ctx = UIGraphicsGetCurrentContext() { draw(in: ctx) }
            }
            context.chargeDraw(view.storedBounds)
        } else {
            display()
            context.chargeDraw(CGRect(origin: .zero, size: bounds.size))
        }
        context.loop.count(\.drawCalls)
    }
}

extension AnimationState {
    /// Redraws the layers animating a property that marks them for display, each with the
    /// values it shows now (the commit's display phase, every frame of the animation).
    func displayAnimatedContents(at now: Double, in context: SimulationContext) {
        for layer in animatingLayers {
            let keys = layer.animatedDisplayKeys(at: now)
            guard !keys.isEmpty else { continue }
            layer.displayPresentation(of: keys, at: now, in: context)
        }
    }
}
