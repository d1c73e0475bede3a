/// A button's menu shown as an action sheet, where the OS has no public way to open the menu
/// itself (before iOS 17.4, which has `UIControl.performPrimaryAction()`).
///
/// The sheet lists what the menu shows: its actions in order, the children of an inline
/// section (`displayInline`) in place, a nested submenu as one row that opens its own sheet.
/// Hidden actions and elements whose content loads later (`UIDeferredMenuElement`, whose
/// provider is not public) are left out; a disabled action is a disabled row, a destructive one
/// a destructive row, an action that is on carries a check mark. Choosing a row runs the
/// action's handler through the button (`UIControl.sendAction(_:)`, iOS 14), as choosing it in
/// the menu does.
public enum MenuSheet {
    /// What the sheet reads of a `UIMenuElement`.
    public indirect enum Element: Hashable, Sendable {
        /// A `UIAction` (or a `UICommand`): its title, attributes and `state == .on`.
        case action(title: String, attributes: Attributes, isOn: Bool)
        /// A `UIMenu`: its title, `options.contains(.displayInline)`,
        /// `options.contains(.singleSelection)` (choosing one of its actions turns it on and the
        /// menu's other actions off, as UIKit's menu does), and its children.
        case menu(title: String, displaysInline: Bool, singleSelection: Bool = false, children: [Element])
        /// A `UIDeferredMenuElement`, or anything else the sheet cannot show.
        case unsupported
    }

    /// `UIMenuElement.Attributes` the sheet follows.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates attributes from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `.disabled`: shown, not choosable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `.destructive`: a destructive row.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `.hidden`: not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// One row of the sheet.
    public struct Row: Hashable, Sendable {
        /// The row's title (a check mark first for an action that is on).
        public var title: String
        /// Drawn as destructive.
        public var isDestructive: Bool
        /// Can be chosen.
        public var isEnabled: Bool
        /// What choosing it does.
        public var target: Target

        /// A row.
        public init(title: String, isDestructive: Bool = false, isEnabled: Bool = true, target: Target) {
            self.title = title
            self.isDestructive = isDestructive
            self.isEnabled = isEnabled
            self.target = target
        }
    }

    /// What a row leads to: the element at `path` (child indices from the menu shown).
    public enum Target: Hashable, Sendable {
        /// Run the action at this path.
        case action([Int])
        /// Open the submenu at this path as a sheet of its own.
        case submenu([Int])
    }

    /// The rows of a menu whose children are `children`.
    public static func rows(of children: [Element]) -> [Row] {
        var rows: [Row] = []
        collect(children, path: [], into: &rows)
        return rows
    }

    private static func collect(_ children: [Element], path: [Int], into rows: inout [Row]) {
        for (index, element) in children.enumerated() {
            let here = path + [index]
            switch element {
            case .action(let title, let attributes, let isOn):
                guard !attributes.contains(.hidden) else { continue }
                rows.append(Row(title: isOn ? "✓ " + title : title, isDestructive: attributes.contains(.destructive),
                                isEnabled: !attributes.contains(.disabled), target: .action(here)))
            case .menu(let title, let displaysInline, _, let children):
                if displaysInline {
                    collect(children, path: here, into: &rows)
                } else if !Self.rows(of: children).isEmpty {
                    rows.append(Row(title: title, target: .submenu(here)))
                }
            case .unsupported:
                continue
            }
        }
    }

    /// How A opens a button whose menu is its primary action.
    public enum Opening: Hashable, Sendable {
        /// `performPrimaryAction()` (iOS 17.4 and later): UIKit opens the menu.
        case performPrimaryAction
        /// An action sheet of the menu's rows (`rows(of:)`).
        case actionSheet
    }

    /// The way to open a menu on an OS that has (or lacks) `performPrimaryAction()`.
    public static func opening(canPerformPrimaryAction: Bool) -> Opening {
        canPerformPrimaryAction ? .performPrimaryAction : .actionSheet
    }
}
