/// What a storyboard reference is read for, kept from the storyboard it names: the tab bar item
/// of each controller with a storyboard identifier and of the initial controller
/// (see ``StoryboardFlow/tabItem(referencedBy:in:)`` for the rule).
///
/// The referenced storyboard is parsed once per file read, this small index is taken from it, and
/// the parsed document is dropped: twenty tabs referencing one large storyboard keep twenty tab
/// items, not twenty (or one) copies of its element tree.
struct ReferencedTabItems {
    private var byIdentifier: [String: MarkupElement] = [:]
    private var initial: MarkupElement?

    /// The items of `document`, a referenced storyboard.
    init(document: MarkupElement) {
        var controllers: [String: MarkupElement] = [:]
        var identified: [(String, MarkupElement)] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller.name != "placeholder" {
                if let id = controller["id"] { controllers[id] = controller }
                if let identifier = controller["storyboardIdentifier"] { identified.append((identifier, controller)) }
            }
        }
        func item(of target: MarkupElement) -> MarkupElement? {
            if let item = target.child("tabBarItem", key: "tabBarItem") { return item }
            guard target.name == "navigationController" else { return nil }
            let root = StoryboardFlow.segues(in: target).first { $0["kind"] == "relationship" && $0["relationship"] == "rootViewController" }
            return root?["destination"].flatMap { controllers[$0] }?.child("tabBarItem", key: "tabBarItem")
        }
        // The last controller of an identifier wins, as in the dictionary the rule builds.
        var targets: [String: MarkupElement] = [:]
        for (identifier, controller) in identified { targets[identifier] = controller }
        for (identifier, controller) in targets {
            if let found = item(of: controller) { byIdentifier[identifier] = found }
        }
        // An identifier whose controller has no item still decides: it does not fall back.
        identifiersWithoutItem = Set(targets.keys).subtracting(byIdentifier.keys)
        initial = document["initialViewController"].flatMap { controllers[$0] }.flatMap(item(of:))
    }

    private var identifiersWithoutItem: Set<String> = []

    /// The tab bar item of the controller `placeholder` (a `viewControllerPlaceholder`) stands for.
    func tabItem(referencedBy placeholder: MarkupElement) -> MarkupElement? {
        if let identifier = placeholder["referencedIdentifier"] {
            if let item = byIdentifier[identifier] { return item }
            if identifiersWithoutItem.contains(identifier) { return nil }
        }
        return initial
    }
}
