import Foundation
@testable import Mainline
import Testing

extension UIConfigurationStateCustomKey {
    static let category = UIConfigurationStateCustomKey("test.category")
}

/// A list cell in the shape of Apple's custom list sample: a custom state key from its item,
/// a list content view whose text guide the separator follows, restyled in
/// `updateConfiguration(using:)`.
final class CategoryCell: UICollectionViewListCell {
    var category: String? { didSet { if category != oldValue { setNeedsUpdateConfiguration() } } }
    let listView = UIListContentView(configuration: .subtitleCell())
    var updates: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        listView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(listView)
        NSLayoutConstraint.activate([
            listView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            listView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.category] = category
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append("\(state[.category] as? String ?? "-"):\(state.isSelected)")
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = state[.category] as? String
        content.secondaryText = "detail"
        listView.configuration = content
        if let guide = listView.textLayoutGuide, !constrainedSeparator {
            constrainedSeparator = true
            separatorLayoutGuide.leadingAnchor.constraint(equalTo: guide.leadingAnchor).isActive = true
        }
    }
    private var constrainedSeparator = false
}

/// A collection view list of `items` with cells of `cell`, configured by `configure`.
final class ListWorld<Cell: UICollectionViewListCell>: @unchecked Sendable {
    let sim: Simulation
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(_ items: [String], appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped,
         configure: @escaping @MainActor (Cell, String) -> Void) {
        sim = makeSimulation()
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
            let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, item in configure(cell, item) }
            self.dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, path, item in
                cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(items)
            self.dataSource.apply(s, animatingDifferences: false)
            window.addSubview(cv)
            window.makeKeyAndVisible()
            self.collectionView = cv
        }
        _ = sim.runUntilIdle()
    }

    func cell(_ item: Int) -> Cell { read { $0.cellForItem(at: IndexPath(item: item, section: 0)) as! Cell } }

    func read<T>(_ body: @escaping @MainActor (UICollectionView) -> T) -> T {
        inspect(sim) { MainActor.assumeIsolated { body(self.collectionView) } }
    }
}

