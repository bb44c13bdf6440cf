import Dispatch
import Foundation
import Testing
@testable import ThreadChecker

/// Policies, suppressions, environment variables and report formats, on checkers of their own.
@Suite("Main thread checker: controls and report formats")
struct CheckerControlsTests {
    /// Records `times` off-main calls of `api` from one line of this file, on a background queue.
    private func misuse(_ checker: MainThreadChecker, _ api: StaticString, times: Int = 1) -> Int {
        let line = #line + 2
        DispatchQueue(label: "com.example.controls", qos: .utility).sync {
            for _ in 0..<times { checker.recordViolation(api: api) }
        }
        return line
    }

    @Test("the environment: MTC_CRASH_ON_REPORT, MTC_MAX_HIT_COUNT, MTC_SUPPRESSION_FILE")
    func environment() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mtc-suppressions-\(UUID().uuidString).txt")
        try "# legacy code\n-[UIView setAlpha:]\ntype: UIImageView\nfile: Legacy.swift\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let checker = MainThreadChecker(environment: ["MTC_CRASH_ON_REPORT": "1", "MTC_MAX_HIT_COUNT": "3", "MTC_SUPPRESSION_FILE": file.path])
        if case .trap = checker.policy {} else { Issue.record("MTC_CRASH_ON_REPORT=1 must set .trap") }
        #expect(checker.maxLoggedPerSite == 3)
        #expect(checker.suppressions == Suppressions(apis: ["-[UIView setAlpha:]"], types: ["UIImageView"], files: ["Legacy.swift"]))
        #expect(MainThreadChecker(environment: [:]).maxLoggedPerSite == 1)
    }

    @Test("suppressed APIs and types are counted apart and not listed")
    func suppression() {
        let checker = MainThreadChecker()
        checker.policy = .collect
        checker.suppressions = Suppressions(apis: ["-[Test quiet]"], types: ["Muted"])
        _ = misuse(checker, "-[Test quiet]", times: 3)
        _ = misuse(checker, "+[Muted shared]")
        let line = misuse(checker, "-[Test loud]", times: 2)
        #expect(checker.violations.map(\.api) == ["-[Test loud]"])
        #expect(checker.violations.first?.count == 2)
        #expect(checker.violations.first?.callSite?.line == line)
        #expect(checker.suppressedCount == 4)
    }

    @Test("a suppression file with a line it cannot read says which line")
    func badSuppressionFile() {
        #expect(throws: SuppressionError.self) { try Suppressions(parsing: "-[UIView alpha]\nnot a valid entry!\n") }
        #expect((try? Suppressions(parsing: "api: -[A b]  # why\n\n   \nB\n")) == Suppressions(apis: ["-[A b]"], types: ["B"]))
        // Apple's forms.
        let apple = try? Suppressions(parsing: "class:UIView\nselector:setNeedsLayout\nmethod:-[UILabel setText:]\n")
        #expect(apple == Suppressions(apis: ["-[UILabel setText:]"], types: ["UIView"], selectors: ["setNeedsLayout"]))
    }

    @Test("a record has queue, QoS, thread and call site; the helper returns what a body caused")
    func recordFields() {
        let checker = MainThreadChecker()
        checker.policy = .collect
        _ = misuse(checker, "-[Test before]")
        let (line, added) = checker.recordingViolations { misuse(checker, "-[Test fields]", times: 4) }
        #expect(added.map(\.api) == ["-[Test fields]"])
        let record = added.first
        #expect(record?.count == 4)
        #expect(record?.queueLabel == "com.example.controls")
        #expect(record?.qosName == "utility")
        #expect(record?.threadID != 0)
        #expect(record?.callSite?.line == line)
        #expect(record.map { $0.lastSeen >= $0.firstSeen } ?? false)
        // The id finds the record as it stands; the printed block is Apple's, under its rule.
        let id = record?.id ?? 0
        #expect(checker.violation(id: id)?.api == "-[Test fields]")
        #expect(checker.violation(id: id)?.count == 4)
        let printed = record.map(MainThreadChecker.printed) ?? ""
        let lines = printed.split(separator: "\n")
        #expect(lines.first == Substring(String(repeating: "=", count: 65)))
        #expect(lines.dropFirst().first == "Main Thread Checker: UI API called on a background thread: -[Test fields]")
        #expect(lines.dropFirst(2).first?.contains("Queue name: com.example.controls, QoS: 17") ?? false, "\(printed)")
        checker.removeAllViolations()
        #expect(checker.violation(id: id) == nil)
        _ = misuse(checker, "-[Test fields]")
        #expect(checker.violations.first.map { $0.id > id } ?? false, "ids are not reused after removeAllViolations")
    }

    @Test("JSON and SARIF reports: every record, at its line")
    func formats() throws {
        let checker = MainThreadChecker()
        checker.policy = .collect
        let line = misuse(checker, "-[Test report]", times: 2)
        let json = try JSONSerialization.jsonObject(with: Data(checker.report(.json).utf8)) as? [String: Any]
        let records = json?["violations"] as? [[String: Any]]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect(records?.first?["api"] as? String == "-[Test report]")
        #expect(records?.first?["count"] as? Int == 2)
        let sarif = try JSONSerialization.jsonObject(with: Data(checker.report(.sarif).utf8)) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        let result = (run?["results"] as? [[String: Any]])?.first
        #expect(result?["ruleId"] as? String == "ML004")
        let region = (((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region?["startLine"] as? Int == line)
        #expect(checker.report(.text).hasPrefix("Main Thread Checker: UI API called on a background thread: -[Test report]"))
        #expect(checker.report(.text).contains("QoS: 17"))
    }
}
