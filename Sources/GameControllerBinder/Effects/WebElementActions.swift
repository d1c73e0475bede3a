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
    let configuration: GamepadKitConfiguration

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
            case .focusField(let key):
                if case .beginTextEntry = command {
                    // Typed in through a field of the SDK's own (`WebFieldTyping`).
                    WebFieldTyping.shared.begin(candidateID: id, webView: webView, key: key,
                                                sceneFrame: snapshot?.candidate(id: id).map { CGRect($0.frame) },
                                                configuration: configuration)
                } else {
                    bridge.evaluate(WebPageScript.focusCall(key: key), in: webView)
                }
            case .openPicker(let key), .adjust(let key):
                bridge.evaluate(WebPageScript.focusCall(key: key), in: webView)
            }
            return true
        case .endTextEntry(let id), .endAdjusting(let id):
            guard let (webView, _) = element(id) else { return WebFieldTyping.shared.end(candidateID: id) }
            if WebFieldTyping.shared.end(candidateID: id) { return true }
            bridge.evaluate(WebPageScript.blurCall, in: webView)
            webView.endEditing(true)
            return true
        case .adjust(let id, let steps):
            guard let (webView, key) = element(id) else { return false }
            bridge.evaluate(WebPageScript.stepCall(key: key, steps: steps), in: webView)
            return true
        case .scrollToReveal(let id):
            guard let (webView, _) = element(id) else { return false }
            let candidate = snapshot?.candidate(id: id)
            switch WebReveal.of(candidateID: id, scrollContainerID: candidate?.scrollContainerID) {
            case .scrollView?:
                // The page's own content: the web view's scroll view scrolls as any scroll view
                // reveals its content, between the bars' insets.
                // The candidate's frame is in the scene's coordinates; the reveal takes the window's.
                if let frame = candidate?.frame, let window = webView.window {
                    ListScrolling.reveal(window.convert(CGRect(frame), from: nil as UIWindow?), inScrollViewsFrom: webView.scrollView)
                }
            case .inPage(let key)?:
                bridge.evaluate(WebPageScript.scrollIntoViewCall(key: key), in: webView)
            case nil:
                return false
            }
            return true
        default:
            return false
        }
    }

    /// B on a screen with a web page: back in the page's history where
    /// `WebBackDecision.webViewToGoBack(focusedCandidateID:webViews:appShowsBackButton:)` says
    /// so (the focused element's web view, else the screen's only web view, when it can go back
    /// and the app shows no back button of its own). True when it went back.
    static func goBackInPage(focusedID: String?, capture: SceneCapture?, excludedWebViews: Set<String>) -> Bool {
        guard let capture else { return false }
        var webViews: [String: WKWebView] = [:]
        var histories: [WebBackDecision.WebViewHistory] = []
        for (id, target) in capture.targets {
            guard case .view(let view) = target, let webView = view.value as? WKWebView,
                  let window = webView.window, capture.windows.contains(where: { $0 === window }) else { continue }
            let excluded = WebContentBridge.shared.isExcluded(webView)
                || WebContent.isExcluded(accessibilityIdentifier: webView.accessibilityIdentifier, excludedWebViews: excludedWebViews)
            webViews[id] = webView
            histories.append(WebBackDecision.WebViewHistory(webViewID: id, canGoBack: webView.canGoBack,
                                                            isListed: !excluded && isVisible(webView)))
        }
        histories.sort { $0.webViewID < $1.webViewID }
        guard let chosen = WebBackDecision.webViewToGoBack(focusedCandidateID: focusedID, webViews: histories,
                                                           appShowsBackButton: capture.resolution?.backNavigation != nil),
              let webView = webViews[chosen] else { return false }
        webView.goBack()
        return true
    }

    /// False when `view` or one of its ancestors is hidden or transparent (`WebContent.isShown`).
    private static func isVisible(_ view: UIView) -> Bool {
        let chain = sequence(first: view, next: \.superview).lazy.map { (isHidden: $0.isHidden, alpha: Double($0.alpha)) }
        return WebContent.isShown(chain)
    }
}
#endif
