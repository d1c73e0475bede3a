import GamepadKitCore

/// One item of a navigation bar, toolbar or tab bar as an Interface Builder file describes it:
/// a `barButtonItem`, a `tabBarItem`, or the back button the importer adds. Items have no frames
/// in these files; ``BarLayout`` places them.
struct BarItem {
    /// A gap between toolbar items rather than an item.
    enum Space: Equatable {
        case none
        /// `systemItem="flexibleSpace"`: shares the toolbar's free width with the other flexible spaces.
        case flexible
        /// `systemItem="fixedSpace"`: its `width` in points.
        case fixed(Double)
    }

    var id: String
    /// `.barButton`, `.backButton` or `.tabBarItem`.
    var kind: ViewKind
    var label: String?
    var isEnabled: Bool = true
    var space: Space = .none
    /// True when the item shows an image or a system icon rather than a title.
    var showsImage: Bool = false
    /// The item's `customView`, already read; its frame's size is the item's size.
    var customView: ViewNode?

    /// True when the item's custom view is a plain view with nothing in it and room to touch:
    /// nothing to show in the file, so the app fills it in code (a bar of buttons, a segmented
    /// control it makes). On a device the scan finds that content; a map of the file shows the
    /// item as one stop where the view lies.
    var holdsContentMadeInCode: Bool {
        guard let customView else { return false }
        return customView.kind == .view && customView.children.isEmpty && customView.isInteractive
            && customView.frame.width > 0 && customView.frame.height > 0
    }

    /// The width of a title item per character of its title, in points (17 pt system font).
    static let widthPerCharacter = 9.0
    /// The padding on each side of a title.
    static let titlePadding = 8.0
    /// The width (and the smallest width) of an image item: the 44 pt touch target.
    static let imageWidth = 44.0
    /// The back button's chevron, drawn before its title.
    static let backChevronWidth = 18.0

    /// The item's width in the bar: a custom view's own width, a fixed space's width, 44 pt for
    /// an image, else its title's estimated width plus padding (and the back button's chevron),
    /// at least 44 pt. A flexible
    /// space's width is decided by the bar.
    var width: Double {
        if let customView { return customView.frame.width }
        switch space {
        case .flexible: return 0
        case .fixed(let width): return width
        case .none: break
        }
        guard !showsImage, let label, !label.isEmpty else { return Self.imageWidth }
        let chevron = kind == .backButton ? Self.backChevronWidth : 0
        return max(Self.imageWidth, (Self.widthPerCharacter * Double(label.count)).rounded(.up) + 2 * Self.titlePadding + chevron)
    }

    /// The titles UIKit draws for the system bar button items that show text; other system
    /// items show an icon and are named by the icon here.
    static let systemTitles: [String: (title: String, isText: Bool)] = [
        "cancel": ("Cancel", true), "done": ("Done", true), "save": ("Save", true), "edit": ("Edit", true),
        "undo": ("Undo", true), "redo": ("Redo", true),
        "add": ("Add", false), "action": ("Share", false), "compose": ("Compose", false), "reply": ("Reply", false),
        "trash": ("Delete", false), "refresh": ("Refresh", false), "search": ("Search", false),
        "bookmarks": ("Bookmarks", false), "camera": ("Camera", false), "organize": ("Organize", false),
        "stop": ("Stop", false), "play": ("Play", false), "pause": ("Pause", false), "rewind": ("Rewind", false),
        "fastForward": ("Fast Forward", false), "pageCurl": ("Page Curl", false), "close": ("Close", false),
    ]

    /// The titles of the system tab bar items.
    static let systemTabTitles: [String: String] = [
        "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "bookmarks": "Bookmarks",
        "search": "Search", "downloads": "Downloads", "mostRecent": "Most Recent", "mostViewed": "Most Viewed",
    ]
}
