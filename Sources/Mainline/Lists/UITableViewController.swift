import Foundation

/// A controller whose view is a table view, with itself as the table's data source and delegate
/// (UIKit's `UITableViewController`). Subclasses override the data source and delegate methods
/// (`override func tableView(_:numberOfRowsInSection:)`, as in UIKit); the base implementations
/// give the protocols' defaults.
///
/// `loadView()` makes a screen-sized table of the controller's style. With
/// `clearsSelectionOnViewWillAppear` (true), the selected rows are deselected each time the
/// view is about to appear.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let storedTableStyle: UITableView.Style
    var storedClearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        let entry = UIEntry("-[UITableViewController initWithStyle:]"); defer { entry.end() }
        storedTableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, or the table of its nib.
    public override init(nibName: String?, bundle: Bundle?) {
        let entry = UIEntry("-[UITableViewController initWithNibName:bundle:]"); defer { entry.end() }
        storedTableStyle = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller from an archive (a storyboard scene).
    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UITableViewController initWithCoder:]"); defer { entry.end() }
        storedTableStyle = .plain
        super.init(coder: coder)
    }

    /// Makes the table (screen-sized, of the controller's style) unless the nib or scene gave
    /// one; the controller becomes its data source and delegate.
    open override func loadView() {
        let entry = UIEntry("-[UITableViewController loadView]", self); defer { entry.end() }
        if nibSource != nil || storedNibName != nil { super.loadView() }
        if let tableView = storedView as? UITableView {
            adopt(tableView)
            return
        }
        let tableView = UITableView(frame: UIScreen.main.bounds, style: storedTableStyle)
        adopt(tableView)
        view = tableView
    }

    private func adopt(_ tableView: UITableView) {
        if tableView.storedDataSource == nil { tableView.dataSource = self }
        if tableView.tableDelegate == nil { tableView.delegate = self }
    }

    /// The table (the controller's view; loads it).
    open var tableView: UITableView! {
        get {
            let entry = UIEntry("-[UITableViewController tableView]", self); defer { entry.end() }
            return loadedView as? UITableView
        }
        set {
            let entry = UIEntry("-[UITableViewController setTableView:]", self); defer { entry.end() }
            if let newValue { adopt(newValue) }
            view = newValue
        }
    }

    /// Whether the selected rows are deselected when the view is about to appear (true).
    open var clearsSelectionOnViewWillAppear: Bool {
        get { let entry = UIEntry("-[UITableViewController clearsSelectionOnViewWillAppear]", self); defer { entry.end() }; return storedClearsSelectionOnViewWillAppear }
        set { let entry = UIEntry("-[UITableViewController setClearsSelectionOnViewWillAppear:]", self); defer { entry.end() }; storedClearsSelectionOnViewWillAppear = newValue }
    }

    /// Deselects the selected rows first when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        let entry = UIEntry("-[UITableViewController viewWillAppear:]", self); defer { entry.end() }
        super.viewWillAppear(animated)
        guard storedClearsSelectionOnViewWillAppear, let tableView = storedView as? UITableView else { return }
        for indexPath in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: UITableViewDataSource

    /// No rows (override it).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        UIEntry.check("-[UITableViewController tableView:numberOfRowsInSection:]", self)
        return 0
    }

    /// Subclasses must override it (UIKit's controller does not implement it and raises);
    /// the base reports the omission and returns an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UIEntry.check("-[UITableViewController tableView:cellForRowAtIndexPath:]", self)
        DiagnosticCenter.report(.listMisuse, """
        -[\(type(of: self)) tableView:cellForRowAtIndexPath:]: unrecognized selector sent to instance: a UITableViewController \
        subclass with rows must override tableView(_:cellForRowAt:); Mainline shows an empty cell.
        """, in: tableView.context)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int {
        UIEntry.check("-[UITableViewController numberOfSectionsInTableView:]", self)
        return 1
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        UIEntry.check("-[UITableViewController tableView:titleForHeaderInSection:]", self)
        return nil
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        UIEntry.check("-[UITableViewController tableView:titleForFooterInSection:]", self)
        return nil
    }

    /// True.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:canEditRowAtIndexPath:]", self)
        return true
    }

    /// False.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:canMoveRowAtIndexPath:]", self)
        return false
    }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:heightForRowAtIndexPath:]", self)
        return tableView.storedRowHeight
    }

    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:estimatedHeightForRowAtIndexPath:]", self)
        return tableView.storedEstimatedRowHeight
    }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:heightForHeaderInSection:]", self)
        return tableView.storedSectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:heightForFooterInSection:]", self)
        return tableView.storedSectionFooterHeight
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        UIEntry.check("-[UITableViewController tableView:viewForHeaderInSection:]", self)
        return nil
    }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        UIEntry.check("-[UITableViewController tableView:viewForFooterInSection:]", self)
        return nil
    }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        UIEntry.check("-[UITableViewController tableView:willDisplayCell:forRowAtIndexPath:]", self)
    }

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        UIEntry.check("-[UITableViewController tableView:didEndDisplayingCell:forRowAtIndexPath:]", self)
    }

    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        UIEntry.check("-[UITableViewController tableView:willDisplayHeaderView:forSection:]", self)
    }

    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        UIEntry.check("-[UITableViewController tableView:willDisplayFooterView:forSection:]", self)
    }

    /// True.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldHighlightRowAtIndexPath:]", self)
        return true
    }

    /// The row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        UIEntry.check("-[UITableViewController tableView:willSelectRowAtIndexPath:]", self)
        return indexPath
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        UIEntry.check("-[UITableViewController tableView:didSelectRowAtIndexPath:]", self)
    }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        UIEntry.check("-[UITableViewController tableView:didDeselectRowAtIndexPath:]", self)
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidScroll:]", self) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewWillBeginDragging:]", self) }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        UIEntry.check("-[UITableViewController scrollViewWillEndDragging:withVelocity:targetContentOffset:]", self)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UIEntry.check("-[UITableViewController scrollViewDidEndDragging:willDecelerate:]", self)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewWillBeginDecelerating:]", self) }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidEndDecelerating:]", self) }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidEndScrollingAnimation:]", self) }
    /// True.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        UIEntry.check("-[UITableViewController scrollViewShouldScrollToTop:]", self)
        return true
    }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidScrollToTop:]", self) }
    /// Nil: nothing zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        UIEntry.check("-[UITableViewController viewForZoomingInScrollView:]", self)
        return nil
    }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { UIEntry.check("-[UITableViewController scrollViewWillBeginZooming:withView:]", self) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidZoom:]", self) }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { UIEntry.check("-[UITableViewController scrollViewDidEndZooming:withView:atScale:]", self) }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { UIEntry.check("-[UITableViewController scrollViewDidChangeAdjustedContentInset:]", self) }

    // MARK: Editing, highlighting, focus and menus

    /// None: no section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        UIEntry.check("-[UITableViewController sectionIndexTitlesForTableView:]", self)
        return nil
    }
    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        UIEntry.check("-[UITableViewController tableView:sectionForSectionIndexTitle:atIndex:]", self)
        return index
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:commitEditingStyle:forRowAtIndexPath:]", self) }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:moveRowAtIndexPath:toIndexPath:]", self) }
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { UIEntry.check("-[UITableViewController tableView:didEndDisplayingHeaderView:forSection:]", self) }
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) { UIEntry.check("-[UITableViewController tableView:didEndDisplayingFooterView:forSection:]", self) }
    /// The table view's `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:estimatedHeightForHeaderInSection:]", self)
        return tableView.storedEstimatedSectionHeaderHeight
    }
    /// The table view's `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UIEntry.check("-[UITableViewController tableView:estimatedHeightForFooterInSection:]", self)
        return tableView.storedEstimatedSectionFooterHeight
    }
    /// The cell's own accessory type.
    open func tableView(_ tableView: UITableView, accessoryTypeForRowWith indexPath: IndexPath) -> UITableViewCell.AccessoryType {
        UIEntry.check("-[UITableViewController tableView:accessoryTypeForRowWithIndexPath:]", self)
        return tableView.cellsOnScreen[indexPath]?.storedAccessoryType ?? .none
    }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:accessoryButtonTappedForRowWithIndexPath:]", self) }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:didHighlightRowAtIndexPath:]", self) }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:didUnhighlightRowAtIndexPath:]", self) }
    /// The row itself.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        UIEntry.check("-[UITableViewController tableView:willDeselectRowAtIndexPath:]", self)
        return indexPath
    }
    /// True unless the table view is editing.
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:canPerformPrimaryActionForRowAtIndexPath:]", self)
        return !tableView.storedIsEditing
    }
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:performPrimaryActionForRowAtIndexPath:]", self) }
    /// Delete.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        UIEntry.check("-[UITableViewController tableView:editingStyleForRowAtIndexPath:]", self)
        return .delete
    }
    /// Nil: the button says "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        UIEntry.check("-[UITableViewController tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:]", self)
        return nil
    }
    /// None.
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        UIEntry.check("-[UITableViewController tableView:editActionsForRowAtIndexPath:]", self)
        return nil
    }
    /// None.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UIEntry.check("-[UITableViewController tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:]", self)
        return nil
    }
    /// Nil: the table view offers its default Delete action.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UIEntry.check("-[UITableViewController tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:]", self)
        return nil
    }
    /// True.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldIndentWhileEditingRowAtIndexPath:]", self)
        return true
    }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:willBeginEditingRowAtIndexPath:]", self) }
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { UIEntry.check("-[UITableViewController tableView:didEndEditingRowAtIndexPath:]", self) }
    /// The proposed index path.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        UIEntry.check("-[UITableViewController tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:]", self)
        return proposedDestinationIndexPath
    }
    /// Zero.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        UIEntry.check("-[UITableViewController tableView:indentationLevelForRowAtIndexPath:]", self)
        return 0
    }
    /// False.
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldShowMenuForRowAtIndexPath:]", self)
        return false
    }
    /// False.
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        UIEntry.check("-[UITableViewController tableView:canPerformAction:forRowAtIndexPath:withSender:]", self)
        return false
    }
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) { UIEntry.check("-[UITableViewController tableView:performAction:forRowAtIndexPath:withSender:]", self) }
    /// True.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:canFocusRowAtIndexPath:]", self)
        return true
    }
    /// True.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldUpdateFocusInContext:]", self)
        return true
    }
    open func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { UIEntry.check("-[UITableViewController tableView:didUpdateFocusInContext:withAnimationCoordinator:]", self) }
    /// The delegate method; the default gives no menu or preview.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { UIEntry.check("-[UITableViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { UIEntry.check("-[UITableViewController contextMenu]", self); return nil }
    /// The delegate method; the default gives no menu or preview.
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { UIEntry.check("-[UITableViewController contextMenu]", self); return nil }
    /// The delegate method; the default does nothing.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { UIEntry.check("-[UITableViewController contextMenu]", self) }
    /// The delegate method; the default does nothing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) { UIEntry.check("-[UITableViewController contextMenu]", self) }
    /// The delegate method; the default does nothing.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) { UIEntry.check("-[UITableViewController contextMenu]", self) }
    /// None.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        UIEntry.check("-[UITableViewController indexPathForPreferredFocusedViewInTableView:]", self)
        return nil
    }
    /// True.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:selectionFollowsFocusForRowAtIndexPath:]", self)
        return true
    }
    /// True.
    open func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldSpringLoadRowAtIndexPath:withContext:]", self)
        return true
    }
    /// False.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        UIEntry.check("-[UITableViewController tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:]", self)
        return false
    }
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { UIEntry.check("-[UITableViewController tableView:didBeginMultipleSelectionInteractionAtIndexPath:]", self) }
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { UIEntry.check("-[UITableViewController tableViewDidEndMultipleSelectionInteraction:]", self) }
}

extension UITableViewController {
    /// The table view's refresh control (UIKit's controller manages it for its table).
    public var refreshControl: UIRefreshControl? {
        get { let entry = UIEntry("-[UITableViewController refreshControl]", self); defer { entry.end() }; return tableView?.refreshControl }
        set { let entry = UIEntry("-[UITableViewController setRefreshControl:]", self); defer { entry.end() }; tableView?.refreshControl = newValue }
    }
}
