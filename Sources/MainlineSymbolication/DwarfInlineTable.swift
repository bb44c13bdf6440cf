#if os(Linux)
import Foundation
import MainlineSystem

/// The function scopes of an ELF image's DWARF debugging information (`.debug_info`, versions 2
/// to 5): for an address, the function it is in and the functions inlined there, each with the
/// place it was called from. (The runtime's own symbolication decodes every debugging entry of
/// the image, into a dictionary each, the first time it is asked for inlined frames: a third of a
/// second for this package's command. Here a unit's entries are decoded once, when an address in
/// it is first asked for, into a compact index.)
///
/// Not thread-safe: callers serialise.
final class DwarfInlineTable {
    /// A scope at an address: the function's raw (mangled) name, and the place in it: for all
    /// but the innermost, the call of the scope inlined into it (the innermost's place is the
    /// line table's).
    struct Scope {
        var rawName: String?
        var path: String
        var line: Int
        /// The scope's lowest address (link-time): where a search for an earlier line stops.
        var start: UInt64
    }

    private let file: MappedFile
    private let info: UnsafeRawBufferPointer
    private let abbrevSection: UnsafeRawBufferPointer
    private let sections: ElfSections
    private var units: [Unit] = []
    private var abbrevTables: [Int: AbbrevTable] = [:]
    private var names: [Int: String?] = [:]

    /// Maps the ELF file at `path`; nil when it has no debugging information (or it is
    /// compressed, or not understood).
    init?(elfAt path: String) {
        guard let file = MappedFile(path: path), let sections = ElfSections(file.bytes),
              let info = sections["debug_info"], let abbrev = sections["debug_abbrev"] else { return nil }
        self.file = file
        self.sections = sections
        self.info = info
        self.abbrevSection = abbrev
        readUnits()
    }

    /// Each unit's address ranges and where its line program is (for ``DwarfLineTable``).
    var unitLines: [DwarfLineTable.UnitLines] {
        units.compactMap { unit in unit.stmtList.map { DwarfLineTable.UnitLines(ranges: unit.ranges, stmtList: $0) } }
    }

    /// The scopes at `address` (link-time), innermost first: the inlined functions, then the
    /// function they are in. Nil when no unit's ranges cover the address.
    func scopes(at address: UInt64) -> [Scope]? {
        guard let (unit, index, top) = units(containing: address).lazy.compactMap({ unit -> (Unit, ScopeIndex, Int)? in
            let index = self.scopeIndex(of: unit)
            return index.function(containing: address).map { (unit, index, $0) }
        }).first else { return nil }
        // The deepest scope of the function that covers the address; then out through parents.
        var deepest = top, deepestDepth = -1
        for i in top..<index.subtreeEnd[top] where index.scopes[i].depth > deepestDepth && index.covers(i, address) {
            deepest = i
            deepestDepth = Int(index.scopes[i].depth)
        }
        var chain: [Scope] = []
        var current = deepest, callee: Int?
        while current >= 0 {
            let scope = index.scopes[current]
            var entry = Scope(rawName: name(ofEntryAt: Int(scope.nameEntry)), path: "", line: 0, start: index.start(of: current))
            if let callee {
                let inner = index.scopes[callee]
                entry.path = unit.file(Int(inner.callFile), lines: sections["debug_line"], strings: lineStrings)
                entry.line = Int(inner.callLine)
            }
            chain.append(entry)
            callee = current
            current = Int(scope.parent)
        }
        return chain
    }

    private var lineStrings: (line: UnsafeRawBufferPointer?, str: UnsafeRawBufferPointer?) {
        (sections["debug_line_str"], sections["debug_str"])
    }

    // MARK: Units

    /// A compilation unit: its header, what its root entry says, and its scopes once decoded.
    final class Unit {
        let offset: Int
        let entriesStart: Int
        let end: Int
        let version: UInt16
        let addressSize: Int
        let offsetSize: Int
        let abbrevs: AbbrevTable
        var ranges: [Range<UInt64>] = []
        var lowPC: UInt64 = 0
        var stmtList: Int?
        // (DWARF 5's defaults: just past each section's header.)
        lazy var strOffsetsBase = offsetSize == 8 ? 16 : 8
        lazy var addrBase = 8
        lazy var rnglistsBase = offsetSize == 8 ? 20 : 12
        var index: ScopeIndex?
        private var fileNames: (names: [String], first: Int)?

