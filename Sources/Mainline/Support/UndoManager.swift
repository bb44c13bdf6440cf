import Foundation

#if !canImport(Darwin)
/// Foundation's undo manager, which the Foundation of Linux lacks (Darwin's is used there):
/// a stack of undo groups, each a list of actions registered as closures or selectors, undone
/// last first; what an undo registers goes on the redo stack.
///
/// As Foundation's, with `groupsByEvent` (the default) the first registration outside an open
/// group opens one, and the group closes at the end of the run-loop pass: in a simulation's
/// turn, when the main-queue blocks queued by then have run (the same frame), elsewhere at the
/// main queue's next turn. The notifications are Foundation's, with the manager as the object.
open class UndoManager: NSObject {
    /// One registered action.
    private struct Action {
        weak var target: AnyObject?
        let perform: (AnyObject) -> Void
    }

    /// A step of a group: an action, or a nested group (which undoes in its place).
    private enum Step {
        case action(Action)
        case group(Group)
    }

    /// A group of actions and nested groups, undone together (last registered first), and its
    /// name.
    private final class Group {
        var steps: [Step] = []
        var name = ""
        var isDiscardable = false
        var isEmpty: Bool {
            steps.allSatisfy { step in
                if case .group(let group) = step { return group.isEmpty }
                return false
            }
        }
        /// Drops the actions of `target` (and those whose target is gone), and the nested
        /// groups that leaves empty.
        func strip(_ target: AnyObject) {
            steps.removeAll { step in
                switch step {
                case .action(let action): return action.target == nil || action.target === target
                case .group(let group):
                    group.strip(target)
                    return group.isEmpty
                }
            }
        }
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    /// Whether the open outermost group was opened by a registration (closed at the end of the
    /// run-loop pass).
    private var automaticGroupOpen = false
    private var disableCount = 0
    private var undoing = false
    private var redoing = false

    /// A manager with an empty history.
    public override init() {
        super.init()
    }

    // MARK: Groups

    /// Whether a registration outside an explicit group opens one that closes at the end of the
    /// run-loop pass (true).
    open var groupsByEvent = true

    /// How many groups undo keeps (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    /// The run-loop modes whose passes close automatic groups (kept; a simulation has one).
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// How deep the open groups nest (0: none open).
    open var groupingLevel: Int { openGroups.count }

