import Foundation
import Testing
@testable import GamepadKitTooling

@Suite("Every public symbol has a doc comment")
struct DocCommentCoverageTests {
    /// The repository's root, from this file's place in `Tools/Tests/GamepadKitToolingTests/`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the app-facing module and the engine document every public and open declaration")
    func sourcesAreDocumented() throws {
        let folders = ["Sources/GameControllerBinder", "Sources/GamepadKitCore"].map { (Self.root as NSString).appendingPathComponent($0) }
        for folder in folders {
            #expect(FileManager.default.fileExists(atPath: folder), "missing \(folder)")
        }
        let gaps = try DocCommentCheck.gaps(inFolders: folders)
        #expect(gaps.isEmpty, "public declarations without a doc comment:\n\(gaps.map(\.description).joined(separator: "\n"))")
    }

    @Test("an undocumented public property is found at its line; documented ones, attributes in between, overrides and extensions are not")
    func findsGaps() {
        let source = """
            /// A thing.
            public struct Thing: CustomStringConvertible {
                /// Documented.
                public var a: Int
                public var b: Int
                /// Documented, with an attribute between.
                @available(iOS 16, *)
                public static func make() -> Thing { Thing(a: 0, b: 0) }
                @MainActor public func undocumented() {}
                public var description: String { "" }
                var internalOne: Int { 0 }
                // public var commentedOut: Int
            }
            public extension Thing {}
            """
        let gaps = DocCommentCheck.gaps(in: source, file: "Thing.swift")
        #expect(gaps.map(\.line) == [5, 9])
        #expect(gaps.first?.description == "Thing.swift:5: public var b: Int has no doc comment (///)")
    }
}
