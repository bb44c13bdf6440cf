import Foundation
import MainlineSystem
import ThreadCheckerHooks
#if canImport(Runtime) && os(Linux)
// `Internal` SPI: building a backtrace from return addresses captured by the frame-pointer walk.
@_spi(Internal) import Runtime
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

    /// Whether file and line are known.
    public var isResolved: Bool { !file.isEmpty && line > 0 && file != "<compiler-generated>" }

    /// The file name without its directories.
    public var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }

    public var description: String {
        file.isEmpty ? function : "\(function) at \(fileName):\(line)"
    }
}

/// A stack captured for symbolicating later, if needed: return addresses, innermost first.
public struct CapturedStack: Hashable, Sendable {
    public let addresses: [UInt]

    package init(addresses: [UInt]) {
        self.addresses = addresses
    }
}

/// Finds the caller's source location from the stack, for APIs whose UIKit signatures leave
/// no room for `#fileID`/`#line` default arguments (an `override func setNeedsLayout()` must
/// keep compiling, and Swift resolves `view.setNeedsLayout()` to the overload without
/// defaults).
///
/// Capturing is a frame-pointer walk (tens of nanoseconds); symbolicating reads debug
/// information and costs tens of microseconds, so each return address is symbolicated once per
/// process and callers keep what they resolved.
public enum CallSiteResolver {
    /// Module name prefixes (as mangled) of the frames to skip: the runtime's own.
    private static let skippedModules = ["$s13ThreadChecker", "$s21MainlineSymbolication", "$s14MainlineSystem", "$s8Mainline", "$s12LayoutSolver", "$ss", "$sS", "$s10Foundation", "$s8Dispatch"]

    private static let cache = Locked<[UInt: ResolvedFrame]>([:])

    /// What one return address symbolicates to.
    private enum ResolvedFrame {
        /// A frame of the runtime, the standard library or a system library.
        case skipped
        /// A user frame, with its site (line 0 when no debug information says where).
        case user(CallSite, image: String)
    }

    #if canImport(Runtime) && os(Linux)
    static let images = ImageMap.capture()
    #endif

    /// The calling stack's return addresses (at most `limit`), without symbolicating them.
    @inline(never)
    public static func captureStack(limit: Int = 24) -> CapturedStack? {
        let addresses = [UInt](unsafeUninitializedCapacity: limit) { buffer, count in
            buffer.withMemoryRebound(to: UInt.self) { raw in
                count = Int(mtc_capture_frames(raw.baseAddress, Int32(limit), 1))
            }
        }
        return addresses.isEmpty ? nil : CapturedStack(addresses: addresses)
    }

    /// The calling stack unwound with DWARF call-frame information: slower (microseconds) than
    /// ``captureStack(limit:)``, and right through code built without frame pointers (C
    /// libraries such as libdispatch, between the caller and an interposed call).
    @inline(never)
    public static func capturePreciseStack(limit: Int = 48) -> CapturedStack? {
        #if canImport(Runtime) && os(Linux)
        guard let backtrace = try? Backtrace.capture(algorithm: .precise, limit: limit, offset: 1, top: 0, images: images) else { return nil }
        let addresses = backtrace.frames.compactMap { frame -> UInt? in
            switch frame {
            case .returnAddress(let address): UInt64(address).map(UInt.init)
            case .programCounter(let address): UInt64(address).map { UInt($0) + 1 }
            default: nil
            }
        }
        return addresses.isEmpty ? nil : CapturedStack(addresses: addresses)
        #else
        return captureStack(limit: limit)
        #endif
    }

    /// The innermost frames of the calling stack that are not the runtime's own, innermost
    /// first (empty when the stack cannot be read).
    @inline(never)
    public static func userFrames(limit: Int = 8) -> [CallSite] {
        guard let stack = captureStack(limit: 48) else { return [] }
        return resolve(stack, limit: limit).frames
    }

