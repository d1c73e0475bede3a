/// The release this build of the tools belongs to.
///
/// One number for the whole project: the podspec's `s.version`, `gamepadkit --version`, the
/// SARIF log's `tool.driver.version` and the newest release in `CHANGELOG.md` all say this
/// (`VersionAgreementTests` checks them). Change it with the podspec when releasing.
public enum GamepadKitVersion {
    /// The version, `major.minor.patch`.
    public static let current = "2.0.0"
}
