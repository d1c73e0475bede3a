import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// One self-contained HTML page for a whole app: every scene with its map drawn, the findings
/// beside it, and a ring the arrow keys, Return (A) and Escape (B) move through the scene as
/// `gamepadkit simulate` does. The page carries the engine's answers (``moves(of:)``: for each
/// element and press, where focus goes and what the engine asks for); its script only looks them
/// up, so there is no second navigation logic in the browser.
///
/// Scenes are grouped by file and name; the variants of a group (the devices `--device` laid it
/// out for, right to left) are chosen with a picker. A search box filters the scenes by scene
/// name and by element id or label. Each finding links to its element; `#scene=NAME` opens a
/// scene. Opening the page with
/// `#selftest` makes it press every key on every element of every scene and replace the page by
/// what it saw (`<pre id="gk-selftest">`), for a test in a real browser.
public enum HTMLReport {
    /// One scene of the report.
    public struct Entry: Sendable {
        /// The file it came from; nil for the built-in demo.
        public var file: String?
        /// The name scenes of one file share across devices and directions.
        public var group: String
        /// Which layout of the group this is ("iPhone SE", "right to left"); empty for the file's own frames.
        public var variant: String
        /// The scanned scene.
        public var scene: ScannedScene
        /// Its findings (lint and frame checks).
        public var findings: [LintFinding]

        /// An entry with these values.
        public init(file: String?, group: String, variant: String, scene: ScannedScene, findings: [LintFinding]) {
            self.file = file
            self.group = group
            self.variant = variant
            self.scene = scene
            self.findings = findings
        }
    }

    /// The scenes of the file at `path` (the demo when nil), once per layout of `layouts` for a
    /// storyboard or xib (a layout JSON or a running app's dump keeps its frames: once), each
    /// with its findings; `selecting` keeps the scene of that name (`SceneSource.selecting`).
    public static func entries(file path: String?, layouts: [LayoutOptions] = [LayoutOptions()], selecting name: String? = nil,
                               linter: LayoutLinter = LayoutLinter()) throws(ToolFailure) -> [Entry] {
        let type = ((path ?? "") as NSString).pathExtension.lowercased()
        let fileLayouts = path != nil && (type == "storyboard" || type == "xib") ? layouts : [LayoutOptions()]
        var entries: [Entry] = []
        for options in fileLayouts {
            let source = try SceneSource.load(path, layouts: [options])
            let scenes = try source.selecting(name.map { DeviceLayoutChoice.sceneName($0, options: options) } ?? nil)
            let variant = DeviceLayoutChoice.variantName(options)
            entries += scenes.map { scene in
                Entry(file: path, group: DeviceLayoutChoice.baseName(scene.name, options: options), variant: variant,
                      scene: scene, findings: linter.findings(in: scene) + scene.frameFindings)
            }
        }
        return entries
    }

    /// Where one press from one element leads.
    public struct Move: Hashable, Sendable {
        /// The press (`up`, `down`, `left`, `right`, `a`, `b`).
        public var press: String
        /// The focused element after it (nil: no focus).
        public var focusedID: String?
        /// What the engine asked for, one sentence per command (`FocusCommandText`).
        public var commands: [String]
    }

    /// The presses the page answers, by the names `simulate --press` takes, with their keys.
    public static let presses: [(name: String, action: GamepadAction, key: String)] = [
        ("up", .moveUp, "ArrowUp"), ("down", .moveDown, "ArrowDown"), ("left", .moveLeft, "ArrowLeft"),
        ("right", .moveRight, "ArrowRight"), ("a", .activate, "Enter"), ("b", .back, "Escape"),
    ]

    /// For each focusable element of `scene` (in the scene's order), every press of ``presses``
    /// as `simulate --from ID --press NAME` runs it: one engine per element and press, so each
    /// answer is exactly simulate's.
    public static func moves(of scene: ScannedScene) -> [(id: String, moves: [Move])] {
        scene.candidates.map { candidate in
            let moves = presses.map { press -> Move in
                let steps = (try? FocusSimulation.run(snapshot: scene.snapshot, presses: [(press.name, press.action)], from: candidate.id)) ?? []
                guard let step = steps.last, steps.count == 2 else {
                    return Move(press: press.name, focusedID: candidate.id, commands: [])
                }
                return Move(press: press.name, focusedID: step.focusedID, commands: step.commands.map(FocusCommandText.sentence))
            }
            return (candidate.id, moves)
        }
    }

