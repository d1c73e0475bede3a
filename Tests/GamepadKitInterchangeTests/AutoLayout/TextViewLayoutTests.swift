import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A text view that does not scroll sizes itself to its text, as a label does: a card that wraps
/// one is as tall as the text view Xcode measured, and what follows the card moves with it.
@Suite("A text view that does not scroll, laid out from its constraints")
struct TextViewLayoutTests {
    /// An import form: a card holding a 16 pt text view 8 pt in from each side (stored 36 pt
    /// high, as Xcode measured one empty line), 44 pt high at a low priority that the text
    /// view's height beats, and an Import button 70 pt below the card.
    /// `textViewFrame` is the text view's stored frame element ("" for none); `scrolls` whether
    /// it scrolls.
    private static func storyboard(textViewFrame: String, scrolls: Bool = false) -> String {
        phoneScreenStoryboard(controller: #"id="import" customClass="ImportKeyController""#, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="32" y="95" width="311" height="52"/>
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="\(scrolls ? "YES" : "NO")" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="input">
                        \(textViewFrame)
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                    </textView>
                </subviews>
                <constraints>
                    <constraint firstItem="input" firstAttribute="top" secondItem="card" secondAttribute="top" constant="8" id="i-t"/>
                    <constraint firstItem="input" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="i-l"/>
                    <constraint firstAttribute="trailing" secondItem="input" secondAttribute="trailing" constant="8" id="i-r"/>
                    <constraint firstAttribute="bottom" secondItem="input" secondAttribute="bottom" constant="8" id="i-b"/>
                    <constraint firstAttribute="height" priority="250" constant="44" id="c-h"/>
                </constraints>
            </view>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="importButton">
                <rect key="frame" x="32" y="217" width="311" height="44"/>
                <constraints>
                    <constraint firstAttribute="height" constant="44" id="b-h"/>
                </constraints>
                <state key="normal" title="Import"/>
            </button>
            """, constraints: """
            <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="75" id="c-t"/>
            <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="32" id="c-l"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="32" id="c-r"/>
            <constraint firstItem="importButton" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="70" id="b-t"/>
            <constraint firstItem="importButton" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="b-l"/>
            <constraint firstItem="importButton" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="b-r"/>
            """)
    }

    private static let storedFrame = #"<rect key="frame" x="8" y="8" width="295" height="36"/>"#

    private func frames(_ storyboard: String) throws -> (input: Rect?, button: Rect?) {
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        let frames = try laidOutFrames(storyboard, LayoutOptions(device: phone), ["input", "importButton"])
        return (frames[0], frames[1])
    }

    @Test("on an iPhone SE the text view keeps the 36 pt Xcode measured, so the card is 52 pt and Import stands 70 pt below it, where Xcode stored it")
    func storedHeightStands() throws {
        let solved = try frames(Self.storyboard(textViewFrame: Self.storedFrame))
        #expect(solved.input == Rect(x: 8, y: 8, width: 295, height: 36))
        #expect(solved.button == Rect(x: 32, y: 217, width: 311, height: 44))
    }

    @Test("a text view stored without a frame is one 16 pt line (20 pt) and UIKit's 8 pt insets above and below: 36 pt")
    func framelessTextViewIsOneLine() throws {
        let solved = try frames(Self.storyboard(textViewFrame: ""))
        #expect(solved.input?.height == 36)
        #expect(solved.button?.minY == 217)
    }

    @Test("a text view that scrolls has no height of its own")
    func scrollingTextViewHasNoIntrinsicHeight() {
        let font = MarkupElement(name: "fontDescription", attributes: ["key": "fontDescription", "type": "system", "pointSize": "16"], line: 1)
        let scrolling = MarkupElement(name: "textView", attributes: [:], line: 1, children: [font])
        let fixed = MarkupElement(name: "textView", attributes: ["scrollEnabled": "NO"], line: 1, children: [font])
        #expect(IntrinsicContentSize.of(scrolling, kind: .textView, imageSizes: [:]).height == nil)
        #expect(IntrinsicContentSize.of(fixed, kind: .textView, imageSizes: [:]).height == 36)
        #expect(IntrinsicContentSize.of(fixed, kind: .textView, imageSizes: [:]).width == nil)
    }
}
