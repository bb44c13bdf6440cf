#if os(Linux)
import Foundation
import MainlineSystem

/// The DWARF line tables (`.debug_line`, versions 2 to 5) of an ELF image, decoded into rows
/// sorted by address, so that a file and line is a binary search away. (The runtime's own
/// symbolication runs the line program of the address's compilation unit from its start for
/// every lookup: milliseconds each.) A unit's program is decoded the first time an address in
/// the unit is asked for (a binary has a unit for each of its source files, and a run asks about
/// a few); addresses no unit's ranges cover are looked up in the whole table, decoded once.
///
/// Thread-safe.
final class DwarfLineTable: @unchecked Sendable {
    /// A row of the table: from `address` on (up to the next row), `line` of `file`; an
    /// `endsSequence` row marks the first address after a sequence.
    struct Row {
        var address: UInt64
        var file: Int32
        var line: Int32
        var endsSequence: Bool { line < 0 }
    }

    /// A compilation unit's address ranges and its line program's offset (from `.debug_info`).
    struct UnitLines {
        var ranges: [Range<UInt64>]
        var stmtList: Int
    }

    /// The link-time address the image's first loaded segment starts at (the page it is in):
    /// a runtime address minus the image's base address, plus this, is a link-time address.
    let linkBase: UInt64

    private let file: MappedFile
    private let sections: ElfSections
    /// Every unit's ranges, sorted by start: (start, end, the unit's program offset).
    private let unitRanges: [(start: UInt64, end: UInt64, stmtList: Int)]
    private let lock = NSLock()
    private var decoded: [Int: DecodedRows?] = [:]
    private var whole: DecodedRows??

    /// Maps the ELF file at `path` for its line tables; nil when it has none (or they are
    /// compressed, or not understood). `units` say where each unit's program is.
    init?(elfAt path: String, units: [UnitLines]) {
        guard let file = MappedFile(path: path), let sections = ElfSections(file.bytes), sections["debug_line"] != nil else { return nil }
        self.file = file
        self.sections = sections
        linkBase = sections.firstLoadAddress & ~0xfff
        unitRanges = units.flatMap { unit in unit.ranges.map { ($0.lowerBound, $0.upperBound, unit.stmtList) } }
            .sorted { $0.start < $1.start }
    }

