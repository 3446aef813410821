"""Actions in words at any table, and the words about the reader.

An action becomes a sentence that knows the state it was taken in and cites the rule
that allows it ("Cat overcalls Bob's clubs with No-trump (THREE-2)."). The engine
speaks of every player by name; at a table the reader's seat is called "You", and the
sentences about it read "You pass", "your clubs": :func:`you_text` is the one place
that turns the one into the other. A sentence names a card as the reader sees it
(``J♣``, or "the Jack of clubs"); the notation ``JC`` is for records and typing.
Another seat's meld is told as far as the reader may know it (MELD-5, FOUR-5).

>>> from jojotte_teach.engine import DECK, THREE, Action, Deal, new_hand
>>> s = new_hand(Deal.from_deck(DECK, 2, THREE), ("Ann", "Bob", "You"))
>>> action_text(s, Action.parse("Ann accept"))
'Ann accepts diamonds as trumps (THREE-2).'
>>> action_label(s, Action.parse("Ann meld KS QS JS")), action_label(s, Action.parse("Ann dix"))
('Declare K♠ Q♠ J♠', 'Dix: take the turn-up')
"""

from __future__ import annotations

import re

from ..engine.actions import Action, Verb, strain_name
from ..engine.game import OwnMelds
from ..engine.hand import HandState, Phase
from ..engine.jojotte.defence import Defence
from ..engine.jojotte.speaking import Stage
from ..engine.melds import Meld
from ..engine.state import apply, new_hand
from ..engine.view import visible_melds
from .game_words import table_words

__all__ = ["action_label", "action_text", "auction_calls", "call_words", "choice_words",
           "choosing", "pass_meaning", "second_person", "turn_choices", "you_text"]

#: The engine's third-person verbs, in the second person for a player called "You".
_YOU_VERBS = {"accepts": "accept", "becomes": "become", "bids": "bid", "copies": "copy",
              "deals": "deal", "declares": "declare", "defends": "defend", "does": "do",
              "doubles": "double", "exchanges": "exchange", "gives": "give", "has": "have",
              "holds": "hold", "is": "are", "keeps": "keep", "knows": "know", "leads": "lead",
              "loses": "lose", "makes": "make", "overcalls": "overcall", "passes": "pass",
              "plays": "play", "redoubles": "redouble", "says": "say", "scores": "score",
              "shows": "show", "sides": "side", "sits": "sit", "takes": "take",
              "was": "were", "wins": "win", "withdraws": "withdraw", "writes": "write"}
_YOU = re.compile(r"\bYou((?:, [^,.()]+,)?) (" + "|".join(_YOU_VERBS) + r")\b")
#: A second verb of a clause whose subject is "You" ("You double Bob and becomes the
#: defender"); not "You" as an object ("Cat sided with You and writes"), nor a side's name
#: ("You+Cat").
_AND_YOU = re.compile(r"((?:^|(?<=[.;:!?,] ))You(?![+\w])[^.;:()]*? and )("
                      + "|".join(_YOU_VERBS) + r")\b")


def you_text(text: str) -> str:
    """The engine's words about a player called "You", in the second person.

    >>> you_text("Cat declares, You defends and Bob is inactive")
    'Cat declares, you defend and Bob is inactive'
    >>> you_text("You, on the declarer's left, withdraws. Cat overcalls You's clubs.")
    "You, on the declarer's left, withdraw. Cat overcalls your clubs."
    >>> you_text("You doubles Bob and becomes the defender; Cat sided with You and writes 20")
    'You double Bob and become the defender; Cat sided with you and writes 20'
    >>> you_text("Bob doubles You and becomes the defender. You+Cat score 20.")
    'Bob doubles you and becomes the defender. You+Cat score 20.'
    """
    text = _YOU.sub(lambda m: f"You{m.group(1)} {_YOU_VERBS[m.group(2)]}", text)
    text = _AND_YOU.sub(lambda m: f"{m.group(1)}{_YOU_VERBS[m.group(2)]}", text)
    text = re.sub(r"\bYou's\b", "your", text)
    # Inside a sentence "You" is the pronoun, not a name (but "You+Cat" names a side).
    text = re.sub(r"(?<=[\w,;:] )You\b(?![+\w'])", "you", text)
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


# ---------------------------------------------------------------- which calls, which turn


def auction_calls(state: HandState) -> list[Action]:
    """The calls of the auction so far (the history up to the draw), at any table.

    >>> from jojotte_teach.engine import Deal, new_hand, apply, Action
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
    >>> s = apply(apply(s, Action.parse("Ann accept")), Action.parse("Bob pass"))
    >>> [str(a) for a in auction_calls(s)]
    ['Ann accept', 'Bob pass']
    """
    if state.phase in (Phase.AUCTION, Phase.THROWN_IN):
        return list(state.history)
    before = new_hand(state.deal, state.players, state.rules)
    calls = []
    for action in state.history:
        if before.phase is not Phase.AUCTION:
            break
        calls.append(action)
        before = apply(before, action)
    return calls


