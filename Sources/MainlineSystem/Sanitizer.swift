import ThreadCheckerHooks

/// Whether the process runs under ThreadSanitizer (`--sanitize=thread`), which slows every
/// memory access several times over: latency bounds do not hold there.
public var runsUnderThreadSanitizer: Bool { mtc_thread_sanitizer_active() != 0 }