    /// The programs of the units whose ranges cover `address` (usually one; overlapping ranges,
    /// from folded duplicates, are looked for a few back).
    private func units(covering address: UInt64) -> [Int] {
        var low = 0, high = unitRanges.count
        while low < high {
            let mid = (low + high) / 2
            if unitRanges[mid].start <= address { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = []
        var i = low - 1
        while i >= 0, i >= low - 8 {
            if address < unitRanges[i].end, !found.contains(unitRanges[i].stmtList) { found.append(unitRanges[i].stmtList) }
            i -= 1
        }
        return found
    }

    /// The file and line of `address` (a link-time address: the image's load bias removed), nil
    /// where no sequence covers it.
    func location(of address: UInt64) -> (path: String, line: Int)? {
        rows(covering: address)?.location(of: address)
    }

    /// The nearest line at or before `address`, not before `start` (the function's first
    /// address), in the same sequence: what a debugger shows for an instruction the compiler
    /// gave line 0.
    func lineAtOrBefore(_ address: UInt64, notBefore start: UInt64) -> (path: String, line: Int)? {
        rows(covering: address)?.lineAtOrBefore(address, notBefore: start)
    }

    /// How many units' programs have been decoded (for tests).
    var decodedUnitCount: Int { lock.lock(); defer { lock.unlock() }; return decoded.count }
    /// Whether the whole table has been decoded (for tests).
    var hasDecodedWholeTable: Bool { lock.lock(); defer { lock.unlock() }; return whole != nil }

    /// The decoded rows that cover `address`: its unit's, else the whole table's.
    private func rows(covering address: UInt64) -> DecodedRows? {
        lock.lock()
        defer { lock.unlock() }
        var covered = false
        for stmtList in units(covering: address) {
            if decoded[stmtList] == nil { decoded[stmtList] = .some(decode(units: [stmtList])) }
            guard let rows = decoded[stmtList]! else { continue }
            if rows.location(of: address) != nil { return rows }
            covered = true
        }
        // (A unit that covers the address but has no row there: no line, as in the whole table.)
        if covered { return nil }
        if whole == nil { whole = .some(decode(units: nil)) }
        return whole!
    }

    /// The rows of the programs at `offsets` (nil: every program of the section).
    private func decode(units offsets: [Int]?) -> DecodedRows? {
        guard let line = sections["debug_line"] else { return nil }
        let strings = (line: sections["debug_line_str"], str: sections["debug_str"])
        var sequences: [[Row]] = []
        var files: [String] = []
        var fileIndex: [String: Int32] = [:]
        func run(_ unit: LineProgram) {
            unit.run { sequence in sequences.append(sequence) } file: { path in
                if let known = fileIndex[path] { return known }
                let index = Int32(files.count)
                files.append(path)
                fileIndex[path] = index
                return index
            }
        }
        if let offsets {
            for offset in offsets where offset < line.count {
                var cursor = ByteCursor(line, at: offset)
                if let unit = LineProgram(&cursor, strings: strings) { run(unit) }
            }
        } else {
            var cursor = ByteCursor(line)
            while !cursor.atEnd {
                // (A unit not understood is passed over: the cursor is at the next one already.)
                guard let unit = LineProgram(&cursor, strings: strings) else {
                    if cursor.atEnd { break } else { continue }
                }
                run(unit)
            }
        }
        // Sequences of code the linker dropped start at address 0 (or at a tombstone near
        // the top of the address space): left out, as is a sequence overlapping the one
        // before it (a duplicate the linker folded), so rows stay in address order.
        var all: [Row] = []
        all.reserveCapacity(sequences.reduce(0) { $0 + $1.count })
        var end: UInt64 = 0
        for sequence in sequences.sorted(by: { $0[0].address < $1[0].address }) {
            let first = sequence[0].address, last = sequence[sequence.count - 1].address
            guard first != 0, first < UInt64.max / 2, last >= first, first >= end else { continue }
            all += sequence
            end = last
        }
        return all.isEmpty ? nil : DecodedRows(rows: all, files: files)
    }
}

/// Rows of line programs, sorted by address (within a sequence in address order; sequences do
/// not overlap), and the files they name.
struct DecodedRows {
    let rows: [DwarfLineTable.Row]
    let files: [String]

    func location(of address: UInt64) -> (path: String, line: Int)? {
        guard let index = rowIndex(of: address) else { return nil }
        let row = rows[index]
        return (files[Int(row.file)], Int(row.line))
    }

    func lineAtOrBefore(_ address: UInt64, notBefore start: UInt64) -> (path: String, line: Int)? {
        guard var index = rowIndex(of: address) else { return nil }
        while true {
            let row = rows[index]
            if row.endsSequence || row.address < start { return nil }
            if row.line > 0 { return (files[Int(row.file)], Int(row.line)) }
            guard index > 0 else { return nil }
            index -= 1
        }
    }

    private func rowIndex(of address: UInt64) -> Int? {
        // The last row whose address is at most `address`.
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].address <= address { low = mid + 1 } else { high = mid }
        }
        guard low > 0, !rows[low - 1].endsSequence else { return nil }
        return low - 1
    }
}

/// The debugging sections and the symbol table of an ELF64 little-endian file, by name without
/// the leading dot.
struct ElfSections {
    private var sections: [String: UnsafeRawBufferPointer] = [:]
    /// The lowest virtual address of a loaded segment.
    private(set) var firstLoadAddress: UInt64 = 0

