import Foundation

/// Manages a view hierarchy. This is the part of UIKit's controller that the update cycle
/// calls into: loading the view, `updateViewConstraints()` around the root view's constraint
/// update, `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` around its layout, and the
/// appearance callbacks of a window's root controller.
open class UIViewController: @unchecked Sendable, CustomStringConvertible, TimelineObject {
    var storedView: UIView?
    var loadViewCalls = 0
    /// Whether `loadView()` is running (its own reads of `view` would recurse in UIKit).
    var isLoadingView = false
    /// The traits last delivered by `traitCollectionDidChange(_:)` (nil before the first).
    var deliveredTraits: UITraitCollection?
    var didRunViewDidLoad = false
    /// Deterministic within the simulation whose turn made the controller.
    let objectID: UInt64
    weak var creationContext: SimulationContext?

    public init(nibName: String?, bundle: Bundle?) {
        let entry = UIEntry("-[UIViewController initWithNibName:bundle:]"); defer { entry.end() }
        (objectID, creationContext) = SimulationContext.identify()
    }

    public convenience init() {
        let entry = UIEntry("-[UIViewController init]"); defer { entry.end() }
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIViewController initWithCoder:]"); defer { entry.end() }
        return nil
    }

    /// The root view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            let entry = UIEntry("-[UIViewController view]", self); defer { entry.end() }
            return loadedView
        }
        set {
            let entry = UIEntry("-[UIViewController setView:]", self); defer { entry.end() }
            let old = storedView
            old?.owningViewController = nil
            storedView = newValue
            newValue?.owningViewController = self
            if let old { LayoutEngine.framePinningChanged(old) }
            if let newValue { LayoutEngine.framePinningChanged(newValue) }
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool {
        let entry = UIEntry("-[UIViewController isViewLoaded]", self); defer { entry.end() }
        return storedView != nil
    }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        let entry = UIEntry("-[UIViewController loadViewIfNeeded]", self); defer { entry.end() }
        _ = loadedView
    }

    /// Makes the view. The default makes a plain view the size of the screen; an override
    /// must set `view` and not call super.
    open func loadView() {
        let entry = UIEntry("-[UIViewController loadView]", self); defer { entry.end() }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() { UIEntry.check("-[UIViewController viewDidLoad]", self) }
    open func viewWillAppear(_ animated: Bool) { UIEntry.check("-[UIViewController viewWillAppear:]", self) }
    open func viewDidAppear(_ animated: Bool) { UIEntry.check("-[UIViewController viewDidAppear:]", self) }
    open func viewWillDisappear(_ animated: Bool) { UIEntry.check("-[UIViewController viewWillDisappear:]", self) }
    open func viewDidDisappear(_ animated: Bool) { UIEntry.check("-[UIViewController viewDidDisappear:]", self) }

    /// Updates the root view's constraints; the default calls `view.updateConstraints()`.
    /// Overrides call super last.
    open func updateViewConstraints() {
        let entry = UIEntry("-[UIViewController updateViewConstraints]", self); defer { entry.end() }
        storedView?.updateConstraints()
    }

    /// Called before the root view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() { UIEntry.check("-[UIViewController viewWillLayoutSubviews]", self) }
    /// Called after the root view's `layoutSubviews()` (before its subviews are laid out).
    open func viewDidLayoutSubviews() { UIEntry.check("-[UIViewController viewDidLayoutSubviews]", self) }

    open var description: String { let entry = UIEntry("-[UIViewController description]", self); defer { entry.end() }; return "<\(Self.self): 0x\(String(objectID, radix: 16))>" }

    /// The view, loading it if needed. A `loadView()` that does not set `view` makes UIKit
    /// recurse forever when `viewDidLoad()` reads `view` (seed 004, golden/06): the second
    /// fruitless `loadView()` is reported, an empty view is installed, and the run goes on.
    var loadedView: UIView {
        if let view = storedView { return view }
        if isLoadingView {
            // `self.view` read inside loadView() before it is set: in UIKit the getter calls
            // loadView() again, without end (a stack overflow).
            DiagnosticCenter.report(.loadViewLoop, """
            Mainline: \(Self.self).loadView() read `view` before setting it: UIKit would call loadView() again \
            until the stack overflows. An empty view was installed; build the view in a local and assign \
            `self.view` once, without reading it first.
            """, in: creationContext)
            let placeholder = UIView(frame: UIScreen.main.bounds)
            view = placeholder
            return placeholder
        }
        loadViewCalls += 1
        isLoadingView = true
        context.span(.controllerCallback, "loadView()", object: self) { loadView() }
        isLoadingView = false
        if storedView == nil, loadViewCalls >= 2 {
            DiagnosticCenter.report(.loadViewLoop, """
            Mainline: \(Self.self).loadView() did not set `view`, and the view was asked for again while loading \
            (\(loadViewCalls) calls of loadView()): UIKit would call loadView()/viewDidLoad() forever. An empty view \
            was installed; set `self.view` in loadView().
            """, in: creationContext)
            view = UIView(frame: UIScreen.main.bounds)
        }
        if !didRunViewDidLoad {
            didRunViewDidLoad = true
            context.span(.controllerCallback, "viewDidLoad()", object: self) { viewDidLoad() }
        }
        return storedView ?? {
            let fallback = UIView(frame: UIScreen.main.bounds)
            view = fallback
            return fallback
        }()
    }

    /// The simulation the controller works in: its view's, or the one whose turn made it.
    var context: SimulationContext {
        storedView?.context ?? creationContext ?? SimulationContext.runningOrDetached
    }

    var appearanceState = AppearanceState.disappeared
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    func beginAppearance() {
        guard appearanceState == .disappeared else { return }
        appearanceState = .appearing
        context.span(.controllerCallback, "viewWillAppear(_:)", object: self) { viewWillAppear(false) }
    }

    func endAppearance() {
        guard appearanceState == .appearing else { return }
        appearanceState = .appeared
        viewDidAppear(false)
    }

    /// The view is about to leave the screen: `viewWillDisappear(_:)` once, from appearing
    /// or appeared.
    func beginDisappearance() {
        guard appearanceState != .disappeared, appearanceState != .disappearing else { return }
        appearanceState = .disappearing
        context.span(.controllerCallback, "viewWillDisappear(_:)", object: self) { viewWillDisappear(false) }
    }

    /// The view has left the screen: `viewDidDisappear(_:)`, and the controller may appear again.
    func endDisappearance() {
        guard appearanceState == .disappearing else { return }
        appearanceState = .disappeared
        context.span(.controllerCallback, "viewDidDisappear(_:)", object: self) { viewDidDisappear(false) }
    }

    // MARK: - Traits

    /// The traits of the interface the controller is shown in: its window's size class and
    /// scale, and the system's appearance.
    public var traitCollection: UITraitCollection {
        let entry = UIEntry("-[UIViewController traitCollection]", self); defer { entry.end() }
        return deliveredTraits ?? currentTraits
    }

    /// Called when the traits change, and once when the view first enters a window (with nil).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UIEntry.check("-[UIViewController traitCollectionDidChange:]", self)
    }

    var currentTraits: UITraitCollection {
        let window = storedView?.storedWindow
        let screen = window?.storedScreen ?? context.screen
        let size = window?.storedBounds.size ?? screen.storedBounds.size
        return UITraitCollection.phone(size: size, scale: screen.storedScale, style: context.userInterfaceStyle)
    }

    /// Delivers `traitCollectionDidChange(_:)` if the traits differ from those last delivered.
    func updateTraits() {
        let new = currentTraits
        guard new != deliveredTraits else { return }
        let previous = deliveredTraits
        deliveredTraits = new
        context.span(.controllerCallback, "traitCollectionDidChange(_:)", object: self) { traitCollectionDidChange(previous) }
    }
}
