import Foundation

/// Values given to animations (`fromValue`, `values` …) as numbers, and back.
enum AnimationValue {
    /// `value` as the vector of `keyPath`'s part, or nil when it is not a value of that type
    /// (an `NSNumber` or a Swift number for a scalar, a `CGPoint` or `CGSize` for a point or size,
    /// a `CGRect`, a `CGColor`, a `CATransform3D` or `CGAffineTransform`, or an `NSValue` of one).
    static func vector(_ value: Any?, for keyPath: AnimatedKeyPath) -> AnimationVector? {
        guard let value else { return nil }
        var v = AnimationVector()
        if keyPath.property == .colors { return (value as? [Any]).flatMap(colors) }
        if keyPath.property == .locations { return (value as? [Any]).flatMap(numbers) }
        switch keyPath.part {
        case .transform(let component):
            if component.width == 2 {
                guard let pair = pair(value) else { return nil }
                (v[0], v[1]) = pair
            } else {
                guard let number = scalar(value) else { return nil }
                v[0] = number
            }
            return v
        case .slice(let offset, let count):
            if keyPath.isTransform && count == 16 { return transform(value) }
            if keyPath.isColor {
                guard let color = value as? CGColor else { return nil }
                return vector(color)
            }
            switch count {
            case 1:
                guard let number = scalar(value) else { return nil }
                v[0] = number
            case 2:
                guard let pair = pair(value) else { return nil }
                (v[0], v[1]) = pair
            case 4 where (keyPath.property == .bounds || keyPath.property == .contentsRect || keyPath.property == .contentsCenter
                          || keyPath.custom?.kind == .rect) && offset == 0:
                guard let rect = rect(value) else { return nil }
                v = vector(rect)
            default:
                return nil
            }
            return v
        }
    }

    /// Up to four colours, four lanes each (nil: not all colours).
    static func colors(_ list: [Any]) -> AnimationVector? {
        var v = AnimationVector()
        for (i, item) in list.prefix(4).enumerated() {
            guard let color = item as? CGColor else { return nil }
            let c = vector(color)
            for lane in 0..<4 { v[i * 4 + lane] = c[lane] }
        }
        return v
    }

    /// Up to sixteen numbers (nil: not all numbers).
    static func numbers(_ list: [Any]) -> AnimationVector? {
        var v = AnimationVector()
        for (i, item) in list.prefix(16).enumerated() {
            guard let n = scalar(item) else { return nil }
            v[i] = n
        }
        return v
    }