    init?(_ file: UnsafeRawBufferPointer) {
        guard file.count >= 64, file[0] == 0x7f, file[1] == 0x45, file[2] == 0x4c, file[3] == 0x46,
              file[4] == 2 /* 64-bit */, file[5] == 1 /* little-endian */ else { return nil }
        func read<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= file.count else { return nil }
            return T(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        guard let shoff = read(0x28, as: UInt64.self), let shentsize = read(0x3A, as: UInt16.self),
              let shnum = read(0x3C, as: UInt16.self), let shstrndx = read(0x3E, as: UInt16.self),
              shentsize >= 64, shstrndx < shnum else { return nil }
        guard shoff < UInt64(file.count) else { return nil }
        func header(_ i: Int) -> (name: UInt32, flags: UInt64, offset: UInt64, size: UInt64)? {
            let base = Int(shoff) + i * Int(shentsize)
            guard let name = read(base, as: UInt32.self), let flags = read(base + 8, as: UInt64.self),
                  let offset = read(base + 24, as: UInt64.self), let size = read(base + 32, as: UInt64.self),
                  offset <= UInt64(file.count), size <= UInt64(file.count) - offset else { return nil }
            return (name, flags, offset, size)
        }
        if let phoff = read(0x20, as: UInt64.self), phoff < UInt64(file.count),
           let phentsize = read(0x36, as: UInt16.self), let phnum = read(0x38, as: UInt16.self) {
            var lowest = UInt64.max
            for i in 0..<Int(phnum) {
                let base = Int(phoff) + i * Int(phentsize)
                if read(base, as: UInt32.self) == 1 /* PT_LOAD */, let vaddr = read(base + 16, as: UInt64.self) { lowest = min(lowest, vaddr) }
            }
            firstLoadAddress = lowest == .max ? 0 : lowest
        }
        guard let names = header(Int(shstrndx)) else { return nil }
        let compressed: UInt64 = 0x800
        for i in 0..<Int(shnum) {
            guard let h = header(i), h.flags & compressed == 0, UInt64(h.name) < names.size else { continue }
            var end = Int(names.offset) + Int(h.name)
            let start = end
            while end < Int(names.offset + names.size), file[end] != 0 { end += 1 }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: file[start..<end]), as: UTF8.self)
            guard name.hasPrefix(".debug_") || name == ".symtab" || name == ".strtab" else { continue }
            sections[String(name.dropFirst())] = UnsafeRawBufferPointer(rebasing: file[Int(h.offset)..<Int(h.offset + h.size)])
        }
    }

    subscript(name: String) -> UnsafeRawBufferPointer? { sections[name] }
}

/// Reads little-endian integers and LEB128 numbers from a buffer; reads past its end give 0
/// and mark it exhausted.
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    private(set) var overran = false

    init(_ bytes: UnsafeRawBufferPointer, at offset: Int = 0) {
        self.bytes = bytes
        // (Positions come from the file: one outside the buffer reads as its end.)
        if offset < 0 || offset > bytes.count {
            self.offset = bytes.count
            overran = true
        } else {
            self.offset = offset
        }
    }

    var atEnd: Bool { overran || offset >= bytes.count }

    mutating func read<T: FixedWidthInteger>(_: T.Type) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, size <= bytes.count - offset else { overran = true; offset = bytes.count; return 0 }
        defer { offset += size }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    mutating func uleb() -> UInt64 {
        var result: UInt64 = 0, shift: UInt64 = 0
        while true {
            let byte = read(UInt8.self)
            if shift < 64 { result |= UInt64(byte & 0x7f) << shift }
            shift += 7
            if byte & 0x80 == 0 || overran { return result }
        }
    }

    mutating func sleb() -> Int64 {
        var result: Int64 = 0, shift: Int64 = 0, byte: UInt8 = 0
        repeat {
            byte = read(UInt8.self)
            if shift < 64 { result |= Int64(byte & 0x7f) << shift }
            shift += 7
        } while byte & 0x80 != 0 && !overran
        if shift < 64, byte & 0x40 != 0 { result |= -(Int64(1) << shift) }
        return result
    }

    mutating func cString() -> String {
        guard offset >= 0, offset < bytes.count else { overran = true; offset = bytes.count; return "" }
        var end = offset
        while end < bytes.count, bytes[end] != 0 { end += 1 }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        if end >= bytes.count { overran = true }
        offset = min(end + 1, bytes.count)
        return text
    }

    mutating func skip(_ count: Int) {
        guard offset >= 0, count >= 0, count <= bytes.count - offset else { overran = true; offset = bytes.count; return }
        offset += count
    }
}

/// One unit's line program: its header, then its opcodes run to rows.
struct LineProgram {
    var program: ByteCursor
    var minimumInstructionLength: UInt64
    var defaultIsStatement: Bool
    var lineBase: Int64
    var lineRange: UInt64
    var opcodeBase: UInt8
    var standardOpcodeLengths: [UInt8]
    var addressSize: Int
    var fileNames: [String]
    /// DWARF 5 numbers files from 0, earlier versions from 1.
    var firstFile: Int

