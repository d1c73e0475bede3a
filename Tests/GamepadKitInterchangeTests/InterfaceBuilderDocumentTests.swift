import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The path of a file in the Fixtures folder next to this file.
func fixturePath(_ name: String, sourceFile: String = #filePath) -> String {
    URL(fileURLWithPath: sourceFile).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name).path
}

/// The scenes of a fixture, or none when it cannot be read (the test then fails on its expectations).
func fixtureScenes(_ name: String) throws -> [LayoutScene] {
    try LayoutFile.load(path: fixturePath(name))
}

/// What the scanner finds in `scene`.
func scan(_ scene: LayoutScene) -> FocusSnapshot {
    FocusScanner().scan(scene.root, bounds: scene.bounds)
}

/// The first node with `id` under `node`, depth first.
func findNode(_ id: String, in node: ViewNode) -> ViewNode? {
    var stack = [node]
    while let next = stack.popLast() {
        if next.id == id { return next }
        stack += next.children.reversed()
    }
    return nil
}

/// The error `body` throws, as an `InterchangeError`.
func interchangeError(_ body: () throws -> Void) -> InterchangeError? {
    do {
        try body()
        return nil
    } catch {
        return error as? InterchangeError
    }
}

@Suite("Interface Builder import")
struct InterfaceBuilderDocumentTests {
    @Test("a storyboard gives one scene per view controller with a view, named by identifier, class or label")
    func sceneNames() throws {
        let scenes = try fixtureScenes("Account.storyboard")
        #expect(scenes.map(\.name) == ["Profile", "SettingsTableViewController", "Library"])
        #expect(scenes.map(\.bounds) == Array(repeating: Rect(x: 0, y: 0, width: 393, height: 852), count: 3))
        #expect(scenes.map(\.root.id) == ["window", "window", "window"])
        #expect(scenes.first?.root.children.map(\.id) == ["Prf-Vw-001", "Nav-Bar-01"])
    }

