import Testing
@testable import GamepadKitCore

@Suite("What log lines may say publicly")
struct LogPrivacyTests {
    @Test("labels, alert titles, element ids and typed text stay private")
    func privateValues() {
        for kind in [LogPrivacy.Value.accessibilityLabel, .alertTitle, .elementID, .typedText] {
            #expect(!LogPrivacy.isPublic(kind))
        }
    }

    @Test("key paths, class names, controller inputs and rowSegues keys are the developer's or the hardware's: public")
    func publicValues() {
        for kind in [LogPrivacy.Value.configurationKeyPath, .className, .controllerInput, .rowSegueKey] {
            #expect(LogPrivacy.isPublic(kind))
        }
    }
}
