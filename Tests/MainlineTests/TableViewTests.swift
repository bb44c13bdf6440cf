import Foundation
@testable import Mainline
import MainlineTesting
import Testing

/// A cell that counts its instances, reuses and the row it shows.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var alive = 0
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    var shows: Int?
    let bar = UIView()
    var barHeight: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.alive += 1
        CountingCell.made += 1
        barHeight = pinBar(bar, in: contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    deinit { CountingCell.alive -= 1 }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        shows = nil
    }
}

/// Puts `bar` in `contentView`: 5 points from its top and bottom, its full width, 30 points tall.
/// Returns the height constraint.
func pinBar(_ bar: UIView, in contentView: UIView) -> NSLayoutConstraint {
    bar.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bar)
    let height = bar.heightAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        height,
    ])
    return height
}

/// A data source of `items` (one section unless `sections` says otherwise) whose rows are
/// `CountingCell`s with bars of `barHeight(item)` points, logging the table's callbacks.
final class TableModel: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching, @unchecked Sendable {
    var sections: [[Int]]
    var barHeight: (Int) -> CGFloat = { _ in 30 }
    var fixedHeight: CGFloat?
    var headerTitles: [String]?
    let log = CallLog()
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var selected: [IndexPath] = []

    init(_ items: [Int]) { sections = [items] }
    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! CountingCell
        let item = sections[indexPath.section][indexPath.row]
        cell.shows = item
        cell.barHeight.constant = barHeight(item)
        log("cellForRowAt \(indexPath.section).\(indexPath.row)")
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles?[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeight ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
}

/// A full-screen table (390 × 844, no safe area adjustments) showing `model`.
final class TableFixture: @unchecked Sendable {
    let sim: Simulation
    let model: TableModel
    var table: UITableView!

    init(_ model: TableModel, style: UITableView.Style = .plain, configure: @escaping (UITableView) -> Void = { _ in }) {
        sim = makeSimulation(refreshRate: 120)
        self.model = model
        sim.start {
            let window = UIWindow()
            let table = UITableView(frame: window.bounds, style: style)
            table.contentInsetAdjustmentBehavior = .never
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = model
            table.delegate = model
            table.prefetchDataSource = model
            configure(table)
            window.addSubview(table)
            window.makeKeyAndVisible()
            self.table = table
        }
        sim.runUntilIdle()
    }

    /// The rows on screen and what their cells show.
    func onScreen() -> [(IndexPath, Int?)] {
        inspect(sim) { (self.table.indexPathsForVisibleRows ?? []).map { ($0, (self.table.cellForRow(at: $0) as? CountingCell)?.shows) } }
    }
}

@Suite("UITableView", .serialized, .mainline(.quiet))
struct TableViewTests {
    @Test("fixed 44-point rows: the rows meeting the screen get cells, top to bottom, in UIKit's callback order")
    func fixedRows() {
        let model = TableModel(Array(0..<100))
        model.fixedHeight = 44
        let f = TableFixture(model) { $0.rowHeight = 44 }
        // 844 / 44 = 19.2: rows 0…19 meet the screen.
        let rows = f.onScreen()
        #expect(rows.map(\.0.row) == Array(0...19))
        #expect(rows.map(\.1) == Array(0...19).map { Optional($0) })
        let entries = f.model.log.entries
        #expect(Array(entries.prefix(4)) == ["cellForRowAt 0.0", "willDisplay 0.0", "cellForRowAt 0.1", "willDisplay 0.1"])
        let frames = inspect(f.sim) { (f.table.cellForRow(at: IndexPath(row: 3, section: 0))!.frame, f.table.contentSize) }
        #expect(frames.0 == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(frames.1 == CGSize(width: 390, height: 4400))
        // The content view sits above the one-pixel separator.
        let content = inspect(f.sim) { f.table.cellForRow(at: IndexPath(row: 3, section: 0))!.contentView.frame }
        #expect(abs(content.height - (44 - 1.0 / 3)) < 1e-9)
    }

    @Test("scrolling reuses cells: prepareForReuse before a reused cell is handed out, few cells made")
    func reuse() {
        CountingCell.made = 0
        let model = TableModel(Array(0..<1_000))
        model.fixedHeight = 44
        let f = TableFixture(model) { $0.rowHeight = 44 }
        let madeAtFirst = CountingCell.made
        #expect(madeAtFirst == 20)
        for _ in 0..<5 {
            f.sim.fling(f.table, velocity: CGPoint(x: 0, y: -3_000))
            f.sim.run(for: 1)
        }
        let (offset, visible, reused) = inspect(f.sim) { () -> (CGFloat, [Int], Bool) in
            let cells = f.table.visibleCells.compactMap { $0 as? CountingCell }
            return (f.table.contentOffset.y, cells.compactMap(\.shows), cells.contains { $0.reuses > 0 })
        }
        #expect(offset > 5_000)
        #expect(reused)
        // Every visible cell shows the row it is at.
        let firstRow = Int(offset / 44)
        #expect(visible.first == firstRow)
        #expect(visible == Array(firstRow..<(firstRow + visible.count)))
        // Scrolling thousands of points made only a screen's worth more cells, at most.
        #expect(CountingCell.made <= madeAtFirst + 3)
        let log = f.model.log.entries
        #expect(log.contains("didEndDisplaying 0.0"))
    }

