import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// Live cells by the simulation that made them (suites run in parallel, each with its own).
let liveTestCells = Locked<[ObjectIdentifier: Int]>([:])

/// Counts its live instances per simulation, and its reuse preparations.
final class CountingItemCell: UICollectionViewCell {
    var reuses = 0
    var label = ""
    private var simulation: ObjectIdentifier?
    override init(frame: CGRect) {
        super.init(frame: frame)
        simulation = creationContext.map(ObjectIdentifier.init)
        if let simulation { liveTestCells.withLock { $0[simulation, default: 0] += 1 } }
    }
    required init?(coder: NSCoder) { fatalError() }
    deinit { if let simulation { liveTestCells.withLock { $0[simulation, default: 0] -= 1 } } }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

final class HeaderView: UICollectionReusableView {}

/// A data source of `counts[section]` items, recording delegate calls.
class GridSource: UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching {
    var counts: [Int]
    var log: [String] = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    var returnsUndequeued = false
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if returnsUndequeued { return UICollectionViewCell(frame: .zero) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingItemCell
        cell.label = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEnd \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.section)-\(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.section)-\(indexPath.item)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

/// A window with a full-screen (390 × 844) collection view of `layout`, its content inset
/// adjustment off.
final class CollectionFixture: @unchecked Sendable {
    let sim: Simulation
    var collectionView: UICollectionView!
    var source: GridSource!

    init(counts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
         layout: @escaping @MainActor () -> UICollectionViewLayout = { UICollectionViewFlowLayout() },
         configure: @escaping @MainActor (UICollectionView, GridSource) -> Void = { _, _ in }) {
        sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: frame, collectionViewLayout: layout())
            cv.contentInsetAdjustmentBehavior = .never
            cv.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
            cv.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            cv.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
            let source = GridSource(counts)
            cv.dataSource = source
            cv.delegate = source
            configure(cv, source)
            window.addSubview(cv)
            window.makeKeyAndVisible()
            self.collectionView = cv
            self.source = source
        }
        sim.runUntilIdle()
    }

    func read<T>(_ body: @escaping @MainActor (UICollectionView, GridSource) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.collectionView, self.source) } }
    }

    func frames(_ paths: [IndexPath]) -> [CGRect] {
        read { cv, _ in paths.map { cv.layoutAttributesForItem(at: $0)?.frame ?? .null } }
    }

    func visibleLabels() -> [String] {
        read { cv, _ in cv.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)=" + (cv.cellForItem(at: $0) as! CountingItemCell).label } }
    }
}

func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("UICollectionView: flow layout")
struct CollectionViewFlowLayoutTests {
    @Test("UIKit's defaults: 50 × 50 items, 10-pt spacings; full lines justified, the last packed at the minimum spacing")
    func defaultsAndJustification() {
        // 390 wide: 6 items need 6·50 + 5·10 = 350 ≤ 390, 7 need 410: 6 per line. Leftover 390 - 300
        // over 5 gaps: 18 pt. The last line (items 6…7) starts at 0 with 10-pt gaps.
        let f = CollectionFixture(counts: [8])
        let defaults = f.read { cv, _ -> (CGSize, CGFloat, CGFloat) in
            let l = cv.collectionViewLayout as! UICollectionViewFlowLayout
            return (l.itemSize, l.minimumLineSpacing, l.minimumInteritemSpacing)
        }
        #expect(defaults == (CGSize(width: 50, height: 50), 10, 10))
        let frames = f.frames((0..<8).map { ip(0, $0) })
        #expect(frames.prefix(6).map(\.minX) == [0, 68, 136, 204, 272, 340])
        #expect(frames.prefix(6).allSatisfy { $0.minY == 0 && $0.size == CGSize(width: 50, height: 50) })
        #expect(frames[6] == CGRect(x: 0, y: 60, width: 50, height: 50))
        #expect(frames[7] == CGRect(x: 60, y: 60, width: 50, height: 50))
        #expect(f.read { cv, _ in cv.contentSize } == CGSize(width: 390, height: 110))
        #expect(f.read { cv, _ in cv.visibleCells.count } == 8)
    }

