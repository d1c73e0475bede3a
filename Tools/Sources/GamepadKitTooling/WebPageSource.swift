import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// `gamepadkit map|lint|render|simulate PAGE.html [--device NAME]`: a web page laid out in
/// headless Chromium at a device's size, listed by the SDK's own page script
/// (`WebPageScript.source`, the text a `WKWebView` runs) and mapped by the engine as the app maps
/// a web view filling the screen (`WebContent.node`), so a web team lints its pages in CI as app
/// teams lint storyboards.
public enum WebPageSource {
    /// The file extensions read as web pages.
    public static let fileExtensions: Set<String> = ["html", "htm", "xhtml"]

    /// The device a page is laid out for when `--device` names none: iPhone 16 in portrait.
    public static var standardDevice: LayoutDevice {
        LayoutDevice.portraits.first { $0.name == "iPhone 16" } ?? LayoutDevice.portraits[0]
    }

    /// True when `path` names a web page (by its extension).
    public static func isWebPage(_ path: String) -> Bool {
        fileExtensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The scene of the page at `path` on the device `options` names (``standardDevice`` when
    /// none): the page's viewport is the device's screen, the web view fills it, and the page is
    /// scrolled to its top. The page is listed once it has settled
    /// (`HeadlessChromium.settledListing`: 1500 ms of its virtual time after loading), so content
    /// it reveals shortly after loading is mapped. Throws the runner's message when no Chromium is installed or the page
    /// cannot be loaded, and the decoder's when the listing cannot be read.
    public static func scene(path: String, options: LayoutOptions = LayoutOptions()) throws(ToolFailure) -> LayoutScene {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ToolFailure("\(DisplayText.escaped(path)): no such file")
        }
        let device = options.device ?? standardDevice
        let width = Int(device.size.width.rounded()), height = Int(device.size.height.rounded())
        let json = try HeadlessChromium.settledListing(ofPage: path, width: width, height: height)
        let listing: WebPageListing
        do {
            listing = try WebPageListing.decode(json)
        } catch {
            throw ToolFailure("\(DisplayText.escaped(path)): the page's listing could not be read (\(error))")
        }
        let size = LayoutSize(width: Double(width), height: Double(height))
        // A web view the size of the page's viewport, scrolled where the page is (a right-to-left
        // page starts at its right end).
        let geometry = WebViewGeometry(showing: listing)
        let page = WebContent.node(for: "page", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                   listing: listing, geometry: geometry)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var scene = LayoutScene(name: name, size: size, views: [page])
        scene.context.isRightToLeft = listing.isRightToLeft
        return scene
    }
}
