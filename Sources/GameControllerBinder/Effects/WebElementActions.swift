#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The focus engine's commands on an element of a web page: run in the page through the SDK's
/// script, in its own content world (`WebContentBridge`). What A does on each kind of element is
/// `WebPress`'s decision; B's is `WebBackDecision`'s.
@MainActor
struct WebElementActions {
    let targets: [String: ElementTarget]
    let snapshot: FocusSnapshot?

    /// The web view and element key `id` stands for, when it is a web element.
    private func element(_ id: String) -> (webView: WKWebView, key: Int)? {
        guard case .webElement(let webView, let key, _)? = targets[id], let webView = webView.value as? WKWebView else { return nil }
        return (webView, key)
    }

    /// Performs `command` when it names a web element; true when it did (the executor then does
    /// nothing more with it).
    func perform(_ command: FocusCommand) -> Bool {
        let bridge = WebContentBridge.shared
        switch command {
        case .activate(let id, _), .beginTextEntry(let id), .beginAdjusting(let id):
            guard let (webView, key) = element(id) else { return false }
            let kind = snapshot?.kind(ofElement: id) ?? .button
            switch WebPress.action(key: key, kind: kind) {
            case .click(let key):
                bridge.evaluate(WebPageScript.pressCall(key: key), in: webView)
            case .focusField(let key), .openPicker(let key), .adjust(let key):
                bridge.evaluate(WebPageScript.focusCall(key: key), in: webView)
            }
            return true
        case .endTextEntry(let id), .endAdjusting(let id):
            guard let (webView, _) = element(id) else { return false }
            bridge.evaluate(WebPageScript.blurCall, in: webView)
            webView.endEditing(true)
            return true
        case .adjust(let id, let steps):
            guard let (webView, key) = element(id) else { return false }
            bridge.evaluate(WebPageScript.stepCall(key: key, steps: steps), in: webView)
            return true
        case .scrollToReveal(let id):
            guard let (webView, key) = element(id) else { return false }
            bridge.evaluate(WebPageScript.scrollIntoViewCall(key: key), in: webView)
            return true
        default:
            return false
        }
    }

    /// B on a screen whose focused element is in a web page: back in the page's history when
    /// `WebBackDecision` says so (the page can go back and the app shows no back button of its
    /// own). True when it went back.
    static func goBackInPage(focusedID: String?, capture: SceneCapture?) -> Bool {
        guard let focusedID, case .webElement(let webView, _, _)? = capture?.targets[focusedID],
              let webView = webView.value as? WKWebView else { return false }
        let decision = WebBackDecision.decide(webViewCanGoBack: webView.canGoBack,
                                              appShowsBackButton: capture?.resolution?.backNavigation != nil)
        guard decision == .historyBack else { return false }
        webView.goBack()
        return true
    }
}
#endif
