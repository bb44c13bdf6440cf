import Dispatch
import Foundation
import Testing
@testable import ThreadChecker

/// The checker is process-wide; these tests use their own API names and run one at a time.
@Suite("Main thread checker and the main turn", .serialized, .collectingReports)
struct ThreadCheckerTests {

    private func violations(of api: String) -> [ThreadViolation] {
        MainThreadChecker.shared.violations.filter { $0.api == api }
    }

    @Test("the holder of the turn enters without taking it")
    func fastPath() {
        let turn = MainTurn()
        turn.begin()
        #expect(turn.isHeldByCurrentThread)
        #expect(turn.enter("-[Test fastPath]") == false)
        turn.begin()  // re-entrant
        turn.end()
        #expect(turn.isHeldByCurrentThread)
        turn.end()
        #expect(!turn.isHeldByCurrentThread)
        #expect(violations(of: "-[Test fastPath]").isEmpty)
    }

    @Test("a call from a background queue is recorded with API, queue, thread and call site")
    func backgroundCallIsRecorded() {
        let turn = MainTurn()
        let queue = DispatchQueue(label: "com.example.checker-test")
        let group = DispatchGroup()
        queue.async(group: group) {
            let entered = turn.enter("-[Test backgroundCall]")
            #expect(entered)
            #expect(turn.isHeldByCurrentThread)
            turn.exit()
        }
        group.wait()
        let records = violations(of: "-[Test backgroundCall]")
        #expect(records.count == 1)
        guard let record = records.first else { return }
        #expect(record.queueLabel == "com.example.checker-test")
        #expect(!record.isProcessMainThread)
        #expect(record.count == 1)
        #expect(record.threadID != 0)
        #expect(record.description.hasPrefix("Main Thread Checker: UI API called on a background thread: -[Test backgroundCall]"))
        #expect(record.callSite?.file.hasSuffix("ThreadCheckerTests.swift") ?? false, "call site: \(String(describing: record.callSite))")
    }

    @Test("repeated calls from one call site are counted, not repeated")
    func deduplication() {
        let turn = MainTurn()
        let group = DispatchGroup()
        for _ in 0..<5 {
            DispatchQueue.global().async(group: group) {
                if turn.enter("-[Test dedup]") { turn.exit() }
            }
            group.wait()
        }
        let records = violations(of: "-[Test dedup]")
        #expect(records.count == 1)
        #expect(records.first?.count == 5)
    }

    @Test("off-main calls wait for the holder's turn to end: state changes never interleave")
    func serialisation() {
        let turn = MainTurn()
        final class Shared: @unchecked Sendable { var value = 0; var log: [String] = [] }
        let shared = Shared()
        let group = DispatchGroup()
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: group) {
            turn.begin()
            holding.signal()
            shared.log.append("holder starts")
            release.wait()
            shared.value += 1
            shared.log.append("holder ends")
            turn.end()
        }
        holding.wait()
        DispatchQueue.global().async(group: group) {
            if turn.enter("-[Test serialisation]") {
                shared.log.append("background call")
                shared.value += 10
                turn.exit()
            }
        }
        // The background call must be blocked while the holder keeps the turn.
        Thread.sleep(forTimeInterval: 0.05)
        release.signal()
        group.wait()
        #expect(shared.log == ["holder starts", "holder ends", "background call"])
        #expect(shared.value == 11)
    }

    @Test("many queues hammering the turn still serialise")
    func contention() {
        let turn = MainTurn()
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            if turn.enter("-[Test contention]") {
                let v = counter.value
                counter.value = v + 1
                turn.exit()
            }
        }
        #expect(counter.value == 400)
        #expect((violations(of: "-[Test contention]").map(\.count).reduce(0, +)) == 400)
    }

    @Test("the calling thread's identity")
    func identity() {
        #expect(ThreadIdentity.current != 0)
        let label = DispatchQueue(label: "com.example.identity").sync { ThreadIdentity.currentQueueLabel }
        #expect(label == "com.example.identity")
        let onMain = DispatchQueue(label: "com.example.not-main").sync { ThreadIdentity.isOnMainQueue }
        #expect(!onMain)
    }
}
