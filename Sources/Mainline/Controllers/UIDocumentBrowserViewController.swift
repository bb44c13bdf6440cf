import Foundation

/// Hears what the user does in a document browser. Every method is optional.
@preconcurrency @MainActor
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    /// The user picked the documents at `documentURLs` (open them).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// The user picked `documentURLs` (deprecated in iOS 12; called when the method above is not).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// The user asked for a new document: call `importHandler` with a template's URL and how
    /// to import it, or with nil and `.none` to cancel.
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// A new document was imported from `sourceURL` to `destinationURL`.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// Importing a new document from `documentURL` failed.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?)
    /// The app's activities to offer when sharing `documentURLs` (none by default).
    func documentBrowser(_ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]) -> [UIActivity]
    /// The share sheet for documents is about to be presented.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController)
}

extension UIDocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:didPickDocumentsAtURLs:]")
        documentBrowser(controller, didPickDocumentURLs: documentURLs)
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:didPickDocumentURLs:]")
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:didRequestDocumentCreationWithHandler:]")
        importHandler(nil, .none)
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:didImportDocumentAtURL:toDestinationURL:]")
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:failedToImportDocumentAtURL:error:]")
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]) -> [UIActivity] {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:applicationActivitiesForDocumentURLs:]")
        return []
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, willPresent activityViewController: UIActivityViewController) {
        UIEntry.check("-[UIDocumentBrowserViewControllerDelegate documentBrowser:willPresentActivityViewController:]")
    }
}

/// The document browser, usually a document-based app's root view controller. Its file
/// operations (`importDocument`, `renameDocument`, `revealDocument`) act on the real file
/// system and call back on the main queue, as UIKit's do. The user is scripted:
/// `Simulation.pickDocumentsInBrowser(_:)` (the delegate hears the picked documents, only the
/// first unless `allowsPickingMultipleItems`), `Simulation.createDocumentInBrowser(in:intent:)`
/// (the create button: the delegate is asked for a template, which is copied or moved into the
/// folder the user is browsing, then the delegate hears the import or its failure), and
/// `Simulation.performDocumentBrowserAction(_:on:)` for `customActions`.
///
/// Not built: the browsing screen itself (folders, thumbnails, recents are not drawn), and the
/// `UTType` initializer of iOS 14 (Linux has no UniformTypeIdentifiers; the content types are
/// the deprecated `String` identifiers).
@preconcurrency @MainActor
open class UIDocumentBrowserViewController: UIViewController {
    /// How a document is brought into the browser's folder.
    public enum ImportMode: UInt, Sendable {
        /// Not imported (cancels a creation).
        case none = 0
        /// Copied: the original stays.
        case copy = 1
        /// Moved: the original goes.
        case move = 2
    }

    /// The browser's look.
    public enum BrowserUserInterfaceStyle: UInt, Sendable {
        /// White background (the default).
        case white = 0
        /// Light background.
        case light = 1
        /// Dark background.
        case dark = 2
    }

    let storedAllowedContentTypes: [String]
    weak var storedBrowserDelegate: UIDocumentBrowserViewControllerDelegate?
    var storedAllowsDocumentCreation = true
    var storedAllowsPickingMultipleItems = true
    var storedShouldShowFileExtensions = false
    var storedLeadingBrowserItems: [UIBarButtonItem] = []
    var storedTrailingBrowserItems: [UIBarButtonItem] = []
    var storedCustomActions: [UIDocumentBrowserAction] = []
    var storedBrowserStyle: BrowserUserInterfaceStyle = .white
    var storedCreateTitle = "Create Document"
    var storedAspectRatio: CGFloat = 2.0 / 3.0
    var storedCreationIntent: UIDocument.CreationIntent?
    /// The folder the user is browsing (the app's Documents folder until the user creates a
    /// document elsewhere).
    lazy var browsingFolder: URL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory

