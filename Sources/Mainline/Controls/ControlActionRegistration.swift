import Foundation

/// One entry of a control's action list: a `UIAction`, or a target (held weakly; nil for the
/// responder chain) and the selector sent to it, with the events it is registered for.
struct ControlActionRegistration {
    let action: UIAction?
    let selector: Selector?
    weak var target: AnyObject?
    /// Registered with a nil target: the action goes up the responder chain.
    let hasNilTarget: Bool
    var events: UIControl.Event

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        selector = nil
        target = nil
        hasNilTarget = false
        self.events = events
    }

    init(target: AnyObject?, selector: Selector, events: UIControl.Event) {
        action = nil
        self.selector = selector
        self.target = target
        hasNilTarget = target == nil
        self.events = events
    }

    /// Whether the entry is the target-action of `target` (nil: the nil target) and `selector`.
    func isTargetAction(_ target: AnyObject?, _ selector: Selector) -> Bool {
        self.selector == selector && isTarget(target)
    }

    /// Whether the entry's target is `target` (nil: the nil target).
    func isTarget(_ target: AnyObject?) -> Bool {
        guard self.selector != nil else { return false }
        guard let target else { return hasNilTarget }
        return self.target === target
    }
}
