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

/// Keeps objects made in closures alive for the test's duration.
nonisolated(unsafe) var objc_keep: [AnyObject] = []
