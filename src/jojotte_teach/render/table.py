"""The card table as HTML, at any table: two, three or four seats round the trick.

:func:`table_html` draws a hand seen from one seat: the seats placed by their number
(the viewer at the bottom, the others clockwise from his left, "left" being the next
seat clockwise; at two the opponent sits across), each with its name, roles and cards
(:mod:`.seats`); the trick with each card in front of its seat, the finished trick
kept in view, faded, until the next card; the turn-up and the information card; the
auction and the choices after the draw; and a status line saying whose turn it is,
the contract and the tricks so far. The markup carries its layout in ``style``
attributes, so it looks the same in a notebook, an ``ipywidgets.HTML`` and a static
page; every region has an accessible name.

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

from ..engine.actions import Action, Verb
from ..engine.cards import Card
from ..engine.errors import action_phrase
from ..engine.game import card_values
from ..engine.hand import HandState, Phase, trick_order
from ..engine.state import apply, legal_actions, new_hand
from .basics import FONT, HEADER, LIST, RULES_URL, linked_rules, rule_link
from .dialogue import dialogue_html, learnt_text
from .game_words import table_words
from .html import CardMark, card_html, card_name_html
from .score_sheet import reckoning_html, score_html, scorepad_html
from .seats import seat_header_html, seat_html, sits_out
from .svg import INFORMATION_CARD, TURN_UP
from .words import action_text, auction_calls, choosing, turn_choices, you_text

__all__ = [
    "RULES_URL", "action_text", "auction_calls", "auction_html", "dialogue_html",
    "learnt_text", "places", "reckoning_html", "rule_link", "score_html", "scorepad_html",
    "seat_header_html", "status_html", "table_html", "trick_html", "tricks_html",
]

_BOX = (f"{FONT};font-size:14px;line-height:1.4;color:#1d1d1d;background:#f2f7f2;"
        "border:1px solid #9fb89f;border-radius:8px;padding:8px 10px;margin:0.4em 0;"
        "max-width:980px")
_GRID = ("display:grid;gap:8px;grid-template-columns:minmax(170px,1fr) minmax(190px,1.2fr) "
         "minmax(170px,1fr);align-items:start")
_SMALL = 56
#: Where each seat sits, counted clockwise from the viewer (0: the viewer, at the bottom).
_PLACES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
           4: ("bottom", "left", "top", "right")}
#: The trick's own grid: where a card played from each place lies.
_TRICK_CELL = {"top": "1 / 2", "left": "2 / 1", "right": "2 / 3", "bottom": "3 / 2"}


def places(seats: int, viewer: int) -> dict[int, str]:
    """Where each seat sits when the table is seen from ``viewer``.

    >>> places(2, 1), places(3, 0)
    ({0: 'top', 1: 'bottom'}, {0: 'bottom', 1: 'left', 2: 'right'})
    """
    return {s: _PLACES[seats][(s - viewer) % seats] for s in range(seats)}


# ---------------------------------------------------------------- the table


def table_html(state: HandState, *, viewer: int | None = 0, show_all: bool = False,
               legal: bool = True, review: int | None = None, viewer_hand: bool = True,
               bottom_seat: bool = True, whole_auction: bool = False,
               four_colour: bool = False,
               marks: Mapping[Card, CardMark] | None = None,
               rules_url: str = RULES_URL) -> str:
    """The whole table, seen from one seat.

    Args:
        state: the hand at this moment.
        viewer: the seat at the bottom, whose hand is face up; ``None``: every hand face
            up, seat 0 at the bottom.
        show_all: show every hand face up (a hand set aside included).
        legal: outline the cards the seat to play may play (when the viewer sees them).
        review: show finished trick number ``review`` (1-based) instead of the live one.
        viewer_hand: draw the cards of the seat at the bottom (a widget may draw them
            itself, as buttons); its name and roles are drawn either way.
        bottom_seat: draw the seat at the bottom at all (a widget that draws the
            reader's cards as buttons draws his seat round them:
            :func:`~jojotte_teach.render.seats.reader_seat_html`).
        whole_auction: draw every call, the box as tall as they need (a problem's
            picture), instead of a box that scrolls with the latest call in view.
        four_colour: draw diamonds blue and clubs green.
        marks: a verdict on some cards of the seat at the bottom (a hint), drawn on the
            cards and added to their accessible names.
        rules_url: where rule IDs link to.

    Returns:
        A ``<div role="region" aria-label="Card table">``.
    """
    bottom = 0 if viewer is None else viewer
    n = len(state.players)
    where = places(n, bottom)
    cells = {"stock": _stock_html(state, four_colour),
             "trick": trick_html(state, review, viewer=bottom, four_colour=four_colour),
             "auction": auction_html(state, viewer, rules_url, short=n == 2,
                                     whole=whole_auction),
             "status": status_html(state, rules_url)}
    for seat, place in where.items():
        if place == "bottom" and not bottom_seat:
            continue
        cells[place] = seat_html(state, seat, face_up=show_all or viewer is None or seat == viewer,
                                 bottom=seat == bottom, viewer=viewer, legal=legal,
                                 hand=viewer_hand or seat != bottom, four_colour=four_colour,
                                 marks=marks if seat == bottom else None)
    # The status runs across the top, and the auction takes the place of a seat nobody
    # holds: across the table at three. At two, where nobody sits on the left or the
    # right, the status stands beside the opponent and the auction beside the trick.
    below = " 'bottom bottom bottom'" if "bottom" in cells else ""
    if "left" not in cells:
        areas = f"'top top status' 'stock trick auction'{below}"
    else:
        top = "top auction" if "top" in cells else "auction auction"
        areas = f"'status status status' 'stock {top}' 'left trick right'{below}"
    grid = "".join(f'<div style="grid-area:{name};min-width:0">{html}</div>'
                   for name, html in cells.items())
    title = f"Card table of {n} seats" + ("" if viewer is None else
                                          f", seen by {state.players[bottom]}")
    return (f'<div class="jj-table jj-table-{n}" role="region" aria-label="Card table" '
            f'title="{escape(title, quote=True)}" style="{_BOX}">'
            f'<div style="{_GRID};grid-template-areas:{areas}">{grid}</div></div>')


def _stock_html(state: HandState, four_colour: bool) -> str:
    words = table_words(state.game)
    # The card's mark says what the heading says: the turn-up, or Belote's upcard (BEL-5).
    mark = TURN_UP if words.turn_up == "Turn-up" else words.turn_up.lower()
    items = [card_html(state.turn_up, marker=mark, width=_SMALL, four_colour=four_colour)]
    if state.information_card is not None:
        items.append(card_html(state.information_card, marker=INFORMATION_CARD, width=_SMALL,
                               four_colour=four_colour))
    notes = []
    if state.game.partnerships and state.phase is not Phase.AUCTION and state.dix_by is None:
        if words.took and state.contract is not None:
            notes.append(words.took.format(taker=state.players[state.contract.declarer]))
        elif not words.took:
            notes.append(f"{state.players[state.dealer]}, the dealer, took it at the draw "
                         "(FOUR-3)")
    if state.dix_by is not None:
        notes.append(f"{state.players[state.dix_by]} took the dix ({words.dix_rule})")
    note = "".join(f'<div style="font-size:12px">{escape(you_text(n))}</div>' for n in notes)
    return (f'<div role="group" aria-label="Turn-up and stock"><div style="{HEADER}">'
            f'{words.turn_up}</div><div style="display:flex;gap:6px">{"".join(items)}</div>'
            f"{note}</div>")


# ---------------------------------------------------------------- the trick


def trick_html(state: HandState, trick: int | None = None, *, viewer: int = 0,
               four_colour: bool = False) -> str:
    """The trick, each card in front of the seat that played it (the table seen from
    ``viewer``): finished trick number ``trick`` (1-based), or the trick in progress;
    between two tricks the last one stays in view, faded, until the next card, and
    small beside the next trick until the viewer plays to it (its winner may lead at
    once: the viewer still sees the trick he lost).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No card played yet" in trick_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    names = state.players
    faded = False
    seats: Sequence[int] = ()
    cards: Sequence[Card] = ()
    said: Sequence[str | None] = ()
    if trick is not None:
        if not 1 <= trick <= len(state.tricks):
            return f'<div role="note">There is no trick {trick} yet.</div>'
        done = state.tricks[trick - 1]
        seats, cards, said = done.seats, done.cards, done.announcements
        title = f"Trick {trick}, won by {names[done.winner]}"
    elif state.trick:
        cards, said = state.trick, state.trick_announcements
        seats = trick_order(state, state.leader, len(cards))
        title = f"Trick {len(state.tricks) + 1}"
    elif state.tricks:
        last = state.tricks[-1]
        seats, cards, said, faded = last.seats, last.cards, last.announcements, True
        title = f"Trick {len(state.tricks)}: {names[last.winner]} wins"
    else:
        title = f"Trick {len(state.tricks) + 1}" if state.phase is Phase.PLAY else "Trick"
    where = places(len(names), viewer)
    two = len(names) == 2
    body = ""
    for seat, card, word in zip(seats, cards, said, strict=False):
        place = where[seat]
        caption = names[seat] + (f' ("{word.capitalize()}")' if word else "")
        body += (f'<div style="{_trick_spot(place, two)};display:flex;flex-direction:column;'
                 f'align-items:center">{card_html(card, width=_SMALL, four_colour=four_colour)}'
                 f'<span style="font-size:12px">{escape(caption)}</span></div>')
    if not cards:
        body = ('<div style="grid-area:1 / 1 / -1 / -1;align-self:center;color:#555">'
                "No card played yet.</div>")
    opacity = "opacity:0.55;" if faded else ""
    shape = ("repeat(2,minmax(64px,1fr));gap:2px 10px;min-height:120px" if two else
             "repeat(3,minmax(64px,1fr));gap:2px;min-height:150px")
    unseen = ""
    if trick is None and state.trick and state.tricks and viewer not in seats:
        unseen = _last_trick_html(state, four_colour)
    # The group keeps one name ("Trick") for whoever looks for it; the heading says which.
    return (f'<div role="group" aria-label="Trick" style="text-align:center">'
            f'<div style="{HEADER}">{escape(you_text(title))}</div><div style="display:grid;'
            f'grid-template-columns:{shape};{opacity}">{body}</div>{unseen}</div>')


