import GamepadKitCore

/// The devices of Interface Builder's "View As" bar, so that a file can be laid out at the
/// device it was saved as and compared with the frames Xcode stored: by IB's device id
/// (`retina4_7`), by a name Xcode shows for it (`iPhone 8`), or by a screen size (`375x667`).
extension LayoutDevice {
    /// Interface Builder's iPhone and iPad device ids, with the names Xcode shows for them
    /// (the first one names the device).
    static let interfaceBuilderNames: [(id: String, names: [String])] = [
        ("retina3_5", ["iPhone 4s"]),
        ("retina4_0", ["iPhone SE (1st generation)", "iPhone 5s", "iPhone 5"]),
        ("retina4_7", ["iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6", "iPhone SE (2nd generation)"]),
        ("retina5_5", ["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"]),
        ("retina5_9", ["iPhone 11 Pro", "iPhone XS", "iPhone X"]),
        ("retina6_1", ["iPhone 11", "iPhone XR"]),
        ("retina6_5", ["iPhone 11 Pro Max", "iPhone XS Max"]),
        ("retina6_0", ["iPhone 14", "iPhone 13", "iPhone 12", "iPhone 13 Pro", "iPhone 12 Pro"]),
        ("retina6_12", ["iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"]),
        ("retina6_3", ["iPhone 16 Pro"]),
        ("retina6_7", ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"]),
        ("retina6_72", ["iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 14 Pro Max", "iPhone 16 Plus"]),
        ("retina6_9", ["iPhone 16 Pro Max"]),
        ("ipad9_7", ["iPad (6th generation)", "iPad Air 2", "iPad Pro (9.7-inch)"]),
        ("ipad10_2", ["iPad (9th generation)"]),
        ("ipad10_5", ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"]),
        ("ipad10_9rounded", ["iPad Air (5th generation)", "iPad (10th generation)"]),
        ("ipad11", ["iPad Pro (11-inch)"]),
        ("ipad11_0rounded", ["iPad Pro (11-inch) (4th generation)"]),
        ("ipad12_9", ["iPad Pro (12.9-inch) (2nd generation)"]),
        ("ipad12_9rounded", ["iPad Pro (12.9-inch) (6th generation)"]),
    ]

    /// The device Interface Builder calls `id`, in portrait; nil for an id it does not know.
    public static func interfaceBuilder(id: String) -> LayoutDevice? {
        guard let size = SimulatedScreen.deviceSizes[id] else { return nil }
        let name = interfaceBuilderNames.first { $0.id == id }?.names.first ?? id
        return screen(named: name, size: size)
    }

    /// A device screen of `size` (portrait or landscape as given) with the safe area of the
    /// iPhone or iPad of that size: the status bar or sensor housing on top, the home
    /// indicator below.
    public static func screen(named name: String, size: LayoutSize) -> LayoutDevice {
        let portrait = LayoutSize(width: min(size.width, size.height), height: max(size.width, size.height))
        let device = LayoutDevice(name: name, size: portrait,
                                  safeArea: LayoutInsets(top: BarLayout.statusBarHeight(screen: portrait), left: 0,
                                                         bottom: BarLayout.homeIndicatorHeight(screen: portrait), right: 0))
        return size.width > size.height ? device.landscape : device
    }

    /// The device Interface Builder shows the document `document` as ("View As": its
    /// `<device id orientation>`), turned when it is viewed in landscape; nil when it names
    /// none Interface Builder's iPhones and iPads have.
    static func stored(in document: MarkupElement) -> LayoutDevice? {
        guard let element = document.child("device"), let id = element["id"], let device = interfaceBuilder(id: id) else { return nil }
        return element["orientation"] == "landscape" ? device.landscape : device
    }

    /// The device `words` (lowercased, without `landscape`/`portrait`) names among Interface
    /// Builder's: an id (`retina4_7`), a name Xcode shows (`iphone 8`), or a size (`375x667`,
    /// width first: `667x375` is the same device in landscape).
    static func interfaceBuilder(named wanted: String) -> LayoutDevice? {
        let compact = wanted.replacingOccurrences(of: " ", with: "")
        if let device = interfaceBuilder(id: compact) { return device }
        func key(_ name: String) -> String {
            name.lowercased().replacingOccurrences(of: "-", with: " ")
                .replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
                .split(separator: " ").joined(separator: " ")
        }
        for entry in interfaceBuilderNames where entry.names.contains(where: { key($0) == wanted }) {
            return interfaceBuilder(id: entry.id)
        }
        let sides = compact.split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000 else { return nil }
        let portrait = LayoutSize(width: min(width, height), height: max(width, height))
        let known = interfaceBuilderNames.first { SimulatedScreen.deviceSizes[$0.id] == portrait }
        let name = "\(Self.points(portrait.width))×\(Self.points(portrait.height))" + (known.map { " (\($0.names[0]))" } ?? "")
        return screen(named: name, size: LayoutSize(width: width, height: height))
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
