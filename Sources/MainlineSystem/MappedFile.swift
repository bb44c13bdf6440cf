#if os(Linux)
import Foundation

/// A file mapped read-only into memory (pages are read as they are touched), unmapped when
/// released: the binaries whose symbol, line and debugging tables name a run's frames.
package final class MappedFile: @unchecked Sendable {
    package let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`; nil when it cannot be opened or mapped, or is too short to be an
    /// ELF file.
    package init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 64,
              let base = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: Int(status.st_size))
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }
}
#endif
