import Testing
import GamepadKitCore

@Suite("Which subviews of a cell hold its controls")
struct CellSubviewsTests {
    @Test("a settings row's switch set as accessory view is searched; the detail button UIKit draws is not")
    func accessoryViewAndDrawnAccessory() {
        #expect(CellSubviews.holdsControls(.contentView, isEditing: false))
        #expect(CellSubviews.holdsControls(.accessoryView, isEditing: false))
        #expect(!CellSubviews.holdsControls(.drawnByUIKit, isEditing: false))
    }

    @Test("while the table edits, the editing accessory replaces the accessory and the editing controls stay out")
    func editing() {
        #expect(CellSubviews.holdsControls(.contentView, isEditing: true))
        #expect(!CellSubviews.holdsControls(.accessoryView, isEditing: true))
        #expect(CellSubviews.holdsControls(.editingAccessoryView, isEditing: true))
        #expect(!CellSubviews.holdsControls(.editingAccessoryView, isEditing: false))
        #expect(!CellSubviews.holdsControls(.drawnByUIKit, isEditing: true))
    }
}
