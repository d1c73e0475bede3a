#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The SwiftUI views registered with GamepadKit on this device: the core registry, what each
/// element does (`SwiftUIElementHandle`), each root's anchor view and scroll reader, and what
/// the last merge made of them. It only stores and executes; the rules are
/// `SwiftUIElementRegistry`, `SwiftUIElementIdentity` and `SwiftUISceneMerge`.
///
/// Each report of a view costs a constant number of dictionary operations; a report that only
/// moved a view (every frame of a scroll) asks for no rebuild. While GamepadKit does not listen
/// (`setListening(_:)`, `SwiftUIListening`), the views report nothing and the registry
/// holds no element.
@MainActor
final class SwiftUIRegistrations {
    static let shared = SwiftUIRegistrations()

    private(set) var registry = SwiftUIElementRegistry()
    private var handles: [HandleKey: SwiftUIElementHandle] = [:]
    private var anchors: [String: WeakRef<UIView>] = [:]
    private var scrollReaders: [String: ScrollViewProxy] = [:]
    /// What the last scan merged.
    private(set) var lastMerge: SwiftUIMergeResult?

    private init() {}

    /// The ids of the elements marked `.gamepadDefaultFocus()` in the last merge.
    var defaultFocusIDs: [String] { lastMerge?.defaultFocusIDs ?? [] }

    /// Configured ids already reported for naming a derived id.
    private var reportedDerivedNames: Set<String> = []

    /// The ids of `configured` that name an element of the last merge only by a derived id
    /// (`SwiftUIElementIdentity.configuredIDsNamingDerived(_:derived:)`) and were not reported yet.
    func newlyReportedDerivedNames(in configured: [String]) -> [String] {
        guard let derived = lastMerge?.derivedIDs, !derived.isEmpty, !configured.isEmpty else { return [] }
        let found = SwiftUIElementIdentity.configuredIDsNamingDerived(configured, derived: derived)
            .filter { !reportedDerivedNames.contains($0) }
        reportedDerivedNames.formUnion(found)
        return found
    }

    // MARK: - Registering

    /// A view appeared or changed (frame, state, actions).
    func register(_ registration: SwiftUIElementRegistration, root: String, handle: SwiftUIElementHandle) {
        guard GamepadSwiftUIActivity.shared.isListening else { return }
        let change = registry.register(registration, root: root)
        // A frame that moves (scrolling, an animation) is read by the next scan, which every
        // press makes first; only a new element or one whose state changed asks for a scan.
        if change.needsRebuild {
            handles[HandleKey(root: root, key: registration.key)] = handle
            GamepadRuntime.shared.invalidate(.contentChange)
        }
    }

    /// A view disappeared.
    func unregister(key: String, root: String) {
        handles[HandleKey(root: root, key: key)] = nil
        if registry.unregister(key: key, root: root) {
            GamepadRuntime.shared.invalidate(.contentChange)
        }
    }

    func registerSection(_ section: SwiftUIFocusSectionRegistration, root: String) {
        guard GamepadSwiftUIActivity.shared.isListening else { return }
        if registry.registerSection(section, root: root) == .added {
            GamepadRuntime.shared.invalidate(.contentChange)
        }
    }

    /// The root's anchor view is in `view`'s window now (or left it). The root is named after
    /// the view controller that hosts it (`SwiftUIElementIdentity.scopeName(hostTypeName:)`).
    func anchorMoved(root: String, view: UIView) {
        anchors[root] = WeakRef(view)
        if view.window != nil, let controller = Self.hostingController(of: view) {
            registry.setScope(SwiftUIElementIdentity.scopeName(hostTypeName: String(describing: type(of: controller))), root: root)
        }
        GamepadRuntime.shared.invalidate(.contentChange)
    }

    /// GamepadKit follows SwiftUI views from now on (`SwiftUIListening`: a controller connected
    /// while it runs, or a keyboard that navigated), or stops following them: then every element is let go, and the views stop
    /// measuring themselves (`GamepadSwiftUIActivity`).
    func setListening(_ listening: Bool) {
        guard listening != GamepadSwiftUIActivity.shared.isListening else { return }
        if !listening {
            registry.removeAllElements()
            handles.removeAll()
            lastMerge = nil
        }
        GamepadSwiftUIActivity.shared.setListening(listening)
    }

    /// Waits, polling, for the views of the roots in `keyWindow`'s scene to register after
    /// listening turned on: from about 50 ms until their number stops changing, at most half a
    /// second (`SwiftUICaptureWait`); with `expectingViews`, none registered yet is not settled
    /// before half a second.
    func waitForViews(inSceneOf keyWindow: UIWindow?, expectingViews: Bool) async {
        let wait = SwiftUICaptureWait()
        var waited = 0
        var previous: Int?
        while true {
            try? await Task.sleep(nanoseconds: UInt64(wait.pollMilliseconds) * 1_000_000)
            waited += wait.pollMilliseconds
            let count = rootKeys(inSceneOf: keyWindow, inside: nil).reduce(0) { $0 + registry.elementCount(of: $1) }
            if wait.isSettled(previousCount: previous, count: count, waited: waited, expectsViews: expectingViews) { return }
            previous = count
        }
    }

