import Foundation

extension UITableView {
    // MARK: - Applying

    /// A change outside a batch is a batch of its own.
    func collect(_ change: (inout BatchUpdate) -> Void) {
        beginCollectingUpdates()
        change(&pendingUpdate)
        endCollectingUpdates(completion: nil)
    }

    func beginCollectingUpdates() {
        if updateDepth == 0 {
            // The counts before the update are the ones the table last loaded.
            reloadIfNeeded()
            pendingUpdate = BatchUpdate()
        }
        updateDepth += 1
    }

    func endCollectingUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            return reportListMisuse("endUpdates without a matching beginUpdates; ignored.")
        }
        updateDepth -= 1
        if let completion { scheduleCompletion(completion) }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = BatchUpdate()
        apply(update)
    }

    private func scheduleCompletion(_ completion: @escaping (Bool) -> Void) {
        let context = self.context
        let end = context.loop.clock.now + TimeAmount(milliseconds: 300)
        UIView.noteAnimation(in: context, until: end)
        context.loop.scheduler.schedule(at: end, kind: .scheduledWork, name: "performBatchUpdates completion") { completion(true) }
    }

    private func apply(_ update: BatchUpdate) {
        let oldCounts = rowCounts
        let dataSource = storedDataSource
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: BatchUpdate.Mapping
        switch update.mapping(old: oldCounts, new: newCounts, list: "table view", noun: "rows") {
        case .failure(let invalid):
            reportListMisuse("\(invalid.message) The table reloads its data instead (UIKit raises NSInternalInconsistencyException).")
            return markNeedsReload()
        case .success(let resolved):
            mapping = resolved
        }
        // Where each new section and row comes from.
        var oldSectionOf = [Int?](repeating: nil, count: newCounts.count)
        for (old, new) in mapping.sections.enumerated() {
            if let new, new < newCounts.count, !update.reloadedSections.contains(old) { oldSectionOf[new] = old }
        }
        var oldRowOf: [IndexPath: IndexPath] = [:]
        var newPath: [IndexPath: IndexPath] = [:]
        for (old, new) in mapping.items where !mapping.reloaded.contains(old) {
            oldRowOf[new] = old
            newPath[old] = new
        }
        // Heights: kept for rows that stay, estimates for new and reloaded ones; headers and
        // footers kept for sections that stay.
        var heights: [Double] = [], resolved: [Bool] = []
        var bases: [Int] = []
        for section in 0..<newCounts.count {
            bases.append(heights.count)
            let oldSection = oldSectionOf[section]
            appendSupplementary(oldSection.map { sectionBases[$0] }, section: section, header: true, &heights, &resolved)
            for row in 0..<newCounts[section] {
                let path = IndexPath(row: row, section: section)
                if let old = oldRowOf[path], let slot = slot(of: old) {
                    heights.append(geometry.heights[slot])
                    resolved.append(geometry.resolved[slot])
                } else {
                    let estimate = rowEstimate(path)
                    heights.append(Double(estimate.height))
                    resolved.append(estimate.resolved)
                }
            }
            appendSupplementary(oldSection.map { sectionBases[$0] + oldCounts[$0] + 1 }, section: section, header: false, &heights, &resolved)
        }
        // An update with no changes (`beginUpdates()` + `endUpdates()`, the idiom for a cell that
        // grew) asks every row's height again.
        if update.isEmpty { resolved = resolved.map { _ in false } }
        // Cells of rows that stay follow their rows; the others leave (top to bottom).
        let before = cellsOnScreen.sorted { $0.key < $1.key }
        let supplementary = visibleHeaders.sorted { $0.key < $1.key }.map(\.value) + visibleFooters.sorted { $0.key < $1.key }.map(\.value)
        cellsOnScreen = [:]
        visibleHeaders = [:]
        visibleFooters = [:]
        rowCounts = newCounts
        sectionBases = bases
        geometry.reset(heights: heights, resolved: resolved)
        dataGeneration += 1
        for (old, cell) in before {
            if let new = newPath[old] { cellsOnScreen[new] = cell } else { retire(cell, at: old) }
        }
        for view in supplementary { retire(view) }
        storedSelection = storedSelection.compactMap { newPath[$0] }
        prefetchedRows = Set(prefetchedRows.compactMap { newPath[$0] })
        applyContentSize()
        setNeedsLayout()
    }

    private func appendSupplementary(_ oldSlot: Int?, section: Int, header: Bool, _ heights: inout [Double], _ resolved: inout [Bool]) {
        if let oldSlot, oldSlot < geometry.count {
            heights.append(geometry.heights[oldSlot])
            resolved.append(geometry.resolved[oldSlot])
        } else {
            let estimate = supplementaryEstimate(section, header: header)
            heights.append(Double(estimate.height))
            resolved.append(estimate.resolved)
        }
    }
}
