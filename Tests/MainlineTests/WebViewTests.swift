import Foundation
@testable import Mainline
import Testing

private final class WebLog: UIWebViewDelegate {
    let log: CallLog
    var refuse: String?
    init(_ log: CallLog) { self.log = log }
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool {
        log("should \(request.url?.absoluteString ?? "-") \(navigationType.rawValue)")
        return request.url?.absoluteString != refuse
    }
    func webViewDidStartLoad(_ webView: UIWebView) { log("start \(webView.isLoading)") }
    func webViewDidFinishLoad(_ webView: UIWebView) { log("finish \(webView.isLoading) \(webView.stringByEvaluatingJavaScript(from: "document.title") ?? "-")") }
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error) { log("fail \((error as? URLError)?.code.rawValue ?? 0)") }
}

@Suite("UIWebView: the delegate's load sequence and the back-forward list")
struct WebViewTests {
    @Test("loads ask, start and finish in a later turn; back and forward walk the list; reload keeps the page")
    func navigation() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mainline-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("b.html")
        try Data("<html><title> B </title></html>".utf8).write(to: page)
        let sim = makeSimulation()
        let log = CallLog()
        let (web, delegate) = inspect(sim) { () -> (UIWebView, WebLog) in
            let web = UIWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let delegate = WebLog(log)
            web.delegate = delegate
            web.loadHTMLString("<title>A</title>", baseURL: URL(string: "about:blank"))
            log("loading \(web.isLoading)")
            return (web, delegate)
        }
        sim.runUntilIdle()
        inspect(sim) { web.loadRequest(URLRequest(url: page)) }
        sim.runUntilIdle()
        let state = inspect(sim) { "\(web.canGoBack) \(web.canGoForward) \(web.request?.url?.lastPathComponent ?? "-") \(web.scrollView.frame.size.width)" }
        #expect(state == "true false b.html 320.0")
        inspect(sim) { web.goBack() }
        sim.runUntilIdle()
        #expect(inspect(sim) { "\(web.canGoBack) \(web.canGoForward)" } == "false true")
        inspect(sim) { web.goForward() }
        sim.runUntilIdle()
        log.clear()
        inspect(sim) { web.reload() }
        sim.runUntilIdle()
        #expect(log.entries == ["should \(page.absoluteString) 3", "start true", "finish false B"])
        #expect(inspect(sim) { "\(web.canGoBack) \(web.canGoForward)" } == "true false")
        _ = delegate
    }

    @Test("a network URL fails (no network in a simulation), a refused load never starts, stopLoading cancels")
    func failures() {
        let sim = makeSimulation()
        let log = CallLog()
        let (web, delegate) = inspect(sim) { () -> (UIWebView, WebLog) in
            let web = UIWebView(frame: .zero)
            let delegate = WebLog(log)
            delegate.refuse = "https://refused.example/"
            web.delegate = delegate
            web.loadRequest(URLRequest(url: URL(string: "https://example.com/")!))
            return (web, delegate)
        }
        sim.runUntilIdle()
        inspect(sim) {
            web.loadRequest(URLRequest(url: URL(string: "https://refused.example/")!))
            web.loadHTMLString("<p>x</p>", baseURL: nil)
            web.stopLoading()
        }
        sim.runUntilIdle()
        #expect(log.entries == ["should https://example.com/ 5", "start true", "fail \(URLError.notConnectedToInternet.rawValue)",
                                "should https://refused.example/ 5",
                                "should about:blank 5", "start true", "fail \(URLError.cancelled.rawValue)"])
        #expect(inspect(sim) { web.canGoBack || web.isLoading } == false)
        _ = delegate
    }
}
