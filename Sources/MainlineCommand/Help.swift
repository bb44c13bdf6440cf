import Foundation
import Mainline

/// The usage texts of the tool and its subcommands (`--help`, `help SUBCOMMAND`).
enum Help {
    static let tool = """
    mainline \(MainlineCommand.version): runs UIKit-shaped apps in a simulation of the main thread's update cycle
    and profiles every frame (hitches, forced layouts, off-main UI calls).

    USAGE
      mainline [SUBCOMMAND] [OPTIONS]
      mainline                       the same as 'mainline run' (its default scenario)
      mainline --frames 240 …        options without a subcommand go to 'run'

    SUBCOMMANDS
      run [SCENARIO]                 run a scenario (default feed), print its profile, write its reports
      list                           the scenarios, with what each shows
      trace SCENARIO                 the callbacks a scenario's run made, in order
      stress                         the stress scenario at several sizes: frames/s and violations/s
      compare BASELINE CURRENT       compare two profiles (JSON reports); exit 1 on a regression
      adapt PATH… --output DIR       adapt UIKit code that needs the Objective-C runtime to compile on Linux
      help [SUBCOMMAND]              this text, or a subcommand's

    OPTIONS
      -h, --help                     show help (also after any subcommand)
      --version                      print the version

    EXIT STATUS
      0 success, 1 a budget gate failed or a regression was found, 2 a usage error
      (an unknown subcommand, option or scenario, a malformed value, an unreadable file).

    Run 'mainline help SUBCOMMAND' for a subcommand's options.

    """

    static var run: String { """
    USAGE
      mainline run [SCENARIO] [OPTIONS]
      mainline run --all [--jobs N] [OPTIONS]

    Runs SCENARIO (default: \(ScenarioCatalog.current.defaultScenario.name); see 'mainline list'), prints its profile as text
    with where the reports went and how fast the simulation ran, and writes the reports to --output.
    With --all, runs every scenario, each in a process of its own (N at a time, default: one per
    core), writes each one's reports and prints one table of them all (also written as summary.md);
    the exit status is the worst of the runs'. --baseline then names a directory of earlier reports.

    RUN
      -h, --help                     show this help
      --fixed                        run the scenario with its planted bugs fixed
      --refresh-rate HZ              display refreshes per second (default \(Int(Simulation.defaultRefreshRate)))
      --frames N                     run N frames (vsyncs)              } at most one of these;
      --duration SECONDS             run SECONDS of simulated time      } default: the scenario's length
      --clock CLOCK                  where frame time comes from (the framework's work is charged by the
                                     cost model, '\(Simulation.defaultCostModel?.name ?? "none")', under every clock):
                                       virtual        the app's code measured: CPU time × --cpu-scale, plus
                                                      time blocked (default); far faster than real time
                                       deterministic  the app's code not measured: the same run gives the
                                                      same bytes (for exact tests and baselines)
                                       real           paced to the wall clock
      --cpu-scale X                  what a second of this machine's CPU counts as on the device
                                     (default 1; 2: the device is half as fast)
      --timeline                     put every frame with its spans in the JSON report and the trace
                                     (without it, the trace shows the spans of the first 2,400 frames,
                                     the slowest and those where a finding first happened, and every
                                     frame as a slice: an hour's run stays small)
      --repeat N                     run N times; report the median run (by hitch-time ratio) with every
                                     figure's median and range, so gates and baselines see the noise

    SCENARIO PARAMETERS (each for the scenarios that take it)
    \(parameterLines)

    REPORTS
      --format FORMAT[,FORMAT…]      the formats to write (default: all): \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
      --output DIR                   where to write them (default: Reports/latest, relative to the
                                     current directory), as <scenario>[-fixed].<ext>;
                                     '-' prints the one --format given to stdout instead, writing no files
                                     and nothing else to stdout
      --summary-file FILE            also write the run's line of the --all table, as JSON

    GATES (a crossed limit is reported on stderr and the exit status is 1)
      --max-hitch-ratio MS_PER_S     hitch-time ratio (ms of hitch per s of scrolling/animation)
      --max-p95 MS                   95th percentile frame time
      --max-p99 MS                   99th percentile frame time
      --max-forced-layouts N         forced synchronous layouts
      --max-thrashes N               layout thrashing occurrences
      --max-violations N             UI calls off the main thread
      --max-hangs N                  hangs (the main thread unresponsive for 250 ms or more)
      --max-slow-handler-frames N    frames of scrolling, animation or input in which a handler's own
                                     code took more than half the budget
      --max-time-to-first-frame MS   from launch to the first frame on screen
      --strict                       Apple's "good" hitch ratio (< 5 ms/s), no forced layouts, no thrashing,
                                     no violations (a limit given with it overrides its own)
      --baseline FILE.json           fail on a regression against a profile written by an earlier run

    EXAMPLES
      mainline run feed --frames 240
      mainline run feed --fixed --strict
      mainline run feed --format json --output - > feed.json
      mainline run feed --output Reports/base && mainline run feed --baseline Reports/base/feed.json
      mainline run --all --jobs 2 --strict

    """ }

