import Foundation
@testable import Mainline
import Testing

/// A cell whose content view holds a multi-line label pinned 10 pt inside it.
final class TextCell: UICollectionViewListCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A collection view of `layout` fed by a diffable data source of strings.
final class DiffableFixture: @unchecked Sendable {
    let sim: Simulation
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(layout: @escaping @MainActor () -> UICollectionViewLayout, snapshot: NSDiffableDataSourceSnapshot<Int, String>) {
        sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout())
            cv.contentInsetAdjustmentBehavior = .never
            let registration = UICollectionView.CellRegistration<TextCell, String> { cell, _, item in cell.label.text = item }
            self.dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            self.dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(cv)
            window.makeKeyAndVisible()
            self.collectionView = cv
        }
        sim.runUntilIdle()
    }

    func read<T>(_ body: @escaping @MainActor (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.collectionView, self.dataSource) } }
    }

    /// The visible cells' texts by index path.
    func texts() -> [String] {
        read { cv, _ in cv.indexPathsForVisibleItems.map { ($0.item, (cv.cellForItem(at: $0) as! TextCell).label.text ?? "") }.map { "\($0.0):\($0.1)" } }
    }
}

func snapshot(_ sections: [(Int, [String])]) -> NSDiffableDataSourceSnapshot<Int, String> {
    var s = NSDiffableDataSourceSnapshot<Int, String>()
    for (id, items) in sections {
        s.appendSections([id])
        s.appendItems(items, toSection: id)
    }
    return s
}

