import Foundation

/// A document kept in a file: the app's subclass turns its model into contents
/// (`contents(forType:)`, `Data`) and back (`load(fromContents:ofType:)`); the document reads
/// and writes the file off the main thread, tracks unsaved changes, and reports its state.
///
/// As UIKit: `open` and `save` read and write the file on a background queue; `load` and
/// `contents(forType:)` and the completion handlers run on the main queue. The state starts
/// `.closed`, is `.normal` once opened (or saved for creating), gains `.savingError` when a
/// write fails and `.closed` again on close; each change posts `stateChangedNotification`.
/// `updateChangeCount(_:)` tracks unsaved changes (`hasUnsavedChanges`), and the document's
/// undo manager's changes count as done, undone and redone. Closing saves unsaved changes
/// first. (File coordination, versions and conflicts, iCloud and file wrappers for packages
/// are not built: contents must be `Data`; `.inConflict` is never set.)
@preconcurrency @MainActor
open class UIDocument {
    /// The document's state, as a set of conditions (`.normal` is none).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with nothing wrong.
        public static let normal: State = []
        /// Not open (before `open` and after `close`).
        public static let closed = State(rawValue: 1 << 0)
        /// Another version conflicts with this one.
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// The document must not be edited now.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A download's progress is available.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// Why a document is saved.
    public enum SaveOperation: Int, Sendable {
        /// The file is new (it must not exist yet).
        case forCreating
        /// The file is replaced.
        case forOverwriting
    }

    /// Posted (object: the document) when `documentState` changes.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    var storedFileURL: URL
    var storedState: State = .closed
    var storedModificationDate: Date?
    var changeCount = 0
    var storedUndoManager: UndoManager?
    private var undoObservers: [NSObjectProtocol] = []

    /// A document for the file at `url` (closed: `open` reads it).
    public init(fileURL url: URL) {
        UIEntry.check("-[UIDocument initWithFileURL:]")
        storedFileURL = url
    }

    deinit {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
    }

    // MARK: Attributes

    /// The file the document is kept in.
    open var fileURL: URL {
        let entry = UIEntry("-[UIDocument fileURL]", self); defer { entry.end() }
        return storedFileURL
    }

    /// The name to show: the file's name without its extension.
    open var localizedName: String {
        let entry = UIEntry("-[UIDocument localizedName]", self); defer { entry.end() }
        return storedFileURL.deletingPathExtension().lastPathComponent
    }

    /// The file's type: its extension's uniform type identifier where UIKit's is known, else
    /// `dyn.` plus the extension (nil without one).
    open var fileType: String? {
        let entry = UIEntry("-[UIDocument fileType]", self); defer { entry.end() }
        return Self.typeIdentifier(forExtension: storedFileURL.pathExtension)
    }

    /// When the file was last written (as read at open or save).
    open var fileModificationDate: Date? {
        get { let entry = UIEntry("-[UIDocument fileModificationDate]", self); defer { entry.end() }; return storedModificationDate }
        set { let entry = UIEntry("-[UIDocument setFileModificationDate:]", self); defer { entry.end() }; storedModificationDate = newValue }
    }

    /// The document's state.
    open var documentState: State {
        let entry = UIEntry("-[UIDocument documentState]", self); defer { entry.end() }
        return storedState
    }

    /// Whether there are changes not saved yet.
    open var hasUnsavedChanges: Bool {
        let entry = UIEntry("-[UIDocument hasUnsavedChanges]", self); defer { entry.end() }
        return changeCount != 0
    }

    /// The document's undo manager (made on first use); its undo, redo and new groups count
    /// as changes.
    open var undoManager: UndoManager! {
        get {
            let entry = UIEntry("-[UIDocument undoManager]", self); defer { entry.end() }
            if storedUndoManager == nil { adoptUndoManager(UndoManager()) }
            return storedUndoManager
        }
        set { let entry = UIEntry("-[UIDocument setUndoManager:]", self); defer { entry.end() }; adoptUndoManager(newValue) }
    }

    // MARK: Opening, saving, closing

