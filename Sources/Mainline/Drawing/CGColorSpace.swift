import Foundation

/// The kinds of colour spaces.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// A colour space, Core Graphics' `CGColorSpace`: its name (for the standard spaces), its model
/// and how many components its colours have. Mainline renders in sRGB: colours of other RGB
/// spaces are drawn with their components as given, grays spread to red, green and blue, CMYK
/// converted naively, Lab and XYZ not at all (drawn black).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name (`"kCGColorSpaceSRGB"`, …; nil for a space made from parameters).
    public let name: String?
    /// How many colour components the space has (alpha not counted).
    public let numberOfComponents: Int
    /// The kind of space.
    public let model: CGColorSpaceModel
    /// The space an indexed or pattern space's colours are in.
    public let baseColorSpace: CGColorSpace?
    /// An indexed space's colour table: `numberOfComponents` of the base space per entry.
    let table: [UInt8]
    /// The ICC profile a space was made from.
    let profileData: Data?

    init(name: String?, numberOfComponents: Int, model: CGColorSpaceModel, base: CGColorSpace? = nil, table: [UInt8] = [],
         iccData: Data? = nil) {
        self.name = name
        self.numberOfComponents = numberOfComponents
        self.model = model
        baseColorSpace = base
        self.table = table
        profileData = iccData
    }

    convenience init(name: String, numberOfComponents: Int) {
        self.init(name: name, numberOfComponents: numberOfComponents, model: numberOfComponents == 1 ? .monochrome : .rgb)
    }

    /// The standard space of a name (`CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`, …;
    /// nil for a name Core Graphics does not define).
    public convenience init?(name: String) {
        guard let model = CGColorSpace.standardModels[name] else { return nil }
        let components = model == .monochrome ? 1 : model == .cmyk ? 4 : 3
        self.init(name: name, numberOfComponents: components, model: model)
    }

    /// A calibrated gray space (kept as a monochrome space).
    public convenience init?(calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?, gamma: CGFloat) {
        self.init(name: nil, numberOfComponents: 1, model: .monochrome)
    }

    /// A calibrated RGB space (kept as an RGB space).
    public convenience init?(calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             gamma: UnsafePointer<CGFloat>?, matrix: UnsafePointer<CGFloat>?) {
        self.init(name: nil, numberOfComponents: 3, model: .rgb)
    }

    /// A CIE L*a*b* space.
    public convenience init?(labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?, range: UnsafePointer<CGFloat>?) {
        self.init(name: nil, numberOfComponents: 3, model: .lab)
    }

    /// A space described by an ICC profile: its model read from the profile's header (nil when
    /// the data is not a profile).
    public convenience init?(iccData data: Data) {
        guard data.count >= 20 else { return nil }
        let signature = String(decoding: data[data.startIndex + 16 ..< data.startIndex + 20], as: UTF8.self)
        let (components, model): (Int, CGColorSpaceModel)
        switch signature {
        case "RGB ": (components, model) = (3, .rgb)
        case "GRAY": (components, model) = (1, .monochrome)
        case "CMYK": (components, model) = (4, .cmyk)
        case "Lab ": (components, model) = (3, .lab)
        case "XYZ ": (components, model) = (3, .XYZ)
        default: return nil
        }
        self.init(name: nil, numberOfComponents: components, model: model, iccData: data)
    }

    /// A space of `nComponents` described by an ICC profile's data provider, or `alternate`.
    public convenience init?(iccBasedNComponents nComponents: Int, range: UnsafePointer<CGFloat>?, profile: CGDataProvider, alternate: CGColorSpace?) {
        if let space = CGColorSpace(iccData: profile.bytes), space.numberOfComponents == nComponents {
            self.init(name: nil, numberOfComponents: nComponents, model: space.model, iccData: profile.bytes)
        } else if let alternate {
            self.init(name: alternate.name, numberOfComponents: alternate.numberOfComponents, model: alternate.model)
        } else {
            return nil
        }
    }

    /// A space described by an ICC profile (deprecated by Apple for `init(iccData:)`).
    @available(*, deprecated, message: "Use init(iccData:)")
    public convenience init?(iccProfileData data: Data) {
        self.init(iccData: data)
    }

    /// An indexed space: each colour an index into `colorTable` (`lastIndex` + 1 entries of
    /// `baseSpace`'s components).
    public convenience init?(indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int, colorTable: UnsafePointer<UInt8>) {
        guard lastIndex >= 0, lastIndex < 256, baseSpace.model != .pattern, baseSpace.model != .indexed else { return nil }
        let table = Array(UnsafeBufferPointer(start: colorTable, count: (lastIndex + 1) * baseSpace.numberOfComponents))
        self.init(name: nil, numberOfComponents: 1, model: .indexed, base: baseSpace, table: table)
    }

    /// A pattern space over `baseSpace` (nil: coloured patterns).
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(name: nil, numberOfComponents: baseSpace?.numberOfComponents ?? 0, model: .pattern, base: baseSpace)
    }

    /// A space from a property list made by `copyPropertyList()`.
    public convenience init?(propertyListPlist plist: Any) {
        guard let name = (plist as? [String: Any])?["name"] as? String ?? plist as? String else { return nil }
        self.init(name: name)
    }

    /// The platform's space (deprecated by Apple): nil, there is none on Linux.
    @available(*, deprecated, message: "No replacement")
    public convenience init?(platformColorSpaceRef ref: UnsafeRawPointer) {
        return nil
    }

    /// Spaces are equal when their names (or, unnamed, their kinds and tables) are.
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool {
        if a === b { return true }
        if let n = a.name, let m = b.name { return n == m }
        return a.name == b.name && a.model == b.model && a.numberOfComponents == b.numberOfComponents && a.table == b.table
            && a.profileData == b.profileData
    }

    /// Hashes the name and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    // MARK: Facts

    /// Whether the space is an RGB space wider than sRGB (Display P3, DCI-P3, BT.2020, Adobe RGB,
    /// ROMM and the extended ones).
    public var isWideGamutRGB: Bool {
        guard model == .rgb, let name else { return false }
        return name.contains("P3") || name.contains("2020") || name.contains("2100") || name.contains("Extended")
            || name.contains("AdobeRGB") || name.contains("ROMM") || name.contains("ACES")
    }

    /// Whether the space holds high-dynamic-range colours (PQ and HLG transfer functions).
    public func isHDR() -> Bool {
        guard let name else { return false }
        return name.contains("PQ") || name.contains("HLG")
    }

    /// Whether the space can be drawn into (not indexed, pattern or Lab-only input spaces).
    public var supportsOutput: Bool { model == .rgb || model == .monochrome || model == .cmyk }

    /// The ICC profile of the space (the data it was made from; nil for the standard spaces,
    /// whose profiles Mainline does not carry).
    public func copyICCData() -> Data? { profileData }

    /// The ICC profile (deprecated by Apple for `copyICCData()`).
    @available(*, deprecated, message: "Use copyICCData()")
    public var iccData: Data? { profileData }

    /// An indexed space's colour table (nil for other spaces).
    public var colorTable: [UInt8]? { model == .indexed ? table : nil }

    /// A description of the space as a property list (its name).
    public func copyPropertyList() -> Any? { name.map { ["name": $0] } }

    /// Core Foundation's type identifier (a stable number for the class).
    public class var typeID: UInt { 0x4347_4353 }

    // MARK: Names

    /// The device gray space's name.
    static let deviceGray = "kCGColorSpaceDeviceGray"
    /// The device RGB space's name.
    static let deviceRGB = "kCGColorSpaceDeviceRGB"
    /// The device CMYK space's name.
    static let deviceCMYK = "kCGColorSpaceDeviceCMYK"

    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let genericGray = "kCGColorSpaceGenericGray"
    public static let genericRGB = "kCGColorSpaceGenericRGB"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericXYZ = "kCGColorSpaceGenericXYZ"
    public static let genericLab = "kCGColorSpaceGenericLab"
    public static let acescgLinear = "kCGColorSpaceACESCGLinear"
    public static let itur_709 = "kCGColorSpaceITUR_709"
    public static let itur_709_PQ = "kCGColorSpaceITUR_709_PQ"
    public static let itur_709_HLG = "kCGColorSpaceITUR_709_HLG"
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    public static let itur_2020_sRGBGamma = "kCGColorSpaceITUR_2020_sRGBGamma"
    public static let rommrgb = "kCGColorSpaceROMMRGB"
    public static let dcip3 = "kCGColorSpaceDCIP3"
    public static let linearITUR_2020 = "kCGColorSpaceLinearITUR_2020"
    public static let extendedITUR_2020 = "kCGColorSpaceExtendedITUR_2020"
    public static let extendedLinearITUR_2020 = "kCGColorSpaceExtendedLinearITUR_2020"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let linearDisplayP3 = "kCGColorSpaceLinearDisplayP3"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    public static let itur_2100_PQ = "kCGColorSpaceITUR_2100_PQ"
    public static let itur_2100_HLG = "kCGColorSpaceITUR_2100_HLG"
    public static let displayP3_PQ = "kCGColorSpaceDisplayP3_PQ"
    public static let displayP3_HLG = "kCGColorSpaceDisplayP3_HLG"
    @available(*, deprecated, renamed: "itur_2100_PQ")
    public static let itur_2020_PQ = "kCGColorSpaceITUR_2020_PQ"
    @available(*, deprecated, renamed: "itur_2100_HLG")
    public static let itur_2020_HLG = "kCGColorSpaceITUR_2020_HLG"
    @available(*, deprecated, renamed: "displayP3_PQ")
    public static let displayP3_PQ_EOTF = "kCGColorSpaceDisplayP3_PQ_EOTF"
    @available(*, deprecated, renamed: "itur_2100_PQ")
    public static let itur_2020_PQ_EOTF = "kCGColorSpaceITUR_2020_PQ_EOTF"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    public static let coreMedia709 = "kCGColorSpaceCoreMedia709"

    /// The model of each standard name.
    private static let standardModels: [String: CGColorSpaceModel] = {
        var models: [String: CGColorSpaceModel] = [:]
        for name in [deviceGray, genericGrayGamma2_2, genericGray, extendedGray, linearGray, extendedLinearGray] { models[name] = .monochrome }
        for name in [deviceCMYK, genericCMYK] { models[name] = .cmyk }
        models[genericLab] = .lab
        models[genericXYZ] = .XYZ
        for name in [deviceRGB, genericRGB, genericRGBLinear, adobeRGB1998, sRGB, acescgLinear, itur_709, itur_709_PQ, itur_709_HLG, itur_2020,
                     itur_2020_sRGBGamma, rommrgb, dcip3, linearITUR_2020, extendedITUR_2020, extendedLinearITUR_2020, displayP3, linearDisplayP3,
                     extendedDisplayP3, extendedLinearDisplayP3, itur_2100_PQ, itur_2100_HLG, displayP3_PQ, displayP3_HLG,
                     "kCGColorSpaceITUR_2020_PQ", "kCGColorSpaceITUR_2020_HLG", "kCGColorSpaceDisplayP3_PQ_EOTF", "kCGColorSpaceITUR_2020_PQ_EOTF",
                     extendedSRGB, linearSRGB, extendedLinearSRGB, coreMedia709] { models[name] = .rgb }
        return models
    }()

    static let extendedSRGBSpace = CGColorSpace(name: extendedSRGB, numberOfComponents: 3, model: .rgb)
    static let genericRGBSpace = CGColorSpace(name: genericRGB, numberOfComponents: 3, model: .rgb)
    static let sRGBSpace = CGColorSpace(name: sRGB, numberOfComponents: 3, model: .rgb)
    static let grayGammaSpace = CGColorSpace(name: genericGrayGamma2_2, numberOfComponents: 1, model: .monochrome)
    static let genericCMYKSpace = CGColorSpace(name: genericCMYK, numberOfComponents: 4, model: .cmyk)
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGB, numberOfComponents: 3, model: .rgb)
}

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGray, numberOfComponents: 1, model: .monochrome)
}

/// The device CMYK colour space.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceCMYK, numberOfComponents: 4, model: .cmyk)
}
