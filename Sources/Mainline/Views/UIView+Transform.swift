import Foundation

// How a transform (and the layer's anchor point) changes a view's geometry, as UIKit does:
// `bounds` and `center` (the layer's position) are what the view stores and what layout
// works on; the frame is derived — the bounding box of the bounds, placed with the anchor
// point at the center and transformed about it.
extension UIView {
    /// Whether the frame differs from the plain center ± half the size: a transform, or a
    /// layer anchor point other than the middle.
    var hasGeometryTransform: Bool {
        storedLayerTransform != nil || (storedLayer.map { $0.anchorPoint != CALayer.middleAnchor } ?? false)
    }

    var anchor: CGPoint { storedLayer?.anchorPoint ?? CALayer.middleAnchor }

    var affineTransform: CGAffineTransform { storedLayerTransform.map(CATransform3DGetAffineTransform) ?? .identity }

    /// The frame UIKit reports: the transformed bounds' bounding box about the center.
    var transformedFrame: CGRect {
        CALayer.frame(size: storedBounds.size, position: storedCenter, anchor: anchor, transform: affineTransform)
    }

    /// Sets the frame of a transformed view as Core Animation's `setFrame:` does (UIKit
    /// documents the result as undefined): the bounds size becomes the frame's size mapped
    /// back through the transform (the bounding box of the inverse-transformed frame; a scale
    /// of 2 halves it, a quarter turn swaps width and height), and the center moves so that
    /// the frame's origin is where it was asked to be. Only a transform with no rotation (or
    /// quarter turns) gives back the same frame afterwards.
    func applyTransformedFrame(_ frame: CGRect) {
        let t = affineTransform
        var linear = t
        (linear.tx, linear.ty) = (0, 0)
        let size = t.isIdentity ? frame.size : CGRect(origin: .zero, size: frame.size).applying(linear.inverted()).size
        let local = CALayer.frame(size: size, position: .zero, anchor: anchor, transform: t)
        applyGeometry(center: CGPoint(x: frame.minX - local.minX, y: frame.minY - local.minY), size: size)
    }

    /// Stores the layer's transform (nil for the identity); nothing is laid out (UIKit marks
    /// nothing for layout when a transform changes). Non-finite entries are refused.
    func setLayerTransform(_ transform: CATransform3D?) {
        if let t = transform {
            let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            guard entries.allSatisfy(\.isFinite) else { return refuseGeometry("setTransform:", "\(t)") }
        }
        let old = storedLayerTransform
        storedLayerTransform = transform.flatMap { CATransform3DIsIdentity($0) ? nil : $0 }
        if ViewAnimationScope.isAnyOpen, old != storedLayerTransform {
            animatableChange(.transform, from: AnimationValue.vector(old ?? CATransform3DIdentity))
        }
    }

    /// A point in this view's coordinates, in its superview's.
    func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let a = anchor, b = storedBounds
        let local = CGPoint(x: p.x - (b.minX + a.x * b.width), y: p.y - (b.minY + a.y * b.height)).applying(affineTransform)
        return CGPoint(x: storedCenter.x + local.x, y: storedCenter.y + local.y)
    }

    /// A point in the superview's coordinates, in this view's.
    func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let a = anchor, b = storedBounds
        let local = CGPoint(x: p.x - storedCenter.x, y: p.y - storedCenter.y).applying(affineTransform.inverted())
        return CGPoint(x: local.x + b.minX + a.x * b.width, y: local.y + b.minY + a.y * b.height)
    }

    /// Whether this view or an ancestor has a transform or a moved anchor point.
    var chainHasGeometryTransform: Bool {
        var view: UIView? = self
        while let v = view {
            if v.storedSuperview != nil && v.hasGeometryTransform { return true }
            view = v.storedSuperview
        }
        return false
    }

    /// `pointInRoot` through transforms.
    func transformedPointInRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var view = self
        while let parent = view.storedSuperview {
            point = view.pointInSuperview(point)
            view = parent
        }
        return point
    }

    /// `pointFromRoot` through transforms.
    func transformedPointFromRoot(_ p: CGPoint) -> CGPoint {
        guard let parent = storedSuperview else { return p }
        return pointFromSuperview(parent.transformedPointFromRoot(p))
    }

    /// A rectangle converted corner by corner (the bounding box of the four).
    func convertCorners(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        return CGRect.boundingBox(of: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(convert))
    }
}

extension CALayer {
    static let middleAnchor = CGPoint(x: 0.5, y: 0.5)

    /// A layer's frame: its bounds of `size`, with the anchor point at `position`,
    /// transformed about the anchor point (the bounding box when rotated).
    static func frame(size: CGSize, position: CGPoint, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return CGRect(x: position.x + box.minX, y: position.y + box.minY, width: box.width, height: box.height)
    }
}