    @Test("a 100,000-row table keeps only the visible and reused cells alive")
    func hundredThousandRows() {
        let before = CountingCell.alive
        let f = TableFixture(TableModel(Array(0..<100_000))) { $0.estimatedRowHeight = 44 }
        for _ in 0..<4 {
            f.sim.fling(f.table, velocity: CGPoint(x: 0, y: -8_000))
            f.sim.run(for: 1)
        }
        inspect(f.sim) { f.table.scrollToRow(at: IndexPath(row: 90_000, section: 0), at: .top, animated: false) }
        f.sim.runFrames(2)
        let visible = inspect(f.sim) { f.table.visibleCells.count }
        let alive = CountingCell.alive - before
        #expect(visible >= 20 && visible <= 22)
        #expect(alive <= visible + 4, "\(alive) cells alive for \(visible) visible")
        #expect(inspect(f.sim) { f.table.indexPathsForVisibleRows?.first?.row } == 90_000)
    }

    @Test("self-sizing rows: measured by their constraints plus the separator; the content size is corrected as estimates are replaced")
    func selfSizing() {
        let model = TableModel(Array(0..<60))
        model.barHeight = { CGFloat(20 + ($0 % 3) * 20) }  // 20, 40, 60: rows of 30, 50, 70 plus the separator
        let f = TableFixture(model) { $0.estimatedRowHeight = 100 }
        let third = 1.0 / 3
        let (first, size) = inspect(f.sim) { (f.table.rectForRow(at: IndexPath(row: 2, section: 0)), f.table.contentSize.height) }
        #expect(abs(first.minY - (30 + third + 50 + third)) < 1e-9)
        #expect(abs(first.height - (70 + third)) < 1e-9)
        // Rows on the first screen are measured; the rest count 100 points each.
        let measured = f.onScreen().count
        let measuredHeights = (0..<measured).reduce(0.0) { $0 + Double(30 + ($1 % 3) * 20) + third }
        #expect(abs(Double(size) - (measuredHeights + Double(60 - measured) * 100)) < 1e-6)
        // Scrolled to the end, every row is measured: 20 × (30 + 50 + 70) + 60 separators.
        for _ in 0..<4 {
            f.sim.fling(f.table, velocity: CGPoint(x: 0, y: -6_000))
            f.sim.run(for: 2)
        }
        let end = inspect(f.sim) { (f.table.contentSize.height, f.table.contentOffset.y) }
        #expect(abs(Double(end.0) - (20 * 150 + 60 * third)) < 1e-6)
        #expect(abs(Double(end.1) - (Double(end.0) - 844)) < 1e-6)
    }

    @Test("batch updates: deletes, inserts and moves keep the cells of rows that stay, at their new rows")
    func batchUpdates() {
        let model = TableModel(Array(0..<10))
        let f = TableFixture(model)
        let cellOf5 = inspect(f.sim) { ObjectIdentifier(f.table.cellForRow(at: IndexPath(row: 5, section: 0))!) }
        f.model.log.clear()
        inspect(f.sim) {
            f.table.performBatchUpdates {
                model.sections[0].remove(at: 2)           // 0 1 3 4 5 6 7 8 9
                model.sections[0].insert(100, at: 0)      // 100 0 1 3 4 5 6 7 8 9
                let moved = model.sections[0].remove(at: 8)  // item 8 (old row 8)
                model.sections[0].insert(moved, at: 1)    // 100 8 0 1 3 4 5 6 7 9
                f.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
                f.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                f.table.moveRow(at: IndexPath(row: 8, section: 0), to: IndexPath(row: 1, section: 0))
            }
        }
        f.sim.runFrames(1)
        #expect(f.onScreen().map(\.1) == [100, 8, 0, 1, 3, 4, 5, 6, 7, 9].map { Optional($0) })
        // Old row 5 is new row 6, with its cell; only the inserted row was asked for.
        #expect(inspect(f.sim) { ObjectIdentifier(f.table.cellForRow(at: IndexPath(row: 6, section: 0))!) } == cellOf5)
        let asked = f.model.log.entries.filter { $0.hasPrefix("cellForRowAt") }
        #expect(asked == ["cellForRowAt 0.0"])
        #expect(f.model.log.entries.contains("didEndDisplaying 0.2"))
    }

