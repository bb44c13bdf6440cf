import Foundation

/// A row of segments, 32 points high (iOS 13 and later). Each segment is as wide as its
/// title in the 13-point font plus 12 points a side (the widest one, for all, unless
/// `apportionsSegmentWidthsByContent`). A tap selects the segment under it and sends
/// `.valueChanged`.
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment".
    nonisolated public static let noSegment = -1
    var segments: [(title: String?, image: UIImage?, enabled: Bool, width: CGFloat)] = []
    /// The actions of segments made from actions, by segment (run when that segment is chosen).
    var segmentActionOrder: [UIAction?] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    var storedSelectedSegmentTintColor: UIColor? = nil
    var storedIsMomentary: Bool = false
    var storedApportionsSegmentWidthsByContent: Bool = false
    static let font = UIFont.systemFont(ofSize: 13)
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var segmentBackgroundImages: [String: UIImage] = [:]
    var segmentDividerImages: [String: UIImage] = [:]
    var segmentContentOffsets: [Int: CGSize] = [:]
    var positionAdjustments: [String: UIOffset] = [:]
    var storedSegmentedControlStyle = Style.plain

    /// The look of segmented controls before iOS 7 (kept).
    public enum Style: Int, Sendable { case plain = 0, bordered, bar, bezeled }

    /// Which segments a content position adjustment applies to.
    public enum Segment: Int, Sendable { case any = 0, left, center, right, alone }

    /// A control with a segment for each action (titled and imaged by it, running it when chosen).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        UIEntry.check("-[UISegmentedControl initWithFrame:actions:]")
        self.init(frame: frame)
        for action in actions {
            segments.append((action.title.isEmpty ? nil : action.title, action.image, true, 0))
            segmentActionOrder.append(action)
        }
        if frame.size == .zero { bounds.size = intrinsicContentSize }
    }

    /// Makes the segment at `index` show and run `action` (its title and image replace the
    /// segment's).
    open func setAction(_ action: UIAction, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setAction:forSegmentAtIndex:]", self); defer { entry.end() }
        guard segments.indices.contains(index) else { return }
        segments[index].title = action.title.isEmpty ? nil : action.title
        segments[index].image = action.image
        while segmentActionOrder.count < segments.count { segmentActionOrder.append(nil) }
        segmentActionOrder[index] = action
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The index of the segment made from the action with `identifier` (`noSegment` if none).
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        let entry = UIEntry("-[UISegmentedControl segmentIndexForActionIdentifier:]", self); defer { entry.end() }
        return segmentActionOrder.firstIndex { $0?.identifier == identifier } ?? UISegmentedControl.noSegment
    }

    /// The pre-iOS 7 look (kept).
    @available(iOS, deprecated: 7.0, message: "The segmentedControlStyle property no longer has any effect")
    open var segmentedControlStyle: Style {
        get { let entry = UIEntry("-[UISegmentedControl segmentedControlStyle]", self); defer { entry.end() }; return storedSegmentedControlStyle }
        set { let entry = UIEntry("-[UISegmentedControl setSegmentedControlStyle:]", self); defer { entry.end() }; storedSegmentedControlStyle = newValue }
    }

    /// Moves the content of the segment at `index` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setContentOffset:forSegmentAtIndex:]", self); defer { entry.end() }
        segmentContentOffsets[index] = offset
        setNeedsDisplay()
    }

    /// How far the content of the segment at `index` is moved from its centre.
    open func contentOffsetForSegment(at index: Int) -> CGSize {
        let entry = UIEntry("-[UISegmentedControl contentOffsetForSegmentAtIndex:]", self); defer { entry.end() }
        return segmentContentOffsets[index] ?? .zero
    }

    /// Sets the text attributes of titles in `state`: their font sizes the segments.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        let entry = UIEntry("-[UISegmentedControl setTitleTextAttributes:forState:]", self); defer { entry.end() }
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The text attributes of titles in `state` (nil when none were set for it).
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        let entry = UIEntry("-[UISegmentedControl titleTextAttributesForState:]", self); defer { entry.end() }
        return titleAttributes[state.rawValue]
    }

    /// Sets the background image for `state` and `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UISegmentedControl setBackgroundImage:forState:barMetrics:]", self); defer { entry.end() }
        segmentBackgroundImages["\(state.rawValue),\(barMetrics.rawValue)"] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for `state` and `barMetrics` (`.normal`'s, then `.default`'s as
    /// the fallback).
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UISegmentedControl backgroundImageForState:barMetrics:]", self); defer { entry.end() }
        return segmentBackgroundImages["\(state.rawValue),\(barMetrics.rawValue)"] ?? segmentBackgroundImages["\(state.rawValue),0"]
            ?? segmentBackgroundImages["0,\(barMetrics.rawValue)"] ?? segmentBackgroundImages["0,0"]
    }

    /// Sets the divider image between segments in the given states.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State,
                              barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UISegmentedControl setDividerImage:forLeftSegmentState:rightSegmentState:barMetrics:]", self); defer { entry.end() }
        segmentDividerImages["\(leftState.rawValue),\(rightState.rawValue),\(barMetrics.rawValue)"] = dividerImage
        setNeedsDisplay()
    }

    /// The divider image between segments in the given states (`.normal`/`.normal`'s as the fallback).
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) -> UIImage? {
        let entry = UIEntry("-[UISegmentedControl dividerImageForLeftSegmentState:rightSegmentState:barMetrics:]", self); defer { entry.end() }
        return segmentDividerImages["\(leftState.rawValue),\(rightState.rawValue),\(barMetrics.rawValue)"]
            ?? segmentDividerImages["0,0,\(barMetrics.rawValue)"] ?? segmentDividerImages["0,0,0"]
    }

    /// Moves the content of segments of `leftCenterRightOrAlone` type by `adjustment`.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) {
        let entry = UIEntry("-[UISegmentedControl setContentPositionAdjustment:forSegmentType:barMetrics:]", self); defer { entry.end() }
        positionAdjustments["\(leftCenterRightOrAlone.rawValue),\(barMetrics.rawValue)"] = adjustment
        setNeedsDisplay()
    }

    /// How the content of segments of that type is moved (`.any`'s as the fallback).
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        let entry = UIEntry("-[UISegmentedControl contentPositionAdjustmentForSegmentType:barMetrics:]", self); defer { entry.end() }
        return positionAdjustments["\(leftCenterRightOrAlone.rawValue),\(barMetrics.rawValue)"]
            ?? positionAdjustments["0,\(barMetrics.rawValue)"] ?? .zero
    }

    /// The font titles are measured in: the normal state's attributes', else 13 points.
    var titleFont: UIFont { titleAttributes[0]?[.font] as? UIFont ?? UISegmentedControl.font }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UISegmentedControl initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    /// Segments for `items`: strings become titles, images images.
    public init(items: [Any]?) {
        let entry = UIEntry("-[UISegmentedControl initWithItems:]"); defer { entry.end() }
        super.init(frame: .zero)
        for item in items ?? [] {
            segments.append((item as? String, item as? UIImage, true, 0))
        }
        segmentActionOrder = Array(repeating: nil, count: segments.count)
        bounds.size = intrinsicContentSize
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UISegmentedControl initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    open var numberOfSegments: Int {
        let entry = UIEntry("-[UISegmentedControl numberOfSegments]", self); defer { entry.end() }
        return segments.count
    }

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex: Int {
        get { let entry = UIEntry("-[UISegmentedControl selectedSegmentIndex]", self); defer { entry.end() }; return storedSelectedIndex }
        set { let entry = UIEntry("-[UISegmentedControl setSelectedSegmentIndex:]", self); defer { entry.end() }; storedSelectedIndex = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment; setNeedsDisplay() }
    }

    open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        let entry = UIEntry("-[UISegmentedControl insertSegmentWithTitle:atIndex:animated:]", self); defer { entry.end() }
        let at = min(max(0, index), segments.count)
        segments.insert((title, nil, true, 0), at: at)
        segmentActionOrder.insert(nil, at: min(at, segmentActionOrder.count))
        segmentsDidChange()
    }

    open func insertSegment(with image: UIImage?, at index: Int, animated: Bool) {
        let entry = UIEntry("-[UISegmentedControl insertSegmentWithImage:atIndex:animated:]", self); defer { entry.end() }
        let at = min(max(0, index), segments.count)
        segments.insert((nil, image, true, 0), at: at)
        segmentActionOrder.insert(nil, at: min(at, segmentActionOrder.count))
        segmentsDidChange()
    }

    open func insertSegment(action: UIAction, at index: Int, animated: Bool) {
        let entry = UIEntry("-[UISegmentedControl insertSegmentWithAction:atIndex:animated:]", self); defer { entry.end() }
        let at = min(max(0, index), segments.count)
        segments.insert((action.title, action.image, true, 0), at: at)
        syncActionSlots()
        segmentActionOrder.insert(action, at: at)
        segmentsDidChange()
    }

    open func removeSegment(at index: Int, animated: Bool) {
        let entry = UIEntry("-[UISegmentedControl removeSegmentAtIndex:animated:]", self); defer { entry.end() }
        guard segments.indices.contains(index) else { return }
        segments.remove(at: index)
        if segmentActionOrder.indices.contains(index) { segmentActionOrder.remove(at: index) }
        if storedSelectedIndex == index { storedSelectedIndex = UISegmentedControl.noSegment }
        else if storedSelectedIndex > index { storedSelectedIndex -= 1 }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        let entry = UIEntry("-[UISegmentedControl removeAllSegments]", self); defer { entry.end() }
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setTitle:forSegmentAtIndex:]", self); defer { entry.end() }
        guard segments.indices.contains(index) else { return }
        segments[index].title = title
        segmentsDidChange()
    }

    open func titleForSegment(at index: Int) -> String? {
        let entry = UIEntry("-[UISegmentedControl titleForSegmentAtIndex:]", self); defer { entry.end() }
        return segments.indices.contains(index) ? segments[index].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setImage:forSegmentAtIndex:]", self); defer { entry.end() }
        guard segments.indices.contains(index) else { return }
        segments[index].image = image
        segmentsDidChange()
    }

    open func imageForSegment(at index: Int) -> UIImage? {
        let entry = UIEntry("-[UISegmentedControl imageForSegmentAtIndex:]", self); defer { entry.end() }
        return segments.indices.contains(index) ? segments[index].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setEnabled:forSegmentAtIndex:]", self); defer { entry.end() }
        if segments.indices.contains(index) { segments[index].enabled = enabled }
    }

    open func isEnabledForSegment(at index: Int) -> Bool {
        let entry = UIEntry("-[UISegmentedControl isEnabledForSegmentAtIndex:]", self); defer { entry.end() }
        return segments.indices.contains(index) && segments[index].enabled
    }

    /// A fixed width for a segment (0: from its content).
    open func setWidth(_ width: CGFloat, forSegmentAt index: Int) {
        let entry = UIEntry("-[UISegmentedControl setWidth:forSegmentAtIndex:]", self); defer { entry.end() }
        guard segments.indices.contains(index), width.isFinite else { return }
        segments[index].width = max(0, width)
        segmentsDidChange()
    }

    open func widthForSegment(at index: Int) -> CGFloat {
        let entry = UIEntry("-[UISegmentedControl widthForSegmentAtIndex:]", self); defer { entry.end() }
        return segments.indices.contains(index) ? segments[index].width : 0
    }

    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor? {
        get { let entry = UIEntry("-[UISegmentedControl selectedSegmentTintColor]", self); defer { entry.end() }; return storedSelectedSegmentTintColor }
        set { let entry = UIEntry("-[UISegmentedControl setSelectedSegmentTintColor:]", self); defer { entry.end() }; storedSelectedSegmentTintColor = newValue }
    }

    /// Whether a segment stays selected after the tap.
    open var isMomentary: Bool {
        get { let entry = UIEntry("-[UISegmentedControl isMomentary]", self); defer { entry.end() }; return storedIsMomentary }
        set { let entry = UIEntry("-[UISegmentedControl setMomentary:]", self); defer { entry.end() }; storedIsMomentary = newValue }
    }

    /// Whether segments are as wide as their content (else equal).
    open var apportionsSegmentWidthsByContent: Bool {
        get { let entry = UIEntry("-[UISegmentedControl apportionsSegmentWidthsByContent]", self); defer { entry.end() }; return storedApportionsSegmentWidthsByContent }
        set { let entry = UIEntry("-[UISegmentedControl setApportionsSegmentWidthsByContent:]", self); defer { entry.end() }; storedApportionsSegmentWidthsByContent = newValue }
    }

    func contentWidth(_ i: Int) -> CGFloat {
        let s = segments[i]
        if s.width > 0 { return s.width }
        let content = s.title.map { titleFont.width(of: $0[...]) } ?? s.image?.size.width ?? 0
        return (content + 24).rounded(.up)
    }

    var segmentWidths: [CGFloat] {
        let widths = segments.indices.map(contentWidth)
        if storedApportionsSegmentWidthsByContent { return widths }
        let widest = widths.max() ?? 0
        return segments.indices.map { segments[$0].width > 0 ? segments[$0].width : widest }
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UISegmentedControl intrinsicContentSize]", self); defer { entry.end() }
        return CGSize(width: segmentWidths.reduce(0, +), height: 32)
    }

    private func segmentsDidChange() {
        syncActionSlots()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Keeps one action slot per segment (nil for segments made from titles or images).
    private func syncActionSlots() {
        while segmentActionOrder.count < segments.count { segmentActionOrder.append(nil) }
        if segmentActionOrder.count > segments.count { segmentActionOrder.removeLast(segmentActionOrder.count - segments.count) }
    }

    /// The action of the segment at `index`, if it was made from one.
    open func actionForSegment(at index: Int) -> UIAction? {
        let entry = UIEntry("-[UISegmentedControl actionForSegmentAtIndex:]", self); defer { entry.end() }
        return segmentActionOrder.indices.contains(index) ? segmentActionOrder[index] : nil
    }

    override func touchUpInside(_ touch: UITouch) {
        let x = touch.location(in: self).x
        let widths = segmentWidths
        let scale = widths.reduce(0, +) > 0 ? storedBounds.width / widths.reduce(0, +) : 1
        var edge: CGFloat = 0
        for (i, width) in widths.enumerated() {
            edge += width * scale
            guard x < edge else { continue }
            guard segments[i].enabled else { return }
            super.touchUpInside(touch)
            if i != storedSelectedIndex || storedIsMomentary {
                // The handlers see the chosen index; a momentary control forgets it after them.
                storedSelectedIndex = i
                setNeedsDisplay()
                if segmentActionOrder.indices.contains(i), let action = segmentActionOrder[i] { action.perform(from: self) }
                sendActions(for: .valueChanged)
                if storedIsMomentary { storedSelectedIndex = UISegmentedControl.noSegment }
            }
            return
        }
    }
}