def turn_choices(actions: list[Action]) -> list[Action]:
    """The actions among ``actions`` that answer a turn to speak: the auction's calls and
    the choices after the draw (a pass, defend, withdraw, and the Nullo, Slam or meld
    offered with them); neither a card nor an act without a turn.

    >>> turn_choices([Action.parse("Ann dix"), Action.parse("Ann play 7S")])
    []
    >>> [a.short() for a in turn_choices([Action.parse("Ann pass"), Action.parse("Ann slam")])]
    ['pass', 'slam']
    """
    spoken = [a for a in actions if a.verb not in (Verb.PLAY, Verb.DIX, Verb.MELD, Verb.NULLO,
                                                   Verb.SLAM)]
    if not spoken:
        return []
    return [a for a in actions if a.verb not in (Verb.PLAY, Verb.DIX)]


def choosing(state: HandState) -> bool:
    """Whether the seats are still choosing who plays the cards after the draw (THREE-4 to
    THREE-7): until then nobody melds, takes the dix or leads.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> choosing(new_hand(Deal.from_seed(3), ("Ann", "Bob")))
    False
    """
    stage = state.stage
    return isinstance(stage, Defence) and stage.step != "settled"


def pass_meaning(state: HandState) -> str | None:
    """What a pass after the draw gives up (SPEC-1 to SPEC-4, THREE-7), or ``None``.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> pass_meaning(new_hand(Deal.from_seed(3), ("Ann", "Bob"))) is None
    True
    """
    stage = state.stage
    if state.phase is not Phase.DECLARING:
        return None
    if isinstance(stage, Stage):
        if stage in (Stage.DEFENDER_MELDS, Stage.BIDDER_MELDS):
            # SPEC-2, SPEC-4: a pass ends the player's melds; "more" only once he has one.
            who = state.players[state.to_act]
            melded = any(a.verb is Verb.MELD and a.player == who for a in state.history)
            return "no more melds" if melded else "no melds"
        return {Stage.NULLO: "no Nullo", Stage.SLAM: "no Slam"}[stage]
    if isinstance(stage, Defence) and stage.step == "slam":
        return "no Slam"
    if isinstance(stage, Defence) and stage.step == "active":
        return "no Nullo"
    return None


# ---------------------------------------------------------------- sentences


def call_words(before: HandState, action: Action) -> str:
    """A call of the auction in words, as the auction stood before it (no subject, no rule).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> call_words(new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob")), Action.parse("Ann pass"))
    'passes'
    """
    auction = before.stage
    names, verb = before.players, action.verb
    bidder_seat: int | None = getattr(auction, "bidder", None)
    bidder = None if bidder_seat is None else names[bidder_seat]
    standing = strain_name(getattr(auction, "strain", None) or "NT")
    words = table_words(before.game)  # BEL-6, BEL-7: a Belote player *takes* a suit
    if verb is Verb.ACCEPT:
        return f"{words.accept.lower()}s {before.turn_up.suit.word} as trumps"
    if verb is Verb.BID:
        assert action.strain is not None
        if words.bid != "Bid":
            return f"{words.bid.lower()}s {strain_name(action.strain)} as trumps"
        if action.strain == "NT" and bidder is not None:
            return f"overcalls {bidder}'s {standing} with No-trump"
        return f"bids {strain_name(action.strain)}"
    if verb is Verb.DOUBLE:
        if before.game.has_active_defender:  # THREE-3: the doubler becomes the defender
            return f"doubles {bidder} and becomes the defender"
        return f"doubles {bidder}'s {standing}"
    if verb is Verb.SIDE:
        if action.side == "declarer":
            return f"sides with the declarer, {bidder}"
        doubler: int | None = getattr(auction, "doubler", None)
        return f"sides with the defender, {names[doubler] if doubler is not None else ''}"
    if verb is Verb.REDOUBLE:
        return "redoubles"
    return "does not redouble" if getattr(auction, "step", "") == "redouble" else "passes"


