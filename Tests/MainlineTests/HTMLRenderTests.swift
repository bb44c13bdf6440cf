import Foundation
@testable import Mainline
import Testing

/// Debian's Chromium, if installed.
let chromiumPath: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Runs Chromium headless with `arguments`; returns its standard output.
func runChromium(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromiumPath!)
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/mainline-chromium-\(UUID().uuidString)"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite("The HTML report in a real browser")
struct HTMLRenderTests {
    @Test("Headless Chromium renders it: the chart, the findings, the user's strings as text, no script",
          .enabled(if: chromiumPath != nil, "Chromium is not installed (apt-get install chromium): the HTML report is not rendered"))
    func rendersInChromium() throws {
        let profile = buggyProfile(name: "feed <script>document.title='pwned'</script>")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try profile.write([.html], to: directory)[0]
        let dom = try runChromium(["--dump-dom", file.absoluteString])
        // The browser's DOM: the page parsed, the chart and tables present, the name shown as
        // text (serialised escaped again), no script element, the title not rewritten.
        #expect(dom.contains("<svg"))
        #expect(dom.contains("<rect"))
        #expect(dom.contains("Hitch-time ratio"))
        #expect(dom.contains("forced a layout in scrollViewDidScroll(_:)"))
        #expect(dom.contains("feed &lt;script&gt;document.title='pwned'&lt;/script&gt;"))
        #expect(!dom.contains("<script"))
        #expect(!dom.contains("<title>pwned</title>"))
        let screenshot = directory.appendingPathComponent("report.png")
        _ = try runChromium(["--screenshot=\(screenshot.path)", "--window-size=1100,1600", "--hide-scrollbars", file.absoluteString])
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 20_000)
    }
}
