"""A plain-text account of a hand or a session of any game whose rules tell its actions.

(The Jo-Jotte games' account, :mod:`.account`, tells the actions itself.)

For ``python -m jojotte_teach replay`` of Klaberjass and Belote: the deal, each action
in the words its game gives it (:class:`~..engine.game.TellsActions`, each naming its
rule), the tricks, the reckoning and each column's score; for a session, the game's
result and the totals.

>>> from jojotte_teach.engine import DECK, parse_record
>>> rec = parse_record({"format": "jojotte-hand/1", "game": "klaberjass",
...     "players": ["Ann", "Bob"], "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]})
>>> print(hand_account(rec).splitlines()[-1])
  Four passes: the hand is thrown in and scores nothing (KLAB-5, KLAB-21)
"""

from __future__ import annotations

from itertools import pairwise

from ..engine.cards import card_points, pretty_cards
from ..engine.game import DealsAfterAuction, OwnCardValues, TellsActions
from ..engine.hand import HandState, Phase
from ..engine.records import HandRecord, SessionRecord
from ..engine.scoring import HandScore, score_hand


def _heading(record: HandRecord | SessionRecord) -> str:
    game, names = record.game, record.players
    if game.partnerships:
        table = f"{names[0]} and {names[2]} against {names[1]} and {names[3]}"
    else:
        table = f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{game.title} ({record.rules.name} rules): {table}"


def _deal_lines(state: HandState) -> list[str]:
    rules = state.game.rules
    deal = rules.dealt(state) if isinstance(rules, DealsAfterAuction) else state.deal
    width = max(len(n) for n in state.players)
    out = ["The deal"]
    for seat in state.game.players_of(deal.dealer):
        later = f"   later: {pretty_cards(deal.draw[seat])}" if deal.draw[seat] else ""
        out.append(f"  {state.players[seat]:<{width}}  {pretty_cards(deal.hands[seat])}{later}")
    out.append(f"  Turned up: {deal.turn_up.pretty}" + (
        "" if deal.information_card is None
        else f"   information card: {deal.information_card.pretty}"))
    return out


def _trick_line(state: HandState) -> str:
    rules = state.game.rules
    points = rules.card_points if isinstance(rules, OwnCardValues) else card_points
    t = state.tricks[-1]
    cards = ", ".join(f"{state.players[s]} {c.pretty}" for s, c in zip(t.seats, t.cards,
                                                                          strict=True))
    worth = sum(points(c, state.trump) for c in t.cards)
    return f"  Trick {len(state.tricks)}: {cards}: {state.players[t.winner]} wins ({worth})"


def hand_account(record: HandRecord) -> str:
    """The account of one hand.

    Raises:
        IllegalActionError, InvalidNotationError: the record breaks a rule.
    """
    states = record.states()
    rules = record.game.rules
    assert isinstance(rules, TellsActions)
    final = states[-1]
    out = [f"{_heading(record)}; {record.dealer} deals ({record.game.deal_rule}).", ""]
    out += _deal_lines(final)
    out += ["", "The hand"]
    for before, after in pairwise(states):
        out.append(f"  {rules.telling(before, after.history[-1])}")
        if len(after.tricks) > len(before.tricks):
            out.append(_trick_line(after))
    out.append("")
    if final.phase is Phase.OVER or final.phase is Phase.THROWN_IN:
        out += score_lines(score_hand(final))
    else:
        out.append(f"The record stops here; {final.player_to_act} is to act.")
    return "\n".join(out)


def score_lines(score: HandScore) -> list[str]:
    """The reckoning, then what each column scores."""
    out = ["The score"]
    out += [f"  {line}" for line in score.reckoning()]
    if not score.thrown_in:
        out.append("  Scored: " + ", ".join(f"{name} {points}" for name, points in
                                            zip(score.names, score.below, strict=True)))
    return out


def session_account(session: SessionRecord) -> str:
    """Every hand of a session, then the game's result and the totals.

    Raises:
        IllegalActionError, InvalidRecordError: a hand is wrong.
    """
    pad = session.sheet()
    parts = [_heading(session)]
    parts += [f"=== Hand {n} ===\n{hand_account(h)}"
              for n, h in enumerate(session.hands, start=1)]
    names = pad.names
    lines = ["=== The game ==="]
    rule = getattr(session.game.rules, "game_rule", session.game.deal_rule)
    result = pad.game_result
    if result is not None:
        won = "drawn" if result.winner is None else f"won by {names[result.winner]}"
        lines.append(f"  The game is {won} after {result.hands} hands ({rule}).")
    else:
        lines.append(f"  The game is not decided yet (it is played to {session.game.game_target}).")
    lines.append("  Totals: " + ", ".join(f"{n} {t}" for n, t in zip(names, pad.totals(),
                                                                      strict=True)))
    parts.append("\n".join(lines))
    return "\n\n".join(parts)
