import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// A thread-safe list of callback names, in call order.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func callAsFunction(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func clear() {
        lock.lock()
        storage = []
        lock.unlock()
    }
}

/// The expected calls of a golden trace file (comments and blank lines dropped).
func goldenTrace(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
}

/// A simulation for one test, with diagnostics kept out of the test output: deterministic
/// time (no measured app time) on the unmodeled device (the framework's work free, a 390 × 844
/// pt screen at @3x), so the times and frames a test checks are exact.
func makeSimulation(refreshRate: Double = 60) -> Simulation {
    withMainlineConfiguration(.quiet) { Simulation(refreshRate: refreshRate, clock: .deterministic, device: .unmodeled) }
}

/// A weak reference that closures may set (to see an object freed).
final class WeakBox<T: AnyObject>: @unchecked Sendable {
    weak var value: T?
    init() {}
}

/// A box for passing main-queue objects out of `start`/`perform` closures.
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

/// A view that logs its update-cycle callbacks as `name.callback`.
class LoggingView: UIView {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func updateConstraints() {
        log("\(name).updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log("\(name).layoutSubviews")
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        log("\(name).draw")
    }
}
