import Foundation

/// The PDF document a PDF context draws into (`UIGraphicsPDFRenderer`, `UIGraphicsBeginPDFContext…`):
/// the context records its drawing as any `CGContext` does, the document remembers where each
/// page's operations start, and `data()` writes a PDF 1.4 file of the pages — paths filled and
/// stroked in their colours, alpha, line widths, caps, joins and dashes, clips, linear and radial
/// gradients as shadings, text in Helvetica at its font's size, links to URLs and named
/// destinations, the document's title, author, subject, creator and keywords.
///
/// Left out: images drawn into the context (not embedded), shadows, blend modes and text glyphs
/// beyond Latin-1 (written as "?").
final class PDFDocumentWriter {
    /// A page: its media box and where its recorded operations and texts start.
    struct Page {
        var bounds: CGRect
        var firstOperation: Int
        var firstText: Int
        var endOperation: Int?
        var endText: Int?
        var links: [(rect: CGRect, target: LinkTarget)] = []
        var destinations: [(name: String, point: CGPoint)] = []
    }

    /// Where a link goes.
    enum LinkTarget {
        case url(URL)
        case destination(String)
    }

    /// The default page bounds (the renderer's, or the one given to `UIGraphicsBeginPDFContext…`).
    let defaultBounds: CGRect
    /// The document's information dictionary (title, author…).
    let documentInfo: [String: Any]
    /// The context pages are drawn in.
    let context: CGContext
    private(set) var pages: [Page] = []

    init(bounds: CGRect, documentInfo: [String: Any]) {
        defaultBounds = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        self.documentInfo = documentInfo
        context = CGContext(size: defaultBounds.size, scale: 1)
        context.pdfDocument = self
    }

    /// The page being drawn, if one is open.
    var currentPage: Page? { pages.last.flatMap { $0.endOperation == nil ? $0 : nil } }

    /// The bounds of the page being drawn (the default bounds when none is open).
    var currentBounds: CGRect { currentPage?.bounds ?? defaultBounds }

    /// Ends the open page and begins one of `bounds` (the default when nil or empty), with a
    /// fresh graphics state whose origin is the page's top left, y down.
    func beginPage(bounds: CGRect?) {
        endPage()
        let box = bounds.flatMap { $0.isEmpty ? nil : $0 } ?? defaultBounds
        context.resetForPage(size: box.size)
        pages.append(Page(bounds: box, firstOperation: context.recordedOperations.count, firstText: context.drawnTexts.count))
    }

    /// Ends the open page.
    func endPage() {
        guard let last = pages.indices.last, pages[last].endOperation == nil else { return }
        pages[last].endOperation = context.recordedOperations.count
        pages[last].endText = context.drawnTexts.count
    }

    /// Adds a link on the open page over `rect` (user space).
    func addLink(_ target: LinkTarget, over rect: CGRect) {
        guard let last = pages.indices.last, pages[last].endOperation == nil else { return }
        pages[last].links.append((rect.applying(context.ctm), target))
    }

    /// Names a destination at `point` (user space) of the open page.
    func addDestination(_ name: String, at point: CGPoint) {
        guard let last = pages.indices.last, pages[last].endOperation == nil else { return }
        pages[last].destinations.append((name, point.applying(context.ctm)))
    }

    // MARK: Writing

