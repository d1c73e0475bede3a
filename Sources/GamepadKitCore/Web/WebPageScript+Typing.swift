/// The page script's typing functions (`WebTyping`): the SDK types in a field of its own and
/// copies each change into the page's field.
///
/// - `beginTyping(key)` focuses the field (as a tap does) and answers
///   `{"ok":true,"reason":"typing","field":{"tag","type","value","inputMode","autocomplete",
///   "enterKeyHint","autocapitalize","autocorrect","spellcheck","maxLength","multiline","form",
///   "document"}}` (`WebFieldFacts`); `document` names the page's document for its lifetime, and
///   the other typing calls take it: in another document (after a navigation) they answer
///   `"ok":false`, `"reason":"another document"`, and touch nothing; `form` is `{"defaultButton":"enabled"|"disabled"|"none","blockingFields"}`
///   for an input in a form, else null. A disabled or read-only field, or an element that takes
///   no typing, answers `"ok":false`.
/// - `setText(key, document, text, inputType, data)` sets the value through the element's own setter
///   (the one the page's scripts cannot replace), then dispatches an `input` event
///   (`InputEvent` with `inputType` and `data`, bubbling and composed), as typing does; it answers
///   `"value"`, the field's value once the page's handlers ran.
/// - `endTyping(key, document, blur)` dispatches `change` when the value differs from the last one the page
///   was told of (inputs and text areas), then, unless `blur` is false, takes focus away from the
///   field, as the keyboard's dismissal does.
/// - `enterKey(key, document, how)` dispatches the Enter key's `keydown`, `keypress` and `keyup`; unless the
///   page cancels `keydown` or `keypress`, it dispatches `change` for a changed value (as WebKit
///   does before submitting), then `how` `"button"` clicks the form's default button and `"form"`
///   submits the form (`requestSubmit()`), as the HTML implicit submission does. It answers
///   `"submitted"`: true only when the form's `submit` event fired (not when validation stopped it).
extension WebPageScript {
    /// The expression starting typing in the field of `key` (see the extension's documentation).
    public static func beginTypingCall(key: Int) -> String { "__gamepadKitWeb.beginTyping(\(key))" }

    /// The expression copying `text` into the field of `key` of `document` (`WebFieldFacts.document`),
    /// with the `input` event of `edit`.
    public static func setTextCall(key: Int, document: String, text: String, edit: WebTextEdit) -> String {
        let data = edit.data.map(javaScriptString) ?? "null"
        return "__gamepadKitWeb.setText(\(key), \(javaScriptString(document)), \(javaScriptString(text)), \(javaScriptString(edit.inputType)), \(data))"
    }

    /// The expression ending typing in the field of `key`: `change` when its value changed, then
    /// blur unless `blur` is false (WebKit's own view took over the field, after a finger's tap).
    public static func endTypingCall(key: Int, document: String, blur: Bool = true) -> String {
        "__gamepadKitWeb.endTyping(\(key), \(javaScriptString(document)), \(blur))"
    }

    /// The expression sending the Enter key to the field of `key`, submitting its form as
    /// `action` says (`WebTyping.returnAction(for:)`).
    public static func enterKeyCall(key: Int, document: String, action: WebTyping.ReturnAction) -> String {
        let how = switch action {
        case .submit(throughDefaultButton: true): "button"
        case .submit(throughDefaultButton: false): "form"
        case .newline, .keysOnly: "none"
        }
        return "__gamepadKitWeb.enterKey(\(key), \(javaScriptString(document)), \"\(how)\")"
    }

    /// `text` as a JavaScript string literal: a JSON string literal (`JSONText.quoted`), which
    /// escapes quotes, backslashes, control characters and the line and paragraph separators (the
    /// two characters a JSON string may hold raw but a JavaScript literal may not end a line
    /// with in older engines), so that no text typed can end the literal.
    public static func javaScriptString(_ text: String) -> String {
        JSONText.quoted(text)
    }