def _last_trick_html(state: HandState, four_colour: bool) -> str:
    """The trick just finished, small and faded in one row, with who won it."""
    done = state.tricks[-1]
    cards = "".join(card_html(card, width=36, four_colour=four_colour) for card in done.cards)
    said = f"Trick {len(state.tricks)}: {state.players[done.winner]} wins"
    return (f'<div role="group" aria-label="Last trick" style="margin-top:4px;opacity:0.7;'
            f'font-size:12px">{cards}<div>{escape(you_text(said))}</div></div>')


def _trick_spot(place: str, two: bool) -> str:
    """Where a card of the trick lies: in front of its seat. At two, side by side, the card
    from across the table raised towards it and the bottom seat's lowered."""
    if two:
        return ("grid-area:1 / 1;justify-self:end;margin-bottom:26px" if place == "top" else
                "grid-area:1 / 2;justify-self:start;margin-top:26px")
    side = {"left": "start", "right": "end"}.get(place, "center")
    return f"grid-area:{_TRICK_CELL[place]};justify-self:{side}"


def tricks_html(state: HandState) -> str:
    """Every finished trick, one line each: who led what, the replies, the winner, the points.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No trick played yet" in tricks_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    names, trump = state.players, state.trump
    points = card_values(state.game)  # BEL-4: Belote's own values
    items = []
    for t in state.tricks:
        plays = ", ".join(
            f"{escape(names[seat])} {card_name_html(card)}" + (
                escape(f' "{word.capitalize()}"') if word else "")
            for seat, card, word in zip(t.seats, t.cards, t.announcements, strict=True))
        pts = sum(points(c, trump) for c in t.cards)
        items.append(f"<li>{plays}: {escape(you_text(f'{names[t.winner]} wins'))}, "
                     f"{pts} point{'s' if pts != 1 else ''}</li>")
    body = (f'<ol style="{LIST}">{"".join(items)}</ol>' if items
            else "<div>No trick played yet.</div>")
    return (f'<div class="jj-tricks" role="group" aria-label="Tricks played" style="{FONT}">'
            f'<div style="{HEADER}">Tricks</div>{body}</div>')


# ---------------------------------------------------------------- the auction and the status


def auction_html(state: HandState, viewer: int | None = None,
                 rules_url: str = RULES_URL, *, short: bool = False,
                 whole: bool = False) -> str:
    """The calls of the auction so far, then the choices after the draw, in words; another
    seat's meld as ``viewer`` may know it. ``short``: a lower box (it scrolls, the latest
    call in view); ``whole``: no scrolling, every call in view (a picture).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "No call yet" in auction_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    before = new_hand(state.deal, state.players, state.rules)
    lists: list[list[str]] = [[]]
    for action in state.history:
        if action.verb is Verb.PLAY:
            break  # the cards are on the table
        if before.phase is not Phase.AUCTION and len(lists) == 1:
            lists.append([])  # the draw is made: the choices after it are listed apart
        text = action_text(before, action, viewer)
        lists[-1].append(f"<li>{linked_rules(text, rules_url)}</li>")
        before = apply(before, action)
    body = (f'<ol style="{LIST}">{"".join(lists[0])}</ol>' if lists[0]
            else "<div>No call yet.</div>")
    if len(lists) > 1:
        body += f'<div style="{HEADER}">{table_words(state.game).after_auction}</div>' + (
            f'<ol style="{LIST}">{"".join(lists[1])}</ol>' if lists[1] else "<div>Nothing "
            "said yet.</div>")
    # column-reverse keeps the box scrolled to its foot: the latest call stays in view.
    box = ("" if whole else f"max-height:{150 if short else 200}px;overflow-y:auto;"
           "display:flex;flex-direction:column-reverse;")
    return (f'<div class="jj-auction" role="group" aria-label="Auction" style="{box}'
            f'font-size:13px;{FONT}">'
            f'<div><div style="{HEADER}">Auction</div>{body}</div></div>')


