// The script's JSON as read before any check (`WebListingReader`): every field optional and read
// leniently (a value of the wrong type reads as absent), so that one bad element never costs the
// whole page.

/// A whole number within `Int32`, from a JSON number: nil when fractional, not finite or out of range.
private func wholeNumber(_ value: Double?) -> Int? {
    guard let value, value.isFinite, value == value.rounded(), abs(value) <= Double(Int32.max) else { return nil }
    return Int(value)
}

/// True for a coordinate the listing accepts.
private func isPlausible(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= WebPageListing.largestCoordinate
}

/// A rect from `[x, y, w, h]`: nil unless four plausible numbers with a non-negative size.
private func listingRect(_ values: [Double]?) -> Rect? {
    guard let values, values.count == 4, values.allSatisfy(isPlausible), values[2] >= 0, values[3] >= 0 else { return nil }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
}

/// An element as read: nil fields are missing or mistyped.
struct RawWebElement {
    var key: Double?, tag: String?, type: String?, role: String?, label: String?, rect: [Double]?
    var hit: Bool?, display: Bool?, opacity: Double?, pointerEvents: Bool?, inert: Bool?, disabled: Bool?
    var editable: Bool?, checked: Bool?, href: Bool?, fixed: Bool?, scroller: Double?, frame: Double?
    var tabIndex: Double?, onclick: Bool?, pointerCursor: Bool?, control: Double?

    /// The element, or nil when its key, tag or rect is missing or impossible. Facts that are
    /// missing take the value that makes the element no stop (`hit`, `display`, `pointerEvents`
    /// false, `opacity` 0) or the plain one (`disabled`, `inert`, `fixed` false; page, top document).
    /// A label's `control` number that is not a whole number reads as no control (-1); a missing or
    /// mistyped one as not said (nil); other elements have none.
    func validated(scrollerCount: Int, frameCount: Int) -> WebElement? {
        guard let key = wholeNumber(key), let tag, !tag.isEmpty, let rect = listingRect(rect) else { return nil }
        let frameIndex = frame == nil ? 0 : wholeNumber(frame)
        guard let frameIndex, frameIndex == 0 || (frameIndex > 0 && frameIndex < frameCount) else { return nil }
        var scrollerIndex = wholeNumber(scroller) ?? -1
        if scrollerIndex < 0 || scrollerIndex >= scrollerCount { scrollerIndex = -1 }
        let shownOpacity = opacity.map { $0.isFinite ? min(1, max(0, $0)) : 0 } ?? 0
        let lowerTag = String(tag.lowercased().prefix(40))
        let controlKey = lowerTag == "label" ? control.map { wholeNumber($0) ?? -1 } : nil
        return WebElement(
            key: key, tag: lowerTag, type: type.map { String($0.lowercased().prefix(40)) },
            role: role.map { String($0.lowercased().prefix(40)) },
            label: String((label ?? "").prefix(WebPageListing.maximumLabelLength)), rect: rect,
            isHit: hit ?? false, isDisplayed: display ?? false, opacity: shownOpacity, hasPointerEvents: pointerEvents ?? false,
            isInert: inert ?? false, isDisabled: disabled ?? false, isEditable: editable ?? false, checked: checked,
            hasHref: href ?? false, isFixed: fixed ?? false, scroller: scrollerIndex, frame: frameIndex,
            tabIndex: wholeNumber(tabIndex) ?? 0, hasOnClick: onclick ?? false, hasPointerCursor: pointerCursor ?? false,
            controlKey: controlKey)
    }
}

/// A scrolling container as read.
struct RawWebScroller {
    var rect: [Double]?, scroll: [Double]?, content: [Double]?, horizontal: Bool?, vertical: Bool?

    /// The container, or nil when its rect, scroll position or content size is missing or impossible.
    var validated: WebScroller? {
        guard let box = listingRect(rect), let scroll, scroll.count == 2, scroll.allSatisfy(isPlausible),
              let content, content.count == 2, content.allSatisfy(isPlausible), content[0] >= 0, content[1] >= 0 else { return nil }
        return WebScroller(rect: box, scroll: LayoutPoint(x: scroll[0], y: scroll[1]),
                           content: LayoutSize(width: content[0], height: content[1]),
                           scrollsHorizontally: horizontal ?? false, scrollsVertically: vertical ?? false)
    }
}