    init?(_ cursor: inout ByteCursor, strings: (line: UnsafeRawBufferPointer?, str: UnsafeRawBufferPointer?)) {
        var length = UInt64(cursor.read(UInt32.self))
        var offsetSize = 4
        if length == 0xffff_ffff {
            length = cursor.read(UInt64.self)
            offsetSize = 8
        }
        guard length > 0, length <= UInt64(cursor.bytes.count - min(cursor.offset, cursor.bytes.count)) else {
            cursor.offset = cursor.bytes.count
            return nil
        }
        let unitEnd = cursor.offset + Int(length)
        defer { cursor.offset = unitEnd }
        let version = cursor.read(UInt16.self)
        guard (2...5).contains(version) else { return nil }
        addressSize = 8
        if version >= 5 {
            addressSize = Int(cursor.read(UInt8.self))
            _ = cursor.read(UInt8.self)  // segment selector size
        }
        let headerLength = offsetSize == 8 ? cursor.read(UInt64.self) : UInt64(cursor.read(UInt32.self))
        guard headerLength <= UInt64(unitEnd - cursor.offset) else { return nil }
        let programStart = cursor.offset + Int(headerLength)
        minimumInstructionLength = UInt64(cursor.read(UInt8.self))
        if version >= 4 { _ = cursor.read(UInt8.self) }  // maximum operations per instruction
        defaultIsStatement = cursor.read(UInt8.self) != 0
        lineBase = Int64(Int8(bitPattern: cursor.read(UInt8.self)))
        lineRange = UInt64(cursor.read(UInt8.self))
        opcodeBase = cursor.read(UInt8.self)
        guard lineRange > 0, opcodeBase > 0 else { return nil }
        standardOpcodeLengths = (1..<Int(opcodeBase)).map { _ in cursor.read(UInt8.self) }

        var directories: [String] = []
        fileNames = []
        if version >= 5 {
            firstFile = 0
            func entries(_ cursor: inout ByteCursor) -> [(path: String, directory: Int)] {
                let formatCount = Int(cursor.read(UInt8.self))
                let formats = (0..<formatCount).map { _ in (content: cursor.uleb(), form: cursor.uleb()) }
                let count = Int(min(cursor.uleb(), 1 << 20))
                var result: [(String, Int)] = []
                for _ in 0..<count {
                    if cursor.atEnd { break }
                    var path = "", directory = 0
                    for format in formats {
                        let value = Self.readForm(format.form, &cursor, offsetSize: offsetSize, strings: strings)
                        if format.content == 1, let text = value.text { path = text }            // DW_LNCT_path
                        if format.content == 2, let number = value.number { directory = Int(min(number, 1 << 20)) }  // DW_LNCT_directory_index
                    }
                    result.append((path, directory))
                }
                return result
            }
            directories = entries(&cursor).map(\.path)
            fileNames = entries(&cursor).map { entry in Self.join(entry.directory < directories.count ? directories[entry.directory] : "", entry.path) }
        } else {
            firstFile = 1
            directories = [""]
            while !cursor.atEnd {
                let directory = cursor.cString()
                if directory.isEmpty { break }
                directories.append(directory)
            }
            while !cursor.atEnd {
                let name = cursor.cString()
                if name.isEmpty { break }
                let directory = Int(min(cursor.uleb(), 1 << 20))
                _ = cursor.uleb(); _ = cursor.uleb()  // modification time, length
                fileNames.append(Self.join(directory < directories.count ? directories[directory] : "", name))
            }
        }
        guard programStart <= unitEnd, !cursor.overran else { return nil }
        program = ByteCursor(UnsafeRawBufferPointer(rebasing: cursor.bytes[programStart..<unitEnd]))
    }

    private static func join(_ directory: String, _ name: String) -> String {
        name.hasPrefix("/") || directory.isEmpty ? name : directory + "/" + name
    }

