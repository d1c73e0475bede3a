import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// A tab bar controller pushed onto a navigation stack (`Fixtures/RoundFour/PushedTabs.storyboard`):
/// UIKit shows the tab bar controller's navigation item over each tab, with a back button.
@Suite("A pushed tab bar controller")
struct PushedContainerTests {
    func snapshot(_ name: String) throws -> FocusSnapshot {
        let scenes = try LayoutFile.load(path: fixturePath("RoundFour/PushedTabs.storyboard"))
        let scene = try #require(scenes.first { $0.name == name }, "no scene \(name)")
        return FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
    }

    @Test("each tab shows the pushed tab bar controller's Add button and a back button named by the sign-in screen's back title")
    func tabsShowTheContainersItem() throws {
        for name in ["RecentViewController", "MineViewController"] {
            let snapshot = try snapshot(name)
            #expect(snapshot.candidate(id: "Pt-Add-001")?.label == "Add", "\(name)")
            let back = snapshot.candidates.first { $0.kind == .backButton }
            #expect(back?.label == "Sign Out", "\(name)")
            #expect(back?.frame.minY == 20, "\(name)")
            #expect(snapshot.candidates.filter { $0.kind == .tabBarItem }.map(\.label) == ["Recent", "Mine"], "\(name)")
        }
    }

    @Test("the tab bar controller itself is pushed, not presented: the sign-in screen stays the stack's root without a back button")
    func signInStaysTheRoot() throws {
        let snapshot = try snapshot("SignInViewController")
        #expect(!snapshot.candidates.contains { $0.kind == .backButton })
        #expect(snapshot.candidate(id: "Pt-In-Btn") != nil)
    }

    @Test("a navigation or split view controller is never placed on a stack by a show segue; a tab bar or page view controller is")
    func pushableContainers() {
        func element(_ name: String) -> MarkupElement { MarkupElement(name: name, attributes: ["id": name], line: 1) }
        #expect(!StoryboardFlow.isPushable(element("navigationController")))
        #expect(!StoryboardFlow.isPushable(element("splitViewController")))
        #expect(StoryboardFlow.isPushable(element("tabBarController")))
        #expect(StoryboardFlow.isPushable(element("pageViewController")))
        #expect(StoryboardFlow.isPushable(element("viewController")))
    }
}
