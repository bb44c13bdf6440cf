import Foundation

/// Several items that move as one rigid body: add the group (not its items) to behaviors.
///
/// The group's center is the center of its items' frames together, its bounds their union's
/// size; moving the group moves every item by the same amount, and turning it turns every item
/// about the group's center (its center and its transform). Here the group collides as that
/// union's rectangle (UIKit combines the items' own shapes).
open class UIDynamicItemGroup: UIDynamicItem {
    private let storedItems: [UIDynamicItem]
    private var storedTransform = CGAffineTransform.identity

    /// A group of these items (an item may be in only one group, and not in behaviors itself).
    public init(items: [UIDynamicItem]) {
        UIEntry.check("-[UIDynamicItemGroup initWithItems:]")
        storedItems = items
    }

    /// The items, in the order given.
    open var items: [UIDynamicItem] {
        let entry = UIEntry("-[UIDynamicItemGroup items]", self); defer { entry.end() }
        return storedItems
    }

    private var union: CGRect {
        var result: CGRect?
        for item in storedItems {
            let size = item.bounds.size
            let c = item.center
            let frame = CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
            result = result.map { $0.union(frame) } ?? frame
        }
        return result ?? .zero
    }

    /// The center of the items' frames together; setting it moves every item by the change.
    open var center: CGPoint {
        get { let entry = UIEntry("-[UIDynamicItemGroup center]", self); defer { entry.end() }; return CGPoint(x: union.midX, y: union.midY) }
        set {
            let entry = UIEntry("-[UIDynamicItemGroup setCenter:]", self); defer { entry.end() }
            let old = CGPoint(x: union.midX, y: union.midY)
            let dx = newValue.x - old.x, dy = newValue.y - old.y
            guard dx != 0 || dy != 0 else { return }
            for item in storedItems { item.center = CGPoint(x: item.center.x + dx, y: item.center.y + dy) }
        }
    }

    /// The size of the items' frames together, at the origin.
    open var bounds: CGRect {
        let entry = UIEntry("-[UIDynamicItemGroup bounds]", self); defer { entry.end() }
        return CGRect(origin: .zero, size: union.size)
    }

    /// The group's rotation; setting it turns every item about the group's center by the change.
    open var transform: CGAffineTransform {
        get { let entry = UIEntry("-[UIDynamicItemGroup transform]", self); defer { entry.end() }; return storedTransform }
        set {
            let entry = UIEntry("-[UIDynamicItemGroup setTransform:]", self); defer { entry.end() }
            let delta = atan2(Double(newValue.b), Double(newValue.a)) - atan2(Double(storedTransform.b), Double(storedTransform.a))
            storedTransform = newValue
            guard delta != 0 else { return }
            let pivot = DynamicVector(CGPoint(x: union.midX, y: union.midY))
            for item in storedItems {
                let offset = DynamicVector(item.center) - pivot
                item.center = (pivot + offset.rotated(by: delta)).point
                item.transform = item.transform.rotated(by: CGFloat(delta))
            }
        }
    }
}
