import UIKit

// The benchmark's harness, rewritten from its description (LayoutFrameworkBenchmark's
// CollectionViewController.swift, @05df85f): its own file also names cells of layout libraries
// this package does not have. The protocol is the benchmark's: a controller of N feed items is
// made (not timed), then `vc.view.layoutIfNeeded()` is timed — the collection view is made, its
// flow layout asks the size of every item, each sized by one sizing cell (`setData`, then
// `sizeThatFits` at the collection view's width), and the visible cells are made and laid out.

/// How each kind of feed item view is made. (The benchmark's cell makes its view with
/// `ContentView()` on the generic type, which needs the Objective-C runtime's dynamic
/// initialisers: Swift on Linux makes a class from a metatype only through a `required` one.)
enum FeedItemFactory {
    static var makers: [ObjectIdentifier: () -> UIView] = [
        ObjectIdentifier(FeedItemAutoLayoutView.self): { FeedItemAutoLayoutView() },
        ObjectIdentifier(FeedItemUIStackView.self): { FeedItemUIStackView() },
        ObjectIdentifier(FeedItemManualView.self): { FeedItemManualView() },
    ]

    static func make<Content: UIView>(_ type: Content.Type) -> Content {
        makers[ObjectIdentifier(type)]!() as! Content
    }
}

/// A collection view cell holding one feed item view, pinned to its content view.
final class FeedCell<Content: UIView & DataBinder>: UICollectionViewCell {
    let item = FeedItemFactory.make(Content.self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        item.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(item)
        let views = ["v": item]
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-0-[v]-0-|", options: [], metrics: nil, views: views))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-0-[v]-0-|", options: [], metrics: nil, views: views))
        contentView.backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    func setData(_ data: Content.DataType) { item.setData(data) }

    override func sizeThatFits(_ size: CGSize) -> CGSize { item.sizeThatFits(size) }
}

/// A collection view controller whose flow layout sizes every item with one sizing cell.
final class FeedCollectionController<Content: UIView & DataBinder>: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let items: [Content.DataType]
    let sizingCell = FeedCell<Content>(frame: .zero)

    init(items: [Content.DataType]) {
        self.items = items
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.register(FeedCell<Content>.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! FeedCell<Content>
        cell.setData(items[indexPath.row])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizingCell.setData(items[indexPath.row])
        var size = sizingCell.sizeThatFits(CGSize(width: collectionView.bounds.width, height: .greatestFiniteMagnitude))
        size.width = collectionView.bounds.width
        return size
    }
}
