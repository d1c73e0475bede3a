import GamepadKitCore

extension RunningAppTree {
    /// Builds the scene's views from a dump's elements, giving each a unique id and each row
    /// its place in its list.
    struct Builder {
        let reading: Reading
        let keyboard: Rect?
        /// The screen's size: a bar as tall as half of it is no bar's real frame.
        let screenSize: LayoutSize
        private var usedIDs: Set<String> = [LayoutScene.rootID]
        /// The number each base name's next ` N` suffix is looked for from.
        private var nextNumber: [String: Int] = [:]
        private var listCount = 0
        private var rowCounts: [Int: Int] = [:]

        init(reading: Reading, keyboard: Rect?, screenSize: LayoutSize) {
            self.reading = reading
            self.keyboard = keyboard
            self.screenSize = screenSize
        }

        mutating func nodes(_ elements: [RunningAppElement], parentOrigin: LayoutPoint, parentOffset: LayoutPoint, context: Context) -> [ViewNode] {
            var result: [ViewNode] = []
            for element in elements {
                guard let node = node(element, parentOrigin: parentOrigin, parentOffset: parentOffset, context: context) else { continue }
                result.append(node)
                // A button inside a text field (a password's eye, Safari's reload button) is
                // tapped on its own: a stop of its own, drawn over the field.
                if RunningAppTree.textInputKinds.contains(node.kind) {
                    for button in RunningAppTree.buttons(inside: element) {
                        if let inner = self.node(button, parentOrigin: parentOrigin, parentOffset: parentOffset, context: context) {
                            result.append(inner)
                        }
                    }
                }
            }
            return result
        }

        private mutating func node(_ element: RunningAppElement, parentOrigin: LayoutPoint, parentOffset: LayoutPoint, context: Context) -> ViewNode? {
            guard var kind = RunningAppTree.kind(of: element, context: context) else { return nil }
            var screen = element.frame ?? Rect(origin: parentOrigin, size: LayoutSize(width: 0, height: 0))
            if kind.isBar, screen.height > screenSize.height / 2 {
                // A SwiftUI toolbar's element can span the whole window: the bar is where its
                // items are, and covers nothing else.
                let items = element.children.compactMap(\.frame).filter { $0.width > 0 && $0.height > 0 }
                if let frame = RunningAppTree.finiteUnion(items) { screen = frame } else { kind = .view }
            }
            if RunningAppTree.textInputKinds.contains(kind) {
                // The field is touched where its own buttons leave it (they are stops of their own).
                for button in RunningAppTree.buttons(inside: element) {
                    if let frame = button.frame { screen = RunningAppTree.uncovered(screen, by: frame) }
                }
            }
            let frame = Rect(x: screen.minX - parentOrigin.x + parentOffset.x, y: screen.minY - parentOrigin.y + parentOffset.y,
                             width: max(0, screen.width), height: max(0, screen.height))
            var node = ViewNode(id: uniqueID(for: element), kind: kind, frame: frame)
            // A row without a label of its own is called what it shows: its first text.
            let name = kind.isListRow ? (element.label ?? RunningAppTree.firstText(in: element) ?? element.name) : element.name
            node.label = name.map { $0.count > maximumLabelLength ? String($0.prefix(maximumLabelLength)) + "…" : $0 }
            node.isEnabled = element.isEnabled
            node.alpha = element.alpha
            node.isInteractive = element.isInteractive
            node.clipsToBounds = element.clipsToBounds || kind.scrollsContent
            node.contentOffset = element.contentOffset
            if kind.scrollsContent { node.contentSize = element.contentSize }
            if element.isVisible == false {
                // Content a scroll can bring into view (wholly or partly outside its scroll
                // container) is not hidden, whatever XCTest says of it. UIAutomation gives the
                // parts of a row scrolled out of view frames at the screen's top, outside their
                // row: those are placed nowhere a scroll could bring them.
                let misplaced = context.parentFrame.map { screen.intersection($0) == nil } ?? false
                let scrolledOut = !misplaced && (context.scrollFrame.map { !$0.contains(screen) } ?? false)
                if reading.isAccessibilityTree {
                    // XCTest's flag is the element's own: a container partly covered (a list
                    // under iOS 26's glass bars, a web page under Safari's toolbar) is called
                    // invisible while what it holds is shown. Only an element that is invisible
                    // and holds nothing visible is hidden (a bar hidden with its items too).
                    node.isHidden = !scrolledOut && !element.holdsVisibleElement
                } else {
                    node.isHidden = !scrolledOut
                }
            }
            if kind == .accessibilityElement {
                node.accessibilityTraits = element.traits
                if element.type == "Link" { node.accessibilityTraits.insert(.link) }
                if !element.isEnabled { node.accessibilityTraits.insert(.notEnabled) }
            }
            if ["Alert", "Sheet", "Dialog", "Popover"].contains(element.type) || kind == .menu {
                node.isModalScope = true
            }

            var inner = context
            switch kind {
            case .navigationBar: inner.bar = .navigation
            case .toolbar: inner.bar = .tool
            case .tabBar: inner.bar = .tab
            case .table, .collection:
                inner.list = (kind, listCount)
                listCount += 1
                inner.bar = nil
            default: break
            }
            if node.isModalScope && kind != .menu { inner.inAlert = true; inner.bar = nil }
            if kind.scrollsContent { inner.scrollFrame = screen }
            inner.parentFrame = kind.scrollsContent || element.frame == nil ? nil : screen
            if kind.isListRow, let list = context.list {
                let row = rowCounts[list.index, default: 0]
                rowCounts[list.index] = row + 1
                node.rowPath = RowPath(section: 0, row: row)
                inner.list = nil
            }
            if kind == .picker || kind == .datePicker {
                let wheels = RunningAppTree.count(of: "PickerWheel", in: element)
                if (1...20).contains(wheels) { node.wheelCount = wheels } else if element.type == "PickerWheel" { node.wheelCount = 1 }
            }
            if reading.isAccessibilityTree, RunningAppTree.isStopKind(kind) {
                node.isHittable = !isUnderKeyboard(screen)
            }
            if !RunningAppTree.singleStopKinds.contains(kind) {
                node.children = nodes(element.children, parentOrigin: screen.origin, parentOffset: element.contentOffset, context: inner)
            }
            return node
        }

        private func isUnderKeyboard(_ frame: Rect) -> Bool {
            guard let keyboard else { return false }
            return keyboard.contains(LayoutPoint(x: frame.midX, y: frame.midY))
        }

        private mutating func uniqueID(for element: RunningAppElement) -> String {
            var base = element.identifier.flatMap { $0.isEmpty ? nil : $0 } ?? element.label.flatMap { $0.isEmpty ? nil : $0 }
                ?? element.type.prefix(1).lowercased() + element.type.dropFirst()
            base = base.trimmingCharacters(in: .whitespacesAndNewlines)
            if base.isEmpty { base = element.type }
            if base.count > maximumIDLength { base = String(base.prefix(maximumIDLength)) + "…" }
            var id = base
            // Each base name's search resumes where its last one ended (every number below was
            // taken then, and ids taken stay taken): 20,000 elements of one name take linear
            // time, not quadratic, and get the same ids.
            var number = nextNumber[base] ?? 2
            while usedIDs.contains(id) {
                id = "\(base) \(number)"
                number += 1
            }
            if id != base { nextNumber[base] = number }
            usedIDs.insert(id)
            return id
        }
    }

}
