import Foundation
@testable import Mainline
import Testing
import ThreadChecker

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
