import Foundation

/// How a preview is drawn: the part of the view shown, and its background (`UIPreviewParameters`).
@preconcurrency @MainActor
open class UIPreviewParameters {
    var storedVisiblePath: UIBezierPath?
    var storedShadowPath: UIBezierPath?
    var storedBackgroundColor: UIColor?

    /// Parameters showing the whole view on the default background.
    public init() { UIEntry.check("-[UIPreviewParameters init]") }

    /// Parameters showing the lines of text in `textLineRects` (the view's coordinates).
    public init(textLineRects: [NSValue]) {
        UIEntry.check("-[UIPreviewParameters initWithTextLineRects:]")
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        storedVisiblePath = path
    }

    /// The part of the view shown (nil: all of it).
    open var visiblePath: UIBezierPath? {
        get { let entry = UIEntry("-[UIPreviewParameters visiblePath]", self); defer { entry.end() }; return storedVisiblePath }
        set { let entry = UIEntry("-[UIPreviewParameters setVisiblePath:]", self); defer { entry.end() }; storedVisiblePath = newValue }
    }

    /// The shape of the preview's shadow (nil: the visible path's).
    open var shadowPath: UIBezierPath? {
        get { let entry = UIEntry("-[UIPreviewParameters shadowPath]", self); defer { entry.end() }; return storedShadowPath }
        set { let entry = UIEntry("-[UIPreviewParameters setShadowPath:]", self); defer { entry.end() }; storedShadowPath = newValue }
    }

    /// The colour behind the view (nil: the system's).
    open var backgroundColor: UIColor! {
        get { let entry = UIEntry("-[UIPreviewParameters backgroundColor]", self); defer { entry.end() }; return storedBackgroundColor }
        set { let entry = UIEntry("-[UIPreviewParameters setBackgroundColor:]", self); defer { entry.end() }; storedBackgroundColor = newValue }
    }
}

/// The parameters of a drag item's preview.
open class UIDragPreviewParameters: UIPreviewParameters {}

/// Where a preview is shown: a point in a container view, with a transform (`UIPreviewTarget`).
@preconcurrency @MainActor
open class UIPreviewTarget {
    let storedContainer: UIView
    let storedCenter: CGPoint
    let storedTransform: CGAffineTransform

    /// A target at `center` in `container`, drawn with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        UIEntry.check("-[UIPreviewTarget initWithContainer:center:transform:]")
        storedContainer = container
        storedCenter = center
        storedTransform = transform
    }

    /// A target at `center` in `container`.
    public convenience init(container: UIView, center: CGPoint) {
        UIEntry.check("-[UIPreviewTarget initWithContainer:center:]")
        self.init(container: container, center: center, transform: .identity)
    }

    /// The view the preview is shown in.
    open var container: UIView { let entry = UIEntry("-[UIPreviewTarget container]", self); defer { entry.end() }; return storedContainer }
    /// Where in the container (its coordinates).
    open var center: CGPoint { let entry = UIEntry("-[UIPreviewTarget center]", self); defer { entry.end() }; return storedCenter }
    /// The preview's transform there.
    open var transform: CGAffineTransform { let entry = UIEntry("-[UIPreviewTarget transform]", self); defer { entry.end() }; return storedTransform }
}

/// Where a drag preview is shown.
open class UIDragPreviewTarget: UIPreviewTarget {}

/// What a dragged item looks like under the finger: a view and its parameters.
@preconcurrency @MainActor
open class UIDragPreview {
    let storedView: UIView
    let storedParameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        UIEntry.check("-[UIDragPreview initWithView:parameters:]")
        storedView = view
        storedParameters = parameters
    }

    /// A preview of the whole of `view`.
    public convenience init(view: UIView) {
        UIEntry.check("-[UIDragPreview initWithView:]")
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// A preview of a web address: one line of text showing the URL (its host and path).
    public convenience init(for url: URL) {
        UIEntry.check("+[UIDragPreview previewForURL:]")
        self.init(for: url, title: nil)
    }

    /// A preview of a web address with a title: the title on the first line, the URL on the
    /// second (nil title: the URL alone).
    public convenience init(for url: URL, title: String?) {
        UIEntry.check("+[UIDragPreview previewForURL:title:]")
        self.init(view: URLPreviewView(url: url, title: title))
    }

    /// The view shown.
    open var view: UIView { let entry = UIEntry("-[UIDragPreview view]", self); defer { entry.end() }; return storedView }
    /// How it is drawn.
    open var parameters: UIDragPreviewParameters { let entry = UIEntry("-[UIDragPreview parameters]", self); defer { entry.end() }; return storedParameters }
}