    static func scalar(_ value: Any) -> Double? {
        switch value {
        case let d as Double: d
        case let c as CGFloat: Double(c)
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }

    static func pair(_ value: Any) -> (Double, Double)? {
        switch value {
        case let p as CGPoint: (Double(p.x), Double(p.y))
        case let s as CGSize: (Double(s.width), Double(s.height))
        case let n as NSValue where type(of: n).isValue(n, "Point"): (Double(n.pointValue.x), Double(n.pointValue.y))
        case let n as NSValue where type(of: n).isValue(n, "Size"): (Double(n.sizeValue.width), Double(n.sizeValue.height))
        default: nil
        }
    }

    static func rect(_ value: Any) -> CGRect? {
        switch value {
        case let r as CGRect: r
        case let n as NSValue where type(of: n).isValue(n, "Rect"): n.rectValue
        default: nil
        }
    }

    static func transform(_ value: Any) -> AnimationVector? {
        switch value {
        case let t as CATransform3D: vector(t)
        case let a as CGAffineTransform: vector(CATransform3DMakeAffineTransform(a))
        default: nil
        }
    }

    // MARK: - Conversions

    static func vector(_ point: CGPoint) -> AnimationVector {
        var v = AnimationVector()
        (v[0], v[1]) = (Double(point.x), Double(point.y))
        return v
    }

    static func vector(_ size: CGSize) -> AnimationVector {
        var v = AnimationVector()
        (v[0], v[1]) = (Double(size.width), Double(size.height))
        return v
    }

    static func vector(_ rect: CGRect) -> AnimationVector {
        var v = AnimationVector()
        (v[0], v[1], v[2], v[3]) = (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
        return v
    }

    static func vector(_ scalar: Double) -> AnimationVector {
        var v = AnimationVector()
        v[0] = scalar
        return v
    }

    /// A colour's red, green, blue and alpha (a missing colour is clear: all zero).
    static func vector(_ color: CGColor?) -> AnimationVector {
        var v = AnimationVector()
        guard let color, let c = color.components else { return v }
        if c.count >= 4 {
            (v[0], v[1], v[2], v[3]) = (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        } else if c.count >= 2 {
            (v[0], v[1], v[2], v[3]) = (Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1]))
        }
        return v
    }

    static func vector(_ t: CATransform3D) -> AnimationVector {
        AnimationVector(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
                        Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
                        Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
                        Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    }

    static func point(_ v: AnimationVector) -> CGPoint { CGPoint(x: v[0], y: v[1]) }
    static func size(_ v: AnimationVector) -> CGSize { CGSize(width: v[0], height: v[1]) }
    static func rect(_ v: AnimationVector) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }

    static func color(_ v: AnimationVector) -> CGColor {
        func unit(_ x: Double) -> CGFloat { CGFloat(min(1, max(0, x))) }
        return CGColor(red: unit(v[0]), green: unit(v[1]), blue: unit(v[2]), alpha: unit(v[3]))
    }

    static func transform(_ v: AnimationVector) -> CATransform3D {
        CATransform3D(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }
}

/// Transforms as sixteen-lane vectors (row by row, points as row vectors, as `CATransform3D`):
/// products, and the decomposition Core Animation interpolates transforms by — translation,
/// rotation, scale and shear rather than the matrix entries, so a rotation turns instead of
/// shrinking through the middle.
enum TransformMath {
    static let identity = AnimationValue.vector(CATransform3DIdentity)

    /// `a` then `b` (`CATransform3DConcat(a, b)`).
    static func concat(_ a: AnimationVector, _ b: AnimationVector) -> AnimationVector {
        var r = AnimationVector()
        for i in 0..<4 {
            for j in 0..<4 {
                r[i * 4 + j] = a[i * 4] * b[j] + a[i * 4 + 1] * b[4 + j] + a[i * 4 + 2] * b[8 + j] + a[i * 4 + 3] * b[12 + j]
            }
        }
        return r
    }

    /// Whether the matrix is a 2-D affine transform (no z, no perspective).
    static func isAffine(_ m: AnimationVector) -> Bool {
        m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0 && m[10] == 1 && m[11] == 0
            && m[14] == 0 && m[15] == 1
    }

    /// A 2-D affine transform's parts: it scales (x, then y), shears, rotates, then translates.
    struct Decomposed {
        var translationX: Double, translationY: Double
        var scaleX: Double, scaleY: Double
        var shear: Double
        var angle: Double
    }

    /// The parts of the affine part of `m` (`a b c d` in m11 m12 m21 m22, `tx ty` in m41 m42).
    static func decompose(_ m: AnimationVector) -> Decomposed {
        let (a, b, c, d) = (m[0], m[1], m[4], m[5])
        var scaleX = (a * a + b * b).squareRoot()
        var r1 = scaleX > 0 ? (a / scaleX, b / scaleX) : (1.0, 0.0)
        if a * d - b * c < 0 {
            // A reflection: carried by a negative x scale, so the rest is a rotation.
            scaleX = -scaleX
            r1 = (-r1.0, -r1.1)
        }
        var shear = r1.0 * c + r1.1 * d
        let row2 = (c - shear * r1.0, d - shear * r1.1)
        let scaleY = (row2.0 * row2.0 + row2.1 * row2.1).squareRoot()
        if scaleY > 0 { shear /= scaleY }
        return Decomposed(translationX: m[12], translationY: m[13], scaleX: scaleX, scaleY: scaleY, shear: shear,
                          angle: atan2(r1.1, r1.0))
    }

    /// `m` with its affine part replaced by the recomposed `parts` (its z and perspective kept).
    static func recompose(_ parts: Decomposed, into m: AnimationVector) -> AnimationVector {
        let (cosine, sine) = (cos(parts.angle), sin(parts.angle))
        var r = m
        r[0] = parts.scaleX * cosine
        r[1] = parts.scaleX * sine
        r[4] = parts.scaleY * (-sine + parts.shear * cosine)
        r[5] = parts.scaleY * (cosine + parts.shear * sine)
        r[12] = parts.translationX
        r[13] = parts.translationY
        return r
    }

    /// The transform `fraction` of the way from `a` to `b`: 2-D transforms through their parts,
    /// others entry by entry.
    static func interpolate(_ a: AnimationVector, _ b: AnimationVector, _ fraction: Double) -> AnimationVector {
        guard isAffine(a), isAffine(b) else { return a + (b - a) * fraction }
        let x = decompose(a), y = decompose(b)
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * fraction }
        let parts = Decomposed(translationX: mix(x.translationX, y.translationX), translationY: mix(x.translationY, y.translationY),
                               scaleX: mix(x.scaleX, y.scaleX), scaleY: mix(x.scaleY, y.scaleY), shear: mix(x.shear, y.shear),
                               angle: mix(x.angle, y.angle))
        return recompose(parts, into: identity)
    }

    /// The value of a component (`transform.rotation.z`, `transform.scale.x` …) of `m`.
    static func component(_ component: TransformComponent, of m: AnimationVector) -> AnimationVector {
        let parts = decompose(m)
        var v = AnimationVector()
        switch component {
        case .rotationZ: v[0] = parts.angle
        case .rotationX: v[0] = atan2(m[6], m[10])
        case .rotationY: v[0] = atan2(-m[2], (m[6] * m[6] + m[10] * m[10]).squareRoot())
        case .scale: v[0] = (parts.scaleX + parts.scaleY) / 2
        case .scaleX: v[0] = parts.scaleX
        case .scaleY: v[0] = parts.scaleY
        case .scaleZ: v[0] = m[10]
        case .translation: (v[0], v[1]) = (m[12], m[13])
        case .translationX: v[0] = m[12]
        case .translationY: v[0] = m[13]
        case .translationZ: v[0] = m[14]
        }
        return v
    }

    /// `m` with a component set to `value`.
    static func setting(_ component: TransformComponent, to value: AnimationVector, in m: AnimationVector) -> AnimationVector {
        var parts = decompose(m)
        switch component {
        case .rotationZ: parts.angle = value[0]
        case .scale: (parts.scaleX, parts.scaleY) = (value[0], value[0])
        case .scaleX: parts.scaleX = value[0]
        case .scaleY: parts.scaleY = value[0]
        case .translation: (parts.translationX, parts.translationY) = (value[0], value[1])
        case .translationX: parts.translationX = value[0]
        case .translationY: parts.translationY = value[0]
        case .scaleZ:
            var r = m
            r[10] = value[0]
            return r
        case .translationZ:
            var r = m
            r[14] = value[0]
            return r
        case .rotationX, .rotationY:
            // Turn by the difference from the current angle about that axis, before `m`.
            let delta = value[0] - self.component(component, of: m)[0]
            let axis: (CGFloat, CGFloat) = component == .rotationX ? (1, 0) : (0, 1)
            let turn = AnimationValue.vector(CATransform3DMakeRotation(CGFloat(delta), axis.0, axis.1, 0))
            return concat(turn, m)
        }
        return recompose(parts, into: m)
    }
}

extension NSValue {
    /// Whether the value boxes a Core Graphics structure whose type name contains `kind`
    /// ("Point", "Size", "Rect").
    static func isValue(_ value: NSValue, _ kind: String) -> Bool {
        String(cString: value.objCType).contains(kind)
    }
}
