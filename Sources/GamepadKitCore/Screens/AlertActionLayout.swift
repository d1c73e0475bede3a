/// Where the actions of an alert are. Their views are private, so each action is found by its
/// title among the alert's labels; an action whose label is not found gets a synthetic row.
public enum AlertActionLayout {
    /// The height of a synthetic action row, in points.
    public static let rowHeight = 44.0

    /// A label of the alert: its text and its frame (any one coordinate space).
    public struct Label: Hashable, Sendable {
        /// The label's text.
        public var text: String?
        /// The label's frame.
        public var frame: Rect

        /// A label showing `text` at `frame`.
        public init(text: String?, frame: Rect) {
            self.text = text
            self.frame = frame
        }
    }

    /// For each action title, the index of the label that shows it, or nil.
    ///
    /// A label shows one action at most. Actions sit below the alert's title and message, so
    /// the actions are matched from the last to the first, each to the lowest (then rightmost)
    /// label with its exact title that no later action took: an action titled like the alert's
    /// title still finds its button, not the title. Empty and nil titles match nothing.
    public static func matchLabels(titles: [String?], labels: [Label]) -> [Int?] {
        var taken = Set<Int>()
        var result = [Int?](repeating: nil, count: titles.count)
        for action in titles.indices.reversed() {
            guard let title = titles[action], !title.isEmpty else { continue }
            let match = labels.indices
                .filter { !taken.contains($0) && labels[$0].text == title }
                .max { a, b in
                    (labels[a].frame.minY, labels[a].frame.minX, -a) < (labels[b].frame.minY, labels[b].frame.minX, -b)
                }
            if let match {
                taken.insert(match)
                result[action] = match
            }
        }
        return result
    }

    /// The synthetic frame of action `index` of `count`: a full-width row of `rowHeight`, the
    /// actions stacked at the bottom of an alert of `alertSize`, in the alert's coordinates.
    /// Rows that would start above the alert start at its top.
    public static func syntheticFrame(index: Int, count: Int, alertSize: LayoutSize) -> Rect {
        let width = alertSize.width.isFinite ? max(0, alertSize.width) : 0
        let height = alertSize.height.isFinite ? max(0, alertSize.height) : 0
        let rowsFromBottom = Double(max(1, count - max(0, index)))
        let top = max(0, height - rowHeight * rowsFromBottom)
        return Rect(x: 0, y: top, width: width, height: rowHeight)
    }
}
