import Foundation

/// Devices as files: what `mainline calibrate` writes and `--device-file` reads (JSON: name,
/// identifier, summary, screen, refreshRate, costs by operation in nanoseconds, appCode, sources).
extension Device {
    /// A device file that cannot be used, and why.
    public struct FileError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The device in the JSON file at `url`, checked: a screen and refresh rate a device can have,
    /// costs that are numbers of 0 or more.
    public init(contentsOf url: URL) throws(FileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw FileError(description: "cannot read the device file '\(url.path)': \(exists ? "it is not readable" : "no such file")")
        }
        do {
            self = try JSONDecoder().decode(Device.self, from: data)
        } catch let error as DecodingError {
            throw FileError(description: "'\(url.path)' is not a device file (as 'mainline calibrate' writes): \(Self.describe(error))")
        } catch {
            throw FileError(description: "'\(url.path)' is not a device file: \(error)")
        }
        let (_, problems) = Simulation.Configuration(device: self).validated()
        if let problem = problems.first { throw FileError(description: "the device file '\(url.path)': \(problem)") }
    }

    /// The device as a JSON device file (keys sorted, so files compare line by line).
    public func fileData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            context.codingPath.isEmpty ? "not valid JSON (\(context.debugDescription))"
                : "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case .keyNotFound(let key, _): "no '\(key.stringValue)' field"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default: "\(error)"
        }
    }
}