/// A drag preview placed in a target (lifting from, or dropping into, a view).
open class UITargetedDragPreview: UITargetedPreview {
    var storedDragTarget: UIDragPreviewTarget?

    /// A preview of a web address (one line of text) shown at `target`.
    public convenience init(for url: URL, target: UIDragPreviewTarget) {
        UIEntry.check("+[UITargetedDragPreview previewForURL:target:]")
        self.init(for: url, title: nil, target: target)
    }

    /// A preview of a web address and its title (two lines) shown at `target`.
    public convenience init(for url: URL, title: String?, target: UIDragPreviewTarget) {
        UIEntry.check("+[UITargetedDragPreview previewForURL:title:target:]")
        self.init(view: URLPreviewView(url: url, title: title))
        storedDragTarget = target
    }

    /// The same preview shown at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        let entry = UIEntry("-[UITargetedDragPreview retargetedPreviewWithTarget:]", self); defer { entry.end() }
        let preview = UITargetedDragPreview(view: storedView)
        preview.storedDragTarget = newTarget
        return preview
    }
}

/// The animations that go with a drag's lift, cancel or drop: added blocks run with them,
/// completions after.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` with the system's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A drag animation: blocks added before it runs animate with it (a `UIView` animation on the
/// simulation's clock), completions run when it ends; blocks added after it ended run at once.
final class DragAnimator: UIDragAnimating {
    var animations: [() -> Void] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var finished = false

    func addAnimations(_ animations: @escaping () -> Void) {
        UIEntry.check("-[UIDragAnimating addAnimations:]")
        if finished { animations() } else { self.animations.append(animations) }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        UIEntry.check("-[UIDragAnimating addCompletion:]")
        if finished { completion(.end) } else { completions.append(completion) }
    }

    /// Runs the animations in a UIView animation of `duration`, then the completions, then
    /// `then` (at once when nothing was added).
    func run(duration: TimeInterval = 0.25, then: (() -> Void)? = nil) {
        let blocks = animations, done = completions
        animations = []
        completions = []
        finished = true
        guard !blocks.isEmpty || !done.isEmpty else { then?(); return }
        UIView.animate(withDuration: duration, animations: { for block in blocks { block() } },
                       completion: { _ in
                           for completion in done { completion(.end) }
                           then?()
                       })
    }

    /// Runs `animators` together; `then` once all have ended.
    static func run(_ animators: [DragAnimator], then: @escaping () -> Void) {
        var left = animators.count
        guard left > 0 else { return then() }
        for animator in animators {
            animator.run {
                left -= 1
                if left == 0 { then() }
            }
        }
    }
}

/// The platter a URL preview shows: the title (when there is one) above the URL's host and
/// path, each one line, sized to fit them.
final class URLPreviewView: UIView {
    init(url: URL, title: String?) {
        super.init(frame: .zero)
        let lines = [title, url.host.map { $0 + url.path } ?? url.absoluteString].compactMap { $0 }
        var y: CGFloat = 8
        var width: CGFloat = 0
        for (i, line) in lines.enumerated() {
            let label = UILabel()
            label.text = line
            label.font = i == 0 && lines.count > 1 ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 15)
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 12, y: y)
            y = label.frame.maxY + 2
            width = max(width, label.frame.width)
            addSubview(label)
        }
        frame = CGRect(x: 0, y: 0, width: width + 24, height: y + 6)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