    /// The typing functions, part of `source` (they use its element keys and helpers).
    static let typingFunctions: String = #"""
  // Typing: the SDK types in a field of its own and copies each change here (WebTyping).
  function descriptorOf(C, name) {
    var proto = C && C.prototype;
    return proto ? Object.getOwnPropertyDescriptor(proto, name) : null;
  }
  function accessor(C, name, part) {
    var d = descriptorOf(C, name);
    return d && typeof d[part] === 'function' ? bindCall(d[part]) : null;
  }
  function method(C, name) {
    var proto = C && C.prototype;
    return proto && typeof proto[name] === 'function' ? bindCall(proto[name]) : null;
  }
  var getInputValue = accessor(G.HTMLInputElement, 'value', 'get'), setInputValue = accessor(G.HTMLInputElement, 'value', 'set');
  var getAreaValue = accessor(G.HTMLTextAreaElement, 'value', 'get'), setAreaValue = accessor(G.HTMLTextAreaElement, 'value', 'set');
  var getInnerText = accessor(G.HTMLElement, 'innerText', 'get'), setInnerText = accessor(G.HTMLElement, 'innerText', 'set');
  var formElements = accessor(G.HTMLFormElement, 'elements', 'get');
  var requestSubmit = method(G.HTMLFormElement, 'requestSubmit'), formSubmit = method(G.HTMLFormElement, 'submit');
  var wmDelete = bindCall(WM.prototype['delete']);
  var BLOCKING = { text: 1, search: 1, email: 1, url: 1, tel: 1, password: 1, number: 1, date: 1, time: 1,
    'datetime-local': 1, month: 1, week: 1 };
  var typingStart = new WM();
  // This document's name for its lifetime: a typing call meant for another document touches nothing.
  var DOCUMENT = '' + mround(now() * 1000) + '-' + mround(M.random() * 1e9);
  function typingElement(key, doc) {
    if ('' + doc !== DOCUMENT) { return { reason: 'another document' }; }
    return element(key);
  }

  function fieldText(el) {
    var tag = el.localName;
    if (tag === 'input' && getInputValue) { return '' + getInputValue(el); }
    if (tag === 'textarea' && getAreaValue) { return '' + getAreaValue(el); }
    return '' + (getInnerText ? getInnerText(el) : textOf(el));
  }
  function setFieldText(el, text) {
    var tag = el.localName;
    if (tag === 'input' && setInputValue) { setInputValue(el, text); }
    else if (tag === 'textarea' && setAreaValue) { setAreaValue(el, text); }
    else if (setInnerText) { setInnerText(el, text); }
    else { el.textContent = text; }
  }
  function attr(el, name) {
    var v = getAttr(el, name);
    return v === null || v === undefined ? '' : strLower('' + v);
  }
  function isSubmitButton(c) {
    var tag = c.localName, type = strLower('' + (c.type || ''));
    return (tag === 'button' && type === 'submit') || (tag === 'input' && (type === 'submit' || type === 'image'));
  }
  function fieldsOf(form) {
    return formElements ? formElements(form) : form.elements;
  }
  function formFacts(el) {
    var form = el.localName === 'input' ? el.form : null;
    if (!form) { return null; }
    var items = fieldsOf(form), button = 'none', blocking = 0;
    for (var i = 0; items && i < items.length && i < CAP; i++) {
      var c = items[i];
      if (button === 'none' && isSubmitButton(c)) { button = c.disabled === true ? 'disabled' : 'enabled'; }
      if (c.localName === 'input' && BLOCKING[strLower('' + c.type)]) { blocking += 1; }
    }
    return { defaultButton: button, blockingFields: blocking };
  }

  var beginTyping = guarded(function (key) {
    var found = element(key), el = found.el;
    if (!el) { return answer(false, found.reason); }
    if (!isField(el)) { return answer(false, 'not a field'); }
    if (el.disabled === true || matches(el, ':disabled')) { return answer(false, 'disabled'); }
    if (el.readOnly === true) { return answer(false, 'read only'); }
    focusElement(el);
    var tag = el.localName, text = fieldText(el);
    wmSet(typingStart, el, text);
    var limit = (tag === 'input' || tag === 'textarea') && isFiniteNumber(el.maxLength) && el.maxLength >= 0 ? el.maxLength : -1;
    return answer(true, 'typing', { field: {
      tag: tag, type: tag === 'input' ? strLower('' + el.type) : '', value: text,
      inputMode: attr(el, 'inputmode'), autocomplete: attr(el, 'autocomplete'), enterKeyHint: attr(el, 'enterkeyhint'),
      autocapitalize: attr(el, 'autocapitalize'), autocorrect: attr(el, 'autocorrect'), spellcheck: attr(el, 'spellcheck'),
      maxLength: limit, multiline: tag !== 'input', form: formFacts(el), document: DOCUMENT } });
  });

