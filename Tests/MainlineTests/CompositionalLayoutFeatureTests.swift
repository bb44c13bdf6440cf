import Foundation
@testable import Mainline
import Testing

/// A supplementary view whose label sizes it (12-pt insets around a one-line label).
final class LabelSupplementaryView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 12),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A background decoration view.
final class BackgroundDecorationView: UICollectionReusableView {}

/// A data source of `counts[s]` plain cells per section, with supplementary views of any kind
/// (labels saying the kind and section).
final class CountsSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate, @unchecked Sendable {
    var counts: [Int]
    var selected: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath) as! LabelSupplementaryView
        view.label.text = "\(kind) \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A 375 × 700 collection view of `layout` (no inset adjustment) over a `CountsSource`.
final class CompositionalWorld: @unchecked Sendable {
    let sim: Simulation
    let source: CountsSource
    var collectionView: UICollectionView!

    init(_ counts: [Int], kinds: [String] = [], cell: UICollectionViewCell.Type = UICollectionViewCell.self,
         layout: @escaping @MainActor () -> UICollectionViewLayout) {
        sim = makeSimulation(refreshRate: 60)
        source = CountsSource(counts)
        sim.start {
            let window = UIWindow()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 700), collectionViewLayout: layout())
            cv.contentInsetAdjustmentBehavior = .never
            cv.register(cell, forCellWithReuseIdentifier: "cell")
            for kind in kinds { cv.register(LabelSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary") }
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

    /// Where the cell of `item` in `section` shows, in the collection view's coordinates.
    func shown(_ item: Int, _ section: Int) -> CGRect? {
        read { cv in
            guard let cell = cv.cellForItem(at: IndexPath(item: item, section: section)), let parent = cell.superview else { return nil }
            return parent.convert(cell.frame, to: cv)
        }
    }

    func attributes(_ item: Int, _ section: Int) -> CGRect? {
        read { $0.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
    }
}

/// The conference sample's sections: groups 0.85 of the content width (inside 20-pt insets),
/// 250 tall, 20 apart, scrolling across the layout; a self-sizing title header; sections 20
/// apart.
@MainActor func conferenceLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) -> UICollectionViewLayout {
    let provider = { (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let fraction: CGFloat = environment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(250)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: "title", alignment: .top)
        section.boundarySupplementaryItems = [title]
        return section
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
}

@Suite("Compositional layout: orthogonal sections, anchors, pinning, decorations, handlers", .serialized)
struct CompositionalLayoutFeatureTests {
    @Test("Conference sample: groups 0.85 of the content inside the insets, a self-sizing header, sections 20 apart; a horizontal drag scrolls one section only")
    func conference() {
        let w = CompositionalWorld([5, 5, 5, 5], kinds: ["title"]) { conferenceLayout() }
        let header = w.read { $0.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 0))?.frame }
        let labelHeight = w.read { cv in (cv.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 0)) as? LabelSupplementaryView)?.label.intrinsicContentSize.height ?? 0 }
        #expect(labelHeight > 0)
        #expect(header.map { abs($0.height - (labelHeight + 24)) < 0.5 } == true)
        #expect(header?.minX == 20)
        #expect(header?.width == 335)
        let first = w.attributes(0, 0)!
        #expect(first.minX == 20)
        #expect(abs(first.width - 0.85 * 335) < 0.001)
        #expect(first.height == 250)
        #expect(abs(first.minY - header!.maxY) < 0.001)
        let second = w.attributes(1, 0)!
        #expect(abs(second.minX - (first.maxX + 20)) < 0.001)
        // Section 1 starts 20 below section 0.
        let header1 = w.read { $0.layoutAttributesForSupplementaryElement(ofKind: "title", at: IndexPath(item: 0, section: 1))?.frame }
        #expect(header1.map { abs($0.minY - (first.maxY + 20)) < 0.001 } == true)
        // The section's cells live in a scroll view of its own, wider than the screen.
        let band: (isScrollView: Bool, contentWidth: CGFloat)? = w.read { cv in
            guard let parent = cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView, parent !== cv else { return nil }
            return (true, parent.contentSize.width)
        }
        #expect(band?.isScrollView == true)
        #expect(band.map { abs($0.contentWidth - (20 + 5 * 0.85 * 335 + 4 * 20 + 20)) < 0.01 } == true)
        // A finger drags section 0 to the left by 200 points.
        let y = first.midY
        w.sim.pan(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.4)
        _ = w.sim.runUntilIdle(maxFrames: 900)
        // The finger moved 200 points and let go at 500 points a second: the section went on.
        let offset = w.read { cv in (cv.cellForItem(at: IndexPath(item: 1, section: 0))?.superview as? UIScrollView)?.contentOffset ?? .zero }
        #expect(offset.x > 300)
        #expect(offset.y == 0)
        let moved = w.shown(1, 0)!
        #expect(abs(moved.minX - (w.attributes(1, 0)!.minX - offset.x)) < 0.001)
        #expect(w.shown(0, 1)?.minX == 20)
        #expect(w.read { $0.contentOffset } == .zero)
        // The layout's attributes keep the unscrolled frame; hit testing follows the scroll.
        #expect(w.attributes(0, 0)?.minX == 20)
        #expect(w.read { cv in cv.indexPathForItem(at: CGPoint(x: moved.midX, y: y)) } == IndexPath(item: 1, section: 0))
        // Items scrolled in got cells; item 0, scrolled out, went back to the pool.
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0)) != nil })
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0)) == nil })
        // A vertical drag scrolls the collection view itself.
        w.sim.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.4)
        _ = w.sim.runUntilIdle(maxFrames: 900)
        #expect(w.read { $0.contentOffset.y } > 50)
    }

    @Test("A tap on a cell of a scrolled orthogonal section selects that item")
    func tapInOrthogonalSection() {
        let w = CompositionalWorld([6, 2], kinds: ["title"]) { conferenceLayout() }
        w.sim.perform {
            let band = w.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
            band.contentOffset = CGPoint(x: 0.85 * 335 + 20, y: 0)
        }
        _ = w.sim.runUntilIdle()
        let shown = w.shown(1, 0)!
        #expect(abs(shown.minX - 20) < 0.001)
        w.sim.tap(at: CGPoint(x: shown.midX, y: shown.midY))
        w.sim.run(for: 0.3)
        #expect(w.source.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test("scrollToItem into an orthogonal section scrolls the section across and the collection view down")
    func scrollToOrthogonalItem() {
        let w = CompositionalWorld([6, 6, 6, 6], kinds: ["title"]) { conferenceLayout() }
        w.sim.perform { w.collectionView.scrollToItem(at: IndexPath(item: 3, section: 1), at: [.centeredHorizontally, .top], animated: false) }
        _ = w.sim.runUntilIdle()
        let shown = w.shown(3, 1)!
        #expect(abs(shown.midX - 187.5) < 0.001)
        #expect(abs(w.read { $0.contentOffset.y } - w.attributes(3, 1)!.minY) < 0.001)
        #expect(abs(shown.minY - w.read { $0.contentOffset.y }) < 0.001)
        // Section 2 did not move across.
        #expect(w.read { cv in cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)).map { cv.collectionViewLayout.shownFrame($0).minX } } == 20)
    }

    @Test("Group paging: a fling rests on the next group's leading edge; group-paging-centred centres it")
    func groupPaging() {
        let w = CompositionalWorld([6], kinds: ["title"]) { conferenceLayout(.groupPaging) }
        let y = w.attributes(0, 0)!.midY
        w.sim.pan(from: CGPoint(x: 300, y: y), to: CGPoint(x: 240, y: y), duration: 0.1)
        _ = w.sim.runUntilIdle(maxFrames: 900)
        let groupWidth = 0.85 * 335
        // Group 1 starts at 20 + w + 20; resting with it at the 20-pt inset.
        #expect(w.shown(1, 0).map { abs($0.minX - 20) < 0.5 } == true)
        let centred = CompositionalWorld([6], kinds: ["title"]) { conferenceLayout(.groupPagingCentered) }
        centred.sim.pan(from: CGPoint(x: 300, y: y), to: CGPoint(x: 240, y: y), duration: 0.1)
        _ = centred.sim.runUntilIdle(maxFrames: 900)
        #expect(centred.shown(1, 0).map { abs($0.midX - 187.5) < 0.5 } == true)
        _ = groupWidth
        // Paging: by the section's width.
        let paging = CompositionalWorld([6], kinds: ["title"]) { conferenceLayout(.paging) }
        paging.sim.pan(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.1)
        _ = paging.sim.runUntilIdle(maxFrames: 900)
        let offset = paging.read { cv in (cv.cellForItem(at: IndexPath(item: 1, section: 0))?.superview as? UIScrollView)?.contentOffset.x }
        #expect(offset == 375)
    }

    @Test("The visible-items handler scales items by their distance from the centre as the section scrolls")
    func visibleItemsHandler() {
        let calls = Box<[CGFloat]>([])
        let w = CompositionalWorld([8]) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.value.append(offset.x)
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(0.5, 1 - distance / environment.container.contentSize.width)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return UICollectionViewCompositionalLayout(section: section)
        }
        #expect(calls.value.first == 0)
        // Item 0's centre is 100, 87.5 from the centre: scale 1 − 87.5/375.
        let scale0 = w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))?.transform.a }
        #expect(scale0.map { abs($0 - (1 - 87.5 / 375)) < 0.001 } == true)
        w.sim.perform { (w.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView).contentOffset = CGPoint(x: 112.5, y: 0) }
        _ = w.sim.runUntilIdle()
        #expect(calls.value.last == 112.5)
        // Item 1's centre (300) now shows at 187.5: full size.
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a }.map { abs($0 - 1) < 0.001 } == true)
    }

    @Test("Badges: a supplementary item anchored to an item's top-trailing corner, moved by a fraction of its size")
    func badges() {
        let w = CompositionalWorld([8], kinds: ["badge"]) {
            let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                            elementKind: "badge", containerAnchor: anchor)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return UICollectionViewCompositionalLayout(section: section)
        }
        let cell = w.attributes(1, 0)!
        let badge = w.read { $0.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?.frame }
        #expect(badge == CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20))
        #expect(w.read { $0.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0))?.layer.zPosition } == 1)
        // With an item anchor: the badge's bottom-leading corner on the cell's top-trailing one.
        let anchored = NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: .zero)
            .frame(of: CGSize(width: 20, height: 20), on: CGRect(x: 0, y: 0, width: 100, height: 50),
                   itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: .zero))
        #expect(anchored == CGRect(x: 100, y: -20, width: 20, height: 20))
    }

    @Test("A pinned header stays at the top while its section scrolls under it and is pushed off by the section's end")
    func pinnedHeader() {
        let w = CompositionalWorld([10, 10], kinds: ["header"]) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                                     elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }
        // Section 0: header 0–40, items 40–540; section 1 from 540.
        w.sim.perform { w.collectionView.contentOffset = CGPoint(x: 0, y: 200) }
        _ = w.sim.runUntilIdle()
        #expect(w.read { $0.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY } == 200)
        w.sim.perform { w.collectionView.contentOffset = CGPoint(x: 0, y: 520) }
        _ = w.sim.runUntilIdle()
        // Pushed up by the section's end (540 − 40).
        #expect(w.read { $0.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame.minY } == 500)
        #expect(w.read { $0.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY } == 540)
    }

    @Test("A background decoration covers the section's content area inside its insets, behind the cells; a global header and horizontal scrolling")
    func decorationsAndConfiguration() {
        let w = CompositionalWorld([4, 4], kinds: ["global"]) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 30
            configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), elementKind: "global", alignment: .top)]
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            layout.register(BackgroundDecorationView.self, forDecorationViewOfKind: "background")
            return layout
        }
        // Global header 0–60; section 0 content 60–280 (10 + 2 × 100 + 10); section 1 from 310.
        #expect(w.attributes(0, 0) == CGRect(x: 10, y: 70, width: 177.5, height: 100))
        #expect(w.attributes(0, 1)?.minY == 320)
        let decoration = w.read { $0.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame }
        #expect(decoration == CGRect(x: 5, y: 65, width: 365, height: 210))
        let behind: Bool = w.read { cv in
            guard let background = cv.subviews.first(where: { $0 is BackgroundDecorationView }),
                  let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) else { return false }
            return cv.subviews.firstIndex(of: background)! < cv.subviews.firstIndex(of: cell)!
        }
        #expect(behind)
        let expectedHeight: CGFloat = 60 + 220 + 30 + 220
        #expect(w.read { $0.contentSize.height } == expectedHeight)
        // Horizontal scrolling: sections side by side, groups 0.5 of the height.
        let h = CompositionalWorld([4, 4]) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 10
            // Measured from the edges (the safe area would move the items below the status bar).
            configuration.contentInsetsReference = .none
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        #expect(h.attributes(1, 0) == CGRect(x: 0, y: 350, width: 150, height: 350))
        #expect(h.attributes(2, 0) == CGRect(x: 150, y: 0, width: 150, height: 350))
        #expect(h.attributes(0, 1)?.minX == 310)
        #expect(h.read { $0.contentSize } == CGSize(width: 610, height: 700))
    }

    @Test("Edge spacing, flexible edges, a custom group, uniform-across-siblings heights and the visual description")
    func groupsAndSpacing() {
        let w = CompositionalWorld([3, 3]) {
            UICollectionViewCompositionalLayout { section, _ in
                if section == 0 {
                    // Items 100 wide with 10 fixed leading and a flexible trailing edge: the
                    // 45 points left over go to the three flexible edges.
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
                    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .flexible(0), trailing: .flexible(0), bottom: .fixed(0))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
                let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { environment in
                    let w = environment.container.contentSize.width
                    return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w / 2, height: 200)),
                            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 0, width: w / 2, height: 100), zIndex: 3),
                            NSCollectionLayoutGroupCustomItem(frame: CGRect(x: w / 2, y: 100, width: w / 2, height: 100))]
                }
                return NSCollectionLayoutSection(group: group)
            }
        }
        // 375 − 3 × 110 = 45 left: 15 a flexible edge.
        #expect(w.attributes(0, 0) == CGRect(x: 10, y: 20, width: 100, height: 40))
        let second: CGFloat = 10 + 100 + 15 + 10, third: CGFloat = 10 + 2 * (100 + 15 + 10)
        #expect(w.attributes(1, 0)?.minX == second)
        #expect(w.attributes(2, 0)?.minX == third)
        #expect(w.attributes(1, 1) == CGRect(x: 187.5, y: 60, width: 187.5, height: 100))
        #expect(w.read { $0.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.zIndex } == 3)

        let text: String = w.read { _ in
            NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 50)))])
                .visualDescription()
        }
        #expect(text.contains("horizontal group"))
        #expect(text.contains("uniformAcrossSiblings(50.0)"))
        #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50).isEstimated)
    }

    @Test("Uniform-across-siblings: every item of the row takes the tallest one's measured height")
    func uniformHeights() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
                cell.label.text = indexPath.item == 0 ? "One line" : "Several lines of text that wrap over more than one line in half the width of the screen, many of them"
                return cell
            }
        }
        let source = Source()
        let sim = makeSimulation()
        let cv = Box<UICollectionView?>(nil)
        sim.start {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 700),
                                        collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            view.register(TextCell.self, forCellWithReuseIdentifier: "text")
            view.dataSource = source
            let window = UIWindow()
            window.addSubview(view)
            window.makeKeyAndVisible()
            cv.value = view
        }
        _ = sim.runUntilIdle()
        let heights: [CGFloat] = inspect(sim) { MainActor.assumeIsolated { (0..<2).map { cv.value!.cellForItem(at: IndexPath(item: $0, section: 0))!.frame.height } } }
        #expect(heights[0] == heights[1])
        #expect(heights[0] > 60)
    }

    @Test("contentInsetsReference: layout margins put the content inside the collection view's margins")
    func insetsReference() {
        let w = CompositionalWorld([2]) {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .layoutMargins
            return UICollectionViewCompositionalLayout(section: section)
        }
        let margins = w.read { $0.layoutMargins }
        #expect(w.attributes(0, 0) == CGRect(x: margins.left, y: 0, width: 375 - margins.left - margins.right, height: 44))
    }
}

