import Foundation
@testable import Mainline
import Testing

/// Cells in a reuse pool keep their constraints in the window's engine (see
/// `LayoutEngine.parking`), with nothing of it to be seen: a reused cell lays out as before, a
/// pooled cell moved elsewhere brings its constraints along, and a list leaving its window
/// takes its pool's constraints with it.
@Suite("Parked cells", .serialized)
struct ParkedCellTests {
    /// A cell with a bar of a given height (its own class: `CountingCell` counts instances for
    /// another suite).
    final class BarCell: UITableViewCell {
        let bar = UIView()
        var barHeight: NSLayoutConstraint!
        var shows: Int?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            barHeight = pinBar(bar, in: contentView)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Bars: NSObject, UITableViewDataSource, @unchecked Sendable {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath) as! BarCell
            cell.shows = indexPath.row
            cell.barHeight.constant = CGFloat(20 + (indexPath.row % 3) * 20)
            return cell
        }
    }

    final class Fixture: @unchecked Sendable {
        let sim = makeSimulation(refreshRate: 120)
        let bars = Bars()
        var table: UITableView!
    }

    private func scrolledFixture() -> Fixture {
        let f = Fixture()
        f.sim.start {
            let window = UIWindow()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.estimatedRowHeight = 60
            table.register(BarCell.self, forCellReuseIdentifier: "bar")
            table.dataSource = f.bars
            window.addSubview(table)
            window.makeKeyAndVisible()
            f.table = table
        }
        f.sim.runUntilIdle()
        for _ in 0..<2 {
            f.sim.fling(f.table, velocity: CGPoint(x: 0, y: -4_000))
            f.sim.run(for: 1)
        }
        return f
    }

    private func pooled(_ f: Fixture) -> [BarCell] {
        inspect(f.sim) { (f.table.reusableCells["bar"] ?? []).compactMap { $0 as? BarCell } }
    }

    @Test("a pooled cell's constraints stay in the window's engine; reused, it lays out by them")
    func pooledCellsStayInTheWindowsEngine() throws {
        let f = scrolledFixture()
        let pool = pooled(f)
        try #require(!pool.isEmpty)
        inspect(f.sim) {
            let windowEngine = LayoutEngine.existingEngine(for: f.table)
            for cell in pool {
                #expect(cell.superview == nil)
                // (Booleans: a failed expectation would describe the whole engine.)
                let sharesEngine = LayoutEngine.existingEngine(for: cell) === windowEngine
                let constraintStays = cell.barHeight.engineState?.engine === windowEngine
                #expect(sharesEngine)
                #expect(constraintStays)
            }
        }
        // Every visible cell's bar fills its content view less the 5-point insets, at the height
        // its row asked for.
        let bars = inspect(f.sim) {
            f.table.visibleCells.compactMap { $0 as? BarCell }.map { ($0.shows ?? -1, $0.bar.frame, $0.contentView.bounds) }
        }
        #expect(bars.count > 10)
        for (item, bar, content) in bars {
            #expect(bar.height == CGFloat(20 + (item % 3) * 20), "row \(item)")
            #expect(bar.minY == 5 && bar.width == content.width, "row \(item)")
        }
    }

    @Test("a pooled cell put in another view takes its constraints there")
    func pooledCellMovedElsewhere() throws {
        let f = scrolledFixture()
        let cell = try #require(pooled(f).first)
        let (moved, windowKeeps) = inspect(f.sim) { () -> (CGRect, Bool) in
            let windowEngine = LayoutEngine.existingEngine(for: f.table)!
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            cell.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            cell.barHeight.constant = 40
            host.addSubview(cell)
            host.layoutIfNeeded()
            return (cell.bar.frame, windowEngine.installed.contains { $0 === cell.barHeight })
        }
        #expect(!windowKeeps)
        #expect(moved == CGRect(x: 0, y: 5, width: 200, height: 40))
        let (inOwnEngine, apart) = inspect(f.sim) {
            (cell.barHeight.engineState?.engine === LayoutEngine.existingEngine(for: cell),
             LayoutEngine.existingEngine(for: cell) !== LayoutEngine.existingEngine(for: f.table))
        }
        #expect(inOwnEngine)
        #expect(apart)
    }

    @Test("a table leaving its window takes its pool's constraints along")
    func tableLeavingTakesItsPool() throws {
        let f = scrolledFixture()
        let pool = pooled(f)
        try #require(!pool.isEmpty)
        let (left, cellEnginesDiffer) = inspect(f.sim) { () -> (Bool, Bool) in
            let window = f.table.window!
            let windowEngine = LayoutEngine.existingEngine(for: window)!
            f.table.removeFromSuperview()
            let stays = pool.contains { cell in windowEngine.installed.contains { $0 === cell.barHeight } }
            return (!stays && windowEngine.parked.isEmpty, pool.allSatisfy { LayoutEngine.existingEngine(for: $0) !== windowEngine })
        }
        #expect(left)
        #expect(cellEnginesDiffer)
    }

    @Test("a cell whose constraints conflict is not parked: its diagnostics stay UIKit's")
    func conflictingCellsGoTheUsualWay() throws {
        let f = scrolledFixture()
        let cell = try #require(pooled(f).first)
        let (broken, parked) = inspect(f.sim) { () -> (Bool, Bool) in
            // A required height the content view cannot give: one constraint is broken.
            let conflict = cell.bar.heightAnchor.constraint(equalToConstant: 999)
            conflict.isActive = true
            f.table.addSubview(cell)
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: 50)
            cell.layoutIfNeeded()
            let engine = LayoutEngine.existingEngine(for: f.table)!
            let broken = !engine.broken.isEmpty
            LayoutEngine.parking(cell, for: f.table) { cell.removeFromSuperview() }
            return (broken, engine.parked[ObjectIdentifier(cell)] != nil)
        }
        #expect(broken)
        #expect(!parked)
    }

    @Test("a larger hierarchy joining the window takes the pool along with the window's constraints")
    func largerHierarchyJoiningTheWindow() throws {
        let f = scrolledFixture()
        let pool = pooled(f)
        try #require(!pool.isEmpty)
        let (followed, windowEngineIsTheBigOne) = inspect(f.sim) { () -> (Bool, Bool) in
            let window = f.table.window!
            let before = LayoutEngine.existingEngine(for: window)!
            // Built off-window with more constraints than the window has: its engine is kept and
            // the window's moves into it.
            let big = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            for _ in 0..<(before.installed.count / 2 + 50) {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                big.addSubview(v)
                NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 1), v.heightAnchor.constraint(equalToConstant: 1)])
            }
            let bigEngine = LayoutEngine.existingEngine(for: big)
            window.addSubview(big)
            let after = LayoutEngine.existingEngine(for: window)
            let followed = pool.allSatisfy { cell in
                LayoutEngine.existingEngine(for: cell) === after && cell.barHeight.engineState?.engine === after
            }
            return (followed, after === bigEngine && after !== before)
        }
        #expect(windowEngineIsTheBigOne)
        #expect(followed)
        // Reused after that, cells still lay out by their constraints.
        f.sim.fling(f.table, velocity: CGPoint(x: 0, y: -4_000))
        f.sim.run(for: 1)
        let bars = inspect(f.sim) { f.table.visibleCells.compactMap { $0 as? BarCell }.map { ($0.shows ?? -1, $0.bar.frame.height) } }
        #expect(bars.count > 10)
        for (row, height) in bars { #expect(height == CGFloat(20 + (row % 3) * 20), "row \(row)") }
    }

    @Test("a constraint that breaks while its cell is parked leaves the window's engine with the cell")
    func brokenWhileParkedLeavesWithTheCell() throws {
        let f = scrolledFixture()
        let cell = try #require(pooled(f).first)
        let (brokeInWindow, leftWithCell, statesFollow) = inspect(f.sim) { () -> (Bool, Bool, Bool) in
            let windowEngine = LayoutEngine.existingEngine(for: f.table)!
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: 50)
            let conflict = cell.bar.heightAnchor.constraint(equalToConstant: 999)
            conflict.isActive = true
            cell.layoutIfNeeded()
            let brokeInWindow = !windowEngine.broken.isEmpty
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            host.addSubview(cell)
            let leftWithCell = windowEngine.broken.allSatisfy { c in ![c.firstItem, c.secondItem].contains { $0 === cell.bar || $0 === cell.contentView } }
            // Work in the window's engine afterwards does not pull the cell's views back.
            f.table.removeFromSuperview()
            let own = LayoutEngine.existingEngine(for: cell)
            let statesFollow = cell.bar.layoutState?.engine === own && own !== windowEngine
            return (brokeInWindow, leftWithCell, statesFollow)
        }
        #expect(brokeInWindow)
        #expect(leftWithCell)
        #expect(statesFollow)
    }
}
