"""The card table and the score sheets as HTML: state -> HTML, for widgets and static pages.

Everything here is a pure function of engine values. Like the card snippets
(:mod:`jojotte_teach.render.html`), the markup carries its layout in ``style``
attributes, so it looks the same in a notebook, an ``ipywidgets.HTML`` and a
static page; every region has an accessible name.

>>> from jojotte_teach.engine import Deal, new_hand
>>> state = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
>>> html = table_html(state, viewer=0)
>>> 'aria-label="Card table"' in html, "Bob&#x27;s hand" in html
(True, True)
>>> rule_link("PLAY-2")
'<a class="jj-rule" href="rules.html#rule-play-2" target="_blank" rel="noopener">PLAY-2</a>'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ..engine.cards import Card, card_points, sorted_hand
from ..engine.melds import MeldClass
from ..engine.interrogation import MeldOutcome
from ..engine.state import HandState, Phase, Trick, apply, new_hand, playable_cards
from .basics import FONT as _FONT
from .basics import HEADER as _HEADER
from .basics import LIST as _LIST
from .basics import RULES_URL, rule_link
from .html import CardMark, backs_html, card_html, hand_html
from .score_sheet import reckoning_html, score_html, scorepad_html
from .svg import DEFAULT_WIDTH, INFORMATION_CARD, TURN_UP
from .words import action_text, auction_calls, you_text

__all__ = [
    "RULES_URL",
    "action_text",
    "auction_calls",
    "auction_html",
    "dialogue_html",
    "learnt_text",
    "reckoning_html",
    "rule_link",
    "score_html",
    "scorepad_html",
    "seat_header_html",
    "table_html",
    "trick_html",
    "tricks_html",
]

_BOX = (
    f"{_FONT};font-size:14px;line-height:1.4;color:#1d1d1d;background:#f2f7f2;"
    "border:1px solid #9fb89f;border-radius:8px;padding:8px 10px;margin:0.4em 0;"
    "max-width:760px"
)
_SEAT = "margin:4px 0"
_CENTRE = "display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start;margin:6px 0"
_PANEL = "min-width:120px"
_SMALL = 56
_ACROSS = 52  # the cards of the seat across the table


# ---------------------------------------------------------------- the card table


def table_html(
    state: HandState,
    *,
    viewer: int | None = 0,
    show_all: bool = False,
    legal: bool = True,
    review: int | None = None,
    viewer_hand: bool = True,
    four_colour: bool = False,
    marks: Mapping[Card, CardMark] | None = None,
) -> str:
    """The whole table: both hands, the trick, tricks won, turn-up, information card, contract.

    Args:
        state: the hand at this moment.
        viewer: the seat seen from (his hand at the bottom, face up); ``None``: no one's
            (both hands face up).
        show_all: show the other hand face up too.
        legal: outline the cards the player to act may play (when the viewer is to act).
        review: show finished trick number ``review`` (1-based) instead of the one in progress.
        viewer_hand: draw the viewer's hand (a widget may draw it itself, with buttons).
        four_colour: draw diamonds blue and clubs green.
        marks: a verdict on some cards of the hand at the bottom (a hint), drawn on
            the cards and added to their accessible names.

    Returns:
        A ``<div role="region" aria-label="Card table">``.
    """
    bottom = 0 if viewer is None else viewer
    top = 1 - bottom
    names = state.players
    # The seat across the table in smaller cards: the reader's own hand and the trick
    # are what he looks at, and the whole table fits a laptop's screen.
    parts = [_seat_html(state, top, face_up=show_all or viewer is None, legal=legal and (
        viewer is None), four_colour=four_colour, width=_ACROSS)]
    centre = [
        f'<div style="{_PANEL}" role="group" aria-label="Turn-up and stock">'
        f"{_stock_html(state, four_colour)}</div>",
        f'<div style="{_PANEL}" role="group" aria-label="Trick">'
        f"{trick_html(state, review, four_colour=four_colour)}</div>",
        f'<div style="{_PANEL}" role="group" aria-label="Contract and score">'
        f"{_status_html(state)}</div>",
    ]
    parts.append(f'<div style="{_CENTRE}">{"".join(centre)}</div>')
    if viewer_hand:
        parts.append(_seat_html(state, bottom, face_up=True, legal=legal,
                                four_colour=four_colour, marks=marks))
    title = "Card table" if viewer is None else f"Card table, seen by {names[bottom]}"
    return (f'<div class="jj-table" role="region" aria-label="Card table" title="{escape(title)}"'
            f' style="{_BOX}">{"".join(parts)}</div>')


def _seat_html(state: HandState, seat: int, *, face_up: bool, legal: bool,
               four_colour: bool, marks: Mapping[Card, CardMark] | None = None,
               width: float = DEFAULT_WIDTH) -> str:
    names = state.players
    name = names[seat]
    cards = sorted_hand(state.hands[seat], state.trump)
    header = seat_header_html(state, seat)
    label = you_text(f"{name}'s hand, {len(cards)} card{'s' if len(cards) != 1 else ''}")
    if not cards:
        row = (f'<div role="note" style="color:#555">{escape(you_text(f"{name} holds no cards."))}'
               "</div>")
    elif face_up:
        playable = None
        if legal and state.phase is Phase.PLAY and state.to_act == seat:
            playable = playable_cards(state)
        row = hand_html(cards, legal=playable, label=label, four_colour=four_colour,
                        marks=marks, width=width)
    else:
        row = backs_html(len(cards), label=f"{label}, face down", width=width)
    return f'<div class="jj-seat" style="{_SEAT}">{header}{row}</div>'


def seat_header_html(state: HandState, seat: int) -> str:
    """A seat's name and roles: dealer, declarer or defender, tricks won, whose turn.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "Bob <span" in (html := seat_header_html(new_hand(Deal.from_seed(3, 1), ("Ann", "Bob")), 1))
    True
    >>> html.endswith("(dealer, 0 tricks won)</span></div>")
    True
    """
    roles = []
    if seat == state.dealer:
        roles.append("dealer")
    if state.contract is not None:
        roles.append("declarer" if seat == state.contract.declarer else "defender")
    won = state.tricks_won(seat)
    roles.append(f"{won} trick{'s' if won != 1 else ''} won")
    if not state.is_over and state.to_act == seat:
        roles.append("to play" if state.phase is Phase.PLAY else "to speak")
    return (f'<div style="{_HEADER}">{escape(state.players[seat])} <span '
            f'style="font-weight:normal">({escape(", ".join(roles))})</span></div>')


def _stock_html(state: HandState, four_colour: bool) -> str:
    items = [card_html(state.turn_up, marker=TURN_UP, width=_SMALL, four_colour=four_colour)]
    info = state.information_card
    if info is not None:
        items.append(card_html(info, marker=INFORMATION_CARD, width=_SMALL,
                               four_colour=four_colour))
    note = ""
    if state.dix_by is not None:
        # A narrow note: the trick and the score stay beside the turn-up.
        note = (f'<div style="font-size:12px;max-width:180px">'
                f"{escape(state.players[state.dix_by])} exchanged "
                "the seven of trumps for the turn-up (DIX-1)</div>")
    return (f'<div style="{_HEADER}">Turn-up</div>'
            f'<div style="display:flex;gap:6px">{"".join(items)}</div>{note}')


def trick_html(state: HandState, trick: int | None = None, *, four_colour: bool = False) -> str:
    """The trick in progress, or finished trick number ``trick`` (1-based), with who played what.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No card played yet" in trick_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    names = state.players
    if trick is not None:
        if not 1 <= trick <= len(state.tricks):
            return f'<div role="note">There is no trick {trick} yet.</div>'
        done: Trick = state.tricks[trick - 1]
        seats = (done.leader, 1 - done.leader)
        cards: Sequence[Card] = done.cards
        said: Sequence[str | None] = done.announcements
        title = f"Trick {trick}, won by {names[done.winner]}"
    else:
        cards = state.trick
        seats = (state.leader, 1 - state.leader)
        said = state.trick_announcements
        title = f"Trick {len(state.tricks) + 1}" if state.phase is Phase.PLAY else "Trick"
    if not cards:
        return f'<div style="{_HEADER}">{escape(title)}</div><div>No card played yet.</div>'
    items = []
    for i, card in enumerate(cards):
        announce = said[i] if i < len(said) else None
        words = names[seats[i]] + (f' ("{announce.capitalize()}")' if announce else "")
        items.append(f'<div style="display:flex;flex-direction:column;align-items:center">'
                     f"{card_html(card, width=_SMALL, four_colour=four_colour)}"
                     f'<span style="font-size:12px">{escape(words)}</span></div>')
    return (f'<div style="{_HEADER}">{escape(title)}</div>'
            f'<div style="display:flex;gap:6px">{"".join(items)}</div>')


