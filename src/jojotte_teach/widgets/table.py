"""CardTable: a practice hand against a computer opponent, every rule checked by the engine.

The table shows both hands (the opponent's face down unless "show all"), the
trick in progress, tricks won, the turn-up and information card, the contract
and the score. The reader calls with a :class:`BiddingBox`, speaks after the
draw with buttons (Nullo, melds, Slam, the dix, pass) and plays with card
buttons; the opponent answers at once. An illegal move is explained with its
rule linked; :meth:`CardTable.undo` takes a move back.

The computer also coaches: :meth:`CardTable.hint` colours every card the reader
may play by what it costs against the best play, and says why the best card is
best; after the hand, :meth:`CardTable.review_play` lists every card played
against perfect play, trick by trick.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import ipywidgets as w
from traitlets import Bool, Dict, Float, Int, List, Unicode

from ..engine.actions import Action, Verb
from ..engine.cards import Card, sorted_hand
from ..engine.deal import Deal
from ..engine.errors import InvalidNotationError
from ..engine.records import HandRecord
from ..engine.rules import Rules, get_rules
from ..engine.scoring import HandScore, score_hand
from ..engine.state import HandState, Phase, apply, explain, legal_actions, new_hand
from ..render.advice import COST_COLOURS, cost_words, hint_html, hint_marks, review_html
from ..render.html import badge_colours
from ..render.table import action_text, score_html, table_html, tricks_html
from .base import JojotteWidget, verdict_html, you_say
from .bidding import BiddingBox
from .coach import HINT_BUDGET, advise_card, review_words, why_no_hint, why_no_review
from .players import Player, resolve_player, take_turn

if TYPE_CHECKING:
    from ..ai.hints import Hint, Review
    from ..ai.solver import Solver

__all__ = ["CardTable"]

_MAX_AUTOPLAY = 200  # a hand has well under 200 actions
#: The "show all" button's words: what a click will do.
SHOW = "Show all cards"
HIDE = "Hide the opponent's cards"


def _button_words(action: Action) -> str:
    verb = action.verb
    if verb is Verb.MELD:
        return "Declare " + " ".join(c.pretty for c in action.cards)
    if verb is Verb.DIX:
        return "Dix: take the turn-up"
    if verb is Verb.PASS:
        return "Pass"
    return str(verb.value).capitalize()


class CardTable(JojotteWidget):
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
        hint_text: the last hint's sentence on why the best card is best ("" if none
            is shown; a hint is shown until the position changes).
        hint_costs: each legal card of the hint (``"JS"``) with its cost against the
            best card, 0 for the best (in points, or in chance on an open Slam or Nullo).
        hint_html: the hint in words: the sentence and every card's cost.
        review_html: the review of the play, trick by trick ("" until asked for).
        hint_budget: seconds a hint from the reader's view may take.
    """

    phase = Unicode("")
    to_act = Unicode("")
    legal = List(Unicode())
    show_all = Bool(False)
    reviewing = Int(0)
    waiting = Bool(False)
    score_html = Unicode("")
    hint_text = Unicode("")
    hint_costs = Dict(value_trait=Float(), key_trait=Unicode())
    hint_html = Unicode("")
    review_html = Unicode("")
    hint_budget = Float(HINT_BUDGET, allow_none=True)

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
        # The coach's answers, each kept with the position it is about.
        self._hint: tuple[HandState, bool, Hint] | None = None
        self._review: tuple[HandState, Review] | None = None
        self._solver: Solver | None = None
        self.box = BiddingBox(state, on_call=self._act, preview=False, rules_url=self.rules_url)
        self.controls = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.cards = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.review_choice = w.Dropdown(options=[("the trick in progress", 0)], value=0,
                                        description="Show:")
        self.review_choice.observe(self.guarded(self._review_chosen), names=["value"])
        self.show_all_button = self.button(SHOW, self.toggle_show_all,
                                           tooltip="Turn the opponent's cards face up or down")
        self.tools = w.HBox([
            self.button("Undo", self.undo, tooltip="Take back your last move"),
            self.button("Hint", self.hint,
                        tooltip="Colour the cards you may play by what each one costs"),
            self.show_all_button,
            self.button("New deal", self.new_deal, tooltip="Deal a fresh hand"),
            self.button("Review the play", self.review_play,
                        tooltip="After the hand: every card played against perfect play"),
            self.review_choice,
        ], layout=w.Layout(flex_flow="row wrap"))
        self.hint_view = w.HTML()
        self.tricks_view = w.HTML()
        self.score_view = w.HTML()
        self.review_view = w.HTML()
        self._arrange(self.controls, self.cards, self.hint_view, self.tools, self.tricks_view,
                      self.score_view, self.review_view)
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

    def accept(self) -> bool:
        """Accept the turn-up's suit as trumps (BID-1)."""
        return self.call("accept")

    def bid(self, strain: str) -> bool:
        """Name a suit or No-trump (BID-2, BID-4)."""
        return self.call(f"bid {strain}")

    def pass_(self) -> bool:
        """Pass: in the auction, or to say nothing more after the draw."""
        return self.call("pass")

    def double(self) -> bool:
        """Double (BID-5)."""
        return self.call("double")

    def redouble(self) -> bool:
        """Redouble (BID-5)."""
        return self.call("redouble")

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
        state = new_hand(Deal.from_seed(self._seed, self._dealer), self.state.players,
                         self._rules)
        self._states = [state]
        self._marks = []
        self._dix_offered = False
        self._solver = None  # its table of solved positions belongs to the old deal
        self.waiting = False
        self.reviewing = 0
        self.message = ""
        self._tell(self._advance())
        self._refresh()

    # ------------------------------------------------------------ the coach

    @property
    def last_hint(self) -> Hint | None:
        """The hint shown for the position now (None if none is)."""
        kept = self._hint
        if kept is None or kept[0] is not self.state or kept[1] != self.show_all:
            return None
        return kept[2]

    @property
    def last_review(self) -> Review | None:
        """The review shown for the hand as it stands (None if none is)."""
        kept = self._review
        return kept[1] if kept is not None and kept[0] is self.state else None

    def _coach_solver(self) -> Solver:
        """One solver for the whole deal: positions solved for one hint speed up the next."""
        if self._solver is None:
            from ..ai.solver import Solver

            self._solver = Solver()
        return self._solver

    def _seat_shown(self) -> int:
        """The seat at the bottom of the table: the reader's, or the one to act."""
        return self.learner if self.opponent is not None else self.state.to_act

    def hint(self) -> Hint | None:
        """Colour each card the reader may play by its cost against the best play.

        With "show all" on, every card is known and the costs are exact. Otherwise
        they are averages over deals of the unseen cards that fit what the reader
        has seen (taking up to ``hint_budget`` seconds): the hint never looks at the
        opponent's hidden cards.

        Returns:
            The hint (also drawn on the cards, listed in ``hint_html`` and kept in
            ``hint_costs``), or None with ``message`` saying why there is none now.
        """
        state = self.state
        seat = self._seat_shown()
        problem = why_no_hint(state, seat, waiting=self.waiting)
        if problem is not None:
            self.say(problem)
            return None
        exact = bool(self.show_all)
        try:
            found = advise_card(state, seat, exact=exact, time_budget=self.hint_budget,
                                samples=self.hint_samples, seed=self.hint_seed,
                                solver=self._coach_solver())
        except ValueError as error:
            self.say(f"No hint here: {error}.")
            return None
        self._hint = (state, exact, found)
        self.reviewing = 0
        self.say(f"Hint: {found.best.pretty} is best; your cards are coloured by what "
                 "each one costs (listed below them).")
        self._refresh()
        return found

    def review_play(self) -> Review | None:
        """Every card played so far against perfect play, trick by trick.

        The review looks at both hands, so it is given once the hand is over (or
        while every card is face up).

        Returns:
            The review (drawn in ``review_html``), or None with ``message`` saying why
            there is none now.
        """
        state = self.state
        problem = why_no_review(state, bool(self.show_all))
        if problem is not None:
            self.say(problem)
            return None
        from ..ai.hints import review

        found = review(state, solver=self._coach_solver())
        self._review = (state, found)
        self.say(review_words(found, state.players))
        self._refresh()
        return found

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
        advice = self.last_hint
        self.html = table_html(state, viewer=viewer, show_all=self.show_all or state.is_over,
                               review=self.reviewing or None,
                               marks=None if advice is None else hint_marks(advice))
        self.hint_text = "" if advice is None else advice.reason
        self.hint_costs = {} if advice is None else {
            card.text: float(cost) for card, cost in advice.costs.items()}
        self.hint_html = "" if advice is None else hint_html(advice)
        self.hint_view.value = self.hint_html
        reviewed = self.last_review
        self.review_html = "" if reviewed is None else review_html(reviewed.lines)
        self.review_view.value = self.review_html
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

    def _draw_controls(self, state: HandState, reader: list[Action]) -> None:
        if state.phase is Phase.AUCTION:
            self.box.update(state)
            self.controls.children = (self.box,)
        else:
            buttons = [self.button(_button_words(a), partial(self._act, a),
                                   tooltip=action_text(state, a),
                                   style="warning" if a.verb is Verb.DIX else "")
                       for a in reader if a.verb is not Verb.PLAY]
            if self.waiting:
                buttons.append(self.button("Play on", self.proceed,
                                           tooltip="Let the opponent lead"))
            self.controls.children = tuple(buttons)
        self.cards.children = tuple(self._card_buttons(state, reader))

    def _card_buttons(self, state: HandState, reader: list[Action]) -> list[w.Widget]:
        if state.phase is not Phase.PLAY or self.waiting:
            return []
        seat = self._seat_shown()
        playable = {a.card: a for a in reader if a.verb is Verb.PLAY and a.announce is None}
        said = [a for a in reader if a.verb is Verb.PLAY and a.announce is not None]
        advice = self.last_hint
        made: list[w.Widget] = [w.HTML("<b>Play:</b>")]
        for card in sorted_hand(state.hands[seat], state.trump):
            verdict = None if advice is None else advice.cards.get(card)
            tip = f"Play the {card.name}"
            if card not in playable:
                tip += " (not allowed now: click to see why)"
            elif verdict is not None:
                tip += f" (hint: {cost_words(verdict.cost, advice.unit if advice else '')})"
            button = self.button(card.pretty, partial(self.play, card.text), tooltip=tip,
                                 style="primary" if card in playable else "", width="4em")
            if verdict is not None:
                # The hint's colour on the button too, its text kept readable (WCAG AA).
                background, text = badge_colours(COST_COLOURS[verdict.colour])
                button.style.button_color = background
                button.style.text_color = text
            made.append(button)
        for action in said:
            announced = action.card
            word = str(action.announce).capitalize()
            assert isinstance(announced, Card)
            made.append(self.button(
                f"{announced.pretty} \u201c{word}\u201d", partial(self._act, action),
                tooltip=f"Play the {announced.name} saying {word} (JOJ-2)", style="info"))
        return made
