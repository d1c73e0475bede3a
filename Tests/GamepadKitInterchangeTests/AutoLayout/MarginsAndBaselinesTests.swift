import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("Layout margins a view preserves from its superview, and the baselines of labels of several lines")
struct MarginsAndBaselinesTests {
    /// A view of the root view's width at `x` inset `inset` from its sides, preserving its
    /// superview's margins or not, holding a text field pinned to its leading and trailing margins.
    private static func container(_ id: String, y: Int, inset: Int, preserves: Bool) -> (subview: String, constraints: String) {
        let width = 375 - 2 * inset
        let subview = """
        <view contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(inset)" y="\(y)" width="\(width)" height="60"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-field">
                    <rect key="frame" x="8" y="13" width="\(width - 16)" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="\(id)-field" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(id)-l"/>
                <constraint firstAttribute="trailingMargin" secondItem="\(id)-field" secondAttribute="trailing" id="\(id)-t"/>
                <constraint firstItem="\(id)-field" firstAttribute="centerY" secondItem="\(id)" secondAttribute="centerY" id="\(id)-c"/>
                <constraint firstItem="\(id)-field" firstAttribute="height" constant="34" id="\(id)-h"/>
            </constraints>
        </view>
        """
        let constraints = """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="\(id)-cl"/>
        <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="\(inset)" id="\(id)-ct"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-cy"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="60" id="\(id)-ch"/>
        """
        return (subview, constraints)
    }

    @Test("a view flush with the screen's sides that preserves its superview's margins keeps the root view's 16 pt; one that does not, or stands 10 pt in, has its own 8 pt; on a wider screen, the wider screen's 20")
    func preservedMargins() throws {
        let parts = [Self.container("flush", y: 100, inset: 0, preserves: true),
                     Self.container("own", y: 200, inset: 0, preserves: false),
                     Self.container("inset", y: 300, inset: 10, preserves: true)]
        let storyboard = phoneScreenStoryboard(controller: #"id="form""#, subviews: parts.map(\.subview).joined(separator: "\n"),
                                               constraints: parts.map(\.constraints).joined(separator: "\n"))
        let frames = try laidOutFrames(storyboard, .storedDevice(), ["flush-field", "own-field", "inset-field"])
        #expect(frames[0] == Rect(x: 16, y: 13, width: 343, height: 34))
        #expect(frames[1] == Rect(x: 8, y: 13, width: 359, height: 34))
        // 16 pt of the root's margin less the 10 pt the view stands in leaves 6: its own 8 wins.
        #expect(frames[2] == Rect(x: 8, y: 13, width: 339, height: 34))
        // On a 440 pt screen the root's margins are 20: the flush view keeps 20 at both sides,
        // its distances measured in the file's 375 pt root.
        let wide = LayoutDevice.screen(named: "440×956", size: LayoutSize(width: 440, height: 956))
        let wideFrames = try laidOutFrames(storyboard, LayoutOptions(device: wide), ["flush-field", "own-field", "inset-field"])
        #expect(wideFrames[0] == Rect(x: 20, y: 13, width: 400, height: 34))
        #expect(wideFrames[1] == Rect(x: 8, y: 13, width: 424, height: 34))
        #expect(wideFrames[2] == Rect(x: 10, y: 13, width: 400, height: 34))
    }

