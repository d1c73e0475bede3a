import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scene of `RealScreens.storyboard` called `name`.
private func realScreen(_ name: String) throws -> LayoutScene {
    try #require(try fixtureScenes("RealScreens.storyboard").first { $0.name == name })
}

/// The bar of `kind` on `scene`'s screen, if any.
/// A xib whose File's Owner is the controller `owner` and whose view `viewID` (`width`×`height`,
/// saved as an iPhone 8) holds `content`: its subviews, constraints and metrics.
private func controllerXib(owner: String, viewID: String, width: Double, height: Double,
                           toolsVersion: String? = nil, content: String) -> String {
    let version = toolsVersion.map { #" toolsVersion="\#($0)""# } ?? ""
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\(version) targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                <connections>
                    <outlet property="view" destination="\(viewID)" id="\(viewID)-owner"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="\(viewID)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
    \(content)
            </view>
        </objects>
    </document>
    """
}

/// The first scene of `xib` laid out from its constraints on an iPhone SE (375×667).
private func solvedAtIPhoneSE(_ xib: String, file: String) throws -> LayoutScene {
    let device = try #require(LayoutDevice.named("iPhone SE")?.first)
    return try #require(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), file: file, options: LayoutOptions(device: device)).first)
}

private func bar(_ kind: ViewKind, in scene: LayoutScene) -> ViewNode? {
    scene.root.children.first { $0.kind == kind }
}

/// The (id, kind, label, frame) of each item of `bar`, in the bar's coordinates.
private func items(of bar: ViewNode?) -> [String] {
    (bar?.children ?? []).map { "\($0.id) \($0.kind.rawValue) \($0.label ?? "-") \($0.frame)" }
}

@Suite("Storyboard import of real screens")
struct StoryboardRealShapesTests {
    @Test("scenes of one class are told apart by their titles; a tab's title names a scene without one")
    func namesByTitle() throws {
        let names = try fixtureScenes("RealScreens.storyboard").map(\.name)
        #expect(names == ["SettingsTableViewController", "ViewController (About)", "ViewController (Inbox)",
                          "ViewController (Message)", "ViewController (Sign Up)"])
    }

    @Test("static cells without a rect are stacked by the table's row height under the navigation bar, not given the table's frame")
    func staticCellsWithoutRects() throws {
        let settings = try realScreen("SettingsTableViewController")
        let table = try #require(findNode("Set-Tb-001", in: settings.root))
        // Grouped: an 18 pt header and footer around each section; the last cell sets 60 pt.
        #expect(table.children.map(\.frame) == [Rect(x: 0, y: 18, width: 320, height: 44), Rect(x: 0, y: 62, width: 320, height: 44),
                                                Rect(x: 0, y: 142, width: 320, height: 44), Rect(x: 0, y: 186, width: 320, height: 60)])
        #expect(table.children.map(\.rowPath) == [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1),
                                                  RowPath(section: 1, row: 0), RowPath(section: 1, row: 1)])
        // The table controller's content starts under the 20 pt status bar and the 44 pt navigation bar.
        #expect(table.contentOffset == LayoutPoint(x: 0, y: -64))
        #expect(scan(settings).candidate(id: "Set-Tb-001[0.0]")?.frame == Rect(x: 0, y: 82, width: 320, height: 44))
    }

    @Test("controls inside static cells stay the cells' children, inside the cells' frames")
    func controlsInsideCells() throws {
        let settings = try realScreen("SettingsTableViewController")
        let table = try #require(findNode("Set-Tb-001", in: settings.root))
        let inner = table.children.map { row in row.children.flatMap(\.children).map { "\($0.id) \($0.kind.rawValue)" } }
        #expect(inner == [["Nam-Tf-001 textField"], ["Syn-Lb-001 label", "Syn-Sw-001 switch"], ["Vol-Sl-001 slider"], ["Abt-Lb-001 label"]])
        let contentView = try #require(table.children.first?.children.first)
        #expect(contentView.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("a root screen's navigation bar sits under the status bar with Cancel on the left and Save on the right, and no back button")
    func navigationBarOfRoot() throws {
        let settings = try realScreen("SettingsTableViewController")
        let navigationBar = try #require(bar(.navigationBar, in: settings))
        #expect(navigationBar.id == "Nav-Br-00A")
        #expect(navigationBar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(items(of: navigationBar) == ["Set-Bb-Cnl barButton Cancel [8, 0, 70, 44]", "Set-Bb-Sav barButton Save [260, 0, 52, 44]"])
        let ids = scan(settings).candidates.map(\.id)
        #expect(ids.contains("Set-Bb-Cnl") && ids.contains("Set-Bb-Sav"))
    }

    @Test("a pushed screen shows a back button titled by the screen under it, its right items from the right edge, and no tab bar when it hides the bottom bar")
    func pushedScreen() throws {
        let about = try realScreen("ViewController (About)")
        #expect(about.root.children.map(\.kind) == [.view, .navigationBar])
        #expect(items(of: bar(.navigationBar, in: about)) == ["Nav-Br-00A.back backButton Settings [8, 0, 106, 44]",
                                                           "Det-Bb-Edt barButton Edit [260, 0, 52, 44]",
                                                           "Det-Bb-Add barButton Add [208, 0, 44, 44]"])
    }

    @Test("the back button takes the back item title of the screen under it, and a left item set to supplement it follows it")
    func backTitleAndSupplement() throws {
        let message = try realScreen("ViewController (Message)")
        #expect(items(of: bar(.navigationBar, in: message)) == ["Nav-Br-00B.back backButton Mail [8, 0, 70, 44]",
                                                             "Msg-Bb-Flg barButton Flag [86, 0, 52, 44]"])
        // Only the root of the stack shows the toolbar's items here: this screen has none.
        #expect(bar(.toolbar, in: message)?.children.isEmpty == true)
    }

    @Test("toolbar items go from the left edge, a flexible space pushing the next to the right, on a toolbar above the tab bar")
    func toolbar() throws {
        let inbox = try realScreen("ViewController (Inbox)")
        #expect(inbox.root.children.map(\.kind) == [.view, .navigationBar, .toolbar, .tabBar])
        let toolbar = try #require(bar(.toolbar, in: inbox))
        #expect(toolbar.frame == Rect(x: 0, y: 475, width: 320, height: 44))  // 568 - 49 - 44
        #expect(items(of: toolbar) == ["Inb-Bb-Cmp barButton Compose [8, 0, 44, 44]", "Inb-Bb-Arc barButton Archive [233, 0, 79, 44]"])
    }

    @Test("the tab bar sits at the bottom with one equal slice per tab, in tab order, on every screen of its tabs")
    func tabBar() throws {
        let scenes = try fixtureScenes("RealScreens.storyboard")
        let tabBars = scenes.map { bar(.tabBar, in: $0) }
        #expect(tabBars.map { $0 != nil } == [true, false, true, true, true])
        let tabBar = try #require(tabBars[0])
        #expect(tabBar.id == "Tab-Br-001")
        #expect(tabBar.frame == Rect(x: 0, y: 519, width: 320, height: 49))
        #expect(tabBar.children.map(\.label) == ["Settings", "Inbox", "Sign Up"])
        #expect(tabBar.children.map(\.kind) == [.tabBarItem, .tabBarItem, .tabBarItem])
        let lefts: [Double] = [0, 320.0 / 3, 640.0 / 3]
        #expect(tabBar.children.map(\.frame.minX) == lefts)
        #expect(scan(scenes[4]).candidates.filter { $0.kind == .tabBarItem }.map(\.id) == ["Tab-It-001", "Tab-It-002", "Tab-It-003"])
    }

    @Test("a screen that is a tab by itself gets the tab bar and no navigation bar; its scroll view content starts under the status bar")
    func formTab() throws {
        let form = try realScreen("ViewController (Sign Up)")
        #expect(form.root.children.map(\.kind) == [.view, .tabBar])
        #expect(findNode("Frm-Sv-001", in: form.root)?.contentOffset == .zero)
        #expect(findNode("Frm-Tf-004", in: form.root)?.frame == Rect(x: 20, y: 560, width: 280, height: 34))
    }

    @Test("a bar placed in a view holds its items: a navigation bar shows a back button to its previous item")
    func barsInViews() throws {
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="Top-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" id="Std-Nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <items>
                                <navigationItem title="Lists" id="Std-Ni-001"/>
                                <navigationItem title="Groceries" id="Std-Ni-002">
                                    <barButtonItem key="rightBarButtonItem" id="Std-Bb-Cst">
                                        <button key="customView" opaque="NO" contentMode="scaleToFill" id="Std-Bt-Cst">
                                            <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                                            <state key="normal" title="Share"/>
                                        </button>
                                    </barButtonItem>
                                </navigationItem>
                            </items>
                        </navigationBar>
                        <tabBar contentMode="scaleToFill" id="Std-Tb-001">
                            <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                            <items>
                                <tabBarItem systemItem="favorites" id="Std-Ti-001"/>
                                <tabBarItem title="Lists" enabled="NO" id="Std-Ti-002"/>
                            </items>
                        </tabBar>
                    </subviews>
                </view>
            </objects>
        </document>
        """#
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), file: "Bars.xib").first)
        let navigationBar = try #require(findNode("Std-Nb-001", in: scene.root))
        #expect(items(of: navigationBar) == ["Std-Nb-001.back backButton Lists [8, 0, 79, 44]", "Std-Bt-Cst button Share [307, 7, 60, 30]"])
        let tabBar = try #require(findNode("Std-Tb-001", in: scene.root))
        #expect(items(of: tabBar) == ["Std-Ti-001 tabBarItem Favorites [0, 0, 187.5, 49]", "Std-Ti-002 tabBarItem Lists [187.5, 0, 187.5, 49]"])
        #expect(tabBar.children.map(\.isEnabled) == [true, false])
    }

    @Test("an item whose custom view is empty is the stop for what the app builds in it; a spinner's view, or one that takes no touches, is none")
    func itemsFilledInCode() throws {
        let xib = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="Cod-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" id="Cod-Nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <items>
                                <navigationItem title="Inbox" id="Cod-Ni-001">
                                    <barButtonItem key="leftBarButtonItem" id="Cod-Bb-Spn">
                                        <view key="customView" contentMode="scaleToFill" id="Cod-Vw-Spn">
                                            <rect key="frame" x="0.0" y="0.0" width="36" height="20"/>
                                            <subviews>
                                                <activityIndicatorView opaque="NO" style="medium" id="Cod-Ai-001">
                                                    <rect key="frame" x="8" y="0.0" width="20" height="20"/>
                                                </activityIndicatorView>
                                            </subviews>
                                        </view>
                                    </barButtonItem>
                                    <barButtonItem key="rightBarButtonItem" id="Cod-Bb-Off">
                                        <view key="customView" userInteractionEnabled="NO" contentMode="scaleToFill" id="Cod-Vw-Off">
                                            <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                                        </view>
                                    </barButtonItem>
                                </navigationItem>
                            </items>
                        </navigationBar>
                        <toolbar contentMode="scaleToFill" id="Cod-Tl-001">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <items>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="Cod-Bb-Fl1"/>
                                <barButtonItem width="320" style="plain" id="Cod-Bb-Bar">
                                    <view key="customView" contentMode="scaleToFill" id="Cod-Vw-Bar" customClass="ButtonBar" customModule="App">
                                        <rect key="frame" x="27.5" y="0.0" width="320" height="44"/>
                                    </view>
                                </barButtonItem>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="Cod-Bb-Fl2"/>
                            </items>
                        </toolbar>
                    </subviews>
                </view>
            </objects>
        </document>
        """#
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), file: "Bars.xib").first)
        #expect(items(of: findNode("Cod-Tl-001", in: scene.root)).last == "Cod-Bb-Bar barButton - [27.5, 0, 320, 44]")
        let stops = scan(scene).candidates.map(\.id)
        #expect(stops == ["Cod-Bb-Bar"])
    }

    @Test("bar items kept beside a controller, in no bar, are one toolbar panel of the stops the code installs")
    func looseBarItems() throws {
        let storyboard = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Lse-Vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Lse-Sc-001">
                    <objects>
                        <viewController id="Lse-Vc-001" customClass="NotesViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lse-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <connections>
                                <outlet property="addButton" destination="Lse-Bb-Add" id="Lse-Ou-001"/>
                                <outlet property="deleteButton" destination="Lse-Bb-Del" id="Lse-Ou-002"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Lse-Fr-001" sceneMemberID="firstResponder"/>
                        <barButtonItem systemItem="add" id="Lse-Bb-Add">
                            <connections>
                                <action selector="onAdd:" destination="Lse-Vc-001" id="Lse-Ac-001"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Lse-Bb-Flx"/>
                        <barButtonItem systemItem="trash" id="Lse-Bb-Del"/>
                        <navigationItem title="Editing" id="Lse-Ni-001">
                            <barButtonItem key="rightBarButtonItem" title="Done" style="done" id="Lse-Bb-Don"/>
                        </navigationItem>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), file: "Notes.storyboard")
        #expect(scenes.count == 2)
        let panel = try #require(scenes.first { $0.name.contains("bar items set in code") })
        #expect(panel.bounds.size == LayoutSize(width: 375, height: 44))
        // Left to right as the file keeps them; the space is no item.
        let stops = scan(panel).candidates
        #expect(stops.map(\.id) == ["Lse-Bb-Add", "Lse-Bb-Del", "Lse-Bb-Don"])
        #expect(stops.allSatisfy { $0.frame.minY >= 0 && $0.frame.maxY <= 44 })
        #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX })
        // Lint points at the first item kept so.
        #expect(panel.sceneLocation?.line == 17)
        // The controller's own screen does not hold them.
        let screen = try #require(scenes.first { !$0.name.contains("bar items set in code") })
        #expect(scan(screen).candidate(id: "Lse-Bb-Add") == nil)
    }

    @Test("a controller's xib view drawn at a freeform size keeps that size when solved at a device, as Xcode stored it")
    func freeformControllerXib() throws {
        let xib = controllerXib(owner: "KeypadViewController", viewID: "Kpd-Vw-001", width: 409, height: 260, content: """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Kpd-Bt-001">
                    <rect key="frame" x="0.0" y="0.0" width="204.5" height="130"/>
                    <state key="normal" title="1"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Kpd-Bt-002">
                    <rect key="frame" x="204.5" y="130" width="204.5" height="130"/>
                    <state key="normal" title="2"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="Kpd-Bt-001" firstAttribute="top" secondItem="Kpd-Vw-001" secondAttribute="top" id="Kpd-Cn-001"/>
                <constraint firstItem="Kpd-Bt-001" firstAttribute="leading" secondItem="Kpd-Vw-001" secondAttribute="leading" id="Kpd-Cn-002"/>
                <constraint firstItem="Kpd-Bt-001" firstAttribute="width" secondItem="Kpd-Vw-001" secondAttribute="width" multiplier="0.5" id="Kpd-Cn-003"/>
                <constraint firstItem="Kpd-Bt-001" firstAttribute="height" secondItem="Kpd-Vw-001" secondAttribute="height" multiplier="0.5" id="Kpd-Cn-004"/>
                <constraint firstItem="Kpd-Bt-002" firstAttribute="top" secondItem="Kpd-Bt-001" secondAttribute="bottom" id="Kpd-Cn-005"/>
                <constraint firstItem="Kpd-Bt-002" firstAttribute="leading" secondItem="Kpd-Bt-001" secondAttribute="trailing" id="Kpd-Cn-006"/>
                <constraint firstItem="Kpd-Bt-002" firstAttribute="width" secondItem="Kpd-Bt-001" secondAttribute="width" id="Kpd-Cn-007"/>
                <constraint firstItem="Kpd-Bt-002" firstAttribute="height" secondItem="Kpd-Bt-001" secondAttribute="height" id="Kpd-Cn-008"/>
            </constraints>
            <nil key="simulatedStatusBarMetrics"/>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """)
        let scene = try solvedAtIPhoneSE(xib, file: "Keypad.xib")
        #expect(scan(scene).candidate(id: "Kpd-Bt-002")?.frame == Rect(x: 204.5, y: 130, width: 204.5, height: 130))
    }

    /// The top of a Close button pinned `constant` pt below the safe area's top of the view of a
    /// xib whose File's Owner is `owner` (the view 375 × `height`, saved by `toolsVersion`, with
    /// `metrics` among its simulated metrics), once laid out at an iPhone SE.
    private func safeAreaButtonTop(owner: String = "ScannerViewController", height: Double = 667, toolsVersion: String,
                                   constant: Double = 20, metrics: String = "") throws -> Double? {
        let xib = controllerXib(owner: owner, viewID: "Scn-Vw-001", width: 375, height: height, toolsVersion: toolsVersion, content: """
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scn-Bt-001">
                    <rect key="frame" x="20" y="\(constant)" width="335" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="Scn-Cn-000"/>
                    </constraints>
                    <state key="normal" title="Close"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="Scn-Bt-001" firstAttribute="top" secondItem="Scn-Sa-001" secondAttribute="top" constant="\(constant)" id="Scn-Cn-001"/>
                <constraint firstItem="Scn-Bt-001" firstAttribute="leading" secondItem="Scn-Sa-001" secondAttribute="leading" constant="20" id="Scn-Cn-002"/>
                <constraint firstItem="Scn-Sa-001" firstAttribute="trailing" secondItem="Scn-Bt-001" secondAttribute="trailing" constant="20" id="Scn-Cn-003"/>
            </constraints>
            \(metrics)
            <viewLayoutGuide key="safeArea" id="Scn-Sa-001"/>
            """)
        return scan(try solvedAtIPhoneSE(xib, file: "Scanner.xib")).candidate(id: "Scn-Bt-001")?.frame.minY
    }

    @Test("a xib's controller view: a status bar over it as Xcode 10 and Xcode 15 drew one, none as Xcode 11 to 14 draw it, unless its metrics ask")
    func xibStatusBarByXcodeVersion() throws {
        // Xcode 12.5 stored the button at y 20: no status bar over the view.
        #expect(try safeAreaButtonTop(toolsVersion: "17701") == 20)
        // So did an early Xcode 11 (14865.1).
        #expect(try safeAreaButtonTop(toolsVersion: "14865.1") == 20)
        // Xcode 15 and later (32700.99.1234, which reads as no version) drew a status bar again:
        // a public 375 × 667 xib of that version stores its safe area 20 pt down.
        #expect(try safeAreaButtonTop(toolsVersion: "32700.99.1234") == 40)
        // So did an Xcode 15 that writes its number (22505): public 375 × 667 controller xibs of
        // that version store their safe area 20 pt down; Xcode 14 (21xxx) ones at the top.
        #expect(try safeAreaButtonTop(toolsVersion: "22505") == 40)
        #expect(try safeAreaButtonTop(toolsVersion: "21701") == 20)
        // Xcode 10.1 drew one: the safe area starts 20 pt down, also with the status bar set to
        // None (Xcode 9.4).
        #expect(try safeAreaButtonTop(toolsVersion: "14460.31") == 40)
        #expect(try safeAreaButtonTop(toolsVersion: "14109", metrics: #"<nil key="simulatedStatusBarMetrics"/>"#) == 40)
        #expect(try safeAreaButtonTop(toolsVersion: "17701", metrics: #"<nil key="simulatedStatusBarMetrics"/>"#) == 20)
        // Asked for by the view's simulated metrics, at any version.
        #expect(try safeAreaButtonTop(toolsVersion: "17701",
                                      metrics: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#) == 40)
    }

    @Test("a xib whose owner is named as a controller in short (PaymentVC) is a screen too: Xcode 11 and later draw no status bar over it; a panel's owner keeps the status bar over its safe area")
    func xibOwnerNamedInShort() throws {
        func switchTop(owner: String) throws -> Double? {
            try safeAreaButtonTop(owner: owner, toolsVersion: "19162", constant: 5)
        }
        #expect(try switchTop(owner: "CNPayVC") == 5)
        #expect(try switchTop(owner: "PaymentViewCtrl") == 5)
        #expect(try switchTop(owner: "PaymentViewController") == 5)
        #expect(try switchTop(owner: "PaymentSummaryView") == 25)
        // A control's own class loading its nib (a segmented control's) is no screen.
        #expect(try switchTop(owner: "SegmentCtrl") == 25)
    }

    @Test("a controller's view drawn at a freeform size (a tall form) sits under the status bar in an Xcode 9 or 10 xib, as those Xcodes drew it, and under none in an Xcode 11 one")
    func freeformControllerViewByXcodeVersion() throws {
        func categoryTop(toolsVersion: String) throws -> Double? {
            try safeAreaButtonTop(owner: "RegisterGiftViewController", height: 952, toolsVersion: toolsVersion, constant: 16,
                                  metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
        }
        // Xcode 9.3 stored the button 16 pt below a 20-pt status bar.
        #expect(try categoryTop(toolsVersion: "14109") == 36)
        #expect(try categoryTop(toolsVersion: "17701") == 16)
    }

    @Test("a toolbar in a view lays out its items in its own frame")
    func toolbarInView() throws {
        let library = try fixtureScenes("Account.storyboard")[2]
        #expect(scan(library).candidate(id: "Lib-Bb-001")?.frame == Rect(x: 8, y: 769, width: 52, height: 44))
    }
}

@Suite("Interface Builder files of other kinds")
struct InterfaceBuilderRefusalTests {
    private func error(_ xml: String, file: String) -> InterchangeError? {
        interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: file) }
    }

    @Test("a macOS xib is refused with the file, the line of its document element and what it is")
    func appKit() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects><customView id="c1"><rect key="frame" x="0" y="0" width="480" height="270"/></customView></objects>
        </document>
        """
        let failure = error(xml, file: "Preferences.xib")
        #expect(failure?.file == "Preferences.xib")
        #expect(failure?.location == "line 2")
        #expect(failure?.message.hasPrefix("a macOS (AppKit) Interface Builder file") == true)
    }

    @Test("a macOS storyboard is refused even when it names no runtime, by its document type")
    func appKitStoryboardByType() {
        let xml = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"><scenes/></document>"#
        #expect(error(xml, file: "Main.storyboard")?.message.hasPrefix("a macOS (AppKit)") == true)
    }

    @Test("a WatchKit storyboard is refused as a watchOS interface")
    func watchKit() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
            <scenes/>
        </document>
        """
        let failure = error(xml, file: "Interface.storyboard")
        #expect(failure?.location == "line 2")
        #expect(failure?.message.hasPrefix("a watchOS (WatchKit) storyboard") == true)
    }

    @Test("a pre-2013 archive xib is refused as an Interface Builder 3 archive to convert in Xcode")
    func archive() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>

        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data><int key="IBDocument.SystemTarget">1296</int></data>
        </archive>
        """
        let failure = error(xml, file: "OldView.xib")
        #expect(failure?.description == "OldView.xib: line 3: an Interface Builder 3 archive, the xib format of Xcode before Xcode 5 (2013): open the file in a current Xcode and save it to convert it")
    }

    @Test("an iOS document without a runtime and a tvOS one are read")
    func iOSAndTV() throws {
        for runtime in ["", #" targetRuntime="AppleTV""#, #" targetRuntime="iOS.CocoaTouch.iPad""#] {
            let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\#(runtime)><objects><view id="v"><rect key="frame" x="0" y="0" width="100" height="100"/></view></objects></document>"#
            #expect(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).map(\.name) == ["v"])
        }
    }
}

