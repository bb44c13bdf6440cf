import Foundation

/// The root of a view hierarchy that is shown on a screen. A window made during a
/// simulation's turn belongs to that simulation, whose frames lay it out and display it.
open class UIWindow: UIView {
    var storedRootViewController: UIViewController?
    var storedScreen: UIScreen
    var storedIsKeyWindow = false
    /// The simulation whose frames serve this window: the one whose turn made it.
    weak var simulationContext: SimulationContext?
    /// The fingers down in the window, in the order they went down.
    var activeTouches: [UITouch] = []
    /// The handling of touches in progress (gesture recognizers' handlers and resets wait
    /// for its end).
    var gestureRound: GestureRound?
    /// The scene the window belongs to (UIWindow+Scene.swift).
    weak var storedWindowScene: UIWindowScene?
    /// Where the window sits among the others (UIWindow+Scene.swift).
    var storedWindowLevel = UIWindow.Level.normal
    /// The window's undo manager (made on first use).
    var storedUndoManager: UndoManager?
    /// When the window was last ordered front (shown or made key): windows of the same level
    /// stack in that order.
    var orderedFrontAt = 0
    /// Whether the window may resize to fit its content (Mac Catalyst).
    var canResize = false

    /// Creates a window with the given frame on the current simulation's screen (hidden until
    /// `makeKeyAndVisible()`). A window made during a simulation's turn belongs to that
    /// simulation; the simulation keeps it while it is visible.
    public override init(frame: CGRect) {
        storedScreen = UIScreen.main
        super.init(frame: frame)
        let entry = UIEntry("-[UIWindow initWithFrame:]"); defer { entry.end() }
        storedIsHidden = true
        storedWindow = nil
        if let context = creationContext {
            simulationContext = context
            context.app.register(self)
            // An app without scenes puts its windows in its one scene; with scenes, a window
            // made this way has none until `windowScene` is set (iOS does not show it).
            if !context.app.application.usesScenes { storedWindowScene = context.app.application.legacyScene() }
        }
    }

    /// Creates a window in `windowScene`, as large as its screen (hidden until
    /// `makeKeyAndVisible()`).
    public init(windowScene: UIWindowScene) {
        storedScreen = windowScene.sceneScreen
        super.init(frame: windowScene.sceneScreen.storedBounds)
        let entry = UIEntry("-[UIWindow initWithWindowScene:]"); defer { entry.end() }
        storedIsHidden = true
        storedWindow = nil
        storedWindowScene = windowScene
        if let context = windowScene.simulationContext ?? creationContext {
            simulationContext = context
            context.app.register(self)
        }
    }

