import Foundation

/// Text a recording `CGContext` drew: the string, the lines it was laid out in, where (in the
/// context's base space), in which font and colour, and where among the context's painting
/// operations it came. No glyphs are rasterised; the lines are the text model's.
public struct CGTextDrawing {
    /// The whole string asked to be drawn.
    public let string: String
    /// The lines shown, top to bottom, after wrapping, line limits and truncation.
    public let lines: [String]
    /// The rectangle the lines occupy (their widest line by their height), in base space.
    public let rect: CGRect
    /// The font the lines are measured and drawn in (for attributed text, its largest font).
    public let font: UIFont
    /// The text colour (nil: the default, black).
    public let foregroundColor: UIColor?
    /// How the lines line up in the area they were given.
    public let alignment: NSTextAlignment
    /// The clip then, in base space.
    public let clipBoundingBox: CGRect
    /// How many painting operations came before it (`recordedOperations`).
    public let operationIndex: Int
}

extension CGContext {
    /// Records `lines` drawn with their box at `rect` (user space).
    func recordText(_ string: String, lines: [String], in rect: CGRect, font: UIFont, color: UIColor?, alignment: NSTextAlignment) {
        drawnTexts.append(CGTextDrawing(string: string, lines: lines, rect: rect.applying(drawingState.ctm), font: font,
                                        foregroundColor: color, alignment: alignment,
                                        clipBoundingBox: drawingState.clipBoundingBox, operationIndex: recordedOperations.count))
    }
}
