import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which elements a listing holds once the page's `IntersectionObserver` has reported, and the
/// listing's speed on 5,000 elements in real Chromium, on the real clock: the median of 20
/// `list()` calls (the elements near the viewport, as the SDK lists a page) and of 20
/// `list(true)` calls (every element, as the tools do). Printed, not judged: the machine's load
/// decides; `Speed.md` keeps the figures.
///
/// The page starts its listing (and so its `IntersectionObserver`) before it has loaded, and an
/// image served 1.5 s late by a local server holds its `load` event back, on the real clock: the
/// page renders meanwhile and the observer reports, as it has long done on a device when a change
/// makes the SDK list the page. The runner's steps run at `load`, without virtual time (under
/// virtual time the clock stands still while a script runs).
@Suite("The web listing near the viewport, and its speed, in headless Chromium",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebListingNeighbourhoodTests {
    @Test("once the page's observer reported, a listing holds the elements near the viewport and a carousel there whole; list(true) holds every element")
    func nearTheViewport() throws {
        let server = try SlowImageServer(delayMilliseconds: 1_000)
        defer { server.stop() }
        let page = try Self.page(WebFixtures.path("long-page.html"), imagePort: server.port)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let labels = "(function (text) { return JSON.parse(text).elements.map(function (e) { return e.label; }).join('|'); })"
        let answers = try HeadlessChromium.run(HeadlessChromium.PageRun(path: page, width: 390, height: 844, steps: [
            "\(labels)(\(WebPageScript.listCall))", "\(labels)(\(WebPageScript.listEverythingCall))",
        ]))
        try #require(answers.count == 3)
        let near = (1...8).map { "Near \($0)" }
        #expect(answers[1] == (["Top link"] + near).joined(separator: "|"))
        #expect(answers[2] == (["Top link"] + near + ["Far link", "Far 1", "Far 2", "Far 3", "Far 4"]).joined(separator: "|"))
        // Before the observer has reported (the runner's first listing, at load without the
        // late image), every element is listed.
        let fresh = try HeadlessChromium.run(HeadlessChromium.PageRun(path: WebFixtures.path("long-page.html"),
                                                                    steps: ["\(labels)(\(WebPageScript.listCall))"]))
        #expect(fresh.last == answers[2])
    }

    @Test("listing 5,000 elements: the median of 20 runs near the viewport and of every element is printed")
    func speed() throws {
        let server = try SlowImageServer(delayMilliseconds: 1_500)
        defer { server.stop() }
        let page = try Self.page(WebFixtures.path("five-thousand.html"), imagePort: server.port)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let steps = [Self.medianStep(WebPageScript.listCall), Self.medianStep(WebPageScript.listEverythingCall)]
        let answers = try HeadlessChromium.run(HeadlessChromium.PageRun(path: page, width: 390, height: 844, steps: steps))
        try #require(answers.count == 3)
        print("web script speed, 5,000 elements, 20 runs of list() in Chromium, real clock (ms): \(answers[1])")
        print("web script speed, 5,000 elements, 20 runs of list(true) in Chromium, real clock (ms): \(answers[2])")
        #expect(answers[2].hasPrefix("{\"elements\":5000,"))
        // Near the viewport: the rows within one viewport of it, not the page's 5,000.
        let near = try #require(Self.count(in: answers[1]))
        #expect(near > 0 && near < 500)
    }

    /// The page at `fixture` with a listing started at the end of its body and an image from
    /// `imagePort` that arrives late, written to a temporary file.
    static func page(_ fixture: String, imagePort: Int) throws -> String {
        let html = try String(contentsOfFile: fixture, encoding: .utf8)
        let late = "<img src=\"http://127.0.0.1:\(imagePort)/late.gif\" alt=\"\">"
            + "<script>__gamepadKitWeb.list();</script>\n</body>"
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("gamepadkit-speed-\(UUID().uuidString).html")
        try html.replacingOccurrences(of: "</body>", with: late).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A step answering `{"elements","median","min","max","bytes"}` over 20 calls of `call`.
    static func medianStep(_ call: String) -> String {
        """
        (function () { var times = [], text = '';
          for (var i = 0; i < 20; i++) { var start = performance.now(); text = \(call); times.push(performance.now() - start); }
          times.sort(function (a, b) { return a - b; });
          var r = function (v) { return Math.round(v * 100) / 100; };
          return JSON.stringify({ elements: JSON.parse(text).elements.length, median: r(times[10]),
            min: r(times[0]), max: r(times[19]), bytes: text.length }); })()
        """
    }

    /// The `elements` count of a step's answer.
    static func count(in answer: String) -> Int? {
        struct Figures: Decodable { var elements: Int }
        return try? JSONDecoder().decode(Figures.self, from: Data(answer.utf8)).elements
    }
}

/// A one-purpose HTTP server on 127.0.0.1: every request is answered, after `delayMilliseconds`,
/// with a 1 × 1 GIF. It holds a page's `load` event back on the real clock.
final class SlowImageServer: @unchecked Sendable {
    let port: Int
    private let socketFD: Int32
    private let delay: UInt32
    private let lock = NSLock()
    private var stopped = false

    init(delayMilliseconds: Int) throws {
        delay = UInt32(max(0, delayMilliseconds)) * 1_000
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ToolFailure("no socket for the slow image server") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw ToolFailure("the slow image server cannot listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in self.serve() }
        thread.start()
    }

    private func serve() {
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0,
                                                    0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]
        let head = Array("HTTP/1.1 200 OK\r\nContent-Type: image/gif\r\nContent-Length: \(gif.count)\r\nConnection: close\r\n\r\n".utf8)
        while true {
            let client = accept(socketFD, nil, nil)
            if client < 0 { return }  // closed by stop()
            var buffer = [UInt8](repeating: 0, count: 4_096)
            _ = read(client, &buffer, buffer.count)
            usleep(delay)
            let reply = head + gif
            _ = reply.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
        }
    }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(socketFD, Int32(SHUT_RDWR))
        close(socketFD)
    }
}
