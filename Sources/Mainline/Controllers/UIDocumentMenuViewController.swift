import Foundation

/// Where an app's own option goes in a document menu.
public enum UIDocumentMenuOrder: UInt, Sendable {
    /// Before the document providers.
    case first = 0
    /// After them.
    case last = 1
}

/// Hears the document provider the user chose in a document menu (deprecated in iOS 11).
@preconcurrency @MainActor
public protocol UIDocumentMenuDelegate: AnyObject {
    /// The user chose a provider: present `documentPicker` (its delegate hears the documents).
    func documentMenu(_ documentMenu: UIDocumentMenuViewController, didPickDocumentPicker documentPicker: UIDocumentPickerViewController)
    /// The user cancelled (optional).
    func documentMenuWasCancelled(_ documentMenu: UIDocumentMenuViewController)
}

extension UIDocumentMenuDelegate {
    public func documentMenuWasCancelled(_ documentMenu: UIDocumentMenuViewController) {
        UIEntry.check("-[UIDocumentMenuDelegate documentMenuWasCancelled:]")
    }
}

/// The menu of document providers an app offered before iOS 11 (an action sheet): the
/// providers (here the one Linux has, "iCloud Drive"), with the app's own options before or
/// after them. Choosing one dismisses the menu, then either runs the option's handler or hands
/// the delegate a document picker for the provider, made with the menu's types or URL and
/// mode. The user is scripted: `Simulation.chooseDocumentMenuOption(_:)` (by title) and
/// `Simulation.cancelDocumentMenu()`.
@available(iOS, deprecated: 11.0, message: "Use UIDocumentPickerViewController")
@preconcurrency @MainActor
open class UIDocumentMenuViewController: UIViewController {
    /// The providers listed.
    static let providers = ["iCloud Drive"]

    let documentTypes: [String]
    let exportedURL: URL?
    let mode: UIDocumentPickerMode
    weak var storedMenuDelegate: UIDocumentMenuDelegate?
    var options: [(title: String, image: UIImage?, order: UIDocumentMenuOrder, handler: () -> Void)] = []

    /// A menu for opening or importing documents of `allowedUTIs`.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        UIEntry.check("-[UIDocumentMenuViewController initWithDocumentTypes:inMode:]")
        documentTypes = allowedUTIs
        exportedURL = nil
        self.mode = mode
        super.init(nibName: nil, bundle: nil)
        storedModalPresentationStyle = .popover
    }

    /// A menu for exporting or moving the document at `url`.
    public init(url: URL, in mode: UIDocumentPickerMode) {
        UIEntry.check("-[UIDocumentMenuViewController initWithURL:inMode:]")
        documentTypes = []
        exportedURL = url
        self.mode = mode
        super.init(nibName: nil, bundle: nil)
        storedModalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIDocumentMenuViewController initWithCoder:]")
        documentTypes = []
        exportedURL = nil
        mode = .import
        super.init(coder: coder)
    }

    /// The delegate (not retained).
    open var delegate: UIDocumentMenuDelegate? {
        get { let entry = UIEntry("-[UIDocumentMenuViewController delegate]", self); defer { entry.end() }; return storedMenuDelegate }
        set { let entry = UIEntry("-[UIDocumentMenuViewController setDelegate:]", self); defer { entry.end() }; storedMenuDelegate = newValue }
    }

    /// Adds an option of the app's, before or after the providers.
    open func addOption(withTitle title: String, image: UIImage?, order: UIDocumentMenuOrder, handler: @escaping () -> Void) {
        let entry = UIEntry("-[UIDocumentMenuViewController addOptionWithTitle:image:order:handler:]", self); defer { entry.end() }
        options.append((title, image, order, handler))
    }

    /// The titles listed, in order.
    var listedTitles: [String] {
        options.filter { $0.order == .first }.map(\.title) + Self.providers + options.filter { $0.order == .last }.map(\.title)
    }

    // MARK: - The user's choice

    func userChose(_ title: String) {
        if let option = options.first(where: { $0.title == title }) {
            let handler = option.handler
            let context = self.context
            startDismissal(animated: true) {
                context.loop.span(.actionHandler, "UIDocumentMenuViewController option", isApp: true) { handler() }
            }
            return
        }
        guard Self.providers.contains(title) else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the document menu has no option \(title) (it lists \(listedTitles)); nothing happens.", in: context)
            return
        }
        let picker = exportedURL.map { UIDocumentPickerViewController(urls: [$0], in: mode) } ?? UIDocumentPickerViewController(documentTypes: documentTypes, in: mode)
        let delegate = storedMenuDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            context.loop.span(.delegateCallback, "documentMenu(_:didPickDocumentPicker:)") { delegate.documentMenu(self, didPickDocumentPicker: picker) }
        }
    }

    func userCancelled() {
        let delegate = storedMenuDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            context.loop.span(.delegateCallback, "documentMenuWasCancelled(_:)") { delegate.documentMenuWasCancelled(self) }
        }
    }
}