        init(offset: Int, entriesStart: Int, end: Int, version: UInt16, addressSize: Int, offsetSize: Int, abbrevs: AbbrevTable) {
            self.offset = offset
            self.entriesStart = entriesStart
            self.end = end
            self.version = version
            self.addressSize = addressSize
            self.offsetSize = offsetSize
            self.abbrevs = abbrevs
        }

        /// File `number` of the unit's line-table header.
        func file(_ number: Int, lines: UnsafeRawBufferPointer?, strings: (line: UnsafeRawBufferPointer?, str: UnsafeRawBufferPointer?)) -> String {
            if fileNames == nil {
                fileNames = ([], 1)
                if let lines, let stmtList, stmtList < lines.count {
                    var cursor = ByteCursor(lines, at: stmtList)
                    if let program = LineProgram(&cursor, strings: strings) { fileNames = (program.fileNames, program.firstFile) }
                }
            }
            let position = number - fileNames!.first
            return position >= 0 && position < fileNames!.names.count ? fileNames!.names[position] : ""
        }
    }

    /// Reads every unit's header and root entry (its ranges), not its other entries.
    private func readUnits() {
        var cursor = ByteCursor(info)
        while !cursor.atEnd {
            let offset = cursor.offset
            var length = UInt64(cursor.read(UInt32.self))
            var offsetSize = 4
            if length == 0xffff_ffff { length = cursor.read(UInt64.self); offsetSize = 8 }
            guard length > 0, length <= UInt64(info.count - cursor.offset) else { break }
            let end = cursor.offset + Int(length)
            defer { cursor.offset = end }
            let version = cursor.read(UInt16.self)
            guard (2...5).contains(version) else { continue }
            var addressSize = 8, abbrevOffset = 0
            if version >= 5 {
                let type = cursor.read(UInt8.self)
                addressSize = Int(cursor.read(UInt8.self))
                abbrevOffset = readOffset(&cursor, offsetSize)
                // Skeleton and split units carry an id; type units a signature and an offset.
                guard type == 1 /* compile */ || type == 3 /* partial */ else { continue }
            } else {
                abbrevOffset = readOffset(&cursor, offsetSize)
                addressSize = Int(cursor.read(UInt8.self))
            }
            guard addressSize == 4 || addressSize == 8, let abbrevs = abbrevTable(at: abbrevOffset) else { continue }
            let unit = Unit(offset: offset, entriesStart: cursor.offset, end: end, version: version, addressSize: addressSize,
                            offsetSize: offsetSize, abbrevs: abbrevs)
            readRootEntry(of: unit)
            units.append(unit)
        }
    }

    private func readRootEntry(of unit: Unit) {
        var cursor = ByteCursor(info, at: unit.entriesStart)
        let code = cursor.uleb()
        guard let abbrev = unit.abbrevs[code] else { return }
        // Bases first: the root entry's own addresses and ranges may be indexes relative to them.
        var values: [(attribute: UInt64, form: UInt64, value: Value)] = []
        for spec in abbrev.attributes {
            let value = read(spec.form, implicit: spec.implicit, &cursor, unit)
            switch spec.attribute {
            case 0x10: if case .number(let v) = value { unit.stmtList = Int(clamping: v) }
            case 0x72: if case .number(let v) = value { unit.strOffsetsBase = Int(clamping: v) }
            case 0x73, 0x2133: if case .number(let v) = value { unit.addrBase = Int(clamping: v) }
            case 0x74: if case .number(let v) = value { unit.rnglistsBase = Int(clamping: v) }
            default: values.append((spec.attribute, spec.form, value))
            }
        }
        var high: (value: UInt64, isOffset: Bool)?
        var rangesValue: (Value, UInt64)?
        for (attribute, form, value) in values {
            switch attribute {
            case 0x11: unit.lowPC = address(value, unit) ?? 0
            case 0x12: if let v = address(value, unit) { high = (v, Self.isConstant(form)) }
            case 0x55: rangesValue = (value, form)
            default: break
            }
        }
        if let (value, form) = rangesValue {
            unit.ranges = ranges(value, form: form, base: unit.lowPC, unit)
        } else if let high {
            let end = high.isOffset ? unit.lowPC &+ high.value : high.value
            if end > unit.lowPC { unit.ranges = [unit.lowPC..<end] }
        }
    }

