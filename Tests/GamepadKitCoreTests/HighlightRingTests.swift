import Foundation
import Testing
@testable import GamepadKitCore

@Suite("Highlight ring: two tones, contrast and the bump")
struct HighlightRingTests {
    private func color(_ hex: String) throws -> RGBAColor {
        try #require(RGBAColor(hex: hex))
    }

    @Test("the standard blue ring gets black edges: black contrasts 5.8:1 with it, white only 3.6:1")
    func standardBlueGetsBlackEdges() throws {
        let blue = HighlightStyle.standardColor
        #expect(blue.contrastingEdgeColor.hexString == "#000000FF")
        #expect(abs(blue.contrastRatio(with: try color("#000000")) - 5.76) < 0.01)
        #expect(abs(blue.contrastRatio(with: try color("#FFFFFF")) - 3.65) < 0.01)
    }

    @Test("a dark ring gets white edges, a light one black edges, and the ring's alpha is kept")
    func edgesFollowLightness() throws {
        #expect(try color("#1C1C3C").contrastingEdgeColor.hexString == "#FFFFFFFF")
        #expect(try color("#FFD60A").contrastingEdgeColor.hexString == "#000000FF")
        #expect(try color("#FFFFFF").contrastingEdgeColor.hexString == "#000000FF")
        #expect(try color("#000000").contrastingEdgeColor.hexString == "#FFFFFFFF")
        #expect(try color("#8B0000CC").contrastingEdgeColor.hexString == "#FFFFFFCC")
    }

    @Test("black and white contrast 21:1; a colour with itself 1:1")
    func contrastRatioBounds() throws {
        #expect(abs(try color("#000000").contrastRatio(with: try color("#FFFFFF")) - 21) < 1e-9)
        #expect(try color("#0A84FF").contrastRatio(with: try color("#0A84FF")) == 1)
    }

    @Test("a two-tone ring keeps the colour band in place and adds a 1.5-point edge on each side of it")
    func twoToneBands() {
        let placement = HighlightPlacement(frame: Rect(x: 10, y: 10, width: 100, height: 40), cornerRadius: 8, lineWidth: 3)
        let ring = HighlightRingLayout(placement: placement, style: .standard)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(ring.frame == Rect(x: 8.5, y: 8.5, width: 103, height: 43))
        let expected: [HighlightRingLayout.Band] = [
            HighlightRingLayout.Band(inset: 0, lineWidth: 1.5, cornerRadius: 9.5, color: black),
            HighlightRingLayout.Band(inset: 1.5, lineWidth: 3, cornerRadius: 8, color: HighlightStyle.standardColor),
            HighlightRingLayout.Band(inset: 4.5, lineWidth: 1.5, cornerRadius: 5, color: black),
        ]
        #expect(ring.bands == expected)
    }

    @Test("highlight.outerColor replaces the computed edge colour; a single ring is the colour band alone")
    func outerColorAndSingle() throws {
        let placement = HighlightPlacement(frame: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 2, lineWidth: 6)
        let orange = try color("#FF9500")
        let ring = HighlightRingLayout(placement: placement, style: HighlightStyle(outerColor: orange))
        #expect(ring.bands.map(\.color) == [orange, HighlightStyle.standardColor, orange])
        #expect(ring.bands.map(\.lineWidth) == [2, 6, 2])
        #expect(ring.bands[2].cornerRadius == 0)
        let single = HighlightRingLayout(placement: placement, style: HighlightStyle(ringStyle: .single))
        #expect(single == HighlightRingLayout(frame: placement.frame, bands: [.init(inset: 0, lineWidth: 6, cornerRadius: 2, color: HighlightStyle.standardColor)]))
    }

    @Test("edges are half the line width, never thinner than 1 point or thicker than 2")
    func edgeWidths() {
        #expect(HighlightRingLayout.edgeWidth(forLineWidth: 1) == 1)
        #expect(HighlightRingLayout.edgeWidth(forLineWidth: 3) == 1.5)
        #expect(HighlightRingLayout.edgeWidth(forLineWidth: 10) == 2)
    }

