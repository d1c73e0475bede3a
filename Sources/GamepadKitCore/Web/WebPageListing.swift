/// What the SDK's page script (`list()`) reports of a web page: the page's viewport and scroll
/// position, and the raw facts of every element a finger might tap. The script decides nothing;
/// `WebElementRules` decides which elements are focus stops, and `WebContent` places them in the
/// web view.
///
/// All lengths are CSS pixels. Element, scroller and frame rects are relative to the top
/// document's viewport (`getBoundingClientRect`, iframe offsets added), as the script reads them.
///
/// `decode(_:)` reads the script's JSON (version 1) and never crashes on what a page could feed
/// it: an element with a missing, mistyped or impossible value is dropped on its own (counted in
/// `droppedElementCount`, with a note), the rest of the page stays.
public struct WebPageListing: Hashable, Sendable {
    /// The JSON version this decoder reads.
    public static let supportedVersion = 1
    /// The most elements kept; more are dropped, with a note. A page with more tap targets than
    /// this is not navigated element by element anyway.
    public static let maximumElements = 10_000
    /// The most scrolling containers kept; elements in the ones past it count as the page's.
    public static let maximumScrollers = 2_000
    /// The most frames kept; elements in the ones past it are dropped.
    public static let maximumFrames = 200
    /// The longest JSON text read (in UTF-8 bytes); a longer one is `WebListingError.tooLarge`.
    public static let maximumJSONLength = 32 * 1024 * 1024
    /// The largest coordinate or length accepted, in CSS pixels (browsers lay out no further
    /// than about 3.3e7). An element with a larger one is dropped.
    public static let largestCoordinate = 1.0e8
    /// The longest label kept, in characters; longer ones are cut.
    public static let maximumLabelLength = 200

    /// The JSON's version (always `supportedVersion` once decoded).
    public var version: Int
    /// The document's URL; may be empty.
    public var url: String
    /// The layout viewport (`innerWidth`, `innerHeight`).
    public var viewport: LayoutSize
    /// The page's scroll position (`scrollX`, `scrollY`). In a right-to-left page `scrollX` is 0
    /// at the start (the right end) and negative further left.
    public var scroll: LayoutPoint
    /// The size of the whole document (the scrolling element's `scrollWidth`, `scrollHeight`).
    public var document: LayoutSize
    /// The document's direction is right to left.
    public var isRightToLeft: Bool
    /// The listed elements, in document order, at most `maximumElements`, each key once.
    public var elements: [WebElement]
    /// The scrolling containers elements refer to (`WebElement.scroller`).
    public var scrollers: [WebScroller]
    /// The frames elements refer to (`WebElement.frame`): `frames[n]` is the frame of the
    /// elements with `frame == n`; `frames[0]`, when present, stands for the top document and its
    /// rect is not used.
    public var frames: [WebFrame]
    /// How many listed elements were dropped as malformed, repeated or past `maximumElements`.
    public var droppedElementCount: Int
    /// What was dropped or corrected, in words, at most a few lines.
    public var notes: [String]

    /// A listing with these values (tests, tools).
    public init(url: String = "", viewport: LayoutSize, scroll: LayoutPoint = .zero, document: LayoutSize? = nil,
                isRightToLeft: Bool = false, elements: [WebElement], scrollers: [WebScroller] = [], frames: [WebFrame] = [],
                droppedElementCount: Int = 0, notes: [String] = []) {
        self.version = Self.supportedVersion
        self.url = url
        self.viewport = viewport
        self.scroll = scroll
        self.document = document ?? viewport
        self.isRightToLeft = isRightToLeft
        self.elements = elements
        self.scrollers = scrollers
        self.frames = frames
        self.droppedElementCount = droppedElementCount
        self.notes = notes
    }

    /// The element with `key`, if listed.
    public func element(key: Int) -> WebElement? {
        elements.first { $0.key == key }
    }

    /// The viewport in its own coordinates: `(0, 0, width, height)`.
    public var viewportRect: Rect { Rect(origin: .zero, size: viewport) }

    /// Reads the script's JSON.
    ///
    /// The text is read as JSON leniently, field by field: a value of another type than the
    /// field's (`"hit":"yes"`), `null`, a number a Double cannot hold (`1e400`), a string that is
    /// no text (a control character, an unknown escape, half a surrogate pair) or a number that is
    /// not a JSON number (`01`) reads as if the field were missing; unknown keys are skipped,
    /// whatever their value; when a key appears twice, the first counts.
    ///
    /// - Throws: `WebListingError` when the text is too long, is not JSON (or nests arrays and
    ///   objects deeper than 512), is the script's report of its own failure (an `error` string:
    ///   `malformed("the page script failed: …")`), is not an object with
    ///   `version`, `viewport` and `elements`, has another version, or has a viewport, scroll or
    ///   document size that is not a finite, non-negative number within `largestCoordinate`.
    ///   Elements, scrollers and frames with bad values are dropped one by one instead.
    public static func decode(_ json: String) throws -> WebPageListing {
        let bytes = json.utf8.count
        guard bytes <= maximumJSONLength else { throw WebListingError.tooLarge(bytes: bytes) }
        var text = json
        let raw = try text.withUTF8 { utf8 in
            do {
                return try WebListingReader.listing(in: utf8)
            } catch is WebListingReader.Malformed {
                throw WebListingError.malformed("not a JSON object the page script writes")
            }
        }
        return try raw.validated()
    }
}

