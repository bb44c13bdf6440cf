import Foundation

/// The scroll view's delegate. Its methods are optional, as in UIKit (defaults do nothing).
///
/// Swift on Linux has no Objective-C runtime to ask an object whether it implements a method:
/// the methods are found through the conformance. A class that *inherits* its conformance from
/// a superclass that does not implement a method is not asked for it: implement the delegate
/// methods in the class that declares the conformance (or override them there and in its
/// subclasses).
///
/// The order, as UIKit calls them for a drag that ends in a fling: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` (once per frame the offset changed), `scrollViewWillEndDragging(_:
/// withVelocity:targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate:)`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of the content offset (user code in the event phase).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user's finger started to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted. `velocity` is in points per **millisecond** (UIKit's unit);
    /// `targetContentOffset` is where the deceleration will come to rest, and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content keeps moving after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a deceleration (or a bounce back).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top (default true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top that a status-bar tap started ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The view to scale when zooming (default nil: nothing zooms). It must be a subview of the
    /// scroll view, not the scroll view itself.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A zoom is about to begin (a pinch, an animated programmatic zoom).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom ended, after any bounce back to the limits; `scale` is the final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// How fast the content slows down after the finger lifts: the factor the velocity keeps
    /// each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: the content stops sooner.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether and how the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` (UIKit also adjusts the top and bottom of a scroll view owned by a
        /// controller inside a navigation controller; Mainline has no navigation controller yet).
        case automatic
        /// The safe area on the axes the content can scroll along (or always bounces on).
        case scrollableAxes
        /// Never.
        case never
        /// Always, on both axes.
        case always
    }
}
