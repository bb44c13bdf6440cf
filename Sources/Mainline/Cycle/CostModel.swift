import Foundation

/// Turns the work a frame counts into time on the virtual clock, so a run without declared
/// costs (`Workload.spend`) still has frame times that depend on what the code did — and stays
/// deterministic: the same code gives the same times on any machine, without measuring
/// instructions.
///
/// Main thread: each `layoutSubviews()` (the engine's solve of the view's constraints included),
/// each `updateConstraints()`, each `draw(_:)` plus its area in device pixels. Render server:
/// a base cost for a frame that changed anything on screen plus the drawn area.
///
/// The figures of the presets are Mainline's nominal model, chosen to give typical relative
/// weights (a layout tens of microseconds, a full-screen redraw a few milliseconds); they are
/// not measurements of a device. Declare your own from Instruments' figures for your app when
/// absolute numbers matter.
public struct CostModel: Sendable, Codable, Equatable {
    /// The model's name, shown in reports.
    public var name: String
    /// Main-thread seconds per `layoutSubviews()` call.
    public var layoutSubviews: TimeInterval
    /// Main-thread seconds per `updateConstraints()` call.
    public var updateConstraints: TimeInterval
    /// Main-thread seconds per `draw(_:)` call, plus per megapixel it draws.
    public var draw: TimeInterval
    public var drawPerMegapixel: TimeInterval
    /// Render-server seconds for a frame that changed the screen, plus per megapixel drawn.
    public var render: TimeInterval
    public var renderPerMegapixel: TimeInterval

    public init(name: String, layoutSubviews: TimeInterval, updateConstraints: TimeInterval, draw: TimeInterval,
                drawPerMegapixel: TimeInterval, render: TimeInterval, renderPerMegapixel: TimeInterval) {
        self.name = name
        self.layoutSubviews = layoutSubviews
        self.updateConstraints = updateConstraints
        self.draw = draw
        self.drawPerMegapixel = drawPerMegapixel
        self.render = render
        self.renderPerMegapixel = renderPerMegapixel
    }

    /// A recent phone (A17-class): layout 15 µs, constraints 8 µs, draw 40 µs + 1.5 ms/MP,
    /// render 1.5 ms + 1 ms/MP.
    public static let modernPhone = CostModel(name: "modern phone", layoutSubviews: 15e-6, updateConstraints: 8e-6,
                                              draw: 40e-6, drawPerMegapixel: 1.5e-3, render: 1.5e-3, renderPerMegapixel: 1e-3)
    /// An older phone (A12-class): about three times the modern figures.
    public static let olderPhone = CostModel(name: "older phone", layoutSubviews: 45e-6, updateConstraints: 24e-6,
                                             draw: 120e-6, drawPerMegapixel: 4.5e-3, render: 3e-3, renderPerMegapixel: 3e-3)
}

extension SimulationClock {
    /// A `layoutSubviews()` call's framework work.
    @inline(__always)
    func chargeLayout() {
        if let costModel { chargeModel(TimeAmount(seconds: costModel.layoutSubviews)) }
    }

    /// An `updateConstraints()` call's framework work.
    @inline(__always)
    func chargeConstraintUpdate() {
        if let costModel { chargeModel(TimeAmount(seconds: costModel.updateConstraints)) }
    }

    /// A `draw(_:)` of `pixels` device pixels.
    func chargeDraw(pixels: Double) {
        if let costModel { chargeModel(TimeAmount(seconds: costModel.draw + costModel.drawPerMegapixel * pixels / 1e6)) }
    }

    /// The render server's time for a frame that drew `pixels` device pixels and `changed` the
    /// screen (nil: no model, or nothing to render).
    func renderTime(pixels: Int, changed: Bool) -> TimeAmount? {
        guard let costModel, changed else { return nil }
        return TimeAmount(seconds: costModel.render + costModel.renderPerMegapixel * Double(pixels) / 1e6)
    }
}

extension SimulationContext {
    /// A `draw(_:)` of `rect` (points) at the screen's scale: its pixels are counted and charged.
    func chargeDraw(_ rect: CGRect) {
        let scale = Double(app.screen.storedScale)
        let pixels = max(0, Double(rect.width) * scale) * max(0, Double(rect.height) * scale)
        loop.timeline.addPixelsDrawn(pixels.isFinite ? Int(pixels) : 0)
        loop.clock.chargeDraw(pixels: pixels.isFinite ? pixels : 0)
    }

    /// At the end of a frame: the render server's time for it, from the model — what was drawn,
    /// and the layers animating, which it composites again every frame they animate.
    func chargeRender() {
        let counters = loop.timeline.counters
        let animated = animatedPixels()
        let changed = counters.layoutSubviewsCalls > 0 || counters.drawCalls > 0 || loop.timeline.isScrolling || animated > 0
        let pixels = counters.pixelsDrawn + (animated.isFinite ? Int(animated) : 0)
        if let time = loop.clock.renderTime(pixels: pixels, changed: changed) { loop.timeline.addRenderTime(time) }
    }
}
