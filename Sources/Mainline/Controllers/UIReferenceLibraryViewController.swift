import Foundation

/// The system dictionary's screen for a term (Look Up). It is presented modally and its Done
/// button dismisses it (`Simulation.closeReferenceLibrary()`).
///
/// Linux has no system dictionary: a term has a definition when it is a word of the machine's
/// word lists (the files in /usr/share/dict, as `words` packages install them). With none
/// installed, no term has one, as on a device without dictionaries downloaded.
@preconcurrency @MainActor
open class UIReferenceLibraryViewController: UIViewController {
    let storedTerm: String

    /// The definitions screen of `term`.
    public init(term: String) {
        UIEntry.check("-[UIReferenceLibraryViewController initWithTerm:]")
        storedTerm = term
        super.init(nibName: nil, bundle: nil)
        storedTitle = term
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIReferenceLibraryViewController initWithCoder:]")
        storedTerm = ""
        super.init(coder: coder)
    }

    /// Whether the dictionary defines `term` (compared without case or surrounding spaces).
    open class func dictionaryHasDefinition(forTerm term: String) -> Bool {
        UIEntry.check("+[UIReferenceLibraryViewController dictionaryHasDefinitionForTerm:]")
        let key = term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return !key.isEmpty && ReferenceDictionary.current.words.contains(key)
    }

    /// The term shown.
    var term: String { storedTerm }

    /// The user tapped Done.
    func userClosed() { startDismissal(animated: true, completion: nil) }
}

/// The words of the machine's word lists, read once.
final class ReferenceDictionary: @unchecked Sendable {
    /// The dictionary in use (the machine's; tests give their own).
    nonisolated(unsafe) static var current = ReferenceDictionary(folder: URL(fileURLWithPath: "/usr/share/dict"))
    let words: Set<String>

    init(folder: URL) {
        var words = Set<String>()
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for file in files where !file.lastPathComponent.hasPrefix("README") {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                words.insert(line.trimmingCharacters(in: .whitespaces).lowercased())
            }
        }
        self.words = words
    }
}