    /// True when the anchor view of a SwiftUI root is in a window of `keyWindow`'s scene (and
    /// inside `view`, the presented screen, when one is given): its views register once
    /// GamepadKit follows them. Without a key window, any window counts.
    func hasRoot(inSceneOf keyWindow: UIWindow?, inside view: UIView? = nil) -> Bool {
        !rootKeys(inSceneOf: keyWindow, inside: view).isEmpty
    }

    /// The roots whose anchor view is in a window of `keyWindow`'s scene (any window without
    /// one), inside `view` when one is given.
    private func rootKeys(inSceneOf keyWindow: UIWindow?, inside view: UIView?) -> [String] {
        let scene = keyWindow?.windowScene
        return anchors.compactMap { root, anchor in
            guard let anchorView = anchor.value, let window = anchorView.window,
                  scene == nil || window.windowScene === scene,
                  view.map({ anchorView.isDescendant(of: $0) }) ?? true else { return nil }
            return root
        }
    }

    /// The view controller whose view holds `view`: the first one up its responder chain.
    private static func hostingController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    func setScrollReader(_ proxy: ScrollViewProxy, root: String) {
        scrollReaders[root] = proxy
    }

    /// The root's anchor view was removed: everything under the root goes with it.
    func removeRoot(_ root: String) {
        registry.removeRoot(root)
        anchors[root] = nil
        scrollReaders[root] = nil
        handles = handles.filter { $0.key.root != root }
        GamepadRuntime.shared.invalidate(.contentChange)
    }

    /// A registered view's handle is filed under its root and its key.
    private struct HandleKey: Hashable {
        var root: String
        var key: String
    }

    // MARK: - Scanning

    /// Merges the registered elements into `capture` (`SwiftUISceneMerge`) and makes each a
    /// target that the accessibility path of the executor acts on.
    func merge(into capture: inout SceneCapture) {
        let releasedRoots = Set(anchors.filter { $0.value.value == nil }.keys)
        if !releasedRoots.isEmpty {
            for root in releasedRoots {
                registry.removeRoot(root)
                anchors[root] = nil
                scrollReaders[root] = nil
            }
            handles = handles.filter { !releasedRoots.contains($0.key.root) }
        }
        guard !registry.isEmpty else {
            lastMerge = nil
            return
        }
        var anchorIDs: [String: String] = [:]
        for (root, anchor) in anchors {
            guard let view = anchor.value, view.window != nil, let id = capture.id(of: view) else { continue }
            anchorIDs[root] = id
        }
        let merge = SwiftUISceneMerge(assistiveTechnologyIsRunning: UIAccessibility.isVoiceOverRunning
                                      || UIAccessibility.isSwitchControlRunning)
        let result = merge.merge(registry, anchors: anchorIDs, into: capture.root)
        // Elements placed for the first time keep the ids derived for them while they live.
        registry.adoptIDs(result.newElementIDs)
        capture.root = result.root
        for (id, placement) in result.placements {
            guard let handle = handles[HandleKey(root: placement.rootKey, key: placement.key)],
                  let container = capture.targets[placement.parentID]?.view ?? anchors[placement.rootKey]?.value else { continue }
            capture.targets[id] = .accessibilityElement(element: WeakRef(handle), container: WeakRef(container),
                                                        containerID: placement.parentID, readID: id)
        }
        lastMerge = result
    }

    /// `snapshot` with the moves into the last merge's focus sections (`SwiftUIFocusSections`).
    func applySections(to snapshot: FocusSnapshot) -> FocusSnapshot {
        guard let sections = lastMerge?.sections, !sections.isEmpty else { return snapshot }
        return SwiftUIFocusSections.apply(sections, to: snapshot)
    }

    // MARK: - Executing

    /// Scrolls the SwiftUI element `id` into view: SwiftUI's own scroll views through its root's
    /// `ScrollViewReader`, then UIKit scroll views around the root (a hosting controller inside a
    /// UIKit scroll view or a page view controller) as `NestedRevealScroll` moves them to show the
    /// element's part inside the root (`ListScrolling.reveal(_:inScrollViewsFrom:)`). False when
    /// `id` is no SwiftUI element: the executor's own reveal runs.
    func reveal(_ id: String) -> Bool {
        guard let placement = lastMerge?.placements[id] else { return false }
        if let reader = scrollReaders[placement.rootKey] {
            withAnimation {
                reader.scrollTo(placement.key, anchor: nil)
            }
        }
        // Around the root, only the part of the element inside the root counts: what lies
        // beyond it is brought in by the root's own scroll views above.
        guard let anchor = anchors[placement.rootKey]?.value else { return true }
        let inRoot = CGRect(placement.windowFrame).intersection(anchor.convert(anchor.bounds, to: nil))
        guard !inRoot.isNull, !inRoot.isEmpty else { return true }
        // The same nested reveal as UIKit views: a pager around a hosting controller turns whole
        // pages, scroll views with scrolling off stay, outer ones move only when they do not show it.
        ListScrolling.reveal(inRoot, inScrollViewsFrom: anchor.superview)
        return true
    }

    /// Performs the part of `command` that concerns SwiftUI elements; true when done.
    func perform(_ command: FocusCommand) -> Bool {
        if case .scrollToReveal(let id) = command {
            return reveal(id)
        }
        return false
    }
}
#endif
