import Foundation

/// The system's side of the app lifecycle, as scripts: launching with a delegate, going to the
/// background and back, memory warnings, appearance changes and rotation. Each is delivered in
/// the event phase of the next frame (or `after` seconds from now), as the system delivers
/// them between the app's frames.
extension Simulation {
    /// The simulation's app.
    public var application: UIApplication {
        context.turn { context.app.application }
    }

    /// Launches the app with `delegate` as frame 0: `application(_:willFinishLaunchingWithOptions:)`
    /// and `application(_:didFinishLaunchingWithOptions:)` (where the delegate makes its window),
    /// then the commit; the app becomes active after it.
    public func launch(_ delegate: UIApplicationDelegate, options: [UIApplication.LaunchOptionsKey: Any]? = nil) {
        let context = self.context
        start { context.app.application.finishLaunching(delegate, options: options) }
    }

    /// The user leaves the app: `applicationWillResignActive(_:)`,
    /// `applicationDidEnterBackground(_:)`, then the system snapshots the interface for the app
    /// switcher in the other appearance: the controllers on screen hear one
    /// `traitCollectionDidChange(_:)` and their views are laid out (seed 002, golden/04). No
    /// appearance callbacks: the controllers stay "appeared" while the app is in the background.
    public func enterBackground(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "enter background") { context in
            let app = context.app.application
            guard app.storedState != .background else { return }
            if app.storedState == .active { app.resignActive() }
            app.enterBackground()
            context.app.snapshotUserInterfaceStyle = context.app.userInterfaceStyle == .dark ? .light : .dark
            for root in context.app.visibleRootControllers {
                root.updateTraitsInTree()
                for controller in root.presentationChain { controller.storedView?.setNeedsLayout() }
            }
        }
    }

    /// The user returns: `applicationWillEnterForeground(_:)` then `applicationDidBecomeActive(_:)`,
    /// and no appearance callbacks. The snapshot's appearance is dropped without a callback, as
    /// the device logs of seed 002 show none on return.
    public func enterForeground(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "enter foreground") { context in
            let app = context.app.application
            guard app.storedState == .background else { return }
            app.enterForeground()
            if context.app.snapshotUserInterfaceStyle != nil {
                context.app.snapshotUserInterfaceStyle = nil
                for root in context.app.visibleRootControllers { root.resynchronizeTraitsInTree() }
            }
            app.announceDidBecomeActive()
        }
    }

    /// The system runs low on memory: `applicationDidReceiveMemoryWarning(_:)`, then
    /// `didReceiveMemoryWarning()` of every controller in the windows' hierarchies, parent first
    /// (containers, their children, presented controllers), wherever they were made, then of the
    /// simulation's other controllers in the order they were made, then
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public func simulateMemoryWarning(after delay: TimeInterval = 0) {
        systemEvent(after: delay, "memory warning") { context in context.app.application.receiveMemoryWarning() }
    }

    /// The user switches the system between light and dark: the controllers on screen hear
    /// `traitCollectionDidChange(_:)`.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "appearance change") { context in
            guard context.app.userInterfaceStyle != style else { return }
            let scenes = context.app.application.sceneGeometrySnapshots()
            context.app.userInterfaceStyle = style
            for root in context.app.visibleRootControllers { root.updateTraitsInTree() }
            context.app.application.sceneGeometryChanged(since: scenes)
        }
    }

    /// The user changes the text size (Settings › Display & Brightness › Text Size): labels,
    /// text fields and text views with `adjustsFontForContentSizeCategory` and a text-style font
    /// take the new size (and lay out again), the controllers on screen hear
    /// `traitCollectionDidChange(_:)`, and `UIContentSizeCategory.didChangeNotification` is posted.
    public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory, after delay: TimeInterval = 0) {
        systemEvent(after: delay, "text size change") { context in
            guard context.app.application.storedContentSizeCategory != category else { return }
            let scenes = context.app.application.sceneGeometrySnapshots()
            defer { context.app.application.sceneGeometryChanged(since: scenes) }
            context.app.application.storedContentSizeCategory = category
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            for window in context.app.windows {
                for view in window.subtreeInPreOrder() { view.adjustFontForContentSizeCategory(traits) }
            }
            for root in context.app.visibleRootControllers { root.updateTraitsInTree() }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: context.app.application,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
        }
    }

    /// A system event in the event phase; what it invalidates is the frame's work, not an
    /// event handler's (the profiler does not count its layouts as forced).
    func systemEvent(after delay: TimeInterval, _ name: String, _ body: @escaping (SimulationContext) -> Void) {
        let context = self.context
        input(after: delay, name) { _ in
            let wasRecording = context.commit.invalidations.isRecording
            context.commit.invalidations.isRecording = false
            defer { context.commit.invalidations.isRecording = wasRecording }
            body(context)
        }
    }
}