def _choices(who: str, mine: list[Action], ask: str, rule: str) -> str:
    words = [action_phrase(a) for a in mine]
    listed = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    return f"{who} to {ask}: {listed} ({rule})."


def _status_text(state: HandState) -> str:
    names, game = state.players, state.game
    who = names[state.to_act]
    if state.phase is Phase.THROWN_IN:
        line = game.rules.thrown_in_score(game, state.players, 0).lines[0]
        return f"{line.text} ({', '.join(line.rules)})."
    if state.phase is Phase.OVER:
        return "The hand is over: the score is below."
    mine = [a for a in legal_actions(state) if a.player == who]
    turn = turn_choices(mine)
    if state.phase is Phase.PLAY or (state.phase is Phase.DECLARING and not turn
                                     and not choosing(state)):
        rules = game.rules
        play = next((a for a in mine if a.verb is Verb.PLAY), None)
        if play is not None and (state.phase is Phase.PLAY or state.trick):
            rule = rules.rule_of(state, play)
            return f"{who} to play to trick {len(state.tricks) + 1} ({rule})."
        if table_words(game).before_first:
            return table_words(game).before_first.format(who=who)
        return ("Before the first card: Nullo and Slam (FOUR-4), melds (FOUR-5), the dix "
                f"(FOUR-6); {who} leads (FOUR-7)." if game.partnerships else
                "Before the first card: melds (THREE-8, MELD-5) and the dix (DIX-1); "
                f"{who}, the active defender, leads (PLAY-1).")
    if not mine:
        return f"{who} to act."
    ask = "call" if state.phase is Phase.AUCTION else "choose"
    return _choices(who, turn or mine, ask, game.rules.rule_of(state, (turn or mine)[0]))