    @Test("Section insets, headers and footers, delegate sizes; a lone item on a full line is centred")
    func insetsHeadersAndLoneItem() {
        final class Sizes: GridSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 0 ? CGSize(width: 300, height: 40) : CGSize(width: 100, height: 20)
            }
        }
        let f = CollectionFixture(counts: [3, 2], layout: {
            let l = UICollectionViewFlowLayout()
            l.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            l.headerReferenceSize = CGSize(width: 0, height: 30)
            l.footerReferenceSize = CGSize(width: 0, height: 12)
            return l
        }, configure: { cv, _ in
            let s = Sizes([3, 2])
            cv.dataSource = s
            cv.delegate = s
            objc_keep.append(s)
        })
        // Available width 350. Section 0: header 0…30; inset top → 35. Item 0 (300) alone on its
        // line (300 + 10 + 100 > 350), not the last line: centred at 20 + (350 - 300)/2 = 45.
        // Line 2 (last): items 1, 2 at 20 and 130, y = 35 + 40 + 10 = 85. Bottom: 105 + 15 = 120,
        // footer 120…132. Section 1: header 132…162, item 0 centred at y 167, item 1 on the last
        // line at y 167 + 40 + 10 = 217, end 237 + 15 = 252, footer → 264.
        let frames = f.frames([ip(0, 0), ip(0, 1), ip(0, 2), ip(1, 0), ip(1, 1)])
        #expect(frames[0] == CGRect(x: 45, y: 35, width: 300, height: 40))
        #expect(frames[1] == CGRect(x: 20, y: 85, width: 100, height: 20))
        #expect(frames[2] == CGRect(x: 130, y: 85, width: 100, height: 20))
        #expect(frames[3] == CGRect(x: 45, y: 167, width: 300, height: 40))
        #expect(frames[4] == CGRect(x: 20, y: 217, width: 100, height: 20))
        let (header, footer, size, headerViews) = f.read { cv, _ in
            (cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: ip(1, 0))?.frame,
             cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: ip(0, 0))?.frame,
             cv.contentSize, cv.subviews.filter { $0 is HeaderView }.count)
        }
        #expect(header == CGRect(x: 0, y: 132, width: 390, height: 30))
        #expect(footer == CGRect(x: 0, y: 120, width: 390, height: 12))
        #expect(size == CGSize(width: 390, height: 264))
        #expect(headerViews == 4)
    }

    @Test("Horizontal: items fill columns top to bottom; columns are line-spaced")
    func horizontal() {
        // 200 high: 3 items of 50 + 2·10 = 170 fit, 4 need 230. Leftover 200 - 150 = 50 over two gaps: 25.
        let f = CollectionFixture(counts: [7], frame: CGRect(x: 0, y: 0, width: 390, height: 200), layout: {
            let l = UICollectionViewFlowLayout()
            l.scrollDirection = .horizontal
            return l
        })
        let frames = f.frames((0..<7).map { ip(0, $0) })
        #expect(frames.prefix(3).map(\.minY) == [0, 75, 150])
        #expect(frames[3].origin == CGPoint(x: 60, y: 0))
        #expect(frames[6] == CGRect(x: 120, y: 0, width: 50, height: 50))
        #expect(f.read { cv, _ in cv.contentSize } == CGSize(width: 170, height: 200))
    }

    @Test("A pinned header stays at the top of the visible area until its section's end pushes it off")
    func pinnedHeaders() {
        let f = CollectionFixture(counts: [30, 30], layout: {
            let l = UICollectionViewFlowLayout()
            l.headerReferenceSize = CGSize(width: 0, height: 40)
            l.sectionHeadersPinToVisibleBounds = true
            return l
        })
        // Section 0: header 0…40, 5 lines of 6 items → 40 + 5·50 + 4·10 = 330.
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 100) }
        f.sim.runFrames(1)
        #expect(f.read { cv, _ in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.frame.minY } == 100)
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 310) }
        f.sim.runFrames(1)
        #expect(f.read { cv, _ in cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.frame.minY } == 290)
    }
}

/// Keeps objects made in closures alive for the test's duration.
nonisolated(unsafe) var objc_keep: [AnyObject] = []

