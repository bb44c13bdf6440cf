import Foundation

extension UIEvent {
    /// What a motion or remote-control event is.
    public enum EventSubtype: Int, Sendable {
        /// A touch event (no subtype).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The mouse or trackpad buttons down during an event (none on a touch screen).
    public struct ButtonMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// The mask of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button.
        nonisolated public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button.
        nonisolated public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button numbered `buttonNumber` (1 is the primary).
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// A motion or remote-control event's subtype (`.none` for touches and presses).
    public var subtype: EventSubtype {
        UIEntry.check("-[UIEvent subtype]", self)
        return storedSubtype
    }

    /// The modifier keys held during the event (none: the simulated iPhone has no hardware
    /// keyboard unless a press event says so).
    public var modifierFlags: UIKeyModifierFlags {
        UIEntry.check("-[UIEvent modifierFlags]", self)
        return storedModifierFlags
    }

    /// The pointer's buttons down (none on a touch screen).
    public var buttonMask: ButtonMask {
        UIEntry.check("-[UIEvent buttonMask]", self)
        return []
    }

    /// The touches between the last event and this one for `touch`: a simulated finger reports
    /// each position once, so the touch itself.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        let entry = UIEntry("-[UIEvent coalescedTouchesForTouch:]", self); defer { entry.end() }
        return touches.contains(touch) ? [touch] : nil
    }

    /// Where `touch` is predicted to go: none for a simulated finger (its path is scripted).
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        let entry = UIEntry("-[UIEvent predictedTouchesForTouch:]", self); defer { entry.end() }
        return touches.contains(touch) ? [] : nil
    }

    /// A motion or remote-control event (no touches).
    static func make(_ type: EventType, _ subtype: EventSubtype, at timestamp: Instant) -> UIEvent {
        let event = UIEvent(touches: [], timestamp: timestamp)
        event.storedType = type
        event.storedSubtype = subtype
        return event
    }
}

extension UIApplication {
    /// Delivers a motion, remote-control or press event: to the first responder (the key
    /// window when there is none), whose default implementations pass it up the responder chain.
    func deliverNonTouchEvent(_ event: UIEvent) {
        let start: UIResponder? = context.app.firstResponder ?? context.app.windows.first { $0.storedIsKeyWindow && !$0.storedIsHidden }
        guard let responder = start else { return }
        switch event.storedType {
        case .motion:
            let phase = event.motionPhase
            context.loop.span(.eventHandler, phase == .began ? "motionBegan(_:with:)" : phase == .ended ? "motionEnded(_:with:)" : "motionCancelled(_:with:)") {
                switch phase {
                case .began: responder.motionBegan(event.storedSubtype, with: event)
                case .ended: responder.motionEnded(event.storedSubtype, with: event)
                default: responder.motionCancelled(event.storedSubtype, with: event)
                }
            }
        case .remoteControl:
            guard system.receivesRemoteControlEvents else { return }
            context.loop.span(.eventHandler, "remoteControlReceived(with:)") { responder.remoteControlReceived(with: event) }
        case .presses:
            guard let event = event as? UIPressesEvent else { return }
            event.deliver(to: responder)
        default:
            break
        }
    }
}

/// Motion events' phases (a shake begins, then ends or is cancelled).
enum MotionPhase { case began, ended, cancelled }

extension Simulation {
    /// The user shakes the device: the first responder (or, with none, the key window) gets
    /// `motionBegan(.motionShake, with:)`, then `duration` seconds later `motionEnded`, each
    /// passed up the responder chain by the responders that do not handle it.
    public func shake(duration: TimeInterval = 0.5, after delay: TimeInterval = 0) {
        let context = self.context
        let duration = duration.isFinite ? max(0, duration) : 0.5
        input(after: delay, "shake") { now in
            let began = UIEvent.make(.motion, .motionShake, at: now)
            began.motionPhase = .began
            context.app.application.sendEvent(began)
            context.loop.scheduleInput(after: TimeAmount(seconds: duration), "shake ends") {
                let ended = UIEvent.make(.motion, .motionShake, at: context.loop.clock.now)
                ended.motionPhase = .ended
                context.app.application.sendEvent(ended)
            }
        }
    }

    /// A media control (headphones, the lock screen) sends `subtype` (one of the
    /// `remoteControl…` subtypes): the first responder's chain gets `remoteControlReceived(with:)`
    /// while the app receives remote-control events (`beginReceivingRemoteControlEvents()`).
    public func sendRemoteControlEvent(_ subtype: UIEvent.EventSubtype, after delay: TimeInterval = 0) {
        let context = self.context
        input(after: delay, "remote control") { now in
            context.app.application.sendEvent(UIEvent.make(.remoteControl, subtype, at: now))
        }
    }
}
