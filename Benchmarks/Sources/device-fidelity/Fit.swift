import Foundation
import UIKit

// `--fit`: the built-in devices' costs, fitted to the benchmark's published figures (the
// figures Device+BuiltIn.swift holds, and Reports/device-calibration.md explains).

/// What the fit starts from for the A18: a cost per operation before any measurement, from the
/// published bounds in the calibration report (a label measurement under about 17 µs, view
/// creation several times a frame set, a row update a fraction of a pivot).
let a18Prior = OperationCosts([
    .uikitCall: 40,
    .viewCreated: 8_000, .viewAdded: 2_000, .viewRemoved: 1_500,
    .constraintCreated: 1_500, .constraintActivated: 3_000, .constraintDeactivated: 2_500, .constraintConstantChanged: 1_500,
    .solverPivot: 1_000, .solverRowUpdate: 80, .fittingSize: 30_000, .fittingConstraint: 2_000, .stackArrangement: 15_000,
    .layoutSubviews: 5_000, .updateConstraints: 3_000, .frameChanged: 600,
    .textMeasured: 8_000, .textGlyph: 150, .textLine: 1_500,
])

/// The groups fitted together (one factor each): operations no single figure tells apart.
let a18Groups: [[DeviceOperation]] = [
    [.uikitCall], [.viewCreated, .viewAdded, .viewRemoved],
    [.constraintCreated, .constraintActivated, .constraintDeactivated, .constraintConstantChanged],
    [.solverPivot, .solverRowUpdate], [.fittingSize, .fittingConstraint], [.stackArrangement],
    [.layoutSubviews, .updateConstraints, .frameChanged], [.textMeasured, .textGlyph, .textLine],
]

func samples(_ results: [ApproachResult], phone: String) -> [DeviceFit.Sample] {
    results.flatMap { result in
        zip(result.passes, result.approach.published[phone]!).map { pass, ms in
            DeviceFit.Sample(name: "\(result.approach.rawValue) \(pass.cells)", work: pass.work, measured: ms / 1000)
        }
    }
}

func report(_ fit: DeviceFit, _ results: [ApproachResult], phone: String) {
    for result in results {
        let rows = fit.residuals.filter { $0.name.hasPrefix(result.approach.rawValue + " ") }
        let worst = rows.map { abs($0.relativeError) }.max() ?? 0
        print(String(format: "  %@: 100 cells %.1f ms (published %.1f), worst error %.0f %%", result.approach.rawValue,
                     rows.last!.predicted * 1000, rows.last!.measured * 1000, worst * 100))
    }
}

func fitBuiltInCosts(_ results: [ApproachResult]) {
    // The app's code of the A18 phone: the host's CPU time at the phone's Geekbench 6 score.
    let a18AppFactor = Device.iPhone16.appCodeFactor(hostScore: HostSpeed.score)
    let a18 = DeviceFit(samples: samples(results, phone: "iPhone 16"), base: a18Prior, groups: a18Groups,
                        appCodeFactor: a18AppFactor, regularization: 0.1)
    print("\nA18 fitted on the iPhone 16's figures (factors \(a18.factors.map { String(format: "%.2f", $0) }.joined(separator: " ")), "
          + String(format: "rms error %.1f %%):", a18.rmsRelativeError * 100))
    report(a18, results, phone: "iPhone 16")
    for operation in DeviceOperation.allCases where a18.costs[operation] > 0 {
        print(String(format: "    .%@: %.0f,", operation.name, a18.costs[operation]))
    }
    // The A15: the A18's costs times one factor, fitted to the iPhone 13 Pro's figures; what is
    // left is the validation of the A18's shape on a second phone.
    let a15AppFactor = Device.iPhone13Pro.appCodeFactor(hostScore: HostSpeed.score)
    let a15 = DeviceFit(samples: samples(results, phone: "iPhone 13 Pro"), base: a18.costs,
                        groups: [DeviceOperation.allCases.filter { !$0.isRenderServer }], appCodeFactor: a15AppFactor, regularization: 0)
    print(String(format: "\nA15 = A18 × %.3f, fitted on the iPhone 13 Pro's figures (rms error %.1f %%):", a15.factors[0],
                 a15.rmsRelativeError * 100))
    report(a15, results, phone: "iPhone 13 Pro")
    // Validation of the Geekbench 6 ratio as a predictor of the framework's costs.
    let ratio = 3264.0 / 2409.0
    let byScore = DeviceFit(samples: samples(results, phone: "iPhone 13 Pro"), base: a18.costs.scaled(by: ratio), groups: [],
                            appCodeFactor: a15AppFactor)
    print(String(format: "A15 predicted from the A18 by Geekbench 6 single-core (× %.3f), not fitted (rms error %.1f %%):", ratio,
                 byScore.rmsRelativeError * 100))
    report(byScore, results, phone: "iPhone 13 Pro")
}
