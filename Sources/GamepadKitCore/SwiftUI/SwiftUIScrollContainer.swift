/// What a registered SwiftUI view knows about the scroll view around it, which tells the merge
/// whether it is content of a scroll view (and can be scrolled out of view) or sits above one.
public enum SwiftUIScrollContainer: Hashable, Sendable {
    /// The system cannot tell (before iOS 17): the merge goes by geometry alone.
    case unknown
    /// The view is in no scroll view (a header above a `ScrollView`, a floating button over one).
    case none
    /// The view is content of a scroll view whose visible bounds are this rectangle, in the
    /// root's coordinate space (`GeometryProxy.bounds(of: .scrollView)`, iOS 17).
    case viewport(Rect)

    /// This value moved by `dx`, `dy` (from the root's coordinate space to the window's).
    func offsetBy(dx: Double, dy: Double) -> SwiftUIScrollContainer {
        if case .viewport(let rect) = self { return .viewport(rect.offsetBy(dx: dx, dy: dy)) }
        return self
    }
}
