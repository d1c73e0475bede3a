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

    /// The devices `name` selects: `all`, a device's name (any case, spaces or dashes, with or
    /// without its parentheses: `iPhone SE (3rd generation)`, `iphone-se 3rd generation`), a
    /// part of one name only (`se`, `ipad pro`), an Interface Builder device id or a name
    /// Xcode shows for it (`retina4_7`, `iPhone 8`), or a screen size (`375x667`), optionally
    /// followed by `landscape` or `portrait` (portrait when omitted; ``LayoutOptions/followsStoredOrientation``
    /// turns it the way each file was saved). Nil when nothing matches
    /// or when the part is in several names (`iphone`: ``candidates(_:)`` lists them); `stored`
    /// (the file's own device) is ``LayoutOptions/usesStoredDevice``, not a device.
    public static func named(_ name: String) -> [LayoutDevice]? {
        if case let .devices(devices) = match(name) { return devices }
        return nil
    }

    /// True when `name` ends in `landscape` or `portrait`: it says which way up the device is.
    public static func statesOrientation(_ name: String) -> Bool {
        let last = key(name).split(separator: " ").last
        return last == "landscape" || last == "portrait"
    }

    /// The devices whose names all hold `name` when it selects none because it is in several
    /// (`iphone`: the three iPhones); empty otherwise.
    public static func candidates(_ name: String) -> [LayoutDevice] {
        if case let .ambiguous(devices) = match(name) { return devices }
        return []
    }

    private enum Match {
        case devices([LayoutDevice])
        case ambiguous([LayoutDevice])
        case none
    }

    /// A name as compared: lowercased, dashes as spaces, without parentheses, words single-spaced.
    private static func key(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "," }).joined(separator: " ")
    }

    private static func match(_ name: String) -> Match {
        var words = key(name).split(separator: " ").map(String.init)
        if words == ["all"] { return .devices(all) }
        var landscape = false
        if let last = words.last, last == "landscape" || last == "portrait" {
            landscape = last == "landscape"
            words.removeLast()
        }
        let wanted = words.joined(separator: " ")
        guard !wanted.isEmpty else { return .none }
        func turned(_ device: LayoutDevice) -> LayoutDevice { landscape && !device.isLandscape ? device.landscape : device }
        // A whole name first, then Interface Builder's ids, the names Xcode shows and sizes,
        // then a part of exactly one name.
        if let device = portraits.first(where: { key($0.name) == wanted }) { return .devices([turned(device)]) }
        if let device = interfaceBuilder(named: wanted) { return .devices([turned(device)]) }
        let matches = portraits.filter { key($0.name).contains(wanted) }
        switch matches.count {
        case 0: return .none
        case 1: return .devices([turned(matches[0])])
        default: return .ambiguous(matches)
        }
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
    /// Turn ``device`` the way up each file was saved (Interface Builder's "View As"
    /// orientation, `<device orientation="landscape">`): a document designed in landscape is
    /// laid out on the device in landscape. `--device NAME` asks for this when the name says
    /// neither `landscape` nor `portrait`.
    public var followsStoredOrientation: Bool

    /// Options for `device` and a writing direction; `followsStoredOrientation` turns the device
    /// the way up each file was saved.
    public init(device: LayoutDevice? = nil, rightToLeft: Bool = false, followsStoredOrientation: Bool = false) {
        self.device = device
        self.rightToLeft = rightToLeft
        usesStoredDevice = false
        self.followsStoredOrientation = followsStoredOrientation
    }

    /// The device to lay out `document` (an Interface Builder file's top element) for: the
    /// file's own with ``usesStoredDevice``, else ``device``, turned to landscape when
    /// ``followsStoredOrientation`` and the file was saved in landscape.
    func device(for document: MarkupElement) -> LayoutDevice? {
        if usesStoredDevice { return LayoutDevice.stored(in: document) }
        guard let device, followsStoredOrientation else { return device }
        let savedLandscape = LayoutDevice.stored(in: document)?.isLandscape == true
        return savedLandscape && !device.isLandscape ? device.landscape : device
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
