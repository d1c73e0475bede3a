/// How many views the copies of collection prototypes may still add to the scene being read.
///
/// Each collection is limited on its own (``CollectionFlowLayout/maximumCopiedViews``); this
/// budget bounds them together, so that a scene of hundreds of collections (a 5 MB storyboard)
/// cannot multiply into millions of views. Once it is spent, collections keep one item per
/// prototype. A reference type so that the reader's nested walks share one count per scene.
final class CopiedViewBudget {
    /// The most views copies may add to one scene, across all its collections.
    static let maximumViewsPerScene = 50_000

    private(set) var remaining = CopiedViewBudget.maximumViewsPerScene

    /// Takes `views` from the budget: false (and nothing taken) when fewer remain.
    func take(_ views: Int) -> Bool {
        guard views <= remaining else { return false }
        remaining -= views
        return true
    }
}
