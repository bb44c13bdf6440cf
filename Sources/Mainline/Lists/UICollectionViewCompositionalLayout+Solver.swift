import Foundation

/// A section as the last layout pass placed it.
@MainActor
struct SectionGeometry {
    let section: NSCollectionLayoutSection
    let environment: LayoutContainer
    let isOrthogonal: Bool
    /// The elements that scroll with the section's own scroll view (its cells and their
    /// supplementary items), at their unscrolled frames.
    var floating: [UICollectionViewLayoutAttributes] = []
    var floatingKeys: Set<ElementKey> = []

    func hosts(_ key: ElementKey) -> Bool { floatingKeys.contains(key) }
}

/// A header or footer pinned to the visible bounds while its section (from `start` to `end`
/// along the scroll axis) shows.
struct PinnedElement {
    let attributes: UICollectionViewLayoutAttributes
    let start: CGFloat
    let end: CGFloat
    let isBefore: Bool
}

extension UICollectionViewCompositionalLayout {
    var isVertical: Bool { storedConfiguration.storedScrollDirection == .vertical }

    /// A rectangle from positions along the scroll axis (main) and across it (cross).
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                   : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    /// The insets across the scroll axis that `reference` adds (the collection view's safe
    /// area, layout margins or readable content guide beyond its adjusted content inset).
    private func referenceInsets(_ reference: UIContentInsetsReference, _ cv: UICollectionView) -> (before: CGFloat, after: CGFloat) {
        let insets: UIEdgeInsets
        switch reference {
        case .automatic, .safeArea: insets = cv.computedSafeAreaInsets
        case .none: return (0, 0)
        case .layoutMargins: insets = cv.effectiveLayoutMargins
        case .readableContent:
            var m = cv.effectiveLayoutMargins
            let excess = cv.storedBounds.width - m.left - m.right - UIView.readableWidth
            if excess > 0 { m.left += excess / 2; m.right += excess / 2 }
            insets = m
        }
        let adjusted = cv.computedAdjustedContentInset
        return isVertical ? (max(0, insets.left - adjusted.left), max(0, insets.right - adjusted.right))
                          : (max(0, insets.top - adjusted.top), max(0, insets.bottom - adjusted.bottom))
    }

    private enum BoundaryPlace { case before, after, alongside }

    /// Where a boundary item goes: before the content along the scroll axis, after it, or
    /// beside its start.
    private func place(of alignment: NSRectAlignment) -> BoundaryPlace {
        let edges = alignment.edges
        if isVertical {
            if edges.contains(.top) { return .before }
            if edges.contains(.bottom) { return .after }
        } else {
            if edges.contains(.leading) { return .before }
            if edges.contains(.trailing) { return .after }
        }
        return .alongside
    }

    // MARK: - The pass

    func compute() {
        guard let cv = storedCollectionView else { return }
        let area = contentArea
        let layoutReference = storedConfiguration.storedContentInsetsReference
        let layoutInsets = referenceInsets(layoutReference, cv)
        let environment = LayoutContainer(size: area, insets: isVertical ? NSDirectionalEdgeInsets(top: 0, leading: layoutInsets.before, bottom: 0, trailing: layoutInsets.after)
                                                                         : NSDirectionalEdgeInsets(top: layoutInsets.before, leading: 0, bottom: layoutInsets.after, trailing: 0),
                                          traits: cv.traitCollection, collectionView: cv)
        var index = LayoutElementIndex(vertical: isVertical)
        estimated = [:]
        pinned = []
        laidOut = [:]
        var cursor: CGFloat = 0
        let counts = cv.sectionCounts
        index.reserveSections(counts.count)
        let cross = crossLength(area)
        let global = storedConfiguration.storedBoundarySupplementaryItems
        for boundary in global where place(of: boundary.storedAlignment) == .before {
            cursor += placeBoundary(boundary, section: 0, main: cursor, cross: (0, cross), area: area, range: nil, into: &index)
        }
        let contentStart = cursor
        var usedBands = Set<Int>()
        var first = true
        for (s, count) in counts.enumerated() {
            guard let section = provider(s, environment) else { continue }
            if !first { cursor += storedConfiguration.storedInterSectionSpacing }
            first = false
            if layOut(section, s, count: count, area: area, environment: environment, cursor: &cursor, into: &index) { usedBands.insert(s) }
        }
        for boundary in global where place(of: boundary.storedAlignment) == .after {
            cursor += placeBoundary(boundary, section: 0, main: cursor, cross: (0, cross), area: area, range: (contentStart, cursor), into: &index)
        }
        for (s, band) in bands where !usedBands.contains(s) {
            band.removeFromSuperview()
            bands[s] = nil
        }
        index.finish()
        self.index = index
        contentSize = isVertical ? CGSize(width: area.width, height: cursor) : CGSize(width: cursor, height: area.height)
    }

