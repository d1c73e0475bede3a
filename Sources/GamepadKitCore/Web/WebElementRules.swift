/// Which listed web elements are focus stops, and what each becomes: the rules a finger follows
/// on a page, as `FocusScanner`'s are for views.
///
/// An element is a stop when all of these hold (`verdict(for:in:)` says which failed first):
///
/// 1. It is something to press (`kind(of:)` is not nil): an `<input type="hidden">` is not. An
///    element that is interactive only by a `tabindex` (a `<main tabindex="-1">` a page moves
///    focus to, a scrolling region made focusable for keyboards) is not either: a tag or role that
///    takes presses (`isInteractive(_:)`), contenteditable, an `onclick` or a pointer cursor is
///    needed.
/// 2. It is rendered (`display`), its effective opacity is above `minimumOpacity`, it takes
///    pointer events, it is not inert, and not disabled.
/// 3. Some of it can be shown: its rect, cut by its iframe's box, by its scrolling container's box
///    along the axes that container does not scroll, and by the viewport when it is fixed, is at
///    least `minimumSide` CSS px wide and high. Content of the page or of a scrolling container
///    outside the viewport is *not* cut: scrolling brings it in.
/// 4. **What no scroll reaches is not there.** An element whose rect lies entirely outside the
///    area its content scrolls over is no stop (`offCanvas`): an off-canvas menu parked left of
///    the page (right edge ≤ 0, or for a right-to-left page left edge ≥ the viewport's width),
///    above it, or past the document's width or height; in a scrolling container, outside that
///    container's content. A fixed element is judged against the viewport. Elements of iframes
///    are not judged so.
/// 5. **A press is a touch.** Where it shows now (its part inside the viewport, its iframe's box
///    and its scrolling container's box), `elementFromPoint` at its centre must land on it (`hit`):
///    a cookie banner, a backdrop or any box drawn over it makes it no stop. Where it does not
///    show now (below the fold, in a carousel's hidden part) nothing can be tested, and it counts
///    as reachable — except in *covered content*: when the page's scrolling content (or one
///    scrolling container's) has elements showing now and every one of them is covered, a
///    backdrop lies over all of it, so its elements out of view are no stops either (a modal's
///    backdrop, scrolled or not, still covers the page).
/// 6. **A label is not a second stop for its control.** A `<label>` whose control
///    (`WebElement.controlKey`, the script's `label.control`) is a stop is no stop, wherever the
///    two lie (a question beside its field): the control is the stop, as a finger would tap
///    either. A label whose control is no stop (a checkbox drawn by the label with the real input
///    transparent) or not listed is a stop that clicks it. For a listing that does not say the
///    control (`controlKey` nil) a label is no stop when a control that is a stop (an input,
///    select, textarea or an ARIA checkbox, radio or switch) overlaps it or lies within
///    `labelReach` CSS px of it.
public struct WebElementRules: Hashable, Sendable {
    /// Elements at or below this effective opacity are invisible (as `FocusScanner.minimumVisibleAlpha`).
    public var minimumOpacity: Double
    /// The least width and height, in CSS px, of what can be shown of an element.
    public var minimumSide: Double
    /// How near a control must be to a label, in CSS px, to stand for it (listings that do not
    /// say a label's control).
    public var labelReach: Double

    /// Rules with these thresholds; the defaults are the SDK's.
    public init(minimumOpacity: Double = FocusScanner.minimumVisibleAlpha, minimumSide: Double = 2, labelReach: Double = 4) {
        self.minimumOpacity = minimumOpacity
        self.minimumSide = minimumSide
        self.labelReach = labelReach
    }

    /// The input types that take typing.
    static let textInputTypes: Set<String> = ["", "text", "email", "password", "search", "tel", "url", "number"]
    /// The input types a press opens a picker for.
    static let pickerInputTypes: Set<String> = ["date", "time", "datetime-local", "month", "week", "color", "file"]

