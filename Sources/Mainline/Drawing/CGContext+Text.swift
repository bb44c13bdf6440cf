import Foundation

// The parts of a context's state that concern text, colour spaces and output devices. Mainline
// draws no glyphs (its text is measured, not rendered), so these are kept and read back, as
// Core Graphics keeps them, and the text position advances only as the app sets it.
extension CGContext {
    /// Text space to user space (`CGContextSetTextMatrix`); its translation is `textPosition`.
    public var textMatrix: CGAffineTransform {
        get { state.textMatrix }
        set { state.textMatrix = newValue }
    }

    /// Where the next text is drawn, in user space (`CGContextSetTextPosition`).
    public var textPosition: CGPoint {
        get { CGPoint(x: state.textMatrix.tx, y: state.textMatrix.ty) }
        set { (state.textMatrix.tx, state.textMatrix.ty) = (newValue.x, newValue.y) }
    }

    /// Sets how text is painted: filled, stroked, clipped to, or not at all.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    /// Sets extra space between characters, in text space.
    public func setCharacterSpacing(_ spacing: CGFloat) { state.characterSpacing = spacing }

    /// Sets the size of the font text is drawn in.
    public func setFontSize(_ size: CGFloat) { state.fontSize = size }

    /// Chooses a font by name and size (deprecated by Apple with Core Text's drawing).
    @available(*, deprecated, message: "Use Core Text instead")
    public func selectFont(name: UnsafePointer<CChar>, size: CGFloat, textEncoding: CGTextEncoding) {
        state.fontName = String(cString: name)
        state.fontSize = size
    }

    /// Sets whether fonts are smoothed.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { state.shouldSmoothFonts = shouldSmoothFonts }
    /// Sets whether fonts may be smoothed.
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) { state.allowsFontSmoothing = allowsFontSmoothing }
    /// Sets whether glyphs are placed at subpixel positions.
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) { state.shouldSubpixelPositionFonts = shouldSubpixelPositionFonts }
    /// Sets whether glyphs may be placed at subpixel positions.
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {
        state.allowsFontSubpixelPositioning = allowsFontSubpixelPositioning
    }
    /// Sets whether subpixel glyph positions are quantized.
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) { state.shouldSubpixelQuantizeFonts = shouldSubpixelQuantizeFonts }
    /// Sets whether subpixel glyph positions may be quantized.
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {
        state.allowsFontSubpixelQuantization = allowsFontSubpixelQuantization
    }

    // MARK: Colour

    /// Sets the colour space fill colours are given in (the fill colour becomes its black, as
    /// Core Graphics resets it).
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColorSpace = space
        state.fillColor = CGColor(gray: 0, alpha: 1)
    }

    /// Sets the colour space stroke colours are given in (the stroke colour becomes its black).
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColorSpace = space
        state.strokeColor = CGColor(gray: 0, alpha: 1)
    }

    /// Sets the fill colour from CMYK components (converted to RGB naively: each of red, green
    /// and blue is (1 − its ink) × (1 − black)).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    /// Sets the stroke colour from CMYK components.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    /// Fills with `pattern` from now on (`components`: the colour of an uncoloured pattern, in
    /// the fill colour space's base space, then alpha).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.fillColor = patternColor(pattern, components, space: state.fillColorSpace)
    }

    /// Strokes with `pattern` from now on.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.strokeColor = patternColor(pattern, components, space: state.strokeColorSpace)
    }

    private func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, space: CGColorSpace?) -> CGColor {
        let base = space?.model == .pattern ? space?.baseColorSpace : nil
        let count = pattern.isColored ? 1 : (base?.numberOfComponents ?? 3) + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count))
        let rgba = pattern.isColored ? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: values.last ?? 1)
            : CGColor.rgba(of: values, in: base ?? CGColorSpaceCreateDeviceRGB())
        return CGColor(space: space ?? CGColorSpace(name: nil, numberOfComponents: 0, model: .pattern), components: values, rgba: rgba,
                       pattern: pattern)
    }

    /// Sets how colours outside the destination's space are mapped.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) { state.renderingIntent = intent }

    /// Sets where patterns start, in base space.
    public func setPatternPhase(_ phase: CGSize) { state.patternPhase = phase }

    /// The headroom drawing may use on an extended-range display (1: standard range).
    public var edrTargetHeadroom: Float { edrHeadroom }

    /// Sets the headroom drawing may use (at least 1; false if refused).
    @discardableResult
    public func setEDRTargetHeadroom(_ headroom: Float) -> Bool {
        guard headroom >= 1, headroom.isFinite else { return false }
        edrHeadroom = headroom
        return true
    }

    // MARK: Output

    /// Makes everything drawn so far appear (a bitmap context's memory already has it).
    public func synchronize() { renderPending() }

    /// Makes the state changes made so far take effect (they already have).
    public func synchronizeAttributes() {}

    /// Starts a page (for a PDF context; other contexts have one page: nothing changes).
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}

    /// Ends a page (see `beginPage(mediaBox:)`).
    public func endPage() {}

    // MARK: Paths

    /// Replaces the current path with the outline of its stroke with the current line width,
    /// caps, joins and dashes (`CGContextReplacePathWithStrokedPath`).
    public func replacePathWithStrokedPath() {
        guard let user = path else { return }
        var stroked = user
        if state.lineDashLengths.contains(where: { $0 > 0 }) {
            stroked = user.copy(dashingWithPhase: state.lineDashPhase, lengths: state.lineDashLengths)
        }
        let outline = stroked.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                   miterLimit: state.miterLimit)
        beginPath()
        addPath(outline)
    }

    /// Whether `point` (user space) is inside the current path painted with `mode`: inside the
    /// fill for the fill modes, on the stroke for the stroke modes (`CGContextPathContainsPoint`).
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard let user = path else { return false }
        let onStroke: () -> Bool = {
            user.copy(strokingWithWidth: self.state.lineWidth, lineCap: self.state.lineCap, lineJoin: self.state.lineJoin,
                      miterLimit: self.state.miterLimit).contains(point, using: .winding)
        }
        switch mode {
        case .fill: return user.contains(point, using: .winding)
        case .eoFill: return user.contains(point, using: .evenOdd)
        case .stroke: return onStroke()
        case .fillStroke: return user.contains(point, using: .winding) || onStroke()
        case .eoFillStroke: return user.contains(point, using: .evenOdd) || onStroke()
        }
    }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_4358 }
}

/// A text encoding for `selectFont` (deprecated by Apple).
public enum CGTextEncoding: Int32, Sendable {
    case encodingFontSpecific = 0, encodingMacRoman = 1
}