    /// The innermost frame that is not the runtime's own: the user's call site.
    @inline(never)
    public static func callerSite() -> CallSite? {
        guard let stack = captureStack(limit: 24) else { return nil }
        return resolve(stack, limit: 1).frames.first
    }

    /// The user's call site in a stack captured earlier.
    public static func callerSite(in stack: CapturedStack) -> CallSite? {
        resolve(stack, limit: 1).frames.first
    }

    /// The user frames of a captured stack, innermost first, and a note when the innermost
    /// has no usable file and line (why, and how to get them).
    public static func resolve(_ stack: CapturedStack, limit: Int) -> (frames: [CallSite], note: String?) {
        #if canImport(Runtime) && os(Linux)
        var resolved = cache.withLock { cache in stack.addresses.map { cache[$0] } }
        // The frames up to the `limit`th user frame are needed; the first of them not known yet:
        var found = 0
        var firstUnknown: Int?
        for (i, frame) in resolved.enumerated() where found < limit {
            guard let frame else { firstUnknown = i; break }
            if case .user = frame { found += 1 }
        }
        if let start = firstUnknown {
            // Symbol names first (a symbol-table lookup): the runtime's and the libraries' frames
            // are told apart without reading line tables. Then files and lines (slow: DWARF line
            // programs) only for the frames that may be the user's, innermost first, until
            // `limit` are found.
            let unknown = stack.addresses[start...].enumerated().filter { resolved[start + $0.offset] == nil }.map(\.element)
            let names = symbols(unknown, images: images).mapValues(\.raw)
            // Symbolication that failed altogether is not remembered: a later call tries again.
            let remembers = !names.isEmpty
            var fresh: [UInt: ResolvedFrame] = [:]
            for i in start..<stack.addresses.count where found < limit {
                let address = stack.addresses[i]
                if resolved[i] == nil {
                    if let name = names[address], !isRuntimeSymbol(name) {
                        resolved[i] = symbolicate([address])[address] ?? .skipped
                    } else {
                        resolved[i] = .skipped
                    }
                    fresh[address] = resolved[i]
                }
                if case .user? = resolved[i] { found += 1 }
            }
            if remembers { cache.withLock { cache in cache.merge(fresh) { old, _ in old } } }
        }
        var frames: [CallSite] = []
        var note: String?
        for case .user(let site, let image)? in resolved {
            if frames.isEmpty && !site.isResolved {
                note = "no line information for \(site.function) in \(image): build it with debug information "
                    + "(the debug configuration, or `-Xswiftc -g` in release) to get file and line"
            }
            frames.append(site)
            if frames.count == limit { break }
        }
        if frames.isEmpty {
            note = stack.addresses.isEmpty ? "the stack could not be read"
                : "no frame outside the runtime has symbols (code without symbols, or called from a system library)"
        }
        return (frames, note)
        #else
        return ([], "call sites are resolved on Linux only")
        #endif
    }

    /// Every frame of a captured stack, innermost first, inlined frames included (each address
    /// gives its inlined frames, innermost first, then the function it is in): the site of each
    /// frame that may be the app's, nil for the runtime's, the standard library's and the
    /// system's frames (and for compiler-made thunks). Each address is symbolicated once per
    /// process.
    public static func classify(_ stack: CapturedStack) -> [CallSite?] {
        #if canImport(Runtime) && os(Linux)
        var known = chains.withLock { chains in stack.addresses.map { chains[$0] } }
        let unknown = Array(Set(stack.addresses.indices.filter { known[$0] == nil }.map { stack.addresses[$0] }))
        if !unknown.isEmpty {
            let names = symbols(unknown, images: images).mapValues(\.raw)
            var fresh: [UInt: [CallSite?]] = [:]
            let candidates = unknown.filter { names[$0].map { !isRuntimeSymbol($0) } ?? false }
            let symbolicated = symbolicateChains(candidates)
            for address in unknown { fresh[address] = symbolicated[address] ?? [nil] }
            if !names.isEmpty { chains.withLock { chains in chains.merge(fresh) { old, _ in old } } }
            for i in known.indices where known[i] == nil { known[i] = fresh[stack.addresses[i]] }
        }
        return known.flatMap { $0 ?? [nil] }
        #else
        return stack.addresses.map { _ in nil }
        #endif
    }

