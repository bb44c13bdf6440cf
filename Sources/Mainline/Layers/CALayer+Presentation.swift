import Foundation
import ThreadChecker

/// The presentation: what the layer shows at the simulation's current time — its model values
/// with its animations applied in the order they were added (an additive animation adds to the
/// value underneath it, any other replaces it).
extension CALayer {
    /// A copy of the layer as it appears on screen now (Apple: "a copy of the presentation layer
    /// object that represents the state of the layer as it currently appears onscreen"): its
    /// animatable properties — position, bounds (so frame and a view's center), opacity,
    /// transform, background colour, corner radius, border, shadow, and a shape, text or gradient
    /// layer's own — follow their animations' curves at the simulation's current time; the rest
    /// are the model's. `model()` of the copy is this layer.
    ///
    /// Core Animation makes the copy with `init(layer:)`. Swift can only call a `required`
    /// initializer on a class chosen at run time, so a layer class of the app's own is copied
    /// with its `init(layer:)` when code adapted by `mainline-adapt` (which names the class in
    /// an override of `mainlinePresentationCopy()`), and otherwise through its `init?(coder:)`
    /// (as a view's `layerClass` is made): it starts from this layer's Core Animation values
    /// and keyed values, and its own stored properties have their initial values. One whose
    /// `init?(coder:)` returns nil has no presentation copy (nil).
    public func presentation() -> Self? {
        var copy: Self?
        withAnimationTurn {
            let context = animationContext
            copy = makePresentationCopy()
            guard let copy else { return }
            copy.modelLayer = self
            guard let store = animationStore, !store.isEmpty else { return }
            let now = context.loop.clock.mediaTime
            for property in AnimatedProperty.allCases where property != .custom && store.animates(property) {
                copy.setPresentationValue(presentationValue(of: property, at: now), of: property)
            }
            applyCustomPresentationValues(to: copy, at: now)
        }
        return copy
    }

    /// The layer a presentation copy shows (itself for a model layer).
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The copy `presentation()` fills in: Core Animation's classes through `init(layer:)`, the
    /// app's own through the adapter's `mainlinePresentationCopy()` or else `init?(coder:)`.
    private func makePresentationCopy() -> Self? {
        if let make = Self.presentationMakers[ObjectIdentifier(type(of: self))] { return make(self) as? Self }
        if let copy = mainlinePresentationCopy() as? Self, type(of: copy) == type(of: self) { return copy }
        return type(of: self).init(coder: PresentationArchive(model: self))
    }

    private static let presentationMakers: [ObjectIdentifier: (CALayer) -> CALayer] = [
        ObjectIdentifier(CALayer.self): { CALayer(layer: $0) },
        ObjectIdentifier(CAShapeLayer.self): { CAShapeLayer(layer: $0) },
        ObjectIdentifier(CAGradientLayer.self): { CAGradientLayer(layer: $0) },
        ObjectIdentifier(CATextLayer.self): { CATextLayer(layer: $0) },
        ObjectIdentifier(CAReplicatorLayer.self): { CAReplicatorLayer(layer: $0) },
        ObjectIdentifier(CAScrollLayer.self): { CAScrollLayer(layer: $0) },
        ObjectIdentifier(CAEmitterLayer.self): { CAEmitterLayer(layer: $0) },
    ]

    // MARK: - Evaluation

    /// The value of `property` as shown at `now` (simulation seconds): the model value with the
    /// layer's animations of it applied. Allocates nothing.
    func presentationValue(of property: AnimatedProperty, at now: Double) -> AnimationVector {
        presentationValue(of: property, model: modelVector(of: property), at: now)
    }

    /// The value of `property` shown at `now` (absolute time) if its model value were `model`.
    /// Animations run on the layer's local time (`convertTime(_:from: nil)`), except those a
    /// property animator drives, which follow the animator.
    func presentationValue(of property: AnimatedProperty, model: AnimationVector, at now: Double) -> AnimationVector {
        guard let store = animationStore else { return model }
        var value = model
        let local = hasTimingInChain ? localTime(now) : now
        for entry in store.entries {
            for track in entry.tracks where track.keyPath.property == property {
                let underlying = track.keyPath.extract(from: value)
                if let v = track.value(at: track.driver == nil ? local : now, underlying: underlying, uncommittedBegin: local) {
                    value = track.keyPath.insert(v, into: value)
                }
            }
        }
        return value
    }

