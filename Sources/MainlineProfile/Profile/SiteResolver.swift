import Foundation
import ThreadChecker

/// Symbolicates the stacks a profile shows, once each, when the profile is made: call sites of
/// forced layouts and invalidations, and the lines of handlers from the stacks sampled while they
/// ran (or, without samples, from where they declared a cost).
final class SiteResolver {
    private var sites: [CapturedStack: CallSite?] = [:]
    private var frames: [CapturedStack: [CallSite?]] = [:]

    /// The app's line in `stack`: its innermost frame that is not the runtime's.
    func site(_ stack: CapturedStack?) -> CallSite? {
        guard let stack else { return nil }
        if let known = sites[stack] { return known }
        let site = CallSiteResolver.callerSite(in: stack)
        sites[stack] = site
        return site
    }

    /// Every frame of `stack`, innermost first (nil: not the app's).
    func classify(_ stack: CapturedStack) -> [CallSite?] {
        if let known = frames[stack] { return known }
        let classified = CallSiteResolver.classify(stack)
        frames[stack] = classified
        return classified
    }

    /// Where a handler's time went: the line in its own body that most samples were at (the
    /// call that took the time), and the innermost lines of the app's code beneath it. Only the
    /// two addresses of a sample that matter have their lines looked up; the rest are named from
    /// the symbol table.
    func lines(of handler: ProfileAccumulator.HandlerProfile) -> (line: CallSite?, leaves: [LineShare]) {
        let key = HandlerKey(kind: handler.kind, name: handler.name, samples: handler.samples.stacks.count, stack: handler.stack,
                             waits: handler.waits.ordered.count)
        if let known = handlerLines[key] { return known }
        let method = Self.method(of: handler.kind, name: handler.name)
        // Samples counted by address first (symbol names only); lines looked up for the busiest
        // addresses alone, and merged by line.
        var ownAddresses: [UInt: Int] = [:], leafAddresses: [UInt: Int] = [:]
        for sample in handler.samples.stacks {
            let names = CallSiteResolver.functionNames(sample)
            if let i = Self.handlerFrameIndex(in: names, method: method) { ownAddresses[sample.addresses[i], default: 0] += 1 }
            if let j = names.firstIndex(where: { $0 != nil }) { leafAddresses[sample.addresses[j], default: 0] += 1 }
        }
        func busiest(_ counts: [UInt: Int], _ limit: Int) -> [(address: UInt, count: Int)] {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map { ($0.key, $0.value) }
        }
        let busiestOwn = busiest(ownAddresses, 6), busiestLeaves = busiest(leafAddresses, 16)
        let ownSites = CallSiteResolver.sites(at: busiestOwn.map(\.address))
        let leafSites = CallSiteResolver.sites(at: busiestLeaves.map(\.address), inlinedFrames: false)
        var own = Groups<CallSite, Int>()
        for (address, count) in busiestOwn {
            // (A line-0 site — compiler-made code — is no line to show.)
            if let line = Self.matching(ownSites[address] ?? [], method: method), line.isResolved { own.update(line, make: { 0 }) { $0 += count } }
        }
        // A block: the deepest line that (nearly) every sample passes through, from its
        // outermost frame of the app's inward — the call that did the work, the same from run to
        // run even when the work inside splits over several lines.
        if method == nil, let common = Self.commonLine(of: handler.samples.stacks) {
            own = Groups<CallSite, Int>()
            own.update(common.site, make: { 0 }) { $0 += common.samples }
        }
        var leaves = Groups<CallSite, Int>()
        for (address, count) in busiestLeaves {
            if let leaf = Self.leaf(of: leafSites[address] ?? []), leaf.isResolved {
                leaves.update(leaf, make: { 0 }) { $0 += count }
            }
        }
        let total = handler.samples.stacks.count
        let result: (line: CallSite?, leaves: [LineShare])
        let declaredTotal = handler.declared.ordered.reduce(TimeAmount.zero) { $0 + $1.value }
        let waited = handler.waits.ordered.reduce(TimeAmount.zero) { $0 + $1.value }
        if waited * 2 >= handler.selfTime, waited > .zero {
            // Mostly blocked: its time went to its waits, at the lines that waited.
            var byLine = Groups<CallSite, TimeAmount>()
            for (stack, time) in handler.waits.ordered {
                if let site = site(stack) { byLine.update(site, make: { .zero }) { $0 += time } }
            }
            let ranked = byLine.ordered.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.line < b.key.line }
            result = (ranked.first?.key, ranked.prefix(5).map {
                LineShare(callSite: $0.key, samples: 0, share: Double($0.value.nanoseconds) / Double(waited.nanoseconds))
            })
        } else if total == 0 || declaredTotal * 2 >= handler.selfTime {
            // No samples (the deterministic clock, or code too quick to be sampled), or most of
            // its time declared (a sample or two of its bookkeeping say less): where it declared
            // its costs.
            let ranked = handler.declared.ordered.sorted { $0.value > $1.value }
            let declaredLeaves = ranked.prefix(5).map {
                LineShare(callSite: $0.key, samples: 0,
                          share: declaredTotal > .zero ? Double($0.value.nanoseconds) / Double(declaredTotal.nanoseconds) : 0)
            }
            var own: CallSite?
            if let stack = handler.stack {
                let names = CallSiteResolver.functionNames(stack)
                if let i = Self.handlerFrameIndex(in: names, method: method) {
                    own = Self.matching(CallSiteResolver.sites(at: stack.addresses[i]), method: method)
                }
            }
            let inBody = ranked.first { entry in method.map { entry.key.function.hasSuffix("." + $0) || entry.key.function == $0 } ?? false }
            result = (inBody?.key ?? own ?? ranked.first?.key, declaredLeaves)
        } else {
            let line = own.ordered.max { a, b in a.value != b.value ? a.value < b.value : a.key.line > b.key.line }?.key
            let ranked = leaves.ordered.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.line < b.key.line }
            result = (line, ranked.prefix(5).map { LineShare(callSite: $0.key, samples: $0.value, share: Double($0.value) / Double(total)) }
                .filter { $0.share >= 0.01 })
        }
        handlerLines[key] = result
        return result
    }

    private struct HandlerKey: Hashable {
        let kind: SpanKind
        let name: String
        let samples: Int
        let stack: CapturedStack?
        let waits: Int
    }
    private var handlerLines: [HandlerKey: (line: CallSite?, leaves: [LineShare])] = [:]

    /// The line a block's time went to: going inward from each sample's outermost frame of the
    /// app's, through closures, to the first named function — at each step the line at least
    /// nine in ten of the samples that go that deep pass through (and at least half of all go
    /// that deep); nil when there is none.
    static func commonLine(of samples: [CapturedStack]) -> (site: CallSite, samples: Int)? {
        guard !samples.isEmpty else { return nil }
        // Each sample's lines of the app's (compiler-made frames left out), outermost first.
        let appAddresses = samples.map { sample in
            zip(sample.addresses, CallSiteResolver.functionNames(sample)).compactMap { $1 == nil ? nil : $0 }
        }
        let sites = CallSiteResolver.sites(at: Array(Set(appAddresses.joined())))
        let chains: [[CallSite]] = appAddresses.map { addresses in
            addresses.compactMap { leaf(of: sites[$0] ?? []) }.filter(\.isResolved).reversed()
        }
        var found: (site: CallSite, samples: Int)?
        for depth in 0..<(chains.map(\.count).max() ?? 0) {
            // Samples that stopped above this depth (in the caller's own code: a prologue, a
            // thunk) neither hold nor break the line below; most samples must go this deep.
            let reaching = chains.filter { depth < $0.count }
            guard reaching.count * 2 >= samples.count else { break }
            var byLine = Groups<CallSite, Int>()
            for chain in reaching { byLine.update(chain[depth], make: { 0 }) { $0 += 1 } }
            guard let top = byLine.ordered.max(by: { a, b in a.value != b.value ? a.value < b.value : a.key.line > b.key.line }),
                  top.value * 10 >= reaching.count * 9 else { break }
            found = (top.key, top.value)
            // A named function is the block's work: its line is the answer (as a method
            // handler's own line is); only closures are looked into.
            if !top.key.function.contains("closure #") { break }
        }
        return found
    }

    /// The index of the handler's own frame among a stack's function names (innermost first):
    /// the innermost frame of the method (by its name, or a thunk or specialization naming it),
    /// or — for blocks — the outermost of the innermost run of the app's frames.
    static func handlerFrameIndex(in names: [String?], method: String?) -> Int? {
        if let method {
            // (No frame of the method: it may have tail-called the work, leaving no frame.)
            let suffix = "." + method
            return names.firstIndex { $0?.hasSuffix(suffix) == true || $0 == method } ?? names.firstIndex { $0?.contains(suffix) == true }
        }
        var found: Int?
        for (i, name) in names.enumerated() {
            if name != nil {
                found = i
            } else if found != nil {
                break
            }
        }
        return found
    }

    /// The frame of `method` among an address's inlined frames (else its innermost with a line).
    static func matching(_ sites: [CallSite], method: String?) -> CallSite? {
        if let method {
            let suffix = "." + method
            if let site = sites.first(where: { $0.isResolved && ($0.function.hasSuffix(suffix) || $0.function == method) }) { return site }
        }
        return leaf(of: sites)
    }

    /// The innermost frame of the app's code with a line (else the innermost one without).
    static func leaf(of frames: [CallSite?]) -> CallSite? {
        frames.lazy.compactMap { $0 }.first { $0.isResolved } ?? frames.lazy.compactMap { $0 }.first
    }

    static func leaf(of frames: [CallSite]) -> CallSite? {
        frames.first { $0.isResolved } ?? frames.first
    }

    /// The method a span's own frame is named after (nil for blocks and closures).
    static func method(of kind: SpanKind, name: String) -> String? {
        switch kind {
        case .layoutSubviews: "layoutSubviews()"
        case .updateConstraints: "updateConstraints()"
        case .draw: "draw(_:)"
        case .delegateCallback, .controllerCallback, .touchHandler: name.isEmpty ? nil : name
        default: nil
        }
    }

}
