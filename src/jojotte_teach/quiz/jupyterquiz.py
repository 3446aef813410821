"""Questions for static pages, in the JSON format of jupyterquiz (pinned 2.9.6.4).

A numeric question there is ``{"question": ..., "type": "numeric", "answers":
[...]}``; each answer is ``{"type": "value", "value": 45, "correct": true,
"feedback": ...}``, ``{"type": "range", "range": [lo, hi], ...}`` or the
``{"type": "default", "feedback": ...}`` said to every other answer. The
browser checks the answer itself, so the quiz works on a static page.

:func:`quiz_parts` builds the quiz's HTML and script with jupyterquiz's own
renderer, minus the one thing that would reach the network: jupyterquiz may
fetch MathJax from a CDN, and these questions have no mathematics.

>>> from jojotte_teach.quiz import numeric, mistake
>>> q = numeric("Points for the last trick?", 10, "It is worth 10 (SCO-1).", "SCO-1",
...             [mistake(0, "It does count.")])
>>> data = to_jupyterquiz([q])[0]
>>> data["type"], [a["type"] for a in data["answers"]]
('numeric', ['value', 'value', 'default'])
>>> data["answers"][0]["value"], data["answers"][0]["correct"]
(10, True)
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from ..render.table import RULES_URL, rule_link
from .questions import Question

__all__ = ["link_rules", "quiz_html", "quiz_parts", "to_jupyterquiz"]

#: The rule IDs a question links: Jo-Jotte's, and the family's (KLAB, BEL), which
#: :func:`~jojotte_teach.render.basics.rule_link` sends to the family's reference.
_RULE_ID = re.compile(
    r"\b(?:DECK|DEAL|BID|DRAW|SPEC|MELD|DIX|PLAY|JOJ|SCO|GAME|MULTI|FAM|KLAB|BEL)-[0-9A-Z]+\b")
#: jupyterquiz loads MathJax from a CDN when a page's MathJax is not ready: never here.
_CDN_LOADER = re.compile(
    r"console\.log\('WARNING: Trying to force load MathJax 3'\);.*?\}\)\(\);", re.DOTALL)


def link_rules(text: str, rules_url: str = RULES_URL) -> str:
    """Escape text for HTML and link every rule ID in it to the rules page.

    >>> link_rules("Follow suit (PLAY-2) & win")  # doctest: +ELLIPSIS
    'Follow suit (<a class="jj-rule" href="rules.html#rule-play-2" ...>PLAY-2</a>) &amp; win'
    """
    return _RULE_ID.sub(lambda m: rule_link(m.group(0), rules_url), escape(text, quote=False))


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def to_jupyterquiz(questions: Iterable[Question], rules_url: str = RULES_URL
                   ) -> list[dict[str, Any]]:
    """The questions as jupyterquiz's list of numeric questions."""
    result = []
    for q in questions:
        right: dict[str, Any]
        feedback = f"Right. {link_rules(q.explanation, rules_url)}"
        if q.tolerance:
            right = {"type": "range", "range": [_number(q.answer - q.tolerance),
                                                _number(q.answer + q.tolerance) + 1e-9],
                     "correct": True, "feedback": feedback}
        else:
            right = {"type": "value", "value": _number(q.answer), "correct": True,
                     "feedback": feedback}
        answers = [right]
        for m in q.mistakes:
            text = m.text if m.rule is None or m.rule in m.text else f"{m.text} ({m.rule})"
            answers.append({"type": "value", "value": _number(m.value), "correct": False,
                            "feedback": link_rules(text, rules_url)})
        answers.append({"type": "default", "feedback": link_rules(
            f"Not right. Read {q.rule} again and count once more.", rules_url)})
        result.append({"question": escape(q.prompt, quote=False), "type": "numeric",
                       "answers": answers})
    return result


