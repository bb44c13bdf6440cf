import Foundation

/// A painting operation as the renderer replays it: paths in the context's base space, the
/// rest in user space with the state's transform, each with the graphics state then.
enum PaintOp {
    case fill(CGPath, CGPathFillRule, CGDrawingState)
    case stroke(CGPath, CGDrawingState)
    case clear(CGPath, CGDrawingState)
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions, CGDrawingState)
    case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: CGGradientDrawingOptions, CGDrawingState)
    /// An image in `rect` (user space); `topDown`: its first row at the rectangle's minimum y (as
    /// UIKit draws images), else at its maximum y (as Core Graphics does); `tiled`: repeated at
    /// `rect`'s size across the clip.
    case image(CGImage, rect: CGRect, topDown: Bool, tiled: Bool, alpha: CGFloat, blendMode: CGBlendMode, CGDrawingState)
    /// A transparency layer begins; the state is the one it is composited with.
    case beginLayer(CGDrawingState, rect: CGRect?)
    case endLayer
}

/// A part of the clip: a path (base space) filled with a rule, or an image's coverage mapped
/// onto a rectangle. Immutable; a clip is the list of parts intersected so far, and its last
/// part names it.
final class ClipItem {
    enum Kind {
        case path(CGPath, CGPathFillRule)
        /// `rect` in user space, `ctm` the user-to-base transform then; the image's first row at
        /// the rectangle's maximum y, as Core Graphics maps images.
        case mask(CGImage, rect: CGRect, ctm: CGAffineTransform)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
}

/// Renders a context's painting operations into pixels: each operation's shape is scan
/// converted into coverage, its paint (colour, gradient, image, layer) worked out per pixel,
/// its shadow cast, and the result composited through the clip with its blend mode and alpha.
final class RasterRenderer {
    let width: Int
    let height: Int
    /// Base space to device pixels (origin top left, y down).
    let baseToDevice: CGAffineTransform
    /// The buffers: the context's, then one per open transparency layer.
    private(set) var stack: [(buffer: PixelBuffer, state: CGDrawingState, rect: CGRect?)]
    /// How many of the context's operations have been rendered.
    var renderedCount = 0
    private var clipCache: [ObjectIdentifier: Coverage] = [:]

    init(width: Int, height: Int, baseToDevice: CGAffineTransform, initial: PixelBuffer? = nil) {
        self.width = width
        self.height = height
        self.baseToDevice = baseToDevice
        let base = initial ?? PixelBuffer(width: width, height: height)
        stack = [(base, CGDrawingState(clipBoundingBox: .zero, ctm: .identity), nil)]
    }

    /// The context's pixels (open layers not included).
    var pixels: PixelBuffer {
        get { stack[0].buffer }
        set { stack[0].buffer = newValue }
    }

    private var device: (x: Int, y: Int, width: Int, height: Int) { (0, 0, width, height) }

    // MARK: - Operations

    func render(_ op: PaintOp) {
        switch op {
        case .fill(let path, let rule, let state):
            let coverage = shapeCoverage(path, rule: rule, state: state)
            paint(coverage, with: state.fillColor, state: state)
        case .stroke(let path, let state):
            guard let outline = strokeOutline(path, state: state) else { return }
            let coverage = shapeCoverage(outline, rule: .winding, state: state)
            paint(coverage, with: state.strokeColor, state: state)
        case .clear(let path, let state):
            var cleared = state
            cleared.blendMode = .clear
            cleared.shadow = nil
            let coverage = shapeCoverage(path, rule: .winding, state: cleared)
            paint(coverage, color: .zero, state: cleared)
        case .linearGradient(let gradient, let start, let end, let options, let state):
            paintGradient(state: state) { p in
                let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
                let len2 = d.x * d.x + d.y * d.y
                guard len2 > 0 else { return nil }
                let t = ((p.x - start.x) * d.x + (p.y - start.y) * d.y) / len2
                return Self.gradientColor(gradient, t, options)
            }
        case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let options, let state):
            paintGradient(state: state) { p in
                Self.radialT(p, c0, r0, c1, r1, options).flatMap { Self.gradientColor(gradient, $0, options) }
            }
        case .image(let image, let rect, let topDown, let tiled, let alpha, let blendMode, let state):
            var s = state
            s.alpha *= alpha
            s.blendMode = blendMode
            paintImage(image, rect: rect, topDown: topDown, tiled: tiled, state: s)
        case .beginLayer(let state, let rect):
            stack.append((PixelBuffer(width: width, height: height), state, rect))
        case .endLayer:
            guard stack.count > 1, let layer = stack.popLast() else { return }
            compositeLayer(layer.buffer, state: layer.state, rect: layer.rect)
        }
    }

