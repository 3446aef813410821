"""Actions in words, and the words about the reader.

An action becomes a sentence that knows the state it was taken in ("Bob overcalls
No-trump."). The engine speaks of every player by name ("Ann passes", "Cat
overcalls Bob's clubs"); at a table the reader's seat is called "You", and the
sentences about it read "You pass", "your clubs". :func:`you_text` is the one place
that turns the one into the other. A sentence names a card as the reader sees it
(``J♣``, or "the Jack of clubs"); the notation ``JC`` is for records and typing.
"""

from __future__ import annotations

import re

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import pretty_cards
from ..engine.state import HandState, Phase

__all__ = ["action_text", "auction_calls", "second_person", "you_text"]

#: The engine's third-person verbs, in the second person for a player called "You".
_YOU_VERBS = {"accepts": "accept", "bids": "bid", "copies": "copy", "deals": "deal",
              "declares": "declare", "defends": "defend", "does": "do", "doubles": "double",
              "exchanges": "exchange", "gives": "give", "has": "have", "holds": "hold",
              "is": "are", "keeps": "keep", "knows": "know", "leads": "lead",
              "loses": "lose", "makes": "make", "overcalls": "overcall", "passes": "pass",
              "plays": "play", "redoubles": "redouble", "says": "say", "scores": "score",
              "shows": "show", "sides": "side", "sits": "sit", "takes": "take",
              "was": "were", "wins": "win", "withdraws": "withdraw", "writes": "write"}
_YOU = re.compile(r"\bYou((?:, [^,.()]+,)?) (" + "|".join(_YOU_VERBS) + r")\b")


def you_text(text: str) -> str:
    """The engine's words about a player called "You", in the second person.

    >>> you_text("Cat declares, You defends and Bob is inactive")
    'Cat declares, You defend and Bob is inactive'
    >>> you_text("You, on the declarer's left, withdraws. Cat overcalls You's clubs.")
    "You, on the declarer's left, withdraw. Cat overcalls your clubs."
    """
    text = _YOU.sub(lambda m: f"You{m.group(1)} {_YOU_VERBS[m.group(2)]}", text)
    text = re.sub(r"\bYou's\b", "your", text)
    return re.sub(r"(^|[.!?] )your\b", r"\1Your", text)


_PRONOUN_VERBS = {"holds": "hold", "has": "have", "does": "do"}


def second_person(text: str) -> str:
    """A sentence about the reader that says "he", turned to "you" (the engine names
    every player, but a sentence written by hand may still say "he").

    >>> second_person("You cannot play 9♦: he holds a spade and must follow suit")
    'You cannot play 9♦: you hold a spade and must follow suit'
    >>> second_person("he used the Seven of hearts in his meld")
    'you used the Seven of hearts in your meld'
    """
    text = re.sub(r"\bhe (holds|has|does)\b", lambda m: "you " + _PRONOUN_VERBS[m.group(1)],
                  text)
    text = re.sub(r"\bhe\b", "you", text)
    text = re.sub(r"\bhis\b", "your", text)
    return re.sub(r"\bhim\b", "you", text)


# ---------------------------------------------------------------- words for actions


def auction_calls(state: HandState) -> list[Action]:
    """The calls of the auction so far (the history up to the draw).

    >>> from jojotte_teach.engine import Deal, new_hand, apply, Action
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
    >>> s = apply(apply(s, Action.parse("Ann accept")), Action.parse("Bob pass"))
    >>> [str(a) for a in auction_calls(s)]
    ['Ann accept', 'Bob pass']
    """
    calls: list[Action] = []
    bid = False
    passes = 0
    for action in state.history:
        calls.append(action)
        verb = action.verb
        if verb in (Verb.ACCEPT, Verb.BID):
            bid = True
        elif verb is Verb.REDOUBLE:
            break  # BID-5: a redouble ends the auction
        elif verb is Verb.PASS:
            passes += 1
            if bid or passes == 4:
                break  # a pass over a bid settles it; four passes throw the hand in (BID-3)
    return calls


def action_text(before: HandState, action: Action) -> str:
    """An action in words, as a sentence, knowing the state it was taken in; about a
    player called "You", in the second person ("You pass.").

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
    >>> action_text(s, Action.parse("You accept"))
    'You accept spades as trumps.'
    """
    return you_text(_action_words(before, action))


def _action_words(before: HandState, action: Action) -> str:
    """An action in words, as a sentence, knowing the state it was taken in.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
    >>> action_text(s, Action.parse("Ann accept"))
    'Ann accepts spades as trumps.'
    """
    who = action.player
    verb = action.verb
    if verb is Verb.ACCEPT:
        return f"{who} accepts {before.turn_up.suit.word} as trumps."
    if verb is Verb.BID:
        assert action.strain is not None
        if action.strain == "NT" and before.bid is not None:
            return f"{who} overcalls No-trump."
        return f"{who} bids {strain_name(action.strain)}."
    if verb is Verb.DOUBLE:
        return f"{who} doubles."
    if verb is Verb.REDOUBLE:
        return f"{who} redoubles."
    if verb is Verb.PASS:
        if before.phase is Phase.DECLARING:
            return f"{who} passes ({_stage_words(before)})."
        return f"{who} passes."
    if verb is Verb.NULLO:
        return f"{who} bids Nullo."
    if verb is Verb.SLAM:
        return f"{who} bids Slam."
    if verb is Verb.MELD:
        return f"{who} declares a meld: {pretty_cards(action.cards)}."
    if verb is Verb.DIX:
        return f"{who} exchanges the seven of trumps for the turn-up, the {before.turn_up.name}."
    assert action.card is not None
    said = {"jo": ', saying "Jo"', "jotte": ', saying "Jotte"'}.get(action.announce or "", "")
    if before.trick:
        return f"{who} plays the {action.card.name}{said}."
    return f"{who} leads the {action.card.name}{said}."


def _stage_words(state: HandState) -> str:
    stage = state.stage
    if stage is None:
        return "no more to say"
    return {1: "no Nullo", 2: "no more melds", 3: "no Slam", 4: "no more melds"}[stage.value]
