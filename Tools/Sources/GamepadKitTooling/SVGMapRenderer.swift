import GamepadKitCore

/// Draws a scene's navigation map as an SVG picture.
///
/// The picture shows the screen outline, every focusable element as a box labelled with its
/// label (or id), and an arrow for every move from each element to its neighbour: from the
/// middle of the edge the move leaves by to the middle of the neighbour's facing edge, one
/// colour per direction. Arrows of opposite directions between the same two elements run side
/// by side. Findings stand out: unreachable elements in red, elements with a dead end in orange
/// (with a bar on the edge that leads nowhere), other findings with a dashed amber outline, and
/// one-way moves as dashed arrows. A legend explains the colours.
///
/// The screen is drawn as it shows, its bars pinned in place. Elements a scroll view must bring
/// into view first (content below the fold, or under a bar) are drawn beside the screen, in a
/// dashed "needs a scroll" panel at their place in the content, moved right by the screen's
/// width plus a gap, so that they never cover the bars, the legend or each other's arrows.
///
/// Coordinates are the scene's points; the `width` and `height` attributes draw them at
/// `scale` pixels per point.
public struct SVGMapRenderer: Sendable {
    /// Pixels per point of the `width` and `height` attributes (the picture is vector either way).
    public var scale: Double

    public init(scale: Double = 2) {
        self.scale = scale
    }

    /// The stroke colour of arrows in each direction.
    public static func color(of direction: MoveDirection) -> String {
        switch direction {
        case .up: "#2a9d8f"
        case .down: "#3a6ea5"
        case .left: "#8e6bbf"
        case .right: "#5a9a3c"
        }
    }

    static let unreachableColor = "#d62828"
    static let deadEndColor = "#f77f00"
    static let otherFindingColor = "#d9a400"

    private let margin = 24.0
    private let titleHeight = 36.0
    private let legendHeight = 64.0
    /// The space between the screen and the panel of content that needs a scroll.
    private let panelGap = 48.0