    /// Reads the file (on a background queue), then loads its contents and calls
    /// `completionHandler` with whether it succeeded (on the main queue).
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocument openWithCompletionHandler:]", self); defer { entry.end() }
        let url = storedFileURL
        DispatchQueue.global().async {
            let read = Result { try Data(contentsOf: url) }
            let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            nonisolated(unsafe) let handler = completionHandler
            DispatchQueue.main.async { MainActor.assumeIsolated { self.finishOpening(read, date: date, completion: handler) } }
        }
    }

    private func finishOpening(_ read: Result<Data, Error>, date: Date?, completion: ((Bool) -> Void)?) {
        do {
            let data = try read.get()
            try load(fromContents: data, ofType: fileType)
            storedModificationDate = date
            changeCount = 0
            setState(storedState.subtracting([.closed, .savingError]))
            completion?(true)
        } catch {
            handleError(error, userInteractionPermitted: true)
            completion?(false)
        }
    }

    /// Saves the document to `url` for `saveOperation`: the contents are taken now (main
    /// queue), written on a background queue, and `completionHandler` is told whether it
    /// succeeded (main queue). Creating a file that exists fails.
    open func save(to url: URL, for saveOperation: UIDocument.SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocument saveToURL:forSaveOperation:completionHandler:]", self); defer { entry.end() }
        let contents: Data
        do {
            guard let data = try self.contents(forType: fileType ?? "") as? Data else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "UIDocument contents must be Data (file wrappers are not supported here)"])
            }
            contents = data
        } catch {
            setState(storedState.union(.savingError))
            handleError(error, userInteractionPermitted: true)
            nonisolated(unsafe) let handler = completionHandler
            DispatchQueue.main.async { handler?(false) }
            return
        }
        let savedChanges = changeCount
        DispatchQueue.global().async {
            let written = Result {
                if saveOperation == .forCreating, FileManager.default.fileExists(atPath: url.path) {
                    throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
                }
                try contents.write(to: url, options: .atomic)
            }
            nonisolated(unsafe) let handler = completionHandler
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finishSaving(written, to: url, savedChanges: savedChanges, completion: handler) }
            }
        }
    }

    private func finishSaving(_ written: Result<Void, Error>, to url: URL, savedChanges: Int, completion: ((Bool) -> Void)?) {
        switch written {
        case .success:
            storedFileURL = url
            storedModificationDate = Date()
            changeCount -= savedChanges
            setState(storedState.subtracting([.closed, .savingError]))
            completion?(true)
        case .failure(let error):
            setState(storedState.union(.savingError))
            handleError(error, userInteractionPermitted: true)
            completion?(false)
        }
    }

    /// Saves unsaved changes (if any), then closes the document; `completionHandler` is told
    /// whether the save (if one was needed) succeeded.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocument closeWithCompletionHandler:]", self); defer { entry.end() }
        let finish: (Bool) -> Void = { [self] ok in
            setState(storedState.union(.closed))
            completionHandler?(ok)
        }
        guard changeCount != 0, !storedState.contains(.closed) else {
            nonisolated(unsafe) let handler = finish
            DispatchQueue.main.async { MainActor.assumeIsolated { handler(true) } }
            return
        }
        save(to: storedFileURL, for: .forOverwriting, completionHandler: finish)
    }

    /// Saves now if there are unsaved changes; `completionHandler` is told whether it did.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocument autosaveWithCompletionHandler:]", self); defer { entry.end() }
        guard changeCount != 0 else {
            nonisolated(unsafe) let handler = completionHandler
            DispatchQueue.main.async { handler?(false) }
            return
        }
        save(to: storedFileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Re-reads the document from `url`, dropping unsaved changes.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocument revertToContentsOfURL:completionHandler:]", self); defer { entry.end() }
        storedFileURL = url
        open(completionHandler: completionHandler)
    }

    // MARK: What subclasses provide

    /// The document's model as contents to write (`Data`). Subclasses must override it; this
    /// one throws.
    open func contents(forType typeName: String) throws -> Any {
        UIEntry.check("-[UIDocument contentsForType:error:]", self)
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:)"])
    }

    /// Makes the model from the file's contents (`Data`). Subclasses must override it; this one
    /// throws.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        UIEntry.check("-[UIDocument loadFromContents:ofType:error:]", self)
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override load(fromContents:ofType:)"])
    }

    // MARK: Changes and errors

    /// Records a change: `.done`/`.redone` add an unsaved change, `.undone` takes one back,
    /// `.cleared` marks everything saved.
    open func updateChangeCount(_ change: UIDocument.ChangeKind) {
        let entry = UIEntry("-[UIDocument updateChangeCount:]", self); defer { entry.end() }
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
    }

    /// Told of an error reading or writing; the base calls `finishedHandlingError(_:recovered:)`.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        UIEntry.check("-[UIDocument handleError:userInteractionPermitted:]", self)
        finishedHandlingError(error, recovered: false)
    }

    /// Called when an error has been handled.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {
        UIEntry.check("-[UIDocument finishedHandlingError:recovered:]", self)
    }

    /// Called when the user can no longer be asked about an error.
    open func userInteractionNoLongerPermitted(forError error: Error) {
        UIEntry.check("-[UIDocument userInteractionNoLongerPermittedForError:]", self)
    }

    /// Kinds of change for `updateChangeCount(_:)`.
    public enum ChangeKind: Int, Sendable { case done, undone, cleared, redone }

    // MARK: Private

    private func setState(_ state: State) {
        guard state != storedState else { return }
        storedState = state
        NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
    }

    private func adoptUndoManager(_ manager: UndoManager?) {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
        undoObservers = []
        storedUndoManager = manager
        guard let manager else { return }
        let changes: [(Notification.Name, ChangeKind)] = [(.NSUndoManagerDidCloseUndoGroup, .done),
                                                          (.NSUndoManagerDidUndoChange, .undone),
                                                          (.NSUndoManagerDidRedoChange, .redone)]
        for (name, kind) in changes {
            undoObservers.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] note in
                MainActor.assumeIsolated {
                    // The groups an undo or redo closes are that undo's, not a new change.
                    if kind == .done, let manager = note.object as? UndoManager, manager.isUndoing || manager.isRedoing { return }
                    self?.updateChangeCount(kind)
                }
            })
        }
    }

    static func typeIdentifier(forExtension ext: String) -> String? {
        guard !ext.isEmpty else { return nil }
        let known = ["txt": "public.plain-text", "json": "public.json", "png": "public.png", "jpg": "public.jpeg",
                     "jpeg": "public.jpeg", "pdf": "com.adobe.pdf", "rtf": "public.rtf", "html": "public.html",
                     "xml": "public.xml", "csv": "public.comma-separated-values-text", "md": "net.daringfireball.markdown"]
        return known[ext.lowercased()] ?? "dyn." + ext.lowercased()
    }
}
