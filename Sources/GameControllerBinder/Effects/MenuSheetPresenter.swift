#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// A on a button whose menu is its primary action, before iOS 17.4: UIKit has no public call
/// that opens the menu, so its rows (`MenuSheet`) are shown in an action sheet from the button
/// (a popover on iPad), which the focus engine drives like any alert. Choosing a row runs the
/// action through the button, `UIControl.sendAction(_:)` (iOS 14), as choosing it in the menu
/// does; a nested submenu opens a sheet of its own. The button's `.menuActionTriggered` targets
/// run first, a pop-up button's selection follows the choice, and Cancel is UIKit's own word.
@MainActor
enum MenuSheetPresenter {
    private static var loggedEmpty: Set<String> = []
    private static let logger = DiagnosticLog(category: "effects")

    static func present(menuOf button: UIButton) {
        // UIKit sends .menuActionTriggered before it presents the menu; apps rebuild it there.
        if MenuSheet.sendsMenuActionTriggeredFirst { button.sendActions(for: .menuActionTriggered) }
        guard let menu = button.menu else { return }
        present(menu, of: button, root: menu)
    }

    private static func present(_ menu: UIMenu, of button: UIButton, root: UIMenu) {
        let rows: [MenuSheet.Row]
        switch MenuSheet.presentation(of: menu.children.map(element)) {
        case .sheet(let listed):
            rows = listed
        case .nothingToList:
            let buttonClass = String(describing: type(of: button))
            if !loggedEmpty.contains(buttonClass) {
                loggedEmpty.insert(buttonClass)
                logger.error("A on a menu button found no menu rows to list (an empty menu, or one whose items load later "
                             + "through UIDeferredMenuElement, which cannot be read before iOS 17.4); A does nothing. Button class:",
                             .className, buttonClass)
            }
            return
        }
        guard let presenter = topController(from: button) else { return }
        let sheet = UIAlertController(title: menu.title.isEmpty ? nil : menu.title, message: nil, preferredStyle: .actionSheet)
        for row in rows {
            let action = UIAlertAction(title: row.title, style: row.isDestructive ? .destructive : .default) { [weak button] _ in
                guard let button else { return }
                switch row.target {
                case .action(let path):
                    choose(path, in: menu, of: button, root: root)
                case .submenu(let path):
                    if let submenu = element(at: path, in: menu) as? UIMenu { present(submenu, of: button, root: root) }
                }
            }
            action.isEnabled = row.isEnabled
            sheet.addAction(action)
        }
        sheet.addAction(UIAlertAction(title: systemCancelTitle, style: .cancel))
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        presenter.present(sheet, animated: true)
    }

    /// Chooses the action at `path` of `menu` (`MenuSheet.choosing`): a pop-up button's
    /// selection, or the check mark of a `.singleSelection` menu, moves to it first (its actions turned on and off across the whole `root`
    /// menu, then the menu given back to the button so that its title follows), then the
    /// handler runs through the button.
    private static func choose(_ path: [Int], in menu: UIMenu, of button: UIButton, root: UIMenu) {
        guard let prefix = Self.path(of: menu, in: root) else {
            // The submenu is no longer part of the button's menu: only its handler runs.
            if let chosen = element(at: path, in: menu) as? UIAction { button.sendAction(chosen) }
            return
        }
        let rootChildren = root.children.map(element)
        for step in MenuSheet.choosing(prefix + path, in: rootChildren, changesSelection: button.changesSelectionAsPrimaryAction,
                                       rootIsSingleSelection: root.options.contains(.singleSelection)) {
            switch step {
            case .select(let on, let off):
                for offPath in off { (element(at: offPath, in: root) as? UIAction)?.state = .off }
                (element(at: on, in: root) as? UIAction)?.state = .on
                button.menu = root.replacingChildren(root.children)
            case .runAction(let actionPath):
                if let chosen = element(at: actionPath, in: root) as? UIAction { button.sendAction(chosen) }
            }
        }
    }

    /// The path of `submenu` inside `root` (empty for the root itself).
    private static func path(of submenu: UIMenu, in root: UIMenu) -> [Int]? {
        if submenu === root { return [] }
        for (index, child) in root.children.enumerated() {
            guard let nested = child as? UIMenu else { continue }
            if let found = path(of: submenu, in: nested) { return [index] + found }
        }
        return nil
    }

    /// "Cancel" in the device's language, from UIKit's own strings (an app need not have the key).
    private static var systemCancelTitle: String {
        Bundle(for: UIApplication.self).localizedString(forKey: "Cancel", value: "Cancel", table: nil)
    }

    private static func element(_ element: UIMenuElement) -> MenuSheet.Element {
        switch element {
        case let menu as UIMenu:
            return .menu(title: menu.title, displaysInline: menu.options.contains(.displayInline),
                         singleSelection: menu.options.contains(.singleSelection), children: menu.children.map(Self.element))
        case let action as UIAction:
            return .action(title: action.title, attributes: attributes(action.attributes), isOn: action.state == .on)
        default:
            return .unsupported
        }
    }

    private static func attributes(_ attributes: UIMenuElement.Attributes) -> MenuSheet.Attributes {
        var result: MenuSheet.Attributes = []
        if attributes.contains(.disabled) { result.insert(.disabled) }
        if attributes.contains(.destructive) { result.insert(.destructive) }
        if #available(iOS 16.0, *), attributes.contains(.hidden) { result.insert(.hidden) }
        return result
    }

    private static func element(at path: [Int], in menu: UIMenu) -> UIMenuElement? {
        var children = menu.children
        var found: UIMenuElement?
        for index in path {
            guard children.indices.contains(index) else { return nil }
            found = children[index]
            children = (found as? UIMenu)?.children ?? []
        }
        return found
    }

    /// The controller that shows the sheet: the button's own controller's topmost presented one.
    private static func topController(from view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var controller = responder as? UIViewController else { return nil }
        while let presented = controller.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }
}
#endif
