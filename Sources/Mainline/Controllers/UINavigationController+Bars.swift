import Foundation

/// The gestures of a navigation controller: the edge swipe that pops
/// (`interactivePopGestureRecognizer`, a screen-edge pan from the left edge that drives the pop
/// as the finger moves: it finishes when the finger lifts past half the width or fast, and is
/// cancelled otherwise; it does not begin with only the root on the stack), and the bar-hiding
/// options with their recognizers.
extension UINavigationController {
    /// The edge swipe that pops the top controller. Disable it, or give it a delegate that
    /// refuses to begin, to keep the user from swiping back (`Simulation.swipeBack` honours both).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        let entry = UIEntry("-[UINavigationController interactivePopGestureRecognizer]", self); defer { entry.end() }
        return interactivePopRecognizer
    }

    /// The swipe anywhere in the content that pops (iOS 26): the edge swipe's recognizer here.
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
        let entry = UIEntry("-[UINavigationController interactiveContentPopGestureRecognizer]", self); defer { entry.end() }
        return interactivePopRecognizer
    }

    var interactivePopRecognizer: UIScreenEdgePanGestureRecognizer {
        if let recognizer = storedInteractivePopGestureRecognizer { return recognizer }
        let recognizer = InteractivePopGestureRecognizer(navigationController: self)
        storedInteractivePopGestureRecognizer = recognizer
        return recognizer
    }

    /// Whether the edge swipe may start a pop now (the recognizer is enabled and its delegate agrees).
    var allowsInteractivePop: Bool {
        let recognizer = interactivePopRecognizer
        guard recognizer.storedIsEnabled, storedChildren.count > 1 else { return false }
        if let delegate = recognizer.storedDelegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        return true
    }

    /// Whether a swipe up hides the bars and a swipe down shows them (false by default).
    public var hidesBarsOnSwipe: Bool {
        get { let entry = UIEntry("-[UINavigationController hidesBarsOnSwipe]", self); defer { entry.end() }; return storedHidesBarsOnSwipe }
        set {
            let entry = UIEntry("-[UINavigationController setHidesBarsOnSwipe:]", self); defer { entry.end() }
            storedHidesBarsOnSwipe = newValue
            barHidingRecognizers()
        }
    }

    /// Whether a tap in the content toggles the bars (false by default).
    public var hidesBarsOnTap: Bool {
        get { let entry = UIEntry("-[UINavigationController hidesBarsOnTap]", self); defer { entry.end() }; return storedHidesBarsOnTap }
        set {
            let entry = UIEntry("-[UINavigationController setHidesBarsOnTap:]", self); defer { entry.end() }
            storedHidesBarsOnTap = newValue
            barHidingRecognizers()
        }
    }

    /// Whether the bars hide when the keyboard appears (false by default).
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { let entry = UIEntry("-[UINavigationController hidesBarsWhenKeyboardAppears]", self); defer { entry.end() }; return storedHidesBarsWhenKeyboardAppears }
        set {
            let entry = UIEntry("-[UINavigationController setHidesBarsWhenKeyboardAppears:]", self); defer { entry.end() }
            storedHidesBarsWhenKeyboardAppears = newValue
            observeKeyboardForBars()
        }
    }

    /// Whether the bars hide in a compact height (landscape on a phone; false by default).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { let entry = UIEntry("-[UINavigationController hidesBarsWhenVerticallyCompact]", self); defer { entry.end() }; return storedHidesBarsWhenVerticallyCompact }
        set {
            let entry = UIEntry("-[UINavigationController setHidesBarsWhenVerticallyCompact:]", self); defer { entry.end() }
            storedHidesBarsWhenVerticallyCompact = newValue
            storedView?.setNeedsLayout()
        }
    }

    /// The pan that hides and shows the bars when `hidesBarsOnSwipe` is on.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        let entry = UIEntry("-[UINavigationController barHideOnSwipeGestureRecognizer]", self); defer { entry.end() }
        if let recognizer = storedBarHideOnSwipeGestureRecognizer { return recognizer }
        let recognizer = UIPanGestureRecognizer(handler: { [weak self] recognizer in
            guard let self, self.storedHidesBarsOnSwipe, let pan = recognizer as? UIPanGestureRecognizer,
                  pan.state == .ended || pan.state == .changed else { return }
            let dy = pan.translation(in: pan.view).y
            if dy < -10 { self.setBarsHidden(true) } else if dy > 10 { self.setBarsHidden(false) }
        })
        recognizer.cancelsTouchesInView = false
        storedBarHideOnSwipeGestureRecognizer = recognizer
        return recognizer
    }

    /// The tap that toggles the bars when `hidesBarsOnTap` is on.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        let entry = UIEntry("-[UINavigationController barHideOnTapGestureRecognizer]", self); defer { entry.end() }
        if let recognizer = storedBarHideOnTapGestureRecognizer { return recognizer }
        let recognizer = UITapGestureRecognizer(handler: { [weak self] _ in
            guard let self, self.storedHidesBarsOnTap else { return }
            self.setBarsHidden(!self.storedNavigationBarHidden)
        })
        recognizer.cancelsTouchesInView = false
        storedBarHideOnTapGestureRecognizer = recognizer
        return recognizer
    }

    /// Adds the bar-hiding recognizers to the view once one of their options is on.
    func barHidingRecognizers() {
        guard let view = storedView else { return }
        for (on, recognizer) in [(storedHidesBarsOnSwipe, barHideOnSwipeGestureRecognizer as UIGestureRecognizer),
                                 (storedHidesBarsOnTap, barHideOnTapGestureRecognizer)] where on && recognizer.storedView !== view {
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Hides or shows the navigation bar and, if shown, the toolbar.
    func setBarsHidden(_ hidden: Bool) {
        setNavigationBarHidden(hidden, animated: true)
        if storedToolbar != nil, storedToolbar?.storedSuperview != nil { setToolbarHidden(hidden, animated: true) }
    }

    private func observeKeyboardForBars() {
        guard storedHidesBarsWhenKeyboardAppears, keyboardObserver == nil else { return }
        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.storedHidesBarsWhenKeyboardAppears, self.isOnScreen else { return }
                self.setBarsHidden(true)
            }
        }
    }
}

/// The navigation controller's edge swipe: it fails at once with only the root on the stack,
/// and drives an interactive pop from its changes.
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?
    var pop: UINavigationController.InteractivePop?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        storedEdges = .left
        addHandler { [weak self] recognizer in self?.handle(recognizer as! UIScreenEdgePanGestureRecognizer) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if storedState == .possible, (navigationController?.storedChildren.count ?? 0) <= 1 { transition(to: .failed) }
    }

    private func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigation = navigationController, let view = navigation.storedView else { return }
        let width = max(1, view.storedBounds.width)
        let progress = min(1, max(0, recognizer.translation(in: view).x / width))
        switch recognizer.storedState {
        case .began:
            pop = navigation.beginInteractivePop()
        case .ended, .cancelled:
            guard let pop else { return }
            self.pop = nil
            let fast = recognizer.velocity(in: view).x > 500
            navigation.releaseInteractivePop(pop, finishes: recognizer.storedState == .ended && (progress > 0.5 || fast), progress: progress)
        default:
            pop?.coordinator.percentComplete = progress
        }
    }
}
