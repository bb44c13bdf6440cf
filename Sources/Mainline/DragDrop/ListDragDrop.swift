import Foundation

/// A list's part in drag and drop: the press that lifts its rows or items (installed while
/// dragging is enabled and there is a drag delegate), and the drag and drop it is part of.
struct ListDragDrop {
    var lift: DragLiftRecognizer?
    /// The drag that started in the list.
    weak var activeDrag: DragActivity?
    /// The drag over the list (the list is its destination).
    weak var activeDrop: DragActivity?
    /// Whether a drag pausing over an item selects it (`isSpringLoaded`).
    var isSpringLoaded = false

    /// Installs or removes the lift gesture on `list` as `enabled` says.
    mutating func update(_ list: UIView, enabled: Bool, make: @escaping (UIWindow, CGPoint) -> DragActivity?) {
        if enabled, lift == nil {
            let recognizer = DragLiftRecognizer()
            recognizer.makeActivity = make
            list.addGestureRecognizer(recognizer)
            lift = recognizer
        } else if !enabled, let recognizer = lift {
            list.removeGestureRecognizer(recognizer)
            lift = nil
        }
    }

    /// Where a drop at `point` goes among `sections` (the item or row counts): the element
    /// whose frame holds it; past the last element of the list, one past the end of the last
    /// section (an element that does not exist yet: an insertion appends); nil over empty
    /// space elsewhere (UIKit's headers say the same).
    static func destination(at point: CGPoint, hit: IndexPath?, sections: [Int], lastFrame: (IndexPath) -> CGRect?) -> IndexPath? {
        if let hit { return hit }
        guard let section = sections.indices.last(where: { sections[$0] > 0 }) else {
            return sections.isEmpty ? nil : IndexPath(item: 0, section: 0)
        }
        let last = IndexPath(item: sections[section] - 1, section: section)
        guard let frame = lastFrame(last) else { return nil }
        if point.y > frame.maxY || (point.y >= frame.minY && point.x > frame.maxX) {
            return IndexPath(item: sections[section], section: section)
        }
        return nil
    }
}

/// What a list's drop coordinator hands out for each dropped item.
final class ListDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