    // MARK: - Shapes

    /// A base-space path's coverage in device pixels, within the clip's box.
    private func shapeCoverage(_ path: CGPath, rule: CGPathFillRule, state: CGDrawingState) -> Coverage {
        let polygons = path.copy(using: baseToDevice).polylines(tolerance: 0.1).map(\.points)
        return Rasterizer.coverage(of: polygons, rule: rule, within: clipBox(state))
    }

    /// The outline of a base-space path stroked with the state's line: stroked in user space
    /// (where the line width is), dashed first, then brought back to base space.
    private func strokeOutline(_ path: CGPath, state: CGDrawingState) -> CGPath? {
        let ctm = state.ctm
        guard abs(ctm.a * ctm.d - ctm.b * ctm.c) > 1e-12 else { return nil }
        var user = path.copy(using: ctm.inverted())
        if state.lineDashLengths.contains(where: { $0 > 0 }) {
            user = CGPath.path(of: user.dashed(phase: state.lineDashPhase, lengths: state.lineDashLengths))
        }
        // Fine enough in device pixels: the tolerance scaled by how much user space is enlarged.
        let scale = max(1e-6, sqrt(abs((ctm.concatenating(baseToDevice)).a * (ctm.concatenating(baseToDevice)).d
                                      - (ctm.concatenating(baseToDevice)).b * (ctm.concatenating(baseToDevice)).c)))
        let width = state.lineWidth > 0 ? state.lineWidth : 1 / scale
        let polygons = user.strokePolygons(width: width, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit,
                                           tolerance: 0.1 / scale)
        return CGPath.path(ofPolygons: polygons).copy(using: ctm)
    }

    // MARK: - Clip

    /// The device box the clip allows (whole pixels).
    private func clipBox(_ state: CGDrawingState) -> (x: Int, y: Int, width: Int, height: Int) {
        let box = state.clipBoundingBox.applying(baseToDevice).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !box.isNull, !box.isEmpty else { return (0, 0, 0, 0) }
        let x0 = Int(floor(box.minX)), y0 = Int(floor(box.minY)), x1 = Int(ceil(box.maxX)), y1 = Int(ceil(box.maxY))
        return (x0, y0, x1 - x0, y1 - y0)
    }

    /// The clip's coverage over the device (nil: nothing clipped).
    private func clipCoverage(_ state: CGDrawingState) -> Coverage? {
        guard let last = state.clipStack.last else { return nil }
        if let cached = clipCache[ObjectIdentifier(last)] { return cached }
        var mask = Coverage(x: 0, y: 0, width: width, height: height, fill: 1)
        for item in state.clipStack {
            let part = itemCoverage(item)
            for py in 0..<height {
                for px in 0..<width where mask.values[py * width + px] > 0 {
                    mask.values[py * width + px] *= part.at(px, py)
                }
            }
        }
        if clipCache.count > 16 { clipCache.removeAll() }
        clipCache[ObjectIdentifier(last)] = mask
        return mask
    }

