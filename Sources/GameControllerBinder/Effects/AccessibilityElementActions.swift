#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Performs the focus engine's commands on accessibility elements (kind `accessibilityElement`)
/// through the accessibility actions VoiceOver and Switch Control use, public API only:
///
/// - A: `accessibilityActivate()` (a SwiftUI button runs its action, a toggle flips; for a
///   search field it is what starts editing). When the element does not handle it and is a
///   `UIControl`, its primary action and `.touchUpInside` are sent instead. When it is the
///   control a row forwards A to (a plain view grouped as one element in a cell), the row is
///   selected as a tap on it would. Otherwise nothing happens and the log says so (no touch is
///   synthesized).
/// - Left and right in adjust mode: `accessibilityIncrement()` / `accessibilityDecrement()`,
///   once per step.
/// - B ending text entry: the container ends editing (`endEditing(true)`).
/// - L2/R2: `accessibilityScroll(_:)` on the element, then on each accessibility container above
///   it and each superview of its container, until one scrolls. A page down is the direction of
///   VoiceOver's three-finger swipe up (`.up`), a page up `.down`. When none scrolls, the
///   command goes on to the scroll view paging of every screen.
/// - The highlight: when the element has an `accessibilityPath`, the ring follows that shape.
@MainActor
struct AccessibilityElementActions {
    let targets: [String: ElementTarget]
    let snapshot: FocusSnapshot?
    let focusedID: String?
    /// Selects the row with the given id (a tap on it), for A on an element the row forwards A
    /// to that does not handle it.
    let selectRow: (String) -> Void
    private let logger = DiagnosticLog(category: "effects")

    init(targets: [String: ElementTarget], snapshot: FocusSnapshot?, focusedID: String?,
         selectRow: @escaping (String) -> Void) {
        self.targets = targets
        self.snapshot = snapshot
        self.focusedID = focusedID
        self.selectRow = selectRow
    }

    /// The object behind `id` when it is an accessibility element of the last scan: a candidate,
    /// or the control a row forwards A to.
    private func element(_ id: String?) -> NSObject? {
        guard let id, snapshot?.kind(ofElement: id) == .accessibilityElement else { return nil }
        return targets[id]?.accessibilityObject
    }

    /// Performs `command` when it concerns an accessibility element. Returns true when the
    /// command is fully handled; false leaves it to the executor's UIKit handling.
    func perform(_ command: FocusCommand, overlay: HighlightOverlay, window: UIWindow?) -> Bool {
        switch command {
        case .focus(let id, _, _):
            overlay.outline(element(id)?.accessibilityPath, in: window)
            return false
        case .activate(let id, _), .beginTextEntry(let id):
            guard let object = element(id) else { return false }
            activate(object, id: id)
            return true
        case .adjust(let id, let steps):
            guard let object = element(id) else { return false }
            for _ in 0..<min(abs(steps), 100) {
                if steps > 0 { object.accessibilityIncrement() } else { object.accessibilityDecrement() }
            }
            return true
        case .endTextEntry(let id):
            guard element(id) != nil else { return false }
            targets[id]?.view?.endEditing(true)
            return true
        case .beginAdjusting(let id), .endAdjusting(let id):
            return element(id) != nil
        case .pageScroll(_, let forward):
            guard let object = element(focusedID) else { return false }
            return scroll(from: object, container: focusedID.flatMap { targets[$0]?.view }, forward: forward)
        case .clearFocus, .bump, .scrollToRow, .scrollToReveal, .selectRow, .dismiss, .pop, .switchTab,
             .turnPage, .closeMenu, .turnWheel, .chooseWheel:
            return false
        }
    }

    private func activate(_ object: NSObject, id: String) {
        if object.accessibilityActivate() { return }
        if let control = object as? UIControl {
            control.sendActions(for: .primaryActionTriggered)
            control.sendActions(for: .touchUpInside)
            return
        }
        if let row = snapshot?.candidates.first(where: { $0.controlID == id }), row.listID != nil, targets[row.id] != nil {
            selectRow(row.id)
            return
        }
        logger.error("An accessibility element did not activate (it does not implement accessibilityActivate):", .elementID, id)
    }

    /// Asks the element, the accessibility containers above it, then its container view and
    /// that view's superviews to scroll by a page, nearest first; true when one did.
    private func scroll(from object: NSObject, container: UIView?, forward: Bool) -> Bool {
        let direction: UIAccessibilityScrollDirection = forward ? .up : .down
        var asked = 0
        var current: NSObject? = object
        while let candidate = current, asked < 64 {
            if candidate.accessibilityScroll(direction) { return true }
            asked += 1
            current = (candidate as? UIAccessibilityElement)?.accessibilityContainer as? NSObject
        }
        var view = container
        while let candidate = view, asked < 64 {
            if candidate.accessibilityScroll(direction) { return true }
            asked += 1
            view = candidate.superview
        }
        return false
    }
}
#endif
