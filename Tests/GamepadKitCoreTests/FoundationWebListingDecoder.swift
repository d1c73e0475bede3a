import Foundation
@testable import GamepadKitCore

// The decoder `WebPageListing.decode` used before its byte-level reader: Foundation's
// `JSONDecoder` with lenient `Decodable` structs, into the same raw values, then the same
// `validated()`. Kept here only as the reference the reader is compared with.

enum FoundationWebListingDecoder {
    /// What `WebPageListing.decode` answered with `JSONDecoder`.
    static func decode(_ json: String) throws -> WebPageListing {
        let bytes = json.utf8.count
        guard bytes <= WebPageListing.maximumJSONLength else { throw WebListingError.tooLarge(bytes: bytes) }
        let raw: RawWebListing
        do {
            raw = try JSONDecoder().decode(ReferenceListing.self, from: Data(json.utf8)).raw
        } catch let error as WebListingError {
            throw error
        } catch {
            throw WebListingError.malformed("not a JSON object the page script writes")
        }
        return try raw.validated()
    }
}

/// The keys of the script's JSON.
private enum ListingKey: String, CodingKey {
    case version, url, viewport, scroll, document, rtl, elements, scrollers, frames, error
    case width, height, x, y
    case key, tag, type, role, label, rect, hit, display, opacity, pointerEvents, inert, disabled, editable, checked
    case href, fixed, scroller, frame, tabIndex, onclick, pointerCursor, control
    case horizontal, vertical, content
}

extension KeyedDecodingContainer where Key == ListingKey {
    fileprivate func number(_ key: Key) -> Double? { (try? decodeIfPresent(Double.self, forKey: key)) ?? nil }
    fileprivate func flag(_ key: Key) -> Bool? { (try? decodeIfPresent(Bool.self, forKey: key)) ?? nil }
    fileprivate func text(_ key: Key) -> String? { (try? decodeIfPresent(String.self, forKey: key)) ?? nil }
    fileprivate func numbers(_ key: Key) -> [Double]? { (try? decodeIfPresent([Double].self, forKey: key)) ?? nil }

    /// An object `{"<first>": n, "<second>": n}` as two numbers.
    fileprivate func pair(_ key: Key, _ first: Key, _ second: Key) -> (Double, Double)? {
        guard let inner = try? nestedContainer(keyedBy: ListingKey.self, forKey: key),
              let a = inner.number(first), let b = inner.number(second) else { return nil }
        return (a, b)
    }
}

private struct ReferenceElement: Decodable {
    var raw = RawWebElement()

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ListingKey.self)
        raw.key = c.number(.key); raw.tag = c.text(.tag); raw.type = c.text(.type); raw.role = c.text(.role)
        raw.label = c.text(.label); raw.rect = c.numbers(.rect); raw.hit = c.flag(.hit); raw.display = c.flag(.display)
        raw.opacity = c.number(.opacity); raw.pointerEvents = c.flag(.pointerEvents); raw.inert = c.flag(.inert)
        raw.disabled = c.flag(.disabled); raw.editable = c.flag(.editable); raw.checked = c.flag(.checked)
        raw.href = c.flag(.href); raw.fixed = c.flag(.fixed); raw.scroller = c.number(.scroller); raw.frame = c.number(.frame)
        raw.tabIndex = c.number(.tabIndex); raw.onclick = c.flag(.onclick); raw.pointerCursor = c.flag(.pointerCursor)
        raw.control = c.number(.control)
    }
}

private struct ReferenceScroller: Decodable {
    var raw = RawWebScroller()

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: ListingKey.self)
        raw.rect = c.numbers(.rect); raw.scroll = c.numbers(.scroll); raw.content = c.numbers(.content)
        raw.horizontal = c.flag(.horizontal); raw.vertical = c.flag(.vertical)
    }
}

private struct ReferenceFrame: Decodable {
    var raw = RawWebFrame()

    init(from decoder: any Decoder) throws {
        raw.rect = try decoder.container(keyedBy: ListingKey.self).numbers(.rect)
    }
}

private struct ReferenceListing: Decodable {
    var raw = RawWebListing()

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: ListingKey.self) else {
            throw WebListingError.malformed("the top level is not an object")
        }
        if let failure = c.text(.error) {
            throw WebListingError.malformed("the page script failed: \(failure.prefix(200))")
        }
        raw.version = c.number(.version)
        raw.url = c.text(.url)
        raw.viewport = c.pair(.viewport, .width, .height)
        raw.scroll = c.pair(.scroll, .x, .y)
        raw.document = c.pair(.document, .width, .height)
        raw.rtl = c.flag(.rtl)
        raw.elements = ((try? c.decodeIfPresent([Lenient<ReferenceElement>].self, forKey: .elements)) ?? nil)?.map { $0.value?.raw }
        raw.scrollers = ((try? c.decodeIfPresent([Lenient<ReferenceScroller>].self, forKey: .scrollers)) ?? nil)?.map { $0.value?.raw }
        raw.frames = ((try? c.decodeIfPresent([Lenient<ReferenceFrame>].self, forKey: .frames)) ?? nil)?.map { $0.value?.raw }
    }
}
