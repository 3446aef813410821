/*
 * The search page's summaries: the page's own text, and a rule's own words.
 *
 * Sphinx's search shows under each result a few lines of the page it found. It reads
 * them from the page's main region, which in this theme starts with the header's
 * buttons (".md", ".pdf", the colour modes): a page found by a word near its top was
 * summed up as "....md". The rules reference marks every rule ID as a main index entry,
 * so that searching "PLAY-2" finds that rule first; the entry's target is an empty
 * anchor just before the rule, so its summary would be empty. Here the summary is
 * read from the article itself, and an empty anchor gives way to the rule after it.
 */
(() => {
  "use strict";

  const summaryText = (htmlString, anchor) => {
    const page = new DOMParser().parseFromString(htmlString, "text/html");
    for (const query of [".headerlink", "script", "style"]) {
      page.querySelectorAll(query).forEach((element) => element.remove());
    }
    const article = page.querySelector("article.bd-article") ||
      page.querySelector('[role="main"]');
    if (!article) return "";
    if (anchor) {
      let element = article.querySelector(anchor);
      if (element && !element.textContent.trim()) {
        // An index entry's empty target sits at the start of its rule's paragraph.
        const block = element.closest("p, li, dd");
        if (block && block.textContent.trim()) return block.textContent;
      }
      while (element && !element.textContent.trim()) element = element.nextElementSibling;
      if (element) return element.textContent;
    }
    return article.textContent;
  };

  const patch = () => {
    // searchtools.js declares `Search` on the search page only.
    if (typeof Search === "undefined" || typeof Search.htmlToText !== "function") return;
    Search.htmlToText = summaryText;
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", patch);
  } else {
    patch();
  }
})();
