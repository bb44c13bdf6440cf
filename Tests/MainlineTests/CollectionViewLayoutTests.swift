import Foundation
@testable import Mainline
import Testing

// MARK: - Shapes of real layouts

/// A paging carousel in the shape of UPCarouselFlowLayout: items centred with section insets
/// set in `prepare()`, scaled and faded by their distance from the centre on every scroll
/// (`shouldInvalidateLayout(forBoundsChange:)` true), snapping a fling to the nearest item.
final class CarouselLayout: UICollectionViewFlowLayout {
    let log = CallLog()
    var laidOutFor: CGSize = .zero

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 200)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func prepare() {
        super.prepare()
        guard let cv = collectionView, cv.bounds.size != laidOutFor else { return }
        laidOutFor = cv.bounds.size
        cv.decelerationRate = .fast
        let side = (cv.bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: (cv.bounds.height - itemSize.height) / 2, left: side, bottom: (cv.bounds.height - itemSize.height) / 2, right: side)
        minimumLineSpacing = 20
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log("should")
        return true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log("context")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log("invalidate")
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView, let base = super.layoutAttributesForElements(in: rect) else { return nil }
        let copies = NSArray(array: base, copyItems: true) as! [UICollectionViewLayoutAttributes]
        let middle = cv.contentOffset.x + cv.bounds.width / 2
        let reach = itemSize.width + minimumLineSpacing
        for a in copies {
            let ratio = (reach - min(abs(a.center.x - middle), reach)) / reach
            a.alpha = 0.6 + 0.4 * ratio
            let scale = 0.6 + 0.4 * ratio
            a.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
            a.zIndex = Int(a.alpha * 10)
        }
        return copies
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let cv = collectionView else { return proposedContentOffset }
        let middle = proposedContentOffset.x + cv.bounds.width / 2
        let candidates = super.layoutAttributesForElements(in: CGRect(x: proposedContentOffset.x - cv.bounds.width, y: 0,
                                                                      width: cv.bounds.width * 3, height: cv.bounds.height)) ?? []
        guard let nearest = candidates.min(by: { abs($0.center.x - middle) < abs($1.center.x - middle) }) else { return proposedContentOffset }
        return CGPoint(x: (nearest.center.x - cv.bounds.width / 2).rounded(.down), y: proposedContentOffset.y)
    }
}

/// A waterfall in the shape of CHTCollectionViewWaterfallLayout: columns filled shortest first,
/// computed in `prepare()`, invalidated by its own setters and only by width changes.
final class WaterfallLayout: UICollectionViewLayout {
    var heights: [CGFloat] = []
    var prepares = 0
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var size: CGSize = .zero

    var columnCount = 2 { didSet { if columnCount != oldValue { invalidateLayout() } } }
    var spacing: CGFloat = 5 { didSet { if spacing != oldValue { invalidateLayout() } } }

    override init() { super.init() }
    required init?(coder: NSCoder) { fatalError() }

    override func prepare() {
        super.prepare()
        prepares += 1
        guard let cv = collectionView else { return }
        let width = (cv.bounds.width - spacing * CGFloat(columnCount - 1)) / CGFloat(columnCount)
        var columns = [CGFloat](repeating: 0, count: columnCount)
        cache = (0..<cv.numberOfItems(inSection: 0)).map { item in
            let column = columns.firstIndex(of: columns.min()!)!
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(column) * (width + spacing), y: columns[column], width: width, height: heights[item])
            columns[column] += heights[item] + spacing
            return attributes
        }
        size = CGSize(width: cv.bounds.width, height: columns.max() ?? 0)
    }

    override var collectionViewContentSize: CGSize { size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

/// Attributes that carry a colour name to their cell.
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = "none"
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }
}

