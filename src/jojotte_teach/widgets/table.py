"""CardTable: a practice hand against a computer opponent, every rule checked by the engine.

The table shows both hands (the opponent's face down unless "show all"), the
trick in progress, tricks won, the turn-up and information card, the contract
and the score. The reader calls with a :class:`BiddingBox`, speaks after the
draw with buttons (Nullo, melds, Slam, the dix, pass) and plays by clicking a
card of his hand (the cards are the buttons); the opponent answers at once. An
illegal move is explained with its rule linked; :meth:`CardTable.undo` takes a move back.

The computer also coaches: :meth:`CardTable.hint` rings every card the reader
may play in a colour for what it costs against the best play, and says why the best card is
best; after the hand, :meth:`CardTable.review_play` lists every card played
against perfect play, trick by trick.

The table is built in layers: :mod:`.table_two_coach` (the hint and the review),
:mod:`.table_two_draw` (the calls and the hand as card buttons, :mod:`.hand`), and
this module (the deal, the gestures and the opponent's turns).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from traitlets import List, Unicode

from ..engine.actions import Action, Verb
from ..engine.deal import Deal
from ..engine.errors import InvalidNotationError
from ..engine.records import HandRecord
from ..engine.rules import Rules, get_rules
from ..engine.scoring import HandScore, score_hand
from ..engine.state import HandState, Phase, apply, explain, legal_actions, new_hand
from ..render.table import action_text, score_html, table_html, tricks_html
from .base import verdict_html, you_say
from .bidding import BiddingBox
from .coach import HINT_BUDGET
from .hand import CardHand
from .players import Player, resolve_player, take_turn
from .table_two_draw import TwoTableDrawing, button_words, speech_prompt

__all__ = ["CardTable", "button_words", "speech_prompt"]

_MAX_AUTOPLAY = 200  # a hand has well under 200 actions
#: The "show all" button's words: what a click will do.
SHOW = "Show all cards"
HIDE = "Hide the opponent's cards"


class CardTable(TwoTableDrawing):
    """A hand of Jo-Jotte to play: the reader holds one seat, a computer player the other.

    Args:
        seed: deal a fresh hand from this seed (the default, seed 1).
        state: start from this position instead.
        record: start from the position at the end of this record.
        players: the two names (for a fresh deal).
        dealer: the dealer's seat (for a fresh deal).
        rules: the rule profile (for a fresh deal).
        learner: the reader's seat, or name.
        opponent: the computer player: a name (``"random"``, ``"heuristic"``,
            ``"expert"``) or an object with ``choose(view) -> Action``; ``None``: the
            reader plays both seats.
        opponent_seed: the seed of a computer player looked up by name.
        show_all: show the opponent's cards face up.
        hint_budget: seconds a hint may take when it is worked out from the reader's
            view (``None``: no limit; the answer then depends only on the samples and
            the seed). With "show all" on, the hint is exact and quick.
        hint_samples: deals of the unseen cards such a hint solves (None: as many as
            the cards left call for, within the budget).
        hint_seed: fixes those deals.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        ValueError: more than one of seed, state and record; an unknown player.

    Traits:
        phase, to_act: where the hand stands and whose turn it is.
        legal: the reader's legal actions, as short strings (``"play KH jo"``).
        show_all: the opponent's cards are face up.
        reviewing: 0 while live, n while finished trick n is shown.
        waiting: the table waits for the reader to take the dix or play on.
        score_html: the reckoning once the hand is over.
        hint_text, hint_costs, hint_html, review_html, hint_budget: the coach's
            (:class:`~.table_two_coach.TwoTableCoach`).
    """

    phase = Unicode("")
    to_act = Unicode("")
    legal = List(Unicode())
    score_html = Unicode("")

    def __init__(self, seed: int | HandState | HandRecord | None = None, *,
                 state: HandState | None = None,
                 record: HandRecord | None = None, players: tuple[str, ...] = ("You", "Bob"),
                 dealer: int = 1, rules: str | Rules = "pagat", learner: str | int = 0,
                 opponent: str | Player | None = "heuristic", opponent_seed: int = 0,
                 show_all: bool = False, hint_budget: float | None = HINT_BUDGET,
                 hint_samples: int | None = None, hint_seed: int = 0,
                 **common: Any) -> None:
        super().__init__(**common)
        # CardTable(some_state) and CardTable(some_record) read as the reader means them.
        if isinstance(seed, HandState):
            seed, state = None, seed if state is None else state
        elif isinstance(seed, HandRecord):
            seed, record = None, seed if record is None else record
        given = [x for x in (seed, state, record) if x is not None]
        if len(given) > 1:
            raise ValueError("start a table from one of seed, state or record, not several")
        self._rules = get_rules(rules) if isinstance(rules, str) else rules
        self._dealer = dealer
        self._seed = 1 if not isinstance(seed, int) else seed
        if record is not None:
            state = record.final_state()
        if state is None:
            state = new_hand(Deal.from_seed(self._seed, dealer), players, self._rules)
        self.learner = learner if isinstance(learner, int) else state.seat_of(learner)
        if self.learner not in (0, 1):
            raise ValueError(f"learner must be seat 0 or 1, not {learner}")
        self.opponent = None if opponent is None else resolve_player(opponent, opponent_seed)
        self._states: list[HandState] = [state]
        self._marks: list[int] = []
        self._dix_offered = False
        self.hint_budget = hint_budget
        self.hint_samples = hint_samples
        self.hint_seed = hint_seed
        self.box = BiddingBox(state, on_call=self._act, preview=False, rules_url=self.rules_url)
        self.box.owner = self
        self.controls = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.controls.add_class("jj-calls")
        self.hand = CardHand(lambda card: self.play(card.text), self.guarded)
        self.hand.layout.max_width = "760px"  # as wide as the table above it
        self.cards = self.hand.row
        self.review_choice = w.Dropdown(options=[("the trick in progress", 0)], value=0,
                                        description="Show:", style={"description_width": "3em"},
                                        layout=w.Layout(width="15em"))
        self.review_choice.observe(self.guarded(self._review_chosen), names=["value"])
        #: What the "New deal" button does: a fresh hand, unless the table is part of
        #: something that deals (a rubber scores the hand first).
        self.deal_next: Callable[[], Any] = self.new_deal
        self.new_deal_button = self.button("New deal", lambda: self.deal_next(),
                                           tooltip="Deal a fresh hand")
        self.show_all_button = self.button(SHOW, self.toggle_show_all,
                                           tooltip="Turn the opponent's cards face up or down")
        self.tools = w.HBox([
            self.button("Undo", self.undo, tooltip="Take back your last move"),
            self.button("Hint", self.hint,
                        tooltip="Colour the cards you may play by what each one costs"),
            self.show_all_button,
            self.new_deal_button,
            self.button("Review the play", self.review_play,
                        tooltip="After the hand: every card played against perfect play"),
            self.review_choice,
        ], layout=w.Layout(flex_flow="row wrap"))
        self.hint_view = w.HTML()
        self.tricks_view = w.HTML()
        self.score_view = w.HTML()
        self.review_view = w.HTML()
        self._arrange(self.hand, self.controls, self.hint_view, self.tools, self.tricks_view,
                      self.score_view, self.review_view)
        # The message just under the calls: why a card may not be played is read at once.
        rest = [c for c in self.children if c is not self.message_view]
        at = rest.index(self.controls) + 1
        self.children = (*rest[:at], self.message_view, *rest[at:])
        self.show_all = show_all
        self.observe(self.guarded(self._refresh), names=["show_all", "reviewing"])
        self._tell(self._advance())
        self._refresh()

    # ------------------------------------------------------------ reading

    @property
    def state(self) -> HandState:
        """The hand now."""
        return self._states[-1]

    @property
    def history(self) -> list[HandState]:
        """Every state since the table was set, the first one included."""
        return list(self._states)

    @property
    def card_buttons(self) -> dict[str, w.Button]:
        """The button of each card in the hand at the bottom, by its text (``"JH"``)."""
        return self.hand.buttons

    @property
    def score(self) -> HandScore | None:
        """The hand's score once it is over (or thrown in), else None."""
        return score_hand(self.state) if self.state.is_over else None

    def _controls(self, seat: int) -> bool:
        return seat == self.learner or self.opponent is None

    def _reader_actions(self) -> list[Action]:
        state = self.state
        return [a for a in legal_actions(state) if self._controls(state.seat_of(a.player))]

    def _actor(self, text: str) -> str:
        """Who a gesture is for: the reader's seat, or the one to act when he plays both."""
        state = self.state
        if self.opponent is not None:
            return state.players[self.learner]
        if text.strip().lower() == "dix":
            for action in legal_actions(state):
                if action.verb is Verb.DIX:
                    return action.player
        return state.player_to_act

    # ------------------------------------------------------------ gestures

    def call(self, text: str) -> bool:
        """Any action in words, without the player: ``"accept"``, ``"meld AS KS QS"``, ``"dix"``.

        Returns:
            True if the action was legal and made; False with ``message`` saying why not.
        """
        player = self._actor(text)
        try:
            action = Action.parse(f"{player} {text}")
        except InvalidNotationError as error:
            self.say(f"{error}.")
            return False
        return self._act(action)

    def play(self, card: str, announce: str | None = None) -> bool:
        """Play a card (``"KH"``), optionally saying ``"jo"`` or ``"jotte"`` (JOJ-2)."""
        return self.call(f"play {card}" + (f" {announce}" if announce else ""))

    def proceed(self) -> bool:
        """Let the opponent lead without taking the dix (when the table is waiting)."""
        if not self.waiting:
            self.say("Nothing is waiting: it is your turn.")
            return False
        self._dix_offered = True
        self.waiting = False
        self.message = ""
        self._tell(self._advance())
        self._refresh()
        return True

    def undo(self) -> bool:
        """Take back the reader's last action and the opponent's answers to it."""
        if not self._marks:
            self.say("There is nothing to undo.")
            return False
        del self._states[self._marks.pop() + 1:]
        self._dix_offered = False
        self.waiting = False
        self.reviewing = 0
        self.say("Move taken back.")
        # Taken back to before a dix the reader took while the table waited: wait again.
        self._advance()
        self._refresh()
        return True

    def review(self, trick: int | None) -> bool:
        """Show finished trick ``trick`` (1-based); ``None`` or 0: back to the live table."""
        done = len(self.state.tricks)
        if not trick:
            self.reviewing = 0
            return True
        if not 1 <= trick <= done:
            self.say(f"There is no trick {trick} to review: {done} "
                     f"trick{'s have' if done != 1 else ' has'} been played.")
            return False
        self.reviewing = trick
        return True

    def toggle_show_all(self) -> None:
        """Turn the opponent's cards face up, or back down."""
        self.show_all = not self.show_all

    def new_deal(self, seed: int | None = None) -> None:
        """Deal a fresh hand: from ``seed``, or the next seed after this table's."""
        self._seed = self._seed + 1 if seed is None else seed
        self.restore([new_hand(Deal.from_seed(self._seed, self._dealer), self.state.players,
                               self._rules)])

    def restore(self, states: list[HandState]) -> None:
        """Go on from a kept or replayed position: ``states``, a hand's states from its
        deal on, become the table's history (nothing to undo before them)."""
        self._states = list(states)
        self._marks = []
        self._dix_offered = False
        self._solver = None  # its table of solved positions belongs to the old deal
        self.waiting = False
        self.reviewing = 0
        self.message = ""
        self._tell(self._advance())
        self._refresh()

    def _seat_shown(self) -> int:
        """The seat at the bottom of the table: the reader's, or the one to act."""
        return self.learner if self.opponent is not None else self.state.to_act

    # ------------------------------------------------------------ the engine's turn

    def _act(self, action: Action) -> bool:
        state = self.state
        if state.players[0] != action.player and state.players[1] != action.player:
            self.say(f"{action.player} is not playing this hand.")
            return False
        if not self._controls(state.seat_of(action.player)):
            self.say(f"{action.player} is the computer's seat.")
            return False
        verdict = explain(state, action)
        if not verdict.allowed:
            legal = [a.short() for a in self._reader_actions()
                     if a.player == action.player]
            self.message = verdict_html(verdict, action, self.rules_url, legal)
            return False
        self._marks.append(len(self._states) - 1)
        self._states.append(apply(state, action))
        self.waiting = False
        self.reviewing = 0
        said = [action_text(state, action)]
        if len(self.state.tricks) > len(state.tricks):
            said.append(f"{state.players[self.state.tricks[-1].winner]} wins the trick.")
        said.extend(self._advance())
        if self.state.phase is Phase.OVER:
            said.append("The hand is over: the score is below, and \u201cReview the "
                        "play\u201d compares every card with perfect play.")
        elif self.state.phase is Phase.THROWN_IN:
            said.append("Four passes: the hand is thrown in (BID-3). Try a new deal.")
        self.say(you_say(" ".join(said)))
        self._refresh()
        return True

    def _tell(self, said: list[str]) -> None:
        if said:
            self.say(you_say(" ".join(said)))

    def _advance(self) -> list[str]:
        """Let the opponent play its turns; returns what it did, in words."""
        said: list[str] = []
        opponent = self.opponent
        if opponent is None:
            return said
        seat = 1 - self.learner
        for _ in range(_MAX_AUTOPLAY):
            state = self.state
            if state.is_over or state.to_act != seat:
                break
            if self._offer_dix(state):
                said.append("You may take the dix before the first lead (DIX-1): press "
                            "\u201cDix\u201d, or \u201cPlay on\u201d to let "
                            f"{state.players[seat]} lead.")
                break
            try:
                after = take_turn(state, seat, opponent)
            except Exception as error:  # a fault in the computer player: shown, not lost
                self.report(error)
                said.append(f"The computer player stopped: {error}")
                break
            said.append(action_text(state, after.history[-1]))
            if len(after.tricks) > len(state.tricks):
                said.append(f"{after.players[after.tricks[-1].winner]} wins the trick.")
            self._states.append(after)
        return said

    def _offer_dix(self, state: HandState) -> bool:
        """Before the opponent's first lead, the reader may still take the dix (DIX-1)."""
        if self._dix_offered or state.phase is not Phase.PLAY or state.tricks or state.trick:
            return False
        mine = state.players[self.learner]
        if any(a.verb is Verb.DIX and a.player == mine for a in legal_actions(state)):
            self.waiting = True
            return True
        return False

    # ------------------------------------------------------------ drawing

    def _review_chosen(self) -> None:
        self.review(int(self.review_choice.value))

    def _refresh(self, *_: Any) -> None:
        state = self.state
        reader = self._reader_actions()
        self.phase = state.phase.value
        self.to_act = "" if state.is_over else state.player_to_act
        self.legal = [a.short() for a in reader]
        self.show_all_button.description = HIDE if self.show_all else SHOW
        viewer = self._seat_shown()
        self.html = table_html(state, viewer=viewer, show_all=self.show_all or state.is_over,
                               review=self.reviewing or None, viewer_hand=False)
        self._draw_coach()
        self.tricks_view.value = tricks_html(state) if state.tricks else ""
        score = self.score
        self.score_html = "" if score is None else score_html(score, self.rules_url)
        self.score_view.value = self.score_html
        options = [("the trick in progress", 0)] + [
            (f"trick {n}", n) for n in range(1, len(state.tricks) + 1)]
        if list(self.review_choice.options) != options:
            self.review_choice.options = options
        if self.review_choice.value != self.reviewing:
            self.review_choice.value = self.reviewing
        self._draw_controls(state, reader)
