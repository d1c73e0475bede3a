import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Thread-safe counter for the storyboard reads of a `storyboardNamed` closure.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0
    func count() { lock.lock(); reads += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return reads }
}

@Suite("Storyboard reader: hostile files cannot multiply memory or work")
struct AmplificationTests {
    /// A collection with one flow-laid prototype cell holding `labels` labels.
    private func collection(_ index: Int, labels: Int) -> String {
        let views = (0..<labels).map { #"<label text="x" id="C\#(index)L\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"# }.joined()
        return """
            <collectionView id="C\(index)" dataMode="prototypes"><rect key="frame" x="0" y="\(index * 10)" width="375" height="667"/>
            <collectionViewFlowLayout key="collectionViewLayout" id="F\(index)"><size key="itemSize" width="10" height="10"/></collectionViewFlowLayout>
            <cells><collectionViewCell id="P\(index)"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <view key="contentView" id="V\(index)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>\(views)</subviews></view>
            </collectionViewCell></cells></collectionView>
            """
    }

    @Test("twenty collections of 500-view prototypes in one scene add at most the scene's budget of copied views")
    func copiesAreBoundedAcrossTheScene() throws {
        let collections = (0..<20).map { collection($0, labels: 500) }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>\(collections)</subviews></view></objects></document>
            """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        let views = InterfaceBuilderReader.viewCount(scene.root)
        let originals = 1 + 20 * (1 + 1 + 1 + 500)
        // Each collection alone may copy up to 20,000 views (400,000 in all without a scene budget).
        #expect(views - originals <= CopiedViewBudget.maximumViewsPerScene)
        #expect(views - originals > CopiedViewBudget.maximumViewsPerScene - 510)
        // Every collection keeps at least its prototype.
        var collectionNodes: [ViewNode] = []
        var pending = [scene.root]
        while let node = pending.popLast() {
            if node.kind == .collection { collectionNodes.append(node) } else { pending += node.children }
        }
        #expect(collectionNodes.count == 20)
        #expect(collectionNodes.allSatisfy { !$0.children.filter { $0.kind == .collectionItem }.isEmpty })
    }

    @Test("twenty tabs referencing one storyboard read it once and take each tab's item from it")
    func referencedStoryboardReadOnce() throws {
        let tabs = (0..<20).map { #"<segue destination="PH\#($0)" kind="relationship" relationship="viewControllers" id="S\#($0)"/>"# }.joined()
        let placeholders = (0..<20).map { index in
            let reference = index % 2 == 0 ? #" referencedIdentifier="Screen\#(index % 4)""# : ""
            return #"<scene sceneID="PS\#(index)"><objects><viewControllerPlaceholder storyboardName="Other"\#(reference) id="PH\#(index)" sceneMemberID="viewController"/></objects></scene>"#
        }.joined()
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="TB">
            <scenes><scene sceneID="T"><objects><tabBarController id="TB" sceneMemberID="viewController">
            <tabBar key="tabBar" id="Bar"><rect key="frame" x="0" y="0" width="375" height="49"/></tabBar>
            <connections>\(tabs)</connections></tabBarController></objects></scene>
            <scene sceneID="H"><objects><viewController id="Home" sceneMemberID="viewController">
            <view key="view" id="HV"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
            \(placeholders)</scenes></document>
            """
        let filler = (0..<2_000).map { #"<label text="filler" id="FL\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"# }.joined()
        let other = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="O1">
            <scenes>
            <scene sceneID="OS1"><objects><viewController id="O1" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Initial" id="I1"/>
            <view key="view" id="OV1"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>\(filler)</subviews></view></viewController></objects></scene>
            <scene sceneID="OS2"><objects><viewController storyboardIdentifier="Screen0" id="O2" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Zero" id="I2"/>
            <view key="view" id="OV2"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
            <scene sceneID="OS3"><objects><viewController storyboardIdentifier="Screen2" id="O3" sceneMemberID="viewController">
            <view key="view" id="OV3"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
            </scenes></document>
            """
        let reads = ReadCounter()
        let otherData = Data(other.utf8)
        _ = try InterfaceBuilderDocument.scenes(from: Data(main.utf8), file: "Main.storyboard") { name in
            reads.count()
            return name == "Other" ? otherData : nil
        }
        #expect(reads.value == 1)

        let document = try MarkupElement.parse(otherData)
        let items = ReferencedTabItems(document: document)
        func placeholder(_ identifier: String?) throws -> MarkupElement {
            let attribute = identifier.map { #" referencedIdentifier="\#($0)""# } ?? ""
            return try MarkupElement.parse(Data(#"<viewControllerPlaceholder storyboardName="Other"\#(attribute) id="P"/>"#.utf8))
        }
        // The same answers as the rule read from the whole document.
        for identifier in [nil, "Screen0", "Screen2", "Missing"] {
            let reference = try placeholder(identifier)
            #expect(items.tabItem(referencedBy: reference)?["title"] == StoryboardFlow.tabItem(referencedBy: reference, in: document)?["title"],
                    "\(identifier ?? "no identifier")")
        }
        #expect(items.tabItem(referencedBy: try placeholder("Screen0"))?["title"] == "Zero")
        #expect(items.tabItem(referencedBy: try placeholder("Screen2")) == nil)
        #expect(items.tabItem(referencedBy: try placeholder("Missing"))?["title"] == "Initial")
    }

    @Test("sizes over a limit by a byte say their bytes; exact sizes stay short")
    func byteCounts() {
        #expect(ByteCountText.text(32 * 1024 * 1024) == "32 MB")
        #expect(ByteCountText.text(32 * 1024 * 1024 + 1) == "32 MB (33,554,433 bytes)")
        #expect(ByteCountText.text(1536) == "1.5 KB")
        #expect(ByteCountText.text(1) == "1 byte")
        #expect(ByteCountText.text(1000) == "1,000 bytes")
    }

    @Test("a control's name from the label beside it is the same with the label index as with a scan of every sibling")
    func labelIndexAgreesWithAScan() {
        var random = SplitMix64(seed: 7)
        var views: [ViewNode] = []
        for index in 0..<400 {
            let frame = Rect(x: (random.nextUnit() * 600).rounded() - 100, y: (random.nextUnit() * 900).rounded(),
                             width: (random.nextUnit() * 120).rounded() - 10, height: (random.nextUnit() * 50).rounded())
            switch index % 4 {
            case 0:
                var label = ViewNode(id: "l\(index)", kind: .label, frame: frame)
                label.label = "L\(index)"
                views.append(label)
            case 1: views.append(ViewNode(id: "s\(index)", kind: .switch, frame: frame))
            case 2: views.append(ViewNode(id: "b\(index)", kind: .button, frame: frame))
            default: views.append(ViewNode(id: "t\(index)", kind: .textField, frame: frame))
            }
        }
        var wide = ViewNode(id: "wide", kind: .label, frame: Rect(x: -1e300, y: 10, width: .infinity, height: 30))
        wide.label = "Wide"
        views.append(wide)
        let named = ReadableNames.namingControlsByTheirLabels(views)
        let scanned = namingByScanningEverySibling(views)
        #expect(named.map(\.label) == scanned.map(\.label))
        #expect(named.filter { $0.kind != .label && $0.label != nil }.count > 20)
    }
}

/// The naming rule as first written, looking at every sibling for every control: the reference
/// the indexed search must agree with.
private func namingByScanningEverySibling(_ views: [ViewNode]) -> [ViewNode] {
    guard views.count > 1, views.contains(where: { $0.kind == .label && $0.label?.isEmpty == false }) else { return views }
    func labelUnder(_ frame: Rect) -> String? {
        views.filter { view in
            guard view.kind == .label, !view.isHidden, view.label?.isEmpty == false, let shared = view.frame.intersection(frame) else { return false }
            return shared.width * shared.height >= 0.5 * view.frame.width * view.frame.height
        }
        .min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.label
    }
    func labelBeside(_ frame: Rect) -> String? {
        var best: (distance: Double, text: String)?
        var bestAbove: (distance: Double, text: String)?
        for view in views where view.kind == .label && !view.isHidden {
            guard let text = view.label, !text.isEmpty else { continue }
            let label = view.frame
            let sameLine = label.minY < frame.maxY && frame.minY < label.maxY
            let sameColumn = label.minX < frame.maxX && frame.minX < label.maxX
            if sameLine, label.maxX <= frame.minX + 1 {
                let distance = frame.minX - label.maxX
                if distance <= ReadableNames.labelReach, best.map({ distance < $0.distance }) ?? true { best = (distance, text) }
            } else if sameColumn, label.maxY <= frame.minY + 1 {
                let distance = frame.minY - label.maxY
                if distance <= ReadableNames.labelReach, bestAbove.map({ distance < $0.distance }) ?? true { bestAbove = (distance, text) }
            }
        }
        return best?.text ?? bestAbove?.text
    }
    var named = views
    for index in named.indices where named[index].label == nil {
        if ReadableNames.namedByLabel.contains(named[index].kind), let text = labelBeside(named[index].frame) {
            named[index].label = text
        } else if named[index].kind == .button, let text = labelUnder(named[index].frame) {
            named[index].label = text
        }
    }
    return named
}
