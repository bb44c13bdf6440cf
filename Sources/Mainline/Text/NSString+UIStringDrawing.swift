import Foundation

// UIKit's first string drawing API (UIStringDrawing.h, deprecated since iOS 7 for the
// attribute-based methods): measuring and drawing in a font, with a line break mode. Drawing
// goes into the current graphics context (recorded in its `drawnTexts`) and answers the size
// the text took.

extension NSString {
    /// The size of the string on one line (its paragraphs stacked) in `font`.
    @available(iOS, deprecated: 7.0, message: "Use -sizeWithAttributes:")
    public func size(with font: UIFont!) -> CGSize {
        let style = TextDrawingStyle(attributes: [.font: font as Any])
        return style.size(of: style.lines(self as String, width: 0))
    }

    /// The size of the string on a single line cut to `width` by `lineBreakMode` (truncated
    /// with an ellipsis by the truncating modes).
    @available(iOS, deprecated: 7.0, message: "Use -boundingRectWithSize:options:attributes:context:")
    public func size(with font: UIFont!, forWidth width: CGFloat, lineBreakMode: NSLineBreakMode) -> CGSize {
        let line = singleLine(font: font, width: width, lineBreakMode: lineBreakMode)
        var size = TextLayout.size(of: [line], font: font)
        size.width = min(size.width, width.rounded(.up))
        return size
    }

    /// The size of the string on a single line of `width`, in `font` shrunk (a point at a time,
    /// not below `minFontSize`) until it fits; `actualFontSize` receives the size used.
    @available(iOS, deprecated: 7.0, message: "Use -boundingRectWithSize:options:attributes:context:")
    public func size(with font: UIFont!, minFontSize: CGFloat, actualFontSize: UnsafeMutablePointer<CGFloat>!,
                     forWidth width: CGFloat, lineBreakMode: NSLineBreakMode) -> CGSize {
        let fitted = shrunk(font, minFontSize: minFontSize, width: width)
        actualFontSize?.pointee = fitted.pointSize
        return size(with: fitted, forWidth: width, lineBreakMode: lineBreakMode)
    }

    /// The size of the string wrapped at `size.width` by words, in as many lines as fit
    /// `size.height`.
    @available(iOS, deprecated: 7.0, message: "Use -boundingRectWithSize:options:attributes:context:")
    public func size(with font: UIFont!, constrainedTo size: CGSize) -> CGSize {
        self.size(with: font, constrainedTo: size, lineBreakMode: .byWordWrapping)
    }

    /// The size of the string wrapped at `size.width` by `lineBreakMode`, in as many lines as
    /// fit `size.height` (the last one truncated by the truncating modes).
    @available(iOS, deprecated: 7.0, message: "Use -boundingRectWithSize:options:attributes:context:")
    public func size(with font: UIFont!, constrainedTo size: CGSize, lineBreakMode: NSLineBreakMode) -> CGSize {
        let lines = wrappedLines(font: font, size: size, lineBreakMode: lineBreakMode)
        var measured = TextLayout.size(of: lines, font: font)
        if size.width > 0 { measured.width = min(measured.width, size.width.rounded(.up)) }
        return measured
    }

    /// Draws the string on unwrapped lines with its top-left corner at `point`.
    @available(iOS, deprecated: 7.0, message: "Use -drawAtPoint:withAttributes:")
    @discardableResult
    public func draw(at point: CGPoint, with font: UIFont!) -> CGSize {
        let style = TextDrawingStyle(attributes: [.font: font as Any])
        style.draw(self as String, at: point)
        return style.size(of: style.lines(self as String, width: 0))
    }

    /// Draws the string on a single line of `width` at `point`, cut by `lineBreakMode`.
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(at point: CGPoint, forWidth width: CGFloat, with font: UIFont!, lineBreakMode: NSLineBreakMode) -> CGSize {
        drawSingleLine(at: point, width: width, font: font, lineBreakMode: lineBreakMode)
    }

    /// Draws the string on a single line of `width` at `point` in `font` at `fontSize`.
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(at point: CGPoint, forWidth width: CGFloat, with font: UIFont!, fontSize: CGFloat,
                     lineBreakMode: NSLineBreakMode, baselineAdjustment: UIBaselineAdjustment) -> CGSize {
        drawSingleLine(at: point, width: width, font: font.withSize(fontSize), lineBreakMode: lineBreakMode)
    }

