import Foundation

/// Scripts for the system's own screens: the photo picker, the share sheet, the Files
/// picker and browser, the font picker. Each acts on the topmost one of its kind presented in the visible windows (none is
/// reported as a diagnostic), in the event phase of a frame, as the user's choice would.
extension Simulation {
    /// The user picks `image` in the image picker on screen: its delegate hears
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image under
    /// `.originalImage` (and `.editedImage`/`.cropRect` when editing is allowed).
    public func pickImage(_ image: UIImage, after delay: TimeInterval = 0) {
        onTopmost(UIImagePickerController.self, "image pick", after: delay) { $0.userPicked(image: image, movie: nil) }
    }

    /// The user picks the movie at `url` in the image picker on screen (`.mediaURL`).
    public func pickMovie(at url: URL, after delay: TimeInterval = 0) {
        onTopmost(UIImagePickerController.self, "movie pick", after: delay) { $0.userPicked(image: nil, movie: url) }
    }

    /// The user cancels the image picker on screen.
    public func cancelImagePicker(after delay: TimeInterval = 0) {
        onTopmost(UIImagePickerController.self, "image picker cancel", after: delay) { $0.userCancelled() }
    }

    /// The user chooses the activity `type` in the share sheet on screen.
    public func chooseActivity(_ type: UIActivity.ActivityType, after delay: TimeInterval = 0) {
        onTopmost(UIActivityViewController.self, "activity choice", after: delay) { $0.userChose(type) }
    }

    /// The user closes the share sheet on screen without choosing.
    public func cancelActivitySheet(after delay: TimeInterval = 0) {
        onTopmost(UIActivityViewController.self, "share sheet cancel", after: delay) { $0.userCancelled() }
    }

    /// The user picks the documents at `urls` in the document picker on screen.
    public func pickDocuments(_ urls: [URL], after delay: TimeInterval = 0) {
        onTopmost(UIDocumentPickerViewController.self, "document pick", after: delay) { $0.userPicked(urls) }
    }

    /// The user cancels the document picker on screen.
    public func cancelDocumentPicker(after delay: TimeInterval = 0) {
        onTopmost(UIDocumentPickerViewController.self, "document picker cancel", after: delay) { $0.userCancelled() }
    }

    /// The user picks the documents at `urls` in the document browser on screen.
    public func pickDocumentsInBrowser(_ urls: [URL], after delay: TimeInterval = 0) {
        onTopmost(UIDocumentBrowserViewController.self, "document browser pick", after: delay) { $0.userPicked(urls) }
    }

    /// The user taps the document browser's create button while browsing `folder`: the
    /// delegate is asked for a template, which is imported into `folder`.
    public func createDocumentInBrowser(in folder: URL, intent: UIDocument.CreationIntent = .default, after delay: TimeInterval = 0) {
        onTopmost(UIDocumentBrowserViewController.self, "document creation", after: delay) { $0.userRequestedCreation(in: folder, intent: intent) }
    }

    /// The user chooses the document browser's custom action `identifier` for the documents at `urls`.
    public func performDocumentBrowserAction(_ identifier: String, on urls: [URL], after delay: TimeInterval = 0) {
        onTopmost(UIDocumentBrowserViewController.self, "document browser action", after: delay) { $0.userPerformed(identifier, on: urls) }
    }

    /// The user picks the font named `fontName` in the font picker on screen (any face of a
    /// family when the picker lists families only).
    public func pickFont(named fontName: String, after delay: TimeInterval = 0) {
        onTopmost(UIFontPickerViewController.self, "font pick", after: delay) { $0.userPicked(fontNamed: fontName) }
    }

    /// The user cancels the font picker on screen.
    public func cancelFontPicker(after delay: TimeInterval = 0) {
        onTopmost(UIFontPickerViewController.self, "font picker cancel", after: delay) { $0.userCancelled() }
    }

    /// The user taps the launch screen's primary action (or its secondary one) of the document
    /// view controller on screen that shows no document.
    public func chooseDocumentLaunchAction(secondary: Bool = false, after delay: TimeInterval = 0) {
        onTopmost(UIDocumentViewController.self, "document launch action", after: delay) { controller in
            let options = controller.launchOptions
            guard let action = secondary ? options.storedSecondaryAction : options.storedPrimaryAction else {
                DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the launch screen has no \(secondary ? "secondary" : "primary") action; nothing happens.", in: controller.context)
                return
            }
            controller.context.loop.span(.actionHandler, "UIAction handler", isApp: true) { action.perform(from: nil) }
        }
    }

    /// The user saves the edit in the video editor on screen.
    public func saveEditedVideo(after delay: TimeInterval = 0) {
        onTopmost(UIVideoEditorController.self, "video editor save", after: delay) { $0.userSaved() }
    }

    /// The user cancels the video editor on screen.
    public func cancelVideoEditor(after delay: TimeInterval = 0) {
        onTopmost(UIVideoEditorController.self, "video editor cancel", after: delay) { $0.userCancelled() }
    }

    /// The user taps Done in the dictionary screen on screen.
    public func closeReferenceLibrary(after delay: TimeInterval = 0) {
        onTopmost(UIReferenceLibraryViewController.self, "dictionary done", after: delay) { $0.userClosed() }
    }

    /// The user opens the document provider whose screen is `extensionController` in the
    /// document picker on screen.
    public func openDocumentProvider(_ extensionController: UIDocumentPickerExtensionViewController, after delay: TimeInterval = 0) {
        onTopmost(UIDocumentPickerViewController.self, "document provider", after: delay) { extensionController.open(in: $0) }
    }

    /// The user chooses the option titled `title` (an app's option or a provider) in the
    /// document menu on screen.
    @available(iOS, deprecated: 11.0)
    public func chooseDocumentMenuOption(_ title: String, after delay: TimeInterval = 0) {
        onTopmost(UIDocumentMenuViewController.self, "document menu choice", after: delay) { $0.userChose(title) }
    }

    /// The user cancels the document menu on screen.
    @available(iOS, deprecated: 11.0)
    public func cancelDocumentMenu(after delay: TimeInterval = 0) {
        onTopmost(UIDocumentMenuViewController.self, "document menu cancel", after: delay) { $0.userCancelled() }
    }

    private func onTopmost<T: UIViewController>(_ type: T.Type, _ name: String, after delay: TimeInterval, _ body: @escaping (T) -> Void) {
        let context = self.context
        input(after: delay, name) { _ in
            for root in context.app.visibleRootControllers.reversed() {
                if let found = root.presentationChain.reversed().compactMap({ $0 as? T }).first(where: { !$0.transitionFlags.isBeingDismissed }) {
                    return body(found)
                }
            }
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: \(name): no \(T.self) is on screen.", in: context)
        }
    }
}
