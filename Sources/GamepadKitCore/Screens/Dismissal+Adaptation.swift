extension Dismissal {
    /// The dismissal once the presentation controller answered `adaptivePresentationStyle(for:)`
    /// on the press of B (the question reaches the app's presentation delegate, so it is asked
    /// then and never by a scan, which reads the declared style only). `adaptedStyle` is nil
    /// when the presentation does not adapt (UIKit answers `.none`).
    ///
    /// A presentation that adapts to a style no gesture dismisses (a popover shown full screen
    /// on a phone, as its delegate chose) is kept by the app: B does nothing and nobody is
    /// told. Every other case is unchanged (an alert does not adapt; a refusal stays one).
    public func afterAdaptation(to adaptedStyle: PresentationStyle?) -> Dismissal {
        guard let adaptedStyle, !adaptedStyle.isDismissibleByGesture else { return self }
        if case .controller(let id) = self { return .keptByApp(id: id) }
        return self
    }
}