    /// Each address's frames, inlined ones first, as `classify` lists them.
    private static let chains = Locked<[UInt: [CallSite?]]>([:])

    /// The function of each frame of a stack, innermost first, from the symbol table only (no
    /// line tables: cheap): its demangled name, or nil for a frame of the runtime, the standard
    /// library or the system. Cached per address.
    public static func functionNames(_ stack: CapturedStack) -> [String?] {
        #if canImport(Runtime) && os(Linux)
        var known = names.withLock { names in stack.addresses.map { names[$0] } }
        let unknown = Array(Set(stack.addresses.indices.filter { known[$0] == nil }.map { stack.addresses[$0] }))
        if !unknown.isEmpty {
            let found = symbolNamesAndDemangled(unknown)
            var fresh: [UInt: String?] = [:]
            for address in unknown {
                if let (raw, name) = found[address], !isRuntimeSymbol(raw) { fresh[address] = .some(name) } else { fresh[address] = .some(nil) }
            }
            if !found.isEmpty { names.withLock { $0.merge(fresh) { old, _ in old } } }
            for i in known.indices where known[i] == nil { known[i] = fresh[stack.addresses[i]] }
        }
        return known.map { $0 ?? nil }
        #else
        return stack.addresses.map { _ in nil }
        #endif
    }

    /// The app's frames at one address of a stack, inlined ones first (line tables read once per
    /// address; a frame the compiler gave line 0 keeps it: samples need not be exact to the
    /// statement, and repairing a line costs dozens of lookups).
    /// Without `inlinedFrames`, only the line table is read (fast): a place in inlined code has
    /// the inlined code's line, under the function it was inlined into.
    public static func sites(at address: UInt, inlinedFrames: Bool = true) -> [CallSite] {
        #if canImport(Runtime) && os(Linux)
        if !inlinedFrames {
            if let known = lineTableSites.withLock({ $0[address] }) { return known }
            let sites = symbolNamesAndDemangled([address])[address].flatMap { isRuntimeSymbol($0.raw) ? nil : lineTableSite(address) }
                .map { [$0] } ?? []
            lineTableSites.withLock { $0[address] = sites }
            return sites
        }
        if let known = quickSites.withLock({ $0[address] }) { return known }
        guard let name = symbolNamesAndDemangled([address])[address], !isRuntimeSymbol(name.raw) else {
            quickSites.withLock { $0[address] = [] }
            return []
        }
        // The line table alone first (where inlined code sits, it gives the inlined code's line);
        // the inlined frames (slow: debug information entries) only when it has no line there.
        var sites = lineTableSite(address).map { [$0] } ?? []
        if sites.first.map({ !$0.isResolved }) ?? true {
            sites = (symbolicateChains([address], repairingLineZero: false)[address] ?? []).compactMap { $0 }
        }
        quickSites.withLock { $0[address] = sites }
        return sites
        #else
        return []
        #endif
    }

    private static let quickSites = Locked<[UInt: [CallSite]]>([:])
    private static let lineTableSites = Locked<[UInt: [CallSite]]>([:])

    private static let names = Locked<[UInt: String?]>([:])