    /// Lays out section `s` from `cursor` along the scroll axis; true when it scrolls
    /// orthogonally.
    private func layOut(_ section: NSCollectionLayoutSection, _ s: Int, count: Int, area: CGSize, environment: LayoutContainer,
                        cursor: inout CGFloat, into index: inout LayoutElementIndex) -> Bool {
        guard let cv = storedCollectionView else { return false }
        let vertical = isVertical
        let layoutReference = storedConfiguration.storedContentInsetsReference
        let reference = section.storedContentInsetsReference == .automatic ? layoutReference : section.storedContentInsetsReference
        let refInsets = referenceInsets(reference, cv)
        let insets = section.storedContentInsets
        let mainBefore = vertical ? insets.top : insets.leading
        let mainAfter = vertical ? insets.bottom : insets.trailing
        let crossBefore = (vertical ? insets.leading : insets.top) + refInsets.before
        let crossAfter = (vertical ? insets.trailing : insets.bottom) + refInsets.after
        let cross = crossLength(area)
        let supplementaryReference = section.storedSupplementaryContentInsetsReference == .automatic ? layoutReference : section.storedSupplementaryContentInsetsReference
        let supplementaryInsets = section.storedSupplementariesFollowContentInsets ? (crossBefore, crossAfter) : referenceInsets(supplementaryReference, cv)
        let supplementaryCross = (supplementaryInsets.0, max(0, cross - supplementaryInsets.0 - supplementaryInsets.1))
        let sectionStart = cursor
        let boundaries = section.storedBoundaryItems
        var pinnedBoundaries: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, main: CGFloat) -> CGFloat {
            let before = pinned.count
            let length = placeBoundary(item, section: s, main: main, cross: supplementaryCross, area: area, range: nil, into: &index)
            if pinned.count > before, let last = pinned.popLast() { pinnedBoundaries.append((item, last.attributes)) }
            return length
        }
        let headers = boundaries.filter { place(of: $0.storedAlignment) == .before }
        if !headers.isEmpty { cursor += section.headerTopPadding }
        for header in headers { cursor += boundary(header, main: cursor) }
        let contentStart = cursor
        cursor += mainBefore
        let inner = vertical ? CGSize(width: max(0, cross - crossBefore - crossAfter), height: max(0, area.height - mainBefore - mainAfter))
                             : CGSize(width: max(0, area.width - mainBefore - mainAfter), height: max(0, cross - crossBefore - crossAfter))
        let orthogonal = section.storedOrthogonalScrollingBehavior != .none
        var geometry = SectionGeometry(section: section, environment: environment, isOrthogonal: orthogonal)
        var itemCursor = 0
        var groupFrames: [CGRect] = []
        var along = crossBefore
        var thickness: CGFloat = 0
        while itemCursor < count {
            var placed: [UICollectionViewLayoutAttributes] = []
            let start = itemCursor
            let origin = orthogonal ? (vertical ? CGPoint(x: along, y: cursor) : CGPoint(x: cursor, y: along))
                                    : (vertical ? CGPoint(x: crossBefore, y: cursor) : CGPoint(x: cursor, y: crossBefore))
            guard let size = place(section.storedGroup, container: inner, origin: origin, along: nil, section: s, cursor: &itemCursor,
                                   count: count, environment: environment, into: &placed), itemCursor > start else { break }
            groupFrames.append(CGRect(origin: origin, size: size))
            if orthogonal {
                for a in placed {
                    index.add(a, searchable: false)
                    geometry.floating.append(a)
                    geometry.floatingKeys.insert(ElementKey(a))
                }
                along += crossLength(size)
                thickness = max(thickness, mainLength(size))
                if itemCursor < count { along += section.storedInterGroupSpacing }
            } else {
                for a in placed { index.add(a) }
                cursor += mainLength(size)
                if itemCursor < count { cursor += section.storedInterGroupSpacing }
            }
        }
        if orthogonal { cursor += thickness }
        cursor += mainAfter
        let contentEnd = cursor
        for footer in boundaries where place(of: footer.storedAlignment) == .after { cursor += boundary(footer, main: cursor) }
        for side in boundaries where place(of: side.storedAlignment) == .alongside { _ = boundary(side, main: sectionStart) }
        let sectionEnd = cursor
        for (item, attributes) in pinnedBoundaries {
            pinned.append(PinnedElement(attributes: attributes, start: sectionStart, end: sectionEnd, isBefore: place(of: item.storedAlignment) != .after))
        }
        // Decorations (backgrounds) cover the section's content area across its whole width.
        for decoration in section.storedDecorationItems {
            let i = decoration.storedContentInsets
            var frame = rect(main: contentStart, cross: 0, mainLength: contentEnd - contentStart, crossLength: cross)
            frame = CGRect(x: frame.minX + i.leading, y: frame.minY + i.top, width: max(0, frame.width - i.leading - i.trailing),
                           height: max(0, frame.height - i.top - i.bottom))
            let a = makeAttributes(.decorationView, kind: decoration.storedElementKind, indexPath: IndexPath(item: 0, section: s), frame: frame)
            a.storedZIndex = decoration.storedZIndex
            index.add(a)
        }
        laidOut[s] = geometry
        guard orthogonal else { return false }
        let bandFrame = rect(main: contentStart, cross: 0, mainLength: contentEnd - contentStart, crossLength: cross)
        let extent = along + crossAfter
        configureBand(for: section, s, frame: bandFrame, contentSize: vertical ? CGSize(width: extent, height: bandFrame.height) : CGSize(width: bandFrame.width, height: extent),
                      groupFrames: groupFrames, leadingInset: crossBefore, in: cv)
        return true
    }

    /// Places a boundary item at `main` along the scroll axis, across `cross` (start, length);
    /// returns the length it adds to its section (none unless it extends the boundary).
    private func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, main: CGFloat, cross: (CGFloat, CGFloat),
                               area: CGSize, range: (CGFloat, CGFloat)?, into index: inout LayoutElementIndex) -> CGFloat {
        let key = ElementKey(kind: item.storedElementKind, indexPath: IndexPath(item: 0, section: section))
        let container = isVertical ? CGSize(width: cross.1, height: area.height) : CGSize(width: area.width, height: cross.1)
        var size = item.storedSize.resolve(in: container)
        let flags = (width: item.storedSize.storedWidth.measures, height: item.storedSize.storedHeight.measures)
        if let measured = preferredSizes[key] {
            if flags.width { size.width = measured.width }
            if flags.height { size.height = measured.height }
        }
        if flags.width || flags.height { estimated[key] = flags }
        let edges = item.storedAlignment.edges
        let length = crossLength(size)
        let crossStart: Bool = isVertical ? edges.contains(.leading) : edges.contains(.top)
        let crossEnd: Bool = isVertical ? edges.contains(.trailing) : edges.contains(.bottom)
        let crossPosition = crossStart ? cross.0 : crossEnd ? cross.0 + cross.1 - length : cross.0 + (cross.1 - length) / 2
        var frame = rect(main: main, cross: crossPosition, mainLength: mainLength(size), crossLength: length)
        frame.origin.x += item.storedOffset.x
        frame.origin.y += item.storedOffset.y
        let attributes = makeAttributes(.supplementaryView, kind: item.storedElementKind, indexPath: key.indexPath, frame: frame)
        attributes.storedZIndex = item.storedZIndex
        if item.storedPinToVisibleBounds {
            index.add(attributes, searchable: false)
            pinned.append(PinnedElement(attributes: attributes, start: range?.0 ?? 0, end: range?.1 ?? .greatestFiniteMagnitude,
                                        isBefore: place(of: item.storedAlignment) != .after))
        } else {
            index.add(attributes)
        }
        return item.storedExtendsBoundary && place(of: item.storedAlignment) != .alongside ? mainLength(size) : 0
    }

    // MARK: - Items and groups

    /// Places an item or a group at `origin`, taking items from `cursor`; returns its size (nil
    /// when there was no item left for it). `along` overrides the length along the parent
    /// group's axis (a group with a count shares its length equally).
    private func place(_ item: NSCollectionLayoutItem, container: CGSize, origin: CGPoint, along: (CGFloat, horizontal: Bool)?,
                       section: Int, cursor: inout Int, count: Int, environment: LayoutContainer,
                       into out: inout [UICollectionViewLayoutAttributes]) -> CGSize? {
        var size = item.storedSize.resolve(in: container)
        if let along { if along.horizontal { size.width = along.0 } else { size.height = along.0 } }
        guard let group = item as? NSCollectionLayoutGroup else {
            guard cursor < count else { return nil }
            let path = IndexPath(item: cursor, section: section)
            let key = ElementKey(kind: nil, indexPath: path)
            let i = item.storedContentInsets
            let flags = (width: item.storedSize.storedWidth.measures && !(along?.horizontal ?? false),
                         height: item.storedSize.storedHeight.measures && (along.map { $0.horizontal } ?? true))
            if let measured = preferredSizes[key] {
                if flags.width { size.width = measured.width + i.leading + i.trailing }
                if flags.height { size.height = measured.height + i.top + i.bottom }
            }
            if flags.width || flags.height { estimated[key] = flags }
            let frame = CGRect(x: origin.x + i.leading, y: origin.y + i.top,
                               width: max(0, size.width - i.leading - i.trailing), height: max(0, size.height - i.top - i.bottom))
            out.append(makeAttributes(.cell, kind: nil, indexPath: path, frame: frame))
            placeSupplementaries(item.storedSupplementaryItems, on: frame, indexPath: path, into: &out)
            cursor += 1
            return size
        }
        let firstItem = cursor
        let result: CGSize?
        switch group.arrangement {
        case .custom(let provider):
            result = placeCustom(provider, size: size, origin: origin, section: section, cursor: &cursor, count: count, environment: environment, into: &out)
        case .horizontal, .vertical:
            result = placeLinear(group, size: size, origin: origin, along: along, section: section, cursor: &cursor, count: count,
                                 environment: environment, into: &out)
        }
        if let result, cursor > firstItem, !group.storedSupplementaryItems.isEmpty {
            placeSupplementaries(group.storedSupplementaryItems, on: CGRect(origin: origin, size: result),
                                 indexPath: IndexPath(item: firstItem, section: section), into: &out)
        }
        return result
    }

    /// A custom group: its provider's frames, relative to the group, one item each.
    private func placeCustom(_ provider: @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem], size: CGSize,
                             origin: CGPoint, section: Int, cursor: inout Int, count: Int, environment: LayoutContainer,
                             into out: inout [UICollectionViewLayoutAttributes]) -> CGSize? {
        guard cursor < count else { return nil }
        let groupEnvironment = LayoutContainer(size: size, traits: environment.traits, collectionView: environment.collectionView)
        let frames = provider(groupEnvironment)
        guard !frames.isEmpty else { return nil }
        for custom in frames where cursor < count {
            let attributes = makeAttributes(.cell, kind: nil, indexPath: IndexPath(item: cursor, section: section),
                                            frame: custom.storedFrame.offsetBy(dx: origin.x, dy: origin.y))
            attributes.storedZIndex = custom.storedZIndex
            out.append(attributes)
            cursor += 1
        }
        return size
    }

    /// A row or column: its subitems one after another (repeating while they fit, or `count`
    /// of them sharing its length), with the group's spacing and each item's edge spacing.
    private func placeLinear(_ group: NSCollectionLayoutGroup, size groupSize: CGSize, origin: CGPoint, along: (CGFloat, horizontal: Bool)?,
                             section: Int, cursor: inout Int, count: Int, environment: LayoutContainer,
                             into out: inout [UICollectionViewLayoutAttributes]) -> CGSize? {
        guard !group.storedSubitems.isEmpty else { return nil }
        var size = groupSize
        let horizontal = group.isHorizontal
        let spacing = group.storedInterItemSpacing
        let gap = spacing?.value ?? 0
        let length = horizontal ? size.width : size.height
        var shared: CGFloat?
        if let n = group.storedCount { shared = max(0, (length - gap * CGFloat(n - 1)) / CGFloat(n)) }
        var position: CGFloat = 0
        var cross: CGFloat = 0
        struct Child {
            let range: Range<Int>
            let end: CGFloat
            let crossSize: CGFloat
            let edges: NSCollectionLayoutEdgeSpacing?
            let uniformCross: Bool
        }
        var children: [Child] = []
        var k = 0
        while true {
            if let n = group.storedCount, k >= n { break }
            let child = group.storedSubitems[k % group.storedSubitems.count]
            let edges = child.storedEdgeSpacing
            let lead = (horizontal ? edges?.storedLeading : edges?.storedTop)?.value ?? 0
            let trail = (horizontal ? edges?.storedTrailing : edges?.storedBottom)?.value ?? 0
            let crossLead = (horizontal ? edges?.storedTop : edges?.storedLeading)
            let crossTrail = (horizontal ? edges?.storedBottom : edges?.storedTrailing)
            let childLength = shared ?? (horizontal ? child.storedSize.storedWidth.resolve(in: size) : child.storedSize.storedHeight.resolve(in: size))
            if group.storedCount == nil, k > 0, position + lead + childLength + trail > length + 0.001 { break }
            if group.storedCount == nil, k > 0, childLength <= 0 { break }
            let first = out.count
            let crossOffset = crossLead.map { $0.isFlexible ? 0 : $0.value } ?? 0
            let childOrigin = horizontal ? CGPoint(x: origin.x + position + lead, y: origin.y + crossOffset)
                                         : CGPoint(x: origin.x + crossOffset, y: origin.y + position + lead)
            guard let childSize = place(child, container: size, origin: childOrigin, along: shared.map { ($0, horizontal) },
                                        section: section, cursor: &cursor, count: count, environment: environment, into: &out) else { break }
            let advance = lead + (horizontal ? childSize.width : childSize.height) + trail
            let childCross = horizontal ? childSize.height : childSize.width
            let crossSpace = crossOffset + (crossTrail.map { $0.isFlexible ? 0 : $0.value } ?? 0)
            let uniform = (horizontal ? child.storedSize.storedHeight : child.storedSize.storedWidth).kind == .uniformAcrossSiblings
            children.append(Child(range: first..<out.count, end: position + advance, crossSize: childCross, edges: edges, uniformCross: uniform && !(child is NSCollectionLayoutGroup)))
            cross = max(cross, childCross + crossSpace)
            position += advance + gap
            k += 1
        }
        guard !children.isEmpty, let last = children.last else { return nil }
        func shift(_ child: Child, by amount: CGFloat, alongAxis: Bool) {
            guard amount != 0 else { return }
            for e in child.range {
                if alongAxis == horizontal { out[e].storedFrame.origin.x += amount } else { out[e].storedFrame.origin.y += amount }
            }
        }
        // Uniform across siblings: each such item takes the largest one's cross size.
        let uniformCross = children.filter(\.uniformCross).map(\.crossSize).max()
        if let uniformCross {
            for child in children where child.uniformCross {
                guard let cell = child.range.first(where: { out[$0].storedCategory == .cell }) else { continue }
                if horizontal { out[cell].storedFrame.size.height = uniformCross } else { out[cell].storedFrame.size.width = uniformCross }
            }
        }
        // Space left along the group goes to flexible spacing: the group's, else the items'
        // flexible edges.
        let leftover = length - last.end
        if leftover > 0, spacing?.isFlexible == true, children.count > 1 {
            let extra = leftover / CGFloat(children.count - 1)
            for (j, child) in children.enumerated() where j > 0 { shift(child, by: extra * CGFloat(j), alongAxis: true) }
        } else if leftover > 0, along == nil || group.storedCount != nil || true {
            let flexibleEdges = children.reduce(0) { n, child in
                let e = child.edges
                return n + ((horizontal ? e?.storedLeading : e?.storedTop)?.isFlexible == true ? 1 : 0)
                         + ((horizontal ? e?.storedTrailing : e?.storedBottom)?.isFlexible == true ? 1 : 0)
            }
            if flexibleEdges > 0 {
                let share = leftover / CGFloat(flexibleEdges)
                var moved: CGFloat = 0
                for child in children {
                    let e = child.edges
                    if (horizontal ? e?.storedLeading : e?.storedTop)?.isFlexible == true { moved += share }
                    shift(child, by: moved, alongAxis: true)
                    if (horizontal ? e?.storedTrailing : e?.storedBottom)?.isFlexible == true { moved += share }
                }
            }
        }
        // An estimated cross dimension is the largest child's; an estimated length, the children's.
        let groupCross: CGFloat
        if horizontal {
            if group.storedSize.storedHeight.measures { size.height = uniformCross.map { max(cross, $0) } ?? cross }
            if group.storedSize.storedWidth.measures, along == nil { size.width = last.end }
            groupCross = size.height
        } else {
            if group.storedSize.storedWidth.measures { size.width = uniformCross.map { max(cross, $0) } ?? cross }
            if group.storedSize.storedHeight.measures, along == nil { size.height = last.end }
            groupCross = size.width
        }
        // Items with a flexible cross edge move within the group's cross size: to its far side
        // (a flexible near edge), or centred (both flexible).
        for child in children {
            let e = child.edges
            let near = horizontal ? e?.storedTop : e?.storedLeading
            let far = horizontal ? e?.storedBottom : e?.storedTrailing
            guard near?.isFlexible == true else { continue }
            let free = groupCross - child.crossSize - (far.map { $0.isFlexible ? 0 : $0.value } ?? 0)
            shift(child, by: far?.isFlexible == true ? free / 2 : free, alongAxis: false)
        }
        return size
    }

    /// Supplementary items anchored to the frame of an item (or group) at `indexPath`.
    private func placeSupplementaries(_ items: [NSCollectionLayoutSupplementaryItem], on frame: CGRect, indexPath: IndexPath,
                                      into out: inout [UICollectionViewLayoutAttributes]) {
        for item in items {
            let key = ElementKey(kind: item.storedElementKind, indexPath: indexPath)
            var size = item.storedSize.resolve(in: frame.size)
            let flags = (width: item.storedSize.storedWidth.measures, height: item.storedSize.storedHeight.measures)
            if let measured = preferredSizes[key] {
                if flags.width { size.width = measured.width }
                if flags.height { size.height = measured.height }
            }
            if flags.width || flags.height { estimated[key] = flags }
            let placed = item.storedContainerAnchor.frame(of: size, on: frame, itemAnchor: item.storedItemAnchor)
            let attributes = makeAttributes(.supplementaryView, kind: item.storedElementKind, indexPath: indexPath, frame: placed)
            attributes.storedZIndex = item.storedZIndex
            out.append(attributes)
        }
    }

    // MARK: - Queries

    /// The elements meeting `rect`, with orthogonal sections' scrolling and pinned items
    /// applied, after the sections' visible-items handlers.
    func visibleElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result = index.elements(in: rect)
        for s in laidOut.keys.sorted() {
            guard let geometry = laidOut[s], geometry.isOrthogonal, let band = bands[s] else { continue }
            let bandFrame = band.frameValue
            guard bandFrame.intersects(rect) else { continue }
            // What the band shows of `rect`, in the unscrolled frames' coordinates.
            let shown = rect.intersection(bandFrame).offsetBy(dx: band.storedBounds.minX, dy: band.storedBounds.minY)
            for a in geometry.floating where a.storedFrame.intersects(shown) { result.append(a.duplicate()) }
        }
        for pin in pinned {
            let a = pinnedAttributes(pin)
            if a.storedFrame.intersects(rect) { result.append(a) }
        }
        if storedCollectionView?.isTiling == true { runVisibleItemsHandlers(result) }
        return result
    }

    /// Calls each section's `visibleItemsInvalidationHandler` with its visible items (the
    /// attributes about to be applied) and its scroll offset.
    private func runVisibleItemsHandlers(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard let cv = storedCollectionView else { return }
        for s in laidOut.keys.sorted() {
            guard let geometry = laidOut[s], let handler = geometry.section.storedVisibleItemsInvalidationHandler else { continue }
            let items = attributes.filter { $0.storedIndexPath.section == s && $0.storedCategory != .decorationView }.map(VisibleLayoutItem.init)
            let offset = geometry.isOrthogonal ? (bands[s]?.storedBounds.origin ?? .zero) : cv.storedBounds.origin
            cv.context.loop.span(.delegateCallback, "visibleItemsInvalidationHandler", object: cv) {
                handler(items, offset, geometry.environment)
            }
        }
    }

    /// A pinned header (or footer) where it shows now: against the visible edge, within its
    /// section.
    func pinnedAttributes(_ pin: PinnedElement) -> UICollectionViewLayoutAttributes {
        let a = pin.attributes.duplicate()
        guard let cv = storedCollectionView else { return a }
        let inset = cv.computedAdjustedContentInset
        let bounds = cv.storedBounds
        let visibleStart = isVertical ? bounds.minY + inset.top : bounds.minX + inset.left
        let visibleEnd = isVertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
        let length = mainLength(a.storedFrame.size)
        let current = isVertical ? a.storedFrame.minY : a.storedFrame.minX
        let position = pin.isBefore ? max(current, min(visibleStart, pin.end - length))
                                    : min(current, max(visibleEnd - length, pin.start))
        if isVertical { a.storedFrame.origin.y = position } else { a.storedFrame.origin.x = position }
        return a
    }

    // MARK: - Orthogonal scroll views

    private func configureBand(for section: NSCollectionLayoutSection, _ s: Int, frame: CGRect, contentSize: CGSize, groupFrames: [CGRect],
                               leadingInset: CGFloat, in cv: UICollectionView) {
        let band: OrthogonalScrollView
        if let existing = bands[s] {
            band = existing
        } else {
            band = OrthogonalScrollView(frame: frame)
            bands[s] = band
        }
        band.horizontal = isVertical
        band.behavior = section.storedOrthogonalScrollingBehavior
        if band.storedSuperview !== cv { cv.insertSubview(band, at: cv.backgroundIndex) }
        if band.frameValue != frame { band.frame = frame }
        if band.storedContentSize != contentSize { band.contentSize = contentSize }
        let properties = section.storedOrthogonalScrollingProperties
        let paging = band.behavior == .paging
        if band.storedIsPagingEnabled != paging { band.isPagingEnabled = paging }
        let grouped = band.behavior == .groupPaging || band.behavior == .groupPagingCentered
        let rate: UIScrollView.DecelerationRate = properties.storedDecelerationRate == .automatic
            ? (grouped ? .fast : .normal) : UIScrollView.DecelerationRate(rawValue: properties.storedDecelerationRate.rawValue)
        if band.storedDecelerationRate != rate { band.decelerationRate = rate }
        switch properties.storedBounce {
        case .automatic: band.setBounce(always: false, bounces: true)
        case .always: band.setBounce(always: true, bounces: true)
        case .never: band.setBounce(always: false, bounces: false)
        }
        // The offsets a snapping behaviour rests on, in the band's content.
        let origin = isVertical ? frame.minX : frame.minY
        band.snapOffsets = groupFrames.map { group in
            let start = (isVertical ? group.minX : group.minY) - origin
            let length = isVertical ? group.width : group.height
            switch band.behavior {
            case .groupPagingCentered: return start + length / 2 - (isVertical ? frame.width : frame.height) / 2
            default: return start - leadingInset
            }
        }
        properties.onChange = { [weak self] in self?.invalidateLayout() }
    }
}
