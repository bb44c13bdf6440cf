import Foundation
@testable import MainlineCommand
import Testing

@Suite("mainline adapt")
struct AdaptCommandTests {
    /// A folder `iOS/` with two Swift files (one in a subfolder) of one module.
    private func appFolder() throws -> URL {
        let root = temporaryDirectory()
        let app = root.appendingPathComponent("iOS")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try """
        import UIKit
        final class Inbox: UIViewController {
            @objc func refresh() {}
        }
        """.write(to: app.appendingPathComponent("Inbox.swift"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        extension Inbox {
            func wire(_ button: UIButton) {
                button.addTarget(self, action: #selector(refresh), for: .touchUpInside)
            }
        }
        """.write(to: app.appendingPathComponent("Views/Inbox+Wiring.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("writes the adapted copies at the same relative paths, each naming its original for #sourceLocation")
    func writesCopies() throws {
        let root = try appFolder()
        let app = root.appendingPathComponent("iOS").path
        let out = root.appendingPathComponent("Adapted").path
        let outcome = mainline(["adapt", app, "--output", out])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == "adapted 2 files into \(out)\n")
        let inbox = try String(contentsOfFile: out + "/Inbox.swift", encoding: .utf8)
        #expect(inbox.hasPrefix("#sourceLocation(file: \"\(app)/Inbox.swift\", line: 1)\nimport Mainline\n"))
        #expect(inbox.contains("case \"refresh\": return SelectorMethod"))
        let wiring = try String(contentsOfFile: out + "/Views/Inbox+Wiring.swift", encoding: .utf8)
        #expect(wiring.contains("action: Selector(\"refresh\")"))
    }

    @Test("--check exits 0 when the copies are current, 1 naming the stale or missing one, and writes nothing")
    func check() throws {
        let root = try appFolder()
        let app = root.appendingPathComponent("iOS").path
        let out = root.appendingPathComponent("Adapted").path
        #expect(mainline(["adapt", app, "--output", out]).status == 0)
        let current = mainline(["adapt", app, "--output", out, "--check"])
        #expect(current.status == 0)
        #expect(current.stdout == "2 adapted files in \(out) up to date\n")
        try "import UIKit\nfinal class Inbox: UIViewController {\n    @objc func refresh() {}\n    @objc func more() {}\n}\n"
            .write(toFile: app + "/Inbox.swift", atomically: true, encoding: .utf8)
        let stale = mainline(["adapt", app, "--output", out, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stderr == "mainline adapt: \(out)/Inbox.swift is missing or stale: run mainline adapt \(app) --output \(out)\n")
        #expect(try !String(contentsOfFile: out + "/Inbox.swift", encoding: .utf8).contains("more"))
        try FileManager.default.removeItem(atPath: out + "/Views/Inbox+Wiring.swift")
        #expect(mainline(["adapt", app, "--output", out, "--check"]).stderr.contains("Inbox+Wiring.swift is missing or stale"))
    }

    @Test("--dry-run prints each file's changes by line and writes nothing")
    func dryRun() throws {
        let root = try appFolder()
        let app = root.appendingPathComponent("iOS").path
        let outcome = mainline(["adapt", app, "--dry-run"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\(app)/Inbox.swift:\n  1: import UIKit → import Mainline\n"))
        #expect(outcome.stdout.contains("  3: @objc removed\n"))
        #expect(outcome.stdout.contains("  4: #selector(refresh) → Selector(\"refresh\")\n"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Adapted").path))
    }

    @Test("code it cannot adapt: each report on stderr as file:line:column: error: … Fix: …, exit 1")
    func unadaptable() throws {
        let root = temporaryDirectory()
        let file = root.appendingPathComponent("Page.swift").path
        try "import UIKit\nextension UIPageControl {\n    open override func sizeToFit() {}\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = mainline(["adapt", file, "--output", root.appendingPathComponent("out").path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("\(file):3:19: error: `override func sizeToFit()` is in an extension of UIPageControl"))
        #expect(outcome.stderr.contains(" Fix: declare a subclass of UIPageControl"))
    }

    @Test("usage errors say what is missing and exit 2", arguments: [
        (["adapt"], "mainline adapt: give the Swift files or folders to adapt"),
        (["adapt", "/no/such/path", "--output", "x"], "mainline adapt: no such file or folder: /no/such/path."),
        (["adapt", ".", "--check", "--dry-run"], "mainline adapt: --check and --dry-run"),
        (["adapt", ".", "--ouptut", "x"], "mainline adapt: unknown option '--ouptut'. Did you mean '--output'?"),
    ])
    func usage(arguments: [String], message: String) {
        let outcome = mainline(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
    }

    @Test("--output is required unless --dry-run; help by --help and help adapt")
    func outputAndHelp() throws {
        let root = try appFolder()
        let missing = mainline(["adapt", root.path])
        #expect(missing.status == 2 && missing.stderr.contains("--output DIR is required"))
        for arguments in [["adapt", "--help"], ["help", "adapt"]] {
            let outcome = mainline(arguments)
            #expect(outcome.status == 0 && outcome.stdout.hasPrefix("USAGE\n  mainline adapt PATH"))
        }
        #expect(mainline(["--help"]).stdout.contains("\n  adapt PATH… --output DIR"))
    }
}
