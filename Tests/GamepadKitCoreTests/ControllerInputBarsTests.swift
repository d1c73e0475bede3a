import Testing
@testable import GamepadKitCore

/// A chat screen's message bar (a controller's input accessory view): when a scan asks the app's
/// getters, when it reads the bar it saw last, and the note on getters that make a new bar.
@Suite("The controllers' input bars")
struct ControllerInputBarsTests {
    private final class Owner {}

    @Test("while the bar's own field edits, the remembered bar is read while it shows, and no getter is asked")
    func rememberedBarWhileItsFieldEdits() {
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: true, rememberedBarIsShown: true) == .rememberedBar)
        // The field is in a bar not remembered for this scene: the getters are asked, as UIKit
        // shows such a bar.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: false, rememberedBarIsShown: true) == .askGetters)
        // The remembered bar is in no window of the key scene any more.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: true, rememberedBarIsShown: false) == .askGetters)
        // The controller itself is first responder: its getter gives the bar UIKit shows.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: true, editing: .none,
                                            editingInsideRememberedBar: false, rememberedBarIsShown: false) == .askGetters)
        // No bar on screen: nothing asked, whatever was remembered.
        for editing in [WindowSelection.EditingField.none, .inChosenWindow] {
            #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: editing,
                                                editingInsideRememberedBar: true, rememberedBarIsShown: true) == .nothing)
        }
    }

    @Test("a field's bar stays read once a field inside it takes the keyboard, while it shows; a field with a bar of its own reads that one")
    func fieldBarHoldingTheEditingField() {
        // The comment bar of a hidden field: its text view edits now, and offers no bar itself.
        #expect(ControllerInputBars.readsRememberedFieldBar(editingOffersBar: false, editingInsideRememberedFieldBar: true,
                                                            rememberedFieldBarIsShown: true))
        // UIKit took the bar away (editing ended, another field took the keyboard).
        #expect(!ControllerInputBars.readsRememberedFieldBar(editingOffersBar: false, editingInsideRememberedFieldBar: true,
                                                             rememberedFieldBarIsShown: false))
        // A field elsewhere edits: the bar of the field before is not UIKit's bar now.
        #expect(!ControllerInputBars.readsRememberedFieldBar(editingOffersBar: false, editingInsideRememberedFieldBar: false,
                                                             rememberedFieldBarIsShown: true))
        // The editing field offers its own bar: that one is read.
        #expect(!ControllerInputBars.readsRememberedFieldBar(editingOffersBar: true, editingInsideRememberedFieldBar: true,
                                                             rememberedFieldBarIsShown: true))
    }

    @Test("a remembered field bar whose opening field is gone stands where that field stood, only in the very screen presented then")
    func goneFieldOwner() {
        #expect(ControllerInputBars.goneFieldIsInsideModalScope(isScreenPresented: false, isTheRememberedScreen: false, fieldWasInside: true) == nil)
        #expect(ControllerInputBars.goneFieldIsInsideModalScope(isScreenPresented: true, isTheRememberedScreen: true, fieldWasInside: true) == true)
        #expect(ControllerInputBars.goneFieldIsInsideModalScope(isScreenPresented: true, isTheRememberedScreen: true, fieldWasInside: false) == false)
        // Another sheet replaced the one the bar was remembered in.
        #expect(ControllerInputBars.goneFieldIsInsideModalScope(isScreenPresented: true, isTheRememberedScreen: false, fieldWasInside: true) == false)
    }

    @Test("only the first responder's getter is asked; all of them only when none is first responder")
    func askedControllers() {
        // The chat screen inside a navigation controller: only the chat screen is asked.
        #expect(ControllerInputBars.askedControllers(isFirstResponder: [true, false, false]) == [0])
        #expect(ControllerInputBars.askedControllers(isFirstResponder: [false, false, true]) == [2])
        #expect(ControllerInputBars.askedControllers(isFirstResponder: [false, false]) == [0, 1])
        #expect(ControllerInputBars.askedControllers(isFirstResponder: []) == [])
    }

    @Test("children shown inside the screen join when first responder; all of them only while a bar's field edits and none is")
    func joiningChildren() {
        // A chat screen in a container's column, first responder: only it joins.
        #expect(ControllerInputBars.joiningChildren(chainHasFirstResponder: false, childIsFirstResponderInside: [false, true],
                                                    editing: .none) == [1])
        // The screen's own controller is first responder: no child is asked, even while a bar edits.
        #expect(ControllerInputBars.joiningChildren(chainHasFirstResponder: true, childIsFirstResponderInside: [false, false],
                                                    editing: .inKeyboardWindow) == [])
        // The bar's own field took the keyboard: the bar may be any child's.
        #expect(ControllerInputBars.joiningChildren(chainHasFirstResponder: false, childIsFirstResponderInside: [false, false],
                                                    editing: .inKeyboardWindow) == [0, 1])
        // A field of the screen edits (UIKit shows no controller's bar): none joins.
        #expect(ControllerInputBars.joiningChildren(chainHasFirstResponder: false, childIsFirstResponderInside: [false, false],
                                                    editing: .inChosenWindow) == [])
    }

    @Test("a shown bar is remembered for its first responder or for the field editing inside it; one shown for neither is not")
    func remembering() {
        let chat = Owner()
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [])
        // The app made the bar's text view first responder at once: the controller never was.
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: false, isHosted: true,
                                     holdsEditingField: true)) == .remember)
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: false, isHosted: true)) == .wait)
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: true, isHosted: true)) == .remember)
        // A bar in no window of a controller that is not first responder is nothing to note.
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: false, isHosted: false)) == .wait)
    }

    @Test("another view in no window at the very next scan is noted once, and that getter is asked no more while first responder")
    func newBarPerCall() {
        let chat = Owner()
        let other = Owner()
        let id = ObjectIdentifier(chat)
        let unhosted = ControllerInputBars.Offer(owner: id, ownerIsFirstResponder: true, isHosted: false)
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        // The same stored view, not hosted yet at the next scan: no note.
        memory.beginScan(firstResponders: [id])
        var same = unhosted
        same.isTheViewSeenUnhosted = true
        #expect(memory.offered(same) == .wait)
        // A scan in between that asked no getter: not two scans in a row.
        memory.beginScan(firstResponders: [id])
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        // Another controller's view does not count for this one.
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(ControllerInputBars.Offer(owner: ObjectIdentifier(other), ownerIsFirstResponder: true, isHosted: false)) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(memory.asks(id))
        #expect(memory.offered(unhosted) == .noteNewBarPerCall)
        #expect(memory.notedNewBarPerCall)
        // Its getter is not asked while it stays first responder; asked again once it resigned.
        memory.beginScan(firstResponders: [id])
        #expect(!memory.asks(id))
        #expect(memory.asks(ObjectIdentifier(other)))
        memory.beginScan(firstResponders: [])
        #expect(memory.asks(id))
        // Said once: found again, it is silenced in silence.
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(!memory.asks(id))
    }

    @Test("a chat screen at rest: its bar, still shown, is read without asking its getter again; once UIKit took it away, the getter is asked")
    func atRestNoGetter() {
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                            rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: true) == .rememberedBar)
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                            rememberedBarIsShown: false, rememberedOwnerIsFirstResponder: true) == .askGetters)
        // Another controller is first responder: its own bar is asked for.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                            rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: false) == .askGetters)
    }

    @Test("looking for the bar of the editing field, each controller is asked once per field")
    func searchAsksOncePerField() {
        let navigation = Owner(), chat = Owner(), field = Owner(), otherField = Owner()
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [], editingField: ObjectIdentifier(field))
        // The navigation controller has no bar; the chat screen's bar does not hold the field.
        memory.offeredNothing(by: ObjectIdentifier(navigation), ownerIsFirstResponder: false)
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: false, isHosted: false)) == .wait)
        memory.beginScan(firstResponders: [], editingField: ObjectIdentifier(field))
        #expect(!memory.asks(ObjectIdentifier(navigation)))
        #expect(!memory.asks(ObjectIdentifier(chat)))
        // After a while the same field's search asks again (a getter that answered during a
        // transition, a field that ended and began editing between two scans).
        for _ in 2..<ControllerInputBars.searchRetryScans {
            memory.beginScan(firstResponders: [], editingField: ObjectIdentifier(field))
        }
        #expect(!memory.asks(ObjectIdentifier(chat)))
        memory.beginScan(firstResponders: [], editingField: ObjectIdentifier(field))
        #expect(memory.asks(ObjectIdentifier(chat)))
        // Another field edits: a new search.
        memory.beginScan(firstResponders: [], editingField: ObjectIdentifier(otherField))
        #expect(memory.asks(ObjectIdentifier(navigation)))
        #expect(memory.asks(ObjectIdentifier(chat)))
        // A bar that holds the field is remembered, and its controller stays askable.
        #expect(memory.offered(.init(owner: ObjectIdentifier(chat), ownerIsFirstResponder: false, isHosted: true,
                                     holdsEditingField: true)) == .remember)
        #expect(memory.asks(ObjectIdentifier(chat)))
        // With no field editing, nothing is a search: a controller that is not first responder
        // and answers nothing is asked again at the next scan.
        memory.beginScan(firstResponders: [])
        memory.offeredNothing(by: ObjectIdentifier(navigation), ownerIsFirstResponder: false)
        memory.beginScan(firstResponders: [])
        #expect(memory.asks(ObjectIdentifier(navigation)))
    }

    @Test("a first responder whose getter gave no bar is asked again only once the input views reload, it resigns, or half a second passed")
    func firstResponderWithoutBar() {
        let chat = Owner(), other = Owner()
        let id = ObjectIdentifier(chat)
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [id], at: 10)
        #expect(memory.asks(id))
        memory.offeredNothing(by: id, ownerIsFirstResponder: true)
        // UIKit loaded its input views with no bar and shows none: scans at rest do not run the
        // app's getter again.
        memory.beginScan(firstResponders: [id], at: 10.1)
        #expect(!memory.asks(id))
        #expect(memory.asks(ObjectIdentifier(other)))
        // The app calls reloadInputViews() (the keyboard's frame moves): asked again.
        memory.inputViewsReloaded()
        memory.beginScan(firstResponders: [id], at: 10.2)
        #expect(memory.asks(id))
        memory.offeredNothing(by: id, ownerIsFirstResponder: true)
        // It resigns and becomes first responder again: asked again.
        memory.beginScan(firstResponders: [], at: 10.25)
        memory.beginScan(firstResponders: [id], at: 10.3)
        #expect(memory.asks(id))
        memory.offeredNothing(by: id, ownerIsFirstResponder: true)
        // Without any signal (a reload UIKit did not announce), after half a second, however
        // many scans ran in between.
        for step in 1...4 {
            memory.beginScan(firstResponders: [id], at: 10.3 + Double(step) * 0.1)
            #expect(!memory.asks(id))
        }
        memory.beginScan(firstResponders: [id], at: 10.3 + ControllerInputBars.nothingRetryInterval)
        #expect(memory.asks(id))
        // A bar it offers later (asked again once half a second passed) clears the mark: the
        // next scan asks it at once.
        memory.offeredNothing(by: id, ownerIsFirstResponder: true)
        memory.beginScan(firstResponders: [id], at: 11)
        #expect(memory.offered(.init(owner: id, ownerIsFirstResponder: true, isHosted: true)) == .remember)
        memory.beginScan(firstResponders: [id], at: 11.1)
        #expect(memory.asks(id))
    }

    @Test("after reloadInputViews() the next scan asks the getter for the new bar instead of reading the old one, then reads the remembered bar again")
    func reloadedInputViewsReplaceTheRememberedBar() {
        let id = ObjectIdentifier(Owner())
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [id])
        #expect(memory.readingThisScan(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                       rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: true) == .rememberedBar)
        // The app swaps its bar: the old one is still in its window while UIKit animates it out.
        memory.inputViewsReloaded()
        memory.beginScan(firstResponders: [id])
        #expect(memory.readingThisScan(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                       rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: true) == .askGetters)
        // A bar whose own field edits stays read (over a screen pushed since, whose controllers
        // would not offer it, it would drop out and focus would leave it).
        #expect(memory.readingThisScan(controllerIsFirstResponder: false, editing: .inKeyboardWindow, editingInsideRememberedBar: true,
                                       rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: false) == .rememberedBar)
        // The scan after reads the bar it remembered then.
        memory.beginScan(firstResponders: [id])
        #expect(memory.readingThisScan(controllerIsFirstResponder: true, editing: .none, editingInsideRememberedBar: false,
                                       rememberedBarIsShown: true, rememberedOwnerIsFirstResponder: true) == .rememberedBar)
    }

    @Test("forgetting everything (GamepadKit stops) asks every getter afresh, but the note on new bars per call stays given")
    func forgetAll() {
        let id = ObjectIdentifier(Owner())
        let unhosted = ControllerInputBars.Offer(owner: id, ownerIsFirstResponder: true, isHosted: false)
        var memory = ControllerInputBars()
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .noteNewBarPerCall)
        memory.beginScan(firstResponders: [id])
        #expect(!memory.asks(id))
        memory.forgetAll()
        memory.beginScan(firstResponders: [id])
        #expect(memory.asks(id))
        #expect(memory.notedNewBarPerCall)
        #expect(memory.offered(unhosted) == .wait)
        memory.beginScan(firstResponders: [id])
        #expect(memory.offered(unhosted) == .wait)
    }
}