    /// The SVG document of `scene`, with `findings` (from `LayoutLinter`) marked.
    public func render(_ scene: ScannedScene, findings: [LintFinding] = []) -> String {
        let bounds = scene.bounds
        // Content that needs a scroll goes into the panel beside the screen.
        let panelShift = bounds.width + panelGap
        let shown = scene.candidates.map { candidate -> FocusCandidate in
            guard candidate.needsScroll else { return candidate }
            var moved = candidate
            moved.frame = Rect(x: candidate.frame.minX + panelShift, y: candidate.frame.minY,
                               width: candidate.frame.width, height: candidate.frame.height)
            return moved
        }
        let scrolled = shown.filter(\.needsScroll).map(\.frame).filter { $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }
        let panel: Rect? = scrolled.isEmpty ? nil : {
            let minX = bounds.minX + panelShift
            let minY = min(bounds.minY, scrolled.map(\.minY).min() ?? bounds.minY)
            let maxX = max(minX + 120, scrolled.map(\.maxX).max() ?? minX)
            let maxY = max(bounds.maxY, scrolled.map(\.maxY).max() ?? bounds.maxY)
            return Rect(x: minX, y: minY, width: min(maxX - minX, Self.coordinateLimit), height: min(maxY - minY, Self.coordinateLimit))
        }()
        let drawn = panel.map { Rect(x: bounds.minX, y: min(bounds.minY, $0.minY), width: $0.maxX - bounds.minX,
                                     height: max(bounds.maxY, $0.maxY) - min(bounds.minY, $0.minY)) } ?? bounds
        let width = max(drawn.width, 320) + 2 * margin
        let height = titleHeight + drawn.height + margin + legendHeight
        let dx = margin - drawn.minX
        let dy = titleHeight - drawn.minY

        var svg: [String] = []
        svg.append("<?xml version='1.0' encoding='UTF-8'?>")
        svg.append("<svg xmlns='http://www.w3.org/2000/svg' width='\(n(width * scale))' height='\(n(height * scale))' viewBox='0 0 \(n(width)) \(n(height))' font-family='Helvetica, Arial, sans-serif'>")
        svg.append("<title>\(XMLText.escaped("Navigation map of \(scene.name)"))</title>")
        svg.append("<defs>")
        for direction in MoveDirection.allCases {
            svg.append("<marker id='head-\(direction.rawValue)' viewBox='0 0 10 10' refX='9' refY='5' markerWidth='5' markerHeight='5' orient='auto'><path d='M0,0 L10,5 L0,10 z' fill='\(Self.color(of: direction))'/></marker>")
        }
        svg.append("</defs>")
        svg.append("<rect x='0' y='0' width='\(n(width))' height='\(n(height))' fill='#ffffff'/>")

        let findingText = findings.isEmpty ? "no findings" : countText(findings.count, "finding", "findings")
        svg.append("<text x='\(n(margin))' y='22' font-size='14' font-weight='bold' fill='#222222'>\(XMLText.escaped(scene.name))</text>")
        svg.append("<text x='\(n(width - margin))' y='22' font-size='10' text-anchor='end' fill='#555555'>\(XMLText.escaped("\(countText(scene.candidates.count, "focusable", "focusable")) · \(findingText)"))</text>")

        svg.append("<g transform='translate(\(n(dx)) \(n(dy)))'>")
        svg.append("<rect class='screen' x='\(n(bounds.minX))' y='\(n(bounds.minY))' width='\(n(bounds.width))' height='\(n(bounds.height))' rx='12' fill='#f7f7f9' stroke='#888888' stroke-width='1.5'/>")
        if let panel {
            svg.append("<rect class='scroll-panel' x='\(n(panel.minX - 8))' y='\(n(panel.minY))' width='\(n(panel.width + 16))' height='\(n(panel.height))' rx='8' fill='#fbfbf3' stroke='#999999' stroke-width='1' stroke-dasharray='6 3'/>")
            svg.append("<text class='scroll-panel-title' x='\(n(panel.minX))' y='\(n(panel.minY - 6))' font-size='10' fill='#555555'>needs a scroll (content out of view, at its place in the content)</text>")
        }

        let byElement = Dictionary(grouping: findings, by: \.elementID)
        let candidates = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        for candidate in shown {
            svg += box(candidate, findings: byElement[candidate.id] ?? [])
        }
        let oneWays = Set(findings.filter { $0.kind == .oneWay }.compactMap { finding in
            finding.direction.map { "\(finding.elementID)|\($0.rawValue)" }
        })
        for candidate in shown {
            for direction in MoveDirection.allCases {
                guard let targetID = scene.neighbor(of: candidate.id, direction), let target = candidates[targetID] else { continue }
                svg.append(arrow(from: candidate, to: target, direction, oneWay: oneWays.contains("\(candidate.id)|\(direction.rawValue)")))
            }
        }
        for finding in findings where finding.kind == .deadEnd {
            if let direction = finding.direction, let candidate = candidates[finding.elementID] {
                svg.append(deadEndBar(candidate.frame, direction))
            }
        }
        svg.append("</g>")
        svg += legend(y: titleHeight + drawn.height + margin)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private func box(_ candidate: FocusCandidate, findings: [LintFinding]) -> [String] {
        let frame = candidate.frame
        let kinds = Set(findings.map(\.kind))
        var stroke = "#4a6fa5"
        var fill = "#e8eef7"
        var dash = ""
        var classes = candidate.needsScroll ? "candidate needs-scroll" : "candidate"
        if candidate.needsScroll { dash = " stroke-dasharray='2 2'" }
        if kinds.contains(.unreachable) {
            stroke = Self.unreachableColor
            fill = "#fde0e0"
            classes += " unreachable"
        } else if kinds.contains(.deadEnd) {
            stroke = Self.deadEndColor
            fill = "#ffedd5"
            classes += " dead-end"
        } else if !kinds.isEmpty {
            stroke = Self.otherFindingColor
            dash = " stroke-dasharray='4 2'"
            classes += " finding"
        }
        let name = candidate.label.flatMap { $0.isEmpty ? nil : $0 } ?? candidate.id
        let tooltip = ([candidate.id + " (" + candidate.kind.rawValue + ") " + frame.compactText] + findings.map(\.description)).joined(separator: "\n")
        let radius = min(candidate.cornerRadius, min(frame.width, frame.height) / 2)
        var lines: [String] = []
        lines.append("<g data-id='\(XMLText.escaped(candidate.id))'>")
        lines.append("<title>\(XMLText.escaped(tooltip))</title>")
        lines.append("<rect class='\(classes)' data-id='\(XMLText.escaped(candidate.id))' x='\(n(frame.minX))' y='\(n(frame.minY))' width='\(n(frame.width))' height='\(n(frame.height))' rx='\(n(max(0, radius)))' fill='\(fill)' stroke='\(stroke)' stroke-width='1.5'\(dash)/>")
        let fontSize = min(11, max(6, frame.height * 0.4))
        // As a Double first: a frame wider than Int can count would trap on conversion.
        let fitting = (frame.width - 4) / (fontSize * 0.62)
        let maxCharacters = fitting.isFinite ? Int(min(max(fitting, 0), Double(Self.maximumLabelCharacters))) : 0
        if maxCharacters >= 2 {
            let text = name.count > maxCharacters ? String(name.prefix(maxCharacters - 1)) + "…" : name
            lines.append("<text class='label' x='\(n(frame.midX))' y='\(n(frame.midY + fontSize * 0.35))' font-size='\(n(fontSize))' text-anchor='middle' fill='#1d2b3a'>\(XMLText.escaped(text))</text>")
        }
        lines.append("</g>")
        return lines
    }

    private func arrow(from source: FocusCandidate, to target: FocusCandidate, _ direction: MoveDirection, oneWay: Bool) -> String {
        // The same geometry the on-device map draws (`debug.showsMap`).
        let shaft = NavigationMapDrawing.arrowShaft(from: source.frame, to: target.frame, direction)
        let (start, end) = (shaft.start, shaft.end)
        let color = Self.color(of: direction)
        let dash = oneWay ? " stroke-dasharray='3 2'" : ""
        let classes = "arrow arrow-\(direction.rawValue)" + (oneWay ? " one-way" : "")
        return "<line class='\(classes)' data-from='\(XMLText.escaped(source.id))' data-to='\(XMLText.escaped(target.id))' x1='\(n(start.x))' y1='\(n(start.y))' x2='\(n(end.x))' y2='\(n(end.y))' stroke='\(color)' stroke-width='1.5' stroke-opacity='0.85'\(dash) marker-end='url(#head-\(direction.rawValue))'/>"
    }

    private func deadEndBar(_ frame: Rect, _ direction: MoveDirection) -> String {
        let bar = NavigationMapDrawing.deadEndBar(frame, direction)
        let (x1, y1, x2, y2) = (bar.start.x, bar.start.y, bar.end.x, bar.end.y)
        return "<line class='dead-end-bar' x1='\(n(x1))' y1='\(n(y1))' x2='\(n(x2))' y2='\(n(y2))' stroke='\(Self.deadEndColor)' stroke-width='4' stroke-linecap='round'/>"
    }

    private func legend(y: Double) -> [String] {
        var lines: [String] = ["<g class='legend' font-size='10' fill='#333333'>"]
        var x = margin
        let row1 = y + 16
        for direction in [MoveDirection.up, .down, .left, .right] {
            let color = Self.color(of: direction)
            lines.append("<line class='legend-arrow' x1='\(n(x))' y1='\(n(row1 - 3))' x2='\(n(x + 22))' y2='\(n(row1 - 3))' stroke='\(color)' stroke-width='1.5' marker-end='url(#head-\(direction.rawValue))'/>")
            lines.append("<text x='\(n(x + 27))' y='\(n(row1))'>\(direction.rawValue)</text>")
            x += 66
        }
        x = margin
        let row2 = y + 38
        let swatches: [(String, String, String, String)] = [
            ("#fde0e0", Self.unreachableColor, "", "unreachable"),
            ("#ffedd5", Self.deadEndColor, "", "dead end"),
            ("#e8eef7", Self.otherFindingColor, " stroke-dasharray='4 2'", "one-way, overlap, too small"),
        ]
        for (fill, stroke, dash, title) in swatches {
            lines.append("<rect class='legend-swatch' x='\(n(x))' y='\(n(row2 - 9))' width='14' height='10' fill='\(fill)' stroke='\(stroke)' stroke-width='1.5'\(dash)/>")
            lines.append("<text x='\(n(x + 19))' y='\(n(row2))'>\(XMLText.escaped(title))</text>")
            x += 90
        }
        lines.append("</g>")
        return lines
    }

    /// The longest label drawn in a box, in characters, however wide the box.
    static let maximumLabelCharacters = 200

    /// The largest coordinate written: larger values (and infinities) are drawn at this value,
    /// so that no arithmetic on a huge frame writes `inf` or `nan` into the picture.
    static let coordinateLimit = 1e12

    /// A coordinate with at most two decimals, within ±``coordinateLimit``; not-a-number is 0.
    private func n(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -Self.coordinateLimit), Self.coordinateLimit)
        return ((clamped * 100).rounded() / 100).compactText
    }
}
