import Foundation
import MainlineSystem
import ThreadCheckerHooks
#if canImport(Runtime) && os(Linux)
@_spi(Internal) import Runtime

/// Files and lines from each image's decoded line tables (``DwarfLineTable``): symbol names still
/// come from the runtime's symbol cache, but a line is a binary search instead of a run of the
/// compilation unit's line program.
extension CallSiteResolver {
    /// One image's line table and where it is loaded.
    struct LoadedLineTable {
        let table: DwarfLineTable
        let base: UInt64
        /// A runtime address as the table's (link-time) address.
        func linkAddress(_ address: UInt64) -> UInt64 { address &- base &+ table.linkBase }
    }

    private static let lineTables = Locked<[String: LoadedLineTable?]>([:])
    private static let existingFiles = Locked<[String: Bool]>([:])

    /// Held while a table is read: a second asker waits for the first's table instead of
    /// reading it again (``prepareTablesInBackground()`` may be reading it).
    private static let lineTableReading = NSLock()
    private static let symbolTableReading = NSLock()

    /// The line table of the image `address` is in (read the first time it is asked for).
    static func lineTable(containing address: UInt64, images: ImageMap) -> LoadedLineTable? {
        guard let index = images.indexOfImage(at: Backtrace.Address(address)) else { return nil }
        let image = images[index]
        guard let path = image.path, let base = UInt64(image.baseAddress) else { return nil }
        if let known = lineTables.withLock({ $0[path] }) { return known }
        lineTableReading.lock()
        defer { lineTableReading.unlock() }
        if let known = lineTables.withLock({ $0[path] }) { return known }
        // (The units' ranges come from the image's debugging entries, read for the inlined
        // frames too.)
        let units = inlineTables.withLock { state -> [DwarfLineTable.UnitLines] in
            if state[path] == nil { state[path] = .some(DwarfInlineTable(elfAt: path)) }
            return state[path]??.unitLines ?? []
        }
        let loaded = DwarfLineTable(elfAt: path, units: units).map { LoadedLineTable(table: $0, base: base) }
        lineTables.withLock { $0[path] = .some(loaded) }
        return loaded
    }

    private static let symbolTables = Locked<[String: ElfFunctionSymbols?]>([:])
    private static let demangledNames = Locked<[String: String]>([:])

    /// The function symbols of the image at `path` (read the first time it is asked for).
    private static func symbolTable(at path: String) -> ElfFunctionSymbols? {
        if let known = symbolTables.withLock({ $0[path] }) { return known }
        symbolTableReading.lock()
        defer { symbolTableReading.unlock() }
        if let known = symbolTables.withLock({ $0[path] }) { return known }
        let table = ElfFunctionSymbols(elfAt: path)
        symbolTables.withLock { $0[path] = .some(table) }
        return table
    }

    /// Reads the tables that name this process's code on a thread of their own (see
    /// ``prepareTables()``), so that the first call site a report names does not wait for
    /// them: a run that writes reports starts this while it runs. Tables are read once,
    /// whoever asks first; an asker waits for a table being read.
    public static func prepareTablesInBackground() {
        let thread = Thread { prepareTables() }
        thread.name = "Mainline symbol tables"
        thread.start()
    }

    /// Reads the image map, the symbol, scope and line tables of the image this module is
    /// linked into (the app's), and the symbol tables of the other images (stacks sampled in
    /// the app's code pass through the libraries it calls). Returns the app image's path.
    @discardableResult
    static func prepareTables() -> String? {
        let images = self.images
        // (An address of this module's code: the return address into this function.)
        guard let own = captureStack(limit: 1)?.addresses.first.map(UInt64.init),
              let index = images.indexOfImage(at: Backtrace.Address(own)), let path = images[index].path else { return nil }
        _ = symbolTable(at: path)
        _ = lineTable(containing: own, images: images)
        for other in 0..<images.count where other != index {
            if let otherPath = images[other].path { _ = symbolTable(at: otherPath) }
        }
        return path
    }

    /// The symbols of return addresses from the symbol table: raw and demangled names, the
    /// offset into the symbol (from the byte before the return address, as the runtime
    /// measures), and the image's name. From the image's own `.symtab`; the runtime is asked
    /// only for images without one.
    static func symbols(_ addresses: [UInt], images: ImageMap) -> [UInt: (raw: String, name: String, offset: Int, image: String)] {
        guard !addresses.isEmpty else { return [:] }
        var result: [UInt: (raw: String, name: String, offset: Int, image: String)] = [:]
        var rest: [UInt] = []
        for address in addresses where result[address] == nil {
            guard address > 0, let index = images.indexOfImage(at: Backtrace.Address(UInt64(address))),
                  let path = images[index].path, let base = UInt64(images[index].baseAddress),
                  let table = symbolTable(at: path),
                  let symbol = table.symbol(at: UInt64(address) - 1 &- base &+ table.linkBase) else {
                rest.append(address)
                continue
            }
            result[address] = (symbol.raw, demangledName(symbol.raw), symbol.offset, images[index].name ?? path)
        }
        return rest.isEmpty ? result : result.merging(runtimeSymbols(rest, images: images)) { own, _ in own }
    }

