import Foundation

/// An element of a layout: a cell, or a supplementary or decoration view of a kind, at an
/// index path.
struct ElementKey: Hashable {
    var kind: String?
    var indexPath: IndexPath
    var isDecoration = false

    init(kind: String?, indexPath: IndexPath, isDecoration: Bool = false) {
        self.kind = kind
        self.indexPath = indexPath
        self.isDecoration = isDecoration
    }

    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        kind = attributes.storedCategory == .cell ? nil : attributes.storedKind
        indexPath = attributes.storedIndexPath
        isDecoration = attributes.storedCategory == .decorationView
    }
}

/// A prepared layout's elements, sorted along the scroll axis, for fast rect queries: elements
/// sorted by their leading edge, with the running maximum of their trailing edge, so the first
/// element that can meet a rect is found by binary search.
@MainActor
struct LayoutElementIndex {
    private(set) var elements: [UICollectionViewLayoutAttributes] = []
    private var runningMaxEnd: [CGFloat] = []
    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    let vertical: Bool

    init(vertical: Bool) { self.vertical = vertical }

    /// Adds an element; one not `searchable` is found by index path and kind only (not by
    /// `elements(in:)`: its layout answers rect queries for it itself).
    mutating func add(_ attributes: UICollectionViewLayoutAttributes, searchable: Bool = true) {
        if searchable { elements.append(attributes) }
        let path = attributes.storedIndexPath
        if attributes.storedCategory == .cell {
            while items.count <= path.section { items.append([]) }
            items[path.section].append(attributes)
        } else {
            supplementary[ElementKey(attributes)] = attributes
        }
    }

    /// Makes sure there is a (possibly empty) list of items for each of `count` sections.
    mutating func reserveSections(_ count: Int) {
        while items.count < count { items.append([]) }
    }

    private func start(_ f: CGRect) -> CGFloat { vertical ? f.minY : f.minX }
    private func end(_ f: CGRect) -> CGFloat { vertical ? f.maxY : f.maxX }

    /// Sorts by leading edge (stable) and builds the search table; call after the last `add`.
    mutating func finish() {
        let sorted = elements.enumerated().sorted { a, b in
            let sa = start(a.element.storedFrame), sb = start(b.element.storedFrame)
            return sa != sb ? sa < sb : a.offset < b.offset
        }
        elements = sorted.map(\.element)
        runningMaxEnd = []
        runningMaxEnd.reserveCapacity(elements.count)
        var m = -CGFloat.infinity
        for e in elements {
            m = max(m, end(e.storedFrame))
            runningMaxEnd.append(m)
        }
    }

    /// The elements whose frames meet `rect` (copies).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var lo = 0, hi = runningMaxEnd.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runningMaxEnd[mid] < low { lo = mid + 1 } else { hi = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var i = lo
        while i < elements.count, start(elements[i].storedFrame) <= high {
            let f = elements[i].storedFrame
            if f.intersects(rect) || (f.isEmpty && rect.contains(f.origin)) { result.append(elements[i].duplicate()) }
            i += 1
        }
        return result
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item].duplicate()
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[ElementKey(kind: kind, indexPath: indexPath)]?.duplicate()
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[ElementKey(kind: kind, indexPath: indexPath, isDecoration: true)]?.duplicate()
    }
}
