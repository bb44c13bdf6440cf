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
    /// call that took the time), and the innermost lines of the app's code beneath it.
    func lines(of handler: ProfileAccumulator.HandlerProfile) -> (line: CallSite?, leaves: [LineShare]) {
        let method = Self.method(of: handler.kind, name: handler.name)
        var own = Groups<CallSite, Int>()
        var leaves = Groups<CallSite, Int>()
        for sample in handler.samples.stacks {
            let classified = classify(sample)
            if let line = Self.handlerFrame(in: classified, method: method) { own.update(line, make: { 0 }) { $0 += 1 } }
            if let leaf = Self.leaf(of: classified) { leaves.update(leaf, make: { 0 }) { $0 += 1 } }
        }
        let total = handler.samples.stacks.count
        if total == 0 {
            // No samples (the deterministic clock, or code too quick to be sampled): where it
            // declared its costs.
            let declaredTotal = handler.declared.ordered.reduce(0) { $0 + $1.value }
            let ranked = handler.declared.ordered.sorted { $0.value > $1.value }
            let leaves = ranked.prefix(5).map {
                LineShare(callSite: $0.key, samples: 0, share: declaredTotal > 0 ? Double($0.value) / Double(declaredTotal) : 0)
            }
            let own = handler.stack.flatMap { Self.handlerFrame(in: classify($0), method: method) }
            let inBody = ranked.first { entry in method.map { entry.key.function.hasSuffix("." + $0) || entry.key.function == $0 } ?? false }
            return (own ?? inBody?.key ?? ranked.first?.key, leaves)
        }
        let line = own.ordered.max { a, b in a.value != b.value ? a.value < b.value : a.key.line > b.key.line }?.key
        let ranked = leaves.ordered.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.line < b.key.line }
        return (line, ranked.prefix(5).map { LineShare(callSite: $0.key, samples: $0.value, share: Double($0.value) / Double(total)) }
            .filter { $0.share >= 0.01 })
    }

    /// The innermost frame of the app's code with a line (else the innermost one without).
    static func leaf(of frames: [CallSite?]) -> CallSite? {
        frames.lazy.compactMap { $0 }.first { $0.isResolved } ?? frames.lazy.compactMap { $0 }.first
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

    /// The handler's own frame in a classified stack: the innermost frame of the method, or
    /// (for blocks) the outermost of the innermost run of the app's frames.
    static func handlerFrame(in frames: [CallSite?], method: String?) -> CallSite? {
        if let method {
            let suffix = "." + method
            for case let frame? in frames where frame.isResolved && (frame.function.hasSuffix(suffix) || frame.function == method) { return frame }
        }
        var found: CallSite?
        for frame in frames {
            if let frame {
                if frame.isResolved || found == nil { found = frame }
            } else if found != nil {
                break
            }
        }
        return found
    }
}