@Suite("Xib scene names")
struct XibSceneNameTests {
    @Test("the File's Owner's view is named by the owner's class; other top-level views keep their label, class or id")
    func ownerNames() throws {
        let xib = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                    <connections><outlet property="view" destination="i5M-Pr-FkT" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="i5M-Pr-FkT"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <view contentMode="scaleToFill" userLabel="Help Overlay" id="hlp-01"><rect key="frame" x="0" y="0" width="300" height="200"/></view>
                <view contentMode="scaleToFill" id="bare-01"><rect key="frame" x="0" y="0" width="300" height="200"/></view>
            </objects>
        </document>
        """#
        #expect(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8)).map(\.name) == ["LoginViewController", "Help Overlay", "bare-01"])
    }

    @Test("a xib holding a single view takes its owner's class even without a view outlet")
    func singleViewOwner() throws {
        let xib = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="RatingPromptView"/>
                <view contentMode="scaleToFill" id="iN0-l3-epB"><rect key="frame" x="0" y="0" width="320" height="120"/></view>
            </objects>
        </document>
        """#
        #expect(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8)).map(\.name) == ["RatingPromptView"])
    }

    @Test("equal names get their title, then their id, then a number")
    func uniqueNames() {
        let names = SceneNames.unique([
            .init(name: "ViewController", qualifier: "Inbox", id: "a"),
            .init(name: "ViewController", qualifier: "Inbox", id: "b"),
            .init(name: "ViewController", qualifier: nil, id: "c"),
            .init(name: "Profile", qualifier: "Me", id: "d"),
            .init(name: "Cell", qualifier: nil, id: nil),
            .init(name: "Cell", qualifier: nil, id: nil),
        ])
        #expect(names == ["ViewController (Inbox) (a)", "ViewController (Inbox) (b)", "ViewController (c)", "Profile", "Cell", "Cell 2"])
    }
}

