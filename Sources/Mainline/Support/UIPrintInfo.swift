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

    var storedJobName: String
    var storedPrinterID: String?
    var storedOutputType = OutputType.general
    var storedOrientation = Orientation.portrait
    var storedDuplex = Duplex.none

    /// The job's name (the app's name by default).
    open var jobName: String {
        get { let entry = UIEntry("-[UIPrintInfo jobName]", self); defer { entry.end() }; return storedJobName }
        set { let entry = UIEntry("-[UIPrintInfo setJobName:]", self); defer { entry.end() }; storedJobName = newValue }
    }
    /// The printer's identifier (nil: the user picks).
    open var printerID: String? {
        get { let entry = UIEntry("-[UIPrintInfo printerID]", self); defer { entry.end() }; return storedPrinterID }
        set { let entry = UIEntry("-[UIPrintInfo setPrinterID:]", self); defer { entry.end() }; storedPrinterID = newValue }
    }
    /// The kind of content.
    open var outputType: OutputType {
        get { let entry = UIEntry("-[UIPrintInfo outputType]", self); defer { entry.end() }; return storedOutputType }
        set { let entry = UIEntry("-[UIPrintInfo setOutputType:]", self); defer { entry.end() }; storedOutputType = newValue }
    }
    /// The orientation.
    open var orientation: Orientation {
        get { let entry = UIEntry("-[UIPrintInfo orientation]", self); defer { entry.end() }; return storedOrientation }
        set { let entry = UIEntry("-[UIPrintInfo setOrientation:]", self); defer { entry.end() }; storedOrientation = newValue }
    }
    /// Two-sided printing.
    open var duplex: Duplex {
        get { let entry = UIEntry("-[UIPrintInfo duplex]", self); defer { entry.end() }; return storedDuplex }
        set { let entry = UIEntry("-[UIPrintInfo setDuplex:]", self); defer { entry.end() }; storedDuplex = newValue }
    }

    init() {
        storedJobName = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? ProcessInfo.processInfo.processName
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
        if let name = dictionary[Self.jobNameKey] as? String { storedJobName = name }
        storedPrinterID = dictionary[Self.printerIDKey] as? String
        if let raw = dictionary[Self.outputTypeKey] as? Int, let value = OutputType(rawValue: raw) { storedOutputType = value }
        if let raw = dictionary[Self.orientationKey] as? Int, let value = Orientation(rawValue: raw) { storedOrientation = value }
        if let raw = dictionary[Self.duplexKey] as? Int, let value = Duplex(rawValue: raw) { storedDuplex = value }
    }

    /// A print info decoded from an archive (the keys of `dictionaryRepresentation`).
    public required convenience init?(coder: NSCoder) {
        UIEntry.check("-[UIPrintInfo initWithCoder:]")
        self.init()
        if let name = coder.decodeObject(forKey: Self.jobNameKey) as? String { storedJobName = name }
        storedPrinterID = coder.decodeObject(forKey: Self.printerIDKey) as? String
        storedOutputType = OutputType(rawValue: coder.decodeInteger(forKey: Self.outputTypeKey)) ?? .general
        storedOrientation = Orientation(rawValue: coder.decodeInteger(forKey: Self.orientationKey)) ?? .portrait
        storedDuplex = Duplex(rawValue: coder.decodeInteger(forKey: Self.duplexKey)) ?? .none
    }

    /// The settings as a property-list dictionary.
    open var dictionaryRepresentation: [AnyHashable: Any] {
        let entry = UIEntry("-[UIPrintInfo dictionaryRepresentation]", self); defer { entry.end() }
        var result: [AnyHashable: Any] = [Self.jobNameKey: storedJobName, Self.outputTypeKey: storedOutputType.rawValue,
                                          Self.orientationKey: storedOrientation.rawValue, Self.duplexKey: storedDuplex.rawValue]
        if let storedPrinterID { result[Self.printerIDKey] = storedPrinterID }
        return result
    }

    private static let jobNameKey = "UIPrintInfoJobNameKey"
    private static let printerIDKey = "UIPrintInfoPrinterIDKey"
    private static let outputTypeKey = "UIPrintInfoOutputTypeKey"
    private static let orientationKey = "UIPrintInfoOrientationKey"
    private static let duplexKey = "UIPrintInfoDuplexKey"
}