    /// Where focus starts in `scene` (simulate's start step).
    public static func startID(of scene: ScannedScene) -> String? {
        (try? FocusSimulation.run(snapshot: scene.snapshot, presses: []))?.first?.focusedID
    }

    /// The page: `title` above, the scenes of `entries` in their order.
    public static func page(_ entries: [Entry], title: String, renderer: SVGMapRenderer = SVGMapRenderer(scale: 1)) -> String {
        var sections: [String] = []
        var scenes: [JSONValue] = []
        for (index, entry) in entries.enumerated() {
            let svg = renderer.render(entry.scene, findings: entry.findings)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("<?xml") }
                .joined(separator: "\n")
            let findingItems = entry.findings.map { finding in
                "<li><a href='#' class='gk-finding' data-element='\(XMLText.escaped(finding.elementID))'>\(XMLText.escaped(finding.kind.title))</a>: \(XMLText.escaped(finding.message))</li>"
            }
            let findingList = findingItems.isEmpty ? "<p class='gk-none'>No findings.</p>" : "<ul>\(findingItems.joined())</ul>"
            sections.append("""
                <section class='gk-scene' id='gk-scene-\(index)' hidden>
                <div class='gk-map'>\(svg)</div>
                <aside><h3>Findings</h3>\(findingList)<h3>Last press</h3><pre class='gk-log'></pre></aside>
                </section>
                """)
            scenes.append(sceneData(entry, index: index))
        }
        let data = JSONValue.object([("title", .string(title)), ("scenes", .array(scenes))]).text
        // JSON never needs `<` outside strings, and `\u003c` keeps `</script>` out of the text.
        let embedded = data.replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(XMLText.escaped(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(XMLText.escaped(title))</h1>
            <p class='gk-help'>Arrow keys move the ring as a D-pad does, Return presses A, Escape presses B: every answer is the focus engine's, as <code>gamepadkit simulate</code> gives it.</p></header>
            <nav><input id='gk-search' type='search' placeholder='Search scenes and elements' aria-label='Search scenes and elements'>
            <ul id='gk-scenes'></ul></nav>
            <main><div class='gk-bar'><h2 id='gk-title'></h2><label id='gk-variant-label' hidden>Layout <select id='gk-variant'></select></label><span id='gk-focus'></span></div>
            \(sections.joined(separator: "\n"))
            </main>
            <script type='application/json' id='gk-data'>\(embedded)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    private static func sceneData(_ entry: Entry, index: Int) -> JSONValue {
        let elements = entry.scene.candidates.map { candidate in
            JSONValue.object([
                ("id", .string(candidate.id)),
                ("label", .optionalString(candidate.label)),
                ("kind", .string(candidate.kind.rawValue)),
            ])
        }
        let moves = moves(of: entry.scene).map { element in
            (element.id, JSONValue.object(element.moves.map { move in
                (move.press, JSONValue.object([
                    ("to", .optionalString(move.focusedID)),
                    ("commands", .array(move.commands.map(JSONValue.string))),
                ]))
            }))
        }
        return .object([
            ("index", .number(Double(index))),
            ("name", .string(entry.scene.name)),
            ("group", .string(entry.group)),
            ("variant", .string(entry.variant)),
            ("file", .optionalString(entry.file)),
            ("start", .optionalString(startID(of: entry.scene))),
            ("elements", .array(elements)),
            ("moves", .object(moves)),
            ("findings", .number(Double(entry.findings.count))),
        ])
    }

    private static let style = """
        body{margin:0;font:14px -apple-system,system-ui,Helvetica,Arial,sans-serif;color:#222;display:grid;grid-template-columns:260px 1fr;grid-template-rows:auto 1fr;height:100vh}
        header{grid-column:1/3;padding:8px 16px;border-bottom:1px solid #ddd}header h1{font-size:18px;margin:0}.gk-help{margin:4px 0 0;color:#555}
        nav{overflow:auto;border-right:1px solid #ddd;padding:8px}#gk-search{width:100%;box-sizing:border-box;padding:6px}
        #gk-scenes{list-style:none;padding:0;margin:8px 0}#gk-scenes li{margin:2px 0}#gk-scenes a{display:block;padding:4px 6px;border-radius:4px;color:#1d4f91;text-decoration:none}
        #gk-scenes a.gk-current{background:#1d4f91;color:#fff}#gk-scenes .gk-count{float:right;color:#a33}
        main{overflow:auto;padding:8px 16px}.gk-bar{display:flex;gap:16px;align-items:baseline}.gk-bar h2{font-size:16px;margin:4px 0}
        .gk-scene{display:flex;gap:16px;align-items:flex-start}.gk-scene[hidden]{display:none}.gk-map svg{max-width:100%;height:auto}
        aside{min-width:240px;max-width:360px}aside h3{font-size:14px;margin:8px 0 4px}aside ul{padding-left:18px;margin:0}.gk-log{white-space:pre-wrap;background:#f4f4f6;padding:6px;min-height:2em}
        .gk-ring{fill:none;stroke:#ff2d55;stroke-width:3;pointer-events:none}
        """

    private static let script = #"""
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('gk-data').textContent);
          var keys = {ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Enter: 'a', Escape: 'b'};
          var state = {scene: -1, focused: null};
          var list = document.getElementById('gk-scenes');
          var search = document.getElementById('gk-search');
          var picker = document.getElementById('gk-variant');
          var groups = [];
          data.scenes.forEach(function (scene) {
            var key = (scene.file || '') + '\n' + scene.group;
            var group = groups.find(function (g) { return g.key === key; });
            if (!group) { group = {key: key, name: scene.group, file: scene.file, scenes: []}; groups.push(group); }
            group.scenes.push(scene.index);
          });
          function section(index) { return document.getElementById('gk-scene-' + index); }
          function box(index, id) {
            var boxes = section(index).querySelectorAll('rect.candidate');
            for (var i = 0; i < boxes.length; i++) { if (boxes[i].getAttribute('data-id') === id) { return boxes[i]; } }
            return null;
          }
          function label(scene, id) {
            var element = scene.elements.find(function (e) { return e.id === id; });
            return element && element.label ? element.label + ' (' + id + ')' : (id || 'none');
          }
          function ring(id) {
            var old = document.querySelector('.gk-ring');
            if (old) { old.parentNode.removeChild(old); }
            state.focused = id;
            var scene = data.scenes[state.scene];
            document.getElementById('gk-focus').textContent = 'Focus: ' + label(scene, id);
            var target = id === null ? null : box(state.scene, id);
            if (!target) { return; }
            var mark = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
            mark.setAttribute('class', 'gk-ring');
            mark.setAttribute('data-id', id);
            ['x', 'y'].forEach(function (a) { mark.setAttribute(a, parseFloat(target.getAttribute(a)) - 3); });
            ['width', 'height'].forEach(function (a) { mark.setAttribute(a, parseFloat(target.getAttribute(a)) + 6); });
            mark.setAttribute('rx', 4);
            target.parentNode.parentNode.appendChild(mark);
            if (mark.scrollIntoView) { mark.scrollIntoView({block: 'nearest', inline: 'nearest'}); }
          }
          function show(index, focus) {
            if (state.scene >= 0) { section(state.scene).hidden = true; }
            state.scene = index;
            var scene = data.scenes[index];
            section(index).hidden = false;
            document.getElementById('gk-title').textContent = (scene.file ? scene.file + ' \u2014 ' : '') + scene.group;
            var group = groups.find(function (g) { return g.scenes.indexOf(index) >= 0; });
            picker.textContent = '';
            group.scenes.forEach(function (i) {
              var option = document.createElement('option');
              option.value = String(i);
              option.textContent = data.scenes[i].variant || 'as stored';
              option.selected = i === index;
              picker.appendChild(option);
            });
            document.getElementById('gk-variant-label').hidden = group.scenes.length < 2;
            Array.prototype.forEach.call(list.querySelectorAll('a'), function (a) {
              a.classList.toggle('gk-current', a.getAttribute('data-group') === group.key);
            });
            ring(focus === undefined ? scene.start : focus);
          }
          function press(name) {
            var scene = data.scenes[state.scene];
            var moves = state.focused === null ? null : scene.moves[state.focused];
            var log = section(state.scene).querySelector('.gk-log');
            if (!moves) { log.textContent = name + ': nothing is focused'; return; }
            var move = moves[name];
            log.textContent = name + ' \u2192 focus: ' + label(scene, move.to) + (move.commands.length ? '\n' + move.commands.join('\n') : '\n(no commands)');
            ring(move.to);
          }
          function matches(group, text) {
            if (!text) { return true; }
            return group.scenes.some(function (i) {
              var scene = data.scenes[i];
              if ((scene.name + ' ' + (scene.file || '')).toLowerCase().indexOf(text) >= 0) { return true; }
              return scene.elements.some(function (e) { return (e.id + ' ' + (e.label || '')).toLowerCase().indexOf(text) >= 0; });
            });
          }
          function fillList() {
            var text = search.value.trim().toLowerCase();
            list.textContent = '';
            groups.filter(function (g) { return matches(g, text); }).forEach(function (group) {
              var item = document.createElement('li');
              var link = document.createElement('a');
              link.href = '#';
              link.setAttribute('data-group', group.key);
              link.textContent = (group.file ? group.file.split('/').pop() + ' \u2014 ' : '') + group.name;
              var count = data.scenes[group.scenes[0]].findings;
              if (count) { var badge = document.createElement('span'); badge.className = 'gk-count'; badge.textContent = String(count); link.appendChild(badge); }
              link.addEventListener('click', function (event) { event.preventDefault(); show(group.scenes[0]); });
              if (state.scene >= 0 && group.scenes.indexOf(state.scene) >= 0) { link.className = 'gk-current'; }
              item.appendChild(link);
              list.appendChild(item);
            });
          }
          search.addEventListener('input', fillList);
          picker.addEventListener('change', function () { show(parseInt(picker.value, 10)); });
          document.addEventListener('click', function (event) {
            var link = event.target.closest ? event.target.closest('a.gk-finding') : null;
            if (!link) { return; }
            event.preventDefault();
            ring(link.getAttribute('data-element'));
          });
          document.addEventListener('keydown', function (event) {
            if (event.target === search || event.target === picker || state.scene < 0) { return; }
            var name = keys[event.key];
            if (!name) { return; }
            event.preventDefault();
            press(name);
          });
          fillList();
          if (data.scenes.length) {
            // `#scene=NAME` opens that scene (a link from a CI log or a ticket).
            var asked = location.hash.indexOf('#scene=') === 0 ? decodeURIComponent(location.hash.slice(7)) : null;
            var chosen = data.scenes.find(function (scene) { return scene.name === asked; });
            show(chosen ? chosen.index : 0);
          }
          if (location.hash === '#selftest') {
            var seen = [];
            data.scenes.forEach(function (scene) {
              show(scene.index);
              var moves = {};
              scene.elements.forEach(function (element) {
                moves[element.id] = {};
                Object.keys(keys).forEach(function (key) {
                  ring(element.id);
                  document.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true}));
                  var shown = document.querySelector('.gk-ring');
                  moves[element.id][keys[key]] = {to: state.focused, ring: shown ? shown.getAttribute('data-id') : null};
                });
              });
              seen.push({name: scene.name, start: scene.start, moves: moves});
            });
            var out = document.createElement('pre');
            out.id = 'gk-selftest';
            out.textContent = JSON.stringify({scenes: seen});
            document.body.textContent = '';
            document.body.appendChild(out);
          }
        })();
        """#
}