    /// A form's value in a directory or file entry: a string or a number (others are skipped).
    private static func readForm(_ form: UInt64, _ cursor: inout ByteCursor, offsetSize: Int,
                                 strings: (line: UnsafeRawBufferPointer?, str: UnsafeRawBufferPointer?)) -> (text: String?, number: UInt64?) {
        func offset() -> Int { Int(min(offsetSize == 8 ? cursor.read(UInt64.self) : UInt64(cursor.read(UInt32.self)), UInt64(Int.max / 2))) }
        func string(in section: UnsafeRawBufferPointer?, at position: Int) -> String? {
            guard let section, position < section.count else { return nil }
            var reader = ByteCursor(section, at: position)
            return reader.cString()
        }
        switch form {
        case 0x08: return (cursor.cString(), nil)                         // string
        case 0x1f: return (string(in: strings.line, at: offset()), nil)    // line_strp
        case 0x0e: return (string(in: strings.str, at: offset()), nil)     // strp
        case 0x0f: return (nil, cursor.uleb())                             // udata
        case 0x0b: return (nil, UInt64(cursor.read(UInt8.self)))           // data1
        case 0x05: return (nil, UInt64(cursor.read(UInt16.self)))          // data2
        case 0x06: return (nil, UInt64(cursor.read(UInt32.self)))          // data4
        case 0x07: return (nil, cursor.read(UInt64.self))                  // data8
        case 0x1e: cursor.skip(16); return (nil, nil)                      // data16 (an MD5)
        case 0x09: cursor.skip(Int(min(cursor.uleb(), UInt64(Int.max / 2)))); return (nil, nil)  // block
        default: cursor.skip(Int.max / 2); return (nil, nil)               // not understood: stop
        }
    }

    /// Runs the program; each finished sequence (its rows, the end row last) goes to `emit`,
    /// with file numbers turned into indexes by `file`.
    func run(_ emit: ([DwarfLineTable.Row]) -> Void, file: (String) -> Int32) {
        var cursor = program
        var fileIndexes: [Int: Int32] = [:]
        func index(ofFile number: Int) -> Int32 {
            if let known = fileIndexes[number] { return known }
            let position = number - firstFile
            let index = file(position >= 0 && position < fileNames.count ? fileNames[position] : "")
            fileIndexes[number] = index
            return index
        }
        var address: UInt64 = 0, fileNumber = 1, line: Int64 = 1
        var rows: [DwarfLineTable.Row] = []
        func addRow() {
            rows.append(.init(address: address, file: index(ofFile: fileNumber), line: Int32(clamping: max(0, line))))
        }
        func reset() { address = 0; fileNumber = 1; line = 1 }
        while !cursor.atEnd {
            let opcode = cursor.read(UInt8.self)
            if opcode >= opcodeBase {
                let adjusted = UInt64(opcode - opcodeBase)
                address &+= (adjusted / lineRange) &* minimumInstructionLength
                line &+= lineBase &+ Int64(adjusted % lineRange)
                addRow()
                continue
            }
            switch opcode {
            case 0:
                let length = Int(min(cursor.uleb(), UInt64(cursor.bytes.count)))
                let end = cursor.offset + length
                guard length > 0 else { continue }
                switch cursor.read(UInt8.self) {
                case 1:  // end_sequence
                    rows.append(.init(address: address, file: 0, line: -1))
                    if rows.count > 1 { emit(rows) }
                    rows = []
                    reset()
                case 2:  // set_address
                    address = addressSize == 4 ? UInt64(cursor.read(UInt32.self)) : cursor.read(UInt64.self)
                default: break
                }
                cursor.offset = min(end, cursor.bytes.count)
            case 1: addRow()                                                        // copy
            case 2: address &+= cursor.uleb() &* minimumInstructionLength           // advance_pc
            case 3: line &+= cursor.sleb()                                          // advance_line
            case 4: fileNumber = Int(min(cursor.uleb(), 1 << 20))                   // set_file
            case 5: _ = cursor.uleb()                                               // set_column
            case 6, 7, 10, 11: break                                                // negate_stmt, basic_block, prologue/epilogue
            case 8: address &+= (UInt64(255 - opcodeBase) / lineRange) &* minimumInstructionLength  // const_add_pc
            case 9: address &+= UInt64(cursor.read(UInt16.self))                    // fixed_advance_pc
            case 12: _ = cursor.uleb()                                              // set_isa
            default:
                for _ in 0..<Int(standardOpcodeLengths[Int(opcode) - 1]) { _ = cursor.uleb() }
            }
        }
    }
}
#endif
