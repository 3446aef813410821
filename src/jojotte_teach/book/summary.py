"""The rules on one printed page: every figure taken from the engine, every rule cited.

:func:`summary_html` draws the two-player game on one A4 or Letter sheet: the three
rank orders with the card points (DECK-2, SCO-1), the melds and their tie-breaks
(MELD-1 to MELD-5), the hand in order from the deal to the first lead, who writes
what above and below the line (SCO-1 to SCO-11), and game and rubber (GAME-1,
GAME-2). The ranks, points, meld values, bonuses and targets are read from the
engine's tables and the rule profile, so the summary cannot disagree with the game
the book plays. The page's look, on screen and on paper, is in
``book/_static/print.css`` (classes ``jj-aid-*``).

>>> html = summary_html()
>>> "<td>J</td><td>9</td><td>A</td>" in html, "<b>155</b>" in html
(True, True)
>>> 'href="rules.html#rule-meld-3"' in html
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import fields
from html import escape

from ..engine.cards import (
    DECK,
    PLAIN_ORDER,
    SEQUENCE_ORDER,
    TRUMP_ORDER,
    Card,
    Rank,
    Suit,
    card_points,
)
from ..engine.games import CUTTHROAT, PARTNERSHIP, THREE
from ..engine.jojotte.score_two import (
    JOJOTTE,
    LAST_TRICK,
    NULLO_FIRST_TRICK,
    NULLO_FURTHER_TRICK,
    NULLO_MADE,
    SLAM_BID_AND_MADE,
    SLAM_UNBID,
)
from ..engine.melds import FOURS_AT_NO_TRUMP, FOURS_IN_TRUMP, Meld
from ..engine.rules import DENEXA, PAGAT, Rules
from ..render.table import RULES_URL, rule_link

__all__ = ["deck_points", "differences", "rank_rows", "run_values", "summary_html"]

_PROFILES_URL = "profiles.html"
#: Marks a rule that RULES.md calls an interpretation.
_I = '<span class="jj-aid-interpretation" title="interpretation">&dagger;</span>'
#: The suit the tables use as "the trump suit": any suit gives the same figures.
_TRUMP = Suit.HEARTS


def rank_rows() -> list[tuple[str, tuple[Rank, ...], tuple[int, ...] | None, str]]:
    """The three orders of DECK-2, high to low, each with the points of its cards (SCO-1).

    Each row is (name, ranks, points or ``None``, where the order is used). Sequence
    order ranks cards for melds and the cut, never in a trick, so it has no points.

    >>> [(name, " ".join(r.value for r in ranks), points) for name, ranks, points, _
    ...  in rank_rows()][0]
    ('Trumps', 'J 9 A 10 K Q 8 7', (20, 15, 10, 10, 5, 5, 0, 0))
    """
    def points(order: Sequence[Rank], trump: Suit | None) -> tuple[int, ...]:
        return tuple(card_points(Card.of(rank, _TRUMP), trump) for rank in order)

    return [
        ("Trumps", TRUMP_ORDER, points(TRUMP_ORDER, _TRUMP), "the trump suit"),
        ("Plain", PLAIN_ORDER, points(PLAIN_ORDER, None),
         "other suits; every suit at No-trump and Nullo"),
        ("Sequence", SEQUENCE_ORDER, None, "melds and the cut for the deal"),
    ]


def deck_points(trump: Suit | None) -> int:
    """The card points of the whole pack (SCO-2): 155 with a trump suit, 120 without.

    >>> deck_points(Suit.SPADES), deck_points(None)
    (155, 120)
    """
    return sum(card_points(card, trump) for card in DECK)


def run_values() -> list[tuple[str, int]]:
    """The value of each length of sequence (MELD-2), lengths of equal value together.

    >>> run_values()
    [('3', 20), ('4', 40), ('5-8', 50)]
    """
    spades = [card for card in DECK if card.suit is Suit.SPADES]  # A K Q ... 7
    values: list[tuple[list[int], int]] = []
    for length in range(3, len(spades) + 1):
        value = Meld(tuple(spades[:length])).points
        if values and values[-1][1] == value:
            values[-1][0].append(length)
        else:
            values.append(([length], value))
    return [(str(ls[0]) if len(ls) == 1 else f"{ls[0]}-{ls[-1]}", v) for ls, v in values]


def differences(one: Rules = PAGAT, other: Rules = DENEXA) -> int:
    """On how many points two rule profiles differ (RULES.md, "Rule profiles").

    >>> differences(PAGAT, PAGAT)
    0
    """
    return sum(1 for f in fields(one) if f.name != "name"
               and getattr(one, f.name) != getattr(other, f.name))


class _Link:
    """Rule IDs as links to the rules reference."""

    def __init__(self, rules_url: str) -> None:
        self.rules_url = rules_url

    def __call__(self, rule: str) -> str:
        return rule_link(rule, self.rules_url)


def _ranks(ranks: Iterable[Rank]) -> str:
    return " ".join(rank.value for rank in ranks)


def _box(area: str, title: str, rules: str, body: str) -> str:
    """One box of the summary; ``area`` names its place in the printed layout."""
    return (f'<section class="jj-aid-box jj-aid-box-{area}"><h2 class="jj-aid-title">'
            f'{escape(title)} <span class="jj-aid-rules">{rules}</span></h2>{body}</section>')


def _orders_box(link: _Link) -> str:
    rows = []
    for name, ranks, points, use in rank_rows():
        cells = "".join(f"<td>{rank.value}</td>" for rank in ranks)
        rows.append(f'<tr><th scope="row" rowspan="{2 if points else 1}">{name}</th>'
                    f'{cells}<td class="jj-aid-use" rowspan="{2 if points else 1}">'
                    f"{escape(use)}</td></tr>")
        if points:
            rows.append('<tr class="jj-aid-points">'
                        + "".join(f"<td>{p or '&middot;'}</td>" for p in points) + "</tr>")
    table = (f'<table class="jj-aid-ranks" aria-label="Rank orders and card points">'
             f'<thead><tr><th scope="col">order</th><th scope="col" colspan="8">high to low,'
             f' card points beneath</th><th scope="col">used for</th></tr></thead>'
             f"<tbody>{''.join(rows)}</tbody></table>")
    notes = (f"<p>Whole pack: <b>{deck_points(_TRUMP)}</b> card points with trumps, "
             f"<b>{deck_points(None)}</b> at No-trump; only 18 cards are played "
             f"({link('SCO-2')}). Last trick <b>{LAST_TRICK}</b> (not at Nullo). "
             f"Jo-Jotte, K then Q of trumps announced: <b>{JOJOTTE}</b>, part of the "
             f"trick score ({link('JOJ-2')}, {link('JOJ-4')}).</p>")
    return _box("ranks", "Ranks and card points", f"{link('DECK-2')} {link('SCO-1')}",
                table + notes)


def _hand_box(link: _Link) -> str:
    steps = [
        f"Deal six each, three at a time; turn the 13th card up ({link('DEAL-2')}, "
        f"{link('DEAL-3')}). The deal alternates ({link('DEAL-4')}).",
        f"Round one: non-dealer, then dealer, accepts the turn-up's suit or passes; round "
        f"two: another suit or No-trump, or pass. Four passes: thrown in "
        f"({link('BID-1')}-{link('BID-3')}).",
        f"No-trump overcalls a suit bid. Double (&times;2), Redouble (&times;4): trick "
        f"scores only ({link('BID-4')}-{link('BID-6')}).",
        f"Draw: three more each; the stock's bottom card is shown, the information card "
        f"({link('DRAW-1')}, {link('DRAW-2')}).",
        f"Defender: Nullo? (not if he doubled) ({link('SPEC-1')}); then his melds "
        f"({link('SPEC-2')}).",
        f"Bidder: Slam? (it overrides Nullo) ({link('SPEC-3')}); then his melds "
        f"({link('SPEC-4')}). Compare them ({link('SPEC-5')}, {link('MELD-5')}).",
        f"Dix: in a round-one trump, the 7 of trumps may take the turn-up before the first "
        f"lead, unless it is in a declared meld ({link('DIX-1')}).",
        f"The defender leads ({link('PLAY-1')}). Follow suit; void, trump; on a trump lead,"
        f" beat it if able ({link('PLAY-2')}-{link('PLAY-4')}). Nine tricks.",
    ]
    items = "".join(f"<li>{step}</li>" for step in steps)
    return _box("hand", "A hand in order", "", f'<ol class="jj-aid-steps">{items}</ol>')


def _melds_box(link: _Link) -> str:
    four = Meld(tuple(Card.of(Rank.JACK, suit) for suit in Suit)).points
    runs = ", ".join(f"{length} cards <b>{value}</b>" for length, value in run_values())
    body = (
        '<dl class="jj-aid-list">'
        f"<dt>Class A: four of a kind, <b>{four}</b></dt><dd>Trump contract "
        f"{_ranks(FOURS_IN_TRUMP)}; No-trump {_ranks(FOURS_AT_NO_TRUMP)} (strongest first; "
        f"other fours never count) ({link('MELD-1')}).</dd>"
        f"<dt>Class B: sequence in one suit</dt><dd>{runs} ({link('MELD-2')}). Sequence "
        f"order; two runs of one suit may not touch{_I}.</dd>"
        f"<dt>Who scores</dt><dd>Only the better meld of each class scores, and its holder "
        f"scores all his melds of that class ({link('MELD-3')}, {link('MELD-4')}).</dd>"
        f"<dt>Tie-breaks</dt><dd>A: the higher rank. B: the longer run; then the higher top "
        f"card; then a trump run; still equal, neither scores{_I} ({link('MELD-3')}).</dd>"
        f"<dt>Asking</dt><dd>Defender states rank (A), length, then top card (B); declarer "
        f"says good, not good, or how high? Winner shows his melds ({link('MELD-5')}).</dd>"
        f"<dt>Kept for ever</dt><dd>Declaring is optional ({link('MELD-6')}). Meld points go "
        f"above the line at once and count in the Total Score ({link('MELD-7')}).</dd>"
        "</dl>")
    return _box("melds", "Melds", "", body)


def _scoring_box(link: _Link) -> str:
    rows = [
        ("Declarer higher, undoubled", "declarer: his trick score",
         "defender: his own trick score", "SCO-5"),
        ("Defender higher, undoubled", "defender: both trick scores", "", "SCO-6"),
        ("Doubled or redoubled", "higher Total Score: both, &times;2 or &times;4",
         "", "SCO-7"),
        ("Equal Total Scores", "nobody: both go to prison",
         f"prison: to the winner of the next hand neither tied nor Nullo{_I}", "SCO-8"),
        ("Nullo", "nobody: card points to prison",
         f"bidder took no trick: he scores {NULLO_MADE}; else his opponent "
         f"{NULLO_FIRST_TRICK} for the first trick, {NULLO_FURTHER_TRICK} for each further "
         "one", "SCO-9"),
        ("Slam bid and made", "as usual", f"declarer {SLAM_BID_AND_MADE}", "SCO-10"),
        ("Slam made, not bid", "as usual", f"its taker {SLAM_UNBID}", "SCO-10"),
        ("Slam bid and lost", "declarer nothing; defender both, below if his Total is "
         "higher, else above", "", "SCO-11"),
    ]
    body = "".join(f'<tr><th scope="row">{what} <span class="jj-aid-rules">{link(rule)}'
                   f"</span></th><td>{below}</td><td>{above}</td></tr>"
                   for what, below, above, rule in rows)
    table = ('<table class="jj-aid-scoring" aria-label="Who writes what">'
             '<thead><tr><th scope="col">the hand</th><th scope="col">below the line</th>'
             f'<th scope="col">above the line</th></tr></thead><tbody>{body}</tbody></table>')
    lead = (f"<p><b>Trick score</b> = card points + last trick + Jo-Jotte "
            f"({link('SCO-1')}). <b>Total Score</b> = trick score + melds; the higher wins "
            f"the hand ({link('SCO-4')}). Melds and bonuses are never doubled "
            f"({link('BID-6')}).</p>")
    return _box("scoring", "Scoring a hand", "", lead + table)


def _rubber_box(link: _Link, rules: Rules) -> str:
    body = (
        f"<p><b>Game</b>: the first to <b>{rules.game_target}</b> below the line "
        f"({link('GAME-1')}). Rule it off: below the line starts again, above carries on. "
        f"<b>Rubber</b>: the first to two games scores <b>{rules.rubber_bonus}</b> above; "
        f"the result is the difference of the grand totals, above and below "
        f"({link('GAME-2')}). Prison left at the end is lost{_I} ({link('SCO-8')}).</p>"
        f"<p>Three players: game {THREE.game_target}{_I} ({link('THREE-13')}); four in "
        f"partnership: game {PARTNERSHIP.game_target} ({link('FOUR-9')}); cutthroat: game "
        f"{CUTTHROAT.game_target}{_I} ({link('CUT-3')}).</p>")
    return _box("rubber", "Game and rubber", "", body)


def summary_html(rules_url: str = RULES_URL) -> str:
    """The one-page summary of the two-player game, under the book's rules (pagat).

    Args:
        rules_url: where rule IDs link to.

    >>> "first to <b>80</b> below the line" in summary_html()
    True
    """
    link = _Link(rules_url)
    # On screen the footer links to the chapters it names; on paper it names them, as a
    # printed book would (a link there means nothing).
    on_screen = (f'(<a href="{_PROFILES_URL}">when the sources disagree</a>). Each rule ID '
                 f'links to its entry in the <a href="{escape(rules_url, quote=True)}">rules '
                 "reference</a>.")
    on_paper = ("(the book's chapter \u201cWhen the sources disagree\u201d). Each rule ID is "
                "explained in its chapter \u201cRules reference\u201d.")
    foot = (f'<p class="jj-aid-foot">The rules of the {PAGAT.name} profile, the book\'s '
            f"default; the {DENEXA.name} profile differs on {differences(PAGAT, DENEXA)} "
            f'points <span class="jj-screen-only">{on_screen}</span><span '
            f'class="jj-print-only">{on_paper}</span> {_I} An interpretation: the sources '
            "are silent or disagree.</p>")
    boxes = (_orders_box(link) + _hand_box(link) + _melds_box(link) + _scoring_box(link)
             + _rubber_box(link, PAGAT))
    return f'<div class="jj-aid jj-aid-summary">{boxes}{foot}</div>'
