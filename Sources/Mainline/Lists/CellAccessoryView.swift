import Foundation

/// The view of one of a list cell's accessories: a symbol image (a chevron, a checkmark, a
/// control), a label, or the custom view, centred in the width the accessory takes. The
/// interactive ones (detail, delete, insert, outline disclosure) are controls a tap triggers.
final class CellAccessoryView: UIControl {
    private(set) var accessory: UICellAccessory
    private var content: UIView?
    weak var cell: UICollectionViewListCell?

    /// The standard width of the system accessories (Mainline's figure).
    static let standardWidth: CGFloat = 24

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        update(accessory)
        addAction(UIAction { [weak self] _ in
            guard let self, let cell = self.cell else { return }
            cell.accessoryTapped(self.accessory)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        accessory = .checkmark()
        super.init(coder: coder)
    }

    /// Shows `accessory` (a cell reconfigured with equal accessories keeps its views).
    func update(_ accessory: UICellAccessory) {
        let sameContent = self.accessory.kind == accessory.kind && content != nil
        self.accessory = accessory
        storedIsUserInteractionEnabled = isInteractive
        if !sameContent {
            content?.removeFromSuperview()
            content = makeContent()
            if let content { addSubview(content) }
        }
        if let tint = accessory.tintColor { tintColor = tint }
        setNeedsLayout()
    }

    private var isInteractive: Bool {
        switch accessory.kind {
        case .detail, .delete, .insert, .outlineDisclosure: return true
        case .customView: return true
        default: return false
        }
    }

    private func makeContent() -> UIView {
        func symbol(_ name: String, _ size: CGSize, _ color: UIColor? = nil) -> UIView {
            let view = UIImageView(image: UIImage(systemName: name))
            view.frame = CGRect(origin: .zero, size: size)
            if let color { view.tintColor = color }
            return view
        }
        switch accessory.kind {
        case .disclosureIndicator: return symbol("chevron.right", CGSize(width: 9, height: 15), .tertiaryLabel)
        case .checkmark: return symbol("checkmark", CGSize(width: 15, height: 15))
        case .detail: return symbol("info.circle", CGSize(width: 22, height: 22))
        case .delete: return symbol("minus.circle.fill", CGSize(width: 22, height: 22), accessory.backgroundColor ?? .systemRed)
        case .insert: return symbol("plus.circle.fill", CGSize(width: 22, height: 22), accessory.backgroundColor ?? .systemGreen)
        case .reorder: return symbol("line.3.horizontal", CGSize(width: 20, height: 15), .tertiaryLabel)
        case .outlineDisclosure: return symbol("chevron.right", CGSize(width: 15, height: 15))
        case .multiselect: return symbol("circle", CGSize(width: 22, height: 22), .tertiaryLabel)
        case .label(let text):
            let label = UILabel()
            label.text = text
            label.font = accessory.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
            return label
        case .customView(let view):
            if view.storedBounds.size == .zero {
                let size = view.intrinsicContentSize
                view.frame = CGRect(origin: .zero, size: CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            return view
        }
    }

    /// The content's own size.
    var contentSize: CGSize { content?.storedBounds.size ?? .zero }

    /// The width the accessory takes in the cell.
    var takenWidth: CGFloat {
        switch accessory.reservedWidth {
        case .custom(let width)?: return max(0, width)
        case .standard?: return max(Self.standardWidth, contentSize.width)
        case .actual?, nil: return contentSize.width
        }
    }

    /// Follows the cell's state: the outline chevron points down while expanded, the selection
    /// circle fills while selected.
    func follow(expanded: Bool, selected: Bool) {
        switch accessory.kind {
        case .outlineDisclosure:
            let turned = CGAffineTransform(rotationAngle: .pi / 2)
            content?.transform = expanded ? turned : .identity
        case .multiselect:
            (content as? UIImageView)?.image = UIImage(systemName: selected ? "checkmark.circle.fill" : "circle")
            content?.tintColor = selected ? (accessory.backgroundColor ?? tintColor) : .tertiaryLabel
        default:
            break
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        let size = content.storedBounds.size
        content.center = CGPoint(x: storedBounds.width / 2, y: storedBounds.height / 2)
        content.bounds = CGRect(origin: .zero, size: size)
    }
}
