import Foundation

/// Scripts for the system's own screens: the photo picker, the share sheet and the Files
/// picker. Each acts on the topmost one of its kind presented in the visible windows (none is
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
