// Live play inside the page: fetch Python ahead of the reader's click.
//
// An in-page table (jupyterlite-sphinx's replite) starts Python in the browser: the
// Pyodide runtime, its standard library and the packages the kernel preloads, about
// 25 MB served by the site itself. When the reader points at a start button or
// reaches it with Tab, those files are fetched into the browser's cache, so that the
// click finds them there instead of waiting for the download. Same-origin files only,
// each fetched once per page, and nothing when the reader has asked to save data.
(function () {
  "use strict";
  let started = false;
  // Once the reader has clicked, the console fetches what it needs itself: the files
  // still on their way here are dropped, so that they do not compete with it.
  const stop = new AbortController();

  function liteBase(container) {
    // The console's address is in the container's click handler ("../lite/repl/...").
    const handler = container.getAttribute("onclick") || "";
    const found = handler.match(/'([^']*?)repl\/index\.html/);
    return found ? new URL(found[1], window.location.href) : null;
  }

  function sameOrigin(url) {
    return url.origin === window.location.origin;
  }

  function take(url) {
    // Read the whole body: only a complete response is kept in the HTTP cache.
    if (stop.signal.aborted) {
      return Promise.resolve(null);
    }
    return fetch(url.href, { credentials: "same-origin", signal: stop.signal })
      .then(function (response) {
        return response.ok ? response.arrayBuffer() : null;
      })
      .catch(function () {
        return null;
      });
  }

  async function inTurn(urls, lanes) {
    const queue = urls.slice();
    const lane = async function () {
      while (queue.length) {
        await take(queue.shift());
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  async function prefetch(lite) {
    const settings = await fetch(new URL("jupyter-lite.json", lite).href)
      .then(function (response) { return response.json(); });
    const kernel = settings["jupyter-config-data"].litePluginSettings[
      "@jupyterlite/pyodide-kernel-extension:kernel"] || {};
    const runtime = new URL(kernel.pyodideUrl || "./static/pyodide/pyodide.mjs", lite);
    // The biggest files first: the kernel needs them first.
    const first = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs", "pyodide.mjs"]
      .map(function (name) { return new URL(name, runtime); });
    const lockUrl = new URL("pyodide-lock.json", runtime);
    const lock = await fetch(lockUrl.href).then(function (response) { return response.json(); });
    // The preloaded packages and everything they depend on (the lock file's names).
    const wanted = new Set();
    const visit = function (name) {
      const entry = lock.packages[name];
      if (!entry || wanted.has(name)) {
        return;
      }
      wanted.add(name);
      (entry.depends || []).forEach(visit);
    };
    ((kernel.loadPyodideOptions || {}).packages || []).forEach(visit);
    const wheels = Array.from(wanted).map(function (name) {
      return new URL(lock.packages[name].file_name, lockUrl);
    });
    await inTurn(first.concat(wheels).filter(sameOrigin), 3);
  }

  function start(event) {
    if (started) {
      return;
    }
    const container = event.target.closest && event.target.closest(
      ".jupyterlite_sphinx_iframe_container");
    const connection = navigator.connection || {};
    if (!container || connection.saveData) {
      return;
    }
    const lite = liteBase(container);
    if (!lite || !sameOrigin(lite)) {
      return;
    }
    started = true;
    prefetch(lite).catch(function () {
      // A missing file is the click's business: it will say so in the box.
    });
  }

  function clicked(event) {
    if (event.target.closest && event.target.closest(".jupyterlite_sphinx_iframe_container")) {
      stop.abort();
    }
  }

  document.addEventListener("pointerover", start, { passive: true });
  document.addEventListener("focusin", start);
  // Enter on the start button is a click too.
  document.addEventListener("click", clicked, true);
})();