    /// What a listed element becomes as a candidate, or nil for one that is nothing to press
    /// (`<input type="hidden">`).
    ///
    /// - text inputs (`text`, `email`, `password`, `search`, `tel`, `url`, `number`, no type) → `textField`;
    /// - `<textarea>` and other contenteditable elements → `textView`;
    /// - checkboxes and radios (inputs or ARIA roles `checkbox`, `radio`, `switch`) → `switch`;
    /// - `<input type="range">` and role `slider` → `slider`;
    /// - `<select>` and the inputs a press opens a picker for (dates, times, colour, file) → `control`;
    /// - everything else (links, buttons, `summary`, labels, tabs, menu items, options, clickables) → `button`.
    public static func kind(of element: WebElement) -> ViewKind? {
        switch element.tag {
        case "input":
            let type = element.type ?? ""
            if type == "hidden" { return nil }
            if type == "checkbox" || type == "radio" { return .switch }
            if type == "range" { return .slider }
            if pickerInputTypes.contains(type) { return .control }
            if textInputTypes.contains(type) { return .textField }
            return .button  // submit, reset, button, image, and types a browser shows as a button
        case "textarea":
            return .textView
        case "select":
            return .control
        default:
            switch element.role {
            case "checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio": return .switch
            case "slider": return .slider
            case "textbox", "searchbox", "combobox":
                if element.isEditable { return .textField }
            default: break
            }
            return element.isEditable ? .textView : .button
        }
    }

    /// Why an element is or is not a stop.
    public enum Verdict: Hashable, Sendable {
        /// A stop of this kind.
        case stop(ViewKind)
        /// Nothing to press: `<input type="hidden">`.
        case notPressable
        /// Focusable only by `tabindex`: nothing a finger presses (`isInteractive(_:)`).
        case notInteractive
        /// Not rendered (`display: none`, hidden visibility, no client rects).
        case notRendered
        /// Effective opacity at or below `minimumOpacity`.
        case transparent
        /// `pointer-events: none`.
        case ignoresPointer
        /// Inside an inert subtree.
        case inert
        /// Disabled.
        case disabled
        /// What can be shown of it is smaller than `minimumSide` (or nothing: clipped away).
        case tooSmall
        /// Something drawn over it takes the touch where it shows (`hit` false).
        case covered
        /// Out of view in content whose every element showing now is covered (a backdrop).
        case inCoveredContent
        /// A label whose control is a stop (or, for listings that do not say its control, a
        /// control that is a stop at the same place).
        case labelOfListedControl
        /// Entirely outside the area its content scrolls over (an off-canvas menu parked left of
        /// or above the page): no scroll brings it into view.
        case offCanvas
    }

    /// The verdict for each element of `listing`, in its order.
    public func verdicts(in listing: WebPageListing) -> [Verdict] {
        var verdicts = listing.elements.map { firstVerdict(for: $0, in: listing) }
        // Covered content: per piece of scrolling content, whether all that shows of it now is covered.
        var showing: [ContentKey: (any: Bool, allCovered: Bool)] = [:]
        for (index, element) in listing.elements.enumerated() where !element.isFixed {
            switch verdicts[index] {
            case .stop, .covered:
                guard showsNow(element, in: listing) else { continue }
                let key = ContentKey(element)
                let covered = verdicts[index] == .covered
                let was = showing[key] ?? (false, true)
                showing[key] = (true, was.allCovered && covered)
            default: continue
            }
        }
        let pageIsCovered = showing[ContentKey(scroller: -1, frame: 0)].map { $0.any && $0.allCovered } ?? false
        for (index, element) in listing.elements.enumerated() where !element.isFixed {
            guard case .stop = verdicts[index], !showsNow(element, in: listing) else { continue }
            let key = ContentKey(element)
            let contentIsCovered = showing[key].map { $0.any && $0.allCovered }
                // Content with nothing showing now (a carousel below the fold) is the page's.
                ?? pageIsCovered
            if contentIsCovered { verdicts[index] = .inCoveredContent }
        }
        // Labels whose control is a stop at the same place: the controls in a grid of their
        // rects, so that a form of thousands of labels costs a look at a few controls each.
        let labels = listing.elements.indices.filter { listing.elements[$0].tag == "label" && verdicts[$0] != .notPressable }
        guard !labels.isEmpty else { return verdicts }
        let controls = listing.elements.indices.filter { index in
            guard case .stop = verdicts[index] else { return false }
            return Self.isLabelledControl(listing.elements[index])
        }
        var stopKeys: Set<Int> = []
        for (index, element) in listing.elements.enumerated() {
            if case .stop = verdicts[index] { stopKeys.insert(element.key) }
        }
        let grid = FrameGridIndex(controls.map { (key: $0, frame: listing.elements[$0].rect) })
        for index in labels {
            guard case .stop = verdicts[index] else { continue }
            let element = listing.elements[index]
            if let control = element.controlKey {
                if control != element.key, stopKeys.contains(control) { verdicts[index] = .labelOfListedControl }
                continue
            }
            let reach = element.rect.insetBy(dx: -labelReach, dy: -labelReach)
            let near = grid.candidates(meeting: reach).contains { control in
                listing.elements[control].frame == element.frame && listing.elements[control].rect.intersects(reach)
            }
            if near { verdicts[index] = .labelOfListedControl }
        }
        return verdicts
    }

