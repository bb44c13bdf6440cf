import Mainline

/// The options of a scenario's run: `run` and `trace` (and `run --all`, which passes them on to
/// each run).
struct RunOptions: OptionGroup {
    let fixed = Flag("--fixed", for: [.run, .trace], help: "run the scenario with its planted bugs fixed")
    let refreshRate = Option(
        "--refresh-rate", "HZ", example: "120", for: [.run, .trace], help: "display refreshes per second",
        default: "\(Int(Simulation.defaultRefreshRate))",
        value: .positive(upTo: 1000, wants: "a refresh rate in Hz above 0 and at most 1000"))
    let frames = Option("--frames", "N", example: "240", for: [.run, .trace], help: "run N frames (vsyncs)",
                        value: .positive(wants: "a whole number of frames above 0"))
    let duration = Option("--duration", "SECONDS", example: "10", for: [.run, .trace], help: "run SECONDS of simulated time",
                          value: .positive(upTo: 86_400, wants: "a number of seconds above 0 (at most a day)"))
    let length = Exclusive(
        "--frames", "--duration", note: ["at most one of these;", "default: the scenario's length"],
        conflict: "give --frames or --duration, not both: one sets the run's length in frames, the other in seconds.")
    let clock = Option(
        "--clock", "CLOCK", example: "deterministic", for: [.run, .trace],
        help: """
            where frame time comes from (the framework's work is counted and
            charged at the device's costs under every clock):
            """,
        helpIn: [.trace: "virtual (default), deterministic or real (see 'mainline help run')"],
        value: .choice { (clock: Simulation.Clock) in
            switch clock {
            case .virtual: """
                the app's code measured: CPU time converted to the
                device's, plus time blocked (default); far faster than
                real time
                """
            case .deterministic: """
                the app's code not measured: the same run gives the
                same bytes (for exact tests and baselines)
                """
            case .real: "paced to the wall clock"
            }
        })
    let cpuScale = Option(
        "--cpu-scale", "X", example: "2", for: [.run, .trace],
        help: """
            what a second of this machine's CPU counts as on the device
            (default 1; 2: the device is half as fast)
            """,
        helpIn: [.trace: "what a second of this machine's CPU counts as (default 1)"],
        value: .positive(upTo: 1000, wants: "a factor above 0: what a second of this machine's CPU counts as on the device"))
    let timeline = Flag("--timeline", for: [.run], help: """
        put every frame with its spans in the JSON report and the trace
        (without it, the trace shows the spans of the first 2,400 frames,
        the slowest and those where a finding first happened, and every
        frame as a slice: an hour's run stays small)
        """)
    let repeats = Option(
        "--repeat", "N", example: "5", for: [.run],
        help: """
            run N times; report the median run (by hitch-time ratio) with every
            figure's median and range, so gates and baselines see the noise
            """,
        value: .positive(wants: "a number of runs above 0").checked { n, name in n > 100 ? "\(name) wants at most 100 runs." : nil })

    // `run --all`: shown in run's USAGE lines.
    let all = Flag("--all", for: [.run], help: nil)
    let jobs = Option("--jobs", "N", example: "2", for: [.run], help: nil, value: .positive(wants: "a number of processes above 0"))

    // What `trace` prints.
    let noTimeline = Flag("--no-timeline", for: [.trace], help: "print only the scenario's own lines")
    let timelineOnly = Flag("--timeline-only", for: [.trace], help: "print only the callbacks from the timeline")
    let printed = Exclusive("--no-timeline", "--timeline-only",
                            conflict: "--no-timeline and --timeline-only leave nothing to print: give one of them.")
}
