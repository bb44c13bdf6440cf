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
            context.rotate(to: orientation, duration: duration)
        }
    }

    /// The user swipes from the left edge of `navigationController`'s view for `duration`
    /// seconds and lifts the finger at `progress` (0…1 of the width): the pop finishes
    /// (`completes`) or is cancelled, animating the rest of the way.
    public func swipeBack(in navigationController: UINavigationController, completes: Bool = true, progress: CGFloat? = nil,
                          duration: TimeInterval = 0.25, after delay: TimeInterval = 0) {
        let progress = min(1, max(0, progress.flatMap { $0.isFinite ? $0 : nil } ?? (completes ? 0.6 : 0.3)))
        let duration = duration.isFinite ? max(0, duration) : 0.25
        let context = self.context
        input(after: delay, "edge swipe") { [weak navigationController] _ in
            guard let navigation = navigationController, let pop = navigation.beginInteractivePop() else { return }
            context.extendAnimations(until: context.clock.now + TimeAmount(seconds: duration))
            pop.release = context.inputs.schedule(at: context.clock.now + TimeAmount(seconds: duration), kind: .eventHandler, name: "edge swipe ends") {
                [weak navigation] in navigation?.releaseInteractivePop(pop, finishes: completes, progress: progress)
            }
        }
    }

    /// The user taps the tab at `index` of `tabBarController` (see `UITabBarController`).
    public func selectTab(_ index: Int, in tabBarController: UITabBarController, after delay: TimeInterval = 0) {
        input(after: delay, "tab bar tap") { [weak tabBarController] _ in tabBarController?.userSelect(index) }
    }
}

extension SimulationContext {
    func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        guard orientation != .unknown, orientation != screen.storedOrientation else { return }
        let oldBounds = screen.storedBounds
        let turns = orientation.isLandscape != (oldBounds.width > oldBounds.height)
        let newBounds = turns ? CGRect(x: 0, y: 0, width: oldBounds.height, height: oldBounds.width) : oldBounds
        let windows = self.windows.filter { !$0.storedIsHidden }
        // Windows that fill the screen turn with it.
        let turning = windows.filter { $0.frameValue == oldBounds }
        var coordinators: [(UIViewController, TransitionCoordinator)] = []
        for window in turning {
            guard let root = window.storedRootViewController else { continue }
            let coordinator = TransitionCoordinator(from: root, to: root, container: window, animated: duration > 0, duration: duration)
            let newTraits = UITraitCollection.phone(size: newBounds.size, scale: screen.storedScale, style: effectiveUserInterfaceStyle,
                                                     category: application.storedContentSizeCategory)
            // A presenter covered by a full-screen presentation hears it too: its view comes
            // back at the new size.
            let chain = root.presentationChain
            if newTraits != root.currentTraits {
                for controller in chain { controller.willTransitionWithSpan(to: newTraits, with: coordinator) }
            }
            for controller in chain {
                let size = controller === root ? newBounds.size : window.presentationFrame(for: controller.presentedStyle, in: newBounds, insets: safeAreaInsets(for: orientation)).size
                controller.activeCoordinator = coordinator
                controller.viewWillTransitionWithSpan(to: size, with: coordinator)
            }
            coordinators.append((root, coordinator))
        }
        screen.storedBounds = newBounds
        screen.storedSafeAreaInsets = safeAreaInsets(for: orientation)
        screen.storedOrientation = orientation
        application.device.orientationDidChange()
        for window in turning { window.applyFrame(newBounds) }
        // The rotation lays the windows out inside its animation, before the alongside blocks.
        span(.animationBlock, "rotation") {
            for window in turning { CommitPasses.layout(from: window, self) }
        }
        for (root, coordinator) in coordinators {
            runTransition(animated: duration > 0, duration: duration, coordinator: coordinator, name: "rotation") {
                for controller in root.presentationChain where controller.activeCoordinator === coordinator { controller.activeCoordinator = nil }
            }
        }
    }

    /// The safe area of the screen in `orientation`, from its portrait insets: a phone with a
    /// sensor housing keeps it on the side in landscape (left and right insets alike) and a
    /// 21-point home-indicator inset at the bottom; without one, landscape has none.
    func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        let portrait = screen.portraitSafeAreaInsets
        switch orientation {
        case .portrait, .unknown: return portrait
        case .portraitUpsideDown: return UIEdgeInsets(top: portrait.bottom, left: 0, bottom: portrait.top, right: 0)
        case .landscapeLeft, .landscapeRight:
            let housing = portrait.top > 24 ? portrait.top : 0
            return UIEdgeInsets(top: 0, left: housing, bottom: portrait.bottom > 0 ? 21 : 0, right: housing)
        }
    }
}
