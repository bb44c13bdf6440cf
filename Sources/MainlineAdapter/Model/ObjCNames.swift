/// The Objective-C names Swift gives `@objc` declarations, computed as the Swift compiler
/// computes them (`getObjCSelector` in the compiler): a method's base name, then one piece per
/// parameter — the first joined to the base name, after "With" unless the label starts with a
/// preposition or the base name ends with one — each ending in a colon.
enum ObjCNames {
    /// The English prepositions the compiler knows (`PartsOfSpeech.def`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// `tapped` + `["_"]` → `tapped:`; `handle` + `["tap"]` → `handleWithTap:`;
    /// `scroll` + `["to", "animated"]` → `scrollTo:animated:`; `refresh` + `[]` → `refresh`.
    static func selector(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var result = baseName
        if first != "_" && !first.isEmpty {
            if !prepositions.contains(firstWord(first)) && !prepositions.contains(lastWord(baseName)) {
                result += "With"
            }
            result += capitalized(first)
        }
        result += ":"
        for label in labels.dropFirst() {
            result += (label == "_" ? "" : label) + ":"
        }
        return result
    }

    /// A property's getter: its name.
    static func getter(_ name: String) -> String { name }

    /// A property's setter: `setName:`.
    static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The first word of a camel-case name (`forEvent` → `for`).
    static func firstWord(_ name: String) -> String {
        var word = ""
        for character in name {
            if character.isUppercase, !word.isEmpty { break }
            word.append(character)
        }
        return word.lowercased()
    }

    /// The last word of a camel-case name (`scrollTo` → `to`, `tapped` → `tapped`).
    static func lastWord(_ name: String) -> String {
        guard let index = name.lastIndex(where: { $0.isUppercase }) else { return name.lowercased() }
        return String(name[index...]).lowercased()
    }
}
