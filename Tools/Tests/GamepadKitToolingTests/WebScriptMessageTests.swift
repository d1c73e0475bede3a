import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// The change messages, in real Chromium with virtual time: a fake `webkit.messageHandlers`
/// handler records what the script posts while the page changes every 50 ms.
@Suite("The web page script's change messages in headless Chromium",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptMessageTests {
    static let steps = [
        """
        (function () { window.__posts = []; window.__errors = 0; addEventListener('error', function () { window.__errors++; });
          window.webkit = { messageHandlers: { gamepadKitWeb: { postMessage: function (m) {
            window.__posts.push({ type: m.type, reason: m.reason, at: performance.now() }); } } } };
          return 'ready'; })()
        """,
        """
        new Promise(function (resolve) { var n = 0, last = 0; var timer = setInterval(function () {
          document.getElementById('marker').textContent = 'change ' + n; last = performance.now();
          if (++n === 20) { clearInterval(timer); setTimeout(function () { resolve(JSON.stringify({ posts: window.__posts, last: last })); }, 600); }
        }, 50); })
        """,
        """
        new Promise(function (resolve) { var before = window.__posts.length; __gamepadKitWeb.setActive(false);
          for (var i = 0; i < 5; i++) { document.getElementById('marker').textContent = 'asleep ' + i; }
          scrollTo(0, 300);
          setTimeout(function () { resolve(String(window.__posts.length - before)); }, 600); })
        """,
        """
        new Promise(function (resolve) { delete window.webkit; __gamepadKitWeb.setActive(true);
          document.getElementById('marker').textContent = 'no handler'; scrollTo(0, 0);
          setTimeout(function () { resolve(String(window.__errors)); }, 600); })
        """,
        // Scroll events are dispatched, not made by scrolling: a real scroll's events need rendered
        // frames, which virtual time does not promise under load.
        """
        new Promise(function (resolve) { window.__posts = [];
          window.webkit = { messageHandlers: { gamepadKitWeb: { postMessage: function (m) {
            window.__posts.push({ type: m.type, reason: m.reason, at: performance.now() }); } } } };
          var n = 0, last = 0; var timer = setInterval(function () {
          window.dispatchEvent(new Event('scroll')); last = performance.now();
          if (++n === 20) { clearInterval(timer); setTimeout(function () { resolve(JSON.stringify({ posts: window.__posts, last: last })); }, 600); }
        }, 50); })
        """,
    ]

    struct Post: Decodable { var type: String; var reason: String; var at: Double }
    struct Record: Decodable { var posts: [Post]; var last: Double }

    static let answers: Result<[String], ToolFailure> = {
        do throws(ToolFailure) {
            let run = HeadlessChromium.PageRun(path: WebFixtures.path("actions.html"), steps: steps)
            return .success(try HeadlessChromium.run([run], virtualTimeBudget: 10_000).first ?? [])
        } catch {
            return .failure(error)
        }
    }()

    @Test("scroll events every 50 ms for a second post one message, once the scrolling settled")
    func scrollSettles() throws {
        let answers = try Self.answers.get()
        let record = try JSONDecoder().decode(Record.self, from: Data(try #require(answers.dropFirst(5).first).utf8))
        #expect(record.posts.count == 1, "\(record.posts.map(\.at))")
        #expect(record.posts.first?.reason == "scroll")
        #expect((record.posts.first?.at ?? 0) >= record.last + 149, "posted after the last scroll settled")
    }

    @Test("DOM changes every 50 ms for a second post at most one message a 250 ms, and the last change is posted after it")
    func throttled() throws {
        let answers = try Self.answers.get()
        #expect(answers.count == Self.steps.count + 1)
        #expect(answers.dropFirst().first == "ready")
        let record = try JSONDecoder().decode(Record.self, from: Data(try #require(answers.dropFirst(2).first).utf8))
        let times = record.posts.map(\.at)
        #expect((4...6).contains(times.count), "\(times)")
        for (earlier, later) in zip(times, times.dropFirst()) { #expect(later - earlier >= 249, "\(times)") }
        #expect((times.last ?? 0) >= record.last, "the trailing message comes after the last change")
        #expect(record.posts.allSatisfy { $0.type == "changed" && $0.reason == "mutation" })
    }

    @Test("asleep, nothing is posted; without a handler nothing is posted and nothing throws into the page")
    func asleepAndWithoutHandler() throws {
        let answers = try Self.answers.get()
        #expect(answers.dropFirst(3).first == "0")
        #expect(answers.dropFirst(4).first == "0")
    }
}
