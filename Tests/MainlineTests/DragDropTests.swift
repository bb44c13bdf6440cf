import Dispatch
import Foundation
@testable import Mainline
import MainlineTesting
import Testing
@testable import ThreadChecker

// MARK: - Apps written as UIKit apps write drag and drop

/// A cell showing its item's title.
final class TitleCell: UICollectionViewCell {
    var title = ""
}

/// A collection view that reorders its items by drag and drop, the usual way: the item's
/// string as the drag item's local object, a move proposal while the drag is its own, and in
/// `performDropWith` a batch update (delete at the source, insert at the destination) and
/// `coordinator.drop(_:toItemAt:)`.
final class ReorderingCollection: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate, @unchecked Sendable {
    var items = ["a", "b", "c", "d", "e", "f"]
    var collectionView: UICollectionView!
    let log = CallLog()
    /// The operation proposed while the drag is over the collection view.
    var operation: UIDropOperation = .move
    var intent: UICollectionViewDropProposal.Intent = .insertAtDestinationIndexPath
    var activeDuringUpdate: [Bool] = []
    var destinations: [IndexPath?] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
        cell.title = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))
        item.localObject = items[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { log("dragSessionWillBegin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log("dragSessionDidEnd") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log("dropSessionDidEnter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { log("dropSessionDidExit") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log("dropSessionDidEnd") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        activeDuringUpdate.append(collectionView.hasActiveDrag && collectionView.hasActiveDrop && session.localDragSession != nil)
        destinations.append(destinationIndexPath)
        return UICollectionViewDropProposal(operation: operation, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        log("performDrop \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        guard let proposed = coordinator.destinationIndexPath else { return }
        if coordinator.proposal.intent == .insertIntoDestinationIndexPath {
            // Dropped into an item: the two merge.
            for item in coordinator.items {
                guard let source = item.sourceIndexPath, let moved = item.dragItem.localObject as? String else { continue }
                collectionView.performBatchUpdates {
                    // Deletes and reloads name the items as they were before the update.
                    self.items[proposed.item] += moved
                    self.items.remove(at: source.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.reloadItems(at: [proposed])
                }
                coordinator.drop(item.dragItem, intoItemAt: proposed, rect: .zero)
            }
            return
        }
        // One past the end (a drop below the last item) is the last place once the item is out.
        let destination = IndexPath(item: min(proposed.item, items.count - 1), section: proposed.section)
        // Items from elsewhere: a placeholder until the string has loaded.
        for item in coordinator.items where item.sourceIndexPath == nil {
            let placeholder = coordinator.drop(item.dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: proposed, reuseIdentifier: "cell"))
            item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                DispatchQueue.main.async {
                    guard let text = object as? NSString else { placeholder.deletePlaceholder(); return }
                    placeholder.commitInsertion { path in self.items.insert(text as String, at: path.item) }
                }
            }
        }
        for item in coordinator.items {
            guard let source = item.sourceIndexPath, let moved = item.dragItem.localObject as? String else { continue }
            collectionView.performBatchUpdates {
                self.items.remove(at: source.item)
                self.items.insert(moved, at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }
}

/// A table that reorders its rows by drag and drop, the same way.
final class ReorderingTable: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate, @unchecked Sendable {
    var rows = ["one", "two", "three", "four", "five"]
    var tableView: UITableView!
    let log = CallLog()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log("itemsForBeginning \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
        item.localObject = rows[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.hasActiveDrag ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .forbidden)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        log("performDrop \(coordinator.destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            guard let source = item.sourceIndexPath, let moved = item.dragItem.localObject as? String else { continue }
            tableView.performBatchUpdates {
                self.rows.remove(at: source.row)
                self.rows.insert(moved, at: destination.row)
                tableView.deleteRows(at: [source], with: .automatic)
                tableView.insertRows(at: [destination], with: .automatic)
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
        }
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { log("dragSessionDidEnd") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { log("dropSessionDidEnd") }
}

/// A label dragged onto a box: the label's text goes with a drag interaction, the box takes
/// strings with a drop interaction and shows what it loads.
final class TextDropApp: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate, @unchecked Sendable {
    var source: UILabel!
    var box: UILabel!
    var dragInteraction: UIDragInteraction!
    let log = CallLog()
    var dropLocation: CGPoint?
    var loadLine = 0
    var progress: Progress?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        log("itemsForBeginning")
        return [UIDragItem(itemProvider: NSItemProvider(object: (source.text ?? "") as NSString))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log("sessionWillBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log("willEnd \(operation.rawValue)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log("didEnd \(operation.rawValue)")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        log("canHandle")
        return session.canLoadObjects(ofClass: String.self) && session.hasItemsConforming(toTypeIdentifiers: ["public.text"])
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log("performDrop")
        dropLocation = session.location(in: box)
        progress = session.progress
        session.loadObjects(ofClass: String.self) { strings in
            self.log("loaded \(strings)")
            self.loadLine = #line + 1
            self.box.text = strings.first
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log("concludeDrop") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log("sessionDidEnd") }
}

/// A spring-loaded view's effect that records the states it is shown.
final class RecordingSpringEffect: UISpringLoadedInteractionEffect, @unchecked Sendable {
    var states: [UISpringLoadedInteractionEffectState] = []
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        states.append(context.state)
    }
}

// MARK: - Tests

@Suite("Drag and drop: lists reordered by a drag, proposals, drop interactions, item providers", .mainline(.quiet))
struct DragDropTests {
    /// A window with a collection view of 80-point rows at its top.
    private func collectionWorld(_ app: ReorderingCollection) -> Simulation {
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 390, height: 80)
            layout.minimumLineSpacing = 0
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            cv.contentInsetAdjustmentBehavior = .never
            cv.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
            cv.dataSource = app
            cv.delegate = app
            cv.dragDelegate = app
            cv.dropDelegate = app
            cv.dragInteractionEnabled = true
            window.addSubview(cv)
            window.makeKeyAndVisible()
            app.collectionView = cv
        }
        _ = sim.runUntilIdle()
        return sim
    }

    private func titles(_ sim: Simulation, _ app: ReorderingCollection) -> [String] {
        inspect(sim) { app.collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as! TitleCell).title } }
    }

    @Test("A collection view reordered by a drag: items asked at the lift, proposals as the finger moves, performDropWith at the item under the finger; the data source and the cells end in the new order")
    func collectionViewReorder() {
        let app = ReorderingCollection()
        let sim = collectionWorld(app)
        // From the middle of item 1 ("b", y 80–160) to the middle of item 4 (y 320–400).
        sim.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 360), duration: 0.4)
        _ = sim.runUntilIdle()
        #expect(app.items == ["a", "c", "d", "e", "b", "f"])
        #expect(titles(sim, app) == ["a", "c", "d", "e", "b", "f"])
        #expect(app.log.entries == ["itemsForBeginning 1", "dragSessionWillBegin", "dropSessionDidEnter", "performDrop 4",
                                    "dropSessionDidEnd", "dragSessionDidEnd"])
        // Updates came as the finger moved (the first at the lift, over item 1), each while the
        // drag was the collection view's own and over it.
        #expect(app.destinations.first == IndexPath(item: 1, section: 0))
        #expect(app.destinations.last == IndexPath(item: 4, section: 0))
        #expect(app.destinations.count > 5)
        #expect(app.activeDuringUpdate.allSatisfy { $0 })
        #expect(inspect(sim) { app.collectionView.hasActiveDrag || app.collectionView.hasActiveDrop } == false)
        // The lifted cell heard its drag state, and its configuration state is back to none.
        let cell = inspect(sim) { app.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))! }
        #expect(inspect(sim) { cell.configurationState.cellDragState } == .none)
    }

    @Test("A drop below the last item goes one past the end of the section (an append)")
    func collectionViewAppend() {
        let app = ReorderingCollection()
        app.items = ["a", "b", "c"]
        let sim = collectionWorld(app)
        sim.drag(from: CGPoint(x: 200, y: 40), to: CGPoint(x: 200, y: 600), duration: 0.3)
        _ = sim.runUntilIdle()
        #expect(app.destinations.last == IndexPath(item: 3, section: 0))
        #expect(app.log.entries.contains("performDrop 3"))
        #expect(app.items == ["b", "c", "a"])
        #expect(titles(sim, app) == ["b", "c", "a"])
    }

    @Test("While a drag is over a list, its cells' configuration state says which one a drop into would target; it is none again after")
    func cellDropStates() {
        let app = ReorderingCollection()
        app.intent = .insertIntoDestinationIndexPath
        let sim = collectionWorld(app)
        let (a, b) = (CGPoint(x: 200, y: 40), CGPoint(x: 200, y: 280))
        // The finger lifts item 0, moves over item 3 and stays there a while before lifting.
        sim.touchSequence([FingerPath([(0, a), (0.6, a), (0.8, b), (1.6, b)])])
        sim.run(for: 1.2)
        let states = inspect(sim) { (0..<6).map { app.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))!.configurationState.cellDropState } }
        #expect(states == [.notTargeted, .notTargeted, .notTargeted, .targeted, .notTargeted, .notTargeted])
        let dragged = inspect(sim) { app.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.configurationState.cellDragState }
        #expect(dragged == .dragging)
        #expect(inspect(sim) { app.collectionView.hasActiveDrop })
        _ = sim.runUntilIdle()
        #expect(app.items == ["b", "c", "da", "e", "f"])
        let after = inspect(sim) { app.collectionView.visibleCells.map { $0.configurationState.cellDropState } }
        #expect(after.allSatisfy { $0 == .none })
        #expect(titles(sim, app) == ["b", "c", "da", "e", "f"])
    }

    @Test("URL drag previews show the title and the address; an item provider keeps its presentation preferences and refuses team data over 8 KB")
    func urlPreviewAndPresentation() {
        let sim = makeSimulation()
        let texts = inspect(sim) { () -> [String] in
            let preview = UIDragPreview(for: URL(string: "https://example.com/docs/a")!, title: "Example")
            return preview.view.subviews.compactMap { ($0 as? UILabel)?.text }
        }
        #expect(texts == ["Example", "example.com/docs/a"])
        let single = inspect(sim) { UIDragPreview(for: URL(string: "https://example.com/")!).view.subviews.compactMap { ($0 as? UILabel)?.text } }
        #expect(single == ["example.com/"])
        let provider = NSItemProvider()
        provider.preferredPresentationStyle = .attachment
        provider.preferredPresentationSize = CGSize(width: 120, height: 80)
        provider.teamData = Data(repeating: 1, count: 100)
        provider.teamData = Data(repeating: 2, count: 9000)
        #expect(provider.preferredPresentationStyle == .attachment)
        #expect(provider.preferredPresentationSize == CGSize(width: 120, height: 80))
        #expect(provider.teamData == Data(repeating: 1, count: 100))
    }

    @Test("A spring-loaded view activates when a drag pauses over it (possible, activating, activated, inactive; the handler once), not when the drag passes")
    func springLoadedInteraction() {
        let app = TextDropApp()
        let sim = textWorld(app)
        let effect = RecordingSpringEffect()
        let activations = Box(0)
        inspect(sim) {
            let folder = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
            folder.addInteraction(UISpringLoadedInteraction(interactionBehavior: nil, interactionEffect: effect) { _, context in
                activations.value += 1
                #expect(context.state == .activated)
            })
            app.source.window!.addSubview(folder)
        }
        let (a, over, away) = (CGPoint(x: 50, y: 120), CGPoint(x: 300, y: 150), CGPoint(x: 300, y: 300))
        // Passing over the folder without pausing.
        sim.touchSequence([FingerPath([(0, a), (0.6, a), (0.8, over), (1.0, away), (1.2, away)])])
        _ = sim.runUntilIdle()
        #expect(activations.value == 0)
        #expect(effect.states == [.possible, .inactive])
        // Pausing over it.
        effect.states = []
        sim.touchSequence([FingerPath([(0, a), (0.6, a), (0.8, over), (2.5, over), (2.7, away)])])
        _ = sim.runUntilIdle()
        #expect(activations.value == 1)
        #expect(effect.states == [.possible, .activating, .activated, .inactive])
    }

    @Test("A spring-loaded collection view selects the item a drag pauses over, as a tap does")
    func springLoadedList() {
        let app = ReorderingCollection()
        app.operation = .cancel
        let sim = collectionWorld(app)
        inspect(sim) { app.collectionView.isSpringLoaded = true }
        let (a, b) = (CGPoint(x: 200, y: 40), CGPoint(x: 200, y: 200))
        sim.touchSequence([FingerPath([(0, a), (0.6, a), (0.8, b), (2.5, b)])])
        _ = sim.runUntilIdle()
        #expect(app.log.entries.contains("didSelect 2"))
        #expect(!app.log.entries.contains("didSelect 0"))
        #expect(inspect(sim) { app.collectionView.indexPathsForSelectedItems } == [IndexPath(item: 2, section: 0)])
    }

    @Test("A drop from another view goes through a placeholder: the string loads, commitInsertion puts it in the data source and the list")
    func placeholderInsertion() {
        let app = ReorderingCollection()
        app.operation = .copy
        let sim = collectionWorld(app)
        let source = TextDropApp()
        inspect(sim) {
            let label = UILabel(frame: CGRect(x: 20, y: 700, width: 200, height: 40))
            label.text = "hello"
            label.isUserInteractionEnabled = true
            let drag = UIDragInteraction(delegate: source)
            drag.isEnabled = true
            label.addInteraction(drag)
            app.collectionView.window!.addSubview(label)
            source.source = label
        }
        sim.drag(from: CGPoint(x: 50, y: 720), to: CGPoint(x: 200, y: 100), duration: 0.4)
        _ = sim.runUntilIdle()
        sim.run(for: 0.5)
        #expect(app.log.entries.contains("performDrop 1"))
        #expect(app.items == ["a", "hello", "b", "c", "d", "e", "f"])
        #expect(titles(sim, app).prefix(3) == ["a", "hello", "b"])
        #expect(source.log.entries.suffix(2) == ["willEnd 2", "didEnd 2"])
    }

    @Test("A text drag preview renderer gives the first line's, the middle lines' and the last line's rectangles of its range, unified into a block when asked, and an image of their size")
    func textDragPreviewRenderer() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String: CGRect] in
            let storage = NSTextStorage(string: "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu")
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 120, height: 1000))
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            let range = NSRange(location: 3, length: storage.length - 6)
            var lines: [NSRange] = []
            manager.enumerateLineFragments(forGlyphRange: range) { _, _, _, line, _ in lines.append(line) }
            let parts = lines.map { manager.boundingRect(forGlyphRange: NSIntersectionRange($0, range), in: container) }
            let plain = UITextDragPreviewRenderer(layoutManager: manager, range: range)
            let unified = UITextDragPreviewRenderer(layoutManager: manager, range: range, unifyRects: true)
            var first = CGRect.zero, body = CGRect.zero, last = CGRect.zero
            plain.adjust(firstLineRect: &first, bodyRect: &body, lastLineRect: &last, textOrigin: CGPoint(x: 10, y: 20))
            let all = parts.dropFirst().reduce(parts[0]) { $0.union($1) }
            return ["count": CGRect(x: CGFloat(parts.count), y: 0, width: 0, height: 0),
                    "first": plain.firstLineRect, "expectedFirst": parts[0],
                    "last": plain.lastLineRect, "expectedLast": parts[parts.count - 1],
                    "body": plain.bodyRect, "expectedBody": parts.dropFirst().dropLast().dropFirst().reduce(parts[1]) { $0.union($1) },
                    "all": all, "image": CGRect(origin: .zero, size: plain.image.size),
                    "uFirst": unified.firstLineRect, "uBody": unified.bodyRect, "uLast": unified.lastLineRect,
                    "adjustedFirst": first, "adjustedLast": last]
        }
        #expect(result["count"]!.minX >= 3)
        #expect(result["first"] == result["expectedFirst"])
        #expect(result["last"] == result["expectedLast"])
        #expect(result["body"] == result["expectedBody"])
        // The image is whole pixels (at the screen's scale) covering the rectangles.
        #expect(abs(result["image"]!.width - result["all"]!.width) < 0.5 && abs(result["image"]!.height - result["all"]!.height) < 0.5)
        let all = result["all"]!
        #expect(result["uFirst"]!.maxX == all.maxX && result["uFirst"]!.minX == result["first"]!.minX)
        #expect(result["uLast"]!.minX == all.minX && result["uLast"]!.maxX == result["last"]!.maxX)
        #expect(result["uBody"]!.minX == all.minX && result["uBody"]!.width == all.width)
        #expect(result["adjustedFirst"] == result["first"]!.offsetBy(dx: 10, dy: 20))
        #expect(result["adjustedLast"] == result["last"]!.offsetBy(dx: 10, dy: 20))
    }

    @Test("A spring-loaded button runs its actions when a drag pauses over it")
    func springLoadedButton() {
        let app = TextDropApp()
        let sim = textWorld(app)
        let taps = Box(0)
        let button = inspect(sim) { () -> UIButton in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 250, y: 100, width: 100, height: 44)
            button.addAction(UIAction { _ in taps.value += 1 }, for: .primaryActionTriggered)
            button.isSpringLoaded = true
            app.source.window!.addSubview(button)
            return button
        }
        #expect(inspect(sim) { button.isSpringLoaded })
        let (a, over) = (CGPoint(x: 50, y: 120), CGPoint(x: 300, y: 120))
        sim.touchSequence([FingerPath([(0, a), (0.6, a), (0.8, over), (2.5, over)])])
        _ = sim.runUntilIdle()
        #expect(taps.value == 1)
        inspect(sim) { button.isSpringLoaded = false }
        #expect(inspect(sim) { button.interactions.isEmpty })
    }

    @Test("A drag the system cancels drops nothing: the destination hears the session exit and end, the source that it ended with .cancel")
    func systemCancelledDrag() {
        let app = TextDropApp()
        let sim = textWorld(app)
        // Over the box after 0.9 s, still moving when the system cancels the touches at 1.1 s.
        sim.touchSequence([FingerPath([(0, CGPoint(x: 50, y: 120)), (0.6, CGPoint(x: 50, y: 120)), (0.9, CGPoint(x: 100, y: 450)), (2.0, CGPoint(x: 150, y: 500))])])
        sim.cancelTouches(after: 1.1)
        _ = sim.runUntilIdle()
        #expect(app.log.entries == ["itemsForBeginning", "sessionWillBegin", "canHandle", "enter", "exit", "willEnd 0", "sessionDidEnd", "didEnd 0"])
        #expect(inspect(sim) { app.box.text } == nil)
    }

    @Test("A .cancel or .forbidden proposal performs nothing: the destination hears the session exit and end, the data stays", arguments: [UIDropOperation.cancel, .forbidden])
    func noDropWithoutCopyOrMove(operation: UIDropOperation) {
        let app = ReorderingCollection()
        app.operation = operation
        let sim = collectionWorld(app)
        sim.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 360), duration: 0.3)
        _ = sim.runUntilIdle()
        #expect(app.items == ["a", "b", "c", "d", "e", "f"])
        #expect(titles(sim, app) == ["a", "b", "c", "d", "e", "f"])
        #expect(app.log.entries == ["itemsForBeginning 1", "dragSessionWillBegin", "dropSessionDidEnter", "dropSessionDidExit",
                                    "dropSessionDidEnd", "dragSessionDidEnd"])
    }

    @Test("Without dragInteractionEnabled (the iPhone default) a press lifts nothing: the finger scrolls")
    func dragNeedsEnabling() {
        let app = ReorderingCollection()
        app.items = (0..<30).map { "\($0)" }
        let sim = collectionWorld(app)
        inspect(sim) { app.collectionView.dragInteractionEnabled = false }
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        _ = sim.runUntilIdle()
        #expect(app.log.entries.isEmpty)
        #expect(inspect(sim) { app.collectionView.contentOffset.y } > 0)
    }

    @Test("A table reordered by a drag ends with its rows and cells in the new order")
    func tableViewReorder() {
        let app = ReorderingTable()
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.rowHeight = 60
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = app
            table.dragDelegate = app
            table.dropDelegate = app
            table.dragInteractionEnabled = true
            window.addSubview(table)
            window.makeKeyAndVisible()
            app.tableView = table
        }
        _ = sim.runUntilIdle()
        // Row 3 ("four", y 180–240) up to row 0 (y 0–60).
        sim.drag(from: CGPoint(x: 100, y: 210), to: CGPoint(x: 100, y: 30), duration: 0.3)
        _ = sim.runUntilIdle()
        #expect(app.rows == ["four", "one", "two", "three", "five"])
        let shown = inspect(sim) { app.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.textLabel?.text ?? "" } }
        #expect(shown == ["four", "one", "two", "three", "five"])
        #expect(app.log.entries == ["itemsForBeginning 3", "performDrop 0", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(inspect(sim) { app.tableView.hasActiveDrag } == false)
    }

    /// A label with a drag interaction above a box with a drop interaction.
    private func textWorld(_ app: TextDropApp, enabled: Bool = true) -> Simulation {
        let sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let source = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            source.text = "hello"
            source.isUserInteractionEnabled = true
            let drag = UIDragInteraction(delegate: app)
            drag.isEnabled = enabled
            source.addInteraction(drag)
            let box = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 200))
            box.isUserInteractionEnabled = true
            box.addInteraction(UIDropInteraction(delegate: app))
            window.addSubview(source)
            window.addSubview(box)
            window.makeKeyAndVisible()
            app.source = source
            app.box = box
            app.dragInteraction = drag
        }
        _ = sim.runUntilIdle()
        return sim
    }

    @Test("A drop interaction on a plain view gets the session as the drag enters, performs the drop and loads the string from the item provider on the main queue")
    func dropInteractionLoadsObject() {
        let app = TextDropApp()
        let sim = textWorld(app)
        sim.drag(from: CGPoint(x: 50, y: 120), to: CGPoint(x: 100, y: 450), duration: 0.4)
        _ = sim.runUntilIdle()
        sim.run(for: 0.5)
        #expect(inspect(sim) { app.box.text } == "hello")
        #expect(app.progress?.fractionCompleted == 1)
        #expect(app.dropLocation == CGPoint(x: 80, y: 50))
        #expect(app.log.entries == ["itemsForBeginning", "sessionWillBegin", "canHandle", "enter", "willEnd 2", "performDrop",
                                    "concludeDrop", "sessionDidEnd", "didEnd 2", "loaded [\"hello\"]"])
        // The completion ran on the main queue: setting the label there reported nothing.
        let offMain = MainThreadChecker.shared.violations.filter { $0.callSite?.fileName == "DragDropTests.swift" && $0.callSite?.line == app.loadLine }
        #expect(offMain.isEmpty)
    }

    @Test("A drag that ends outside every destination drops nothing; a drag interaction is off by default on a phone")
    func dragOutsideAndDisabledByDefault() {
        let app = TextDropApp()
        let sim = textWorld(app)
        sim.drag(from: CGPoint(x: 50, y: 120), to: CGPoint(x: 300, y: 250), duration: 0.3)
        _ = sim.runUntilIdle()
        #expect(app.log.entries == ["itemsForBeginning", "sessionWillBegin", "willEnd 0", "didEnd 0"])
        #expect(inspect(sim) { app.box.text } == nil)

        let other = TextDropApp()
        let quiet = textWorld(other, enabled: UIDragInteraction.isEnabledByDefault)
        #expect(UIDragInteraction.isEnabledByDefault == false)
        quiet.drag(from: CGPoint(x: 50, y: 120), to: CGPoint(x: 100, y: 450), duration: 0.3)
        _ = quiet.runUntilIdle()
        #expect(other.log.entries.isEmpty)
    }

    @Test("Drag and drop calls from a background queue are reported by the checker")
    func offMainCallsReported() {
        let app = ReorderingCollection()
        let sim = collectionWorld(app)
        let item = inspect(sim) { UIDragItem(itemProvider: NSItemProvider()) }
        let cv = app.collectionView!
        let queue = DispatchQueue(label: "com.example.dragdrop")
        let line = #line + 1
        queue.sync { item.localObject = "x"; _ = cv.dropDelegate }
        let found = MainThreadChecker.shared.violations.filter { $0.callSite?.fileName == "DragDropTests.swift" && $0.callSite?.line == line }
        #expect(Set(found.map(\.api)) == ["-[UIDragItem setLocalObject:]", "-[UICollectionView dropDelegate]"])
    }

    @Test("An item provider: registered types in order, conformance up the type tree, data and objects loaded off the main queue")
    func itemProvider() async throws {
        let provider = NSItemProvider(object: "text" as NSString)
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        provider.suggestedName = "Note"
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.png"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let data: Data? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in continuation.resume(returning: data) }
        }
        #expect(data == Data([1, 2, 3]))
        let (text, onMain): (String?, Bool) = await withCheckedContinuation { continuation in
            _ = provider.loadObject(ofClass: String.self) { string, _ in continuation.resume(returning: (string, Thread.isMainThread)) }
        }
        #expect(text == "text")
        #expect(!onMain)
        let missing: Error? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.movie") { _, error in continuation.resume(returning: error) }
        }
        #expect((missing as NSError?)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        let url: URL? = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, _ in continuation.resume(returning: url) }
        }
        #expect(url?.lastPathComponent == "Note")
        #expect(url.flatMap { try? Data(contentsOf: $0) } == Data([1, 2, 3]))
    }
}