    /// The model value of `property` as a vector (a view's layer: its view's values).
    func modelVector(of property: AnimatedProperty) -> AnimationVector {
        let view = hostView
        switch property {
        case .position: return AnimationValue.vector(view?.storedCenter ?? ownPosition)
        case .bounds: return AnimationValue.vector(view?.storedBounds ?? ownBounds)
        case .anchorPoint: return AnimationValue.vector(anchorPoint)
        case .opacity: return AnimationValue.vector(view.map { Double($0.storedAlpha) } ?? Double(ownOpacity))
        case .transform:
            return AnimationValue.vector(view.map { $0.storedLayerTransform ?? CATransform3DIdentity } ?? ownTransform)
        case .sublayerTransform: return AnimationValue.vector(sublayerTransformBox?.value ?? CATransform3DIdentity)
        case .zPosition: return AnimationValue.vector(Double(zPosition))
        case .backgroundColor: return AnimationValue.vector(view.map { $0.storedBackgroundColor?.cgColor } ?? ownBackgroundColor)
        case .cornerRadius: return AnimationValue.vector(Double(cornerRadius))
        case .borderWidth: return AnimationValue.vector(Double(borderWidth))
        case .borderColor: return AnimationValue.vector(borderColor)
        case .shadowOpacity: return AnimationValue.vector(Double(shadowOpacity))
        case .shadowRadius: return AnimationValue.vector(Double(shadowRadius))
        case .shadowOffset: return AnimationValue.vector(shadowOffset)
        case .shadowColor: return AnimationValue.vector(shadowColor)
        case .strokeStart: return AnimationValue.vector(Double((self as? CAShapeLayer)?.strokeStart ?? 0))
        case .strokeEnd: return AnimationValue.vector(Double((self as? CAShapeLayer)?.strokeEnd ?? 1))
        case .lineWidth: return AnimationValue.vector(Double((self as? CAShapeLayer)?.lineWidth ?? 1))
        case .miterLimit: return AnimationValue.vector(Double((self as? CAShapeLayer)?.miterLimit ?? 10))
        case .lineDashPhase: return AnimationValue.vector(Double((self as? CAShapeLayer)?.lineDashPhase ?? 0))
        case .fillColor: return AnimationValue.vector((self as? CAShapeLayer)?.fillColor)
        case .strokeColor: return AnimationValue.vector((self as? CAShapeLayer)?.strokeColor)
        case .fontSize: return AnimationValue.vector(Double((self as? CATextLayer)?.fontSize ?? 36))
        case .foregroundColor: return AnimationValue.vector((self as? CATextLayer)?.foregroundColor)
        case .startPoint: return AnimationValue.vector((self as? CAGradientLayer)?.startPoint ?? CGPoint(x: 0.5, y: 0))
        case .endPoint: return AnimationValue.vector((self as? CAGradientLayer)?.endPoint ?? CGPoint(x: 0.5, y: 1))
        case .contentsRect: return AnimationValue.vector(contentsRect)
        case .contentsCenter: return AnimationValue.vector(contentsCenter)
        case .anchorPointZ: return AnimationValue.vector(Double(anchorPointZ))
        case .colors: return AnimationValue.colors((self as? CAGradientLayer)?.colors ?? []) ?? AnimationVector()
        case .locations: return AnimationValue.numbers((self as? CAGradientLayer)?.effectiveLocations ?? []) ?? AnimationVector()
        case .emitterPosition: return AnimationValue.vector((self as? CAEmitterLayer)?.emitterPosition ?? .zero)
        case .emitterSize: return AnimationValue.vector((self as? CAEmitterLayer)?.emitterSize ?? .zero)
        case .emitterZPosition: return AnimationValue.vector(Double((self as? CAEmitterLayer)?.emitterZPosition ?? 0))
        case .emitterDepth: return AnimationValue.vector(Double((self as? CAEmitterLayer)?.emitterDepth ?? 0))
        case .custom: return AnimationVector()
        }
    }