    /// Opens a group (nested in the open one, if any).
    open func beginUndoGrouping() {
        let group = Group()
        openGroups.last?.steps.append(.group(group))
        openGroups.append(group)
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the innermost open group; an outermost group with actions goes on the undo stack
    /// (or, while undoing, on the redo stack).
    open func endUndoGrouping() {
        guard let group = openGroups.last else { return }
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerWillCloseUndoGroup, object: self,
                                        userInfo: [NSUndoManagerGroupIsDiscardableKey: NSNumber(value: group.isDiscardable)])
        openGroups.removeLast()
        if openGroups.isEmpty {
            automaticGroupOpen = false
            if !group.isEmpty {
                if undoing {
                    redoStack.append(group)
                } else {
                    undoStack.append(group)
                    if !redoing { redoStack.removeAll() }
                    trim()
                }
            }
        }
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerDidCloseUndoGroup, object: self)
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerCheckpoint, object: self)
    }

    // MARK: Registration

    /// Turns registration off (calls nest).
    open func disableUndoRegistration() { disableCount += 1 }
    /// Balances a `disableUndoRegistration()`.
    open func enableUndoRegistration() { disableCount = max(0, disableCount - 1) }
    /// Whether actions are being registered.
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Registers `handler`, called with `target` to undo the change (Swift's closure form).
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        register(Action(target: target) { object in
            if let object = object as? TargetType { handler(object) }
        })
    }

    /// Registers `selector`, sent to `target` with `anObject`, to undo the change.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        let object = target as AnyObject
        register(Action(target: object) { receiver in
            SelectorDispatch.send(selector, to: receiver, arguments: [anObject])
        })
    }

    private func register(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else { return }      // Foundation logs and ignores it
            beginUndoGrouping()
            automaticGroupOpen = true
            closeAutomaticGroupLater()
        }
        openGroups.last?.steps.append(.action(action))
    }

    /// Closes the group a registration opened at the end of this run-loop pass.
    private func closeAutomaticGroupLater() {
        DispatchQueue.main.async { [weak self] in
            guard let self, self.automaticGroupOpen, self.openGroups.count == 1 else { return }
            self.endUndoGrouping()
        }
    }

    // MARK: Undo and redo

    /// Whether there is something to undo: a closed group, or actions in the open one (which
    /// `undo()` closes first).
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.isEmpty } == true }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is running.
    open var isUndoing: Bool { undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { redoing }

    /// Closes the top-level group, as Foundation's undo and redo do before they run.
    private func closeAutomaticGroupNow() {
        if openGroups.count == 1 { endUndoGrouping() }
    }

    /// Undoes the last group: its actions run last first, and what they register becomes the
    /// group to redo (with the same name).
    open func undo() {
        closeAutomaticGroupNow()
        guard openGroups.isEmpty, let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerWillUndoChange, object: self)
        undoing = true
        beginUndoGrouping()
        run(group)
        let redoGroup = openGroups.first
        redoGroup?.name = group.name
        endUndoGrouping()
        undoing = false
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group.
    open func redo() {
        closeAutomaticGroupNow()
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerWillRedoChange, object: self)
        redoing = true
        beginUndoGrouping()
        run(group)
        openGroups.first?.name = group.name
        endUndoGrouping()
        redoing = false
        NotificationCenter.default.post(name: Notification.Name.NSUndoManagerDidRedoChange, object: self)
    }

    /// Undoes the last group (groups are undone whole here, nested ones with them).
    open func undoNestedGroup() {
        undo()
    }

    /// Runs a group's steps, last registered first; a nested group runs in its place, its own
    /// steps last first too.
    private func run(_ group: Group) {
        for step in group.steps.reversed() {
            switch step {
            case .action(let action): if let target = action.target { action.perform(target) }
            case .group(let nested): run(nested)
            }
        }
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        automaticGroupOpen = false
    }

    /// Forgets the actions registered with `target` (groups left empty go).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        (undoStack + redoStack + openGroups).forEach { $0.strip(object) }
        undoStack.removeAll(where: \.isEmpty)
        redoStack.removeAll(where: \.isEmpty)
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    // MARK: Names

    /// Names the group being registered (shown as "Undo <name>").
    open func setActionName(_ actionName: String) {
        if let group = openGroups.first { group.name = actionName } else { undoStack.last?.name = actionName }
    }

    /// Marks the group being registered as discardable (it only changes transient state).
    open func setActionIsDiscardable(_ discardable: Bool) {
        if let group = openGroups.first { group.isDiscardable = discardable } else { undoStack.last?.isDiscardable = discardable }
    }

    /// Whether the group undo would run is discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    /// Whether the group redo would run is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    /// The name of the group undo would run ("" when unnamed or none).
    open var undoActionName: String { (openGroups.first.flatMap { $0.isEmpty ? nil : $0.name } ?? undoStack.last?.name) ?? "" }
    /// The name of the group redo would run.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// The undo menu's title ("Undo" or "Undo <name>").
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The redo menu's title ("Redo" or "Redo <name>").
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo", followed by the name when there is one.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    /// "Redo", followed by the name when there is one.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }
}

extension Notification.Name {
    /// Posted when an undo group is closed or the manager checks its state.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before an undo.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted before a redo.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after an undo.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after a redo.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes (`userInfo`: `NSUndoManagerGroupIsDiscardableKey`).
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closes.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

/// The `userInfo` key of `NSUndoManagerWillCloseUndoGroup`: whether the closing group is
/// discardable (an `NSNumber` Bool).
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"
#endif
