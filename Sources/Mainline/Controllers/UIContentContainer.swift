import Foundation

/// What a container of content (a view controller, a presentation controller) hears about its
/// size and the sizes its children would like: size and trait transitions, and changes of a
/// child's preferred content size.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the content would like (a popover or a form sheet shows it at that size).
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size to give a child's content when this container is `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
