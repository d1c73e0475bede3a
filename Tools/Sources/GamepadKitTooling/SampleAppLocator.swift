import Foundation

/// Finds the repository's `SampleApp/` folder for `gamepadkit report`: next to the current
/// directory (or one level up, when run from `Tools/`), else next to the sources the tool was
/// built from.
public enum SampleAppLocator {
    /// The repository root as seen from this source file (`Tools/Sources/GamepadKitTooling/…`).
    public static let repositoryRootFromSource: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The first `SampleApp` folder among the places above, or nil.
    public static func sampleAppFolder(
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        repositoryRoot: String = repositoryRootFromSource
    ) -> String? {
        let places = [
            (currentDirectory as NSString).appendingPathComponent("SampleApp"),
            ((currentDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("SampleApp"),
            (repositoryRoot as NSString).appendingPathComponent("SampleApp"),
        ]
        for place in places {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory), isDirectory.boolValue {
                return (place as NSString).standardizingPath
            }
        }
        return nil
    }
}
