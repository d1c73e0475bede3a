import Testing
@testable import GamepadKitCore

@Suite("What A does per control")
struct ScreenActivationRulesTests {
    @Test("a button whose menu is its primary action opens it through performPrimaryAction where the OS has it, as a sheet before")
    func menuButton() {
        let menu = ControlTraits(showsMenuAsPrimaryAction: true, canPerformPrimaryAction: true)
        #expect(Activation.steps(for: .button, traits: menu) == [.performPrimaryAction])
        let oldOS = ControlTraits(showsMenuAsPrimaryAction: true, canPerformPrimaryAction: false)
        #expect(Activation.steps(for: .button, traits: oldOS) == [.presentMenuAsSheet])
    }

    @Test("a plain button still sends its primary action and touch up inside, whatever the OS")
    func plainButton() {
        #expect(Activation.steps(for: .button, traits: ControlTraits(canPerformPrimaryAction: true))
                == [.sendPrimaryActionTriggered, .sendTouchUpInside])
    }

    @Test("a bar button drawn by UIKit gets exactly one event")
    func systemBarButton() {
        #expect(Activation.steps(for: .barButton, traits: ControlTraits(canPerformPrimaryAction: true)) == [.performPrimaryAction])
        #expect(Activation.steps(for: .barButton, traits: ControlTraits()) == [.sendTouchUpInside])
    }

    @Test("a bar item whose custom view is the app's button is pressed like any button, menu included")
    func customViewBarButton() {
        #expect(Activation.steps(for: .barButton, traits: ControlTraits(isAppButton: true))
                == [.sendPrimaryActionTriggered, .sendTouchUpInside])
        #expect(Activation.steps(for: .barButton, traits: ControlTraits(showsMenuAsPrimaryAction: true,
                                                                        canPerformPrimaryAction: true, isAppButton: true))
                == [.performPrimaryAction])
    }
}

@Suite("Alert actions")
struct ScreenAlertActionTests {
    @Test("A on Delete in an alert with destructive and cancel actions dismisses the alert, then runs Delete's handler")
    func destructiveRunsHandler() {
        #expect(AlertActionActivation.steps(style: .destructive, isEnabled: true, handler: .recorded(hasHandler: true))
                == [.dismissThenRunHandler])
    }

    @Test("Cancel without a handler only dismisses")
    func cancelWithoutHandler() {
        #expect(AlertActionActivation.steps(style: .cancel, isEnabled: true, handler: .recorded(hasHandler: false)) == [.dismiss])
    }

    @Test("a disabled action does nothing, whatever its style")
    func disabled() {
        for style in AlertActionStyle.allCases {
            #expect(AlertActionActivation.steps(style: style, isEnabled: false, handler: .recorded(hasHandler: true)).isEmpty)
        }
    }

    @Test("an action made before GamepadKit started is activated through its view; a lost default handler is reported")
    func unrecorded() {
        #expect(AlertActionActivation.steps(style: .default, isEnabled: true, handler: .unknown)
                == [.activateViewElseDismiss, .reportLostHandler])
        #expect(AlertActionActivation.steps(style: .cancel, isEnabled: true, handler: .unknown) == [.activateViewElseDismiss])
    }
}

@Suite("Highlight motion and paging")
struct ScreenMotionAndPagingTests {
    let frame = Rect(x: 10, y: 300, width: 100, height: 44)

    @Test("the ring glides for the user's moves and jumps when a rebuild moves it (a scrolling list)")
    func glideOnlyForUserMoves() {
        let command = FocusCommand.focus(id: "row", frame: frame, animated: true)
        #expect(HighlightMotion.motion(for: command, isVisible: true, placement: (frame, 8), animationDuration: 0.2,
                                       isUserMove: true) == .glide(frame: frame, cornerRadius: 8, duration: 0.2))
        #expect(HighlightMotion.motion(for: command, isVisible: true, placement: (frame, 8), animationDuration: 0.2,
                                       isUserMove: false) == .appear(frame: frame, cornerRadius: 8))
    }

    @Test("a horizontal carousel pages sideways when nothing scrolls vertically")
    func horizontalCarousel() {
        let carousel = PageScroll.ScrollView(size: LayoutSize(width: 390, height: 200), contentHeight: 200, contentWidth: 1600)
        #expect(carousel.axis == .horizontal)
        #expect(PageScroll.mainScrollView(among: [carousel]) == 0)
        #expect(PageScroll.target(among: [carousel], hasPageController: false) == .scrollView(0, .horizontal))
    }

    @Test("a vertical list wins over a carousel; a page view controller turns its page before a carousel scrolls")
    func verticalFirstThenPages() {
        let list = PageScroll.ScrollView(size: LayoutSize(width: 390, height: 600), contentHeight: 3000, contentWidth: 390)
        let carousel = PageScroll.ScrollView(size: LayoutSize(width: 390, height: 200), contentHeight: 200, contentWidth: 1600)
        #expect(PageScroll.target(among: [carousel, list], hasPageController: true) == .scrollView(1, .vertical))
        #expect(PageScroll.target(among: [carousel], hasPageController: true) == .turnPage)
        #expect(PageScroll.target(among: [], hasPageController: false) == nil)
    }

    @Test("a horizontal page moves one visible width and stops at the content's end")
    func horizontalOffset() {
        #expect(PageScroll.offset(current: 0, visibleHeight: 390, contentHeight: 1600, forward: true) == 390)
        #expect(PageScroll.offset(current: 1100, visibleHeight: 390, contentHeight: 1600, forward: true) == 1210)
    }
}
