/// What a tap on a tab bar item runs, which A on a tab item runs too, and what L1/R1 run.
///
/// UIKit asks `tabBarController(_:shouldSelect:)` for every tap, the selected tab's included; a
/// refusal ends there. A tap on another tab selects it; a tap on the selected tab, when it is a
/// navigation controller deeper than its root, pops it to its root (the More list too). Either
/// way the delegate then hears `tabBarController(_:didSelect:)`, which UIKit sends even when the
/// selection did not change. L1/R1 switch tabs: on the tab already selected they do nothing.
public enum TabTap {
    /// One step of a tab tap, in order.
    public enum Step: Hashable, Sendable {
        /// `selectedViewController = …`.
        case select
        /// `popToRootViewController(animated: true)` on the selected navigation controller.
        case popToRoot
        /// `tabBarController(_:didSelect:)`.
        case tellDidSelect
    }

    /// How the tab was reached.
    public enum Source: Hashable, Sendable {
        /// A on the tab item: a tap.
        case tap
        /// L1/R1: a switch to another tab.
        case tabSwitch
    }

    /// The steps after the delegate answered `shouldSelect` with `delegateAllows` (true when it
    /// does not implement it).
    ///
    /// - Parameters:
    ///   - source: a tap (A on the tab item) or a tab switch (L1/R1).
    ///   - isSelected: the tab is the one selected now.
    ///   - delegateAllows: the delegate's answer to `shouldSelect` (true when it does not implement it).
    ///   - navigationDepth: the number of controllers in the tab's navigation stack (nil: the tab
    ///     is not a navigation controller).
    public static func steps(source: Source, isSelected: Bool, delegateAllows: Bool, navigationDepth: Int?) -> [Step] {
        if source == .tabSwitch, isSelected { return [] }
        guard delegateAllows else { return [] }
        guard isSelected else { return [.select, .tellDidSelect] }
        if let depth = navigationDepth, depth > 1 { return [.popToRoot, .tellDidSelect] }
        return [.tellDidSelect]
    }

    /// Whether `shouldSelect` is asked at all: not for an L1/R1 that lands on the selected tab.
    ///
    /// - Parameters:
    ///   - source: a tap (A on the tab item) or a tab switch (L1/R1).
    ///   - isSelected: the tab is the one selected now.
    public static func asksDelegate(source: Source, isSelected: Bool) -> Bool {
        !(source == .tabSwitch && isSelected)
    }
}
