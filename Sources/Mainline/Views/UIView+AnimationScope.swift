import Foundation
import ThreadChecker

/// How a `UIView` animation block paces its animations.
enum ViewAnimationTiming {
    /// A cubic timing curve (the block's `AnimationOptions` curve: ease-in-out by default).
    case curve(CAMediaTimingFunction)
    /// A spring of this damping ratio and initial velocity (in distances per second).
    case spring(dampingRatio: Double, velocity: Double)
}

/// An open animation block — `UIView.animate`'s, an animator's, a transition's, or a
/// `performWithoutAnimation` block (which animates nothing): the parameters the animatable
/// changes made inside it animate with, as UIKit's `actionForLayer:forKey:` gives a view's
/// layer an animation for each change made in a block. Since iOS 8 UIKit animates position and
/// bounds additively — `bounds.origin` and `bounds.size` from the old value minus the new one to
/// zero, added to the model value — so a second animation of a moving view composes with the
/// first instead of replacing it; other properties animate from the old value (the value shown,
/// with `.beginFromCurrentState`) to the new one, replacing an animation of the same key. UIKit
/// sets `fillMode` both on them.
final class ViewAnimationScope {
    /// Whether a scope is open in the simulation whose turn runs (outside every simulation, in
    /// the world of objects made outside them): a property setter pays this to learn that
    /// nothing animates. (A scope opens only in its simulation's turn, where its code runs.)
    @inline(__always) static var isAnyOpen: Bool { !SimulationContext.runningOrDetached.commit.animation.scopes.isEmpty }

    /// `collecting`: an open `beginAnimations(_:context:)` block, which notes the changes made
    /// in it and animates them when it is committed, with the settings it has then.
    enum Kind { case animate, disabled, keyframes, collecting }

    let kind: Kind
    let duration: Double
    let delay: Double
    let timing: ViewAnimationTiming
    let options: UIView.AnimationOptions
    let repeats: Bool
    let autoreverses: Bool
    /// How many times the animations repeat (nil: once, or forever when `repeats`).
    var repeatCount: Float?
    /// The block's animations, as one (its completion).
    let group: AnimationGroup?
    /// The animations this block made, by layer and key path, so a property changed twice in one
    /// block animates once, from its value before the block.
    private var made: [(layer: CALayer, keyPath: String, key: String, from: AnimationVector)] = []
    /// The property animator whose clock drives the animations made (nil: their own timing).
    var driver: AnimatorClock?
    /// The animator's fraction they start from.
    var driverStart: Double = 0
    /// When the animations made begin, on the simulation's clock (a transition's: at its call),
    /// instead of at their transaction's commit.
    var explicitBegin: Double?

    /// The animations the block made: each layer and the key its animation is under.
    var madeAnimations: [(layer: CALayer, key: String)] { made.map { ($0.layer, $0.key) } }
    /// Constraint changes made in the block, checked when it ends (the seeds' trap).
    var layoutChanges: [LayoutChangeInAnimation] = []
    /// Inside `addKeyframe(withRelativeStartTime:relativeDuration:)`: its share of the block.
    var keyframeWindow: (start: Double, duration: Double)?
    private var keyframes: [KeyframeChanges] = []