    @Test("an update whose counts do not add up is reported with UIKit's message, and the table reloads")
    func invalidUpdate() {
        let model = TableModel(Array(0..<5))
        let f = TableFixture(model)
        inspect(f.sim) {
            model.sections[0].append(contentsOf: [5, 6])
            f.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }
        f.sim.runFrames(1)
        let diagnostic = f.sim.diagnostics.last { $0.kind == .listMisuse }
        #expect(diagnostic?.message.contains("invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        #expect(f.onScreen().map(\.1) == Array(0..<7).map { Optional($0) })
    }

    @Test("prefetching: the rows a screen ahead of the scroll, cancelled when the scroll turns back")
    func prefetching() {
        let model = TableModel(Array(0..<200))
        model.fixedHeight = 44
        let f = TableFixture(model) { $0.rowHeight = 44 }
        #expect(f.model.prefetched.first == IndexPath(row: 20, section: 0))
        inspect(f.sim) { f.table.contentOffset.y = 440 }   // rows 10…29 on screen
        f.sim.runFrames(1)
        // Rows 30…48 begin within a screen's height (844) under the bottom edge (1,284).
        #expect(f.model.prefetched.contains(IndexPath(row: 48, section: 0)))
        #expect(!f.model.prefetched.contains(IndexPath(row: 49, section: 0)))
        inspect(f.sim) { f.table.contentOffset.y = 400 }   // turning back
        f.sim.runFrames(1)
        #expect(f.model.cancelled.contains(IndexPath(row: 48, section: 0)))
        #expect(f.model.prefetched.contains(IndexPath(row: 0, section: 0)))
    }

    @Test("plain headers float at the top while their section is on screen; rows follow each header")
    func stickyHeaders() {
        let model = TableModel(sections: [Array(0..<10), Array(10..<20), Array(20..<30)])
        model.fixedHeight = 44
        model.headerTitles = ["A", "B", "C"]
        let f = TableFixture(model) { $0.rowHeight = 44 }
        let top = inspect(f.sim) { (f.table.headerView(forSection: 0)?.frame, f.table.rectForRow(at: IndexPath(row: 0, section: 1))) }
        #expect(top.0 == CGRect(x: 0, y: 0, width: 390, height: 28))
        // Section 0: header 28 + 10 rows; section 1's header at 468, its first row at 496.
        #expect(top.1 == CGRect(x: 0, y: 496, width: 390, height: 44))
        inspect(f.sim) { f.table.contentOffset.y = 100 }
        f.sim.runFrames(1)
        #expect(inspect(f.sim) { f.table.headerView(forSection: 0)?.frame.minY } == 100)
        // Near the end of section 0 its header is pushed up by the next one.
        inspect(f.sim) { f.table.contentOffset.y = 460 }
        f.sim.runFrames(1)
        #expect(abs(inspect(f.sim) { f.table.headerView(forSection: 0)?.frame.minY ?? 0 } - (468 - 28)) < 1e-9)
        #expect(abs(inspect(f.sim) { f.table.headerView(forSection: 1)?.frame.minY ?? 0 } - 468) < 1e-9)
    }

    @Test("a tap selects the row under it and tells the delegate")
    func tapSelects() {
        let model = TableModel(Array(0..<20))
        model.fixedHeight = 44
        let f = TableFixture(model) { $0.rowHeight = 44 }
        f.sim.tap(at: CGPoint(x: 100, y: 44 * 3 + 10))
        f.sim.run(for: 0.2)
        #expect(model.selected == [IndexPath(row: 3, section: 0)])
        #expect(inspect(f.sim) { f.table.indexPathForSelectedRow } == IndexPath(row: 3, section: 0))
        #expect(inspect(f.sim) { f.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected } == true)
    }

    @Test("a content configuration fills a table cell's content view, and the row sizes to it")
    func contentConfiguration() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let source = Source()
        let (sim, box) = layOut { window -> UITableView in
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            table.dataSource = source
            window.addSubview(table)
            return table
        }
        let (labels, height) = inspect(sim) { () -> ([String], CGFloat) in
            let table = box.value!
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let texts = cell.contentView.subviews.flatMap(\.subviews).compactMap { ($0 as? UILabel)?.text }
            return (texts, table.rectForRow(at: IndexPath(row: 1, section: 0)).height)
        }
        #expect(labels.contains("Row 1"))
        #expect(height >= 44 && height < 100, "row height \(height)")
        _ = source
    }
}