    #if canImport(Runtime) && os(Linux)
    /// ``sites(at:inlinedFrames:)`` for many addresses at once: each lookup of debug
    /// information reads the image's tables, so addresses are symbolicated together (one pass for
    /// the line tables, one for the inlined frames of those without a line), not one by one.
    public static func sites(at addresses: [UInt], inlinedFrames: Bool = true) -> [UInt: [CallSite]] {
        #if canImport(Runtime) && os(Linux)
        var result: [UInt: [CallSite]] = [:]
        var unknown: [UInt] = []
        for address in Set(addresses) {
            if let known = (inlinedFrames ? quickSites : lineTableSites).withLock({ $0[address] }) {
                result[address] = known
            } else {
                unknown.append(address)
            }
        }
        guard !unknown.isEmpty else { return result }
        let names = symbolNamesAndDemangled(unknown)
        let appAddresses = unknown.filter { names[$0].map { !isRuntimeSymbol($0.raw) } ?? false }
        let lines = lineTableSites(appAddresses)
        var fresh: [UInt: [CallSite]] = [:]
        for address in unknown { fresh[address] = lines[address].map { [$0] } ?? [] }
        if inlinedFrames {
            // Line 0 in the line table: the inlined frames say which call it is (the nearest
            // earlier line need not be: optimised code is not in source order).
            let unresolved = appAddresses.filter { fresh[$0]?.first.map { !$0.isResolved } ?? true }
            if !unresolved.isEmpty {
                let chains = symbolicateChains(unresolved, repairingLineZero: false)
                for address in unresolved { fresh[address] = (chains[address] ?? []).compactMap { $0 } }
            }
            quickSites.withLock { $0.merge(fresh) { old, _ in old } }
        } else {
            lineTableSites.withLock { $0.merge(fresh) { old, _ in old } }
        }
        return result.merging(fresh) { old, _ in old }
        #else
        return [:]
        #endif
    }

    /// The line-table sites of return addresses, symbolicated together.
    private static func lineTableSites(_ addresses: [UInt]) -> [UInt: CallSite] {
        guard !addresses.isEmpty else { return [:] }
        // (A file not on this machine is kept: without inlined frames its line is the answer.)
        let (fast, rest) = fromLineTables(addresses, repairingLineZero: false, keepingMissingFiles: true)
        var result: [UInt: CallSite] = [:]
        for (address, frame) in fast { if case .user(let site, _) = frame { result[address] = site } }
        return rest.isEmpty ? result : result.merging(runtimeLineTableSites(rest)) { fast, _ in fast }
    }

    private static func runtimeLineTableSites(_ addresses: [UInt]) -> [UInt: CallSite] {
        let backtrace = Backtrace(architecture: "x86_64", frames: addresses.map { RichFrame<UInt64>.returnAddress(UInt64($0)) },
                                  images: images)
        guard let symbolicated = backtrace.symbolicated(with: images, options: [.showSourceLocations, .useSymbolCache]) else { return [:] }
        var result: [UInt: CallSite] = [:]
        for frame in symbolicated.frames {
            guard let address = UInt64(frame.captured.originalProgramCounter).map(UInt.init), result[address] == nil,
                  case .user(let site, _) = classify(frame, returnAddress: address, repairingLineZero: false) else { continue }
            result[address] = site
        }
        return result
    }

    /// The app's site at a return address from the line table, without inlined frames.
    private static func lineTableSite(_ address: UInt) -> CallSite? {
        lineTableSites([address])[address]
    }

    /// Raw and demangled symbol names of return addresses, from the symbol table only.
    private static func symbolNamesAndDemangled(_ addresses: [UInt]) -> [UInt: (raw: String, name: String)] {
        symbols(addresses, images: images).mapValues { ($0.raw, $0.name) }
    }

    /// Whether a raw symbol belongs to the runtime, the standard library or a system library.
    static func isRuntimeSymbol(_ raw: String) -> Bool {
        skippedModules.contains(where: { raw.hasPrefix($0) }) || raw.hasPrefix("__") || !raw.hasPrefix("$s")
    }

    /// Return addresses symbolicated (each adjusted to point into its call instruction): from
    /// the line tables where they can say (fast), else by the runtime with inlined frames.
    private static func symbolicate(_ addresses: [UInt]) -> [UInt: ResolvedFrame] {
        let (result, rest) = fromLineTables(addresses, repairingLineZero: true)
        return rest.isEmpty ? result : result.merging(symbolicateWithInlinedFrames(rest)) { fast, _ in fast }
    }

