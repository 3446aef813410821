"""The reader's controls at a card table of any size: his calls as buttons, his cards as buttons.

The call buttons offer exactly the reader's legal actions of the moment: the auction's
calls; after the draw the choices of his turn to speak, with a line saying what each
pass gives up ("Pass: no Slam"); and his acts without a turn (the dix, melds, the
partnership's Nullo and Slam) less those he declined with "Play on", the table waiting
for him with a line saying what "Play on" gives up. His hand is drawn as card buttons
(:class:`~.hand.CardHand`) in every phase: a card he may play now is plain, any other
is dimmed and its click explains why not, with the rule; Jo and Jotte beside them.
:class:`TableControls` is the part of :class:`~jojotte_teach.widgets.CardTable` that
draws them, and names every call as a method.

>>> from jojotte_teach.engine import Deal, apply, legal_actions, new_hand
>>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
>>> for said in ("You accept", "Bob pass", "Bob pass", "Bob pass"):
...     s = apply(s, Action.parse(said))
>>> [a.short() for a in legal_actions(s)]
['pass', 'slam', 'dix']
>>> speech_prompt(s, legal_actions(s))
'Your turn to speak (SPEC-3): bid Slam, take the dix, or pass (no Slam).'
"""

from __future__ import annotations

from functools import partial

import ipywidgets as w

from ..engine.actions import Action, Verb
from ..engine.cards import Card, sorted_hand
from ..engine.hand import HandState, Phase
from ..render.advice import cost_words
from ..render.game_words import table_words
from ..render.seats import reader_seat_html
from ..render.words import action_label, action_text, pass_meaning, turn_choices
from .base import AuctionCalls
from .coach import Coaching
from .hand import CardHand

__all__ = ["PLAY_ON", "TableControls", "speech_prompt", "waiting_prompt"]

#: The tooltip of "Play on": what it does (every tooltip of it begins "Make no ").
PLAY_ON = "Make no meld, dix or special bid now"
#: The same in the games with acts of their own: KLAB-11, KLAB-13; BEL-12.
_PLAY_ON_IN = {"klaberjass": "Make no meld or dix now", "belote": "Make no declaration now"}
_WORDS = ((Verb.NULLO, "bid Nullo"), (Verb.SLAM, "bid Slam"), (Verb.MELD, "declare a meld"),
          (Verb.DIX, "take the dix"), (Verb.DEFEND, "defend"), (Verb.WITHDRAW, "withdraw"))


def _listed(items: list[str], last: str = "or") -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def speech_prompt(state: HandState, speech: list[Action]) -> str:
    """The line above the buttons after the draw, on the reader's turn to speak: what he
    may say now, and what his pass means.

    Args:
        state: the hand, the reader to speak.
        speech: the actions offered to him now (his turn's, and the dix beside them).
    """
    verbs = {a.verb for a in speech}
    said = [words for verb, words in _WORDS if verb in verbs]
    passing = next((a for a in speech if a.verb is Verb.PASS), None)
    meaning = pass_meaning(state)
    first = next((a for a in speech if a.verb is not Verb.DIX), speech[0])
    rule = state.game.rules.rule_of(state, first)
    if not said:
        if passing is None:
            return "Your turn."
        return (f"Nothing to declare now: \u201c{action_label(state, passing)}\u201d goes on "
                f"({rule}).")
    if passing is not None:
        said.append(f"pass ({meaning})" if meaning else "pass")
    if len(said) == 1:
        return f"Your turn to speak ({rule}): {said[0]}."
    return f"Your turn to speak ({rule}): {', '.join(said[:-1])}, or {said[-1]}."


def waiting_prompt(state: HandState, open_acts: list[Action]) -> str:
    """The line beside "Play on": what the reader may still do, and what "Play on" means.

    >>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
    >>> s = new_hand(Deal.from_deck(DECK, 2, THREE), ("You", "Bob", "Cat"))
    >>> waiting_prompt(s, [])
    '\u201cPlay on\u201d: let the play go on.'
    """
    said = []
    for verb, words in _WORDS:
        acts = [a for a in open_acts if a.verb is verb]
        if acts:
            said.append(f"{words} ({state.game.rules.rule_of(state, acts[0])})")
    if not said:
        return "\u201cPlay on\u201d: let the play go on."
    return f"Before the first card you may {_listed(said)}; \u201cPlay on\u201d: no more."


