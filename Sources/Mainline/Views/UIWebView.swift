import Foundation

/// The web view's delegate (optional methods: the defaults allow every load and do nothing).
@preconcurrency @MainActor
public protocol UIWebViewDelegate: AnyObject {
    /// Whether to load `request`; `navigationType` says what started it.
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool
    /// A load began.
    func webViewDidStartLoad(_ webView: UIWebView)
    /// A load finished.
    func webViewDidFinishLoad(_ webView: UIWebView)
    /// A load failed.
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

extension UIWebViewDelegate {
    public func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { true }
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    public func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}

/// A view of web content (deprecated in UIKit since iOS 12, for `WKWebView`; kept for the apps
/// that still use it).
///
/// What is built is the navigation a web view does, not a browser engine: a load asks the
/// delegate, starts (`isLoading`, `webViewDidStartLoad`), and finishes on the main queue in a
/// later turn (`webViewDidFinishLoad`) with the page in the back-forward list, so
/// `goBack`/`goForward`/`reload` and their `can…` answers follow UIKit's. HTML strings, data
/// and `file:` URLs load (`stopLoading()` before the finish cancels it, reported as
/// `NSURLErrorCancelled`); a network URL fails with `NSURLErrorNotConnectedToInternet` (a
/// simulation has no network) and `about:blank` loads empty. Nothing is rendered and
/// JavaScript is not run: `stringByEvaluatingJavaScript(from:)` answers only `document.title`
/// (from the page's `<title>`), as an empty string otherwise.
open class UIWebView: UIView {
    /// What started a load.
    public enum NavigationType: Int, Sendable { case linkClicked, formSubmitted, backForward, reload, formResubmitted, other }
    /// How content is split into pages.
    public enum PaginationMode: Int, Sendable { case unpaginated, leftToRight, topToBottom, bottomToTop, rightToLeft }
    /// Whether pages break by column or by page.
    public enum PaginationBreakingMode: Int, Sendable { case page, column }

    /// A page in the back-forward list.
    struct Page {
        var request: URLRequest
        var html: String?
    }

    let storedScrollView = UIScrollView(frame: .zero)
    weak var storedDelegate: UIWebViewDelegate?
    var history: [Page] = []
    var historyIndex = -1
    /// The load in progress: its page, how it moves in the history, and its number.
    var pendingLoad: (page: Page, kind: NavigationType, serial: Int)?
    var loadSerial = 0
    var options = WebViewOptions()

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIWebView initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
        addScrollView()
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIWebView initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
        addScrollView()
    }

