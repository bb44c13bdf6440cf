import Foundation

extension Simulation {
    /// A run's settings in one value — the device, the clock, the display, the screen and what
    /// the timeline keeps — checked once (``validated()``) with one set of fallbacks. A
    /// simulation is made from one (`Simulation(_:)`), scenario options hold one, and a profile
    /// states the one it was made with.
    public struct Configuration: Sendable, Codable, Equatable {
        /// The device the simulation stands for: its screen, its display's rate, what the
        /// framework's work costs on it, how fast it runs the app's code.
        public var device: Device
        /// How time advances.
        public var clock: Clock
        /// Display refreshes per second (nil: the device's highest rate).
        public var refreshRate: Double?
        /// The screen windows are made on (nil: the device's).
        public var screen: Device.Screen?
        /// What the simulation keeps of its timeline.
        public var timeline: TimelineOptions

        public init(device: Device = .default, clock: Clock = Simulation.defaultClock, refreshRate: Double? = nil,
                    screen: Device.Screen? = nil, timeline: TimelineOptions = TimelineOptions()) {
            self.device = device
            self.clock = clock
            self.refreshRate = refreshRate
            self.screen = screen
            self.timeline = timeline
        }

        /// The refresh rate in effect: the one given, else the device's.
        public var effectiveRefreshRate: Double { refreshRate ?? device.refreshRate }
        /// The screen in effect: the one given, else the device's.
        public var effectiveScreen: Device.Screen { screen ?? device.screen }

        /// The highest refresh rate a simulation takes.
        public static let refreshRates: ClosedRange<Double> = 1...1000

        /// The configuration with every value checked, and a message for each value that was
        /// replaced by its fallback: a refresh rate outside 1–1000 Hz (or not a number) by the
        /// device's; a screen whose size is not positive and finite, or whose scale is outside
        /// 1–4, by the device's; a device's own rate or screen, likewise, by the default
        /// device's.
        public func validated() -> (configuration: Configuration, problems: [String]) {
            var checked = self
            var problems: [String] = []
            let fallback = Device.default
            if !Self.isValidRate(device.refreshRate) {
                problems.append("the device '\(device.name)' has a refresh rate of \(device.refreshRate) Hz, not one a display has "
                    + "(\(Self.rateRange)): using \(Int(fallback.refreshRate)) Hz")
                checked.device.refreshRate = fallback.refreshRate
            }
            if !Self.isValidScreen(device.screen) {
                problems.append("the device '\(device.name)' has a screen of \(device.screen), not one a device has: using \(fallback.screen)")
                checked.device.screen = fallback.screen
            }
            if let rate = refreshRate, !Self.isValidRate(rate) {
                problems.append("a refresh rate of \(rate) Hz is not one a display has (\(Self.rateRange)): using the device's "
                    + "\(Int(checked.device.refreshRate)) Hz")
                checked.refreshRate = nil
            }
            if let screen, !Self.isValidScreen(screen) {
                problems.append("a screen of \(screen) is not one a device has (a positive size, a scale from 1 to 4): using the "
                    + "device's \(checked.device.screen)")
                checked.screen = nil
            }
            return (checked, problems)
        }

        private static let rateRange = "1 to 1000 Hz"

        private static func isValidRate(_ rate: Double) -> Bool { rate.isFinite && refreshRates.contains(rate) }

        private static func isValidScreen(_ screen: Device.Screen) -> Bool {
            screen.width.isFinite && screen.height.isFinite && screen.width > 0 && screen.height > 0
                && screen.width <= 100_000 && screen.height <= 100_000 && screen.scale.isFinite && (1...4).contains(screen.scale)
        }
    }
}

extension TimelineOptions: Codable, Equatable {
    private enum CodingKeys: String, CodingKey { case recordsSpans, lastFrames }

    /// Decodes what a timeline keeps (a sink is not part of a configuration file).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let lastFrames = try c.decodeIfPresent(Int.self, forKey: .lastFrames)
        self.init(recordsSpans: try c.decodeIfPresent(Bool.self, forKey: .recordsSpans) ?? true,
                  retention: lastFrames.map { .lastFrames($0) } ?? .all)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(recordsSpans, forKey: .recordsSpans)
        if case .lastFrames(let n) = retention { try c.encode(n, forKey: .lastFrames) }
    }

    /// Equal when they keep the same (sinks are not compared).
    public static func == (a: TimelineOptions, b: TimelineOptions) -> Bool {
        a.recordsSpans == b.recordsSpans && a.retention == b.retention
    }
}

extension Simulation.Clock: Codable {}
