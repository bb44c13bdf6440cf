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

    /// Draws the image scaled to fill `rect`, composited with `blendMode` at `alpha` (0…1):
    /// upright (its orientation applied); a resizable image keeps its caps' size and stretches
    /// (or tiles) the rest; a template image is drawn in the tint colour it was given.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard rect.isFiniteRect, alpha.isFinite, let context = UIGraphicsGetCurrentContext() else { return }
        let rect = rect.standardized
        guard capInsets != .zero, size.width > 0, size.height > 0 else {
            context.recordImage(self, in: rect, blendMode: blendMode, alpha: alpha, tiled: false)
            return
        }
        // Nine parts: the corners at their size, the edges along one axis, the middle along both.
        let c = capInsets
        let xs = [(0, c.left, rect.minX, c.left), (c.left, size.width - c.right, rect.minX + c.left, rect.width - c.left - c.right),
                  (size.width - c.right, size.width, rect.maxX - c.right, c.right)]
        let ys = [(0, c.top, rect.minY, c.top), (c.top, size.height - c.bottom, rect.minY + c.top, rect.height - c.top - c.bottom),
                  (size.height - c.bottom, size.height, rect.maxY - c.bottom, c.bottom)]
        for (i, x) in xs.enumerated() where x.1 > x.0 && x.3 > 0 {
            for (j, y) in ys.enumerated() where y.1 > y.0 && y.3 > 0 {
                let part = CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
                guard let piece = cropped(toPoints: part) else { continue }
                let tiled = resizingMode == .tile && (i == 1 || j == 1)
                let target = CGRect(x: x.2, y: y.2, width: x.3, height: y.3)
                context.recordImage(piece, in: target, blendMode: blendMode, alpha: alpha, tiled: tiled)
            }
        }
    }

    /// The part of the image in `rect` (points, of the upright image), with its pixels.
    func cropped(toPoints rect: CGRect) -> UIImage? {
        guard let backing, imageOrientation == .up else {
            return UIImage(parts: Parts(size: rect.size, scale: scale))
        }
        let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        return backing.cropping(to: pixels).map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }

    /// Tiles the image across `rect` at its own size, in the current graphics context.
    public func drawAsPattern(in rect: CGRect) {
        guard rect.isFiniteRect, let context = UIGraphicsGetCurrentContext() else { return }
        context.recordImage(self, in: rect.standardized, blendMode: .normal, alpha: 1, tiled: true)
    }
}
