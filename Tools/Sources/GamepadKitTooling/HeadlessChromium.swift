import Foundation
import GamepadKitCore

/// Runs the SDK's web page script (`WebPageScript.source`) in a real browser, headless Chromium,
/// so the tools can map a web page as they map a storyboard and the script is tested where it
/// runs.
///
/// A page is loaded from a temporary copy that starts with the script (as a `WKUserScript` runs
/// at document start) and ends with a small driver: once the page has loaded, the driver lists
/// it, evaluates the steps asked for in order, and writes every answer into the document that
/// Chromium prints with `--dump-dom`. The copy sits in a temporary folder, but every relative
/// address of the page resolves against the original file's folder (a `<base>` naming that folder
/// is added after the doctype unless the page has a `<base>` of its own), so `../`, `./` and
/// same-folder addresses load as they would from the page; the SDK's files load by absolute
/// addresses.
/// The page is shown in a frame of exactly the size asked for (headless Chromium's own window
/// has a minimum width and a toolbar's height taken off), and several pages run in one browser
/// start, each in a frame of its own.
public enum HeadlessChromium {
    /// The environment variable naming a Chromium (or Chrome) executable to use.
    public static let environmentVariable = "GAMEPADKIT_CHROMIUM"

    /// The names looked for on `PATH` when the environment variable is not set.
    public static let executableNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The message of the failure thrown where no browser is found.
    public static let missingMessage = "no Chromium found: install it (apt-get install chromium) or set \(environmentVariable)"

    /// How long one browser run may take, in seconds, before it is stopped.
    public static var timeLimit: Double { 180 }

    /// One page to run: the HTML file, the viewport's size in CSS pixels, and JavaScript
    /// expressions evaluated in the page after the first listing, in order.
    public struct PageRun: Hashable, Sendable {
        /// The HTML file.
        public var path: String
        /// The viewport's width in CSS pixels.
        public var width: Int
        /// The viewport's height in CSS pixels.
        public var height: Int
        /// Expressions evaluated after the first listing, each answered as text
        /// (`String(value)`); `__gamepadKitWeb` is there to call.
        public var steps: [String]

        /// A page to run at `width`×`height` with `steps` after its first listing.
        public init(path: String, width: Int = 390, height: Int = 844, steps: [String] = []) {
            self.path = path
            self.width = width
            self.height = height
            self.steps = steps
        }
    }

