/// The controllers a container controller shows, read from its relationship segues: a tab bar
/// controller's `viewControllers`, a split view controller's master and detail (`masterViewController`,
/// `detailViewController`) or its columns (`primary…`, `supplementary…`, `secondary…`,
/// `compactViewController`), in document order. A page view controller's pages are set in code:
/// it has none here.
enum ContainerChildren {
    /// The relationships that name a container's children.
    static let relationships: Set<String> = [
        "viewControllers", "masterViewController", "detailViewController",
        "primaryViewController", "supplementaryViewController", "secondaryViewController", "compactViewController",
    ]

    /// The children of `container` among `controllers` (by id).
    static func children(of container: MarkupElement, controllers: [String: MarkupElement]) -> [MarkupElement] {
        StoryboardFlow.segues(in: container)
            .filter { $0["kind"] == "relationship" && $0["relationship"].map(relationships.contains) == true }
            .compactMap { $0["destination"].flatMap { controllers[$0] } }
    }
}