    @Test("a pager pushed from a list makes its view in code: its scene is the navigation bar over it, with its Observe button")
    func pushedPagerWithoutView() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        <scene sceneID="s1"><objects>
        <navigationController id="Nav-01"><navigationBar key="navigationBar" id="Nav-Bar"><rect key="frame" x="0" y="0" width="390" height="44"/></navigationBar>
        <connections><segue destination="Lst-01" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="Lst-01" customClass="GuidesViewController"><view key="view" id="Lst-Vw"><rect key="frame" x="0" y="0" width="390" height="844"/>
        <subviews><button id="Gde-Bt" buttonType="system"><rect key="frame" x="20" y="120" width="350" height="44"/><state key="normal" title="Birds"/>
        <connections><segue destination="Pgr-01" kind="show" id="p1"/></connections></button></subviews></view>
        <navigationItem key="navigationItem" title="Guides" id="Lst-Ni"/></viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
        <pageViewController id="Pgr-01" customClass="GuidePagesViewController" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none">
        <navigationItem key="navigationItem" id="Pgr-Ni"><barButtonItem key="rightBarButtonItem" title="Observe" id="Obs-Bb"/></navigationItem>
        </pageViewController>
        </objects></scene>
        </scenes></document>
        """
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), file: "Guides.storyboard")
        let pager = try #require(scenes.first { $0.context.screenID == "Pgr-01" })
        let ids = scan(pager).candidates.map(\.id)
        #expect(ids.contains("Obs-Bb"))
        // A controller with no view and nothing to press over it (no bar) has no scene.
        #expect(scenes.count == 2)
    }

    @Test("the profile screen's candidates are its visible, enabled, interactive controls in document order, then its bar's Done")
    func profileCandidates() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        #expect(scan(profile).candidates.map(\.id) == ["Edt-Bt-001", "Shr-Bt-001", "Ntf-Sw-001", "Thm-Sg-001", "Nam-Tf-001", "Bdg-Bt-001", "Bdg-Bt-002", "Bdg-Bt-003", "Prf-Bb-001"])
    }

    @Test("buttons in a stack in a card land at the sum of their ancestors' origins")
    func nestedOffsets() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        let snapshot = scan(profile)
        // card (16, 164) + stack (12, 64) + button (0, 0) and (174.67, 0)
        #expect(snapshot.candidate(id: "Edt-Bt-001")?.frame == Rect(x: 28, y: 228, width: 162.66666666666666, height: 44))
        #expect(snapshot.candidate(id: "Shr-Bt-001")?.frame == Rect(x: 28 + 174.66666666666666, y: 228, width: 162.33333333333334, height: 44))
    }

    @Test("a scroll view's stored content offset moves its buttons; the one scrolled out needs a scroll")
    func scrollOffset() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        #expect(findNode("Bdg-Sc-001", in: profile.root)?.contentOffset == LayoutPoint(x: 120, y: 0))
        let snapshot = scan(profile)
        #expect(snapshot.candidate(id: "Bdg-Bt-001")?.frame == Rect(x: -104, y: 463, width: 90, height: 44))
        #expect(snapshot.candidate(id: "Bdg-Bt-001")?.needsScroll == true)
        #expect(snapshot.candidate(id: "Bdg-Bt-002")?.needsScroll == false)
        #expect(snapshot.candidate(id: "Bdg-Bt-002")?.frame == Rect(x: 2, y: 463, width: 90, height: 44))
        #expect(snapshot.candidate(id: "Bdg-Bt-002")?.scrollContainerID == "Bdg-Sc-001")
    }

    @Test("hidden, disabled, transparent and non-interactive views keep those flags")
    func flags() throws {
        let root = try #require(try fixtureScenes("Account.storyboard").first).root
        #expect(findNode("Upg-Bt-001", in: root)?.isHidden == true)
        #expect(findNode("Del-Bt-001", in: root)?.isEnabled == false)
        #expect(findNode("Und-Bt-001", in: root)?.alpha == 0)
        #expect(findNode("Frz-Vw-001", in: root)?.isInteractive == false)
        #expect(findNode("Bdg-Sc-001", in: root)?.clipsToBounds == true)
        let plain = try #require(findNode("Edt-Bt-001", in: root))
        #expect(!plain.isHidden && plain.isEnabled && plain.alpha == 1 && plain.isInteractive && !plain.clipsToBounds)
    }

    @Test("a label is read as a label and never becomes focusable; a read-only text view neither")
    func labelIsNotFocusable() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        let welcome = try #require(findNode("Wel-Lb-001", in: profile.root))
        #expect(welcome.kind == .label)
        #expect(welcome.label == "Welcome back")
        let terms = try #require(findNode("Trm-Tv-001", in: profile.root))
        #expect(terms.kind == .textView)
        #expect(terms.focusableOverride == false)
        let ids = scan(profile).candidates.map(\.id)
        #expect(!ids.contains("Wel-Lb-001"))
        #expect(!ids.contains("Trm-Tv-001"))
    }

    @Test("element names map to kinds; unknown elements with a frame are plain views")
    func kinds() throws {
        let scenes = try fixtureScenes("Account.storyboard")
        let profile = scenes[0].root, library = scenes[2].root
        let kinds = [("Hdr-Vw-001", profile), ("Act-Sv-001", profile), ("Edt-Bt-001", profile), ("Ntf-Sw-001", profile),
                     ("Thm-Sg-001", profile), ("Nam-Tf-001", profile), ("Bdg-Sc-001", profile), ("Lib-Sb-001", library),
                     ("Lib-Tb-001", library), ("Bok-Cl-001", library), ("Lib-Cv-001", library), ("Cov-Cl-001", library),
                     ("Cov-Iv-001", library), ("Lib-Tl-001", library), ("Cov-Cv-001", library)]
            .map { findNode($0.0, in: $0.1)?.kind }
        #expect(kinds == [.view, .stack, .button, .switch, .segmented, .textField, .scroll, .searchBar,
                          .table, .tableRow, .collection, .collectionItem, .image, .toolbar, .view])
    }

    @Test("labels come from a configuration title, an accessibility label, a user label, a placeholder or segment titles")
    func labels() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        let labels = scan(profile).candidates.map { $0.label ?? "-" }
        #expect(labels == ["Edit Profile", "Share profile", "Notifications Switch", "Light / Dark / Auto", "Display name", "Badge 1", "Badge 2", "Badge 3", "Done"])
    }

    @Test("a corner radius set as a runtime attribute is read")
    func cornerRadius() throws {
        let profile = try #require(try fixtureScenes("Account.storyboard").first)
        #expect(findNode("Hdr-Vw-001", in: profile.root)?.cornerRadius == 16)
    }

    @Test("static table cells become rows with their section and row, and the table counts them")
    func staticCells() throws {
        let settings = try fixtureScenes("Account.storyboard")[1]
        let table = try #require(findNode("Set-Tb-001", in: settings.root))
        #expect(table.sectionRowCounts == [2, 1])
        let snapshot = scan(settings)
        #expect(snapshot.candidates.map(\.id) == ["Set-Tb-001[0.0]", "Set-Tb-001[0.1]", "Set-Tb-001[1.0]"])
        #expect(snapshot.candidates.map(\.label) == ["Language", "Sounds", "Sign Out"])
        // The table controller's table starts under the 59 pt status bar, as UIKit insets it.
        #expect(snapshot.candidates.first?.frame == Rect(x: 20, y: 59 + 55.333332061767578, width: 353, height: 44))
        #expect(snapshot.lists.map(\.sectionRowCounts) == [[2, 1]])
    }

    @Test("the switch inside a static cell belongs to the row and is not a candidate of its own")
    func switchInCell() throws {
        let settings = try fixtureScenes("Account.storyboard")[1]
        #expect(findNode("Snd-Sw-001", in: settings.root)?.kind == .switch)
        #expect(scan(settings).candidate(id: "Snd-Sw-001") == nil)
    }

    @Test("a dynamic table's prototype cell stands in as row 0.0 of one section; collection prototypes are repeated as the flow layout places them")
    func prototypesAndCollectionCells() throws {
        let library = try fixtureScenes("Account.storyboard")[2]
        let snapshot = scan(library)
        // The horizontal flow layout (120 pt items, 10 pt apart, 16 pt insets) fits a third item,
        // a copy of the first prototype, in the 393 pt wide collection.
        #expect(snapshot.candidates.map(\.id) == ["Lib-Sb-001", "Lib-Tb-001[0.0]", "Lib-Cv-001[0.0]", "Lib-Cv-001[0.1]", "Lib-Cv-001[0.2]", "Lib-Bb-001"])
        #expect(snapshot.lists.map(\.id) == ["Lib-Tb-001", "Lib-Cv-001"])
        #expect(snapshot.lists.map(\.sectionRowCounts) == [[1], [3]])
        #expect(snapshot.candidate(id: "Lib-Tb-001[0.0]")?.frame == Rect(x: 0, y: 165, width: 393, height: 43.666667938232422))
        #expect(snapshot.candidate(id: "Lib-Cv-001[0.1]")?.frame == Rect(x: 146, y: 541, width: 120, height: 120))
        #expect(snapshot.candidate(id: "Lib-Tb-001[0.0]")?.label == "Title")
    }

    @Test("a xib gives one scene per top-level view, the File's Owner's view named by the owner's class, skipping placeholders and gesture recognizers")
    func xibScenes() throws {
        let scenes = try fixtureScenes("PlayerControls.xib")
        #expect(scenes.map(\.name) == ["PlayerViewController", "TrackCell"])
        #expect(scenes.map(\.bounds.size) == [LayoutSize(width: 393, height: 240), LayoutSize(width: 393, height: 56)])
        let player = scan(scenes[0])
        #expect(player.candidates.map(\.id) == ["Pos-Sl-001", "Prv-Bt-001", "Ply-Bt-001", "Nxt-Bt-001", "Vol-St-001", "Pag-Pc-001"])
        #expect(player.candidates.map(\.kind) == [.slider, .button, .button, .button, .stepper, .pageControl])
        #expect(player.candidates.map { $0.label ?? "-" } == ["-", "Previous", "Play", "Next", "-", "-"])
        #expect(player.candidate(id: "Nxt-Bt-001")?.frame == Rect(x: 16 + 246.33333333333334, y: 70, width: 114.66666666666666, height: 60))
        let cell = scan(scenes[1])
        #expect(cell.candidates.map(\.id) == ["Trk-Cl-001"])
        #expect(cell.candidates.first?.label == "Track name")
    }

    @Test("a control with an accessibility identifier is known by it, as on iOS; one without keeps its IB id")
    func accessibilityIdentifierIsTheID() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <button id="Sav-Bt-001">
                            <rect key="frame" x="20" y="700" width="160" height="44"/>
                            <accessibility key="accessibilityConfiguration" identifier="settings.save"/>
                        </button>
                        <switch id="Wif-Sw-001">
                            <rect key="frame" x="319" y="100" width="51" height="31"/>
                        </switch>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Ids.xib")
        #expect(scan(scenes[0]).candidates.map(\.id) == ["settings.save", "Wif-Sw-001"])
    }

    @Test("malformed XML is an error naming the file and the line")
    func malformedXML() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                </objects>
        </document>
        """
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Broken.xib") }
        #expect(error?.file == "Broken.xib")
        #expect(error?.location == "line 6")
        #expect(error?.message.contains("end tag does not match") == true)
    }

    @Test("a file cut off inside an element is an error naming that element and its line")
    func unclosedElement() {
        let xml = "<?xml version=\"1.0\"?>\n<document>\n    <objects>\n        <view id=\"a\">\n"
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Cut.xib") }
        #expect(error == InterchangeError(file: "Cut.xib", location: "line 4",
                                          message: "malformed XML: the document ends before <view> (opened on line 4) is closed"))
    }

    @Test("a frame value that is not a number is an error naming its line")
    func badFrameValue() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <button id="b1">
                            <rect key="frame" x="nan" y="10" width="100" height="44"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Bad.xib") }
        #expect(error == InterchangeError(file: "Bad.xib", location: "line 8", message: "x=\"nan\" of <rect key=\"frame\"> is not a finite number"))
    }

    @Test("a negative frame size (a hairline Xcode saved 0.5 pt below zero) is read as the rectangle drawn the other way, not refused")
    func negativeSize() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><view id="root">
        <rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews>
        <view id="line"><rect key="frame" x="0.0" y="50" width="320" height="-0.5"/></view>
        <button id="save"><rect key="frame" x="-100" y="60" width="-120" height="30"/><state key="normal" title="Save"/></button>
        </subviews>
        </view></objects></document>
        """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        #expect(findNode("line", in: scene.root)?.frame == Rect(x: 0, y: 49.5, width: 320, height: 0.5))
        #expect(findNode("save", in: scene.root)?.frame == Rect(x: -220, y: 60, width: 120, height: 30))
    }

    @Test("a document that is not Interface Builder's is an error; a root-less navigation controller is its bar; an empty one, or one whose controllers make their views in code, has no scenes and a reason that names them")
    func notADocument() throws {
        let plist = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data("<plist version=\"1.0\"><dict/></plist>".utf8), file: "x.xib") }
        #expect(plist?.message.contains("not an Interface Builder document") == true)
        let navigationOnly = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <navigationController id="n"><navigationBar key="navigationBar" id="b"><rect key="frame" x="0" y="0" width="390" height="44"/></navigationBar></navigationController>
        </objects></scene></scenes></document>
        """
        let navigation = try? InterfaceBuilderDocument.scenes(from: Data(navigationOnly.utf8), file: "Nav.storyboard")
        #expect(navigation?.count == 1)
        #expect(navigation?.first?.root.children.last?.kind == .navigationBar)
        let hostingOnly = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s"><objects>
        <hostingController id="h" customClass="DownloadsHostingController"/>
        </objects></scene></scenes></document>
        """
        // A storyboard whose controllers make their views in code (a hosting controller, a
        // controller with `loadView`) has nothing to map, and nothing wrong; the reason names them.
        #expect(try InterfaceBuilderDocument.scenes(from: Data(hostingOnly.utf8), file: "Downloads.storyboard").isEmpty)
        #expect(InterfaceBuilderDocument.emptyDocumentReason(in: Data(hostingOnly.utf8))
            == "no scene has a view here (its controllers make their views in code: hostingController DownloadsHostingController)")
        // An empty storyboard (a blank launch board) or a xib with only its owner has no scenes, and nothing wrong.
        let emptyBoard = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>"#
        #expect(try InterfaceBuilderDocument.scenes(from: Data(emptyBoard.utf8), file: "Launchboard.storyboard").isEmpty)
        #expect(InterfaceBuilderDocument.emptyDocumentReason(in: Data(emptyBoard.utf8)) == "the document has no scenes")
        let ownerOnly = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/></objects></document>"#
        #expect(try InterfaceBuilderDocument.scenes(from: Data(ownerOnly.utf8), file: "Empty.xib").isEmpty)
    }

    @Test("a root view without a frame fills a 390×844 screen and a subview without one is zero-sized (Interface Builder leaves out a zero frame)")
    func missingFrames() throws {
        let xml = """
        <document><objects><view id="root"><subviews>
        <view id="content"><subviews><button id="b"><rect key="frame" x="10" y="20" width="100" height="44"/></button></subviews></view>
        </subviews></view></objects></document>
        """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        #expect(scene.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(findNode("content", in: scene.root)?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("views nested more than a hundred deep are refused with the line of the first one too deep")
    func deepNesting() {
        var xml = "<document><objects>\n"
        for level in 0..<120 { xml += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>\n" }
        for _ in 0..<120 { xml += "</subviews></view>" }
        xml += "</objects></document>"
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)) }
        #expect(error?.location == "line 102")
        #expect(error?.message == "views nest deeper than 100 levels")
    }

    @Test("a view tree exactly a hundred deep still reads")
    func deepestAcceptedNesting() throws {
        var xml = "<document><objects>\n"
        for level in 0..<100 { xml += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"1\" y=\"0\" width=\"10\" height=\"10\"/><subviews>\n" }
        for _ in 0..<100 { xml += "</subviews></view>" }
        xml += "</objects></document>"
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        // The root view is placed at the origin; each of the 99 below it is 1 point further right.
        #expect(findNode("v99", in: scene.root)?.frame == Rect(x: 1, y: 0, width: 10, height: 10))
        #expect(scan(scene).candidates.isEmpty)
    }

    @Test("three thousand nested elements under subviews are refused with the file and line, not a crash")
    func hostileElementNesting() {
        // Line 1 opens the document and its objects (2 levels), line 2 a view and its subviews
        // (levels 3 and 4); then one <a> per line: the one on line n is at level n + 2, so the
        // first past the 256-level limit is on line 255.
        var xml = "<document><objects>\n<view id=\"root\"><subviews>\n"
        xml += String(repeating: "<a>\n", count: 3_000)
        xml += String(repeating: "</a>", count: 3_000)
        xml += "</subviews></view></objects></document>"
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Deep.xib") }
        #expect(error == InterchangeError(file: "Deep.xib", location: "line 255", message: "elements nest deeper than 256 levels (<a>)"))
    }

    @Test("views nested thousands deep stop at the element limit before any view is read")
    func hostileViewNesting() {
        var xml = "<document><objects>\n"
        xml += String(repeating: "<view><subviews>\n", count: 3_000)
        xml += String(repeating: "</subviews></view>", count: 3_000)
        xml += "</objects></document>"
        let error = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Deep.storyboard") }
        // Two levels on line 1, then line n opens levels 2n - 1 and 2n: level 257 is the <view>
        // of line 129.
        #expect(error == InterchangeError(file: "Deep.storyboard", location: "line 129", message: "elements nest deeper than 256 levels (<view>)"))
    }
}