    @Test("a bump to the right nudges the ring 6 points right, 3 back left, then home, in thirds of the time")
    func nudgeRight() {
        let nudge = HighlightNudge(direction: .right, distance: 6)
        #expect(nudge.duration == 0.18)
        let expected: [HighlightNudge.Keyframe] = [
            HighlightNudge.Keyframe(time: 0, dx: 0, dy: 0), HighlightNudge.Keyframe(time: 1.0 / 3, dx: 6, dy: 0),
            HighlightNudge.Keyframe(time: 2.0 / 3, dx: -3, dy: 0), HighlightNudge.Keyframe(time: 1, dx: 0, dy: 0),
        ]
        #expect(nudge.keyframes == expected)
    }

    @Test("a bump upwards moves the ring up first (negative y, as UIKit's axis points down)")
    func nudgeUp() {
        #expect(HighlightNudge(direction: .up, distance: 10).keyframes.map(\.dy) == [0, -10, 5, 0])
        #expect(HighlightNudge(direction: .up, distance: 10).keyframes.map(\.dx) == [0, 0, 0, 0])
        #expect(HighlightNudge(direction: .left, distance: -4).isEmpty)
        #expect(HighlightNudge(direction: .left, distance: .nan).distance == 0)
    }

    @Test("the bump's shake uses highlight.bumpDistance; at 0 the shake still comes (for haptics) but moves nothing")
    func bumpMotionDistance() {
        #expect(HighlightMotion.motion(for: .bump(.down), isVisible: true, placement: nil, animationDuration: 0.2, bumpDistance: 10)
            == .shake(.down, distance: 10, duration: 0.18))
        #expect(HighlightMotion.motion(for: .bump(.down), isVisible: true, placement: nil, animationDuration: 0.2, bumpDistance: 0)
            == .shake(.down, distance: 0, duration: 0.18))
    }
}

@Suite("Configuration: highlight style, bump and the on-device map")
struct WorkflowConfigurationTests {
    @Test("highlight.style, outerColor, bumpDistance, bumpHaptics and debug.showsMap decode to their values")
    func decodesNewKeys() {
        let result = GamepadKitConfiguration.decode(plist: plistData("""
        <key>highlight</key>
        <dict>
            <key>style</key><string>single</string>
            <key>outerColor</key><string>#FFFFFF</string>
            <key>bumpDistance</key><integer>10</integer>
            <key>bumpHaptics</key><real>0.5</real>
        </dict>
        <key>debug</key>
        <dict><key>showsMap</key><true/></dict>
        """))
        #expect(result.issues == [])
        let style = result.configuration.highlight
        #expect(style.ringStyle == .single)
        #expect(style.outerColor?.hexString == "#FFFFFFFF")
        #expect(style.edgeColor.hexString == "#FFFFFFFF")
        #expect(style.bumpDistance == 10)
        #expect(style.bumpHapticStrength == 0.5)
        #expect(result.configuration.debug.showsMap)
    }

    @Test("the defaults: a two-tone ring, computed edges, a 6-point nudge, no haptics, no map")
    func defaults() {
        let standard = GamepadKitConfiguration.standard
        #expect(standard.highlight.ringStyle == .twoTone)
        #expect(standard.highlight.outerColor == nil)
        #expect(standard.highlight.bumpDistance == 6)
        #expect(standard.highlight.bumpHapticStrength == 0)
        #expect(!standard.debug.showsMap)
    }

    @Test("a bad style, edge colour, nudge or haptic strength keeps its default and names the key and what it accepts")
    func badValues() {
        let result = GamepadKitConfiguration.decode(plist: plistData("""
        <key>highlight</key>
        <dict>
            <key>style</key><string>neon</string>
            <key>outerColor</key><string>white</string>
            <key>bumpDistance</key><integer>25</integer>
            <key>bumpHaptics</key><real>1.5</real>
        </dict>
        <key>debug</key>
        <dict><key>showsMap</key><string>yes</string></dict>
        """))
        #expect(result.configuration == .standard)
        #expect(result.issues.map(\.keyPath) == ["debug.showsMap", "highlight.bumpDistance", "highlight.bumpHaptics",
                                                 "highlight.outerColor", "highlight.style"])
        #expect(result.issues.last?.message == "unknown style 'neon'; accepted: twoTone, single")
        #expect(result.issues[1].message == "25 is out of range; accepted: a number of points from 0 to 20 (0 turns the nudge off)")
    }
}
