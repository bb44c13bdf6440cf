import Foundation

/// The PDF document of the current context, if it is a PDF context opened with
/// `UIGraphicsBeginPDFContext…`.
private func currentPDFDocument() -> PDFDocumentWriter? {
    let stack = GraphicsContextStack.current
    guard let top = stack.top() else { return nil }
    return stack.openPDFDocuments.last { $0.document.context === top }?.document
}

/// The document information a PDF context was given, with string keys.
private func info(_ dictionary: [AnyHashable: Any]?) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in dictionary ?? [:] { result["\(key.base)"] = value }
    return result
}

private func beginPDFContext(_ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?, output: GraphicsContextStack.PDFOutput) {
    let document = PDFDocumentWriter(bounds: bounds, documentInfo: info(documentInfo))
    let stack = GraphicsContextStack.current
    stack.openPDFDocuments.append((document, output))
    stack.entries.append(.init(context: document.context, isImageContext: false))
}

/// Opens a PDF context whose document is written to the file at `path` when it ends, with
/// pages of `bounds` (612 × 792 points when empty), and makes it current; false (and nothing
/// opened) when the file cannot be created.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard FileManager.default.createFile(atPath: path, contents: Data()) else { return false }
    beginPDFContext(bounds, documentInfo, output: .file(path))
    return true
}

/// Opens a PDF context whose document is appended to `data` when it ends, with pages of
/// `bounds` (612 × 792 points when empty), and makes it current.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    beginPDFContext(bounds, documentInfo, output: .data(data))
}

/// Ends the current PDF context: its page is closed, its document written to its file or
/// data, and the context that was current before it is current again. Nothing happens when
/// the current context is not a PDF context.
public func UIGraphicsEndPDFContext() {
    let stack = GraphicsContextStack.current
    guard let document = currentPDFDocument(), let index = stack.openPDFDocuments.lastIndex(where: { $0.document === document }) else { return }
    let output = stack.openPDFDocuments.remove(at: index).output
    _ = stack.entries.popLast()
    let data = document.data()
    switch output {
    case .data(let target): target.append(data)
    case .file(let path): _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}

/// Ends the current PDF page, if any, and begins one of the context's bounds.
public func UIGraphicsBeginPDFPage() {
    currentPDFDocument()?.beginPage(bounds: nil)
}

/// Ends the current PDF page, if any, and begins one of `bounds` (the context's when empty);
/// `pageInfo` is accepted and not written.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    currentPDFDocument()?.beginPage(bounds: bounds)
}

/// The bounds of the current PDF page (the context's before the first page; `.zero` when the
/// current context is not a PDF context).
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    currentPDFDocument()?.currentBounds ?? .zero
}

/// Makes `rect` (current user space) of the current PDF page a link to `url`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    currentPDFDocument()?.addLink(.url(url), over: rect)
}

/// Names the destination at `point` (current user space) of the current PDF page.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    currentPDFDocument()?.addDestination(name, at: point)
}

/// Makes `rect` (current user space) of the current PDF page a link to the destination `name`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    currentPDFDocument()?.addLink(.destination(name), over: rect)
}
