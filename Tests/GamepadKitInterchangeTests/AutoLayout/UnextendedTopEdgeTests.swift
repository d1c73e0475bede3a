import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A screen in a navigation controller whose "Extend Edges: Under Top Bars" is off
/// (`<extendedEdge key="edgesForExtendedLayout"/>`) under the default translucent bar: UIKit lays
/// its view out below the bar, as below an opaque one, so a control centred in the view sits
/// 32 pt lower than it would in a view that fills the screen. Saved as an iPhone 8, as Xcode
/// stored the frames.
@Suite("A view whose top edge does not extend under the navigation bar")
struct UnextendedTopEdgeTests {
    private static func storyboard(edges: String) -> String {
        phoneScreenStoryboard(toolsVersion: "12118", controller: #"id="share" customClass="ShareViewController""#, safeArea: false, subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="google">
                <rect key="frame" x="87.5" y="281.5" width="200" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="g-h"/>
                    <constraint firstAttribute="width" constant="200" id="g-w"/>
                </constraints>
                <state key="normal" title="Google"/>
            </button>
            """, constraints: """
            <constraint firstItem="google" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="g-x"/>
            <constraint firstItem="google" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="g-y"/>
            """, afterView: edges + #"<navigationItem key="navigationItem" title="Share" id="item"/>"#,
            moreScenes: navigationControllerScene(root: "share"))
    }

    private func frames(edges: String, _ options: LayoutOptions) throws -> (root: Rect?, google: Rect?) {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard(edges: edges).utf8), options: options)
        let scene = try #require(scenes.first { $0.root.children.contains { $0.id == "root" } })
        let root = scene.root.children.first { $0.id == "root" }
        return (root?.frame, root?.children.first { $0.id == "google" }?.frame)
    }

    @Test("solved at the device it was saved as, the view starts below the bar and the button stays where Xcode stored it")
    func solvedBelowTheBar() throws {
        let solved = try frames(edges: #"<extendedEdge key="edgesForExtendedLayout"/>"#, .storedDevice())
        #expect(solved.root == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(solved.google == Rect(x: 87.5, y: 281.5, width: 200, height: 40))
    }

    @Test("only the bottom edge extended still keeps the view below the bar")
    func bottomOnly() throws {
        let solved = try frames(edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#, .storedDevice())
        #expect(solved.root?.minY == 64)
    }

    @Test("with the top edge extended (or no element, every edge), the view fills the screen under the translucent bar")
    func extendedFillsTheScreen() throws {
        for edges in [#"<extendedEdge key="edgesForExtendedLayout" top="YES" bottom="YES"/>"#, ""] {
            let solved = try frames(edges: edges, .storedDevice())
            #expect(solved.root == Rect(x: 0, y: 0, width: 375, height: 667))
            #expect(solved.google == Rect(x: 87.5, y: 313.5, width: 200, height: 40))
        }
    }
}
