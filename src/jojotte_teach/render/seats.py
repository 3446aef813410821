"""The seats of a card table, at any table: each seat's name, roles and cards as HTML.

A seat shows its player's name and role badges (dealer, declarer, defender or active
defender, the inactive player whose hand is set aside, the cutthroat dealer who sits
out, the player who sided, doubled or bid Nullo or Slam, the partnership's side, whose
turn it is, the tricks won), then the cards: face up as a row for the seat at the
bottom, as an overlapping fan elsewhere, face down with a count where the viewer may
not see them, and the melds shown so far. :mod:`.table` places the seats round the
trick.

>>> from jojotte_teach.engine import Deal, new_hand
>>> html = seat_header_html(new_hand(Deal.from_seed(3, 1), ("Ann", "Bob")), 1)
>>> html.startswith('<div style="font-weight:600;margin:2px 0">Bob <span'), "dealer" in html
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ..engine.actions import Verb
from ..engine.cards import Card, sorted_hand
from ..engine.hand import HandState, Phase
from ..engine.state import legal_actions
from ..engine.view import visible_melds
from .basics import HEADER
from .game_words import table_words
from .html import CardMark, badge_colours, hand_html
from .svg import back_svg, card_svg
from .words import choosing, you_text

__all__ = ["reader_seat_html", "seat_header_html", "seat_html", "sits_out"]

_SEAT = "background:#ffffff;border:1px solid #c5d6c5;border-radius:6px;padding:4px 6px"
_TURN = "outline:3px solid #e0a800;outline-offset:1px"
_FAN, _HAND, _ASIDE = 46, 64, 36
_NOTE = "font-size:12px;color:#555"
#: What a seat's box says of the dealer in cutthroat, and of a hand set aside at three.
_SITS_OUT = "The dealer sits out: no cards (CUT-1)."
_SET_ASIDE = f'<div style="{_NOTE}">Hand set aside: it sits this hand out (THREE-8).</div>'
#: Role badges: their colours (each badge's text is black or white to suit, WCAG AA).
_COLOURS = {"dealer": "#5e5e5e", "declarer": "#b3261e", "defender": "#1a5fb4",
            "out": "#9e9e9e", "sider": "#6a3d9a", "side": "#2e7d32", "side-b": "#a04a00",
            "turn": "#f0b400"}


def _badge(text: str, kind: str, title: str = "") -> str:
    background, colour = badge_colours(_COLOURS[kind])
    tip = f' title="{escape(title, quote=True)}"' if title else ""
    return (f'<span class="jj-role jj-role-{kind}"{tip} style="display:inline-block;'
            f"margin:1px 3px 1px 0;padding:0 7px;border-radius:0.8em;font-size:12px;"
            f'font-weight:600;background:{background};color:{colour}">{escape(text)}</span>')


def sits_out(state: HandState, seat: int) -> bool:
    """Whether a seat plays no card this hand: the cutthroat dealer (CUT-1), or at three
    the inactive player once the active pair is known (THREE-8).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> sits_out(new_hand(Deal.from_seed(3), ("Ann", "Bob")), 0)
    False
    """
    game = state.game
    if game.dealer_sits_out and seat == state.dealer:
        return True
    return (game.has_active_defender and not choosing(state)
            and state.phase not in (Phase.AUCTION, Phase.THROWN_IN)
            and seat not in state.active)


def _bidder_of(state: HandState, verb: Verb) -> int | None:
    """The seat that made a special bid (Nullo or Slam) this hand, if any."""
    return next((state.seat_of(a.player) for a in state.history if a.verb is verb), None)


def _contract_roles(state: HandState, seat: int) -> list[str]:
    """Declarer, original bidder, defender: who plays for the contract (BID-6, THREE-8); in
    the family's games the bidder and opponent (KLAB-6) or the taker (BEL-8)."""
    game, contract, auction = state.game, state.contract, state.auction_contract
    out = []
    if contract is None:
        bidder = getattr(state.stage, "bidder", None)
        if bidder == seat and not state.is_over:
            out.append(_badge("bid stands", "declarer"))
        return out
    words = table_words(game)
    if seat == contract.declarer:
        out.append(_badge(words.declarer + (" at Nullo" if contract.special == "nullo" else ""),
                          "declarer", words.declarer_rule))
    elif auction is not None and seat == auction.declarer:
        out.append(_badge("original bidder", "declarer",
                          "FOUR-4" if game.partnerships else "THREE-3"))
    elif game.has_active_defender:
        if seat in state.active and not choosing(state):
            out.append(_badge("active defender", "defender", "THREE-8"))
    elif not game.partnerships:
        out.append(_badge(words.defender, "defender", words.defender_rule))
    return out


