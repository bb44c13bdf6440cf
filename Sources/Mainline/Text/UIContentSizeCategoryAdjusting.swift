import Foundation

/// Views whose text can follow the user's preferred content size (labels, text fields, text
/// views): with `adjustsFontForContentSizeCategory` on, a font made for a text style
/// (`UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`) is remade when the category changes.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