/// A flow layout whose attributes are `TintedAttributes`, blue for even items; it also puts a
/// decoration view behind each section.
final class TintedFlowLayout: UICollectionViewFlowLayout {
    static let backdrop = "backdrop"
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override init() {
        super.init()
        register(BackdropView.self, forDecorationViewOfKind: Self.backdrop)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var all = super.layoutAttributesForElements(in: rect) ?? []
        for a in all { (a as? TintedAttributes)?.tint = a.indexPath.item % 2 == 0 ? "blue" : "red" }
        if let decoration = layoutAttributesForDecorationView(ofKind: Self.backdrop, at: IndexPath(item: 0, section: 0)), decoration.frame.intersects(rect) {
            all.append(decoration)
        }
        return all
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: 300)
        attributes.zIndex = -1
        return attributes
    }
}

final class BackdropView: UICollectionReusableView {}

final class TintedCell: UICollectionViewCell {
    var tint = ""
    var reuses = 0
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        tint = (layoutAttributes as? TintedAttributes)?.tint ?? "plain"
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of `count` items in one section that logs what the collection view asks and
/// tells, and moves items when told.
final class ItemSource: UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [String]
    let log = CallLog()
    var configured: [String: Int] = [:]
    init(_ count: Int) { items = (0..<count).map { "i\($0)" } }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        configured[items[indexPath.item], default: 0] += 1
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 0 }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log("move \(sourceIndexPath.item)->\(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) { log("primary \(indexPath.item)") }
}

/// A window with a collection view of `layout`, fed by an `ItemSource`.
final class LayoutWorld: @unchecked Sendable {
    let sim: Simulation
    var collectionView: UICollectionView!
    let source: ItemSource

    init(count: Int, frame: CGRect? = nil, cell: UICollectionViewCell.Type = TintedCell.self, layout: @escaping @MainActor () -> UICollectionViewLayout) {
        sim = makeSimulation()
        source = ItemSource(count)
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: frame ?? window.bounds, collectionViewLayout: layout())
            cv.contentInsetAdjustmentBehavior = .never
            cv.register(cell, forCellWithReuseIdentifier: "cell")
            cv.dataSource = self.source
            cv.delegate = self.source
            window.addSubview(cv)
            window.makeKeyAndVisible()
            self.collectionView = cv
        }
        _ = sim.runUntilIdle()
    }

    func read<T>(_ body: @escaping @MainActor (UICollectionView) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.collectionView) } }
    }
}