    /// Draws the string on a single line of `width` at `point`, in `font` shrunk until it fits
    /// (not below `minFontSize`); `actualFontSize` receives the size used.
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(at point: CGPoint, forWidth width: CGFloat, with font: UIFont!, minFontSize: CGFloat,
                     actualFontSize: UnsafeMutablePointer<CGFloat>!, lineBreakMode: NSLineBreakMode,
                     baselineAdjustment: UIBaselineAdjustment) -> CGSize {
        let fitted = shrunk(font, minFontSize: minFontSize, width: width)
        actualFontSize?.pointee = fitted.pointSize
        return drawSingleLine(at: point, width: width, font: fitted, lineBreakMode: lineBreakMode)
    }

    /// Draws the string wrapped by words in `rect` (the lines that fit its height).
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(in rect: CGRect, with font: UIFont!) -> CGSize {
        draw(in: rect, with: font, lineBreakMode: .byWordWrapping, alignment: .left)
    }

    /// Draws the string wrapped in `rect` by `lineBreakMode`.
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(in rect: CGRect, with font: UIFont!, lineBreakMode: NSLineBreakMode) -> CGSize {
        draw(in: rect, with: font, lineBreakMode: lineBreakMode, alignment: .left)
    }

    /// Draws the string wrapped in `rect` by `lineBreakMode`, its lines lined up by `alignment`.
    @available(iOS, deprecated: 7.0, message: "Use -drawInRect:withAttributes:")
    @discardableResult
    public func draw(in rect: CGRect, with font: UIFont!, lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment) -> CGSize {
        let lines = wrappedLines(font: font, size: rect.size, lineBreakMode: lineBreakMode)
        var size = TextLayout.size(of: lines, font: font)
        size.width = min(size.width, rect.width.rounded(.up))
        guard let context = UIGraphicsGetCurrentContext(), rect.isFiniteRect else { return size }
        let x: CGFloat
        switch alignment {
        case .center: x = rect.minX + (rect.width - size.width) / 2
        case .right: x = rect.maxX - size.width
        default: x = rect.minX
        }
        context.recordText(self as String, lines: lines, in: CGRect(x: x, y: rect.minY, width: size.width, height: size.height),
                           font: font, color: nil, alignment: alignment)
        return size
    }

    // MARK: Helpers

    /// The string on one line cut to `width` by `lineBreakMode`.
    private func singleLine(font: UIFont, width: CGFloat, lineBreakMode: NSLineBreakMode) -> String {
        let mode: NSLineBreakMode = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping ? .byClipping : lineBreakMode
        return TextLayout.lines(self as String, font: font, width: width, maximumLines: 1, lineBreakMode: mode).first ?? ""
    }

    /// The lines of the string wrapped at `size.width`, as many as fit `size.height`.
    private func wrappedLines(font: UIFont, size: CGSize, lineBreakMode: NSLineBreakMode) -> [String] {
        let limit = size.height > 0 ? max(1, Int((size.height / font.lineHeight).rounded(.down))) : 0
        return TextLayout.lines(self as String, font: font, width: size.width, maximumLines: limit, lineBreakMode: lineBreakMode)
    }

    /// `font` made smaller a point at a time until the string fits `width` on one line.
    private func shrunk(_ font: UIFont, minFontSize: CGFloat, width: CGFloat) -> UIFont {
        var fitted = font
        let line = (self as String).replacingOccurrences(of: "\n", with: " ")
        while fitted.pointSize - 1 >= minFontSize, fitted.width(of: line[...]) > width {
            fitted = fitted.withSize(fitted.pointSize - 1)
        }
        return fitted
    }

    private func drawSingleLine(at point: CGPoint, width: CGFloat, font: UIFont, lineBreakMode: NSLineBreakMode) -> CGSize {
        let line = singleLine(font: font, width: width, lineBreakMode: lineBreakMode)
        var size = TextLayout.size(of: [line], font: font)
        size.width = min(size.width, width.rounded(.up))
        if let context = UIGraphicsGetCurrentContext(), point.x.isFinite, point.y.isFinite {
            context.recordText(self as String, lines: [line], in: CGRect(origin: point, size: size), font: font, color: nil, alignment: .left)
        }
        return size
    }
}