    init(kind: Kind, duration: Double, delay: Double, timing: ViewAnimationTiming, options: UIView.AnimationOptions = [],
         repeats: Bool = false, autoreverses: Bool = false, group: AnimationGroup?) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.group = group
    }

    /// Whether changes made in the block animate.
    var animates: Bool { kind == .collecting || (kind != .disabled && duration > 0) }

    /// The changes a collecting block noted: each layer's property and the value before the
    /// block (the first change's).
    private(set) var collected: [(layer: CALayer, property: AnimatedProperty, from: AnimationVector)] = []

    // MARK: - Opening and closing

    /// Runs `body` with this scope open (the innermost) in `context`.
    func run(in context: SimulationContext, _ body: () -> Void) {
        context.commit.animation.scopes.append(self)
        defer {
            if let i = context.commit.animation.scopes.lastIndex(where: { $0 === self }) { context.commit.animation.scopes.remove(at: i) }
        }
        body()
    }

    /// The block returned: the layout changes it left pending are reported, keyframes become
    /// animations, and the group learns it has all its animations.
    func close(in context: SimulationContext) {
        if animates { reportLayoutChangesNotAnimated(in: context) }
        if kind == .keyframes { addKeyframeAnimations(in: context) }
        group?.seal()
    }

    // MARK: - Recording changes

    /// `property` of `layer` changed from `old` (its new model value is in place).
    func record(_ property: AnimatedProperty, of layer: CALayer, from old: AnimationVector, in context: SimulationContext) {
        guard animates else { return }
        if kind == .collecting {
            if !collected.contains(where: { $0.layer === layer && $0.property == property }) { collected.append((layer, property, old)) }
            return
        }
        let new = layer.modelVector(of: property)
        if kind == .keyframes {
            recordKeyframe(property, of: layer, from: old, to: new)
            return
        }
        switch property {
        case .position:
            addAdditive(AnimatedKeyPath(.position), of: layer, from: old, to: new, in: context)
        case .bounds:
            addAdditive(AnimatedKeyPath(.bounds, .slice(offset: 0, count: 2)), of: layer, from: old, to: new, in: context)
            addAdditive(AnimatedKeyPath(.bounds, .slice(offset: 2, count: 2)), of: layer, from: old, to: new, in: context)
        default:
            addAbsolute(property, of: layer, from: old, to: new, in: context)
        }
    }

    private func addAdditive(_ keyPath: AnimatedKeyPath, of layer: CALayer, from old: AnimationVector, to new: AnimationVector,
                             in context: SimulationContext) {
        let path = keyPathName(keyPath)
        if let i = made.firstIndex(where: { $0.layer === layer && $0.keyPath == path }) {
            // Changed again in the block: one animation from the value before the block.
            let before = made[i].from
            let animation = makeAnimation(path, from: keyPath.extract(from: before) - keyPath.extract(from: new), to: AnimationVector(),
                                          keyPath: keyPath, additive: true)
            layer.replaceUncommittedAnimation(made[i].key, with: animation, in: context)
            return
        }
        // Additive animations compose: each gets its own key (`position`, then `position-2` …).
        let store = layer.runningAnimations
        var key = path, n = 1
        while store.index(of: key) != nil { n += 1; key = "\(path)-\(n)" }
        let animation = makeAnimation(path, from: keyPath.extract(from: old) - keyPath.extract(from: new), to: AnimationVector(),
                                      keyPath: keyPath, additive: true)
        layer.addAnimation(animation, forKey: key, in: context, delay: delay, group: group, driver: driver, driverStart: driverStart)
        made.append((layer, path, key, old))
    }

    private func addAbsolute(_ property: AnimatedProperty, of layer: CALayer, from old: AnimationVector, to new: AnimationVector,
                             in context: SimulationContext) {
        let keyPath = AnimatedKeyPath(property)
        if let i = made.firstIndex(where: { $0.layer === layer && $0.keyPath == property.name }) {
            let animation = makeAnimation(property.name, from: made[i].from, to: new, keyPath: keyPath, additive: false)
            layer.replaceUncommittedAnimation(made[i].key, with: animation, in: context)
            return
        }
        // From the value shown now with `.beginFromCurrentState`; else from the old model value
        // (an animation of the key in flight is replaced, and the view jumps to its start).
        let from = options.contains(.beginFromCurrentState)
            ? layer.presentationValue(of: property, model: old, at: context.loop.clock.mediaTime) : old
        let animation = makeAnimation(property.name, from: from, to: new, keyPath: keyPath, additive: false)
        layer.addAnimation(animation, forKey: property.name, in: context, delay: delay, group: group, driver: driver,
                           driverStart: driverStart)
        made.append((layer, property.name, property.name, from))
    }

    /// The `CABasicAnimation` (or `CASpringAnimation`) UIKit adds for a change in the block.
    private func makeAnimation(_ path: String, from: AnimationVector, to: AnimationVector, keyPath: AnimatedKeyPath,
                               additive: Bool) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: path)
            animation.timingFunction = function
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: path)
            let curve = SpringCurve.settling(in: duration, dampingRatio: ratio, initialVelocity: velocity)
            spring.mass = CGFloat(curve.mass)
            spring.stiffness = CGFloat(curve.stiffness)
            spring.damping = CGFloat(curve.damping)
            spring.initialVelocity = CGFloat(curve.initialVelocity)
            animation = spring
        }
        animation.fromValue = Self.value(from, for: keyPath)
        animation.toValue = Self.value(to, for: keyPath)
        animation.isAdditive = additive
        animation.duration = duration
        animation.fillMode = .both
        if repeats { animation.repeatCount = .infinity }
        if let repeatCount { animation.repeatCount = repeatCount }
        animation.autoreverses = autoreverses
        if let explicitBegin { animation.beginTime = explicitBegin }
        return animation
    }

    private func keyPathName(_ keyPath: AnimatedKeyPath) -> String {
        switch keyPath.part {
        case .slice(0, 2) where keyPath.property == .bounds: "bounds.origin"
        case .slice(2, 2) where keyPath.property == .bounds: "bounds.size"
        default: keyPath.property.name
        }
    }

    /// A vector as the value Core Animation's animations take for the key path.
    static func value(_ v: AnimationVector, for keyPath: AnimatedKeyPath) -> Any {
        if keyPath.isColor { return AnimationValue.color(v) }
        if keyPath.isTransform && keyPath.isWhole { return AnimationValue.transform(v) }
        switch keyPath.part.width {
        case 1: return NSNumber(value: v[0])
        case 2:
            if keyPath.property == .bounds, case .slice(2, 2) = keyPath.part { return AnimationValue.size(v) }
            if keyPath.property == .shadowOffset { return AnimationValue.size(v) }
            return AnimationValue.point(v)
        default: return AnimationValue.rect(v)
        }
    }

    // MARK: - Keyframes

    private struct KeyframeChanges {
        let layer: CALayer
        let property: AnimatedProperty
        let initial: AnimationVector
        var frames: [(start: Double, duration: Double, value: AnimationVector)]
    }

    private func recordKeyframe(_ property: AnimatedProperty, of layer: CALayer, from old: AnimationVector, to new: AnimationVector) {
        // A change outside every keyframe spans the whole animation.
        let window = keyframeWindow ?? (0, 1)
        if let i = keyframes.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            if let last = keyframes[i].frames.last, last.start == window.start, last.duration == window.duration {
                keyframes[i].frames[keyframes[i].frames.count - 1].value = new
            } else {
                keyframes[i].frames.append((window.start, window.duration, new))
            }
        } else {
            keyframes.append(KeyframeChanges(layer: layer, property: property, initial: old, frames: [(window.start, window.duration, new)]))
        }
    }

    /// One `CAKeyframeAnimation` per changed property: the value before the block at 0, each
    /// keyframe's value held until its start and reached at its end.
    private func addKeyframeAnimations(in context: SimulationContext) {
        let mode = UIView.KeyframeAnimationOptions(rawValue: options.rawValue).calculationMode
        for change in keyframes {
            let keyPath = AnimatedKeyPath(change.property)
            var values: [AnimationVector] = [change.initial]
            var times: [Double] = [0]
            for frame in change.frames.sorted(by: { $0.start < $1.start }) {
                let start = min(1, max(0, frame.start)), end = min(1, max(start, frame.start + frame.duration))
                if mode == .linear || mode == .discrete, start > (times.last ?? 0) {
                    values.append(values[values.count - 1])
                    times.append(start)
                }
                values.append(frame.value)
                times.append(end)
            }
            if (times.last ?? 1) < 1 {
                values.append(values[values.count - 1])
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: change.property.name)
            animation.values = values.map { Self.value($0, for: keyPath) }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.duration = duration
            animation.fillMode = .both
            if repeats { animation.repeatCount = .infinity }
            animation.autoreverses = autoreverses
            change.layer.addAnimation(animation, forKey: change.property.name, in: context, delay: delay, group: group)
            made.append((change.layer, change.property.name, change.property.name, change.initial))
        }
        keyframes = []
    }
}

