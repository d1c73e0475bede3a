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
/// 4. **A press is a touch.** Where it shows now (its part inside the viewport, its iframe's box
///    and its scrolling container's box), `elementFromPoint` at its centre must land on it (`hit`):
///    a cookie banner, a backdrop or any box drawn over it makes it no stop. Where it does not
///    show now (below the fold, in a carousel's hidden part) nothing can be tested, and it counts
///    as reachable — except in *covered content*: when the page's scrolling content (or one
///    scrolling container's) has elements showing now and every one of them is covered, a
///    backdrop lies over all of it, so its elements out of view are no stops either (a modal's
///    backdrop, scrolled or not, still covers the page).
/// 5. **A label is not a second stop for its control.** A `<label>` (listed only when it labels a
///    control) is no stop when a control that is a stop (an input, select, textarea or an ARIA
///    checkbox, radio or switch) overlaps it or lies within `labelReach` CSS px of it: the control is
///    the stop, as a finger would tap either. A label far from its control, or whose control is
///    no stop (a checkbox drawn by the label with the real input transparent), is a stop that
///    clicks it.
public struct WebElementRules: Hashable, Sendable {
    /// Elements at or below this effective opacity are invisible (as `FocusScanner.minimumVisibleAlpha`).
    public var minimumOpacity: Double
    /// The least width and height, in CSS px, of what can be shown of an element.
    public var minimumSide: Double
    /// How near a control must be to a label, in CSS px, to stand for it.
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
        /// A label whose control is a stop at the same place.
        case labelOfListedControl
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
        let grid = FrameGridIndex(controls.map { (key: $0, frame: listing.elements[$0].rect) })
        for index in labels {
            guard case .stop = verdicts[index] else { continue }
            let element = listing.elements[index]
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

    /// The verdict of the rules that look at the element alone (1 to 4, without covered content).
    func firstVerdict(for element: WebElement, in listing: WebPageListing) -> Verdict {
        guard let kind = Self.kind(of: element) else { return .notPressable }
        guard Self.isInteractive(element) else { return .notInteractive }
        guard element.isDisplayed else { return .notRendered }
        guard element.opacity > minimumOpacity else { return .transparent }
        guard element.hasPointerEvents else { return .ignoresPointer }
        guard !element.isInert else { return .inert }
        guard !element.isDisabled else { return .disabled }
        guard let part = showablePart(of: element, in: listing), part.width >= minimumSide, part.height >= minimumSide else {
            return .tooSmall
        }
        if showsNow(element, in: listing), !element.isHit { return .covered }
        return .stop(kind)
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
