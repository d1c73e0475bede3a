import GamepadKitCore

/// A device screen a scene can be laid out for from its constraints (`--device`), with its
/// safe-area insets, in portrait or landscape.
public struct LayoutDevice: Hashable, Sendable {
    /// The device's name, e.g. `iPhone SE (3rd generation)`.
    public var name: String
    /// The screen in the chosen orientation.
    public var size: LayoutSize
    /// The safe-area insets in that orientation (top: the status bar or sensor housing).
    public var safeArea: LayoutInsets
    /// True in landscape.
    public var isLandscape: Bool

    /// Creates a device screen.
    public init(name: String, size: LayoutSize, safeArea: LayoutInsets, isLandscape: Bool = false) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.isLandscape = isLandscape
    }

    /// `name, portrait` or `name, landscape`.
    public var title: String { "\(name), \(isLandscape ? "landscape" : "portrait")" }

    /// True for an iPad screen.
    public var isPad: Bool { min(size.width, size.height) >= 744 }

    /// The devices `--device` knows, in portrait: the smallest and largest current iPhones and
    /// iPads.
    public static let portraits: [LayoutDevice] = [
        LayoutDevice(name: "iPhone SE (3rd generation)", size: LayoutSize(width: 375, height: 667), safeArea: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0)),
        LayoutDevice(name: "iPhone 16", size: LayoutSize(width: 393, height: 852), safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)),
        LayoutDevice(name: "iPhone 16 Pro Max", size: LayoutSize(width: 440, height: 956), safeArea: LayoutInsets(top: 62, left: 0, bottom: 34, right: 0)),
        LayoutDevice(name: "iPad mini", size: LayoutSize(width: 744, height: 1133), safeArea: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0)),
        LayoutDevice(name: "iPad Pro 13-inch", size: LayoutSize(width: 1032, height: 1376), safeArea: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    /// The device turned to landscape: iPhones lose the status bar and keep the sensor
    /// housing's inset on both sides (21 pt for the home indicator); iPads keep their insets.
    public var landscape: LayoutDevice {
        let turned = LayoutSize(width: size.height, height: size.width)
        let insets: LayoutInsets
        if isPad {
            insets = safeArea
        } else if safeArea.bottom > 0 {
            insets = LayoutInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top)
        } else {
            insets = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        return LayoutDevice(name: name, size: turned, safeArea: insets, isLandscape: true)
    }

    /// Every device in portrait, then every device in landscape.
    public static var all: [LayoutDevice] { portraits + portraits.map(\.landscape) }

    /// The devices `name` selects: `all`, a device's name (any case, spaces or dashes, an
    /// unambiguous part such as `se`, `ipad pro`), an Interface Builder device id or a name
    /// Xcode shows for it (`retina4_7`, `iPhone 8`), or a screen size (`375x667`), optionally
    /// followed by `landscape` or `portrait` (portrait when omitted). Nil when nothing matches;
    /// `stored` (the file's own device) is ``LayoutOptions/usesStoredDevice``, not a device.
    public static func named(_ name: String) -> [LayoutDevice]? {
        let words = name.lowercased().replacingOccurrences(of: "-", with: " ").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if words == ["all"] { return all }
        var rest = words
        var landscape = false
        if let last = rest.last, last == "landscape" || last == "portrait" {
            landscape = last == "landscape"
            rest.removeLast()
        }
        let wanted = rest.joined(separator: " ")
        guard !wanted.isEmpty else { return nil }
        func key(_ device: LayoutDevice) -> String {
            device.name.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
        }
        let exact = portraits.filter { key($0) == wanted }
        // Interface Builder's ids, the names Xcode shows and sizes, before parts of names.
        if exact.isEmpty, let device = interfaceBuilder(named: wanted) {
            return [landscape && !device.isLandscape ? device.landscape : device]
        }
        let matches = exact.isEmpty ? portraits.filter { key($0).contains(wanted) } : exact
        // "iPhone 16" also matches "iPhone 16 Pro Max": the shorter name wins a tie of prefixes.
        guard let device = matches.count == 1 ? matches.first : matches.first(where: { key($0) == wanted }) ?? matches.min(by: { $0.name.count < $1.name.count }).flatMap({ key($0).hasPrefix(wanted) ? $0 : nil }) else { return nil }
        return [landscape ? device.landscape : device]
    }

    /// The names `--device` accepts, for messages.
    public static var acceptedNames: String {
        (["all", "stored"] + portraits.map(\.name)).joined(separator: ", ")
            + ", an Interface Builder device (retina4_7, iPhone 8) or a size (375x667) (add \"landscape\" for landscape)"
    }
}

/// How a file's scenes are laid out: as the file stores them, or from their constraints for a
/// device and a writing direction.
public struct LayoutOptions: Hashable, Sendable {
    /// The device to lay scenes out for; nil keeps the stored frames (and solves the
    /// constraints only of views without one).
    public var device: LayoutDevice?
    /// Lay out leading and trailing mirrored, as a right-to-left language does.
    public var rightToLeft: Bool
    /// Lay each file out at the device it was saved as (Interface Builder's "View As",
    /// `--device stored`), in place of ``device``; a file that names no device keeps its
    /// stored frames.
    public var usesStoredDevice: Bool

    /// Options for `device` and a writing direction.
    public init(device: LayoutDevice? = nil, rightToLeft: Bool = false) {
        self.device = device
        self.rightToLeft = rightToLeft
        usesStoredDevice = false
    }

    /// Options that lay each file out at the device it was saved as.
    public static func storedDevice(rightToLeft: Bool = false) -> LayoutOptions {
        var options = LayoutOptions(rightToLeft: rightToLeft)
        options.usesStoredDevice = true
        return options
    }

    /// True when the constraints decide every frame (a device or right-to-left was asked for).
    public var solvesEveryFrame: Bool { device != nil || rightToLeft }
}
