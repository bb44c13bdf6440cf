import Foundation

/// A view controller that shows a `UIDocument` (iOS 17): it opens its document (when given one
/// that is closed, as its view is about to appear, or on `openDocument`), then calls
/// `documentDidOpen()` for the subclass to fill its views; it titles its navigation item with
/// the document's name and calls `navigationItemDidUpdate()` after each such change; its
/// `undoRedoItemGroup` undoes and redoes through the document's undo manager.
///
/// Without a document it stands for the launch screen of a document-based app (iOS 18), which
/// `launchOptions` configures: its `primaryAction`/`secondaryAction` are the user's choices
/// (`Simulation.chooseDocumentLaunchAction(secondary:)`), and the browser it offers is
/// `launchOptions.browserViewController`. (The launch screen itself is not drawn.)
@preconcurrency @MainActor
open class UIDocumentViewController: UIViewController {
    var storedDocument: UIDocument?
    var storedUndoRedoGroup: UIBarButtonItemGroup?
    var storedLaunchOptions: LaunchOptions?
    /// Whether `documentDidOpen()` ran for the current document.
    var announcedOpen = false

    /// A controller showing `document` (nil: the launch screen until one is set).
    public init(document: UIDocument?) {
        UIEntry.check("-[UIDocumentViewController initWithDocument:]")
        super.init(nibName: nil, bundle: nil)
        adopt(document)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIDocumentViewController initWithCoder:]")
        super.init(coder: coder)
    }

    /// The document shown. Setting an open document calls `documentDidOpen()` at once; a closed
    /// one is opened when the view is about to appear (or by `openDocument`).
    open var document: UIDocument? {
        get { let entry = UIEntry("-[UIDocumentViewController document]", self); defer { entry.end() }; return storedDocument }
        set {
            let entry = UIEntry("-[UIDocumentViewController setDocument:]", self); defer { entry.end() }
            adopt(newValue)
            if let doc = newValue, doc.documentState.contains(.closed), viewIfLoaded?.window != nil { openDocument { _ in } }
        }
    }

    /// Opens the document (if it is not open), calls `documentDidOpen()`, then
    /// `completionHandler` with whether it is open (false without a document).
    open func openDocument(completionHandler: @escaping (Bool) -> Void) {
        let entry = UIEntry("-[UIDocumentViewController openDocumentWithCompletionHandler:]", self); defer { entry.end() }
        guard let doc = storedDocument else { completionHandler(false); return }
        guard doc.documentState.contains(.closed) else {
            announceOpen(doc)
            completionHandler(true)
            return
        }
        doc.open { [weak self] success in
            if success, let self, self.storedDocument === doc { self.announceOpen(doc) }
            completionHandler(success)
        }
    }

    /// Called once the document is open (or when an open document is set): fill the views.
    open func documentDidOpen() {
        UIEntry.check("-[UIDocumentViewController documentDidOpen]", self)
    }

    /// Called after the controller changed its navigation item (its title, from the document):
    /// add the app's own items here.
    open func navigationItemDidUpdate() {
        UIEntry.check("-[UIDocumentViewController navigationItemDidUpdate]", self)
    }

    /// Undo and redo buttons acting on the document's undo manager (enabled when it can undo
    /// or redo; put them in the navigation item's groups).
    open var undoRedoItemGroup: UIBarButtonItemGroup {
        let entry = UIEntry("-[UIDocumentViewController undoRedoItemGroup]", self); defer { entry.end() }
        if let group = storedUndoRedoGroup { refreshUndoRedo(); return group }
        let undo = UIBarButtonItem(systemItem: .undo, primaryAction: UIAction { [weak self] _ in
            self?.storedDocument?.undoManager?.undo()
            self?.refreshUndoRedo()
        })
        let redo = UIBarButtonItem(systemItem: .redo, primaryAction: UIAction { [weak self] _ in
            self?.storedDocument?.undoManager?.redo()
            self?.refreshUndoRedo()
        })
        let group = UIBarButtonItemGroup(barButtonItems: [undo, redo], representativeItem: nil)
        storedUndoRedoGroup = group
        refreshUndoRedo()
        return group
    }

    /// How the launch screen is configured (iOS 18).
    open var launchOptions: LaunchOptions {
        get {
            let entry = UIEntry("-[UIDocumentViewController launchOptions]", self); defer { entry.end() }
            if let options = storedLaunchOptions { return options }
            let options = LaunchOptions()
            storedLaunchOptions = options
            return options
        }
        set { let entry = UIEntry("-[UIDocumentViewController setLaunchOptions:]", self); defer { entry.end() }; storedLaunchOptions = newValue }
    }

    open override func viewWillAppear(_ animated: Bool) {
        let entry = UIEntry("-[UIDocumentViewController viewWillAppear:]", self); defer { entry.end() }
        super.viewWillAppear(animated)
        if let doc = storedDocument, doc.documentState.contains(.closed) { openDocument { _ in } }
    }

    // MARK: - Internals

    private func adopt(_ newDocument: UIDocument?) {
        guard newDocument !== storedDocument else { return }
        storedDocument = newDocument
        announcedOpen = false
        navigationItem.title = newDocument?.localizedName
        navigationItemDidUpdate()
        if let doc = newDocument, !doc.documentState.contains(.closed) { announceOpen(doc) }
        refreshUndoRedo()
    }

    private func announceOpen(_ doc: UIDocument) {
        guard !announcedOpen else { return }
        announcedOpen = true
        navigationItem.title = doc.localizedName
        documentDidOpen()
        navigationItemDidUpdate()
    }

    private func refreshUndoRedo() {
        guard let items = storedUndoRedoGroup?.storedBarButtonItems, items.count == 2 else { return }
        let manager = storedDocument?.undoManager
        items[0].isEnabled = manager?.canUndo ?? false
        items[1].isEnabled = manager?.canRedo ?? false
    }
}
