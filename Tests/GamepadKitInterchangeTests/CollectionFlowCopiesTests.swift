import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A collection whose one prototype the flow layout repeats: the items it makes are the file's,
/// whichever device the scene is laid out for. Laid out shorter than the file stores it (a stale
/// frame under the status bar, a smaller device), the collection keeps every item the file's
/// frame holds, the last ones below the fold, so a stop found in the file is found on the device.
@Suite("Flow-layout copies of a collection laid out shorter than stored")
struct CollectionFlowCopiesTests {
    /// A full-screen collection stored at 0…667 but pinned to the safe area (20…667 once solved
    /// under the status bar), with 50 × 50 items 10 pt apart.
    private let storyboard = phoneScreenStoryboard(controller: #"id="jobs" customClass="JobsViewController""#, subviews: """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="50" height="50"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Job" id="job">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    </view>
                </collectionViewCell>
            </cells>
        </collectionView>
        """, constraints: """
        <constraint firstItem="grid" firstAttribute="top" secondItem="safe" secondAttribute="top" id="g-t"/>
        <constraint firstItem="grid" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="g-b"/>
        <constraint firstItem="grid" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="g-l"/>
        <constraint firstItem="grid" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="g-r"/>
        """)

    private func items(_ options: LayoutOptions) throws -> [String] {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options)
        let scene = try #require(scenes.first)
        return scan(scene).candidates.filter { $0.kind == .collectionItem }.map(\.id)
    }

    @Test("laid out at an iPhone SE, 20 pt shorter than stored, the collection keeps all 72 items of the file's frame, the last line out of view")
    func sameItemsWhenShorter() throws {
        let stored = try items(LayoutOptions())
        let device = try #require(LayoutDevice.named("iPhone SE")?.first)
        let solved = try items(LayoutOptions(device: device))
        // 6 items a line; 12 lines start inside the stored 667 pt, 11 inside the solved 647.
        #expect(stored.count == 72)
        #expect(solved == stored)
        // Before, the solved layout made 66: the stored map's last line was "missing when solved".
    }
}
