import Foundation

extension UIView {
    /// The part of the view the safe area does not cover: the window's insets (from its
    /// screen), raised by the bars and `additionalSafeAreaInsets` of the controllers whose
    /// views contain this one, clipped to where the view is.
    public var safeAreaInsets: UIEdgeInsets {
        let entry = UIEntry("-[UIView safeAreaInsets]", self); defer { entry.end() }
        return computedSafeAreaInsets
    }

    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window = storedWindow, let screen = window.screenForLayout else { return .zero }
        let rect = CGRect(origin: pointInRoot(.zero), size: storedBounds.size)
        return Self.insets(of: rect, within: safeRectInRoot(window: window, screen: screen))
    }

    /// The safe rectangle, in the window's coordinates, that applies to this view: the one of
    /// the nearest controller root view at or above it that adds insets, else the window's.
    private func safeRectInRoot(window: UIWindow, screen: UIScreen) -> CGRect {
        var view: UIView? = self
        while let current = view {
            if current.mayAddSafeAreaInsets, let controller = current.owningViewController {
                let rect = CGRect(origin: current.pointInRoot(.zero), size: current.storedBounds.size)
                let outer = current.storedSuperview?.safeRectInRoot(window: window, screen: screen)
                    ?? window.storedBounds.inset(by: screen.storedSafeAreaInsets)
                let inherited = Self.insets(of: rect, within: outer)
                let bars = controller.barInsets(in: rect)
                let extra = controller.storedAdditionalSafeAreaInsets
                let insets = UIEdgeInsets(top: max(inherited.top, bars.top) + extra.top,
                                          left: max(inherited.left, bars.left) + extra.left,
                                          bottom: max(inherited.bottom, bars.bottom) + extra.bottom,
                                          right: max(inherited.right, bars.right) + extra.right)
                return CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                              width: max(0, rect.width - insets.left - insets.right),
                              height: max(0, rect.height - insets.top - insets.bottom))
            }
            view = current.storedSuperview
        }
        return window.storedBounds.inset(by: screen.storedSafeAreaInsets)
    }

    /// How far `rect`'s edges are inside the parts `safe` leaves out, each clipped to `rect`.
    static func insets(of rect: CGRect, within safe: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, min(rect.height, safe.minY - rect.minY)),
                     left: max(0, min(rect.width, safe.minX - rect.minX)),
                     bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
                     right: max(0, min(rect.width, rect.maxX - safe.maxX)))
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
