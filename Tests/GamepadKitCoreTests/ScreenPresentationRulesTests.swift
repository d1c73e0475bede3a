import Testing
@testable import GamepadKitCore

/// What B may dismiss: only what the user could dismiss by a gesture of their own.
@Suite("B on presentations")
struct ScreenPresentationRulesTests {
    func plain(_ id: String, presented: ControllerNode? = nil, style: PresentationStyle = .automatic,
               allowsDismissal: Bool = true) -> ControllerNode {
        ControllerNode(id: id, className: "App.\(id)", presented: presented, allowsDismissal: allowsDismissal,
                       presentationStyle: style)
    }

    /// B's commands from an awake engine on the screen `root` resolves to.
    func back(on root: ControllerNode) -> [FocusCommand] {
        let context = ScreenResolver().resolve(root).context
        var engine = FocusEngine()
        _ = engine.update(FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                        candidates: [FocusCandidate(id: "continue", kind: .button,
                                                                    frame: Rect(x: 20, y: 700, width: 350, height: 50))],
                                        context: context))
        _ = engine.handle(.moveDown)   // the first input only wakes the engine
        return engine.handle(.back)
    }

    @Test("a full-screen login is kept: B does nothing and no delegate hears of it")
    func fullScreenLoginKept() {
        let root = plain("Home", presented: plain("Login", style: .fullScreen))
        let r = ScreenResolver().resolve(root)
        #expect(r.dismissal == .keptByApp(id: "Login"))
        #expect(!r.context.canDismiss)
        #expect(back(on: root).isEmpty)
    }

    @Test("an over-full-screen paywall and a current-context onboarding are kept too")
    func overFullScreenAndContextKept() {
        for style in [PresentationStyle.overFullScreen, .currentContext, .overCurrentContext, .custom] {
            let r = ScreenResolver().resolve(plain("Home", presented: plain("Paywall", style: style)))
            #expect(r.dismissal == .keptByApp(id: "Paywall"), "\(style)")
            #expect(!r.context.canDismiss, "\(style)")
        }
    }

    @Test("page sheets, form sheets and popovers go away on B as a swipe or an outside tap would")
    func sheetsAndPopoversDismissed() {
        for style in [PresentationStyle.automatic, .pageSheet, .formSheet, .popover] {
            let root = plain("Home", presented: plain("Picker", style: style))
            #expect(ScreenResolver().resolve(root).dismissal == .controller(id: "Picker"), "\(style)")
            #expect(back(on: root) == [.dismiss], "\(style)")
        }
    }

    @Test("a full-screen modal over a sheet is kept; the sheet under it is not touched")
    func fullScreenOverSheet() {
        let root = plain("Home", presented: plain("Sheet", presented: plain("FocusScanner", style: .fullScreen), style: .pageSheet))
        let r = ScreenResolver().resolve(root)
        #expect(r.screen.id == "FocusScanner")
        #expect(r.dismissal == .keptByApp(id: "FocusScanner"))
        #expect(back(on: root).isEmpty)
    }

    @Test("a sheet over a full-screen flow is dismissed, the flow stays")
    func sheetOverFullScreen() {
        let root = plain("Home", presented: plain("Onboarding", presented: plain("Terms", style: .formSheet), style: .fullScreen))
        #expect(ScreenResolver().resolve(root).dismissal == .controller(id: "Terms"))
    }

    @Test("a full-screen modal that is also modal in presentation is kept, not refused: no attempt is reported")
    func fullScreenModalInPresentation() {
        let r = ScreenResolver().resolve(plain("Home", presented: plain("Checkout", style: .fullScreen, allowsDismissal: false)))
        #expect(r.dismissal == .keptByApp(id: "Checkout"))
    }

    @Test("a sheet whose delegate refuses on the press becomes a refusal; a delegate that allows or is silent dismisses")
    func delegateAskedOnPress() {
        let swipe = Dismissal.controller(id: "Draft")
        #expect(swipe.afterAskingDelegate(allows: false) == .refused(id: "Draft"))
        #expect(swipe.afterAskingDelegate(allows: true) == .controller(id: "Draft"))
        #expect(swipe.afterAskingDelegate(allows: nil) == .controller(id: "Draft"))
        #expect(Dismissal.keptByApp(id: "Login").afterAskingDelegate(allows: true) == .keptByApp(id: "Login"))
    }

    @Test("an alert with destructive and cancel actions: B runs Cancel, never Delete")
    func alertCancel() {
        let alert = ControllerNode(id: "Alert", className: "UIAlertController", kind: .alert,
                                   alertActionStyles: [.destructive, .cancel])
        let root = plain("Photos", presented: alert)
        #expect(ScreenResolver().resolve(root).dismissal == .alertAction(alertID: "Alert", index: 1))
        #expect(back(on: root) == [.dismiss])
    }

    @Test("in a sheet holding a pushed step, B goes back to the first step before it dismisses the sheet")
    func popBeforeDismissInSheet() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("Address"), plain("Payment")], presentationStyle: .pageSheet)
        #expect(back(on: plain("Cart", presented: nav)) == [.pop])
        let atRoot = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                    children: [plain("Address")], presentationStyle: .pageSheet)
        #expect(back(on: plain("Cart", presented: atRoot)) == [.dismiss])
    }
}