@Suite("List layout swipe actions", .serialized)
struct ListSwipeActionTests {
    /// A plain list of 10 rows whose trailing swipe shows Delete and Flag, leading shows Pin.
    func world(_ ran: Box<[String]>) -> CompositionalWorld {
        CompositionalWorld([10], cell: UICollectionViewListCell.self) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.value.append("delete \(indexPath.item)"); done(true) }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.value.append("flag \(indexPath.item)"); done(true) }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                indexPath.item == 0 ? nil : UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    ran.value.append("pin \(indexPath.item)"); done(true)
                }])
            }
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }
    }

    @Test("A swipe to the left reveals the provider's actions (outermost first); a tap runs one and closes the row; a touch elsewhere closes without selecting")
    func trailing() {
        let ran = Box<[String]>([])
        let w = world(ran)
        let row = w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0))!.frame }
        w.sim.pan(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 120, y: row.midY), duration: 0.3)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        let opened: (offset: CGFloat, titles: [String?], swiped: Bool)? = w.read { cv in
            guard let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell, let view = cell.swipeActionsView else { return nil }
            return (cell.contentView.frame.minX, view.buttons.sorted { $0.frame.minX < $1.frame.minX }.map { $0.title(for: .normal) }, cell.configurationState.isSwiped)
        }
        #expect(opened?.offset == -148)
        #expect(opened?.titles == ["Flag", "Delete"])
        #expect(opened?.swiped == true)
        // Flag is the inner button.
        w.sim.tap(at: CGPoint(x: 375 - 74 - 30, y: row.midY))
        _ = w.sim.runUntilIdle(maxFrames: 300)
        #expect(ran.value == ["flag 2"])
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.frame.minX } == 0)
        // Open again, then a touch on another row closes it and selects nothing.
        w.sim.pan(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 120, y: row.midY), duration: 0.3)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        w.sim.tap(at: CGPoint(x: 100, y: row.midY + 200))
        _ = w.sim.runUntilIdle(maxFrames: 300)
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.frame.minX } == 0)
        #expect(w.source.selected.isEmpty)
        // A full swipe performs Delete at once.
        w.sim.pan(from: CGPoint(x: 360, y: row.midY), to: CGPoint(x: 20, y: row.midY), duration: 0.4)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(ran.value == ["flag 2", "delete 2"])
    }

    @Test("A swipe to the right reveals the leading actions; a row without them does not move")
    func leading() {
        let ran = Box<[String]>([])
        let w = world(ran)
        let row1 = w.read { $0.cellForItem(at: IndexPath(item: 1, section: 0))!.frame }
        w.sim.pan(from: CGPoint(x: 40, y: row1.midY), to: CGPoint(x: 200, y: row1.midY), duration: 0.3)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.frame.minX } == 74)
        w.sim.tap(at: CGPoint(x: 30, y: row1.midY))
        _ = w.sim.runUntilIdle(maxFrames: 300)
        #expect(ran.value == ["pin 1"])
        let row0 = w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))!.frame }
        w.sim.pan(from: CGPoint(x: 40, y: row0.midY), to: CGPoint(x: 200, y: row0.midY), duration: 0.3)
        _ = w.sim.runUntilIdle(maxFrames: 600)
        #expect(w.read { $0.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.frame.minX } == 0)
    }
}

