import Foundation
import Mainline

/// The callbacks a run's timeline recorded, as readable lines: every scenario has this trace,
/// whether or not it writes lines of its own.
///
/// ```
/// frame 0 @ 0.000 s
///   event       ViewController:0x2 loadView()
///   layout      SampleView:0x3 layoutSubviews()
///   event       rotation
///   event         TilesViewController:0x4 viewWillTransition(to:with:)   (inside the span above)
/// ```
public enum CallbackTrace {
    /// The span kinds that are callbacks into app code or synchronous layouts (phases and
    /// the runtime's own blocks left out).
    public static let defaultKinds: Set<SpanKind> = [
        .controllerCallback, .updateConstraints, .layoutSubviews, .draw, .delegateCallback, .eventHandler,
        .touchHandler, .displayLinkCallback, .layoutIfNeeded, .updateConstraintsIfNeeded, .systemLayoutSizeFitting,
        .transactionCompletion,
    ]

    /// The lines for `timeline`: a header per frame that has a span of `kinds`, then one line
    /// per such span — its phase, its object and its callback, indented by how many of the
    /// listed spans enclose it.
    public static func lines(_ timeline: [FrameTimeline], kinds: Set<SpanKind> = defaultKinds) -> [String] {
        var out: [String] = []
        for frame in timeline {
            var depth: [Int: Int] = [:]  // span index → depth among the listed spans
            var body: [String] = []
            for (i, span) in frame.spans.enumerated() {
                var enclosing = span.parent
                while let p = enclosing, depth[p] == nil { enclosing = frame.spans[p].parent }
                let level = enclosing.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
                guard kinds.contains(span.kind) else { continue }
                depth[i] = level
                let phase = (frame.phase(of: i)?.rawValue ?? "").padding(toLength: phaseWidth, withPad: " ", startingAt: 0)
                let indent = String(repeating: "  ", count: level)
                body.append("  \(phase)\(indent)\(label(span))")
            }
            guard !body.isEmpty else { continue }
            out.append("frame \(frame.index) @ \(String(format: "%.3f", frame.timestamp)) s")
            out += body
        }
        return out
    }

    /// The width of the phase column: the longest phase name and a space.
    static let phaseWidth = (FramePhase.allCases.map(\.rawValue.count).max() ?? 8) + 1

    /// `Type:0x1a callback()` for a span.
    static func label(_ span: Span) -> String {
        let name: String
        if !span.name.isEmpty {
            name = span.name
        } else {
            switch span.kind {
            case .updateConstraints: name = "updateConstraints()"
            case .layoutSubviews: name = "layoutSubviews()"
            case .draw: name = "draw(_:)"
            case .layoutIfNeeded: name = "layoutIfNeeded()"
            case .updateConstraintsIfNeeded: name = "updateConstraintsIfNeeded()"
            case .systemLayoutSizeFitting: name = "systemLayoutSizeFitting(_:)"
            default: name = span.kind.rawValue
            }
        }
        var text = span.object.map { "\($0) \(name)" } ?? name
        if let site = span.callSite, site.line > 0 { text += "  (\(site.fileName):\(site.line))" }
        return text
    }
}

extension ScenarioResult {
    /// The callbacks recorded in the run's timeline (see `CallbackTrace`); empty when the
    /// profile was made without its timeline.
    public func callbackTrace(kinds: Set<SpanKind> = CallbackTrace.defaultKinds) -> [String] {
        CallbackTrace.lines(profile.timeline ?? [], kinds: kinds)
    }
}
