import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange

// Harness: the storyboard → constraint layout path on small storyboards built from the bytes:
// a root view holding up to four views (buttons, labels, images, a scroll view, a stack view),
// each maybe without a frame or at far coordinates (1e19…), with up to twelve constraints
// between them, the root, its safe area and its margins (any attribute, relation, multiplier,
// constant and priority), laid out as stored, for a device, or right to left.
//
// Invariants:
// - it returns scenes or throws an InterchangeError with a short message (no crash, trap or
//   spin);
// - every scene scans and maps (SceneInvariants) and each of its constraint issues has a short
//   message on one line.
FuzzDriver.run { start, count in
    var input = FuzzBytes(FuzzDriver.bytes(start, count))
    let xml = StoryboardShape.make(&input)
    let options: LayoutOptions
    switch input.choice(3) {
    case 0: options = LayoutOptions()
    case 1: options = LayoutOptions(device: LayoutDevice.named("iPhone SE")?.first)
    default: options = LayoutOptions(rightToLeft: true)
    }
    let scenes: [LayoutScene]
    do {
        scenes = try InterfaceBuilderDocument.scenes(from: Data(xml.utf8), file: "fuzz.storyboard", options: options)
    } catch let error as InterchangeError {
        FuzzDriver.check(error.description.count <= SceneInvariants.maximumMessageCharacters, "error messages stay short")
        return 0
    } catch {
        FuzzDriver.check(false, "only InterchangeError is thrown (got \(type(of: error)))")
        return 0
    }
    for scene in scenes {
        SceneInvariants.check(root: scene.root, bounds: scene.bounds)
        for issue in scene.constraintIssues {
            FuzzDriver.check(issue.message.count <= SceneInvariants.maximumMessageCharacters, "issue messages stay short")
            FuzzDriver.check(!issue.message.contains("\n"), "an issue's message is one line")
        }
    }
    return 0
}

/// A small storyboard drawn from the bytes.
enum StoryboardShape {
    static let elements = ["button", "label", "imageView", "scrollView", "stackView", "view", "switch", "slider"]
    static let attributes = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
                             "baseline", "leadingMargin", "topMargin", "firstBaseline", "bogus"]
    static let items = ["root", "safe", "v0", "v1", "v2", "v3", "missing"]

    static func make(_ input: inout FuzzBytes) -> String {
        var views = ""
        let viewCount = 1 + input.choice(4)
        for index in 0..<viewCount {
            let element = input.pick(elements)
            let autoLayout = input.choice(4) == 0 ? "" : #" translatesAutoresizingMaskIntoConstraints="NO""#
            let image = element == "imageView" ? #" image="picture""# : ""
            var body = ""
            if input.choice(4) != 0 {
                body += #"<rect key="frame" x="\#(input.number())" y="\#(input.number())" width="\#(abs(input.number()))" height="\#(abs(input.number()))"/>"#
            }
            if element == "button" { body += #"<state key="normal" title="Go \#(index)"/>"# }
            if element == "label" { body += "" }
            let text = element == "label" ? #" text="Label \#(index)""# : ""
            views += #"<\#(element) id="v\#(index)"\#(autoLayout)\#(image)\#(text)>\#(body)</\#(element)>"#
        }
        var constraints = ""
        for index in 0..<input.choice(13) {
            let first = input.pick(items), second = input.pick(items)
            var fields = #"firstItem="\#(first)" firstAttribute="\#(input.pick(attributes))""#
            if input.choice(4) != 0 { fields += #" secondItem="\#(second)" secondAttribute="\#(input.pick(attributes))""# }
            if input.choice(3) == 0 { fields += #" relation="\#(input.pick(["greaterThanOrEqual", "lessThanOrEqual"]))""# }
            if input.choice(3) == 0 { fields += #" multiplier="\#(input.pick(["2", "0.5", "3:4", "1e19:1", "9000000", "1/0"]))""# }
            if input.choice(2) == 0 { fields += #" constant="\#(input.number())""# }
            if input.choice(3) == 0 { fields += #" priority="\#(input.pick(["999", "750", "250", "1", "1e300"]))""# }
            constraints += #"<constraint \#(fields) id="c\#(index)"/>"#
        }
        let imageWidth = abs(input.number()), imageHeight = abs(input.number())
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>\(views)</subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>\(constraints)</constraints>
        </view></viewController></objects></scene></scenes>
        <resources><image name="picture" width="\(imageWidth)" height="\(imageHeight)"/></resources>
        </document>
        """
    }
}
