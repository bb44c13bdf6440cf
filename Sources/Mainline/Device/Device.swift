import Foundation

/// A device a simulation stands for: its screen and display, what the framework's work costs on
/// it operation by operation, and how fast it runs the app's own code.
///
/// The framework's work (views made and added, constraints, the layout engine's solver, layout
/// passes, text measured, images decoded, drawing, the render server) is counted by the run and
/// charged at the device's ``costs``; the app's own code is measured on the host and converted to
/// the device's time with ``appCode`` and the host's speed (`HostSpeed`). Built-in devices are in
/// ``builtIn`` (each with its sources); a team's own phones are made into devices with
/// `mainline calibrate`.
public struct Device: Sendable, Hashable, Codable {
    /// A screen: its size in points (portrait) and its scale (pixels per point).
    public struct Screen: Sendable, Hashable, Codable, CustomStringConvertible {
        public var width: Double
        public var height: Double
        public var scale: Double

        public init(width: Double, height: Double, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
        }

        /// "402x874@3".
        public var description: String { "\(Int(width))x\(Int(height))@\(Int(scale))" }
    }

    /// How fast a device runs the app's own code, against the host that measures it.
    public enum AppCodeSpeed: Sendable, Hashable, Codable {
        /// The device's single-core score on Geekbench 6: a second of the host's CPU time is
        /// `hostScore / score` seconds on the device (the host's score is measured, `HostSpeed`).
        case singleCoreScore(Double)
        /// A fixed factor on the host's CPU time, whatever the host (1: the same; 2: the device is
        /// half as fast) — the CPU scale of earlier releases.
        case hostTimeScale(Double)
    }

    /// The name reports show ("iPhone 16 Pro").
    public var name: String
    /// The name the command takes (`--device iphone-16-pro`).
    public var identifier: String
    /// What is inside ("A18 Pro, iOS 18").
    public var summary: String
    public var screen: Screen
    /// The display's highest refresh rate (ProMotion's 120 Hz where the device has it).
    public var refreshRate: Double
    /// What the framework's work costs on the device.
    public var costs: OperationCosts
    /// How fast it runs the app's own code.
    public var appCode: AppCodeSpeed
    /// Where the figures come from (published measurements, a calibration).
    public var sources: [String]

    public init(name: String, identifier: String, summary: String = "", screen: Screen, refreshRate: Double, costs: OperationCosts,
                appCode: AppCodeSpeed, sources: [String] = []) {
        self.name = name
        self.identifier = identifier
        self.summary = summary
        self.screen = screen
        self.refreshRate = refreshRate
        self.costs = costs
        self.appCode = appCode
        self.sources = sources
    }

    /// The device a simulation stands for unless it says otherwise: the current 120 Hz phone.
    public static var `default`: Device { .iPhone16Pro }

    /// The built-in device named `identifier` (or by its name, in any case), if there is one.
    public static func named(_ identifier: String) -> Device? {
        let wanted = identifier.lowercased()
        return builtIn.first { $0.identifier == wanted || $0.name.lowercased() == wanted }
    }

    /// What a second of the host's CPU time counts as on this device, for a host of
    /// `hostScore` (its single-core score as `HostSpeed` measures it).
    public func appCodeFactor(hostScore: Double) -> Double {
        switch appCode {
        case .singleCoreScore(let score): score > 0 && hostScore > 0 ? hostScore / score : 1
        case .hostTimeScale(let scale): scale.isFinite && scale >= 0 ? scale : 1
        }
    }

    /// A device from a cost model of earlier releases: the model's per-call layout, constraint
    /// and drawing costs and its render server, the app's code at `cpuScale` times the host's.
    public init(costModel: CostModel?, cpuScale: Double = 1, screen: Screen = Device.default.screen,
                refreshRate: Double = Device.default.refreshRate) {
        var costs = OperationCosts()
        if let model = costModel {
            costs[.layoutSubviews] = model.layoutSubviews * 1e9
            costs[.updateConstraints] = model.updateConstraints * 1e9
            costs[.draw] = model.draw * 1e9
            costs[.drawMegapixel] = model.drawPerMegapixel * 1e9
            costs[.renderFrame] = model.render * 1e9
            costs[.renderMegapixel] = model.renderPerMegapixel * 1e9
        }
        self.init(name: costModel?.name ?? "no cost model", identifier: "custom", summary: "a cost model of earlier releases",
                  screen: screen, refreshRate: refreshRate, costs: costs, appCode: .hostTimeScale(cpuScale))
    }

    /// This device with the settings of earlier releases applied: a `costModel` (other than
    /// `CostModel.fromDevice`, which keeps the device's costs) replaces its costs, and a `cpuScale`
    /// replaces its app-code speed.
    package func replacingCosts(costModel: CostModel?, cpuScale: Double?) -> Device {
        if costModel?.isFromDevice != true {
            return Device(costModel: costModel, cpuScale: cpuScale ?? 1, screen: screen, refreshRate: refreshRate)
        }
        var device = self
        if let cpuScale { device.appCode = .hostTimeScale(cpuScale) }
        return device
    }

    /// The device's main costs as a cost model of earlier releases.
    package var legacyCostModel: CostModel {
        CostModel(name: name, layoutSubviews: costs[.layoutSubviews] / 1e9, updateConstraints: costs[.updateConstraints] / 1e9,
                  draw: costs[.draw] / 1e9, drawPerMegapixel: costs[.drawMegapixel] / 1e9, render: costs[.renderFrame] / 1e9,
                  renderPerMegapixel: costs[.renderMegapixel] / 1e9)
    }
}