    /// The PDF file of the pages drawn (the open one is ended).
    func data() -> Data {
        endPage()
        var objects: [String] = []  // object n + 1 at index n
        func reserve() -> Int { objects.append(""); return objects.count }
        let catalog = reserve(), pageTree = reserve(), font = reserve()
        objects[font - 1] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
        var pageRefs: [Int] = []
        var named: [(String, Int, CGPoint, CGFloat)] = []
        for page in pages {
            let pageObject = reserve()
            pageRefs.append(pageObject)
            for destination in page.destinations { named.append((destination.name, pageObject, destination.point, page.bounds.height)) }
        }
        for (page, pageObject) in zip(pages, pageRefs) {
            var resources = PageResources()
            let content = contentStream(of: page, resources: &resources, objects: &objects)
            let contentObject = reserve()
            objects[contentObject - 1] = "<< /Length \(content.utf8.count) >>\nstream\n" + content + "\nendstream"
            var annotations: [String] = []
            for link in page.links {
                let r = flipped(link.rect, height: page.bounds.height)
                let action: String
                switch link.target {
                case .url(let url): action = "/A << /S /URI /URI \(Self.string(url.absoluteString)) >>"
                case .destination(let name): action = "/Dest /\(Self.name(name))"
                }
                annotations.append("<< /Type /Annot /Subtype /Link /Rect [\(n(r.minX)) \(n(r.minY)) \(n(r.maxX)) \(n(r.maxY))] /Border [0 0 0] \(action) >>")
            }
            var dictionary = "<< /Type /Page /Parent \(pageTree) 0 R /MediaBox [0 0 \(n(page.bounds.width)) \(n(page.bounds.height))]"
            dictionary += " /Resources << /Font << /F1 \(font) 0 R >>"
            if !resources.states.isEmpty {
                dictionary += " /ExtGState << " + resources.states.map { "/GS\($0.value) << /ca \(n($0.key)) /CA \(n($0.key)) >>" }.sorted().joined(separator: " ") + " >>"
            }
            if !resources.shadings.isEmpty {
                dictionary += " /Shading << " + resources.shadings.enumerated().map { "/Sh\($0.offset) \($0.element) 0 R" }.joined(separator: " ") + " >>"
            }
            dictionary += " >> /Contents \(contentObject) 0 R"
            if !annotations.isEmpty { dictionary += " /Annots [" + annotations.joined(separator: " ") + "]" }
            objects[pageObject - 1] = dictionary + " >>"
        }
        objects[pageTree - 1] = "<< /Type /Pages /Kids [" + pageRefs.map { "\($0) 0 R" }.joined(separator: " ") + "] /Count \(pageRefs.count) >>"
        var catalogDictionary = "<< /Type /Catalog /Pages \(pageTree) 0 R"
        if !named.isEmpty {
            catalogDictionary += " /Dests << " + named.map { "/\(Self.name($0.0)) [\($0.1) 0 R /XYZ \(n($0.2.x)) \(n($0.3 - $0.2.y)) null]" }.joined(separator: " ") + " >>"
        }
        objects[catalog - 1] = catalogDictionary + " >>"
        let info = reserve()
        objects[info - 1] = infoDictionary()

        var out = "%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n"
        var bytes = Data(out.utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(bytes.count)
            bytes.append(Data("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8))
        }
        let xref = bytes.count
        out = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root \(catalog) 0 R /Info \(info) 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        bytes.append(Data(out.utf8))
        return bytes
    }

    /// The alpha graphics states and shadings a page's content uses.
    private struct PageResources {
        var states: [CGFloat: Int] = [:]
        var shadings: [Int] = []
    }

    /// The content stream of `page`: a transform that makes the page's y axis point down (the
    /// recording's base space), then each operation in its clip and state, texts where they
    /// came among them.
    private func contentStream(of page: Page, resources: inout PageResources, objects: inout [String]) -> String {
        var lines = ["1 0 0 -1 0 \(n(page.bounds.height)) cm"]
        let operations = context.recordedOperations[page.firstOperation..<(page.endOperation ?? context.recordedOperations.count)]
        let texts = context.drawnTexts[page.firstText..<(page.endText ?? context.drawnTexts.count)]
        var nextText = texts.startIndex
        func emitTexts(upTo index: Int) {
            while nextText < texts.endIndex, texts[nextText].operationIndex <= index {
                lines += text(texts[nextText], resources: &resources)
                nextText += 1
            }
        }
        for (index, record) in zip(operations.indices, operations) {
            emitTexts(upTo: index)
            if case .clip = record.operation { continue }
            lines.append("q")
            lines += clip(record.state)
            let state = record.state
            switch record.operation {
            case .fill(let rule):
                lines += alpha(state.alpha * state.fillColor.rgba.alpha, resources: &resources)
                lines.append(color(state.fillColor, stroke: false))
                lines.append(path(record.path) + (rule == .evenOdd ? " f*" : " f"))
            case .stroke:
                lines += alpha(state.alpha * state.strokeColor.rgba.alpha, resources: &resources)
                lines.append(color(state.strokeColor, stroke: true))
                let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
                lines.append("\(n(state.lineWidth * scale)) w \(state.lineCap.rawValue) J \(state.lineJoin.rawValue) j \(n(state.miterLimit)) M")
                if !state.lineDashLengths.isEmpty {
                    lines.append("[" + state.lineDashLengths.map { n($0 * scale) }.joined(separator: " ") + "] \(n(state.lineDashPhase * scale)) d")
                }
                lines.append(path(record.path) + " S")
            case .clear:
                lines.append("1 1 1 rg")
                lines.append(path(record.path) + " f")
            case .linearGradient(let gradient, let start, let end, let options):
                lines += alpha(state.alpha, resources: &resources)
                let shading = shadingObject(type: 2, coords: [start.x, start.y, end.x, end.y], gradient: gradient, options: options, objects: &objects)
                resources.shadings.append(shading)
                lines.append("/Sh\(resources.shadings.count - 1) sh")
            case .radialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let options):
                lines += alpha(state.alpha, resources: &resources)
                let scale = sqrt(abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c))
                let shading = shadingObject(type: 3, coords: [startCenter.x, startCenter.y, startRadius * scale, endCenter.x, endCenter.y, endRadius * scale],
                                            gradient: gradient, options: options, objects: &objects)
                resources.shadings.append(shading)
                lines.append("/Sh\(resources.shadings.count - 1) sh")
            case .clip:
                break
            }
            lines.append("Q")
        }
        emitTexts(upTo: Int.max)
        return lines.joined(separator: "\n")
    }

