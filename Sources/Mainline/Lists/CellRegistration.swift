import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item: registered on first use by
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        let identifier: String
        let handler: @MainActor (Cell, IndexPath, Item) -> Void

        public init(handler: @escaping @MainActor (Cell, IndexPath, Item) -> Void) {
            identifier = "CellRegistration<\(Cell.self)>.\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// A supplementary view class for an element kind and the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        let identifier: String
        let elementKind: String
        let handler: @MainActor (Supplementary, String, IndexPath) -> Void

        public init(elementKind: String, handler: @escaping @MainActor (Supplementary, String, IndexPath) -> Void) {
            identifier = "SupplementaryRegistration<\(Supplementary.self)>.\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell dequeued with the registration and configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        let entry = UIEntry("-[UICollectionView dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:]", self); defer { entry.end() }
        if cellClasses[registration.identifier] == nil { cellClasses[registration.identifier] = Cell.self }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredReuseIdentifier: registration.identifier)
        cell.storedReuseIdentifier = registration.identifier
        cell.isFreshlyDequeued = true
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view dequeued with the registration and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let entry = UIEntry("-[UICollectionView dequeueConfiguredReusableSupplementaryViewWithRegistration:forIndexPath:]", self); defer { entry.end() }
        if supplementaryClasses[registration.elementKind]?[registration.identifier] == nil {
            supplementaryClasses[registration.elementKind, default: [:]][registration.identifier] = Supplementary.self
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredReuseIdentifier: registration.identifier)
        view.storedReuseIdentifier = registration.identifier
        view.isFreshlyDequeued = true
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
