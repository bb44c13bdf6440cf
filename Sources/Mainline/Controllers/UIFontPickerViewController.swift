import Foundation

/// Hears the font the user picked in a font picker, or that they cancelled. Both are optional.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The user picked a font: read the picker's `selectedFontDescriptor`.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user cancelled (the picker has dismissed itself).
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        UIEntry.check("-[UIFontPickerViewControllerDelegate fontPickerViewControllerDidPickFont:]")
    }
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        UIEntry.check("-[UIFontPickerViewControllerDelegate fontPickerViewControllerDidCancel:]")
    }
}

/// The system's font picker: it lists the installed families (`UIFont.familyNames`) that its
/// configuration lets through. The user is scripted: `Simulation.pickFont(named:)` sets
/// `selectedFontDescriptor` and tells the delegate — the picker stays on screen, as UIKit's
/// does, for the app to dismiss — and `Simulation.cancelFontPicker()` dismisses it, then tells
/// the delegate. A font the configuration filters out cannot be picked (reported).
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    let storedFontConfiguration: Configuration
    weak var storedFontDelegate: UIFontPickerViewControllerDelegate?
    var storedSelectedFontDescriptor: UIFontDescriptor?

    /// A picker configured by `configuration` (copied).
    public init(configuration: Configuration = Configuration()) {
        UIEntry.check("-[UIFontPickerViewController initWithConfiguration:]")
        storedFontConfiguration = configuration.copy()
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        UIEntry.check("-[UIFontPickerViewController initWithCoder:]")
        storedFontConfiguration = Configuration()
        super.init(coder: coder)
    }

    /// The picker's configuration (a copy of the one it was made with).
    open var configuration: Configuration {
        let entry = UIEntry("-[UIFontPickerViewController configuration]", self); defer { entry.end() }
        return storedFontConfiguration
    }

    /// The delegate (not retained).
    open var delegate: UIFontPickerViewControllerDelegate? {
        get { let entry = UIEntry("-[UIFontPickerViewController delegate]", self); defer { entry.end() }; return storedFontDelegate }
        set { let entry = UIEntry("-[UIFontPickerViewController setDelegate:]", self); defer { entry.end() }; storedFontDelegate = newValue }
    }

    /// The font picked (a face's descriptor with `includeFaces`, else its family's regular
    /// font); set it to show a font as selected.
    open var selectedFontDescriptor: UIFontDescriptor? {
        get { let entry = UIEntry("-[UIFontPickerViewController selectedFontDescriptor]", self); defer { entry.end() }; return storedSelectedFontDescriptor }
        set { let entry = UIEntry("-[UIFontPickerViewController setSelectedFontDescriptor:]", self); defer { entry.end() }; storedSelectedFontDescriptor = newValue }
    }

    /// The fonts the picker lists: every face with `includeFaces`, else each family's first
    /// font, less those without `filteredTraits` or rejected by the languages predicate.
    var listedFontNames: [String] {
        UIFont.familyNames.flatMap { family -> [String] in
            let faces = UIFont.fontNames(forFamilyName: family)
            return storedFontConfiguration.storedIncludeFaces ? faces : Array(faces.prefix(1))
        }.filter { storedFontConfiguration.admits(UIFontDescriptor(name: $0, size: 0)) }
    }

    // MARK: - The user's choice

    /// The user picked the font named `name` (a face, or any face of a family when faces are
    /// not listed).
    func userPicked(fontNamed name: String) {
        let listed = listedFontNames
        let family = UIFont.familyNames.first { UIFont.fontNames(forFamilyName: $0).contains(name) }
        let chosen = listed.contains(name) ? name
            : storedFontConfiguration.storedIncludeFaces ? nil
            : family.flatMap { UIFont.fontNames(forFamilyName: $0).first }.flatMap { listed.contains($0) ? $0 : nil }
        guard let chosen else {
            DiagnosticCenter.report(.viewControllerMisuse, "Mainline: the font picker does not list \(name) (not installed, or filtered out by its configuration); nothing is picked.", in: context)
            return
        }
        storedSelectedFontDescriptor = UIFontDescriptor(name: chosen, size: 0)
        guard let delegate = storedFontDelegate else { return }
        context.loop.span(.delegateCallback, "fontPickerViewControllerDidPickFont(_:)") { delegate.fontPickerViewControllerDidPickFont(self) }
    }

    /// The user cancelled: dismissed, then the delegate hears it.
    func userCancelled() {
        let delegate = storedFontDelegate
        let context = self.context
        startDismissal(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            context.loop.span(.delegateCallback, "fontPickerViewControllerDidCancel(_:)") { delegate.fontPickerViewControllerDidCancel(self) }
        }
    }
}