    /// The clip of `state`: its bounding box and each of its paths.
    private func clip(_ state: CGDrawingState) -> [String] {
        let box = state.clipBoundingBox
        var lines = ["\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height)) re W n"]
        for item in state.clipStack {
            if case .path(let path, let rule) = item.kind { lines.append(self.path(path) + (rule == .evenOdd ? " W* n" : " W n")) }
        }
        return lines
    }

    /// A graphics state of `alpha` (none when opaque).
    private func alpha(_ alpha: CGFloat, resources: inout PageResources) -> [String] {
        guard alpha < 1 else { return [] }
        let key = (max(0, alpha) * 1000).rounded() / 1000
        let index = resources.states[key] ?? resources.states.count
        resources.states[key] = index
        return ["/GS\(index) gs"]
    }

    private func color(_ color: CGColor, stroke: Bool) -> String {
        "\(n(color.rgba.red)) \(n(color.rgba.green)) \(n(color.rgba.blue)) " + (stroke ? "RG" : "rg")
    }

    /// A path's construction operators (quadratic curves raised to cubic ones).
    private func path(_ path: CGPath) -> String {
        var parts: [String] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        for segment in path.segments {
            switch segment {
            case .move(let p):
                parts.append("\(n(p.x)) \(n(p.y)) m"); current = p; start = p
            case .line(let p):
                parts.append("\(n(p.x)) \(n(p.y)) l"); current = p
            case .quad(let c, let e):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
                parts.append("\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(e.x)) \(n(e.y)) c"); current = e
            case .cubic(let c1, let c2, let e):
                parts.append("\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(e.x)) \(n(e.y)) c"); current = e
            case .close:
                parts.append("h"); current = start
            }
        }
        return parts.joined(separator: " ")
    }

