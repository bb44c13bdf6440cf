import Foundation
import ThreadChecker

/// What a layer runs when one of its properties changes (an implicit animation) or for an
/// event of the app's own: an animation adds itself to the layer; `NSNull()` stands for "no
/// action" in a layer's `actions` or from its delegate.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: under a key of a layer's `actions` it turns that key's implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds (a copy of) the animation to the layer under `event`, as Core Animation runs an
    /// animation that is a layer's action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension CALayer {
    /// The properties Core Animation animates implicitly when a layer of the app's own changes
    /// them (Core Animation Programming Guide, "Animatable Properties"; subclasses add theirs).
    static let implicitlyAnimatedKeys: Set<String> = [
        "anchorPoint", "backgroundColor", "borderColor", "borderWidth", "bounds", "contents", "contentsRect",
        "cornerRadius", "hidden", "mask", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset",
        "shadowOpacity", "shadowPath", "shadowRadius", "sublayerTransform", "transform", "zPosition",
        // CAShapeLayer
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
        // CAGradientLayer
        "colors", "locations", "startPoint", "endPoint",
        // CATextLayer
        "foregroundColor", "fontSize",
        // CAReplicatorLayer
        "instanceDelay", "instanceTransform", "instanceColor",
        // CAEmitterLayer
        "emitterPosition", "emitterSize", "emitterZPosition", "emitterDepth",
    ]

    /// A property of the layer changed (from `oldValue`, when known). A layer of the app's own
    /// that has been through a commit — in a window's layer tree, or in a tree of layers of their
    /// own (a standalone layer included) made in a simulation's turn — runs the action for the
    /// key (an implicit animation: by default a `CABasicAnimation` of the transaction's duration,
    /// 0.25 s, from the value shown before the change to the new one), unless the transaction
    /// disables actions or the action found is `NSNull()`. A view's own layer never does (UIKit's
    /// views return `NSNull()` from `action(for:forKey:)`) — except inside a `UIView` animation
    /// block, whose animation its corner radius, border and shadow changes take.
    func propertyDidChange(_ key: String, oldValue: Any? = nil, customFrom: (AnimationVector, CustomAnimatedKey.Kind)? = nil) {
        // A presentation copy is not in any tree and animates nothing.
        guard modelLayer == nil else { return }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if let view = hostView {
            if ViewAnimationScope.isAnyOpen, Self.viewAnimatedLayerKeys.contains(key), let property = AnimatedProperty.byName[key],
               let old = Self.vector(oldValue, of: property) {
                view.animatableChange(property, from: old)
            }
            return
        }
        MainTurn.shared.begin()
        defer { MainTurn.shared.end() }
        // The tree the layer is in: a view's (which must be in a window), or layers of their own
        // under a root made in a simulation's turn.
        var committedFrame = joinedTreeAtFrame
        var layer: CALayer = self
        var treeContext: SimulationContext?
        while true {
            if layer !== self { committedFrame = max(committedFrame, layer.joinedTreeAtFrame) }
            if let view = layer.hostView {
                guard view.storedWindow != nil else { return }
                treeContext = view.context
                break
            }
            guard let parent = layer.storedSuperlayer else {
                treeContext = layer.creationContext
                break
            }
            layer = parent
        }
        guard let context = treeContext, !context.isDetached, committedFrame < context.loop.timeline.framesStarted else { return }
        if (context.commit.transactions.value(forKey: kCATransactionDisableActions) as? Bool) == true || context.commit.animation.actionsSuppressed > 0 {
            return
        }
        guard let action = action(forKey: key) else { return }
        // Core Animation interpolates an implicit animation with no values "between the previous
        // value of keyPath in the target layer's presentation layer and the current value".
        if let property = AnimatedProperty.byName[key], let old = Self.vector(oldValue, of: property) {
            context.commit.animation.implicitFrom = (ObjectIdentifier(self), key, presentationValue(of: property, model: old, at: context.loop.clock.mediaTime), nil)
        } else if let (old, kind) = customFrom {
            // A key of the app's own: from the value shown (its animations applied to the old value).
            var shown = old
            let now = context.loop.clock.mediaTime
            let local = hasTimingInChain ? localTime(now) : now
            for entry in animationStore?.entries ?? [] {
                for track in entry.tracks where track.keyPath.custom == CustomAnimatedKey(key: key, kind: kind) {
                    if let v = track.value(at: local, underlying: shown, uncommittedBegin: local) { shown = v }
                }
            }
            context.commit.animation.implicitFrom = (ObjectIdentifier(self), key, shown, kind)
        }
        action.run(forKey: key, object: self, arguments: nil)
        context.commit.animation.implicitFrom = nil
    }

    /// The keys of a view's own layer that a `UIView` animation block animates through the layer
    /// (the view's own properties — frame, alpha, colour, transform — animate through the view).
    static let viewAnimatedLayerKeys: Set<String> = [
        "cornerRadius", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "zPosition",
    ]

    /// An old model value as the vector of `property` (a missing colour is clear).
    static func vector(_ value: Any?, of property: AnimatedProperty) -> AnimationVector? {
        if let vector = AnimationValue.vector(value, for: AnimatedKeyPath(property)) { return vector }
        return property.isColor ? AnimationVector() : nil
    }

    /// Called from the didSet of each animatable stored property.
    @inline(__always)
    func propertyDidChange<Value: Equatable>(_ key: String, from old: Value, to new: Value) {
        if old != new { propertyDidChange(key, oldValue: old) }
    }

    /// Core Animation's own implicit animation for `key`: a basic animation of it (nil for a key
    /// that is not animatable).
    static func implicitAnimation(forKey key: String) -> CAAction? {
        guard implicitlyAnimatedKeys.contains(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        // "overrides the timing function for all animations triggered within the transaction
        // group" (kCATransactionAnimationTimingFunction); none: linear pacing.
        animation.timingFunction = SimulationContext.runningOrDetached.commit.transactions.value(forKey: kCATransactionAnimationTimingFunction)
            as? CAMediaTimingFunction
        return animation
    }
}
