import Foundation

/// The value of an animated property as numbers: a scalar in lane 0, a point or size in lanes
/// 0–1, a rectangle (x, y, width, height) or a colour (red, green, blue, alpha) in lanes 0–3, a
/// transform's sixteen entries row by row. A plain value type: evaluating animations allocates
/// nothing.
typealias AnimationVector = SIMD16<Double>

/// A layer property that animations change (Core Animation Programming Guide, "Animatable
/// Properties", and the properties its subclasses add).
enum AnimatedProperty: UInt8, CaseIterable, Sendable {
    case position, bounds, anchorPoint, opacity, transform, sublayerTransform, zPosition
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    case contentsRect, contentsCenter, anchorPointZ
    // CAEmitterLayer
    case emitterPosition, emitterSize, emitterZPosition, emitterDepth
    // CAShapeLayer
    case strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase, fillColor, strokeColor
    // CATextLayer
    case fontSize, foregroundColor
    // CAGradientLayer
    case startPoint, endPoint
    /// A gradient's colours (up to four, four lanes each) and locations (up to sixteen):
    /// interpolated entry by entry, as Core Animation interpolates arrays of the same length.
    case colors, locations
    /// A property of the app's own, animated through key-value coding (`AnimatedKeyPath.custom`
    /// names it and says what kind of value it holds).
    case custom

    /// How many lanes of an `AnimationVector` the whole value takes (a custom property's: see
    /// `AnimatedKeyPath.width`).
    var width: Int {
        switch self {
        case .position, .anchorPoint, .shadowOffset, .startPoint, .endPoint, .emitterPosition, .emitterSize: 2
        case .bounds, .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor, .contentsRect, .contentsCenter: 4
        case .transform, .sublayerTransform, .custom, .colors, .locations: 16
        default: 1
        }
    }

    /// Whether the value is a colour (its type in an animation is a `CGColor`).
    var isColor: Bool {
        switch self {
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: true
        default: false
        }
    }

    var isTransform: Bool { self == .transform || self == .sublayerTransform }

    /// Its name as a key path.
    var name: String {
        switch self {
        case .position: "position"
        case .bounds: "bounds"
        case .anchorPoint: "anchorPoint"
        case .opacity: "opacity"
        case .transform: "transform"
        case .sublayerTransform: "sublayerTransform"
        case .zPosition: "zPosition"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowColor: "shadowColor"
        case .strokeStart: "strokeStart"
        case .strokeEnd: "strokeEnd"
        case .lineWidth: "lineWidth"
        case .miterLimit: "miterLimit"
        case .lineDashPhase: "lineDashPhase"
        case .fillColor: "fillColor"
        case .strokeColor: "strokeColor"
        case .fontSize: "fontSize"
        case .foregroundColor: "foregroundColor"
        case .startPoint: "startPoint"
        case .endPoint: "endPoint"
        case .contentsRect: "contentsRect"
        case .contentsCenter: "contentsCenter"
        case .anchorPointZ: "anchorPointZ"
        case .emitterPosition: "emitterPosition"
        case .emitterSize: "emitterSize"
        case .emitterZPosition: "emitterZPosition"
        case .emitterDepth: "emitterDepth"
        case .colors: "colors"
        case .locations: "locations"
        case .custom: ""
        }
    }

    static let byName: [String: AnimatedProperty] = Dictionary(uniqueKeysWithValues: allCases.filter { $0 != .custom }.map { ($0.name, $0) })
}

/// A property of the app's own that a layer animates through key-value coding (Core Animation
/// animates any `@NSManaged` property of a layer subclass): its key and the kind of value it
/// holds, learnt from the animation's values.
struct CustomAnimatedKey: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case scalar, point, size, rect, color, transform

        var width: Int {
            switch self {
            case .scalar: 1
            case .point, .size: 2
            case .rect, .color: 4
            case .transform: 16
            }
        }

        /// The kind of `value` (nil: not a value Core Animation interpolates).
        init?(of value: Any) {
            switch value {
            case is CGColor: self = .color
            case is CATransform3D, is CGAffineTransform: self = .transform
            case is CGRect: self = .rect
            case is CGPoint: self = .point
            case is CGSize: self = .size
            case let n as NSValue where type(of: n).isValue(n, "Rect"): self = .rect
            case let n as NSValue where type(of: n).isValue(n, "Point"): self = .point
            case let n as NSValue where type(of: n).isValue(n, "Size"): self = .size
            default:
                guard AnimationValue.scalar(value) != nil else { return nil }
                self = .scalar
            }
        }
    }

    let key: String
    let kind: Kind
}

/// A component of a transform that a key path such as `transform.rotation.z` names (Core
/// Animation's key-value coding extensions for `CATransform3D`).
enum TransformComponent: UInt8, Sendable {
    case rotationX, rotationY, rotationZ, scale, scaleX, scaleY, scaleZ, translation, translationX, translationY, translationZ

    /// How many numbers the component's value has (`transform.translation` is a size).
    var width: Int { self == .translation ? 2 : 1 }
}

