import Foundation
@testable import Mainline
import Testing

/// A cell that logs its editing transitions and configuration updates.
final class EditLogCell: UITableViewCell {
    var log: CallLog?
    var lastState: UICellConfigurationState?

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        log?("cell.willTransition \(state.rawValue)")
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        log?("cell.didTransition \(state.rawValue)")
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        lastState = state
    }
}

/// A table's data source and delegate over `items`, logging what the table tells it; it
/// deletes a row when asked to commit a delete, and moves one when asked to.
final class EditModel: NSObject, UITableViewDataSource, UITableViewDelegate, @unchecked Sendable {
    var items: [String]
    let log = CallLog()
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var movable = false
    var accessory: UITableViewCell.AccessoryType = .none
    var redirectMoveTo: IndexPath?
    var logsAll = true

    init(_ count: Int) { items = (0..<count).map { "Row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! EditLogCell
        cell.log = log
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log("commit \(editingStyle.rawValue) \(indexPath.row)")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if logsAll { log("shouldHighlight \(indexPath.row)") }
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { log("primaryAction \(indexPath.row)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log("didEndEditing \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log("accessoryTapped \(indexPath.row)") }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        redirectMoveTo ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row == 1 ? 2 : 0 }
}

/// A full-window table (390 × 844) of 50-point `EditLogCell` rows over an `EditModel`.
final class EditWorld: @unchecked Sendable {
    let sim: Simulation
    let model: EditModel
    var table: UITableView!

    init(_ model: EditModel, configure: @escaping @MainActor (UITableView) -> Void = { _ in }) {
        sim = makeSimulation(refreshRate: 60)
        self.model = model
        sim.start {
            let window = UIWindow()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.register(EditLogCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = model
            table.delegate = model
            configure(table)
            window.addSubview(table)
            window.makeKeyAndVisible()
            self.table = table
        }
        _ = sim.runUntilIdle()
        model.log.clear()
    }

    func read<T>(_ body: @escaping @MainActor (UITableView) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.table) } }
    }

    func cell(_ row: Int) -> EditLogCell? { read { $0.cellForRow(at: IndexPath(row: row, section: 0)) as? EditLogCell } }

    /// A finger swipes row `row` horizontally by `dx` points.
    func swipe(row: Int, by dx: CGFloat, duration: TimeInterval = 0.3) {
        let y = CGFloat(row) * 50 + 25
        let x: CGFloat = dx < 0 ? 300 : 60
        sim.pan(from: CGPoint(x: x, y: y), to: CGPoint(x: x + dx, y: y), duration: duration)
        _ = sim.runUntilIdle(maxFrames: 600)
    }
}

@Suite("UITableView editing, swipe actions, highlighting and cells", .serialized)
struct TableEditingTests {
    // MARK: Highlight and selection

