import Foundation

// `render(in:)`: a layer tree drawn into a context as Core Animation composites it, in the
// operations a recording `CGContext` keeps (and rasterizes when its pixels are asked for):
// for each visible layer, back to front — its background (rounded as its corners
// are), its contents image placed by its gravity, what it draws itself (`draw(in:)`, a view's
// `draw(_:)`, a shape layer's path, a gradient layer's gradient), its sublayers clipped to it
// when it masks to its bounds, and its border on top. Opacity below 1 and masks composite the
// layer as a group (a transparency layer), which casts the layer's shadow (from its drawn
// shape; a `shadowPath` is not traced separately). Text is not drawn (Mainline has no glyphs).
extension CALayer {
    /// The layer's outline: its bounds with its rounded corners (the corners `maskedCorners`
    /// names; continuous corners are drawn circular).
    func roundedOutline(inset: CGFloat = 0) -> CGPath {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        let radius = max(0, min(cornerRadius - inset, min(rect.width, rect.height) / 2))
        guard radius > 0, !rect.isEmpty else { return CGPath(rect: rect, transform: nil) }
        let corners = maskedCorners
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let path = CGMutablePath()
        let (tl, tr, br, bl) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner), r(.layerMaxXMaxYCorner), r(.layerMinXMaxYCorner))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: tr) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: br) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bl) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: tl) }
        path.closeSubpath()
        return path
    }

    /// `render(in:)`'s work: the layer and its sublayers, in the layer's coordinates.
    func renderTree(in ctx: CGContext) {
        renderLayer(in: ctx)
    }

    /// Draws this layer (at the context's current transform, its own coordinates) and its
    /// sublayers.
    private func renderLayer(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let shadowed = shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
        let group = opacity < 1 || mask != nil || shadowed
        if group {
            // The group is composited through the mask, at the layer's opacity, casting the
            // layer's shadow.
            if let mask { applyMask(mask, in: ctx) }
            ctx.setAlpha(ctx.drawingState.alpha * CGFloat(opacity))
            if shadowed, let color = shadowColor {
                ctx.setShadow(offset: shadowOffset, blur: shadowRadius, color: color.copy(alpha: color.alpha * CGFloat(shadowOpacity)))
            }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        defer { if group { ctx.endTransparencyLayer() } }
        let outline = roundedOutline()
        let drawsItself = !(self is CATransformLayer)
        if drawsItself, let color = backgroundColor, color.alpha > 0 {
            ctx.saveGState()
            ctx.setFillColor(color)
            ctx.addPath(outline)
            ctx.fillPath()
            ctx.restoreGState()
        }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if drawsItself {
            renderContents(in: ctx)
            renderOwnDrawing(in: ctx)
        }
        let subs = (sublayers ?? []).enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }
        for (_, sublayer) in subs {
            ctx.saveGState()
            ctx.concatenate(sublayer.transformToSuperlayer)
            sublayer.renderLayer(in: ctx)
            ctx.restoreGState()
        }
        ctx.restoreGState()
        if drawsItself, borderWidth > 0, let color = borderColor, color.alpha > 0 {
            ctx.saveGState()
            ctx.setStrokeColor(color)
            ctx.setLineWidth(borderWidth)
            ctx.addPath(roundedOutline(inset: borderWidth / 2))
            ctx.strokePath()
            ctx.restoreGState()
        }
    }

    /// The contents image, placed by the gravity, cropped to `contentsRect` and stretched as
    /// `contentsCenter` says.
    private func renderContents(in ctx: CGContext) {
        guard let image = contentsImage else { return }
        let rect = contentsPlacement(for: image)
        ctx.saveGState()
        // Core Graphics draws an image with its first row at the top of the rectangle in a
        // y-up space; the layer's coordinates run down, so flip about the rectangle.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.interpolationQuality = magnificationFilter == .nearest ? .none : .default
        let crop = contentsRect
        if crop == CGRect(x: 0, y: 0, width: 1, height: 1) {
            ctx.draw(image, in: rect)
        } else if let part = image.cropping(to: CGRect(x: crop.minX * CGFloat(image.width), y: crop.minY * CGFloat(image.height),
                                                       width: crop.width * CGFloat(image.width), height: crop.height * CGFloat(image.height)).integral) {
            ctx.draw(part, in: rect)
        }
        ctx.restoreGState()
    }

    /// The contents as an image (a `CGImage`, or a `UIImage`'s when an app sets one).
    var contentsImage: CGImage? {
        switch contents {
        case let image as CGImage: image
        case let image as UIImage: image.cgImage
        default: nil
        }
    }

    /// Where the contents image goes in the bounds, by `contentsGravity` (its size in points is
    /// its pixels over `contentsScale`).
    func contentsPlacement(for image: CGImage) -> CGRect {
        let b = bounds
        let scale = contentsScale > 0 ? contentsScale : 1
        let crop = contentsRect
        let size = CGSize(width: CGFloat(image.width) * crop.width / scale, height: CGFloat(image.height) * crop.height / scale)
        guard size.width > 0, size.height > 0 else { return b }
        switch contentsGravity {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let fit = contentsGravity == .resizeAspect
            let factor = fit ? min(b.width / size.width, b.height / size.height) : max(b.width / size.width, b.height / size.height)
            let w = size.width * factor, h = size.height * factor
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let g = contentsGravity.rawValue.lowercased()
            let x = g.contains("left") ? b.minX : g.contains("right") ? b.maxX - size.width : b.midX - size.width / 2
            let y = g.hasPrefix("top") ? b.minY : g.hasPrefix("bottom") ? b.maxY - size.height : b.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    /// What the layer draws itself: a view's `draw(_:)` (with the context current), a shape
    /// layer's path, a gradient layer's gradient, or `draw(in:)` (its delegate's drawing).
    private func renderOwnDrawing(in ctx: CGContext) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let view = hostView {
            UIGraphicsPushContext(ctx)
            // An image view shows its image as its layer's contents, placed by its content mode
            // (a template image in the tint).
            if let imageView = view as? UIImageView, let image = imageView.shownImage {
                drawImage(image, in: imageView.storedContentMode.rect(for: image.size, in: view.storedBounds),
                          tint: image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
                            ? (image.tintColor ?? view.tintColor) : image.tintColor, in: ctx)
            }
            view.draw(view.bounds)
            UIGraphicsPopContext()
            return
        }
        if let shape = self as? CAShapeLayer {
            shape.renderShape(in: ctx)
            return
        }
        if let gradient = self as? CAGradientLayer {
            gradient.renderGradient(in: ctx)
            return
        }
        if let emitter = self as? CAEmitterLayer {
            emitter.renderParticles(in: ctx)
            return
        }
        draw(in: ctx)
    }

    /// Draws `image` in `rect`, its colours replaced by `tint` (keeping its alpha) when given.
    private func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor?, in ctx: CGContext) {
        guard let tint else { return image.draw(in: rect) }
        ctx.saveGState()
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        image.draw(in: rect)
        ctx.setBlendMode(.sourceIn)
        ctx.setFillColor(tint.cgColor)
        ctx.fill(rect)
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }

    /// Clips the group being drawn to `mask`'s coverage: the mask layer is drawn into an image
    /// of the layer's size and its alpha masks the layer.
    private func applyMask(_ mask: CALayer, in ctx: CGContext) {
        let b = bounds
        guard b.width > 0, b.height > 0, let image = mask.alphaImage(in: b, scale: max(1, ctx.scale)) else { return }
        ctx.clipGroup(to: b, mask: image)
    }

    /// The layer (as a mask: its own coordinates placed in `rect` of its superlayer) drawn into
    /// a transparent image of `rect`'s size.
    func alphaImage(in rect: CGRect, scale: CGFloat) -> CGImage? {
        let context = CGContext.imageContext(size: rect.size, scale: scale)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.concatenate(transformToSuperlayer)
        renderLayer(in: context)
        return context.makeImage()
    }
}

