import Foundation

/// The keyboard over a web page being typed in: where the page scrolls so that the field shows
/// above the keyboard, and the bottom inset the SDK adds while typing so that a short page can.
/// WebKit does this for a field its own view edits; the SDK types through a field of its own
/// (`WebTyping`), so the iOS layer asks these and applies the answers, animated as the keyboard
/// moves.
extension WebTyping {
    /// The bottom inset the SDK keeps added to a web view's scroll view while typing, when the
    /// keyboard moves to `keyboardFrame`: a docked keyboard's height in the web view beyond
    /// `bottomInset` (the inset already there, not counting the SDK's own), never more than
    /// `added` (what the SDK added for the last reveal); zero for a keyboard that floats or
    /// left. The inset shrinks with the keyboard (a hardware keyboard's shortcut bar in place of
    /// the keyboard), and only a reveal makes it grow.
    public static func keptBottomInset(added: Double, keyboardFrame: Rect, viewSize: LayoutSize, bottomInset: Double) -> Double {
        guard added > 0, added.isFinite, keyboardFrame.isFinite, viewSize.height.isFinite, bottomInset.isFinite,
              !keyboardFrame.isEmpty, keyboardFrame.maxY >= viewSize.height - 1, keyboardFrame.minY < viewSize.height else { return 0 }
        return min(added, max(0, viewSize.height - keyboardFrame.minY - max(0, bottomInset)))
    }

    /// How the SDK scrolls a web page so that the field being typed in shows above the keyboard.
    public struct KeyboardReveal: Hashable, Sendable {
        /// The new vertical content offset of the web view's scroll view.
        public var offsetY: Double
        /// How far the keyboard reaches up into the web view from its bottom: the bottom inset to
        /// add while typing, so that a short page (a sign-in form) or a field near the page's end
        /// can scroll above the keyboard; zero for a keyboard that floats.
        public var bottomInset: Double
    }

    /// Where to scroll a web page so that the field being typed in shows above the keyboard, or
    /// nil when no scroll is needed: the field shows, the keyboard covers none of it, the page
    /// does not scroll (`pageScrolls` false: the app turned its scrolling off), the field is
    /// `position: fixed` (scrolling would not move it), or a value is not a number. WebKit
    /// scrolls a field its own view edits; the SDK types through a field of its own, so it
    /// scrolls the page itself.
    ///
    /// Everything is in the web view's coordinates (its top-left at 0, 0). A keyboard docked at
    /// the bottom (reaching the web view's bottom edge) covers everything below its top; a
    /// floating one (an iPad's) only what it overlaps. The field shows when it lies, `margin`
    /// points clear, between `visibleTop` (under the bars: the scroll view's adjusted top inset)
    /// and the keyboard's top. A field below that is scrolled up until its bottom is `margin`
    /// above the keyboard, but never so far that its top goes under `visibleTop` (a text area
    /// taller than the space shows its top); one above it is scrolled down to show its top. The
    /// offset stays between `minimumOffsetY` and `maximumOffsetY` plus the docked keyboard's
    /// height beyond `bottomInset`, the scroll view's bottom inset already there (a tab bar, the
    /// home indicator's area): `KeyboardReveal.bottomInset`, which the caller adds to it.
    public static func revealAboveKeyboard(fieldFrame: Rect, keyboardFrame: Rect, viewSize: LayoutSize, visibleTop: Double,
                                           contentOffsetY: Double, minimumOffsetY: Double, maximumOffsetY: Double,
                                           bottomInset: Double = 0, pageScrolls: Bool = true, fieldIsFixed: Bool = false,
                                           margin: Double = 8) -> KeyboardReveal? {
        guard pageScrolls, !fieldIsFixed, fieldFrame.isFinite, keyboardFrame.isFinite, !keyboardFrame.isEmpty else { return nil }
        let values = [viewSize.width, viewSize.height, visibleTop, contentOffsetY, minimumOffsetY, maximumOffsetY, bottomInset, margin]
        guard values.allSatisfy(\.isFinite) else { return nil }
        // The keyboard must lie over the field's column, and on the web view.
        guard keyboardFrame.maxX > fieldFrame.minX, keyboardFrame.minX < fieldFrame.maxX,
              keyboardFrame.minY < viewSize.height, keyboardFrame.maxY > 0 else { return nil }
        let isDocked = keyboardFrame.maxY >= viewSize.height - 1
        if !isDocked {
            let clear = Rect(x: fieldFrame.minX, y: fieldFrame.minY - margin, width: fieldFrame.width, height: fieldFrame.height + 2 * margin)
            guard clear.intersects(keyboardFrame) else { return nil }
        }
        let bottom = keyboardFrame.minY
        guard bottom > visibleTop else { return nil }
        let delta: Double
        if fieldFrame.minY < visibleTop {
            delta = fieldFrame.minY - margin - visibleTop
        } else if fieldFrame.maxY + margin > bottom {
            delta = min(fieldFrame.maxY + margin - bottom, max(0, fieldFrame.minY - margin - visibleTop))
        } else {
            return nil
        }
        let inset = isDocked ? max(0, viewSize.height - bottom - max(0, bottomInset)) : 0
        let target = min(max(contentOffsetY + delta, minimumOffsetY), max(minimumOffsetY, maximumOffsetY + inset))
        return abs(target - contentOffsetY) < 0.5 ? nil : KeyboardReveal(offsetY: target, bottomInset: inset)
    }