@Suite("Bar metrics")
struct BarLayoutTests {
    @Test("the status bar and home indicator follow the screen: Home-button iPhones, notched iPhones, iPads")
    func insets() {
        let sizes = [LayoutSize(width: 320, height: 568), LayoutSize(width: 375, height: 667), LayoutSize(width: 390, height: 844),
                     LayoutSize(width: 393, height: 852), LayoutSize(width: 414, height: 896), LayoutSize(width: 768, height: 1024), LayoutSize(width: 820, height: 1180)]
        #expect(sizes.map(BarLayout.statusBarHeight(screen:)) == [20, 20, 47, 59, 48, 20, 24])
        #expect(sizes.map(BarLayout.homeIndicatorHeight(screen:)) == [0, 0, 34, 34, 34, 0, 20])
    }

    @Test("toolbar spaces: a fixed space keeps its width and two flexible spaces centre the item between them")
    func toolbarSpaces() {
        let items = [BarItem(id: "a", kind: .barButton, label: "A", space: .none),
                     BarItem(id: "f1", kind: .barButton, label: nil, space: .flexible),
                     BarItem(id: "b", kind: .barButton, label: nil, showsImage: true),
                     BarItem(id: "f2", kind: .barButton, label: nil, space: .flexible),
                     BarItem(id: "gap", kind: .barButton, label: nil, space: .fixed(20)),
                     BarItem(id: "c", kind: .barButton, label: nil, showsImage: true)]
        let nodes = BarLayout.toolbarItems(items, width: 400, rowHeight: 44)
        // Free width: 400 - 16 (margins) - 44 - 44 - 20 - 44 = 232, 116 per flexible space.
        #expect(nodes.map(\.id) == ["a", "b", "c"])
        let expected: [Double] = [8, 168, 348]  // 8; 8 + 44 + 116; 168 + 44 + 116 + 20
        #expect(nodes.map(\.frame.minX) == expected)
    }

