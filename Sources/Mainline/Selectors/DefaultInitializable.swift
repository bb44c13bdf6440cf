import Foundation

/// A class whose instances can be made from a class value with `init()`, as the Objective-C
/// runtime lets `T()` do for any `T: UIView` or `T: NSObject` (it sends `init` to the class).
/// Swift without it constructs through a type value only with a `required` initializer, which
/// `init()` is not; so each class declares, in its body, a class method that makes an instance
/// of exactly itself, overridden by every subclass:
///
/// ```swift
/// class FeedItemView: UIView {
///     class func makeDefaultInstance() -> AnyObject { FeedItemView() }
/// }
/// extension FeedItemView: @MainActor DefaultInitializable {}
/// ```
///
/// The `MainlineAdapt` plugin and `mainline adapt` write these for real UIKit code that
/// constructs through a type parameter (`class CollectionCell<Content: UIView>` making
/// `Content()`), and rewrite the construction as ``instantiateDefault(_:)``.
public protocol DefaultInitializable: AnyObject {
    /// A new instance of the class it is called on (not of a superclass), made with `init()`.
    static func makeDefaultInstance() -> AnyObject
}

/// A new instance of `type` made with `init()`, as `T()` makes one on iOS for a class-constrained
/// type parameter `T`: through `type`'s ``DefaultInitializable`` method, or, for Mainline's own
/// classes, their `init()`.
///
/// A class that cannot be made this way (it has no `init()` — on iOS, Swift's "Use of
/// unimplemented initializer 'init()'" trap — or its code was not adapted) stops the program
/// with the reason, as iOS does.
public func instantiateDefault<T: AnyObject>(_ type: T.Type) -> T {
    if let maker = type as? DefaultInitializable.Type, let made = maker.makeDefaultInstance() as? T,
       ObjectIdentifier(Swift.type(of: made)) == ObjectIdentifier(type) {
        return made
    }
    if let make = frameworkDefaultInitializers[ObjectIdentifier(type)], let made = make() as? T {
        return made
    }
    fatalError("Mainline: cannot make an instance of \(String(reflecting: type)) from its class: it has no init(), or no makeDefaultInstance() of its own (the MainlineAdapt plugin writes one for each class of the code it adapts that has init(); hand-written code declares it, see DefaultInitializable)")
}

/// Mainline's classes that real code makes through type parameters, by their `init()`. They are
/// main-actor classes, made on the main thread as UIKit's are.
nonisolated(unsafe) private let frameworkDefaultInitializers: [ObjectIdentifier: () -> AnyObject] = {
    func entry<T: AnyObject>(_ type: T.Type, _ make: @escaping @MainActor () -> T) -> (ObjectIdentifier, () -> AnyObject) {
        (ObjectIdentifier(type), { MainActor.assumeIsolated { make() } })
    }
    return Dictionary(uniqueKeysWithValues: [
        entry(UIView.self) { UIView() }, entry(UILabel.self) { UILabel() }, entry(UIImageView.self) { UIImageView() },
        entry(UIButton.self) { UIButton() }, entry(UIControl.self) { UIControl() }, entry(UIScrollView.self) { UIScrollView() },
        entry(UIStackView.self) { UIStackView() }, entry(UITextField.self) { UITextField() }, entry(UITextView.self) { UITextView() },
        entry(UISwitch.self) { UISwitch() }, entry(UISlider.self) { UISlider() }, entry(UIActivityIndicatorView.self) { UIActivityIndicatorView() },
        entry(UIProgressView.self) { UIProgressView() }, entry(UIPageControl.self) { UIPageControl() },
        entry(UICollectionViewCell.self) { UICollectionViewCell() }, entry(UITableViewCell.self) { UITableViewCell() },
        entry(UIViewController.self) { UIViewController() }, entry(UINavigationController.self) { UINavigationController() },
        entry(UITabBarController.self) { UITabBarController() },
        entry(CALayer.self) { CALayer() }, entry(CAShapeLayer.self) { CAShapeLayer() }, entry(CAGradientLayer.self) { CAGradientLayer() },
        entry(CATextLayer.self) { CATextLayer() },
    ])
}()
