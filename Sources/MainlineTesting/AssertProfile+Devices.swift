import Foundation
import Mainline
import MainlineScenarios

/// Runs `scenario` once on each of `devices` and checks each run's profile against the budget and
/// against a baseline of that device's own — the same test judging a screen on a current phone
/// and on an old one:
///
/// ```swift
/// @Test func inboxScrollsSmoothly() {
///     assertProfile(of: InboxScenario(), devices: [.iPhone16Pro, .iPhoneSE3, .iPhone8],
///                   budget: Budget(maxForcedLayouts: 0))
/// }
/// ```
///
/// An automatic baseline is recorded per device, `__Profiles__/<TestFile>/<test name>.<device>.json`
/// (`<device>` is the device's `identifier`); a `.file("inbox.json")` baseline is read per device
/// from `inbox.<device>.json` beside it. A failure names the device. `options`' own device is
/// replaced by each of `devices` in turn. Returns the runs, in the order of `devices`.
@discardableResult
public func assertProfile(of scenario: any Scenario, options: ScenarioOptions = ScenarioOptions(), devices: [Device],
                          budget: Budget? = nil, baseline: ProfileBaseline = .automatic, fileID: String = #fileID,
                          filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                          function: String = #function) -> [ScenarioResult] {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column), function: function)
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let environment = ProcessInfo.processInfo.environment["MAINLINE_RECORD"] ?? ""
    return devices.map { device in
        var deviceOptions = options
        deviceOptions.device = device
        let result = withMainlineConfiguration(MainlineConfiguration(checkerPolicy: .collect, printsDiagnostics: false)) {
            scenario.run(deviceOptions)
        }
        var automaticName: String?
        var deviceBaseline = baseline
        switch baseline.source {
        case .automatic(let name):
            automaticName = name
        case .file(let path):
            let stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
            deviceBaseline = .file("\(stem).\(device.identifier).json", comparing: baseline.figures)
        case .profile, .none:
            break
        }
        let testName = BaselineFiles.sanitized(automaticName ?? BaselineFiles.testName(function, in: testFile, options: options))
            + ".\(device.identifier)"
        let url = BaselineFiles.automaticURL(testFile: testFile, testName: testName, line: Int(line), named: true)
        let outcome = ProfileAssertion.evaluate(result.profile, budget: budget, baseline: deviceBaseline, automaticURL: url,
                                                relativeTo: testFile.deletingLastPathComponent(),
                                                record: !environment.isEmpty && environment != "0")
        for note in outcome.notes { IssueReporting.note("\(device.name): \(note)", at: site) }
        for failure in outcome.failures { IssueReporting.fail("\(device.name): \(failure)", at: site) }
        return result
    }
}
