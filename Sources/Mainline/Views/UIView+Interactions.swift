import Foundation

/// An object that adds a behaviour to the view it is added to (`UIInteraction`): drag and drop,
/// context menus, pointer effects, or an app's own. The view tells it when it is added and
/// removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is on (nil when on none).
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions on the view, in the order added. Setting the list removes those not in
    /// it and adds the new ones, in order.
    public var interactions: [UIInteraction] {
        get {
            let entry = UIEntry("-[UIView interactions]", self); defer { entry.end() }
            return viewExtras?.interactions ?? []
        }
        set {
            let entry = UIEntry("-[UIView setInteractions:]", self); defer { entry.end() }
            for old in viewExtras?.interactions ?? [] where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !(viewExtras?.interactions ?? []).contains(where: { $0 === new }) { addInteraction(new) }
            if !newValue.isEmpty || viewExtras != nil { madeViewExtras.interactions = newValue }
        }
    }

    /// Adds `interaction` to the view (taking it off the view it was on): it hears
    /// `willMove(to:)` with the view, is added, then hears `didMove(to:)`.
    public func addInteraction(_ interaction: UIInteraction) {
        let entry = UIEntry("-[UIView addInteraction:]", self); defer { entry.end() }
        guard !(viewExtras?.interactions ?? []).contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        madeViewExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view: it hears `willMove(to: nil)`, is removed, then
    /// `didMove(to: nil)`.
    public func removeInteraction(_ interaction: UIInteraction) {
        let entry = UIEntry("-[UIView removeInteraction:]", self); defer { entry.end() }
        guard let index = viewExtras?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        viewExtras?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: Motion effects

    /// The motion effects on the view.
    public var motionEffects: [UIMotionEffect] {
        get { let entry = UIEntry("-[UIView motionEffects]", self); defer { entry.end() }; return viewExtras?.motionEffects ?? [] }
        set {
            let entry = UIEntry("-[UIView setMotionEffects:]", self); defer { entry.end() }
            madeViewExtras.motionEffects = newValue
            applyMotionEffects()
        }
    }

    /// Adds a motion effect: the view's key paths take the effect's values for the simulation's
    /// viewer offset (zero: the device lies still, so they take the middle of their ranges).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        let entry = UIEntry("-[UIView addMotionEffect:]", self); defer { entry.end() }
        guard !(viewExtras?.motionEffects ?? []).contains(where: { $0 === effect }) else { return }
        madeViewExtras.motionEffects.append(effect)
        applyMotionEffects()
    }

    /// Removes a motion effect (its key paths keep the values it last gave them).
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        let entry = UIEntry("-[UIView removeMotionEffect:]", self); defer { entry.end() }
        viewExtras?.motionEffects.removeAll { $0 === effect }
    }

    /// Sets each effect's key paths for a viewer offset of zero (the device held still).
    func applyMotionEffects(viewerOffset: UIOffset = .zero) {
        for effect in viewExtras?.motionEffects ?? [] {
            for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                applyRelativeValue(value, at: keyPath)
            }
        }
    }

    /// Adds a relative value to the view's `center.x`, `center.y` or a layer key path.
    private func applyRelativeValue(_ value: Any, at keyPath: String) {
        guard let delta = AnimationValue.scalar(value) else { return }
        let base = viewExtras?.motionBase[keyPath] ?? currentValue(at: keyPath)
        madeViewExtras.motionBase[keyPath] = base
        switch keyPath {
        case "center.x": center.x = base + CGFloat(delta)
        case "center.y": center.y = base + CGFloat(delta)
        default:
            if keyPath.hasPrefix("layer.") { layer.setValue(base + CGFloat(delta), forKeyPath: String(keyPath.dropFirst(6))) }
        }
    }

    private func currentValue(at keyPath: String) -> CGFloat {
        switch keyPath {
        case "center.x": return center.x
        case "center.y": return center.y
        default:
            guard keyPath.hasPrefix("layer."), let v = layer.value(forKeyPath: String(keyPath.dropFirst(6))).flatMap(AnimationValue.scalar) else { return 0 }
            return CGFloat(v)
        }
    }
}

/// An effect that moves a view's properties as the device tilts (`UIMotionEffect`): subclasses
/// answer `keyPathsAndRelativeValues(forViewerOffset:)`.
open class UIMotionEffect: @unchecked Sendable {
    /// An effect.
    public init() {}

    /// An effect from an archive.
    public required init?(coder: NSCoder) {}

    /// The key paths to change and the values to add to them for the viewer's offset (each of
    /// -1…1 across the device's tilt); nil for none (the base effect changes nothing).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that moves one key path between two values as the device tilts along one
/// axis (`UIInterpolatingMotionEffect`).
open class UIInterpolatingMotionEffect: UIMotionEffect, @unchecked Sendable {
    /// The axis of tilt the effect follows.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The key path changed (`"center.x"`, `"layer.shadowOffset.width"` …).
    public let keyPath: String
    /// The axis followed.
    public let type: EffectType
    /// The value added at one end of the tilt.
    open var minimumRelativeValue: Any?
    /// The value added at the other.
    open var maximumRelativeValue: Any?

    /// An effect on `keyPath` along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// An effect from an archive (on no key path).
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value between the minimum and maximum as the offset goes from -1 to 1.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = minimumRelativeValue.flatMap(AnimationValue.scalar), let high = maximumRelativeValue.flatMap(AnimationValue.scalar) else {
            return nil
        }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = (min(1, max(-1, offset)) + 1) / 2
        return [keyPath: CGFloat(low + (high - low) * t)]
    }
}

/// Motion effects applied together (`UIMotionEffectGroup`).
open class UIMotionEffectGroup: UIMotionEffect, @unchecked Sendable {
    /// The effects.
    open var motionEffects: [UIMotionEffect]?

    /// The values of all the effects (later ones win on a shared key path).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var values: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { values[key] = value }
        }
        return values.isEmpty ? nil : values
    }
}
