import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("--device takes Interface Builder's devices, sizes and the file's own")
struct InterfaceBuilderDeviceTests {
    @Test("an IB id, a name Xcode shows and a size name the same 375×667 iPhone")
    func idsNamesAndSizes() throws {
        for name in ["retina4_7", "iPhone 8", "iphone-8", "375x667", "375×667"] {
            let device = try #require(LayoutDevice.named(name)?.first, "\(name)")
            #expect(device.size == LayoutSize(width: 375, height: 667), "\(name)")
            #expect(device.safeArea == LayoutInsets(top: 20, left: 0, bottom: 0, right: 0), "\(name)")
        }
        #expect(LayoutDevice.named("retina5_9")?.first?.safeArea == LayoutInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(LayoutDevice.named("retina3_5")?.first?.size == LayoutSize(width: 320, height: 480))
        #expect(LayoutDevice.named("ipad9_7 landscape")?.first?.size == LayoutSize(width: 1024, height: 768))
        #expect(LayoutDevice.named("667x375")?.first?.isLandscape == true)
        // The devices that were already known keep their names; parts of names still work.
        #expect(LayoutDevice.named("se")?.first?.name == "iPhone SE (3rd generation)")
        #expect(LayoutDevice.named("iPhone 16")?.first?.name == "iPhone 16")
        #expect(LayoutDevice.named("0x667") == nil)
        #expect(LayoutDevice.named("retina9_9") == nil)
    }

    @Test("stored: each file is laid out at its own View As device, turned when it was viewed in landscape")
    func storedDevice() throws {
        let document = try MarkupElement.parse(Data(#"<document><device id="retina5_5" orientation="landscape"/></document>"#.utf8))
        #expect(LayoutDevice.stored(in: document)?.size == LayoutSize(width: 736, height: 414))
        let none = try MarkupElement.parse(Data("<document/>".utf8))
        #expect(LayoutDevice.stored(in: none) == nil)
    }
}
