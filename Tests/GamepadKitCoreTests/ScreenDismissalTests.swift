import Testing
@testable import GamepadKitCore

@Suite("What B dismisses")
struct ScreenDismissalTests {
    func plain(_ id: String, presented: ControllerNode? = nil, allowsDismissal: Bool = true) -> ControllerNode {
        ControllerNode(id: id, className: "App.\(id)", presented: presented, allowsDismissal: allowsDismissal)
    }

    func alert(_ styles: [AlertActionStyle]) -> ControllerNode {
        ControllerNode(id: "Alert", className: "UIAlertController", kind: .alert, alertActionStyles: styles)
    }

    @Test("a sheet the app lets go is dismissed as a swipe would")
    func dismissibleSheet() {
        let r = ScreenResolver().resolve(plain("Home", presented: plain("Sheet")))
        #expect(r.dismissal == .controller(id: "Sheet"))
        #expect(r.context.canDismiss)
    }

    @Test("a sheet that is modal in presentation is not dismissed; B still tries, so its delegate hears the attempt")
    func modalInPresentationSheet() {
        let r = ScreenResolver().resolve(plain("Home", presented: plain("Checkout", allowsDismissal: false)))
        #expect(r.dismissal == .refused(id: "Checkout"))
        #expect(r.context.canDismiss)
    }

    @Test("a navigation controller presented over the screen is refused when its top controller is modal in presentation")
    func refusalInsideThePresentation() {
        let form = plain("Form", allowsDismissal: false)
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation, children: [form])
        let r = ScreenResolver().resolve(plain("Home", presented: nav))
        #expect(r.dismissal == .refused(id: "Nav"))
    }

    @Test("a refused sheet with a stack to pop: B pops inside it rather than trying to dismiss")
    func refusedSheetPops() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("Step1"), plain("Step2", allowsDismissal: false)])
        let r = ScreenResolver().resolve(plain("Home", presented: nav))
        #expect(!r.context.canDismiss)
        #expect(r.context.canPop)
    }

    @Test("B on an alert runs its cancel action, whichever place it has")
    func alertCancelAction() {
        let r = ScreenResolver().resolve(plain("Home", presented: alert([.default, .destructive, .cancel])))
        #expect(r.dismissal == .alertAction(alertID: "Alert", index: 2))
        #expect(r.context.canDismiss)
    }

    @Test("B on an alert without a cancel action dismisses nothing")
    func alertWithoutCancel() {
        let r = ScreenResolver().resolve(plain("Home", presented: alert([.default, .destructive])))
        #expect(r.dismissal == .refused(id: "Alert"))
    }

    @Test("with nothing presented there is nothing to dismiss")
    func nothingPresented() {
        let r = ScreenResolver().resolve(plain("Home"))
        #expect(r.dismissal == nil)
        #expect(!r.context.canDismiss)
    }

    @Test("only the topmost presentation counts: a refusing controller below it does not stop B")
    func onlyTopmostCounts() {
        let r = ScreenResolver().resolve(plain("Home", presented: plain("Locked", presented: plain("Picker"), allowsDismissal: false)))
        #expect(r.dismissal == .controller(id: "Picker"))
    }
}
