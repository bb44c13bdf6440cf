import Foundation
import MainlineSystem

/// Data from the app's asset catalog (a data set).
///
/// The catalog is read as the app ships it in its bundle's resources: the data set folder
/// `…/<name>.dataset/` of any `.xcassets` folder (its `Contents.json` names the file and type),
/// else a resource file named `name` (with any extension). `NSDataAsset.register(named:data:
/// typeIdentifier:)` stands in for an asset a test does not ship.
public final class NSDataAsset: @unchecked Sendable {
    private static let registry = Locked<[String: (Data, String)]>([:])

    /// The asset's name.
    public let name: String
    /// The asset's contents.
    public let data: Data
    /// The asset's uniform type identifier.
    public let typeIdentifier: String

    /// Makes `NSDataAsset(name: name)` find `data` (of `typeIdentifier`).
    public static func register(named name: String, data: Data, typeIdentifier: String = "public.data") {
        UIEntry.check("NSDataAsset.register(named:data:typeIdentifier:)")
        registry.withLock { $0[name] = (data, typeIdentifier) }
    }

    /// The data asset `name` of the main bundle (nil when there is none).
    public convenience init?(name: String) {
        UIEntry.check("-[NSDataAsset initWithName:]")
        self.init(name: name, bundle: .main)
    }

    /// The data asset `name` of `bundle` (nil when there is none).
    public init?(name: String, bundle: Bundle) {
        UIEntry.check("-[NSDataAsset initWithName:bundle:]")
        if let (data, type) = Self.registry.withLock({ $0[name] }) {
            self.name = name
            self.data = data
            self.typeIdentifier = type
            return
        }
        guard let (data, type) = Self.find(name, in: bundle) else { return nil }
        self.name = name
        self.data = data
        self.typeIdentifier = type
    }

    private static func find(_ name: String, in bundle: Bundle) -> (Data, String)? {
        guard let root = bundle.resourceURL else { return nil }
        let files = FileManager.default
        let catalogs = (files.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "xcassets" }
        for catalog in catalogs {
            let set = files.enumerator(at: catalog, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                .first { $0.lastPathComponent == name + ".dataset" }
            guard let set else { continue }
            var file: String?
            var type: String?
            if let json = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
               let contents = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
               let first = (contents["data"] as? [[String: Any]])?.first {
                file = first["filename"] as? String
                type = first["universal-type-identifier"] as? String
            }
            let fileURL = file.map { set.appendingPathComponent($0) }
                ?? (try? files.contentsOfDirectory(at: set, includingPropertiesForKeys: nil))?.first { $0.lastPathComponent != "Contents.json" }
            if let fileURL, let data = try? Data(contentsOf: fileURL) {
                return (data, type ?? UIDocument.typeIdentifier(forExtension: fileURL.pathExtension) ?? "public.data")
            }
        }
        let plain = bundle.url(forResource: name, withExtension: nil)
            ?? (try? files.contentsOfDirectory(at: root, includingPropertiesForKeys: nil))?.first { $0.deletingPathExtension().lastPathComponent == name }
        guard let plain, let data = try? Data(contentsOf: plain) else { return nil }
        return (data, UIDocument.typeIdentifier(forExtension: plain.pathExtension) ?? "public.data")
    }
}
