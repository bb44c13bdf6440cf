import Foundation

/// A report file written as a stream: text goes through a buffer to a temporary file beside the
/// destination, which is renamed over it when the report is complete (`commit()`), so a reader
/// never sees half a report. Dropped without `commit()`, the temporary file is removed.
public final class ReportFile: TextOutputStream {
    /// Where the report will be.
    public let url: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var committed = false
    private static let bufferSize = 1 << 16

    /// Opens a temporary file for a report at `url` (its directory must exist).
    public init(url: URL) throws {
        self.url = url
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        handle = try FileHandle(forWritingTo: temporary)
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if !committed {
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    public func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes UTF-8 bytes as they are (a report built as bytes need not become a `String`).
    public func write(bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Finishes the report: the file is complete at `url`.
    public func commit() throws {
        flush()
        try handle.close()
        if rename(temporary.path, url.path) != 0 {
            let error = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
        committed = true
    }

    /// Writes a report at `url` with `body`, atomically.
    public static func write(to url: URL, _ body: (inout ReportFile) throws -> Void) throws {
        var file = try ReportFile(url: url)
        try body(&file)
        try file.commit()
    }
}
