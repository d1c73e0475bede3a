#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// After A selected a row: the cell's storyboard selection segue, which UIKit performs only for
/// a finger's selection (`RowSegue`). With the segue's identifier in `rowSegues`, the list's
/// controller is asked `shouldPerformSegue(withIdentifier:sender:)` and then performs it with
/// the cell as sender, as UIKit does for a tap — only when the controller came from a storyboard
/// (one made in code has no segues). An identifier the controller's scene lacks makes UIKit raise
/// an Objective-C exception that Swift cannot catch, and UIKit lists no scene's segues: the
/// segue goes through the Objective-C guard (`GamepadKitSegueGuard`), which catches that one
/// exception, and is logged once per row; `gamepadkit lint`, given the configuration and the
/// storyboards, proves each entry before it ships (`RowSegue.problems(configured:segues:)`). A
/// row whose selection reached nobody is logged once, naming its controller and cell, and so is a
/// storyboard row whose delegate heard the selection (one that only deselects) when nothing was
/// shown by the next run loop turn: its cell's segue, if it has one, was not performed.
#if canImport(GamepadKitSegueGuard)
// The guard's module (SwiftPM): its C function `GamepadKitSegueGuardLinkage()` is called before each
// guarded segue, so that a static library or XCFramework linked without `-ObjC` keeps the guard's
// object file (an object file is kept only when something references one of its symbols, and a
// category alone defines none). CocoaPods builds the guard into this module's own target and adds
// `-ObjC`.
import GamepadKitSegueGuard
#endif

@MainActor
enum RowSegueFollowUp {
    private static var logged: Set<String> = []
    private static let logger = DiagnosticLog(category: "effects")

    /// What the screen around `list` shows, taken before its delegate hears a selection: the
    /// controllers its view controller's navigation and split controllers show and what they
    /// present, by identity.
    static func shown(around list: UIScrollView) -> [ObjectIdentifier?] {
        owningController(of: list).map(shownControllers(around:)) ?? []
    }

    /// `cell` (at `indexPath` of `list`) was selected by A and its delegate told; `shownBefore` is
    /// `shown(around:)` from before the delegate heard it.
    static func rowSelected(_ cell: UIView?, in list: UIScrollView, delegateHeardSelection: Bool, shownBefore: [ObjectIdentifier?]) {
        let controller = owningController(of: list)
        let reuseIdentifier = (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier
        let key = controller.flatMap { controller in
            reuseIdentifier.map { RowSegue.key(controllerClass: String(describing: declaredClass(of: controller)), cellIdentifier: $0) }
        }
        switch RowSegue.decision(key: key, configured: GamepadRuntime.shared.configuration.rowSegues,
                                 delegateHeardSelection: delegateHeardSelection, logged: logged,
                                 controllerHasStoryboard: controller?.storyboard != nil) {
        case .performSegue(let identifier):
            guard let controller, let cell else { return }
            guard controller.shouldPerformSegue(withIdentifier: identifier, sender: cell) else { return }
            perform(identifier, on: controller, sender: cell, key: key ?? "")
        case .logUnheardSelection(let key):
            logged.insert(key)
            logger.error("A selected a row whose selection reached no delegate method. If a storyboard segue leaves from this cell, "
                         + "give it an identifier and name it in GamepadKit.plist: rowSegues, \"<controller class>/<cell reuse identifier>\" "
                         + "→ identifier (gamepadkit lint lists such cells). Row:", .rowSegueKey, key)
        case .logControllerWithoutStoryboard(let key):
            logged.insert(key)
            logger.error("rowSegues names a segue for a list whose view controller was not loaded from a storyboard, so it has no segues "
                         + "and the segue is not performed. Row:", .rowSegueKey, key)
        case .watchForLostSegue(let key):
            guard let controller else { return }
            DispatchQueue.main.async { [weak list] in
                runAsMainActor {
                    // A push, presentation or dismissal the delegate started, or the list gone
                    // from its window (a picker list that dismissed itself), is a change.
                    let changed = shownControllers(around: controller) != shownBefore || controller.isBeingDismissed
                        || controller.isMovingFromParent || list?.window == nil
                    guard RowSegue.lostSegueSuspected(screenChanged: changed), logged.insert(key).inserted else { return }
                    // A suspicion (the delegate may show nothing on purpose): a notice, not an error.
                    logger.notice("A selected a row of a storyboard scene, its delegate heard it, and nothing was shown. UIKit performs a cell's "
                                 + "selection segue only for a finger: if one leaves from this cell, name its identifier in GamepadKit.plist: "
                                 + "rowSegues, \"<controller class>/<cell reuse identifier>\" → identifier (gamepadkit lint lists such cells). Row:",
                                 .rowSegueKey, key)
                }
            }
        case .nothing:
            break
        }
    }

    /// What a segue from `controller` would change: the controllers its navigation and split
    /// controllers show and what it (or its navigation controller) presents, by identity.
    private static func shownControllers(around controller: UIViewController) -> [ObjectIdentifier?] {
        var shown: [UIViewController?] = [controller.presentedViewController,
                                          controller.navigationController?.topViewController,
                                          controller.navigationController?.presentedViewController]
        shown += controller.splitViewController?.viewControllers ?? []
        return shown.map { $0.map(ObjectIdentifier.init) }
    }

    /// The Objective-C method of the `GamepadKitSegueGuard` target (a category on
    /// `UIViewController`): it performs the segue and returns nil, or returns UIKit's reason when
    /// the scene has no segue with that identifier, instead of letting the exception end the app.
    private static let guardedPerform = NSSelectorFromString("gamepadKit_performSegueWithIdentifier:sender:")

    /// Performs the segue through the guard, so that an identifier the controller's scene lacks
    /// (a storyboard lint never saw, a plist edited since) is logged instead of ending the app.
    /// Without the guard linked (a build that left the Objective-C target out) the segue is
    /// performed directly, as before.
    private static func perform(_ identifier: String, on controller: UIViewController, sender: UIView, key: String) {
        #if canImport(GamepadKitSegueGuard)
        GamepadKitSegueGuardLinkage()
        #endif
        guard controller.responds(to: guardedPerform) else {
            if logged.insert("no guard").inserted {
                logger.error("The GamepadKitSegueGuard category is not linked into this app (not built for this platform, or its object file was dropped), so a "
                             + "rowSegues identifier its scene lacks ends the app. Row:", .rowSegueKey, key)
            }
            controller.performSegue(withIdentifier: identifier, sender: sender)
            return
        }
        guard let refusal = controller.perform(guardedPerform, with: identifier, with: sender)?.takeUnretainedValue() as? String,
              logged.insert("refused " + key).inserted else { return }
        logger.error("rowSegues names a segue this row's storyboard scene does not have, so nothing was performed (gamepadkit lint, "
                     + "given the storyboards, finds such entries). UIKit: \(refusal). Row:", .rowSegueKey, key)
    }

    /// The class the app declared for `controller`. A controller may run as a runtime subclass
    /// (key-value observing's `NSKVONotifying_…`, RxCocoa's `_RX_namespace_…`, ReactiveCocoa's
    /// `…_RACSwift`, Aspects' `…_Aspects_`, or several of them stacked); each of them makes `-class`
    /// answer the declared class, and `NSObject`'s `classForCoder` returns `-class`.
    private static func declaredClass(of controller: UIViewController) -> AnyClass {
        controller.classForCoder
    }

    /// The view controller whose view holds `list`: the first one up its responder chain.
    private static func owningController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
#endif
