import Foundation

/// What a document picker does with the documents picked (deprecated in iOS 14).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
}

/// Hears the documents the user picked, or that they cancelled. Every method is optional.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked `urls`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The user picked `url` (deprecated in iOS 11; called when the plural method is not).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        UIEntry.check("-[UIDocumentPickerDelegate documentPicker:didPickDocumentsAtURLs:]")
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        UIEntry.check("-[UIDocumentPickerDelegate documentPickerWasCancelled:]")
    }
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
        UIEntry.check("-[UIDocumentPickerDelegate documentPicker:didPickDocumentAtURL:]")
    }
}

/// The Files picker. It dismisses itself when the user picks or cancels, then tells the
/// delegate (UIKit's order). The user's choice is scripted: `Simulation.pickDocuments(_:)` and
/// `Simulation.cancelDocumentPicker()`. The content-type initializers of iOS 14 take
/// `UniformTypeIdentifiers`' `UTType`, which Linux lacks; the document-type ones are here.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    let documentTypes: [String]
    let exportedURLs: [URL]
    let storedMode: UIDocumentPickerMode
    weak var storedDocumentDelegate: UIDocumentPickerDelegate?
    var storedAllowsMultipleSelection = false
    var storedShouldShowFileExtensions = false
    var storedDirectoryURL: URL?

    /// A picker of documents of `allowedUTIs` (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0, message: "Use init(forOpeningContentTypes:asCopy:)")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        UIEntry.check("-[UIDocumentPickerViewController initWithDocumentTypes:inMode:]")
        documentTypes = allowedUTIs
        exportedURLs = []
        storedMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports `url` (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
        UIEntry.check("-[UIDocumentPickerViewController initWithURL:inMode:]")
    }

    /// A picker that exports `urls` (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0, message: "Use init(forExporting:asCopy:)")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        UIEntry.check("-[UIDocumentPickerViewController initWithURLs:inMode:]")
        documentTypes = []
        exportedURLs = urls
        storedMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports `urls` (copies of them with `asCopy`).
    public init(forExporting urls: [URL], asCopy: Bool) {
        UIEntry.check("-[UIDocumentPickerViewController initForExportingURLs:asCopy:]")
        documentTypes = []
        exportedURLs = urls
        storedMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports (moves) `urls`.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
        UIEntry.check("-[UIDocumentPickerViewController initForExportingURLs:]")
    }

    /// (Mainline's earlier spelling of `init(forExporting:asCopy:)`.)
    @available(*, deprecated, renamed: "init(forExporting:asCopy:)")
    public convenience init(forExportingURLs urls: [URL], asCopy: Bool) {
        UIEntry.check("-[UIDocumentPickerViewController initForExportingURLs:asCopy:]")
        self.init(forExporting: urls, asCopy: asCopy)
    }

    /// (Mainline's earlier spelling of `init(forExporting:)`.)
    @available(*, deprecated, renamed: "init(forExporting:)")
    public convenience init(forExportingURLs urls: [URL]) {
        UIEntry.check("-[UIDocumentPickerViewController initForExportingURLs:]")
        self.init(forExporting: urls, asCopy: false)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIDocumentPickerViewController initWithCoder:]")
        documentTypes = []
        exportedURLs = []
        storedMode = .import
        super.init(coder: coder)
    }

    /// The delegate (not retained).
    open var delegate: UIDocumentPickerDelegate? {
        get { let entry = UIEntry("-[UIDocumentPickerViewController delegate]", self); defer { entry.end() }; return storedDocumentDelegate }
        set { let entry = UIEntry("-[UIDocumentPickerViewController setDelegate:]", self); defer { entry.end() }; storedDocumentDelegate = newValue }
    }

    /// Whether several documents may be picked (false by default).
    open var allowsMultipleSelection: Bool {
        get { let entry = UIEntry("-[UIDocumentPickerViewController allowsMultipleSelection]", self); defer { entry.end() }; return storedAllowsMultipleSelection }
        set { let entry = UIEntry("-[UIDocumentPickerViewController setAllowsMultipleSelection:]", self); defer { entry.end() }; storedAllowsMultipleSelection = newValue }
    }

    /// Whether file extensions are shown (recorded).
    open var shouldShowFileExtensions: Bool {
        get { let entry = UIEntry("-[UIDocumentPickerViewController shouldShowFileExtensions]", self); defer { entry.end() }; return storedShouldShowFileExtensions }
        set { let entry = UIEntry("-[UIDocumentPickerViewController setShouldShowFileExtensions:]", self); defer { entry.end() }; storedShouldShowFileExtensions = newValue }
    }

    /// The folder the picker opens in.
    open var directoryURL: URL? {
        get { let entry = UIEntry("-[UIDocumentPickerViewController directoryURL]", self); defer { entry.end() }; return storedDirectoryURL }
        set { let entry = UIEntry("-[UIDocumentPickerViewController setDirectoryURL:]", self); defer { entry.end() }; storedDirectoryURL = newValue }
    }

    /// What the picker does with the documents (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open var documentPickerMode: UIDocumentPickerMode {
        let entry = UIEntry("-[UIDocumentPickerViewController documentPickerMode]", self); defer { entry.end() }
        return storedMode
    }

    // MARK: - The user's choice

    /// The user picked `urls` (only the first without `allowsMultipleSelection`): the picker is
    /// dismissed, then the delegate hears it.
    func userPicked(_ urls: [URL]) {
        let picked = storedAllowsMultipleSelection ? urls : Array(urls.prefix(1))
        let delegate = storedDocumentDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            context.loop.span(.delegateCallback, "documentPicker(_:didPickDocumentsAt:)") { delegate.documentPicker(self, didPickDocumentsAt: picked) }
        }
    }

    /// The user cancelled: dismissed, then the delegate hears it.
    func userCancelled() {
        let delegate = storedDocumentDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            context.loop.span(.delegateCallback, "documentPickerWasCancelled(_:)") { delegate.documentPickerWasCancelled(self) }
        }
    }
}
