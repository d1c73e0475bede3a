/// The script the SDK adds to a web page so the page's links, buttons and fields join the
/// controller's map, and the JavaScript expressions the native side evaluates to use it. The same
/// text runs in a `WKWebView` (a `WKUserScript` in a `WKContentWorld` of the SDK's own, injected
/// into the main frame only) and in headless Chromium for the tools and the tests.
///
/// The script installs one global, `__gamepadKitWeb` (a second install keeps the first), never
/// throws into the page, and captures the built-ins it uses when it is installed, so a page that
/// replaces `JSON.stringify` or `Element.prototype.getBoundingClientRect` later does not break it.
/// It walks open shadow roots and same-origin frames itself (through `contentDocument`);
/// cross-origin frames are skipped.
///
/// `list()` answers JSON text: `{"version":1,"url","viewport":{"width","height"},
/// "scroll":{"x","y"},"document":{"width","height"},"rtl","elements":[…],"scrollers":[…],
/// "frames":[…]}`. Each element is `{"key","tag","type","role","label","rect":[x,y,w,h],"hit",
/// "hitTested","display","opacity","pointerEvents","inert","disabled","editable","checked","href",
/// "fixed","scroller","frame","tabIndex","onclick","pointerCursor"}`, and for a `label` also
/// `"control"`, the key of its control (`label.control`, -1 when none or not listed): raw facts,
/// in CSS pixels of the top viewport; the core decides which are stops. `key` is stable for an element for the
/// life of the page. `hit` is whether `elementFromPoint` at the centre of the element's visible
/// part (inside the viewport, its frames and its scrolling containers) lands on it or inside it;
/// an element rendered but with no visible part (below the fold, scrolled away in a carousel)
/// cannot be tested there, and is reported `"hit":true,"hitTested":false`. `href` is a Boolean
/// (a link with an `href`). `scroller` indexes `scrollers` (`-1`: the page itself scrolls it),
/// and `frame` indexes `frames`: `frames[0]` is the top document (its rect the viewport), and
/// `frames[n]` for `n` ≥ 1 a same-origin frame, `{"rect"}`, the frame's content box. A scroller
/// is `{"rect","scroll":[left,top],"content":[width,height],"horizontal","vertical"}`, its
/// `rect` the visible inside (padding box, no scroll bars). Every number is finite, rounded to 1/100 px. At most 20,000 elements.
///
/// The typing functions (`beginTyping`, `setText`, `endTyping`, `enterKey`) are described with
/// their calls (`beginTypingCall(key:)`). `press`, `focus`, `blur`, `step`, `scrollIntoView`,
/// `scrollPage` and `setActive` answer
/// `{"ok":Bool,"reason":String}` as JSON text (`scrollPage` adds `"y"`, the scroll offset after).
/// While active (from install until `setActive(false)`), DOM changes, scrolling, resizing,
/// loads and navigation in the page post `{"type":"changed","reason":String}` (an object, not
/// text) to `window.webkit.messageHandlers.gamepadKitWeb`, at most one every 250 ms and the last
/// change always posted; scrolling (of the page or of any container) is reported once it has
/// settled for 150 ms, not while it goes on; where that handler does not exist nothing is posted.
public enum WebPageScript {
    /// The name of the `WKScriptMessageHandler` the script posts its change messages to.
    public static let messageHandlerName = "gamepadKitWeb"

    /// The global the script installs, holding its functions.
    public static let globalName = "__gamepadKitWeb"

    /// The expression answering the page's listing as JSON text (see the type's documentation).
    public static let listCall = "__gamepadKitWeb.list()"

    /// The expression pressing the element of `key` as a tap does: a link or a button is focused
    /// (without scrolling) then clicked; a text field is focused; a select is focused and its
    /// picker opened where the engine allows. An unknown, detached or disabled element answers
    /// `"ok":false`.
    public static func pressCall(key: Int) -> String { "__gamepadKitWeb.press(\(key))" }

    /// The expression focusing the element of `key` (a field, so typing goes to it); a select, a
    /// date, time or colour input also has its picker opened where the engine allows
    /// (`showPicker()`), and a file input is clicked, which opens its chooser.
    public static func focusCall(key: Int) -> String { "__gamepadKitWeb.focus(\(key))" }