def choice_words(action: Action, d: Defence, names: tuple[str, ...]) -> str:
    """A choice after the draw at three in words (THREE-4 to THREE-7).

    >>> from jojotte_teach.engine import THREE
    >>> from jojotte_teach.engine.jojotte.defence import start_defence
    >>> d = start_defence(THREE, dealer=2, declarer=0)
    >>> choice_words(Action.parse("Bob withdraw"), d, ("Ann", "Bob", "Cat"))
    "Bob, on the declarer's left, withdraws (THREE-4)."
    """
    who, verb = action.player, action.verb
    if d.step == "active" and d.doubler is not None:
        said = "bids Nullo (THREE-5, SPEC-1)" if verb is Verb.NULLO else (
            "does not bid Nullo (THREE-5)")
        return f"{who}, who sided with the declarer, {said}."
    if d.step == "active":
        place = "left" if names.index(who) == d.left(d.bidder) else "right"
        said = {Verb.DEFEND: "defends (THREE-4)", Verb.WITHDRAW: "withdraws (THREE-4)",
                Verb.NULLO: "bids Nullo (THREE-4, SPEC-1)"}[verb]
        return f"{who}, on the declarer's {place}, {said}."
    if d.step == "slam":
        nullo = "" if d.nullo_by is None else names[d.nullo_by]
        if verb is Verb.SLAM:
            return f"{who}, the original bidder, bids Slam (THREE-7, SPEC-3)" + (
                f": it overrides {nullo}'s Nullo." if nullo else ".")
        return f"{who}, the original bidder, does not bid Slam (THREE-7)" + (
            f"; {nullo}'s Nullo stands (THREE-6)." if nullo else ".")
    against, rule = ("the Slam", "THREE-7") if d.slam else ("the Nullo", "THREE-6")
    place = "the declarer's left" if d.slam else "the Nullo bidder's left"
    if verb is Verb.DEFEND:
        return f"{who}, on {place}, defends against {against} ({rule})."
    return f"{who}, on {place}, withdraws ({rule})."


def _rule(before: HandState, action: Action) -> str:
    return before.game.rules.rule_of(before, action)


def action_text(before: HandState, action: Action, viewer: int | None = None) -> str:
    """An action at any table as a sentence, its rule cited; about a player called "You",
    in the second person. Another seat's meld is told as ``viewer`` may know it (``None``:
    every card known).

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
    >>> action_text(s, Action.parse("You accept"))
    'You accept spades as trumps (BID-1).'
    """
    return you_text(_sentence(before, action, viewer))


def _hidden_meld(before: HandState) -> str:
    """Why another player's meld is not shown yet, with the rule."""
    if isinstance(before.game.rules, OwnMelds):
        if before.game.partnerships:  # BEL-13: the best declaration's side shows its own
            return "shown at the first card if it is his side's best, BEL-13"
        return "shown once both have spoken if it is the better, KLAB-12"
    return f"shown only if it scores, {'FOUR-5' if before.game.partnerships else 'MELD-5'}"


def _sentence(before: HandState, action: Action, viewer: int | None) -> str:
    who, verb = action.player, action.verb
    if before.phase is Phase.AUCTION:
        return f"{who} {call_words(before, action)} ({_rule(before, action)})."
    stage = before.stage
    if isinstance(stage, Defence) and choosing(before):
        return choice_words(action, stage, before.players)
    if verb is Verb.PASS:
        meaning = pass_meaning(before)
        return f"{who} passes" + (f": {meaning}" if meaning else "") + \
            f" ({_rule(before, action)})."
    if verb in (Verb.NULLO, Verb.SLAM):
        return f"{who} bids {verb.value.capitalize()} ({_rule(before, action)})."
    if verb is Verb.MELD:
        after = apply(before, action)
        shown = after.melds if viewer is None else visible_melds(after, viewer)
        meld = Meld(action.cards)
        if meld in shown[before.seat_of(who)]:
            return f"{who} declares {meld.pretty} ({meld.describe()})."
        return f"{who} declares a meld ({_hidden_meld(before)})."
    if verb is Verb.DIX:
        return (f"{who} exchanges the seven of trumps for the turn-up, the "
                f"{before.turn_up.name} ({_rule(before, action)}).")
    assert action.card is not None
    said = f', saying "{action.announce.capitalize()}"' if action.announce else ""
    return f"{who} {'plays' if before.trick else 'leads'} the {action.card.name}{said}."


def action_label(state: HandState, action: Action) -> str:
    """An action as its button says it: ``Accept ♠ spades``, ``Pass: no Slam``.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("Ann", "Bob"))
    >>> action_label(s, Action.parse("Ann accept")), action_label(s, Action.parse("Ann bid NT"))
    ('Accept ♠ spades', 'No-trump')
    """
    verb = action.verb
    words = table_words(state.game)  # BEL-6, BEL-7: a Belote player takes a suit
    if verb is Verb.ACCEPT:
        suit = state.turn_up.suit
        return f"{words.accept} {suit.symbol} {suit.word}"
    if verb is Verb.BID:
        assert action.strain is not None
        if action.strain == "NT":
            return "No-trump"
        return f"{words.bid} {strain_name(action.strain)}"
    if verb is Verb.SIDE:
        return f"Side with the {action.side}"
    if verb is Verb.MELD:
        return "Declare " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        return "Dix: take the turn-up"
    if verb is Verb.PASS:
        meaning = pass_meaning(state)
        return "Pass" if meaning is None else f"Pass: {meaning}"
    if verb is Verb.PLAY:
        assert action.card is not None
        said = f" \u201c{action.announce.capitalize()}\u201d" if action.announce else ""
        return action.card.pretty + said
    return str(verb.value).capitalize()
