import FuzzSupport
import GamepadKitCore

// Harness: WebPageListing.decode on any bytes (read as UTF-8, ill-formed sequences replaced), then
// the rules over the listing.
//
// Invariants:
// - it returns a listing or throws a WebListingError (no crash, trap, stack overflow or sanitizer
//   report, however deep the nesting);
// - an error's description stays short (the script's own error is cut);
// - a listing's viewport, scroll, document and every rect, scroll position and content size are
//   finite and within `largestCoordinate`, sizes not negative;
// - its elements are at most `maximumElements`, each key once, each label at most
//   `maximumLabelLength` characters, each scroller index -1 or a listed scroller, each frame index
//   0 or a listed frame;
// - the rules judge every element.
FuzzDriver.run { start, count in
    let json = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
    let listing: WebPageListing
    do {
        listing = try WebPageListing.decode(json)
    } catch let error as WebListingError {
        FuzzDriver.check(error.description.count <= 400, "error descriptions stay short")
        return 0
    } catch {
        FuzzDriver.check(false, "only WebListingError is thrown (got \(type(of: error)))")
        return 0
    }
    func plausible(_ values: Double...) -> Bool {
        values.allSatisfy { $0.isFinite && abs($0) <= WebPageListing.largestCoordinate }
    }
    func plausible(_ rect: Rect) -> Bool {
        plausible(rect.origin.x, rect.origin.y, rect.size.width, rect.size.height) && rect.size.width >= 0 && rect.size.height >= 0
    }
    FuzzDriver.check(plausible(listing.viewport.width, listing.viewport.height, listing.scroll.x, listing.scroll.y,
                               listing.document.width, listing.document.height),
                     "the page's sizes and scroll position are finite and within the largest coordinate")
    FuzzDriver.check(listing.viewport.width >= 0 && listing.viewport.height >= 0 && listing.document.width >= 0
                     && listing.document.height >= 0, "the page's sizes are not negative")
    FuzzDriver.check(listing.elements.count <= WebPageListing.maximumElements, "at most maximumElements elements")
    FuzzDriver.check(Set(listing.elements.map(\.key)).count == listing.elements.count, "each key once")
    for element in listing.elements {
        FuzzDriver.check(plausible(element.rect), "an element's rect is finite, within the largest coordinate, not negative")
        FuzzDriver.check(element.label.count <= WebPageListing.maximumLabelLength, "labels are cut")
        FuzzDriver.check(element.scroller == -1 || listing.scrollers.indices.contains(element.scroller), "scroller indexes are listed")
        FuzzDriver.check(element.frame == 0 || listing.frames.indices.contains(element.frame), "frame indexes are listed")
        FuzzDriver.check((0...1).contains(element.opacity), "opacity is within 0…1")
    }
    for scroller in listing.scrollers {
        FuzzDriver.check(plausible(scroller.rect) && plausible(scroller.scroll.x, scroller.scroll.y)
                         && plausible(scroller.content.width, scroller.content.height)
                         && scroller.content.width >= 0 && scroller.content.height >= 0,
                         "a scroller's values are finite, within the largest coordinate, sizes not negative")
    }
    for frame in listing.frames {
        FuzzDriver.check(plausible(frame.rect), "a frame's rect is finite, within the largest coordinate, not negative")
    }
    FuzzDriver.check(WebElementRules().verdicts(in: listing).count == listing.elements.count, "the rules judge every element")
    return 0
}
