import Foundation

/// A visual effect (a blur or vibrancy). Nothing is rendered; the effect is kept for the view.
open class UIVisualEffect: @unchecked Sendable {
    /// An effect with no settings (use a subclass).
    public init() {}
}

/// A blur of the content behind a view.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// The styles of vibrancy over a material.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrant content over a blur.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (`.label` unless given).
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view that shows a visual effect behind its `contentView`, where content goes: the content
/// view always fills the effect view (it resizes with it).
open class UIVisualEffectView: UIView {
    private var storedEffect: UIVisualEffect?
    private let storedContentView = UIView()

    /// An effect view showing `effect` (nil for none).
    public init(effect: UIVisualEffect?) {
        storedEffect = effect
        super.init(frame: .zero)
        let entry = UIEntry("-[UIVisualEffectView initWithEffect:]", self); defer { entry.end() }
        installContentView()
    }

    /// An effect view from an archive (no effect).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let entry = UIEntry("-[UIVisualEffectView initWithCoder:]", self); defer { entry.end() }
        installContentView()
    }

    /// An effect view with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        let entry = UIEntry("-[UIVisualEffectView initWithFrame:]", self); defer { entry.end() }
        self.frame = frame
    }

    private func installContentView() {
        storedContentView.frame = bounds
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insert(storedContentView, at: storedSubviews.count)
    }

    /// Where subviews go.
    open var contentView: UIView {
        let entry = UIEntry("-[UIVisualEffectView contentView]", self); defer { entry.end() }
        return storedContentView
    }

    /// The effect shown.
    open var effect: UIVisualEffect? {
        get { let entry = UIEntry("-[UIVisualEffectView effect]", self); defer { entry.end() }; return storedEffect }
        set { let entry = UIEntry("-[UIVisualEffectView setEffect:]", self); defer { entry.end() }; storedEffect = newValue; setNeedsDisplay() }
    }
}

/// Liquid Glass (iOS 26): a material that refracts what is behind it. Nothing is rendered;
/// the effect's settings are kept for the view, as a blur's are.
open class UIGlassEffect: UIVisualEffect, @unchecked Sendable {
    /// The glass's look.
    public enum Style: Int, Sendable {
        /// The standard glass.
        case regular
        /// A clearer glass for content over media.
        case clear
    }

    let storedStyle: Style
    var storedIsInteractive = false
    var storedTintColor: UIColor?
    /// Whether the glass reacts to touches (scales and highlights).
    open var isInteractive: Bool {
        get { let entry = UIEntry("-[UIGlassEffect isInteractive]", self); defer { entry.end() }; return storedIsInteractive }
        set { let entry = UIEntry("-[UIGlassEffect setInteractive:]", self); defer { entry.end() }; storedIsInteractive = newValue }
    }
    /// A tint over the glass.
    open var tintColor: UIColor? {
        get { let entry = UIEntry("-[UIGlassEffect tintColor]", self); defer { entry.end() }; return storedTintColor }
        set { let entry = UIEntry("-[UIGlassEffect setTintColor:]", self); defer { entry.end() }; storedTintColor = newValue }
    }

    /// Glass of `style`.
    public init(style: Style) {
        UIEntry.check("+[UIGlassEffect effectWithStyle:]")
        storedStyle = style
        super.init()
    }

    /// Regular glass.
    public override convenience init() { UIEntry.check("-[UIGlassEffect init]"); self.init(style: .regular) }
}

/// Merges the glass of the effect views it contains when they come within `spacing` points.
open class UIGlassContainerEffect: UIVisualEffect, @unchecked Sendable {
    var storedSpacing: CGFloat = 0
    /// How close glass shapes come before they merge.
    open var spacing: CGFloat {
        get { let entry = UIEntry("-[UIGlassContainerEffect spacing]", self); defer { entry.end() }; return storedSpacing }
        set { let entry = UIEntry("-[UIGlassContainerEffect setSpacing:]", self); defer { entry.end() }; storedSpacing = newValue }
    }
}