    /// The verdict for one element of `listing` (as `verdicts(in:)` gives it).
    public func verdict(for key: Int, in listing: WebPageListing) -> Verdict? {
        guard let index = listing.elements.firstIndex(where: { $0.key == key }) else { return nil }
        return verdicts(in: listing)[index]
    }

    /// The elements of `listing` that are stops, with their kinds, in the listing's order.
    public func stops(in listing: WebPageListing) -> [(element: WebElement, kind: ViewKind)] {
        zip(listing.elements, verdicts(in: listing)).compactMap { element, verdict in
            guard case .stop(let kind) = verdict else { return nil }
            return (element, kind)
        }
    }

    /// What can be shown of `element`, in viewport coordinates (CSS px): its rect cut by its
    /// iframe, by its scrolling container along the axes it does not scroll, and by the viewport
    /// when it is fixed. Nil when nothing.
    public func showablePart(of element: WebElement, in listing: WebPageListing) -> Rect? {
        var part: Rect? = element.rect
        if element.frame > 0, element.frame < listing.frames.count {
            part = part?.intersection(listing.frames[element.frame].rect)
        }
        if element.scroller >= 0, element.scroller < listing.scrollers.count, let current = part {
            let scroller = listing.scrollers[element.scroller]
            let box = scroller.rect
            let span = Rect(x: scroller.scrollsHorizontally ? current.minX : box.minX,
                            y: scroller.scrollsVertically ? current.minY : box.minY,
                            width: scroller.scrollsHorizontally ? current.width : box.width,
                            height: scroller.scrollsVertically ? current.height : box.height)
            part = current.intersection(span)
        }
        if element.isFixed { part = part?.intersection(listing.viewportRect) }
        return part
    }

    /// What shows of `element` now: its rect cut by the viewport, its iframe and its scrolling
    /// container. Nil when none of it shows.
    public func shownPart(of element: WebElement, in listing: WebPageListing) -> Rect? {
        var part = element.rect.intersection(listing.viewportRect)
        if element.frame > 0, element.frame < listing.frames.count {
            part = part?.intersection(listing.frames[element.frame].rect)
        }
        if element.scroller >= 0, element.scroller < listing.scrollers.count {
            part = part?.intersection(listing.scrollers[element.scroller].rect)
        }
        return part
    }

    // MARK: Inside