@Suite("UICollectionView: compositional layout, self-sizing, diffable data source")
struct CollectionViewCompositionalTests {
    @Test("A grid: three fractionalWidth(1/3) squares a row, 5-pt item insets, 10-pt section insets, 8-pt group spacing")
    func grid() {
        let f = DiffableFixture(layout: {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 8
            return UICollectionViewCompositionalLayout(section: section)
        }, snapshot: snapshot([(0, (0..<7).map { "i\($0)" })]))
        // Inside the insets: 370 wide. A group: 370 × 370/3; items 370/3 squares, inset by 5.
        let w: CGFloat = 370.0 / 3
        let frames = f.read { cv, _ in (0..<7).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } }
        #expect(frames[0] == CGRect(x: 15, y: 15, width: w - 10, height: w - 10))
        #expect(abs(frames[2].minX - (10 + 2 * w + 5)) < 1e-9)
        #expect(abs(frames[3].minY - (10 + w + 8 + 5)) < 1e-9)
        #expect(abs(frames[6].minY - (10 + 2 * (w + 8) + 5)) < 1e-9 && frames[6].minX == 15)
        let size = f.read { cv, _ in cv.contentSize }
        #expect(abs(size.height - (10 + 3 * w + 2 * 8 + 10)) < 1e-9)
        #expect(f.texts().prefix(3) == ["0:i0", "1:i1", "2:i2"])
    }

    @Test("A count group shares its width: horizontal(subitem:count: 4) with 10-pt fixed spacing")
    func countGroup() {
        let f = DiffableFixture(layout: {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(999), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                           subitem: item, count: 4)
            group.interItemSpacing = .fixed(10)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }, snapshot: snapshot([(0, (0..<5).map { "i\($0)" })]))
        // (390 - 3·10) / 4 = 90.
        let frames = f.read { cv, _ in (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } }
        #expect(frames.prefix(4).map(\.minX) == [0, 100, 200, 300])
        #expect(frames.allSatisfy { $0.width == 90 && $0.height == 60 })
        #expect(frames[4].origin == CGPoint(x: 0, y: 60))
    }

    @Test("A plain list: rows self-size from the 44-pt estimate; a long text wraps and the content size follows")
    func selfSizingList() {
        let long = "A long text that wraps onto several lines in a 370-point wide label for certain, at seventeen points"
        let f = DiffableFixture(layout: { UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)) },
                                snapshot: snapshot([(0, ["Short", long, "Also short"])]))
        let (frames, size, lines) = f.read { cv, _ -> ([CGRect], CGSize, Int) in
            let frames = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
            let label = (cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! TextCell).label
            return (frames, cv.contentSize, label.lines(maxWidth: 370).count)
        }
        // One 17-pt line is 21 pt high (the label model): 10 + 21 + 10 = 41.
        #expect(lines > 1)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 390, height: 41))
        #expect(frames[1] == CGRect(x: 0, y: 41, width: 390, height: 20 + 21 * CGFloat(lines)))
        #expect(frames[2].minY == frames[1].maxY && frames[2].height == 41)
        #expect(size == CGSize(width: 390, height: frames[2].maxY))
    }

    @Test("Diffable: an animated apply moves, inserts and deletes with batch updates; cells of items that stay are kept")
    func diffableApply() {
        let f = DiffableFixture(layout: { UICollectionViewFlowLayout() }, snapshot: snapshot([(0, ["a", "b", "c", "d"])]))
        let before = f.read { cv, _ in ObjectIdentifier(cv.cellForItem(at: IndexPath(item: 0, section: 0))!) }
        f.sim.perform {
            f.dataSource.apply(snapshot([(0, ["d", "a", "x", "c"])]), animatingDifferences: true)
        }
        f.sim.runFrames(1)
        #expect(f.texts() == ["0:d", "1:a", "2:x", "3:c"])
        #expect(f.read { cv, _ in ObjectIdentifier(cv.cellForItem(at: IndexPath(item: 1, section: 0))!) } == before)
        #expect(f.read { _, ds in (ds.itemIdentifier(for: IndexPath(item: 2, section: 0)), ds.indexPath(for: "c"), ds.sectionIdentifier(for: 0)) } == ("x", IndexPath(item: 3, section: 0), 0))
        #expect(f.sim.diagnostics.filter { $0.kind == .listMisuse }.isEmpty)
    }

    @Test("The diff of two snapshots: deletes in the old numbering, inserts in the new, the fewest moves")
    func diff() {
        let diff = ListDiff<Int, String>(from: [(0, ["a", "b", "c", "d"]), (1, ["e"])], to: [(1, ["e", "b"]), (2, ["z"]), (0, ["d", "a", "x"])])
        #expect(diff.deletedSections.isEmpty)
        #expect(Array(diff.insertedSections) == [1])
        #expect(diff.movedSections.map { [$0.from, $0.to] } == [[1, 0]])
        #expect(diff.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(diff.insertedItems == [IndexPath(item: 2, section: 2)])
        // b changes section; in section 0, a keeps its place and d moves before it.
        #expect(Set(diff.movedItems.map { "\($0.from.section)-\($0.from.item)>\($0.to.section)-\($0.to.item)" }) == ["0-1>0-1", "0-3>2-0"])
    }

    @Test("Snapshots: queries and edits; duplicate identifiers are reported and left out")
    func snapshotEdits() {
        let sim = makeSimulation()
        let result = inspect(sim) { () -> ([String], Int?, Int?, [String]) in
            var s = snapshot([(0, ["a", "b"]), (1, ["c"])])
            s.insertItems(["z"], beforeItem: "b")
            s.moveItem("a", afterItem: "c")
            s.appendItems(["b", "q"], toSection: 1)
            s.insertSections([7], beforeSection: 1)
            s.reloadItems(["c"])
            return (s.itemIdentifiers, s.indexOfItem("c"), s.indexOfSection(1), s.reloadedItemIdentifiers)
        }
        #expect(result.0 == ["z", "b", "c", "a", "q"])
        #expect(result.1 == 2)
        #expect(result.2 == 2)
        #expect(result.3 == ["c"])
        #expect(sim.diagnostics.contains { $0.kind == .listMisuse && $0.message.contains("already exist") })
    }

    @Test("Inset-grouped lists sit within the layout margins; list content configurations size their cells")
    func listContentConfiguration() {
        let sim = makeSimulation()
        let box = Box<UICollectionView?>(nil)
        let keep = Box<AnyObject?>(nil)
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            cv.contentInsetAdjustmentBehavior = .never
            cv.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            let ds = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            ds.apply(snapshot([(0, ["One", "Two"])]), animatingDifferences: false)
            keep.value = ds
            window.addSubview(cv)
            window.makeKeyAndVisible()
            box.value = cv
        }
        sim.runUntilIdle()
        let frames = inspect(sim) { (0..<2).map { box.value!.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } }
        // 11 + 21 + 11 = 43, raised to UIKit's 44-pt minimum row height.
        #expect(frames == [CGRect(x: 20, y: 0, width: 350, height: 44), CGRect(x: 20, y: 44, width: 350, height: 44)])
    }
}