def _roles(state: HandState, seat: int) -> list[str]:
    game, names, stage = state.game, state.players, state.stage
    out = []
    if seat == state.dealer:
        out.append(_badge("dealer, sits out" if game.dealer_sits_out else "dealer", "dealer",
                          "CUT-1: the dealer takes no cards" if game.dealer_sits_out else ""))
    if game.partnerships:
        side = game.side_of(seat)
        # Each side its own colour: partners match, opponents differ (FOUR-1).
        out.append(_badge(game.column_names(names)[side], "side" if side == 0 else "side-b",
                          f"{table_words(game).partners_rule}: partners sit opposite"))
    out.extend(_contract_roles(state, seat))
    auction = state.auction_contract
    doubler = getattr(stage, "doubler", None) if auction is None else auction.doubled_by
    if doubler == seat:
        out.append(_badge("doubled", "defender", "FOUR-2" if game.partnerships else
                          "THREE-3" if game.has_active_defender else "BID-5"))
    sider = getattr(stage, "sider", None)
    with_declarer = getattr(stage, "with_declarer", None)
    if seat == sider and with_declarer is not None:
        out.append(_badge("sides with the " + ("declarer" if with_declarer else "defender"),
                          "sider", "THREE-3"))
    if _bidder_of(state, Verb.NULLO) == seat:
        out.append(_badge("bid Nullo", "sider", "SPEC-1"))
    if _bidder_of(state, Verb.SLAM) == seat:
        out.append(_badge("bid Slam", "sider", "SPEC-3"))
    if sits_out(state, seat) and not (game.dealer_sits_out and seat == state.dealer):
        out.append(_badge("inactive: sits out", "out", "THREE-8: the hand is set aside"))
    if not state.is_over and state.to_act == seat:
        doing = ("to call" if state.phase is Phase.AUCTION else "to choose" if choosing(state)
                 or any(a.verb is Verb.PASS for a in legal_actions(state))
                 else "to play" if state.trick else "to lead")
        out.append(_badge(doing, "turn"))
    won = state.tricks_won(seat)
    if state.tricks and not sits_out(state, seat):
        out.append(f'<span style="font-size:12px">{won} trick{"s" if won != 1 else ""}</span>')
    return out


def seat_header_html(state: HandState, seat: int) -> str:
    """A seat's name and its role badges (dealer, declarer, defender, whose turn ...)."""
    return (f'<div style="{HEADER}">{escape(state.players[seat])} '
            f"<span>{''.join(_roles(state, seat))}</span></div>")


def _fan(cards: Sequence[Card] | int, *, label: str, legal: frozenset[Card] | None = None,
         dimmed: bool = False, four_colour: bool = False) -> str:
    """A fanned row: each card overlapping the last, its corner index still showing."""
    shown: Sequence[Card | None] = [None] * cards if isinstance(cards, int) else cards
    # A long hand (a hand set aside, eight or nine cards) overlaps more, to stay in its seat.
    step = -int(_FAN * (0.58 if len(shown) <= 7 else 0.68))
    items = []
    for i, card in enumerate(shown):
        if card is None:
            svg = back_svg(width=_FAN, dimmed=dimmed)
        else:
            playable = legal is not None and card in legal
            svg = card_svg(card, width=_FAN, highlight=playable, four_colour=four_colour,
                           dimmed=dimmed or (legal is not None and not playable))
        margin = f"margin-left:{step}px;" if i else ""
        items.append(f'<div role="listitem" style="{margin}line-height:0">{svg}</div>')
    return (f'<div class="jj-hand jj-fan" role="list" aria-label="{escape(label, quote=True)}" '
            f'style="display:flex;margin:3px 0;line-height:0">{"".join(items)}</div>')


def _note(text: str) -> str:
    return f'<div role="note" style="color:#555">{escape(you_text(text))}</div>'


def _playable(state: HandState, seat: int) -> frozenset[Card]:
    """The cards this seat may play now: the first may be led while melds are still open
    (the hand is declaring), and it is as playable then as in the play."""
    name = state.players[seat]
    return frozenset(a.card for a in legal_actions(state)
                     if a.verb is Verb.PLAY and a.player == name and a.card is not None)