@Suite("UICollectionView: reuse, data and updates")
struct CollectionViewReuseTests {
    @Test("Flings reuse cells: prepareForReuse before a reused cell is handed out; 100,000 items keep only dozens of cells alive")
    func reuseWhileFlinging() {
        let f = CollectionFixture(counts: [100_000])
        let simulation = ObjectIdentifier(f.sim.context)
        func liveCells() -> Int { liveTestCells.withLock { $0[simulation] ?? 0 } }
        let visible = f.read { cv, _ in cv.visibleCells.count }
        // 844 / 60 → 15 lines (the 15th partly) × 6.
        #expect(visible == 15 * 6)
        f.sim.fling(f.collectionView, velocity: CGPoint(x: 0, y: -4000))
        #expect(f.sim.runUntilIdle(maxFrames: 3000))
        let (live, reuses, offset, labelsOK, count) = f.read { cv, _ -> (Int, Int, CGFloat, Bool, Int) in
            let cells = cv.visibleCells.map { $0 as! CountingItemCell }
            let ok = cv.indexPathsForVisibleItems.allSatisfy { (cv.cellForItem(at: $0) as! CountingItemCell).label == "\($0.section)-\($0.item)" }
            return (liveCells(), cells.map(\.reuses).reduce(0, +), cv.contentOffset.y, ok, cells.count)
        }
        #expect(offset > 2000)
        #expect(labelsOK)
        #expect(reuses > 90)
        #expect(count >= 84 && count <= 96)
        // Visible cells plus a few in the pool: far fewer than the items scrolled past.
        #expect(live <= visible + 2 * 6 + 6)
    }