  function setText(key, doc, text, inputType, data) {
    try {
      var found = typingElement(key, doc), el = found.el;
      if (!el) { return answer(false, found.reason); }
      if (!isField(el)) { return answer(false, 'not a field'); }
      text = '' + text;
      if (fieldText(el) !== text) {
        setFieldText(el, text);
        var init = { bubbles: true, composed: true, inputType: '' + inputType,
          data: data === null || data === undefined ? null : '' + data };
        var event;
        try { event = new G.InputEvent('input', init); } catch (oldEngine) { event = new G.Event('input', { bubbles: true }); }
        el.dispatchEvent(event);
      }
      return answer(true, 'set', { value: fieldText(el) });
    } catch (error) {
      return answer(false, 'error: ' + (error && error.message || error));
    }
  }

  // `change` for a value that differs from the last one the page was told of.
  function commitChange(el) {
    var start = wmGet(typingStart, el), tag = el.localName, text = fieldText(el);
    if (start === undefined || (tag !== 'input' && tag !== 'textarea') || text === start) { return false; }
    wmSet(typingStart, el, text);
    el.dispatchEvent(new G.Event('change', { bubbles: true }));
    return true;
  }
  function endTyping(key, doc, blur) {
    try {
      var found = typingElement(key, doc), el = found.el;
      if (!el) { return answer(false, found.reason); }
      var changed = commitChange(el);
      wmDelete(typingStart, el);
      if (blur !== false && typeof el.blur === 'function') { el.blur(); }
      return answer(true, changed ? 'changed' : 'unchanged');
    } catch (error) {
      return answer(false, 'error: ' + (error && error.message || error));
    }
  }

  function keyEvent(type) {
    var init = { key: 'Enter', code: 'Enter', keyCode: 13, which: 13, charCode: type === 'keypress' ? 13 : 0,
      bubbles: true, cancelable: true, composed: true };
    try { return new G.KeyboardEvent(type, init); } catch (oldEngine) { return new G.Event(type, { bubbles: true, cancelable: true }); }
  }
  // Submits as the HTML implicit submission does; true when the form's `submit` event fired
  // (validation passed, nothing cancelled the click).
  function implicitSubmit(el, how) {
    var form = el.localName === 'input' ? el.form : null;
    if (!form || !el.isConnected) { return false; }
    var fired = false;
    function onSubmit() { fired = true; }
    form.addEventListener('submit', onSubmit, true);
    try {
      if (how === 'button') {
        var items = fieldsOf(form);
        for (var i = 0; items && i < items.length && i < CAP; i++) {
          if (!isSubmitButton(items[i])) { continue; }
          if (items[i].disabled !== true) { items[i].click(); }
          break;
        }
      } else if (requestSubmit) {
        requestSubmit(form);
      } else if (formSubmit) {
        formSubmit(form);
        fired = true;  // submit() fires no event; it submits
      }
    } finally {
      form.removeEventListener('submit', onSubmit, true);
    }
    return fired;
  }
  function enterKey(key, doc, how) {
    try {
      var found = typingElement(key, doc), el = found.el;
      if (!el) { return answer(false, found.reason); }
      var allowed = el.dispatchEvent(keyEvent('keydown'));
      if (allowed) { allowed = el.dispatchEvent(keyEvent('keypress')); }
      var submits = allowed && (how === 'button' || how === 'form');
      if (submits) { commitChange(el); }
      var submitted = submits ? implicitSubmit(el, how) : false;
      el.dispatchEvent(keyEvent('keyup'));
      return answer(true, submitted ? 'submitted' : allowed ? 'keys' : 'cancelled', { submitted: submitted });
    } catch (error) {
      return answer(false, 'error: ' + (error && error.message || error));
    }
  }
"""#
}
