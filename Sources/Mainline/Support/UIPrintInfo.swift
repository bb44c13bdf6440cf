import Foundation

/// How a print job is set up: its name, the printer, the kind of output, orientation and
/// two-sided printing. (A simulation has no printers; the settings are kept and round-trip
/// through `dictionaryRepresentation`, as apps persist them.)
@preconcurrency @MainActor
open class UIPrintInfo {
    /// The kind of content printed.
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    /// The paper's orientation.
    public enum Orientation: Int, Sendable { case portrait, landscape }
    /// Two-sided printing.
    public enum Duplex: Int, Sendable { case none, longEdge, shortEdge }

    /// The job's name (the app's name by default).
    open var jobName: String
    /// The printer's identifier (nil: the user picks).
    open var printerID: String?
    /// The kind of content.
    open var outputType = OutputType.general
    /// The orientation.
    open var orientation = Orientation.portrait
    /// Two-sided printing.
    open var duplex = Duplex.none

    init() {
        jobName = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? ProcessInfo.processInfo.processName
    }

    /// A print info with the defaults.
    public class func printInfo() -> UIPrintInfo {
        UIEntry.check("+[UIPrintInfo printInfo]")
        return UIPrintInfo()
    }

    /// A print info from a `dictionaryRepresentation`.
    public convenience init(dictionary: [AnyHashable: Any]?) {
        self.init()
        UIEntry.check("+[UIPrintInfo printInfoWithDictionary:]")
        guard let dictionary else { return }
        if let name = dictionary[Self.jobNameKey] as? String { jobName = name }
        printerID = dictionary[Self.printerIDKey] as? String
        if let raw = dictionary[Self.outputTypeKey] as? Int, let value = OutputType(rawValue: raw) { outputType = value }
        if let raw = dictionary[Self.orientationKey] as? Int, let value = Orientation(rawValue: raw) { orientation = value }
        if let raw = dictionary[Self.duplexKey] as? Int, let value = Duplex(rawValue: raw) { duplex = value }
    }

    /// A print info decoded from an archive (the keys of `dictionaryRepresentation`).
    public required convenience init?(coder: NSCoder) {
        self.init()
        if let name = coder.decodeObject(forKey: Self.jobNameKey) as? String { jobName = name }
        printerID = coder.decodeObject(forKey: Self.printerIDKey) as? String
        outputType = OutputType(rawValue: coder.decodeInteger(forKey: Self.outputTypeKey)) ?? .general
        orientation = Orientation(rawValue: coder.decodeInteger(forKey: Self.orientationKey)) ?? .portrait
        duplex = Duplex(rawValue: coder.decodeInteger(forKey: Self.duplexKey)) ?? .none
    }

    /// The settings as a property-list dictionary.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        let entry = UIEntry("-[UIPrintInfo dictionaryRepresentation]", self); defer { entry.end() }
        var result: [AnyHashable: Any] = [Self.jobNameKey: jobName, Self.outputTypeKey: outputType.rawValue,
                                          Self.orientationKey: orientation.rawValue, Self.duplexKey: duplex.rawValue]
        if let printerID { result[Self.printerIDKey] = printerID }
        return result
    }

    private static let jobNameKey = "UIPrintInfoJobNameKey"
    private static let printerIDKey = "UIPrintInfoPrinterIDKey"
    private static let outputTypeKey = "UIPrintInfoOutputTypeKey"
    private static let orientationKey = "UIPrintInfoOrientationKey"
    private static let duplexKey = "UIPrintInfoDuplexKey"
}