def _status_html(state: HandState) -> str:
    names = state.players
    rows = []
    if state.contract is not None:
        rows.append(f"Contract: {escape(state.contract.describe(names))}")
    elif state.phase is Phase.THROWN_IN:
        rows.append("Thrown in: four passes (BID-3)")
    else:
        rows.append("Auction in progress")
    trump = state.trump
    for seat in (0, 1):
        pts = sum(card_points(c, trump) for c in state.won_cards(seat))
        won = state.tricks_won(seat)
        rows.append(f"{escape(names[seat])}: {won} trick{'s' if won != 1 else ''}, "
                    f"{pts} card points")
    outcome = state.meld_outcome
    if outcome is not None:
        for seat in (0, 1):
            if outcome.points(seat):
                rows.append(escape(you_text(f"{names[seat]} scores {outcome.points(seat)} "
                                            "for melds")))
    items = "".join(f"<li>{r}</li>" for r in rows)
    return f'<div style="{_HEADER}">Contract and score</div><ul style="{_LIST}">{items}</ul>'


def auction_html(state: HandState) -> str:
    """The calls of the auction so far, in words.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No call yet" in auction_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    calls = auction_calls(state)
    before = new_hand(state.deal, state.players, state.rules)
    items = []
    for call in calls:
        # The words of a call depend on the state before it (an overcall, an acceptance).
        items.append(f"<li>{escape(action_text(before, call))}</li>")
        before = apply(before, call)
    body = f'<ol style="{_LIST}">{"".join(items)}</ol>' if items else "<div>No call yet.</div>"
    return (f'<div class="jj-auction" role="group" aria-label="Auction" style="{_FONT}">'
            f'<div style="{_HEADER}">Auction</div>{body}</div>')


def tricks_html(state: HandState) -> str:
    """Every finished trick, one line each: who led what, the reply, the winner, the points.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No trick played yet" in tricks_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    names = state.players
    trump = state.trump
    items = []
    for t in state.tricks:
        lead, reply = t.cards
        pts = card_points(lead, trump) + card_points(reply, trump)
        said = [f' "{a.capitalize()}"' if a else "" for a in t.announcements]
        items.append(
            f"<li>{escape(names[t.leader])} {_pretty(lead)}{escape(said[0])}, "
            f"{escape(names[1 - t.leader])} {_pretty(reply)}{escape(said[1])}: "
            f"{escape(you_text(f'{names[t.winner]} wins'))}, {pts} point{'s' if pts != 1 else ''}"
            "</li>")
    body = (f'<ol style="{_LIST}">{"".join(items)}</ol>' if items
            else "<div>No trick played yet.</div>")
    return (f'<div class="jj-tricks" role="group" aria-label="Tricks played" style="{_FONT}">'
            f'<div style="{_HEADER}">Tricks</div>{body}</div>')


