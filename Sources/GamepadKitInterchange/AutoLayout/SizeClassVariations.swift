import GamepadKitCore

/// The size classes of a screen (its horizontal and vertical traits), as UIKit gives them.
struct SizeClassTraits: Hashable, Sendable {
    /// True for a regular width (else compact).
    var regularWidth: Bool
    /// True for a regular height (else compact).
    var regularHeight: Bool

    /// The traits of `device`: an iPad is regular both ways; an iPhone is compact wide and
    /// regular high in portrait, compact high in landscape, where the larger iPhones (414 pt
    /// wide and more in portrait) are regular wide.
    init(device: LayoutDevice) {
        if device.isPad {
            regularWidth = true
            regularHeight = true
        } else if device.isLandscape {
            regularWidth = min(device.size.width, device.size.height) >= 414
            regularHeight = false
        } else {
            regularWidth = false
            regularHeight = true
        }
    }

    init(regularWidth: Bool, regularHeight: Bool) {
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }
}

/// Interface Builder's size-class variations, resolved for one screen's traits: each
/// `<variation key="…">` whose size classes the traits have (`default` always; `widthClass=compact`,
/// `heightClass=regular-widthClass=compact`…) applies, the more specific after the less.
///
/// - **Masks**: `<mask key="subviews">` and `<mask key="constraints">` exclude (`<exclude
///   reference>`) or include back (`<include reference>`) the subviews and constraints the
///   element holds; what a matching variation excludes is not installed.
/// - **Values**: a variation's attributes (a constraint's `constant`, a stack view's `axis`, a
///   view's `hidden`…) replace the element's own, and its child elements (a `fontDescription`)
///   replace the element's children of the same name and key.
/// - The `<variation>` elements themselves are removed.
enum SizeClassVariations {
    /// `document` with its variations resolved for `traits` (nil: only `default`, the "any"
    /// size class); `keepsSubviews`: subviews stay installed whatever the masks say (only
    /// constraints and values follow the size class), except one the masks leave out that the
    /// canvas stored as not installed (at the 1000 × 1000 placeholder frame).
    static func resolve(_ document: MarkupElement, traits: SizeClassTraits?, keepsSubviews: Bool = false) -> MarkupElement {
        guard containsVariation(document) else { return document }
        return resolved(document, traits: traits, keepsSubviews: keepsSubviews)
    }

    private static func containsVariation(_ root: MarkupElement) -> Bool {
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "variation" { return true }
            pending += element.children
        }
        return false
    }

    /// How specific a variation key is for `traits`: nil when it does not apply, else the number
    /// of size classes it names (0 for `default`).
    static func specificity(of key: String, traits: SizeClassTraits?) -> Int? {
        if key == "default" { return 0 }
        guard let traits else { return nil }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return nil }
            let regular: Bool
            switch pair[1] {
            case "regular": regular = true
            case "compact": regular = false
            default: return nil
            }
            switch pair[0] {
            case "widthClass": guard regular == traits.regularWidth else { return nil }
            case "heightClass": guard regular == traits.regularHeight else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// True when `view` is stored at Interface Builder's placeholder frame for a view not
    /// installed in the canvas's size class (0, 0, 1000 × 1000): its stored frame is no place on
    /// the screen, and UIKit does not install it there.
    static func isUninstalledPlaceholder(_ view: MarkupElement) -> Bool {
        guard let rect = view.child("rect", key: "frame") else { return false }
        return ["x": 0.0, "y": 0.0, "width": 1000.0, "height": 1000.0].allSatisfy { name, value in
            rect[name].flatMap(Double.init) == value
        }
    }

    private static func resolved(_ element: MarkupElement, traits: SizeClassTraits?, keepsSubviews: Bool) -> MarkupElement {
        var element = element
        let variations = element.children.enumerated()
            .compactMap { offset, child -> (Int, Int, MarkupElement)? in
                guard child.name == "variation", let key = child["key"], let rank = specificity(of: key, traits: traits) else { return nil }
                return (rank, offset, child)
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
        var excluded: Set<String> = []
        // Kept with their stored frames, subviews the masks leave out go only when the canvas
        // stored them as not installed (`isUninstalledPlaceholder`): one stored at a real place,
        // even one no size class installs, may be added from code (a scroll view's content view
        // designed uninstalled, which the app adds as a subview).
        var uninstalled: Set<String> = []
        for variation in variations {
            for (name, value) in variation.attributes where name != "key" { element.attributes[name] = value }
            for child in variation.children {
                if child.name == "mask" {
                    guard child["key"] == "constraints" || child["key"] == "subviews" else { continue }
                    let keptAnyway = child["key"] == "subviews" && keepsSubviews
                    for reference in child.children {
                        guard let id = reference["reference"] else { continue }
                        if reference.name == "exclude" {
                            if keptAnyway { uninstalled.insert(id) } else { excluded.insert(id) }
                        } else if reference.name == "include" {
                            if keptAnyway { uninstalled.remove(id) } else { excluded.remove(id) }
                        }
                    }
                } else if child.name != "rect" {
                    element.children.removeAll { $0.name == child.name && $0["key"] == child["key"] }
                    element.children.append(child)
                }
            }
        }
        element.children.removeAll { $0.name == "variation" }
        if !uninstalled.isEmpty {
            for index in element.children.indices where element.children[index].name == "subviews" {
                element.children[index].children.removeAll { $0["id"].map(uninstalled.contains) == true && isUninstalledPlaceholder($0) }
            }
        }
        if !excluded.isEmpty {
            for index in element.children.indices where element.children[index].name == "subviews" || element.children[index].name == "constraints" {
                element.children[index].children.removeAll { $0["id"].map(excluded.contains) == true }
            }
        }
        element.children = element.children.map { resolved($0, traits: traits, keepsSubviews: keepsSubviews) }
        return element
    }
}
