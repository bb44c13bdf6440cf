import Foundation
import UIKit

// A public layout benchmark's own cells, run by its own protocol in a simulation with the
// defaults, against the figures its authors published for phones:
//
//   swift run -c release device-fidelity [--quick] [--device ID] [--clock virtual|deterministic]
//                                        [--json PATH] [--report PATH]
//
// The cells are LayoutFrameworkBenchmark's (Tests/Corpus/layoutBox__LayoutFrameworkBenchmark,
// unchanged but for the import); the harness (FeedCollectionController.swift) follows its
// protocol: for N = 10, 20 … 100 feed items, make the controller (not timed), then time
// `vc.view.layoutIfNeeded()` with CFAbsoluteTimeGetCurrent() — the simulation's clock inside its
// turn — repeating until the runs total at least a second and number at least five (its
// Stopwatch), and report the mean.

var quick = false
var fitting = false
var jsonPath: String?
var reportPath: String?
var device = Device.default
var clock = Simulation.defaultClock
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quick": quick = true
    case "--fit": fitting = true
    case "--json": jsonPath = arguments.next()
    case "--report": reportPath = arguments.next()
    case "--device":
        guard let name = arguments.next(), let found = Device.named(name) else {
            FileHandle.standardError.write(Data("device-fidelity: --device wants one of \(Device.builtIn.map(\.identifier))\n".utf8))
            exit(2)
        }
        device = found
    case "--clock":
        guard let name = arguments.next(), let found = Simulation.Clock(rawValue: name) else { exit(2) }
        clock = found
    default:
        FileHandle.standardError.write(Data("usage: device-fidelity [--quick] [--device ID] [--clock C] [--json PATH] [--report PATH]\n".utf8))
        exit(2)
    }
}

/// The benchmark's approaches this package can run, with the figures published for them.
enum Approach: String, CaseIterable, Codable {
    case autoLayout = "Auto Layout"
    case stackView = "UIStackView"
    case manual = "manual frames"

    /// Published ms per pass at N = 10…100 (LayoutFrameworkBenchmark @05df85f, iOS 18.6, read
    /// off docs_markdown/benchmark_iphone16.png and benchmark_iphone13pro.png; ±0.5 ms).
    var published: [String: [Double]] {
        switch self {
        case .autoLayout: ["iPhone 16": [9.4, 14.6, 20.0, 26.1, 31.0, 37.8, 42.1, 47.0, 53.8, 59.4],
                           "iPhone 13 Pro": [9.4, 15.2, 21.2, 27.3, 33.3, 39.7, 45.7, 51.7, 58.2, 63.9]]
        case .stackView: ["iPhone 16": [12.2, 18.9, 25.6, 31.7, 39.0, 46.7, 52.5, 60.4, 67.2, 72.7],
                          "iPhone 13 Pro": [12.0, 18.7, 26.1, 33.6, 41.1, 48.6, 56.0, 64.7, 71.6, 78.5]]
        case .manual: ["iPhone 16": [3.9, 5.9, 7.7, 9.6, 11.6, 13.2, 15.1, 17.2, 18.9, 20.8],
                       "iPhone 13 Pro": [3.8, 5.5, 7.5, 9.4, 11.4, 13.6, 15.3, 17.5, 19.7, 21.6]]
        }
    }
}

struct Pass: Codable {
    var cells: Int
    var runs: Int
    /// Mean time of a run, ms.
    var milliseconds: Double
    /// What one run did (the last).
    var work: WorkAccount
}

struct ApproachResult: Codable {
    var approach: Approach
    var passes: [Pass]
}

let counts = Array(stride(from: 10, through: 100, by: 10))

/// Runs the protocol for one approach in a simulation of its own.
func measure<Content: UIView & DataBinder>(_ approach: Approach, _ content: Content.Type) -> ApproachResult where Content.DataType == FeedItemData {
    let simulation = withMainlineConfiguration(.quiet) { Simulation(.init(device: device, clock: clock)) }
    var passes: [Pass] = []
    simulation.start {
        for n in counts {
            var elapsed = 0.0, runs = 0
            var work = WorkAccount()
            while runs < (quick ? 2 : 5) || (!quick && elapsed < 1.0) {
                let controller = FeedCollectionController<Content>(items: FeedItemData.generate(count: n))
                let before = simulation.workAccount
                let start = CFAbsoluteTimeGetCurrent()
                controller.view.layoutIfNeeded()
                elapsed += CFAbsoluteTimeGetCurrent() - start
                work = simulation.workAccount - before
                runs += 1
            }
            passes.append(Pass(cells: n, runs: runs, milliseconds: elapsed / Double(runs) * 1000, work: work))
        }
    }
    return ApproachResult(approach: approach, passes: passes)
}

/// Least-squares slope and intercept of y over x.
func fit(_ x: [Double], _ y: [Double]) -> (slope: Double, intercept: Double) {
    let n = Double(x.count), mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
    let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }, sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
    let slope = sxy / sxx
    return (slope, my - slope * mx)
}

let results = [measure(.autoLayout, FeedItemAutoLayoutView.self), measure(.stackView, FeedItemUIStackView.self),
               measure(.manual, FeedItemManualView.self)]

var lines: [String] = []
lines.append("LayoutFrameworkBenchmark's cells by its protocol: \(device.name), \(clock) clock, host score \(Int(HostSpeed.score)) (\(HostSpeed.provenance))")
lines.append("")
lines.append("| approach | Mainline 100 cells | iPhone 16 | ratio | Mainline ms/cell | iPhone 16 | ratio | iPhone 13 Pro 100 cells | ratio |")
lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
let x = counts.map(Double.init)
for result in results {
    let ours = result.passes.map(\.milliseconds)
    let phone = result.approach.published["iPhone 16"]!, older = result.approach.published["iPhone 13 Pro"]!
    let (slope, _) = fit(x, ours), (phoneSlope, _) = fit(x, phone)
    lines.append(String(format: "| %@ | %.1f ms | %.1f ms | %.2f | %.3f | %.3f | %.2f | %.1f ms | %.2f |", result.approach.rawValue,
                        ours.last!, phone.last!, ours.last! / phone.last!, slope, phoneSlope, slope / phoneSlope, older.last!,
                        ours.last! / older.last!))
}
lines.append("")
for result in results {
    let last = result.passes.last!.work
    let operations = DeviceOperation.allCases.filter { last[$0] > 0 }.map { "\($0.name) \(last[$0])" }.joined(separator: ", ")
    lines.append(String(format: "%@ at 100 cells: charged %.1f ms, app code %.1f ms (host %.1f ms); %@", result.approach.rawValue,
                        last.chargedTime * 1000, last.appCodeTime * 1000, last.hostAppCodeTime * 1000, operations))
}
let text = lines.joined(separator: "\n") + "\n"
print(text, terminator: "")
if let reportPath { try text.write(toFile: reportPath, atomically: true, encoding: .utf8) }
if fitting { fitBuiltInCosts(results) }
if let jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(results).write(to: URL(fileURLWithPath: jsonPath))
}
