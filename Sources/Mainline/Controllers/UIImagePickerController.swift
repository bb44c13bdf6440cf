import Foundation

/// Hears what the user picked, or that they cancelled. The defaults dismiss the picker, as UIKit
/// does when the delegate does not implement a method.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or a movie (`info` holds it under `.originalImage`,
    /// `.editedImage`, `.mediaURL` …). Dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. Dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
    /// The user picked an image (deprecated in iOS 3).
    func imagePickerController(_ picker: UIImagePickerController, didFinishPicking image: UIImage, editingInfo: [String: AnyObject]?)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        let entry = UIEntry("-[UIImagePickerControllerDelegate imagePickerController:didFinishPickingMediaWithInfo:]"); defer { entry.end() }
        picker.startDismissal(animated: true, completion: nil)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        let entry = UIEntry("-[UIImagePickerControllerDelegate imagePickerControllerDidCancel:]"); defer { entry.end() }
        picker.startDismissal(animated: true, completion: nil)
    }
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPicking image: UIImage, editingInfo: [String: AnyObject]?) {
        UIEntry.check("-[UIImagePickerControllerDelegate imagePickerController:didFinishPickingImage:editingInfo:]")
    }
}

/// The system's photo picker: a navigation controller showing the photo library (a simulation
/// has no camera: `isSourceTypeAvailable(.camera)` is false, as in the iOS Simulator). The user's
/// choice is scripted: `Simulation.pickImage(_:)` and `Simulation.cancelImagePicker()` call the
/// delegate (the navigation controller's `delegate`, which must also be a
/// `UIImagePickerControllerDelegate`), whose defaults dismiss the picker.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }
    /// Video quality.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
    }
    /// Photo or video.
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video = 1 }
    /// Which camera.
    public enum CameraDevice: Int, Sendable { case rear = 0, front = 1 }
    /// The flash.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// How picked images are exported (deprecated in iOS 14).
    public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current = 1 }

    /// Keys of the info dictionary the delegate receives.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        nonisolated public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        nonisolated public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        nonisolated public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        nonisolated public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        nonisolated public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        @available(iOS, deprecated: 11.0)
        nonisolated public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        nonisolated public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        nonisolated public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        @available(iOS, deprecated: 14.0)
        nonisolated public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        nonisolated public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    var storedSourceType = SourceType.photoLibrary
    var storedMediaTypes = ["public.image"]
    var storedAllowsEditing = false
    var storedVideoMaximumDuration: TimeInterval = 600
    var storedVideoQuality = QualityType.typeMedium
    var storedVideoExportPreset = "AVAssetExportPresetHEVCHighestQuality"
    var storedImageExportPreset = ImageURLExportPreset.compatible
    var storedShowsCameraControls = true
    var storedCameraOverlayView: UIView?
    var storedCameraViewTransform = CGAffineTransform.identity
    var storedCameraCaptureMode = CameraCaptureMode.photo
    var storedCameraDevice = CameraDevice.rear
    var storedCameraFlashMode = CameraFlashMode.auto

    public override init(nibName: String?, bundle: Bundle?) {
        UIEntry.check("-[UIImagePickerController initWithNibName:bundle:]")
        super.init(nibName: nibName, bundle: bundle)
        let library = UIViewController()
        library.storedTitle = "Photos"
        replaceStack(with: [library], animated: false)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIImagePickerController initWithCoder:]")
        super.init(coder: coder)
    }

    /// Whether pictures can come from `sourceType` (the library and albums; no camera here).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        UIEntry.check("+[UIImagePickerController isSourceTypeAvailable:]")
        return sourceType != .camera
    }

    /// The media types `sourceType` offers (nil for the camera, which is not available).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        UIEntry.check("+[UIImagePickerController availableMediaTypesForSourceType:]")
        return sourceType == .camera ? nil : ["public.image", "public.movie"]
    }

    /// Whether a camera is available (none here).
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool {
        UIEntry.check("+[UIImagePickerController isCameraDeviceAvailable:]")
        return false
    }

    /// Whether a camera's flash is available (no camera here).
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool {
        UIEntry.check("+[UIImagePickerController isFlashAvailableForCameraDevice:]")
        return false
    }

    /// The capture modes of a camera (nil: no camera here).
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? {
        UIEntry.check("+[UIImagePickerController availableCaptureModesForCameraDevice:]")
        return nil
    }

    /// Where pictures come from (setting an unavailable source is reported: UIKit throws).
    open var sourceType: SourceType {
        get { let entry = UIEntry("-[UIImagePickerController sourceType]", self); defer { entry.end() }; return storedSourceType }
        set {
            let entry = UIEntry("-[UIImagePickerController setSourceType:]", self); defer { entry.end() }
            guard Self.isSourceTypeAvailable(newValue) else {
                DiagnosticCenter.report(.viewControllerMisuse, """
                Mainline: Source type \(newValue.rawValue) not available (UIKit throws NSInvalidArgumentException): a simulation has no camera; \
                check UIImagePickerController.isSourceTypeAvailable(_:) first. The source stays the photo library.
                """, in: context)
                return
            }
            storedSourceType = newValue
        }
    }

    /// The media types offered (`["public.image"]` by default).
    open var mediaTypes: [String] {
        get { let entry = UIEntry("-[UIImagePickerController mediaTypes]", self); defer { entry.end() }; return storedMediaTypes }
        set { let entry = UIEntry("-[UIImagePickerController setMediaTypes:]", self); defer { entry.end() }; storedMediaTypes = newValue }
    }

    /// Whether the user crops what they pick (then the info holds `.editedImage` and `.cropRect`).
    open var allowsEditing: Bool {
        get { let entry = UIEntry("-[UIImagePickerController allowsEditing]", self); defer { entry.end() }; return storedAllowsEditing }
        set { let entry = UIEntry("-[UIImagePickerController setAllowsEditing:]", self); defer { entry.end() }; storedAllowsEditing = newValue }
    }

    /// (Deprecated in iOS 3.1 for `allowsEditing`.)
    @available(iOS, deprecated: 3.1, renamed: "allowsEditing")
    open var allowsImageEditing: Bool {
        get { let entry = UIEntry("-[UIImagePickerController allowsImageEditing]", self); defer { entry.end() }; return storedAllowsEditing }
        set { let entry = UIEntry("-[UIImagePickerController setAllowsImageEditing:]", self); defer { entry.end() }; storedAllowsEditing = newValue }
    }

    /// The longest movie, in seconds (600 by default).
    open var videoMaximumDuration: TimeInterval {
        get { let entry = UIEntry("-[UIImagePickerController videoMaximumDuration]", self); defer { entry.end() }; return storedVideoMaximumDuration }
        set { let entry = UIEntry("-[UIImagePickerController setVideoMaximumDuration:]", self); defer { entry.end() }; storedVideoMaximumDuration = newValue }
    }

    /// The video quality (medium by default).
    open var videoQuality: QualityType {
        get { let entry = UIEntry("-[UIImagePickerController videoQuality]", self); defer { entry.end() }; return storedVideoQuality }
        set { let entry = UIEntry("-[UIImagePickerController setVideoQuality:]", self); defer { entry.end() }; storedVideoQuality = newValue }
    }

    /// The export preset of picked movies (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open var videoExportPreset: String {
        get { let entry = UIEntry("-[UIImagePickerController videoExportPreset]", self); defer { entry.end() }; return storedVideoExportPreset }
        set { let entry = UIEntry("-[UIImagePickerController setVideoExportPreset:]", self); defer { entry.end() }; storedVideoExportPreset = newValue }
    }

    /// How picked images are exported (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open var imageExportPreset: ImageURLExportPreset {
        get { let entry = UIEntry("-[UIImagePickerController imageExportPreset]", self); defer { entry.end() }; return storedImageExportPreset }
        set { let entry = UIEntry("-[UIImagePickerController setImageExportPreset:]", self); defer { entry.end() }; storedImageExportPreset = newValue }
    }

    /// Whether the camera shows its own controls (true by default; no camera here).
    open var showsCameraControls: Bool {
        get { let entry = UIEntry("-[UIImagePickerController showsCameraControls]", self); defer { entry.end() }; return storedShowsCameraControls }
        set { let entry = UIEntry("-[UIImagePickerController setShowsCameraControls:]", self); defer { entry.end() }; storedShowsCameraControls = newValue }
    }

    /// A view over the camera's preview.
    open var cameraOverlayView: UIView? {
        get { let entry = UIEntry("-[UIImagePickerController cameraOverlayView]", self); defer { entry.end() }; return storedCameraOverlayView }
        set { let entry = UIEntry("-[UIImagePickerController setCameraOverlayView:]", self); defer { entry.end() }; storedCameraOverlayView = newValue }
    }

    /// The transform of the camera's preview.
    open var cameraViewTransform: CGAffineTransform {
        get { let entry = UIEntry("-[UIImagePickerController cameraViewTransform]", self); defer { entry.end() }; return storedCameraViewTransform }
        set { let entry = UIEntry("-[UIImagePickerController setCameraViewTransform:]", self); defer { entry.end() }; storedCameraViewTransform = newValue }
    }

    /// Photo or video capture.
    open var cameraCaptureMode: CameraCaptureMode {
        get { let entry = UIEntry("-[UIImagePickerController cameraCaptureMode]", self); defer { entry.end() }; return storedCameraCaptureMode }
        set { let entry = UIEntry("-[UIImagePickerController setCameraCaptureMode:]", self); defer { entry.end() }; storedCameraCaptureMode = newValue }
    }

    /// The camera used.
    open var cameraDevice: CameraDevice {
        get { let entry = UIEntry("-[UIImagePickerController cameraDevice]", self); defer { entry.end() }; return storedCameraDevice }
        set { let entry = UIEntry("-[UIImagePickerController setCameraDevice:]", self); defer { entry.end() }; storedCameraDevice = newValue }
    }

    /// The flash mode.
    open var cameraFlashMode: CameraFlashMode {
        get { let entry = UIEntry("-[UIImagePickerController cameraFlashMode]", self); defer { entry.end() }; return storedCameraFlashMode }
        set { let entry = UIEntry("-[UIImagePickerController setCameraFlashMode:]", self); defer { entry.end() }; storedCameraFlashMode = newValue }
    }

    /// Takes a picture with the camera (none here: reported, nothing happens).
    open func takePicture() {
        let entry = UIEntry("-[UIImagePickerController takePicture]", self); defer { entry.end() }
        reportNoCamera("takePicture()")
    }

    /// Starts recording a movie (none here: false).
    @discardableResult
    open func startVideoCapture() -> Bool {
        let entry = UIEntry("-[UIImagePickerController startVideoCapture]", self); defer { entry.end() }
        reportNoCamera("startVideoCapture()")
        return false
    }

    /// Stops recording (nothing is recording).
    open func stopVideoCapture() {
        UIEntry.check("-[UIImagePickerController stopVideoCapture]", self)
    }

    private func reportNoCamera(_ call: String) {
        DiagnosticCenter.report(.viewControllerMisuse, "Mainline: UIImagePickerController.\(call): a simulation has no camera; nothing is captured.",
                                in: context)
    }

    // MARK: - The user's choice

    /// The user picked `image` (or, with `movie`, the movie at that URL).
    func userPicked(image: UIImage?, movie: URL?) {
        var info: [InfoKey: Any] = [:]
        if let image {
            info[.mediaType] = "public.image"
            info[.originalImage] = image
            if storedAllowsEditing {
                info[.editedImage] = image
                info[.cropRect] = CGRect(origin: .zero, size: image.size)
            }
        }
        if let movie {
            info[.mediaType] = "public.movie"
            info[.mediaURL] = movie
        }
        guard let delegate = storedDelegate as? UIImagePickerControllerDelegate else {
            startDismissal(animated: true, completion: nil)
            return
        }
        context.loop.span(.delegateCallback, "imagePickerController(_:didFinishPickingMediaWithInfo:)") {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        }
    }

    /// The user cancelled.
    func userCancelled() {
        guard let delegate = storedDelegate as? UIImagePickerControllerDelegate else {
            startDismissal(animated: true, completion: nil)
            return
        }
        context.loop.span(.delegateCallback, "imagePickerControllerDidCancel(_:)") { delegate.imagePickerControllerDidCancel(self) }
    }
}
