import Foundation

extension UIDocumentViewController {
    /// The launch screen of a document-based app (iOS 18): a title, accessory views around the
    /// document's image, a primary and a secondary action, and the browser it opens. Its
    /// default primary action creates a document (`createDocumentAction(withIntent: .default)`).
    @preconcurrency @MainActor
    public final class LaunchOptions {
        var storedTitle: String
        var storedForegroundAccessoryView: UIView?
        var storedBackgroundAccessoryView: UIView?
        var storedPrimaryAction: UIAction?
        var storedSecondaryAction: UIAction?
        var storedBrowser: UIDocumentBrowserViewController
        weak var storedDocumentTargetView: UIView?

        init() {
            let info = Bundle.main.infoDictionary
            storedTitle = (info?["CFBundleDisplayName"] as? String) ?? (info?["CFBundleName"] as? String) ?? ProcessInfo.processInfo.processName
            storedBrowser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
            let create = Self.createDocumentAction(withIntent: .default)
            storedPrimaryAction = create
            wire(create)
        }

        /// The title (the app's name by default).
        public var title: String {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions title]", self); defer { entry.end() }; return storedTitle }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setTitle:]", self); defer { entry.end() }; storedTitle = newValue }
        }

        /// A view drawn in front of the document's image.
        public var foregroundAccessoryView: UIView? {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions foregroundAccessoryView]", self); defer { entry.end() }; return storedForegroundAccessoryView }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setForegroundAccessoryView:]", self); defer { entry.end() }; storedForegroundAccessoryView = newValue }
        }

        /// A view drawn behind the document's image.
        public var backgroundAccessoryView: UIView? {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions backgroundAccessoryView]", self); defer { entry.end() }; return storedBackgroundAccessoryView }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setBackgroundAccessoryView:]", self); defer { entry.end() }; storedBackgroundAccessoryView = newValue }
        }

        /// The main button's action (creating a document by default).
        public var primaryAction: UIAction? {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions primaryAction]", self); defer { entry.end() }; return storedPrimaryAction }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setPrimaryAction:]", self); defer { entry.end() }; storedPrimaryAction = newValue; wire(newValue) }
        }

        /// The second button's action (none by default).
        public var secondaryAction: UIAction? {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions secondaryAction]", self); defer { entry.end() }; return storedSecondaryAction }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setSecondaryAction:]", self); defer { entry.end() }; storedSecondaryAction = newValue; wire(newValue) }
        }

        /// The browser the launch screen opens (and whose delegate creates documents).
        public var browserViewController: UIDocumentBrowserViewController {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions browserViewController]", self); defer { entry.end() }; return storedBrowser }
            set {
                let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setBrowserViewController:]", self); defer { entry.end() }
                storedBrowser = newValue
                wire(storedPrimaryAction)
                wire(storedSecondaryAction)
            }
        }

        /// The view an opening document zooms out of (not retained).
        public var documentTargetView: UIView? {
            get { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions documentTargetView]", self); defer { entry.end() }; return storedDocumentTargetView }
            set { let entry = UIEntry("-[UIDocumentViewControllerLaunchOptions setDocumentTargetView:]", self); defer { entry.end() }; storedDocumentTargetView = newValue }
        }

        /// An action that creates a document with `intent`: performed, it asks the launch
        /// screen's browser's delegate for a template (the browser's
        /// `activeDocumentCreationIntent` being `intent` meanwhile), imported into the folder
        /// the browser shows (the app's Documents folder unless the user browsed elsewhere).
        public static func createDocumentAction(withIntent intent: UIDocument.CreationIntent) -> UIAction {
            UIEntry.check("+[UIDocumentViewControllerLaunchOptions createDocumentActionWithIntent:]")
            return DocumentCreationAction(intent: intent)
        }

        private func wire(_ action: UIAction?) {
            (action as? DocumentCreationAction)?.browser = storedBrowser
        }
    }
}

/// The action `createDocumentAction(withIntent:)` makes: it knows the browser of the launch
/// options it was given to.
final class DocumentCreationAction: UIAction {
    let intent: UIDocument.CreationIntent
    weak var browser: UIDocumentBrowserViewController?

    init(intent: UIDocument.CreationIntent) {
        self.intent = intent
        super.init(title: "Create Document", handler: { action in
            guard let action = action as? DocumentCreationAction, let browser = action.browser else { return }
            browser.userRequestedCreation(in: browser.browsingFolder, intent: action.intent)
        })
    }

    required init?(coder: NSCoder) {
        intent = .default
        super.init(coder: coder)
    }
}
