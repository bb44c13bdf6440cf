import Foundation

/// A kind of particle an emitter layer emits (`CAEmitterCell`): how many a second, how long
/// they live, where they head and how fast, how they grow, turn and change colour, and the image
/// they show. Each value has a range: a particle's value is drawn within ± the range. Angles are
/// in radians, in the layer's coordinates (longitude 0 heads along +x, π/2 along +y: down).
open class CAEmitterCell: CAMediaTiming, @unchecked Sendable {
    /// The cell's name (for `emitterCells.<name>.<key>` key paths).
    open var name: String?
    /// Whether the cell emits (true by default).
    open var isEnabled = true
    /// Particles made a second (0 by default), times the layer's rate.
    open var birthRate: Float = 0
    /// Seconds a particle lives (0 by default), times the layer's lifetime.
    open var lifetime: Float = 0
    /// How much a particle's lifetime may differ from `lifetime`.
    open var lifetimeRange: Float = 0
    /// The angle from the x-y plane particles head at (kept: particles move in the plane).
    open var emissionLatitude: CGFloat = 0
    /// The angle in the x-y plane particles head at.
    open var emissionLongitude: CGFloat = 0
    /// How much the heading may differ from `emissionLongitude`.
    open var emissionRange: CGFloat = 0
    /// Points a second particles move at, times the layer's velocity.
    open var velocity: CGFloat = 0
    /// How much the speed may differ from `velocity`.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points a second per second.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (positive: down).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (kept).
    open var zAcceleration: CGFloat = 0
    /// The particles' scale (1 by default), times the layer's.
    open var scale: CGFloat = 1
    /// How much the scale may differ from `scale`.
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes, a second.
    open var scaleSpeed: CGFloat = 0
    /// Radians a second particles turn, times the layer's spin.
    open var spin: CGFloat = 0
    /// How much the spin may differ from `spin`.
    open var spinRange: CGFloat = 0
    /// The colour the image is tinted with (opaque white by default: no tint).
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    /// How much each colour component may differ.
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// How fast each colour component changes, a second.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`).
    open var contents: Any?
    /// The part of the image shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's pixels per point (1 by default).
    open var contentsScale: CGFloat = 1
    /// How the image is sampled when drawn smaller or larger (`"linear"` by default).
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    open var minificationFilterBias: Float = 0
    /// Cells the particles themselves emit (kept; not emitted).
    open var emitterCells: [CAEmitterCell]?
    /// Default values by key.
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: the cell's emission over time (kept).
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    private var values: [String: Any] = [:]

    /// A cell with Core Animation's defaults (`+emitterCell`).
    public init() {}

    /// The value a key has until it is set (Core Animation's defaults for the cell's keys).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "enabled": true
        case "scale", "contentsScale": CGFloat(1)
        case "color": CGColor(gray: 1, alpha: 1)
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "speed": Float(1)
        default: nil
        }
    }

    /// Whether an archive of the cell keeps `key`'s value (true).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of a property by key (`"birthRate"`, `"velocity"` …), else one kept for the key.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "enabled": return isEnabled
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "lifetimeRange": return lifetimeRange
        case "emissionLatitude": return emissionLatitude
        case "emissionLongitude": return emissionLongitude
        case "emissionRange": return emissionRange
        case "velocity": return velocity
        case "velocityRange": return velocityRange
        case "xAcceleration": return xAcceleration
        case "yAcceleration": return yAcceleration
        case "zAcceleration": return zAcceleration
        case "scale": return scale
        case "scaleRange": return scaleRange
        case "scaleSpeed": return scaleSpeed
        case "spin": return spin
        case "spinRange": return spinRange
        case "color": return color
        case "contents": return contents
        case "emitterCells": return emitterCells
        default: return values[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a property by key (a number for the numeric ones), else keeps the value.
    open func setValue(_ value: Any?, forKey key: String) {
        let n = value.flatMap(AnimationValue.scalar)
        switch key {
        case "name": name = value as? String
        case "enabled": isEnabled = (value as? Bool) ?? (n.map { $0 != 0 } ?? isEnabled)
        case "birthRate": if let n { birthRate = Float(n) }
        case "lifetime": if let n { lifetime = Float(n) }
        case "lifetimeRange": if let n { lifetimeRange = Float(n) }
        case "emissionLatitude": if let n { emissionLatitude = CGFloat(n) }
        case "emissionLongitude": if let n { emissionLongitude = CGFloat(n) }
        case "emissionRange": if let n { emissionRange = CGFloat(n) }
        case "velocity": if let n { velocity = CGFloat(n) }
        case "velocityRange": if let n { velocityRange = CGFloat(n) }
        case "xAcceleration": if let n { xAcceleration = CGFloat(n) }
        case "yAcceleration": if let n { yAcceleration = CGFloat(n) }
        case "zAcceleration": if let n { zAcceleration = CGFloat(n) }
        case "scale": if let n { scale = CGFloat(n) }
        case "scaleRange": if let n { scaleRange = CGFloat(n) }
        case "scaleSpeed": if let n { scaleSpeed = CGFloat(n) }
        case "spin": if let n { spin = CGFloat(n) }
        case "spinRange": if let n { spinRange = CGFloat(n) }
        case "color": if value == nil { color = nil } else if let c = value as? CGColor { color = c }
        case "contents": contents = value
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        default: values[key] = value
        }
    }
}