/// A flow layout that asks to stop 300 points down after an update or a change of layout.
final class OffsetTargetLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: 300)
    }
}

/// A delegate that moves the layout's target 10 points further and logs the call.
final class OffsetTargetDelegate: NSObject, UICollectionViewDelegate, @unchecked Sendable {
    var proposals: [CGPoint] = []
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 10)
    }
}

@Suite("Content offset after layout changes", .serialized)
struct LayoutChangeOffsetTests {
    @Test("After setCollectionViewLayout and after batch updates, the layout's targetContentOffset(forProposedContentOffset:) then the delegate's decide the offset")
    func targetOffset() {
        let delegate = OffsetTargetDelegate()
        let w = CompositionalWorld([200]) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
        w.sim.perform {
            w.collectionView.delegate = delegate
            let layout = OffsetTargetLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            w.collectionView.setCollectionViewLayout(layout, animated: false)
        }
        _ = w.sim.runUntilIdle()
        #expect(delegate.proposals == [CGPoint(x: 0, y: 300)])
        #expect(w.read { $0.contentOffset } == CGPoint(x: 0, y: 310))
        // A batch update asks again.
        w.sim.perform {
            w.source.counts[0] = 199
            w.collectionView.performBatchUpdates { w.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        }
        _ = w.sim.runUntilIdle()
        #expect(delegate.proposals.count == 2)
        #expect(w.read { $0.contentOffset } == CGPoint(x: 0, y: 310))
    }
}
