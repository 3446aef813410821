"""MeldInterrogation: the MELD-5 dialogue, one exchange at a time, and what each player learns.

From a hand (its state after the melds, or its record), the widget steps
through the engine's ``state.meld_outcome``. With :meth:`MeldInterrogation.with_cards`
the reader chooses which melds of a hand to declare against an opponent's, and
sees the dialogue the engine makes of them.
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

import ipywidgets as w
from traitlets import Int, List, Unicode

from ..engine.cards import Card, Suit, parse_cards, pretty_cards
from ..engine.errors import InvalidNotationError
from ..engine.interrogation import MeldOutcome, interrogate
from ..engine.melds import Meld, check_meld, conflict_reason, possible_melds, sequence_conflict
from ..engine.records import HandRecord
from ..engine.state import HandState, Phase
from ..render.html import hand_html
from ..render.table import dialogue_html, learnt_text, rule_link
from .base import JojotteWidget, you_say
from .meld_cards import read_cards

__all__ = ["MeldInterrogation", "opponent_declarations"]


def opponent_declarations(hand: tuple[Card, ...], trump: Suit | None) -> list[Meld]:
    """What a computer opponent declares: every four, and its longest sequences.

    Two sequences of one suit may neither share a card nor touch (the engine's
    interpretation of MELD-2), so sequences are taken longest first, leaving out any
    that would.

    >>> from jojotte_teach.engine import parse_cards
    >>> [str(m) for m in opponent_declarations(parse_cards("AS KS QS JS 9H 9S 9D 9C"), None)]
    ['AS KS QS JS']
    """
    fours = [m for m in possible_melds(hand, trump) if m.is_four]
    runs = sorted((m for m in possible_melds(hand, trump) if not m.is_four),
                  key=lambda m: (-m.length, m.top.index))
    taken: list[Meld] = []
    for run in runs:
        if sequence_conflict(run, taken) is None:
            taken.append(run)
    return fours + taken


class MeldInterrogation(JojotteWidget):
    """The interrogation of MELD-5, step by step.

    Args:
        source: a hand whose melds are settled (the state after the last declaration,
            any later state, or a record that goes that far).
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        ValueError: the hand has not reached the play, so the melds are not settled.

    Traits:
        step, steps: exchanges shown, and how many there are.
        lines: the exchanges shown, ``'Bob: "A run of four."'``.
        learnt: what each player knows after the classes shown so far.
        result: who scores what, once every exchange is shown.
        available, chosen: with your own cards: the melds your hand holds, and those you
            declare (as text, ``"AS KS QS"``; the buttons show ``A♠ K♠ Q♠``).
    """

    step = Int(0)
    steps = Int(0)
    lines = List(Unicode())
    learnt = List(Unicode())
    result = Unicode("")
    available = List(Unicode())
    chosen = List(Unicode())

    def __init__(self, source: HandState | HandRecord | None = None, **common: Any) -> None:
        super().__init__(**common)
        self._names: tuple[str, ...] = ("You", "Bob")
        self._outcome: MeldOutcome | None = None
        self._own = False
        self._hand: tuple[Card, ...] = ()
        self._other: tuple[Card, ...] = ()
        self._trump: Suit | None = None
        self._first = 0
        self.choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.cards_view = w.HTML()
        box = w.Layout(width="24em")
        self.hand_box = w.Text(description="Your cards:", placeholder="AS KS QS JS 9H ...",
                               layout=box, continuous_update=False)
        self.other_box = w.Text(description="Opponent's:", placeholder="AH KH QH JH ...",
                                layout=box, continuous_update=False)
        self.trump_box = w.Text(description="Trumps:", placeholder="S, H, D, C or NT",
                                layout=w.Layout(width="14em"), continuous_update=False)
        self.card_boxes = w.HBox([
            self.hand_box, self.other_box, self.trump_box,
            self.button("Use these cards", self.use_boxes,
                        tooltip="Read the cards in the boxes and start the dialogue again"),
        ], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.steps_box = w.HBox([
            self.button("\u25c0 Back", self.back, tooltip="One exchange back"),
            self.button("Next \u25b6", self.next, tooltip="The next exchange"),
            self.button("Show all", self.show_all, tooltip="The whole dialogue"),
            self.button("Start again", self.reset, tooltip="Back to the first exchange"),
        ])
        self._arrange(self.cards_view, self.choices, self.steps_box)
        if source is not None:
            state = source.final_state() if isinstance(source, HandRecord) else source
            if state.meld_outcome is None or state.phase in (Phase.AUCTION, Phase.DECLARING):
                raise ValueError("the melds are settled once both players have spoken after "
                                 "the draw; this hand has not got that far (SPEC-5)")
            self._names = state.players
            self._outcome = state.meld_outcome
            self._draw()

    @classmethod
    def with_cards(cls, hand: str, opponent_hand: str, trump: str = "S", *,
                   you_first: bool = True, names: tuple[str, ...] = ("You", "Bob"),
                   strict: bool = True, **common: Any) -> MeldInterrogation:
        """Choose melds from your own cards and see the dialogue against an opponent's.

        The widget has boxes for the cards (:meth:`use_boxes`): new cards there never
        lose the hand shown until they are read without a problem.

        Args:
            hand: your cards, ``"AS KS QS JS 9H 9S 9D 9C 7H"``.
            opponent_hand: the opponent's cards; he declares every four and his longest
                sequences (:func:`opponent_declarations`).
            trump: the contract's strain, ``S H D C`` or ``NT``.
            you_first: you are the defender, who speaks first (SPEC-2).
            names: your name and the opponent's.
            strict: raise on cards that cannot be read; otherwise the widget says what
                is wrong in one sentence and waits for the cards in its boxes.

        Raises:
            InvalidNotationError: (``strict`` only) a card or the strain cannot be read,
                or a card is written twice or in both hands (:func:`read_cards`).
        """
        made = cls(**common)
        made._own = True
        made._names = names
        made._first = 0 if you_first else 1
        made._arrange(made.card_boxes, made.cards_view, made.choices, made.steps_box)
        if strict:
            read_cards(hand, opponent_hand, trump)
        if not made.set_cards(hand, opponent_hand, trump):
            made._draw()  # no hand yet: the widget says where the cards go
        return made

    # ------------------------------------------------------------ stepping

    def next(self) -> bool:
        """Show one more exchange."""
        if self._outcome is None:
            return self._no_hand()
        if self.step >= self.steps:
            self.say("That was the whole dialogue.")
            return False
        self.step += 1
        self._draw()
        return True

    def back(self) -> bool:
        """Show one exchange fewer."""
        if self._outcome is None:
            return self._no_hand()
        if self.step == 0:
            self.say("This is the start of the dialogue.")
            return False
        self.step -= 1
        self._draw()
        return True

    def reset(self) -> None:
        """Back to before the first exchange."""
        self.step = 0
        self._draw()

    def show_all(self) -> None:
        """Show the whole dialogue at once."""
        self.step = self.steps
        self._draw()

    # ------------------------------------------------------------ your own cards

    def set_cards(self, hand: str, opponent_hand: str, trump: str = "S") -> bool:
        """Play the interrogation with these cards (your melds still held stay declared).

        Returns:
            True once the cards are in play; False with ``message`` naming the problem
            in one sentence, the hand and melds shown before kept as they were.
        """
        self.hand_box.value, self.other_box.value, self.trump_box.value = (
            hand, opponent_hand, trump)
        return self.use_boxes()

    def use_boxes(self) -> bool:
        """Read the cards in the boxes (the "Use these cards" button): see :meth:`set_cards`."""
        try:
            mine, theirs, suit = read_cards(self.hand_box.value, self.other_box.value,
                                            self.trump_box.value)
        except InvalidNotationError as error:
            self._alert(str(error))
            return False
        self._own = True
        self._hand, self._other, self._trump = mine, theirs, suit
        self.available = [str(m) for m in possible_melds(mine, suit)]
        self.chosen = [m for m in self.chosen if m in self.available]
        self.message = ""
        self._settle()
        return True

    def declare(self, meld: str) -> bool:
        """Add a meld from your hand to your declarations (``"AS KS QS"``)."""
        if not self._own:
            self.say("This interrogation comes from a played hand: its melds are fixed.")
            return False
        if not self._hand:
            return self._no_hand()
        try:
            cards = parse_cards(meld)
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        checked = check_meld(cards, self._trump)
        if not isinstance(checked, Meld):
            rule, reason = checked
            self.message = f'<div role="alert">{reason} ({rule_link(rule, self.rules_url)}).</div>'
            return False
        missing = [c for c in checked.cards if c not in self._hand]
        if missing:
            self.message = (f'<div role="alert">You do not hold {pretty_cards(missing)} '
                            f"({rule_link('MELD-4', self.rules_url)}).</div>")
            return False
        mine = [Meld(parse_cards(m)) for m in self.chosen]
        if checked in mine:
            self.say(f"You have already declared {checked.pretty}.")
            return False
        clash = sequence_conflict(checked, mine)
        if clash is not None:
            self.message = (f'<div role="alert">{conflict_reason(checked, clash)} '
                            f"({rule_link('MELD-2', self.rules_url)}).</div>")
            return False
        self.chosen = [*self.chosen, str(checked)]
        self.message = ""
        self._settle()
        return True

    def withdraw(self, meld: str) -> bool:
        """Take a meld back out of your declarations."""
        try:
            taken = Meld(tuple(sorted(parse_cards(meld), key=lambda c: c.index)))
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        if str(taken) not in self.chosen:
            self.say(f"You have not declared {taken.pretty}.")
            return False
        self.chosen = [m for m in self.chosen if m != str(taken)]
        self._settle()
        return True

    def choose(self, melds: list[str]) -> bool:
        """Declare exactly these melds (all or nothing: on an error, the choice stays as it was)."""
        before = list(self.chosen)
        self.chosen = []
        for meld in melds:
            if not self.declare(meld):
                problem = self.message
                self.chosen = before
                self._settle()
                self.message = problem
                return False
        self._settle()
        return True

    def _alert(self, text: str) -> None:
        self.message = f'<div class="jj-message" role="alert">{escape(text)}</div>'

    def _no_hand(self) -> bool:
        self.say("Write your cards, your opponent's and the trumps in the boxes, then click "
                 "Use these cards.")
        return False

    def _settle(self) -> None:
        if not self._hand:
            self._draw()
            return
        mine = tuple(Meld(parse_cards(m)) for m in self.chosen)
        theirs = tuple(opponent_declarations(self._other, self._trump))
        self._outcome = interrogate(self._first, (mine, theirs), self._trump)
        self.step = 0
        self.cards_view.value = (
            f"<div><b>Your hand:</b></div>{hand_html(self._hand, label='Your hand')}"
            f"<div><b>{escape(self._names[1])}</b> declares: "
            f"{escape(', '.join(m.describe() for m in theirs) or 'nothing')}.</div>")
        chosen = set(self.chosen)
        buttons = []
        for text in self.available:
            pretty = Meld(parse_cards(text)).pretty
            if text in chosen:
                buttons.append(self.button(f"\u2713 {pretty}", partial(self.withdraw, text),
                                           tooltip="Withdraw this meld", style="success"))
            else:
                buttons.append(self.button(pretty, partial(self.declare, text),
                                           tooltip="Declare this meld"))
        self.choices.children = tuple(buttons)
        self._draw()

    # ------------------------------------------------------------ drawing

    def _head(self) -> str:
        """What the top of the widget says: what to do first, then where the dialogue is."""
        if self._own and self.step == 0:
            if not self.available:
                first = "Your hand holds no meld to declare."
            elif self.chosen:
                melds = [Meld(parse_cards(m)).describe() for m in self.chosen]
                first = f"You declare {', '.join(melds)}; click a meld again to withdraw it."
            else:
                first = "Choose the melds you declare: click them under your hand."
            if not self.steps:
                return f"{first} Nobody declares a meld, so there is nothing to ask."
            return (f"{first} Then click Next to hear the dialogue one exchange at a time, "
                    "or Show all.")
        if not self.steps:
            return "Nobody declared a meld: there is nothing to ask."
        if self.step == 0:
            return (f"The dialogue has {self.steps} exchanges: click Next to hear the first, "
                    "or Show all.")
        return f"Exchange {self.step} of {self.steps}"

    def _draw(self) -> None:
        outcome = self._outcome
        if outcome is None:
            if self._own:
                self.html = ("<div>Write your cards, your opponent's and the trumps in the "
                             "boxes above, then click <b>Use these cards</b>.</div>")
            return
        names = self._names
        exchanges = [e for r in outcome.results for e in r.exchanges]
        self.steps = len(exchanges)
        self.step = min(self.step, self.steps)
        self.lines = [f'{names[e.seat]}: "{e.text}"' for e in exchanges[:self.step]]
        learnt: list[str] = []
        shown = 0
        for r in outcome.results:
            shown += len(r.exchanges)
            if r.exchanges and shown <= self.step:
                learnt.extend(learnt_text(names[seat], names[1 - seat], fact)
                              for seat in (0, 1) for fact in r.learnt[seat])
        self.learnt = learnt
        if self.step == self.steps:
            parts = []
            for seat in (0, 1):
                shown_melds = outcome.shown(seat)
                if shown_melds:
                    parts.append(f"{names[seat]} scores {outcome.points(seat)}, showing "
                                 f"{', '.join(m.describe() for m in shown_melds)}")
            self.result = you_say("; ".join(parts) + ".") if parts else (
                "Nobody scores for melds.")
            if outcome.note:
                self.result += f" {outcome.note}"
        else:
            self.result = ""
        head = f"<div><b>{escape(self._head())}</b></div>"
        # Before the first exchange there is no dialogue to draw (MELD-5 starts with it).
        body = dialogue_html(outcome, names, self.step, self.rules_url) if self.step else ""
        tail = f"<div><b>{escape(self.result)}</b></div>" if self.result else ""
        self.html = head + body + tail