def quiz_parts(questions: Sequence[Question | Mapping[str, Any]], *,
               rules_url: str = RULES_URL, div_id: str | None = None) -> tuple[str, str]:
    """The quiz as ``(html, javascript)``: a container with its styles, and the script.

    Show them as two outputs (``IPython.display.HTML`` then ``Javascript``), as
    jupyterquiz does; the script embeds the questions and all of jupyterquiz's code.

    Args:
        questions: :class:`Question` objects, or questions already in jupyterquiz's format.
        rules_url: where rule IDs link to.
        div_id: the container's id (random letters by default, as jupyterquiz makes).

    Raises:
        ImportError: jupyterquiz is not installed.
    """
    from jupyterquiz.dynamic.renderer import build_script, build_styles, render_div

    data = [q if isinstance(q, Mapping) else to_jupyterquiz([q], rules_url)[0]
            for q in questions]
    ident = div_id or "".join(random.choice(string.ascii_letters) for _ in range(12))
    # As jupyterquiz's display_quiz: questions embedded, shown once the container exists.
    prefix = (f"var questions{ident}=" + _json(data)
              + ";\n\nif (typeof Question === 'undefined') {\n")
    html = render_div(ident, False, False, False, 1_000_000, 600, 10, "left") + "</div>"
    html += build_styles(ident, _COLOURS)
    # A rule link in the question reads on its dark panel; in the feedback it takes the
    # verdict's red or green, underlined (a pale blue there would not read).
    html += (f"<style>#{ident} a.jj-rule {{ color: var(--jq-link-color); "
             "text-decoration: underline; }\n"
             f"#{ident} .Feedback a.jj-rule {{ color: inherit; font-weight: 700; }}</style>")
    script = build_script(prefix, True, "", ident, True)
    script = _CDN_LOADER.sub("console.log('MathJax is not ready');", script)
    return html, script + _LABEL_ANSWER_BOXES.replace("IDENT", ident)


# jupyterquiz draws its "Type numeric answer here:" label beside each answer box without
# tying the two together, so a screen reader announces an unnamed text box. Once the
# questions are drawn, tie each box to that label and name it after its question.
_LABEL_ANSWER_BOXES = """
(function labelAnswerBoxes(tries) {
  var root = document.getElementById("IDENT");
  var boxes = root ? root.querySelectorAll("input.Input-text") : [];
  if (!boxes.length && tries > 0) {
    setTimeout(function () { labelAnswerBoxes(tries - 1); }, 100);
    return;
  }
  boxes.forEach(function (box) {
    var label = box.previousElementSibling;
    if (label && label.tagName === "LABEL") { label.htmlFor = box.id; }
    var quiz = box.closest(".Quiz");
    var question = quiz ? quiz.querySelector("[id^='quizQn']") : null;
    var text = question ? question.textContent.trim() : "";
    box.setAttribute("aria-label", (text ? text + " " : "") + "(type a number)");
  });
})(50);
"""


def quiz_html(questions: Sequence[Question | Mapping[str, Any]], *,
              rules_url: str = RULES_URL, div_id: str | None = None) -> str:
    """The quiz as one self-contained HTML snippet (container, styles and ``<script>``)."""
    html, script = quiz_parts(questions, rules_url=rules_url, div_id=div_id)
    return f'{html}<script type="text/javascript">{script}</script>'


def _json(data: Any) -> str:
    import json

    # "</" would end the <script> element early on a static page.
    return json.dumps(data).replace("</", "<\\/")


#: jupyterquiz's colours, with the rule links readable on the dark question background.
_COLOURS = {
    "--jq-multiple-choice-bg": "#392061",
    "--jq-mc-button-bg": "#fafafa",
    "--jq-mc-button-border": "#e0e0e0e0",
    "--jq-mc-button-inset-shadow": "#555555",
    "--jq-many-choice-bg": "#f75c03ff",
    "--jq-numeric-bg": "#2f4f3a",
    "--jq-numeric-input-bg": "#f0f0f0",
    "--jq-numeric-input-label": "#101010",
    "--jq-numeric-input-shadow": "#999999",
    "--jq-string-bg": "#4c1a57",
    "--jq-incorrect-color": "#c80202",
    "--jq-correct-color": "#009113",
    "--jq-text-color": "#fafafa",
    "--jq-link-color": "#cfe3ff",
}