    /// ``symbols(_:images:)`` from the runtime's symbol tables alone.
    static func runtimeSymbols(_ addresses: [UInt], images: ImageMap) -> [UInt: (raw: String, name: String, offset: Int, image: String)] {
        let backtrace = Backtrace(architecture: "x86_64", frames: addresses.map { RichFrame<UInt64>.returnAddress(UInt64($0)) },
                                  images: images)
        guard let symbolicated = backtrace.symbolicated(with: images, options: [.useSymbolCache]) else { return [:] }
        var result: [UInt: (raw: String, name: String, offset: Int, image: String)] = [:]
        for frame in symbolicated.frames where !frame.inlined {
            guard let address = UInt64(frame.captured.originalProgramCounter).map(UInt.init), result[address] == nil,
                  let symbol = frame.symbol else { continue }
            result[address] = (symbol.rawName, symbol.name, symbol.offset, symbol.imageName)
        }
        return result
    }

    /// A raw symbol demangled (cached).
    static func demangledName(_ raw: String) -> String {
        if let known = demangledNames.withLock({ $0[raw] }) { return known }
        let name = demangle(raw)
        demangledNames.withLock { $0[raw] = name }
        return name
    }

    /// The file and line of a return address from its image's line table (the call instruction
    /// is the byte before it); line 0 (code the compiler made up) is repaired, when asked, from
    /// the nearest earlier line of the same function. Nil when the table cannot say, or names a
    /// file not on this machine unless `keepingMissingFiles` (the standard library's code inlined
    /// into the app's: the inlined frames tell those apart).
    static func tableLocation(of returnAddress: UInt, symbolOffset: Int, repairingLineZero: Bool, keepingMissingFiles: Bool = false,
                              images: ImageMap) -> (path: String, line: Int)? {
        let address = UInt64(returnAddress)
        guard address > 0, let loaded = lineTable(containing: address, images: images) else { return nil }
        let link = loaded.linkAddress(address - 1)
        guard var location = loaded.table.location(of: link) else { return nil }
        if location.line == 0 || location.path == "<compiler-generated>" {
            guard repairingLineZero else { return location }
            // (The runtime measures a return address's offset from the byte before it.)
            let start = link &- UInt64(max(0, symbolOffset))
            guard let repaired = loaded.table.lineAtOrBefore(link, notBefore: start) else { return location }
            location = repaired
        }
        return keepingMissingFiles || fileExists(location.path) ? location : nil
    }

    /// Each image's function scopes (``DwarfInlineTable``); used under the lock.
    private static let inlineTables = Locked<[String: DwarfInlineTable?]>([:])

    /// The frames at a return address from the image's own tables, innermost first: the
    /// functions inlined there, then the function they are in; each the app's site, or nil for
    /// the runtime's, the standard library's and the system's frames and for compiler-made
    /// thunks. Nil when the tables do not cover the address. A frame the compiler gave line 0
    /// takes, when asked, the nearest earlier line of its scope, as a debugger shows it.
    static func tableChain(at returnAddress: UInt, repairingLineZero: Bool, images: ImageMap) -> (frames: [CallSite?], image: String)? {
        let address = UInt64(returnAddress)
        guard address > 0, let loaded = lineTable(containing: address, images: images),
              let index = images.indexOfImage(at: Backtrace.Address(address)), let path = images[index].path else { return nil }
        let link = loaded.linkAddress(address - 1)
        // Code no scope covers (a thunk the compiler made without debugging entries) is the
        // symbol table's function alone.
        var outside: [DwarfInlineTable.Scope] {
            guard let symbol = symbols([returnAddress], images: images)[returnAddress] else { return [] }
            return [.init(rawName: symbol.raw, path: "", line: 0, start: link &- UInt64(max(0, symbol.offset)))]
        }
        return inlineTables.withLock { state -> (frames: [CallSite?], image: String)? in
            if state[path] == nil { state[path] = .some(DwarfInlineTable(elfAt: path)) }
            guard let table = state[path]! else { return nil }
            let scopes = table.scopes(at: link) ?? outside
            guard !scopes.isEmpty else { return nil }
            var frames: [CallSite?] = []
            for (i, scope) in scopes.enumerated() {
                var location: (path: String, line: Int)? = i == 0 ? loaded.table.location(of: link) : (scope.path, scope.line)
                if i == 0, repairingLineZero, let found = location, found.line == 0 || found.path == "<compiler-generated>" {
                    location = loaded.table.lineAtOrBefore(link, notBefore: scope.start) ?? found
                }
                guard let raw = scope.rawName, !isRuntimeSymbol(raw) else { frames.append(nil); continue }
                var name = demangledName(raw)
                let line = location?.line ?? 0
                if line == 0, thunkPrefixes.contains(where: { name.hasPrefix($0) }) { frames.append(nil); continue }
                // A closure in top-level code demangles as "closure #1 in " (its context has no name).
                if name.hasSuffix(" in ") { name += "top-level code" }
                frames.append(CallSite(function: name, file: location?.path ?? "", line: line))
            }
            return (frames, images[index].name ?? path)
        }
    }

    private static func demangle(_ raw: String) -> String {
        raw.withCString { pointer in
            guard let demangled = mtc_demangle(pointer, strlen(pointer)) else { return raw }
            defer { free(demangled) }
            let text = String(cString: demangled)
            return text.isEmpty ? raw : text
        }
    }

    private static func fileExists(_ path: String) -> Bool {
        if let known = existingFiles.withLock({ $0[path] }) { return known }
        let exists = FileManager.default.fileExists(atPath: path)
        existingFiles.withLock { $0[path] = exists }
        return exists
    }
}
#else
extension CallSiteResolver {
    /// Nothing to prepare where the runtime's symbolication is not used.
    public static func prepareTablesInBackground() {}
}
#endif