    @Test("a back button whose title does not fit before the bar's Send shows \"Back\", and only its chevron where even that does not fit, as UIKit shortens it")
    func backTitleShortened() {
        let back = BarItem(id: "back", kind: .backButton, label: "Invite LinkedIn Connections")
        let send = BarItem(id: "send", kind: .barButton, label: "Send")
        let nodes = BarLayout.navigationItems(leading: [back], trailing: [send], width: 320, rowHeight: 44)
        let backNode = nodes.first { $0.id == "back" }, sendNode = nodes.first { $0.id == "send" }
        #expect(backNode?.label == "Back")
        #expect(backNode.map(\.frame.maxX) ?? 999 <= sendNode.map(\.frame.minX) ?? 0)
        // A title that fits stays.
        let fits = BarLayout.navigationItems(leading: [BarItem(id: "back", kind: .backButton, label: "Settings")], trailing: [send],
                                             width: 320, rowHeight: 44)
        #expect(fits.first { $0.id == "back" }?.label == "Settings")
        // Three wide items on the right leave room for the chevron alone.
        let wide = (0..<3).map { BarItem(id: "w\($0)", kind: .barButton, label: "Wide item \($0)") }
        let crowded = BarLayout.navigationItems(leading: [back], trailing: wide, width: 375, rowHeight: 44)
        #expect(crowded.first { $0.id == "back" }?.frame.width == BarItem.imageWidth)
    }
}

