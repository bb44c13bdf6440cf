import Foundation
import Mainline
import MainlineCalibration

/// `mainline devices`: the built-in devices, each with its figures and their sources.
enum DevicesCommand {
    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        _ = try parsed.positionals(atMost: 0, what: "no arguments")
        if parsed.has(Options.general.names) {
            for device in Device.builtIn { output.line(device.identifier) }
            return MainlineCommand.success
        }
        output.line("Devices (run on one with --device NAME, side by side with --devices A,B,C; the first is the default):")
        output.line()
        let width = Device.builtIn.map(\.identifier.count).max() ?? 0
        for device in Device.builtIn {
            let speed: String
            switch device.appCode {
            case .singleCoreScore(let score): speed = "app code at single-core score \(Int(score))"
            case .hostTimeScale(let scale): speed = "app code at \(scale) × the host's time"
            }
            output.line("  \(device.identifier.padding(toLength: width, withPad: " ", startingAt: 0))  \(device.name): \(device.summary)")
            output.line("  \(String(repeating: " ", count: width))  screen \(device.screen) pt, \(Int(device.refreshRate)) Hz, \(speed)")
            for source in device.sources { output.line("  \(String(repeating: " ", count: width))    · \(source)") }
        }
        output.line()
        output.line("This host's single-core score: \(Int(HostSpeed.score.rounded())) (\(HostSpeed.provenance)).")
        output.line("A device of your own: 'mainline calibrate MEASUREMENTS.json --name NAME --output FILE', then --device-file FILE.")
        return MainlineCommand.success
    }
}

/// `mainline calibrate MEASUREMENTS.json --name NAME --output FILE`: a device fitted to a phone's
/// times of the calibration workloads.
enum CalibrateCommand {
    /// The fit's root-mean-square error above which the measurements are refused: a per-operation
    /// model explains a phone's times far better than that, so the measurements disagree with
    /// each other (a noisy device, a wrong file).
    static let refusedError = 0.5

    static func run(_ parsed: ParsedArguments, _ output: CommandOutput) throws(UsageError) -> Int32 {
        let paths = try parsed.positionals(atMost: 1, what: "one measurements file")
        guard let path = paths.first else {
            throw UsageError("mainline calibrate: which measurements? Give the JSON file the calibration test target wrote: "
                + "mainline calibrate MEASUREMENTS.json --name NAME --output DEVICE.json.")
        }
        guard let name = parsed[Options.calibrate.name] else {
            throw UsageError("mainline calibrate: name the device with --name, e.g. --name \"Our iPhone 15\" (reports show it).")
        }
        guard let outputPath = parsed[Options.calibrate.output] else {
            throw UsageError("mainline calibrate: say where to write the device with --output FILE, e.g. --output our-iphone.json.")
        }
        let base = parsed[Options.calibrate.base] ?? .default
        let measurements = try read(path)
        let problems = measurements.problems()
        if !problems.isEmpty {
            throw UsageError("mainline calibrate: '\(path)' cannot be fitted: " + problems.prefix(5).joined(separator: "; ")
                + (problems.count > 5 ? "; and \(problems.count - 5) more" : "") + ".")
        }
        output.errorLine("mainline: running \(measurements.measurements.count) workload measurements here…")
        let calibration = Calibration(measurements, name: name, base: base)
        let fit = calibration.fit
        output.line("\(name), fitted to \(measurements.measurements.count) measurements of \(measurements.device)"
            + "\(measurements.system.map { " (\($0))" } ?? ""):")
        output.line()
        output.line("  workload                    measured      fitted    error")
        for residual in fit.residuals {
            output.line("  " + residual.name.padding(toLength: 26, withPad: " ", startingAt: 0)
                + String(format: "%10.3f ms %10.3f ms %+7.1f %%", residual.measured * 1000, residual.predicted * 1000, residual.relativeError * 100))
        }
        output.line()
        output.line(String(format: "  rms error %.1f %%", fit.rmsRelativeError * 100))
        if !fit.unexercised.isEmpty {
            output.line("  not measured (the \(base.name)'s costs kept): \(fit.unexercised.map(\.name).joined(separator: ", "))")
        }
        guard fit.rmsRelativeError <= refusedError else {
            throw UsageError(String(format: "mainline calibrate: the measurements disagree with each other beyond what the model explains "
                + "(rms error %.0f %%, over %.0f %%): measure again on an idle, cool device, in a release build.",
                fit.rmsRelativeError * 100, refusedError * 100))
        }
        let url = URL(fileURLWithPath: outputPath)
        do {
            try calibration.device.fileData().write(to: url, options: .atomic)
        } catch {
            throw UsageError("mainline calibrate: cannot write '\(outputPath)': \(error.localizedDescription).")
        }
        output.line()
        output.line("Written: \(outputPath) (use it with --device-file \(outputPath))")
        return MainlineCommand.success
    }

    private static func read(_ path: String) throws(UsageError) -> CalibrationMeasurements {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UsageError("mainline calibrate: cannot read '\(path)': "
                + "\(FileManager.default.fileExists(atPath: path) ? "it is not readable" : "no such file").")
        }
        do {
            return try JSONDecoder().decode(CalibrationMeasurements.self, from: data)
        } catch {
            throw UsageError("mainline calibrate: '\(path)' is not a measurements file (the JSON the calibration test target writes): "
                + "\(error).")
        }
    }
}