    /// The units whose ranges cover `address` (usually one).
    private func units(containing address: UInt64) -> [Unit] {
        units.filter { unit in unit.ranges.contains { $0.contains(address) } }
    }

    private func unit(atInfoOffset offset: Int) -> Unit? {
        var low = 0, high = units.count
        while low < high {
            let mid = (low + high) / 2
            if units[mid].offset <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, offset < units[low - 1].end else { return nil }
        return units[low - 1]
    }

    // MARK: Scopes

    /// A unit's subprograms and inlined subroutines that have addresses, in entry order.
    struct ScopeIndex {
        struct Entry {
            var parent: Int32
            var depth: Int32
            var rangeStart: Int32
            var rangeCount: Int32
            /// The entry (in `.debug_info`) whose name is the scope's: its abstract origin, or itself.
            var nameEntry: Int
            var callFile: Int32
            var callLine: Int32
        }
        var scopes: [Entry] = []
        var ranges: [Range<UInt64>] = []
        /// For each scope, the index after the last scope nested in it.
        var subtreeEnd: [Int] = []
        /// The outermost scopes' ranges, sorted by start: (start, end, scope).
        var functions: [(start: UInt64, end: UInt64, scope: Int)] = []

        func covers(_ scope: Int, _ address: UInt64) -> Bool {
            let entry = scopes[scope]
            return ranges[Int(entry.rangeStart)..<Int(entry.rangeStart + entry.rangeCount)].contains { $0.contains(address) }
        }

        func start(of scope: Int) -> UInt64 {
            let entry = scopes[scope]
            return ranges[Int(entry.rangeStart)..<Int(entry.rangeStart + entry.rangeCount)].map(\.lowerBound).min() ?? 0
        }

        func function(containing address: UInt64) -> Int? {
            var low = 0, high = functions.count
            while low < high {
                let mid = (low + high) / 2
                if functions[mid].start <= address { low = mid + 1 } else { high = mid }
            }
            // (Folded duplicates may overlap: look back a little.)
            var i = low - 1
            while i >= 0, i >= low - 8 {
                if functions[i].start <= address, address < functions[i].end { return functions[i].scope }
                i -= 1
            }
            return nil
        }
    }

    private func scopeIndex(of unit: Unit) -> ScopeIndex {
        if let index = unit.index { return index }
        var index = ScopeIndex()
        var cursor = ByteCursor(info, at: unit.entriesStart)
        // The open entries with children: the scope in effect inside each (-1: none), and the
        // scope the entry itself made (-1: none).
        var open: [(inside: Int, made: Int)] = []
        while cursor.offset < unit.end, !cursor.atEnd {
            let entryOffset = cursor.offset
            let code = cursor.uleb()
            if code == 0 {
                guard let closed = open.popLast() else { break }
                if closed.made >= 0 { index.subtreeEnd[closed.made] = index.scopes.count }
                continue
            }
            guard let abbrev = unit.abbrevs[code] else { break }
            let isScope = abbrev.tag == 0x2e || abbrev.tag == 0x1d
            let parent = open.last?.inside ?? -1
            guard isScope else {
                for spec in abbrev.attributes { skip(spec.form, &cursor, unit) }
                if abbrev.hasChildren { open.append((parent, -1)) }
                continue
            }
            var low: UInt64?, high: (value: UInt64, isOffset: Bool)?, rangesValue: (Value, UInt64)?
            var origin: Int?, callFile: Int32 = 0, callLine: Int32 = 0
            for spec in abbrev.attributes {
                switch spec.attribute {
                case 0x11: low = address(read(spec.form, implicit: spec.implicit, &cursor, unit), unit)
                case 0x12:
                    if let v = address(read(spec.form, implicit: spec.implicit, &cursor, unit), unit) { high = (v, Self.isConstant(spec.form)) }
                case 0x55: rangesValue = (read(spec.form, implicit: spec.implicit, &cursor, unit), spec.form)
                case 0x31, 0x47:
                    // An abstract origin names the scope; a specification only when there is no origin.
                    if case .reference(let target) = read(spec.form, implicit: spec.implicit, &cursor, unit), spec.attribute == 0x31 || origin == nil {
                        origin = target
                    }
                case 0x58: if case .number(let v) = read(spec.form, implicit: spec.implicit, &cursor, unit) { callFile = Int32(clamping: v) }
                case 0x59: if case .number(let v) = read(spec.form, implicit: spec.implicit, &cursor, unit) { callLine = Int32(clamping: v) }
                default: skip(spec.form, &cursor, unit)
                }
            }
            var scopeRanges: [Range<UInt64>] = []
            if let (value, form) = rangesValue {
                scopeRanges = ranges(value, form: form, base: unit.lowPC, unit)
            } else if let low, let high, low != 0 {
                let end = high.isOffset ? low &+ high.value : high.value
                if end > low { scopeRanges = [low..<end] }
            }
            var made = -1
            if !scopeRanges.isEmpty {
                made = index.scopes.count
                index.scopes.append(.init(parent: Int32(parent), depth: parent >= 0 ? index.scopes[parent].depth + 1 : 0,
                                          rangeStart: Int32(index.ranges.count), rangeCount: Int32(scopeRanges.count),
                                          nameEntry: abbrev.tag == 0x1d ? (origin ?? entryOffset) : entryOffset,
                                          callFile: callFile, callLine: callLine))
                index.ranges += scopeRanges
                index.subtreeEnd.append(index.scopes.count)
                if parent < 0 {
                    for range in scopeRanges { index.functions.append((range.lowerBound, range.upperBound, made)) }
                }
            }
            if abbrev.hasChildren { open.append((made >= 0 ? made : parent, made)) }
        }
        for entry in open where entry.made >= 0 { index.subtreeEnd[entry.made] = index.scopes.count }
        index.functions.sort { $0.start < $1.start }
        unit.index = index
        return index
    }

    /// The raw name of the entry at `offset` in `.debug_info`: its linkage name, else that of
    /// its abstract origin or specification, else its plain name.
    private func name(ofEntryAt offset: Int, depth: Int = 0) -> String? {
        if let known = names[offset] { return known }
        guard depth < 6, let unit = unit(atInfoOffset: offset) else { return nil }
        var cursor = ByteCursor(info, at: offset)
        guard let abbrev = unit.abbrevs[cursor.uleb()] else { return nil }
        var linkage: String?, plain: String?, next: Int?
        for spec in abbrev.attributes {
            let value = read(spec.form, implicit: spec.implicit, &cursor, unit)
            switch spec.attribute {
            case 0x6e, 0x2007: linkage = string(value, unit)
            case 0x03: plain = string(value, unit)
            case 0x31, 0x47: if case .reference(let target) = value, target != offset { next = next ?? target }
            default: break
            }
        }
        let found = linkage ?? next.flatMap { name(ofEntryAt: $0, depth: depth + 1) } ?? plain
        names[offset] = found
        return found
    }

    // MARK: Abbreviations

    /// One unit's abbreviations: each entry's tag, whether it has children, its attributes.
    /// Read as far as asked: a unit's root entry (all that is read of most units) uses the
    /// first, and a binary has a table for each of its hundreds of source files.
    final class AbbrevTable {
        struct Abbrev {
            var tag: UInt64
            var hasChildren: Bool
            var attributes: [(attribute: UInt64, form: UInt64, implicit: Int64)]
        }
        private var dense: [Abbrev?] = []
        private var sparse: [UInt64: Abbrev] = [:]
        private var cursor: ByteCursor
        private var complete = false

        init(_ section: UnsafeRawBufferPointer, at offset: Int) {
            cursor = ByteCursor(section, at: offset)
        }

        subscript(code: UInt64) -> Abbrev? {
            while true {
                if let found = code < UInt64(dense.count) ? dense[Int(code)] : sparse[code] { return found }
                guard readNext() else { return nil }
            }
        }

        /// Reads the next abbreviation; false at the table's end.
        private func readNext() -> Bool {
            guard !complete, !cursor.atEnd else { complete = true; return false }
            let code = cursor.uleb()
            guard code != 0 else { complete = true; return false }
            let tag = cursor.uleb()
            let hasChildren = cursor.read(UInt8.self) != 0
            var attributes: [(UInt64, UInt64, Int64)] = []
            while !cursor.atEnd {
                let attribute = cursor.uleb(), form = cursor.uleb()
                if attribute == 0 && form == 0 { break }
                attributes.append((attribute, form, form == 0x21 ? cursor.sleb() : 0))
            }
            let abbrev = Abbrev(tag: tag, hasChildren: hasChildren, attributes: attributes)
            if code < 4096 {
                while dense.count <= Int(code) { dense.append(nil) }
                if dense[Int(code)] == nil { dense[Int(code)] = abbrev }
            } else if sparse[code] == nil {
                sparse[code] = abbrev
            }
            return true
        }
    }

    private func abbrevTable(at offset: Int) -> AbbrevTable? {
        if let known = abbrevTables[offset] { return known }
        guard offset < abbrevSection.count else { return nil }
        let table = AbbrevTable(abbrevSection, at: offset)
        abbrevTables[offset] = table
        return table
    }

    // MARK: Attribute values

    enum Value {
        case number(UInt64)
        case address(UInt64)
        case addressIndex(UInt64)
        /// An entry, as an offset in `.debug_info`.
        case reference(Int)
        case inlineString(Int)
        case stringOffset(UInt64, lineStrings: Bool)
        case stringIndex(UInt64)
        case rangeListIndex(UInt64)
        case none
    }

    private static func isConstant(_ form: UInt64) -> Bool {
        [0x05, 0x06, 0x07, 0x0b, 0x0d, 0x0f, 0x21].contains(form)
    }

    private func readOffset(_ cursor: inout ByteCursor, _ size: Int) -> Int {
        Int(clamping: size == 8 ? cursor.read(UInt64.self) : UInt64(cursor.read(UInt32.self)))
    }

    private func skip(_ form: UInt64, _ cursor: inout ByteCursor, _ unit: Unit) {
        switch form {
        case 0x0b, 0x0c, 0x11, 0x25, 0x29: cursor.skip(1)
        case 0x05, 0x12, 0x26, 0x2a: cursor.skip(2)
        case 0x27, 0x2b: cursor.skip(3)
        case 0x06, 0x13, 0x1c, 0x28, 0x2c: cursor.skip(4)
        case 0x07, 0x14, 0x20, 0x24: cursor.skip(8)
        case 0x1e: cursor.skip(16)
        case 0x19, 0x21: break
        case 0x01: cursor.skip(unit.addressSize)
        case 0x0e, 0x17, 0x1d, 0x1f, 0x1f20, 0x1f21: cursor.skip(unit.offsetSize)
        case 0x10: cursor.skip(unit.version <= 2 ? unit.addressSize : unit.offsetSize)
        case 0x0d: _ = cursor.sleb()
        case 0x0f, 0x15, 0x1a, 0x1b, 0x22, 0x23, 0x1f01, 0x1f02: _ = cursor.uleb()
        case 0x08: while !cursor.atEnd, cursor.read(UInt8.self) != 0 {}
        case 0x0a: cursor.skip(Int(cursor.read(UInt8.self)))
        case 0x03: cursor.skip(Int(cursor.read(UInt16.self)))
        case 0x04: cursor.skip(Int(cursor.read(UInt32.self)))
        case 0x09, 0x18: cursor.skip(Int(clamping: cursor.uleb()))
        case 0x16:
            // An indirect form naming another indirect form is not understood (no recursion).
            let form = cursor.uleb()
            if form == 0x16 { cursor.skip(Int.max) } else { skip(form, &cursor, unit) }
        default: cursor.skip(Int.max)  // not understood: the unit cannot be read on
        }
    }

    private func read(_ form: UInt64, implicit: Int64, _ cursor: inout ByteCursor, _ unit: Unit) -> Value {
        switch form {
        case 0x01: return .address(unit.addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self))
        case 0x0b: return .number(UInt64(cursor.read(UInt8.self)))
        case 0x05: return .number(UInt64(cursor.read(UInt16.self)))
        case 0x06: return .number(UInt64(cursor.read(UInt32.self)))
        case 0x07: return .number(cursor.read(UInt64.self))
        case 0x0f: return .number(cursor.uleb())
        case 0x0d: return .number(UInt64(bitPattern: cursor.sleb()))
        case 0x21: return .number(UInt64(bitPattern: implicit))
        case 0x17: return .number(UInt64(readOffset(&cursor, unit.offsetSize)))
        case 0x11: return .reference(unit.offset &+ Int(cursor.read(UInt8.self)))
        case 0x12: return .reference(unit.offset &+ Int(cursor.read(UInt16.self)))
        case 0x13: return .reference(unit.offset &+ Int(cursor.read(UInt32.self)))
        case 0x14: return .reference(unit.offset &+ Int(clamping: cursor.read(UInt64.self)))
        case 0x15: return .reference(unit.offset &+ Int(clamping: cursor.uleb()))
        case 0x10:  // ref_addr: an address-sized offset in DWARF 2, offset-sized after
            if unit.version <= 2 {
                return .reference(unit.addressSize == 4 ? Int(cursor.read(UInt32.self)) : Int(clamping: cursor.read(UInt64.self)))
            }
            return .reference(readOffset(&cursor, unit.offsetSize))
        case 0x08:
            let start = cursor.offset
            while !cursor.atEnd, cursor.read(UInt8.self) != 0 {}
            return .inlineString(start)
        case 0x0e: return .stringOffset(UInt64(readOffset(&cursor, unit.offsetSize)), lineStrings: false)
        case 0x1f: return .stringOffset(UInt64(readOffset(&cursor, unit.offsetSize)), lineStrings: true)
        case 0x1a, 0x1f02: return .stringIndex(cursor.uleb())
        case 0x25: return .stringIndex(UInt64(cursor.read(UInt8.self)))
        case 0x26: return .stringIndex(UInt64(cursor.read(UInt16.self)))
        case 0x27: return .stringIndex(UInt64(cursor.read(UInt16.self)) | UInt64(cursor.read(UInt8.self)) << 16)
        case 0x28: return .stringIndex(UInt64(cursor.read(UInt32.self)))
        case 0x1b, 0x1f01: return .addressIndex(cursor.uleb())
        case 0x29: return .addressIndex(UInt64(cursor.read(UInt8.self)))
        case 0x2a: return .addressIndex(UInt64(cursor.read(UInt16.self)))
        case 0x2b: return .addressIndex(UInt64(cursor.read(UInt16.self)) | UInt64(cursor.read(UInt8.self)) << 16)
        case 0x2c: return .addressIndex(UInt64(cursor.read(UInt32.self)))
        case 0x23: return .rangeListIndex(cursor.uleb())
        case 0x16:
            let form = cursor.uleb()
            guard form != 0x16 else { cursor.skip(Int.max); return .none }
            return read(form, implicit: implicit, &cursor, unit)
        default:
            skip(form, &cursor, unit)
            return .none
        }
    }

