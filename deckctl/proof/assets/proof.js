// deckctl proof: filter, language switch, keyboard navigation, editor links and live updates.
// Plain JavaScript, no library; everything it shows is already in the page.
(function () {
  "use strict";
  var body = document.body;
  var q = document.getElementById("q");
  var rule = document.getElementById("rule");
  var severity = document.getElementById("severity");
  var lang = document.getElementById("lang");
  var count = document.getElementById("count");
  var live = document.getElementById("live");
  var keyOpen = document.getElementById("key-open");
  var keyLang = document.getElementById("key-lang");
  var none = document.getElementById("none");
  var noneLoose = document.getElementById("none-loose");
  var noneLang = document.getElementById("none-lang");

  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  function chosenLanguages() {
    return lang.value ? lang.value.split(" ") : [];
  }

  function findingShown(li, langs) {
    return !langs.length || !li.dataset.lang || langs.indexOf(li.dataset.lang) >= 0;
  }

  function findingMatches(li) {
    return (!rule.value || rule.value === "*" || li.dataset.rule === rule.value) &&
      (!severity.value || li.dataset.severity === severity.value);
  }

  // What the Rule and Severity filters choose by: the findings, and the errors a diff page lists on
  // a card it could not draw (never hidden themselves; a deck not compared has no rule: no card's)
  var FILTERED = ".finding, .problem[data-rule]";

  // A section's own findings: a deck's (in its head), a card file's, and a deck's card files' (a card
  // file's finding chosen was hidden with its deck, none of whose cards was chosen)
  var OWN_FINDINGS = ":scope > .findings > .finding, :scope > .head > .findings > .finding, " +
    ":scope .file > .findings > .finding";

  // The count the bar shows: the cards shown, and where a rule or severity is chosen, the findings
  // chosen that are on no card (a deck's, a card file's, or outside any deck), shown as well:
  // `0 of 471 cards; 2 findings on no card` for a catalog's 2 warnings about a card removed.
  function counted(shown, total, loose) {
    var said = (shown === total ? "" : shown + " of ") + total + (total === 1 ? " card" : " cards");
    return loose ? said + "; " + loose + (loose === 1 ? " finding" : " findings") + " on no card" : said;
  }

  // The diff page's cards are found by their kind of change too ("edited", "moved", "fuzzy de"),
  // by whole words: `moved` is not in `removed`, `fuzzy de` not in `fuzzy de-AT` (their texts and
  // ids are found by any part, as on the proof's page, whose cards have no kind).
  function kindMatches(card, needle) {
    var kind = (card.dataset.kind || "").toLowerCase();
    return Boolean(kind) && (" " + kind + " ").indexOf(" " + needle.replace(/\s+/g, " ") + " ") >= 0;
  }

  function filter() {
    var focused = focusedCard();
    var langs = chosenLanguages();
    var needle = q.value.trim().toLowerCase();
    var byFinding = Boolean(rule.value || severity.value);
    var shown = 0, total = 0;
    all(document, ".finding").forEach(function (li) { li.hidden = !findingShown(li, langs); });
    all(document, ".card").forEach(function (card) {
      total += 1;
      var figures = all(card, ".lang");
      var visible = figures.filter(function (fig) {
        fig.hidden = langs.length > 0 && langs.indexOf(fig.dataset.lang) < 0;
        return !fig.hidden;
      });
      // (the pictures it shows, what it asks of the row's width (proof.css); a card without: as a side's two)
      card.style.setProperty("--pics", Math.max(2, visible.reduce(function (n, fig) { return n + all(fig, ".pic").length; }, 0)));
      var ok = !(figures.length && !visible.length);
      if (ok && needle) {
        // (its id, its file, and the texts of its pictures shown; a card without pictures, its source's texts)
        var text = (card.dataset.id + " " + card.dataset.file + " " + (card.dataset.text || "")).toLowerCase();
        visible.forEach(function (fig) { all(fig, "img").forEach(function (img) { text += " " + img.alt.toLowerCase(); }); });
        ok = text.indexOf(needle) >= 0 || kindMatches(card, needle);
      }
      if (ok && byFinding) {
        ok = all(card, FILTERED).some(function (li) { return !li.hidden && findingMatches(li); });
      }
      card.hidden = !ok;
      if (ok) { shown += 1; }
    });
    showTitles(langs);
    var narrowed = Boolean(needle || byFinding || langs.length);
    var chosenOwn = function (li) { return !li.hidden && (!byFinding || findingMatches(li)) && !needle; };
    all(document, ".file, .deck").forEach(function (section) {
      var cards = all(section, ".card");
      var own = all(section, OWN_FINDINGS).some(chosenOwn);
      section.hidden = narrowed && cards.length > 0 && !own && !cards.some(function (c) { return !c.hidden; });
    });
    var loose = byFinding ? all(document, ".finding").filter(function (li) {
      return !li.closest(".card") && !li.closest("[hidden]") && chosenOwn(li);
    }).length : 0;
    var said = counted(shown, total, loose);
    // (a live region: a screen reader says the count again each time it is written, even unchanged,
    // as after each of the live server's updates)
    if (count.value !== said) { count.value = said; }
    // (nothing left to show: a note says so, where the page would be blank under the bar)
    none.hidden = !(narrowed && total > 0 && shown === 0);
    // (and where findings are shown all the same, whose they are: "no cards match" above a card
    // file's error read as if the filter had found nothing)
    noneLoose.hidden = !loose;
    // (a language chosen alone hides the cards not drawn in it, and the search reads its texts only:
    // "the filters to no filter" did not say so, and Language has no such choice)
    if (noneLang) { noneLang.hidden = !langs.length; }
    if (focused && !shownCard(focused)) { focusNearest(focused); }
  }

  // Each deck's title in the language chosen alone, where the deck translates it; else its own.
  function showTitles(langs) {
    var chosen = langs.length === 1 ? langs[0] : "";
    all(document, ".head > h2").forEach(function (heading) {
      var titles = all(heading, ".title");
      var has = titles.some(function (title) { return title.dataset.lang === chosen; });
      titles.forEach(function (title) { title.hidden = title.dataset.lang !== (has ? chosen : ""); });
    });
  }

  // The card that has the focus (it or a link in it), on the page (not a copy shown large).
  function focusedCard() {
    var element = document.activeElement;
    var card = element && element.closest && element.closest("main .card");
    return card || null;
  }

  function shownCard(card) { return !card.hidden && !card.closest("[hidden]"); }

  // The card a filter hid had the focus (the language key hid its language): the focus goes to
  // the card still shown nearest it, after it (before it at the end), never to the page's body,
  // where the next `j` would start from the top.
  function focusNearest(card) {
    var target = nearestShown(card, 1) || nearestShown(card, -1);
    if (!target) { return; }
    target.focus({ preventScroll: true });
    reveal(target);
  }

  // The first card shown after `card` in the page (step 1), or the last before it (step -1).
  function nearestShown(card, step) {
    var cards = all(document, "main .card");
    for (var i = cards.indexOf(card) + step; i >= 0 && i < cards.length; i += step) {
      if (shownCard(cards[i])) { return cards[i]; }
    }
    return null;
  }

  // A card scrolled to its top below the bar where its top is out of the window.
  function reveal(card) {
    var box = card.getBoundingClientRect();
    if (box.top < keepBelowBar() - 1 || box.top > window.innerHeight) { card.scrollIntoView({ block: "start" }); }
  }

  // What a key changed that nothing focused says (the language `l` chose: the select keeps its
  // value to itself), in a polite live region of its own; emptied first, so that the same words
  // are said again.
  var spoken = document.getElementById("said");
  function say(words) {
    spoken.textContent = "";
    window.setTimeout(function () { spoken.textContent = words; }, 50);
  }

  // The severities in the order the page lists them (page.py writes each as an option)
  var SEVERITIES = all(severity, "option").map(function (option) { return option.value; }).filter(Boolean);

  // (`select`'s options past its first ones, `kept`, made anew: `names`, each its own label; its
  // choice kept where it is still offered)
  function offer(select, kept, names) {
    var chosen = select.value;
    all(select, "option").slice(kept).forEach(function (option) { option.remove(); });
    names.forEach(function (name) {
      var option = document.createElement("option");
      option.className = "found";
      option.value = name;
      option.textContent = name;
      select.appendChild(option);
    });
    select.value = chosen;
    if (select.selectedIndex < 0) { select.value = ""; }
  }

  // The Rule and Severity filters offer the rules and the severities of the page's findings only (a
  // severity the page has none of would only ever show no card), and the Language switch is
  // offered only where there is something to switch: a card, or a deck's title in a translation
  // (a diff page of no card offered "all, side by side" of nothing). Again after each live update.
  function refreshRules() {
    var rules = {}, severities = {};
    all(document, FILTERED).forEach(function (li) {
      rules[li.dataset.rule] = true;
      severities[li.dataset.severity] = true;
    });
    offer(rule, 2, Object.keys(rules).sort());
    offer(severity, 1, SEVERITIES.filter(function (name) { return severities[name]; }));
    // (a page without findings, as a diff page: filters by finding would only ever show no card)
    var none = !Object.keys(rules).length;
    rule.parentElement.hidden = severity.parentElement.hidden = none;
    if (none) { rule.value = severity.value = ""; }
    var switched = document.querySelector("main .card, main .head .title:not([data-lang=''])");
    lang.parentElement.hidden = keyLang.hidden = !switched;
    if (!switched) { lang.selectedIndex = 0; }
    nameKeys();
  }

  // The keys' switch names the keys the page offers (a screen reader read out `l` and `o` where they
  // did nothing).
  function nameKeys() {
    document.getElementById("keys-on").setAttribute("aria-label", "one-letter keys (j, k, /" +
      (keyLang.hidden ? "" : ", l") + (keyOpen.hidden ? ")" : ", o)"));
  }

  // vscode://file/ links where the page knows where the repository is: on file://, from its own
  // place; from the live server, from the root it was given. A file's name is a name, not a URL
  // (`100%.yaml`, `a b#c?d.yaml`): it is appended to the folder's decoded path and the whole path
  // is percent-encoded, so a `#` or `?` stays part of the name and no name stops the script. The
  // name and the live server's root come percent-encoded (data-path, data-abs-root), not as the
  // page shows them (data-file), whose invisible characters are escapes: `a\u200b.yaml` there
  // is another file's name.
  function editorLinks(root) {
    all(root, "a.src[data-path]").forEach(function (a) {
      var section = a.closest("[data-root], [data-abs-root]");
      var absolute = section && section.dataset.absRoot;
      var folder;
      if (absolute) {
        folder = decodedPath(absolute);
      } else if (section && location.protocol === "file:") {
        folder = decodedPath(new URL(section.dataset.root, location.href).pathname);
      } else {
        return;
      }
      var name = decodedPath(a.dataset.path);
      if (folder === null || name === null) { return; }
      var path = folder + name;
      a.href = "vscode://file" + (path.charAt(0) === "/" ? "" : "/") + encodedPath(path) + ":" + a.dataset.line + ":" +
        a.dataset.col;
    });
    // (`o` is offered only where it opens something: not on a page written outside the repository,
    // nor on a diff page, whose files are names only)
    keyOpen.hidden = !document.querySelector(".card a.src[href]");
    nameKeys();
  }

  // (a URL's path as the file system spells it; null where it is no valid percent-encoding)
  function decodedPath(pathname) {
    try { return decodeURIComponent(pathname); } catch (e) { return null; }
  }

  // (each part of a path percent-encoded, the slashes kept: `a b#c.yaml` is `a%20b%23c.yaml`)
  function encodedPath(path) {
    return path.split("/").map(function (part) {
      // (a drive's colon kept, as in /C:/deck)
      return encodeURIComponent(part).replace(/%3A/g, ":");
    }).join("/");
  }

  function visibleCards() { return all(document, ".card").filter(function (c) { return !c.hidden && !c.closest("[hidden]"); }); }

  // The sticky bar covers the top of the window: whatever is focused (by j/k, or by Tab and
  // Shift+Tab, which scroll as far as the scroll padding says) is scrolled below it, with its focus
  // ring (5 px outside a card); and a card scrolled up from below stops above the window's bottom
  // edge by as much, its ring whole. A narrow or short window has the bar at the top of the page
  // instead (proof.css), over nothing.
  var RING = 8;
  function keepBelowBar() {
    var bar = document.querySelector(".bar");
    var stuck = bar && getComputedStyle(bar).position === "sticky";
    var below = (stuck ? bar.getBoundingClientRect().bottom : 0) + RING;
    document.documentElement.style.scrollPaddingTop = below + "px";
    document.documentElement.style.scrollPaddingBottom = RING + "px";
    return below;
  }

  // An arrow key scrolls through the focused card while its end that way is out of the window (its
  // findings under a picture taller than the window), then moves to the next card as j and k do.
  function scrollsWithin(step) {
    var card = document.activeElement && document.activeElement.closest && document.activeElement.closest(".card");
    if (!card || card.hidden) { return false; }
    var box = card.getBoundingClientRect();
    return step > 0 ? box.bottom > window.innerHeight + 1 : box.top < keepBelowBar() - 1;
  }

  // Enter on a card, or a click on its picture, shows it large (each side as wide as the window
  // allows, up to 40rem, and no taller than the window: a phone shows cards at 160 px, their text
  // unreadable; at 40rem a side was taller than most windows), in a modal dialog
  // named by the card: a screen reader says what opened, the rest of the page waits behind it.
  // Escape, Enter, its button or a click on a picture close it, and the focus is back on the card.
  var large = document.getElementById("large");
  var largeName = document.getElementById("large-name");
  var largeBody = document.getElementById("large-body");
  var largeCard = "";  // (the id of the card shown large: a live update may replace its element)

  function fillLarge(card) {
    var kinds = all(card, ":scope > header .kind").map(function (kind) { return kind.textContent; }).join(", ");
    largeName.textContent = card.dataset.id + (kinds ? " (" + kinds + ")" : "") + ": " +
      (card.querySelector(".beforeafter") ? "before and after, " : "") + "front and back, large";
    var copy = document.createDocumentFragment();
    // (a diff card's table of changes after its pictures: above them, it pushed each side's bottom
    // below the window, which the pictures' size is worked out to keep them within)
    var parts = Array.prototype.filter.call(card.children, function (part) { return !part.matches("table.fields"); })
      .concat(all(card, ":scope > table.fields"));
    parts.forEach(function (part) {
      if (part.tagName === "HEADER") { return; }  // (its name is the dialog's)
      var clone = part.cloneNode(true);
      [clone].concat(all(clone, "[id]")).forEach(function (e) { e.removeAttribute("id"); });  // (ids stay unique)
      all(clone, ".pic").forEach(function (pic) {  // (its shape, for the width that keeps it within the window's height)
        var img = pic.querySelector("img");
        if (img) { pic.style.setProperty("--shape", img.getAttribute("width") / img.getAttribute("height")); }
      });
      copy.appendChild(clone);
    });
    var focusInside = largeBody.contains(document.activeElement);
    largeBody.replaceChildren(copy);
    if (focusInside) { large.focus(); }
  }

  function enlarge(card) {
    largeCard = card.id;
    fillLarge(card);
    large.showModal();
    large.scrollTop = 0;
    large.focus();
  }

  large.addEventListener("close", function () {
    var card = document.getElementById(largeCard);
    largeCard = "";
    largeBody.replaceChildren();
    if (!card) { return; }
    card.focus({ preventScroll: true });
    var box = card.getBoundingClientRect();
    if (box.top < keepBelowBar() || box.top > window.innerHeight) { card.scrollIntoView({ block: "start" }); }
  });
  document.getElementById("large-close").addEventListener("click", function () { large.close(); });

  // The card last focused (its id: a live update may replace its element). j and k go on from it
  // when the focus has left the cards (to the search box and back with Escape, or to the body).
  var currentCard = "";
  document.addEventListener("focusin", function (event) {
    var card = event.target.closest && event.target.closest("main .card");
    if (card) { currentCard = card.id; }
    if (card === event.target && !restoring) { window.requestAnimationFrame(function () { topInView(card); }); }
  });

  // A card focused from the keyboard by any means (Tab and Shift+Tab too: the browser scrolls a
  // card taller than the window only as far as it needs, its top under the bar or above the
  // window) has its top below the bar, once the browser has scrolled it. Not a card clicked (its
  // findings under a tall picture stay where they were clicked), nor one a live update gives the
  // focus back to (the window does not move).
  var restoring = false;
  function topInView(card) {
    if (document.activeElement !== card || large.open || !keyboardFocus(card)) { return; }
    var below = keepBelowBar();
    var top = card.getBoundingClientRect().top;
    if (top < below - 1) { window.scrollBy(0, top - below); }
  }

  // (a card a filter has hidden since: j goes on to the card shown after it, k to the one before)
  function lastCard(cards, step) {
    var card = currentCard && document.getElementById(currentCard);
    if (!card) { return -1; }
    if (shownCard(card)) { return cards.indexOf(card); }
    var nearest = nearestShown(card, step);
    return nearest ? cards.indexOf(nearest) - step : (step > 0 ? cards.length - 1 : 0);
  }

  // Back on the card that was current (Escape in the search box), scrolled to only where it is out
  // of the window (the filter cleared may move it).
  function backToCard() {
    var card = currentCard && document.getElementById(currentCard);
    if (!card || visibleCards().indexOf(card) < 0) { q.blur(); return; }
    card.focus({ preventScroll: true });
    var box = card.getBoundingClientRect();
    if (box.bottom < keepBelowBar() || box.top > window.innerHeight) { card.scrollIntoView({ block: "start" }); }
  }

  function keyboardFocus(element) {
    try { return element.matches(":focus-visible"); } catch (e) { return true; }  // (a browser without it)
  }

  // `/`: the search box, the window left where it is. Focused plainly, the box in the sticky bar was
  // "scrolled to" below the scroll padding: the page jumped about a window up. Only a bar at the top
  // of the page (a narrow or short window) is scrolled to, where it is out of view.
  function findBox() {
    q.focus({ preventScroll: true });
    var box = q.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) { q.scrollIntoView({ block: "nearest" }); }
  }

  function move(step) {
    var cards = visibleCards();
    if (!cards.length) { return; }
    var at = cards.indexOf(document.activeElement && document.activeElement.closest(".card"));
    if (at < 0) { at = lastCard(cards, step); }
    var next = at < 0 ? (step > 0 ? 0 : cards.length - 1) : Math.min(cards.length - 1, Math.max(0, at + step));
    var card = cards[next];
    var below = keepBelowBar();  // (its header first)
    card.focus({ preventScroll: true });
    var box = card.getBoundingClientRect();
    var fits = box.height <= window.innerHeight - below - RING;
    if (box.top < below || box.bottom > window.innerHeight - RING) {
      card.scrollIntoView({ block: fits ? "nearest" : "start" });
    }
  }

  // The one-letter keys can be switched off (a speech-input user's words would press them), and
  // stay off on this computer; the arrows and Enter keep working.
  var keysOn = document.getElementById("keys-on");
  var KEYS_OFF = "deckctl-proof-keys-off";
  try { keysOn.checked = window.localStorage.getItem(KEYS_OFF) !== "1"; } catch (e) { /* (no storage: on) */ }
  keysOn.addEventListener("change", function () {
    try { window.localStorage.setItem(KEYS_OFF, keysOn.checked ? "0" : "1"); } catch (e) { /* (kept for this page) */ }
  });

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey) { return; }
    if (large.open) {  // (the page's keys wait behind it; the arrows scroll it)
      if (event.key === "Enter" && target === large) { large.close(); event.preventDefault(); }
      return;
    }
    if (!keysOn.checked && event.key.length === 1) { return; }
    if (target === q && event.key === "Escape") { q.value = ""; filter(); backToCard(); return; }
    if (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA") { return; }
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && scrollsWithin(event.key === "ArrowDown" ? 1 : -1)) {
      return;  // (the browser scrolls, as an arrow does)
    }
    if (event.key === "j" || event.key === "ArrowDown") { move(1); }
    else if (event.key === "k" || event.key === "ArrowUp") { move(-1); }
    else if (event.key === "/") { findBox(); }
    else if (event.key === "l" && !lang.parentElement.hidden) {
      lang.selectedIndex = (lang.selectedIndex + 1) % lang.options.length;
      filter();
      // (the cards above the focused one grew or shrank: it is brought back where it left the window)
      var focused = focusedCard();
      if (focused) { reveal(focused); }
      say("language: " + lang.options[lang.selectedIndex].textContent);
    } else if (event.key === "Enter" && target.classList.contains("card")) {
      enlarge(target);
    } else if (event.key === "o") {
      var link = target.closest && target.closest(".card") && target.closest(".card").querySelector("a.src[href]");
      if (!link) { return; }
      link.click();
    } else { return; }
    event.preventDefault();
  });

  document.addEventListener("click", function (event) {
    var picture = event.target.closest && event.target.closest(".card .pic, #large .pic");
    if (!picture) { return; }
    if (large.open) { large.close(); } else { enlarge(picture.closest(".card")); }
  });

  window.addEventListener("resize", keepBelowBar);
  if (window.ResizeObserver) { new ResizeObserver(keepBelowBar).observe(document.querySelector(".bar")); }

  [q, rule, severity, lang].forEach(function (control) {
    control.addEventListener("input", filter);
    control.addEventListener("change", filter);
  });

  // What has the focus, as it can be found again in a part the live server sends anew: the nearest
  // element with an id around it (a card, a finding, a section) and which of that element's
  // focusable elements it is. The focus stays where it was, on the same link of the same card, and
  // the window does not move: an update is announced (#live, politely), never jumped to.
  var FOCUSABLE = "a[href], [tabindex], input, select";

  function whereFocusIs() {
    var element = document.activeElement;
    if (!element || element === body) { return null; }
    var place = element.closest("[id]");
    if (!place) { return null; }
    return { id: place.id, index: place === element ? -1 : all(place, FOCUSABLE).indexOf(element) };
  }

  function focusAgain(focus) {
    // (an element taken out of the page takes the focus with it, to the body: else it is still there)
    if (!focus || (document.activeElement && document.activeElement !== body)) { return; }
    var place = document.getElementById(focus.id);
    var element = place && (focus.index < 0 ? place : all(place, FOCUSABLE)[focus.index] || place.closest(".card"));
    if (!element) { return; }
    restoring = true;
    try { element.focus({ preventScroll: true }); } finally { restoring = false; }
  }

  // The live server (deckctl proof --serve) sends a deck's new HTML when one of its files is saved.
  if (body.dataset.live && window.EventSource) {
    var events = new EventSource(body.dataset.live);
    // An update is a list of parts (a deck's section, its head or one of its card files' sections),
    // each put in place of the element of its id.
    events.addEventListener("deck", function (message) {
      var update = JSON.parse(message.data);
      var focus = whereFocusIs();
      update.parts.forEach(function (part) {
        if (part.id === "lang") {  // (the switch's options: a translation came or went; its choice kept where it can be)
          var chosen = lang.value;
          lang.innerHTML = part.html;
          lang.value = chosen;
          if (lang.selectedIndex < 0) { lang.value = ""; }
          return;
        }
        var old = document.getElementById(part.id);
        if (!old) { return; }
        var template = document.createElement("template");
        template.innerHTML = part.html;
        var fresh = template.content.firstElementChild;
        old.replaceWith(fresh);
        editorLinks(fresh);
      });
      refreshRules();
      filter();
      focusAgain(focus);
      if (large.open) {  // (the card shown large anew, or closed where it is gone)
        var shown = document.getElementById(largeCard);
        if (shown) { fillLarge(shown); } else { large.close(); }
      }
      body.dataset.version = update.version;
      body.dataset.checking = update.checking ? "1" : "";
      live.value = update.note;
      live.classList.toggle("broken", Boolean(update.broken));
    });
    events.addEventListener("hello", function (message) {  // an update missed before the stream opened
      if (JSON.parse(message.data).version !== Number(body.dataset.version)) { location.reload(); return; }
      body.dataset.connected = "1";  // (every update from now on reaches this page)
    });
    // (a server that ended is tried again, the stream CONNECTING. One closed for good was turned
    // away, every open page's place taken (503), or its loading stopped (the Esc key, a headless
    // browser's time limit): the server is asked again, and a stream it would give let go at once)
    events.addEventListener("error", function () {
      if (events.readyState !== EventSource.CLOSED) {
        live.value = "not connected to deckctl proof --serve";
        return;
      }
      var asking = new AbortController();
      fetch(body.dataset.live, {signal: asking.signal, cache: "no-store"}).then(function (answer) {
        asking.abort();
        live.value = answer.status === 503
          ? "not connected: deckctl proof --serve has too many pages open; close one and load this page again"
          : "not connected to deckctl proof --serve: load this page again";
      }, function () {
        live.value = "not connected to deckctl proof --serve";
      });
    });
  }

  editorLinks(document);
  refreshRules();
  filter();
  keepBelowBar();
  body.dataset.ready = "1";
})();