    /// The browser to run: `$GAMEPADKIT_CHROMIUM` when set, else the first of
    /// `executableNames` found on `PATH`; nil when there is none.
    public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let named = environment[environmentVariable], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in executableNames {
            for folder in folders where !folder.isEmpty {
                let candidate = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The listing of the page at `path` (`__gamepadKitWeb.list()`, JSON text) in a viewport of
    /// `width`×`height` CSS pixels.
    public static func listing(ofPage path: String, width: Int, height: Int) throws(ToolFailure) -> String {
        let answers = try run(PageRun(path: path, width: width, height: height))
        guard let first = answers.first else { throw ToolFailure("Chromium gave no listing of \(path)") }
        return first
    }

    /// How long, in milliseconds of the page's (virtual) time, `settledListing` lets a page run
    /// before listing it: long enough for content a page reveals shortly after loading (a timer,
    /// a banner fading in).
    public static let settleMilliseconds = 1500

    /// The listing of the page at `path` once it has settled: taken `settle` ms of virtual time
    /// after the page has loaded (Chromium runs the page's timers at once), so content revealed
    /// by then is listed. A page that changes nothing lists as `listing(ofPage:…)` lists it.
    public static func settledListing(ofPage path: String, width: Int, height: Int,
                                      settle: Int = settleMilliseconds) throws(ToolFailure) -> String {
        let wait = max(0, min(settle, 60_000))
        let step = "new Promise(function (done) { setTimeout(function () { done(__gamepadKitWeb.list()); }, \(wait)); })"
        let all = try run([PageRun(path: path, width: width, height: height, steps: [step])], virtualTimeBudget: wait + 5_000)
        guard let answers = all.first, answers.count == 2 else { throw ToolFailure("Chromium gave no listing of \(path)") }
        if answers[1].hasPrefix("error: ") { throw ToolFailure("Chromium could not list \(path): \(answers[1].prefix(300))") }
        return answers[1]
    }

    /// Runs one page: the first answer is its listing, then one answer a step.
    public static func run(_ page: PageRun) throws(ToolFailure) -> [String] {
        let all = try run([page])
        guard let answers = all.first else { throw ToolFailure("Chromium gave no answer for \(page.path)") }
        return answers
    }

    /// Runs `pages` in one browser start; for each page, its listing, then one answer a step.
    ///
    /// A step may answer a promise; the next step waits for it. Waiting needs virtual time:
    /// with `virtualTimeBudget` (milliseconds), Chromium runs the pages' timers at once, up to
    /// that much of the pages' time, before printing; without it the document is printed as
    /// soon as the pages have loaded, and an answer still awaited is missing (a failure).
    /// Virtual time also stops `performance.now()` while a script runs, so timings need none.
    public static func run(_ pages: [PageRun], virtualTimeBudget: Int? = nil) throws(ToolFailure) -> [[String]] {
        guard !pages.isEmpty else { return [] }
        guard let browser = executable() else { throw ToolFailure(missingMessage) }
        for page in pages where page.width < 1 || page.height < 1 || page.width > 10_000 || page.height > 10_000 {
            throw ToolFailure("a viewport of \(page.width)×\(page.height) is not one Chromium can show (1…10000 each)")
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("gamepadkit-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wrapper: String
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            wrapper = try prepare(pages, in: folder)
        } catch let failure as ToolFailure {
            throw failure
        } catch {
            throw ToolFailure("cannot prepare the page for Chromium: \(error.localizedDescription)")
        }
        let width = max(500, pages.map(\.width).max() ?? 0) + 20
        let height = (pages.map(\.height).max() ?? 0) + 120
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--user-data-dir=\((folder as NSString).appendingPathComponent("profile"))",
            "--window-size=\(width),\(height)", "--force-device-scale-factor=1",
            "--allow-file-access-from-files",
        ] + (virtualTimeBudget.map { ["--virtual-time-budget=\(max(0, min($0, 600_000)))"] } ?? []) + [
            "--dump-dom", URL(fileURLWithPath: wrapper).absoluteString,
        ]
        let result: ChildProcesses.Result
        do {
            result = try ChildProcesses.run(browser, arguments, timeLimit: timeLimit, outputLimit: 256 * 1024 * 1024, separateErrors: true)
        } catch {
            throw ToolFailure("cannot run \(browser): \(error.localizedDescription)")
        }
        if result.timedOut { throw ToolFailure("Chromium did not finish within \(Int(timeLimit)) s") }
        var answers: [[String]] = []
        for index in pages.indices {
            guard let found = answersText(in: result.output, index: index) else {
                let said = result.errorOutput.split(separator: "\n").suffix(3).joined(separator: " | ")
                throw ToolFailure("Chromium gave no answer for \(pages[index].path) (exit \(result.status)): \(said.prefix(400))")
            }
            answers.append(found)
        }
        return answers
    }

    /// Writes the script, the driver, each page's copy and the wrapper into `folder`; returns
    /// the wrapper's path.
    static func prepare(_ pages: [PageRun], in folder: String) throws -> String {
        let files = FileManager.default
        try Data(WebPageScript.source.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("gamepadkit-script.js")))
        try Data(prelude.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("gamepadkit-prelude.js")))
        var frames = ""
        for (index, page) in pages.enumerated() {
            guard let data = files.contents(atPath: page.path) else { throw ToolFailure("cannot read \(page.path)") }
            let pageFolder = (folder as NSString).appendingPathComponent("page\(index)")
            try files.createDirectory(atPath: pageFolder, withIntermediateDirectories: true)
            let standardized = (page.path as NSString).standardizingPath
            let absolutePage = standardized.hasPrefix("/") ? standardized
                : ((files.currentDirectoryPath as NSString).appendingPathComponent(standardized) as NSString).standardizingPath
            let original = (absolutePage as NSString).deletingLastPathComponent
            let html = String(decoding: data, as: UTF8.self)
            if hasOwnBase(html) {
                // A page's own `<base>` may be relative: its folder's entries beside the copy, so it resolves too.
                for entry in (try? files.contentsOfDirectory(atPath: original)) ?? [] where !entry.hasPrefix("gamepadkit-") {
                    try? files.createSymbolicLink(atPath: (pageFolder as NSString).appendingPathComponent(entry),
                                                  withDestinationPath: (original as NSString).appendingPathComponent(entry))
                }
            }
            let copy = instrumented(html, index: index, steps: page.steps,
                                    base: URL(fileURLWithPath: original, isDirectory: true).absoluteString,
                                    support: URL(fileURLWithPath: folder, isDirectory: true).absoluteString)
            try Data(copy.utf8).write(to: URL(fileURLWithPath: (pageFolder as NSString).appendingPathComponent("gamepadkit-page.html")))
            frames += "<iframe src=\"page\(index)/gamepadkit-page.html\" style=\"position:absolute;left:0;top:0;border:0;"
                + "width:\(page.width)px;height:\(page.height)px\"></iframe>\n"
            frames += "<pre id=\"gamepadkit-out-\(index)\"></pre>\n"
        }
        let wrapper = "<!doctype html>\n<html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n\(frames)</body></html>\n"
        let path = (folder as NSString).appendingPathComponent("gamepadkit-wrapper.html")
        try Data(wrapper.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// True when `html` has a `<base>` element of its own.
    static func hasOwnBase(_ html: String) -> Bool {
        html.range(of: "<base[\\s/>]", options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// The page with the script first (after a doctype) and the driver last. `base` (an absolute
    /// folder address, ending in `/`) is where the page's relative addresses resolve, unless the
    /// page has a `<base>` of its own; `support` is the folder address of the SDK's files
    /// (`gamepadkit-prelude.js`, `gamepadkit-script.js`).
    static func instrumented(_ html: String, index: Int, steps: [String], base: String? = nil, support: String = "../") -> String {
        var head = ""
        if let base, !hasOwnBase(html) { head += "<base href=\"\(attributeText(base))\">" }
        head += "<script src=\"\(attributeText(support))gamepadkit-prelude.js\"></script>"
            + "<script src=\"\(attributeText(support))gamepadkit-script.js\"></script>"
        var stepList = ""
        for step in steps { stepList += "function () { return (\n\(step)\n); },\n" }
        let driver = "<script>__gamepadKitDriver.run(\(index), [\n\(stepList)]);</script>"
        var text = html
        if let doctype = text.range(of: "^\\s*<!doctype[^>]*>", options: [.regularExpression, .caseInsensitive]) {
            text.insert(contentsOf: head, at: doctype.upperBound)
        } else {
            text = head + text
        }
        return text + "\n" + driver + "\n"
    }

    /// `text` safe inside a double-quoted HTML attribute.
    static func attributeText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Captures what the driver needs before the page's scripts run, and answers into the
    /// wrapper's `<pre>` once the page has loaded: every answer percent-encoded, separated by
    /// spaces (no `<` or `&`, so the printed document holds them verbatim).
    static let prelude = #"""
        (function () {
          var encode = encodeURIComponent, toText = String, listen = addEventListener.bind(window);
          var wellFormed = function (s) { return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]/g, '\ufffd'); };
          function one(value) {
            var text = typeof value === 'string' ? value : toText(value);
            try { return encode(text); } catch (malformed) { return encode(wellFormed(text)); }
          }
          window.__gamepadKitDriver = Object.freeze({ run: function (index, steps) {
            listen('load', function () {
              var out = [];
              try { out[out.length] = one(window.__gamepadKitWeb.list()); } catch (e) { out[out.length] = one('{"error":"no listing: ' + e + '"}'); }
              function next(i) {
                if (i === steps.length) {
                  parent.document.getElementById('gamepadkit-out-' + index).textContent = out.join(' ');
                  return;
                }
                var value;
                try { value = steps[i](); } catch (e) { out[out.length] = one('error: ' + e); next(i + 1); return; }
                if (value && typeof value.then === 'function') {
                  value.then(function (v) { out[out.length] = one(v); next(i + 1); },
                             function (e) { out[out.length] = one('error: ' + e); next(i + 1); });
                } else {
                  out[out.length] = one(value);
                  next(i + 1);
                }
              }
              next(0);
            });
          } });
        })();
        """#

    /// The answers of page `index` in the printed document, decoded; nil where they are missing.
    static func answersText(in dump: String, index: Int) -> [String]? {
        let marker = "id=\"gamepadkit-out-\(index)\">"
        guard let start = dump.range(of: marker) else { return nil }
        let rest = dump[start.upperBound...]
        guard let end = rest.firstIndex(of: "<") else { return nil }
        let encoded = rest[..<end]
        guard !encoded.isEmpty else { return nil }
        var answers: [String] = []
        for part in encoded.split(separator: " ", omittingEmptySubsequences: false) {
            guard let decoded = String(part).removingPercentEncoding else { return nil }
            answers.append(decoded)
        }
        return answers
    }
}
