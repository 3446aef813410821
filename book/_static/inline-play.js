// Live play inside the page: the in-page box (jupyterlite-sphinx's replite directive)
// starts Python in the browser and shows the card table in it.
//
// - The start control is a real button (Tab reaches it, Enter starts it), and the
//   first box of the page can be reached from the top with a skip link.
// - From the first moment the box says what it is doing ("Starting Python: 2 of 3")
//   and shows the console only once the table is drawn: no empty white box.
// - Python starts before the click when the reader comes near the box (points at it,
//   tabs to it, or has it in view for a few seconds): the console is made then, out of
//   sight, and the click only shows it. Nothing is fetched for a reader who never comes
//   near a box, nor when the reader's browser asks to save data. One console at a time
//   starts ahead; a click elsewhere drops it.
// - A game kept in this browser is offered at once, drawn from what was saved
//   (inline-kept.js), with "Resume" and "Start afresh"; the answer is passed on to the
//   table's own offer once Python has started.
// - The console shows the table only: its prompts and its empty input cell are folded
//   away, and it takes the book's colour mode and the table's styles (table.css).
//   Inside it the keyboard moves among the reader's cards (hand-keys.js).
// - The box is as tall as the table: the page scrolls, never the box (no blank band at
//   its foot, no table cut off). When a hand ends, its score is brought into view.
(function () {
  "use strict";
  //: How long the box must stay in view for the reader to be counted near it.
  const NEAR_MS = 2000;
  const STEPS = ["opening the console", "loading Python and the book's code"];
  //: The console's first line: an invisible mark, drawn once Python runs the box's code.
  const MARK = "jj-python-ready";
  const MARK_LINE = "__import__('IPython').display.display(__import__('IPython')" +
    `.display.HTML('<i class="${MARK}"></i>'))`;
  const FOLD = [
    ".jp-CodeConsole-promptCell { height: 0 !important; min-height: 0 !important;",
    "  overflow: hidden !important; border: 0 !important; padding: 0 !important;",
    "  margin: 0 !important; }",
    ".jp-InputPrompt, .jp-OutputPrompt { display: none !important; }",
    ".jp-CodeConsole-banner { display: none !important; }",
    // The table's cell fills the console (the box is made as tall as it): the empty
    // input below it and the handle between them take no room.
    ".jp-CodeConsole-split > .jp-CodeConsole-content { position: static !important;",
    "  height: auto !important; overflow: visible !important; }",
    ".jp-CodeConsole-split > .jp-CodeConsole-input,",
    ".jp-CodeConsole-split > .lm-SplitPanel-handle { height: 0 !important;",
    "  min-height: 0 !important; overflow: hidden !important; padding: 0 !important;",
    "  border: 0 !important; opacity: 0 !important; pointer-events: none !important; }",
    `.jp-OutputArea-child:has(.${MARK}) { display: none !important; }`,
  ].join("\n");
  const boxes = [];

  function dark() {
    return document.documentElement.dataset.theme === "dark";
  }

  // The console's address, from the container's click handler ("../lite/repl/...").
  function consoleUrl(container) {
    const handler = container.getAttribute("onclick") || "";
    const found = handler.match(/'([^']*?repl\/index\.html[^']*)'/);
    return found ? new URL(found[1], window.location.href) : null;
  }

  // The name a box's table keeps its game under (widgets/keeping.py), from its code.
  function keptKey(code) {
    if (/\bkeep\s*=\s*False\b/.test(code)) {
      return null;
    }
    const named = code.match(/\bkey\s*=\s*["']([^"']+)["']/);
    const game = code.match(/\bbook\.table_game\(\s*["'](\w+)["']/);
    const kind = code.match(/\bbook\.(practice|rubber)\(/);
    if (!game && !kind) {
      return null;
    }
    return named ? named[1] : (game ? game[1] : kind[1]);
  }

  function Box(container, index) {
    this.container = container;
    this.url = consoleUrl(container);
    this.code = this.url ? this.url.searchParams.get("code") || "" : "";
    this.key = keptKey(this.code);
    this.height = container.style.height;
    this.iframe = null;
    this.shown = false;  // the reader asked for it
    this.ready = false;  // the table is drawn and shown
    this.answer = null;  // the reader's answer to a kept game's offer
    this.timer = null;
    this.step = 0;
    this.build(index);
  }

  Box.prototype.build = function (index) {
    const container = this.container;
    const placeholder = container.querySelector(".jupyterlite_sphinx_try_it_button");
    const words = placeholder ? placeholder.textContent.trim() : "Start";
    container.removeAttribute("onclick");
    container.onclick = null;
    container.classList.add("jj-inline");
    if (index === 0) {
      container.id = container.id || "jj-play";
    }
    if (placeholder) {
      placeholder.remove();
    }
    const panel = document.createElement("div");
    panel.className = "jj-inline-panel";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "jj-inline-start";
    button.textContent = words;
    const status = document.createElement("p");
    status.className = "jj-inline-status";
    status.setAttribute("role", "status");
    status.hidden = true;
    const bar = document.createElement("progress");
    bar.className = "jj-inline-progress";
    bar.max = 3;
    bar.value = 0;
    bar.hidden = true;
    bar.setAttribute("aria-hidden", "true");
    panel.append(button, status, bar);
    container.appendChild(panel);
    this.panel = panel;
    this.button = button;
    this.status = status;
    this.bar = bar;
    // Until the reader starts it, the box is only as tall as what it shows.
    container.style.height = "auto";
    button.addEventListener("click", () => this.show(null));
    if (this.key && window.jjKept) {
      window.jjKept.offer(this, (answer) => this.show(answer));
    }
  };

  // The console's address: the box's code after the mark, in the book's colour mode.
  Box.prototype.src = function () {
    const url = new URL(this.url.href);
    url.searchParams.set("code", MARK_LINE + "\n" + this.code);
    if (dark()) {
      url.searchParams.set("theme", "JupyterLab Dark");
    }
    return url.href;
  };

  // Make the console, out of sight: the reader has come near, or has clicked.
  Box.prototype.start = function () {
    if (this.iframe || !this.url) {
      return;
    }
    const iframe = document.createElement("iframe");
    iframe.className = "jupyterlite_sphinx_iframe jj-inline-console";
    iframe.title = this.button.textContent;
    iframe.setAttribute("tabindex", "-1");
    iframe.setAttribute("aria-hidden", "true");
    iframe.style.height = this.height || "760px";
    iframe.addEventListener("load", () => this.fold());
    iframe.src = this.src();
    this.container.appendChild(iframe);
    this.iframe = iframe;
    this.timer = window.setInterval(() => this.watch(), 100);
  };

  // The reader asks for the table (answer: "resume" or "afresh" to a kept game's offer).
  Box.prototype.show = function (answer) {
    if (this.shown) {
      return;
    }
    this.shown = true;
    this.answer = answer;
    boxes.forEach((other) => {
      if (other !== this && other.iframe && !other.shown) {
        other.drop();
      }
    });
    this.button.hidden = true;
    this.container.classList.add("jj-inline-starting");
    this.start();
    if (!this.timer) {
      this.timer = window.setInterval(() => this.watch(), 100);
    }
    this.report();
    this.watch();
  };

  // A console started ahead that the reader left for another box.
  Box.prototype.drop = function () {
    window.clearInterval(this.timer);
    this.iframe.remove();
    this.iframe = null;
    this.step = 0;
  };

  Box.prototype.fold = function () {
    try {
      const doc = this.iframe.contentDocument;
      if (doc && doc.head && !doc.getElementById("jj-fold")) {
        const style = doc.createElement("style");
        style.id = "jj-fold";
        style.textContent = FOLD;
        doc.head.appendChild(style);
        const sheet = doc.createElement("link");
        sheet.rel = "stylesheet";
        sheet.href = new URL("table.css", script).href;
        doc.head.appendChild(sheet);
      }
    } catch (error) {
      // Another origin: leave the console as it is.
    }
  };

  // Where the start has got to: 1 the console, 2 Python, 3 the table; 4 drawn.
  Box.prototype.watch = function () {
    let doc = null;
    try {
      doc = this.iframe && this.iframe.contentDocument;
    } catch (error) {
      doc = null;
    }
    if (!doc || !doc.body) {
      return;
    }
    this.fold();
    let step = 1;
    if (doc.querySelector(".jp-CodeConsole")) {
      step = 2;
    }
    if (doc.querySelector("." + MARK)) {
      step = 3;
    }
    const output = doc.querySelector(".jp-OutputArea-output [class*='jj-answered-']");
    const failed = doc.querySelector(
      ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']," +
      ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']");
    if (output || failed) {
      step = 4;
    }
    this.step = step;
    if (!this.shown) {
      if (step === 4) {
        // Started ahead and drawn: nothing more to watch until the reader asks for it.
        window.clearInterval(this.timer);
        this.timer = null;
      }
      return;
    }
    if (step < 4) {
      this.report();
      return;
    }
    if (output && !this.answered(doc)) {
      return;
    }
    this.reveal(doc);
  };

  // The kept game's offer inside the table, answered as the reader answered the page's.
  Box.prototype.answered = function (doc) {
    if (this.pressed) {
      // Shown once the table has taken the answer: its offer has gone.
      if (this.pressed.isConnected) {
        return false;
      }
      this.pressed = null;
      return true;
    }
    if (!this.answer) {
      return true;
    }
    const buttons = Array.from(doc.querySelectorAll(".jp-OutputArea-output button"));
    const wanted = this.answer === "resume" ? /^Resume your/ : /^Start afresh$/;
    const offered = buttons.find((b) => wanted.test(b.textContent.trim()));
    if (offered) {
      offered.click();
      this.answer = null;
      this.pressed = offered;
      return false;
    }
    // No offer in the table (nothing kept after all): the fresh table is shown.
    this.answer = null;
    return true;
  };

  Box.prototype.report = function () {
    const step = Math.min(this.step || 1, 3);
    const what = step < 3 ? STEPS[step - 1] :
      (this.key ? "setting out the table" : "setting it out");
    this.status.hidden = false;
    this.status.textContent = `Starting Python: ${step} of 3, ${what}\u2026`;
    this.bar.hidden = false;
    this.bar.value = step - 1;
  };

  Box.prototype.reveal = function (doc) {
    window.clearInterval(this.timer);
    this.ready = true;
    const had = document.activeElement;
    const asked = !had || had === document.body || this.container.contains(had);
    this.container.style.height = "auto";  // as tall as the console (see fit)
    this.container.classList.remove("jj-inline-starting");
    this.container.classList.add("jj-inline-ready");
    this.panel.hidden = true;
    this.iframe.removeAttribute("aria-hidden");
    this.iframe.removeAttribute("tabindex");
    window.jjHandKeys(doc, { console: true });  // hand-keys.js
    if (window.jjKept) {
      window.jjKept.close(this);
    }
    this.follow(doc);
    const rect = this.container.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > window.innerHeight) {
      this.container.scrollIntoView({ block: rect.height > window.innerHeight ? "start" :
        "nearest" });
    }
    if (asked) {
      // The reader asked for the table: the keyboard goes into it, on something the
      // reader may do now (a card he may play, else a call), never on a dimmed card.
      this.iframe.focus();
      const control = doc.querySelector(".jj-cardbtn.jj-legal") ||
        doc.querySelector(".jj-calls button") ||
        doc.querySelector(".jj-cardbtn[tabindex='0'], .jj-cardbtn") ||
        doc.querySelector(".jp-OutputArea-output button");
      if (control) {
        control.focus({ preventScroll: true });
      }
    }
  };

  // The box takes the console's height, now and whenever the table grows or shrinks;
  // a score that appears (the hand is over) is brought into view.
  Box.prototype.follow = function (doc) {
    const content = doc.querySelector(".jp-CodeConsole-content");
    if (!content || !("ResizeObserver" in window)) {
      return;
    }
    const sizes = new ResizeObserver(() => this.fit(doc, content));
    const watchCells = () => {
      Array.from(content.children).forEach((cell) => sizes.observe(cell));
    };
    watchCells();
    new MutationObserver(watchCells).observe(content, { childList: true });
    this.scored = Boolean(doc.querySelector(".jj-score"));
    this.fit(doc, content);
  };

  Box.prototype.fit = function (doc, content) {
    let bottom = 0;
    Array.from(content.children).forEach((cell) => {
      bottom = Math.max(bottom, cell.offsetTop + cell.offsetHeight);
    });
    // Whatever the console shows around its cells (none once folded) stays as it is.
    const around = doc.documentElement.clientHeight - content.clientHeight;
    const height = Math.ceil(bottom + around + 12);
    if (bottom > 0 && Math.abs(this.iframe.getBoundingClientRect().height - height) > 1) {
      this.iframe.style.height = `${height}px`;
    }
    const score = doc.querySelector(".jj-score");
    if (score && !this.scored) {
      // The hand is over: its score comes into view, the table's foot above it.
      const top = this.iframe.getBoundingClientRect().top + score.getBoundingClientRect().top;
      if (top < 0 || top + 120 > window.innerHeight) {
        window.scrollBy({ top: top - Math.round(window.innerHeight * 0.3) });
      }
    }
    this.scored = Boolean(score);
  };

  // The reader comes near a box: pointing at it, tabbing to it, or with it in view a while.
  function near(box) {
    const connection = navigator.connection || {};
    if (connection.saveData || box.iframe || !box.url ||
        boxes.some((other) => other.iframe)) {
      return;
    }
    box.start();
  }

  function watchNear(box) {
    box.container.addEventListener("pointerover", () => near(box), { passive: true });
    box.container.addEventListener("focusin", () => near(box));
    if (!("IntersectionObserver" in window)) {
      return;
    }
    let since = null;
    new IntersectionObserver((entries) => {
      const seen = entries[entries.length - 1].isIntersecting;
      window.clearTimeout(since);
      if (seen && document.visibilityState === "visible") {
        since = window.setTimeout(() => near(box), NEAR_MS);
      }
    }, { threshold: 0.5 }).observe(box.panel);
  }

  // A skip link to the first box, right after the theme's own ("Skip to main content").
  function skipLink(box) {
    const link = document.createElement("a");
    link.className = "jj-skip-link";
    link.href = "#" + box.container.id;
    link.textContent = box.key ? "Skip to the card table" : "Skip to the live exercise";
    link.addEventListener("click", (event) => {
      event.preventDefault();
      box.container.scrollIntoView({ block: "center" });
      const target = box.ready ? box.iframe : box.panel.querySelector("button:not([hidden])");
      if (target) {
        target.focus({ preventScroll: true });
      }
    });
    const theirs = document.querySelector(".skip-link");
    if (theirs) {
      theirs.after(link);
    } else {
      document.body.prepend(link);
    }
  }

  const script = document.currentScript ? document.currentScript.src : window.location.href;

  function setUp() {
    document.querySelectorAll(".jupyterlite_sphinx_iframe_container").forEach((container) => {
      if (container.classList.contains("jj-inline")) {
        return;
      }
      const box = new Box(container, boxes.length);
      boxes.push(box);
      watchNear(box);
    });
    if (boxes.length) {
      skipLink(boxes[0]);
    }
    window.jjInlineBoxes = boxes;
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
