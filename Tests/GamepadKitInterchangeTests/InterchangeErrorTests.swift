import Testing
@testable import GamepadKitInterchange

@Test("an interchange error names the file, the place and the problem")
func interchangeErrorNamesFileAndPlace() {
    let e = InterchangeError(file: "home.json", location: "views[0].children[2]", message: "unknown kind 'buton'")
    #expect(e.description == "home.json: views[0].children[2]: unknown kind 'buton'")
}