    /// Sets the model value of `property` as the app would (a view's layer through its view),
    /// without animating the change: what a property animator finishing at its start or where it
    /// is does.
    func setModelVector(_ v: AnimationVector, of property: AnimatedProperty, in context: SimulationContext) {
        context.commit.animation.actionsSuppressed += 1
        defer { context.commit.animation.actionsSuppressed -= 1 }
        let scope = ViewAnimationScope(kind: .disabled, duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)),
                                       group: nil)
        scope.run(in: context) {
            if let view = hostView {
                switch property {
                case .position: view.center = AnimationValue.point(v)
                case .bounds: view.bounds = AnimationValue.rect(v)
                case .opacity: view.alpha = CGFloat(v[0])
                case .transform: view.setLayerTransform(AnimationValue.transform(v))
                case .backgroundColor: view.backgroundColor = UIColor(cgColor: AnimationValue.color(v))
                default: setOwnModelVector(v, of: property)
                }
            } else {
                setOwnModelVector(v, of: property)
            }
        }
    }

    private func setOwnModelVector(_ v: AnimationVector, of property: AnimatedProperty) {
        switch property {
        case .position: position = AnimationValue.point(v)
        case .bounds: bounds = AnimationValue.rect(v)
        case .opacity: opacity = Float(v[0])
        case .transform: transform = AnimationValue.transform(v)
        case .backgroundColor: backgroundColor = AnimationValue.color(v)
        default: setPresentationValue(v, of: property)
        }
    }

    /// Sets a presentation copy's value of `property` (its own storage: nothing is invalidated).
    private func setPresentationValue(_ v: AnimationVector, of property: AnimatedProperty) {
        func number(_ v: AnimationVector) -> CGFloat { CGFloat(v[0]) }
        switch property {
        case .position: ownPosition = AnimationValue.point(v)
        case .bounds: ownBounds = AnimationValue.rect(v)
        case .anchorPoint: anchorPoint = AnimationValue.point(v)
        case .opacity: ownOpacity = Float(v[0])
        case .transform: ownTransform = AnimationValue.transform(v)
        case .sublayerTransform: sublayerTransform = AnimationValue.transform(v)
        case .zPosition: zPosition = number(v)
        case .backgroundColor: ownBackgroundColor = AnimationValue.color(v)
        case .cornerRadius: cornerRadius = number(v)
        case .borderWidth: borderWidth = number(v)
        case .borderColor: borderColor = AnimationValue.color(v)
        case .shadowOpacity: shadowOpacity = Float(v[0])
        case .shadowRadius: shadowRadius = number(v)
        case .shadowOffset: shadowOffset = AnimationValue.size(v)
        case .shadowColor: shadowColor = AnimationValue.color(v)
        case .strokeStart: (self as? CAShapeLayer)?.strokeStart = number(v)
        case .strokeEnd: (self as? CAShapeLayer)?.strokeEnd = number(v)
        case .lineWidth: (self as? CAShapeLayer)?.lineWidth = number(v)
        case .miterLimit: (self as? CAShapeLayer)?.miterLimit = number(v)
        case .lineDashPhase: (self as? CAShapeLayer)?.lineDashPhase = number(v)
        case .fillColor: (self as? CAShapeLayer)?.fillColor = AnimationValue.color(v)
        case .strokeColor: (self as? CAShapeLayer)?.strokeColor = AnimationValue.color(v)
        case .fontSize: (self as? CATextLayer)?.fontSize = number(v)
        case .foregroundColor: (self as? CATextLayer)?.foregroundColor = AnimationValue.color(v)
        case .startPoint: (self as? CAGradientLayer)?.startPoint = AnimationValue.point(v)
        case .endPoint: (self as? CAGradientLayer)?.endPoint = AnimationValue.point(v)
        case .contentsRect: madeExtras.contentsRect = AnimationValue.rect(v)
        case .contentsCenter: madeExtras.contentsCenter = AnimationValue.rect(v)
        case .anchorPointZ: madeExtras.anchorPointZ = number(v)
        case .emitterPosition: (self as? CAEmitterLayer)?.emitterPosition = AnimationValue.point(v)
        case .emitterSize: (self as? CAEmitterLayer)?.emitterSize = AnimationValue.size(v)
        case .emitterZPosition: (self as? CAEmitterLayer)?.emitterZPosition = number(v)
        case .emitterDepth: (self as? CAEmitterLayer)?.emitterDepth = number(v)
        case .colors:
            guard let gradient = self as? CAGradientLayer, let count = gradient.colors?.count, count <= 4 else { break }
            gradient.colors = (0..<count).map { i in
                CGColor(red: CGFloat(v[i * 4]), green: CGFloat(v[i * 4 + 1]), blue: CGFloat(v[i * 4 + 2]), alpha: CGFloat(v[i * 4 + 3]))
            }
        case .locations:
            guard let gradient = self as? CAGradientLayer, gradient.locations != nil else { break }
            let count = min(16, gradient.locations?.count ?? 0)
            gradient.locations = (0..<count).map { NSNumber(value: v[$0]) }
        case .custom: break
        }
    }
}

/// A presentation copy's place in the presentation tree: the copy of its superlayer it was
/// reached from, and the copies of its sublayers (made once, when first asked for).
final class PresentationLinks {
    weak var parent: CALayer?
    var sublayers: [CALayer]?
}

extension CALayer {
    /// A presentation copy's sublayers: the presentation copies of its model layer's sublayers
    /// (a view's layer: its own sublayers' and its subviews' layers'), each showing its own
    /// animations at the same moment, whose superlayer is this copy.
    func presentationSublayers() -> [CALayer]? {
        guard let model = modelLayer else { return nil }
        let links = presentationLinks ?? PresentationLinks()
        presentationLinks = links
        if let made = links.sublayers { return made.isEmpty ? nil : made }
        let copies: [CALayer] = (model.sublayers ?? []).compactMap { sublayer in
            guard let copy = sublayer.presentation() else { return nil }
            let childLinks = copy.presentationLinks ?? PresentationLinks()
            childLinks.parent = self
            copy.presentationLinks = childLinks
            return copy
        }
        links.sublayers = copies
        return copies.isEmpty ? nil : copies
    }
}

/// The archive a presentation copy of a layer class of the app's own is made from: its model
/// layer, whose values `CALayer.init?(coder:)` copies.
final class PresentationArchive: EmptyLayerArchive {
    let model: CALayer
    init(model: CALayer) { self.model = model }
}
