import Foundation

/// The cost model of earlier releases: a few per-call costs (a `layoutSubviews()`, an
/// `updateConstraints()`, a `draw(_:)` and its area, a rendered frame and its area). A
/// simulation given one charges the framework's work with a device made from it
/// (`Device(costModel:cpuScale:)`); a `Device` counts and charges far more of the framework's
/// work, operation by operation, with constants fitted to measured phones.
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
    /// Not a cost model: a default argument that means "the device's costs" (see
    /// `Simulation.init(refreshRate:clock:screenSize:scale:timeline:costModel:cpuScale:device:)`).
    public static let fromDevice = CostModel(name: "\u{1}device", layoutSubviews: 0, updateConstraints: 0, draw: 0,
                                                       drawPerMegapixel: 0, render: 0, renderPerMegapixel: 0)

    /// Whether this is ``fromDevice``.
    package var isFromDevice: Bool { name == "\u{1}device" }

    /// An older phone (A12-class): about three times the modern figures.
    public static let olderPhone = CostModel(name: "older phone", layoutSubviews: 45e-6, updateConstraints: 24e-6,
                                             draw: 120e-6, drawPerMegapixel: 4.5e-3, render: 3e-3, renderPerMegapixel: 3e-3)
}