    @Test("a content view in a scroll view flush with the screen keeps the root view's 16 pt sides, and its own 8 pt top: its distance from the top changes as it scrolls")
    func preservedMarginsInAScrollView() throws {
        let storyboard = phoneScreenStoryboard(controller: #"id="long""#, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="submit">
                                <rect key="frame" x="16" y="8" width="343" height="30"/>
                                <state key="normal" title="Submit"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="submit" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b-l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="submit" secondAttribute="trailing" id="b-t"/>
                            <constraint firstItem="submit" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b-top"/>
                            <constraint firstItem="submit" firstAttribute="height" constant="30" id="b-h"/>
                            <constraint firstItem="content" firstAttribute="height" constant="300" id="c-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-top"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-l"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-t"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-b"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-t"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c-w"/>
            """)
        let frames = try laidOutFrames(storyboard, .storedDevice(), ["submit"])
        #expect(frames[0] == Rect(x: 16, y: 8, width: 343, height: 30))
    }

    @Test("a form's content view pinned to its scroll view's leading and trailing edges and centred in it is as wide as the scroll view's frame: its centre is the frame's, not the content's, so a wide label does not widen it")
    func contentCentredOnTheScrollViewsFrame() throws {
        let storyboard = phoneScreenStoryboard(controller: #"id="form""#, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Message title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="10" y="20" width="355" height="40"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textField>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A note that reads far wider than the screen it is shown on, in one line" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                <rect key="frame" x="20" y="80" width="335" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="t-l"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="10" id="t-t"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="t-top"/>
                            <constraint firstItem="title" firstAttribute="height" constant="40" id="t-h"/>
                            <constraint firstItem="note" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="n-l"/>
                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="note" secondAttribute="trailing" constant="20" id="n-t"/>
                            <constraint firstItem="note" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="n-top"/>
                            <constraint firstItem="content" firstAttribute="height" constant="800" id="c-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-top"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-l"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-t"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-b"/>
                    <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="c-x"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s-top"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-t"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-b"/>
            """)
        let frames = try laidOutFrames(storyboard, .storedDevice(), ["content", "title"])
        #expect(frames[0] == Rect(x: 0, y: 0, width: 375, height: 800))
        #expect(frames[1] == Rect(x: 10, y: 20, width: 355, height: 40))
        let wide = LayoutDevice.screen(named: "440×956", size: LayoutSize(width: 440, height: 956))
        let wideFrames = try laidOutFrames(storyboard, LayoutOptions(device: wide), ["content", "title"])
        #expect(wideFrames[0]?.width == 440)
        #expect(wideFrames[1]?.width == 420)
    }

    /// A label at y 47, 65.5 pt high in 12 pt type, of `lines` lines (0: as many as it needs),
    /// and a 44 pt high button in 15 pt type beside it whose `attribute` is the label's.
    private static func storyboard(lines: Int?, attribute: String) -> String {
        phoneScreenStoryboard(controller: #"id="story""#, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A story of four lines, told in small type beside the button that reads it" \(lines.map { "numberOfLines=\"\($0)\"" } ?? "") lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="summary">
                <rect key="frame" x="16" y="47" width="200" height="65.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="read">
                <rect key="frame" x="224" y="82" width="61" height="44"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Read"/>
            </button>
            """, constraints: """
            <constraint firstItem="summary" firstAttribute="top" secondItem="root" secondAttribute="top" constant="47" id="s-top"/>
            <constraint firstItem="summary" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="s-l"/>
            <constraint firstItem="summary" firstAttribute="width" constant="200" id="s-w"/>
            <constraint firstItem="summary" firstAttribute="height" constant="65.5" id="s-h"/>
            <constraint firstItem="read" firstAttribute="leading" secondItem="summary" secondAttribute="trailing" constant="8" id="r-l"/>
            <constraint firstItem="read" firstAttribute="width" constant="61" id="r-w"/>
            <constraint firstItem="read" firstAttribute="height" constant="44" id="r-h"/>
            <constraint firstItem="read" firstAttribute="\(attribute)" secondItem="summary" secondAttribute="\(attribute)" id="r-b"/>
            """)
    }

    @Test("a button on the baseline of a label of four lines sits by its bottom line, on its first baseline by its top line; by a one-line label, by its middle")
    func baselinesOfSeveralLines() throws {
        // The label's bottom line: 47 + 65.5 − a descender of 3 = 109.5; the button's baseline is
        // 22 + 0.35 × 15 = 27.25 below its top.
        let last = try laidOutFrames(Self.storyboard(lines: 0, attribute: "baseline"), .storedDevice(), ["read"])
        #expect(last[0] == Rect(x: 224, y: 82.25, width: 61, height: 44))
        let lastNamed = try laidOutFrames(Self.storyboard(lines: 4, attribute: "lastBaseline"), .storedDevice(), ["read"])
        #expect(lastNamed[0] == Rect(x: 224, y: 82.25, width: 61, height: 44))
        // Its top line: 47 + an ascender of 11.4 = 58.4.
        let first = try laidOutFrames(Self.storyboard(lines: 0, attribute: "firstBaseline"), .storedDevice(), ["read"])
        let firstY = try #require(first[0]?.minY)
        #expect(abs(firstY - 31.15) < 0.001)
        // A label of one line centres its text: 47 + 32.75 + 4.2 = 83.95.
        let single = try laidOutFrames(Self.storyboard(lines: nil, attribute: "baseline"), .storedDevice(), ["read"])
        let singleY = try #require(single[0]?.minY)
        #expect(abs(singleY - 56.7) < 0.001)
    }
}
