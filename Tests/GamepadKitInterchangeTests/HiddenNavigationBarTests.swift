import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// A navigation controller that hides its bar (a welcome screen's stack) and the screens pushed
/// onto it: the one drawn under a navigation bar with a Done button gets its bar back (the app
/// shows it in code, or Done could never be pressed); the others stay without.
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
              <connections><segue destination="login" kind="push" identifier="loginSegue" id="p1"/><segue destination="about" kind="push" id="p2"/></connections>
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
    </scenes>
    </document>
    """

    func snapshot(_ name: String) throws -> FocusSnapshot {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard.utf8), file: "Welcome.storyboard")
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

    @Test("the stack's root and a pushed screen drawn with no bar stay without one: nothing covers Close at the top")
    func othersStayWithout() throws {
        #expect(try !snapshot("WelcomeViewController").candidates.contains { $0.isInBar || $0.kind == .backButton })
        let about = try snapshot("AboutViewController")
        #expect(!about.candidates.contains { $0.isInBar || $0.kind == .backButton })
        #expect(about.candidate(id: "close")?.frame == Rect(x: 10, y: 24, width: 60, height: 30))
    }
}
