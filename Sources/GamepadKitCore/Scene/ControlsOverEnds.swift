/// A control drawn over one end of another element takes the touches there: a password field's
/// "show" eye over the field's trailing end, a search field's Clear button, a switch laid over
/// the end of a text field in a form cell, buttons of a row laid out overlapping one another. The
/// element underneath keeps only the part a finger can touch, so that the control beside it is
/// its neighbour in that direction (left as they are, the two overlap along the axis, neither
/// lies beyond the other, and the control drawn on top is never reached).
///
/// The rule, for an element `under` and a control `over` drawn after it (later in tree order, and
/// one of the ``window`` candidates after it):
/// - both are stops of the same place: not rows or items of a list (a row's own controls are its
///   business), not bar items, in the same scroll view and the same row, if any;
/// - `over` covers an *end* of `under` along one axis: its near edge lies in `under`'s far half
///   (so at least half of `under` stays), its far edge reaches `under`'s end or beyond, give or
///   take ``endTolerance``, and across the axis it covers at least half of `under`;
/// - the two overlap along that axis by more than ``endTolerance``: frames a few points larger
///   than their art overlap that much, and the beam rules already take such neighbours
///   (`BeamRules.overlapAllowance`), so their frames stay as stored;
/// - then `under`'s frame ends at `over`'s near edge. Several controls over one element cut it in
///   turn, each against what the others left (an eye at the trailing end, then the Clear button
///   just before it: the field ends at Clear).
///
/// A control lying inside an element away from its ends (a badge in a card's corner, a button
/// in the middle of a backdrop) cuts nothing: the element is a container
/// (`ContainingElements`), measured from its centre.
enum ControlsOverEnds {
    /// How far short of an element's end a control may stop and still cover that end (the few
    /// points a field's border or inset leaves beside its clear button), and how much the two
    /// must overlap for a cut (no more than the beam rules' allowance is left as it is).
    static let endTolerance = 8.0

    /// How many candidates after an element are looked at for a control over one of its ends (a
    /// control drawn over a field more than 8 candidates later cuts nothing):
    /// the control laid over a field comes right after it in the view tree (its sibling, or the
    /// next view of its container), so a scan pays a few comparisons per element and no search.
    static let window = 8

    /// Cuts the elements of `candidates` (in tree order, as the scanner finds them: a control
    /// drawn over an element comes after it) that controls cover at one end. The controls over
    /// one element cut it in turn, each against what the others left, until none covers an end
    /// (an eye at a field's end, then the Clear button before it). An element whose reveal is a
    /// page turn (`pagedRevealFrame`) is left as it is.
    static func cut(_ candidates: inout [FocusCandidate]) {
        let count = candidates.count
        guard count > 1 else { return }
        for under in 0..<(count - 1) where candidates[under].pagedRevealFrame == nil {
            let original = candidates[under].frame
            var frame = original
            let last = min(under + window, count - 1)
            var cutOnce = true
            var rounds = 0
            while cutOnce, rounds < window {
                cutOnce = false
                rounds += 1
                for over in (under + 1)...last {
                    // Most neighbours in tree order do not overlap: four comparisons, nothing else read.
                    let control = candidates[over].frame
                    guard control.minX < frame.maxX, frame.minX < control.maxX,
                          control.minY < frame.maxY, frame.minY < control.maxY,
                          let cut = cutting(frame, by: control),
                          isEligible(candidates[under].kind, candidates[under].barID),
                          isEligible(candidates[over].kind, candidates[over].barID),
                          samePlace(candidates[under], candidates[over]) else { continue }
                    frame = cut
                    cutOnce = true
                }
            }
            if frame != original { candidates[under].frame = frame }
        }
    }

    /// The part of `element` that `control` leaves uncovered when it covers one of its ends
    /// (see the type's rule); nil when it covers none.
    static func cutting(_ element: Rect, by control: Rect) -> Rect? {
        guard element.width > 0, element.height > 0, element.width.isFinite, element.height.isFinite,
              control.width.isFinite, control.height.isFinite, element.minX.isFinite, element.minY.isFinite,
              control.minX.isFinite, control.minY.isFinite else { return nil }
        let coversHeight = overlap(element.minY, element.maxY, control.minY, control.maxY) >= element.height / 2
        let coversWidth = overlap(element.minX, element.maxX, control.minX, control.maxX) >= element.width / 2
        if coversHeight {
            // The trailing end (right), then the leading end (left).
            if control.minX > element.midX, element.maxX - control.minX > endTolerance, control.maxX >= element.maxX - endTolerance {
                return Rect(x: element.minX, y: element.minY, width: control.minX - element.minX, height: element.height)
            }
            if control.maxX < element.midX, control.maxX - element.minX > endTolerance, control.minX <= element.minX + endTolerance {
                return Rect(x: control.maxX, y: element.minY, width: element.maxX - control.maxX, height: element.height)
            }
        }
        if coversWidth {
            if control.minY > element.midY, element.maxY - control.minY > endTolerance, control.maxY >= element.maxY - endTolerance {
                return Rect(x: element.minX, y: element.minY, width: element.width, height: control.minY - element.minY)
            }
            if control.maxY < element.midY, control.maxY - element.minY > endTolerance, control.minY <= element.minY + endTolerance {
                return Rect(x: element.minX, y: control.maxY, width: element.width, height: element.maxY - control.maxY)
            }
        }
        return nil
    }

    /// The length two extents share (0 when apart).
    private static func overlap(_ lowA: Double, _ highA: Double, _ lowB: Double, _ highB: Double) -> Double {
        max(0, min(highA, highB) - max(lowA, lowB))
    }

    /// Rows, items and bar items neither cut nor are cut.
    private static func isEligible(_ kind: ViewKind, _ barID: String?) -> Bool {
        !kind.isListRow && barID == nil
    }

    /// Both lie in the same scroll view and the same row (or in none).
    private static func samePlace(_ a: FocusCandidate, _ b: FocusCandidate) -> Bool {
        a.scrollContainerID == b.scrollContainerID && a.listID == b.listID && a.rowPath == b.rowPath
    }
}