    /// A shading object for a gradient (axial type 2, radial type 3) with a function through its
    /// colours at their locations.
    private func shadingObject(type: Int, coords: [CGFloat], gradient: CGGradient, options: CGGradientDrawingOptions,
                               objects: inout [String]) -> Int {
        let colors = gradient.colors.map { "\(n($0.rgba.red)) \(n($0.rgba.green)) \(n($0.rgba.blue))" }
        let locations = gradient.locations
        var function: String
        if colors.count == 1 {
            function = "<< /FunctionType 2 /Domain [0 1] /C0 [\(colors[0])] /C1 [\(colors[0])] /N 1 >>"
        } else {
            let pieces = (0..<(colors.count - 1)).map { "<< /FunctionType 2 /Domain [0 1] /C0 [\(colors[$0])] /C1 [\(colors[$0 + 1])] /N 1 >>" }
            let low = locations.first ?? 0, high = locations.last ?? 1
            let bounds = locations.dropFirst().dropLast().map(n).joined(separator: " ")
            let encode = Array(repeating: "0 1", count: pieces.count).joined(separator: " ")
            function = "<< /FunctionType 3 /Domain [\(n(low)) \(n(max(high, low + 0.0001)))] /Functions [" + pieces.joined(separator: " ")
                + "] /Bounds [\(bounds)] /Encode [\(encode)] >>"
            if pieces.count == 1 { function = pieces[0].replacingOccurrences(of: "/Domain [0 1]", with: "/Domain [\(n(low)) \(n(max(high, low + 0.0001)))]") }
        }
        let extend = "[\(options.contains(.drawsBeforeStartLocation)) \(options.contains(.drawsAfterEndLocation))]"
        objects.append("<< /ShadingType \(type) /ColorSpace /DeviceRGB /Coords [" + coords.map(n).joined(separator: " ")
                       + "] /Domain [\(n(locations.first ?? 0)) \(n(locations.last ?? 1))] /Function \(function) /Extend \(extend) >>")
        return objects.count
    }

    /// A text's lines, each at its baseline in Helvetica at the font's size, in its colour,
    /// lined up in its rectangle as laid out.
    private func text(_ text: CGTextDrawing, resources: inout PageResources) -> [String] {
        let font = text.font
        let rgba = text.foregroundColor?.cgColor.rgba ?? CGColor.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var lines = ["q"]
        lines += alpha(rgba.alpha, resources: &resources)
        lines.append("BT /F1 \(n(font.pointSize)) Tf \(n(rgba.red)) \(n(rgba.green)) \(n(rgba.blue)) rg")
        for (index, line) in text.lines.enumerated() {
            let width = font.width(of: Substring(line))
            let x: CGFloat
            switch text.alignment {
            case .center: x = text.rect.midX - width / 2
            case .right: x = text.rect.maxX - width
            default: x = text.rect.minX
            }
            let baseline = text.rect.minY + CGFloat(index) * font.lineHeight + font.ascender
            lines.append("1 0 0 -1 \(n(x)) \(n(baseline)) Tm \(Self.string(line)) Tj")
        }
        lines.append("ET Q")
        return lines
    }

    private func infoDictionary() -> String {
        var entries = ["/Producer (Mainline)"]
        for (key, value) in documentInfo.sorted(by: { $0.key < $1.key }) {
            guard let field = Self.infoField(key) else { continue }
            let text = (value as? [String])?.joined(separator: ", ") ?? "\(value)"
            entries.append("/\(field) \(Self.string(text))")
        }
        return "<< " + entries.joined(separator: " ") + " >>"
    }

    /// The information field a document-info key names (`kCGPDFContextTitle` or "Title" …).
    static func infoField(_ key: String) -> String? {
        for field in ["Title", "Author", "Subject", "Creator", "Keywords"] where key == field || key == "kCGPDFContext" + field {
            return field
        }
        return nil
    }

    private func flipped(_ rect: CGRect, height: CGFloat) -> CGRect {
        CGRect(x: rect.minX, y: height - rect.maxY, width: rect.width, height: rect.height)
    }

    /// A number as PDF writes it (up to three decimals, no exponent).
    private func n(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A PDF literal string: Latin-1 characters escaped as octal, others as "?".
    static func string(_ text: String) -> String {
        var out = "("
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(", ")", "\\": out += "\\" + String(scalar)
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += scalar.value < 256 ? String(format: "\\%03o", scalar.value) : "?"
            }
        }
        return out + ")"
    }

    /// A PDF name's characters (others written as #xx).
    static func name(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += String(format: "#%02X", byte)
            }
        }
        return out
    }
}
