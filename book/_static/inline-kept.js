// A game kept in this browser, offered in the page before Python starts.
//
// The in-page tables keep their game on /drive after every move (widgets/keeping.py),
// which the browser holds in IndexedDB: the page's own database (page-python/worker.js),
// or, for a game kept by the console before, JupyterLite's. Beside the game, the
// table keeps what the page needs to offer it back: the offer's words and a drawing of
// the position, ``jojotte-kept-KEY-picture.json``::
//
//     {"format": "jojotte-kept-picture/1", "offer": "Resume your game (trick 4, your turn)",
//      "picture": "<div class=\"jj-table\" ...>...</div>"}
//
// (it is there only while the game is worth offering). When a box's table has such a
// game, the box shows the drawing with "Resume" and "Start afresh" at once; the answer
// goes to the table's own offer once Python has started (inline-play.js).
//
// `window.jjKept.offer(box, answer)` draws the offer in a box of inline-play.js and
// calls `answer("resume" | "afresh")` on the reader's choice; `close(box)` removes it.
(function () {
  "use strict";
  const FORMAT = "jojotte-kept-picture/1";
  const STORE = "files";

  // The drive's database: JupyterLite names it after the app's folder ("/lite/").
  function database(box) {
    const lite = new URL("../", box.url);
    return "JupyterLite Storage - " + lite.pathname;
  }

  async function exists(name) {
    // Opening a database that is not there would make an empty one: ask first.
    if (!indexedDB.databases) {
      return false;
    }
    const found = await indexedDB.databases();
    return found.some((db) => db.name === name);
  }

  async function readFile(name, path) {
    if (!window.indexedDB || !(await exists(name))) {
      return null;
    }
    const db = await new Promise((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      if (!db.objectStoreNames.contains(STORE)) {
        return null;
      }
      const model = await new Promise((resolve, reject) => {
        const asking = db.transaction(STORE, "readonly").objectStore(STORE).get(path);
        asking.onsuccess = () => resolve(asking.result);
        asking.onerror = () => reject(asking.error);
      });
      if (!model || model.type !== "file" || model.content == null) {
        return null;
      }
      if (model.format === "base64") {
        const bytes = Uint8Array.from(atob(model.content), (c) => c.charCodeAt(0));
        return new TextDecoder().decode(bytes);
      }
      return typeof model.content === "string" ? model.content : JSON.stringify(model.content);
    } finally {
      db.close();
    }
  }

  // The table's drawing, without anything that could run or be reached by Tab.
  function picture(html) {
    const parsed = new DOMParser().parseFromString(html, "text/html");
    parsed.querySelectorAll("script, iframe, object, embed, form").forEach((e) => e.remove());
    parsed.querySelectorAll("*").forEach((element) => {
      Array.from(element.attributes).forEach((attribute) => {
        if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) {
          element.removeAttribute(attribute.name);
        }
      });
    });
    const frame = document.createElement("div");
    frame.className = "jj-kept-picture";
    frame.setAttribute("role", "img");
    frame.setAttribute("aria-label", "The kept game, as you left it");
    frame.inert = true;
    frame.append(...Array.from(parsed.body.childNodes));
    return frame;
  }

  // The in-page tables' own database (page-python/worker.js), beside JupyterLite's.
  function pageDatabase(box) {
    return "jojotte-teach kept games - " + new URL("../", box.url).pathname;
  }

  async function offer(box, answer) {
    let kept = null;
    try {
      const name = `jojotte-kept-${box.key}-picture.json`;
      const text = (await readFile(pageDatabase(box), name)) ||
        (await readFile(database(box), name));
      kept = text ? JSON.parse(text) : null;
    } catch (error) {
      kept = null;  // nothing readable kept: the box starts as usual
    }
    if (!kept || kept.format !== FORMAT || !kept.offer || box.shown) {
      return;
    }
    const part = document.createElement("div");
    part.className = "jj-kept";
    part.setAttribute("role", "group");
    part.setAttribute("aria-label", "Your game, kept in this browser");
    const words = document.createElement("p");
    words.className = "jj-kept-words";
    words.textContent = "A game you had started is kept in this browser. Go on with it, " +
      "or start afresh?";
    const resume = document.createElement("button");
    resume.type = "button";
    resume.className = "jj-kept-resume";
    resume.textContent = kept.offer;
    const afresh = document.createElement("button");
    afresh.type = "button";
    afresh.className = "jj-kept-afresh";
    afresh.textContent = "Start afresh";
    afresh.title = "Forget the kept game and play a fresh one";
    const actions = document.createElement("div");
    actions.className = "jj-kept-actions";
    actions.append(resume, afresh);
    part.append(words, picture(String(kept.picture || "")), actions);
    resume.addEventListener("click", () => { actions.hidden = true; answer("resume"); });
    afresh.addEventListener("click", () => { actions.hidden = true; answer("afresh"); });
    box.button.hidden = true;
    box.panel.prepend(part);
    box.kept = part;
  }

  function close(box) {
    if (box.kept) {
      box.kept.remove();
      box.kept = null;
    }
  }

  window.jjKept = { offer: offer, close: close, readFile: readFile, database: database,
    pageDatabase: pageDatabase };
})();
