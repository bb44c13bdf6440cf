import Foundation

extension UICollectionView {
    /// What a set of layout attributes describes.
    public enum ElementCategory: Int, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The element kind of a flow layout's section headers (UIKit's string).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where a layout puts one element: its frame, index path, kind, z order, alpha and visibility.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency CustomStringConvertible {
    var storedFrame: CGRect = .zero
    var storedIndexPath: IndexPath
    let storedCategory: UICollectionView.ElementCategory
    let storedKind: String?
    var storedZIndex = 0
    var storedAlpha: CGFloat = 1
    var storedIsHidden = false

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect = .zero) {
        storedCategory = category
        storedKind = kind
        storedIndexPath = indexPath
        storedFrame = frame
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        let entry = UIEntry("+[UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:]"); defer { entry.end() }
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        let entry = UIEntry("+[UICollectionViewLayoutAttributes layoutAttributesForSupplementaryViewOfKind:withIndexPath:]"); defer { entry.end() }
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// A copy (layouts hand out copies of their cached attributes).
    open func copy() -> UICollectionViewLayoutAttributes {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes copy]", self); defer { entry.end() }
        return duplicate()
    }

    func duplicate() -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes(category: storedCategory, kind: storedKind, indexPath: storedIndexPath, frame: storedFrame)
        copy.storedZIndex = storedZIndex
        copy.storedAlpha = storedAlpha
        copy.storedIsHidden = storedIsHidden
        return copy
    }

    /// The element's frame in the collection view's content.
    open var frame: CGRect {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes frame]", self); defer { entry.end() }; return storedFrame }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setFrame:]", self); defer { entry.end() }; setFrame(newValue, "setFrame:") }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes center]", self); defer { entry.end() }; return CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setCenter:]", self); defer { entry.end() }
            let s = storedFrame.size
            setFrame(CGRect(x: newValue.x - s.width / 2, y: newValue.y - s.height / 2, width: s.width, height: s.height), "setCenter:")
        }
    }

    /// The size of the frame; setting it keeps the centre.
    open var size: CGSize {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes size]", self); defer { entry.end() }; return storedFrame.size }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setSize:]", self); defer { entry.end() }
            let c = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            setFrame(CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height), "setSize:")
        }
    }

    /// The bounds: the size, at the origin.
    open var bounds: CGRect {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes bounds]", self); defer { entry.end() }; return CGRect(origin: .zero, size: storedFrame.size) }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setBounds:]", self); defer { entry.end() }
            let c = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            setFrame(CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height), "setBounds:")
        }
    }

    /// The element's index path.
    open var indexPath: IndexPath {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes indexPath]", self); defer { entry.end() }; return storedIndexPath }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setIndexPath:]", self); defer { entry.end() }; storedIndexPath = newValue }
    }

    /// Whether the attributes are for a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes representedElementCategory]", self); defer { entry.end() }
        return storedCategory
    }

    /// The kind of a supplementary view (nil for cells).
    open var representedElementKind: String? {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes representedElementKind]", self); defer { entry.end() }
        return storedKind
    }

    /// The order of overlapping elements (higher is in front).
    open var zIndex: Int {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes zIndex]", self); defer { entry.end() }; return storedZIndex }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setZIndex:]", self); defer { entry.end() }; storedZIndex = newValue }
    }

    /// The element's alpha.
    open var alpha: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes alpha]", self); defer { entry.end() }; return storedAlpha }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setAlpha:]", self); defer { entry.end() }; storedAlpha = newValue.isFinite ? newValue : storedAlpha }
    }

    /// Whether the element is hidden.
    open var isHidden: Bool {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes isHidden]", self); defer { entry.end() }; return storedIsHidden }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setHidden:]", self); defer { entry.end() }; storedIsHidden = newValue }
    }

    open var description: String {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes description]", self); defer { entry.end() }
        let what = storedKind.map { "kind: \($0); " } ?? ""
        return "<UICollectionViewLayoutAttributes; index path: (\(storedIndexPath.section)-\(storedIndexPath.item)); \(what)frame = \(format(storedFrame))>"
    }

    private func setFrame(_ frame: CGRect, _ selector: String) {
        guard frame.isFiniteRect else {
            DiagnosticCenter.report(.invalidGeometry, """
            Mainline: [UICollectionViewLayoutAttributes \(selector)] with a non-finite value \(format(frame)) for the \
            element at (\(storedIndexPath.section)-\(storedIndexPath.item)); the value is ignored.
            """)
            return
        }
        storedFrame = frame
    }
}