extension CAShapeLayer {
    /// The shape's fill and stroke (the stroke trimmed to `strokeStart`…`strokeEnd`, dashed by
    /// `lineDashPattern`).
    func renderShape(in ctx: CGContext) {
        guard let path else { return }
        if let fill = fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, strokeEnd > strokeStart else { return }
        let trimmed = (strokeStart <= 0 && strokeEnd >= 1) ? path : path.trimmed(from: max(0, strokeStart), to: min(1, strokeEnd))
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(trimmed)
        ctx.strokePath()
    }
}

extension CAGradientLayer {
    /// The gradient across the bounds, from `startPoint` to `endPoint` (unit coordinates), its
    /// colours at `locations`: axial along the line, radial as ellipses about the start point
    /// reaching the end point.
    func renderGradient(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return }
        var stops = (locations ?? []).map { CGFloat($0.doubleValue) }
        if stops.count != cgColors.count { stops = cgColors.count == 1 ? [0] : (0..<cgColors.count).map { CGFloat($0) / CGFloat(cgColors.count - 1) } }
        guard let gradient = stops.withUnsafeBufferPointer({ CGGradient(colorsSpace: nil, colors: cgColors, locations: $0.baseAddress) }) else { return }
        let b = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        ctx.addRect(b)
        ctx.clip()
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            let start = point(startPoint), end = point(endPoint)
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: options)
        case .axial:
            ctx.drawLinearGradient(gradient, start: point(startPoint), end: point(endPoint), options: options)
        default:
            // A conic gradient has no Core Graphics equivalent: it is not drawn.
            return
        }
    }
}