    /// Creates a window as large as the screen.
    public convenience init() {
        let entry = UIEntry("-[UIWindow init]"); defer { entry.end() }
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window from an archive: screen-sized, as a storyboard's window is.
    public required init?(coder: NSCoder) {
        storedScreen = UIScreen.main
        super.init(coder: coder)
        let entry = UIEntry("-[UIWindow initWithCoder:]"); defer { entry.end() }
        storedIsHidden = true
        frame = storedScreen.bounds
        if let context = creationContext {
            simulationContext = context
            context.app.register(self)
            if !context.app.application.usesScenes { storedWindowScene = context.app.application.legacyScene() }
        }
    }

    /// A window hands events to its window scene, which hands them to the application (the
    /// application directly for a window without a scene).
    open override var next: UIResponder? {
        UIEntry.check("-[UIWindow nextResponder]", self)
        return storedWindowScene ?? simulationContext?.app.application
    }

    /// The screen the window is on (its scene's).
    public var screen: UIScreen {
        get {
            let entry = UIEntry("-[UIWindow screen]", self); defer { entry.end() }
            return storedWindowScene?.sceneScreen ?? storedScreen
        }
        set {
            let entry = UIEntry("-[UIWindow setScreen:]", self); defer { entry.end() }
            storedScreen = newValue
        }
    }

    /// The scene the window is in. Setting it moves the window into another scene (nil takes it
    /// out: iOS does not show a window without a scene in an app with scenes).
    open var windowScene: UIWindowScene? {
        get { let entry = UIEntry("-[UIWindow windowScene]", self); defer { entry.end() }; return storedWindowScene }
        set {
            let entry = UIEntry("-[UIWindow setWindowScene:]", self); defer { entry.end() }
            moveToScene(newValue)
        }
    }

    /// Where the window sits among the app's windows: a higher level is in front (hit first by
    /// touches); windows of the same level stack in the order they were shown or made key.
    open var windowLevel: UIWindow.Level {
        get { let entry = UIEntry("-[UIWindow windowLevel]", self); defer { entry.end() }; return storedWindowLevel }
        set { let entry = UIEntry("-[UIWindow setWindowLevel:]", self); defer { entry.end() }; storedWindowLevel = newValue }
    }

    /// Whether the window can become the key window (true).
    open var canBecomeKey: Bool {
        UIEntry.check("-[UIWindow canBecomeKeyWindow]", self)
        return true
    }

    /// The window became the key window (called before `didBecomeKeyNotification`; call super).
    open func becomeKey() {
        UIEntry.check("-[UIWindow becomeKeyWindow]", self)
    }

    /// The window stopped being the key window (called before `didResignKeyNotification`; call
    /// super).
    open func resignKey() {
        UIEntry.check("-[UIWindow resignKeyWindow]", self)
    }

    /// Delivers an event the application dispatched to the window: its touches to the views
    /// they are on (through their gesture recognizers). Override it to see every touch of the
    /// window; call super to deliver it.
    open func sendEvent(_ event: UIEvent) {
        let entry = UIEntry("-[UIWindow sendEvent:]", self); defer { entry.end() }
        guard event.storedType == .touches, !event.changedTouches.isEmpty else { return }
        GestureDelivery.handle(event.changedTouches, event.changedPhase, event, in: self)
    }

    /// The window's undo manager: the end of the responder chain's search for one.
    open override var undoManager: UndoManager? {
        let entry = UIEntry("-[UIWindow undoManager]", self); defer { entry.end() }
        if let manager = storedUndoManager { return manager }
        let manager = UndoManager()
        storedUndoManager = manager
        return manager
    }

    var screenForLayout: UIScreen? { storedScreen }

    /// The controller whose view fills the window. Its view is added when the window becomes
    /// visible (at once, if it already is).
    open var rootViewController: UIViewController? {
        get {
            let entry = UIEntry("-[UIWindow rootViewController]", self); defer { entry.end() }
            return storedRootViewController
        }
        set {
            let entry = UIEntry("-[UIWindow setRootViewController:]", self); defer { entry.end() }
            guard newValue !== storedRootViewController else { return }
            // The old root's view leaves the window at once: its controller gets
            // viewWillDisappear / viewDidDisappear around the removal (Apple's "Responding When
            // a View Disappears"), then the new root is installed (and appears).
            if let old = storedRootViewController, let oldView = old.storedView, oldView.storedSuperview === self {
                let context = old.context
                context.app.managingAppearance {
                    old.beginDisappearance(animated: false)
                    oldView.detachFromSuperview()
                }
                old.endDisappearance()
            }
            storedRootViewController = newValue
            if !storedIsHidden, isShownByScene { installRootView() }
        }
    }

    /// Whether this is the key window.
    public var isKeyWindow: Bool {
        let entry = UIEntry("-[UIWindow isKeyWindow]", self); defer { entry.end() }
        return storedIsKeyWindow
    }

    /// Shows the window and makes it key; the root controller's view is loaded and added.
    open func makeKeyAndVisible() {
        let entry = UIEntry("-[UIWindow makeKeyAndVisible]", self); defer { entry.end() }
        makeKeyInternal()
        if storedIsHidden {
            storedIsHidden = false
            visibilityChanged()
        } else if isShownByScene {
            installRootView()
        }
    }

    /// Makes the window key (if it can become key).
    open func makeKey() {
        let entry = UIEntry("-[UIWindow makeKeyWindow]", self); defer { entry.end() }
        makeKeyInternal()
    }

    /// The key window resigns (`resignKey()`, then `didResignKeyNotification`), then this one
    /// becomes key (`becomeKey()`, then `didBecomeKeyNotification`) — unless it cannot.
    func makeKeyInternal() {
        orderFront()
        guard !storedIsKeyWindow, canBecomeKey else { return }
        if let simulationContext {
            for w in simulationContext.app.windows where w !== self && w.storedIsKeyWindow {
                w.storedIsKeyWindow = false
                w.resignKey()
                NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: w)
            }
        }
        storedIsKeyWindow = true
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Shown windows are held by their simulation, hidden ones are not. A window that becomes
    /// visible shows its root controller's view and posts `didBecomeVisibleNotification`; one
    /// that is hidden posts `didBecomeHiddenNotification` (and, if it was key, stops being key).
    func visibilityChanged() {
        simulationContext?.app.visibilityChanged(self)
        if storedIsHidden {
            if storedIsKeyWindow {
                storedIsKeyWindow = false
                resignKey()
                NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
            }
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        } else {
            orderFront()
            if simulationContext?.app.application.usesScenes == true, storedWindowScene == nil {
                DiagnosticCenter.report(.viewControllerMisuse,
                                        "Mainline: \(shortDescription) was shown without a windowScene in an app with scenes: iOS does not display it. Make it with UIWindow(windowScene:) or set its windowScene.",
                                        in: simulationContext)
            }
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            if isShownByScene { installRootView() }
        }
    }

    /// Whether the window is on a screen: in an app with scenes, only a window in a scene is.
    var isShownByScene: Bool {
        storedWindowScene != nil || simulationContext?.app.application.usesScenes != true
    }

    /// Adds the root controller's view, sized to the window and following its size. The
    /// controller appears as UIKit's first display has it (golden/01): `viewWillAppear`, the
    /// view enters the window, `traitCollectionDidChange`, and `viewDidAppear` after the commit
    /// that lays it out and draws it.
    func installRootView() {
        guard let controller = storedRootViewController else { return }
        let view = controller.loadedView
        guard view.storedSuperview !== self else { return }
        let context = controller.context
        context.app.managingAppearance {
            controller.beginAppearance(animated: false)
            controller.place(view, in: self, at: storedSubviews.count)
        }
        controller.updateTraitsInTree()
        context.loop.commitCompletions.append {
            controller.endAppearance()
            context.app.application.refreshControllerPreferences(animatedBy: nil)
        }
    }

    /// The window sizes its root view and full-screen presented views itself, however those
    /// views are positioned (Auto Layout root views included: the window's frame for them is not
    /// a constraint), and a new size can mean new size classes.
    func windowSizeDidChange() {
        guard let root = storedRootViewController else { return }
        if let view = root.storedView, view.storedSuperview === self, view.frameValue != storedBounds { view.applyFrame(storedBounds) }
        // Presentations: their containers fill the window, and the built-in presentation
        // controllers place the presented views in them.
        for controller in root.presentationChain.dropFirst() {
            guard let presentation = controller.storedPresentationController, let container = presentation.storedContainerView else { continue }
            if container.storedSuperview === self, container.frameValue != storedBounds { container.applyFrame(storedBounds) }
            presentation.placePresentedViewIfSystem()
        }
        root.updateTraitsInTree()
    }
}