    /// The frames the line tables resolve (symbol names from the symbol table, lines from
    /// ``DwarfLineTable``), and the addresses they cannot.
    private static func fromLineTables(_ addresses: [UInt], repairingLineZero: Bool,
                                       keepingMissingFiles: Bool = false) -> (resolved: [UInt: ResolvedFrame], rest: [UInt]) {
        let symbols = symbols(addresses, images: images)
        var resolved: [UInt: ResolvedFrame] = [:], rest: [UInt] = []
        for address in addresses where resolved[address] == nil {
            guard let symbol = symbols[address] else { rest.append(address); continue }
            if isRuntimeSymbol(symbol.raw) { resolved[address] = .skipped; continue }
            guard let location = tableLocation(of: address, symbolOffset: symbol.offset, repairingLineZero: repairingLineZero,
                                               keepingMissingFiles: keepingMissingFiles,
                                               images: images) else { rest.append(address); continue }
            if location.line == 0, Self.thunkPrefixes.contains(where: { symbol.name.hasPrefix($0) }) {
                resolved[address] = .skipped
                continue
            }
            var name = symbol.name
            if name.hasSuffix(" in ") { name += "top-level code" }
            resolved[address] = .user(CallSite(function: name, file: location.path, line: location.line), image: symbol.image)
        }
        return (resolved, rest)
    }

    /// Names of functions the compiler makes (reabstraction, partial application): not where
    /// the user's code is.
    static let thunkPrefixes = ["thunk for ", "reabstraction thunk", "partial apply for ", "merged ", "protocol witness for "]

    /// Return addresses symbolicated with their inlined frames (the innermost of the app's is
    /// where the call is): from the image's own tables, else by the runtime.
    private static func symbolicateWithInlinedFrames(_ addresses: [UInt]) -> [UInt: ResolvedFrame] {
        var result: [UInt: ResolvedFrame] = [:]
        var rest: [UInt] = []
        for address in addresses {
            guard let chain = tableChain(at: address, repairingLineZero: true, images: images) else { rest.append(address); continue }
            // The innermost of the app's frames at the address: standard library code inlined
            // into the app's function is part of the app's line.
            result[address] = chain.frames.lazy.compactMap { $0 }.first.map { .user($0, image: chain.image) } ?? .skipped
        }
        guard !rest.isEmpty else { return result }
        let backtrace = Backtrace(architecture: "x86_64", frames: rest.map { RichFrame<UInt64>.returnAddress(UInt64($0)) },
                                  images: images)
        guard let symbolicated = backtrace.symbolicated(with: images) else { return result }
        for frame in symbolicated.frames {
            // Inlined frames come first for an address: the innermost is where the call is.
            guard let address = UInt64(frame.captured.originalProgramCounter).map(UInt.init), result[address] == nil else { continue }
            result[address] = classify(frame, returnAddress: address)
        }
        return result
    }

    /// Symbolicates return addresses with all their inlined frames, innermost first: from the
    /// image's own tables (``DwarfInlineTable``), else by the runtime.
    private static func symbolicateChains(_ addresses: [UInt], repairingLineZero: Bool = true) -> [UInt: [CallSite?]] {
        let own = ownChains(addresses, repairingLineZero: repairingLineZero)
        let rest = addresses.filter { own[$0] == nil }
        return rest.isEmpty ? own : own.merging(runtimeChains(rest, repairingLineZero: repairingLineZero)) { own, _ in own }
    }

    /// ``symbolicateChains(_:repairingLineZero:)`` by the runtime alone (slow: the first call
    /// decodes every debugging entry of the image).
    private static func runtimeChains(_ addresses: [UInt], repairingLineZero: Bool = true) -> [UInt: [CallSite?]] {
        guard !addresses.isEmpty else { return [:] }
        let backtrace = Backtrace(architecture: "x86_64", frames: addresses.map { RichFrame<UInt64>.returnAddress(UInt64($0)) },
                                  images: images)
        guard let symbolicated = backtrace.symbolicated(with: images) else { return [:] }
        var result: [UInt: [CallSite?]] = [:]
        for frame in symbolicated.frames {
            guard let address = UInt64(frame.captured.originalProgramCounter).map(UInt.init) else { continue }
            if case .user(let site, _) = classify(frame, returnAddress: address, repairingLineZero: repairingLineZero) {
                result[address, default: []].append(site)
            } else {
                result[address, default: []].append(nil)
            }
        }
        return result
    }