    private func addScrollView() {
        storedScrollView.frame = CGRect(origin: .zero, size: bounds.size)
        storedScrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedScrollView)
    }

    /// The scroll view the content is shown in.
    open var scrollView: UIScrollView {
        let entry = UIEntry("-[UIWebView scrollView]", self); defer { entry.end() }
        return storedScrollView
    }

    /// The delegate told of loads.
    open weak var delegate: UIWebViewDelegate? {
        get { let entry = UIEntry("-[UIWebView delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIWebView setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// The request of the page shown (or being loaded).
    open var request: URLRequest? {
        let entry = UIEntry("-[UIWebView request]", self); defer { entry.end() }
        return pendingLoad?.page.request ?? (history.indices.contains(historyIndex) ? history[historyIndex].request : nil)
    }

    /// Whether a load is in progress.
    open var isLoading: Bool {
        let entry = UIEntry("-[UIWebView isLoading]", self); defer { entry.end() }
        return pendingLoad != nil
    }

    /// Whether there is a page before the current one.
    open var canGoBack: Bool {
        let entry = UIEntry("-[UIWebView canGoBack]", self); defer { entry.end() }
        return historyIndex > 0
    }

    /// Whether there is a page after the current one.
    open var canGoForward: Bool {
        let entry = UIEntry("-[UIWebView canGoForward]", self); defer { entry.end() }
        return historyIndex >= 0 && historyIndex < history.count - 1
    }

    // MARK: Loading

    /// Loads `request` (a link the app follows: navigation type `.other`).
    open func loadRequest(_ request: URLRequest) {
        let entry = UIEntry("-[UIWebView loadRequest:]", self); defer { entry.end() }
        start(Page(request: request, html: nil), kind: .other)
    }

    /// Loads `string` as HTML, with relative links resolved against `baseURL`.
    open func loadHTMLString(_ string: String, baseURL: URL?) {
        let entry = UIEntry("-[UIWebView loadHTMLString:baseURL:]", self); defer { entry.end() }
        start(Page(request: URLRequest(url: baseURL ?? URL(string: "about:blank")!), html: string), kind: .other)
    }

    /// Loads `data` of `mimeType`.
    open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
        let entry = UIEntry("-[UIWebView loadData:MIMEType:textEncodingName:baseURL:]", self); defer { entry.end() }
        let html = String(data: data, encoding: textEncodingName.lowercased().contains("16") ? .utf16 : .utf8) ?? ""
        start(Page(request: URLRequest(url: baseURL), html: html), kind: .other)
    }

    /// Loads the current page again.
    open func reload() {
        let entry = UIEntry("-[UIWebView reload]", self); defer { entry.end() }
        guard history.indices.contains(historyIndex) else { return }
        start(history[historyIndex], kind: .reload)
    }

    /// Cancels the load in progress (the delegate is told it failed with `NSURLErrorCancelled`).
    open func stopLoading() {
        let entry = UIEntry("-[UIWebView stopLoading]", self); defer { entry.end() }
        guard pendingLoad != nil else { return }
        pendingLoad = nil
        let error = URLError(.cancelled)
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "webView(_:didFailLoadWithError:)", object: self) { delegate.webView(self, didFailLoadWithError: error) }
        }
    }

    /// Goes to the previous page.
    open func goBack() {
        let entry = UIEntry("-[UIWebView goBack]", self); defer { entry.end() }
        guard historyIndex > 0 else { return }
        start(history[historyIndex - 1], kind: .backForward, historyTarget: historyIndex - 1)
    }

    /// Goes to the next page.
    open func goForward() {
        let entry = UIEntry("-[UIWebView goForward]", self); defer { entry.end() }
        guard historyIndex >= 0, historyIndex < history.count - 1 else { return }
        start(history[historyIndex + 1], kind: .backForward, historyTarget: historyIndex + 1)
    }

    /// Runs `script` in the page. No script engine runs here: `document.title` is answered from
    /// the page's `<title>`, anything else with an empty string (nil while nothing is loaded).
    open func stringByEvaluatingJavaScript(from script: String) -> String? {
        let entry = UIEntry("-[UIWebView stringByEvaluatingJavaScriptFromString:]", self); defer { entry.end() }
        guard history.indices.contains(historyIndex) else { return nil }
        if script.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";"))) == "document.title" {
            return Self.title(of: history[historyIndex].html ?? "")
        }
        return ""
    }

    // MARK: Private

    /// Where a finished load goes in the history: a new page after the current one (dropping
    /// the forward list), the current one (reload), or a page of the list (back, forward).
    private func start(_ page: Page, kind: NavigationType, historyTarget: Int? = nil) {
        if let delegate = storedDelegate {
            let allowed = context.loop.span(.delegateCallback, "webView(_:shouldStartLoadWith:navigationType:)", object: self) {
                delegate.webView(self, shouldStartLoadWith: page.request, navigationType: kind)
            }
            guard allowed else { return }
        }
        if pendingLoad != nil { stopLoading() }
        loadSerial += 1
        let serial = loadSerial
        pendingLoad = (page, kind, serial)
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "webViewDidStartLoad(_:)", object: self) { delegate.webViewDidStartLoad(self) }
        }
        let target = historyTarget
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.finish(serial: serial, historyTarget: target) }
        }
    }

    private func finish(serial: Int, historyTarget: Int?) {
        guard let load = pendingLoad, load.serial == serial else { return }
        pendingLoad = nil
        var page = load.page
        let error: URLError?
        if page.html != nil {
            error = nil
        } else if let url = page.request.url, url.isFileURL {
            if let data = try? Data(contentsOf: url) {
                page.html = String(decoding: data, as: UTF8.self)
                error = nil
            } else {
                error = URLError(.fileDoesNotExist, userInfo: [NSURLErrorFailingURLErrorKey: url])
            }
        } else if page.request.url?.absoluteString == "about:blank" {
            page.html = ""
            error = nil
        } else {
            error = URLError(.notConnectedToInternet, userInfo: page.request.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
        }
        if let error {
            if let delegate = storedDelegate {
                context.loop.span(.delegateCallback, "webView(_:didFailLoadWithError:)", object: self) { delegate.webView(self, didFailLoadWithError: error) }
            }
            return
        }
        switch (load.kind, historyTarget) {
        case (_, let target?): historyIndex = target; history[target] = page
        case (.reload, nil) where history.indices.contains(historyIndex): history[historyIndex] = page
        default:
            history.removeSubrange((historyIndex + 1)...)
            history.append(page)
            historyIndex = history.count - 1
        }
        if let delegate = storedDelegate {
            context.loop.span(.delegateCallback, "webViewDidFinishLoad(_:)", object: self) { delegate.webViewDidFinishLoad(self) }
        }
    }

    static func title(of html: String) -> String {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex) else { return "" }
        return String(html[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// The web view's display settings, kept as set (nothing is rendered).
struct WebViewOptions {
    var scalesPageToFit = false
    var dataDetectorTypes: UIDataDetectorTypes = .phoneNumber
    var allowsInlineMediaPlayback = false
    var mediaPlaybackRequiresUserAction = true
    var mediaPlaybackAllowsAirPlay = true
    var suppressesIncrementalRendering = false
    var keyboardDisplayRequiresUserAction = true
    var paginationMode = UIWebView.PaginationMode.unpaginated
    var paginationBreakingMode = UIWebView.PaginationBreakingMode.page
    var pageLength: CGFloat = 0
    var gapBetweenPages: CGFloat = 0
    var allowsPictureInPictureMediaPlayback = true
    var allowsLinkPreview = false
}

extension UIWebView {
    /// Whether the page is scaled to fit the view.
    public var scalesPageToFit: Bool {
        get { let entry = UIEntry("-[UIWebView scalesPageToFit]", self); defer { entry.end() }; return options.scalesPageToFit }
        set { let entry = UIEntry("-[UIWebView setScalesPageToFit:]", self); defer { entry.end() }; options.scalesPageToFit = newValue }
    }
    /// Whether phone numbers become links (deprecated: `dataDetectorTypes`).
    public var detectsPhoneNumbers: Bool {
        get { let entry = UIEntry("-[UIWebView detectsPhoneNumbers]", self); defer { entry.end() }; return options.dataDetectorTypes.contains(.phoneNumber) }
        set {
            let entry = UIEntry("-[UIWebView setDetectsPhoneNumbers:]", self); defer { entry.end() }
            if newValue { options.dataDetectorTypes.insert(.phoneNumber) } else { options.dataDetectorTypes.remove(.phoneNumber) }
        }
    }
    /// What kinds of data become links.
    public var dataDetectorTypes: UIDataDetectorTypes {
        get { let entry = UIEntry("-[UIWebView dataDetectorTypes]", self); defer { entry.end() }; return options.dataDetectorTypes }
        set { let entry = UIEntry("-[UIWebView setDataDetectorTypes:]", self); defer { entry.end() }; options.dataDetectorTypes = newValue }
    }
    /// Whether videos play in the page.
    public var allowsInlineMediaPlayback: Bool {
        get { let entry = UIEntry("-[UIWebView allowsInlineMediaPlayback]", self); defer { entry.end() }; return options.allowsInlineMediaPlayback }
        set { let entry = UIEntry("-[UIWebView setAllowsInlineMediaPlayback:]", self); defer { entry.end() }; options.allowsInlineMediaPlayback = newValue }
    }
    /// Whether media waits for the user to play.
    public var mediaPlaybackRequiresUserAction: Bool {
        get { let entry = UIEntry("-[UIWebView mediaPlaybackRequiresUserAction]", self); defer { entry.end() }; return options.mediaPlaybackRequiresUserAction }
        set { let entry = UIEntry("-[UIWebView setMediaPlaybackRequiresUserAction:]", self); defer { entry.end() }; options.mediaPlaybackRequiresUserAction = newValue }
    }
    /// Whether media may play over AirPlay.
    public var mediaPlaybackAllowsAirPlay: Bool {
        get { let entry = UIEntry("-[UIWebView mediaPlaybackAllowsAirPlay]", self); defer { entry.end() }; return options.mediaPlaybackAllowsAirPlay }
        set { let entry = UIEntry("-[UIWebView setMediaPlaybackAllowsAirPlay:]", self); defer { entry.end() }; options.mediaPlaybackAllowsAirPlay = newValue }
    }
    /// Whether the page is shown only once fully loaded.
    public var suppressesIncrementalRendering: Bool {
        get { let entry = UIEntry("-[UIWebView suppressesIncrementalRendering]", self); defer { entry.end() }; return options.suppressesIncrementalRendering }
        set { let entry = UIEntry("-[UIWebView setSuppressesIncrementalRendering:]", self); defer { entry.end() }; options.suppressesIncrementalRendering = newValue }
    }
    /// Whether focusing a field shows the keyboard only on the user's tap.
    public var keyboardDisplayRequiresUserAction: Bool {
        get { let entry = UIEntry("-[UIWebView keyboardDisplayRequiresUserAction]", self); defer { entry.end() }; return options.keyboardDisplayRequiresUserAction }
        set { let entry = UIEntry("-[UIWebView setKeyboardDisplayRequiresUserAction:]", self); defer { entry.end() }; options.keyboardDisplayRequiresUserAction = newValue }
    }
    /// How the content is paginated.
    public var paginationMode: PaginationMode {
        get { let entry = UIEntry("-[UIWebView paginationMode]", self); defer { entry.end() }; return options.paginationMode }
        set { let entry = UIEntry("-[UIWebView setPaginationMode:]", self); defer { entry.end() }; options.paginationMode = newValue }
    }
    /// Whether pages break as pages or columns.
    public var paginationBreakingMode: PaginationBreakingMode {
        get { let entry = UIEntry("-[UIWebView paginationBreakingMode]", self); defer { entry.end() }; return options.paginationBreakingMode }
        set { let entry = UIEntry("-[UIWebView setPaginationBreakingMode:]", self); defer { entry.end() }; options.paginationBreakingMode = newValue }
    }
    /// A page's length (0: the view's size).
    public var pageLength: CGFloat {
        get { let entry = UIEntry("-[UIWebView pageLength]", self); defer { entry.end() }; return options.pageLength }
        set { let entry = UIEntry("-[UIWebView setPageLength:]", self); defer { entry.end() }; options.pageLength = newValue }
    }
    /// The gap between pages.
    public var gapBetweenPages: CGFloat {
        get { let entry = UIEntry("-[UIWebView gapBetweenPages]", self); defer { entry.end() }; return options.gapBetweenPages }
        set { let entry = UIEntry("-[UIWebView setGapBetweenPages:]", self); defer { entry.end() }; options.gapBetweenPages = newValue }
    }
    /// How many pages the content has: 0 unpaginated, else 1 (nothing is laid out).
    public var pageCount: Int {
        let entry = UIEntry("-[UIWebView pageCount]", self); defer { entry.end() }
        return options.paginationMode == .unpaginated || !history.indices.contains(historyIndex) ? 0 : 1
    }
    /// Whether video may play picture in picture.
    public var allowsPictureInPictureMediaPlayback: Bool {
        get { let entry = UIEntry("-[UIWebView allowsPictureInPictureMediaPlayback]", self); defer { entry.end() }; return options.allowsPictureInPictureMediaPlayback }
        set { let entry = UIEntry("-[UIWebView setAllowsPictureInPictureMediaPlayback:]", self); defer { entry.end() }; options.allowsPictureInPictureMediaPlayback = newValue }
    }
    /// Whether a press on a link previews it.
    public var allowsLinkPreview: Bool {
        get { let entry = UIEntry("-[UIWebView allowsLinkPreview]", self); defer { entry.end() }; return options.allowsLinkPreview }
        set { let entry = UIEntry("-[UIWebView setAllowsLinkPreview:]", self); defer { entry.end() }; options.allowsLinkPreview = newValue }
    }
}