    @Test("A tap runs UIKit's order: shouldHighlight, didHighlight, willSelect, didUnhighlight, didSelect, primary action; another row deselects the first")
    func tapOrder() {
        let w = EditWorld(EditModel(10))
        w.sim.tap(at: CGPoint(x: 100, y: 125))
        w.sim.run(for: 0.3)
        #expect(w.model.log.entries == ["shouldHighlight 2", "didHighlight 2", "willSelect 2", "didUnhighlight 2", "didSelect 2", "primaryAction 2"])
        #expect(w.cell(2)?.isSelected == true)
        #expect(w.cell(2)?.lastState?.isSelected == true)
        w.model.log.clear()
        w.sim.tap(at: CGPoint(x: 100, y: 225))
        w.sim.run(for: 0.3)
        #expect(w.model.log.entries == ["shouldHighlight 4", "didHighlight 4", "willSelect 4", "didUnhighlight 4",
                                        "willDeselect 2", "didDeselect 2", "didSelect 4", "primaryAction 4"])
        #expect(w.cell(2)?.isSelected == false)
        #expect(w.read { $0.indexPathForSelectedRow } == IndexPath(row: 4, section: 0))
    }

    @Test("A finger resting on a row highlights it at once and selects it when it lifts; a drag of the content ends the highlight without selecting")
    func heldHighlight() {
        let w = EditWorld(EditModel(40))
        w.sim.press(at: CGPoint(x: 100, y: 75), duration: 0.8)
        w.sim.run(for: 0.4)
        #expect(w.model.log.entries == ["shouldHighlight 1", "didHighlight 1"])
        #expect(w.cell(1)?.isHighlighted == true)
        w.sim.run(for: 0.6)
        #expect(w.model.log.entries == ["shouldHighlight 1", "didHighlight 1", "willSelect 1", "didUnhighlight 1", "didSelect 1", "primaryAction 1"])
        w.model.log.clear()
        w.sim.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.4)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(!w.model.log.entries.contains { $0.hasPrefix("didSelect") || $0.hasPrefix("willSelect") })
        #expect(w.model.log.entries.filter { $0.hasPrefix("didHighlight") }.count == w.model.log.entries.filter { $0.hasPrefix("didUnhighlight") }.count)
        #expect(w.read { $0.contentOffset.y } > 100)
    }

    // MARK: Swipe actions

    @Test("Swiping a row left reveals the default Delete button; tapping it commits the delete and the row goes")
    func swipeToDelete() {
        let w = EditWorld(EditModel(10))
        w.swipe(row: 3, by: -120)
        #expect(w.model.log.entries.first == "willBeginEditing 3")
        #expect(w.cell(3)?.showingDeleteConfirmation == true)
        // The content moved aside by the button's width; the button sits at the trailing edge.
        #expect(w.cell(3)?.contentView.frame.minX == -74)
        w.model.log.clear()
        w.sim.tap(at: CGPoint(x: 390 - 30, y: 175))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.model.log.entries.contains("commit 1 3"))
        #expect(w.model.log.entries.contains("didEndEditing 3"))
        #expect(w.read { $0.numberOfRows(inSection: 0) } == 9)
        #expect(w.cell(3)?.textLabel?.text == "Row 4")
        #expect(w.cell(3)?.showingDeleteConfirmation == false)
    }

    @Test("Trailing actions show from the outer edge inward; a tap on the open row closes it; a full swipe performs the first action")
    func trailingActions() {
        let w = EditWorld(EditModel(10))
        let ran = Box<[String]>([])
        w.model.trailing = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.value.append("delete"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.value.append("flag"); done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        w.swipe(row: 0, by: -200)
        #expect(w.cell(0)?.contentView.frame.minX == -148)
        let titles: [String?] = w.read { table in
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            let buttons = cell.swipeActionsView!.buttons.sorted { $0.frame.minX < $1.frame.minX }
            return buttons.map { $0.title(for: .normal) }
        }
        #expect(titles == ["Flag", "Delete"])
        // Tapping the Flag button (inner) runs it and closes the row.
        w.sim.tap(at: CGPoint(x: 390 - 74 - 30, y: 25))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(ran.value == ["flag"])
        #expect(w.cell(0)?.contentView.frame.minX == 0)
        // A full swipe across most of the row performs Delete at once.
        w.swipe(row: 0, by: -330, duration: 0.4)
        #expect(ran.value == ["flag", "delete"])
        #expect(w.model.log.entries.filter { $0 == "didEndEditing 0" }.count == 2)
    }

    @Test("A leading swipe reveals the leading actions at the left edge")
    func leadingActions() {
        let w = EditWorld(EditModel(10))
        w.model.leading = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        w.swipe(row: 2, by: 120)
        #expect(w.cell(2)?.contentView.frame.minX == 74)
        let buttonFrame: CGRect? = w.read { ($0.cellForRow(at: IndexPath(row: 2, section: 0))?.swipeActionsView?.frame) }
        #expect(buttonFrame?.minX == 0)
        #expect(w.cell(2)?.showingDeleteConfirmation == false)
        // No trailing actions when the data source does not allow editing... (here it does):
        // a tap elsewhere just closes the row without selecting.
        w.model.log.clear()
        w.sim.tap(at: CGPoint(x: 200, y: 425))
        _ = w.sim.runUntilIdle(maxFrames: 300)
        #expect(w.model.log.entries == ["didEndEditing 2"])
        #expect(w.cell(2)?.contentView.frame.minX == 0)
    }

    // MARK: Editing mode

    @Test("setEditing(true) gives each row its delete control: the cell transitions, its content moves over, editingStyle is delete")
    func editingMode() {
        let w = EditWorld(EditModel(5))
        let before = w.cell(0)?.contentView.frame
        w.sim.perform { w.table.setEditing(true, animated: false) }
        _ = w.sim.runUntilIdle()
        #expect(w.model.log.entries.contains("cell.willTransition 1"))
        #expect(w.model.log.entries.contains("cell.didTransition 1"))
        #expect(w.cell(0)?.isEditing == true)
        #expect(w.cell(0)?.editingStyle == .delete)
        #expect(w.cell(0)?.contentView.frame.minX == 38)
        #expect(w.cell(0)?.lastState?.isEditing == true)
        #expect(before?.minX == 0)
        // A tap on the delete control shows the Delete button; tapping it commits.
        w.model.log.clear()
        w.sim.tap(at: CGPoint(x: 15, y: 75))
        _ = w.sim.runUntilIdle()
        #expect(w.cell(1)?.showingDeleteConfirmation == true)
        w.sim.tap(at: CGPoint(x: 390 - 30, y: 75))
        _ = w.sim.runUntilIdle()
        #expect(w.model.log.entries.contains("commit 1 1"))
        #expect(w.model.items == ["Row 0", "Row 2", "Row 3", "Row 4"])
        w.sim.perform { w.table.isEditing = false }
        _ = w.sim.runUntilIdle()
        #expect(w.cell(0)?.isEditing == false)
        #expect(w.cell(0)?.contentView.frame.minX == 0)
    }

    @Test("While editing, a pan from a row's reorder control moves it: the delegate retargets, the data source moves, the table follows")
    func reorder() {
        let model = EditModel(6)
        model.movable = true
        let w = EditWorld(model) { $0.setEditing(true, animated: false) }
        #expect(w.cell(0)?.showsReorderControl == true)
        // Drag row 0's reorder control down to row 3.
        w.sim.pan(from: CGPoint(x: 375, y: 25), to: CGPoint(x: 375, y: 175), duration: 0.5)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.model.log.entries.contains("move 0->3"))
        #expect(w.model.items == ["Row 1", "Row 2", "Row 3", "Row 0", "Row 4", "Row 5"])
        #expect(w.cell(3)?.textLabel?.text == "Row 0")
        #expect(w.cell(3)?.frame.minY == 150)
        // The delegate can redirect the move.
        w.model.redirectMoveTo = IndexPath(row: 5, section: 0)
        w.sim.pan(from: CGPoint(x: 375, y: 25), to: CGPoint(x: 375, y: 75), duration: 0.5)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.model.items.last == "Row 1")
    }

    // MARK: Accessories, indentation and styles

    @Test("A tap on a detail button tells accessoryButtonTappedForRowWith and does not select; indentation comes from the delegate")
    func accessoryAndIndentation() {
        let model = EditModel(4)
        model.accessory = .detailButton
        let w = EditWorld(model)
        w.sim.tap(at: CGPoint(x: 375, y: 75))
        _ = w.sim.runUntilIdle()
        #expect(w.model.log.entries == ["accessoryTapped 1"])
        #expect(w.read { $0.indexPathForSelectedRow } == nil)
        #expect(w.cell(1)?.indentationLevel == 2)
        let x0 = w.cell(0)?.textLabel?.frame.minX ?? 0, x1 = w.cell(1)?.textLabel?.frame.minX ?? 0
        #expect(x1 - x0 == 20)
    }

    @Test("The four cell styles lay out their labels as UIKit does")
    func cellStyles() {
        let sim = makeSimulation()
        let frames = Box<[UITableViewCell.CellStyle: (CGRect, CGRect?)]>([:])
        sim.start {
            for style in [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
                let cell = UITableViewCell(style: style, reuseIdentifier: nil)
                cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
                cell.textLabel?.text = "Title"
                cell.detailTextLabel?.text = "Detail"
                cell.layoutIfNeeded()
                frames.value[style] = (cell.textLabel!.frame, cell.detailTextLabel?.frame)
            }
        }
        _ = sim.runUntilIdle()
        let f = frames.value
        // default: one label across the margins; no detail label.
        #expect(f[.default]?.0.minX == 16)
        #expect(f[.default]?.0.width == CGFloat(390 - 32))
        #expect(f[.default]?.1 == nil)
        // value1: detail against the trailing margin, on the text's line.
        let value1 = f[.value1]!
        #expect(abs(value1.1!.maxX - (390 - 16)) < 0.001)
        #expect(abs(value1.1!.midY - value1.0.midY) < 1)
        // value2: the text in a right-aligned 91-point column, the detail after it.
        let value2 = f[.value2]!
        #expect(value2.0.width == 91)
        #expect(value2.1!.minX == CGFloat(16 + 91 + 6))
        // subtitle: the detail under the text.
        let subtitle = f[.subtitle]!
        #expect(subtitle.1!.minY == subtitle.0.maxY)
        #expect(subtitle.0.minX == subtitle.1!.minX)
    }

    // MARK: Headers, padding, diffable moves

    @Test("sectionHeaderTopPadding puts space above each header; header views get willDisplay and didEndDisplaying as they come and go")
    func headerPaddingAndDisplay() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            let log = CallLog()
            func numberOfSections(in tableView: UITableView) -> Int { 10 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")!
                var content = header.defaultContentConfiguration()
                content.text = "Section \(section)"
                header.contentConfiguration = content
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { log("willDisplayHeader \(section)") }
            func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { log("didEndDisplayingHeader \(section)") }
        }
        let source = Source()
        let sim = makeSimulation(refreshRate: 60)
        let table = Box<UITableView?>(nil)
        sim.start {
            let window = UIWindow()
            let t = UITableView(frame: window.bounds, style: .grouped)
            t.contentInsetAdjustmentBehavior = .never
            t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            t.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
            t.sectionHeaderTopPadding = 10
            t.sectionFooterHeight = 0
            t.dataSource = source
            t.delegate = source
            window.addSubview(t)
            window.makeKeyAndVisible()
            table.value = t
        }
        _ = sim.runUntilIdle()
        let rects: [CGRect] = inspect(sim) { MainActor.assumeIsolated { (0..<2).map { table.value!.rectForHeader(inSection: $0) } } }
        // Each section: 10 padding + 30 header + 5 × 44 rows = 260.
        #expect(rects[0] == CGRect(x: 0, y: 10, width: 390, height: 30))
        #expect(rects[1] == CGRect(x: 0, y: 270, width: 390, height: 30))
        #expect(inspect(sim) { MainActor.assumeIsolated { table.value!.headerView(forSection: 1)?.frame } } == rects[1])
        #expect(inspect(sim) { MainActor.assumeIsolated { table.value!.rect(forSection: 0).height } } == 260)
        #expect(source.log.entries.prefix(4) == ["willDisplayHeader 0", "willDisplayHeader 1", "willDisplayHeader 2", "willDisplayHeader 3"])
        sim.perform { table.value!.contentOffset = CGPoint(x: 0, y: 600) }
        _ = sim.runUntilIdle()
        #expect(source.log.entries.contains("didEndDisplayingHeader 0"))
        #expect(source.log.entries.contains("didEndDisplayingHeader 1"))
        let label: String? = inspect(sim) { MainActor.assumeIsolated {
            (table.value!.headerView(forSection: 3)?.contentConfiguration as? UIListContentConfiguration)?.text
        } }
        #expect(label == "Section 3")
    }

    @Test("A diffable data source's moveRowAt keeps its snapshot in step with a reorder; index(for:) finds sections")
    func diffableMove() {
        let sim = makeSimulation()
        let result = Box<[String]>([])
        let sectionIndex = Box<Int?>(nil)
        sim.start {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems(["1", "2", "3"], toSection: "a")
            snapshot.appendItems(["4"], toSection: "b")
            source.apply(snapshot, animatingDifferences: false)
            source.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            result.value = source.snapshot().itemIdentifiers
            sectionIndex.value = source.index(for: "b")
        }
        _ = sim.runUntilIdle()
        #expect(result.value == ["2", "3", "4", "1"])
        #expect(sectionIndex.value == 1)
    }
}

