import Foundation
@testable import Mainline
import MainlineTesting
import Testing

@Suite("UITableView: reentrancy, headers, re-measuring", .serialized, .mainline(.quiet))
struct TableEdgeTests {
    /// A plain table of `rows` fixed 44-point rows whose data source runs `onCell` in cellForRowAt.
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, @unchecked Sendable {
        var rows: Int
        var onCell: (UITableView, IndexPath) -> Void = { _, _ in }
        var header: UIView?
        var heights: [Int: CGFloat] = [:]
        var configured: [Int] = []
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            configured.append(indexPath.row)
            onCell(tableView, indexPath)
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath.row] ?? 44 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }
    }

    func table(_ source: Source) -> (Simulation, Box<UITableView?>) {
        layOut { window -> UITableView in
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            return table
        }
    }

    @Test("deleting rows and reloading from cellForRowAt neither crashes nor loses the layout")
    func reentrantUpdates() {
        let source = Source(rows: 5)
        var once = true
        source.onCell = { table, indexPath in
            guard once, indexPath.row == 2 else { return }
            once = false
            source.rows = 2
            table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .none)
        }
        let (sim, box) = table(source)
        sim.runFrames(2)
        #expect(inspect(sim) { box.value!.indexPathsForVisibleRows?.map(\.row) } == [0, 1])
        #expect(inspect(sim) { box.value!.visibleCells.map { $0.textLabel?.text ?? "" } } == ["0", "1"])
    }

    @Test("a delegate's header view with an automatic height is shown at the top, measured")
    func headerAtTheTop() {
        let source = Source(rows: 3)
        let header = UIView()
        let height = header.heightAnchor.constraint(equalToConstant: 50)
        height.isActive = true
        source.header = header
        let (sim, box) = table(source)
        let frames = inspect(sim) { (header.frame, box.value!.rectForRow(at: IndexPath(row: 0, section: 0))) }
        #expect(frames.0 == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(frames.1.minY == 50)
    }

    @Test("beginUpdates/endUpdates with no changes asks the heights again; reconfigureRows keeps the cell")
    func remeasureAndReconfigure() {
        let source = Source(rows: 3)
        let (sim, box) = table(source)
        let cell = inspect(sim) { ObjectIdentifier(box.value!.cellForRow(at: IndexPath(row: 1, section: 0))!) }
        source.heights[1] = 100
        inspect(sim) {
            box.value!.beginUpdates()
            box.value!.endUpdates()
        }
        sim.runFrames(1)
        #expect(inspect(sim) { box.value!.rectForRow(at: IndexPath(row: 2, section: 0)).minY } == 144)
        source.configured = []
        inspect(sim) { box.value!.reconfigureRows(at: [IndexPath(row: 1, section: 0)]) }
        sim.runFrames(1)
        #expect(source.configured == [1])
        #expect(inspect(sim) { ObjectIdentifier(box.value!.cellForRow(at: IndexPath(row: 1, section: 0))!) } == cell)
    }
}
