import Foundation

/// How a `UIGraphicsPDFRenderer` makes its documents: their information dictionary.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document's information (`kCGPDFContextTitle`, `kCGPDFContextAuthor`,
    /// `kCGPDFContextSubject`, `kCGPDFContextCreator`, `kCGPDFContextKeywords`, or the same
    /// names without the prefix), written to the file's Info dictionary.
    open var documentInfo: [String: Any] = [:]

    /// A format with no document information.
    public required init() {
        super.init()
    }
}

/// The context a PDF renderer hands to its drawing closure: it begins pages and adds links and
/// destinations to the page being drawn. Drawing before the first `beginPage()` lands on no
/// page, as in UIKit (where Core Graphics drops it).
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    let document: PDFDocumentWriter

    init(document: PDFDocumentWriter, format: UIGraphicsPDFRendererFormat) {
        self.document = document
        super.init(cgContext: document.context, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat { rendererFormat as! UIGraphicsPDFRendererFormat }

    /// The bounds of the page being drawn (the renderer's bounds before the first page).
    open var pdfContextBounds: CGRect { document.currentBounds }

    /// Ends the page being drawn, if any, and begins one of the renderer's bounds.
    open func beginPage() {
        document.beginPage(bounds: nil)
    }

    /// Ends the page being drawn, if any, and begins one of `bounds` (the renderer's when
    /// empty). `pageInfo` is accepted and not written (Mainline writes no page boxes but the
    /// media box).
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        document.beginPage(bounds: bounds)
    }

    /// Makes `rect` (current user space) of the page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        document.addLink(.url(url), over: rect)
    }

    /// Names the destination at `point` (current user space) of the page, for links made with
    /// `setDestinationWithName(_:for:)`.
    open func addDestination(withName name: String, at point: CGPoint) {
        document.addDestination(name, at: point)
    }

    /// Makes `rect` (current user space) of the page a link to the destination called `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {
        document.addLink(.destination(name), over: rect)
    }
}

/// Makes PDF documents by running drawing code in a PDF context (UIKit's
/// `UIGraphicsPDFRenderer`): each `beginPage()` starts a page, and what is drawn on it is
/// written as PDF paths, paints, shadings and text (see `PDFDocumentWriter` for what is left
/// out). Usable from any thread, as in UIKit.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// A renderer of pages of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat.default())
    }

    /// A renderer of pages of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The format of the documents.
    open override var format: UIGraphicsPDFRendererFormat { rendererFormat as! UIGraphicsPDFRendererFormat }

    /// The class of context the renderer hands to drawing code.
    open override class func rendererContextClass() -> AnyClass { UIGraphicsPDFRendererContext.self }

    override func makeContext() -> UIGraphicsRendererContext {
        let document = PDFDocumentWriter(bounds: bounds, documentInfo: format.documentInfo)
        return UIGraphicsPDFRendererContext(document: document, format: format)
    }

    /// Runs `actions` with a new PDF context made current and returns the document.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let context = makeContext() as! UIGraphicsPDFRendererContext
        GraphicsContextStack.withContext(context.cgContext) { actions(context) }
        return context.document.data()
    }

    /// Runs `actions` with a new PDF context made current and writes the document to `url`
    /// (throwing what writing the file throws).
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}
