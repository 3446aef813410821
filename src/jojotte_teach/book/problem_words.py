"""A decision problem in words: its options as a player says them, and what he has seen.

>>> from jojotte_teach.book.problems import problem
>>> p = problem("lead-1")
>>> option_label(p, "play AS"), option_label(p, "play KH jo")
('Ace of spades', 'King of hearts, saying “Jo”')
"""

from __future__ import annotations

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import Card
from ..engine.hand import HandState, Trick, trick_order
from ..engine.state import Phase, apply, legal_actions, new_hand
from ..engine.view import visible_melds
from .problems import Problem

__all__ = ["option_label", "story"]


def option_label(p: Problem, option: str) -> str:
    """An option in words: ``Ace of spades``, ``Accept hearts``, ``Declare 7♥ 8♥ 9♥``,
    ``Withdraw``, ``Side with Cat (the declarer)``."""
    state = p.state
    others = {a.verb for o in p.options for a in p.actions(o)}
    if option == "pass" and (state.phase is not Phase.AUCTION or p.is_table):
        if Verb.NULLO in others:
            return "Pass (no Nullo)"
        if Verb.SLAM in others:
            return "Pass (no Slam)"
        if state.phase is not Phase.AUCTION:
            return "Declare nothing" if Verb.MELD in others else "Neither"
    labels = [_action_label(state, a, others) for a in p.actions(option)]
    return ", then ".join([labels[0]] + [label[0].lower() + label[1:] for label in labels[1:]])


def _action_label(state: HandState, action: Action, others: set[Verb]) -> str:
    verb = action.verb
    if verb is Verb.PLAY and action.card is not None:
        said = {"jo": ", saying \u201cJo\u201d", "jotte": ", saying \u201cJotte\u201d"}
        return action.card.name.capitalize() + said.get(action.announce or "", "")
    if verb is Verb.ACCEPT:
        return f"Accept {state.turn_up.suit.word}"
    if verb is Verb.BID and action.strain is not None:
        return f"Bid {strain_name(action.strain)}"
    if verb is Verb.MELD:
        return "Declare " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        turn_up = state.turn_up
        seven = Card(f"7{turn_up.suit.value}")
        text = f"Take the dix (the {seven.pretty} for the {turn_up.pretty})"
        return text + (", no Nullo" if Verb.NULLO in others else "")
    if verb is Verb.SIDE:
        calls = state.stage  # the auction, while it lasts
        declarer = getattr(calls, "bidder", None)
        doubler = getattr(calls, "doubler", None)
        seat = declarer if action.side == "declarer" else doubler
        name = state.players[seat] if seat is not None else ""
        return f"Side with {name} (the {'declarer' if action.side == 'declarer' else 'doubler'})"
    if verb is Verb.PASS:
        return "Pass"
    if verb in (Verb.NULLO, Verb.SLAM):
        return f"Bid {verb.value.capitalize()}"
    return str(verb.value).capitalize()


def story(p: Problem) -> str:
    """What the learner has seen: the calls, what was said after the draw, the
    interrogation and the tricks so far."""
    state = p.state
    seat = p.seat_index
    names = state.players
    calls, after = [], []
    rec = p.record
    before = new_hand(rec.deal, rec.players, rec.rules)
    for action in state.history:
        who = "you" if action.player == names[seat] else action.player
        if before.phase is Phase.AUCTION:
            calls.append(f"{who} {_call_word(before, action)}")
        elif action.verb in (Verb.MELD, Verb.DIX, Verb.NULLO, Verb.SLAM, Verb.DEFEND,
                             Verb.WITHDRAW) or (p.is_table and action.verb is Verb.PASS
                                                 and before.phase is Phase.DECLARING
                                                 and not before.tricks and not before.trick):
            words = _after_word(state, action, seat, before)
            if words:
                after.append(f"{who} {words}")
        before = apply(before, action)
    parts = []
    if calls and not p.is_table:  # at three and four the table lists them, with their rules
        parts.append("The calls: " + ", ".join(calls) + ".")
    if after:
        parts.append("After the draw: " + "; ".join(after) + ".")
    if state.meld_outcome is not None and not p.is_table:
        parts.append("The interrogation: " + " ".join(state.meld_outcome.dialogue(
            ["You" if n == names[seat] else n for n in names])))
    played = [f"{number}. {_trick_words(state, _seats(state, t), t.cards, seat)}, "
              f"{'you' if t.winner == seat else names[t.winner]} won"
              for number, t in enumerate(state.tricks, start=1)]
    if played:
        parts.append("The tricks so far: " + "; ".join(played) + ".")
    if state.trick:
        order = _current_order(state)
        parts.append(f"Trick {len(state.tricks) + 1}: "
                     f"{_trick_words(state, order, state.trick, seat)}.")
    return " ".join(parts)


def _seats(state: HandState, trick: Trick) -> tuple[int, ...]:
    return trick.seats


def _current_order(state: HandState) -> tuple[int, ...]:
    return trick_order(state, state.leader, len(state.trick))


def _trick_words(state: HandState, seats: tuple[int, ...], cards: tuple[Card, ...],
                 seat: int) -> str:
    """``you led A♠, Ann played 9♠``."""
    words = []
    for offset, (who, card) in enumerate(zip(seats, cards, strict=False)):
        name = "you" if who == seat else state.players[who]
        words.append(f"{name} {'led' if offset == 0 else 'played'} {card.pretty}")
    return ", ".join(words)


def _call_word(state: HandState, action: Action) -> str:
    if action.verb is Verb.ACCEPT:
        return f"accepted {state.turn_up.suit.word}"
    if action.verb is Verb.BID and action.strain is not None:
        return f"bid {strain_name(action.strain)}"
    if action.verb is Verb.SIDE:
        return f"sided with the {action.side}"
    words = {"pass": "passed", "double": "doubled", "redouble": "redoubled"}
    return words.get(str(action.verb.value), str(action.verb.value))


def _after_word(state: HandState, action: Action, seat: int, before: HandState) -> str:
    if action.verb is Verb.MELD:
        mine = action.player == state.players[seat]
        who = state.players.index(action.player)
        shown = mine or any(m.cards == action.cards for m in visible_melds(state, seat)[who])
        cards = " ".join(c.pretty for c in action.cards)
        return f"declared {cards}" if shown else "declared a meld (not shown)"
    if action.verb is Verb.DIX:
        return "took the dix"
    if action.verb is Verb.DEFEND:
        return "defended"
    if action.verb is Verb.WITHDRAW:
        return "withdrew"
    if action.verb is Verb.PASS:
        legal = {a.verb for a in legal_actions(before)}
        if Verb.SLAM in legal:
            return "did not bid Slam"
        if Verb.NULLO in legal:
            return "did not bid Nullo"
        return ""
    return f"bid {action.verb.value.capitalize()}"