    /// The expression taking focus away from the focused element (B at the end of typing in a
    /// web field, as the keyboard's dismissal does).
    public static let blurCall = "__gamepadKitWeb.blur()"

    /// The expression moving the range input of `key` by `steps` steps (negative: down), then
    /// dispatching `input` and `change` as a drag does (adjust mode on a web slider).
    public static func stepCall(key: Int, steps: Int) -> String { "__gamepadKitWeb.step(\(key), \(steps))" }

    /// The expression scrolling the element of `key` into view (its scrolling containers and the
    /// page, by the least distance).
    public static func scrollIntoViewCall(key: Int) -> String { "__gamepadKitWeb.scrollIntoView(\(key))" }

    /// The expression scrolling the page by `pages` screens (each the viewport's height less
    /// 40 px; positive is down), clamped to the page. A page that cannot scroll itself scrolls
    /// its largest vertical scrolling container instead. A non-finite `pages` scrolls nothing.
    public static func scrollPageCall(pages: Double) -> String {
        "__gamepadKitWeb.scrollPage(\(pages.isFinite ? pages : 0))"
    }

    /// The expression turning change messages on (`true`) or off (`false`: the observers are
    /// disconnected, so nothing runs in the page while the SDK sleeps).
    public static func setActiveCall(_ active: Bool) -> String { "__gamepadKitWeb.setActive(\(active))" }

