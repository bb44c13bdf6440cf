import Foundation

/// The settings of an open `beginAnimations(_:context:)` block (UIKit's animation API before
/// blocks), applied when it is committed.
final class LegacyAnimationBlock {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    let scope: ViewAnimationScope
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    var startDate: Date?
    weak var delegate: AnyObject?
    var willStart: Selector?
    var didStop: Selector?
    var transition: (UIView.AnimationTransition, UIView, Bool)?

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
        scope = ViewAnimationScope(kind: .collecting, duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .easeInEaseOut)),
                                   group: nil)
    }
}

extension UIView {
    /// The transitions of `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    /// The system animations of `perform(_:on:options:animations:completion:)`.
    public enum SystemAnimation: UInt, Sendable {
        /// The views shrink and fade out, then leave their superviews.
        case delete
    }

    private static var legacyBlocks: [LegacyAnimationBlock] {
        get { SimulationContext.runningOrDetached.commit.animation.legacyBlocks }
        set { SimulationContext.runningOrDetached.commit.animation.legacyBlocks = newValue }
    }

    /// Opens an animation block (deprecated by Apple for `animate(withDuration:…)`): the changes
    /// made until `commitAnimations()` animate with the settings the block has then (0.2 s,
    /// ease-in-out, unless set with `setAnimationDuration(_:)` and its kin). Blocks nest.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let entry = UIEntry("+[UIView beginAnimations:context:]"); defer { entry.end() }
        let simulation = SimulationContext.runningOrDetached
        let block = LegacyAnimationBlock(animationID: animationID, context: context)
        if let outer = legacyBlocks.last {
            // A nested block starts from the enclosing one's settings.
            (block.duration, block.delay, block.curve) = (outer.duration, outer.delay, outer.curve)
        }
        legacyBlocks.append(block)
        simulation.commit.animation.scopes.append(block.scope)
    }

    /// Closes the innermost block and animates the changes made in it: each property from its
    /// value before the block to its value now, with the block's duration, delay, curve, repeat
    /// and autoreverse settings. The delegate hears the will-start selector now and the did-stop
    /// selector (`animationDidStop:finished:context:`) when the animations end.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func commitAnimations() {
        let entry = UIEntry("+[UIView commitAnimations]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        guard let block = legacyBlocks.popLast() else { return }
        if let i = context.commit.animation.scopes.lastIndex(where: { $0 === block.scope }) {
            context.commit.animation.scopes.remove(at: i)
        }
        if let outer = legacyBlocks.last {
            // Changes of a nested block belong to the enclosing block (one commit animates them).
            for change in block.scope.collected { outer.scope.record(change.property, of: change.layer, from: change.from, in: context) }
            return
        }
        if let delegate = block.delegate, let selector = block.willStart {
            _ = SelectorDispatch.send(selector, to: delegate, arguments: [block.animationID, block.context.map { $0 as Any }])
        }
        var delay = block.delay
        if let start = block.startDate { delay = max(delay, start.timeIntervalSinceNow) }
        var options: AnimationOptions = [.curve(block.curve)]
        if block.beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        if block.autoreverses { options.insert(.autoreverse) }
        let duration = context.commit.animationsEnabled ? block.duration : 0
        let group = AnimationGroup(name: "UIView.beginAnimations", in: context)
        let scope = ViewAnimationScope(kind: duration > 0 ? .animate : .disabled, duration: duration, delay: delay,
                                       timing: .curve(options.timingFunction), options: options, autoreverses: block.autoreverses, group: group)
        if block.repeatCount > 0 { scope.repeatCount = block.repeatCount }
        let stop: (Bool) -> Void = { finished in
            guard let delegate = block.delegate, let selector = block.didStop else { return }
            _ = SelectorDispatch.send(selector, to: delegate, arguments: [block.animationID, NSNumber(value: finished), block.context.map { $0 as Any }])
        }
        deliver(stop, from: group, in: context) {
            if let (transition, view, _) = block.transition, duration > 0, transition != .none {
                let animation = CATransition()
                animation.type = transition == .curlUp || transition == .curlDown ? .reveal : .push
                animation.duration = duration
                view.layer.addAnimation(animation, forKey: "transition", in: context, group: group)
            }
            for change in block.scope.collected { scope.record(change.property, of: change.layer, from: change.from, in: context) }
            scope.close(in: context)
        }
    }

    /// Sets the open block's duration in seconds (0.2 by default).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationDuration(_ duration: TimeInterval) {
        let entry = UIEntry("+[UIView setAnimationDuration:]"); defer { entry.end() }
        legacyBlocks.last?.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Sets the open block's delay in seconds.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationDelay(_ delay: TimeInterval) {
        let entry = UIEntry("+[UIView setAnimationDelay:]"); defer { entry.end() }
        legacyBlocks.last?.delay = delay.isFinite ? max(0, delay) : 0
    }

    /// Sets when the open block's animations start (a date in the future delays them).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationStart(_ startDate: Date) {
        let entry = UIEntry("+[UIView setAnimationStartDate:]"); defer { entry.end() }
        legacyBlocks.last?.startDate = startDate
    }

    /// Sets the open block's curve.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        let entry = UIEntry("+[UIView setAnimationCurve:]"); defer { entry.end() }
        legacyBlocks.last?.curve = curve
    }

    /// Sets how many times the open block's animations repeat (may be fractional).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        let entry = UIEntry("+[UIView setAnimationRepeatCount:]"); defer { entry.end() }
        legacyBlocks.last?.repeatCount = repeatCount.isNaN ? 0 : max(0, repeatCount)
    }

    /// Sets whether the open block's animations run back after running forward.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        let entry = UIEntry("+[UIView setAnimationRepeatAutoreverses:]"); defer { entry.end() }
        legacyBlocks.last?.autoreverses = repeatAutoreverses
    }

    /// Sets whether the open block's animations start from what is shown (the presentation
    /// values) instead of the model values.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        let entry = UIEntry("+[UIView setAnimationBeginsFromCurrentState:]"); defer { entry.end() }
        legacyBlocks.last?.beginsFromCurrentState = fromCurrentState
    }

    /// Sets the object that hears the open block's start and stop selectors.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationDelegate(_ delegate: Any?) {
        let entry = UIEntry("+[UIView setAnimationDelegate:]"); defer { entry.end() }
        legacyBlocks.last?.delegate = delegate as AnyObject?
    }

    /// Sets the selector the delegate hears when the block's animations start
    /// (`animationWillStart:context:`).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationWillStart(_ selector: Selector?) {
        let entry = UIEntry("+[UIView setAnimationWillStartSelector:]"); defer { entry.end() }
        legacyBlocks.last?.willStart = selector
    }

    /// Sets the selector the delegate hears when the block's animations stop
    /// (`animationDidStop:finished:context:`).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public static func setAnimationDidStop(_ selector: Selector?) {
        let entry = UIEntry("+[UIView setAnimationDidStopSelector:]"); defer { entry.end() }
        legacyBlocks.last?.didStop = selector
    }

    /// Makes the open block a transition of `view` (a flip or a curl; `cache` is kept).
    @available(*, deprecated, message: "Use transition(with:duration:options:animations:completion:)")
    public static func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        let entry = UIEntry("+[UIView setAnimationTransition:forView:cache:]"); defer { entry.end() }
        legacyBlocks.last?.transition = (transition, view, cache)
    }

    /// The duration of the animation block the call is in (0 outside any).
    public static var inheritedAnimationDuration: TimeInterval {
        let entry = UIEntry("+[UIView inheritedAnimationDuration]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        if let block = legacyBlocks.last { return block.duration }
        return context.commit.animation.scopes.last(where: { $0.kind != .disabled })?.duration ?? 0
    }

    /// Runs `animations` inside the enclosing animation block with its animations repeating
    /// `count` times (and running back when `autoreverses`); outside a block, the changes are
    /// made at once.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let entry = UIEntry("+[UIView modifyAnimationsWithRepeatCount:autoreverses:animations:]"); defer { entry.end() }
        let context = SimulationContext.runningOrDetached
        guard let outer = context.commit.animation.scopes.last, outer.animates, outer.kind == .animate else { return animations() }
        let scope = ViewAnimationScope(kind: .animate, duration: outer.duration, delay: outer.delay, timing: outer.timing, options: outer.options,
                                       repeats: false, autoreverses: autoreverses, group: outer.group)
        scope.repeatCount = count.isFinite ? Float(max(0, count)) : .infinity
        scope.run(in: context, animations)
    }

    /// Runs a system animation on `views` together with `parallelAnimations`: `.delete` shrinks
    /// them to nothing and fades them out over 0.3 s, then takes them out of their superviews
    /// (and puts back their alpha and transform), before `completion` runs.
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let entry = UIEntry("+[UIView performSystemAnimation:onViews:options:animations:completion:]"); defer { entry.end() }
        let saved = views.map { ($0, $0.alpha, $0.transform) }
        animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for view in views {
                view.alpha = 0
                view.transform = view.transform.scaledBy(x: 0.01, y: 0.01)
            }
            parallelAnimations?()
        }, completion: { finished in
            for (view, alpha, transform) in saved {
                view.removeFromSuperview()
                view.alpha = alpha
                view.transform = transform
            }
            completion?(finished)
        })
    }
}

extension UIView.AnimationOptions {
    /// The options of a curve.
    static func curve(_ curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    }
}
