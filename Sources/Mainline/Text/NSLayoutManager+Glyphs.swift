import Foundation

/// A glyph number in a font (CoreGraphics' `CGGlyph`).
public typealias CGGlyph = UInt16

extension NSLayoutManager {
    /// What kind of glyph a glyph is.
    public struct GlyphProperty: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A glyph that is not shown and takes no space (hidden text).
        public static let null = GlyphProperty(rawValue: 1 << 0)
        /// A control character's glyph (its `ControlCharacterAction` decides its layout).
        public static let controlCharacter = GlyphProperty(rawValue: 1 << 1)
        /// A glyph whose width may stretch (spaces, for justification).
        public static let elastic = GlyphProperty(rawValue: 1 << 2)
        /// A glyph of a character that combines with the one before it (a combining mark).
        public static let nonBaseCharacter = GlyphProperty(rawValue: 1 << 3)
    }

    /// What layout does with a control character.
    public struct ControlCharacterAction: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The character takes no space.
        public static let zeroAdvancement = ControlCharacterAction(rawValue: 1 << 0)
        /// The character is a space (as wide as the delegate's bounding box says).
        public static let whitespace = ControlCharacterAction(rawValue: 1 << 1)
        /// A tab: the text moves to the next tab stop.
        public static let horizontalTab = ControlCharacterAction(rawValue: 1 << 2)
        /// A line break within the paragraph.
        public static let lineBreak = ControlCharacterAction(rawValue: 1 << 3)
        /// A paragraph break.
        public static let paragraphBreak = ControlCharacterAction(rawValue: 1 << 4)
        /// The text goes on in the next container.
        public static let containerBreak = ControlCharacterAction(rawValue: 1 << 5)
    }

    /// The direction lines run in a container.
    public enum TextLayoutOrientation: Int, Sendable {
        /// Lines run left to right, stacked top to bottom.
        case horizontal = 0
        /// Lines run top to bottom, stacked right to left.
        case vertical = 1
    }

    /// The glyphs of the text: one per UTF-16 unit, numbered by the unit's value in the text
    /// model's font (which has no glyph tables), with their properties.
    struct GlyphStore {
        /// The text's UTF-16 units.
        var units: [UInt16] = []
        var glyphs: [CGGlyph]
        var properties: [GlyphProperty]
        var notShown: Set<Int> = []
        var drawsOutside: Set<Int> = []
        /// Advances that replace the model's (attachment sizes, control glyph boxes).
        var advances: [Int: CGFloat] = [:]
        var attachmentSizes: [Int: CGSize] = [:]
        /// The control characters' actions, asked of the delegate during generation.
        var actions: [Int: ControlCharacterAction] = [:]
    }

    /// What the typesetter-facing setters changed since the last invalidation.
    struct LayoutOverrides {
        var locations: [Int: CGPoint] = [:]
        var containers: [(NSRange, NSTextContainer)] = []
        var extraLineFragment: (rect: CGRect, usedRect: CGRect, container: NSTextContainer?)?
    }

    /// The default properties of a UTF-16 unit: control characters, spaces (elastic) and
    /// combining marks (non-base).
    static func defaultProperty(of unit: UInt16) -> GlyphProperty {
        switch unit {
        case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: return .controlCharacter
        case 0x20, 0xA0, 0x3000: return .elastic
        default:
            if let scalar = Unicode.Scalar(UInt32(unit)), scalar.properties.generalCategory == .nonspacingMark { return .nonBaseCharacter }
            return []
        }
    }

    /// The default action for a control character: breaks for newlines, a tab for tabs, no
    /// space for the others.
    static func defaultAction(for unit: UInt16) -> ControlCharacterAction {
        switch unit {
        case 10, 13, 0x85, 0x2029: return .paragraphBreak
        case 0x2028: return .lineBreak
        case 9: return .horizontalTab
        case 12: return .containerBreak
        default: return .zeroAdvancement
        }
    }

    /// The glyphs, generated if needed: the default glyphs and properties, then the delegate's
    /// `shouldGenerateGlyphs` (which may set its own with `setGlyphs`), then its action for
    /// each control character (and, for whitespace actions, its bounding box).
    var glyphs: GlyphStore {
        if let glyphStore { return glyphStore }
        guard let storage = storedTextStorage else { return GlyphStore(glyphs: [], properties: []) }
        let units = Array(storage.string.utf16)
        var store = GlyphStore(units: units, glyphs: units, properties: units.map(Self.defaultProperty(of:)))
        if let delegate, !units.isEmpty {
            generatingGlyphs = store
            let properties = store.properties
            var indexes = Array(0..<units.count)
            let handled = units.withUnsafeBufferPointer { glyphs in
                properties.withUnsafeBufferPointer { props in
                    indexes.withUnsafeMutableBufferPointer { characters in
                        delegate.layoutManager(self, shouldGenerateGlyphs: glyphs.baseAddress!, properties: props.baseAddress!,
                                               characterIndexes: characters.baseAddress!, font: style.font,
                                               forGlyphRange: NSRange(location: 0, length: units.count))
                    }
                }
            }
            store = generatingGlyphs ?? store
            generatingGlyphs = nil
            _ = handled
            for (i, unit) in units.enumerated() where store.properties[i].contains(.controlCharacter) {
                let action = delegate.layoutManager(self, shouldUse: Self.defaultAction(for: unit), forControlCharacterAt: i)
                store.actions[i] = action
                if action.contains(.whitespace), let container = textContainers.first {
                    let proposed = CGRect(x: 0, y: 0, width: container.size.width, height: style.font.lineHeight)
                    let box = delegate.layoutManager(self, boundingBoxForControlGlyphAt: i, for: container, proposedLineFragment: proposed,
                                                     glyphPosition: .zero, characterIndex: i)
                    store.advances[i] = box.width
                }
            }
        }
        // Attachments advance by their bounds (plus their padding).
        storage.enumerateAttribute(.attachment, in: NSRange(location: 0, length: storage.length)) { value, range, _ in
            guard let attachment = value as? NSTextAttachment else { return }
            let bounds = attachment.attachmentBounds(for: textContainers.first, proposedLineFragment: .zero,
                                                     glyphPosition: .zero, characterIndex: range.location)
            for i in range.location..<(range.location + range.length) {
                store.attachmentSizes[i] = bounds.size
                store.advances[i] = bounds.width + 2 * attachment.lineLayoutPadding
            }
        }
        glyphStore = store
        return store
    }

    /// Whether glyph `i` takes no space: a null glyph, or a zero-advancement control character.
    func isHidden(_ i: Int, in store: GlyphStore) -> Bool {
        if store.properties[i].contains(.null) { return true }
        guard store.properties[i].contains(.controlCharacter) else { return false }
        let action = store.actions[i] ?? Self.defaultAction(for: store.units[i])
        return action == .zeroAdvancement
    }

    /// The text as laid out, and each of its UTF-16 units' character index (plus the length
    /// after the last): hidden glyphs dropped, whitespace-action control characters as spaces.
    func shownText() -> (NSString, [Int]) {
        guard let storage = storedTextStorage else { return ("", [0]) }
        let store = glyphs
        let plain = store.actions.isEmpty && !store.properties.contains { $0.contains(.null) }
        if plain { return (storage.string as NSString, Array(0...store.units.count)) }
        var units: [UInt16] = []
        var map: [Int] = []
        for (i, unit) in store.units.enumerated() {
            if store.properties[i].contains(.null) { continue }
            if store.properties[i].contains(.controlCharacter) {
                let action = store.actions[i] ?? Self.defaultAction(for: unit)
                if action == .zeroAdvancement { continue }
                if action.contains(.whitespace) {
                    units.append(0x20); map.append(i); continue
                }
            }
            units.append(unit); map.append(i)
        }
        map.append(store.units.count)
        return (NSString(characters: units, length: units.count), map)
    }

    /// The advance of the glyphs of `range` on a line: the model's widths of their shown
    /// characters, with the replaced advances (attachments, control glyph boxes) instead.
    func advance(of range: NSRange) -> CGFloat {
        guard range.length > 0 else { return 0 }
        let store = glyphs
        let font = style.font
        var units: [UInt16] = []
        var extra: CGFloat = 0
        for i in max(0, range.location)..<min(store.units.count, range.location + range.length) {
            if isHidden(i, in: store) { continue }
            if let advance = store.advances[i] {
                extra += advance
                continue
            }
            let unit = store.units[i]
            if unit == 10 || unit == 13 { continue }
            units.append(unit)
        }
        let text = String(utf16CodeUnits: units, count: units.count)
        return font.width(of: text[...]) + extra
    }

    /// How much the replaced advances of `range` differ from the model's widths of its shown
    /// characters (what a line's measured text leaves out).
    func advanceAdjustment(in range: NSRange) -> CGFloat {
        let store = glyphs
        guard !store.advances.isEmpty else { return 0 }
        var delta: CGFloat = 0
        for (i, advance) in store.advances where NSLocationInRange(i, range) && !isHidden(i, in: store) {
            let character = String(utf16CodeUnits: [store.units[i]], count: 1)
            let shownAs = store.properties[i].contains(.controlCharacter) ? " " : character
            delta += advance - style.font.width(of: shownAs[...])
        }
        return delta
    }

    /// The characters of `range` that are shown (drawn, when `drawing`: not-shown glyphs too
    /// are left out).
    func visibleText(in range: NSRange, drawing: Bool) -> String {
        let store = glyphs
        var units: [UInt16] = []
        for i in max(0, range.location)..<min(store.units.count, range.location + range.length) {
            if isHidden(i, in: store) || (drawing && store.notShown.contains(i)) { continue }
            units.append(store.units[i])
        }
        return String(utf16CodeUnits: units, count: units.count)
    }

    // MARK: Glyphs

    /// Generates the glyphs of `charRange` now (all the text's, here).
    public func ensureGlyphs(forCharacterRange charRange: NSRange) { _ = glyphs }

    /// Generates the glyphs of `glyphRange` now (all the text's, here).
    public func ensureGlyphs(forGlyphRange glyphRange: NSRange) { _ = glyphs }

    /// Whether `glyphIndex` is the index of a glyph.
    public func isValidGlyphIndex(_ glyphIndex: Int) -> Bool {
        glyphIndex >= 0 && glyphIndex < numberOfGlyphs
    }

    /// The glyph at `glyphIndex`; `isValidIndex` is set to whether there is one (the glyph is 0
    /// when there is none).
    public func glyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        let valid = isValidGlyphIndex(glyphIndex)
        isValidIndex?.pointee = ObjCBool(valid)
        return valid ? glyphs.glyphs[glyphIndex] : 0
    }

    /// The glyph at `glyphIndex` (an index past the glyphs is an error, as UIKit's range
    /// exception).
    public func glyph(at glyphIndex: Int) -> CGGlyph {
        precondition(isValidGlyphIndex(glyphIndex), "NSRangeException: glyph index \(glyphIndex) out of bounds (\(numberOfGlyphs) glyphs)")
        return glyphs.glyphs[glyphIndex]
    }

    /// The glyph at `glyphIndex`, as a `CGGlyph`; `isValidIndex` is set to whether there is one.
    public func cgGlyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        glyph(at: glyphIndex, isValidIndex: isValidIndex)
    }

    /// The glyph at `glyphIndex`, as a `CGGlyph`.
    public func cgGlyph(at glyphIndex: Int) -> CGGlyph {
        glyph(at: glyphIndex)
    }

    /// The properties of the glyph at `glyphIndex`.
    public func propertyForGlyph(at glyphIndex: Int) -> GlyphProperty {
        precondition(isValidGlyphIndex(glyphIndex), "NSRangeException: glyph index \(glyphIndex) out of bounds (\(numberOfGlyphs) glyphs)")
        return glyphs.properties[glyphIndex]
    }

    /// Copies the glyphs of `glyphRange` and what each buffer given asks for (properties,
    /// character indexes, bidi levels: 1 for right-to-left scripts, 0 otherwise); answers how
    /// many glyphs were copied.
    public func getGlyphs(in glyphRange: NSRange, glyphs glyphBuffer: UnsafeMutablePointer<CGGlyph>?,
                        properties props: UnsafeMutablePointer<GlyphProperty>?,
                        characterIndexes charIndexBuffer: UnsafeMutablePointer<Int>?,
                        bidiLevels bidiLevelBuffer: UnsafeMutablePointer<UInt8>?) -> Int {
        let store = glyphs
        let start = max(0, glyphRange.location)
        let end = min(store.glyphs.count, glyphRange.location + glyphRange.length)
        guard end > start else { return 0 }
        for (n, i) in (start..<end).enumerated() {
            glyphBuffer?[n] = store.glyphs[i]
            props?[n] = store.properties[i]
            charIndexBuffer?[n] = i
            let unit = store.glyphs[i]
            bidiLevelBuffer?[n] = (0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit) || (0xFE70...0xFEFF).contains(unit) ? 1 : 0
        }
        return end - start
    }

    /// Sets the glyphs of `glyphRange` (one per character here: the first
    /// `min(glyphRange.length, glyphs given)` are set) with their properties. Called by the
    /// delegate's `shouldGenerateGlyphs` to hide or replace glyphs; outside it, the layout is
    /// redone with them.
    func defaultSetGlyphs(_ glyphs: UnsafePointer<CGGlyph>, properties props: UnsafePointer<GlyphProperty>,
                        characterIndexes charIndexes: UnsafePointer<Int>, font aFont: UIFont, forGlyphRange glyphRange: NSRange) {
        var store = generatingGlyphs ?? self.glyphs
        for n in 0..<max(0, glyphRange.length) {
            let i = glyphRange.location + n
            guard store.glyphs.indices.contains(i) else { break }
            store.glyphs[i] = glyphs[n]
            store.properties[i] = props[n]
        }
        if generatingGlyphs != nil {
            generatingGlyphs = store
        } else {
            glyphStore = store
            laidOutLines = nil
        }
    }

    /// Marks the glyph at `glyphIndex` as not drawn (it still takes its space).
    public func setNotShownAttribute(_ flag: Bool, forGlyphAt glyphIndex: Int) {
        guard isValidGlyphIndex(glyphIndex) else { return }
        var store = glyphs
        if flag { store.notShown.insert(glyphIndex) } else { store.notShown.remove(glyphIndex) }
        glyphStore = store
    }

    /// Whether the glyph at `glyphIndex` is not drawn (set by `setNotShownAttribute`).
    public func notShownAttribute(forGlyphAt glyphIndex: Int) -> Bool {
        glyphs.notShown.contains(glyphIndex)
    }

    /// Marks the glyph at `glyphIndex` as drawing beyond its line fragment.
    public func setDrawsOutsideLineFragment(_ flag: Bool, forGlyphAt glyphIndex: Int) {
        guard isValidGlyphIndex(glyphIndex) else { return }
        var store = glyphs
        if flag { store.drawsOutside.insert(glyphIndex) } else { store.drawsOutside.remove(glyphIndex) }
        glyphStore = store
    }

    /// Whether the glyph at `glyphIndex` draws beyond its line fragment (set by
    /// `setDrawsOutsideLineFragment`).
    public func drawsOutsideLineFragment(forGlyphAt glyphIndex: Int) -> Bool {
        glyphs.drawsOutside.contains(glyphIndex)
    }

    /// Sets the size of the attachment glyphs of `glyphRange` (they advance by its width).
    public func setAttachmentSize(_ attachmentSize: CGSize, forGlyphRange glyphRange: NSRange) {
        var store = glyphs
        for i in glyphRange.location..<(glyphRange.location + max(0, glyphRange.length)) where store.glyphs.indices.contains(i) {
            store.attachmentSizes[i] = attachmentSize
            store.advances[i] = attachmentSize.width
        }
        glyphStore = store
        laidOutLines = nil
    }

    /// The size of the attachment at `glyphIndex` (`(-1, -1)` when the glyph is not one).
    public func attachmentSize(forGlyphAt glyphIndex: Int) -> CGSize {
        glyphs.attachmentSizes[glyphIndex] ?? CGSize(width: -1, height: -1)
    }

    /// The glyphs around `glyphIndex` on its line set at their nominal advances: the run
    /// between glyphs with replaced advances or locations.
    public func range(ofNominallySpacedGlyphsContaining glyphIndex: Int) -> NSRange {
        guard let i = lineIndex(forCharacterAt: glyphIndex) else { return NSRange(location: NSNotFound, length: 0) }
        let line = lines[i]
        let store = glyphs
        func nominal(_ g: Int) -> Bool { store.advances[g] == nil && layoutOverrides.locations[g] == nil }
        var start = glyphIndex, end = glyphIndex + 1
        while start > line.range.location, nominal(start - 1), layoutOverrides.locations[start] == nil { start -= 1 }
        while end < line.range.location + line.range.length, nominal(end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }
}

/// What tells whether text in a container is laid out horizontally or vertically.
public protocol NSTextLayoutOrientationProvider {
    /// The direction lines run.
    var layoutOrientation: NSLayoutManager.TextLayoutOrientation { get }
}

extension NSTextContainer: NSTextLayoutOrientationProvider {
    /// The direction lines run in the container: horizontal (UIKit's containers do not lay out
    /// vertically).
    public var layoutOrientation: NSLayoutManager.TextLayoutOrientation { .horizontal }
}
