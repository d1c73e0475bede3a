import Foundation
import GamepadKitInterchange

/// The layouts `--device NAME|all|stored` and `--rtl` ask for: one ``LayoutOptions`` per device (the
/// stored frames when no device is named).
public enum DeviceLayoutChoice {
    /// The layouts for `device` (nil: the file's own frames) and `rightToLeft`. Throws naming
    /// the devices there are when `device` names none, and the candidates when it is part of
    /// several names (`iphone`).
    public static func layouts(device: String?, rightToLeft: Bool) throws(ToolFailure) -> [LayoutOptions] {
        guard let device else { return [LayoutOptions(rightToLeft: rightToLeft)] }
        if device.trimmingCharacters(in: .whitespaces).lowercased() == "stored" { return [.storedDevice(rightToLeft: rightToLeft)] }
        guard let devices = LayoutDevice.named(device) else {
            let candidates = LayoutDevice.candidates(device)
            if !candidates.isEmpty {
                throw ToolFailure("device \"\(LayoutLinter.clipped(device))\" is ambiguous: it could be \(candidates.map(\.name).joined(separator: ", ")); name one of them")
            }
            throw ToolFailure("unknown device \"\(LayoutLinter.clipped(device))\"; accepted: \(LayoutDevice.acceptedNames)")
        }
        // One device named without an orientation is turned the way up each file was saved.
        let follows = devices.count == 1 && !LayoutDevice.statesOrientation(device)
        return devices.map { LayoutOptions(device: $0, rightToLeft: rightToLeft, followsStoredOrientation: follows) }
    }

    /// `name`, with the device and direction it was laid out for: `Calculator [iPhone SE (3rd generation), portrait, right to left]`
    /// (without the orientation when each file keeps its own: `Calculator [iPhone SE (3rd generation)]`).
    public static func sceneName(_ name: String, options: LayoutOptions) -> String {
        let variant = variantName(options)
        return variant.isEmpty ? name : "\(name) [\(variant)]"
    }

    /// The layout `options` asks for, as a scene name carries it ("iPhone SE, right to left");
    /// empty for the file's own frames.
    public static func variantName(_ options: LayoutOptions) -> String {
        var parts: [String] = []
        if options.usesStoredDevice {
            parts.append("stored device")
        } else if let device = options.device {
            // Turned the way up each file was saved: the orientation is the file's.
            parts.append(options.followsStoredOrientation ? device.name : device.title)
        }
        if options.rightToLeft { parts.append("right to left") }
        return parts.joined(separator: ", ")
    }

    /// `name` without the layout ``sceneName(_:options:)`` added for `options`.
    public static func baseName(_ name: String, options: LayoutOptions) -> String {
        let variant = variantName(options)
        let suffix = " [\(variant)]"
        guard !variant.isEmpty, name.hasSuffix(suffix) else { return name }
        return String(name.dropLast(suffix.count))
    }
}
