import MainlineProfile

/// A limit on one of a profile's figures (`--max-p95 MS`): a run over it exits 1.
struct Gate: DeclaresOption {
    let metric: ProfileMetric
    let option: Option<Double>
    var declaration: OptionDeclaration { option.declaration }

    /// The gate on `metric`, by the option `metric.gateFlag` names: a count takes a whole number,
    /// a time a number of its unit.
    init(_ metric: ProfileMetric, help: String) {
        self.metric = metric
        guard let name = metric.gateFlag else { preconditionFailure("\(metric) has no gate option (ProfileMetric.gateFlag)") }
        let reader: ValueReader<Double> = switch metric.unit {
        case "": ValueReader<Int>.nonNegative(wants: "a whole number, 0 or more").map(Double.init)
        case " ms/s": .number(in: 0...1_000_000, wants: "a number of ms per second, 0 or more")
        default: .number(in: 0...1_000_000, wants: "a number of milliseconds, 0 or more")
        }
        let placeholder = switch metric.unit {
        case "": "N"
        case " ms/s": "MS_PER_S"
        default: "MS"
        }
        option = Option(name, placeholder, example: metric.unit.isEmpty ? "0" : "8.3", for: [.run], section: .gates,
                        help: help, value: reader)
    }
}

/// The limits a run is checked against (budget gates) and the baseline it is compared with.
struct GateOptions: OptionGroup {
    let hitchRatio = Gate(.hitchTimeRatio, help: "hitch-time ratio (ms of hitch per s of scrolling/animation)")
    let p95 = Gate(.p95FrameTime, help: "95th percentile frame time")
    let p99 = Gate(.p99FrameTime, help: "99th percentile frame time")
    let forcedLayouts = Gate(.forcedLayouts, help: "forced synchronous layouts")
    let thrashes = Gate(.layoutThrashes, help: "layout thrashing occurrences")
    let violations = Gate(.threadViolations, help: "UI calls off the main thread")
    let hangs = Gate(.hangs, help: "hangs (the main thread unresponsive for 250 ms or more)")
    let slowHandlerFrames = Gate(.slowHandlerFrames, help: """
        frames of scrolling, animation or input in which a handler's own
        code took more than half the budget
        """)
    let timeToFirstFrame = Gate(.timeToFirstFrame, help: "from launch to the first frame on screen")
    let strict = Flag("--strict", for: [.run], section: .gates, help: """
        Apple's "good" hitch ratio (< 5 ms/s), no forced layouts, no thrashing,
        no violations (a limit given with it overrides its own)
        """)
    let baseline = Option("--baseline", "FILE.json", example: "Reports/base/feed.json", for: [.run], section: .gates,
                          help: "fail on a regression against a profile written by an earlier run", value: .text)

    /// Every gate, in the order declared.
    var gates: [Gate] { members(Gate.self) }
}
