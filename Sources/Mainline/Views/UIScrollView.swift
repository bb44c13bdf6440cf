import Foundation

/// The scroll view's delegate. Its methods are optional, as in UIKit (defaults do nothing).
///
/// Swift on Linux has no Objective-C runtime to ask an object whether it implements a method:
/// the methods are found through the conformance. A class that *inherits* its conformance from
/// a superclass that does not implement a method is not asked for it: implement the delegate
/// methods in the class that declares the conformance (or override them there and in its
/// subclasses).
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of the content offset (user code in the event phase).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view whose bounds origin is the scroll position. Scrolling lays out the scroll view and
/// its superview (seed 001, golden/07) and calls the delegate's `scrollViewDidScroll(_:)`.
open class UIScrollView: UIView, @unchecked Sendable {
    /// The delegate (not retained).
    open weak var delegate: UIScrollViewDelegate?
    var storedContentSize: CGSize = .zero
    var storedContentInset: UIEdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The point of the content shown at the top left: the bounds origin.
    open var contentOffset: CGPoint {
        get {
            let entry = UIEntry("-[UIScrollView contentOffset]"); defer { entry.end() }
            return storedBounds.origin
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentOffset:]"); defer { entry.end() }
            scroll(to: newValue)
        }
    }

    /// Sets the content offset (animation is not simulated: the offset changes at once).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let entry = UIEntry("-[UIScrollView setContentOffset:animated:]"); defer { entry.end() }
        scroll(to: offset)
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize {
        get {
            let entry = UIEntry("-[UIScrollView contentSize]"); defer { entry.end() }
            return storedContentSize
        }
        set {
            let entry = UIEntry("-[UIScrollView setContentSize:]"); defer { entry.end() }
            guard newValue.isFiniteSize else { return refuseGeometry("setContentSize:", "\(newValue)") }
            storedContentSize = newValue
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue.isFinite ? newValue : storedContentInset }
    }

    func scroll(to offset: CGPoint) {
        guard offset.isFinitePoint else { return refuseGeometry("setContentOffset:", "(\(offset.x), \(offset.y))") }
        guard offset != storedBounds.origin else { return }
        applyBounds(CGRect(origin: offset, size: storedBounds.size))
        storedSuperview?.setNeedsLayout()
        if let delegate {
            context.span(.delegateCallback, "scrollViewDidScroll(_:)", object: self) { delegate.scrollViewDidScroll(self) }
        }
    }
}
