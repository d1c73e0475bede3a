/// The element types of UIAutomation (Instruments' `UIA…` classes), which Appium 1.x page
/// sources name their elements after (2014–2017): `UIAApplication`, `UIAWindow`, `UIAButton`,
/// `UIATableCell`, `UIAStaticText`…
///
/// Each becomes the XCTest type it stands for (the names WebDriverAgent later used for the same
/// UIKit views), so the older sources are mapped by the same rules as the newer ones.
enum UIAutomationTypes {
    /// The `UIA` prefix of every UIAutomation class.
    static let prefix = "UIA"

    /// UIAutomation's classes whose XCTest type has another name.
    static let renamed: [String: String] = [
        "UIAActionSheet": "Sheet",
        "UIAActivityView": "Other",
        "UIACollectionCell": "Cell",
        "UIACellView": "Cell",
        "UIAEditingMenu": "Menu",
        "UIAElement": "Other",
        "UIAElementNil": "Other",
        "UIAHandleElement": "Other",
        "UIAMapView": "Map",
        "UIASearchBar": "SearchField",
        "UIATableCell": "Cell",
        "UIATableGroup": "Other",
        "UIATableView": "Table",
        "UIATarget": "Target",
        "UIAWebView": "WebView",
    ]

    /// The XCTest type `name` stands for when it is a UIAutomation class (`UIAButton` →
    /// `Button`, `UIATableCell` → `Cell`); nil for any other name.
    static func xcTestType(of name: String) -> String? {
        guard name.hasPrefix(prefix), name.count > prefix.count,
              let first = name.dropFirst(prefix.count).first, first.isUppercase else { return nil }
        return renamed[name] ?? String(name.dropFirst(prefix.count))
    }
}
