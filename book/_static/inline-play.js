// Live play inside the page: the in-page box (jupyterlite-sphinx's replite directive
// gives its place and its code) runs the card table with Python in the page itself:
// Pyodide in a worker, the widgets drawn in the page (page-python/bridge.js), no
// console and no kernel.
//
// - The start control is a real button (Tab reaches it, Enter starts it), and the
//   first box of the page can be reached from the top with a skip link.
// - From the first moment the box says what it is doing ("Starting Python: 2 of 3")
//   and shows the table once it is drawn: no empty white box.
// - Python starts before the click when the reader comes near the box (points at it,
//   tabs to it, or has it in view for a few seconds): the table is made then, out of
//   sight, and the click only shows it. Nothing is fetched for a reader who never comes
//   near a box, nor when the reader's browser asks to save data. One box at a time
//   starts ahead; a click elsewhere drops it.
// - A game kept in this browser is offered at once, drawn from what was saved
//   (inline-kept.js), with "Resume" and "Start afresh"; the answer is passed on to the
//   table's own offer once Python has started.
// - The keyboard moves among the reader's cards (hand-keys.js, on the page). When a
//   hand ends, its score is brought into view. A failure is one line in the box.
(function () {
  "use strict";
  //: How long the box must stay in view for the reader to be counted near it.
  const NEAR_MS = 2000;
  const STEPS = ["starting Python", "loading the book's code", "setting out the table"];
  //: The start's steps as the worker tells them, and the step each one begins.
  const NEXT = { pyodide: 2, packages: 3, ready: 3 };
  const boxes = [];

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
    this.table = null;  // the table's element, once started
    this.running = null;  // the started Python ({stop})
    this.failed = null;  // a failure's line
    this.shown = false;  // the reader asked for it
    this.ready = false;  // the table is drawn and shown
    this.answer = null;  // the reader's answer to a kept game's offer
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

  // Start Python and make the table, out of sight: the reader has come near, or clicked.
  Box.prototype.start = function () {
    if (this.running || !this.url) {
      return;
    }
    const table = document.createElement("div");
    table.className = "jj-inline-table";
    table.hidden = true;
    this.container.appendChild(table);
    this.table = table;
    this.step = 1;
    this.running = { stop: function () {} };
    const lite = new URL("../", this.url).href;  // the console's app is lite/repl/
    const started = import(new URL("page-python/bridge.js", script).href)
      .then((bridge) => bridge.startPython({
        lite: lite,
        worker: new URL("page-python/worker.js", script).href,
        element: table,
        code: this.code,
        onStep: (name) => this.advance(NEXT[name] || this.step),
        onDrawn: () => this.drawn(),
        onFailed: (line) => this.fail(line),
      }))
      .then((running) => {
        if (this.table === table) {
          this.running = running;
        } else {
          running.stop();  // dropped while it started
        }
      }, (error) => this.fail(String(error)));
    this.started = started;
  };

  Box.prototype.advance = function (step) {
    this.step = Math.max(this.step, step);
    if (this.shown && !this.ready) {
      this.report();
    }
  };

  // The reader asks for the table (answer: "resume" or "afresh" to a kept game's offer).
  Box.prototype.show = function (answer) {
    if (this.shown) {
      return;
    }
    this.shown = true;
    this.answer = answer;
    boxes.forEach((other) => {
      if (other !== this && other.running && !other.shown) {
        other.drop();
      }
    });
    this.button.hidden = true;
    this.container.classList.add("jj-inline-starting");
    this.start();
    this.report();
    if (this.failed) {
      this.fail(this.failed);
    } else if (this.step === 4) {
      this.drawn();
    }
  };

  // A table started ahead that the reader left for another box.
  Box.prototype.drop = function () {
    if (this.watching) {
      this.watching.disconnect();
      this.watching = null;
    }
    this.running.stop();
    this.running = null;
    this.table.remove();
    this.table = null;
    this.step = 0;
    this.failed = null;
  };

  // A widget of the table is drawn: show it once the kept game's offer is answered,
  // watching the table's drawing until then (no timer: each change is looked at once).
  Box.prototype.drawn = function () {
    this.step = 4;
    if (!this.shown || this.ready || this.watching) {
      return;
    }
    const table = this.table;
    // True once there is nothing more to wait for: the table shown, or dropped.
    const done = () => {
      if (this.table !== table || this.ready) {
        return true;
      }
      // Drawn whole: the book's widget (it counts its answers, jj-answered-N) is there,
      // and the kept game's offer, if any, answered.
      if (!table.querySelector("[class*='jj-answered-']") || !this.answered()) {
        return false;
      }
      this.reveal();
      return true;
    };
    if (done()) {
      return;
    }
    const watching = new MutationObserver(() => {
      if (done()) {
        watching.disconnect();
        if (this.watching === watching) {
          this.watching = null;
        }
      }
    });
    watching.observe(table, {
      childList: true, subtree: true, attributes: true, characterData: true,
    });
    this.watching = watching;
  };

  // The kept game's offer inside the table, answered as the reader answered the page's.
  // Called once the table's widget is drawn: while its offer waits, that widget carries
  // the class jj-offering (keeping.py, place_above), drawn with it, so a table without
  // one is known at once, and one with it waits for its buttons.
  Box.prototype.answered = function () {
    const offering = this.table.querySelector(".jj-offering");
    if (this.pressed) {
      // Shown once the table has taken the answer: its offer has gone.
      if (this.pressed.isConnected || offering) {
        return false;
      }
      this.pressed = null;
      return true;
    }
    if (!this.answer) {
      return true;
    }
    if (!offering) {
      // No offer in the table (nothing kept after all): the fresh table is shown.
      this.answer = null;
      return true;
    }
    const buttons = Array.from(offering.querySelectorAll("button"));
    const wanted = this.answer === "resume" ? /^Resume your/ : /^Start afresh$/;
    const offered = buttons.find((b) => wanted.test(b.textContent.trim()));
    if (!offered) {
      return false;  // the offer's buttons are not drawn yet
    }
    offered.click();
    this.answer = null;
    this.pressed = offered;
    return false;
  };

  // Python or the box's code failed: one line in the box, its table (if any) left out.
  Box.prototype.fail = function (line) {
    this.failed = line;
    if (!this.shown) {
      return;
    }
    this.bar.hidden = true;
    this.status.hidden = false;
    this.status.classList.add("jj-inline-failed");
    this.status.textContent = "The table could not start: " + line;
  };

  Box.prototype.report = function () {
    const step = Math.min(this.step || 1, 3);
    this.status.hidden = false;
    this.status.textContent = `Starting Python: ${step} of 3, ${STEPS[step - 1]}\u2026`;
    this.bar.hidden = false;
    this.bar.value = step - 1;
  };

  Box.prototype.reveal = function () {
    this.ready = true;
    const had = document.activeElement;
    const asked = !had || had === document.body || this.container.contains(had);
    this.container.classList.remove("jj-inline-starting");
    this.container.classList.add("jj-inline-ready");
    this.panel.hidden = true;
    this.table.hidden = false;
    window.jjHandKeys(document);  // hand-keys.js: the keyboard in the reader's hand
    if (window.jjKept) {
      window.jjKept.close(this);
    }
    this.follow();
    const rect = this.container.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > window.innerHeight) {
      this.container.scrollIntoView({ block: rect.height > window.innerHeight ? "start" :
        "nearest" });
    }
    if (asked) {
      this.focusTable(40);
    }
  };

  // The reader asked for the table: the keyboard goes into it, on something the reader
  // may do now (a card he may play, else a call), never on a dimmed card. Its views may
  // still be coming: tries again for a few frames, unless the reader has moved on.
  Box.prototype.focusTable = function (tries) {
    const had = document.activeElement;
    if (had && had !== document.body && !this.container.contains(had)) {
      return;
    }
    const control = this.table.querySelector(".jj-cardbtn.jj-legal") ||
      this.table.querySelector(".jj-calls button");
    if (control) {
      control.focus({ preventScroll: true });
      const rect = control.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        control.scrollIntoView({ block: "center" });
      }
    } else if (tries > 0) {
      window.requestAnimationFrame(() => this.focusTable(tries - 1));
    } else {
      const any = this.table.querySelector(".jj-cardbtn[tabindex='0'], .jj-cardbtn, button");
      if (any) {
        any.focus({ preventScroll: true });
      }
    }
  };

  // A score that appears (the hand is over) is brought into view, the table's foot
  // above it.
  Box.prototype.follow = function () {
    this.scored = Boolean(this.table.querySelector(".jj-score"));
    new MutationObserver(() => {
      const score = this.table.querySelector(".jj-score");
      if (score && !this.scored) {
        const top = score.getBoundingClientRect().top;
        if (top < 0 || top + 120 > window.innerHeight) {
          window.scrollBy({ top: top - Math.round(window.innerHeight * 0.3) });
        }
      }
      this.scored = Boolean(score);
    }).observe(this.table, { childList: true, subtree: true });
  };

  // The reader comes near a box: pointing at it, tabbing to it, or with it in view a while.
  function near(box) {
    const connection = navigator.connection || {};
    if (connection.saveData || box.running || !box.url ||
        boxes.some((other) => other.running)) {
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
      const target = box.ready ?
        box.table.querySelector(".jj-cardbtn.jj-legal, .jj-calls button, button") :
        box.panel.querySelector("button:not([hidden])");
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
