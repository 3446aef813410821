"""Verdicts at three and four: which rule allows an action, and why one is refused.

>>> from jojotte_teach.engine import Action, Deal, DECK, THREE, explain, new_table_hand
>>> s = new_table_hand(Deal.from_deck(DECK, dealer=2, game=THREE), ("Ann", "Bob", "Cat"))
>>> explain(s, Action.parse("Bob accept")).message
"Bob cannot accept: it is Ann's turn to call (THREE-2)"
"""

from __future__ import annotations

from .actions import Action, Verb
from .errors import does
from .hand import HandState, Phase
from .table_hand import _may_meld, check_meld_action, dix_problem, meld_order
from .table_play import table_play_refusal
from .table_steps import auction_refusal, defence_refusal


def table_refusal(state: HandState, action: Action) -> tuple[str, str]:
    """``(rule, reason)`` for an action that is not legal now at three or four."""
    seat = state.seat_of(action.player)
    verb = action.verb
    game = state.game
    if game.dealer_sits_out and seat == state.deal.dealer:
        return "CUT-1", f"{action.player} deals this hand and sits it out"
    if state.phase is Phase.THROWN_IN:
        return ("FOUR-2" if game.partnerships else "THREE-2"), "the hand was thrown in"
    if state.phase is Phase.OVER:
        return "PLAY-6", "the hand is over: every trick has been played"
    if state.phase is Phase.AUCTION:
        if verb in (Verb.PLAY, Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM, Verb.DEFEND,
                    Verb.WITHDRAW):
            return "DRAW-1", f"{verb.value} comes after the auction and the draw"
        return auction_refusal(state, action, seat)
    if verb in (Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE, Verb.SIDE):
        return "DRAW-1", "the auction is over and the draw has been made"
    if state.defence is not None and state.defence.step != "settled":
        if verb in (Verb.PLAY, Verb.MELD, Verb.DIX):
            return "THREE-8", ("melds, the dix and the play wait until the active defender "
                               "is known")
        return defence_refusal(state, action, seat)
    if verb is Verb.DIX:
        return ("FOUR-6" if game.partnerships else "DIX-1"), (
            dix_problem(state, seat) or "the dix is not possible now")
    if verb in (Verb.NULLO, Verb.SLAM, Verb.DEFEND, Verb.WITHDRAW, Verb.PASS):
        return _special_refusal(state, action, seat)
    if verb is Verb.MELD:
        rule = "FOUR-5" if game.partnerships else "THREE-8"
        if state.phase is Phase.PLAY:
            return rule, "melds are declared before the first card"
        if seat not in meld_order(state):
            return rule, f"{does(action.player, 'does')} not play this hand"
        if not _may_meld(state, seat):
            return rule, "a later player in the order has declared already"
        return check_meld_action(state, action, seat) or (rule, "that meld is not possible")
    return table_play_refusal(state, action, seat)


def _special_refusal(state: HandState, action: Action, seat: int) -> tuple[str, str]:
    verb = action.verb
    if not state.game.partnerships:
        defence = state.defence
        if verb is Verb.DEFEND and defence is not None and seat == defence.defender:
            return ("THREE-7" if defence.slam else "THREE-6"), (
                f"{action.player} defends because the other withdrew: a forced step is not "
                "written in a record")
        if verb is Verb.PASS:
            return "THREE-8", "there is nothing to pass: declare a meld or play"
        return "THREE-7", "the defence, Nullo and Slam are settled"
    if verb is Verb.PASS:
        return "FOUR-4", "Nullo and Slam have no turn: saying nothing declines them"
    if verb in (Verb.DEFEND, Verb.WITHDRAW):
        return "MULTI-3", f"{verb.value} belongs to the three-player game"
    contract = state.auction_contract
    assert contract is not None
    if state.specials_closed:
        return "FOUR-4", "special bids come before any meld, dix or card"
    declaring = state.game.side_of(contract.declarer) == state.game.side_of(seat)
    if verb is Verb.SLAM:
        if not declaring:
            return "FOUR-4", "only the declarer or the declarer's partner may bid Slam"
        return "FOUR-4", "Slam is bid at most once"
    if declaring:
        return "FOUR-4", "only a defender may bid Nullo"
    if state.slam_by is not None:
        return "FOUR-4", "a Nullo after a Slam is not allowed"
    if seat == contract.doubled_by:
        return "FOUR-4", (f"{does(action.player, 'doubled')}, and a player whose double "
                          "stood may not bid Nullo (the doubler's partner may)")
    return "FOUR-4", "Nullo is bid at most once"


def table_rule_of(state: HandState, action: Action) -> str:
    """The rule that allows a legal action at three or four."""
    verb = action.verb
    partnership = state.game.partnerships
    if state.phase is Phase.AUCTION:
        if partnership:
            return "FOUR-2"
        return "THREE-3" if verb in (Verb.DOUBLE, Verb.REDOUBLE, Verb.SIDE) else "THREE-2"
    if state.defence is not None and state.defence.step != "settled":
        step = state.defence.step
        if step == "slam":
            return "THREE-7"
        if step == "defence":
            return "THREE-7" if state.defence.slam else "THREE-6"
        return "THREE-5" if state.defence.doubler is not None else "THREE-4"
    if verb in (Verb.NULLO, Verb.SLAM):
        return "FOUR-4"
    if verb is Verb.MELD:
        return "FOUR-5" if partnership else "THREE-8"
    if verb is Verb.DIX:
        return "FOUR-6" if partnership else "DIX-1"
    if action.announce is not None:
        return "JOJ-2"
    return "FOUR-7" if partnership else "THREE-8"
