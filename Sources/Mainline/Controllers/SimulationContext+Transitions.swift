import Foundation

extension SimulationContext {
    /// The device turns to `orientation`: the interface follows when the controllers allow it.
    func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        guard orientation != .unknown else { return }
        let device = app.application.device
        let deviceTurned = (device.storedDeviceOrientation ?? app.screen.storedOrientation) != orientation
        device.storedDeviceOrientation = orientation
        let roots = app.windows.filter { !$0.storedIsHidden }.compactMap(\.storedRootViewController)
        if orientation != app.screen.storedOrientation, roots.allSatisfy({ $0.allowsInterfaceRotation(to: orientation) }) {
            rotateInterface(to: orientation, duration: duration)
        } else if deviceTurned {
            device.orientationDidChange()
        }
    }

    /// The interface turns to a supported orientation — the device's if supported, else the
    /// first the deciding controller supports — when the current one is not supported.
    func turnInterfaceToSupportedOrientation() {
        guard let root = app.windows.first(where: { !$0.storedIsHidden && $0.storedIsKeyWindow })?.storedRootViewController
                ?? app.visibleRootControllers.last else { return }
        let current = app.screen.storedOrientation
        let device = app.application.device.storedDeviceOrientation ?? current
        if device != current, root.allowsInterfaceRotation(to: device) {
            rotateInterface(to: device, duration: Simulation.rotationDuration)
            return
        }
        let supported = root.preferenceDecidingController.supportedInterfaceOrientations
        guard !supported.contains(UIInterfaceOrientationMask(orientation: current)), let target = supported.orientations.first else { return }
        rotateInterface(to: target, duration: Simulation.rotationDuration)
    }

    /// The interface turns to `orientation` (the screen's bounds and safe area with it).
    func rotateInterface(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        guard orientation != .unknown, orientation != app.screen.storedOrientation else { return }
        let fromOrientation = app.screen.storedOrientation
        let oldBounds = app.screen.storedBounds
        let turns = orientation.isLandscape != (oldBounds.width > oldBounds.height)
        let newBounds = turns ? CGRect(x: 0, y: 0, width: oldBounds.height, height: oldBounds.width) : oldBounds
        let windows = app.windows.filter { !$0.storedIsHidden }
        // Windows that fill the screen turn with it.
        let turning = windows.filter { $0.frameValue == oldBounds }
        var coordinators: [(UIViewController, TransitionCoordinator)] = []
        for window in turning {
            guard let root = window.storedRootViewController else { continue }
            let coordinator = TransitionCoordinator(from: root, to: root, container: window, animated: duration > 0, duration: duration)
            coordinator.rotation = (fromOrientation, orientation)
            let newTraits = UITraitCollection.phone(size: newBounds.size, scale: app.screen.storedScale, style: app.effectiveUserInterfaceStyle,
                                                     category: app.application.storedContentSizeCategory)
            // A presenter covered by a full-screen presentation hears it too: its view comes
            // back at the new size.
            let chain = root.presentationChain
            if newTraits != root.currentTraits {
                for controller in chain { controller.willTransitionWithSpan(to: newTraits, with: coordinator) }
            }
            for controller in chain {
                controller.activeCoordinator = coordinator
                if controller !== root, let presentation = controller.storedPresentationController {
                    // A presented controller hears it from its presentation controller, at the
                    // size the presentation gives it.
                    presentation.pendingInsets = safeAreaInsets(for: orientation)
                    loop.span(.controllerCallback, "viewWillTransition(to:with:)", object: controller) {
                        presentation.viewWillTransition(to: newBounds.size, with: coordinator)
                    }
                    presentation.pendingInsets = nil
                } else {
                    controller.viewWillTransitionWithSpan(to: newBounds.size, with: coordinator)
                }
            }
            coordinators.append((root, coordinator))
        }
        app.screen.storedBounds = newBounds
        app.screen.storedSafeAreaInsets = safeAreaInsets(for: orientation)
        app.screen.storedOrientation = orientation
        app.application.device.orientationDidChange()
        for window in turning { window.applyFrame(newBounds) }
        // The rotation lays the windows out inside its animation, before the alongside blocks.
        loop.span(.animationBlock, "rotation") {
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
        let portrait = app.screen.portraitSafeAreaInsets
        switch orientation {
        case .portrait, .unknown: return portrait
        case .portraitUpsideDown: return UIEdgeInsets(top: portrait.bottom, left: 0, bottom: portrait.top, right: 0)
        case .landscapeLeft, .landscapeRight:
            let housing = portrait.top > 24 ? portrait.top : 0
            return UIEdgeInsets(top: 0, left: housing, bottom: portrait.bottom > 0 ? 21 : 0, right: housing)
        }
    }
}

extension SimulationContext {
    /// Runs a transition's animated part: the alongside animations now (the frames until it
    /// ends count as animation frames), and `finish` when it ends — after `duration` seconds
    /// when animated, in this frame's commit (after layout) when not, as UIKit finishes a
    /// transition without animation once the commit that shows it is done.
    @discardableResult
    func runTransition(animated: Bool, duration: TimeInterval, coordinator: TransitionCoordinator?,
                       name: String, motions: [TransitionMotion] = [], finish: @escaping () -> Void) -> RunningTransition {
        let running = RunningTransition {
            coordinator?.end()
            finish()
        }
        running.context = self
        if animated && duration > 0 && !isDetached && commit.animationsEnabled {
            let now = loop.clock.mediaTime
            let end = now + duration
            // The transition's own animation block: its views' motions and the alongside
            // animations run in it, on the same clock, from the call (the model's curve:
            // ease-in-out).
            let group = AnimationGroup(name: name, in: self)
            let curve = CAMediaTimingFunction(name: .easeInEaseOut)
            let scope = ViewAnimationScope(kind: .animate, duration: duration, delay: 0, timing: .curve(curve), group: group)
            scope.explicitBegin = now
            for motion in motions {
                let slide: CABasicAnimation
                switch motion.kind {
                case .offset(let from, let to):
                    slide = CABasicAnimation(keyPath: "position")
                    slide.fromValue = from
                    slide.toValue = to
                    slide.isAdditive = true
                case .fade(let from, let to):
                    slide = CABasicAnimation(keyPath: "opacity")
                    slide.fromValue = from
                    slide.toValue = to
                }
                slide.duration = duration
                slide.beginTime = now
                slide.timingFunction = curve
                slide.fillMode = .both
                let layer = motion.view.layer
                let key = layer.addAnimation(slide, forKey: nil, in: self, group: group)
                running.animations.append((layer, key))
            }
            if let coordinator {
                coordinator.animationScope = scope
                scope.run(in: self) { loop.span(.animationBlock, "UIView.animate(withDuration:)") { coordinator.startAnimations() } }
            }
            scope.close(in: self)
            running.animations += scope.madeAnimations
            noteTransition(until: Instant(seconds: end))
            running.scheduled = loop.scheduler.schedule(at: Instant(seconds: end), kind: .scheduledWork, name: name) { running.finish(completed: true) }
        } else {
            coordinator?.startAnimations()
            if isDetached { running.finish() } else { loop.commitCompletions.append { running.finish() } }
        }
        return running
    }

    /// A transition animating until `end`: its frames are animation frames, and a
    /// `CATransaction` completion block set around it waits for it (the
    /// `CATransaction.setCompletionBlock` + `pushViewController(_:animated: true)` idiom).
    func noteTransition(until end: Instant) {
        loop.extendAnimations(until: end)
        commit.transactions.noteAnimation(until: end)
    }
}
