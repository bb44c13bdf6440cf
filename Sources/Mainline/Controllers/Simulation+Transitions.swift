import Foundation

/// The orientation of the interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Scripts for the transitions the user starts: rotating the device, the back swipe of a
/// navigation controller, a tap on a tab.
extension Simulation {
    /// Seconds the rotation animates (the model's figure for UIKit's rotation).
    public static let rotationDuration: TimeInterval = 0.4

    /// The device turns to `orientation`: the screen's bounds and safe area turn with it, and
    /// for each visible window's controllers (the root, then those it presents): 
    /// `willTransition(to:with:)` if the traits change, `viewWillTransition(to:with:)`, then the
    /// window takes the new size — `traitCollectionDidChange(_:)`, the layout of the views
    /// (`viewWillLayoutSubviews`/`viewDidLayoutSubviews`), the coordinator's alongside animations
    /// — and, `duration` seconds later, the coordinator's completions (Apple's
    /// `willTransition(to:with:)` documentation; seed 004; golden/05).
    public func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval = Simulation.rotationDuration,
                       after delay: TimeInterval = 0) {
        let duration = duration.isFinite ? max(0, duration) : Self.rotationDuration
        systemEvent(after: delay, "rotation") { context in
            let scenes = context.app.application.sceneGeometrySnapshots()
            context.rotate(to: orientation, duration: duration)
            context.app.application.sceneGeometryChanged(since: scenes)
        }
    }

    /// The user swipes from the left edge of `navigationController`'s view for `duration`
    /// seconds and lifts the finger at `progress` (0…1 of the width): the pop finishes
    /// (`completes`) or is cancelled, animating the rest of the way. Nothing happens when the
    /// navigation controller's `interactivePopGestureRecognizer` is disabled or its delegate
    /// refuses to begin (`gestureRecognizerShouldBegin(_:)`), as on a device.
    public func swipeBack(in navigationController: UINavigationController, completes: Bool = true, progress: CGFloat? = nil,
                          duration: TimeInterval = 0.25, after delay: TimeInterval = 0) {
        let progress = min(1, max(0, progress.flatMap { $0.isFinite ? $0 : nil } ?? (completes ? 0.6 : 0.3)))
        let duration = duration.isFinite ? max(0, duration) : 0.25
        let context = self.context
        input(after: delay, "edge swipe") { [weak navigationController] _ in
            guard let navigation = navigationController, navigation.allowsInteractivePop, let pop = navigation.beginInteractivePop() else { return }
            context.loop.extendAnimations(until: context.loop.clock.now + TimeAmount(seconds: duration))
            pop.release = context.loop.inputs.schedule(at: context.loop.clock.now + TimeAmount(seconds: duration), kind: .eventHandler, name: "edge swipe ends") {
                [weak navigation] in navigation?.releaseInteractivePop(pop, finishes: completes, progress: progress)
            }
        }
    }

    /// The user taps the tab at `index` of `tabBarController` (see `UITabBarController`).
    public func selectTab(_ index: Int, in tabBarController: UITabBarController, after delay: TimeInterval = 0) {
        input(after: delay, "tab bar tap") { [weak tabBarController] _ in tabBarController?.userSelect(index) }
    }

    /// The user edits `tabBarController`'s tabs (iOS 18): hides the tabs with the identifiers
    /// in `hiding` and shows those in `showing` (only tabs that allow hiding), in one editing
    /// session the delegate hears begin and end.
    public func editTabs(of tabBarController: UITabBarController, hiding: [String] = [], showing: [String] = [], after delay: TimeInterval = 0) {
        input(after: delay, "tab editing") { [weak tabBarController] _ in tabBarController?.userEditedTabs(hiding: hiding, showing: showing) }
    }
}
