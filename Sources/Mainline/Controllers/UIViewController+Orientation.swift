import Foundation

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask of one orientation (empty for `.unknown`).
    init(orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        case .unknown: self = []
        }
    }

    /// The orientations in the mask, portrait first.
    var orientations: [UIInterfaceOrientation] {
        [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown].filter { contains(UIInterfaceOrientationMask(orientation: $0)) }
    }
}

/// Orientation: the interface turns with the device only to an orientation the deciding
/// controller (see `UIViewController+StatusBar.swift`) supports, when it allows autorotation and
/// does not lock the orientation; `setNeedsUpdateOfSupportedInterfaceOrientations()` turns the
/// interface to a supported orientation when the current one no longer is.
extension UIViewController {
    /// The orientation a presentation starts in: the current one when supported, else the
    /// first supported.
    func defaultPreferredOrientation() -> UIInterfaceOrientation {
        let current = context.app.screen.storedOrientation
        let supported = supportedInterfaceOrientations
        if supported.contains(UIInterfaceOrientationMask(orientation: current)) { return current }
        return supported.orientations.first ?? current
    }

    /// Whether the interface may turn to `orientation` while this root's chain is on screen.
    func allowsInterfaceRotation(to orientation: UIInterfaceOrientation) -> Bool {
        let decider = preferenceDecidingController
        guard decider.supportedInterfaceOrientations.contains(UIInterfaceOrientationMask(orientation: orientation)) else { return false }
        guard decider.following({ $0.childForInterfaceOrientationLock }).prefersInterfaceOrientationLocked == false else { return false }
        return decider.shouldAutorotate
    }

    /// The deprecated rotation callbacks of a rotation the coordinator runs (see
    /// `viewWillTransition(to:with:)`).
    func deliverDeprecatedRotationCallbacks(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        guard let rotation = (coordinator as? TransitionCoordinator)?.rotation, rotation.from != rotation.to else { return }
        let duration = coordinator.transitionDuration
        let context = self.context
        context.loop.span(.controllerCallback, "willRotate(to:duration:)", object: self) { willRotate(to: rotation.to, duration: duration) }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            context.loop.span(.controllerCallback, "willAnimateRotation(to:duration:)", object: self) {
                self.willAnimateRotation(to: rotation.to, duration: duration)
            }
        }, completion: { [weak self] _ in
            guard let self else { return }
            context.loop.span(.controllerCallback, "didRotate(from:)", object: self) { self.didRotate(from: rotation.from) }
        })
    }
}
