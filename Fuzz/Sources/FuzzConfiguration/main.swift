import Foundation
import FuzzSupport
import GamepadKitCore

// Harness: GamepadKitConfiguration.decode(plist:) on any bytes (XML, binary, OpenStep or noise).
//
// Invariants:
// - it returns (no crash, no trap, no sanitizer report) whatever the bytes;
// - an issue about the whole file (key path "") comes alone, with the standard configuration;
// - every value in the result is within the range the configuration documents, whatever was asked;
// - no issue's key path or message is longer than 2,000 characters (keys and values are clipped);
// - shared references (seeds shared-references-*.bplist: 2^40 paths in about 200 bytes) are
//   counted before Foundation bridges them, so no input costs more than the limits allow;
// - a text property list Foundation cannot parse never reaches it (the well-formedness check
//   refuses it first, as Foundation on Linux leaks the error of every failed parse): no issue
//   carries the message of Foundation's own readers.
FuzzDriver.run { start, count in
    let result = GamepadKitConfiguration.decode(plist: Data(FuzzDriver.bytes(start, count)))
    let configuration = result.configuration
    if result.issues.contains(where: { $0.keyPath.isEmpty }) {
        FuzzDriver.check(result.issues.count == 1, "a whole-file issue comes alone")
        FuzzDriver.check(configuration == .standard, "a whole-file issue leaves the standard configuration")
    }
    FuzzDriver.check(result.issues.allSatisfy { $0.keyPath.count <= 2_000 && $0.message.count <= 2_000 }, "issues are short")
    FuzzDriver.check(!result.issues.contains { $0.message.contains("(Foundation's ") }, "a file Foundation cannot parse is refused before it reaches Foundation")
    let input = configuration.input
    FuzzDriver.check(ThumbstickSettings.deadzoneRange.contains(input.thumbstick.deadzone), "deadzone in range")
    FuzzDriver.check(ThumbstickSettings.hysteresisRange.contains(input.thumbstick.hysteresisDegrees), "hysteresis in range")
    let timing = input.repeatTiming
    FuzzDriver.check((0.01...10).contains(timing.initialDelay) && (0.01...10).contains(timing.interval), "repeat times in range")
    FuzzDriver.check(timing.acceleration > 0 && timing.acceleration <= 1, "acceleration in range")
    FuzzDriver.check(timing.minimumInterval <= timing.interval, "minimum interval at most the interval")
    let highlight = configuration.highlight
    FuzzDriver.check(highlight.lineWidth > 0 && highlight.lineWidth <= 50, "line width in range")
    FuzzDriver.check((-50...50).contains(highlight.padding), "padding in range")
    FuzzDriver.check((0...5).contains(highlight.animationDuration), "animation duration in range")
    FuzzDriver.check(highlight.cornerRadius.map { (0...1000).contains($0) } ?? true, "corner radius in range")
    FuzzDriver.check(!configuration.preferredInitialFocus.contains(""), "no empty initial focus id")
    return 0
}