/// A row of page dots: 26 points high, 26 points per page plus 14 (the iOS 14 control's
/// measurements, observed). A tap on its right half moves to the next page, on its left half
/// to the previous, and sends `.valueChanged`.
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    var storedNumberOfPages = 0
    var storedCurrentPage = 0
    var storedHidesForSinglePage: Bool = false
    var storedPageIndicatorTintColor: UIColor? = nil
    var storedCurrentPageIndicatorTintColor: UIColor? = nil
    var storedBackgroundStyle: BackgroundStyle = BackgroundStyle.automatic
    var storedDirection: Direction = .natural
    var storedAllowsContinuousInteraction: Bool = true
    var storedPreferredIndicatorImage: UIImage? = nil
    var storedPreferredCurrentPageIndicatorImage: UIImage? = nil
    var storedProgress: UIPageControlProgress? = nil
    var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    var storedDefersCurrentPageDisplay = false
    /// The page the dots show (it lags `currentPage` while `defersCurrentPageDisplay`).
    var displayedPage = 0

    /// The direction pages run in.
    public enum Direction: Int, Sendable { case natural = 0, leftToRight, rightToLeft, topToBottom, bottomToTop }
    /// How the control is being used.
    public enum InteractionState: Int, Sendable { case none = 0, discrete, continuous }

    /// The direction pages run in (natural: left to right here).
    open var direction: Direction {
        get { let entry = UIEntry("-[UIPageControl direction]", self); defer { entry.end() }; return storedDirection }
        set { let entry = UIEntry("-[UIPageControl setDirection:]", self); defer { entry.end() }; storedDirection = newValue; setNeedsDisplay() }
    }

    /// Whether scrubbing along the dots moves page by page (kept).
    open var allowsContinuousInteraction: Bool {
        get { let entry = UIEntry("-[UIPageControl allowsContinuousInteraction]", self); defer { entry.end() }; return storedAllowsContinuousInteraction }
        set { let entry = UIEntry("-[UIPageControl setAllowsContinuousInteraction:]", self); defer { entry.end() }; storedAllowsContinuousInteraction = newValue }
    }

    /// The image of every page's dot (nil: a dot).
    open var preferredIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UIPageControl preferredIndicatorImage]", self); defer { entry.end() }; return storedPreferredIndicatorImage }
        set { let entry = UIEntry("-[UIPageControl setPreferredIndicatorImage:]", self); defer { entry.end() }; storedPreferredIndicatorImage = newValue; setNeedsDisplay() }
    }

    /// The image of the current page's dot (nil: the preferred indicator image).
    open var preferredCurrentPageIndicatorImage: UIImage? {
        get { let entry = UIEntry("-[UIPageControl preferredCurrentPageIndicatorImage]", self); defer { entry.end() }; return storedPreferredCurrentPageIndicatorImage }
        set { let entry = UIEntry("-[UIPageControl setPreferredCurrentPageIndicatorImage:]", self); defer { entry.end() }; storedPreferredCurrentPageIndicatorImage = newValue; setNeedsDisplay() }
    }

    /// The progress that moves the current page on by itself (timer-driven pages).
    open var progress: UIPageControlProgress? {
        get { let entry = UIEntry("-[UIPageControl progress]", self); defer { entry.end() }; return storedProgress }
        set { let entry = UIEntry("-[UIPageControl setProgress:]", self); defer { entry.end() }; storedProgress = newValue; progressDidChange() }
    }
    /// How the user is using the control: `.discrete` while a touch is tracked, else none.
    open var interactionState: InteractionState {
        let entry = UIEntry("-[UIPageControl interactionState]", self); defer { entry.end() }
        return storedIsTracking ? .discrete : .none
    }

    /// Sets the dot image of page `page` (nil: the preferred image).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        let entry = UIEntry("-[UIPageControl setIndicatorImage:forPage:]", self); defer { entry.end() }
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The dot image of page `page`: its own, else the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        let entry = UIEntry("-[UIPageControl indicatorImageForPage:]", self); defer { entry.end() }
        return indicatorImages[page] ?? storedPreferredIndicatorImage
    }

    /// Sets the current-page dot image of page `page`.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        let entry = UIEntry("-[UIPageControl setCurrentPageIndicatorImage:forPage:]", self); defer { entry.end() }
        currentIndicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The current-page dot image of page `page`: its own, else the preferred current one, else
    /// the page's dot image.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        let entry = UIEntry("-[UIPageControl currentPageIndicatorImageForPage:]", self); defer { entry.end() }
        return currentIndicatorImages[page] ?? storedPreferredCurrentPageIndicatorImage ?? indicatorImages[page] ?? storedPreferredIndicatorImage
    }

    /// Whether a tap's new page shows only at `updateCurrentPageDisplay()` (false by default).
    open var defersCurrentPageDisplay: Bool {
        get { let entry = UIEntry("-[UIPageControl defersCurrentPageDisplay]", self); defer { entry.end() }; return storedDefersCurrentPageDisplay }
        set { let entry = UIEntry("-[UIPageControl setDefersCurrentPageDisplay:]", self); defer { entry.end() }; storedDefersCurrentPageDisplay = newValue }
    }

    /// Shows the current page on the dots (after a deferred change).
    open func updateCurrentPageDisplay() {
        let entry = UIEntry("-[UIPageControl updateCurrentPageDisplay]", self); defer { entry.end() }
        displayedPage = storedCurrentPage
        setNeedsDisplay()
    }

    private func progressDidChange() {
        storedProgress?.pageControl = self
    }

    public override init(frame: CGRect) {
        let entry = UIEntry("-[UIPageControl initWithFrame:]"); defer { entry.end() }
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        let entry = UIEntry("-[UIPageControl initWithCoder:]"); defer { entry.end() }
        super.init(coder: coder)
    }

    open var numberOfPages: Int {
        get { let entry = UIEntry("-[UIPageControl numberOfPages]", self); defer { entry.end() }; return storedNumberOfPages }
        set {
            let entry = UIEntry("-[UIPageControl setNumberOfPages:]", self); defer { entry.end() }
            storedNumberOfPages = max(0, newValue)
            storedCurrentPage = min(storedCurrentPage, max(0, storedNumberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }

    open var currentPage: Int {
        get { let entry = UIEntry("-[UIPageControl currentPage]", self); defer { entry.end() }; return storedCurrentPage }
        set {
            let entry = UIEntry("-[UIPageControl setCurrentPage:]", self); defer { entry.end() }
            storedCurrentPage = min(max(0, newValue), max(0, storedNumberOfPages - 1))
            displayedPage = storedCurrentPage
            storedProgress?.restart()
            setNeedsDisplay()
        }
    }

    /// Whether a single page shows no indicator.
    open var hidesForSinglePage: Bool {
        get { let entry = UIEntry("-[UIPageControl hidesForSinglePage]", self); defer { entry.end() }; return storedHidesForSinglePage }
        set { let entry = UIEntry("-[UIPageControl setHidesForSinglePage:]", self); defer { entry.end() }; storedHidesForSinglePage = newValue }
    }

    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor? {
        get { let entry = UIEntry("-[UIPageControl pageIndicatorTintColor]", self); defer { entry.end() }; return storedPageIndicatorTintColor }
        set { let entry = UIEntry("-[UIPageControl setPageIndicatorTintColor:]", self); defer { entry.end() }; storedPageIndicatorTintColor = newValue }
    }

    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor? {
        get { let entry = UIEntry("-[UIPageControl currentPageIndicatorTintColor]", self); defer { entry.end() }; return storedCurrentPageIndicatorTintColor }
        set { let entry = UIEntry("-[UIPageControl setCurrentPageIndicatorTintColor:]", self); defer { entry.end() }; storedCurrentPageIndicatorTintColor = newValue }
    }

    /// The background style.
    open var backgroundStyle: BackgroundStyle {
        get { let entry = UIEntry("-[UIPageControl backgroundStyle]", self); defer { entry.end() }; return storedBackgroundStyle }
        set { let entry = UIEntry("-[UIPageControl setBackgroundStyle:]", self); defer { entry.end() }; storedBackgroundStyle = newValue }
    }

    /// The size the control needs for `pageCount` pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let entry = UIEntry("-[UIPageControl sizeForNumberOfPages:]", self); defer { entry.end() }
        return pageCount <= 0 ? .zero : CGSize(width: CGFloat(pageCount) * 26 + 14, height: 26)
    }

    open override var intrinsicContentSize: CGSize {
        let entry = UIEntry("-[UIPageControl intrinsicContentSize]", self); defer { entry.end() }
        if storedHidesForSinglePage && storedNumberOfPages <= 1 { return .zero }
        return size(forNumberOfPages: storedNumberOfPages)
    }

    override func touchUpInside(_ touch: UITouch) {
        let forward = touch.location(in: self).x >= storedBounds.width / 2
        let next = min(max(0, storedCurrentPage + (forward ? 1 : -1)), max(0, storedNumberOfPages - 1))
        super.touchUpInside(touch)
        if next != storedCurrentPage {
            storedCurrentPage = next
            if !storedDefersCurrentPageDisplay { displayedPage = next }
            storedProgress?.restart()
            sendActions(for: .valueChanged)
        }
    }

    /// The progress finished a page: the next one (the first after the last) becomes current.
    func advanceForProgress() {
        guard storedNumberOfPages > 1 else { return }
        storedCurrentPage = (storedCurrentPage + 1) % storedNumberOfPages
        displayedPage = storedCurrentPage
        setNeedsDisplay()
        storedProgress?.delegate?.pageControlProgress(storedProgress!, visibilityDidChange: true)
    }
}

/// Tells a page control's progress what to do.
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: AnyObject {
    /// Whether the progress may advance (the app may pause it).
    func pageControlProgressInitialProgressForPage(_ progress: UIPageControlProgress, page: Int) -> Float
    /// The progress's visibility changed.
    func pageControlProgress(_ progress: UIPageControlProgress, visibilityDidChange visible: Bool)
}

extension UIPageControlProgressDelegate {
    public func pageControlProgressInitialProgressForPage(_ progress: UIPageControlProgress, page: Int) -> Float { 0 }
    public func pageControlProgress(_ progress: UIPageControlProgress, visibilityDidChange visible: Bool) {}
}

/// The progress of a page control's current page: `currentProgress` from 0 to 1, and, with a
/// timer, the page moves on by itself. A timer progress (`UIPageControlTimerProgress`) counts
/// on the simulation's clock.
@preconcurrency @MainActor
open class UIPageControlProgress {
    var storedCurrentProgress: Float = 0
    weak var storedDelegate: UIPageControlProgressDelegate?
    weak var pageControl: UIPageControl?

    public init() { UIEntry.check("-[UIPageControlProgress init]") }

    /// How far through the current page (0…1); reaching 1 moves to the next page.
    open var currentProgress: Float {
        get { let entry = UIEntry("-[UIPageControlProgress currentProgress]", self); defer { entry.end() }; return storedCurrentProgress }
        set {
            let entry = UIEntry("-[UIPageControlProgress setCurrentProgress:]", self); defer { entry.end() }
            guard !newValue.isNaN else { return }
            storedCurrentProgress = min(1, max(0, newValue))
            if storedCurrentProgress >= 1 {
                storedCurrentProgress = 0
                pageControl?.advanceForProgress()
            }
        }
    }

    /// Told of the progress's visibility.
    open var delegate: UIPageControlProgressDelegate? {
        get { let entry = UIEntry("-[UIPageControlProgress delegate]", self); defer { entry.end() }; return storedDelegate }
        set { let entry = UIEntry("-[UIPageControlProgress setDelegate:]", self); defer { entry.end() }; storedDelegate = newValue }
    }

    /// Whether the progress shows on the current page's dot (always).
    open var isProgressVisible: Bool {
        let entry = UIEntry("-[UIPageControlProgress isProgressVisible]", self); defer { entry.end() }
        return true
    }

    /// The page changed by the user or in code: the progress starts again.
    func restart() { storedCurrentProgress = 0 }
}


/// A page control progress driven by a timer on the simulation's clock: while running, each
/// page lasts its duration (`preferredDuration` unless set for the page), then the next page
/// becomes current; after the last page it stops, or starts again from the first when
/// `resetsToInitialPageAfterEnd`.
open class UIPageControlTimerProgress: UIPageControlProgress {
    var storedPreferredDuration: TimeInterval
    var pageDurations: [Int: TimeInterval] = [:]
    var storedResetsToInitialPageAfterEnd = true
    var timer: ScheduledWork?
    /// When the current page started, and how far it was then.
    var pageStart: (time: Instant, progress: Float)?

    /// A timer progress giving each page `preferredDuration` seconds.
    public init(preferredDuration: TimeInterval) {
        storedPreferredDuration = max(0, preferredDuration)
        super.init()
        UIEntry.check("-[UIPageControlTimerProgress initWithPreferredDuration:]")
    }

    /// The duration of a page without one of its own.
    open var preferredDuration: TimeInterval {
        get { let entry = UIEntry("-[UIPageControlTimerProgress preferredDuration]", self); defer { entry.end() }; return storedPreferredDuration }
        set { let entry = UIEntry("-[UIPageControlTimerProgress setPreferredDuration:]", self); defer { entry.end() }; storedPreferredDuration = max(0, newValue) }
    }

    /// Whether the pages start again from the first after the last.
    open var resetsToInitialPageAfterEnd: Bool {
        get { let entry = UIEntry("-[UIPageControlTimerProgress resetsToInitialPageAfterEnd]", self); defer { entry.end() }; return storedResetsToInitialPageAfterEnd }
        set { let entry = UIEntry("-[UIPageControlTimerProgress setResetsToInitialPageAfterEnd:]", self); defer { entry.end() }; storedResetsToInitialPageAfterEnd = newValue }
    }

    /// The duration of `page`.
    open func duration(forPage page: Int) -> TimeInterval {
        let entry = UIEntry("-[UIPageControlTimerProgress durationForPage:]", self); defer { entry.end() }
        return pageDurations[page] ?? storedPreferredDuration
    }

    /// Sets the duration of `page`.
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        let entry = UIEntry("-[UIPageControlTimerProgress setDuration:forPage:]", self); defer { entry.end() }
        pageDurations[page] = max(0, duration)
    }

    /// Whether the timer runs.
    open var isRunning: Bool {
        let entry = UIEntry("-[UIPageControlTimerProgress isRunning]", self); defer { entry.end() }
        return timer != nil
    }

    /// Starts (or resumes) the timer.
    open func resumeTimer() {
        let entry = UIEntry("-[UIPageControlTimerProgress resumeTimer]", self); defer { entry.end() }
        guard timer == nil, let control = pageControl else { return }
        let loop = control.context.loop
        pageStart = (loop.clock.now, storedCurrentProgress)
        let interval = loop.timing.refreshInterval
        timer = loop.scheduler.schedule(at: loop.clock.now + interval, repeating: interval, kind: .scheduledWork,
                                        name: "UIPageControlTimerProgress", isApp: false) { [weak self] in self?.tick() }
    }

    /// Pauses the timer.
    open func pauseTimer() {
        let entry = UIEntry("-[UIPageControlTimerProgress pauseTimer]", self); defer { entry.end() }
        timer?.cancel()
        timer = nil
    }

    private func tick() {
        guard let control = pageControl, let start = pageStart else { return }
        let page = control.storedCurrentPage
        let duration = pageDurations[page] ?? storedPreferredDuration
        let elapsed = (control.context.loop.clock.now - start.time).seconds
        let progress = duration > 0 ? start.progress + Float(elapsed / duration) : 1
        guard progress >= 1 else { return storedCurrentProgress = progress }
        storedCurrentProgress = 0
        pageStart = (control.context.loop.clock.now, 0)
        if page + 1 >= control.storedNumberOfPages && !storedResetsToInitialPageAfterEnd {
            timer?.cancel()
            timer = nil
            return
        }
        control.advanceForProgress()
    }

    override func restart() {
        super.restart()
        if let control = pageControl { pageStart = (control.context.loop.clock.now, 0) }
    }
}
