#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension GamepadKit {
    /// The layout JSON of the current screen as GamepadKit scanned it: the same view tree the
    /// focus engine navigates, in the format the `gamepadkit` tools read.
    ///
    /// Save it to a file and open it on a Mac with `gamepadkit map`, `render` or `lint` to see
    /// what a controller can reach on this screen of the running app, attach it to a bug
    /// report, or keep it as a regression fixture:
    ///
    /// ```swift
    /// if let layout = GamepadKit.captureScreen() {
    ///     try layout.write(to: URL.documentsDirectory.appending(path: "screen.json"), atomically: true, encoding: .utf8)
    /// }
    /// ```
    ///
    /// The JSON reads back to the very tree that was scanned (frames, visibility, lists, bars,
    /// modal scopes, hit-test answers), so the tools' map of it is the engine's map, with some
    /// ids renamed. It carries no text the user typed or read (`LayoutCapture`):
    /// - text fields (secure ones included), text views, search fields, labels, table and
    ///   collection rows (a cell's accessibility label is made of the texts it shows) and
    ///   accessibility elements (SwiftUI controls among them) are written without a label;
    /// - the titles of UIKit buttons, switches, segmented controls and other controls, bars and
    ///   their items are left out too, since a button can show content (a contact's name, an
    ///   amount); ``captureScreen(keepingControlTitles:)`` with `true` keeps them, where the app
    ///   knows they are its own chrome;
    /// - ids that may carry content become neutral serials (`row-1`, `element-2`): those of
    ///   accessibility elements and SwiftUI controls (`swiftui.<screen>.<label>`) and any id
    ///   containing a dropped label. Identifiers your app set on views, and views' class-based
    ///   ids, are kept.
    ///
    /// SwiftUI views register only while a game controller or a keyboard is connected, and
    /// SwiftUI reports them on its next frame. With none connected, this capture has no SwiftUI
    /// buttons or toggles of `.gamepadNavigable()` roots (their UIKit controls and accessibility
    /// elements are there); use ``captureScreenIncludingSwiftUI()`` to capture them too.
    ///
    /// While GamepadKit is enabled and nothing changed since its last scan, that scan is written;
    /// otherwise the screen is scanned once for the capture alone. Either way the focus engine
    /// is not touched: a capture moves no focus and fires no `onFocusChange`. Call it on the main
    /// thread: elsewhere it logs the mistake and returns nil. Nil also when no window is shown.
    public static func captureScreen() -> String? {
        captureScreen(keepingControlTitles: false)
    }

    /// ``captureScreen()``, with the titles of controls, bars and their items written when
    /// `keepingControlTitles` is true: for an app whose buttons show only its own words ("Sign
    /// In", "Settings"), which make a bug report easier to read. Labels of text inputs, labels,
    /// rows and accessibility elements are left out either way.
    public static func captureScreen(keepingControlTitles: Bool) -> String? {
        MainThreadCheck.value("GamepadKit.captureScreen()", fallback: nil) {
            GamepadRuntime.shared.screenLayoutJSON(controlTitles: keepingControlTitles ? .kept : .dropped)
        }
    }

    /// The layout JSON of the current screen, as ``captureScreen()`` makes it, with the SwiftUI
    /// buttons and toggles of `.gamepadNavigable()` roots also when no game controller or
    /// keyboard is connected.
    ///
    /// SwiftUI views register with GamepadKit only while a controller or a keyboard is connected.
    /// With none, this turns listening on, waits for the views on screen to report themselves
    /// (SwiftUI does so as it draws its next frames: from about 50 ms until their number stops
    /// changing, at most half a second, `SwiftUICaptureWait`), captures, and turns listening
    /// off again. With a device connected it captures at once. Nil when no window is shown.
    public nonisolated static func captureScreenIncludingSwiftUI() async -> String? {
        await GamepadRuntime.shared.screenLayoutJSONIncludingSwiftUI(controlTitles: .dropped)
    }

    /// ``captureScreenIncludingSwiftUI()``, with the titles of controls, bars and their items
    /// written when `keepingControlTitles` is true (``captureScreen(keepingControlTitles:)``).
    public nonisolated static func captureScreenIncludingSwiftUI(keepingControlTitles: Bool) async -> String? {
        await GamepadRuntime.shared.screenLayoutJSONIncludingSwiftUI(controlTitles: keepingControlTitles ? .kept : .dropped)
    }
}

extension GamepadRuntime {
    /// `screenLayoutJSON()` after the SwiftUI views registered (`SwiftUICaptureWait`).
    func screenLayoutJSONIncludingSwiftUI(controlTitles: LayoutCapture.ControlTitles) async -> String? {
        let registrations = SwiftUIRegistrations.shared
        // Listening for a device already: the registrations are there. Another capture's wait
        // (listening only for it) is not enough: this one waits too.
        guard !GamepadSwiftUIActivity.shared.isListening || swiftUICapturesUnderWay > 0 else { return screenLayoutJSON(controlTitles: controlTitles) }
        swiftUICapturesUnderWay += 1
        // Listening stays on while any capture waits, through a device disconnecting meanwhile.
        defer {
            swiftUICapturesUnderWay -= 1
            updateSwiftUIListening()
        }
        registrations.setListening(true)
        // An asynchronous capture may wait the longest for a root that shows no view yet.
        let keyWindow = TextInputState.keyWindow
        await registrations.waitForViews(inSceneOf: keyWindow, expectingViews: registrations.hasRoot(inSceneOf: keyWindow))
        // Back to what the devices say afterwards (a controller may have connected meanwhile).
        return screenLayoutJSON(controlTitles: controlTitles)
    }

    /// The layout JSON of the screen as the engine would navigate it now (`LayoutCapture`): the
    /// last scan, or a scan made for the capture alone that the engine never sees
    /// (`CaptureSource`), so a capture moves neither focus nor the highlight.
    func screenLayoutJSON(controlTitles: LayoutCapture.ControlTitles) -> String? {
        let scanned: SceneCapture?
        switch CaptureSource.choose(isEnabled: mode != .off, isMapDirty: isMapDirty, hasLastScan: lastSnapshot != nil && capture != nil) {
        case .lastScan:
            scanned = capture
        case .scanForCaptureOnly:
            let scope: SceneCapture.Scope = mode == .binderOnly ? .registeredViews(binderRoots.compactMap(\.value)) : .screens
            // What scans remember of input bars is the engine's: a capture leaves it as it was.
            scanned = mergingSwiftUI(into: SceneCapture.preservingBarMemory {
                SceneCapture.make(scope: scope, excludedScreens: configuration.excludedScreens,
                                  excludedWebViews: configuration.excludedWebViews, overlay: overlay)
            })
        }
        guard let scanned else { return nil }
        let name = scanned.resolution?.screen.className ?? "Screen"
        return LayoutCapture.json(root: scanned.root, size: scanned.bounds.size, name: name, controlTitles: controlTitles)
    }
}
#endif