/// One element the script listed, with the facts it read (see the script's JSON contract).
public struct WebElement: Hashable, Sendable {
    /// Stable for the element's lifetime in its document.
    public var key: Int
    /// The lowercased tag name (`a`, `button`, `input`, `select`, `textarea`, `summary`, `label`, `div`…).
    public var tag: String
    /// An input's lowercased `type`, or nil.
    public var type: String?
    /// The lowercased ARIA `role` attribute, or nil.
    public var role: String?
    /// The element's name as the script read it (ARIA label, text, `alt`, `title`, placeholder); may be empty.
    public var label: String
    /// `getBoundingClientRect()` relative to the top document's viewport, CSS px.
    public var rect: Rect
    /// `document.elementFromPoint` at the centre of its visible part lands on it or inside it.
    public var isHit: Bool
    /// Rendered: not `display: none`, visibility visible, has client rects.
    public var isDisplayed: Bool
    /// The effective opacity, 0…1.
    public var opacity: Double
    /// Its computed `pointer-events` is not `none`.
    public var hasPointerEvents: Bool
    /// Inside an inert subtree.
    public var isInert: Bool
    /// Disabled (attribute, `aria-disabled="true"`, a disabled fieldset).
    public var isDisabled: Bool
    /// Takes typing (a text input, a text area, contenteditable).
    public var isEditable: Bool
    /// For checkboxes, radios and switches: whether it is checked; nil for others.
    public var checked: Bool?
    /// A link with an `href`.
    public var hasHref: Bool
    /// It or an ancestor is `position: fixed` (or a stuck sticky): it does not move when the page scrolls.
    public var isFixed: Bool
    /// Index into `WebPageListing.scrollers` of its nearest scrolling container; -1 for the page.
    public var scroller: Int
    /// 0 for the top document; n > 0 for a same-origin iframe (`WebPageListing.frames[n]`).
    public var frame: Int
    /// `element.tabIndex`.
    public var tabIndex: Int
    /// Has an `onclick` attribute or handler.
    public var hasOnClick: Bool
    /// Its computed cursor is `pointer`.
    public var hasPointerCursor: Bool
    /// For a `<label>`: the key of the control it labels (`label.control`), or a key no listed
    /// element has (-1) when it labels none that is listed. Nil when the listing does not say
    /// (an older script, any other element): the rules then judge a label by where it lies.
    public var controlKey: Int?

    /// An element with these facts; every fact defaults to a plain, visible, tappable one.
    public init(key: Int, tag: String, type: String? = nil, role: String? = nil, label: String = "", rect: Rect,
                isHit: Bool = true, isDisplayed: Bool = true, opacity: Double = 1, hasPointerEvents: Bool = true,
                isInert: Bool = false, isDisabled: Bool = false, isEditable: Bool = false, checked: Bool? = nil,
                hasHref: Bool = false, isFixed: Bool = false, scroller: Int = -1, frame: Int = 0, tabIndex: Int = 0,
                hasOnClick: Bool = false, hasPointerCursor: Bool = false, controlKey: Int? = nil) {
        self.key = key
        self.tag = tag
        self.type = type
        self.role = role
        self.label = label
        self.rect = rect
        self.isHit = isHit
        self.isDisplayed = isDisplayed
        self.opacity = opacity
        self.hasPointerEvents = hasPointerEvents
        self.isInert = isInert
        self.isDisabled = isDisabled
        self.isEditable = isEditable
        self.checked = checked
        self.hasHref = hasHref
        self.isFixed = isFixed
        self.scroller = scroller
        self.frame = frame
        self.tabIndex = tabIndex
        self.hasOnClick = hasOnClick
        self.hasPointerCursor = hasPointerCursor
        self.controlKey = controlKey
    }
}

/// A scrolling container of the page (`overflow: auto` or `scroll` with content past its box).
public struct WebScroller: Hashable, Sendable {
    /// Its box relative to the top document's viewport, CSS px.
    public var rect: Rect
    /// `scrollLeft`, `scrollTop` (in a right-to-left container `scrollLeft` is 0 at the start and negative further left).
    public var scroll: LayoutPoint
    /// `scrollWidth`, `scrollHeight`.
    public var content: LayoutSize
    /// It scrolls sideways.
    public var scrollsHorizontally: Bool
    /// It scrolls up and down.
    public var scrollsVertically: Bool

    /// A scrolling container with these facts.
    public init(rect: Rect, scroll: LayoutPoint = .zero, content: LayoutSize, scrollsHorizontally: Bool, scrollsVertically: Bool) {
        self.rect = rect
        self.scroll = scroll
        self.content = content
        self.scrollsHorizontally = scrollsHorizontally
        self.scrollsVertically = scrollsVertically
    }
}

/// A same-origin iframe: its elements are shown only inside its box.
public struct WebFrame: Hashable, Sendable {
    /// Its box relative to the top document's viewport, CSS px.
    public var rect: Rect

    /// A frame with this box.
    public init(rect: Rect) {
        self.rect = rect
    }
}

/// Why a page listing could not be read at all.
public enum WebListingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON text is longer than `WebPageListing.maximumJSONLength` bytes.
    case tooLarge(bytes: Int)
    /// Not JSON, or not the object the page script writes; says what is wrong.
    case malformed(String)
    /// A `version` this SDK does not read.
    case unsupportedVersion(Int)
    /// A page-wide value that is missing, not finite, negative or too large; names the key.
    case invalidValue(key: String)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the page listing is \(bytes) bytes, more than the \(WebPageListing.maximumJSONLength) read"
        case .malformed(let reason):
            "the page listing is malformed: \(reason)"
        case .unsupportedVersion(let version):
            "the page listing has version \(version); this SDK reads version \(WebPageListing.supportedVersion)"
        case .invalidValue(let key):
            "the page listing's \(key) is missing or not a finite, non-negative number"
        }
    }
}
