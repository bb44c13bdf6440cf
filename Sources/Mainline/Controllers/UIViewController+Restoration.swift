import Foundation

/// State restoration, focus and the deprecated layout flags: kept as UIKit keeps them.
extension UIViewController {
    /// The class that makes the controller again when its state is restored.
    public var restorationClass: UIViewControllerRestoration.Type? {
        get { let entry = UIEntry("-[UIViewController restorationClass]", self); defer { entry.end() }; return storedRestorationClass }
        set { let entry = UIEntry("-[UIViewController setRestorationClass:]", self); defer { entry.end() }; storedRestorationClass = newValue }
    }

    /// Whether focus returns to where it was after a presentation ends (true).
    public var restoresFocusAfterTransition: Bool {
        get { let entry = UIEntry("-[UIViewController restoresFocusAfterTransition]", self); defer { entry.end() }; return storedRestoresFocusAfterTransition }
        set { let entry = UIEntry("-[UIViewController setRestoresFocusAfterTransition:]", self); defer { entry.end() }; storedRestoresFocusAfterTransition = newValue }
    }

    /// The focus group the controller's views belong to (kept).
    public var focusGroupIdentifier: String? {
        get { let entry = UIEntry("-[UIViewController focusGroupIdentifier]", self); defer { entry.end() }; return storedFocusGroupIdentifier }
        set { let entry = UIEntry("-[UIViewController setFocusGroupIdentifier:]", self); defer { entry.end() }; storedFocusGroupIdentifier = newValue }
    }

    /// The name the system's interaction tracking uses for the controller (kept).
    public var interactionActivityTrackingBaseName: String? {
        get { let entry = UIEntry("-[UIViewController interactionActivityTrackingBaseName]", self); defer { entry.end() }; return storedInteractionActivityTrackingBaseName }
        set { let entry = UIEntry("-[UIViewController setInteractionActivityTrackingBaseName:]", self); defer { entry.end() }; storedInteractionActivityTrackingBaseName = newValue }
    }

    /// Whether the view covers the status bar area (deprecated in iOS 7, when every view
    /// began to; true).
    @available(iOS, deprecated: 7.0, message: "Use edgesForExtendedLayout")
    public var wantsFullScreenLayout: Bool {
        get { let entry = UIEntry("-[UIViewController wantsFullScreenLayout]", self); defer { entry.end() }; return true }
        set { UIEntry.check("-[UIViewController setWantsFullScreenLayout:]", self) }
    }

    /// The interface's orientation (deprecated in iOS 8).
    @available(iOS, deprecated: 8.0)
    public var interfaceOrientation: UIInterfaceOrientation {
        let entry = UIEntry("-[UIViewController interfaceOrientation]", self); defer { entry.end() }
        return context.app.screen.storedOrientation
    }
}
