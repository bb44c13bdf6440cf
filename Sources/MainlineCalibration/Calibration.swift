#if !(os(iOS) || os(tvOS) || os(visionOS))
import Foundation
import Mainline
import Synchronization

/// Fits a device to a team's own measurements of the calibration workloads: each workload is run
/// here at the sizes measured, the framework operations Mainline counts for it are the design,
/// the phone's times the observations (`DeviceFit`, every operation on its own).
public struct Calibration {
    /// What a workload did here at one size, and the phone's time for it.
    public struct Sample: Sendable {
        public var workload: String
        public var size: Int
        public var work: WorkAccount
        public var measured: TimeInterval
    }

    /// The device fitted.
    public var device: Device
    /// Every workload's fitted and measured times.
    public var fit: DeviceFit
    /// The operations no measured workload exercised: their costs are the base device's.
    public var unexercised: [DeviceOperation] { fit.unexercised }

    /// Counts what `workload` does at `size` in a simulation of `device` (the best of `runs` runs
    /// for the app's measured code; the counts are the same each run). Under the deterministic
    /// clock the app's own code is not measured.
    public static func work(of workload: CalibrationWorkload, size: Int, on device: Device,
                            clock: Simulation.Clock = .virtual, runs: Int = 3) -> WorkAccount {
        // Under the deterministic clock a workload's counts are the same every time, on any
        // device: counted once per process.
        let key = "\(workload.name)@\(size)"
        if clock == .deterministic, let known = countedOnce.withLock({ $0[key] }) { return known }
        let simulation = withMainlineConfiguration(.quiet) { Simulation(.init(device: device, clock: clock)) }
        var best: WorkAccount?
        simulation.start {
            for _ in 0..<max(1, runs) {
                let timed = workload.prepare(size)
                let before = simulation.workAccount
                timed()
                let work = simulation.workAccount - before
                CalibrationWorkload.discardKept()
                if best == nil || work.hostAppCodeTime < best!.hostAppCodeTime { best = work }
            }
        }
        let work = best ?? WorkAccount()
        if clock == .deterministic { countedOnce.withLock { $0[key] = work } }
        return work
    }

    private static let countedOnce = Mutex<[String: WorkAccount]>([:])

    /// Fits a device named `name` to `measurements`, starting from `base` (whose costs the
    /// operations the workloads do not exercise keep, and whose screen and display the device has
    /// unless the measurements say). The workloads are the framework's work: under the default
    /// deterministic clock their own few lines of code are not measured, so the fit is the same on
    /// any host and in any build.
    public init(_ measurements: CalibrationMeasurements, name: String, base: Device = .default, clock: Simulation.Clock = .deterministic) {
        var samples: [DeviceFit.Sample] = []
        for m in measurements.measurements {
            guard let workload = CalibrationWorkload.named(m.workload) else { continue }
            let work = Self.work(of: workload, size: m.size, on: base, clock: clock)
            samples.append(DeviceFit.Sample(name: "\(m.workload) \(m.size)", work: work, measured: m.median))
        }
        let factor = clock == .virtual ? base.appCodeFactor(hostScore: HostSpeed.score) : 0
        fit = DeviceFit(samples: samples, base: base.costs, groups: DeviceFit.eachOperation, appCodeFactor: factor, regularization: 1e-6)
        var device = base
        device.name = name
        device.identifier = Self.identifier(of: name)
        device.summary = "calibrated: \(measurements.device)\(measurements.system.map { ", \($0)" } ?? "")"
        device.costs = fit.costs
        if let width = measurements.screenWidth, let height = measurements.screenHeight {
            device.screen = Device.Screen(width: width, height: height, scale: measurements.screenScale ?? base.screen.scale)
        }
        if let rate = measurements.maximumFramesPerSecond { device.refreshRate = rate }
        device.sources = ["mainline calibrate: \(samples.count) workload measurements of \(measurements.device)"
            + "\(measurements.system.map { " on \($0)" } ?? ""), rms error \(String(format: "%.1f", fit.rmsRelativeError * 100)) %"]
            + (fit.unexercised.isEmpty ? [] : ["\(base.name) (not measured): \(fit.unexercised.map(\.name).joined(separator: ", "))"])
        self.device = device
    }

    /// A name as a device identifier: "Our iPhone 15" → "our-iphone-15".
    static func identifier(of name: String) -> String {
        let lowered = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let collapsed = String(lowered).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "calibrated" : collapsed
    }
}
#endif
