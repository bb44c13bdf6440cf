import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process running a command (`run --all` starts one per scenario): its standard output
/// and error go to files, and it has a process group of its own, so a Ctrl-C at the terminal
/// reaches it only as this process passes it on (once per signal, see `Interruption`).
struct ChildProcess {
    let pid: pid_t

    /// How a child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// The status a shell would report.
        var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let number): 128 + number
            }
        }
    }

    /// Starts `executable` with `arguments`, its output to `standardOutput` and `standardError`.
    static func start(_ executable: URL, arguments: [String], standardOutput: URL, standardError: URL) throws -> ChildProcess {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput.path, flags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError.path, flags, 0o644)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        // The child starts with no signal blocked and SIGINT and SIGTERM at their defaults: the
        // spawning thread (a Dispatch worker) blocks signals, and this process ignores these two
        // (its signal sources take them), either of which the child would inherit, and then a
        // Ctrl-C passed on to it would be lost.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(result),
                          userInfo: [NSLocalizedDescriptionKey: "cannot start \(executable.path): \(String(cString: strerror(result)))"])
        }
        return ChildProcess(pid: pid)
    }

    /// Waits for the child to end.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return .exited(-1) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
