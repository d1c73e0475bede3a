/// A form row — a label and a text field beside it, nothing else to operate — is one stop, the
/// field: a finger that taps anywhere on such a row means to type into it, and a row stop and a
/// field stop at the same place would make the user press twice for one thing. A on the row
/// begins editing the field (`FocusCandidate.controlID`).
///
/// The row stays two stops (the row and its field) when it says a tap on it navigates or chooses:
/// a chevron or a checkmark shown (`RowAccessory.marksSelectableRow`).
enum TextFieldRow {
    /// True when a row whose controls are of `controlKinds` is one stop for its text input,
    /// whatever its own selection does; `facts` are the row's selection facts, when known.
    static func isOneStop(controlKinds: [ViewKind], facts: RowSelectionFacts?) -> Bool {
        guard controlKinds.count == 1, let kind = controlKinds.first, kind.interaction == .textEntry else { return false }
        return facts?.shownAccessory.marksSelectableRow != true
    }
}
