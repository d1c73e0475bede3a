/// Which platform an Interface Builder file was made for, read from its top element, so that a
/// file whose frames are not UIKit frames is refused with a message saying what it is.
///
/// - An iOS or tvOS document (`targetRuntime` `iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`,
///   `AppleTV`, or none) is read.
/// - An AppKit document (`targetRuntime="MacOSX.Cocoa"`, or a `type` naming Cocoa but not Cocoa
///   Touch) is refused: AppKit frames count up from the bottom-left corner and its controls are
///   not UIKit's.
/// - A WatchKit storyboard (`targetRuntime="watchKit"`) is refused: a watch interface is a
///   stack of interface objects without frames.
/// - A pre-2013 `<archive>` (the format of Interface Builder 3 and of Xcode before Xcode 5) is
///   refused: it is a serialized object graph, not a document of views.
enum InterfaceBuilderPlatform: Equatable {
    case iOS
    case appKit
    case watchKit
    case archive

    /// The platform of the document whose top element is `top`.
    init(top: MarkupElement) {
        if top.name == "archive" {
            self = .archive
            return
        }
        let runtime = top["targetRuntime"] ?? ""
        let type = top["type"] ?? ""
        if runtime.hasPrefix("MacOSX") || (type.contains(".Cocoa.") && !type.contains("CocoaTouch")) {
            self = .appKit
        } else if runtime.lowercased().hasPrefix("watchkit") || type.contains("WatchKit") {
            self = .watchKit
        } else {
            self = .iOS
        }
    }

    /// Why a document of this platform is not read; nil for iOS.
    var refusal: String? {
        switch self {
        case .iOS:
            nil
        case .appKit:
            "a macOS (AppKit) Interface Builder file: its frames and controls are AppKit's, not UIKit's, so it has no iOS focus map"
        case .watchKit:
            "a watchOS (WatchKit) storyboard: watch interfaces have no UIKit views or frames, so it has no iOS focus map"
        case .archive:
            "an Interface Builder 3 archive, the xib format of Xcode before Xcode 5 (2013): open the file in a current Xcode and save it to convert it"
        }
    }
}
