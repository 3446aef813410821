"""TableGame: a hand at three or four, the reader at one seat and the computer at the others.

The three-player game, the partnership (the reader's partner is a computer player
too) and cutthroat, where the dealer sits out (CUT-1): when the reader deals, the
computer plays the hand through. Every gesture is a plain method that the buttons
call; the buttons offer exactly the reader's legal actions of the moment, and a
refused action is explained with its rule linked. The computer seats answer one
action at a time from their own ``player_view``, as ``play_hand`` asks them: an
act without a turn (a meld, the dix, the partnership's Nullo and Slam) when a seat
volunteers one, else the action of the seat to act. Those acts have no turn, so the
table waits for the reader to make them or to decline them with "Play on".

>>> game = TableGame("three", seed=3, preview=False)
>>> game.phase, game.to_act, game.legal
('auction', 'You', ['pass', 'accept'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from traitlets import Bool, List, Unicode

from ..ai.table_play import OPTIONAL, Player
from ..engine.actions import Action, Verb
from ..engine.deal import Deal, shuffled_deck
from ..engine.errors import InvalidNotationError
from ..engine.game import Game, get_game
from ..engine.hand import HandState, Phase
from ..engine.rules import Rules, get_rules
from ..engine.state import apply, explain, legal_actions
from ..engine.state import new_hand
from ..engine.scorepad import Scorepad
from ..engine.records import next_dealer
from ..engine.jojotte.outcome import table_outcome
from ..engine.jojotte.outcome import HandScore
from ..render.table_seats import (
    action_words,
    seats_html,
    table_pad_html,
    table_score_html,
    you_text,
)
from .base import verdict_html
from .table_buttons import TableButtons
from .table_coach import HINT_BUDGET, TableCoach
from .table_turns import computer_action, default_player, settled

__all__ = ["TableGame", "default_player"]

_NAMES = ("Ann", "Bob", "Cat", "Dan")
_MAX_STEPS = 400  # a hand has well under 400 actions
SHOW = "Show all cards"
HIDE = "Hide the computer's cards"


class TableGame(TableButtons):
    """A hand of Jo-Jotte at three or four: the reader at one seat, computer players at the rest.

    Args:
        game: ``"three"``, ``"partnership"`` or ``"cutthroat"``.
        seed: deal from this seed (default 1); each new deal takes the next one.
        seat: the reader's seat (0 to 2 at three, 0 to 3 at four).
        players: the names, clockwise (default ``Ann Bob Cat Dan`` with ``You`` at the
            reader's seat).
        rules: the rule profile.
        dealer: the first dealer's seat (default: the reader's right, so the reader
            speaks first); the deal then passes to the left (THREE-1, FOUR-1, CUT-1).
        computer: a factory ``seat -> player`` for the computer seats (each player has
            ``choose`` and ``volunteer``); default :func:`default_player`.
        show_all: show the computer's cards face up.
        hint_budget: seconds a hint from the reader's view may take (None: no limit; with
            "show all" on, the hint is exact and quick).
        hint_samples: at most this many deals of the unseen cards per hint (None: 24 at
            three, 8 in a partnership).
        hint_seed: fixes those deals.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        InvalidRecordError: an unknown game.
        ValueError: a seat, a dealer or names that do not fit the game.

    Traits:
        phase, to_act: where the hand stands and whose turn it is.
        legal: the reader's legal actions, as short strings (``"bid NT"``, ``"play KH jo"``).
        waiting: the table waits for the reader to make or decline an act without a turn.
        show_all: the computer's cards are face up.
        score_html: the hand's reckoning once it is over; pad_html: the rubber's score sheet.
        hint_html: the hint shown for the position now ("" if none); review_html: the
            review of the play ("" until asked for).
    """

    phase = Unicode("")
    to_act = Unicode("")
    legal = List(Unicode())
    waiting = Bool(False)
    show_all = Bool(False)
    score_html = Unicode("")
    pad_html = Unicode("")
    hint_html = Unicode("")
    review_html = Unicode("")

    def __init__(self, game: str = "three", seed: int | None = None, *, seat: int = 0,
                 players: tuple[str, ...] | None = None, rules: str | Rules = "pagat",
                 dealer: int | None = None,
                 computer: Callable[[int], Player] | None = None,
                 show_all: bool = False, hint_budget: float | None = HINT_BUDGET,
                 hint_samples: int | None = None, hint_seed: int = 0,
                 **common: Any) -> None:
        super().__init__(**common)
        self.coach = TableCoach(hint_budget, hint_samples, hint_seed)
        self.game: Game = get_game(game)
        if self.game.seats == 2:
            raise ValueError("TableGame is for three or four players; use CardTable for two")
        seats = self.game.seats
        if not 0 <= seat < seats:
            raise ValueError(f"the {self.game.name} game has seats 0 to {seats - 1}, not {seat}")
        self.seat = seat
        names = players or tuple("You" if s == seat else _NAMES[s] for s in range(seats))
        if len(names) != seats:
            raise ValueError(f"the {self.game.name} game has {seats} players, not {len(names)}")
        self.players: tuple[str, ...] = tuple(names)
        self.rules = get_rules(rules) if isinstance(rules, str) else rules
        self._factory = computer
        self._seed = 1 if seed is None else seed
        self._dealer = (seat - 1) % seats if dealer is None else dealer
        if not 0 <= self._dealer < seats:
            raise ValueError(f"there is no seat {dealer} to deal from")
        self._past: list[HandState] = []  # the finished hands of this rubber
        self._states: list[HandState] = []
        self._marks: list[tuple[int, frozenset[Action]]] = []  # before each reader action
        self._declined: frozenset[Action] = frozenset()
        self._computers: dict[int, Player] = {}
        #: While a record is replayed (:mod:`.record_file`) the computer seats keep still.
        self.held = False
        self.offered: dict[str, w.Button] = {}
        self.card_buttons: dict[str, w.Button] = {}
        self.controls = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.controls.add_class("jj-calls")
        self.hand = self._make_hand()
        self.cards = self.hand.row
        self.show_all_button = self.button(SHOW, self.toggle_show_all,
                                           tooltip="Turn the computer's cards face up or down")
        self.tools = w.HBox([
            self.button("Undo", self.undo, tooltip="Take back your last action"),
            self.button("Hint", self.hint, tooltip="What each card you may play is worth"),
            self.show_all_button,
            self.button("Review the play", self.review_play,
                        tooltip="Every card played against perfect play"),
            self.button("New deal", self.new_deal, tooltip="Deal the next hand"),
        ], layout=w.Layout(flex_flow="row wrap"))
        self.hint_view = w.HTML()
        self.score_view = w.HTML()
        self.pad_view = w.HTML()
        self.review_view = w.HTML()
        self._arrange(self.hand, self.controls, self.hint_view, self.tools, self.score_view,
                      self.pad_view, self.review_view)
        # The message just under the calls: why a card may not be played is read at once.
        rest = [c for c in self.children if c is not self.message_view]
        at = rest.index(self.controls) + 1
        self.children = (*rest[:at], self.message_view, *rest[at:])
        self.show_all = show_all
        self.observe(self.guarded(self._refresh), names=["show_all"])
        self._deal()

    # ------------------------------------------------------------ reading

    @property
    def state(self) -> HandState:
        """The hand now."""
        return self._states[-1]

    @property
    def me(self) -> str:
        """The reader's name."""
        return self.players[self.seat]

    @property
    def pad(self) -> Scorepad:
        """The rubber's score sheet: every finished hand so far, this one once it is over."""
        pad = Scorepad(self.players, self.rules, game=self.game)
        for hand in [*self._past, *([self.state] if self.state.is_over else [])]:
            if hand.phase is Phase.THROWN_IN:
                pad.throw_in()
            else:
                pad.add(table_outcome(hand))
        return pad

    @property
    def score(self) -> HandScore | None:
        """This hand's score once it is over (with the prison carried on the sheet)."""
        return self.pad.hands[-1] if self.state.is_over else None

    @property
    def declined(self) -> set[str]:
        """The acts without a turn the reader declined with "Play on" (no longer offered)."""
        return {a.short() for a in self._declined}

    def learner_actions(self) -> list[Action]:
        """The reader's legal actions now (``legal_actions`` for the reader's name)."""
        return [a for a in legal_actions(self.state) if a.player == self.me]

    def _open(self, state: HandState) -> list[Action]:
        """The reader's acts without a turn that he has not declined (melds, dix, specials)."""
        if state.phase not in (Phase.DECLARING, Phase.PLAY) or not settled(state):
            return []
        return [a for a in legal_actions(state) if a.player == self.me and a.verb in OPTIONAL
                and a not in self._declined]

    # ------------------------------------------------------------ gestures

    def call(self, text: str) -> bool:
        """Any action in words, without the player (``"pass"``, ``"bid NT"``, ``"side
        declarer"``, ``"defend"``, ``"nullo"``): True if made, else False with ``message``
        saying why not (the rule linked)."""
        try:
            action = Action.parse(f"{self.me} {text}")
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        return self._act(action)

    def play(self, card: str, announce: str | None = None) -> bool:
        """Play a card (``"KH"``), optionally saying ``"jo"`` or ``"jotte"`` (JOJ-2)."""
        return self.call(f"play {card}" + (f" {announce}" if announce else ""))

    def meld(self, cards: str) -> bool:
        """Declare one meld: ``meld("AS KS QS")`` (THREE-8, FOUR-5)."""
        return self.call(f"meld {cards}")

    def dix(self) -> bool:
        """Exchange the seven of trumps for the turn-up (DIX-1, FOUR-6)."""
        return self.call("dix")

    def proceed(self) -> bool:
        """Decline the acts without a turn now open (melds, the dix, Nullo, Slam) and play on."""
        if not self.waiting:
            self.say("Nothing is waiting for you.")
            return False
        self._declined |= frozenset(self._open(self.state))
        self.message = ""
        self._tell(self._advance())
        self._refresh()
        return True

    def undo(self) -> bool:
        """Take back the reader's last action and the computer's answers to it."""
        if not self._marks:
            self.say("There is nothing to undo.")
            return False
        index, self._declined = self._marks.pop()
        del self._states[index + 1:]
        self.waiting = bool(self._open(self.state))
        self.say("Action taken back.")
        self._refresh()
        return True

    def toggle_show_all(self) -> None:
        """Turn the computer's cards face up, or back down."""
        self.show_all = not self.show_all

    def hint(self) -> bool:
        """Colour each card the reader may play by its cost against the best card, and say
        why the best is best: exact with every card face up, else from the reader's view."""
        try:
            self.coach.hint(self.state, self.seat, exact=self.show_all)
        except ValueError as reason:
            self.say(str(reason))
            return False
        self.message = ""
        self._refresh()
        return True

    def review_play(self) -> bool:
        """Every card played so far against perfect play (once the hand is over, or at once
        with every card face up)."""
        try:
            self.review_html = self.coach.review_html(self.state, self.show_all)
        except ValueError as reason:
            self.say(str(reason))
            return False
        self.review_view.value = self.review_html
        self.message = ""
        return True

    def new_deal(self, seed: int | None = None) -> None:
        """Deal the next hand, from ``seed`` or the next seed. A finished hand goes on the
        score sheet and the deal passes to the left; an unfinished one is dealt again by
        the same dealer. After a finished rubber a new sheet starts."""
        said = []
        if self.state.is_over:
            if self.pad.rubber_over:
                self._past = []
                said.append("The rubber is over: a new score sheet begins.")
            else:
                self._past.append(self.state)
            self._dealer = next_dealer(self.game, self._dealer)
        self._seed = self._seed + 1 if seed is None else seed
        self._deal(said)

    def restore(self, states: list[HandState], past: list[HandState] | None = None, *,
                marks: list[tuple[int, frozenset[Action]]] | None = None,
                declined: frozenset[Action] = frozenset()) -> None:
        """Go on from a kept game (:mod:`.table_keeping` checks it first): ``past`` the
        rubber's finished hands, ``states`` the hand at the table (its first state, then
        one after each action), ``marks`` where Undo goes back to, ``declined`` the acts
        declined with "Play on". The next deals differ from the kept ones."""
        self._past, self._states = list(past or []), list(states)
        self._dealer = states[0].deal.dealer
        self._seed += len(self._past) + 1
        self.coach.new_hand()
        self.review_html = self.review_view.value = ""
        self._marks, self._declined = list(marks or []), declined
        self._computers = self._seat_players()
        self.waiting = bool(self._open(self.state))
        # A computer seat that had stopped on a fault acts now; none volunteers again.
        stopped = not (self.waiting or self.state.is_over or self.state.to_act == self.seat)
        self.message = ""
        self._tell(["Your game goes on.", *(self._advance() if stopped else [])])
        self._refresh()

    # ------------------------------------------------------------ the computer's turns

    def _deal(self, said: list[str] | None = None) -> None:
        deal = Deal.from_deck(shuffled_deck(self._seed), self._dealer, self.game)
        self._states = [new_hand(deal, self.players, self.rules)]
        self.coach.new_hand()
        self.review_html = ""
        self.review_view.value = ""
        self._marks = []
        self._declined = frozenset()
        self._computers = self._seat_players()
        told = list(said or [])
        told.append(f"{self.players[self._dealer]} deals.")
        if self.game.dealer_sits_out and self._dealer == self.seat:
            told.append("You deal and sit out this hand (CUT-1): the computer plays it through.")
        self.message = ""
        self._tell(told + self._advance())
        self._refresh()

    def _seat_players(self) -> dict[int, Player]:
        """A computer player for every seat but the reader's."""
        return {s: (self._factory(s) if self._factory is not None else
                    default_player(s, self._seed))
                for s in range(self.game.seats) if s != self.seat}

    def _act(self, action: Action) -> bool:
        state = self.state
        verdict = explain(state, action)
        if not verdict.allowed:
            legal = [a.short() for a in self.learner_actions()]
            self.message = verdict_html(verdict, action, self.rules_url, legal)
            return False
        self._marks.append((len(self._states) - 1, self._declined))
        said = self._push(state, action)
        said.extend(self._advance())
        self.message = ""
        self._tell(said)
        self._refresh()
        return True

    def _push(self, state: HandState, action: Action) -> list[str]:
        """Apply an action; what happened, in words."""
        after = apply(state, action)
        self._states.append(after)
        said = [action_words(state, action, self.seat)]
        if len(after.tricks) > len(state.tricks):
            said.append(f"{after.players[after.tricks[-1].winner]} wins the trick.")
        if after.phase is Phase.OVER:
            said.append("The hand is over: the score is below, and on the sheet.")
        elif after.phase is Phase.THROWN_IN:
            said.append("Everybody passed: the hand is thrown in. Press \u201cNew deal\u201d.")
        return said

    def _advance(self) -> list[str]:
        """Let the computer seats act until the reader has something to do; returns the words."""
        said: list[str] = []
        self.waiting = False
        for _ in range(0 if self.held else _MAX_STEPS):
            state = self.state
            if state.is_over:
                break
            try:
                action = self._computer_action(state)
                if action is None:
                    break
                if action.verb in (Verb.NULLO, Verb.SLAM):
                    self._declined = frozenset()  # the contract changed: the reader may answer
                said.extend(self._push(state, action))
            except Exception as error:  # a fault in a computer player: shown, not lost
                self.report(error)
                said.append(f"The computer player stopped: {error}")
                break
        return said

    def _computer_action(self, state: HandState) -> Action | None:
        """The next computer action, or None when the table waits for the reader."""
        action, self.waiting = computer_action(state, self.seat, self._computers,
                                               self._open(state))
        return action

    def _tell(self, said: list[str]) -> None:
        self.say(you_text(" ".join(said)))

    # ------------------------------------------------------------ drawing

    def _refresh(self, *_: Any) -> None:
        state = self.state
        mine = self.learner_actions()
        self.phase = state.phase.value
        self.to_act = "" if state.is_over else state.player_to_act
        self.legal = [a.short() for a in mine]
        self.html = seats_html(state, self.seat, show_all=self.show_all or state.is_over,
                               rules_url=self.rules_url, viewer_hand=False)
        pad = self.pad
        self.score_html = (table_score_html(pad.hands[-1], self.rules_url) if state.is_over
                           else "")
        self.score_view.value = self.score_html
        self.pad_html = table_pad_html(pad, self.rules_url)
        self.pad_view.value = self.pad_html
        self.show_all_button.description = HIDE if self.show_all else SHOW
        shown = self.coach.shown(state, self.show_all)
        self.hint_html = "" if shown is None else self.coach.hint_html(shown)
        self.hint_view.value = self.hint_html
        # Each card of the hint ringed in its verdict's colour (the words are below).
        self._draw_buttons(state, mine, None if shown is None else
                           {card: advice.colour for card, advice in shown.cards.items()})