def _pretty(card: Card) -> str:
    colour = "#c8102e" if card.suit.is_red else "#1d1d1d"
    return (f'<span style="color:{colour};font-weight:600" aria-label="{escape(card.name)}">'
            f"{escape(card.pretty)}</span>")


# ---------------------------------------------------------------- melds


def learnt_text(listener: str, speaker: str, fact: str) -> str:
    """What a player learnt in the interrogation, as a sentence.

    The engine states each fact about the speaker either as a predicate ("holds a run
    of four") or with "his" ("his run is Ten-high").

    >>> learnt_text("Ann", "Bob", "holds four Jacks")
    'Ann now knows that Bob holds four Jacks.'
    >>> learnt_text("Ann", "Bob", "his run is Ten-high")
    "Ann now knows that Bob's run is Ten-high."
    >>> learnt_text("You", "Bob", "holds four Jacks"), learnt_text("Bob", "You", "holds four Jacks")
    ('You now know that Bob holds four Jacks.', 'Bob now knows that you hold four Jacks.')
    """
    knows = "know" if listener == "You" else "knows"
    if speaker == "You":
        if fact.startswith("his "):
            return f"{listener} now {knows} that your {fact[4:]}."
        if fact.startswith("holds "):
            fact = "hold " + fact[6:]
        return f"{listener} now {knows} that you {fact}."
    if fact.startswith("his "):
        return f"{listener} now {knows} that {speaker}'s {fact[4:]}."
    return f"{listener} now {knows} that {speaker} {fact}."


