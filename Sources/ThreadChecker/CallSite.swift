import Foundation
#if canImport(Runtime) && os(Linux)
import Runtime
#endif

/// A place in the caller's source code.
public struct CallSite: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The function, demangled (e.g. `FeedView.load()`).
    public var function: String
    /// The source file (as recorded in debug information), or empty when unknown.
    public var file: String
    /// The line, or 0 when unknown.
    public var line: Int

    public init(function: String, file: String, line: Int) {
        self.function = function
        self.file = file
        self.line = line
    }

    /// The file name without its directories.
    public var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }

    public var description: String {
        file.isEmpty ? function : "\(function) at \(fileName):\(line)"
    }
}

/// A stack captured for symbolicating later, if needed.
public struct CapturedStack: @unchecked Sendable {
    #if canImport(Runtime) && os(Linux)
    let backtrace: Backtrace
    #endif
}

/// Finds the caller's source location from the stack, for APIs whose UIKit signatures leave
/// no room for `#fileID`/`#line` default arguments (an `override func setNeedsLayout()` must
/// keep compiling, and Swift resolves `view.setNeedsLayout()` to the overload without
/// defaults). Used on slow paths only: capturing costs a few microseconds with the cached
/// image map, and each return address is symbolicated once.
public enum CallSiteResolver {
    /// Module name prefixes (as mangled) of the frames to skip: the runtime's own.
    private static let skippedModules = ["$s13ThreadChecker", "$s8Mainline", "$s12LayoutSolver", "$ss", "$sSo", "$s10Foundation", "$s8Dispatch"]

    private static let cache = Locked<[UInt64: CallSite?]>([:])

    #if canImport(Runtime) && os(Linux)
    private static let images = ImageMap.capture()
    #endif

    /// The innermost frames of the calling stack that are not the runtime's own, innermost
    /// first (empty when the stack cannot be read).
    public static func userFrames(limit: Int = 8) -> [CallSite] {
        #if canImport(Runtime) && os(Linux)
        guard let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 48, offset: 1, top: 0, images: images) else {
            return []
        }
        return sites(of: backtrace, limit: limit)
        #else
        return []
        #endif
    }

    #if canImport(Runtime) && os(Linux)
    /// The user frames of a captured backtrace, innermost first; each address is symbolicated
    /// once per process.
    private static func sites(of backtrace: Backtrace, limit: Int) -> [CallSite] {
        var pending: [UInt64] = []
        for frame in backtrace.frames {
            guard let address = UInt64(frame.adjustedProgramCounter) else { continue }
            pending.append(address)
        }
        let known = cache.withLock { cache in pending.map { cache[$0] } }
        if known.contains(where: { $0 == nil }), let symbolicated = backtrace.symbolicated(with: images) {
            var resolved: [UInt64: CallSite?] = [:]
            for frame in symbolicated.frames {
                guard let address = UInt64(frame.captured.adjustedProgramCounter),
                      resolved[address] == nil else { continue }
                resolved[address] = site(of: frame)
            }
            cache.withLock { cache in cache.merge(resolved) { old, _ in old } }
        }
        let sites = cache.withLock { cache in pending.map { cache[$0] ?? nil } }
        var result: [CallSite] = []
        for case let site? in sites {
            result.append(site)
            if result.count == limit { break }
        }
        return result
    }
    #endif

    /// The innermost frame that is not the runtime's own: the user's call site.
    public static func callerSite() -> CallSite? {
        userFrames(limit: 1).first
    }

    /// The calling stack, captured without symbolicating it (a frame-pointer walk: cheap enough
    /// to take on every invalidation); `callerSite(in:)` resolves it later, if it is needed.
    public static func captureStack() -> CapturedStack? {
        #if canImport(Runtime) && os(Linux)
        // Sixteen frames reach past the runtime's own (a setter, the invalidation, this call)
        // to the user's. (The cached image map must be passed: without it the capture reads
        // the process's maps each time.)
        guard let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 16, offset: 1, top: 0, images: images) else { return nil }
        return CapturedStack(backtrace: backtrace)
        #else
        return nil
        #endif
    }

    /// The user's call site in a stack captured earlier.
    public static func callerSite(in stack: CapturedStack) -> CallSite? {
        #if canImport(Runtime) && os(Linux)
        return sites(of: stack.backtrace, limit: 1).first
        #else
        return nil
        #endif
    }

    #if canImport(Runtime) && os(Linux)
    private static func site(of frame: SymbolicatedBacktrace.Frame) -> CallSite? {
        guard let symbol = frame.symbol else { return nil }
        let raw = symbol.rawName
        if skippedModules.contains(where: { raw.hasPrefix($0) }) || raw.hasPrefix("__") || !raw.hasPrefix("$s") {
            return nil
        }
        let location = symbol.sourceLocation
        // A closure in top-level code demangles as "closure #1 in " (the enclosing context has
        // no name): say so.
        var name = symbol.name
        if name.hasSuffix(" in ") { name += "top-level code" }
        return CallSite(function: name, file: location?.path ?? "", line: location?.line ?? 0)
    }
    #endif
}
