"""The card table at three and four seats as HTML (state -> HTML), with its score sheets.

:func:`seats_html` draws the seats round a centre, the viewer at the bottom and the
others clockwise from his left ("left" is the next seat clockwise): each seat's name
and roles (dealer, declarer, active defender, the inactive player whose hand is set
aside, the cutthroat dealer who sits out, the player who sided, the partnership's
side), the hands (face up for the viewer, else backs with a count), the trick with
each card in front of its seat, the turn-up and information card, the auction and a
status line. :func:`table_score_html` and :func:`table_pad_html` come from
:mod:`.table_sheets`. As in :mod:`.table`, the layout lives in ``style`` attributes.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_table_hand
>>> s = new_table_hand(Deal.from_deck(DECK, 2, THREE), ("Ann", "Bob", "Cat"))
>>> html = seats_html(s, viewer=0)
>>> 'aria-label="Card table of 3 seats, seen by Ann"' in html, "Bob&#x27;s hand" in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import Card, card_points, sorted_hand
from ..engine.hand import HandState, Phase
from ..engine.melds import Meld
from ..engine.partnership_auction import PartnershipAuction
from ..engine.state import apply, legal_actions
from ..engine.table_hand import new_table_hand
from ..engine.table_play import next_to_play
from ..engine.table_verdicts import table_rule_of
from ..engine.table_view import visible_melds
from .html import badge_colours, card_html, hand_html
from .svg import INFORMATION_CARD, TURN_UP, back_svg, card_svg
from .table import RULES_URL
from .table_sheets import linked_rules, table_pad_html, table_score_html, you_text
from .table_text import _call, _choice  # the record's words for calls and choices, reused

__all__ = ["action_label", "action_words", "linked_rules", "seats_html", "table_pad_html",
           "table_score_html", "you_text"]

_FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"
_BOX = (f"{_FONT};font-size:14px;line-height:1.4;color:#1d1d1d;background:#f2f7f2;"
        "border:1px solid #9fb89f;border-radius:8px;padding:8px 10px;margin:0.4em 0;"
        "max-width:980px")
_GRID = ("display:grid;gap:8px;grid-template-columns:minmax(170px,1fr) minmax(190px,1.2fr) "
         "minmax(170px,1fr);align-items:start")
_SEAT = "background:#ffffff;border:1px solid #c5d6c5;border-radius:6px;padding:4px 6px"
_TURN = "outline:3px solid #e0a800;outline-offset:1px"
_HEADER = "font-weight:600;margin:2px 0"
_LIST = "margin:2px 0;padding-left:1.4em"
_SMALL, _FAN = 56, 46
#: Where each seat sits, counted clockwise from the viewer (0: the viewer, at the bottom).
_PLACES = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
#: Role badges: their colours (each badge's text is black or white to suit, WCAG AA).
_COLOURS = {"dealer": "#5e5e5e", "declarer": "#b3261e", "defender": "#1a5fb4",
            "out": "#9e9e9e", "sider": "#6a3d9a", "side": "#2e7d32", "turn": "#f0b400"}


def _badge(text: str, kind: str, title: str = "") -> str:
    background, colour = badge_colours(_COLOURS[kind])
    tip = f' title="{escape(title, quote=True)}"' if title else ""
    return (f'<span class="jj-role jj-role-{kind}"{tip} style="display:inline-block;'
            f"margin:1px 3px 1px 0;padding:0 7px;border-radius:0.8em;font-size:12px;"
            f'font-weight:600;background:{background};color:{colour}">{escape(text)}</span>')


def _settled(state: HandState) -> bool:
    return state.defence is None or state.defence.step == "settled"


def _sits_out(state: HandState, seat: int) -> bool:
    """CUT-1: the cutthroat dealer; THREE-8: the inactive player once the pair is known."""
    if state.game.dealer_sits_out and seat == state.dealer:
        return True
    return (state.defence is not None and _settled(state) and state.phase is not Phase.AUCTION
            and seat not in state.active)


def _roles(state: HandState, seat: int) -> list[str]:
    game, names, contract = state.game, state.players, state.contract
    calls, defence = state.calls, state.defence
    out = []
    if seat == state.dealer:
        out.append(_badge("dealer, sits out" if game.dealer_sits_out else "dealer", "dealer",
                          "CUT-1: the dealer takes no cards" if game.dealer_sits_out else ""))
    if game.partnerships:
        column = game.column_names(names)[game.side_of(seat)]
        out.append(_badge(column, "side", "FOUR-1: partners sit opposite"))
    if contract is not None:
        auction = state.auction_contract
        if seat == contract.declarer:
            out.append(_badge("declarer" + (" at Nullo" if contract.special == "nullo" else ""),
                              "declarer"))
        elif auction is not None and seat == auction.declarer:
            out.append(_badge("original bidder", "declarer", "THREE-3"))
    elif calls is not None and calls.bidder == seat and not state.is_over:
        out.append(_badge("bid stands", "declarer"))
    if defence is not None and _settled(state) and seat == defence.defender:
        out.append(_badge("active defender", "defender", "THREE-8"))
    if calls is not None and calls.doubler == seat:
        out.append(_badge("doubled", "defender", "FOUR-2" if game.partnerships else "THREE-3"))
    sider = getattr(calls, "sider", None)
    with_declarer = getattr(calls, "with_declarer", None)
    if seat == sider and with_declarer is not None:
        out.append(_badge("sides with the " + ("declarer" if with_declarer else "defender"),
                          "sider", "THREE-3"))
    if state.nullo_by == seat or (defence is not None and defence.nullo_by == seat):
        out.append(_badge("bid Nullo", "sider", "SPEC-1"))
    if state.slam_by == seat:
        out.append(_badge("bid Slam", "sider", "FOUR-4"))
    if _sits_out(state, seat) and not (game.dealer_sits_out and seat == state.dealer):
        out.append(_badge("inactive: sits out", "out", "THREE-8: the hand is set aside"))
    if not state.is_over and state.to_act == seat:
        doing = ("to call" if state.phase is Phase.AUCTION else "to choose" if not
                 _settled(state) else "to play" if state.phase is Phase.PLAY else "to lead")
        out.append(_badge(doing, "turn"))
    won = state.tricks_won(seat)
    if state.tricks and not _sits_out(state, seat):
        out.append(f'<span style="font-size:12px">{won} trick{"s" if won != 1 else ""}</span>')
    return out


def _fan(cards: Sequence[Card] | int, *, label: str, legal: frozenset[Card] | None = None,
         dimmed: bool = False) -> str:
    """A fanned row: each card overlapping the last, its corner index still showing."""
    shown: Sequence[Card | None] = [None] * cards if isinstance(cards, int) else cards
    step = -int(_FAN * 0.58)
    items = []
    for i, card in enumerate(shown):
        if card is None:
            svg = back_svg(width=_FAN, dimmed=dimmed)
        else:
            playable = legal is not None and card in legal
            svg = card_svg(card, width=_FAN, highlight=playable,
                           dimmed=dimmed or (legal is not None and not playable))
        margin = f"margin-left:{step}px;" if i else ""
        items.append(f'<div role="listitem" style="{margin}line-height:0">{svg}</div>')
    return (f'<div class="jj-hand jj-fan" role="list" aria-label="{escape(label, quote=True)}" '
            f'style="display:flex;margin:3px 0;line-height:0">{"".join(items)}</div>')


def _note(text: str) -> str:
    return f'<div role="note" style="color:#555">{escape(you_text(text))}</div>'


def _seat_html(state: HandState, seat: int, *, face_up: bool, bottom: bool, viewer: int | None,
               turn: bool, hand: bool = True) -> str:
    name = state.players[seat]
    cards = sorted_hand(state.hands[seat], state.trump)
    label = you_text(f"{name}'s hand, {len(cards)} card{'s' if len(cards) != 1 else ''}")
    legal = None
    if state.to_act == seat and state.phase in (Phase.PLAY, Phase.DECLARING) and _settled(
            state) and not state.is_over and (face_up and (bottom or viewer is None)):
        # legal_actions, not playable_cards: the first card may be led while melds are still
        # open (DECLARING), and it is as playable then as in the play.
        legal = frozenset(a.card for a in legal_actions(state)
                          if a.verb is Verb.PLAY and a.player == name and a.card is not None)
    note = ""
    aside = _sits_out(state, seat)
    if state.game.dealer_sits_out and seat == state.dealer:
        row = _note("The dealer sits out: no cards (CUT-1).")
    elif not cards:
        row = _note(f"{name} holds no cards.")
    elif bottom and face_up:
        # Without ``hand``, a widget draws the cards itself, as buttons, under the table.
        row = hand_html(cards, legal=() if aside else legal, label=label, width=64) if hand \
            else ""
        if aside:
            note = ('<div style="font-size:12px;color:#555">Hand set aside: it sits this hand '
                    "out (THREE-8).</div>")
    else:
        row = _fan(cards if face_up else len(cards), label=label + (
            "" if face_up else ", face down"), legal=legal, dimmed=aside)
        count = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
        note = ("hand set aside" + ("" if face_up else ", unseen") + " (THREE-8)" if aside else
                count + ("" if face_up else ", face down"))
        note = f'<div style="font-size:12px;color:#555">{escape(note)}</div>'
    melds = visible_melds(state, seat if viewer is None else viewer)[seat]
    if melds:
        points = state.meld_points[seat] if state.meld_points else 0
        said = "; ".join(f"{' '.join(c.pretty for c in m.cards)} ({m.describe()})" for m in melds)
        note += (f'<div style="font-size:12px">Melds: {escape(said)}'
                 f"{f', scores {points}' if points else ''}</div>")
    style = _SEAT + (";" + _TURN if turn else "")
    whose = escape(you_text(f"{name}'s seat"), quote=True)  # "Your seat" for the reader
    return (f'<div class="jj-seat" role="group" aria-label="{whose}" '
            f'style="{style}"><div style="{_HEADER}">{escape(name)} '
            f"{''.join(_roles(state, seat))}</div>{row}{note}</div>")


def _trick_html(state: HandState, places: dict[int, str]) -> str:
    """The cards of the trick, each in front of its seat; between tricks, the last one faded."""
    names = state.players
    cards, said, title, faded = state.trick, state.trick_announcements, "", False
    seats: list[int] = []
    if cards:
        seats = [state.leader]
        while len(seats) < len(cards):
            seats.append(next_to_play(state, seats[-1]))
        title = f"Trick {len(state.tricks) + 1}"
    elif state.tricks:
        last = state.tricks[-1]
        cards, said, seats, faded = last.cards, last.announcements, list(last.seats), True
        title = you_text(f"Trick {len(state.tricks)}: {names[last.winner]} wins")
    slots = {}
    for seat, card, word in zip(seats, cards, said, strict=False):
        caption = names[seat] + (f' ("{word.capitalize()}")' if word else "")
        slots[places[seat]] = (f'<div style="display:flex;flex-direction:column;align-items:'
                               f'center">{card_html(card, width=_SMALL)}<span style="font-size:'
                               f'12px">{escape(caption)}</span></div>')
    cell = {"top": "1 / 2", "left": "2 / 1", "right": "2 / 3", "bottom": "3 / 2"}
    side = {"left": "start", "right": "end"}
    body = "".join(f'<div style="grid-area:{cell[p]};justify-self:{side.get(p, "center")}">'
                   f"{html}</div>" for p, html in slots.items())
    if not cards:
        body = ('<div style="grid-area:2 / 1 / 3 / 4;align-self:center;color:#555">'
                "No card played yet.</div>")
    opacity = "opacity:0.55;" if faded else ""
    return (f'<div role="group" aria-label="{escape(title or "Trick")}" style="text-align:center">'
            f'<div style="{_HEADER}">{escape(title or "Trick")}</div><div style="display:grid;'
            f"grid-template-columns:repeat(3,minmax(64px,1fr));gap:2px;min-height:170px;"
            f'{opacity}">{body}</div></div>')


def _stock_html(state: HandState) -> str:
    items = [card_html(state.turn_up, marker=TURN_UP, width=_SMALL)]
    if state.information_card is not None:
        items.append(card_html(state.information_card, marker=INFORMATION_CARD, width=_SMALL))
    notes = []
    if state.game.partnerships and state.phase is not Phase.AUCTION and state.dix_by is None:
        notes.append(f"{state.players[state.dealer]}, the dealer, took it at the draw (FOUR-3)")
    if state.dix_by is not None:
        notes.append(f"{state.players[state.dix_by]} took the dix (DIX-1)")
    note = "".join(f'<div style="font-size:12px">{escape(n)}</div>' for n in notes)
    return (f'<div role="group" aria-label="Turn-up"><div style="{_HEADER}">Turn-up</div>'
            f'<div style="display:flex;gap:6px">{"".join(items)}</div>{note}</div>')


def _said(before: HandState, action: Action, shown: Sequence[Sequence[Meld]]) -> str | None:
    """One call or choice in words, as the viewer may know it; ``None`` for a card."""
    names, who, verb = before.players, action.player, action.verb
    calls, defence = before.calls, before.defence
    if before.phase is Phase.AUCTION:
        assert calls is not None
        rule = "FOUR-2" if isinstance(calls, PartnershipAuction) else (
            "THREE-3" if calls.step in ("double", "side", "redouble") else "THREE-2")
        return f"{who} {_call(action, calls, names, before.turn_up.suit)} ({rule})."
    if defence is not None and defence.step != "settled":
        return _choice(action, defence, names)
    if verb in (Verb.NULLO, Verb.SLAM):
        return f"{who} bids {verb.value.capitalize()} (FOUR-4)."
    if verb is Verb.MELD:
        meld = Meld(action.cards)
        if meld in shown[names.index(who)]:
            return f"{who} declares {' '.join(c.pretty for c in meld.cards)} ({meld.describe()})."
        rule = "FOUR-5" if before.game.partnerships else "MELD-5"
        return f"{who} declares a meld (shown only if it scores, {rule})."
    if verb is Verb.DIX:
        return f"{who} exchanges the seven of trumps for the turn-up (DIX-1)."
    return None


def action_words(before: HandState, action: Action, viewer: int | None = None) -> str:
    """An action at three or four as a sentence; another's meld as the viewer may know it.

    >>> from jojotte_teach.engine import DECK, THREE, Action, Deal, new_table_hand
    >>> s = new_table_hand(Deal.from_deck(DECK, 2, THREE), ("Ann", "Bob", "Cat"))
    >>> action_words(s, Action.parse("Ann accept"))
    'Ann accepts diamonds as trumps (THREE-2).'
    """
    after = apply(before, action)
    shown = after.melds if viewer is None else visible_melds(after, viewer)
    said = _said(before, action, shown)
    if said is not None:
        return said
    assert action.card is not None
    word = f', saying "{action.announce.capitalize()}"' if action.announce else ""
    verb = "plays" if before.trick else "leads"
    return f"{action.player} {verb} the {action.card.name}{word}."


def action_label(state: HandState, action: Action) -> str:
    """An action as a button says it: ``Accept ♠ spades``, ``Side with the declarer``.

    >>> from jojotte_teach.engine import DECK, THREE, Action, Deal, new_table_hand
    >>> s = new_table_hand(Deal.from_deck(DECK, 2, THREE), ("Ann", "Bob", "Cat"))
    >>> action_label(s, Action.parse("Ann meld KS QS JS")), action_label(s, Action.parse("Ann dix"))
    ('Meld K♠ Q♠ J♠', 'Dix: take the turn-up')
    """
    verb = action.verb
    if verb is Verb.ACCEPT:
        return f"Accept {state.turn_up.suit.symbol} {state.turn_up.suit.word}"
    if verb is Verb.BID:
        assert action.strain is not None
        return "No-trump" if action.strain == "NT" else f"Bid {strain_name(action.strain)}"
    if verb is Verb.SIDE:
        return f"Side with the {action.side}"
    if verb is Verb.MELD:
        return "Meld " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        return "Dix: take the turn-up"
    if verb is Verb.PLAY:
        assert action.card is not None
        said = f" \u201c{action.announce.capitalize()}\u201d" if action.announce else ""
        return action.card.pretty + said
    return str(verb.value).capitalize()


def _auction_html(state: HandState, viewer: int | None, rules_url: str) -> str:
    shown = visible_melds(state, viewer) if viewer is not None else state.melds
    before = new_table_hand(state.deal, state.players, state.rules)
    lists: list[list[str]] = [[]]
    for action in state.history:
        if before.phase is not Phase.AUCTION and len(lists) == 1:
            lists.append([])  # the draw is made: the choices after it are listed apart
        text = _said(before, action, shown)
        if text is not None:
            lists[-1].append(f"<li>{linked_rules(text, rules_url)}</li>")
        if action.verb is Verb.PLAY:
            break  # the cards are on the table
        before = apply(before, action)
    body = (f'<ol style="{_LIST}">{"".join(lists[0])}</ol>' if lists[0]
            else "<div>No call yet.</div>")
    if len(lists) > 1:
        body += f'<div style="{_HEADER}">After the draw</div>' + (
            f'<ol style="{_LIST}">{"".join(lists[1])}</ol>' if lists[1] else "<div>Nothing "
            "said yet.</div>")
    # column-reverse keeps the box scrolled to its foot: the latest call stays in view.
    return (f'<div class="jj-auction" role="group" aria-label="Auction" style="max-height:240px;'
            f'overflow-y:auto;display:flex;flex-direction:column-reverse;font-size:13px"><div>'
            f'<div style="{_HEADER}">Auction</div>{body}</div></div>')


def _status_html(state: HandState, rules_url: str) -> str:
    """Whose turn it is and what is being decided; the contract and the tricks so far."""
    names, game = state.players, state.game
    who = names[state.to_act]
    four = game.partnerships
    if state.phase is Phase.THROWN_IN:
        text = "Everybody passed twice round: the hand is thrown in " + (
            "(FOUR-2)." if four else "(THREE-2).")
    elif state.phase is Phase.OVER:
        text = "The hand is over: the score is below."
    elif state.phase is Phase.PLAY:
        text = f"{who} to play to trick {len(state.tricks) + 1} " + (
            "(FOUR-7)." if four else "(THREE-8, PLAY-2).")
    elif state.phase is Phase.DECLARING and _settled(state):
        text = (f"Before the first card: Nullo and Slam (FOUR-4), melds (FOUR-5), the dix "
                f"(FOUR-6); {who} leads (FOUR-7)." if four else
                f"Before the first card: melds (THREE-8, MELD-5) and the dix (DIX-1); "
                f"{who}, the active defender, leads (PLAY-1).")
    else:
        mine = [a for a in legal_actions(state) if a.player == who]
        words = [a.short().replace("side ", "side with the ") for a in mine]
        ask = "call" if state.phase is Phase.AUCTION else "choose"
        text = (f"{who} to {ask}: {', '.join(words[:-1])} or {words[-1]} "
                f"({table_rule_of(state, mine[0])}).") if mine else f"{who} to {ask}."
    rows = [f'<div role="status" style="font-weight:600">{linked_rules(text, rules_url)}</div>']
    contract = state.contract
    if contract is not None:
        said = f"Contract: {contract.describe(names)}"
        if four:
            said += f"; {game.column_names(names)[game.side_of(contract.declarer)]} declare"
        if not _settled(state):
            said += " (the defence is being chosen)"
        if state.tricks:
            columns = game.column_names(names)
            won = [[0, 0] for _ in columns]
            for t in state.tricks:
                won[game.side_of(t.winner)][0] += 1
                won[game.side_of(t.winner)][1] += sum(card_points(c, state.trump)
                                                      for c in t.cards)
            said += "; tricks: " + ", ".join(
                f"{columns[c]} {t} ({p} points)" for c, (t, p) in enumerate(won)
                if not _sits_out(state, c) or four)
        rows.append(f"<div>{escape(you_text(said))}</div>")
    return "".join(rows)


def seats_html(state: HandState, viewer: int | None, *, show_all: bool = False,
               rules_url: str = RULES_URL, viewer_hand: bool = True) -> str:
    """The table of three or four seats, seen from one seat.

    Args:
        state: a hand at three or four.
        viewer: the seat at the bottom, whose hand is face up; ``None``: everything face up,
            seat 0 at the bottom.
        show_all: show every hand face up (the set-aside hand included).
        rules_url: where rule IDs link to.
        viewer_hand: draw the cards of the seat at the bottom (a widget may draw them
            itself, as buttons); its name and roles are drawn either way.

    Returns:
        A ``<div role="region">`` named "Card table of N seats".
    """
    bottom = 0 if viewer is None else viewer
    n = len(state.players)
    places = {s: _PLACES[n][(s - bottom) % n] for s in range(n)}
    seats = {}
    for seat in range(n):
        face_up = show_all or viewer is None or seat == viewer
        turn = not state.is_over and seat == state.to_act
        seats[places[seat]] = _seat_html(state, seat, face_up=face_up, turn=turn,
                                         bottom=seat == bottom, viewer=viewer,
                                         hand=viewer_hand or seat != bottom)
    auction = _auction_html(state, viewer, rules_url)
    # At three the auction takes the place of the seat across the table.
    top = (f"<div>{seats['top']}</div><div>{auction}</div>" if "top" in seats
           else f'<div style="grid-column:2 / 4">{auction}</div>')
    grid = (f'<div style="{_GRID}"><div>{_stock_html(state)}</div>{top}'
            f"<div>{seats['left']}</div>"
            f"<div>{_trick_html(state, places)}</div><div>{seats['right']}</div>"
            f'<div style="grid-column:1 / 4">{seats["bottom"]}</div></div>')
    title = f"Card table of {n} seats" + ("" if viewer is None else
                                          f", seen by {state.players[bottom]}")
    return (f'<div class="jj-table jj-table-{n}" role="region" aria-label="{escape(title)}" '
            f'style="{_BOX}"><div style="margin-bottom:6px">{_status_html(state, rules_url)}'
            f"</div>{grid}</div>")
