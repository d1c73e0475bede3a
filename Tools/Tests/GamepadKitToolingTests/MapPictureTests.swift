import Foundation
import Testing
@testable import GamepadKitTooling

@Suite("Map files and converters")
struct MapPictureTests {
    @Test("scene names become file-name-safe, and repeated names get a number")
    func fileNames() {
        #expect(MapPicture.fileName(for: "Main-Login Screen") == "Main-Login-Screen")
        #expect(MapPicture.fileName(for: "a/b:c") == "a-b-c")
        #expect(MapPicture.fileName(for: "…") == "scene")
        #expect(MapPicture.fileNames(for: ["Home", "home", "Home"]) == ["Home", "home-2", "Home-3"])
    }

    @Test("a convert program that is not ImageMagick is not used")
    func fakeConvert() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("convert", "#!/bin/sh\necho 'picture stand-in 1.0'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        #expect(PNGConverter.find(searchPath: [folder.path]) == nil)
    }

    @Test("a convert program that says ImageMagick is used")
    func imageMagickConvert() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write("convert", "#!/bin/sh\necho 'Version: ImageMagick 6.9.11-60'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        #expect(PNGConverter.find(searchPath: [folder.path]) == PNGConverter(program: .convert, path: script))
    }

    @Test("rsvg-convert is preferred when present")
    func rsvgFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let magick = try folder.write("magick", "#!/bin/sh\necho 'Version: ImageMagick 7.1'\n")
        let rsvg = try folder.write("rsvg-convert", "#!/bin/sh\nexit 0\n")
        for file in [magick, rsvg] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file)
        }
        #expect(PNGConverter.find(searchPath: [folder.path])?.program == .rsvgConvert)
    }
}