@Suite("UITableView section index", .serialized)
struct TableSectionIndexTests {
    @Test("The data source's index titles show along the trailing edge; a tap on one scrolls its section to the top, selecting no row")
    func sectionIndex() {
        final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
            var asked: [String] = []
            var selected: [IndexPath] = []
            func numberOfSections(in tableView: UITableView) -> Int { 26 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { String(UnicodeScalar(65 + section)!) }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { (0..<26).map { String(UnicodeScalar(65 + $0)!) } }
            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                asked.append(title)
                return index
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let source = Source()
        let sim = makeSimulation(refreshRate: 60)
        let table = Box<UITableView?>(nil)
        sim.start {
            let window = UIWindow()
            let t = UITableView(frame: window.bounds, style: .plain)
            t.contentInsetAdjustmentBehavior = .never
            t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            t.dataSource = source
            t.delegate = source
            window.addSubview(t)
            window.makeKeyAndVisible()
            table.value = t
        }
        _ = sim.runUntilIdle()
        let strip: CGRect? = inspect(sim) { MainActor.assumeIsolated { table.value!.sectionIndexView?.frame } }
        #expect(strip == CGRect(x: 390 - 16, y: 0, width: 16, height: 844))
        // "J" (index 9): the block of 26 × 14 points is centred in 844.
        let y = (844 - 26 * 14) / 2 + 9 * 14 + 7
        sim.tap(at: CGPoint(x: 390 - 8, y: CGFloat(y)))
        _ = sim.runUntilIdle()
        #expect(source.asked == ["J"])
        let offset: CGFloat = inspect(sim) { MainActor.assumeIsolated { table.value!.contentOffset.y } }
        let sectionTop: CGFloat = inspect(sim) { MainActor.assumeIsolated { table.value!.rect(forSection: 9).minY } }
        #expect(offset == sectionTop)
        #expect(source.selected.isEmpty)
        // The strip stays in view.
        #expect(inspect(sim) { MainActor.assumeIsolated { table.value!.sectionIndexView?.frame.minY } } == offset)
    }
}
