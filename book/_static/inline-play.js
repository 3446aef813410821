// Live play inside the page (jupyterlite-sphinx's replite directive).
//
// The start control becomes a real button, reachable by Tab and started with Enter
// (the directive draws a clickable div). Once the console is shown, its input
// prompts and its empty input cell are folded away, so that the reader sees the
// card table only. The input cell is folded to zero height rather than hidden:
// `display: none` on it stops the clicks on the widgets above it.
//
// Inside the console the keyboard moves among the reader's cards and plays them
// (hand-keys.js, loaded before this script).
(function () {
  "use strict";
  const FOLD = [
    ".jp-CodeConsole-promptCell { height: 0 !important; min-height: 0 !important;",
    "  overflow: hidden !important; border: 0 !important; padding: 0 !important;",
    "  margin: 0 !important; }",
    ".jp-InputPrompt, .jp-OutputPrompt { display: none !important; }",
    ".jp-CodeConsole-banner { display: none !important; }",
  ].join("\n");

  function fold(iframe) {
    const add = function () {
      try {
        const doc = iframe.contentDocument;
        if (doc && doc.head && doc.body && !doc.getElementById("jj-fold")) {
          const style = doc.createElement("style");
          style.id = "jj-fold";
          style.textContent = FOLD;
          doc.head.appendChild(style);
          window.jjHandKeys(doc, { console: true });  // hand-keys.js
        }
      } catch (error) {
        // Another origin: leave the console as it is.
      }
    };
    iframe.addEventListener("load", add);
    add();
  }

  function upgrade(container) {
    const placeholder = container.querySelector(".jupyterlite_sphinx_try_it_button");
    if (!placeholder || placeholder.querySelector("button")) {
      return;
    }
    const button = document.createElement("button");
    button.type = "button";
    button.className = "jj-inline-start";
    button.textContent = placeholder.textContent.trim();
    placeholder.textContent = "";
    placeholder.appendChild(button);
    // Until the reader starts it, the box is only as tall as its button.
    const height = container.style.height;
    container.style.height = "5em";
    button.addEventListener("click", function () {
      container.style.height = height;
      // The container's own handler starts the console as the click bubbles up;
      // after that, a click beside the table must not start a second one.
      window.setTimeout(function () {
        container.onclick = null;
        container.removeAttribute("onclick");
      }, 0);
    });
    new MutationObserver(function () {
      container.querySelectorAll("iframe").forEach(fold);
    }).observe(container, { childList: true });
  }

  function start() {
    document.querySelectorAll(".jupyterlite_sphinx_iframe_container").forEach(upgrade);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
