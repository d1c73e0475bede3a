import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scene of a running-app fixture (`Fixtures/RunningApp/…`).
private func runningApp(_ name: String) throws -> LayoutScene {
    try #require(try LayoutFile.load(path: fixturePath("RunningApp/" + name)).first)
}

/// What the scanner makes stops of, in order.
private func candidates(_ scene: LayoutScene) -> [FocusCandidate] {
    FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context).candidates
}

private func stops(_ scene: LayoutScene) -> [String] {
    candidates(scene).map(\.id)
}

@Suite("Running apps, round two: the system's own screens, SwiftUI forms, older formats")
struct RunningAppRoundTwoTests {
    // MARK: - Visibility is each element's own

    @Test("iOS 26 Settings: the list under the glass bars says it is invisible, every row it shows is a stop")
    func glassBarsOverAList() throws {
        let scene = try runningApp("GlassBarsSettings.xml")
        let found = candidates(scene)
        let rows = found.filter { $0.kind == .collectionItem }
        // Airplane Mode and the fifteen rows under it; the rows below the screen are reached by scrolling.
        #expect(rows.count == 16)
        // The list ends above the floating search field; the rows it does not show whole are
        // reached by scrolling.
        #expect(rows.filter(\.needsScroll).map(\.id) == ["collectionView[0.12]", "collectionView[0.13]", "collectionView[0.14]", "collectionView[0.15]"])
        #expect(found.contains { $0.kind == .searchBar })
        // A button that says it is invisible and holds nothing visible stays hidden.
        #expect(!stops(scene).contains("hiddenCover"))
        #expect(scene.root.first(id: "hiddenCover")?.isHidden == true)
    }

