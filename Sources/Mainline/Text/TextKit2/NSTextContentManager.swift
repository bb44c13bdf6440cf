import Foundation

/// What provides a document's elements to TextKit 2: its range, its elements in order, edits,
/// and how locations move.
public protocol NSTextElementProvider: AnyObject {
    /// The whole document's range.
    var documentRange: NSTextRange { get }
    /// Calls `block` with the elements from the one holding `textLocation` (the document's
    /// start or end when nil) onwards, or backwards with `.reverse`, until it returns false;
    /// returns the location where the enumeration stopped.
    @discardableResult
    func enumerateTextElements(from textLocation: NSTextLocation?, options: NSTextContentManager.EnumerationOptions,
                               using block: (NSTextElement) -> Bool) -> NSTextLocation?
    /// Replaces the content in `range` with the elements' content.
    func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?)
    /// Writes pending changes to the backing store and calls `completionHandler`.
    func synchronizeToBackingStore(_ completionHandler: ((Error?) -> Void)?)
    /// `location` moved by `offset` (nil outside the document).
    func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation?
    /// How far `to` is from `from`.
    func offset(from: NSTextLocation, to: NSTextLocation) -> Int
    /// The range an edit of `textRange` should really cover (nil: `textRange` itself).
    func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange?
}

extension NSTextElementProvider {
    public func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation? { nil }
    public func offset(from: NSTextLocation, to: NSTextLocation) -> Int { 0 }
    public func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? { nil }
}

/// What a content manager asks its delegate.
public protocol NSTextContentManagerDelegate: AnyObject {
    /// An element of the delegate's own for the content at `location` (nil: the manager's).
    func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: NSTextLocation) -> NSTextElement?
    /// Whether `textElement` is enumerated (false hides it from layout).
    func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                            options: NSTextContentManager.EnumerationOptions) -> Bool
}

extension NSTextContentManagerDelegate {
    public func textContentManager(_ textContentManager: NSTextContentManager, textElementAt location: NSTextLocation) -> NSTextElement? { nil }
    public func textContentManager(_ textContentManager: NSTextContentManager, shouldEnumerate textElement: NSTextElement,
                                   options: NSTextContentManager.EnumerationOptions) -> Bool { true }
}

/// A text storage's observer (a content storage): told of each processed edit.
public protocol NSTextStorageObserving: AnyObject {
    /// The text storage observed.
    var textStorage: NSTextStorage? { get set }
    /// Called as the text storage processes an edit.
    func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)
    /// Runs `transaction` as one edit of `textStorage`.
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}

/// The model side of TextKit 2: a document as elements, the layout managers laying it out,
/// and editing transactions. The class itself holds no content (an empty document);
/// `NSTextContentStorage` holds an attributed string.
open class NSTextContentManager: NSObject, NSTextElementProvider {
    /// How elements are enumerated.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// From the location backwards.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }

    private var storedTextLayoutManagers: [NSTextLayoutManager] = []
    private weak var storedPrimaryTextLayoutManager: NSTextLayoutManager?
    private var transactionDepth = 0
    private var pendingEdit: NSTextRange?
    private var pendingDelta = 0
    /// Asked for elements and whether to enumerate them.
    open weak var delegate: NSTextContentManagerDelegate?
    /// Whether layout managers are told of edits as they happen (true by default).
    open var automaticallySynchronizesTextLayoutManagers = true
    /// Whether edits are written to the backing store as they happen (true by default).
    open var automaticallySynchronizesToBackingStore = true

    /// A content manager with no layout manager.
    public override init() {
        super.init()
    }

    /// Content managers are not archived here: decoding fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Layout managers

    /// The layout managers laying this content out.
    open var textLayoutManagers: [NSTextLayoutManager] { storedTextLayoutManagers }

