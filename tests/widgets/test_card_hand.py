"""The hand's own style sheet, which travels with the widget to any Jupyter."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets", reason="the widgets need the book packages")

from jojotte_teach.widgets.hand import hand_css


def test_a_ringed_or_raised_card_is_not_clipped_by_the_hand() -> None:
    """Outside the book (a teacher's JupyterLab), where the book's table.css is not
    loaded, the hand itself lets a hint's ring and a raised card show whole."""
    css = hand_css(())
    rule = re.search(r"([^{}]*)\{\s*overflow:visible !important;\s*\}", css)
    assert rule, "no rule lets the hand's contents overflow"
    for box in (".jj-hand-strip", ".jj-hand-row", ".jj-hand-strip .widget-box"):
        assert box in rule.group(1), box
    ring = max(int(x) for x in re.findall(r"box-shadow:0 0 0 (\d+)px", css))
    top = re.search(r"\.jj-hand-row \{[^}]*padding:(\d+)px", css)
    assert top and int(top.group(1)) >= 7 + ring, "a raised card's ring reaches past the row"
