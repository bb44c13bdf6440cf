import Foundation

/// A premultiplied colour: red, green, blue, alpha, each 0…1, colours multiplied by alpha.
typealias Premultiplied = SIMD4<Float>

/// Core Graphics' blend modes on premultiplied colours: the separable and non-separable modes
/// of the PDF and W3C compositing specifications (which Core Graphics follows), and the
/// Porter–Duff operators with Core Graphics' `plusDarker` and `plusLighter`.
enum Blending {
    /// `source` blended onto `destination` with `mode`, the whole pixel painted.
    @inline(__always)
    static func blend(_ s: Premultiplied, _ d: Premultiplied, _ mode: CGBlendMode) -> Premultiplied {
        let sa = s.w, da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return (s + d).replacing(with: 1, where: s + d .> 1)
        case .plusDarker:
            // R = max(0, 1 − ((1 − D) + (1 − S))), on colours over their alpha.
            let a = min(1, sa + da)
            var rgb = Premultiplied(repeating: a) - ((Premultiplied(repeating: da) - d) + (Premultiplied(repeating: sa) - s))
            rgb.replace(with: 0, where: rgb .< 0)
            return Premultiplied(rgb.x, rgb.y, rgb.z, a)
        case .hue, .saturation, .color, .luminosity:
            return nonSeparable(s, d, mode)
        default:
            return separable(s, d, mode)
        }
    }

    /// The separable modes: each colour channel blended alone (W3C Compositing, section 10.1).
    private static func separable(_ s: Premultiplied, _ d: Premultiplied, _ mode: CGBlendMode) -> Premultiplied {
        let sa = s.w, da = d.w
        var out = Premultiplied(0, 0, 0, sa + da - sa * da)
        for c in 0..<3 {
            let cs = sa > 0 ? s[c] / sa : 0, cb = da > 0 ? d[c] / da : 0
            let b = mix(cb, cs, mode)
            out[c] = s[c] * (1 - da) + d[c] * (1 - sa) + sa * da * b
        }
        return out
    }

    private static func mix(_ cb: Float, _ cs: Float, _ mode: CGBlendMode) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return mix(cs, cb, .hardLight)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? cb * 2 * cs : mix(cb, 2 * cs - 1, .screen)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    /// The non-separable modes: hue, saturation, colour and luminosity (W3C Compositing,
    /// section 10.2).
    private static func nonSeparable(_ s: Premultiplied, _ d: Premultiplied, _ mode: CGBlendMode) -> Premultiplied {
        let sa = s.w, da = d.w
        let cs = SIMD3<Float>(sa > 0 ? s.x / sa : 0, sa > 0 ? s.y / sa : 0, sa > 0 ? s.z / sa : 0)
        let cb = SIMD3<Float>(da > 0 ? d.x / da : 0, da > 0 ? d.y / da : 0, da > 0 ? d.z / da : 0)
        let b: SIMD3<Float>
        switch mode {
        case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: b = setLum(cs, lum(cb))
        default: b = setLum(cb, lum(cs))
        }
        let rgb = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + b * (sa * da)
        return Premultiplied(rgb.x, rgb.y, rgb.z, sa + da - sa * da)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var out = c
        if n < 0 { out = SIMD3(repeating: l) + (out - SIMD3(repeating: l)) * (l / (l - n)) }
        if x > 1 { out = SIMD3(repeating: l) + (out - SIMD3(repeating: l)) * ((1 - l) / (x - l)) }
        return out
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let mx = max(c.x, c.y, c.z), mn = min(c.x, c.y, c.z)
        guard mx > mn else { return .zero }
        return (c - SIMD3(repeating: mn)) * (s / (mx - mn))
    }
}
