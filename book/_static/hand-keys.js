// The keyboard at a card table: the reader's hand is a row of card buttons
// (`.jj-cardbtn`). Tab reaches the hand once (a roving tabindex), the arrow keys, Home
// and End move from card to card, Enter or Space plays. When a move redraws the hand
// and the focus falls to the page, it is put back on the card now at the played card's
// place (or, after a call, on the next thing to do).
//
// `window.jjHandKeys(doc)` sets this up in a document: a book page's, once its in-page
// table is shown (inline-play.js, which also puts the keyboard in the table first), or
// a live notebook's, where this script is loaded with `data-apply`
// (scripts/lite_pages.py) and sets up its own page.
(function () {
  "use strict";
  const CARD = ".jj-cardbtn";

  function cardsBeside(card) {
    const row = card.closest(".jj-hand-row");
    return row ? Array.from(row.querySelectorAll(CARD)) : [];
  }

  // One card of each hand is in the Tab order: the focused one, else the first the
  // reader may play, else the first.
  function rove(doc) {
    doc.querySelectorAll(".jj-hand-row").forEach(function (row) {
      const cards = Array.from(row.querySelectorAll(CARD));
      const active = cards.indexOf(doc.activeElement);
      let chosen = active >= 0 ? active : cards.findIndex(function (c) {
        return c.classList.contains("jj-legal");
      });
      if (chosen < 0) {
        chosen = 0;
      }
      cards.forEach(function (c, i) {
        c.tabIndex = i === chosen ? 0 : -1;
      });
    });
  }

  function keys(doc) {
    const win = doc.defaultView;
    if (!win || win.jjKeys) {
      return;
    }
    win.jjKeys = true;
    // Captured before JupyterLab's own shortcuts, which take Enter and the arrows for
    // themselves (run a cell, move between cells).
    win.addEventListener("keydown", function (event) {
      const target = event.target;
      const button = target.closest && target.closest("button.widget-button");
      if (button && (event.key === "Enter" || event.key === " ") && !event.shiftKey &&
          !event.ctrlKey && !event.altKey && !event.metaKey) {
        event.preventDefault();
        event.stopPropagation();
        button.click();
        return;
      }
      const card = target.closest && target.closest(CARD);
      if (!card) {
        return;
      }
      const cards = cardsBeside(card);
      const at = cards.indexOf(card);
      const to = {
        ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1,
        Home: 0, End: cards.length - 1,
      }[event.key];
      if (to === undefined) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const next = cards[Math.max(0, Math.min(cards.length - 1, to))];
      if (next) {
        cards.forEach(function (c) { c.tabIndex = c === next ? 0 : -1; });
        next.focus();
      }
    }, true);
  }

  // Of the cards the reader may play, the one nearest ``place`` in the hand (none: null).
  function nearest(legal, cards, place) {
    let best = null;
    legal.forEach(function (card) {
      const far = Math.abs(cards.indexOf(card) - place);
      if (best === null || far < best.far) {
        best = { card: card, far: far };
      }
    });
    return best && best.card;
  }

  // Where the focus was in the hand (or among the calls), to bring it back after a redraw.
  function keepFocus(doc) {
    let place = -1;
    let calling = false;
    doc.addEventListener("focusin", function (event) {
      const target = event.target;
      const card = target.closest && target.closest(CARD);
      place = card ? cardsBeside(card).indexOf(card) : -1;
      calling = Boolean(target.closest && target.closest(".jj-calls"));
    });
    // A click beside the table's controls lets the focus go where the reader put it.
    doc.addEventListener("mousedown", function (event) {
      if (!(event.target.closest && event.target.closest(CARD + ", .jj-calls"))) {
        place = -1;
        calling = false;
      }
    });
    // A card has left the hand (played): once the reader may play again, the focus goes
    // to a card he may play if it was left on one he may not (the hand's buttons are kept
    // and redrawn, so the focused one may now be another, dimmed card).
    let held = -1;
    let played = false;
    doc.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" && event.key !== " ") {
        played = false;  // the reader moves on by himself
      }
    }, true);
    const restore = function () {
      rove(doc);
      const active = doc.activeElement;
      const cards = Array.from(doc.querySelectorAll(CARD));
      played = played || (held >= 0 && cards.length < held);
      held = cards.length;
      const legal = cards.filter(function (c) { return c.classList.contains("jj-legal"); });
      const calls = Array.from(doc.querySelectorAll(".jj-calls button"));
      const onCard = active && active.closest && active.closest(CARD);
      if (played && legal.length) {
        played = false;
        if (onCard && !onCard.classList.contains("jj-legal")) {
          nearest(legal, cards, cards.indexOf(onCard)).focus({ preventScroll: true });
          return;
        }
      }
      if ((place < 0 && !calling) || (active && active !== doc.body && active.isConnected)) {
        return;
      }
      let next = null;
      if (place >= 0) {
        // After a card: the playable card nearest its place, else a call.
        next = nearest(legal, cards, place) || calls[0] ||
          cards[Math.min(place, cards.length - 1)];
      } else {
        next = legal[0] || calls[0] || cards[0];  // after a call: the next thing to do
      }
      if (next) {
        next.focus({ preventScroll: true });
      }
    };
    let queued = false;
    new MutationObserver(function () {
      if (!queued) {
        queued = true;
        window.requestAnimationFrame(function () {
          queued = false;
          restore();
        });
      }
    }).observe(doc.body, { childList: true, subtree: true, attributes: true,
                           attributeFilter: ["class"] });
    // The table may be drawn already, with nothing left to change: set it up now too.
    window.requestAnimationFrame(restore);
  }

  window.jjHandKeys = function (doc) {
    keys(doc);  // once per window: a frame's blank first page hands its window on
    if (!doc.jjFocusKept) {  // once per document
      doc.jjFocusKept = true;
      keepFocus(doc);
    }
  };

  const script = document.currentScript;
  if (script && script.hasAttribute("data-apply")) {
    const apply = function () { window.jjHandKeys(document); };
    if (document.body) {
      apply();
    } else {
      document.addEventListener("DOMContentLoaded", apply);
    }
  }
})();
