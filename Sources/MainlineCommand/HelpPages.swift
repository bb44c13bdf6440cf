import Mainline

/// The prose of a command's help page, around the options the table lists.
struct HelpPage {
    /// How the tool's list of subcommands shows it (`run [SCENARIO]`), and what it does.
    var synopsis = ""
    var summary = ""
    /// The USAGE lines, each with what it does if it says more than the rest of the page.
    var usage: [(usage: String, text: String)]
    /// What the command does (the tool's page: before its USAGE).
    var about: String
    /// The heading of the command's own options.
    var optionsHeading = "OPTIONS"
    /// Blocks after the options (EXAMPLES, EXIT STATUS…), each with its heading.
    var epilogue: [String] = []

    static func of(_ command: Command) -> HelpPage {
        switch command {
        case .tool: tool
        case .run: run
        case .list: list
        case .trace: trace
        case .stress: stress
        case .compare: compare
        case .devices: devices
        case .calibrate: calibrate
        case .adapt: adapt
        case .help: help
        }
    }

    static var tool: HelpPage {
        HelpPage(
            usage: [("mainline [SUBCOMMAND] [OPTIONS]", ""),
                    ("mainline", "the same as 'mainline run' (its default scenario)"),
                    ("mainline --frames 240 …", "options without a subcommand go to 'run'")],
            about: """
                mainline \(MainlineCommand.version): runs UIKit-shaped apps in a simulation of the main thread's update cycle
                and profiles every frame (hitches, forced layouts, off-main UI calls).
                """,
            epilogue: ["""
                EXIT STATUS
                  0 success, 1 a budget gate failed or a regression was found, 2 a usage error
                  (an unknown subcommand, option or scenario, a malformed value, an unreadable file).
                """, "Run 'mainline help SUBCOMMAND' for a subcommand's options."])
    }

    static var run: HelpPage {
        HelpPage(
            synopsis: "run [SCENARIO]", summary: "run a scenario (default feed), print its profile, write its reports",
            usage: [("mainline run [SCENARIO] [OPTIONS]", ""), ("mainline run --all [--jobs N] [OPTIONS]", "")],
            about: """
                Runs SCENARIO (default: \(ScenarioCatalog.current.defaultScenario.name); see 'mainline list'), prints its profile as text
                with where the reports went and how fast the simulation ran, and writes the reports to --output.
                With --all, runs every scenario, each in a process of its own (N at a time, default: one per
                core), writes each one's reports and prints one table of them all (also written as summary.md);
                the exit status is the worst of the runs'. --baseline then names a directory of earlier reports.
                """,
            optionsHeading: "RUN",
            epilogue: ["""
                EXAMPLES
                  mainline run feed --frames 240
                  mainline run feed --fixed --strict
                  mainline run feed --format json --output - > feed.json
                  mainline run feed --output Reports/base && mainline run feed --baseline Reports/base/feed.json
                  mainline run --all --jobs 2 --strict
                """])
    }

    static let list = HelpPage(
        synopsis: "list", summary: "the scenarios, with what each shows",
        usage: [("mainline list [--names]", "")],
        about: """
            Lists the scenarios — this program's, then the built-in ones — with what each shows, its
            default length and its parameters; the first is the default of 'mainline run'.
            """)

    static let trace = HelpPage(
        synopsis: "trace SCENARIO", summary: "the callbacks a scenario's run made, in order",
        usage: [("mainline trace SCENARIO [OPTIONS]", "")],
        about: """
            Runs SCENARIO and prints the trace it wrote (its own lines; '#' lines are comments), then
            the callbacks its timeline recorded, frame by frame: phase, object and callback, nested
            spans indented.
            """)

    static let stress = HelpPage(
        synopsis: "stress", summary: "the stress scenario at several sizes: frames/s and violations/s",
        usage: [("mainline stress [OPTIONS]", "")],
        about: """
            Runs the stress scenario at each view count — background queues misusing the views while
            the main thread runs frames with layout work — and prints a table: views, frames simulated
            per second and violations recorded per second (wall clock). Ctrl-C stops the size that is
            running at the end of its frame and prints (and writes) the table so far: exit status 130.
            """)

    static let compare = HelpPage(
        synopsis: "compare BASELINE CURRENT", summary: "compare two profiles (JSON reports); exit 1 on a regression",
        usage: [("mainline compare BASELINE.json CURRENT.json", "")],
        about: """
            Compares two profiles written by 'mainline run' (their .json reports): the metrics that got
            worse beyond the noise (5 %), those that got better, the new and resolved findings.
            Exit status 1 when CURRENT regressed.
            """)

    static let devices = HelpPage(
        synopsis: "devices", summary: "the built-in devices, with where their figures come from",
        usage: [("mainline devices [--names]", "")],
        about: """
            Lists the devices a run can stand for (--device NAME, --devices A,B,C): each one's screen,
            display rate, app-code speed and what it is, then where its figures come from. The first is
            the default. A device of your own: 'mainline calibrate', then --device-file FILE.
            """)

    static let calibrate = HelpPage(
        synopsis: "calibrate MEASUREMENTS.json", summary: "fit a device to your phone's times of the calibration workloads",
        usage: [("mainline calibrate MEASUREMENTS.json --name NAME --output DEVICE.json [--base DEVICE]", "")],
        about: """
            Fits a device to the times your phone took for the calibration workloads (the JSON file the
            calibration test target writes: see the Calibration article): runs each workload measured here,
            counts the framework's operations it does, fits each operation's cost so the counts give the
            phone's times, prints the fit's error per workload and writes the device to DEVICE.json (use it
            with --device-file). Operations no measured workload exercises keep the base device's costs
            (default: the default device), and the output says which.
            """,
        epilogue: ["""
            EXIT STATUS
              0 the device was written; 2 a usage error, or measurements that cannot be fitted (a missing or
              malformed file, an unknown workload, a time that is not a positive number, measurements that
              disagree beyond what the model explains: their fit's error is given).
            """])

    static let adapt = HelpPage(
        synopsis: "adapt PATH… --output DIR",
        summary: "adapt UIKit code that needs the Objective-C runtime to compile on Linux",
        usage: [("mainline adapt PATH… --output DIR [--check | --dry-run]", "")],
        about: """
            Adapts UIKit code that needs the Objective-C runtime (#selector, @objc, @IBAction,
            @IBOutlet, dynamic, @objc protocols with optional requirements, overrides in extensions) so
            it compiles against Mainline on Linux, and writes the adapted copies to DIR at the same
            relative paths (a PATH that is a folder: relative to it; a file: its name). Give all the
            Swift files of one module at once: a class's selectors may be declared in other files.
            Adapted files begin with #sourceLocation, so errors and reports point at the originals (named
            as given on the command line: run it from the package's root).
            """,
        epilogue: ["""
            EXIT STATUS
              0 adapted (or, with --check, up to date); 1 stale copies (--check), or code the adapter
              cannot adapt (each reported as file:line:column: error: … Fix: …); 2 a usage error.
            """])

    static let help = HelpPage(
        synopsis: "help [SUBCOMMAND]", summary: "this text, or a subcommand's",
        usage: [("mainline help [SUBCOMMAND]", "")],
        about: "Shows the tool's usage, or SUBCOMMAND's.")
}
