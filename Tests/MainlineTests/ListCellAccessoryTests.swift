import Foundation
@testable import Mainline
import Testing

/// A 375-point-wide list of an outline (fruit: apple, pear; veg: leek) in a diffable data
/// source, each cell given `accessories(item)`.
final class AccessoryWorld: @unchecked Sendable {
    let sim: Simulation
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    let selected = Box<[String]>([])

    init(headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
         accessories: @escaping @MainActor (String) -> [UICellAccessory]) {
        sim = makeSimulation(refreshRate: 60)
        let delegate = SelectionLog(selected)
        sim.start {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = headerMode
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 700),
                                      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            cv.contentInsetAdjustmentBehavior = .never
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = accessories(item)
            }
            self.dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["fruit", "veg"])
            outline.append(["apple", "pear"], to: "fruit")
            outline.append(["leek"], to: "veg")
            self.dataSource.apply(outline, to: 0, animatingDifferences: false)
            cv.delegate = delegate
            delegate.dataSource = self.dataSource
            let window = UIWindow()
            window.addSubview(cv)
            window.makeKeyAndVisible()
            self.collectionView = cv
        }
        _ = sim.runUntilIdle()
        self.delegate = delegate
    }
    private var delegate: SelectionLog?

    func read<T>(_ body: @escaping @MainActor (UICollectionView) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.collectionView) } }
    }

    var items: [String] { read { _ in self.dataSource.snapshot().itemIdentifiers } }

    func cell(_ item: String) -> UICollectionViewListCell? {
        read { cv in self.dataSource.indexPath(for: item).flatMap { cv.cellForItem(at: $0) as? UICollectionViewListCell } }
    }

    /// The frames of the cell's accessory views, leading first, and its content view's frame.
    func layout(_ item: String) -> (accessories: [CGRect], content: CGRect)? {
        read { _ in
            guard let cell = self.cell(item) else { return nil }
            return (cell.accessoryViews.map(\.frame), cell.contentView.frame)
        }
    }
}

/// Logs the selected items.
final class SelectionLog: NSObject, UICollectionViewDelegate, @unchecked Sendable {
    let selected: Box<[String]>
    weak var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    init(_ selected: Box<[String]>) { self.selected = selected }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.value.append(dataSource?.itemIdentifier(for: indexPath) ?? "?")
    }
}

@Suite("List cell accessories", .serialized)
struct ListCellAccessoryTests {
    @Test("Trailing accessories sit against the trailing margin in array order; the content view ends before them")
    func trailingLayout() {
        let w = AccessoryWorld { _ in [.label(text: "3"), .disclosureIndicator()] }
        let layout = w.layout("fruit")!
        #expect(layout.accessories.count == 2)
        let chevron = layout.accessories[1], label = layout.accessories[0]
        #expect(chevron.maxX == CGFloat(375 - 16))
        #expect(chevron.width == 9)
        #expect(label.maxX == chevron.minX - 10)
        #expect(layout.content.minX == 0)
        #expect(layout.content.maxX == label.minX - 10)
        // A reserved width widens the accessory's room, its content centred in it.
        let reserved = AccessoryWorld { _ in [.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(40)))] }
        #expect(reserved.layout("fruit")?.accessories.first?.width == 40)
    }

    @Test("Editing accessories show only while the collection view edits; delete on the leading side moves the content over")
    func editingAccessories() {
        let tapped = Box<[String]>([])
        let w = AccessoryWorld { item in [.delete(actionHandler: { tapped.value.append("delete \(item)") }), .reorder()] }
        #expect(w.layout("fruit")?.accessories.isEmpty == true)
        w.sim.perform { w.collectionView.isEditing = true }
        _ = w.sim.runUntilIdle()
        let layout = w.layout("fruit")!
        #expect(layout.accessories.count == 2)
        #expect(layout.accessories[0] == CGRect(x: 16, y: 0, width: 22, height: layout.content.height))
        #expect(layout.content.minX == CGFloat(16 + 22 + 10))
        #expect(layout.accessories[1].maxX == CGFloat(375 - 16))
        // A tap on the delete control runs its handler, and selects nothing.
        let frame = w.read { cv in cv.cellForItem(at: IndexPath(item: 0, section: 0))!.frame }
        w.sim.tap(at: CGPoint(x: 27, y: frame.midY))
        _ = w.sim.runUntilIdle()
        #expect(tapped.value == ["delete fruit"])
        #expect(w.selected.value.isEmpty)
    }

    @Test("An outline disclosure: a tap on it expands the item in its section snapshot (the chevron turns), again collapses it; the cell itself still selects")
    func outlineDisclosure() {
        let w = AccessoryWorld { item in ["fruit", "veg"].contains(item) ? [.outlineDisclosure(options: .init(style: .cell))] : [] }
        #expect(w.items == ["fruit", "veg"])
        let chevron = w.layout("fruit")!.accessories[0]
        w.sim.tap(at: CGPoint(x: chevron.midX, y: chevron.midY))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.items == ["fruit", "apple", "pear", "veg"])
        #expect(w.read { _ in w.cell("fruit")?.configurationState.isExpanded } == true)
        #expect(w.read { _ in w.cell("fruit")?.accessoryViews.first?.subviews.first?.transform.b } == 1)
        #expect(w.selected.value.isEmpty)
        w.sim.tap(at: CGPoint(x: chevron.midX, y: chevron.midY))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.items == ["fruit", "veg"])
        // A tap on the cell's text selects it.
        w.sim.tap(at: CGPoint(x: 100, y: chevron.midY))
        _ = w.sim.runUntilIdle()
        #expect(w.selected.value == ["fruit"])
    }

    @Test("In the header style, a tap anywhere on the cell toggles its item and does not select it")
    func headerStyleOutline() {
        let w = AccessoryWorld { item in item == "veg" ? [.outlineDisclosure(options: .init(style: .header))] : [] }
        let frame = w.read { cv in cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame }
        w.sim.tap(at: CGPoint(x: 100, y: frame.midY))
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.items == ["fruit", "veg", "leek"])
        #expect(w.selected.value.isEmpty)
    }

    @Test("A detail button runs its handler; a custom view goes where its placement says")
    func detailAndCustomView() {
        let tapped = Box<Int>(0)
        let w = AccessoryWorld { _ in
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
            return [.detail(actionHandler: { tapped.value += 1 }),
                    .customView(configuration: .init(customView: badge, placement: .leading(displayed: .always)))]
        }
        let layout = w.layout("veg")!
        #expect(layout.accessories[0] == CGRect(x: 16, y: 0, width: 30, height: layout.content.height))
        #expect(layout.content.minX == CGFloat(16 + 30 + 10))
        let detail = layout.accessories[1]
        #expect(detail.width == 22)
        let frame = w.read { cv in cv.cellForItem(at: IndexPath(item: 1, section: 0))!.frame }
        w.sim.tap(at: CGPoint(x: detail.midX, y: frame.midY))
        _ = w.sim.runUntilIdle()
        #expect(tapped.value == 1)
        #expect(w.selected.value.isEmpty)
    }
}
