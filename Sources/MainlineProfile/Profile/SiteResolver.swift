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
            if let leaf = classified.lazy.compactMap({ $0 }).first { leaves.update(leaf, make: { 0 }) { $0 += 1 } }
        }
        let total = handler.samples.stacks.count
        if total == 0, let stack = handler.stack {
            let classified = classify(stack)
            let leaf = classified.lazy.compactMap { $0 }.first
            return (Self.handlerFrame(in: classified, method: method) ?? leaf, [])
        }
        let line = own.ordered.max { a, b in a.value != b.value ? a.value < b.value : a.key.line > b.key.line }?.key
        let ranked = leaves.ordered.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.line < b.key.line }
        return (line, ranked.prefix(5).map { LineShare(callSite: $0.key, samples: $0.value, share: Double($0.value) / Double(total)) })
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
            for case let frame? in frames where frame.function.hasSuffix(suffix) || frame.function == method { return frame }
        }
        var found: CallSite?
        for frame in frames {
            if let frame {
                found = frame
            } else if found != nil {
                break
            }
        }
        return found
    }
}
