import Foundation

/// What a compositional layout's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The enclosing reference (a section's: the layout configuration's).
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// The layout-wide settings of a compositional layout: its scroll direction, the space between
/// sections, headers and footers of the whole layout, and what content insets are measured
/// from. A layout keeps a copy: change one and set it again for the change to take effect.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    var storedScrollDirection: UICollectionView.ScrollDirection = .vertical
    var storedInterSectionSpacing: CGFloat = 0
    var storedBoundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    var storedContentInsetsReference: UIContentInsetsReference = .safeArea

    /// The default configuration (vertical, no spacing, insets from the safe area).
    public init() {
        let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration init]"); defer { entry.end() }
    }

    /// The direction the layout scrolls (default vertical).
    public var scrollDirection: UICollectionView.ScrollDirection {
        get { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration scrollDirection]", self); defer { entry.end() }; return storedScrollDirection }
        set { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration setScrollDirection:]", self); defer { entry.end() }; storedScrollDirection = newValue }
    }

    /// The space between sections (default 0).
    public var interSectionSpacing: CGFloat {
        get { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration interSectionSpacing]", self); defer { entry.end() }; return storedInterSectionSpacing }
        set {
            let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration setInterSectionSpacing:]", self); defer { entry.end() }
            storedInterSectionSpacing = newValue.isFinite ? newValue : 0
        }
    }

    /// Headers and footers of the whole layout (before the first section, after the last).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration boundarySupplementaryItems]", self); defer { entry.end() }; return storedBoundarySupplementaryItems }
        set { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration setBoundarySupplementaryItems:]", self); defer { entry.end() }; storedBoundarySupplementaryItems = newValue }
    }

    /// What sections' content insets are measured from (default the safe area).
    public var contentInsetsReference: UIContentInsetsReference {
        get { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration contentInsetsReference]", self); defer { entry.end() }; return storedContentInsetsReference }
        set { let entry = UIEntry("-[UICollectionViewCompositionalLayoutConfiguration setContentInsetsReference:]", self); defer { entry.end() }; storedContentInsetsReference = newValue }
    }

    /// A copy (the layout keeps one).
    func duplicate() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration(unchecked: ())
        copy.storedScrollDirection = storedScrollDirection
        copy.storedInterSectionSpacing = storedInterSectionSpacing
        copy.storedBoundarySupplementaryItems = storedBoundarySupplementaryItems
        copy.storedContentInsetsReference = storedContentInsetsReference
        return copy
    }

    init(unchecked: Void) {}
}
