import Foundation
import ThreadChecker

/// The current thread's stack of graphics contexts (UIKit keeps one per thread: drawing into
/// an image may happen on any queue).
final class GraphicsContextStack {
    struct Entry {
        /// The context; for a view drawing in the display pass, made only when asked for (most
        /// `draw(_:)` overrides never ask, and the pass draws thousands of views).
        var made: CGContext?
        /// Size, scale and clip of a view's context not made yet.
        var view: (size: CGSize, scale: CGFloat, clip: CGRect)?
        /// Whether `UIGraphicsBeginImageContext…` pushed it (the image-context functions only
        /// act on such an entry).
        let isImageContext: Bool

        init(context: CGContext, isImageContext: Bool) {
            made = context
            self.isImageContext = isImageContext
        }

        init(viewOfSize size: CGSize, scale: CGFloat, clip: CGRect) {
            view = (size, scale, clip)
            isImageContext = false
        }

        /// The context, made now if it is a view's that nobody asked for yet.
        mutating func context() -> CGContext {
            if let made { return made }
            let spec = view!
            let context = CGContext(size: spec.size, scale: spec.scale, clip: spec.clip)
            made = context
            return context
        }
    }

    var entries: [Entry] = []
    /// The PDF documents opened with `UIGraphicsBeginPDFContext…` and not yet ended, with
    /// where each is written.
    var openPDFDocuments: [(document: PDFDocumentWriter, output: PDFOutput)] = []

    /// Where a PDF context's document goes when it ends.
    enum PDFOutput {
        case data(NSMutableData)
        case file(String)
    }

    private static let key = "Mainline.GraphicsContextStack"

    /// This thread's stack: the running simulation's while its turn is held on this thread (the
    /// display pass pushes there without a thread-dictionary lookup), else the thread's own.
    static var current: GraphicsContextStack {
        // `running` may only be read holding the main turn; images are drawn on any queue.
        if MainTurn.isSharedTurnHeldByCurrentThread, let running = SimulationContext.running { return running.commit.graphicsStack }
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, then pops it (even if `body` leaves others pushed
    /// above it, as UIKit's display pass does).
    static func withContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        try with(Entry(context: context, isImageContext: false), body)
    }

    /// Runs a view's `draw(_:)` with a context of its size current (made if it is asked for).
    static func withViewContext<T>(in stack: GraphicsContextStack, size: CGSize, scale: CGFloat, clip: CGRect,
                                   _ body: () throws -> T) rethrows -> T {
        try with(Entry(viewOfSize: size, scale: scale, clip: clip), in: stack, body)
    }

    private static func with<T>(_ entry: Entry, in stack: GraphicsContextStack = current, _ body: () throws -> T) rethrows -> T {
        let depth = stack.entries.count
        stack.entries.append(entry)
        defer { stack.entries.removeSubrange(min(depth, stack.entries.count)...) }
        return try body()
    }

    /// The top context, made if it is a view's not made yet.
    func top() -> CGContext? {
        guard !entries.isEmpty else { return nil }
        return entries[entries.count - 1].context()
    }

    /// The scale of a drawing made with scale 0: the running simulation's screen, else the
    /// default screen (read without the main-thread check: image drawing may be off-main).
    static var screenScale: CGFloat {
        SimulationContext.runningWithoutBlocking?.app.screen.storedScale ?? UIScreen.defaultScreen.storedScale
    }
}

/// The context drawing goes to on this thread: the view's during its `draw(_:)` in the
/// display pass, an image context or renderer's while it is open, the one pushed last with
/// `UIGraphicsPushContext(_:)`; nil otherwise.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.top()
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: false))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Opens an image context of `size` points at scale 1 and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens an image context of `size` points at `scale` (0: the screen's) and makes it current;
/// an opaque one starts black.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : GraphicsContextStack.screenScale
    let context = CGContext.imageContext(size: size, scale: scale)
    if opaque {
        context.saveGState()
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(origin: .zero, size: size))
        context.restoreGState()
    }
    GraphicsContextStack.current.entries.append(.init(context: context, isImageContext: true))
}

/// An image of what the current image context has drawn, at its size and scale, with its
/// pixels (nil when the current context is not an image context).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let top = stack.entries.last, top.isImageContext, let context = stack.top() else { return nil }
    guard let image = context.makeImage() else { return UIImage(size: context.size, scale: context.scale) }
    return UIImage(cgImage: image, scale: context.scale, orientation: .up)
}

/// Closes the current image context (nothing happens when the current context is not one).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let top = stack.entries.last, top.isImageContext else { return }
    stack.entries.removeLast()
}

extension UIColor {
    /// Makes this colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this colour the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` in the current context with its fill colour, composited with `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame inside `rect` in the current context.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

/// Strokes a one-point frame inside `rect`, composited with `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
