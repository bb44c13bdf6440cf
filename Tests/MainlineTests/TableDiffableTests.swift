import Foundation
@testable import Mainline
import MainlineTesting
import Testing

@Suite("UITableViewDiffableDataSource", .serialized, .mainline(.quiet))
struct TableDiffableTests {
    @Test("apply with animation: the difference becomes a batch update; cells of items that stay are kept, in the new order")
    func applyKeepsCells() {
        let sim = makeSimulation(refreshRate: 120)
        let box = Box<(UITableView, UITableViewDiffableDataSource<Int, String>)?>(nil)
        sim.start {
            let window = UIWindow()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.rowHeight = 44
            table.estimatedRowHeight = 0
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c", "d"], toSection: 0)
            source.apply(snapshot, animatingDifferences: false)
            window.addSubview(table)
            window.makeKeyAndVisible()
            box.value = (table, source)
        }
        sim.runUntilIdle()
        let cellOfC = inspect(sim) { ObjectIdentifier(box.value!.0.cellForRow(at: IndexPath(row: 2, section: 0))!) }
        inspect(sim) {
            var snapshot = box.value!.1.snapshot()
            snapshot.deleteItems(["b"])
            snapshot.insertItems(["x"], beforeItem: "a")
            snapshot.moveItem("d", beforeItem: "c")
            box.value!.1.apply(snapshot)
        }
        sim.runFrames(1)
        let texts = inspect(sim) { box.value!.0.visibleCells.map { $0.textLabel?.text ?? "?" } }
        #expect(texts == ["x", "a", "d", "c"])
        #expect(inspect(sim) { ObjectIdentifier(box.value!.0.cellForRow(at: IndexPath(row: 3, section: 0))!) } == cellOfC)
        #expect(inspect(sim) { box.value!.1.itemIdentifier(for: IndexPath(row: 2, section: 0)) } == "d")
        #expect(sim.diagnostics.filter { $0.kind == .listMisuse }.isEmpty)
    }
}
