import Foundation

/// A coordinate space points and rectangles convert between: every view's bounds, and a
/// screen's (`UIScreen.coordinateSpace`, which turns with the interface, and
/// `fixedCoordinateSpace`, which stays in portrait). Conversions go through the screen: a view's
/// point goes to its window's coordinates, then by the window's frame to the screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// Converts a point of this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts a point of `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts a rectangle of this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// Converts a rectangle of `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// How a coordinate space maps to the screen's oriented space (internal to the conversions).
protocol ScreenMappedSpace {
    /// A point of the space in the screen's current (oriented) coordinates.
    func pointOnScreen(_ point: CGPoint) -> CGPoint
    /// A point of the screen's oriented coordinates in the space.
    func pointFromScreen(_ point: CGPoint) -> CGPoint
}

/// Conversions between spaces through the screen, the corners of a rectangle converted one by
/// one (their bounding box: a rotation of the fixed space turns a rectangle).
enum CoordinateSpaces {
    static func convert(_ point: CGPoint, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGPoint {
        if source === target { return point }
        if let view = source as? UIView, let other = target as? UIView, view.rootView === other.rootView {
            return view.convert(point, to: other as UIView?)
        }
        guard let from = source as? ScreenMappedSpace, let to = target as? ScreenMappedSpace else { return point }
        return to.pointFromScreen(from.pointOnScreen(point))
    }

    static func convert(_ rect: CGRect, from source: UICoordinateSpace, to target: UICoordinateSpace) -> CGRect {
        if source === target { return rect }
        if let view = source as? UIView, let other = target as? UIView, view.rootView === other.rootView {
            return view.convert(rect, to: other as UIView?)
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: source, to: target) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView: UICoordinateSpace, ScreenMappedSpace {
    /// Converts a point of the view to another coordinate space (a view, or a screen's space).
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        let entry = UIEntry("-[UIView convertPoint:toCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(point, from: self, to: coordinateSpace)
    }

    /// Converts a point of another coordinate space to the view's.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        let entry = UIEntry("-[UIView convertPoint:fromCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(point, from: coordinateSpace, to: self)
    }

    /// Converts a rectangle of the view to another coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        let entry = UIEntry("-[UIView convertRect:toCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(rect, from: self, to: coordinateSpace)
    }

    /// Converts a rectangle of another coordinate space to the view's.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        let entry = UIEntry("-[UIView convertRect:fromCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(rect, from: coordinateSpace, to: self)
    }

    /// The topmost view above this one (itself when it has no superview).
    var rootView: UIView {
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }

    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil as UIView?)
        guard let window = rootView as? UIWindow else { return inRoot }
        let origin = window.frameValue.origin
        return CGPoint(x: inRoot.x + origin.x, y: inRoot.y + origin.y)
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        var inRoot = point
        if let window = rootView as? UIWindow {
            let origin = window.frameValue.origin
            inRoot = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
        return convert(inRoot, from: nil as UIView?)
    }
}

/// A screen's coordinate space: the oriented one (its bounds turn with the interface) or the
/// fixed one (portrait, home indicator down, whatever the interface's orientation).
final class ScreenCoordinateSpace: UICoordinateSpace, ScreenMappedSpace {
    unowned let screen: UIScreen
    let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
    }

    /// The screen's bounds in this space.
    var bounds: CGRect {
        let b = screen.storedBounds
        guard fixed, screen.storedOrientation.isLandscape else { return b }
        return CGRect(x: 0, y: 0, width: b.height, height: b.width)
    }

    /// The portrait size of the screen.
    private var portraitSize: CGSize {
        let b = screen.storedBounds.size
        return CGSize(width: min(b.width, b.height), height: max(b.width, b.height))
    }

    func pointOnScreen(_ point: CGPoint) -> CGPoint {
        guard fixed else { return point }
        let p = portraitSize
        switch screen.storedOrientation {
        case .landscapeRight: return CGPoint(x: point.y, y: p.width - point.x)
        case .landscapeLeft: return CGPoint(x: p.height - point.y, y: point.x)
        case .portraitUpsideDown: return CGPoint(x: p.width - point.x, y: p.height - point.y)
        default: return point
        }
    }

    func pointFromScreen(_ point: CGPoint) -> CGPoint {
        guard fixed else { return point }
        let p = portraitSize
        switch screen.storedOrientation {
        case .landscapeRight: return CGPoint(x: p.width - point.y, y: point.x)
        case .landscapeLeft: return CGPoint(x: point.y, y: p.height - point.x)
        case .portraitUpsideDown: return CGPoint(x: p.width - point.x, y: p.height - point.y)
        default: return point
        }
    }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        let entry = UIEntry("-[UIScreenCoordinateSpace convertPoint:toCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        let entry = UIEntry("-[UIScreenCoordinateSpace convertPoint:fromCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        let entry = UIEntry("-[UIScreenCoordinateSpace convertRect:toCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        let entry = UIEntry("-[UIScreenCoordinateSpace convertRect:fromCoordinateSpace:]", self); defer { entry.end() }
        return CoordinateSpaces.convert(rect, from: coordinateSpace, to: self)
    }
}
