"""BiddingAdvisor and the drawings of the computer's advice (hint badges, review, bars)."""

from __future__ import annotations

import re
from html import unescape
from types import SimpleNamespace

import pytest

from jojotte_teach import book
from jojotte_teach.ai import advisor as ai_advisor
from jojotte_teach.ai.advisor import advise_bid
from jojotte_teach.ai.hints import CHANCE_STEPS, COLOURS, POINT_STEPS, colour_of
from jojotte_teach.engine import Card, parse_cards
from jojotte_teach.render.advice import (
    COST_COLOURS,
    COST_STEPS,
    advice_html,
    cost_colour,
    cost_words,
)
from jojotte_teach.render.html import _contrast, badge_colours
from jojotte_teach.widgets import BiddingAdvisor

HAND, TURN_UP = "JH 9H AH AS 10S 7C", "KH"


def rows(html: str) -> list[str]:
    """The body rows of the advisor's table."""
    return re.findall(r"<tr><th scope=\"row\".*?</tr>", html)


@pytest.fixture(scope="module")
def advisor() -> BiddingAdvisor:
    return BiddingAdvisor(HAND, TURN_UP, samples=4, time_budget=None, preview=False)


def test_the_advisor_shows_one_row_per_call(advisor: BiddingAdvisor) -> None:
    assert advisor.calls == ["Accept hearts", "Bid spades", "Bid diamonds", "Bid clubs",
                             "Bid No-trump"]
    shown = rows(advisor.advice_html)
    assert len(shown) == len(advisor.calls) == 5
    for label, row in zip(advisor.calls, shown, strict=True):
        assert label in row
    assert advisor.advice_html in advisor.html
    assert advisor.samples == 4 and advisor.hand == HAND and advisor.turn_up == TURN_UP


def test_the_advisor_shows_the_advisors_own_figures(advisor: BiddingAdvisor) -> None:
    direct = advise_bid(parse_cards(HAND), Card(TURN_UP), samples=4, seed=0)
    assert advisor.means == [c.mean for c in direct.contracts]
    assert advisor.lows == [c.ci95[0] for c in direct.contracts if c.ci95]
    assert advisor.highs == [c.ci95[1] for c in direct.contracts if c.ci95]
    assert all(lo <= m <= hi for lo, m, hi in zip(advisor.lows, advisor.means, advisor.highs,
                                                  strict=True))
    assert advisor.best == direct.best_contract.label
    best_row = rows(advisor.advice_html)[advisor.calls.index(advisor.best)]
    assert "(best)" in best_row and "<strong>" in best_row
    assert sum("(best)" in row for row in rows(advisor.advice_html)) == 1
    assert advisor.best in unescape(advisor.message)


@pytest.mark.parametrize(("hand", "turn_up", "words"), [
    ("JH 9H", "KH", "six cards in your hand; you gave 2"),
    ("JH 9H AH AS 10S 1OS", "KH", '"1OS" is not a card'),
    ("JH 9H AH AS 10S 10S", "KH", "10♠ appears twice"),
    (HAND, "KH 8C", "one turn-up card, not 2"),
    (HAND, "JH", "The turn-up J♥ cannot also be in your hand"),
])
def test_bad_cards_are_explained_and_the_last_advice_stays(
        advisor: BiddingAdvisor, hand: str, turn_up: str, words: str) -> None:
    before = list(advisor.means)
    assert not advisor.choose(hand, turn_up)
    assert words in unescape(advisor.message)
    assert advisor.means == before and advisor.error == ""


def test_a_dealt_hand_is_six_cards_and_a_turn_up_not_among_them() -> None:
    widget = BiddingAdvisor(seed=4, samples=2, time_budget=None, preview=False)
    first = widget.hand
    cards = parse_cards(first)
    assert len(set(cards)) == 6 and Card(widget.turn_up) not in cards
    assert widget.deal() is not None
    assert widget.hand != first and len(rows(widget.advice_html)) == 5
    assert widget.hand_box.value == widget.hand


