import Foundation

extension UIFontPickerViewController {
    /// What a font picker lists: faces or families, shown in their own fonts or the system
    /// font, only fonts with some traits, or supporting some languages.
    public final class Configuration {
        var storedIncludeFaces = false
        var storedDisplayUsingSystemFont = false
        var storedFilteredTraits: UIFontDescriptor.SymbolicTraits = []
        var storedLanguagesPredicate: NSPredicate?

        /// The default: families only, each shown in its own font, unfiltered.
        public init() { UIEntry.check("-[UIFontPickerViewControllerConfiguration init]") }

        func copy() -> Configuration {
            let copy = Configuration()
            copy.storedIncludeFaces = storedIncludeFaces
            copy.storedDisplayUsingSystemFont = storedDisplayUsingSystemFont
            copy.storedFilteredTraits = storedFilteredTraits
            copy.storedLanguagesPredicate = storedLanguagesPredicate
            return copy
        }

        /// Whether each face of a family is listed (false: families only).
        public var includeFaces: Bool {
            get { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration includeFaces]", self); defer { entry.end() }; return storedIncludeFaces }
            set { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration setIncludeFaces:]", self); defer { entry.end() }; storedIncludeFaces = newValue }
        }

        /// Whether names are shown in the system font instead of their own (recorded).
        public var displayUsingSystemFont: Bool {
            get { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration displayUsingSystemFont]", self); defer { entry.end() }; return storedDisplayUsingSystemFont }
            set { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration setDisplayUsingSystemFont:]", self); defer { entry.end() }; storedDisplayUsingSystemFont = newValue }
        }

        /// Traits every listed font has (e.g. `.traitMonoSpace`; none by default).
        public var filteredTraits: UIFontDescriptor.SymbolicTraits {
            get { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration filteredTraits]", self); defer { entry.end() }; return storedFilteredTraits }
            set { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration setFilteredTraits:]", self); defer { entry.end() }; storedFilteredTraits = newValue }
        }

        /// A predicate a listed font's descriptor satisfies (make it with
        /// `filterPredicate(forFilteredLanguages:)`).
        public var filteredLanguagesPredicate: NSPredicate? {
            get { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration filteredLanguagesPredicate]", self); defer { entry.end() }; return storedLanguagesPredicate }
            set { let entry = UIEntry("-[UIFontPickerViewControllerConfiguration setFilteredLanguagesPredicate:]", self); defer { entry.end() }; storedLanguagesPredicate = newValue }
        }

        /// A predicate admitting the fonts that support every language of `filteredLanguages`
        /// (BCP 47 codes; nil for none). The fonts Mainline knows are Latin-script families, so
        /// they support the languages written in Latin script and no other.
        public static func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            UIEntry.check("+[UIFontPickerViewControllerConfiguration filterPredicateForFilteredLanguages:]")
            guard !filteredLanguages.isEmpty else { return nil }
            let wanted = filteredLanguages.map { $0.split(separator: "-").first.map(String.init)?.lowercased() ?? $0 }
            let supported = wanted.allSatisfy(latinScriptLanguages.contains)
            return NSPredicate { object, _ in object is UIFontDescriptor && supported }
        }

        /// Languages written in Latin script.
        static let latinScriptLanguages: Set<String> = [
            "en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "no", "nn", "fi", "is", "pl", "cs", "sk", "sl", "hr",
            "bs", "ro", "hu", "et", "lv", "lt", "tr", "az", "sq", "ca", "eu", "gl", "ga", "cy", "mt", "id", "ms", "vi", "tl",
            "sw", "af", "zu", "xh", "yo", "ha", "uz", "tk", "la", "eo",
        ]

        /// The traits of a font, as its name tells them (bold, italic, condensed, expanded,
        /// fixed-width).
        static func traits(of descriptor: UIFontDescriptor) -> UIFontDescriptor.SymbolicTraits {
            let name = descriptor.postscriptName
            var traits = descriptor.symbolicTraits
            if name.contains("Bold") || name.contains("Black") || name.contains("Heavy") { traits.insert(.traitBold) }
            if name.contains("Italic") || name.contains("Oblique") { traits.insert(.traitItalic) }
            if name.contains("Condensed") { traits.insert(.traitCondensed) }
            if name.contains("Expanded") || name.contains("Wide") { traits.insert(.traitExpanded) }
            if name.hasPrefix("Menlo") || name.hasPrefix("Courier") || name.contains("Mono") { traits.insert(.traitMonoSpace) }
            return traits
        }

        /// Whether the picker lists the font of `descriptor`.
        func admits(_ descriptor: UIFontDescriptor) -> Bool {
            guard Self.traits(of: descriptor).isSuperset(of: storedFilteredTraits) else { return false }
            return storedLanguagesPredicate?.evaluate(with: descriptor) ?? true
        }
    }
}
