import Testing
@testable import GamepadKitCore

/// A chat screen's message bar (a controller's input accessory view): when a scan asks the app's
/// getters, when it reads the bar it saw last, and the note on getters that make a new bar.
@Suite("The controllers' input bars")
struct ControllerInputBarsTests {
    private final class Owner {}

    @Test("while the bar's own field edits, the remembered bar is read and no getter is asked")
    func rememberedBarWhileItsFieldEdits() {
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: true, rememberedOwnerIsShown: true) == .rememberedBar)
        // The field is in a bar no first responder of this scene offered (another scene's, or
        // one never seen hosted): the getters are asked, as UIKit shows such a bar.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: false, rememberedOwnerIsShown: true) == .askGetters)
        // The bar's controller was pushed away or dismissed since: its bar is not this screen's.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: .inKeyboardWindow,
                                            editingInsideRememberedBar: true, rememberedOwnerIsShown: false) == .askGetters)
        // The controller itself is first responder: its getter gives the bar UIKit shows.
        #expect(ControllerInputBars.reading(controllerIsFirstResponder: true, editing: .none,
                                            editingInsideRememberedBar: false, rememberedOwnerIsShown: false) == .askGetters)
        // No bar on screen: nothing asked, whatever was remembered.
        for editing in [WindowSelection.EditingField.none, .inChosenWindow] {
            #expect(ControllerInputBars.reading(controllerIsFirstResponder: false, editing: editing,
                                                editingInsideRememberedBar: true, rememberedOwnerIsShown: true) == .nothing)
        }
    }

    @Test("a hosted bar is remembered; a bar in no window at two scans in a row is noted once, one scan apart only")
    func unhostedBarsNotedOnce() {
        let chat = Owner()
        let other = Owner()
        var memory = ControllerInputBars()
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .wait)
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: true) == .remember)
        // After a hosted bar, one scan in no window is UIKit about to host a new bar.
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .wait)
        // A scan in between that asked no getter: not two scans in a row.
        memory.beginScan()
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .wait)
        // Another controller's unhosted bar does not count for this one.
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(other), isHosted: false) == .wait)
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .wait)
        memory.beginScan()
        #expect(!memory.notedNewBarPerCall)
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .noteNewBarPerCall)
        #expect(memory.notedNewBarPerCall)
        // Said once: the next such scans wait in silence.
        memory.beginScan()
        #expect(memory.offered(by: ObjectIdentifier(chat), isHosted: false) == .wait)
    }
}
