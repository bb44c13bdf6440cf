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

/// Where a layout puts one element: its frame, index path, kind, transform, z order, alpha and
/// visibility. The collection view applies them to the element's view: bounds and centre, the
/// transform (`transform3D` to the layer when it is not affine), `zIndex` as the layer's
/// `zPosition`, alpha and hidden; then the view's `apply(_:)`.
///
/// Subclass it to carry more (UIKit's pattern): add stored properties, override `copy(with:)`
/// (call super, then copy yours) and `isEqual(_:)`, and return the subclass from the layout's
/// `layoutAttributesClass`. Layouts make their attributes with `init()`, which subclasses
/// inherit.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency NSCopying, @preconcurrency CustomStringConvertible {
    var storedFrame: CGRect = .zero
    var storedIndexPath = IndexPath(item: 0, section: 0)
    var storedCategory: UICollectionView.ElementCategory = .cell
    var storedKind: String?
    var storedZIndex = 0
    var storedAlpha: CGFloat = 1
    var storedIsHidden = false
    var storedTransform3D = CATransform3DIdentity

    /// Attributes of a cell at (0, 0) with a zero frame (NSObject's `init()`; layouts then set
    /// what they need).
    public required init() {
        UIEntry.check("-[UICollectionViewLayoutAttributes init]")
    }

    /// Attributes of the layout's class of attributes (a subclass a layout names), filled in.
    convenience init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect = .zero) {
        self.init()
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

    /// Attributes for a decoration view of `decorationViewKind` (registered with the layout's
    /// `register(_:forDecorationViewOfKind:)`) at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        let entry = UIEntry("+[UICollectionViewLayoutAttributes layoutAttributesForDecorationViewOfKind:withIndexPath:]"); defer { entry.end() }
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// A copy of the same class (layouts hand out copies of their cached attributes). Subclasses
    /// override it to copy their own properties after calling super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes copyWithZone:]", self); defer { entry.end() }
        let copy = type(of: self).init()
        copy.storedFrame = storedFrame
        copy.storedIndexPath = storedIndexPath
        copy.storedCategory = storedCategory
        copy.storedKind = storedKind
        copy.storedZIndex = storedZIndex
        copy.storedAlpha = storedAlpha
        copy.storedIsHidden = storedIsHidden
        copy.storedTransform3D = storedTransform3D
        return copy
    }

    /// A copy (as `copy(with:)`, typed).
    open func copy() -> UICollectionViewLayoutAttributes {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes copy]", self); defer { entry.end() }
        return duplicate()
    }

    /// Whether `object` is attributes of the same element with the same geometry and look.
    /// Subclasses override it to compare their own properties too.
    open func isEqual(_ object: Any?) -> Bool {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes isEqual:]", self); defer { entry.end() }
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.storedFrame == storedFrame && other.storedIndexPath == storedIndexPath && other.storedCategory == storedCategory
            && other.storedKind == storedKind && other.storedZIndex == storedZIndex && other.storedAlpha == storedAlpha
            && other.storedIsHidden == storedIsHidden && CATransform3DEqualToTransform(other.storedTransform3D, storedTransform3D)
    }

    func duplicate() -> UICollectionViewLayoutAttributes {
        copy(with: nil) as? UICollectionViewLayoutAttributes ?? UICollectionViewLayoutAttributes(category: storedCategory, kind: storedKind,
                                                                                                  indexPath: storedIndexPath, frame: storedFrame)
    }

    /// The element's frame in the collection view's content: its centre and size (setting it
    /// sets both; the transform applies about the centre on top of it).
    open var frame: CGRect {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes frame]", self); defer { entry.end() }; return storedFrame }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setFrame:]", self); defer { entry.end() }; setUntransformedFrame(newValue, "setFrame:") }
    }

    /// The centre of the frame.
    open var center: CGPoint {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes center]", self); defer { entry.end() }; return CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setCenter:]", self); defer { entry.end() }
            let s = storedFrame.size
            setUntransformedFrame(CGRect(x: newValue.x - s.width / 2, y: newValue.y - s.height / 2, width: s.width, height: s.height), "setCenter:")
        }
    }

    /// The size of the (untransformed) frame; setting it keeps the centre.
    open var size: CGSize {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes size]", self); defer { entry.end() }; return storedFrame.size }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setSize:]", self); defer { entry.end() }
            let c = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            setUntransformedFrame(CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height), "setSize:")
        }
    }

    /// The bounds: the size, at the origin.
    open var bounds: CGRect {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes bounds]", self); defer { entry.end() }; return CGRect(origin: .zero, size: storedFrame.size) }
        set {
            let entry = UIEntry("-[UICollectionViewLayoutAttributes setBounds:]", self); defer { entry.end() }
            let c = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            setUntransformedFrame(CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height), "setBounds:")
        }
    }

    /// The element's 3D transform, about its centre (identity by default). Setting it sets
    /// `transform` to its affine part.
    open var transform3D: CATransform3D {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes transform3D]", self); defer { entry.end() }; return storedTransform3D }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setTransform3D:]", self); defer { entry.end() }; storedTransform3D = newValue }
    }

    /// The element's affine transform, about its centre (identity by default). Setting it sets
    /// `transform3D` to the same transform.
    open var transform: CGAffineTransform {
        get { let entry = UIEntry("-[UICollectionViewLayoutAttributes transform]", self); defer { entry.end() }; return CATransform3DGetAffineTransform(storedTransform3D) }
        set { let entry = UIEntry("-[UICollectionViewLayoutAttributes setTransform:]", self); defer { entry.end() }; storedTransform3D = CATransform3DMakeAffineTransform(newValue) }
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

    /// The kind of a supplementary or decoration view (nil for cells).
    open var representedElementKind: String? {
        let entry = UIEntry("-[UICollectionViewLayoutAttributes representedElementKind]", self); defer { entry.end() }
        return storedKind
    }

    /// The order of overlapping elements (higher is in front; the view's layer `zPosition`).
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
        return "<\(type(of: self)); index path: (\(indexPathText)); \(what)frame = \(format(storedFrame))>"
    }

    // MARK: - Internals

    var indexPathText: String {
        storedIndexPath.count == 2 ? "\(storedIndexPath.section)-\(storedIndexPath.item)" : "\(storedIndexPath)"
    }

    private func setUntransformedFrame(_ frame: CGRect, _ selector: String) {
        guard frame.isFiniteRect else { return reportNonFinite(frame, selector) }
        storedFrame = frame
    }

    private func reportNonFinite(_ frame: CGRect, _ selector: String) {
        DiagnosticCenter.report(.invalidGeometry, """
        Mainline: [UICollectionViewLayoutAttributes \(selector)] with a non-finite value \(format(frame)) for the \
        element at (\(indexPathText)); the value is ignored.
        """)
    }
}
