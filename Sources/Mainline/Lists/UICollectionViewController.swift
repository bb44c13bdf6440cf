import Foundation

/// A controller whose view is a collection view, with itself as the collection view's data
/// source and delegate (UIKit's `UICollectionViewController`). Subclasses override the data
/// source and delegate methods (`override func collectionView(_:numberOfItemsInSection:)`, as
/// in UIKit, where the controller's conformance makes them members of the class); the base
/// implementations give the protocols' defaults.
///
/// `loadView()` makes a screen-sized collection view with the layout the controller was made
/// with (a flow layout when it came from an archive). With `clearsSelectionOnViewWillAppear`
/// (true), the selection is cleared each time the view is about to appear.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var storedLayout: UICollectionViewLayout
    var storedClearsSelectionOnViewWillAppear = true
    var storedInstallsStandardGestureForInteractiveMovement = true
    var storedUseLayoutToLayoutNavigationTransitions = false

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        let entry = UIEntry("-[UICollectionViewController initWithCollectionViewLayout:]"); defer { entry.end() }
        storedLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout, or the collection view of its nib.
    public override init(nibName: String?, bundle: Bundle?) {
        let entry = UIEntry("-[UICollectionViewController initWithNibName:bundle:]"); defer { entry.end() }
        storedLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller from an archive (a storyboard scene).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UICollectionViewController initWithCoder:]"); defer { entry.end() }
        storedLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view (screen-sized, with the controller's layout) unless the nib
    /// or scene gave one; the controller becomes its data source and delegate.
    open override func loadView() {
        let entry = UIEntry("-[UICollectionViewController loadView]", self); defer { entry.end() }
        if nibSource != nil || storedNibName != nil { super.loadView() }
        if let collectionView = storedView as? UICollectionView {
            adopt(collectionView)
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: storedLayout)
        adopt(collectionView)
        view = collectionView
    }

    private func adopt(_ collectionView: UICollectionView) {
        if collectionView.storedDataSource == nil { collectionView.dataSource = self }
        if collectionView.storedDelegate == nil { collectionView.delegate = self }
        storedLayout = collectionView.storedLayout
    }

    /// The collection view (the controller's view; loads it).
    open var collectionView: UICollectionView! {
        get {
            let entry = UIEntry("-[UICollectionViewController collectionView]", self); defer { entry.end() }
            return loadedView as? UICollectionView
        }
        set {
            let entry = UIEntry("-[UICollectionViewController setCollectionView:]", self); defer { entry.end() }
            if let newValue { adopt(newValue) }
            view = newValue
        }
    }

    /// The layout the collection view uses.
    open var collectionViewLayout: UICollectionViewLayout {
        let entry = UIEntry("-[UICollectionViewController collectionViewLayout]", self); defer { entry.end() }
        return (storedView as? UICollectionView)?.storedLayout ?? storedLayout
    }

    /// Whether the selection is cleared when the view is about to appear (true).
    open var clearsSelectionOnViewWillAppear: Bool {
        get { let entry = UIEntry("-[UICollectionViewController clearsSelectionOnViewWillAppear]", self); defer { entry.end() }; return storedClearsSelectionOnViewWillAppear }
        set { let entry = UIEntry("-[UICollectionViewController setClearsSelectionOnViewWillAppear:]", self); defer { entry.end() }; storedClearsSelectionOnViewWillAppear = newValue }
    }

    /// Whether a long press reorders items (true; kept: Mainline has no interactive movement).
    open var installsStandardGestureForInteractiveMovement: Bool {
        get { let entry = UIEntry("-[UICollectionViewController installsStandardGestureForInteractiveMovement]", self); defer { entry.end() }; return storedInstallsStandardGestureForInteractiveMovement }
        set { let entry = UIEntry("-[UICollectionViewController setInstallsStandardGestureForInteractiveMovement:]", self); defer { entry.end() }; storedInstallsStandardGestureForInteractiveMovement = newValue }
    }

    /// Whether a push between collection view controllers animates their layouts (false; kept).
    open var useLayoutToLayoutNavigationTransitions: Bool {
        get { let entry = UIEntry("-[UICollectionViewController useLayoutToLayoutNavigationTransitions]", self); defer { entry.end() }; return storedUseLayoutToLayoutNavigationTransitions }
        set { let entry = UIEntry("-[UICollectionViewController setUseLayoutToLayoutNavigationTransitions:]", self); defer { entry.end() }; storedUseLayoutToLayoutNavigationTransitions = newValue }
    }

    /// Clears the selection first when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        let entry = UIEntry("-[UICollectionViewController viewWillAppear:]", self); defer { entry.end() }
        super.viewWillAppear(animated)
        guard storedClearsSelectionOnViewWillAppear, let collectionView = storedView as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        UIEntry.check("-[UICollectionViewController numberOfSectionsInCollectionView:]", self)
        return 1
    }

    /// No items (override it).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        UIEntry.check("-[UICollectionViewController collectionView:numberOfItemsInSection:]", self)
        return 0
    }

    /// Subclasses must override it (UIKit's controller does not implement it and raises);
    /// the base reports the omission and returns an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIEntry.check("-[UICollectionViewController collectionView:cellForItemAtIndexPath:]", self)
        DiagnosticCenter.report(.listMisuse, """
        -[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance: a \
        UICollectionViewController subclass with items must override collectionView(_:cellForItemAt:); Mainline shows an empty cell.
        """, in: collectionView.context)
        return UICollectionViewCell(frame: .zero)
    }

    /// The data source's default: the layout's supplementary views are reported missing.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UIEntry.check("-[UICollectionViewController collectionView:viewForSupplementaryElementOfKind:atIndexPath:]", self)
        return MissingSupplementaryView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:willDisplayCell:forItemAtIndexPath:]", self)
    }

    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didEndDisplayingCell:forItemAtIndexPath:]", self)
    }

    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:]", self)
    }

    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:]", self)
    }

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldHighlightItemAtIndexPath:]", self)
        return true
    }

    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didHighlightItemAtIndexPath:]", self)
    }

    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didUnhighlightItemAtIndexPath:]", self)
    }

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldSelectItemAtIndexPath:]", self)
        return true
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didSelectItemAtIndexPath:]", self)
    }

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldDeselectItemAtIndexPath:]", self)
        return true
    }

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        UIEntry.check("-[UICollectionViewController collectionView:didDeselectItemAtIndexPath:]", self)
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidScroll:]", self) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewWillBeginDragging:]", self) }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        UIEntry.check("-[UICollectionViewController scrollViewWillEndDragging:withVelocity:targetContentOffset:]", self)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UIEntry.check("-[UICollectionViewController scrollViewDidEndDragging:willDecelerate:]", self)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewWillBeginDecelerating:]", self) }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidEndDecelerating:]", self) }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidEndScrollingAnimation:]", self) }
    /// True.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        UIEntry.check("-[UICollectionViewController scrollViewShouldScrollToTop:]", self)
        return true
    }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidScrollToTop:]", self) }
    /// Nil: nothing zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        UIEntry.check("-[UICollectionViewController viewForZoomingInScrollView:]", self)
        return nil
    }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { UIEntry.check("-[UICollectionViewController scrollViewWillBeginZooming:withView:]", self) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidZoom:]", self) }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { UIEntry.check("-[UICollectionViewController scrollViewDidEndZooming:withView:atScale:]", self) }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { UIEntry.check("-[UICollectionViewController scrollViewDidChangeAdjustedContentInset:]", self) }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:canMoveItemAtIndexPath:]", self)
        return false
    }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { UIEntry.check("-[UICollectionViewController collectionView:moveItemAtIndexPath:toIndexPath:]", self) }
    /// None.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        UIEntry.check("-[UICollectionViewController indexTitlesForCollectionView:]", self)
        return nil
    }
    /// The first item of the section at `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        UIEntry.check("-[UICollectionViewController collectionView:indexPathForIndexTitle:atIndex:]", self)
        return IndexPath(item: 0, section: index)
    }
    /// True unless editing.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:canPerformPrimaryActionForItemAtIndexPath:]", self)
        return !collectionView.storedIsEditing
    }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { UIEntry.check("-[UICollectionViewController collectionView:performPrimaryActionForItemAtIndexPath:]", self) }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldShowMenuForItemAtIndexPath:]", self)
        return false
    }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:canPerformAction:forItemAtIndexPath:withSender:]", self)
        return false
    }
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) { UIEntry.check("-[UICollectionViewController collectionView:performAction:forItemAtIndexPath:withSender:]", self) }
    /// A plain transition layout.
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout, newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UIEntry.check("-[UICollectionViewController collectionView:transitionLayoutForOldLayout:newLayout:]", self)
        return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:canFocusItemAtIndexPath:]", self)
        return true
    }
    /// None.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        UIEntry.check("-[UICollectionViewController indexPathForPreferredFocusedViewInCollectionView:]", self)
        return nil
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:selectionFollowsFocusForItemAtIndexPath:]", self)
        return true
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldUpdateFocusInContext:]", self)
        return true
    }
    open func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        UIEntry.check("-[UICollectionViewController collectionView:didUpdateFocusInContext:withAnimationCoordinator:]", self)
    }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration, dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? { UIEntry.check("-[UICollectionViewController contextMenu]", self); return nil }
    /// The delegate method; the default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { UIEntry.check("-[UICollectionViewController contextMenu]", self) }
    /// The delegate method; the default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { UIEntry.check("-[UICollectionViewController contextMenu]", self) }
    /// The delegate method; the default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) { UIEntry.check("-[UICollectionViewController contextMenu]", self) }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldSpringLoadItemAtIndexPath:withContext:]", self)
        return true
    }
    /// The deprecated form's answer.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        UIEntry.check("-[UICollectionViewController collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:]", self)
        return self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// The proposal.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        UIEntry.check("-[UICollectionViewController collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:]", self)
        return proposedIndexPath
    }
    /// The proposal.
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        UIEntry.check("-[UICollectionViewController collectionView:targetContentOffsetForProposedContentOffset:]", self)
        return proposedContentOffset
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:canEditItemAtIndexPath:]", self)
        return true
    }
    /// False.
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UICollectionViewController collectionView:shouldBeginMultipleSelectionInteractionAtIndexPath:]", self)
        return false
    }
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { UIEntry.check("-[UICollectionViewController collectionView:didBeginMultipleSelectionInteractionAtIndexPath:]", self) }
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) { UIEntry.check("-[UICollectionViewController collectionViewDidEndMultipleSelectionInteraction:]", self) }
}