/// The part of a property an animation's key path addresses.
enum PropertyPart: Equatable, Sendable {
    /// Lanes `offset ..< offset + count` of the value (`position.x`, `bounds.size`; the whole
    /// value is the slice of all its lanes).
    case slice(offset: Int, count: Int)
    /// A component of a transform, by decomposition.
    case transform(TransformComponent)

    var width: Int {
        switch self {
        case .slice(_, let count): count
        case .transform(let component): component.width
        }
    }
}

/// A key path an animation can change, parsed once when the animation is added.
struct AnimatedKeyPath: Equatable, Sendable {
    let property: AnimatedProperty
    let part: PropertyPart
    /// For `.custom`: the key and the kind of its value.
    var custom: CustomAnimatedKey?

    /// How many lanes the property's whole value takes.
    var width: Int { custom?.kind.width ?? property.width }

    /// Whether the path names the property's whole value.
    var isWhole: Bool { part == .slice(offset: 0, count: width) }

    /// Whether the value is a colour.
    var isColor: Bool { property.isColor || custom?.kind == .color }

    /// Whether the value is a transform.
    var isTransform: Bool { property.isTransform || custom?.kind == .transform }

    /// A property of the app's own (`key`, with no dots) holding values of `kind`.
    init(custom key: String, kind: CustomAnimatedKey.Kind) {
        property = .custom
        part = .slice(offset: 0, count: kind.width)
        custom = CustomAnimatedKey(key: key, kind: kind)
    }

    /// The key path of a property of the app's own, its kind learnt from the first of `values`
    /// Core Animation could interpolate (nil: none, or a key path of several parts).
    init?(custom keyPath: String?, values: [Any?]) {
        guard let keyPath, !keyPath.isEmpty, !keyPath.contains("."),
              let kind = values.lazy.compactMap({ $0.flatMap(CustomAnimatedKey.Kind.init(of:)) }).first else { return nil }
        self.init(custom: keyPath, kind: kind)
    }

    /// The key path's property and part, or nil for a key path Mainline does not animate (the
    /// animation still runs its time; it changes no presentation value).
    init?(_ keyPath: String?) {
        guard let keyPath, !keyPath.isEmpty else { return nil }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let property = AnimatedProperty.byName[parts[0]] else { return nil }
        self.property = property
        let rest = parts.dropFirst().joined(separator: ".")
        if rest.isEmpty {
            part = .slice(offset: 0, count: property.width)
            return
        }
        switch (property, rest) {
        case (.position, "x"), (.anchorPoint, "x"), (.shadowOffset, "width"), (.startPoint, "x"), (.endPoint, "x"):
            part = .slice(offset: 0, count: 1)
        case (.position, "y"), (.anchorPoint, "y"), (.shadowOffset, "height"), (.startPoint, "y"), (.endPoint, "y"):
            part = .slice(offset: 1, count: 1)
        case (.bounds, "origin"): part = .slice(offset: 0, count: 2)
        case (.bounds, "origin.x"): part = .slice(offset: 0, count: 1)
        case (.bounds, "origin.y"): part = .slice(offset: 1, count: 1)
        case (.bounds, "size"): part = .slice(offset: 2, count: 2)
        case (.bounds, "size.width"): part = .slice(offset: 2, count: 1)
        case (.bounds, "size.height"): part = .slice(offset: 3, count: 1)
        case (.transform, _), (.sublayerTransform, _):
            let components: [String: TransformComponent] = [
                "rotation": .rotationZ, "rotation.z": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY,
                "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
                "translation": .translation, "translation.x": .translationX, "translation.y": .translationY,
                "translation.z": .translationZ,
            ]
            guard let component = components[rest] else { return nil }
            part = .transform(component)
        default:
            return nil
        }
    }

    init(_ property: AnimatedProperty, _ part: PropertyPart? = nil) {
        self.property = property
        self.part = part ?? .slice(offset: 0, count: property.width)
    }

    /// The part's value within the whole value `whole`.
    @inline(__always)
    func extract(from whole: AnimationVector) -> AnimationVector {
        switch part {
        case .slice(let offset, let count):
            if offset == 0 && count == width { return whole }
            var value = AnimationVector()
            for i in 0..<count { value[i] = whole[offset + i] }
            return value
        case .transform(let component):
            return TransformMath.component(component, of: whole)
        }
    }

    /// `whole` with the part set to `value`.
    @inline(__always)
    func insert(_ value: AnimationVector, into whole: AnimationVector) -> AnimationVector {
        switch part {
        case .slice(let offset, let count):
            if offset == 0 && count == width { return value }
            var result = whole
            for i in 0..<count { result[offset + i] = value[i] }
            return result
        case .transform(let component):
            return TransformMath.setting(component, to: value, in: whole)
        }
    }

    /// `base + delta` for the part (an additive animation's contribution): lanes add; for a
    /// whole transform the delta transform is applied before the base one (Core Animation
    /// concatenates additive transforms).
    @inline(__always)
    func add(_ delta: AnimationVector, to base: AnimationVector) -> AnimationVector {
        if case .slice(0, 16) = part, isTransform { return TransformMath.concat(delta, base) }
        return base + delta
    }
}
