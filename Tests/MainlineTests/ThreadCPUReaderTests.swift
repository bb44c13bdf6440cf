import Foundation
@testable import Mainline
import Testing
import ThreadChecker

/// The CPU time readings that measure the app's code: from the kernel, or extended by the wall
/// clock for at most a short window.
@Suite struct ThreadCPUReaderTests {
    @Test("a sleep does not count as CPU time; work does; readings never go back")
    func readings() {
        var reader = ThreadCPUReader()
        let start = reader.read()
        // Sleeping is longer than the window: the next reading asks the kernel.
        usleep(5_000)
        let afterSleep = reader.read()
        #expect(afterSleep - start < 2_000_000, "a 5 ms sleep read as \(afterSleep - start) ns of CPU")
        // Three milliseconds of this thread's CPU time.
        let target = ThreadClock.cpuNanoseconds + 3_000_000
        var spins = 0
        while ThreadClock.cpuNanoseconds < target { spins &+= 1 }
        let afterWork = reader.read()
        #expect(afterWork - afterSleep >= 3_000_000 - ThreadCPUReader.window, "3 ms of work read as \(afterWork - afterSleep) ns")
        var previous = afterWork
        for _ in 0..<10_000 {
            let now = reader.read()
            #expect(now >= previous)
            previous = now
        }
        // Extended readings stay within the window of the kernel's.
        let kernel = ThreadClock.cpuNanoseconds
        #expect(abs(reader.read() - kernel) < ThreadCPUReader.window + 1_000_000)
        #expect(spins > 0)
    }
}
