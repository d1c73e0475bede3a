import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// A navigation controller that hides its bar (a welcome screen's stack) and the screens pushed
/// onto it: those drawn under a navigation bar with a Done button or a search field in their
/// title view get their bar back (the app shows it in code, or those could never be pressed);
/// the others stay without.
@Suite("A navigation controller that hides its bar")
struct HiddenNavigationBarTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" initialViewController="nav">
    <scenes>
    <scene sceneID="s0"><objects>
      <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></navigationBar>
        <connections><segue destination="welcome" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s1"><objects>
      <viewController id="welcome" customClass="WelcomeViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="welcomeView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <button contentMode="scaleToFill" id="logIn"><rect key="frame" x="20" y="380" width="280" height="44"/><state key="normal" title="Log In"/>
              <connections><segue destination="login" kind="push" identifier="loginSegue" id="p1"/><segue destination="about" kind="push" id="p2"/><segue destination="search" kind="push" id="p3"/><segue destination="banner" kind="push" id="p4"/></connections>
            </button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="welcomeItem"/>
      </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="loginView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <textField contentMode="scaleToFill" placeholder="Phone" id="phone"><rect key="frame" x="20" y="87" width="280" height="30"/></textField>
          </subviews>
        </view>
        <navigationItem key="navigationItem" title="Log In" id="loginItem">
          <barButtonItem key="rightBarButtonItem" title="Done" id="done"/>
        </navigationItem>
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
      </viewController>
    </objects></scene>
    <scene sceneID="s3"><objects>
      <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="aboutView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <button contentMode="scaleToFill" id="close"><rect key="frame" x="10" y="24" width="60" height="30"/><state key="normal" title="Close"/></button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" title="About" id="aboutItem">
          <barButtonItem key="rightBarButtonItem" title="Share" id="share"/>
        </navigationItem>
      </viewController>
    </objects></scene>
    <scene sceneID="s4"><objects>
      <tableViewController id="search" customClass="LocationsViewController" sceneMemberID="viewController">
        <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="places">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <sections><tableViewSection id="placesSection"><cells>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" id="here"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCell>
          </cells></tableViewSection></sections>
        </tableView>
        <navigationItem key="navigationItem" id="searchItem">
          <view key="titleView" contentMode="scaleToFill" id="searchTitle">
            <rect key="frame" x="8" y="5.5" width="240" height="33"/>
            <subviews>
              <textField contentMode="scaleToFill" placeholder="Start typing your location" id="where"><rect key="frame" x="0.0" y="2" width="180" height="30"/></textField>
            </subviews>
          </view>
        </navigationItem>
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
      </tableViewController>
    </objects></scene>
    <scene sceneID="s5"><objects>
      <viewController id="banner" customClass="BannerViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="bannerView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <button contentMode="scaleToFill" id="skip"><rect key="frame" x="10" y="24" width="60" height="30"/><state key="normal" title="Skip"/></button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="bannerItem">
          <view key="titleView" contentMode="scaleToFill" id="logo">
            <rect key="frame" x="100" y="5.5" width="120" height="33"/>
            <subviews><label text="Welcome" id="logoText"><rect key="frame" x="0.0" y="6" width="120" height="21"/></label></subviews>
          </view>
        </navigationItem>
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
      </viewController>
    </objects></scene>
    </scenes>
    </document>
    """

    /// The scan of the scene `name` of `storyboard` (by default the welcome stack's).
    func snapshot(_ name: String, in storyboard: String = Self.storyboard) throws -> FocusSnapshot {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), file: "Welcome.storyboard")
        let scene = try #require(scenes.first { $0.name == name }, "no scene \(name)")
        return FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
    }

    @Test("a screen drawn under a navigation bar, with a Done button, gets its bar back: Done and the back button are stops above the field")
    func drawnUnderABarShowsIt() throws {
        let snapshot = try snapshot("LoginViewController")
        let done = try #require(snapshot.candidate(id: "done"))
        #expect(done.isInBar && done.frame.maxY <= 64)
        #expect(snapshot.candidates.contains { $0.kind == .backButton })
        #expect(snapshot.candidate(id: "phone").map { $0.frame.minY >= done.frame.maxY } == true)
    }

    @Test("a screen drawn under a navigation bar whose title view holds a search field gets its bar back; a title view with only a logo does not")
    func titleViewWithAFieldShowsTheBar() throws {
        let search = try snapshot("LocationsViewController")
        let field = try #require(search.candidate(id: "where"))
        #expect(field.isInBar && field.frame.maxY <= 64)
        #expect(search.candidates.contains { $0.kind == .backButton })
        #expect(search.candidate(id: "places[0.0]").map { $0.frame.minY >= 64 } == true)
        let banner = try snapshot("BannerViewController")
        #expect(!banner.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(banner.candidate(id: "skip")?.frame == Rect(x: 10, y: 24, width: 60, height: 30))
    }

    @Test("the stack's root and a pushed screen drawn with no bar stay without one: nothing covers Close at the top")
    func othersStayWithout() throws {
        #expect(try !snapshot("WelcomeViewController").candidates.contains { $0.isInBar || $0.kind == .backButton })
        let about = try snapshot("AboutViewController")
        #expect(!about.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(about.candidate(id: "close")?.frame == Rect(x: 10, y: 24, width: 60, height: 30))
    }

    /// A stack that hides its bar on a 320×568 canvas: a pushed editor whose view the canvas
    /// laid out 64 pt short (below an inferred opaque bar, no simulated metrics) with a Done
    /// button, and a pushed screen as tall as the screen with a Share button.
    static let canvasStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" initialViewController="nav">
    <device id="retina4_0" orientation="portrait"/>
    <scenes>
    <scene sceneID="s0"><objects>
      <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="navBar"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>
        <connections><segue destination="gallery" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s1"><objects>
      <viewController id="gallery" customClass="GalleryViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="galleryView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
          <subviews>
            <button contentMode="scaleToFill" id="open"><rect key="frame" x="20" y="480" width="280" height="44"/><state key="normal" title="Open"/>
              <connections><segue destination="editor" kind="show" id="p1"/><segue destination="viewer" kind="show" id="p2"/><segue destination="albums" kind="show" id="p3"/></connections>
            </button>
          </subviews>
        </view>
      </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="editor" customClass="EditorViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="editorView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
          <subviews>
            <button contentMode="scaleToFill" id="crop"><rect key="frame" x="0.0" y="0.0" width="60" height="34"/><state key="normal" title="Crop"/></button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="editorItem">
          <barButtonItem key="rightBarButtonItem" systemItem="done" id="editorDone"/>
        </navigationItem>
      </viewController>
    </objects></scene>
    <scene sceneID="s3"><objects>
      <viewController id="viewer" customClass="ViewerViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="viewerView">
          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
          <subviews>
            <button contentMode="scaleToFill" id="viewerClose"><rect key="frame" x="10" y="24" width="60" height="30"/><state key="normal" title="Close"/></button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="viewerItem">
          <barButtonItem key="rightBarButtonItem" title="Share" id="viewerShare"/>
        </navigationItem>
      </viewController>
    </objects></scene>
    <scene sceneID="s4"><objects>
      <tableViewController id="albums" customClass="AlbumsViewController" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="albumsTable">
          <rect key="frame" x="0.0" y="0.0" width="320" height="504"/>
        </tableView>
        <navigationItem key="navigationItem" title="Albums" id="albumsItem">
          <barButtonItem key="rightBarButtonItem" systemItem="add" id="albumsAdd"/>
        </navigationItem>
      </tableViewController>
    </objects></scene>
    </scenes>
    </document>
    """

    @Test("a pushed list controller whose table view the canvas laid out below an inferred bar gets its bar: Add is a stop")
    func tableViewSizedBelowABarShowsIt() throws {
        let snapshot = try snapshot("AlbumsViewController", in: Self.canvasStoryboard)
        let add = try #require(snapshot.candidate(id: "albumsAdd"))
        #expect(add.isInBar && add.frame.maxY <= 64)
    }

    @Test("a pushed screen the canvas laid out below an inferred opaque bar, with a Done button, gets its bar: Done and the back button above its content")
    func viewSizedBelowABarShowsIt() throws {
        let snapshot = try snapshot("EditorViewController", in: Self.canvasStoryboard)
        let done = try #require(snapshot.candidate(id: "editorDone"))
        #expect(done.isInBar && done.frame.maxY <= 64)
        #expect(snapshot.candidates.contains { $0.kind == .backButton })
        // The view starts below the opaque bar, as UIKit lays it out.
        #expect(snapshot.candidate(id: "crop")?.frame == Rect(x: 0, y: 64, width: 60, height: 34))
    }

    @Test("a pushed screen as tall as the canvas stays without a bar, even with a bar button item")
    func fullHeightViewStaysWithout() throws {
        let viewer = try snapshot("ViewerViewController", in: Self.canvasStoryboard)
        #expect(!viewer.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(viewer.candidate(id: "viewerClose")?.frame == Rect(x: 10, y: 24, width: 60, height: 30))
    }

    /// The app starts in a stack that hides its bar (a splash screen that shows Log In); a
    /// profile tab's stack, earlier in the file and with its bar shown, shows Log In too (Log
    /// Out). Both push Log In one level deep.
    static let twoStacks = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" initialViewController="start">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
    <scene sceneID="s0"><objects>
      <navigationController id="profileStack" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="profileBar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></navigationBar>
        <connections><segue destination="profile" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s1"><objects>
      <viewController id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="profileRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="logOut"><rect key="frame" x="10" y="300" width="80" height="30"/>
              <state key="normal" title="Log Out"/>
              <connections><segue destination="login" kind="show" id="g1"/></connections>
            </button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" title="Profile" id="profileItem"/>
      </viewController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="loginRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signIn"><rect key="frame" x="10" y="300" width="80" height="30"/>
              <state key="normal" title="Sign In"/>
            </button>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="loginItem"/>
      </viewController>
    </objects></scene>
    <scene sceneID="s3"><objects>
      <navigationController navigationBarHidden="YES" id="start" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="startBar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></navigationBar>
        <connections><segue destination="splash" kind="relationship" relationship="rootViewController" id="r2"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s4"><objects>
      <viewController id="splash" customClass="SplashViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="splashRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="begin"><rect key="frame" x="10" y="300" width="80" height="30"/>
              <state key="normal" title="Begin"/>
            </button>
          </subviews>
        </view>
        <connections><segue destination="login" kind="show" id="g2"/></connections>
      </viewController>
    </objects></scene>
    </scenes>
    </document>
    """

    @Test("a screen pushed as deep from the stack the app starts in as from another is placed in the start stack: no bar and no back button over it")
    func startStackWinsATie() throws {
        let login = try snapshot("LoginViewController", in: Self.twoStacks)
        #expect(!login.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(login.candidate(id: "signIn")?.frame == Rect(x: 10, y: 300, width: 80, height: 30))
        // Without an initial controller, the first stack in the file places it: under its bar,
        // with a back button to Profile.
        let noStart = Self.twoStacks.replacingOccurrences(of: #" initialViewController="start""#, with: "")
        #expect(try snapshot("LoginViewController", in: noStart).candidates.contains { $0.kind == .backButton })
    }

    @Test("a pushed screen that stores a Back button of its own where the bar would stand is shown without the bar: its Back is a stop the bar would have covered")
    func ownButtonUnderTheBarHidesIt() throws {
        // The profile stack shows its bar; Log In is pushed onto it (no initial controller) and
        // keeps a Back button of its own at the top, where the bar would cover it.
        let ownBack = Self.twoStacks
            .replacingOccurrences(of: #" initialViewController="start""#, with: "")
            .replacingOccurrences(of: #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signIn"><rect key="frame" x="10" y="300" width="80" height="30"/>"#,
                                  with: #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" id="ownBack"><rect key="frame" x="10" y="20" width="60" height="30"/><state key="normal" title="back"/></button><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="signIn"><rect key="frame" x="10" y="300" width="80" height="30"/>"#)
        #expect(ownBack.contains(#"id="ownBack""#))
        let login = try snapshot("LoginViewController", in: ownBack)
        #expect(!login.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(login.candidate(id: "ownBack")?.frame == Rect(x: 10, y: 20, width: 60, height: 30))
        // The same button below the bar leaves the bar in place.
        let below = ownBack.replacingOccurrences(of: #"<rect key="frame" x="10" y="20" width="60" height="30"/>"#,
                                                 with: #"<rect key="frame" x="10" y="80" width="60" height="30"/>"#)
        #expect(try snapshot("LoginViewController", in: below).candidates.contains { $0.kind == .backButton })
        // A view drawn shorter than the screen from the top was drawn below the bar (an Xcode 9
        // file under an opaque bar): its button is below the bar, which stays.
        let drawnBelow = ownBack.replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="loginRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                                      with: #"<view key="view" contentMode="scaleToFill" id="loginRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="603"/>"#)
        #expect(drawnBelow.contains(#"height="603""#))
        #expect(try snapshot("LoginViewController", in: drawnBelow).candidates.contains { $0.kind == .backButton })
    }
}
