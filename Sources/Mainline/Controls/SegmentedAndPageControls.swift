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
        set { let entry = UIEntry("-[UIPageControl setCurrentPage:]", self); defer { entry.end() }; storedCurrentPage = min(max(0, newValue), max(0, storedNumberOfPages - 1)); setNeedsDisplay() }
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
            sendActions(for: .valueChanged)
        }
    }
}
