import Foundation

extension UIImage {
    /// Draws the image at its own size with its top-left corner at `point`, in the current
    /// graphics context (a view's `draw(_:)`, an image context or renderer); with none,
    /// nothing is drawn (Core Graphics logs an invalid context).
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its own size at `point`, composited with `blendMode` at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, in the current graphics context.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha` (0…1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard rect.isFiniteRect, alpha.isFinite, let context = UIGraphicsGetCurrentContext() else { return }
        context.recordImage(self, in: rect.standardized, blendMode: blendMode, alpha: alpha, tiled: false)
    }

    /// Tiles the image across `rect` at its own size, in the current graphics context.
    public func drawAsPattern(in rect: CGRect) {
        guard rect.isFiniteRect, let context = UIGraphicsGetCurrentContext() else { return }
        context.recordImage(self, in: rect.standardized, blendMode: .normal, alpha: 1, tiled: true)
    }
}
