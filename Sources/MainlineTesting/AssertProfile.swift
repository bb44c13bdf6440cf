@_exported import Mainline
@_exported import MainlineScenarios
import Foundation
import ThreadChecker
#if canImport(Testing)
import Testing
#endif

/// Runs `scenario` and checks its profile — a plain statement in a Swift Testing or XCTest test:
///
/// ```swift
/// @Test func inboxScrollsSmoothly() {
///     assertProfile(of: InboxScenario(), budget: Budget(maxForcedLayouts: 0))
/// }
/// ```
///
/// - The budget's limits are checked (a crossed one fails the test, naming the findings' lines).
/// - With the default `baseline: .automatic`, the first run records the profile as
///   `__Profiles__/<TestFile>/<test name>.json` beside the test file and passes, saying so; later
///   runs compare with it by `mainline compare`'s rules and fail with what regressed, by how
///   much, and where. `MAINLINE_RECORD=1` records it again. Under the default (virtual) clock,
///   whose measured times vary, only the stable figures are compared — counts and the findings
///   not about time — unless the baseline says otherwise (`.automatic(comparing: .all)`).
///
/// Synchronous, and it does not throw. It returns the run, for checks of your own.
@discardableResult
public func assertProfile(of scenario: any Scenario, options: ScenarioOptions = ScenarioOptions(), budget: Budget? = nil,
                          baseline: ProfileBaseline = .automatic, fileID: String = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column, function: String = #function) -> ScenarioResult {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: Int(line), column: Int(column), function: function)
    // The run's checker reports and diagnostics go to its profile, not the test's output; other
    // settings of the test's own scope stay as they are.
    let result = withMainlineConfiguration(MainlineConfiguration(checkerPolicy: .collect, printsDiagnostics: false)) {
        scenario.run(options)
    }
    let testFile = URL(fileURLWithPath: "\(filePath)")
    var automaticName: String?
    if case .automatic(let name) = baseline.source { automaticName = name }
    let url = BaselineFiles.automaticURL(testFile: testFile, testName: automaticName ?? BaselineFiles.testName(function, in: testFile, options: options),
                                         line: Int(line), named: automaticName != nil)
    let environment = ProcessInfo.processInfo.environment["MAINLINE_RECORD"] ?? ""
    let outcome = ProfileAssertion.evaluate(result.profile, budget: budget, baseline: baseline, automaticURL: url,
                                            relativeTo: testFile.deletingLastPathComponent(),
                                            record: !environment.isEmpty && environment != "0")
    for note in outcome.notes { IssueReporting.note(note, at: site) }
    for failure in outcome.failures { IssueReporting.fail(failure, at: site) }
    return result
}

/// The files of automatic baselines.
enum BaselineFiles {
    private static let assertions = Locked<[String: [Int]]>([:])

    /// `__Profiles__/<TestFile>/<test name>.json` beside `testFile`: the n-th assertion (by line)
    /// of a test adds `-n`; a name given is used as it is.
    static func automaticURL(testFile: URL, testName: String, line: Int, named: Bool) -> URL {
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Profiles__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        var name = sanitized(testName)
        if !named {
            let key = "\(testFile.path)|\(testName)"
            let index = assertions.withLock { lines -> Int in
                if let i = lines[key, default: []].firstIndex(of: line) { return i }
                lines[key, default: []].append(line)
                return lines[key]!.count - 1
            }
            if index > 0 { name += "-\(index + 1)" }
        }
        return directory.appendingPathComponent(name + ".json")
    }

    /// The name an automatic baseline takes from the test: its function's name; under Swift
    /// Testing, qualified by its suite when the file declares a function of that name more than
    /// once (two suites' `scrolls()` in one file), and, for a parameterised test, followed by
    /// what the case runs (`scrolls-inbox-messages-2000`), so the cases keep baselines of their own.
    static func testName(_ function: String, in testFile: URL, options: ScenarioOptions) -> String {
        #if canImport(Testing)
        guard let test = Test.current else { return function }
        var name = function
        let suite = test.id.nameComponents.dropLast().joined(separator: ".")
        if !suite.isEmpty, declarations(of: function, in: testFile) > 1 { name = suite + "." + sanitized(function) }
        if Test.Case.current?.isParameterized == true { name = sanitized(name) + "-" + caseName(options) }
        return name
        #else
        return function
        #endif
    }

    /// What a run's options select, as part of a file name.
    static func caseName(_ options: ScenarioOptions) -> String {
        var parts: [String] = []
        if options.fixed { parts.append("fixed") }
        for (key, value) in options.parameterArguments.sorted(by: { $0.key < $1.key }) { parts += [key, value] }
        if options.refreshRate != ScenarioOptions().refreshRate { parts.append("\(Int(options.refreshRate.rounded()))hz") }
        if let length = options.length { parts.append("\(length)") }
        if options.clock != ScenarioOptions().clock { parts.append("\(options.clock)") }
        let device = options.device, standard = ScenarioOptions().device
        if device.identifier != standard.identifier && device.identifier != "custom" { parts.append(device.identifier) }
        if case .hostTimeScale(let scale) = device.appCode, scale != 1 { parts.append("cpu\(scale)") }
        return sanitized(parts.isEmpty ? "default" : parts.joined(separator: "-"))
    }

    private static let declarationCounts = Locked<[String: Int]>([:])

    /// How many functions named as `function` (`scrolls()` → `func scrolls(`) the file declares.
    private static func declarations(of function: String, in file: URL) -> Int {
        let base = function.prefix { $0 != "(" }
        let key = file.path + "|" + base
        if let known = declarationCounts.withLock({ $0[key] }) { return known }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let count = text.components(separatedBy: "func \(base)(").count - 1
        declarationCounts.withLock { $0[key] = count }
        return count
    }

    /// A test's name as a file name: `testInbox()` → `testInbox`, other punctuation dashes.
    static func sanitized(_ name: String) -> String {
        var text = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        let allowed = text.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." ? $0 : "-" }
        let result = String(allowed).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return result.isEmpty ? "profile" : result
    }
}