    /// ``symbolicateChains(_:repairingLineZero:)`` from the image's own tables alone (nil for an
    /// address they do not cover).
    static func ownChains(_ addresses: [UInt], repairingLineZero: Bool = true) -> [UInt: [CallSite?]] {
        var result: [UInt: [CallSite?]] = [:]
        for address in addresses { result[address] = tableChain(at: address, repairingLineZero: repairingLineZero, images: images)?.frames }
        return result
    }

    private static func classify(_ frame: SymbolicatedBacktrace.Frame, returnAddress: UInt, repairingLineZero: Bool = true) -> ResolvedFrame {
        guard let symbol = frame.symbol else { return .skipped }
        let raw = symbol.rawName
        if isRuntimeSymbol(raw) {
            return .skipped
        }
        // Thunks the compiler made (reabstraction, partial application) are not where the
        // user's code is.
        if symbol.sourceLocation?.line ?? 0 == 0, thunkPrefixes.contains(where: { symbol.name.hasPrefix($0) }) {
            return .skipped
        }
        // A closure in top-level code demangles as "closure #1 in " (the enclosing context has
        // no name): say so.
        var name = symbol.name
        if name.hasSuffix(" in ") { name += "top-level code" }
        var site = CallSite(function: name, file: symbol.sourceLocation?.path ?? "", line: symbol.sourceLocation?.line ?? 0)
        if !site.isResolved, repairingLineZero, let repaired = lineBefore(returnAddress, in: raw) { site = repaired.with(function: name) }
        return .user(site, image: symbol.imageName)
    }

    /// DWARF gives line 0 (or `<compiler-generated>`) to instructions the compiler made up:
    /// the call of a getter inside a compound assignment (`label.text! += "…"`), a thunk
    /// inlined into the caller. The statement being run is the one of the nearest earlier
    /// instruction of the same function that has a line, as a debugger shows it.
    private static func lineBefore(_ returnAddress: UInt, in rawName: String) -> CallSite? {
        // Nearest first, a few bytes at a time: each address costs a run of the line program,
        // and the statement is nearly always within a few instructions (farther in instrumented
        // code: ThreadSanitizer puts a call before every memory access).
        var offset = 2
        for chunk in [6, 26, 96] {
            let candidates = (offset..<offset + chunk).map { RichFrame<UInt64>.programCounter(UInt64(returnAddress) - UInt64($0)) }
            offset += chunk
            let backtrace = Backtrace(architecture: "x86_64", frames: candidates, images: images)
            guard let symbolicated = backtrace.symbolicated(with: images) else { return nil }
            // (Frames without a symbol — padding, or the list's own end marker — are passed over;
            // an address of another function ends the search.)
            for frame in symbolicated.frames where !frame.inlined {
                guard let symbol = frame.symbol else { continue }
                guard symbol.rawName == rawName else { return nil }
                if let location = symbol.sourceLocation, location.line > 0, location.path != "<compiler-generated>" {
                    return CallSite(function: "", file: location.path, line: location.line)
                }
            }
        }
        return nil
    }
    #endif
}

extension CallSite {
    func with(function: String) -> CallSite { CallSite(function: function, file: file, line: line) }
}

extension CallSiteResolver {
    /// Runs `body` with the calling thread's stack walks stopping at the caller's frame: the
    /// stacks captured and sampled inside hold only the frames `body` runs (not those of whoever
    /// called it). Nests.
    @inline(never)
    public static func withStackBoundary<T>(_ body: () throws -> T) rethrows -> T {
        let previous = mtc_set_stack_boundary(mtc_caller_frame_address())
        defer { mtc_set_stack_boundary(previous) }
        return try body()
    }
}
