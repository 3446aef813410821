"""The two-player table's controls: the calls after the draw and the hand as card buttons.

:class:`TwoTableDrawing` is the part of :class:`~jojotte_teach.widgets.CardTable`
that draws the reader's buttons: the :class:`~.bidding.BiddingBox` in the auction;
after the draw a prompt line and one button per thing he may say (a pass says what
it gives up: "Pass: no more melds"); and in every phase his hand as card buttons
(:class:`~.hand.CardHand`), Jo and Jotte beside them.
"""

from __future__ import annotations

import re
from functools import partial
from html import escape

import ipywidgets as w

from ..engine.actions import Action, Verb
from ..engine.cards import Card, sorted_hand
from ..engine.state import HandState, Phase
from ..render.advice import cost_words
from ..render.table import action_text, seat_header_html
from .base import AuctionCalls
from .bidding import BiddingBox
from .hand import CardHand
from .table_two_coach import TwoTableCoach

__all__ = ["TwoTableDrawing", "button_words", "speech_prompt"]


def button_words(state: HandState, action: Action) -> str:
    """A call after the draw as its button says it; a pass says what it gives up.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
    >>> button_words(s, Action.parse("You meld AS KS QS")), button_words(s, Action.parse("You dix"))
    ('Declare A♠ K♠ Q♠', 'Dix: take the turn-up')
    """
    verb = action.verb
    if verb is Verb.MELD:
        return "Declare " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        return "Dix: take the turn-up"
    if verb is Verb.PASS:
        # SPEC-1 to SPEC-4: after the draw a pass gives up one thing: Nullo, Slam or melds.
        meaning = re.search(r"\(([^)]*)\)", action_text(state, action))
        return "Pass" if meaning is None else f"Pass: {meaning.group(1)}"
    return str(verb.value).capitalize()


def speech_prompt(state: HandState, speech: list[Action]) -> str:
    """The line above the buttons after the draw: what the reader may say now, and what
    his pass means.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> s = new_hand(Deal.from_seed(3, dealer=1), ("You", "Bob"))
    >>> speech_prompt(s, [Action.parse("You slam"), Action.parse("You pass")])
    'Your turn to speak (SPEC-3): bid Slam, or pass.'
    """
    verbs = {a.verb for a in speech}
    said = [words for verb, words in ((Verb.NULLO, "bid Nullo"), (Verb.SLAM, "bid Slam"),
                                      (Verb.MELD, "declare a meld"), (Verb.DIX, "take the dix"))
            if verb in verbs]
    passing = next((a for a in speech if a.verb is Verb.PASS), None)
    meaning = None if passing is None else button_words(state, passing)[len("Pass: "):]
    # SPEC-1 to SPEC-4 (the order after the draw), DIX-1 (the dix).
    rule = ("SPEC-1" if Verb.NULLO in verbs or meaning == "no Nullo" else
            "SPEC-3" if Verb.SLAM in verbs or meaning == "no Slam" else
            "DIX-1" if verbs == {Verb.DIX} else "SPEC-2, SPEC-4")
    if not said:
        if passing is None:
            return "Your turn."
        return (f"Nothing to declare now: \u201c{button_words(state, passing)}\u201d goes on "
                f"({rule}).")
    if passing is not None:
        said.append(f"pass ({meaning})" if meaning else "pass")
    if len(said) == 1:
        return f"Your turn to speak ({rule}): {said[0]}."
    return f"Your turn to speak ({rule}): {', '.join(said[:-1])}, or {said[-1]}."


class TwoTableDrawing(AuctionCalls, TwoTableCoach):
    """Draws the reader's calls into ``controls`` and his hand into ``hand``; the calls
    as methods (``accept``, ``bid``, ``pass_`` ...)."""

    box: BiddingBox
    controls: w.HBox
    hand: CardHand

    def _act(self, action: Action) -> bool:
        raise NotImplementedError

    def proceed(self) -> bool:
        """Let the opponent lead without taking the dix."""
        raise NotImplementedError

    # ------------------------------------------------------------ the calls by name
    # (the auction's come from AuctionCalls, with ``call`` itself)

    def nullo(self) -> bool:
        """Bid Nullo (SPEC-1)."""
        return self.call("nullo")

    def slam(self) -> bool:
        """Bid Slam (SPEC-3)."""
        return self.call("slam")

    def meld(self, cards: str) -> bool:
        """Declare one meld: ``meld("AS KS QS")`` (SPEC-2, SPEC-4)."""
        return self.call(f"meld {cards}")

    def dix(self) -> bool:
        """Exchange the seven of trumps for the turn-up (DIX-1)."""
        return self.call("dix")

    # ------------------------------------------------------------ drawing

    def _draw_controls(self, state: HandState, reader: list[Action]) -> None:
        if state.phase is Phase.AUCTION:
            self.box.update(state)
            self.box.message = ""  # the table says each call (and a new deal starts afresh)
            self.controls.children = (self.box,)
        else:
            speech = [a for a in reader if a.verb is not Verb.PLAY]
            buttons: list[w.Widget] = []
            if speech:
                buttons.append(w.HTML(f"<b>{escape(speech_prompt(state, speech))}</b>"))
            buttons.extend(self.button(button_words(state, a), partial(self._act, a),
                                       tooltip=action_text(state, a),
                                       style="warning" if a.verb is Verb.DIX else "")
                           for a in speech)
            if self.waiting:
                buttons.append(self.button("Play on", self.proceed,
                                           tooltip="Let the opponent lead"))
            self.controls.children = tuple(buttons)
        self._draw_hand(state, reader)

    def _draw_hand(self, state: HandState, reader: list[Action]) -> None:
        """The bottom seat's cards as buttons, in every phase: a click on a card that may
        not be played now is answered with its rule (PLAY-2 to PLAY-4; DRAW-1 while the
        auction is on); Jo and Jotte beside them (JOJ-2)."""
        seat = self._seat_shown()
        self.hand.header.value = seat_header_html(state, seat)
        playing = state.phase is Phase.PLAY and not self.waiting
        legal = {a.card for a in reader if playing and a.verb is Verb.PLAY
                 and a.announce is None}
        advice = self.last_hint
        hints = {} if advice is None else {c: v.colour for c, v in advice.cards.items()}
        notes = {} if advice is None else {c: cost_words(v.cost, advice.unit)
                                           for c, v in advice.cards.items()}
        said = []
        for action in reader:
            if playing and action.verb is Verb.PLAY and action.announce is not None:
                announced = action.card
                word = str(action.announce).capitalize()
                assert isinstance(announced, Card)
                said.append(self.button(  # JOJ-2: the King or Queen of trumps, announced
                    f"{announced.pretty} \u201c{word}\u201d", partial(self._act, action),
                    tooltip=f"Play the {announced.name} saying {word} (JOJ-2)", style="info"))
        self.hand.show(sorted_hand(state.hands[seat], state.trump),
                       {c for c in legal if c is not None}, hints=hints, notes=notes,
                       extras=said)