/// The frame in window coordinates of the first node with `id` under `node` (children of a
/// scrolling view moved by its content offset), as the scanner places it.
private func windowFrame(of id: String, in node: ViewNode, origin: LayoutPoint = .zero) -> Rect? {
    let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
    if node.id == id { return frame }
    let childOrigin = LayoutPoint(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
    for child in node.children {
        if let found = windowFrame(of: id, in: child, origin: childOrigin) { return found }
    }
    return nil
}

@Suite("Storyboard import of a login table, a browser pushed from code and stacked buttons")
struct LoginAndRowsImportTests {
    private func scene(_ name: String) throws -> LayoutScene {
        try #require(try fixtureScenes("LoginAndRows.storyboard").first { $0.name == name })
    }

    @Test("a static login table keeps its text fields and its row of two buttons inside their rows, under the navigation bar")
    func loginTable() throws {
        let login = try scene("LoginTableViewController")
        // 59 pt status bar + 44 pt navigation bar above the table's content.
        #expect(findNode("Lgn-Tb-001", in: login.root)?.contentOffset == LayoutPoint(x: 0, y: -103))
        #expect(windowFrame(of: "login.email", in: login.root) == Rect(x: 36, y: 121, width: 321, height: 44))
        #expect(windowFrame(of: "login.password", in: login.root) == Rect(x: 36, y: 165, width: 321, height: 44))
        #expect(windowFrame(of: "login.forgot", in: login.root) == Rect(x: 36, y: 245, width: 140, height: 44))
        #expect(windowFrame(of: "login.create", in: login.root) == Rect(x: 217, y: 245, width: 140, height: 44))
        let row = try #require(findNode("Lgn-Cl-003", in: login.root))
        #expect(row.rowPath == RowPath(section: 1, row: 0))
        #expect(row.children.first?.children.map(\.id) == ["login.forgot", "login.create"])
        #expect(scan(login).candidate(id: "Lgn-Bb-001")?.frame == Rect(x: 306, y: 59, width: 79, height: 44))
    }

    @Test("a screen no segue reaches gets the navigation bar and toolbar its items ask for; a table under the bar starts below it")
    func pushedFromCode() throws {
        let browser = try scene("Browser")
        #expect(browser.root.children.map(\.kind) == [.view, .navigationBar, .toolbar])
        #expect(findNode("Brw-Tb-001", in: browser.root)?.contentOffset == LayoutPoint(x: 0, y: -103))
        #expect(scan(browser).candidate(id: "Brw-Tb-001[0.0]")?.frame == Rect(x: 0, y: 103, width: 393, height: 44))
        let navigationBar = try #require(browser.root.children.first { $0.kind == .navigationBar })
        #expect(navigationBar.children.map(\.kind) == [.barButton])  // no back button: the way here is unknown
    }

    @Test("toolbar items with an image and a title are image-sized, and flexible spaces spread them over the toolbar above the home indicator")
    func imageItems() throws {
        let browser = try scene("Browser")
        let toolbar = try #require(browser.root.children.first { $0.kind == .toolbar })
        #expect(toolbar.frame == Rect(x: 0, y: 774, width: 393, height: 78))  // 852 - 34 - 44, plus the home indicator
        #expect(toolbar.children.map(\.label) == ["Browse Back", "Close all tabs and clear data", "Bookmarks"])
        let lefts: [Double] = [8, 174.5, 341]  // 8; 8 + 44 + 122.5; 174.5 + 44 + 122.5
        #expect(toolbar.children.map(\.frame.minX) == lefts)
        #expect(toolbar.children.map(\.frame.width) == [44, 44, 44])
    }

    @Test("two buttons whose frames overlap by 1 pt are both imported with their own frames")
    func overlappingButtons() throws {
        let overlap = try scene("Overlap")
        let candidates = scan(overlap).candidates
        #expect(candidates.map(\.id) == ["Ovl-Bt-001", "Ovl-Bt-002"])
        #expect(candidates.map(\.frame) == [Rect(x: 20, y: 200, width: 353, height: 45), Rect(x: 20, y: 244, width: 353, height: 45)])
    }

    @Test("the two buttons overlapping by 1 pt are each other's neighbours: down from Continue is Not now, up from Not now is Continue")
    func overlappingButtonsNavigate() throws {
        let map = NavigationMap(candidates: scan(try scene("Overlap")).candidates)
        #expect(map.neighbor(of: "Ovl-Bt-001", .down) == "Ovl-Bt-002")
        #expect(map.neighbor(of: "Ovl-Bt-002", .up) == "Ovl-Bt-001")
    }
}

@Suite("Storyboard bars from odd files")
struct OddBarInputTests {
    /// A navigation controller whose root shows B, and B shows the root again.
    private let cycle = #"""
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="n"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="sa"><objects>
                <viewController id="a" customClass="A" sceneMemberID="viewController">
                    <view key="view" id="va"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                    <navigationItem key="navigationItem" title="First" id="na"/>
                    <connections><segue destination="b" kind="show" id="ab"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="sb"><objects>
                <viewController id="b" customClass="B" sceneMemberID="viewController">
                    <view key="view" id="vb"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                    <toolbarItems>
                        <barButtonItem systemItem="fixedSpace" width="wide" id="gap"/>
                        <barButtonItem systemItem="fixedSpace" width="-40" id="negative"/>
                        <barButtonItem title="Go" id="go"/>
                    </toolbarItems>
                    <connections><segue destination="a" kind="show" id="ba"/></connections>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """#

    @Test("segues that lead back to the root keep it the root, and the screen they pass stays pushed once")
    func segueCycle() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(cycle.utf8), file: "Cycle.storyboard")
        let bars = scenes.map { scene in scene.root.children.first { $0.kind == .navigationBar }?.children.map(\.kind) ?? [] }
        #expect(bars == [[], [.backButton]])
        #expect(scenes[1].root.children.first { $0.kind == .navigationBar }?.children.first?.label == "First")
    }

    @Test("fixed spaces whose width is not a number, or negative, take no room")
    func badSpaceWidths() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(cycle.utf8), file: "Cycle.storyboard")
        let toolbar = try #require(scenes[1].root.children.first { $0.kind == .toolbar })
        #expect(toolbar.children.map(\.id) == ["go"])
        #expect(toolbar.children.first?.frame == Rect(x: 8, y: 0, width: 44, height: 44))
    }

    @Test("a bar item's custom view with a frame that is not a number is an error naming its line")
    func badCustomView() {
        let xml = #"""
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s"><objects>
                <viewController id="v" sceneMemberID="viewController">
                    <view key="view" id="vv"><rect key="frame" x="0" y="0" width="390" height="844"/></view>
                    <navigationItem key="navigationItem" id="ni">
                        <barButtonItem key="rightBarButtonItem" id="bi">
                            <button key="customView" id="cv">
                                <rect key="frame" x="0" y="0" width="nan" height="30"/>
                            </button>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects></scene></scenes>
        </document>
        """#
        let failure = interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "Bad.storyboard") }
        #expect(failure?.location == "line 8")
        #expect(failure?.message.contains("is not a finite number") == true)
    }
}