    /// The largest vertical content offset of a web view's scroll view in `geometry` with
    /// `lessBottomInset` taken off its bottom inset (the SDK's own): the content's height plus
    /// the bottom inset less the bounds' height. It may lie above the smallest offset, `-top`
    /// inset (a page shorter than its view), where the page does not scroll.
    public static func maximumOffsetY(in geometry: WebViewGeometry, lessBottomInset: Double = 0) -> Double {
        geometry.contentSize.height + geometry.adjustedContentInset.bottom - lessBottomInset - geometry.boundsSize.height
    }

    /// What the SDK does to a web view's scroll view when the keyboard moves
    /// (`keyboardMove(to:field:geometry:added:)`).
    public struct KeyboardMove: Hashable, Sendable {
        /// The bottom inset the SDK keeps added after the move (zero: none, the keyboard left or
        /// floats). The caller changes the inset by the difference from what it had added.
        public var addedBottomInset: Double
        /// The new vertical content offset, or nil to leave it.
        public var offsetY: Double?

        /// A move to `offsetY` (nil: none) with `addedBottomInset` added.
        public init(addedBottomInset: Double, offsetY: Double?) {
            self.addedBottomInset = addedBottomInset
            self.offsetY = offsetY
        }
    }

    /// The keyboard moves to `keyboardFrame` (the web view's coordinates; nil: it left, or its
    /// place is unknown) while the SDK has `added` points of bottom inset on the web view's scroll
    /// view in `geometry` (its adjusted insets include them). With `field` (the page's field
    /// being typed in, in the web view, and whether it is `position: fixed`), the page scrolls so
    /// that the field shows above the keyboard (`revealAboveKeyboard`); without one (typing
    /// ended while the keyboard stays, or the field's place is unknown) only the inset follows
    /// the keyboard (`keptBottomInset`). Either way an offset past the end the new inset leaves
    /// is brought back to it, so that a page never rests scrolled beyond its end when the
    /// keyboard shrinks (a hardware keyboard attached), floats or leaves. Values that are no
    /// numbers change nothing but the inset of a keyboard that left.
    public static func keyboardMove(to keyboardFrame: Rect?, field: (frame: Rect, isFixed: Bool)?,
                                    geometry: WebViewGeometry, added: Double) -> KeyboardMove {
        let added = added.isFinite ? max(0, added) : 0
        guard geometry.isUsable else { return KeyboardMove(addedBottomInset: keyboardFrame == nil ? 0 : added, offsetY: nil) }
        let top = geometry.adjustedContentInset.top
        let others = geometry.adjustedContentInset.bottom - added
        let maximum = maximumOffsetY(in: geometry, lessBottomInset: added)
        let offset = geometry.contentOffset.y
        let viewSize = geometry.boundsSize
        if let keyboardFrame, let field,
           let reveal = revealAboveKeyboard(fieldFrame: field.frame, keyboardFrame: keyboardFrame, viewSize: viewSize,
                                            visibleTop: top, contentOffsetY: offset, minimumOffsetY: -top, maximumOffsetY: maximum,
                                            bottomInset: others, pageScrolls: geometry.isScrollEnabled, fieldIsFixed: field.isFixed) {
            return KeyboardMove(addedBottomInset: reveal.bottomInset, offsetY: reveal.offsetY)
        }
        let kept = keyboardFrame.map { keptBottomInset(added: added, keyboardFrame: $0, viewSize: viewSize, bottomInset: others) } ?? 0
        let limit = max(-top, maximum + kept)
        return KeyboardMove(addedBottomInset: kept, offsetY: offset > limit + 0.5 ? limit : nil)
    }

    /// Where the page's field being typed in is now, in the web view (points), and whether it is
    /// `position: fixed`: from the page's `listing` (element `key`) when it was taken at this
    /// width (`WebViewGeometry.fits(_:)`) and shows the field, since the listing follows reflows
    /// and the page's own scrolls. Without a listing, `placed`, where the SDK's field was put over
    /// it when the page's offset was `placedAtOffsetY` and the web view `placedAtWidth` wide,
    /// moved by the scroll since. Nil when neither holds: a listing of another width (a rotation
    /// or a resize the page has not been listed at yet; the place comes back with the new
    /// listing), or a web view resized since the field was placed: the keyboard then moves the
    /// inset only.
    public static func fieldPlace(key: Int, listing: WebPageListing?, geometry: WebViewGeometry,
                                  placed: Rect?, placedAtOffsetY: Double, placedAtWidth: Double) -> (frame: Rect, isFixed: Bool)? {
        if let listing {
            guard geometry.fits(listing), let element = listing.element(key: key), element.isDisplayed, element.rect.isFinite else { return nil }
            return (geometry.webViewFrame(of: element, in: listing), element.isFixed)
        }
        guard let placed, placed.isFinite, placedAtOffsetY.isFinite, geometry.isUsable,
              abs(placedAtWidth - geometry.boundsSize.width) <= 0.5 else { return nil }
        return (placed.offsetBy(dx: 0, dy: placedAtOffsetY - geometry.contentOffset.y), false)
    }
}
