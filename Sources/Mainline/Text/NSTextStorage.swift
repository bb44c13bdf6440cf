import Foundation

/// What a text storage tells its delegate around processing an edit.
public protocol NSTextStorageDelegate: AnyObject {
    /// Before the edit is processed (attributes may still be changed).
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// After the edit is processed, before the layout managers hear of it.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}

/// The attributed text a layout manager lays out (a text view's text). Every change is an
/// edit: it is recorded (`editedMask`, `editedRange`, `changeInLength`) and processed at once,
/// or at `endEditing()` when changes are grouped in `beginEditing()`/`endEditing()`:
/// processing tells the delegate, then every layout manager, which invalidates its layout (and
/// a text view shows the new text).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    private var storedLayoutManagers: [NSLayoutManager] = []
    private var editingDepth = 0
    private var mutationDepth = 0
    /// What the pending edits changed.
    open private(set) var editedMask: EditActions = []
    /// The range the pending edits cover, in the new text (`NSNotFound` when there are none).
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much longer the pending edits made the text.
    open private(set) var changeInLength = 0
    /// Told before and after each edit is processed.
    open weak var delegate: NSTextStorageDelegate?
    /// The TextKit 2 content storage observing this text: told of each processed edit, after
    /// the layout managers.
    open weak var textStorageObserver: NSTextStorageObserving?
    /// Whether attributes are fixed only when asked (false: after each edit).
    open var fixesAttributesLazily: Bool { false }

    /// An empty text storage.
    public convenience init() {
        self.init(string: "")
    }

    /// The layout managers laying this text out.
    open var layoutManagers: [NSLayoutManager] { storedLayoutManagers }

    /// Adds a layout manager (it lays out this text from now on).
    open func addLayoutManager(_ manager: NSLayoutManager) {
        guard !storedLayoutManagers.contains(where: { $0 === manager }) else { return }
        storedLayoutManagers.append(manager)
        manager.storedTextStorage = self
        manager.invalidateAll()
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        storedLayoutManagers.removeAll { $0 === manager }
        if manager.storedTextStorage === self { manager.storedTextStorage = nil }
    }

    /// Records an edit: what changed, where (in the new text) and by how much the length changed;
    /// processes it unless inside `beginEditing()`/`endEditing()`.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        if self.editedMask.isEmpty || self.editedRange.location == NSNotFound {
            self.editedRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        } else {
            let lower = min(self.editedRange.location, editedRange.location)
            let upper = max(self.editedRange.location + self.editedRange.length + delta, editedRange.location + editedRange.length + delta)
            self.editedRange = NSRange(location: lower, length: max(0, upper - lower))
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// Posted before an edit is processed (the object is the text storage).
    nonisolated public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    /// Posted after an edit is processed, before the layout managers hear of it.
    nonisolated public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// Processes the pending edits: the will-process notification and delegate callback, the
    /// did-process ones,
    /// then each layout manager's `processEditing(for:edited:range:changeInLength:invalidatedRange:)`,
    /// then the observer's (TextKit 2).
    open func processEditing() {
        let mask = editedMask, range = editedRange, delta = changeInLength
        NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, willProcessEditing: mask, range: range, changeInLength: delta)
        NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: mask, range: range, changeInLength: delta)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for manager in storedLayoutManagers {
            manager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
        textStorageObserver?.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
    }

    /// Groups edits: they are processed once, at the matching `endEditing()`.
    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    /// Ends a group of edits, processing them at the outermost one.
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Marks attributes in `range` as needing fixing (they are fixed at once here).
    open func invalidateAttributes(in range: NSRange) {}

    /// Fixes the attributes in `range` (nothing to fix in the text model).
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // MARK: Mutations (each one an edit)

    private func mutate(_ mask: EditActions, _ range: NSRange, delta: Int, _ body: () -> Void) {
        mutationDepth += 1
        body()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        let delta = (str as NSString).length - range.length
        mutate(.editedCharacters, NSRange(location: range.location, length: range.length), delta: delta) {
            super.replaceCharacters(in: range, with: str)
        }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let delta = attrString.length - range.length
        mutate([.editedCharacters, .editedAttributes], range, delta: delta) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range, delta: 0) { super.setAttributes(attrs, range: range) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutate(.editedAttributes, range, delta: 0) { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutate(.editedAttributes, range, delta: 0) { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutate(.editedAttributes, range, delta: 0) { super.removeAttribute(name, range: range) }
    }

    open override func append(_ attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: length, length: 0), delta: attrString.length) {
            super.append(attrString)
        }
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        mutate([.editedCharacters, .editedAttributes], NSRange(location: loc, length: 0), delta: attrString.length) {
            super.insert(attrString, at: loc)
        }
    }

    open override func deleteCharacters(in range: NSRange) {
        mutate(.editedCharacters, range, delta: -range.length) { super.deleteCharacters(in: range) }
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        let old = length
        mutate([.editedCharacters, .editedAttributes], NSRange(location: 0, length: old), delta: attrString.length - old) {
            super.setAttributedString(attrString)
        }
    }
}