    private func address(_ value: Value, _ unit: Unit) -> UInt64? {
        switch value {
        case .address(let a), .number(let a): return a
        case .addressIndex(let i): return indexedAddress(i, unit)
        default: return nil
        }
    }

    private func indexedAddress(_ index: UInt64, _ unit: Unit) -> UInt64? {
        guard let section = sections["debug_addr"], index < UInt64(Int.max / 16) else { return nil }
        var cursor = ByteCursor(section, at: unit.addrBase &+ Int(index) &* unit.addressSize)
        let value = unit.addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self)
        return cursor.overran ? nil : value
    }

    private func string(_ value: Value, _ unit: Unit) -> String? {
        func text(_ section: UnsafeRawBufferPointer?, _ offset: Int) -> String? {
            guard let section, offset >= 0, offset < section.count else { return nil }
            var cursor = ByteCursor(section, at: offset)
            return cursor.cString()
        }
        switch value {
        case .inlineString(let offset): return text(info, offset)
        case .stringOffset(let offset, let lineStrings):
            return text(lineStrings ? sections["debug_line_str"] : sections["debug_str"], Int(clamping: offset))
        case .stringIndex(let index):
            guard let offsets = sections["debug_str_offsets"], index < UInt64(Int.max / 16) else { return nil }
            var cursor = ByteCursor(offsets, at: unit.strOffsetsBase &+ Int(index) &* unit.offsetSize)
            let offset = readOffset(&cursor, unit.offsetSize)
            return cursor.overran ? nil : text(sections["debug_str"], offset)
        default: return nil
        }
    }

    /// An entry's address ranges (`DW_AT_ranges`): a `.debug_ranges` list (DWARF 2 to 4) or a
    /// `.debug_rnglists` list (DWARF 5).
    private func ranges(_ value: Value, form: UInt64, base: UInt64, _ unit: Unit) -> [Range<UInt64>] {
        var result: [Range<UInt64>] = []
        // (Code the linker dropped keeps address 0.)
        func add(_ start: UInt64, _ end: UInt64) { if end > start, start != 0 { result.append(start..<end) } }
        if unit.version < 5 {
            guard case .number(let offset) = value, let section = sections["debug_ranges"], offset < UInt64(section.count) else { return [] }
            var cursor = ByteCursor(section, at: Int(offset))
            var base = base
            let maximum: UInt64 = unit.addressSize == 4 ? 0xffff_ffff : .max
            while !cursor.atEnd, result.count < 1 << 16 {
                let start = unit.addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self)
                let end = unit.addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self)
                if start == 0 && end == 0 { break }
                if start == maximum { base = end; continue }
                add(base &+ start, base &+ end)
            }
            return result
        }
        guard let section = sections["debug_rnglists"] else { return [] }
        var offset: Int
        switch value {
        case .number(let v): offset = Int(clamping: v)
        case .rangeListIndex(let index):
            guard index < UInt64(Int.max / 16) else { return [] }
            var table = ByteCursor(section, at: unit.rnglistsBase &+ Int(index) &* unit.offsetSize)
            offset = unit.rnglistsBase &+ readOffset(&table, unit.offsetSize)
            if table.overran { return [] }
        default: return []
        }
        guard offset < section.count else { return [] }
        var cursor = ByteCursor(section, at: offset)
        var base = base
        func address() -> UInt64 { unit.addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self) }
        while !cursor.atEnd, result.count < 1 << 16 {
            switch cursor.read(UInt8.self) {
            case 0: return result                                                      // end_of_list
            case 1: base = indexedAddress(cursor.uleb(), unit) ?? 0                    // base_addressx
            case 2:                                                                    // startx_endx
                let start = indexedAddress(cursor.uleb(), unit), end = indexedAddress(cursor.uleb(), unit)
                if let start, let end { add(start, end) }
            case 3:                                                                    // startx_length
                let start = indexedAddress(cursor.uleb(), unit), length = cursor.uleb()
                if let start { add(start, start &+ length) }
            case 4: let start = cursor.uleb(), end = cursor.uleb(); add(base &+ start, base &+ end)  // offset_pair
            case 5: base = address()                                                   // base_address
            case 6: let start = address(), end = address(); add(start, end)            // start_end
            case 7: let start = address(), length = cursor.uleb(); add(start, start &+ length)  // start_length
            default: return result
            }
        }
        return result
    }
}
#endif
