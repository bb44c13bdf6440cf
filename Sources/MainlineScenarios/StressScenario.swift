import Dispatch
import Foundation
import Mainline

/// `stress`: a board of N views (the `views` parameter, default 1,000) in rows of 50, misused by M
/// background queues (`queues`, default 16) that make UI calls off the main queue as a
/// buggy app does — invalidating rows, reading frames, setting alpha, changing a constraint —
/// while the main thread runs the run's frames, re-laying out an eighth of the rows each frame.
///
/// Every off-main call is reported to the Main Thread Checker, then waits for the main turn to
/// end and runs serialised against it, so the run stays memory-safe and every call is counted.
/// The figures: frames simulated per second and violations recorded per second (wall clock).
///
/// The timeline keeps the last 30 frames only (the profile's frame statistics are theirs): the
/// violations are events on it, and a long run makes millions.
public struct StressScenario: Scenario {
    public let name = "stress"
    public let summary = "N views misused by M background queues during the frames: frames/s, violations/s"
    public var defaultLength: ScenarioLength { .frames(240) }
    public var timelineOptions: TimelineOptions { TimelineOptions(retention: .lastFrames(30)) }

    /// How many views the board has (`--views N`).
    public static let views = ScenarioParameter("views", default: 1_000, in: 1...1_000_000, summary: "how many views the board has")
    /// How many background queues misuse them (`--queues M`).
    public static let queues = ScenarioParameter("queues", default: 16, in: 1...512, summary: "how many background queues misuse them",
                                                 placeholder: "M")
    public var parameters: [AnyScenarioParameter] { [Self.views.erased, Self.queues.erased] }

    public init() {}
    /// Views per row.
    static let rowLength = 50
    /// Steps each queue makes at least, however short the run (so every queue's calls are seen).
    static let minimumSteps = 8

    /// The names of the figures the run records.
    enum Figure {
        static let views = "views"
        static let queues = "queues"
        static let frames = "frames"
        static let wallSeconds = "wall time"
        static let framesPerSecond = "frames simulated per second"
        static let violations = "violations recorded"
        static let violationsPerSecond = "violations recorded per second"
        static let steps = "queue steps"
        static let fewestSteps = "fewest steps of a queue"
    }

