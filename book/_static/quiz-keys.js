// The quizzes by keyboard (the quiz package draws each choice of a question as a
// <label>, which Tab never reaches).
//
// Every choice becomes a button for the keyboard: Tab reaches it, Enter or Space
// answers with it, and the arrow keys move between the choices of the same question
// without answering. A number is answered with Enter in its box (the package's own).
// The focus ring is in quiz.css.
(function () {
  "use strict";

  function choices(choice) {
    return Array.from(choice.parentElement.querySelectorAll(".MCButton"));
  }

  function onKey(event) {
    const choice = event.currentTarget;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choice.click();
      return;
    }
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault(); // the arrows move, they never answer
      const all = choices(choice);
      const next = all[(all.indexOf(choice) + step + all.length) % all.length];
      next.focus();
    }
  }

  function upgrade(root) {
    root.querySelectorAll(".MCButton:not([data-jj-keys])").forEach(function (choice) {
      choice.setAttribute("data-jj-keys", "");
      choice.setAttribute("tabindex", "0");
      choice.setAttribute("role", "button");
      choice.addEventListener("keydown", onKey);
    });
  }

  function start() {
    upgrade(document);
    // The quizzes are drawn by a script once the page has loaded, and drawn again
    // after each answer.
    new MutationObserver(function () {
      upgrade(document);
    }).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