/// A frame as read.
struct RawWebFrame {
    var rect: [Double]?
}

/// The whole listing as read.
struct RawWebListing {
    var version: Double?
    var url: String?
    var viewport: (Double, Double)?
    var scroll: (Double, Double)?
    var document: (Double, Double)?
    var rtl: Bool?
    /// Each nil when not an object (or an object with a key that is no text).
    var elements: [RawWebElement?]?
    var scrollers: [RawWebScroller?]?
    var frames: [RawWebFrame?]?
    /// The script's report of its own failure.
    var error: String?

    func validated() throws -> WebPageListing {
        // The script reports its own failure as `{"version":1,"error":"…","elements":[]…}`.
        if let error { throw WebListingError.malformed("the page script failed: \(error.prefix(200))") }
        guard let version else { throw WebListingError.malformed("no version") }
        guard let whole = wholeNumber(version), whole == WebPageListing.supportedVersion else {
            throw WebListingError.unsupportedVersion(wholeNumber(version) ?? -1)
        }
        guard let viewport, isPlausible(viewport.0), isPlausible(viewport.1), viewport.0 >= 0, viewport.1 >= 0 else {
            throw WebListingError.invalidValue(key: "viewport")
        }
        let scroll = self.scroll ?? (0, 0)
        guard isPlausible(scroll.0), isPlausible(scroll.1) else { throw WebListingError.invalidValue(key: "scroll") }
        let document = self.document ?? viewport
        guard isPlausible(document.0), isPlausible(document.1), document.0 >= 0, document.1 >= 0 else {
            throw WebListingError.invalidValue(key: "document")
        }
        guard let rawElements = elements else { throw WebListingError.malformed("no elements array") }
        var notes: [String] = []

        let readScrollers = (scrollers ?? []).prefix(WebPageListing.maximumScrollers)
        // A container that cannot be read keeps its place (so that indexes still match) as one that does not scroll.
        var badScrollers = 0
        let scrollerList = readScrollers.map { entry -> WebScroller in
            if let scroller = entry?.validated { return scroller }
            badScrollers += 1
            return WebScroller(rect: .zero, content: .zero, scrollsHorizontally: false, scrollsVertically: false)
        }
        if badScrollers > 0 { notes.append("\(badScrollers) scrolling container(s) unreadable; their elements are hidden") }
        if (scrollers?.count ?? 0) > WebPageListing.maximumScrollers {
            notes.append("only the first \(WebPageListing.maximumScrollers) scrolling containers kept")
        }
        let readFrames = (frames ?? []).prefix(WebPageListing.maximumFrames)
        let frameList = readFrames.map { WebFrame(rect: listingRect($0?.rect) ?? .zero) }
        if (frames?.count ?? 0) > WebPageListing.maximumFrames { notes.append("only the first \(WebPageListing.maximumFrames) frames kept") }

        var kept: [WebElement] = []
        kept.reserveCapacity(min(rawElements.count, WebPageListing.maximumElements))
        var keys: Set<Int> = []
        var malformed = 0
        var repeated = 0
        for entry in rawElements.prefix(WebPageListing.maximumElements) {
            guard let element = entry?.validated(scrollerCount: scrollerList.count, frameCount: frameList.count) else {
                malformed += 1
                continue
            }
            guard keys.insert(element.key).inserted else {
                repeated += 1
                continue
            }
            kept.append(element)
        }
        let past = max(0, rawElements.count - WebPageListing.maximumElements)
        if malformed > 0 { notes.append("\(malformed) element(s) malformed and dropped") }
        if repeated > 0 { notes.append("\(repeated) element(s) repeating a key dropped") }
        if past > 0 { notes.append("\(past) element(s) past the first \(WebPageListing.maximumElements) dropped") }
        return WebPageListing(
            url: String((url ?? "").prefix(4096)), viewport: LayoutSize(width: viewport.0, height: viewport.1),
            scroll: LayoutPoint(x: scroll.0, y: scroll.1), document: LayoutSize(width: document.0, height: document.1),
            isRightToLeft: rtl ?? false, elements: kept, scrollers: scrollerList, frames: frameList,
            droppedElementCount: malformed + repeated + past, notes: notes)
    }
}