    /// A browser of documents of `allowedContentTypes` (uniform type identifiers; nil: the
    /// app's declared document types, here any) — deprecated in iOS 14 for the `UTType` one.
    @available(iOS, deprecated: 14.0, message: "Use init(forOpening:)")
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        UIEntry.check("-[UIDocumentBrowserViewController initForOpeningFilesWithContentTypes:]")
        storedAllowedContentTypes = allowedContentTypes ?? []
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIDocumentBrowserViewController initWithCoder:]")
        storedAllowedContentTypes = []
        super.init(coder: coder)
    }

    /// The delegate (not retained).
    open var delegate: UIDocumentBrowserViewControllerDelegate? {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController delegate]", self); defer { entry.end() }; return storedBrowserDelegate }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setDelegate:]", self); defer { entry.end() }; storedBrowserDelegate = newValue }
    }

    /// Whether the browser offers to create documents (true by default).
    open var allowsDocumentCreation: Bool {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController allowsDocumentCreation]", self); defer { entry.end() }; return storedAllowsDocumentCreation }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setAllowsDocumentCreation:]", self); defer { entry.end() }; storedAllowsDocumentCreation = newValue }
    }

    /// Whether several documents may be picked at once (true by default).
    open var allowsPickingMultipleItems: Bool {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController allowsPickingMultipleItems]", self); defer { entry.end() }; return storedAllowsPickingMultipleItems }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setAllowsPickingMultipleItems:]", self); defer { entry.end() }; storedAllowsPickingMultipleItems = newValue }
    }

    /// The content types the browser opens (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open var allowedContentTypes: [String] {
        let entry = UIEntry("-[UIDocumentBrowserViewController allowedContentTypes]", self); defer { entry.end() }
        return storedAllowedContentTypes
    }

    /// The content types of the recent documents shown (those the browser opens; deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open var recentDocumentsContentTypes: [String] {
        let entry = UIEntry("-[UIDocumentBrowserViewController recentDocumentsContentTypes]", self); defer { entry.end() }
        return storedAllowedContentTypes
    }

    /// Whether file names show their extensions (false by default).
    open var shouldShowFileExtensions: Bool {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController shouldShowFileExtensions]", self); defer { entry.end() }; return storedShouldShowFileExtensions }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setShouldShowFileExtensions:]", self); defer { entry.end() }; storedShouldShowFileExtensions = newValue }
    }

    /// Buttons the browser's navigation bar shows before its own.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController additionalLeadingNavigationBarButtonItems]", self); defer { entry.end() }; return storedLeadingBrowserItems }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setAdditionalLeadingNavigationBarButtonItems:]", self); defer { entry.end() }; storedLeadingBrowserItems = newValue }
    }

    /// Buttons the browser's navigation bar shows after its own.
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController additionalTrailingNavigationBarButtonItems]", self); defer { entry.end() }; return storedTrailingBrowserItems }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setAdditionalTrailingNavigationBarButtonItems:]", self); defer { entry.end() }; storedTrailingBrowserItems = newValue }
    }

    /// The app's own actions on selected documents.
    open var customActions: [UIDocumentBrowserAction] {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController customActions]", self); defer { entry.end() }; return storedCustomActions }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setCustomActions:]", self); defer { entry.end() }; storedCustomActions = newValue }
    }

    /// The browser's background (`.white` by default; recorded, the browsing screen is not drawn).
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController browserUserInterfaceStyle]", self); defer { entry.end() }; return storedBrowserStyle }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setBrowserUserInterfaceStyle:]", self); defer { entry.end() }; storedBrowserStyle = newValue }
    }

    /// The create button's title ("Create Document" by default).
    open var localizedCreateDocumentActionTitle: String {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController localizedCreateDocumentActionTitle]", self); defer { entry.end() }; return storedCreateTitle }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setLocalizedCreateDocumentActionTitle:]", self); defer { entry.end() }; storedCreateTitle = newValue }
    }

    /// The create button's width over height (2/3 by default).
    open var defaultDocumentAspectRatio: CGFloat {
        get { let entry = UIEntry("-[UIDocumentBrowserViewController defaultDocumentAspectRatio]", self); defer { entry.end() }; return storedAspectRatio }
        set { let entry = UIEntry("-[UIDocumentBrowserViewController setDefaultDocumentAspectRatio:]", self); defer { entry.end() }; storedAspectRatio = newValue }
    }

    /// The intent of the document creation under way (from the user's request until the
    /// delegate calls the import handler), else nil.
    open var activeDocumentCreationIntent: UIDocument.CreationIntent? {
        let entry = UIEntry("-[UIDocumentBrowserViewController activeDocumentCreationIntent]", self); defer { entry.end() }
        return storedCreationIntent
    }

    // MARK: - File operations

    /// Shows the document at `url` in the browser; `completion` hears its URL (an error when
    /// there is no such file), on the main queue. The document is already in a place the
    /// browser shows, so nothing is imported.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, Error?) -> Void)? = nil) {
        let entry = UIEntry("-[UIDocumentBrowserViewController revealDocumentAtURL:importIfNeeded:completion:]", self); defer { entry.end() }
        let result: Result<URL, Error> = FileManager.default.fileExists(atPath: url.path)
            ? .success(url) : .failure(CocoaError(.fileNoSuchFile, userInfo: [NSURLErrorKey: url]))
        deliver(result, to: completion)
    }

    /// Copies or moves the document at `documentURL` into the folder of `neighbourURL` (a name
    /// already taken there gets " 2", " 3"… as the Files app does); `completionHandler` hears
    /// the new URL or the error, on the main queue. `.none` imports nothing and reports the
    /// document's own URL.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode,
                             completionHandler: @escaping (URL?, Error?) -> Void) {
        let entry = UIEntry("-[UIDocumentBrowserViewController importDocumentAtURL:nextToDocumentAtURL:mode:completionHandler:]", self); defer { entry.end() }
        deliver(Self.importFile(documentURL, into: neighbourURL.deletingLastPathComponent(), mode: importMode), to: completionHandler)
    }

    /// Renames the document at `documentURL` to `proposedName` (its extension kept; a name
    /// taken gets a number); `completionHandler` hears the new URL or the error, on the main queue.
    open func renameDocument(at documentURL: URL, proposedName: String, completionHandler: @escaping (URL?, Error?) -> Void) {
        let entry = UIEntry("-[UIDocumentBrowserViewController renameDocumentAtURL:proposedName:completionHandler:]", self); defer { entry.end() }
        let folder = documentURL.deletingLastPathComponent()
        let ext = documentURL.pathExtension
        let base = ext.isEmpty || proposedName.hasSuffix("." + ext) ? proposedName : proposedName + "." + ext
        let result = Result<URL, Error> {
            let target = Self.freeURL(for: base, in: folder, except: documentURL)
            if target != documentURL { try FileManager.default.moveItem(at: documentURL, to: target) }
            return target
        }
        deliver(result, to: completionHandler)
    }

    /// The animator that zooms the opened document's controller out of the document's
    /// thumbnail (present it as the document controller's transitioning delegate's animator).
    open func transitionController(forDocumentAt documentURL: URL) -> UIDocumentBrowserTransitionController {
        let entry = UIEntry("-[UIDocumentBrowserViewController transitionControllerForDocumentAtURL:]", self); defer { entry.end() }
        return UIDocumentBrowserTransitionController(documentURL: documentURL, browser: self)
    }

    /// (Deprecated in iOS 12 for `transitionController(forDocumentAt:)`.)
    @available(iOS, deprecated: 12.0, renamed: "transitionController(forDocumentAt:)")
    open func transitionController(forDocumentURL documentURL: URL) -> UIDocumentBrowserTransitionController {
        let entry = UIEntry("-[UIDocumentBrowserViewController transitionControllerForDocumentURL:]", self); defer { entry.end() }
        return UIDocumentBrowserTransitionController(documentURL: documentURL, browser: self)
    }

    // MARK: - Files

    private func deliver(_ result: Result<URL, Error>, to completion: ((URL?, Error?) -> Void)?) {
        guard let completion else { return }
        nonisolated(unsafe) let handler = completion
        let outcome: (URL?, Error?)
        switch result {
        case .success(let url): outcome = (url, nil)
        case .failure(let error): outcome = (nil, error)
        }
        let delivered = outcome
        DispatchQueue.main.async { MainActor.assumeIsolated { handler(delivered.0, delivered.1) } }
    }

    static func importFile(_ source: URL, into folder: URL, mode: ImportMode) -> Result<URL, Error> {
        Result {
            switch mode {
            case .none:
                return source
            case .copy, .move:
                let target = freeURL(for: source.lastPathComponent, in: folder, except: nil)
                if mode == .copy {
                    try FileManager.default.copyItem(at: source, to: target)
                } else {
                    try FileManager.default.moveItem(at: source, to: target)
                }
                return target
            }
        }
    }

    /// `name` in `folder`, or "name 2.ext", "name 3.ext"… when taken (by another file than `except`).
    static func freeURL(for name: String, in folder: URL, except: URL?) -> URL {
        let first = folder.appendingPathComponent(name)
        func free(_ url: URL) -> Bool {
            url.standardizedFileURL == except?.standardizedFileURL || !FileManager.default.fileExists(atPath: url.path)
        }
        if free(first) { return first }
        let ext = first.pathExtension
        let stem = first.deletingPathExtension().lastPathComponent
        var number = 2
        while true {
            let candidate = folder.appendingPathComponent(ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)")
            if free(candidate) { return candidate }
            number += 1
        }
    }

    // MARK: - The user's choice

    /// The user picked `urls` (only the first without `allowsPickingMultipleItems`).
    func userPicked(_ urls: [URL]) {
        guard let delegate = storedBrowserDelegate, !urls.isEmpty else { return }
        let picked = storedAllowsPickingMultipleItems ? urls : Array(urls.prefix(1))
        context.loop.span(.delegateCallback, "documentBrowser(_:didPickDocumentsAt:)") { delegate.documentBrowser(self, didPickDocumentsAt: picked) }
    }

    /// The user tapped the create button while browsing `folder`: the delegate is asked for a
    /// template; the import follows when it calls the handler (once).
    func userRequestedCreation(in folder: URL, intent: UIDocument.CreationIntent) {
        guard storedAllowsDocumentCreation else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the document browser does not allow document creation (allowsDocumentCreation is false); there is no create button.", in: context)
            return
        }
        browsingFolder = folder
        guard let delegate = storedBrowserDelegate else { return }
        storedCreationIntent = intent
        var answered = false
        let handler: (URL?, ImportMode) -> Void = { [weak self] url, mode in
            guard let self, !answered else { return }
            answered = true
            self.storedCreationIntent = nil
            guard let url, mode != .none else { return }
            switch Self.importFile(url, into: folder, mode: mode) {
            case .success(let destination):
                self.context.loop.span(.delegateCallback, "documentBrowser(_:didImportDocumentAt:toDestinationURL:)") {
                    delegate.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: destination)
                }
            case .failure(let error):
                self.context.loop.span(.delegateCallback, "documentBrowser(_:failedToImportDocumentAt:error:)") {
                    delegate.documentBrowser(self, failedToImportDocumentAt: url, error: error)
                }
            }
        }
        context.loop.span(.delegateCallback, "documentBrowser(_:didRequestDocumentCreationWithHandler:)") {
            delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: handler)
        }
    }

    /// The user chose the custom action `identifier` on `urls`.
    func userPerformed(_ identifier: String, on urls: [URL]) {
        guard let action = storedCustomActions.first(where: { $0.storedIdentifier == identifier }) else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the document browser has no custom action \(identifier); nothing happens.", in: context)
            return
        }
        guard action.storedSupportsMultipleItems || urls.count <= 1 else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the action \(identifier) does not support several items; it is not offered for \(urls.count).", in: context)
            return
        }
        context.loop.span(.actionHandler, "UIDocumentBrowserAction handler", isApp: true) { action.handler(urls) }
    }
}