    /// The scenarios' parameters, one per line, with the scenarios that take them.
    static var parameterLines: String {
        let catalog = ScenarioCatalog.current
        let lines = catalog.parameters.map { parameter in
            let usage = parameter.isFlag ? parameter.option : "\(parameter.option) \(parameter.placeholder)"
            let takers = catalog.scenarios(taking: parameter.name).map(\.name).joined(separator: ", ")
            return "  " + usage.padding(toLength: max(29, usage.count), withPad: " ", startingAt: 0)
                + "  \(parameter.summary) (\(takers); default \(parameter.defaultArgument))"
        }
        return lines.isEmpty ? "  (none)" : lines.joined(separator: "\n")
    }

    static let list = """
    USAGE
      mainline list [--names]

    Lists the scenarios — this program's, then the built-in ones — with what each shows, its
    default length and its parameters; the first is the default of 'mainline run'. With --names,
    only their names, one per line.

    """

    static var trace: String { """
    USAGE
      mainline trace SCENARIO [OPTIONS]

    Runs SCENARIO and prints the trace it wrote (its own lines; '#' lines are comments), then
    the callbacks its timeline recorded, frame by frame: phase, object and callback, nested
    spans indented.

    OPTIONS
      -h, --help                     show this help
      --fixed                        run the scenario with its planted bugs fixed
      --frames N                     run N frames          } at most one of these;
      --duration SECONDS             run SECONDS           } default: the scenario's length
      --refresh-rate HZ              display refreshes per second (default \(Int(Simulation.defaultRefreshRate)))
      --clock CLOCK                  virtual (default), deterministic or real (see 'mainline help run')
      --cpu-scale X                  what a second of this machine's CPU counts as (default 1)
      --no-timeline                  print only the scenario's own lines
      --timeline-only                print only the callbacks from the timeline

    SCENARIO PARAMETERS (each for the scenarios that take it)
    \(parameterLines)

    """ }

    static let stress = """
    USAGE
      mainline stress [OPTIONS]

    Runs the stress scenario at each view count — background queues misusing the views while
    the main thread runs frames with layout work — and prints a table: views, frames simulated
    per second and violations recorded per second (wall clock). Ctrl-C stops the size that is
    running at the end of its frame and prints (and writes) the table so far: exit status 130.

    OPTIONS
      -h, --help                     show this help
      --views N[,N…]                 view counts (default \(StressDefaults.views.map(String.init).joined(separator: ",")))
      --queues M                     background queues (default \(StressDefaults.queues))
      --frames K                     frames per run (default \(StressDefaults.frames))
      --report PATH                  also write the table as Markdown to PATH

    """

    static let compare = """
    USAGE
      mainline compare BASELINE.json CURRENT.json

    Compares two profiles written by 'mainline run' (their .json reports): the metrics that got
    worse beyond the noise (5 %), those that got better, the new and resolved findings.
    Exit status 1 when CURRENT regressed.

    """

    static let help = """
    USAGE
      mainline help [SUBCOMMAND]

    Shows the tool's usage, or SUBCOMMAND's.

    """

    static func text(for subcommand: String) -> String? {
        switch subcommand {
        case "run": run
        case "list": list
        case "trace": trace
        case "stress": stress
        case "compare": compare
        case "adapt": AdaptCommand.help
        case "help": help
        default: nil
        }
    }
}
