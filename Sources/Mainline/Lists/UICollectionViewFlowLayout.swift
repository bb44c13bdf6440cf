import Foundation

extension UICollectionView {
    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}

/// The flow layout's delegate: sizes, insets and spacings per item and section, asked of the
/// collection view's `delegate`. Every method is optional: the defaults return the layout's
/// own property (`itemSize`, `sectionInset`, …).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedItemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedSectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedHeaderSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.storedFooterSize ?? .zero
    }
}

/// Items in lines, as UIKit's flow layout places them: a line takes as many items as fit with
/// `minimumInteritemSpacing` between them; every line but a section's last is justified (the
/// leftover space shared between the gaps, a lone item centred), the last line is packed to
/// the leading edge at the minimum spacing (rdar://20825965, steipete: "UICollectionViewFlowLayout's
/// last row is left-aligned"); items are centred across their line; lines are
/// `minimumLineSpacing` apart; a section is its header, its inset lines, its footer.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimate UIKit uses for `estimatedItemSize`: measure every cell.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    var storedDirection: UICollectionView.ScrollDirection = .vertical
    var storedItemSize = CGSize(width: 50, height: 50)
    var storedEstimatedItemSize: CGSize = .zero
    var storedLineSpacing: CGFloat = 10
    var storedInteritemSpacing: CGFloat = 10
    var storedSectionInset: UIEdgeInsets = .zero
    var storedInsetReference: SectionInsetReference = .fromContentInset
    var storedHeaderSize: CGSize = .zero
    var storedFooterSize: CGSize = .zero
    var storedPinsHeaders = false
    var storedPinsFooters = false

    var index = LayoutElementIndex(vertical: true)
    var contentSize: CGSize = .zero
    /// Per section: the span along the scroll axis its header and footer may be pinned within.
    var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
    var preparedArea: CGSize?

    public override init() {
        let entry = UIEntry("-[UICollectionViewFlowLayout init]"); defer { entry.end() }
        super.init()
    }

    // MARK: - Properties

    /// The scroll axis (default vertical): lines are rows when vertical, columns when horizontal.
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout scrollDirection]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UICollectionViewFlowLayout setScrollDirection:]", self); defer { entry.end() }; storedDirection = newValue; invalidate(everything: true) }
    }

    /// The size of every item without a delegate size (default 50 × 50).
    open var itemSize: CGSize {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout itemSize]", self); defer { entry.end() }; return storedItemSize }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setItemSize:]", self); defer { entry.end() }
            guard let size = checked(newValue, "setItemSize:") else { return }
            storedItemSize = size; invalidate(everything: true)
        }
    }

    /// A non-zero estimate turns on self-sizing: cells are laid out at the estimate, measured
    /// (`preferredLayoutAttributesFitting(_:)`) as they appear, and the layout corrected.
    /// `automaticSize` starts from `itemSize`.
    open var estimatedItemSize: CGSize {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout estimatedItemSize]", self); defer { entry.end() }; return storedEstimatedItemSize }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setEstimatedItemSize:]", self); defer { entry.end() }
            guard newValue == Self.automaticSize || newValue.isFiniteSize else { return reportBad(newValue, "setEstimatedItemSize:") }
            storedEstimatedItemSize = newValue; invalidate(everything: true)
        }
    }

    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout minimumLineSpacing]", self); defer { entry.end() }; return storedLineSpacing }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setMinimumLineSpacing:]", self); defer { entry.end() }
            guard newValue.isFinite else { return reportBad(CGSize(width: newValue, height: 0), "setMinimumLineSpacing:") }
            storedLineSpacing = newValue; invalidate(everything: true)
        }
    }

    /// The least space between items in a line (default 10).
    open var minimumInteritemSpacing: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout minimumInteritemSpacing]", self); defer { entry.end() }; return storedInteritemSpacing }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setMinimumInteritemSpacing:]", self); defer { entry.end() }
            guard newValue.isFinite else { return reportBad(CGSize(width: newValue, height: 0), "setMinimumInteritemSpacing:") }
            storedInteritemSpacing = newValue; invalidate(everything: true)
        }
    }

    /// The margins around each section's items (inside its header and footer).
    open var sectionInset: UIEdgeInsets {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout sectionInset]", self); defer { entry.end() }; return storedSectionInset }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setSectionInset:]", self); defer { entry.end() }
            guard newValue.isFinite else { return reportBad(.zero, "setSectionInset:") }
            storedSectionInset = newValue; invalidate(everything: true)
        }
    }

    /// What the section insets add to (default: the content inset).
    open var sectionInsetReference: SectionInsetReference {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout sectionInsetReference]", self); defer { entry.end() }; return storedInsetReference }
        set { let entry = UIEntry("-[UICollectionViewFlowLayout setSectionInsetReference:]", self); defer { entry.end() }; storedInsetReference = newValue; invalidate(everything: true) }
    }

    /// The header's size: its height is used when vertical, its width when horizontal; zero:
    /// no header.
    open var headerReferenceSize: CGSize {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout headerReferenceSize]", self); defer { entry.end() }; return storedHeaderSize }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setHeaderReferenceSize:]", self); defer { entry.end() }
            guard let size = checked(newValue, "setHeaderReferenceSize:") else { return }
            storedHeaderSize = size; invalidate(everything: true)
        }
    }

    /// The footer's size, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout footerReferenceSize]", self); defer { entry.end() }; return storedFooterSize }
        set {
            let entry = UIEntry("-[UICollectionViewFlowLayout setFooterReferenceSize:]", self); defer { entry.end() }
            guard let size = checked(newValue, "setFooterReferenceSize:") else { return }
            storedFooterSize = size; invalidate(everything: true)
        }
    }

    /// Whether a section's header stays at the top of the visible area while its section scrolls
    /// under it (pushed off by the end of the section).
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout sectionHeadersPinToVisibleBounds]", self); defer { entry.end() }; return storedPinsHeaders }
        set { let entry = UIEntry("-[UICollectionViewFlowLayout setSectionHeadersPinToVisibleBounds:]", self); defer { entry.end() }; storedPinsHeaders = newValue; invalidate(everything: false) }
    }

    /// Whether a section's footer stays at the bottom of the visible area, as headers do.
    open var sectionFootersPinToVisibleBounds: Bool {
        get { let entry = UIEntry("-[UICollectionViewFlowLayout sectionFootersPinToVisibleBounds]", self); defer { entry.end() }; return storedPinsFooters }
        set { let entry = UIEntry("-[UICollectionViewFlowLayout setSectionFootersPinToVisibleBounds:]", self); defer { entry.end() }; storedPinsFooters = newValue; invalidate(everything: false) }
    }

    // MARK: - Layout

    /// Asks the delegate: a callback of the app's code, measured as such.
    private func ask<T>(_ cv: UICollectionView, _ name: String, _ body: () -> T) -> T {
        cv.context.loop.span(.delegateCallback, name, object: cv, body)
    }

    open override func prepare() {
        let entry = UIEntry("-[UICollectionViewFlowLayout prepareLayout]", self); defer { entry.end() }
        super.prepare()
        let area = contentArea
        // A bounds change asked for by pinning keeps the item geometry.
        if !invalidatedEverything, preparedArea == area { return }
        computeLayout(area: area)
        preparedArea = area
    }

    open override var collectionViewContentSize: CGSize {
        let entry = UIEntry("-[UICollectionViewFlowLayout collectionViewContentSize]", self); defer { entry.end() }
        return contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let entry = UIEntry("-[UICollectionViewFlowLayout layoutAttributesForElementsInRect:]", self); defer { entry.end() }
        guard storedPinsHeaders || storedPinsFooters else { return index.elements(in: rect) }
        // Pinned headers and footers are placed for the visible bounds, wherever their
        // section's own header is.
        var result = index.elements(in: rect).filter { !isPinned($0) }
        for (section, _) in sectionSpans.enumerated() {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let a = pinnedAttributes(kind, section), a.storedFrame.intersects(rect) { result.append(a) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewFlowLayout layoutAttributesForItemAtIndexPath:]", self); defer { entry.end() }
        return index.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let entry = UIEntry("-[UICollectionViewFlowLayout layoutAttributesForSupplementaryViewOfKind:atIndexPath:]", self); defer { entry.end() }
        if indexPath.count == 2, let pinned = pinnedAttributes(elementKind, indexPath.section) { return pinned }
        return index.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// UIKit's flow layout invalidates when the size changes, and on every scroll while
    /// headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let entry = UIEntry("-[UICollectionViewFlowLayout shouldInvalidateLayoutForBoundsChange:]", self); defer { entry.end() }
        guard let cv = storedCollectionView else { return false }
        return storedPinsHeaders || storedPinsFooters || newBounds.size != (cv.previousBounds?.size ?? newBounds.size)
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let entry = UIEntry("-[UICollectionViewFlowLayout shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:]", self); defer { entry.end() }
        return storedEstimatedItemSize != .zero && preferredAttributes.storedFrame.size != originalAttributes.storedFrame.size
    }

    override func selfSizing(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard storedEstimatedItemSize != .zero, attributes.storedCategory == .cell else { return nil }
        return (.fittingSizeLevel, .fittingSizeLevel)
    }

    // MARK: - Computation

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        storedCollectionView?.storedDelegate as? UICollectionViewDelegateFlowLayout
    }

    private func isPinned(_ a: UICollectionViewLayoutAttributes) -> Bool {
        guard a.storedCategory == .supplementaryView else { return false }
        return (storedPinsHeaders && a.storedKind == UICollectionView.elementKindSectionHeader)
            || (storedPinsFooters && a.storedKind == UICollectionView.elementKindSectionFooter)
    }

    /// A pinned header or footer where the visible bounds put it, kept inside its section.
    private func pinnedAttributes(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard (isHeader && storedPinsHeaders) || (!isHeader && kind == UICollectionView.elementKindSectionFooter && storedPinsFooters),
              sectionSpans.indices.contains(section), let cv = storedCollectionView,
              let a = index.supplementary(ofKind: kind, at: IndexPath(item: 0, section: section)) else { return nil }
        let vertical = storedDirection == .vertical
        let inset = cv.computedAdjustedContentInset
        let visibleStart = vertical ? cv.storedBounds.minY + inset.top : cv.storedBounds.minX + inset.left
        let visibleEnd = vertical ? cv.storedBounds.maxY - inset.bottom : cv.storedBounds.maxX - inset.right
        let span = sectionSpans[section]
        var f = a.storedFrame
        let length = vertical ? f.height : f.width
        var start = vertical ? f.minY : f.minX
        if isHeader {
            start = min(max(start, visibleStart), span.end - length)
        } else {
            start = max(min(start, visibleEnd - length), span.start)
        }
        if vertical { f.origin.y = start } else { f.origin.x = start }
        a.storedFrame = f
        a.storedZIndex = 10
        return a
    }

    private func checked(_ size: CGSize, _ selector: String) -> CGSize? {
        guard size.isFiniteSize, size.width >= 0, size.height >= 0 else { reportBad(size, selector); return nil }
        return size
    }

    private func reportBad(_ value: CGSize, _ selector: String) {
        DiagnosticCenter.report(.invalidGeometry, "Mainline: [UICollectionViewFlowLayout \(selector)] with an invalid value \(value); the call is ignored.")
    }

    /// A valid size from the delegate, or a diagnostic and zero.
    private func validItemSize(_ size: CGSize, _ indexPath: IndexPath) -> CGSize {
        guard size.isFiniteSize, size.width >= 0, size.height >= 0 else {
            DiagnosticCenter.report(.invalidGeometry, """
            Mainline: the flow layout got the invalid size \(size) for the item at (\(indexPath.section)-\(indexPath.item)); using {0, 0}.
            """)
            return .zero
        }
        return size
    }

    private func computeLayout(area: CGSize) {
        guard let cv = storedCollectionView else { return }
        let vertical = storedDirection == .vertical
        var index = LayoutElementIndex(vertical: vertical)
        var spans: [(start: CGFloat, end: CGFloat)] = []
        let delegate = flowDelegate
        // Section insets are measured from the content inset, or also from the safe area or
        // the layout margins on the axis across the scroll direction.
        var reference = UIEdgeInsets.zero
        switch storedInsetReference {
        case .fromContentInset: break
        case .fromSafeArea: reference = cv.computedSafeAreaInsets
        case .fromLayoutMargins: reference = cv.storedLayoutMargins
        }
        let across = vertical ? area.width : area.height
        let referenceStart = vertical ? reference.left : reference.top
        let referenceEnd = vertical ? reference.right : reference.bottom
        // (across, along) → a rect in content coordinates.
        func rect(_ a: CGFloat, _ l: CGFloat, _ sizeAcross: CGFloat, _ sizeAlong: CGFloat) -> CGRect {
            vertical ? CGRect(x: a, y: l, width: sizeAcross, height: sizeAlong) : CGRect(x: l, y: a, width: sizeAlong, height: sizeAcross)
        }
        let estimating = storedEstimatedItemSize != .zero
        let estimate = storedEstimatedItemSize == Self.automaticSize ? storedItemSize : storedEstimatedItemSize
        var along: CGFloat = 0
        let sections = cv.sectionCounts
        index.reserveSections(sections.count)
        var warnedTooWide = false
        for (section, count) in sections.enumerated() {
            let sectionStart = along
            let inset = delegate.map { d in ask(cv, "collectionView(_:layout:insetForSectionAt:)") { d.collectionView(cv, layout: self, insetForSectionAt: section) } } ?? storedSectionInset
            let lineSpacing = delegate.map { d in ask(cv, "collectionView(_:layout:minimumLineSpacingForSectionAt:)") { d.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) } } ?? storedLineSpacing
            let itemSpacing = delegate.map { d in ask(cv, "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)") { d.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) } } ?? storedInteritemSpacing
            let header = delegate.map { d in ask(cv, "collectionView(_:layout:referenceSizeForHeaderInSection:)") { d.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) } } ?? storedHeaderSize
            let footer = delegate.map { d in ask(cv, "collectionView(_:layout:referenceSizeForFooterInSection:)") { d.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) } } ?? storedFooterSize
            let headerLength = header.isFiniteSize ? max(0, vertical ? header.height : header.width) : 0
            let footerLength = footer.isFiniteSize ? max(0, vertical ? footer.height : footer.width) : 0
            let path0 = IndexPath(item: 0, section: section)
            if headerLength > 0 {
                index.add(UICollectionViewLayoutAttributes(category: .supplementaryView, kind: UICollectionView.elementKindSectionHeader,
                                                           indexPath: path0, frame: rect(0, along, across, headerLength)))
                along += headerLength
            }
            let insetStart = (vertical ? inset.left : inset.top) + referenceStart
            let insetEnd = (vertical ? inset.right : inset.bottom) + referenceEnd
            along += vertical ? inset.top : inset.left
            let available = across - insetStart - insetEnd
            // The sizes of the items, then lines of them.
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                var size: CGSize
                if estimating {
                    size = preferredSizes[ElementKey(kind: nil, indexPath: path)] ?? estimate
                } else {
                    size = delegate.map { d in
                        validItemSize(ask(cv, "collectionView(_:layout:sizeForItemAt:)") { d.collectionView(cv, layout: self, sizeForItemAt: path) }, path)
                    } ?? storedItemSize
                }
                if (vertical ? size.width : size.height) > available + 0.001, !warnedTooWide {
                    warnedTooWide = true
                    DiagnosticCenter.report(.listMisuse, """
                    The behavior of the UICollectionViewFlowLayout is not defined because: the item \(vertical ? "width" : "height") must be less \
                    than the \(vertical ? "width" : "height") of the UICollectionView minus the section insets \(vertical ? "left and right" : "top and bottom") \
                    values, minus the content insets \(vertical ? "left and right" : "top and bottom") values. The item at (\(section)-\(item)) is \(size).
                    """, views: [cv.description], in: cv.context)
                }
                sizes.append(size)
            }
            var start = 0
            var firstLine = true
            while start < count {
                var end = start
                var used: CGFloat = 0
                while end < count {
                    let w = vertical ? sizes[end].width : sizes[end].height
                    let needed = end == start ? w : used + itemSpacing + w
                    if end > start, needed > available + 0.001 { break }
                    used = needed
                    end += 1
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let isLast = end == count
                let lineLength = (start..<end).map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let n = end - start
                let widths = (start..<end).map { vertical ? sizes[$0].width : sizes[$0].height }
                let total = widths.reduce(0, +)
                var position = insetStart
                var gap = itemSpacing
                if !isLast {
                    if n == 1 {
                        position = insetStart + (available - total) / 2
                    } else {
                        gap = (available - total) / CGFloat(n - 1)
                    }
                }
                for (k, item) in (start..<end).enumerated() {
                    let s = sizes[item]
                    let itemLength = vertical ? s.height : s.width
                    let frame = rect(position, along + (lineLength - itemLength) / 2, widths[k], itemLength)
                    index.add(UICollectionViewLayoutAttributes(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame))
                    position += widths[k] + gap
                }
                along += lineLength
                start = end
            }
            along += vertical ? inset.bottom : inset.right
            let contentEnd = along
            if footerLength > 0 {
                index.add(UICollectionViewLayoutAttributes(category: .supplementaryView, kind: UICollectionView.elementKindSectionFooter,
                                                           indexPath: path0, frame: rect(0, along, across, footerLength)))
                along += footerLength
            }
            spans.append((start: headerLength > 0 ? sectionStart : sectionStart, end: footerLength > 0 ? along : contentEnd))
        }
        index.finish()
        self.index = index
        sectionSpans = spans
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
}
