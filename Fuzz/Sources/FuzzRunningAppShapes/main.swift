import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange

// Harness: RunningAppFormat.scene on running-app shapes built from the bytes rather than on raw
// bytes (FuzzRunningApp): an Appium/WebDriverAgent page source or a UIKit recursiveDescription
// dump of up to 48 elements, nested up to six deep, whose names are drawn from a handful (so
// that many share one), with frames from ordinary to far (1e19, 1e300) and unions that overflow,
// hidden and disabled ones among them.
//
// Invariants:
// - it returns a scene, nil or an InterchangeError with a short message (no crash or trap);
// - a scene scans and maps (SceneInvariants: unique candidate ids, finite frames, neighbours
//   that are other candidates), and its bounds are finite.
FuzzDriver.run { start, count in
    var input = FuzzBytes(FuzzDriver.bytes(start, count))
    let text = input.choice(2) == 0 ? RunningAppShape.pageSource(&input) : RunningAppShape.recursiveDescription(&input)
    let scene: LayoutScene
    do {
        guard let read = try RunningAppFormat.scene(from: Data(text.utf8), file: "fuzz.dump", name: "fuzz") else { return 0 }
        scene = read
    } catch let error as InterchangeError {
        FuzzDriver.check(error.description.count <= SceneInvariants.maximumMessageCharacters, "error messages stay short")
        return 0
    } catch {
        FuzzDriver.check(false, "only InterchangeError is thrown (got \(type(of: error)))")
        return 0
    }
    FuzzDriver.check(scene.bounds.width.isFinite && scene.bounds.height.isFinite, "the screen is finite")
    SceneInvariants.check(root: scene.root, bounds: scene.bounds)
    return 0
}

/// Running-app dumps drawn from the bytes.
enum RunningAppShape {
    static let names = ["Play", "Play", "Settings", "", "Row", "a\u{202E}b"]
    static let appiumTypes = ["Button", "StaticText", "Cell", "Table", "Other", "Switch", "TextField", "ScrollView", "Image", "NavigationBar"]
    static let uikitClasses = ["UIButton", "UILabel", "UITableViewCell", "UITableView", "UIView", "UISwitch", "UITextField", "UIScrollView"]

    /// An element's frame: mostly on screen, sometimes far or huge.
    static func frame(_ input: inout FuzzBytes) -> (Double, Double, Double, Double) {
        guard input.choice(4) == 0 else {
            return (Double(input.choice(390)), Double(input.choice(844)), Double(1 + input.choice(200)), Double(1 + input.choice(100)))
        }
        return (input.number(), input.number(), abs(input.number()), abs(input.number()))
    }

    static func pageSource(_ input: inout FuzzBytes) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
        var open: [String] = []
        for _ in 0..<(1 + input.choice(48)) {
            if !open.isEmpty, input.choice(3) == 0 { out += "</\(open.removeLast())>" }
            let type = "XCUIElementType" + input.pick(appiumTypes)
            let (x, y, width, height) = frame(&input)
            let name = input.pick(names)
            out += #"<\#(type) type="\#(type)" name="\#(name)" label="\#(name)" enabled="\#(input.choice(5) != 0)" visible="\#(input.choice(5) != 0)" accessible="true" x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)">"#
            if open.count < 6, input.choice(2) == 0 { open.append(type) } else { out += "</\(type)>" }
        }
        while let type = open.popLast() { out += "</\(type)>" }
        return out + "</XCUIElementTypeApplication></AppiumAUT>"
    }

    static func recursiveDescription(_ input: inout FuzzBytes) -> String {
        var lines = ["<UIWindow: 0x100000000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000000>>"]
        var depth = 0
        for index in 0..<(1 + input.choice(48)) {
            depth = max(1, min(6, depth + input.choice(3) - 1))
            let (x, y, width, height) = frame(&input)
            let hidden = input.choice(6) == 0 ? "; hidden = YES" : ""
            let label = input.choice(2) == 0 ? "; text = '\(input.pick(names))'" : ""
            let prefix = String(repeating: "   | ", count: depth)
            lines.append("\(prefix)<\(input.pick(uikitClasses)): 0x\(String(0x104000000 + index * 16, radix: 16)); frame = (\(x) \(y); \(width) \(height))\(label)\(hidden); layer = <CALayer: 0x6000003e\(index)>>")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
