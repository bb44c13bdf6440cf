import Foundation

extension UIView {
    /// The part of the view that the window's safe area does not cover: the window's insets
    /// (from its screen), clipped to where the view is.
    public var safeAreaInsets: UIEdgeInsets {
        let entry = UIEntry("-[UIView safeAreaInsets]", self); defer { entry.end() }
        return computedSafeAreaInsets
    }

    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow, let screen = window.screenForLayout else { return .zero }
        let windowInsets = screen.storedSafeAreaInsets
        let origin = pointInRoot(.zero)
        let size = storedBounds.size
        let windowSize = window.storedBounds.size
        return UIEdgeInsets(
            top: max(0, min(size.height, windowInsets.top - origin.y)),
            left: max(0, min(size.width, windowInsets.left - origin.x)),
            bottom: max(0, min(size.height, origin.y + size.height - (windowSize.height - windowInsets.bottom))),
            right: max(0, min(size.width, origin.x + size.width - (windowSize.width - windowInsets.right))))
    }

    /// The margins measured from the view's edges: the layout margins, added to the safe area
    /// insets when `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        guard storedInsetsLayoutMarginsFromSafeArea else { return ownLayoutMargins }
        let safe = computedSafeAreaInsets
        let m = ownLayoutMargins
        return UIEdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
    }

    /// The margins before the safe area: a root view's are at least its controller's
    /// `systemMinimumLayoutMargins`, edge by edge, unless the controller says otherwise.
    var ownLayoutMargins: UIEdgeInsets {
        guard let controller = owningViewController else { return storedLayoutMargins }
        guard controller.storedRespectsSystemMinimumMargins else { return hasOwnLayoutMargins ? storedLayoutMargins : .zero }
        let minimum = controller.systemMinimumLayoutMargins
        // A root view's own margins start at zero: its side margins come from the system
        // minimum (UIView.layoutMargins: "The top and bottom margins are set to zero").
        let m = hasOwnLayoutMargins ? storedLayoutMargins : .zero
        return UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, minimum.leading),
                            bottom: max(m.bottom, minimum.bottom), right: max(m.right, minimum.trailing))
    }
}

extension UIView {
    /// The widest a readable content guide gets.
    static let readableWidth: CGFloat = 672
}

extension UIView {
    /// The scale frames are rounded to: the screen's of the window the view is in (a window's
    /// own), 1 outside a window.
    var pixelScale: CGFloat { ((self as? UIWindow) ?? storedWindow)?.screenForLayout?.scale ?? 1 }
}
