// The page script's listing, read by `WebListingReader` into the raw values `validated()` checks.

/// The keys of the script's JSON that the listing reads (any other key is skipped).
enum WebListingKey: String, CaseIterable {
    case version, url, viewport, scroll, document, rtl, elements, scrollers, frames, error
    case width, height, x, y
    case key, tag, type, role, label, rect, hit, display, opacity, pointerEvents, inert, disabled, editable, checked
    case href, fixed, scroller, frame, tabIndex, onclick, pointerCursor, control
    case horizontal, vertical, content

    /// The keys by the length of their name, each with its name's bytes and its place in
    /// `allCases` (its bit in the set of keys an object has shown).
    private static let byLength: [[(name: [UInt8], key: WebListingKey, bit: UInt64)]] = {
        var table: [[(name: [UInt8], key: WebListingKey, bit: UInt64)]] = []
        for (place, key) in allCases.enumerated() {
            let name = Array(key.rawValue.utf8)
            while table.count <= name.count { table.append([]) }
            table[name.count].append((name, key, 1 << UInt64(place)))
        }
        return table
    }()

    /// The key named by these bytes (a key's text, decoded), with its bit; nil for any other name.
    @inline(__always)
    static func find(_ name: UnsafeBufferPointer<UInt8>) -> (key: WebListingKey, bit: UInt64)? {
        guard name.count < byLength.count else { return nil }
        candidates: for candidate in byLength[name.count] {
            for offset in 0..<name.count where candidate.name[offset] != name[offset] { continue candidates }
            return (candidate.key, candidate.bit)
        }
        return nil
    }
}

extension WebListingReader {
    /// Reads the whole text into the raw listing.
    ///
    /// - Throws: `Malformed` when the text is not one JSON value;
    ///   `WebListingError.malformed("the top level is not an object")` when it is another value
    ///   than an object, or an object with a key that is no text.
    static func listing(in bytes: UnsafeBufferPointer<UInt8>) throws -> RawWebListing {
        var reader = WebListingReader(bytes: bytes)
        var raw = RawWebListing()
        let isObject: Bool
        if try reader.peekToken() == UInt8(ascii: "{") {
            isObject = try reader.object { key, reader in
                switch key {
                case .version: raw.version = try reader.number()
                case .url: raw.url = try reader.text()
                case .viewport: raw.viewport = try reader.pair(.width, .height)
                case .scroll: raw.scroll = try reader.pair(.x, .y)
                case .document: raw.document = try reader.pair(.width, .height)
                case .rtl: raw.rtl = try reader.flag()
                case .elements: raw.elements = try reader.list { try $0.element() }
                case .scrollers: raw.scrollers = try reader.list { try $0.scroller() }
                case .frames: raw.frames = try reader.list { try $0.frame() }
                case .error: raw.error = try reader.text()
                default: try reader.skipValue()
                }
            }
        } else {
            try reader.skipValue()
            isObject = false
        }
        guard reader.isAtEnd() else { throw Malformed() }
        guard isObject else { throw WebListingError.malformed("the top level is not an object") }
        return raw
    }

    /// An object `{"<first>": n, "<second>": n}` as two numbers; nil for any other value (taken
    /// all the same).
    mutating func pair(_ first: WebListingKey, _ second: WebListingKey) throws -> (Double, Double)? {
        guard try peekToken() == UInt8(ascii: "{") else { try skipValue(); return nil }
        var a: Double?, b: Double?
        let isObject = try object { key, reader in
            if key == first {
                a = try reader.number()
            } else if key == second {
                b = try reader.number()
            } else {
                try reader.skipValue()
            }
        }
        guard isObject, let a, let b else { return nil }
        return (a, b)
    }

    /// An element (at `index`, an object), or nil when the object has a key that is no text.
    mutating func element() throws -> RawWebElement? {
        var element = RawWebElement()
        let isObject = try object { key, reader in
            switch key {
            case .key: element.key = try reader.number()
            case .tag: element.tag = try reader.text()
            case .type: element.type = try reader.text()
            case .role: element.role = try reader.text()
            case .label: element.label = try reader.text()
            case .rect: element.rect = try reader.numbers()
            case .hit: element.hit = try reader.flag()
            case .display: element.display = try reader.flag()
            case .opacity: element.opacity = try reader.number()
            case .pointerEvents: element.pointerEvents = try reader.flag()
            case .inert: element.inert = try reader.flag()
            case .disabled: element.disabled = try reader.flag()
            case .editable: element.editable = try reader.flag()
            case .checked: element.checked = try reader.flag()
            case .href: element.href = try reader.flag()
            case .fixed: element.fixed = try reader.flag()
            case .scroller: element.scroller = try reader.number()
            case .frame: element.frame = try reader.number()
            case .tabIndex: element.tabIndex = try reader.number()
            case .onclick: element.onclick = try reader.flag()
            case .pointerCursor: element.pointerCursor = try reader.flag()
            case .control: element.control = try reader.number()
            default: try reader.skipValue()
            }
        }
        return isObject ? element : nil
    }

    /// A scrolling container (at `index`, an object), or nil when the object has a key that is no text.
    mutating func scroller() throws -> RawWebScroller? {
        var scroller = RawWebScroller()
        let isObject = try object { key, reader in
            switch key {
            case .rect: scroller.rect = try reader.numbers()
            case .scroll: scroller.scroll = try reader.numbers()
            case .content: scroller.content = try reader.numbers()
            case .horizontal: scroller.horizontal = try reader.flag()
            case .vertical: scroller.vertical = try reader.flag()
            default: try reader.skipValue()
            }
        }
        return isObject ? scroller : nil
    }

    /// A frame (at `index`, an object), or nil when the object has a key that is no text.
    mutating func frame() throws -> RawWebFrame? {
        var frame = RawWebFrame()
        let isObject = try object { key, reader in
            if key == .rect { frame.rect = try reader.numbers() } else { try reader.skipValue() }
        }
        return isObject ? frame : nil
    }
}