    public func run(_ run: ScenarioRun) {
        let viewCount = max(1, run.options[Self.views])
        let queueCount = max(1, run.options[Self.queues])
        let sim = run.simulation
        let world = StressWorld()

        // The app: a board of rows, each laying out its views side by side, and an Auto Layout
        // banner whose width constraint the queues change.
        sim.start {
            let window = UIWindow()
            let board = StressBoard(frame: window.bounds)
            var left = viewCount
            while left > 0 {
                let row = StressRow(views: min(Self.rowLength, left))
                left -= row.subviews.count
                board.addSubview(row)
                world.rows.append(row)
            }
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            board.addSubview(banner)
            let width = banner.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: board.topAnchor),
                banner.leadingAnchor.constraint(equalTo: board.leadingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 20),
                width,
            ])
            world.bannerWidth = width
            window.addSubview(board)
            window.makeKeyAndVisible()
        }

        // The queues misuse the views until the frames are done (and at least a few steps).
        // Queue 0 makes its first step alone, before the others start and before the clock
        // starts: the checker symbolicates each new call stack once (slow, with a release
        // build's debug information) and then knows it; started together, every queue would
        // symbolicate the same five stacks at once.
        let stop = StressFlag()
        let steps = StressCounts(queueCount)
        let group = DispatchGroup()
        let warmedUp = DispatchSemaphore(value: 0)
        var wallStart = Date()
        for q in 0..<queueCount {
            DispatchQueue(label: "com.example.stress.\(q)", qos: q % 2 == 0 ? .utility : .userInitiated).async(group: group) {
                steps.set(q, Self.misuse(world, queue: q, of: queueCount, until: stop, afterFirstStep: q == 0 ? { warmedUp.signal() } : nil))
            }
            if q == 0 {
                warmedUp.wait()
                wallStart = Date()
            }
        }
        // The main thread's frames: each re-lays out the next eighth of the rows.
        let batch = max(1, world.rows.count / 8)
        var frame = 0
        while !run.isFinished {
            let first = frame * batch
            sim.perform {
                for k in 0..<batch {
                    let row = world.rows[(first + k) % world.rows.count]
                    row.inset = CGFloat((first + k) % 7)
                    row.setNeedsLayout()
                }
            }
            run.advance(frames: 1)
            frame += 1
        }
        stop.raise()
        group.wait()
        let wall = Date().timeIntervalSince(wallStart)

        let recorded = sim.threadViolations.reduce(0) { $0 + $1.count }
        let counts = steps.values
        run.record(ScenarioFigure(Figure.views, Double(viewCount)))
        run.record(ScenarioFigure(Figure.queues, Double(queueCount)))
        run.record(ScenarioFigure(Figure.frames, Double(frame)))
        run.record(ScenarioFigure(Figure.wallSeconds, wall, unit: " s"))
        run.record(ScenarioFigure(Figure.framesPerSecond, wall > 0 ? Double(frame) / wall : 0, unit: "/s"))
        run.record(ScenarioFigure(Figure.violations, Double(recorded)))
        run.record(ScenarioFigure(Figure.violationsPerSecond, wall > 0 ? Double(recorded) / wall : 0, unit: "/s"))
        run.record(ScenarioFigure(Figure.steps, Double(counts.reduce(0, +))))
        run.record(ScenarioFigure(Figure.fewestSteps, Double(counts.min() ?? 0)))
        run.trace("# \(viewCount) views, \(queueCount) queues: \(frame) frames in \(String(format: "%.2f", wall)) s, "
            + "\(recorded) violations recorded (\(counts.reduce(0, +)) queue steps of \(Self.callsPerStep) calls)")
    }

    /// The off-main calls of one step, each on its own line (one record per API and line).
    static let callsPerStep = 5

    /// A background queue's work: plain synchronous UI code, as a buggy app's Swift 5 target
    /// has it. Returns the steps made.
    static func misuse(_ world: StressWorld, queue q: Int, of queues: Int, until stop: StressFlag,
                       afterFirstStep: (() -> Void)? = nil) -> Int {
        var step = 0
        while step < minimumSteps || !stop.isRaised {
            if step == 1 { afterFirstStep?() }
            let row = world.rows[(q + step * queues) % world.rows.count]
            row.setNeedsLayout()                                          // -[UIView setNeedsLayout]
            let leaves = row.subviews                                     // -[UIView subviews]
            _ = leaves[step % leaves.count].frame                         // -[UIView frame]
            row.alpha = step % 2 == 0 ? 0.9 : 1                           // -[UIView setAlpha:]
            world.bannerWidth!.constant = CGFloat(100 + step % 50)        // -[NSLayoutConstraint setConstant:]
            step += 1
        }
        return step
    }
}

/// The objects the main thread and the queues share (set up on the main queue before the
/// queues start; read-only after).
final class StressWorld: @unchecked Sendable {
    var rows: [StressRow] = []
    var bannerWidth: NSLayoutConstraint?
}

/// The board: its rows stacked, 12 points apart.
final class StressBoard: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 24
        for row in subviews where row is StressRow {
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: 10)
            y += 12
        }
    }
}

/// A row: its views side by side, inset by `inset` (changed by the main thread's frames).
final class StressRow: UIView {
    var inset: CGFloat = 0

    init(views: Int) {
        super.init(frame: .zero)
        for _ in 0..<views { addSubview(UIView()) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let views = subviews
        guard !views.isEmpty else { return }
        let width = (bounds.width - 2 * inset) / CGFloat(views.count)
        for (i, view) in views.enumerated() {
            view.frame = CGRect(x: inset + CGFloat(i) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// A flag raised once, read from any thread.
final class StressFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.lock(); raised = true; lock.unlock() }
    var isRaised: Bool { lock.lock(); defer { lock.unlock() }; return raised }
}

/// Each queue's step count.
final class StressCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]
    init(_ n: Int) { counts = Array(repeating: 0, count: n) }
    func set(_ i: Int, _ value: Int) { lock.lock(); counts[i] = value; lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return counts }
}
