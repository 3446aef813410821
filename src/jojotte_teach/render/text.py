"""Plain-text accounts of hands and sessions, for ``python -m jojotte_teach replay``.

An account is for reading: it names the cards as the book does (``J♣``, ``10♠``); the
record it reads keeps the notation (``JC``, ``10S``).

>>> from jojotte_teach.engine import parse_record, DECK
>>> rec = parse_record({"format": "jojotte-hand/1", "players": ["Ann", "Bob"],
...     "dealer": "Bob", "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]})
>>> print(hand_account(rec).splitlines()[-1])
Four passes: the hand is thrown in (BID-3).
"""

from __future__ import annotations

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import card_points, pretty_cards
from ..engine.records import HandRecord, SessionRecord
from ..engine.scoring import HandScore, score_hand
from ..engine.scorepad import Scorepad
from ..engine.state import HandState, Phase


def _call(action: Action, state: HandState) -> str:
    verb = action.verb
    if verb is Verb.ACCEPT:
        return f"accepts {state.turn_up.suit.word} as trumps"
    if verb is Verb.BID:
        assert action.strain is not None
        if action.strain == "NT" and state.bid is not None:
            return "overcalls No-trump"
        return f"bids {strain_name(action.strain)}"
    return {Verb.PASS: "passes", Verb.DOUBLE: "doubles", Verb.REDOUBLE: "redoubles"}[verb]


def hand_account(record: HandRecord, prison: int = 0) -> str:
    """A readable account of one hand: deal, auction, declarations, tricks, score.

    Raises:
        IllegalActionError, InvalidNotationError: the record breaks a rule.
    """
    states = record.states()
    names = record.players
    deal = record.deal
    out: list[str] = []
    out.append(f"Jo-Jotte hand ({record.rules.name} rules): {names[0]} and {names[1]}, "
               f"{record.dealer} deals.")
    out.append("")
    out.append("The deal")
    for s in (0, 1):
        out.append(f"  {names[s]:<8} {pretty_cards(deal.hands[s])}   draws later: "
                   f"{pretty_cards(deal.draw[s])}")
    info = deal.information_card
    out.append(f"  Turn-up: {deal.turn_up.pretty}   Information card (after the draw): "
               f"{info.pretty if info is not None else 'none'}")
    out.append("")
    out.append("The auction")
    before = states[0]
    play_started = False
    trick_no = 0
    for state in states[1:]:
        action = state.history[-1]
        who = action.player
        if before.phase is Phase.AUCTION:
            out.append(f"  {who} {_call(action, before)}.")
            if state.phase is Phase.DECLARING:
                assert state.contract is not None
                out.append(f"  Contract: {state.contract.describe(names)}.")
                out.append("")
                out.append("After the draw")
        elif action.verb is Verb.DIX:
            out.append(f"  {who} exchanges the seven of trumps for the turn-up "
                       f"{before.turn_up.pretty} (DIX-1).")
        elif before.phase is Phase.DECLARING:
            if action.verb is Verb.NULLO:
                out.append(f"  {who} bids Nullo (SPEC-1).")
            elif action.verb is Verb.SLAM:
                out.append(f"  {who} bids Slam (SPEC-3).")
            elif action.verb is Verb.MELD:
                out.append(f"  {who} declares {pretty_cards(action.cards)}.")
        if state.phase in (Phase.PLAY, Phase.OVER) and not play_started:
            play_started = True
            outcome = state.meld_outcome
            assert outcome is not None and state.contract is not None
            lines = outcome.dialogue(names)
            if lines:
                out.append("  Interrogation (MELD-5):")
                out.extend(f"    {line}" for line in lines)
            for s in (0, 1):
                for meld in outcome.shown(s):
                    out.append(f"  {names[s]} shows {meld.pretty} ({meld.describe()}, "
                               f"{meld.points}).")
            if outcome.note:
                out.append(f"  {outcome.note}")
            if not lines and not outcome.note:
                out.append("  No melds declared.")
            out.append(f"  Final contract: {state.contract.describe(names)}.")
            out.append("")
            out.append("The play")
        if len(state.tricks) > trick_no:
            trick_no = len(state.tricks)
            t = state.tricks[-1]
            trump = state.trump
            lead, follow = t.cards
            ann = [f" ({a}!)" if a else "" for a in t.announcements]
            points = card_points(lead, trump) + card_points(follow, trump)
            out.append(f"  {trick_no:>2}. {names[t.leader]} leads {lead.pretty}{ann[0]}, "
                       f"{names[1 - t.leader]} plays {follow.pretty}{ann[1]}: {names[t.winner]} "
                       f"wins ({points} points)")
        before = state
    final = states[-1]
    out.append("")
    if final.phase is Phase.THROWN_IN:
        out.append("Four passes: the hand is thrown in (BID-3).")
        return "\n".join(out)
    if final.phase is not Phase.OVER:
        out.append(f"The record stops here; {final.player_to_act} is to act.")
        return "\n".join(out)
    out.extend(score_sheet(score_hand(final, prison)))
    return "\n".join(out)


def score_sheet(score: HandScore) -> list[str]:
    """The reckoning and the two columns of one hand."""
    names = score.players
    out = ["The score (with the rules used)"]
    out.extend(f"  {line}" for line in score.reckoning())
    width = max(len(n) for n in names) + 2
    out.append("")
    out.append(f"  {'':<7}{names[0]:>{width}}{names[1]:>{width}}")
    out.append(f"  {'above':<7}{score.above[0]:>{width}}{score.above[1]:>{width}}")
    out.append("  " + "-" * (7 + 2 * width))
    out.append(f"  {'below':<7}{score.below[0]:>{width}}{score.below[1]:>{width}}")
    if score.prison:
        out.append(f"  In prison after this hand: {score.prison}")
    return out


def session_account(session: SessionRecord) -> str:
    """Every hand of a session, then the games and the rubber.

    Raises:
        IllegalActionError, InvalidRecordError: a hand is wrong.
    """
    pad = Scorepad(session.players, session.rules)
    parts = []
    for number, record in enumerate(session.hands, start=1):
        prison = pad.prison
        games_before = len(pad.games)
        pad.add(record.final_state())
        text = hand_account(record, prison)
        parts.append(f"=== Hand {number} ===\n{text}")
        if len(pad.games) > games_before:
            g = pad.games[-1]
            parts.append(f"*** {session.players[g.winner]} wins game {len(pad.games)} "
                         f"(GAME-1) ***")
    parts.append(rubber_summary(pad))
    return "\n\n".join(parts)


def rubber_summary(pad: Scorepad) -> str:
    """Games won, the rubber, and the grand totals."""
    names = pad.players
    lines = ["=== The rubber ==="]
    for i, g in enumerate(pad.games, start=1):
        lines.append(f"  Game {i}: {names[g.winner]} ({g.hands} hands)")
    if pad.rubber_over and pad.rubber_winner is not None:
        lines.append(f"  {names[pad.rubber_winner]} wins the rubber: {pad.rubber_bonus} "
                     "above the line (GAME-2)")
    elif pad.rubber_over:
        lines.append("  The rubber is drawn: equal grand totals (GAME-2)")
    else:
        lines.append("  The rubber is not finished.")
    totals = pad.totals()
    lines.append(f"  Grand totals: {names[0]} {totals[0]}, {names[1]} {totals[1]}")
    return "\n".join(lines)
