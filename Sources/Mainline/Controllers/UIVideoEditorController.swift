import Foundation

/// Hears the video editor's outcome. Every method is optional; the delegate dismisses the editor.
@preconcurrency @MainActor
public protocol UIVideoEditorControllerDelegate: AnyObject {
    /// The edited movie was saved at `editedVideoPath`.
    func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String)
    /// Saving the edited movie failed.
    func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: Error)
    /// The user cancelled.
    func videoEditorControllerDidCancel(_ editor: UIVideoEditorController)
}

extension UIVideoEditorControllerDelegate {
    public func videoEditorController(_ editor: UIVideoEditorController, didSaveEditedVideoToPath editedVideoPath: String) {
        UIEntry.check("-[UIVideoEditorControllerDelegate videoEditorController:didSaveEditedVideoToPath:]")
    }
    public func videoEditorController(_ editor: UIVideoEditorController, didFailWithError error: Error) {
        UIEntry.check("-[UIVideoEditorControllerDelegate videoEditorController:didFailWithError:]")
    }
    public func videoEditorControllerDidCancel(_ editor: UIVideoEditorController) {
        UIEntry.check("-[UIVideoEditorControllerDelegate videoEditorControllerDidCancel:]")
    }
}

/// The system's movie trimmer, a navigation controller presented modally. Its delegate (the
/// navigation controller's `delegate`, which must also be a `UIVideoEditorControllerDelegate`)
/// hears the result and dismisses the editor, as in UIKit. The user is scripted:
/// `Simulation.saveEditedVideo()` writes the edited movie to a new file in the temporary folder
/// (Mainline does not decode video: the edit is a copy of the movie at `videoPath`) and tells
/// the delegate its path, or the error when the movie cannot be read;
/// `Simulation.cancelVideoEditor()` tells the delegate the user cancelled.
@preconcurrency @MainActor
open class UIVideoEditorController: UINavigationController {
    var storedVideoPath = ""
    var storedVideoMaximumDuration: TimeInterval = 600
    var storedVideoQuality = UIImagePickerController.QualityType.typeMedium

    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UIVideoEditorController initWithNibName:bundle:]")
        super.init(nibName: nibName, bundle: bundle)
        let trimmer = UIViewController()
        trimmer.storedTitle = "Trim Video"
        replaceStack(with: [trimmer], animated: false)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIVideoEditorController initWithCoder:]")
        super.init(coder: coder)
    }

    /// Whether the file at `videoPath` is a movie the editor can trim (it exists and is a
    /// QuickTime, MPEG-4 or 3GPP movie).
    open class func canEditVideo(atPath videoPath: String) -> Bool {
        UIEntry.check("+[UIVideoEditorController canEditVideoAtPath:]")
        let movieExtensions: Set<String> = ["mov", "mp4", "m4v", "3gp", "3g2"]
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: videoPath, isDirectory: &isFolder) && !isFolder.boolValue
            && movieExtensions.contains(URL(fileURLWithPath: videoPath).pathExtension.lowercased())
    }

    /// The path of the movie to edit.
    open var videoPath: String {
        get { let entry = UIEntry("-[UIVideoEditorController videoPath]", self); defer { entry.end() }; return storedVideoPath }
        set { let entry = UIEntry("-[UIVideoEditorController setVideoPath:]", self); defer { entry.end() }; storedVideoPath = newValue }
    }

    /// The longest the edited movie may be (ten minutes by default).
    open var videoMaximumDuration: TimeInterval {
        get { let entry = UIEntry("-[UIVideoEditorController videoMaximumDuration]", self); defer { entry.end() }; return storedVideoMaximumDuration }
        set { let entry = UIEntry("-[UIVideoEditorController setVideoMaximumDuration:]", self); defer { entry.end() }; storedVideoMaximumDuration = newValue }
    }

    /// The quality the edited movie is saved at (`.typeMedium` by default).
    open var videoQuality: UIImagePickerController.QualityType {
        get { let entry = UIEntry("-[UIVideoEditorController videoQuality]", self); defer { entry.end() }; return storedVideoQuality }
        set { let entry = UIEntry("-[UIVideoEditorController setVideoQuality:]", self); defer { entry.end() }; storedVideoQuality = newValue }
    }

    // MARK: - The user's choice

    /// The user tapped Save: the edit is written next to the temporary files, then the
    /// delegate hears its path (or the error).
    func userSaved() {
        let source = URL(fileURLWithPath: storedVideoPath)
        let ext = source.pathExtension.isEmpty ? "mov" : source.pathExtension
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("trim.\(UUID().uuidString).\(ext)")
        let result = Result { try FileManager.default.copyItem(at: source, to: target) }
        guard let delegate = storedDelegate as? UIVideoEditorControllerDelegate else { return }
        switch result {
        case .success:
            context.loop.span(.delegateCallback, "videoEditorController(_:didSaveEditedVideoToPath:)") {
                delegate.videoEditorController(self, didSaveEditedVideoToPath: target.path)
            }
        case .failure(let error):
            context.loop.span(.delegateCallback, "videoEditorController(_:didFailWithError:)") {
                delegate.videoEditorController(self, didFailWithError: error)
            }
        }
    }

    /// The user tapped Cancel.
    func userCancelled() {
        guard let delegate = storedDelegate as? UIVideoEditorControllerDelegate else { return }
        context.loop.span(.delegateCallback, "videoEditorControllerDidCancel(_:)") { delegate.videoEditorControllerDidCancel(self) }
    }
}