    /// The verdict of the rules that look at the element alone (1 to 5, without covered content).
    func firstVerdict(for element: WebElement, in listing: WebPageListing) -> Verdict {
        guard let kind = Self.kind(of: element) else { return .notPressable }
        guard Self.isInteractive(element) else { return .notInteractive }
        guard element.isDisplayed else { return .notRendered }
        guard element.opacity > minimumOpacity else { return .transparent }
        guard element.hasPointerEvents else { return .ignoresPointer }
        guard !element.isInert else { return .inert }
        guard !element.isDisabled else { return .disabled }
        // An element of a frame the listing does not have has nowhere to show (a listing made in
        // code; `WebPageListing.decode` drops such elements).
        guard element.frame == 0 || (element.frame > 0 && element.frame < listing.frames.count) else { return .tooSmall }
        guard let part = showablePart(of: element, in: listing), part.width >= minimumSide, part.height >= minimumSide else {
            return .tooSmall
        }
        if isOffCanvas(element, in: listing) { return .offCanvas }
        if showsNow(element, in: listing), !element.isHit { return .covered }
        return .stop(kind)
    }

    /// True when `element` lies entirely outside the area its content scrolls over (rule 4).
    public func isOffCanvas(_ element: WebElement, in listing: WebPageListing) -> Bool {
        let rect = element.rect
        let rtl = listing.isRightToLeft
        // The area, in the coordinates of `rect`, that the element's content can show.
        let area: Rect
        if element.isFixed {
            area = listing.viewportRect
        } else if element.frame != 0 {
            return false
        } else if element.scroller >= 0, element.scroller < listing.scrollers.count {
            let scroller = listing.scrollers[element.scroller]
            let box = scroller.rect
            // The content's origin in viewport coordinates: the box less the scroll offset.
            let width = max(scroller.content.width, box.width), height = max(scroller.content.height, box.height)
            let left = rtl ? box.maxX - scroller.scroll.x - width : box.minX - scroller.scroll.x
            area = Rect(x: left, y: box.minY - scroller.scroll.y, width: width, height: height)
        } else {
            // The page's own content: its top, and its sideways extent. Not its bottom: it
            // comes from `scrollHeight`, which a page whose body scrolls (or clips) reports as
            // the viewport's height; a link at the bottom of such a page is still reached.
            let width = max(listing.document.width, listing.viewport.width)
            let left = rtl ? listing.viewport.width - listing.scroll.x - width : -listing.scroll.x
            return rect.maxX <= left || rect.minX >= left + width || rect.maxY <= -listing.scroll.y
        }
        guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite else { return false }
        return rect.maxX <= area.minX || rect.minX >= area.maxX || rect.maxY <= area.minY || rect.minY >= area.maxY
    }

    func showsNow(_ element: WebElement, in listing: WebPageListing) -> Bool {
        shownPart(of: element, in: listing) != nil
    }

    /// The tags that take presses by themselves.
    static let interactiveTags: Set<String> = ["a", "button", "input", "select", "textarea", "summary", "label", "details", "option"]
    /// The ARIA roles of things a finger presses.
    static let interactiveRoles: Set<String> = ["button", "link", "checkbox", "switch", "tab", "menuitem", "menuitemcheckbox",
                                                "menuitemradio", "option", "radio", "slider", "textbox", "searchbox", "combobox", "treeitem"]

    /// True when `element` takes presses: an interactive tag or role, contenteditable, an
    /// `onclick`, or a pointer cursor. False for an element listed only for its `tabindex`.
    public static func isInteractive(_ element: WebElement) -> Bool {
        interactiveTags.contains(element.tag) || interactiveRoles.contains(element.role ?? "") || element.isEditable
            || element.hasOnClick || element.hasPointerCursor
    }

    /// A control a label may stand for.
    static func isLabelledControl(_ element: WebElement) -> Bool {
        switch element.tag {
        case "input", "select", "textarea": true
        default: ["checkbox", "radio", "switch"].contains(element.role ?? "")
        }
    }

    /// A piece of scrolling content: the page's (scroller -1) or one container's, in one frame.
    struct ContentKey: Hashable {
        var scroller: Int
        var frame: Int

        init(scroller: Int, frame: Int) {
            self.scroller = scroller
            self.frame = frame
        }

        init(_ element: WebElement) {
            self.init(scroller: element.scroller, frame: element.frame)
        }
    }
}
