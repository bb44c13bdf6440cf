import Foundation
@testable import Mainline
import Testing

@Suite("Ambiguity reports read well")
struct AmbiguityReportTests {
    @Test("a row with no height in a chain of 40: the report names the height first, says how to fix it, and lists a bounded number of constraints")
    func missingHeightInAChain() throws {
        let sim = makeSimulation()
        _ = layOut(sim) { window -> Void in
            var previous: UIView?
            for i in 0..<40 {
                let row = alView("row \(i)")
                window.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                    row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? window.topAnchor),
                ])
                if i != 20 { row.heightAnchor.constraint(equalToConstant: 10).isActive = true }
                previous = row
            }
        }
        let reports = sim.diagnostics.filter { $0.kind == .ambiguousLayout }
        let report = try #require(reports.first { $0.views.first?.contains("'row 20'") ?? false })
        let lines = report.message.split(separator: "\n").map(String.init)
        #expect(lines[0].contains(": height not determined by its constraints"))
        #expect(!lines[0].contains("width") && !lines[0].contains("position"))
        #expect(lines[1] == "  Fix: give it a height: a height constraint, both top and bottom edges pinned, or an intrinsic content size.")
        #expect(lines.count <= 4 + AmbiguityReportTestsLimit.value)
        // A row below it is placed by the rows above: only its position is open, and the
        // report points at the row whose height is missing.
        let below = try #require(reports.first { $0.views.first?.contains("'row 30'") ?? false })
        #expect(below.message.contains("'row 30': vertical position (minY) not determined"))
        #expect(below.message.contains("It is laid out from views whose size is not determined either: UIView:0x"))
        #expect(below.message.contains("'row 20'. Fix those first."))
        #expect(!below.message.contains("Fix: pin"))
    }
}
