#if os(Linux)
import Foundation
import MainlineSystem

/// The function symbols of an ELF image's `.symtab`, sorted by address, for naming the function
/// an address is in. (The runtime's symbol table makes a `String` of every function's name and
/// sorts those records the first time it is asked: tens of milliseconds of every run that names
/// a frame. Here the entries are three integers each and a name is read when it is asked for.)
///
/// The answer is the runtime's: the defined function symbol with the highest start at or below
/// the address (sizes are not trusted; of symbols starting at the same address, the one with the
/// largest size, or the smallest when the address is the start).
///
/// Immutable once made: safe to share between threads.
final class ElfFunctionSymbols: @unchecked Sendable {
    private struct Entry {
        var start: UInt64
        var size: UInt64
        var name: UInt32
    }

    private let file: MappedFile
    private let strings: UnsafeRawBufferPointer
    private let entries: [Entry]
    /// The lowest loaded address, page-aligned: a runtime address less the image's base plus
    /// this is the address symbols are given at.
    let linkBase: UInt64

    /// Maps the ELF file at `path` and indexes its function symbols; nil when it has no
    /// `.symtab` (a stripped library: the runtime is asked instead).
    init?(elfAt path: String) {
        guard let file = MappedFile(path: path), let sections = ElfSections(file.bytes),
              let table = sections["symtab"], let strings = sections["strtab"],
              case let entries = Self.functions(in: table, names: strings.count), !entries.isEmpty else { return nil }
        self.file = file
        self.strings = strings
        self.entries = entries
        self.linkBase = sections.firstLoadAddress & ~0xfff
    }

    /// The defined function symbols of an ELF64 symbol table, by start then size.
    private static func functions(in table: UnsafeRawBufferPointer, names: Int) -> [Entry] {
        let entrySize = 24
        var entries: [Entry] = []
        entries.reserveCapacity(table.count / entrySize)
        var offset = 0
        while offset + entrySize <= table.count {
            defer { offset += entrySize }
            let name = UInt32(littleEndian: table.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let info = table[offset + 4]
            let section = UInt16(littleEndian: table.loadUnaligned(fromByteOffset: offset + 6, as: UInt16.self))
            // STT_FUNC, and not SHN_UNDEF (an import).
            guard info & 0xf == 2, section != 0, Int(name) < names else { continue }
            let start = UInt64(littleEndian: table.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            let size = UInt64(littleEndian: table.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            entries.append(Entry(start: start, size: size, name: name))
        }
        entries.sort { $0.start < $1.start || ($0.start == $1.start && $0.size < $1.size) }
        return entries
    }

    /// The raw (mangled) name of the function `address` (link-time) is in, and the address's
    /// offset from the function's start; nil below the first function.
    func symbol(at address: UInt64) -> (raw: String, offset: Int)? {
        // The last entry starting at or below the address.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].start <= address { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        var index = low - 1
        if entries[index].start == address {
            while index > 0, entries[index - 1].start == address { index -= 1 }
        }
        let entry = entries[index]
        return (name(at: Int(entry.name)), Int(clamping: address - entry.start))
    }

    private func name(at offset: Int) -> String {
        var end = offset
        while end < strings.count, strings[end] != 0 { end += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: strings[offset..<end]), as: UTF8.self)
    }
}
#endif