@Suite("List content and background configurations, configuration state")
struct ListContentConfigurationTests {
    @Test("A list cell with a default content configuration (text, secondary text, image, accessory) lays out with no constraint diagnostic")
    func listCellNoConflict() {
        let w = ListWorld<UICollectionViewListCell>(["Airplane Mode", "Wi-Fi", "Mobile Data"]) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "detail"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        #expect(w.sim.diagnostics.isEmpty)
        for d in w.sim.diagnostics { print(d.message) }
        // Inset grouped: within the layout margins; at least 44 high.
        let frame = w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))!.frame }
        let margin = w.read { $0.layoutMargins.left }
        #expect(frame.minX == margin)
        #expect(frame.width == 390 - 2 * margin)
        #expect(frame.height >= 44)
        let view = w.read { cv in (cv.cellForItem(at: IndexPath(item: 0, section: 0))!.contentView.subviews.first as! UIListContentView) }
        let texts = w.read { _ in (view.textLayoutGuide!.layoutFrame, view.imageLayoutGuide!.layoutFrame) }
        // The text starts after the image and the 16-pt padding.
        #expect(abs(texts.0.minX - (texts.1.maxX + 16)) < 0.001)
    }

    @Test("Each preset has no conflict either: value, subtitle, header, footer, sidebar")
    func presetsNoConflict() {
        let presets: [@MainActor () -> UIListContentConfiguration] = [
            { .valueCell() }, { .subtitleCell() }, { .header() }, { .footer() }, { .prominentInsetGroupedHeader() }, { .sidebarCell() },
        ]
        for make in presets {
            let w = ListWorld<UICollectionViewListCell>(["one", "two"]) { cell, item in
                var content = make()
                content.text = item
                content.secondaryText = "second"
                cell.contentConfiguration = content
            }
            #expect(w.sim.diagnostics.isEmpty)
        }
    }

    @Test("Custom state: configurationState carries the cell's key, updateConfiguration(using:) runs before the cell shows and again after setNeedsUpdateConfiguration or a selection, once per layout")
    func customStateAndUpdates() {
        let w = ListWorld<CategoryCell>(["Music", "Books"], appearance: .plain) { cell, item in cell.category = item }
        let cell = w.cell(0)
        #expect(cell.updates == ["Music:false"])
        #expect(w.read { _ in cell.listView.textLayoutGuide != nil })
        // Two requests, one update, at the next layout.
        w.sim.perform {
            cell.category = "Movies"
            cell.setNeedsUpdateConfiguration()
            #expect(cell.updates.count == 1)
        }
        _ = w.sim.runUntilIdle()
        #expect(cell.updates == ["Music:false", "Movies:false"])
        w.sim.perform { w.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: []) }
        _ = w.sim.runUntilIdle()
        #expect(cell.updates.last == "Movies:true")
        // The separator follows the text.
        let (separator, text) = w.read { _ in (cell.separatorLayoutGuide.layoutFrame.minX, cell.convert(cell.listView.textLayoutGuide!.layoutFrame, from: cell.listView).minX) }
        #expect(abs(separator - text) < 0.001)
        #expect(w.sim.diagnostics.isEmpty)
    }

    @Test("A list cell's background configuration follows its state: grouped colour at rest, systemGray4 highlighted or selected; a custom colour stays")
    func backgroundFollowsState() {
        let w = ListWorld<UICollectionViewListCell>(["a", "b"]) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let cell = w.cell(0)
        let resting = w.read { _ in cell.backgroundConfigurationView!.backgroundColor }
        #expect(resting == .secondarySystemGroupedBackground)
        w.sim.perform { w.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: []) }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in cell.backgroundConfiguration?.backgroundColor } == .systemGray4)
        #expect(w.read { _ in cell.backgroundConfigurationView!.backgroundColor } == .systemGray4)
        w.sim.perform {
            var background = UIBackgroundConfiguration.listCell()
            background.backgroundColor = .systemBlue
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            cell.setNeedsUpdateConfiguration()
        }
        _ = w.sim.runUntilIdle()
        #expect(w.read { _ in cell.backgroundConfigurationView!.backgroundColor } == .systemBlue)
        #expect(w.read { _ in cell.backgroundConfigurationView!.layer.cornerRadius } == 8)
        // A background view replaces the configuration.
        w.sim.perform { cell.backgroundView = UIView() }
        #expect(w.read { _ in cell.backgroundConfiguration == nil && cell.backgroundConfigurationView == nil })
    }

    @Test("configurationUpdateHandler runs after updateConfiguration(using:); automatic content updates apply updated(for:)")
    func handlerAndAutomaticUpdates() {
        let order = Box<[String]>([])
        let w = ListWorld<UICollectionViewListCell>(["a"], appearance: .sidebar) { cell, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { _, state in order.value.append("handler:\(state.isSelected)") }
        }
        #expect(order.value == ["handler:false"])
        w.sim.perform { w.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: []) }
        _ = w.sim.runUntilIdle()
        #expect(order.value == ["handler:false", "handler:true"])
        // A selected sidebar cell's text turns white.
        let color = w.read { cv in (cv.cellForItem(at: IndexPath(item: 0, section: 0))!.contentConfiguration as! UIListContentConfiguration).textProperties.color }
        #expect(color == .white)
    }

    @Test("Text and image properties: transform, transformer, reserved width lines texts up")
    func properties() {
        var text = UIListContentConfiguration.TextProperties(font: .systemFont(ofSize: 17), color: .red)
        text.transform = .uppercase
        text.colorTransformer = .grayscale
        #expect(text.transformed("Hello") == "HELLO")
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = text.resolvedColor().getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == g && g == b)
        var image = UIListContentConfiguration.ImageProperties()
        #expect(image.resolvedTintColor(for: .blue) == .blue)
        image.tintColor = .green
        #expect(image.resolvedTintColor(for: .blue) == .green)
        let w = ListWorld<UICollectionViewListCell>(["a", "b"], appearance: .plain) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.image = UIImage(systemName: item == "a" ? "star" : "person")
            content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
            cell.contentConfiguration = content
        }
        let starts: [CGFloat] = w.read { cv in
            (0..<2).map { i in
                let view = cv.cellForItem(at: IndexPath(item: i, section: 0))!.contentView.subviews.first as! UIListContentView
                return view.textLayoutGuide!.layoutFrame.minX
            }
        }
        #expect(abs(starts[0] - starts[1]) < 0.001)
        #expect(abs(starts[0] - 72) < 0.001)
    }
}