    private func itemCoverage(_ item: ClipItem) -> Coverage {
        switch item.kind {
        case .path(let path, let rule):
            let polygons = path.copy(using: baseToDevice).polylines(tolerance: 0.1).map(\.points)
            return Rasterizer.coverage(of: polygons, rule: rule, within: device)
        case .mask(let image, let rect, let ctm):
            let toDevice = ctm.concatenating(baseToDevice)
            let footprint = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                             CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(toDevice) }
            var coverage = Rasterizer.coverage(of: [footprint], rule: .winding, within: device)
            guard !coverage.isEmpty, image.width > 0, image.height > 0 else { return coverage }
            let samples = image.coverage(width: image.width, height: image.height)
            let inverse = toDevice.inverted()
            for cy in 0..<coverage.height {
                for cx in 0..<coverage.width where coverage.values[cy * coverage.width + cx] > 0 {
                    let user = CGPoint(x: CGFloat(coverage.x + cx) + 0.5, y: CGFloat(coverage.y + cy) + 0.5).applying(inverse)
                    let u = (user.x - rect.minX) / rect.width, v = (rect.maxY - user.y) / rect.height
                    let ix = min(image.width - 1, max(0, Int(floor(u * CGFloat(image.width)))))
                    let iy = min(image.height - 1, max(0, Int(floor(v * CGFloat(image.height)))))
                    coverage.values[cy * coverage.width + cx] *= Float(samples[iy * image.width + ix]) / 255
                }
            }
            return coverage
        }
    }

    // MARK: - Painting

    /// Paints `coverage` with a colour: solid, or a pattern's cells tiled (an uncoloured
    /// pattern's in the colour's components).
    private func paint(_ coverage: Coverage, with color: CGColor, state: CGDrawingState) {
        guard let pattern = color.pattern else { return paint(coverage, color: premultiplied(color), state: state) }
        let scale = sqrt(abs(baseToDevice.a * baseToDevice.d - baseToDevice.b * baseToDevice.c))
        guard !coverage.isEmpty, let cell = pattern.cellImage(scale: scale), pattern.xStep != 0, pattern.yStep != 0 else { return }
        let pixels = cell.pixels()
        let tint = pattern.isColored ? nil : premultiplied(color)
        let toPattern = pattern.matrix.concatenating(CGAffineTransform(translationX: state.patternPhase.width, y: state.patternPhase.height))
            .concatenating(baseToDevice).inverted()
        var layer = SourceLayer(x: coverage.x, y: coverage.y, width: coverage.width, height: coverage.height)
        let b = pattern.bounds
        for cy in 0..<coverage.height {
            for cx in 0..<coverage.width {
                let c = coverage.values[cy * coverage.width + cx]
                guard c > 0 else { continue }
                var p = CGPoint(x: CGFloat(coverage.x + cx) + 0.5, y: CGFloat(coverage.y + cy) + 0.5).applying(toPattern)
                p.x -= floor((p.x - b.minX) / pattern.xStep) * pattern.xStep
                p.y -= floor((p.y - b.minY) / pattern.yStep) * pattern.yStep
                guard p.x >= b.minX, p.x < b.maxX, p.y >= b.minY, p.y < b.maxY else { continue }
                var sample = Self.sample(pixels, u: (p.x - b.minX) / b.width, v: (p.y - b.minY) / b.height, smooth: false)
                if let tint { sample = tint * sample.w }
                layer.colors[cy * coverage.width + cx] = sample
                layer.coverage[cy * coverage.width + cx] = c
            }
        }
        composite(layer, state: state)
    }

    /// Paints `coverage` with a solid colour.
    private func paint(_ coverage: Coverage, color: Premultiplied, state: CGDrawingState) {
        guard !coverage.isEmpty else { return }
        var layer = SourceLayer(x: coverage.x, y: coverage.y, width: coverage.width, height: coverage.height)
        for i in coverage.values.indices where coverage.values[i] > 0 {
            layer.colors[i] = color
            layer.coverage[i] = coverage.values[i]
        }
        composite(layer, state: state)
    }

    /// Paints a gradient over the clip: `colorAt` gives the colour at a user-space point (nil:
    /// nothing there).
    private func paintGradient(state: CGDrawingState, _ colorAt: (CGPoint) -> Premultiplied?) {
        let box = clipBox(state)
        guard box.width > 0, box.height > 0 else { return }
        let toUser = state.ctm.concatenating(baseToDevice).inverted()
        var layer = SourceLayer(x: box.x, y: box.y, width: box.width, height: box.height)
        for cy in 0..<box.height {
            for cx in 0..<box.width {
                let user = CGPoint(x: CGFloat(box.x + cx) + 0.5, y: CGFloat(box.y + cy) + 0.5).applying(toUser)
                guard let color = colorAt(user) else { continue }
                layer.colors[cy * box.width + cx] = color
                layer.coverage[cy * box.width + cx] = 1
            }
        }
        composite(layer, state: state)
    }

    /// Paints an image into `rect` (user space), resampled as the state's interpolation quality
    /// says, or tiled across the clip.
    private func paintImage(_ image: CGImage, rect: CGRect, topDown: Bool, tiled: Bool, state: CGDrawingState) {
        guard rect.width != 0, rect.height != 0, image.width > 0, image.height > 0, !image.isKnownClear else { return }
        let toDevice = state.ctm.concatenating(baseToDevice)
        let coverage: Coverage
        if tiled {
            let box = clipBox(state)
            coverage = Coverage(x: box.x, y: box.y, width: box.width, height: box.height, fill: 1)
        } else {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                           CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(toDevice) }
            coverage = Rasterizer.coverage(of: [corners], rule: .winding, within: clipBox(state))
        }
        guard !coverage.isEmpty else { return }
        let pixels = image.pixels()
        let inverse = toDevice.inverted()
        let smooth = state.interpolationQuality != .none && image.shouldInterpolate
        let mask = image.isMask ? premultiplied(state.fillColor) : nil
        var layer = SourceLayer(x: coverage.x, y: coverage.y, width: coverage.width, height: coverage.height)
        for cy in 0..<coverage.height {
            for cx in 0..<coverage.width {
                let c = coverage.values[cy * coverage.width + cx]
                guard c > 0 else { continue }
                let user = CGPoint(x: CGFloat(coverage.x + cx) + 0.5, y: CGFloat(coverage.y + cy) + 0.5).applying(inverse)
                var u = (user.x - rect.minX) / rect.width
                var v = topDown ? (user.y - rect.minY) / rect.height : (rect.maxY - user.y) / rect.height
                if tiled {
                    u -= floor(u)
                    v -= floor(v)
                }
                var color = Self.sample(pixels, u: u, v: v, smooth: smooth && !tiled)
                if let mask { color = mask * color.w }
                layer.colors[cy * coverage.width + cx] = color
                layer.coverage[cy * coverage.width + cx] = c
            }
        }
        composite(layer, state: state)
    }

    /// A closed transparency layer composited onto what is below it.
    private func compositeLayer(_ buffer: PixelBuffer, state: CGDrawingState, rect: CGRect?) {
        var box = clipBox(state)
        if let rect {
            let r = rect.applying(state.ctm.concatenating(baseToDevice)).intersection(CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
            guard !r.isNull, !r.isEmpty else { return }
            box = (Int(floor(r.minX)), Int(floor(r.minY)), Int(ceil(r.maxX)) - Int(floor(r.minX)), Int(ceil(r.maxY)) - Int(floor(r.minY)))
        }
        guard box.width > 0, box.height > 0 else { return }
        var layer = SourceLayer(x: box.x, y: box.y, width: box.width, height: box.height)
        for cy in 0..<box.height {
            for cx in 0..<box.width {
                let p = buffer.pixel(box.x + cx, box.y + cy)
                guard p.a > 0 || p.r > 0 || p.g > 0 || p.b > 0 else { continue }
                layer.colors[cy * box.width + cx] = Premultiplied(Float(p.r), Float(p.g), Float(p.b), Float(p.a)) / 255
                layer.coverage[cy * box.width + cx] = 1
            }
        }
        composite(layer, state: state)
    }

    /// A region's paint: a premultiplied colour and a coverage per pixel.
    private struct SourceLayer {
        let x: Int, y: Int, width: Int, height: Int
        var colors: [Premultiplied]
        var coverage: [Float]
        init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            colors = [Premultiplied](repeating: .zero, count: width * height)
            coverage = [Float](repeating: 0, count: width * height)
        }
    }

    /// Composites a region's paint onto the top buffer: its shadow first, then the paint, each
    /// through the clip, at the state's alpha, with its blend mode.
    private func composite(_ layer: SourceLayer, state: CGDrawingState) {
        if let shadow = state.shadow, shadow.color.alpha > 0 { compositeShadow(of: layer, shadow, state: state) }
        let clip = clipCoverage(state)
        let alpha = Float(min(1, max(0, state.alpha)))
        let mode = state.blendMode
        let (width, height) = (self.width, self.height)
        stack[stack.count - 1].buffer.bytes.withUnsafeMutableBufferPointer { bytes in
            for cy in 0..<layer.height {
                let py = layer.y + cy
                guard py >= 0, py < height else { continue }
                for cx in 0..<layer.width {
                    let px = layer.x + cx
                    guard px >= 0, px < width else { continue }
                    var f = layer.coverage[cy * layer.width + cx]
                    if let clip { f *= clip.values[py * width + px] }
                    guard f > 0 else { continue }
                    let i = (py * width + px) * 4
                    let d = Premultiplied(Float(bytes[i]), Float(bytes[i + 1]), Float(bytes[i + 2]), Float(bytes[i + 3])) / 255
                    let s = layer.colors[cy * layer.width + cx] * alpha
                    let r = Blending.blend(s, d, mode)
                    let out = d + (r - d) * f
                    for c in 0..<4 { bytes[i + c] = UInt8(max(0, min(255, (out[c] * 255).rounded()))) }
                }
            }
        }
    }

    /// The shadow of a region's paint: its alpha, offset (base-space units) and blurred (the blur
    /// as a Gaussian of half its width, three box passes), in the shadow's colour.
    private func compositeShadow(of layer: SourceLayer, _ shadow: CGDrawingState.Shadow, state: CGDrawingState) {
        let linear = CGAffineTransform(a: baseToDevice.a, b: baseToDevice.b, c: baseToDevice.c, d: baseToDevice.d, tx: 0, ty: 0)
        let offset = CGPoint(x: shadow.offset.width, y: shadow.offset.height).applying(linear)
        let scale = sqrt(abs(baseToDevice.a * baseToDevice.d - baseToDevice.b * baseToDevice.c))
        let sigma = max(0, shadow.blur * scale / 2)
        let pad = Int(ceil(sigma * 3)) + 1
        var alpha = Coverage(x: layer.x - pad + Int(offset.x.rounded()), y: layer.y - pad + Int(offset.y.rounded()),
                             width: layer.width + 2 * pad, height: layer.height + 2 * pad)
        for cy in 0..<layer.height {
            for cx in 0..<layer.width {
                let i = cy * layer.width + cx
                alpha.values[(cy + pad) * alpha.width + cx + pad] = layer.colors[i].w * layer.coverage[i]
            }
        }
        if sigma > 0.3 { Self.blur(&alpha, sigma: Double(sigma)) }
        var shade = SourceLayer(x: alpha.x, y: alpha.y, width: alpha.width, height: alpha.height)
        let color = premultiplied(shadow.color)
        for i in alpha.values.indices where alpha.values[i] > 0 {
            shade.colors[i] = color
            shade.coverage[i] = min(1, alpha.values[i])
        }
        var plain = state
        plain.shadow = nil
        composite(shade, state: plain)
    }

    /// Three box blurs, horizontally then vertically, approximating a Gaussian of `sigma`.
    static func blur(_ c: inout Coverage, sigma: Double) {
        let boxes = 3
        let ideal = (12 * sigma * sigma / Double(boxes) + 1).squareRoot()
        let radius = max(1, Int((ideal - 1) / 2))
        for _ in 0..<boxes {
            boxPass(&c, radius: radius, horizontal: true)
            boxPass(&c, radius: radius, horizontal: false)
        }
    }

    private static func boxPass(_ c: inout Coverage, radius: Int, horizontal: Bool) {
        let (lines, length) = horizontal ? (c.height, c.width) : (c.width, c.height)
        let window = Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: length)
        for l in 0..<lines {
            func index(_ k: Int) -> Int { horizontal ? l * c.width + k : k * c.width + l }
            for k in 0..<length { line[k] = c.values[index(k)] }
            var sum: Float = 0
            for k in -radius...radius where k >= 0 && k < length { sum += line[k] }
            for k in 0..<length {
                c.values[index(k)] = sum / window
                let add = k + radius + 1, drop = k - radius
                if add < length { sum += line[add] }
                if drop >= 0 { sum -= line[drop] }
            }
        }
    }

    // MARK: - Colours

    /// A colour as premultiplied components (gray colours spread to red, green and blue).
    func premultiplied(_ color: CGColor) -> Premultiplied {
        let rgba = color.rgba
        let a = Float(min(1, max(0, rgba.alpha)))
        return Premultiplied(Float(min(1, max(0, rgba.red))) * a, Float(min(1, max(0, rgba.green))) * a, Float(min(1, max(0, rgba.blue))) * a, a)
    }

    /// The gradient's colour at `t` (its colours interpolated unpremultiplied between the stops,
    /// then premultiplied); outside 0…1 the end colour when the options extend it, else nil.
    static func gradientColor(_ gradient: CGGradient, _ t: CGFloat, _ options: CGGradientDrawingOptions) -> Premultiplied? {
        let locations = gradient.locations, colors = gradient.colors
        guard let firstLocation = locations.first, let lastLocation = locations.last else { return nil }
        if t < firstLocation && !options.contains(.drawsBeforeStartLocation) { return nil }
        if t > lastLocation && !options.contains(.drawsAfterEndLocation) { return nil }
        func components(_ c: CGColor) -> SIMD4<Float> {
            let rgba = c.rgba
            return SIMD4(Float(rgba.red), Float(rgba.green), Float(rgba.blue), Float(rgba.alpha))
        }
        var value: SIMD4<Float>
        if t <= firstLocation {
            value = components(colors[0])
        } else if t >= lastLocation {
            value = components(colors[colors.count - 1])
        } else {
            var i = 0
            while i < locations.count - 2 && t > locations[i + 1] { i += 1 }
            let span = locations[i + 1] - locations[i]
            let f = Float(span > 0 ? (t - locations[i]) / span : 1)
            value = components(colors[i]) + (components(colors[i + 1]) - components(colors[i])) * f
        }
        value.clamp(lowerBound: SIMD4<Float>(repeating: 0), upperBound: SIMD4<Float>(repeating: 1))
        return Premultiplied(value.x * value.w, value.y * value.w, value.z * value.w, value.w)
    }

    /// Where `p` falls in a radial gradient between two circles (Core Graphics' two-circle
    /// gradient: the largest `t` whose circle passes through `p` with a radius of at least 0, within
    /// 0…1 or the extended ends the options allow).
    static func radialT(_ p: CGPoint, _ c0: CGPoint, _ r0: CGFloat, _ c1: CGPoint, _ r1: CGFloat, _ options: CGGradientDrawingOptions) -> CGFloat? {
        let cd = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y), pd = CGPoint(x: p.x - c0.x, y: p.y - c0.y)
        let dr = r1 - r0
        let a = cd.x * cd.x + cd.y * cd.y - dr * dr
        let b = pd.x * cd.x + pd.y * cd.y + r0 * dr
        let c = pd.x * pd.x + pd.y * pd.y - r0 * r0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            guard abs(b) > 1e-12 else { return nil }
            roots = [c / (2 * b)]
        } else {
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let s = disc.squareRoot()
            roots = [(b + s) / a, (b - s) / a].sorted(by: >)
        }
        for t in roots where r0 + t * dr >= 0 {
            if t > 1 && !options.contains(.drawsAfterEndLocation) { continue }
            if t < 0 && !options.contains(.drawsBeforeStartLocation) { continue }
            return t
        }
        return nil
    }

    /// The image's colour at (`u`, `v`) (unit coordinates, v down from the first row): the
    /// nearest pixel, or bilinear between the four nearest.
    static func sample(_ p: PixelBuffer, u: CGFloat, v: CGFloat, smooth: Bool) -> Premultiplied {
        func at(_ x: Int, _ y: Int) -> Premultiplied {
            let q = p.pixel(min(p.width - 1, max(0, x)), min(p.height - 1, max(0, y)))
            return Premultiplied(Float(q.r), Float(q.g), Float(q.b), Float(q.a)) / 255
        }
        let fx = u * CGFloat(p.width), fy = v * CGFloat(p.height)
        guard smooth else { return at(Int(floor(fx)), Int(floor(fy))) }
        let x = fx - 0.5, y = fy - 0.5
        let x0 = Int(floor(x)), y0 = Int(floor(y))
        let tx = Float(x - CGFloat(x0)), ty = Float(y - CGFloat(y0))
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}
