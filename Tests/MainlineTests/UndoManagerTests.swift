import Foundation
@testable import Mainline
import Testing

/// A document value whose changes register their undo, as undoable model code does.
private final class Counter {
    var value = 0
    let undoManager: UndoManager
    init(undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
        let old = value
        undoManager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

/// A responder with an undo manager of its own (as a text view has).
private final class EditorView: UIView {
    let ownUndoManager = UndoManager()
    override var undoManager: UndoManager? { ownUndoManager }
}

@Suite("Undo managers: the responder chain's, undo and redo of registered actions, grouping by event and explicit groups")
struct UndoManagerTests {
    @Test("a view and its controller find the window's undo manager up the chain; a responder that has its own is found first")
    func chainFindsUndoManager() {
        let sim = makeSimulation()
        let same = inspect(sim) { () -> [Bool] in
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let label = UILabel()
            let editor = EditorView()
            let inner = UIView()
            controller.view.addSubview(label)
            controller.view.addSubview(editor)
            editor.addSubview(inner)
            let manager = window.undoManager
            return [manager != nil, label.undoManager === manager, controller.undoManager === manager,
                    window.undoManager === manager, inner.undoManager === editor.ownUndoManager,
                    UIView().undoManager == nil]
        }
        #expect(same == [true, true, true, true, true, true])
    }

    @Test("registrations of one turn form one group, closed at the end of the turn: undo reverts them together, redo reapplies them")
    func groupsByEvent() {
        let sim = makeSimulation()
        let counter = inspect(sim) { () -> Counter in
            let window = UIWindow()
            window.makeKeyAndVisible()
            return Counter(undoManager: window.undoManager!)
        }
        inspect(sim) {
            counter.set(1)
            counter.set(2)
        }
        // Open until the turn ends: one level deep while it is.
        #expect(inspect(sim) { counter.undoManager.groupingLevel } == 0)
        inspect(sim) { counter.set(3) }
        #expect(inspect(sim) { counter.undoManager.canUndo && !counter.undoManager.canRedo })
        #expect(inspect(sim) { () -> Int in counter.undoManager.undo(); return counter.value } == 2)
        #expect(inspect(sim) { () -> Int in counter.undoManager.undo(); return counter.value } == 0)
        #expect(inspect(sim) { !counter.undoManager.canUndo && counter.undoManager.canRedo })
        #expect(inspect(sim) { () -> Int in counter.undoManager.redo(); return counter.value } == 2)
        #expect(inspect(sim) { () -> Int in counter.undoManager.redo(); return counter.value } == 3)
        #expect(inspect(sim) { counter.undoManager.canUndo && !counter.undoManager.canRedo })
    }

    @Test("a new change after an undo clears the redo stack")
    func newChangeClearsRedo() {
        let sim = makeSimulation()
        let counter = inspect(sim) { Counter(undoManager: UndoManager()) }
        inspect(sim) { counter.set(5) }
        inspect(sim) { counter.undoManager.undo() }
        #expect(inspect(sim) { counter.undoManager.canRedo })
        inspect(sim) { counter.set(7) }
        #expect(inspect(sim) { !counter.undoManager.canRedo && counter.value == 7 })
    }

    @Test("explicit groups without grouping by event: nested groups undo as one, last registered first; names make the menu titles")
    func explicitGroups() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [String] in
            let manager = UndoManager()
            manager.groupsByEvent = false
            var order: [String] = []
            let counter = Counter(undoManager: manager)
            manager.beginUndoGrouping()
            counter.set(1)
            manager.beginUndoGrouping()
            manager.registerUndo(withTarget: counter) { _ in order.append("inner") }
            manager.endUndoGrouping()
            manager.registerUndo(withTarget: counter) { _ in order.append("outer last") }
            manager.setActionName("Typing")
            manager.endUndoGrouping()
            let title = manager.undoMenuItemTitle
            manager.undo()
            return [title, "\(counter.value)", order.joined(separator: ","), manager.redoMenuItemTitle, "\(manager.groupingLevel)"]
        }
        #expect(result == ["Undo Typing", "0", "outer last,inner", "Redo Typing", "0"])
    }

    @Test("disabled registration records nothing; removeAllActions(withTarget:) forgets a target's actions")
    func disableAndRemove() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> [Bool] in
            let manager = UndoManager()
            manager.groupsByEvent = false
            let counter = Counter(undoManager: manager)
            manager.disableUndoRegistration()
            manager.beginUndoGrouping()
            counter.set(1)
            manager.endUndoGrouping()
            let nothing = !manager.canUndo
            manager.enableUndoRegistration()
            manager.beginUndoGrouping()
            counter.set(2)
            manager.endUndoGrouping()
            let something = manager.canUndo
            manager.removeAllActions(withTarget: counter)
            return [nothing, something, !manager.canUndo]
        }
        #expect(result == [true, true, true])
    }
}