    @Test("Safari: the web page under the toolbar says it is invisible, its links, buttons and fields are stops")
    func safariPage() throws {
        let scene = try runningApp("SafariPage.xml")
        #expect(stops(scene) == ["More information...", "Accept cookies", "Search the docs", "Privacy",
                                 "BackButton", "TabBarItemTitle", "ReloadButton", "MoreMenuButton"])
    }

    @Test("a recursiveDescription's hidden view still hides what it holds")
    func uikitHiddenStillInherits() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 390 844); hidden = YES; layer = <CALayer: 0x4>>
           |    | <UIButton: 0x5; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6>>
           |    |    | <UIButtonLabel: 0x7; frame = (10 12; 100 20); text = 'Buy'; layer = <CALayer: 0x8>>
           | <UIButton: 0x9; frame = (20 200; 120 44); opaque = NO; layer = <CALayer: 0xa>>
           |    | <UIButtonLabel: 0xb; frame = (10 12; 100 20); text = 'Sell'; layer = <CALayer: 0xc>>
        """
        let scene = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.txt", name: "shop"))
        #expect(stops(scene) == ["Sell"])
    }

    // MARK: - SwiftUI forms and controls inside controls

    @Test("a SwiftUI Form: its toggles, date and time, fields, the password's eye and its button rows are stops")
    func swiftUIForm() throws {
        let scene = try runningApp("SwiftUIFormSource.xml")
        #expect(stops(scene) == ["BackButton", "collectionView[0.0]", "collectionView[0.1]", "Date Picker", "Time Picker",
                                 "collectionView[0.3]", "password", "eye", "collectionView[0.5]", "collectionView[0.6]"])
        // A toggle is a Switch holding UIKit's Switch: one control, the outer one.
        let toggle = try #require(scene.root.first(id: "notifications"))
        #expect(toggle.kind == .switch)
        #expect(toggle.children.isEmpty)
    }

    @Test("the eye button inside a password field is a stop of its own, drawn over the field")
    func eyeInsidePasswordField() throws {
        let scene = try runningApp("SwiftUIFormSource.xml")
        let found = candidates(scene)
        let eye = try #require(found.first { $0.id == "eye" })
        #expect(eye.kind == .button)
        #expect(eye.frame == Rect(x: 346, y: 394, width: 20, height: 20))
        // The field is touched beside it: the two do not overlap (lint finds no overlap).
        let password = try #require(found.first { $0.id == "password" })
        #expect(password.kind == .textField)
        #expect(password.frame == Rect(x: 32, y: 386, width: 314, height: 36))
        #expect(password.frame.intersection(eye.frame) == nil)
    }

    @Test("Safari's reload button inside the address field is a stop; a button as large as its field is not split off")
    func reloadInsideAddressField() throws {
        let scene = try runningApp("SafariPage.xml")
        let found = candidates(scene)
        #expect(found.first { $0.id == "ReloadButton" }?.kind == .button)
        #expect(found.first { $0.id == "TabBarItemTitle" }?.frame == Rect(x: 68, y: 806, width: 232, height: 44))
        let text = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" x="0" y="0" width="390" height="844">
          <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="promo" x="16" y="100" width="358" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="promoTap" x="16" y="100" width="358" height="44"/>
          </XCUIElementTypeTextField>
        </XCUIElementTypeApplication>
        """
        let whole = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.xml", name: "shop"))
        #expect(stops(whole) == ["promo"])
    }

    // MARK: - A toolbar as wide as the window

    @Test("a SwiftUI toolbar whose element spans the window covers no button and asks for no scroll")
    func toolbarAsLargeAsTheWindow() throws {
        let scene = try runningApp("SwiftUIToolbar.xml")
        let found = candidates(scene)
        #expect(found.map(\.id) == ["edit", "nowPlaying", "play", "shuffle", "queue", "library", "search"])
        #expect(found.allSatisfy { !$0.needsScroll })
        #expect(found.first { $0.id == "library" }?.kind == .barButton)
        let toolbar = try #require(scene.root.first(id: "toolbar"))
        #expect(toolbar.frame == Rect(x: 24, y: 800, width: 354, height: 44))
    }

    // MARK: - Older formats

    @Test("an Appium 1.x page source (UIAutomation's UIA… elements) is read like a newer one")
    func uiAutomationXML() throws {
        let scene = try runningApp("UIAutomationSource.xml")
        #expect(stops(scene) == ["Back", "Email", "settings[0.0]", "settings[0.1]", "settings[0.2]", "settings[0.3]",
                                 "settings[0.4]", "Home", "Me"])
        #expect(scene.root.first(id: "Back")?.kind == .backButton)
        #expect(scene.root.first(id: "Home")?.kind == .tabBarItem)
        // The disabled Save button and the status bar are no stops.
        #expect(scene.root.first(id: "Save")?.isEnabled == false)
    }

    @Test("Appium 1.x's JSON source ({origin, size} frames under a UIATarget) gives the same map as its XML")
    func uiAutomationJSON() throws {
        let json = try runningApp("UIAutomationSource.json")
        let xml = try runningApp("UIAutomationSource.xml")
        #expect(stops(json) == stops(xml))
        let jsonMap = NavigationMap(candidates: candidates(json))
        let xmlMap = NavigationMap(candidates: candidates(xml))
        for id in stops(xml) { #expect(jsonMap.neighbors(of: id) == xmlMap.neighbors(of: id)) }
    }

    @Test("UIAutomation's parts of a row scrolled out, placed at the screen's top, are no stops; the row is")
    func uiAutomationScrolledOutParts() throws {
        let scene = try runningApp("UIAutomationSource.xml")
        #expect(stops(scene).contains("settings[0.4]"))
        #expect(!stops(scene).contains("More Info"))
    }

    @Test("a UIAutomation JSON frame under the \"frame\" key, and a UIAApplication root, are read")
    func uiAutomationFrameKey() throws {
        let text = """
        {"name": "Shop", "type": "UIAApplication", "frame": {"origin": {"x": 0, "y": 0}, "size": {"width": 320, "height": 480}},
         "visible": true, "enabled": true, "children": [
          {"name": "Buy", "type": "UIAButton", "frame": {"origin": {"x": 20, "y": 100}, "size": {"width": 120, "height": 44}},
           "visible": true, "enabled": true, "children": []}]}
        """
        let scene = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.json", name: "shop"))
        #expect(scene.bounds.size == LayoutSize(width: 320, height: 480))
        #expect(stops(scene) == ["Buy"])
    }

    @Test("a UIAutomation frame with parts missing is refused naming them, never a crash")
    func uiAutomationPartialFrame() throws {
        let text = """
        {"name": "Shop", "type": "UIAApplication", "rect": {"origin": {"x": 0}, "size": {"width": 320}}, "children": []}
        """
        let error = interchangeError { _ = try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.json", name: "shop") }
        #expect(error?.message.contains("its elements give no y, height") == true)
    }

    @Test("odd shapes are read safely: an origin that is no object, a bar whose items lie at 1e308, nested date pickers")
    func oddShapes() throws {
        let text = """
        {"type": "UIAApplication", "rect": {"origin": "0, 0", "size": {"width": 320, "height": 480}}, "children": [
          {"type": "UIAToolbar", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 320, "height": 480}}, "children": [
            {"type": "UIAButton", "name": "Far", "rect": {"origin": {"x": 1e308, "y": 1e308}, "size": {"width": 1e308, "height": 1e308}}}]},
          {"type": "UIAButton", "name": "Buy", "rect": {"origin": {"x": 20, "y": 100}, "size": {"width": 100, "height": 44}}}]}
        """
        let scene = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "odd.json", name: "odd"))
        #expect(stops(scene).contains("Buy"))
        var nested = #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Pick" x="10" y="10" width="40" height="40"/>"#
        for _ in 0..<200 {
            nested = #"<XCUIElementTypeDatePicker type="XCUIElementTypeDatePicker" x="0" y="0" width="320" height="480">"#
                + nested + "</XCUIElementTypeDatePicker>"
        }
        let pickers = #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="320" height="480">"#
            + nested + "</XCUIElementTypeApplication>"
        let deep = try #require(try RunningAppFormat.scene(from: Data(pickers.utf8), file: "deep.xml", name: "deep"))
        #expect(stops(deep) == ["Pick"])
    }

    @Test("UIAutomation's names become XCTest's types; other names are left alone")
    func uiAutomationTypeNames() {
        #expect(RunningAppElement.type(named: "UIATableCell") == "Cell")
        #expect(RunningAppElement.type(named: "UIAButton") == "Button")
        #expect(RunningAppElement.type(named: "UIAElement") == "Other")
        #expect(RunningAppElement.type(named: "XCUIElementTypeSwitch") == "Switch")
        #expect(RunningAppElement.type(named: "UIAccessibilityElement") == "UIAccessibilityElement")
        #expect(RunningAppElement.type(named: "UIA") == "UIA")
    }
}
