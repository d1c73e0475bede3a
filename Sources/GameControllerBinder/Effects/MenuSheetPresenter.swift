#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// A on a button whose menu is its primary action, before iOS 17.4: UIKit has no public call
/// that opens the menu, so its rows (`MenuSheet`) are shown in an action sheet from the button
/// (a popover on iPad), which the focus engine drives like any alert. Choosing a row runs the
/// action through the button, `UIControl.sendAction(_:)` (iOS 14), as choosing it in the menu
/// does; a nested submenu opens a sheet of its own.
@MainActor
enum MenuSheetPresenter {
    static func present(menuOf button: UIButton) {
        guard let menu = button.menu else { return }
        present(menu, of: button)
    }

    private static func present(_ menu: UIMenu, of button: UIButton) {
        let rows = MenuSheet.rows(of: menu.children.map(element))
        guard !rows.isEmpty, let presenter = topController(from: button) else { return }
        let sheet = UIAlertController(title: menu.title.isEmpty ? nil : menu.title, message: nil, preferredStyle: .actionSheet)
        for row in rows {
            let action = UIAlertAction(title: row.title, style: row.isDestructive ? .destructive : .default) { [weak button] _ in
                guard let button else { return }
                switch row.target {
                case .action(let path):
                    if let chosen = element(at: path, in: menu) as? UIAction { button.sendAction(chosen) }
                case .submenu(let path):
                    if let submenu = element(at: path, in: menu) as? UIMenu { present(submenu, of: button) }
                }
            }
            action.isEnabled = row.isEnabled
            sheet.addAction(action)
        }
        sheet.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: "Closes a menu shown by a game controller"),
                                      style: .cancel))
        sheet.popoverPresentationController?.sourceView = button
        sheet.popoverPresentationController?.sourceRect = button.bounds
        presenter.present(sheet, animated: true)
    }

    private static func element(_ element: UIMenuElement) -> MenuSheet.Element {
        switch element {
        case let menu as UIMenu:
            return .menu(title: menu.title, displaysInline: menu.options.contains(.displayInline),
                         children: menu.children.map(Self.element))
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
