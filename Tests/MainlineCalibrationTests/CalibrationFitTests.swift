import Foundation
import Testing
@testable import Mainline
import MainlineCalibration
import MainlineTesting
@testable import MainlineCommand

/// Measurements made from a known device (every workload at every size: the count of each
/// operation times the device's cost), as a phone would give them if Mainline's model were exact.
@MainActor
func measurements(of device: Device, dropping dropped: Set<String> = [], noise: (Int) -> Double = { _ in 1 }) -> CalibrationMeasurements {
    var list: [CalibrationMeasurements.Measurement] = []
    for workload in CalibrationWorkload.all where !dropped.contains(workload.name) {
        for size in workload.sizes {
            let work = Calibration.work(of: workload, size: size, on: device, clock: .deterministic, runs: 1)
            let seconds = DeviceOperation.allCases.filter { !$0.isRenderServer }
                .reduce(0.0) { $0 + device.costs[$1] * Double(work[$1]) } / 1e9
            list.append(.init(workload: workload.name, size: size, seconds: [seconds * noise(list.count)]))
        }
    }
    return CalibrationMeasurements(device: "test", system: "iOS 18", measurements: list)
}

/// A device whose every cost is the iPhone 16's times a factor of its own between 0.5 and 2.
func perturbedDevice() -> Device {
    var device = Device.iPhone16
    for (i, operation) in DeviceOperation.allCases.enumerated() {
        device.costs[operation] = Device.iPhone16.costs[operation] * (0.5 + Double((i * 37) % 31) / 20)
    }
    return device
}

@Suite("Calibration: fitting a device to measurements of the workloads", .mainline(.quiet))
struct CalibrationFitTests {
    @Test("measurements made from a known device are fitted back to its costs, each within 2 %")
    @MainActor func recoversAKnownDevice() {
        let known = perturbedDevice()
        let measured = measurements(of: known)
        let calibration = Calibration(measured, name: "Known", base: .iPhone16, clock: .deterministic)
        #expect(calibration.fit.rmsRelativeError < 0.001)
        for operation in DeviceOperation.allCases where !operation.isRenderServer && !calibration.unexercised.contains(operation) {
            let ratio = calibration.device.costs[operation] / known.costs[operation]
            #expect(abs(ratio - 1) < 0.02, "\(operation.name): fitted \(calibration.device.costs[operation]) ns, known \(known.costs[operation]) ns")
        }
    }
}

extension CalibrationFitTests {
    @Test("partial measurements give a stated fit: the operations no workload measured keep the base device's costs, and the device says so")
    @MainActor func partialMeasurements() {
        let known = perturbedDevice()
        let measured = measurements(of: known, dropping: ["stack.arrange", "fitting"])
        let calibration = Calibration(measured, name: "Partial", base: .iPhone16, clock: .deterministic)
        #expect(Set(calibration.unexercised).isSuperset(of: [.fittingSize, .fittingConstraint, .stackArrangement]))
        #expect(!calibration.unexercised.contains(.textMeasured) && !calibration.unexercised.contains(.viewCreated))
        for operation in calibration.unexercised {
            #expect(calibration.device.costs[operation] == Device.iPhone16.costs[operation])
        }
        #expect(abs(calibration.device.costs[.textMeasured] / known.costs[.textMeasured] - 1) < 0.02)
        #expect(calibration.device.sources.contains { $0.contains("not measured") && $0.contains("stackArrangement") })
    }

    @Test("noisy measurements: the fit still runs and its error says how far the times disagree")
    @MainActor func noisyMeasurements() {
        let known = perturbedDevice()
        let factors = [0.7, 1.3, 0.85, 1.2, 1.0, 0.75, 1.25]
        let measured = measurements(of: known, noise: { factors[$0 % factors.count] })
        let calibration = Calibration(measured, name: "Noisy", base: .iPhone16, clock: .deterministic)
        #expect(calibration.fit.rmsRelativeError > 0.05)
        #expect(calibration.fit.rmsRelativeError < CalibrateCommand.refusedError)
        #expect(DeviceOperation.allCases.allSatisfy { calibration.device.costs[$0] >= 0 })
    }

    @Test("measurements that cannot be fitted are named, each problem in a sentence")
    func problemsAreNamed() {
        let bad = CalibrationMeasurements(device: "x", measurements: [
            .init(workload: "views.create", size: 50, seconds: [0.001]),
            .init(workload: "views.create", size: 50, seconds: [0.001]),
            .init(workload: "views.teleport", size: 50, seconds: [0.001]),
            .init(workload: "labels.short", size: 7, seconds: [0.001]),
            .init(workload: "labels.long", size: 20, seconds: [-1]),
            .init(workload: "frames.set", size: 50, seconds: []),
        ])
        let problems = bad.problems()
        #expect(problems.contains { $0.contains("measured twice") })
        #expect(problems.contains { $0.contains("'views.teleport', which is not one of the kit's") })
        #expect(problems.contains { $0.contains("labels.short runs at 50, 200, 800, not 7") })
        #expect(problems.contains { $0.contains("a time of -1.0 s") })
        #expect(problems.contains { $0.contains("has no times") })
        #expect(CalibrationMeasurements(device: "x", measurements: []).problems() == ["there are no measurements"])
    }
}
