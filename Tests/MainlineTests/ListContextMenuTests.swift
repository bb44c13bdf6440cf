import Foundation
@testable import Mainline
import Testing

/// A list of fruit with a context menu per row.
private final class FruitTable: UITableViewController {
    let log: CallLog
    var fruit = ["Apple", "Banana", "Cherry"]

    init(log: CallLog) {
        self.log = log
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        log("asked \(indexPath.row)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Share") { _ in self.log("share") },
                UIMenu(title: "More", children: [UIAction(title: "Delete", attributes: .destructive) { _ in
                    self.fruit.remove(at: indexPath.row)
                    tableView.deleteRows(at: [indexPath], with: .automatic)
                    self.log("deleted \(indexPath.row)")
                }]),
            ])
        }
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log("willDisplay")
    }
    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        log("willEnd")
    }
}

@Suite("Context menus of lists: the delegate's configuration for the pressed row, display, and a chosen action")
struct ListContextMenuTests {
    @Test("a long press on a row asks for its menu and shows it; choosing an action in a submenu ends the menu, then runs the action")
    func tableRowMenu() {
        let sim = makeSimulation()
        let log = CallLog()
        let controller = inspect(sim) { () -> FruitTable in
            let window = UIWindow()
            let controller = FruitTable(log: log)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return controller
        }
        sim.runUntilIdle()
        let rowRect = inspect(sim) { controller.tableView.convert(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil) }
        sim.showContextMenu(at: CGPoint(x: rowRect.midX, y: rowRect.midY)) { titles in log("shown \(titles.joined(separator: ","))") }
        sim.runUntilIdle()
        sim.chooseContextMenuAction("Delete")
        sim.runUntilIdle()
        #expect(log.entries == ["asked 1", "willDisplay", "shown Share,More", "willEnd", "deleted 1"])
        #expect(inspect(sim) { controller.fruit } == ["Apple", "Cherry"])
        #expect(inspect(sim) { controller.tableView.numberOfRows(inSection: 0) } == 2)
    }
}
