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
        }
    }

    /// A window hands events to the application (UIKit puts the window scene between them; this
    /// runtime has no scenes).
    open override var next: UIResponder? {
        UIEntry.check("-[UIWindow nextResponder]", self)
        return simulationContext?.app.application
    }

    /// The screen the window is on.
    public var screen: UIScreen {
        let entry = UIEntry("-[UIWindow screen]", self); defer { entry.end() }
        return storedScreen
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
            if !storedIsHidden { installRootView() }
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
        storedIsHidden = false
        visibilityChanged()
        makeKeyInternal()
        installRootView()
    }

    /// Makes the window key.
    open func makeKey() {
        let entry = UIEntry("-[UIWindow makeKeyWindow]", self); defer { entry.end() }
        makeKeyInternal()
    }

    func makeKeyInternal() {
        if let simulationContext {
            for w in simulationContext.app.windows where w !== self && w.storedIsKeyWindow {
                w.storedIsKeyWindow = false
            }
        }
        storedIsKeyWindow = true
    }

    /// Shown windows are held by their simulation, hidden ones are not.
    func visibilityChanged() {
        simulationContext?.app.visibilityChanged(self)
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