    /// Adds a layout manager (it lays this content out from now on).
    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !storedTextLayoutManagers.contains(where: { $0 === textLayoutManager }) else { return }
        textLayoutManager.storedTextContentManager?.removeTextLayoutManager(textLayoutManager)
        storedTextLayoutManagers.append(textLayoutManager)
        textLayoutManager.storedTextContentManager = self
        textLayoutManager.contentDidChange(in: nil, changeInLength: 0)
    }

    /// Removes a layout manager.
    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        storedTextLayoutManagers.removeAll { $0 === textLayoutManager }
        if textLayoutManager.storedTextContentManager === self { textLayoutManager.storedTextContentManager = nil }
        if storedPrimaryTextLayoutManager === textLayoutManager { storedPrimaryTextLayoutManager = nil }
    }

    /// The layout manager whose selections edits follow (the first one added, unless set).
    open var primaryTextLayoutManager: NSTextLayoutManager? {
        get { storedPrimaryTextLayoutManager ?? storedTextLayoutManagers.first }
        set { storedPrimaryTextLayoutManager = newValue.flatMap { m in storedTextLayoutManagers.first { $0 === m } } }
    }

    /// Tells the layout managers of the edits not yet passed on, then calls `completionHandler`.
    open func synchronizeTextLayoutManagers(_ completionHandler: ((Error?) -> Void)? = nil) {
        if let range = pendingEdit {
            let delta = pendingDelta
            pendingEdit = nil
            pendingDelta = 0
            for manager in storedTextLayoutManagers { manager.contentDidChange(in: range, changeInLength: delta) }
        }
        completionHandler?(nil)
    }

    // MARK: Elements

    /// The elements overlapping `range`, in order.
    open func textElements(for range: NSTextRange) -> [NSTextElement] {
        var elements: [NSTextElement] = []
        enumerateTextElements(from: range.location, options: []) { element in
            guard let elementRange = element.elementRange else { return true }
            // (An empty range is in the element holding its location.)
            if elementRange.intersects(range) || elementRange.contains(range.location) { elements.append(element) }
            return elementRange.endLocation.compare(range.endLocation) == .orderedAscending
        }
        return elements
    }

    /// The whole document's range (empty here).
    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }

    /// Enumerates nothing here (the class holds no content).
    @discardableResult
    open func enumerateTextElements(from textLocation: NSTextLocation?, options: EnumerationOptions = [],
                                    using block: (NSTextElement) -> Bool) -> NSTextLocation? {
        nil
    }

    /// Replaces nothing here (the class holds no content).
    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]?) {}

    /// Calls `completionHandler` (the content is its own backing store here).
    open func synchronizeToBackingStore(_ completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// `location` moved by `offset`, for offset locations; nil outside the document.
    open func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation? {
        guard let start = location as? TextOffsetLocation, let end = documentRange.endLocation as? TextOffsetLocation else { return nil }
        let moved = start.offset + offset
        return moved >= 0 && moved <= end.offset ? TextOffsetLocation(moved) : nil
    }

    /// How far `to` is from `from`, for offset locations.
    open func offset(from: NSTextLocation, to: NSTextLocation) -> Int {
        guard let a = from as? TextOffsetLocation, let b = to as? TextOffsetLocation else { return 0 }
        return b.offset - a.offset
    }

    /// `textRange` itself (no composed character sequences to widen to here).
    open func adjustedRange(from textRange: NSTextRange, forEditingTextSelection: Bool) -> NSTextRange? {
        nil
    }

    // MARK: Editing

    /// Whether an editing transaction is running.
    open var hasEditingTransaction: Bool { transactionDepth > 0 }

    /// Runs `transaction` as one edit: layout managers hear of its changes when the outermost
    /// transaction ends (and the backing store is written then).
    open func performEditingTransaction(_ transaction: () -> Void) {
        transactionDepth += 1
        transaction()
        transactionDepth -= 1
        if transactionDepth == 0 {
            if automaticallySynchronizesTextLayoutManagers { synchronizeTextLayoutManagers(nil) }
            if automaticallySynchronizesToBackingStore { synchronizeToBackingStore(nil) }
        }
    }

    /// Records that the content in `originalTextRange` was edited into `newTextRange`: layout
    /// managers invalidate the new range's layout (at once, or when the transaction ends).
    open func recordEditAction(in originalTextRange: NSTextRange, newTextRange: NSTextRange) {
        pendingEdit = pendingEdit.map { $0.union(newTextRange) } ?? newTextRange
        pendingDelta += offset(from: newTextRange.location, to: newTextRange.endLocation)
            - offset(from: originalTextRange.location, to: originalTextRange.endLocation)
        if !hasEditingTransaction, automaticallySynchronizesTextLayoutManagers { synchronizeTextLayoutManagers(nil) }
    }

    /// Passes an edit of `delta` characters at `range` to the layout managers (the content
    /// storage, as it observes its text storage).
    func contentChanged(in range: NSTextRange, changeInLength delta: Int) {
        guard automaticallySynchronizesTextLayoutManagers, !hasEditingTransaction else {
            pendingEdit = pendingEdit.map { $0.union(range) } ?? range
            pendingDelta += delta
            return
        }
        for manager in storedTextLayoutManagers { manager.contentDidChange(in: range, changeInLength: delta) }
    }
}
