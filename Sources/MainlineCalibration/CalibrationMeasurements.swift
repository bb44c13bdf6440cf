import Foundation

/// The workloads' times on one device, as the calibration test target writes them (one JSON file):
///
/// ```json
/// {"device": "iPhone15,2", "system": "iOS 18.1", "screenWidth": 393, "screenHeight": 852,
///  "screenScale": 3, "maximumFramesPerSecond": 120,
///  "measurements": [{"workload": "labels.short", "size": 50, "seconds": [0.00041, 0.00039, …]}, …]}
/// ```
public struct CalibrationMeasurements: Codable, Sendable, Equatable {
    /// One workload at one size: the time of each iteration, in seconds.
    public struct Measurement: Codable, Sendable, Equatable {
        public var workload: String
        public var size: Int
        public var seconds: [Double]

        public init(workload: String, size: Int, seconds: [Double]) {
            self.workload = workload
            self.size = size
            self.seconds = seconds
        }

        /// The median iteration (the typical time, whatever a stray slow one did).
        public var median: Double {
            let sorted = seconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    /// The device's model (`UIDevice`'s or sysctl's `hw.machine`), or a name.
    public var device: String
    /// The system it ran ("iOS 18.1").
    public var system: String?
    public var screenWidth: Double?
    public var screenHeight: Double?
    public var screenScale: Double?
    public var maximumFramesPerSecond: Double?
    public var measurements: [Measurement]

    public init(device: String, system: String? = nil, screenWidth: Double? = nil, screenHeight: Double? = nil, screenScale: Double? = nil,
                maximumFramesPerSecond: Double? = nil, measurements: [Measurement]) {
        self.device = device
        self.system = system
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.screenScale = screenScale
        self.maximumFramesPerSecond = maximumFramesPerSecond
        self.measurements = measurements
    }

    /// What is wrong with the measurements, each in a sentence (none: they can be fitted).
    public func problems() -> [String] {
        var problems: [String] = []
        if measurements.isEmpty { problems.append("there are no measurements") }
        var seen = Set<String>()
        for (i, m) in measurements.enumerated() {
            let at = "measurement \(i + 1) (\(m.workload) at \(m.size))"
            guard let workload = CalibrationWorkload.named(m.workload) else {
                let known = CalibrationWorkload.all.map(\.name).joined(separator: ", ")
                problems.append("measurement \(i + 1) names the workload '\(m.workload)', which is not one of the kit's (\(known))")
                continue
            }
            if m.size <= 0 || m.size > 100_000 { problems.append("\(at) has a size of \(m.size): a size is from 1 to 100,000") }
            if !workload.sizes.contains(m.size) {
                problems.append("\(at): \(m.workload) runs at \(workload.sizes.map(String.init).joined(separator: ", ")), not \(m.size)")
            }
            if m.seconds.isEmpty { problems.append("\(at) has no times") }
            if let bad = m.seconds.first(where: { !$0.isFinite || $0 <= 0 || $0 > 600 }) {
                problems.append("\(at) has a time of \(bad) s: times are seconds above 0 (and under ten minutes)")
            }
            if !seen.insert("\(m.workload)@\(m.size)").inserted { problems.append("\(at) is measured twice") }
        }
        return problems
    }
}