def _melds_note(state: HandState, seat: int, viewer: int | None) -> str:
    """The melds of ``seat`` that ``viewer`` has seen, and what they score."""
    melds = visible_melds(state, seat if viewer is None else viewer)[seat]
    if not melds:
        return ""
    points = state.meld_points[seat] if state.meld_points else 0
    said = "; ".join(f"{m.pretty} ({m.describe()})" for m in melds)
    return (f'<div style="font-size:12px">Melds: {escape(said)}'
            f"{f', scores {points}' if points else ''}</div>")


def reader_seat_html(state: HandState, seat: int, viewer: int | None) -> str:
    """The head of the reader's own seat when a widget draws its cards, as buttons, in
    the seat's box: the name and roles, what the seat's state says (the dealer sits out,
    CUT-1; a hand set aside, THREE-8; no cards) and the melds declared.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Computer"))
    >>> 'aria-label="Your seat"' in reader_seat_html(s, 0, 0)
    True
    """
    note = ""
    if state.game.dealer_sits_out and seat == state.dealer:
        note = _note(_SITS_OUT)
    elif sits_out(state, seat):
        note = _SET_ASIDE
    elif not state.hands[seat]:
        note = _note(f"{state.players[seat]} holds no cards.")
    whose = escape(you_text(f"{state.players[seat]}'s seat"), quote=True)
    return (f'<div class="jj-seat-head" role="group" aria-label="{whose}">'
            f"{seat_header_html(state, seat)}{note}{_melds_note(state, seat, viewer)}</div>")


def seat_html(state: HandState, seat: int, *, face_up: bool, bottom: bool,
              viewer: int | None, legal: bool = True, hand: bool = True,
              four_colour: bool = False, marks: Mapping[Card, CardMark] | None = None) -> str:
    """One seat: name and roles, then its cards and the melds the viewer has seen.

    Args:
        state: the hand now.
        seat: the seat drawn.
        face_up: its cards are shown face up.
        bottom: the seat at the bottom (its cards in a row, full size).
        viewer: the seat the table is seen from (``None``: every card known).
        legal: outline the cards this seat may play now (when it is face up and seen by
            its own player, or by everyone).
        hand: draw the cards (a widget may draw the bottom seat's itself, as buttons).
        four_colour: draw diamonds blue and clubs green.
        marks: a verdict on some cards of the bottom seat (a hint).
    """
    name = state.players[seat]
    cards = sorted_hand(state.hands[seat], state.trump)
    count = f"{len(cards)} card{'s' if len(cards) != 1 else ''}"
    label = you_text(f"{name}'s hand, {count}")
    playable = None
    if legal and face_up and (bottom or viewer is None) and state.to_act == seat:
        playable = _playable(state, seat) or None
    aside = sits_out(state, seat)
    note = ""
    if state.game.dealer_sits_out and seat == state.dealer:
        row = _note(_SITS_OUT)
    elif not cards:
        row = _note(f"{name} holds no cards.")
    elif bottom and face_up:
        row = hand_html(cards, legal=() if aside else playable,
                        label=label, width=_HAND, four_colour=four_colour, marks=marks) \
            if hand else ""
        if aside:
            note = _SET_ASIDE
    elif aside and face_up:
        # A hand set aside, shown at the end: nine cards would be squeezed unreadable in
        # a fan, so they stand side by side, smaller, on as many rows as they need.
        row = hand_html(cards, legal=(), label=label, width=_ASIDE, four_colour=four_colour)
        note = f'<div style="{_NOTE}">hand set aside (THREE-8)</div>'
    else:
        row = _fan(cards if face_up else len(cards), label=label + (
            "" if face_up else ", face down"), legal=playable, dimmed=aside,
            four_colour=four_colour)
        said = ("hand set aside" + ("" if face_up else ", unseen") + " (THREE-8)" if aside
                else count + ("" if face_up else ", face down"))
        note = f'<div style="{_NOTE}">{escape(said)}</div>'
    note += _melds_note(state, seat, viewer)
    turn = not state.is_over and seat == state.to_act
    style = _SEAT + (";" + _TURN if turn else "")
    whose = escape(you_text(f"{name}'s seat"), quote=True)  # "Your seat" for the reader
    return (f'<div class="jj-seat" role="group" aria-label="{whose}" style="{style}">'
            f"{seat_header_html(state, seat)}{row}{note}</div>")
