import Foundation
import Testing
@testable import GamepadKitInterchange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Layout files: hostile paths and sizes")
struct HostileFileTests {
    @Test("/dev/zero under a layout name is refused as a device, without reading it")
    func deviceFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("zero.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(interchangeError { _ = try LayoutFile.load(path: link) } == InterchangeError(file: link, location: "", message: "is a device, not a layout file"))
    }

    @Test("a named pipe is refused as one, without waiting for a writer")
    func namedPipe() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe.xib").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(interchangeError { _ = try LayoutFile.load(path: path) } == InterchangeError(file: path, location: "", message: "is a named pipe, not a layout file"))
    }

    @Test("a file larger than the limit is refused with its size before it is read")
    func hugeFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.xib").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        // A sparse 200 MB file: nothing is written, the size is all that counts.
        try handle.truncate(atOffset: 200 * 1024 * 1024)
        try handle.close()
        #expect(interchangeError { _ = try LayoutFile.load(path: path) } == InterchangeError(
            file: path, location: "", message: "is 200 MB; layout files larger than 32 MB are not read"))
    }

    @Test("a 100,000-character duplicate id is shown clipped in the message")
    func hugeIdClipped() {
        let id = String(repeating: "a", count: 100_000)
        let json = "{\"size\":[390,844],\"views\":[{\"id\":\"\(id)\",\"kind\":\"button\",\"frame\":[0,0,10,10]},{\"id\":\"\(id)\",\"kind\":\"button\",\"frame\":[0,20,10,10]}]}"
        let error = interchangeError { _ = try LayoutJSON.decode(Data(json.utf8), file: "ids.json") }
        #expect(error?.message == "duplicate id '\(String(repeating: "a", count: 60))… (100000 characters)' (also used by views[0])")
    }
}
