import Foundation

/// The main screen of a document provider extension of the iOS 8 kind, shown inside a
/// document picker: the picker's mode, types and exported document are handed to it before
/// `prepareForPresentation(in:)`, and `dismissGrantingAccess(to:)` ends it, the picker then
/// telling its delegate the document (or that the user cancelled, for nil). The user opening
/// the provider is scripted: `Simulation.openDocumentProvider(_:)` presents it on the document
/// picker on screen.
@preconcurrency @MainActor
open class UIDocumentPickerExtensionViewController: UIViewController {
    var storedExtensionMode: UIDocumentPickerMode = .import
    var storedOriginalURL: URL?
    var storedValidTypes: [String]?
    weak var hostPicker: UIDocumentPickerViewController?

    /// Called before the provider's screen is shown, with the picker's mode: set the screen up.
    open func prepareForPresentation(in mode: UIDocumentPickerMode) {
        UIEntry.check("-[UIDocumentPickerExtensionViewController prepareForPresentationInMode:]", self)
    }

    /// Ends the provider's screen granting the picker access to `url` (nil: the user cancelled).
    open func dismissGrantingAccess(to url: URL?) {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController dismissGrantingAccessToURL:]", self); defer { entry.end() }
        let picker = hostPicker
        hostPicker = nil
        startDismissal(animated: true) {
            guard let picker else { return }
            if let url { picker.userPicked([url]) } else { picker.userCancelled() }
        }
    }

    /// The picker's mode.
    open var documentPickerMode: UIDocumentPickerMode {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController documentPickerMode]", self); defer { entry.end() }
        return storedExtensionMode
    }

    /// The document being exported or moved (nil when opening or importing).
    open var originalURL: URL? {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController originalURL]", self); defer { entry.end() }
        return storedOriginalURL
    }

    /// The types the picker accepts (nil when exporting or moving).
    open var validTypes: [String]? {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController validTypes]", self); defer { entry.end() }
        return storedValidTypes
    }

    /// The provider's identifier: the extension's bundle identifier.
    open var providerIdentifier: String {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController providerIdentifier]", self); defer { entry.end() }
        return Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// The folder the provider keeps documents in ("File Provider Storage" in the temporary folder).
    open var documentStorageURL: URL? {
        let entry = UIEntry("-[UIDocumentPickerExtensionViewController documentStorageURL]", self); defer { entry.end() }
        return FileManager.default.temporaryDirectory.appendingPathComponent("File Provider Storage", isDirectory: true)
    }

    /// Takes the picker's request and shows the screen on it.
    func open(in picker: UIDocumentPickerViewController) {
        hostPicker = picker
        storedExtensionMode = picker.storedMode
        storedValidTypes = picker.exportedURLs.isEmpty ? picker.documentTypes : nil
        storedOriginalURL = picker.exportedURLs.first
        let mode = storedExtensionMode
        context.loop.span(.delegateCallback, "prepareForPresentation(in:)") { prepareForPresentation(in: mode) }
        picker.present(self, animated: true)
    }
}
