import Foundation
import GamepadKitCore
@testable import GamepadKitInterchange

/// The text of a storyboard saved as an iPhone 8 (`retina4_7`, held `orientation`) by the
/// Interface Builder of `toolsVersion`, holding one view controller: its attributes
/// `controller` (an `id` among them), a root view `root` of the screen's size (375 × 667, or
/// 667 × 375 in landscape) with `subviews` and `constraints`, a safe area guide `safe` unless
/// `safeArea` is false, `afterView` inside the controller after its view (simulated metrics), and
/// `moreScenes` after its scene.
func phoneScreenStoryboard(toolsVersion: String = "14460", orientation: String = "portrait", controller: String,
                           safeArea: Bool = true, subviews: String, constraints: String,
                           afterView: String = "", moreScenes: String = "") -> String {
    let size = orientation == "landscape" ? #"width="667" height="375""# : #"width="375" height="667""#
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="\(orientation)"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController \(controller) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" \(size)/>
                            <subviews>
                                \(subviews)
                            </subviews>
                            <constraints>
                                \(constraints)
                            </constraints>
                            \(safeArea ? #"<viewLayoutGuide key="safeArea" id="safe"/>"# : "")
                        </view>
                        \(afterView)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            \(moreScenes)
        </scenes>
    </document>
    """
}

/// The frames, in their parents, of the views `ids` once the first scene of `storyboard` whose
/// root view is `root` is read with `options` (nil for a view not found).
func laidOutFrames(_ storyboard: String, _ options: LayoutOptions, _ ids: [String]) throws -> [Rect?] {
    let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options)
    guard let scene = scenes.first(where: { $0.root.children.first?.id == "root" }) else { return ids.map { _ in nil } }
    return ids.map { findNode($0, in: scene.root)?.frame }
}

/// The scene of a navigation controller `nav` whose root is the controller `root`, its bar drawn
/// at `barY` (20 under a status bar, 0 without), `translucent` unless told otherwise: a
/// storyboard's `moreScenes`, or a scene of a storyboard written out in full.
func navigationControllerScene(root: String, barY: Double = 20, translucent: Bool = true) -> String {
    """
    <scene sceneID="s0">
        <objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(translucent ? "" : #"translucent="NO" "#)id="bar">
                    <rect key="frame" x="0.0" y="\(barY)" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="root-segue"/>
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
}
