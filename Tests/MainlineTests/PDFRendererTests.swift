import Foundation
@testable import Mainline
import Testing

/// The objects of a PDF file by number, checked against its cross-reference table.
private struct ParsedPDF {
    let text: String
    let objects: [Int: String]

    init(_ data: Data) throws {
        text = String(decoding: data, as: UTF8.self)
        let bytes = [UInt8](data)
        // startxref → the table; each entry's offset must start "n 0 obj".
        let tail = String(decoding: bytes.suffix(64), as: UTF8.self)
        let lines = tail.split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "startxref"))
        let xref = try #require(Int(lines[start + 1]))
        let table = String(decoding: bytes[xref...], as: UTF8.self).split(separator: "\n")
        #expect(table[0] == "xref")
        let count = try #require(Int(table[1].split(separator: " ")[1]))
        var objects: [Int: String] = [:]
        for number in 1..<count {
            let offset = try #require(Int(table[2 + number].prefix(10)))
            let body = String(decoding: bytes[offset...], as: UTF8.self)
            #expect(body.hasPrefix("\(number) 0 obj\n"))
            objects[number] = String(body[..<(body.range(of: "endobj")?.lowerBound ?? body.endIndex)])
        }
        self.objects = objects
    }

    var pages: [String] { objects.values.filter { $0.contains("/Type /Page ") }.sorted() }

    func content(ofPageWith marker: String) -> String {
        objects.values.first { $0.contains("stream") && $0.contains(marker) } ?? ""
    }
}

@Suite("UIGraphicsPDFRenderer and the UIGraphics PDF functions write a valid PDF of what was drawn")
struct PDFRendererTests {
    @Test("pages, their sizes, fills and strokes in their colours, text, links and the document info")
    func rendererWritesPages() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = ["kCGPDFContextTitle": "Report (draft)", "kCGPDFContextAuthor": "Ann"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), format: format)
        var boundsSeen: [CGRect] = []
        let data = renderer.pdfData { context in
            context.beginPage()
            boundsSeen.append(context.pdfContextBounds)
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 30, height: 40))
            context.cgContext.setStrokeColor(UIColor.blue.cgColor)
            context.cgContext.setLineWidth(2)
            context.cgContext.scaleBy(x: 2, y: 2)
            context.stroke(CGRect(x: 50, y: 5, width: 10, height: 10))
            context.setURL(URL(string: "https://example.com")!, for: CGRect(x: 0, y: 0, width: 20, height: 10))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 400), pageInfo: [:])
            boundsSeen.append(context.pdfContextBounds)
            #expect(context.cgContext.ctm == .identity)
            ("Hello" as NSString).draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        #expect(boundsSeen == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 300, height: 400)])
        let pdf = try ParsedPDF(data)
        #expect(pdf.text.hasPrefix("%PDF-1.4\n"))
        #expect(pdf.text.hasSuffix("%%EOF\n"))
        #expect(pdf.objects.values.contains { $0.contains("/Type /Pages") && $0.contains("/Count 2") })
        #expect(pdf.pages.contains { $0.contains("/MediaBox [0 0 200 100]") && $0.contains("/URI (https://example.com)") && $0.contains("/Rect [0 80 40 100]") })
        #expect(pdf.pages.contains { $0.contains("/MediaBox [0 0 300 400]") })
        let first = pdf.content(ofPageWith: "1 0 0 -1 0 100 cm")
        #expect(first.contains("1 0 0 -1 0 100 cm"))
        #expect(first.contains("1 0 0 rg\n10 20 m 40 20 l 40 60 l 10 60 l h f"))
        // The stroke: in the scaled space, twice as wide and at twice the coordinates.
        #expect(first.contains("0 0 1 RG"))
        #expect(first.contains("4 w"))
        #expect(first.contains("100 10 m 120 10 l 120 30 l 100 30 l h S"))
        let second = pdf.content(ofPageWith: "Tj")
        #expect(second.contains("1 0 0 -1 0 400 cm"))
        #expect(second.contains("/F1 12 Tf"))
        #expect(second.contains("(Hello) Tj"))
        #expect(pdf.objects.values.contains { $0.contains("/Title (Report \\(draft\\))") && $0.contains("/Author (Ann)") })
    }

    @Test("drawing before the first page lands on no page; no page makes an empty document")
    func noPage() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50))
        let data = renderer.pdfData { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pdf = try ParsedPDF(data)
        #expect(pdf.pages.isEmpty)
        #expect(pdf.objects.values.contains { $0.contains("/Count 0") })
    }

    @Test("gradients become shadings; alpha becomes a graphics state; destinations are named")
    func shadingsAlphaDestinations() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor] as CFArray,
                                      locations: nil)!
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [.drawsAfterEndLocation])
            context.cgContext.setAlpha(0.5)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.addDestination(withName: "top", at: CGPoint(x: 0, y: 10))
            context.setDestinationWithName("top", for: CGRect(x: 0, y: 50, width: 10, height: 10))
        }
        let pdf = try ParsedPDF(data)
        #expect(pdf.objects.values.contains { $0.contains("/ShadingType 2") && $0.contains("/Coords [0 0 100 0]") && $0.contains("/FunctionType 3")
                && $0.contains("/Bounds [0.5]") && $0.contains("/Extend [false true]") })
        #expect(pdf.pages.first?.contains("/GS0 << /ca 0.5 /CA 0.5 >>") == true)
        #expect(pdf.pages.first?.contains("/Dest /top") == true)
        #expect(pdf.objects.values.contains { $0.contains("/Dests << /top [") && $0.contains("/XYZ 0 90 null]") })
    }

    @Test("UIGraphicsBeginPDFContextToData: the context is current until it ends, pages begin with the functions, the data gets the file")
    func contextFunctions() throws {
        let data = NSMutableData()
        #expect(UIGraphicsGetPDFContextBounds() == .zero)
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 320, height: 480), ["kCGPDFContextCreator": "Tests"])
        let context = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 320, height: 480))
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 1, y: 2, width: 3, height: 4))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 100, height: 100))
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://swift.org")!, CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsAddPDFContextDestinationAtPoint("end", CGPoint(x: 0, y: 0))
        UIGraphicsSetPDFContextDestinationForRect("end", CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(data.length == 0)
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() !== context)
        let pdf = try ParsedPDF(data as Data)
        #expect(pdf.pages.count == 2)
        #expect(pdf.content(ofPageWith: "0 480 cm").contains("1 2 m 4 2 l 4 6 l 1 6 l h f"))
        #expect(pdf.objects.values.contains { $0.contains("/Creator (Tests)") })
        #expect(pdf.pages.contains { $0.contains("/URI (https://swift.org)") && $0.contains("/Dest /end") })
    }

    @Test("UIGraphicsBeginPDFContextToFile writes the file when the context ends; an unwritable path opens nothing")
    func contextToFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(UIGraphicsBeginPDFContextToFile(url.path, .zero, nil))
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsEndPDFContext()
        let pdf = try ParsedPDF(Data(contentsOf: url))
        #expect(pdf.pages.count == 1)
        #expect(!UIGraphicsBeginPDFContextToFile("/nonexistent-dir/x.pdf", .zero, nil))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("writePDF(to:) writes the same document to a file")
    func writeToURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        try renderer.writePDF(to: url) { $0.beginPage(); $0.beginPage() }
        #expect(try ParsedPDF(Data(contentsOf: url)).pages.count == 2)
    }
}