@Suite("Collection view layouts: invalidation, attributes, decorations, updates, movement")
struct CollectionViewLayoutTests {
    @Test("A layout that invalidates on bounds changes hears should → context → invalidateLayout(with:) at every frame of a scroll, and its attributes (alpha, transform3D, zIndex) reach the cells")
    func carouselInvalidationAndAttributes() {
        let w = LayoutWorld(count: 10, frame: CGRect(x: 0, y: 0, width: 390, height: 380)) { CarouselLayout() }
        let layout = w.read { $0.collectionViewLayout as! CarouselLayout }
        // Item 0 centred at 195: full size, opaque, in front; item 1 (220 pt on) at the side.
        let (first, second) = w.read { cv in (cv.cellForItem(at: IndexPath(item: 0, section: 0))!, cv.cellForItem(at: IndexPath(item: 1, section: 0))!) }
        #expect(w.read { _ in first.center } == CGPoint(x: 195, y: 190))
        #expect(w.read { _ in first.alpha } == 1)
        #expect(w.read { _ in first.layer.transform.m11 } == 1)
        #expect(w.read { _ in first.layer.zPosition } == 10)
        #expect(w.read { _ in second.center.x } == 415)
        #expect(abs(w.read { _ in second.alpha } - 0.6) < 1e-9)
        #expect(abs(w.read { _ in second.layer.transform.m11 } - 0.6) < 1e-9)
        #expect(w.read { _ in second.layer.zPosition } == 6)
        layout.log.clear()
        // A drag: each frame's bounds change goes should → context → invalidate.
        w.sim.drag(w.collectionView, by: CGPoint(x: -60, y: 0), duration: 0.2, releaseVelocity: .zero)
        w.sim.runFrames(6)
        let calls = layout.log.entries
        #expect(calls.count >= 9)
        #expect(calls.count % 3 == 0)
        #expect(stride(from: 0, to: calls.count, by: 3).allSatisfy { calls[$0] == "should" && calls[$0 + 1] == "context" && calls[$0 + 2] == "invalidate" })
        // Mid-drag the cells' alpha follows their distance from the centre.
        _ = w.sim.runUntilIdle(maxFrames: 600)
        // A fling to the left snaps to item 1 centred: offset floor(415 - 195) = 220.
        w.sim.fling(w.collectionView, velocity: CGPoint(x: -900, y: 0))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.read { $0.contentOffset.x } == 220)
        #expect(w.read { _ in second.alpha } == 1)
        #expect(w.read { _ in second.layer.zPosition } == 10)
    }

    @Test("A waterfall layout: shortest column first, not prepared again by a scroll, invalidated by its setters and by a width change")
    func waterfall() {
        let heights: [CGFloat] = [150, 80, 120, 60, 200, 90, 110, 130, 70, 160, 100, 140, 80, 90, 120, 100, 110, 150, 90, 130]
        let w = LayoutWorld(count: 20) {
            let layout = WaterfallLayout()
            layout.heights = heights
            return layout
        }
        let layout = w.read { $0.collectionViewLayout as! WaterfallLayout }
        let width: CGFloat = (390.0 - 5) / 2
        #expect(w.read { $0.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame } == CGRect(x: 0, y: 0, width: width, height: 150))
        #expect(w.read { $0.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX } == width + 5)
        // Item 2 goes under item 1 (the shorter column).
        #expect(w.read { $0.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame } == CGRect(x: width + 5, y: 85, width: width, height: 120))
        let prepared = w.read { _ in layout.prepares }
        w.sim.drag(w.collectionView, by: CGPoint(x: 0, y: -300), duration: 0.3, releaseVelocity: .zero)
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in layout.prepares } == prepared)
        w.sim.perform { layout.columnCount = 3 }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in layout.prepares } == prepared + 1)
        let third: CGFloat = 2 * ((390.0 - 10) / 3 + 5)
        let thirdX: CGFloat = w.read { $0.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame.minX }
        #expect(thirdX == third)
        w.sim.perform { w.collectionView.frame.size.width = 300 }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in layout.prepares } == prepared + 2)
    }

    @Test("Flow layout setters invalidate through invalidateLayout(with:) when the value changes, not when it is the same")
    func flowSettersInvalidate() {
        final class Counting: UICollectionViewFlowLayout {
            var contexts: [UICollectionViewLayoutInvalidationContext] = []
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                contexts.append(context)
                super.invalidateLayout(with: context)
            }
        }
        let w = LayoutWorld(count: 6) { Counting() }
        let layout = w.read { $0.collectionViewLayout as! Counting }
        let count: (Int, Int, Bool) = w.read { cv in
            layout.contexts = []
            layout.itemSize = CGSize(width: 100, height: 100)
            let afterChange = layout.contexts.count
            layout.itemSize = CGSize(width: 100, height: 100)
            let everything = layout.contexts.first?.invalidateEverything ?? false
            return (afterChange, layout.contexts.count, everything)
        }
        #expect(count.0 == 1)
        #expect(count.1 == 1)
        #expect(count.2)
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))!.bounds.size } == CGSize(width: 100, height: 100))
        // A flow context that keeps the attributes does not recompute the flow.
        let kept: CGSize = w.read { cv in
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.invalidateFlowLayoutAttributes = false
            context.invalidateFlowLayoutDelegateMetrics = false
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.storedItemSize = CGSize(width: 10, height: 10)
            layout.invalidateLayout(with: context)
            cv.layoutIfNeeded()
            return cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size
        }
        #expect(kept == CGSize(width: 100, height: 100))
    }

    @Test("layoutAttributesClass: the flow layout makes a subclass, copies keep its properties, cells apply them; decoration views come from the layout's registration")
    func customAttributesAndDecorations() {
        let w = LayoutWorld(count: 40) { TintedFlowLayout() }
        let tints: [String] = w.read { cv in (0..<4).map { (cv.cellForItem(at: IndexPath(item: $0, section: 0)) as! TintedCell).tint } }
        #expect(tints == ["blue", "red", "blue", "red"])
        #expect(w.read { $0.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is TintedAttributes })
        let backdrop: (Int, CGRect, CGFloat) = w.read { cv in
            let views = cv.subviews.compactMap { $0 as? BackdropView }
            return (views.count, views.first?.frame ?? .zero, views.first?.layer.zPosition ?? 0)
        }
        #expect(backdrop.0 == 1)
        #expect(backdrop.1 == CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(backdrop.2 == -1)
        // Scrolled away, the decoration view leaves; back, it is reused.
        let first = w.read { cv in cv.subviews.first { $0 is BackdropView } }
        w.sim.perform { w.collectionView.contentOffset.y = 600 }
        _ = w.sim.runUntilIdle()
        #expect(w.read { cv in cv.subviews.contains { $0 is BackdropView } } == false)
        w.sim.perform { w.collectionView.contentOffset.y = 0 }
        _ = w.sim.runUntilIdle()
        #expect(w.read { cv in cv.subviews.first { $0 is BackdropView } } === first)
    }

    @Test("A batch update: prepare(forCollectionViewUpdates:) with the update items, an inserted cell fades in, a deleted one fades out and leaves after the animation, then finalizeCollectionViewUpdates")
    func updateItemsAndAnimations() {
        final class Logging: UICollectionViewFlowLayout {
            let log = CallLog()
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                log(updateItems.map { "\($0.updateAction):\($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-")>\($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")" }.joined(separator: ","))
            }
            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                log("finalize")
            }
        }
        let w = LayoutWorld(count: 6) { Logging() }
        let layout = w.read { $0.collectionViewLayout as! Logging }
        let doomed = w.read { $0.cellForItem(at: IndexPath(item: 1, section: 0))! }
        w.sim.perform {
            w.collectionView.performBatchUpdates {
                w.source.items.remove(at: 1)
                w.source.items.insert("new", at: 3)
                w.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                w.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }
        }
        w.sim.runFrames(2)
        #expect(layout.log.entries == ["delete:[0, 1]>-,insert:->[0, 3]", "finalize"])
        let inserted = w.read { $0.cellForItem(at: IndexPath(item: 3, section: 0))! }
        // The new cell fades in: its presented alpha is between 0 and 1, the model already 1.
        let presented = w.read { _ in inserted.layer.presentation()?.opacity ?? 1 }
        #expect(presented < 1)
        #expect(w.read { _ in inserted.alpha } == 1)
        // The deleted cell is still shown, fading out, and gone after 0.3 s.
        #expect(w.read { _ in doomed.superview != nil })
        w.sim.run(for: 0.4)
        #expect(w.read { _ in doomed.superview == nil })
        #expect(w.read { $0.visibleCells.count } == 6)
    }

    @Test("Interactive movement: begin (the data source agrees), move, end — the data source moves the item; cancel puts it back")
    func interactiveMovement() {
        let w = LayoutWorld(count: 6) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
        // Item 0 may not move.
        #expect(w.read { $0.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) } == false)
        let moving = w.read { $0.cellForItem(at: IndexPath(item: 1, section: 0))! }
        let target = w.read { $0.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center }
        w.sim.perform {
            #expect(w.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            w.collectionView.updateInteractiveMovementTargetPosition(target)
        }
        _ = w.sim.runUntilIdle()
        // The cell follows the finger and now stands for item 4.
        #expect(w.read { _ in moving.center } == target)
        #expect(w.read { $0.indexPath(for: moving) } == IndexPath(item: 4, section: 0))
        w.sim.perform { w.collectionView.endInteractiveMovement() }
        _ = w.sim.runUntilIdle()
        #expect(w.source.log.entries == ["move 1->4"])
        #expect(w.source.items == ["i0", "i2", "i3", "i4", "i1", "i5"])
        #expect(w.read { _ in moving.center } == w.read { $0.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center })
        // Cancelled: back where it was, nothing told.
        w.sim.perform {
            _ = w.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
            w.collectionView.updateInteractiveMovementTargetPosition(target)
            w.collectionView.cancelInteractiveMovement()
        }
        _ = w.sim.runUntilIdle()
        #expect(w.source.log.entries == ["move 1->4"])
    }

    @Test("setCollectionViewLayout(animated:): transition callbacks in order, the cells animate to the new layout, completion after")
    func layoutChange() {
        final class Noting: UICollectionViewFlowLayout {
            let log: CallLog
            let name: String
            init(_ name: String, _ log: CallLog, size: CGFloat) {
                self.log = log
                self.name = name
                super.init()
                itemSize = CGSize(width: size, height: size)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func prepareForTransition(to newLayout: UICollectionViewLayout) { log("\(name).prepareTo") }
            override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log("\(name).prepareFrom") }
            override func finalizeLayoutTransition() { log("\(name).finalize") }
        }
        let log = CallLog()
        let w = LayoutWorld(count: 6) { Noting("a", log, size: 50) }
        w.sim.perform {
            w.collectionView.setCollectionViewLayout(Noting("b", log, size: 120), animated: true) { _ in log("completion") }
        }
        w.sim.runFrames(2)
        let cell = w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))! }
        #expect(w.read { _ in cell.bounds.size } == CGSize(width: 120, height: 120))
        #expect(!log.entries.contains("completion"))
        _ = w.sim.runUntilIdle()
        #expect(log.entries == ["a.prepareTo", "b.prepareFrom", "a.finalize", "b.finalize", "completion"])
    }

    @Test("reconfigureItems gives the data source the item's own cell, without prepareForReuse")
    func reconfigure() {
        let w = LayoutWorld(count: 6) { UICollectionViewFlowLayout() }
        let cell = w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0)) as! TintedCell }
        w.sim.perform { w.collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)]) }
        _ = w.sim.runUntilIdle()
        #expect(w.source.configured["i2"] == 2)
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0)) } === cell)
        #expect(cell.reuses == 0)
    }

    @Test("An invalidation context's contentOffsetAdjustment moves the content after the layout")
    func contentOffsetAdjustment() {
        let w = LayoutWorld(count: 60) { UICollectionViewFlowLayout() }
        w.sim.perform {
            let context = UICollectionViewFlowLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: 120)
            w.collectionView.collectionViewLayout.invalidateLayout(with: context)
        }
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.contentOffset } == CGPoint(x: 0, y: 120))
    }

    @Test("A tap: shouldSelect, didSelect, then the primary action")
    func primaryAction() {
        let w = LayoutWorld(count: 6) { UICollectionViewFlowLayout() }
        let point = w.read { cv in cv.convert(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.center, to: nil) }
        w.sim.tap(at: point)
        _ = w.sim.runUntilIdle()
        #expect(w.source.log.entries == ["shouldSelect 2", "didSelect 2", "primary 2"])
    }

    @Test("In a right-to-left layout the flow layout's frames are mirrored")
    func rightToLeft() {
        let w = LayoutWorld(count: 3) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
        let frame: CGRect = w.read { cv in
            cv.semanticContentAttribute = .forceRightToLeft
            cv.setNeedsLayout()
            cv.layoutIfNeeded()
            return cv.cellForItem(at: IndexPath(item: 0, section: 0))!.frame
        }
        // The last line is packed to the leading edge: the right one.
        #expect(frame == CGRect(x: 290, y: 0, width: 100, height: 100))
    }

    @Test("The background view fills the visible area and stays behind while the content scrolls")
    func backgroundView() {
        let w = LayoutWorld(count: 60) { UICollectionViewFlowLayout() }
        let background = UIViewBox()
        w.sim.perform {
            let view = UIView()
            background.view = view
            w.collectionView.backgroundView = view
            w.collectionView.contentOffset.y = 200
        }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in background.view!.frame } == CGRect(x: 0, y: 200, width: 390, height: 844))
        #expect(w.read { $0.subviews.first } === background.view)
    }

    @Test("Diffable reordering: canReorderItem decides, willReorder and didReorder get the transaction, the snapshot follows")
    func diffableReordering() {
        let sim = makeSimulation()
        let box = Box<(UICollectionView, UICollectionViewDiffableDataSource<Int, String>)?>(nil)
        let seen = Box<[String]>([])
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, _ in
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: path)
            }
            ds.reorderingHandlers.canReorderItem = { $0 != "a" }
            ds.reorderingHandlers.willReorder = { seen.value.append("will \($0.difference.count)") }
            ds.reorderingHandlers.didReorder = { seen.value.append("did \($0.finalSnapshot.itemIdentifiers.joined())") }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a", "b", "c", "d"])
            ds.apply(s, animatingDifferences: false)
            window.addSubview(cv)
            window.makeKeyAndVisible()
            box.value = (cv, ds)
        }
        _ = sim.runUntilIdle()
        let (cv, ds) = box.value!
        #expect(inspect(sim) { MainActor.assumeIsolated { cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) } } == false)
        sim.perform {
            _ = cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
            cv.updateInteractiveMovementTargetPosition(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.center)
            cv.endInteractiveMovement()
        }
        _ = sim.runUntilIdle()
        #expect(seen.value == ["will 2", "did acdb"])
        #expect(inspect(sim) { MainActor.assumeIsolated { ds.snapshot().itemIdentifiers } } == ["a", "c", "d", "b"])
    }

    @Test("Section snapshots: an outline shows its expanded items; snapshot(for:) gives it back; expansion asks the handlers")
    func outline() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["leek"], to: "veg")
        #expect(outline.items == ["fruit", "apple", "pear", "veg", "leek"])
        #expect(outline.visibleItems == ["fruit", "veg"])
        outline.expand(["fruit"])
        #expect(outline.visibleItems == ["fruit", "apple", "pear", "veg"])
        #expect(outline.level(of: "pear") == 1)
        #expect(outline.parent(of: "leek") == "veg")
        #expect(outline.snapshot(of: "fruit").items == ["apple", "pear"])
        let sim = makeSimulation()
        let box = Box<(UICollectionView, UICollectionViewDiffableDataSource<Int, String>)?>(nil)
        let asked = Box<[String]>([])
        let applied = outline
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, _ in
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: path)
            }
            ds.sectionSnapshotHandlers.willExpandItem = { asked.value.append("expand \($0)") }
            ds.apply(applied, to: 0, animatingDifferences: false)
            window.addSubview(cv)
            window.makeKeyAndVisible()
            box.value = (cv, ds)
        }
        _ = sim.runUntilIdle()
        let (cv, ds) = box.value!
        #expect(inspect(sim) { MainActor.assumeIsolated { cv.numberOfItems(inSection: 0) } } == 4)
        #expect(inspect(sim) { MainActor.assumeIsolated { ds.snapshot(for: 0).isExpanded("fruit") } })
        sim.perform { ds.toggleExpansion(of: "veg") }
        _ = sim.runUntilIdle()
        #expect(asked.value == ["expand veg"])
        #expect(inspect(sim) { MainActor.assumeIsolated { ds.snapshot().itemIdentifiers } } == ["fruit", "apple", "pear", "veg", "leek"])
    }
}

final class UIViewBox: @unchecked Sendable {
    var view: UIView?
}