def _contract_text(state: HandState) -> list[str]:
    """The contract; then each column's tricks and card points so far (SCO-1)."""
    names, game, contract = state.players, state.game, state.contract
    if contract is None:
        return ["Auction in progress: no contract yet."] if state.phase is Phase.AUCTION else []
    said = f"Contract: {contract.describe(names)}"
    columns = game.column_names(names)
    if game.partnerships:
        said += f"; {columns[game.side_of(contract.declarer)]} {table_words(game).side_declares}"
    if choosing(state):
        said += " (the defence is being chosen)"
    won = [[0, 0] for _ in columns]
    points = card_values(game)
    for t in state.tricks:
        won[game.side_of(t.winner)][0] += 1
        won[game.side_of(t.winner)][1] += sum(points(c, state.trump) for c in t.cards)
    taken = "; ".join(f"{columns[c]}: {t} trick{'s' if t != 1 else ''}, {p} card points"
                      for c, (t, p) in enumerate(won)
                      if game.partnerships or not sits_out(state, c))
    return [said + ".", taken + "."]


def status_html(state: HandState, rules_url: str = RULES_URL) -> str:
    """Whose turn it is and what is being decided (rules linked); the contract and the
    tricks so far.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> "Bob to call: pass or accept (" in status_html(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    True
    """
    rows = [f'<div role="status" style="font-weight:600">'
            f"{linked_rules(_status_text(state), rules_url)}</div>"]
    rows += [f"<div>{escape(you_text(line))}</div>" for line in _contract_text(state)]
    return "".join(rows)