    @Test("willDisplay for cells coming into view, didEndDisplaying for those leaving; scrollViewDidScroll reaches the delegate")
    func displayCallbacks() {
        let f = CollectionFixture(counts: [200])
        #expect(f.read { _, s in s.log.filter { $0.hasPrefix("willDisplay") }.count } == 90)
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 60) }
        f.sim.runFrames(1)
        let log = f.read { _, s in s.log }
        #expect(log.contains("didScroll"))
        #expect(log.filter { $0.hasPrefix("didEnd") } == (0..<6).map { "didEnd 0-\($0)" })
        #expect(log.suffix(6) == (90..<96).map { "willDisplay 0-\($0)" })
    }

    @Test("reloadData applies at the next layout")
    func reloadAtLayout() {
        let f = CollectionFixture(counts: [3])
        let (immediately, later) = (f.read { cv, s -> Int in
            s.counts = [5]
            cv.reloadData()
            return cv.visibleCells.count
        }, f.read { cv, _ in cv.visibleCells.count })
        #expect(immediately == 3)
        #expect(later == 5)
    }

    @Test("Batch updates: deletes in old numbering, inserts in new; surviving cells keep their cell; completion after layout")
    func batchUpdates() {
        let f = CollectionFixture(counts: [6])
        let before = f.read { cv, _ in (0..<6).map { ObjectIdentifier(cv.cellForItem(at: ip(0, $0))!) } }
        let completed = Box<[Bool]>([])
        f.sim.perform {
            let cv = f.collectionView!
            cv.performBatchUpdates({
                f.source.counts = [6]
                cv.deleteItems(at: [ip(0, 1), ip(0, 4)])
                cv.insertItems(at: [ip(0, 0), ip(0, 5)])
                cv.moveItem(at: ip(0, 5), to: ip(0, 2))
            }, completion: { completed.value.append($0) })
            completed.value.append(cv.visibleCells.count == 6)
        }
        f.sim.runFrames(1)
        // Old items 0, 2, 3 stay in order in the free slots 1, 3, 4; old 5 moved to 2; new at 0 and 5.
        let after = f.read { cv, _ in (0..<6).map { ObjectIdentifier(cv.cellForItem(at: ip(0, $0))!) } }
        #expect(after[1] == before[0])
        #expect(after[2] == before[5])
        #expect(after[3] == before[2])
        #expect(after[4] == before[3])
        #expect(!before.contains(after[0]) || after[0] == before[1] || after[0] == before[4])
        // Surviving cells were not reconfigured: they show the item they were made for.
        #expect(f.visibleLabels() == ["0-0=0-0", "0-1=0-0", "0-2=0-5", "0-3=0-2", "0-4=0-3", "0-5=0-5"])
        // Right after the call the inserted items have no cells yet (false); the completion
        // runs after the layout that shows them.
        #expect(completed.value == [false, true])
    }

    @Test("An inconsistent update is reported with UIKit's message and the collection view reloads")
    func inconsistentUpdate() {
        let f = CollectionFixture(counts: [3])
        f.sim.perform {
            f.source.counts = [5]
            f.collectionView.insertItems(at: [ip(0, 0)])
        }
        f.sim.runFrames(1)
        let message = f.sim.diagnostics.filter { $0.kind == .listMisuse }.map(\.message).first ?? ""
        #expect(message.hasPrefix("""
        Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) \
        must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted \
        or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section \
        (0 moved in, 0 moved out).
        """))
        #expect(f.read { cv, _ in cv.visibleCells.count } == 5)
    }

    @Test("Sections: delete and insert in one batch, headers follow their sections")
    func sectionUpdates() {
        let f = CollectionFixture(counts: [2, 3, 4])
        f.sim.perform {
            f.source.counts = [3, 7, 4]
            f.collectionView.performBatchUpdates({
                f.collectionView.deleteSections([0])
                f.collectionView.insertSections([1])
            })
        }
        f.sim.runFrames(1)
        #expect(f.sim.diagnostics.filter { $0.kind == .listMisuse }.isEmpty)
        #expect(f.read { cv, _ in (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) } } == [3, 7, 4])
        #expect(f.visibleLabels().filter { $0.hasPrefix("0-") } == ["0-0=1-0", "0-1=1-1", "0-2=1-2"])
        #expect(f.visibleLabels().filter { $0.hasPrefix("1-") }.allSatisfy { $0.hasSuffix($0.prefix(3)) })
    }

    @Test("Misuse is diagnosed, never a crash: an unregistered identifier, a cell that was not dequeued, an index path out of range")
    func misuse() {
        let f = CollectionFixture(counts: [2], configure: { cv, s in s.returnsUndequeued = true })
        f.sim.perform {
            _ = f.collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: ip(0, 0))
            f.collectionView.scrollToItem(at: ip(4, 0), at: .top, animated: false)
            _ = f.collectionView.numberOfItems(inSection: 9)
        }
        f.sim.runFrames(1)
        let messages = f.sim.diagnostics.filter { $0.kind == .listMisuse }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier") })
        #expect(messages.contains { $0.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier nope") })
        #expect(messages.contains { $0.contains("scrollToItemAtIndexPath") })
        #expect(messages.contains { $0.contains("number of items in section 9") })
    }

    @Test("Tapping a cell selects it and calls didSelectItemAt; another tap moves the single selection")
    func tapSelects() {
        let f = CollectionFixture(counts: [12])
        f.sim.tap(at: CGPoint(x: 90, y: 20))   // item 1 (68…118)
        f.sim.run(for: 0.2)
        #expect(f.read { cv, _ in cv.indexPathsForSelectedItems } == [ip(0, 1)])
        #expect(f.read { cv, _ in cv.cellForItem(at: ip(0, 1))!.isSelected })
        f.sim.tap(at: CGPoint(x: 20, y: 80))   // item 6
        f.sim.run(for: 0.2)
        #expect(f.read { cv, _ in cv.indexPathsForSelectedItems } == [ip(0, 6)])
        #expect(f.read { _, s in s.log.filter { $0.hasPrefix("select") || $0.hasPrefix("deselect") } } == ["select 0-1", "deselect 0-1", "select 0-6"])
        f.sim.tap(at: CGPoint(x: 60, y: 20))   // between items 0 and 1: nothing
        f.sim.run(for: 0.2)
        #expect(f.read { cv, _ in cv.indexPathsForSelectedItems } == [ip(0, 6)])
    }

    @Test("Prefetching: the items in the screen ahead of a downward scroll")
    func prefetching() {
        let f = CollectionFixture(counts: [1000], configure: { cv, s in cv.prefetchDataSource = s })
        f.sim.perform { f.collectionView.contentOffset = CGPoint(x: 0, y: 30) }
        f.sim.runFrames(1)
        let (prefetched, visible) = f.read { cv, s in (Set(s.prefetched.flatMap { $0 }), Set(cv.indexPathsForVisibleItems)) }
        // Visible 30…874: lines 0…14. The screen ahead, 874…1718: lines 14…28; line 14 is visible.
        #expect(prefetched.isDisjoint(with: visible))
        #expect(prefetched.contains(ip(0, 15 * 6)) && prefetched.contains(ip(0, 28 * 6 + 5)))
        #expect(!prefetched.contains(ip(0, 29 * 6)))
    }
}