class TableControls(AuctionCalls, Coaching):
    """Draws the reader's calls into ``controls`` and his hand into ``hand``; every call by
    name (``accept``, ``bid``, ``pass_``, ``nullo``, ``meld`` ...).

    Attributes:
        offered: every button of a legal action, by its short text (``"play KH"``).
        card_buttons: a button for each card in the hand at the bottom, legal or not.
    """

    controls: w.HBox
    hand: CardHand
    offered: dict[str, w.Button]
    card_buttons: dict[str, w.Button]

    def _act(self, action: Action) -> bool:
        raise NotImplementedError

    def play(self, card: str, announce: str | None = None) -> bool:
        """Play a card (``"KH"``)."""
        raise NotImplementedError

    def proceed(self) -> bool:
        """Decline the acts without a turn now open and play on."""
        raise NotImplementedError

    def _open(self, state: HandState) -> list[Action]:
        raise NotImplementedError

    def _offers_play_on(self, state: HandState) -> bool:
        raise NotImplementedError

    # ------------------------------------------------------------ the calls by name
    # (the auction's come from AuctionCalls, with ``call`` itself)

    def nullo(self) -> bool:
        """Bid Nullo (SPEC-1, THREE-4, FOUR-4)."""
        return self.call("nullo")

    def slam(self) -> bool:
        """Bid Slam (SPEC-3, THREE-7, FOUR-4)."""
        return self.call("slam")

    def meld(self, cards: str) -> bool:
        """Declare one meld: ``meld("AS KS QS")`` (SPEC-2, SPEC-4, THREE-8, FOUR-5)."""
        return self.call(f"meld {cards}")

    def dix(self) -> bool:
        """Exchange the seven of trumps for the turn-up (DIX-1, FOUR-6)."""
        return self.call("dix")

    def defend(self) -> bool:
        """Defend against the contract (THREE-4 to THREE-7)."""
        return self.call("defend")

    def withdraw(self) -> bool:
        """Withdraw, leaving the defence to the other opponent (THREE-4, THREE-6)."""
        return self.call("withdraw")

    def side(self, with_: str) -> bool:
        """Side with the ``"declarer"`` or the ``"defender"`` after a double (THREE-3)."""
        return self.call(f"side {with_}")

    # ------------------------------------------------------------ drawing

    @property
    def seat_html(self) -> str:
        """The reader's own seat as drawn round his cards: name, roles, notes, melds."""
        return str(self.hand.header.value)

    def _make_hand(self) -> CardHand:
        """The hand's buttons (each click plays the card, or explains why not)."""
        hand = CardHand(lambda card: self.play(card.text), self.guarded)
        hand.layout.max_width = "980px"  # as wide as the table above it
        return hand

    def _action_button(self, state: HandState, action: Action, style: str = "") -> w.Button:
        tip = action_text(state, action, self._seat_shown())
        if action.announce and action.card is not None:  # JOJ-2, BEL-14: beside the cards
            rule = table_words(state.game).announce_rule
            tip = f"Play the {action.card.name} saying {action.announce.capitalize()} ({rule})"
        made = self.button(action_label(state, action), partial(self._act, action),
                           style=style, tooltip=tip)
        self.offered[action.short()] = made
        return made

    def _draw_controls(self, state: HandState, mine: list[Action]) -> None:
        """The call buttons (with their line) and the hand, for the reader's actions now."""
        self.offered = {}
        turn = turn_choices(mine)
        acts = [a for a in self._open(state) if a not in turn]
        parts: list[w.Widget] = []
        play_on = self._offers_play_on(state)
        if state.phase is not Phase.AUCTION:
            if turn:
                parts.append(w.HTML(f"<b>{speech_prompt(state, turn + acts)}</b>"))
            elif play_on:
                parts.append(w.HTML(f"<b>{waiting_prompt(state, acts)}</b>"))
        # The auction's calls are drawn alike: one in colour beside a plain pass would read
        # as the table's advice.
        parts.extend(self._action_button(state, a, "warning" if a.verb is Verb.DIX else
                                         "primary" if state.phase is Phase.AUCTION else "")
                     for a in [*turn, *acts])
        if play_on:
            parts.append(self.button("Play on", self.proceed, style="success",
                                     tooltip=_PLAY_ON_IN.get(state.game.name, PLAY_ON)))
        self.controls.children = tuple(parts)
        self._draw_hand(state, mine)

    def _draw_hand(self, state: HandState, mine: list[Action]) -> None:
        """The bottom seat's cards as buttons, in every phase: a click on a card that may not
        be played now is answered with its rule; Jo and Jotte beside them (JOJ-2)."""
        seat = self._seat_shown()
        name = state.players[seat]
        plays = {a.card: a for a in mine if a.verb is Verb.PLAY and a.announce is None
                 and a.player == name}
        said = [self._action_button(state, a, "info") for a in mine
                if a.verb is Verb.PLAY and a.announce is not None and a.player == name]
        advice = self.last_hint
        hints = {} if advice is None else {c: v.colour for c, v in advice.cards.items()}
        notes = {} if advice is None else {c: cost_words(v.cost, advice.unit)
                                           for c, v in advice.cards.items()}
        # The reader's seat is drawn here, round his cards, not in the table above.
        self.hand.header.value = reader_seat_html(state, seat, seat)
        turn = not state.is_over and seat == state.to_act
        if turn != ("jj-turn" in self.hand._dom_classes):
            (self.hand.add_class if turn else self.hand.remove_class)("jj-turn")
        self.hand.show(sorted_hand(state.hands[seat], state.trump),
                       {c for c in plays if isinstance(c, Card)}, hints=hints, notes=notes,
                       extras=said)
        self.card_buttons = dict(self.hand.buttons)
        for card, action in plays.items():
            if card is not None:
                self.offered[action.short()] = self.card_buttons[card.text]
