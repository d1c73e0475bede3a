/// Whether a captured id was made from a label the capture drops (`LayoutCapture`), so that it
/// must be renamed too, without touching ids that merely contain the same characters.
///
/// An id is made from a label in three ways: a running app's dump names an element by its own
/// label (`"Bank, Balance 1,024.00"`, made unique with `" 2"`, cut with `"…"` when long), an
/// accessibility element's id is its container's id and its label (`"UIView#40/Jane's photo"`),
/// and a SwiftUI control's derived id starts with `swiftui.` (renamed by that prefix). So an id
/// names a dropped label when the id, or one of its `/`-separated segments, is that label
/// (without a `" N"` suffix), or when a node's id is the start of its own dropped label cut
/// with `"…"`. A badge `"12"` does not rename `UIButton#12`, `UIView#120` or an app's
/// `row_12`: the label is not a whole segment there.
///
/// Cost: each id is split once and each segment looked up in a set: linear in the length of the
/// ids, whatever the number of labels.
public enum LabelDerivedID {
    /// True when `id` is made from one of `droppedLabels` (see above). `ownLabel` is the label
    /// the node with this id drops, if any.
    public static func namesLabel(_ id: String, ownLabel: String? = nil, droppedLabels: Set<String>) -> Bool {
        if let ownLabel, isCut(id, of: ownLabel) { return true }
        guard !droppedLabels.isEmpty else { return false }
        if droppedLabels.contains(id) || droppedLabels.contains(withoutUniquenessSuffix(id)) { return true }
        guard id.contains("/") else { return false }
        for segment in id.split(separator: "/", omittingEmptySubsequences: true) {
            let text = String(segment)
            if droppedLabels.contains(text) || droppedLabels.contains(withoutUniquenessSuffix(text)) { return true }
        }
        return false
    }

    /// `text` without a trailing `" N"` (a space and digits) that makes a name unique.
    static func withoutUniquenessSuffix(_ text: String) -> String {
        guard let space = text.lastIndex(of: " ") else { return text }
        let digits = text[text.index(after: space)...]
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return text }
        return String(text[..<space])
    }

    /// True when `id` (without a uniqueness suffix) is `label` itself or its start cut with `"…"`.
    static func isCut(_ id: String, of label: String) -> Bool {
        let base = withoutUniquenessSuffix(id)
        if base == label { return true }
        guard base.hasSuffix("…") else { return false }
        let start = base.dropLast()
        return start.count >= 2 && label.hasPrefix(start)
    }
}
