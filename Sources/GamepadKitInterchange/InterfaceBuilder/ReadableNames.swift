import GamepadKitCore

/// Names a person can read for controls whose file gives them no title, so that maps, tables
/// and pictures show "Volume" rather than `hX2-pQ-aB1`. Ids stay ids; only labels change.
///
/// - A segmented control is named by its segment titles: `Day / Week / Month`.
/// - A button without a title, accessibility label or user label is named by its image
///   (the normal state's or the configuration's `image`), else, when it has none either (an
///   invisible button laid over a card), by the first label it covers, else by its background
///   image.
/// - A control or list still without a name is named by the outlet that points at it, in
///   words: `favoriteButton` reads "favorite button".
/// - The file's own readable name wins over an image file name: a view's title or text, else
///   its accessibility label or user label (`userLabel`, Interface Builder's "Label" in the
///   document outline), and only then the name of the image it shows (``preferredName(title:readable:image:)``).
/// - A cell without a label, accessibility label or user label is named by its first image
///   view's image, else by its reuse identifier in words (`SettingsCell`: "settings cell").
/// - Items a collection's flow layout fills from one prototype are named by the prototype's
///   content and their place: `Album 1`, `Album 2`… (``itemName(content:number:)``).
/// - A slider, switch, stepper, text field, text view, date picker, segmented control or colour
///   well still without a name takes the text of the label beside it: among the views of the
///   same parent, the nearest label on the same line to its left (their vertical extents
///   overlap), else the nearest label above it whose horizontal extent overlaps it, at most
///   ``labelReach`` points away.
enum ReadableNames {
    /// The farthest a label may be from the control it names, in points.
    static let labelReach = 60.0

    /// The kinds a label beside them names.
    static let namedByLabel: Set<ViewKind> = [.slider, .switch, .stepper, .textField, .textView, .datePicker, .segmented, .colorWell]

    /// The name to show: `title` (a title or text the view shows), else `readable` (its
    /// accessibility label or user label), else `image` (an image file name); empty names do not count.
    static func preferredName(title: String?, readable: String?, image: String?) -> String? {
        [title, readable, image].compactMap { $0 }.first { !$0.isEmpty }
    }

    /// The name of the `number`th item (1-based, in item order) a collection's flow layout fills
    /// from a prototype whose content is named `content` (`Item` when it has no name).
    static func itemName(content: String?, number: Int) -> String {
        let base = content.flatMap { $0.isEmpty ? nil : $0 } ?? "Item"
        return "\(base) \(number)"
    }

    /// `Day / Week / Month` for a `segmentedControl` element with titled segments.
    static func segmentTitles(of element: MarkupElement) -> String? {
        let titles = (element.child("segments")?.children("segment") ?? []).compactMap { $0["title"] }.filter { !$0.isEmpty }
        return titles.isEmpty ? nil : titles.joined(separator: " / ")
    }

    /// The image a `button` element shows, by name.
    static func imageName(of element: MarkupElement) -> String? {
        let name = element.child("buttonConfiguration")?["image"] ?? element.child("state", key: "normal")?["image"] ?? element["image"]
        return name?.isEmpty == false ? name : nil
    }

    /// The background image of a `button` element, by name: its configuration's, else its
    /// normal state's. A later name than the label a button covers, which is what a background
    /// image (a card's, a pill's) most often carries.
    static func backgroundImageName(of element: MarkupElement) -> String? {
        let name = element.child("buttonConfiguration")?.child("backgroundConfiguration")?["image"]
            ?? element.child("state", key: "normal")?["backgroundImage"]
        return name?.isEmpty == false ? name : nil
    }

    /// The background image names of the buttons of `document`, by id (``backgroundImageName(of:)``).
    static func backgroundImageNames(in document: MarkupElement) -> [String: String] {
        var names: [String: String] = [:]
        var pending = [document]
        while let element = pending.popLast() {
            if element.name == "button", let id = element["id"], let name = backgroundImageName(of: element) { names[id] = name }
            pending += element.children
        }
        return names
    }

    /// The words of a code identifier, lowercased: `favoriteButton` reads "favorite button",
    /// `btn_close` "btn close", `URLField` "url field". Nil when it has no letters.
    static func words(ofIdentifier identifier: String) -> String? {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier.prefix(200))
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            // A word starts at an upper-case letter after a lower-case one, or at the last
            // upper-case letter of a run followed by a lower-case one (`URLField`: URL, Field).
            let startsWord = character.isUppercase && !current.isEmpty
                && (previous?.isLowercase == true || previous?.isNumber == true || next?.isLowercase == true)
            if startsWord { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let text = words.joined(separator: " ").lowercased()
        return text.contains(where: \.isLetter) ? text : nil
    }

    /// `views` (siblings, in their parent's coordinates) with the unnamed controls named by the
    /// label beside them. The labels are indexed once (``LabelIndex``), so each control looks only
    /// at the labels near it: linear in the number of siblings for real layouts, where a scan of
    /// every sibling per control was quadratic (10,000 unnamed buttons took seconds).
    static func namingControlsByTheirLabels(_ views: [ViewNode]) -> [ViewNode] {
        guard views.count > 1, views.contains(where: { $0.kind == .label && $0.label?.isEmpty == false }) else { return views }
        let labels = LabelIndex(views)
        var named = views
        for index in named.indices where named[index].label == nil {
            if namedByLabel.contains(named[index].kind), let text = labelBeside(named[index].frame, among: labels) {
                named[index].label = text
            } else if named[index].kind == .button, let text = labelUnder(named[index].frame, among: labels) {
                named[index].label = text
            }
        }
        return named
    }

    /// The text of the first label (top, then left) that lies inside `frame`: the title an
    /// invisible button laid over a card shows.
    private static func labelUnder(_ frame: Rect, among labels: LabelIndex) -> String? {
        var best: LabelIndex.Label?
        labels.forEach(meeting: frame) { label in
            guard let shared = label.frame.intersection(frame),
                  shared.width * shared.height >= 0.5 * label.frame.width * label.frame.height else { return }
            // Labels come in sibling order: the first of equal positions wins, as `min` keeps it.
            if best.map({ (label.frame.minY, label.frame.minX) < ($0.frame.minY, $0.frame.minX) }) ?? true { best = label }
        }
        return best?.text
    }

    private static func labelBeside(_ frame: Rect, among labels: LabelIndex) -> String? {
        var best: (distance: Double, text: String)?
        var bestAbove: (distance: Double, text: String)?
        // Every label that can qualify meets the strip to the left of `frame` or the one above it.
        let left = Rect(x: frame.minX - labelReach - 1, y: frame.minY, width: labelReach + 2, height: frame.height)
        let above = Rect(x: frame.minX, y: frame.minY - labelReach - 1, width: frame.width, height: labelReach + 2)
        labels.forEach(meeting: [left, above]) { view in
            let text = view.text
            let label = view.frame
            let sameLine = label.minY < frame.maxY && frame.minY < label.maxY
            let sameColumn = label.minX < frame.maxX && frame.minX < label.maxX
            if sameLine, label.maxX <= frame.minX + 1 {
                let distance = frame.minX - label.maxX
                if distance <= labelReach, best.map({ distance < $0.distance }) ?? true { best = (distance, text) }
            } else if sameColumn, label.maxY <= frame.minY + 1 {
                let distance = frame.minY - label.maxY
                if distance <= labelReach, bestAbove.map({ distance < $0.distance }) ?? true { bestAbove = (distance, text) }
            }
        }
        return best?.text ?? bestAbove?.text
    }
}
