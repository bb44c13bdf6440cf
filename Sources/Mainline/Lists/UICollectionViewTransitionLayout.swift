import Foundation

/// A layout between two others, for an interactive layout change
/// (`UICollectionView.startInteractiveTransition(to:completion:)`): each element's frame, alpha
/// and transform are interpolated between the current layout's and the next one's by
/// `transitionProgress` (0 the current layout, 1 the next). Values a subclass animates along
/// (`updateValue(_:forAnimatedKey:)`) are kept for it to read back.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    let storedCurrentLayout: UICollectionViewLayout
    let storedNextLayout: UICollectionViewLayout
    var storedProgress: CGFloat = 0
    var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        let entry = UIEntry("-[UICollectionViewTransitionLayout initWithCurrentLayout:nextLayout:]"); defer { entry.end() }
        storedCurrentLayout = currentLayout
        storedNextLayout = newLayout
        super.init()
    }

    /// Transitions cannot be archived: nil.
    public required init?(coder: NSCoder) {
        UIEntry.check("-[UICollectionViewTransitionLayout initWithCoder:]")
        return nil
    }

    /// How far the transition is, from 0 (the current layout) to 1 (the next); setting it lays
    /// the collection view out again.
    open var transitionProgress: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewTransitionLayout transitionProgress]", self); defer { entry.end() }; return storedProgress }
        set {
            let entry = UIEntry("-[UICollectionViewTransitionLayout setTransitionProgress:]", self); defer { entry.end() }
            guard newValue.isFinite else { return }
            storedProgress = newValue
            invalidate(everything: false)
        }
    }

    /// The layout the transition starts from.
    open var currentLayout: UICollectionViewLayout {
        let entry = UIEntry("-[UICollectionViewTransitionLayout currentLayout]", self); defer { entry.end() }
        return storedCurrentLayout
    }

    /// The layout the transition goes to.
    open var nextLayout: UICollectionViewLayout {
        let entry = UIEntry("-[UICollectionViewTransitionLayout nextLayout]", self); defer { entry.end() }
        return storedNextLayout
    }

    /// Keeps a value a subclass animates with the transition.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        let entry = UIEntry("-[UICollectionViewTransitionLayout updateValue:forAnimatedKey:]", self); defer { entry.end() }
        animatedValues[key] = value
    }

    /// A value kept with `updateValue(_:forAnimatedKey:)` (0 if none).
    open func value(forAnimatedKey key: String) -> CGFloat {
        let entry = UIEntry("-[UICollectionViewTransitionLayout valueForAnimatedKey:]", self); defer { entry.end() }
        return animatedValues[key] ?? 0
    }

    open override func prepare() {
        let entry = UIEntry("-[UICollectionViewTransitionLayout prepareLayout]", self); defer { entry.end() }
        super.prepare()
        for layout in [storedCurrentLayout, storedNextLayout] {
            layout.storedCollectionView = storedCollectionView
            if layout.needsPrepare {
                layout.needsPrepare = false
                layout.prepare()
                layout.invalidatedEverything = false
            }
        }
    }

    open override var collectionViewContentSize: CGSize {
        let entry = UIEntry("-[UICollectionViewTransitionLayout collectionViewContentSize]", self); defer { entry.end() }
        let a = storedCurrentLayout.collectionViewContentSize, b = storedNextLayout.collectionViewContentSize
        return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let entry = UIEntry("-[UICollectionViewTransitionLayout layoutAttributesForElementsInRect:]", self); defer { entry.end() }
        var keys: [ElementKey] = []
        var seen = Set<ElementKey>()
        for layout in [storedCurrentLayout, storedNextLayout] {
            for a in layout.layoutAttributesForElements(in: rect) ?? [] where seen.insert(ElementKey(a)).inserted { keys.append(ElementKey(a)) }
        }
        return keys.compactMap { interpolated($0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewTransitionLayout layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        return interpolated(ElementKey(kind: nil, indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewTransitionLayout layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        return interpolated(ElementKey(kind: elementKind, indexPath: indexPath))
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * storedProgress }

    private func attributes(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        guard let kind = key.kind else { return layout.layoutAttributesForItem(at: key.indexPath) }
        return key.isDecoration ? layout.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
                                : layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
    }

    /// An element between its two layouts (one that only one layout has fades in or out).
    private func interpolated(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let from = attributes(of: key, in: storedCurrentLayout), to = attributes(of: key, in: storedNextLayout)
        guard let base = (from ?? to)?.duplicate() else { return nil }
        let a = from ?? to!, b = to ?? from!
        let fa = a.storedFrame, fb = b.storedFrame
        base.storedFrame = CGRect(x: mix(fa.minX, fb.minX), y: mix(fa.minY, fb.minY), width: mix(fa.width, fb.width), height: mix(fa.height, fb.height))
        base.storedAlpha = mix(from == nil ? 0 : a.storedAlpha, to == nil ? 0 : b.storedAlpha)
        let ta = a.storedTransform3D, tb = b.storedTransform3D
        var t = ta
        t.m11 = mix(ta.m11, tb.m11); t.m12 = mix(ta.m12, tb.m12); t.m21 = mix(ta.m21, tb.m21); t.m22 = mix(ta.m22, tb.m22)
        t.m41 = mix(ta.m41, tb.m41); t.m42 = mix(ta.m42, tb.m42)
        base.storedTransform3D = t
        return base
    }
}