def test_given_advice_is_shown_without_working_it_out_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    found = advise_bid(parse_cards(HAND), Card(TURN_UP), samples=3, seed=2)

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the advice was worked out again")

    monkeypatch.setattr(ai_advisor, "advise_bid", refuse)
    widget = book.advisor(advice=found, preview=False)
    assert widget.means == [c.mean for c in found.contracts] and widget.samples == 3
    with pytest.raises(ValueError, match="not both"):
        BiddingAdvisor(HAND, TURN_UP, advice=found)
    with pytest.raises(ValueError, match="both a hand and a turn-up"):
        BiddingAdvisor(HAND)


# ---------------------------------------------------------------- the drawings


def test_the_drawings_use_the_hints_colours_and_steps() -> None:
    assert dict(COST_COLOURS) == COLOURS
    assert COST_STEPS == {"points": POINT_STEPS, "chance": CHANCE_STEPS}
    for unit in ("points", "chance"):
        for cost in (0, 0.05, 0.2, 0.5, 3, 4.99, 5, 12, 15, 40):
            assert cost_colour(cost, unit) == colour_of(cost, unit)


@pytest.mark.parametrize("colour", sorted(COLOURS))
def test_every_badge_is_readable(colour: str) -> None:
    background, text = badge_colours(COLOURS[colour])
    assert _contrast(background, text) >= 4.5


def test_costs_in_words() -> None:
    assert cost_words(0, "points") == "best"
    assert cost_words(15, "points") == "costs 15 points"
    assert cost_words(0.3, "chance") == "lowers the chance by 30 percentage points"
    with pytest.raises(ValueError, match="#rrggbb"):
        badge_colours("red")


def test_the_bars_start_at_zero_and_span_the_interval() -> None:
    row = SimpleNamespace(label="Bid clubs", mean=-20.0, ci95=(-60.0, 20.0), wins=0.4,
                          results=(0,) * 10)
    other = SimpleNamespace(label="Accept hearts", mean=40.0, ci95=(0.0, 80.0), wins=0.8,
                            results=(0,) * 10)
    html = advice_html([row, other], samples=10)
    # The scale runs from -60 to +80: 0 sits at 60/140 of the width.
    assert "left:42.9%" in html
    assert "\u221260 to +20" in html and "over 10 deals" in html
    assert html.count('aria-hidden="true"') == 2
    with pytest.raises(ValueError, match="at least one call"):
        advice_html([])


# ---------------------------------------------------------------- the pages' helpers


def test_a_moment_of_the_play_is_checked() -> None:
    state = book.play_position("first-hand", cards=3)
    assert sum(1 for a in state.history if a.verb.value == "play") == 3
    with pytest.raises(ValueError, match="18 cards were played in this hand"):
        book.play_position("first-hand", cards=18)
    with pytest.raises(ValueError, match="no card was played"):
        book.play_position("throw-in", cards=0)
    with pytest.raises(ValueError, match="play of the cards"):
        book.show_hint(book.example_state("first-hand", 0))
    html = str(book.show_hint(state, caption="After three cards"))
    assert "After three cards" in html and 'aria-label="Hint"' in html


def test_the_chart_has_one_panel_per_hand_and_one_row_per_call() -> None:
    found = advise_bid(parse_cards(HAND), Card(TURN_UP), samples=2, seed=0)
    figure = book.advice_chart([found, found], titles=["First", "Second"])
    axes = figure.get_axes()
    assert len(axes) == 2 and [ax.get_title(loc="left") for ax in axes] == ["First", "Second"]
    labels = [t.get_text() for t in axes[0].get_yticklabels()]
    assert sorted(labels) == sorted(c.label for c in found.contracts)
    bold = [t.get_text() for t in axes[0].get_yticklabels() if t.get_fontweight() == "bold"]
    assert bold == [found.best_contract.label]
    picture = book.show_advice_chart([found])
    assert picture.data.startswith(b"\x89PNG") and picture._repr_png_()[1]["width"] > 0
    assert book.chart_png(book.advice_chart([found])) == picture.data  # no timestamp inside
    with pytest.raises(ValueError, match="at least one"):
        book.advice_chart([])
    with pytest.raises(ValueError, match="2 hands but 1 titles"):
        book.advice_chart([found, found], titles=["One"])
