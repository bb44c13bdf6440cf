import Foundation

/// An item of a list in TextKit 2: its contents, its list, the attributes of its marker, and
/// the items nested in it. Its attributed string is the marker (numbered by the item's place
/// among its parent's children, from the list's starting number), a tab, then the contents;
/// with `.prependEnclosingMarker`, the enclosing items' markers come first.
open class NSTextListElement: NSTextParagraph {
    private let storedTextList: NSTextList
    private let storedContents: NSAttributedString?
    private let storedMarkerAttributes: [NSAttributedString.Key: Any]?
    private var storedChildren: [NSTextListElement]
    private weak var storedParent: NSTextListElement?

    /// An item of `textList` in `parent` with `contents`, its marker drawn with
    /// `markerAttributes`, holding `children`.
    public init(parent: NSTextListElement?, textList: NSTextList, contents: NSAttributedString?,
                markerAttributes: [NSAttributedString.Key: Any]? = nil, children: [NSTextListElement]?) {
        storedTextList = textList
        storedContents = contents
        storedMarkerAttributes = markerAttributes
        storedChildren = children ?? []
        storedParent = parent
        super.init(attributedString: nil)
        parentElement = parent
        for child in storedChildren {
            child.storedParent = self
            child.parentElement = self
        }
    }

    /// An item of `textList` with `contents` holding `children`.
    public convenience init(contents: NSAttributedString, markerAttributes: [NSAttributedString.Key: Any]? = nil, textList: NSTextList,
                            children: [NSTextListElement]?) {
        self.init(parent: nil, textList: textList, contents: contents, markerAttributes: markerAttributes, children: children)
    }

    /// An item without contents holding `children` at `nestingLevel` (nil for a negative level).
    public convenience init?(children: [NSTextListElement], textList: NSTextList, nestingLevel: Int) {
        guard nestingLevel >= 0 else { return nil }
        self.init(parent: nil, textList: textList, contents: nil, markerAttributes: nil, children: children)
    }

    /// The list the item belongs to.
    open var textList: NSTextList { storedTextList }
    /// The item's own text, without its marker.
    open var contents: NSAttributedString? { storedContents }
    /// The attributes of the item's marker.
    open var markerAttributes: [NSAttributedString.Key: Any]? { storedMarkerAttributes }
    /// The items nested in this one (each an `NSTextListElement`).
    open override var childElements: [NSTextElement] { storedChildren }
    /// The item holding this one.
    open override var parent: NSTextListElement? { storedParent }

    /// The item's number: the list's starting number plus its place among its parent's
    /// children that are in the same list.
    var itemNumber: Int {
        guard let parent = storedParent else { return textList.startingItemNumber }
        let siblings = parent.storedChildren.filter { $0.textList === textList }
        return textList.startingItemNumber + (siblings.firstIndex { $0 === self } ?? 0)
    }

    /// The marker with the enclosing items' markers first when the list asks for them.
    var marker: String {
        let own = textList.marker(forItemNumber: itemNumber)
        guard textList.listOptions.contains(.prependEnclosingMarker), let parent = storedParent, parent.contents != nil else { return own }
        return parent.marker + own
    }

    /// The marker, a tab and the contents (only the contents when there are none to mark).
    open override var attributedString: NSAttributedString {
        guard let contents = storedContents else { return NSAttributedString(string: "") }
        let text = NSMutableAttributedString(string: marker + "\t", attributes: storedMarkerAttributes ?? [:])
        text.append(contents)
        return text
    }
}
