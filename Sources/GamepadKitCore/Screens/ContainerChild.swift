/// Which child of a custom container controller is the screen.
///
/// Apps often put their real screen inside a root controller of their own (a coordinator that
/// embeds a tab bar controller, a shell that swaps a login and a main flow). UIKit does not say
/// which child is "the" screen, so it is read from the views: the child whose view is shown and
/// covers at least `minimumCoverage` of the container's view. Children that share the view
/// (a header above a list, a player bar) cover less, and then the container itself is the
/// screen, children included. When several children fill it (during a transition), the last
/// one, added last and drawn on top, is the screen.
public enum ContainerChild {
    /// The share of the container's area a child must cover to be its screen.
    public static let minimumCoverage = 0.9

    /// The index of the child of `container` that fills it, or nil.
    public static func fillingChild(of container: ControllerNode) -> Int? {
        guard let frame = container.viewFrame, frame.isUsable else { return nil }
        let area = frame.width * frame.height
        guard area > 0 else { return nil }
        return container.children.indices.last { index in
            let child = container.children[index]
            guard child.isViewShown, let childFrame = child.viewFrame, childFrame.isUsable else { return false }
            return frame.overlapArea(with: childFrame) >= area * minimumCoverage
        }
    }

    /// The share of the container's area the main child of a container with no filling child
    /// must cover (see `mainChild(of:)`).
    public static let minimumMainCoverage = 0.5

    /// The child of `container` that holds its main content when no child fills it: a tab bar
    /// controller shrunk by a mini-player or a banner the container shows beside it. It stays
    /// the place where B goes back and L1/R1 switch tabs (`ScreenResolver`), while the screen
    /// is still the container, player and banner included. The shown child covering the most
    /// of the container, at least `minimumMainCoverage` of it (the last on a tie); nil when a
    /// child fills the container or none covers that much.
    public static func mainChild(of container: ControllerNode) -> Int? {
        guard fillingChild(of: container) == nil, let frame = container.viewFrame, frame.isUsable else { return nil }
        let area = frame.width * frame.height
        guard area > 0 else { return nil }
        var best: (index: Int, covered: Double)?
        for (index, child) in container.children.enumerated() {
            guard child.isViewShown, let childFrame = child.viewFrame, childFrame.isUsable else { continue }
            let covered = frame.overlapArea(with: childFrame)
            guard covered >= area * minimumMainCoverage else { continue }
            if let current = best, current.covered > covered { continue }
            best = (index, covered)
        }
        return best?.index
    }
}

extension Rect {
    /// Every part is a finite number and the size is not negative.
    fileprivate var isUsable: Bool {
        isFinite && width >= 0 && height >= 0
    }

    /// The area `self` and `other` share.
    fileprivate func overlapArea(with other: Rect) -> Double {
        let width = min(maxX, other.maxX) - max(minX, other.minX)
        let height = min(maxY, other.maxY) - max(minY, other.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}