extension UIView.KeyframeAnimationOptions {
    /// The calculation mode the options choose (linear by default).
    var calculationMode: CAAnimationCalculationMode {
        switch (rawValue >> 10) & 0x7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }
}

extension CALayer {
    /// Swaps the animation under `key` (made in the open block, not committed yet) for
    /// `animation`, keeping its place and group.
    func replaceUncommittedAnimation(_ key: String, with animation: CAAnimation, in context: SimulationContext) {
        guard let store = animationStore, let index = store.index(of: key), store.entries[index].begin == nil else { return }
        let defaultDuration = context.commit.transactions.value(forKey: kCATransactionAnimationDuration) as? TimeInterval ?? 0.25
        var tracks = animation.tracks(defaultDuration: defaultDuration, implicitFrom: nil) { _ in }
        let (driver, start) = (store.entries[index].tracks.first?.driver, store.entries[index].tracks.first?.driverStart ?? 0)
        for i in tracks.indices { (tracks[i].driver, tracks[i].driverStart) = (driver, start) }
        store.update(at: index) { entry in
            entry.animation = animation
            entry.tracks = tracks
        }
    }
}

extension UIView {
    /// A model value of the view (or its layer) changed from `old`: inside an animation block of
    /// the view's simulation, the change animates. Setters call it only when a block is open
    /// somewhere (`ViewAnimationScope.isAnyOpen`).
    func animatableChange(_ property: AnimatedProperty, from old: AnimationVector) {
        let context = self.context
        guard context.commit.animationsEnabled, let scope = context.commit.animation.scopes.last else { return }
        scope.record(property, of: layer, from: old, in: context)
    }
}
