import Foundation

/// An object (not a controller or view) whose state is saved and restored with the interface.
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
    /// The object whose restoration path this one's continues (nil: a top-level object).
    var restorationParent: UIStateRestoring? { get }
    /// The class that finds or makes the object when restoring.
    var objectRestorationClass: UIObjectRestoration.Type? { get }
    /// Saves the object's state.
    func encodeRestorableState(with coder: NSCoder)
    /// Restores the object's state.
    func decodeRestorableState(with coder: NSCoder)
    /// Every object has been restored.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    /// None.
    public var restorationParent: UIStateRestoring? { nil }
    /// None.
    public var objectRestorationClass: UIObjectRestoration.Type? { nil }
    /// Saves nothing.
    public func encodeRestorableState(with coder: NSCoder) {}
    /// Restores nothing.
    public func decodeRestorableState(with coder: NSCoder) {}
    /// Does nothing.
    public func applicationFinishedRestoringState() {}
}

/// A class that finds or makes a restorable object during restoration.
@preconcurrency @MainActor
public protocol UIObjectRestoration: AnyObject {
    /// The object at `identifierComponents`, made from `coder`'s state (nil: none).
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIStateRestoring?
}

/// Keys of the state the system saves with the app's (read in
/// `application(_:shouldRestoreSecureApplicationState:)`).
extension UIApplication {
    /// The storyboard a saved controller came from.
    nonisolated public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
    /// The app's bundle version when the state was saved (a `String`).
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The interface idiom when the state was saved (an `NSNumber`).
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// When the state was saved (a `Date`).
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The system's version when the state was saved (a `String`).
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"

    /// Asks the system to wait before it takes the restored interface's snapshot (balanced by
    /// `completeStateRestoration()`).
    public func extendStateRestoration() {
        let entry = UIEntry("-[UIApplication extendStateRestoration]", self); defer { entry.end() }
        restoration.extensions += 1
    }

    /// Ends an `extendStateRestoration()`.
    public func completeStateRestoration() {
        let entry = UIEntry("-[UIApplication completeStateRestoration]", self); defer { entry.end() }
        restoration.extensions = max(0, restoration.extensions - 1)
    }

    /// Tells the system not to show the last snapshot of the interface when the app next
    /// launches (the app's state will have changed).
    public func ignoreSnapshotOnNextApplicationLaunch() {
        let entry = UIEntry("-[UIApplication ignoreSnapshotOnNextApplicationLaunch]", self); defer { entry.end() }
        restoration.ignoresSnapshot = true
    }

    /// Makes `object` take part in state restoration under `restorationIdentifier`.
    public static func registerObject(forStateRestoration object: UIStateRestoring, restorationIdentifier: String) {
        let entry = UIEntry("+[UIApplication registerObjectForStateRestoration:restorationIdentifier:]"); defer { entry.end() }
        let app = SimulationContext.runningOrDetached.app.application
        app.restoration.objects.removeAll { $0.object == nil || $0.object === object }
        app.restoration.objects.append(RestorationState.Registered(object: object, identifier: restorationIdentifier))
    }

    /// When the app goes to the background (without scenes), the app delegate is asked whether
    /// to save the interface's state; if so, it encodes its own state, then each controller
    /// whose restoration path is complete (it and every parent have a `restorationIdentifier`)
    /// and each registered object encodes theirs, each in a coder of its own. The saved state is
    /// `Simulation.savedApplicationState` (what a relaunch would restore from).
    func saveApplicationStateIfAsked() {
        guard !usesScenes, let delegate = storedDelegate else { return }
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        coder.encode(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1", forKey: Self.stateRestorationBundleVersionKey)
        coder.encode(UIUserInterfaceIdiom.phone.rawValue, forKey: Self.stateRestorationUserInterfaceIdiomKey)
        coder.encode(Date(timeIntervalSinceReferenceDate: CFAbsoluteTimeGetCurrent()), forKey: Self.stateRestorationTimestampKey)
        coder.encode("17.0", forKey: Self.stateRestorationSystemVersionKey)
        var shouldSave = false
        delegateCall("application(_:shouldSaveSecureApplicationState:)") { shouldSave = delegate.application(self, shouldSaveSecureApplicationState: coder) }
        guard shouldSave else { return }
        delegateCall("application(_:willEncodeRestorableStateWith:)") { delegate.application(self, willEncodeRestorableStateWith: coder) }
        var saved: [String: Data] = [:]
        for window in context.app.windows where !window.storedIsHidden {
            guard let root = window.storedRootViewController else { continue }
            var stack: [(UIViewController, [String])] = [(root, [])]
            while let (controller, parentPath) = stack.popLast() {
                guard let identifier = controller.storedRestorationIdentifier else { continue }
                let path = parentPath + [identifier]
                let controllerCoder = NSKeyedArchiver(requiringSecureCoding: false)
                context.loop.span(.controllerCallback, "encodeRestorableState(with:)", object: controller) {
                    controller.encodeRestorableState(with: controllerCoder)
                }
                controllerCoder.finishEncoding()
                saved[path.joined(separator: "/")] = controllerCoder.encodedData
                for child in controller.storedChildren.reversed() { stack.append((child, path)) }
                if let presented = controller.storedPresentedViewController { stack.append((presented, path)) }
            }
        }
        for registered in restoration.objects {
            guard let object = registered.object else { continue }
            let objectCoder = NSKeyedArchiver(requiringSecureCoding: false)
            object.encodeRestorableState(with: objectCoder)
            objectCoder.finishEncoding()
            saved["object:" + registered.identifier] = objectCoder.encodedData
        }
        coder.encode(saved.count, forKey: "UIApplicationStateRestorationObjectCount")
        coder.finishEncoding()
        restoration.saved = (coder.encodedData, saved)
    }
}

/// What the app's state restoration holds.
struct RestorationState {
    struct Registered {
        weak var object: UIStateRestoring?
        let identifier: String
    }

    var extensions = 0
    var ignoresSnapshot = false
    var objects: [Registered] = []
    /// The last saved state: the app's coder, and each object's by restoration path.
    var saved: (app: Data, objects: [String: Data])?
}

extension Simulation {
    /// The interface state the app last saved when it went to the background (nil when its
    /// delegate did not agree to save): the app delegate's coder, and each controller's and
    /// registered object's by restoration path ("Root/Detail", "object:identifier").
    public var savedApplicationState: (application: Data, objects: [String: Data])? {
        let context = self.context
        return context.turn { context.app.application.restoration.saved.map { ($0.app, $0.objects) } }
    }
}
