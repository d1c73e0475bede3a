import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("gamepadkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (creating subfolders) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A layout JSON of a column of three buttons, the middle one 20×20.
let columnLayoutJSON = """
    {"size":[390,844],"views":[
      {"id":"top","kind":"button","frame":[20,100,350,44],"children":[]},
      {"id":"tiny","kind":"button","frame":[20,200,20,20],"children":[]},
      {"id":"bottom","kind":"button","frame":[20,300,350,44],"children":[]}
    ]}
    """

/// A storyboard with two scenes: two buttons in a column, and one 20×20 button.
let twoSceneStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="Login" sceneMemberID="viewController">
                        <view key="view" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button id="user">
                                    <rect key="frame" x="20" y="100" width="350" height="44"/>
                                    <state key="normal" title="User &amp; name"/>
                                </button>
                                <button id="go">
                                    <rect key="frame" x="20" y="200" width="350" height="44"/>
                                    <state key="normal" title="Sign in"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="Help" sceneMemberID="viewController">
                        <view key="view" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button id="close">
                                    <rect key="frame" x="20" y="100" width="20" height="20"/>
                                <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-close"/></connections></button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