    /// The script's text, to inject as a `WKUserScript` at document start, main frame only.
    public static let source: String = #"""
(function () {
'use strict';
var G = typeof globalThis === 'object' ? globalThis : window;
if (G.__gamepadKitWeb && typeof G.__gamepadKitWeb.list === 'function') { return; }
try { install(); } catch (ignored) {}

function install() {
  // Built-ins captured at install time: a page that later replaces them cannot break the listing.
  var bindCall = Function.prototype.call.bind.bind(Function.prototype.call);
  var M = Math, mmin = M.min, mmax = M.max, mround = M.round;
  var stringify = JSON.stringify, isFiniteNumber = Number.isFinite;
  var WM = WeakMap, MapC = Map, SetC = Set;
  var wmGet = bindCall(WM.prototype.get), wmSet = bindCall(WM.prototype.set);
  var mapGet = bindCall(MapC.prototype.get), mapSet = bindCall(MapC.prototype.set);
  var setHas = bindCall(SetC.prototype.has), setAdd = bindCall(SetC.prototype.add);
  var EP = Element.prototype, NP = Node.prototype, DP = Document.prototype;
  var FP = DocumentFragment.prototype, SRP = typeof ShadowRoot === 'function' ? ShadowRoot.prototype : null;
  var rectOf = bindCall(EP.getBoundingClientRect), clientRectsOf = bindCall(EP.getClientRects);
  var elQSA = bindCall(EP.querySelectorAll), docQSA = bindCall(DP.querySelectorAll), fragQSA = bindCall(FP.querySelectorAll);
  var byTag = bindCall(DP.getElementsByTagName);
  var elQS = bindCall(EP.querySelector), getAttr = bindCall(EP.getAttribute), hasAttr = bindCall(EP.hasAttribute);
  var matches = bindCall(EP.matches), contains = bindCall(NP.contains), rootOf = bindCall(NP.getRootNode);
  var docFromPoint = bindCall(DP.elementFromPoint);
  var shadowFromPoint = SRP && SRP.elementFromPoint ? bindCall(SRP.elementFromPoint) : null;
  var textOf = bindCall(Object.getOwnPropertyDescriptor(NP, 'textContent').get);
  var styleOf = G.getComputedStyle.bind(G);
  var strTrim = bindCall(String.prototype.trim), strLower = bindCall(String.prototype.toLowerCase);
  var strSlice = bindCall(String.prototype.slice), strReplace = bindCall(String.prototype.replace);
  var strSplit = bindCall(String.prototype.split);
  var now = G.performance && G.performance.now ? G.performance.now.bind(G.performance) : Date.now;
  var setTimer = G.setTimeout.bind(G), clearTimer = G.clearTimeout.bind(G);

  var SELECTOR = 'a[href],button,input,select,textarea,summary,label,[role],[tabindex],' +
    '[contenteditable]:not([contenteditable="false" i]),[onclick]';
  var ROLES = { button: 1, link: 1, checkbox: 1, 'switch': 1, tab: 1, menuitem: 1, option: 1, radio: 1 };
  var CHECKED_ROLES = { checkbox: 1, 'switch': 1, radio: 1, menuitemcheckbox: 1, menuitemradio: 1 };
  var TYPING = { text: 1, search: 1, email: 1, url: 1, tel: 1, password: 1, number: 1 };
  var BUTTON_INPUTS = { submit: 1, reset: 1, button: 1, image: 1 };
  var SCROLLING = { auto: 1, scroll: 1, overlay: 1 };
  var HAS_INERT = 'inert' in EP;
  var FORM_TAGS = { button: 1, input: 1, select: 1, textarea: 1, fieldset: 1, option: 1, optgroup: 1 };
  var CAP = 20000, THROTTLE_MS = 250, HANDLER = 'gamepadKitWeb';

  var keys = new WM(), nextKey = 1;
  var lastByKey = new MapC(), lastScrollers = [];

  function num(v) { v = +v; return isFiniteNumber(v) ? mround(v * 100) / 100 : 0; }
  function add(list, v) { list[list.length] = v; }
  function clean(s) {
    if (!s) { return ''; }
    s = '' + s;
    if (s.length > 2000) { s = strSlice(s, 0, 2000); }
    s = strTrim(strReplace(s, /\s+/g, ' '));
    return s.length > 200 ? strSlice(s, 0, 200) : s;
  }
  function keyOf(el) {
    var k = wmGet(keys, el);
    if (!k) { k = nextKey++; wmSet(keys, el, k); }
    return k;
  }
  function intersect(a, b) {
    var x = mmax(a[0], b[0]), y = mmax(a[1], b[1]);
    var r = mmin(a[0] + a[2], b[0] + b[2]), bt = mmin(a[1] + a[3], b[1] + b[3]);
    return [x, y, mmax(0, r - x), mmax(0, bt - y)];
  }
  function qsa(root, selector) {
    var t = root.nodeType;
    return t === 9 ? docQSA(root, selector) : t === 11 ? fragQSA(root, selector) : elQSA(root, selector);
  }
  function fromPoint(root, x, y) {
    if (root.nodeType === 11) { return shadowFromPoint ? shadowFromPoint(root, x, y) : null; }
    return docFromPoint(root, x, y);
  }

  // One listing: what every node on the way up contributes, memoised per call.
  function Listing() {
    this.memo = new MapC();
    this.seen = new SetC();
    this.frameOfDoc = new MapC();
    this.frameInfo = [null];
    this.elements = [];
    this.scrollers = [];
    this.scrollerEls = [];
    this.frames = [];
    this.byKey = new MapC();
    // The text of each control's labels, built once per tree (`el.labels` searches the whole
    // document on every call, which is quadratic on a long form).
    this.labelText = new MapC();
  }

  Listing.prototype.parentOf = function (n) {
    if (n.nodeType === 9) { var f = mapGet(this.frameOfDoc, n); return f ? this.frameInfo[f].el : null; }
    var slot = n.assignedSlot;
    if (slot) { return slot; }
    var p = n.parentNode;
    return p && p.nodeType === 11 ? p.host || null : p;
  };

  Listing.prototype.info = function (n) {
    var m = mapGet(this.memo, n);
    if (m) { return m; }
    var chain = [], p = n;
    while (p && !(m = mapGet(this.memo, p))) { add(chain, p); p = this.parentOf(p); }
    for (var i = chain.length - 1; i >= 0; i--) {
      m = this.compute(chain[i], m || null);
      mapSet(this.memo, chain[i], m);
    }
    return m;
  };

  Listing.prototype.compute = function (n, up) {
    if (n.nodeType === 9) {
      var f = mapGet(this.frameOfDoc, n);
      if (!f) {
        return { op: 1, fixed: false, inert: false, sc: -1, clip: [0, 0, G.innerWidth, G.innerHeight], ox: 0, oy: 0, f: 0, cs: null };
      }
      var fi = this.frameInfo[f], base = up || this.info(fi.el);
      return { op: base.op, fixed: base.fixed, inert: base.inert, sc: base.sc, clip: intersect(base.clip, fi.rect),
        ox: fi.rect[0], oy: fi.rect[1], f: f, cs: null };
    }
    if (n.nodeType !== 1) {
      return up || { op: 1, fixed: false, inert: false, sc: -1, clip: [0, 0, 0, 0], ox: 0, oy: 0, f: 0, cs: null };
    }
    if (!up) { up = { op: 1, fixed: false, inert: false, sc: -1, clip: [0, 0, 0, 0], ox: 0, oy: 0, f: 0, cs: null }; }
    var cs = styleOf(n), position = cs.position, opacity = +cs.opacity;
    var m = { op: up.op * (isFiniteNumber(opacity) ? opacity : 1), fixed: up.fixed || position === 'fixed' || position === 'sticky',
      inert: up.inert || (HAS_INERT ? n.inert === true : hasAttr(n, 'inert')), sc: up.sc, clip: up.clip, ox: up.ox, oy: up.oy, f: up.f, cs: cs,
      up: up };
    var overflow = cs.overflow;
    if (overflow === 'visible' || overflow === 'hidden' || overflow === 'clip') { return m; }
    var overflowX = cs.overflowX, overflowY = cs.overflowY;
    if ((SCROLLING[overflowX] || SCROLLING[overflowY]) && n !== n.ownerDocument.documentElement && n !== n.ownerDocument.body) {
      var cw = n.clientWidth, ch = n.clientHeight, sw = n.scrollWidth, sh = n.scrollHeight;
      var horizontal = !!SCROLLING[overflowX] && sw > cw, vertical = !!SCROLLING[overflowY] && sh > ch;
      if (horizontal || vertical) {
        var r = rectOf(n);
        var box = [num(r.left + n.clientLeft + up.ox), num(r.top + n.clientTop + up.oy), num(cw), num(ch)];
        m.sc = this.scrollers.length;
        m.clip = intersect(up.clip, box);
        add(this.scrollers, { rect: box, scroll: [num(n.scrollLeft), num(n.scrollTop)], content: [num(sw), num(sh)],
          horizontal: horizontal, vertical: vertical });
        add(this.scrollerEls, n);
      }
    }
    return m;
  };

  Listing.prototype.collectLabels = function (root) {
    var labels = qsa(root, 'label');
    for (var i = 0; i < labels.length; i++) {
      var control = labels[i].control;
      if (control) { mapSet(this.labelText, control, (mapGet(this.labelText, control) || '') + ' ' + textOf(labels[i])); }
    }
  };

  Listing.prototype.walk = function (root, frame) {
    this.collectLabels(root);
    var found = qsa(root, SELECTOR), i, el;
    for (i = 0; i < found.length && this.elements.length < CAP; i++) {
      el = found[i];
      if (setHas(this.seen, el)) { continue; }
      setAdd(this.seen, el);
      this.record(el, frame);
    }
    var all = root.nodeType === 11 ? fragQSA(root, '*') : byTag(root, '*'), hosts = [], frames = qsa(root, 'iframe,frame');
    for (i = 0; i < all.length; i++) {
      if (all[i].shadowRoot) { add(hosts, all[i].shadowRoot); }
    }
    for (i = 0; i < hosts.length && this.elements.length < CAP; i++) {
      observeRoot(hosts[i]);
      this.walk(hosts[i], frame);
    }
    for (i = 0; i < frames.length && this.elements.length < CAP; i++) { this.enterFrame(frames[i], frame); }
  };

  Listing.prototype.enterFrame = function (fe, parentFrame) {
    var doc = null;
    try { doc = fe.contentDocument; } catch (crossOrigin) { doc = null; }
    if (!doc || !doc.documentElement || mapGet(this.frameOfDoc, doc)) { return; }
    var up = this.info(fe), r = rectOf(fe), cs = up.cs || styleOf(fe);
    var pl = parseFloat(cs.paddingLeft) || 0, pt = parseFloat(cs.paddingTop) || 0;
    var pr = parseFloat(cs.paddingRight) || 0, pb = parseFloat(cs.paddingBottom) || 0;
    var parentInfo = this.frameInfo[parentFrame];
    var ox = parentInfo ? parentInfo.rect[0] : 0, oy = parentInfo ? parentInfo.rect[1] : 0;
    var rect = [num(r.left + fe.clientLeft + pl + ox), num(r.top + fe.clientTop + pt + oy),
      num(mmax(0, fe.clientWidth - pl - pr)), num(mmax(0, fe.clientHeight - pt - pb))];
    var index = this.frames.length;
    add(this.frames, { rect: rect });
    this.frameInfo[index] = { el: fe, rect: rect, parent: parentFrame, doc: doc };
    mapSet(this.frameOfDoc, doc, index);
    observeRoot(doc);
    this.walk(doc, index);
  };

  Listing.prototype.frameHit = function (frame, x, y) {
    while (frame > 0) {
      var fi = this.frameInfo[frame], parent = this.frameInfo[fi.parent];
      var px = x - (parent ? parent.rect[0] : 0), py = y - (parent ? parent.rect[1] : 0);
      if (fromPoint(rootOf(fi.el), px, py) !== fi.el) { return false; }
      frame = fi.parent;
    }
    return true;
  };

  Listing.prototype.record = function (el, frame) {
    var tag = strLower(el.localName || el.tagName || '');
    var roleAttr = getAttr(el, 'role'), role = roleAttr ? strLower(strTrim(roleAttr)) : null;
    var formTag = tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'button';
    var editableAttr = !formTag && hasAttr(el, 'contenteditable') && el.isContentEditable;
    var control = tag === 'label' ? el.control : null;
    var hasOnclick = hasAttr(el, 'onclick') || typeof el.onclick === 'function';
    var plain = formTag || (tag === 'a' && hasAttr(el, 'href')) || tag === 'summary' || !!control || hasAttr(el, 'tabindex') || editableAttr || hasOnclick;
    if (!plain && !(role && ROLES[role])) {
      if (!role) { return; }
      var own = this.info(el);
      if (own.cs.cursor !== 'pointer') { return; }
    }
    var m = this.info(el), cs = m.cs, up = m.up;
    var r = rectOf(el);
    var rect = [num(r.left + m.ox), num(r.top + m.oy), num(r.width), num(r.height)];
    var display = cs.visibility === 'visible' && (r.width > 0 || r.height > 0 || clientRectsOf(el).length > 0);
    var hit = false, hitTested = true;
    if (display) {
      var seen = intersect(rect, up.clip);
      if (!(r.width > 0 && r.height > 0)) {
        hit = false;
      } else if (seen[2] > 0 && seen[3] > 0) {
        var cx = seen[0] + seen[2] / 2, cy = seen[1] + seen[3] / 2;
        var target = fromPoint(rootOf(el), cx - m.ox, cy - m.oy);
        hit = !!target && (target === el || contains(el, target)) && (m.f === 0 || this.frameHit(m.f, cx, cy));
      } else {
        hit = true;
        hitTested = false;
      }
    }
    var type = tag === 'input' ? strLower('' + (el.type || getAttr(el, 'type') || 'text')) : null;
    var checked = null;
    if (type === 'checkbox' || type === 'radio') { checked = !!el.checked; }
    else if (role && CHECKED_ROLES[role]) { checked = getAttr(el, 'aria-checked') === 'true'; }
    var editable = tag === 'input' ? !!TYPING[type] && !el.readOnly : tag === 'textarea' ? !el.readOnly :
      tag !== 'select' && el.isContentEditable === true;
    var key = keyOf(el);
    mapSet(this.byKey, key, el);
    add(this.elements, {
      key: key, tag: tag, type: type, role: role, label: labelOf(el, tag, type, this.labelText),
      rect: rect, hit: hit, hitTested: hitTested, display: display, opacity: num(m.op), pointerEvents: cs.pointerEvents !== 'none',
      inert: m.inert, disabled: hasAttr(el, 'disabled') || getAttr(el, 'aria-disabled') === 'true' || (!!FORM_TAGS[tag] && matches(el, ':disabled')),
      editable: editable, checked: checked, href: tag === 'a' && hasAttr(el, 'href'), fixed: m.fixed, scroller: up.sc,
      frame: frame, tabIndex: num(el.tabIndex), onclick: hasOnclick, pointerCursor: cs.cursor === 'pointer',
      control: tag === 'label' ? (control ? keyOf(control) : -1) : undefined
    });
  };

  function labelOf(el, tag, type, labelText) {
    var s = clean(getAttr(el, 'aria-label'));
    if (s) { return s; }
    var ids = getAttr(el, 'aria-labelledby');
    if (ids) {
      var root = rootOf(el), parts = strSplit(strTrim(ids), /\s+/), text = '';
      for (var i = 0; i < parts.length; i++) {
        var target = root.getElementById ? root.getElementById(parts[i]) : null;
        if (target) { text += ' ' + textOf(target); }
      }
      s = clean(text);
      if (s) { return s; }
    }
    var field = tag === 'input' || tag === 'select' || tag === 'textarea';
    if (tag === 'input' && BUTTON_INPUTS[type]) {
      s = clean(el.value) || clean(getAttr(el, 'alt')) || (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
      if (s) { return s; }
    }
    if (field) {
      s = clean(mapGet(labelText, el));
      if (s) { return s; }
    } else {
      s = clean(textOf(el));
      if (s) { return s; }
      var img = elQS(el, 'img[alt]');
      s = clean(getAttr(el, 'alt')) || (img ? clean(getAttr(img, 'alt')) : '');
      if (s) { return s; }
    }
    s = clean(getAttr(el, 'title')) || clean(getAttr(el, 'placeholder'));
    if (s) { return s; }
    if (tag === 'select' && el.selectedIndex >= 0 && el.options[el.selectedIndex]) {
      return clean(textOf(el.options[el.selectedIndex]));
    }
    return '';
  }

  function list() {
    var doc = G.document, listing = new Listing();
    add(listing.frames, { rect: [0, 0, num(G.innerWidth), num(G.innerHeight)] });
    try {
      listing.walk(doc, 0);
    } catch (error) {
      listing.error = '' + (error && error.message || error);
    }
    // A label's control that is not listed (past the cap, in a skipped frame) is none.
    for (var li = 0; li < listing.elements.length; li++) {
      var item = listing.elements[li];
      if (item.control > 0 && !mapGet(listing.byKey, item.control)) { item.control = -1; }
    }
    lastByKey = listing.byKey;
    lastScrollers = listing.scrollerEls;
    var se = doc.scrollingElement || doc.documentElement, root = doc.documentElement;
    var rtl = false;
    try {
      rtl = (root && styleOf(root).direction === 'rtl') || (!!doc.body && styleOf(doc.body).direction === 'rtl');
    } catch (ignored) {}
    var out = {
      version: 1, url: '' + G.location.href,
      viewport: { width: num(G.innerWidth), height: num(G.innerHeight) },
      scroll: { x: num(G.scrollX), y: num(G.scrollY) },
      document: { width: num(se ? se.scrollWidth : 0), height: num(se ? se.scrollHeight : 0) },
      rtl: rtl, elements: listing.elements, scrollers: listing.scrollers, frames: listing.frames
    };
    if (listing.error) { out.error = listing.error; }
    return stringify(out);
  }

  function answer(ok, reason, extra) {
    var out = { ok: ok, reason: reason };
    if (extra) { for (var k in extra) { out[k] = extra[k]; } }
    return stringify(out);
  }
  function guarded(body) {
    return function (a) {
      try { return body(a); } catch (error) { return answer(false, 'error: ' + (error && error.message || error)); }
    };
  }
  function element(key) {
    var el = mapGet(lastByKey, +key);
    if (!el) { return { reason: 'unknown key' }; }
    if (!el.isConnected) { return { reason: 'detached' }; }
    return { el: el };
  }
  function focusElement(el) {
    try { el.focus({ preventScroll: true }); } catch (old) { el.focus(); }
  }
  function openPicker(el) {
    if (typeof el.showPicker !== 'function') { return false; }
    try { el.showPicker(); return true; } catch (notAllowed) { return false; }
  }
  function isField(el) {
    var tag = el.localName;
    if (tag === 'textarea' || el.isContentEditable === true) { return true; }
    return tag === 'input' && !!TYPING[strLower('' + el.type)];
  }

  var press = guarded(function (key) {
    var found = element(key), el = found.el;
    if (!el) { return answer(false, found.reason); }
    if (el.disabled === true || matches(el, ':disabled')) { return answer(false, 'disabled'); }
    if (isField(el)) { focusElement(el); return answer(true, 'focused'); }
    if (el.localName === 'select') { focusElement(el); return answer(true, openPicker(el) ? 'picker' : 'focused'); }
    focusElement(el);
    el.click();
    return answer(true, 'clicked');
  });

  var focus = guarded(function (key) {
    var found = element(key), el = found.el;
    if (!el) { return answer(false, found.reason); }
    var type = el.localName === 'input' ? strLower('' + el.type) : '';
    // A file input opens its chooser on a click, as a tap does; the other pickers on showPicker().
    if (type === 'file') { el.click(); return answer(true, 'clicked'); }
    focusElement(el);
    var picker = el.localName === 'select' || PICKER_TYPES[type] ? openPicker(el) : false;
    return answer(true, picker ? 'picker' : 'focused');
  });
  var PICKER_TYPES = { date: 1, time: 1, 'datetime-local': 1, month: 1, week: 1, color: 1 };

  var scrollIntoView = guarded(function (key) {
    var found = element(key), el = found.el;
    if (!el) { return answer(false, found.reason); }
    try { el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' }); }
    catch (oldEngine) { el.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
    return answer(true, 'scrolled');
  });

  // B ends typing: the focused element (inside frames and shadow roots) loses focus, as the
  // keyboard's dismissal does.
  var blur = guarded(function () {
    var active = G.document.activeElement, depth = 0;
    while (active && depth < 32) {
      var inner = null;
      if (active.shadowRoot && active.shadowRoot.activeElement) { inner = active.shadowRoot.activeElement; }
      else if (active.localName === 'iframe' || active.localName === 'frame') {
        try { inner = active.contentDocument && active.contentDocument.activeElement; } catch (crossOrigin) { inner = null; }
      }
      if (!inner || inner === active) { break; }
      active = inner;
      depth += 1;
    }
    if (!active || active === G.document.body || typeof active.blur !== 'function') { return answer(false, 'nothing focused'); }
    active.blur();
    return answer(true, 'blurred');
  });

  // Adjust mode on a range input: its value moves by whole steps, then `input` and `change`
  // are dispatched, as a drag does.
  function step(key, steps) {
    try {
      var found = element(key), el = found.el;
      if (!el) { return answer(false, found.reason); }
      steps = +steps;
      if (!isFiniteNumber(steps) || steps === 0) { return answer(false, 'no steps'); }
      var kind = strLower('' + el.type);
      if (el.localName !== 'input' || (kind !== 'range' && kind !== 'number') || typeof el.stepUp !== 'function') {
        return answer(false, 'not a range');
      }
      if (el.disabled === true) { return answer(false, 'disabled'); }
      var before = el.value, n = mmin(1000, mmax(-1000, steps));
      if (n > 0) { el.stepUp(n); } else { el.stepDown(-n); }
      if (el.value !== before) {
        el.dispatchEvent(new G.Event('input', { bubbles: true }));
        el.dispatchEvent(new G.Event('change', { bubbles: true }));
      }
      return answer(true, el.value !== before ? 'stepped' : 'at the end', { value: '' + el.value });
    } catch (error) {
      return answer(false, 'error: ' + (error && error.message || error));
    }
  }

  function scrollTarget() {
    var doc = G.document, se = doc.scrollingElement || doc.documentElement;
    if (se && se.scrollHeight - G.innerHeight > 1) { return null; }
    var best = null, area = 0;
    for (var i = 0; i < lastScrollers.length; i++) {
      var s = lastScrollers[i];
      if (!s.isConnected || s.scrollHeight <= s.clientHeight) { continue; }
      if (s.clientWidth * s.clientHeight > area) { area = s.clientWidth * s.clientHeight; best = s; }
    }
    return best;
  }

  var scrollPage = guarded(function (pages) {
    pages = +pages;
    if (!isFiniteNumber(pages)) { return answer(false, 'not a number'); }
    var inner = scrollTarget();
    var height = inner ? inner.clientHeight : G.innerHeight;
    var doc = G.document, se = doc.scrollingElement || doc.documentElement;
    var from = inner ? inner.scrollTop : G.scrollY;
    var limit = inner ? inner.scrollHeight - inner.clientHeight : (se ? se.scrollHeight : 0) - G.innerHeight;
    var to = mmax(0, mmin(mmax(0, limit), from + pages * mmax(1, height - 40)));
    if (inner) { inner.scrollTop = to; }
    else {
      try { G.scrollTo({ left: G.scrollX, top: to, behavior: 'instant' }); } catch (oldEngine) { G.scrollTo(G.scrollX, to); }
    }
    var after = inner ? inner.scrollTop : G.scrollY;
    return answer(after !== from, after !== from ? 'scrolled' : 'at the end', { y: num(after) });
  });

  // Change messages, throttled: at most one a THROTTLE_MS, the last change always posted.
  var active = false, observer = null, observed = new WM(), lastPost = -1e9, timer = null, pendingReason = null;
  function handler() {
    var w = G.webkit, handlers = w && w.messageHandlers;
    return handlers && handlers[HANDLER] && typeof handlers[HANDLER].postMessage === 'function' ? handlers[HANDLER] : null;
  }
  function post() {
    timer = null;
    var reason = pendingReason;
    pendingReason = null;
    if (!active || reason === null) { return; }
    lastPost = now();
    var h = handler();
    if (h) { try { h.postMessage({ type: 'changed', reason: reason }); } catch (ignored) {} }
  }
  function changed(reason) {
    try {
      if (!active || !handler()) { return; }
      pendingReason = reason;
      if (timer !== null) { return; }
      var wait = lastPost + THROTTLE_MS - now();
      if (wait <= 0) { post(); } else { timer = setTimer(post, wait); }
    } catch (ignored) {}
  }
  function onEvent(event) { changed(event && event.type ? '' + event.type : 'event'); }
  // Scrolling reports once it settles: the native side follows the page's own scrolling without
  // a new listing (the elements ride on the scroll view's content), so listing during a scroll
  // would only cost the page frames.
  var SCROLL_SETTLE_MS = 150, scrollTimer = null;
  function settled() { scrollTimer = null; changed('scroll'); }
  function onScroll() {
    if (!active) { return; }
    if (scrollTimer !== null) { clearTimer(scrollTimer); }
    scrollTimer = setTimer(settled, SCROLL_SETTLE_MS);
  }
  function observeRoot(root) {
    if (!active || !observer || !root || wmGet(observed, root)) { return; }
    wmSet(observed, root, true);
    try { observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true }); } catch (ignored) {}
  }
  var EVENTS = ['resize', 'load', 'popstate', 'hashchange', 'transitionend'];
  function setActive(on) {
    try {
      on = !!on;
      if (on === active) { return answer(true, on ? 'active' : 'asleep'); }
      active = on;
      var i;
      if (on) {
        observed = new WM();
        observer = typeof MutationObserver === 'function' ? new MutationObserver(function () { changed('mutation'); }) : null;
        observeRoot(G.document);
        G.addEventListener('scroll', onScroll, { capture: true, passive: true });
        for (i = 0; i < EVENTS.length; i++) { G.addEventListener(EVENTS[i], onEvent, true); }
      } else {
        if (observer) { observer.disconnect(); }
        observer = null;
        if (timer !== null) { clearTimer(timer); timer = null; }
        pendingReason = null;
        if (scrollTimer !== null) { clearTimer(scrollTimer); scrollTimer = null; }
        G.removeEventListener('scroll', onScroll, { capture: true });
        for (i = 0; i < EVENTS.length; i++) { G.removeEventListener(EVENTS[i], onEvent, true); }
      }
      return answer(true, on ? 'active' : 'asleep');
    } catch (error) {
      return answer(false, 'error: ' + (error && error.message || error));
    }
  }

\#(typingFunctions)
  var api = {
    version: 1,
    list: function () { try { return list(); } catch (error) { return stringify({ version: 1, error: '' + error, elements: [], scrollers: [], frames: [] }); } },
    press: press, focus: focus, blur: blur, step: step, scrollIntoView: scrollIntoView, scrollPage: scrollPage, setActive: setActive,
    beginTyping: beginTyping, setText: setText, endTyping: endTyping, enterKey: enterKey
  };
  Object.freeze(api);
  Object.defineProperty(G, '__gamepadKitWeb', { value: api, writable: false, enumerable: false, configurable: false });
  setActive(true);
}
})();
"""#
}
