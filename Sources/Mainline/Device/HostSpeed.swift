import Foundation
import MainlineSystem

/// How fast this host runs Swift code, as a single-core score on the scale devices are given
/// in (Geekbench 6), so the app's code measured here converts to a device's time: a second of
/// this host's CPU time is `score / device score` seconds on the device, whatever the host.
///
/// The score comes from a fixed probe — integer and floating-point arithmetic, hashing into a
/// dictionary, sorting, building strings: the kinds of work app code does — timed on the thread's
/// CPU clock (best of several runs, so load on other cores moves it little) and compared with
/// the same probe on a reference host whose score is known: `reference score × reference time /
/// this host's time`. The score is the machine's, whatever the build: a debug build runs the
/// probe slower by a known factor (``debugProbeSlowdown``), which is taken out — the app's own
/// code, compiled for debugging, is measured as the slower code it is, as a debug build of the
/// app is slower on a phone. Measured once per machine and kept in the user's cache folder, so
/// every run on a machine converts alike. `MAINLINE_HOST_SCORE` sets the score instead.
public enum HostSpeed {
    /// The probe's CPU time on the reference host (a release build), in nanoseconds: measured on
    /// an AMD EPYC (Zen 4) cloud vCPU at 2.6 GHz, the machine Mainline's CI runs on.
    static let referenceProbeNanoseconds: Double = 1_360_000
    /// The reference host's single-core score on the Geekbench 6 scale, estimated (no published
    /// Geekbench 6 score of this cloud vCPU was found): Geekbench 5 ≈ 1,250 for Zen 3 server
    /// cores at 3.5 GHz, ×1.42 to Geekbench 6 (the A15's ratio, 2,409 / 1,700), ×1.13 for Zen 4,
    /// ×2.6/3.5 for the vCPU's clock: ≈ 1,490. See `Reports/device-calibration.md`.
    static let referenceScore: Double = 1_490
    /// How much slower the probe runs in a debug build than in a release build (8.4 ms against
    /// 1.36 ms on the reference host, Swift 6.3).
    static let debugProbeSlowdown: Double = 6.2

    /// This host's score (measured or read from the cache the first time it is asked for).
    public static var score: Double { measured.score }

    /// The score a device with `device.appCode` needs (only a score-based device asks).
    static func score(for device: Device) -> Double {
        if case .singleCoreScore = device.appCode { return score } else { return referenceScore }
    }

    /// How the score was found, for reports ("measured: probe 9.1 ms", "cached", "set by
    /// MAINLINE_HOST_SCORE").
    public static var provenance: String { measured.provenance }

    private static let measured: (score: Double, provenance: String) = {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["MAINLINE_HOST_SCORE"], let value = Double(text), value.isFinite, value > 0 {
            return (value, "set by MAINLINE_HOST_SCORE")
        }
        let key = cacheKey
        if let cached = readCache(key) { return (cached, "probed earlier on this machine") }
        #if DEBUG
        let nanoseconds = probeNanoseconds() / debugProbeSlowdown
        #else
        let nanoseconds = probeNanoseconds()
        #endif
        let score = referenceScore * referenceProbeNanoseconds / max(1, nanoseconds)
        writeCache(key, score)
        return (score, String(format: "probed: %.1f ms", nanoseconds / 1e6))
    }()

    // MARK: - The probe

    /// The probe's CPU time: the best of five runs.
    static func probeNanoseconds() -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = ThreadClock.cpuNanoseconds
            blackHole(probe())
            best = min(best, Double(ThreadClock.cpuNanoseconds - start))
        }
        return best
    }

    /// The fixed work: arithmetic, a dictionary, a sort, strings.
    @inline(never)
    static func probe() -> Int {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        var counts: [Int: Int] = [:]
        var values: [Double] = []
        values.reserveCapacity(4_096)
        for i in 0..<40_000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            counts[Int(x >> 52), default: 0] += 1
            if i % 10 == 0 { values.append(Double(x >> 11) / Double(1 << 53) * 100) }
        }
        values.sort()
        var sum = 0.0
        for v in values { sum += v.squareRoot() * 1.000_1 }
        var text = ""
        for i in 0..<2_000 { text += "item \(i % 97) " }
        return counts.count &+ Int(sum) &+ text.utf8.count
    }

    @inline(never)
    private static func blackHole(_ value: Int) {
        if value == 42 { print("") }
    }

    // MARK: - The cache

    private static var cacheKey: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }.map(String.init) ?? "unknown cpu"
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return "v2|\(cpu)|\(build)"
    }

    private static var cacheFile: URL? {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
        return base?.appendingPathComponent("mainline/host-speed.json")
    }

    private static func readCache(_ key: String) -> Double? {
        guard let url = cacheFile, let data = try? Data(contentsOf: url),
              let entries = try? JSONDecoder().decode([String: Double].self, from: data), let score = entries[key],
              score.isFinite, score > 0 else { return nil }
        return score
    }

    private static func writeCache(_ key: String, _ score: Double) {
        guard let url = cacheFile else { return }
        var entries = (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode([String: Double].self, from: $0) } ?? [:]
        entries[key] = score
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(entries) {
            // Written whole under a temporary name, then renamed: a reader never sees half of it.
            let temporary = url.appendingPathExtension("\(getpid()).tmp")
            if (try? data.write(to: temporary)) != nil { rename(temporary.path, url.path) }
        }
    }
}