def dialogue_html(outcome: MeldOutcome, names: Sequence[str], upto: int | None = None,
                  rules_url: str = RULES_URL) -> str:
    """The MELD-5 interrogation, class by class; with ``upto``, only its first exchanges.

    After each class whose exchanges are all shown, what each player learnt.

    >>> from jojotte_teach.engine import Meld, interrogate, parse_cards, Suit
    >>> out = interrogate(0, ((Meld(parse_cards("KH QH JH")),), ()), Suit.HEARTS)
    >>> "A run of three." in dialogue_html(out, ["Ann", "Bob"])
    True
    """
    shown = 0
    limit = upto if upto is not None else 10**6
    blocks = []
    for result in outcome.results:
        title = ("Four of a kind (class A)" if result.meld_class is MeldClass.FOUR
                 else "Sequences (class B)")
        if not result.exchanges:
            blocks.append(f'<div style="{_HEADER}">{title}</div>'
                          "<div>Neither player declared one.</div>")
            continue
        items = []
        for ex in result.exchanges:
            if shown >= limit:
                break
            shown += 1
            items.append(f"<li><b>{escape(names[ex.seat])}:</b> \u201c{escape(ex.text)}\u201d "
                         f"({rule_link(ex.rule, rules_url)})</li>")
        if not items:
            break
        block = f'<div style="{_HEADER}">{title}</div><ol style="{_LIST}">{"".join(items)}</ol>'
        if len(items) == len(result.exchanges):
            learnt = [f"<li>{escape(learnt_text(names[seat], names[1 - seat], fact))}</li>"
                      for seat in (0, 1) for fact in result.learnt[seat]]
            if result.winner is None:
                verdict = "Neither scores this class."
            else:
                melds = ", ".join(m.describe() for m in result.scored)
                shows = "show" if names[result.winner] == "You" else "shows"
                verdict = you_text(f"{names[result.winner]} scores {result.points} "
                                   f"({melds}) and {shows} the cards.")
            block += (f'<ul style="{_LIST}">{"".join(learnt)}</ul>'
                      f"<div>{escape(verdict)} ({rule_link('MELD-4', rules_url)})</div>")
        blocks.append(block)
    if outcome.note:
        blocks.append(f"<div>{escape(outcome.note)}</div>")
    return (f'<div class="jj-dialogue" role="group" aria-label="Meld interrogation" '
            f'style="{_FONT}">{"".join(blocks)}</div>')
