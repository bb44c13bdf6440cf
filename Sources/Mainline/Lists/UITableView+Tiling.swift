import Foundation

/// What a slot of the table's geometry holds.
enum TableSlot: Equatable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)
}

extension UITableView {
    // MARK: - Slots

    /// The height of the table header view (the slots start under it).
    var tableHeaderHeight: CGFloat { storedTableHeaderView?.storedBounds.height ?? 0 }

    /// Slot `slot`'s content: each section is its header, its rows, its footer.
    func slotContent(_ slot: Int) -> TableSlot? {
        guard slot >= 0, slot < geometry.count, !sectionBases.isEmpty else { return nil }
        // The last section whose base is at or before the slot.
        var low = 0, high = sectionBases.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionBases[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        let local = slot - sectionBases[low]
        if local == 0 { return .header(low) }
        if local == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: local - 1, section: low))
    }

    func slot(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
              indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else { return nil }
        return sectionBases[indexPath.section] + 1 + indexPath.row
    }

    func slotRect(_ slot: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(geometry.offset(of: slot)) + tableHeaderHeight, width: storedBounds.width,
               height: CGFloat(geometry.heights[slot]))
    }

    /// One device pixel under each row, unless separators are off.
    var separatorHeight: CGFloat {
        storedSeparatorStyle == .none ? 0 : 1 / max(1, context.app.screen.storedScale)
    }

    func markNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: - Loading

    /// Loads the sections and rows from the data source, with every row at its estimate (or,
    /// with estimates off, its height), and returns the cells on screen to the reuse pool.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        dataGeneration += 1
        retireAllVisible()
        prefetchedRows = []
        let dataSource = storedDataSource
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        rowCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        var heights: [Double] = []
        var resolved: [Bool] = []
        heights.reserveCapacity(rowCounts.reduce(2 * sections, +))
        resolved.reserveCapacity(heights.capacity)
        sectionBases = []
        for section in 0..<sections {
            sectionBases.append(heights.count)
            let header = supplementaryEstimate(section, header: true)
            heights.append(Double(header.height))
            resolved.append(header.resolved)
            for row in 0..<rowCounts[section] {
                let estimate = rowEstimate(IndexPath(row: row, section: section))
                heights.append(Double(estimate.height))
                resolved.append(estimate.resolved)
            }
            let footer = supplementaryEstimate(section, header: false)
            heights.append(Double(footer.height))
            resolved.append(footer.resolved)
        }
        geometry.reset(heights: heights, resolved: resolved)
        applyContentSize()
    }

    /// A row's height before it is shown: its estimate, or with estimates off its height
    /// (self-sizing rows are measured when shown either way).
    func rowEstimate(_ indexPath: IndexPath) -> (height: CGFloat, resolved: Bool) {
        let delegate = tableDelegate
        if storedEstimatedRowHeight == 0 {
            let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? storedRowHeight
            if height >= 0 { return (height, true) }
            return (Self.standardRowHeight, false)
        }
        var estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? storedEstimatedRowHeight
        if estimate < 0 || !estimate.isFinite { estimate = storedRowHeight >= 0 ? storedRowHeight : Self.standardRowHeight }
        return (estimate, false)
    }

    /// A header's or footer's height before it is shown. Mainline's figures for the automatic
    /// ones: a title 28 points (plain) or 38 (grouped), no title nothing (plain) or 18 points
    /// (grouped); a view from the delegate is measured when shown.
    func supplementaryEstimate(_ section: Int, header: Bool) -> (height: CGFloat, resolved: Bool) {
        let delegate = tableDelegate
        let asked = header ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? storedSectionHeaderHeight)
                           : (delegate?.tableView(self, heightForFooterInSection: section) ?? storedSectionFooterHeight)
        if asked >= 0, asked.isFinite { return (asked, true) }
        let title = header ? storedDataSource?.tableView(self, titleForHeaderInSection: section)
                           : storedDataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil { return (storedStyle == .plain ? 28 : 38, false) }
        return (storedStyle == .plain ? 0 : 18, false)
    }

    func applyContentSize() {
        let footer = storedTableFooterView?.storedBounds.height ?? 0
        let size = CGSize(width: storedBounds.width, height: tableHeaderHeight + CGFloat(geometry.total) + footer)
        if size != storedContentSize { storedContentSize = size }
    }

    /// Every visible cell, header and footer back to the pools, in order (top to bottom, so
    /// every run retires and reuses them the same way).
    func retireAllVisible() {
        let cells = cellsOnScreen.sorted { $0.key < $1.key }
        cellsOnScreen = [:]
        for (indexPath, cell) in cells { retire(cell, at: indexPath) }
        let supplementary = visibleHeaders.sorted { $0.key < $1.key }.map(\.value) + visibleFooters.sorted { $0.key < $1.key }.map(\.value)
        visibleHeaders = [:]
        visibleFooters = [:]
        for view in supplementary { retire(view) }
    }

    /// Runs the table's own change to its subviews without counting it as an invalidation.
    func asOwnSubviewChange(_ body: () -> Void) {
        ownSubviewChanges += 1
        defer { ownSubviewChanges -= 1 }
        body()
    }

    // MARK: - Tiling

    func tile() {
        // UIKit adds and removes its cells without invalidating the table's own layout (else
        // every tiling would lay the table out twice): unless someone else asked for a layout
        // meanwhile (code called from cellForRowAt, a cell's layout), the table stays laid out.
        let wasPending = pending.contains(.layout)
        let othersBefore = invalidationsFromOthers
        defer { if !wasPending, isInLayoutSubviews, invalidationsFromOthers == othersBefore { pending.remove(.layout) } }
        reloadIfNeeded()
        let generation = dataGeneration
        /// User code reloaded or updated the data under the pass: stop, and lay out again.
        func dataChanged() -> Bool {
            guard dataGeneration != generation else { return false }
            setNeedsLayout()
            return true
        }
        let width = storedBounds.width
        if measuredWidth != width {
            // Rows measured at another width (a rotation) are measured again as they show.
            if measuredWidth != 0 { geometry.unresolveAll() }
            measuredWidth = width
        }
        if let header = storedTableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.storedBounds.height)
        }
        var top = storedBounds.minY
        var bottom = storedBounds.maxY
        let base = tableHeaderHeight
        // Cells that left the screen go back to the pool first, so the rows coming in reuse them
        // (in row order; most frames of a scroll have none to sort).
        func hasLeft(_ indexPath: IndexPath) -> Bool {
            guard let slot = self.slot(of: indexPath) else { return false }
            let rect = slotRect(slot)
            return rect.maxY <= top || rect.minY >= bottom
        }
        if cellsOnScreen.keys.contains(where: hasLeft) {
            for (indexPath, cell) in cellsOnScreen.sorted(by: { $0.key < $1.key }) where hasLeft(indexPath) {
                cellsOnScreen[indexPath] = nil
                retire(cell, at: indexPath)
                if dataChanged() { return }
            }
        }
        var onScreen = Set<IndexPath>()
        var sections: ClosedRange<Int>?
        var slot = geometry.slot(containing: Double(top - base))
        // A header or footer not measured yet counts 0 points: start at the first of those just
        // above, so a section's header at the top edge is asked for.
        while slot > 0, slot <= geometry.count, geometry.heights[slot - 1] == 0, !geometry.resolved[slot - 1] { slot -= 1 }
        while slot < geometry.count {
            let y = base + CGFloat(geometry.offset(of: slot))
            if y >= bottom { break }
            guard let content = slotContent(slot) else { break }
            let section: Int
            switch content {
            case .row(let indexPath):
                section = indexPath.section
                let cell = cellsOnScreen[indexPath]
                if !geometry.resolved[slot] || cell == nil {
                    let shown = show(indexPath, slot: slot, existing: cell, width: width)
                    if dataChanged() { return }
                    // A row that starts above the top and changed height moves the content
                    // under it: keep what is on screen in place.
                    if y < top, shown.delta != 0 {
                        shiftContent(by: shown.delta)
                        top += shown.delta
                        bottom += shown.delta
                    }
                }
                let height = CGFloat(geometry.heights[slot])
                if y + height > top, let cell = cellsOnScreen[indexPath] {
                    onScreen.insert(indexPath)
                    cell.separatorHeight = separatorHeight
                    cell.frame = CGRect(x: 0, y: y, width: width, height: height)
                }
            case .header(let s), .footer(let s):
                section = s
                if !geometry.resolved[slot] {
                    resolveSupplementary(content, slot: slot, width: width)
                    if dataChanged() { return }
                }
            }
            sections = sections.map { $0.lowerBound...max($0.upperBound, section) } ?? section...section
            slot += 1
        }
        // (Sorted only when a cell is left over: `reconfigureRows` from a handler can swap a
        // row's cell during the pass, so counting them would not do.)
        if cellsOnScreen.keys.contains(where: { !onScreen.contains($0) }) {
            for (indexPath, cell) in cellsOnScreen.sorted(by: { $0.key < $1.key }) where !onScreen.contains(indexPath) {
                cellsOnScreen[indexPath] = nil
                retire(cell, at: indexPath)
                if dataChanged() { return }
            }
        }
        showSupplementaryViews(in: sections, width: width, top: top)
        if dataChanged() { return }
        if let footer = storedTableFooterView {
            footer.frame = CGRect(x: 0, y: base + CGFloat(geometry.total), width: width, height: footer.storedBounds.height)
        }
        applyContentSize()
        prefetch(top: top, bottom: bottom)
    }

    /// Gets the row's cell from the data source if it has none, and its height if it is not
    /// final: `heightForRowAt`, or for `automaticDimension` the cell measured. Returns the
    /// change of the row's height.
    private func show(_ indexPath: IndexPath, slot: Int, existing: UITableViewCell?, width: CGFloat) -> (cell: UITableViewCell?, delta: CGFloat) {
        let old = CGFloat(geometry.heights[slot])
        var height = old
        var resolvedHeight: CGFloat?
        if !geometry.resolved[slot] {
            let asked = tableDelegate.map { d in
                context.loop.span(.delegateCallback, "tableView(_:heightForRowAt:)", object: self) { d.tableView(self, heightForRowAt: indexPath) }
            } ?? storedRowHeight
            if asked >= 0, asked.isFinite { resolvedHeight = asked }
        }
        let generation = dataGeneration
        var cell = existing
        if cell == nil {
            guard let made = obtainCell(indexPath), dataGeneration == generation else { return (nil, 0) }
            cell = made
        }
        guard let cell, dataGeneration == generation else { return (nil, 0) }
        if !geometry.resolved[slot] {
            height = resolvedHeight ?? measure(cell, width: width)
            geometry.set(slot, height: Double(height), resolved: true)
        }
        if existing == nil {
            addCell(cell)
            cell.separatorHeight = separatorHeight
            cell.frame = CGRect(x: 0, y: cell.frameValue.minY, width: width, height: height)
            cellsOnScreen[indexPath] = cell
            if storedSelection.contains(indexPath) { cell.setSelected(true, animated: false) }
            if let delegate = tableDelegate {
                context.loop.span(.delegateCallback, "tableView(_:willDisplay:forRowAt:)", object: self) {
                    delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
                }
            }
        }
        return (cell, height - old)
    }

    /// The data source's cell for a row, added to the table.
    private func obtainCell(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource = storedDataSource else { return nil }
        return context.loop.span(.delegateCallback, "tableView(_:cellForRowAt:)", object: self) {
            dataSource.tableView(self, cellForRowAt: indexPath)
        }
    }

    private func addCell(_ cell: UITableViewCell) {
        guard cell.storedSuperview !== self else { return }
        asOwnSubviewChange {
            if let header = storedTableHeaderView, header.storedSuperview === self {
                insertSubview(cell, belowSubview: header)
            } else {
                addSubview(cell)
            }
        }
    }

    /// A self-sizing row's height: its content view's fitting height at the table's width (the
    /// cost of `systemLayoutSizeFitting`, part of the layout pass as on iOS) plus the separator.
    /// A content view whose constraints give no height gets the standard 44 points, with UIKit's
    /// warning.
    private func measure(_ cell: UITableViewCell, width: CGFloat) -> CGFloat {
        let separator = separatorHeight
        let content = cell.storedContentView
        cell.separatorHeight = separator
        // Laid out at the table's width first, so multi-line labels know the width they wrap at.
        cell.frame = CGRect(x: 0, y: cell.frameValue.minY, width: width, height: cell.storedBounds.height)
        CommitPasses.layout(from: cell, context)
        var height: CGFloat = 0
        if let state = content.layoutState, !state.constraints.isEmpty || content.storedSubviews.contains(where: { !$0.storedTranslatesAutoresizingMask }) {
            height = content.fittingSize(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                         horizontal: .required, vertical: .fittingSizeLevel, resolvesCallSite: false).height
        } else if cell.storedTextLabel != nil || cell.storedDetailTextLabel != nil {
            height = max(Self.standardRowHeight - separator, cell.systemContentHeight(width: width))
        }
        guard height > 0, height.isFinite else {
            if !reportedZeroHeight {
                reportedZeroHeight = true
                DiagnosticCenter.report(.ambiguousLayout, """
                Mainline: [\(shortDescription)] Warning once only: Detected a case where constraints ambiguously suggest a height \
                of zero for a table view cell's content view (\(cell.shortDescription)). We're considering the collapse \
                unintentional and using standard height instead.
                """, views: [cell.description], in: context)
            }
            return Self.standardRowHeight
        }
        let scale = max(1, context.app.screen.storedScale)
        return ((height + separator) * scale).rounded(.up) / scale
    }

    /// Moves the content offset by `delta` without a scroll callback (the table anchoring its
    /// rows while estimates above them are replaced); a deceleration goes on from there.
    private func shiftContent(by delta: CGFloat) {
        storedBounds.origin.y += delta
        if motion != nil { shiftMotion(by: CGPoint(x: 0, y: delta)) }
    }

    /// A cell that left: `didEndDisplaying`, out of the hierarchy, into the reuse pool.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if let delegate = tableDelegate {
            context.loop.span(.delegateCallback, "tableView(_:didEndDisplaying:forRowAt:)", object: self) {
                delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        if cell.storedIsSelected { cell.setSelected(false, animated: false) }
        asOwnSubviewChange {
            if cell.storedReuseIdentifier != nil {
                LayoutEngine.parking(cell, for: self) { cell.removeFromSuperview() }
            } else {
                cell.removeFromSuperview()
            }
        }
        if let identifier = cell.storedReuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    func retire(_ view: UIView) {
        asOwnSubviewChange { view.removeFromSuperview() }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.storedReuseIdentifier {
            reusableHeaderFooters[identifier, default: []].append(reusable)
        }
    }

    // MARK: - Headers and footers

    private func supplementaryView(_ content: TableSlot) -> UIView? {
        guard let delegate = tableDelegate else { return titleView(content) }
        switch content {
        case .header(let s):
            if let view = context.loop.span(.delegateCallback, "tableView(_:viewForHeaderInSection:)", object: self, { delegate.tableView(self, viewForHeaderInSection: s) }) { return view }
        case .footer(let s):
            if let view = context.loop.span(.delegateCallback, "tableView(_:viewForFooterInSection:)", object: self, { delegate.tableView(self, viewForFooterInSection: s) }) { return view }
        case .row: return nil
        }
        return titleView(content)
    }

    private func titleView(_ content: TableSlot) -> UIView? {
        let title: String?
        switch content {
        case .header(let s): title = storedDataSource?.tableView(self, titleForHeaderInSection: s)
        case .footer(let s): title = storedDataSource?.tableView(self, titleForFooterInSection: s)
        case .row: title = nil
        }
        guard let title else { return nil }
        let identifier = "Mainline.title"
        let view: UITableViewHeaderFooterView
        if var pool = reusableHeaderFooters[identifier], let reused = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            reused.prepareForReuse()
            view = reused
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.textLabel?.text = storedStyle == .plain ? title : title.uppercased()
        return view
    }

    /// An automatic header or footer height: the view's fitting height at the table's width.
    private func resolveSupplementary(_ content: TableSlot, slot: Int, width: CGFloat) {
        var height = CGFloat(geometry.heights[slot])
        if let view = supplementaryView(content) {
            if case .header(let s) = content { visibleHeaders[s].map(retire); visibleHeaders[s] = view }
            if case .footer(let s) = content { visibleFooters[s].map(retire); visibleFooters[s] = view }
            if let state = view.layoutState, !state.constraints.isEmpty {
                height = view.fittingSize(CGSize(width: width, height: 0), horizontal: .required, vertical: .fittingSizeLevel,
                                          resolvesCallSite: false).height
            } else if !(view is UITableViewHeaderFooterView) {
                // A frame-sized view keeps its height; a title view, the estimate.
                height = view.storedBounds.height
            }
        }
        geometry.set(slot, height: Double(max(0, height)), resolved: true)
    }

    /// Shows the headers and footers of the sections on screen: a plain table's header floats
    /// at the top of its section while the section is on screen.
    private func showSupplementaryViews(in sections: ClosedRange<Int>?, width: CGFloat, top: CGFloat) {
        var keepHeaders = Set<Int>(), keepFooters = Set<Int>()
        if let sections {
            let pinTop = top + computedAdjustedContentInset.top
            for section in sections where sectionBases.indices.contains(section) {
                let headerSlot = sectionBases[section]
                let footerSlot = headerSlot + rowCounts[section] + 1
                if geometry.heights[headerSlot] > 0 {
                    if !geometry.resolved[headerSlot] { resolveSupplementary(.header(section), slot: headerSlot, width: width) }
                    if visibleHeaders[section] == nil, let view = supplementaryView(.header(section)) { visibleHeaders[section] = view }
                    if let view = visibleHeaders[section] {
                        var rect = slotRect(headerSlot)
                        if storedStyle == .plain {
                            let sectionBottom = slotRect(footerSlot).minY
                            rect.origin.y = max(rect.minY, min(pinTop, sectionBottom - rect.height))
                        }
                        place(view, rect) { self.tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
                        keepHeaders.insert(section)
                    }
                }
                if geometry.heights[footerSlot] > 0, slotRect(footerSlot).maxY > top {
                    if visibleFooters[section] == nil, let view = supplementaryView(.footer(section)) { visibleFooters[section] = view }
                    if let view = visibleFooters[section] {
                        place(view, slotRect(footerSlot)) { self.tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
                        keepFooters.insert(section)
                    }
                }
            }
        }
        for (section, view) in visibleHeaders.sorted(by: { $0.key < $1.key }) where !keepHeaders.contains(section) {
            visibleHeaders[section] = nil
            retire(view)
        }
        for (section, view) in visibleFooters.sorted(by: { $0.key < $1.key }) where !keepFooters.contains(section) {
            visibleFooters[section] = nil
            retire(view)
        }
    }

    private func place(_ view: UIView, _ rect: CGRect, willDisplay: () -> Void) {
        if view.storedSuperview !== self {
            willDisplay()
            asOwnSubviewChange { addSubview(view) }
        }
        view.frame = rect
    }

    // MARK: - Prefetching

    /// Tells the prefetch data source about the rows in the screen's height ahead of the scroll
    /// direction, and cancels rows it was told about that are no longer ahead.
    private func prefetch(top: CGFloat, bottom: CGFloat) {
        defer { lastTiledOffset = top }
        guard storedIsPrefetchingEnabled, let prefetcher = storedPrefetchDataSource, geometry.count > 0 else { return }
        let movement = top - lastTiledOffset
        guard movement != 0 || prefetchedRows.isEmpty else { return }
        let span = bottom - top
        let window = movement >= 0 ? CGRect(x: 0, y: bottom, width: 1, height: span) : CGRect(x: 0, y: top - span, width: 1, height: span)
        var ahead: [IndexPath] = []
        var slot = geometry.slot(containing: Double(window.minY - tableHeaderHeight))
        while slot < geometry.count, tableHeaderHeight + CGFloat(geometry.offset(of: slot)) < window.maxY {
            if case .row(let indexPath)? = slotContent(slot), cellsOnScreen[indexPath] == nil { ahead.append(indexPath) }
            slot += 1
        }
        let aheadSet = Set(ahead)
        let cancelled = prefetchedRows.filter { !aheadSet.contains($0) && cellsOnScreen[$0] == nil }.sorted()
        prefetchedRows = prefetchedRows.filter { aheadSet.contains($0) }
        let fresh = ahead.filter { !prefetchedRows.contains($0) }
        if !cancelled.isEmpty {
            context.loop.span(.delegateCallback, "tableView(_:cancelPrefetchingForRowsAt:)", object: self) {
                prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled)
            }
        }
        if !fresh.isEmpty {
            prefetchedRows.formUnion(fresh)
            context.loop.span(.delegateCallback, "tableView(_:prefetchRowsAt:)", object: self) {
                prefetcher.tableView(self, prefetchRowsAt: fresh)
            }
        }
    }
}

extension UITableViewCell {
    /// The height the system style's labels need at `width`, with 11-point margins above and
    /// below.
    func systemContentHeight(width: CGFloat) -> CGFloat {
        let available = max(0, width - 2 * systemSideMargin)
        let text = storedTextLabel?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0
        let detail = storedDetailTextLabel?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0
        let labels = storedStyle == .subtitle ? text + detail : max(text, detail)
        return labels + 22
    }
}

extension UITableView {
    /// `reconfigureRows(at:)`: each visible row's cell is lent back to the data source's
    /// dequeue; a self-sizing row is measured again at the next layout.
    func reconfigure(_ indexPaths: [IndexPath]) {
        reloadIfNeeded()
        guard let dataSource = storedDataSource else { return }
        for indexPath in indexPaths.sorted() {
            guard let cell = cellsOnScreen[indexPath], let slot = slot(of: indexPath) else { continue }
            lentCell = cell
            let made = context.loop.span(.delegateCallback, "tableView(_:cellForRowAt:)", object: self) {
                dataSource.tableView(self, cellForRowAt: indexPath)
            }
            lentCell = nil
            if made !== cell {
                // The data source made another cell: it replaces the old one.
                cellsOnScreen[indexPath] = nil
                retire(cell, at: indexPath)
                geometry.set(slot, height: geometry.heights[slot], resolved: false)
            } else if storedRowHeight < 0 || tableDelegate != nil {
                geometry.set(slot, height: geometry.heights[slot], resolved: false)
            }
        }
        setNeedsLayout()
    }
}
