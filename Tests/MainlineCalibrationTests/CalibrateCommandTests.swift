import Foundation
import Testing
@testable import Mainline
import MainlineCalibration
@testable import MainlineCommand

/// Runs `mainline` in-process.
private func mainline(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    let output = CommandOutput(stderrIsTerminal: false, progressDelay: 0)
    let status = MainlineCommand.run(arguments: arguments, output: output)
    return (status, output.standardOutput, output.standardError)
}

private func temporaryFile(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-calibrate-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
}

@Suite("mainline calibrate and --device-file", .mainline(.quiet))
struct CalibrateCommandTests {
    @Test("a phone's measurements in, a device file out: fitted within 2 % of the device that made them, and a run stands for it with --device-file")
    @MainActor func calibratesAndRuns() throws {
        let measured = measurements(of: .iPhone13Pro)
        let input = temporaryFile("measurements.json"), output = input.deletingLastPathComponent().appendingPathComponent("ours.json")
        try JSONEncoder().encode(measured).write(to: input)
        let outcome = mainline(["calibrate", input.path, "--name", "Our iPhone", "--output", output.path, "--base", "iphone-8"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("rms error 0.0 %"))
        #expect(outcome.stdout.contains("not measured (the iPhone 8's costs kept)"))
        let device = try Device(contentsOf: output)
        #expect(device.name == "Our iPhone" && device.identifier == "our-iphone")
        for operation in [DeviceOperation.viewCreated, .textMeasured, .textGlyph, .solverRowUpdate, .fittingSize, .stackArrangement] {
            #expect(abs(device.costs[operation] / Device.iPhone13Pro.costs[operation] - 1) < 0.02, "\(operation.name)")
        }
        let reports = input.deletingLastPathComponent().appendingPathComponent("reports")
        let run = mainline(["run", "lifecycle", "--device-file", output.path, "--frames", "20", "--output", reports.path])
        #expect(run.status == 0, "\(run.stderr)")
        let profile = try Profile(json: Data(contentsOf: reports.appendingPathComponent("lifecycle.json")))
        #expect(profile.configuration.device == "Our iPhone")
    }

    @Test("bad input is refused with exit status 2 and the reason", arguments: [
        ("missing", "no such file"), ("notjson", "is not a measurements file"), ("unknown", "which is not one of the kit's"),
        ("negative", "times are seconds above 0"),
    ])
    func refusesBadInput(kind: String, message: String) throws {
        let file = temporaryFile("\(kind).json")
        switch kind {
        case "notjson": try Data("{ not json".utf8).write(to: file)
        case "unknown": try JSONEncoder().encode(CalibrationMeasurements(device: "x", measurements: [.init(workload: "nope", size: 1, seconds: [1])])).write(to: file)
        case "negative": try JSONEncoder().encode(CalibrationMeasurements(device: "x", measurements: [.init(workload: "views.create", size: 50, seconds: [-0.5])])).write(to: file)
        default: break
        }
        let outcome = mainline(["calibrate", file.path, "--name", "X", "--output", file.path + ".out"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path + ".out"))
    }

    @Test("measurements that disagree beyond what the model explains are refused, with the fit's error")
    @MainActor func refusesIncoherentMeasurements() throws {
        let wild = [0.1, 6, 0.3, 4, 0.15, 9]
        let measured = measurements(of: .iPhone16, noise: { wild[$0 % wild.count] })
        let input = temporaryFile("wild.json")
        try JSONEncoder().encode(measured).write(to: input)
        let outcome = mainline(["calibrate", input.path, "--name", "Wild", "--output", input.path + ".out"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("disagree with each other"), "\(outcome.stderr)")
    }

    @Test("--name and --output are required; --device-file needs a device file")
    func requiredOptions() {
        #expect(mainline(["calibrate", "m.json", "--output", "x.json"]).stderr.contains("name the device with --name"))
        #expect(mainline(["calibrate", "m.json", "--name", "X"]).stderr.contains("--output FILE"))
        let run = mainline(["run", "lifecycle", "--device-file", "/nonexistent/device.json"])
        #expect(run.status == 2 && run.stderr.contains("no such file"))
        let clash = mainline(["run", "lifecycle", "--device", "se-3", "--device-file", "x.json"])
        #expect(clash.status == 2 && clash.stderr.contains("give one of --device, --device-file and --devices"))
        let unknown = mainline(["run", "lifecycle", "--device", "iphone-61"])
        #expect(unknown.status == 2 && unknown.stderr.contains("Did you mean 'iphone-16'?"), "\(unknown.stderr)")
    }
}
