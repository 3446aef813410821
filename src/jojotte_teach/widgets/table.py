"""CardTable: a hand of Jo-Jotte at any table, the reader at one seat, the computer at the rest.

One table for every game of the family: two players (the reader against one
computer opponent), three, four in partnership (the reader's partner a computer
player too) and cutthroat, where the dealer sits out (CUT-1: when the reader deals,
the computer plays the hand through). The picture is :func:`~jojotte_teach.render.
table_html`, seen from the reader's seat; under it his calls and his cards are the
buttons (:mod:`.calls`), offering exactly his legal actions of the moment, and a
refused action is explained with its rule linked. The computer seats answer from their
own views (:mod:`.players`); an act without a turn (the dix, a meld, the partnership's
Nullo and Slam) open to the reader makes the table wait for him to make it or decline
it with "Play on". :meth:`CardTable.undo` takes a move back, :meth:`CardTable.review`
shows a finished trick again, and the computer coaches (:mod:`.coach`). Every hand
finished at the table goes on its score sheet when the next is dealt, and the deal
passes on as the game's rules say (DEAL-4, THREE-1, FOUR-1, CUT-1). Klaberjass and
Belote sit at the same table with their own rule profile, words and score sheet: one
game to 250 (KLAB-22) or to 1,000 (BEL-26).

>>> table = CardTable(seed=3, opponent=None, preview=False)
>>> table.phase, table.legal
('auction', ['pass', 'accept'])
>>> game = CardTable("three", seed=3, preview=False)
>>> game.phase, game.to_act, game.legal
('auction', 'You', ['pass', 'accept'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from traitlets import Bool, Int, List, Unicode

from ..engine.actions import Action
from ..engine.deal import Deal
from ..engine.game import Game, get_game
from ..engine.hand import HandState, Phase
from ..engine.records import HandRecord, next_dealer
from ..engine.rules import Rules
from ..engine.scorepad import Scorepad
from ..engine.scoring import HandScore
from ..engine.state import new_hand
from ..render.family_sheet import hand_score_html, plays_one_game, sheet_html
from ..render.table import table_html, tricks_html
from .coach import HINT_BUDGET
from .players import Player, resolve_player
from .turns import TableTurns

__all__ = ["HIDE", "SHOW", "CardTable"]

_NAMES = ("Ann", "Bob", "Cat", "Dan")
_MAX_STEPS = 400  # a hand has well under 400 actions
#: The "show all" button's words: what a click will do.
SHOW = "Show all cards"
HIDE = "Hide the computer's cards"


class CardTable(TableTurns):
    """A hand of Jo-Jotte to play at any table: the reader at one seat, computer players at
    the others.

    Args:
        source: a game's name (``"two"``, ``"three"``, ``"partnership"``,
            ``"cutthroat"``), a seed, a state or a record (read as the keyword of its kind).
        seed: deal from this seed (default 1); each new deal takes the next one.
        game: the game (default two players, or the state's or record's).
        state: start from this position instead of a deal.
        record: start from the position at the end of this record.
        players: the names, clockwise (default ``Ann Bob Cat Dan`` with ``You`` at the
            reader's seat).
        rules: the rule profile (for a deal; default the game's own, ``pagat`` for
            Jo-Jotte, ``denexa`` for Belote).
        seat: the reader's seat, or name (``learner`` says the same).
        dealer: the first dealer's seat (default: the reader's right, so that the reader
            speaks first).
        opponent: the computer players: a name (``"random"``, ``"heuristic"``,
            ``"expert"``) or an object with ``choose(view)`` (and ``volunteer(view)``);
            ``None``: the reader plays every seat.
        opponent_seed: with ``seed``, fixes the computer players looked up by name.
        computer: a factory ``seat -> player`` for the computer seats instead.
        show_all: show every card face up.
        sheet: draw the score sheet of the hands played at this table under it.
        hint_budget: seconds a hint from the reader's view may take (None: no limit).
        hint_samples: deals of the unseen cards a hint solves (None: as many as suit).
        hint_seed: fixes those deals.
        **common: ``preview``, ``live_url``, ``preview_text``, ``rules_url``.

    Raises:
        ValueError: more than one of seed, state and record; a seat, a dealer or names
            that do not fit the game; an unknown player.
        InvalidRecordError: an unknown game.

    Traits:
        phase, to_act: where the hand stands and whose turn it is.
        legal: the reader's legal actions, as short strings (``"play KH jo"``).
        waiting: the table waits for the reader to make or decline an act without a turn.
        show_all: every card is face up.
        reviewing: 0 while live, n while finished trick n is shown.
        score_html: the hand's reckoning once it is over; pad_html: the score sheet.
        hint_text, hint_costs, hint_html, review_html, hint_budget: the coach's
            (:class:`~.coach.Coaching`).
    """

    phase = Unicode("")
    to_act = Unicode("")
    legal = List(Unicode())
    score_html = Unicode("")
    pad_html = Unicode("")
    #: How many hands this table has dealt. It counts a new deal before anyone plays it:
    #: whoever follows it (the record box) leaves the last hand's things first.
    dealt = Int(0)
    #: While a record is replayed (:mod:`.record_file`) the computer seats keep still;
    #: the reader's own act ends the replay there (:meth:`~.turns.TableTurns._act`).
    held = Bool(False)

    def __init__(self, source: str | int | HandState | HandRecord | None = None,
                 seed: int | None = None, *, game: str | Game | None = None,
                 state: HandState | None = None, record: HandRecord | None = None,
                 players: tuple[str, ...] | None = None, rules: str | Rules | None = None,
                 seat: int | str | None = None, learner: int | str | None = None,
                 dealer: int | None = None, opponent: str | Player | None = "heuristic",
                 opponent_seed: int = 0, computer: Callable[[int], Player] | None = None,
                 show_all: bool = False, sheet: bool = False,
                 hint_budget: float | None = HINT_BUDGET, hint_samples: int | None = None,
                 hint_seed: int = 0, **common: Any) -> None:
        super().__init__(**common)
        # CardTable("three"), CardTable(3), CardTable(state), CardTable(record).
        if isinstance(source, str):
            game = source if game is None else game
        elif isinstance(source, HandState):
            state = source if state is None else state
        elif isinstance(source, HandRecord):
            record = source if record is None else record
        elif isinstance(source, int) and seed is None:
            seed = source
        if sum(x is not None for x in (seed, state, record)) > 1:
            raise ValueError("start a table from one of seed, state or record, not several")
        if record is not None:
            state = record.final_state()
        self.game: Game = state.game if state is not None else (
            game if isinstance(game, Game) else get_game(game))
        self.rules = state.rules if state is not None else (
            self.game.rules.profile(rules) if rules is None or isinstance(rules, str)
            else rules)
        count = self.game.seats
        names = state.players if state is not None else players
        place = learner if learner is not None else seat
        if isinstance(place, str):
            if names is None or place not in names:
                raise ValueError(f"there is no player called {place!r} at this table")
            place = names.index(place)
        self.seat: int = 0 if place is None else place
        if not 0 <= self.seat < count:
            raise ValueError(f"the {self.game.name} game has seats 0 to {count - 1}, "
                             f"not {place}")
        names = names or tuple("You" if s == self.seat else _NAMES[s] for s in range(count))
        if len(names) != count:
            raise ValueError(f"the {self.game.name} game has {count} players, not {len(names)}")
        self.players: tuple[str, ...] = tuple(names)
        self._dealer = state.dealer if state is not None else (
            (self.seat - 1) % count if dealer is None else dealer)
        if not 0 <= self._dealer < count:
            raise ValueError(f"there is no seat {dealer} to deal from")
        self._seed = 1 if seed is None else seed
        self.opponent = opponent
        self._opponent_seed = opponent_seed
        self._factory = computer
        if isinstance(opponent, str):
            resolve_player(opponent, opponent_seed)  # an unknown name: said at once
        elif opponent is not None:
            resolve_player(opponent)
        self.hint_budget = hint_budget
        self.hint_samples = hint_samples
        self.hint_seed = hint_seed
        self.sheet = sheet
        #: What the "New deal" button does: the next deal, unless the table is part of
        #: something that deals (a rubber scores the hand first).
        self.deal_next: Callable[[], Any] = self.new_deal
        self._past: list[HandState] = []  # the finished hands on this table's sheet
        self._states: list[HandState] = []
        self._marks: list[tuple[int, frozenset[Action]]] = []  # before each reader action
        self._declined: frozenset[Action] = frozenset()
        self._computers: dict[int, Player] = {}
        self.offered: dict[str, w.Button] = {}
        self.card_buttons: dict[str, w.Button] = {}
        self._build()
        self.show_all = show_all
        self.observe(self.guarded(self._refresh), names=["show_all", "reviewing"])
        if state is None:
            self._deal()
        else:
            self.restore([state])

    def _build(self) -> None:
        self.controls = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.controls.add_class("jj-calls")
        self.hand = self._make_hand()
        self.cards = self.hand.row
        self.review_choice = w.Dropdown(options=[("the trick in progress", 0)], value=0,
                                        description="Show:", style={"description_width": "3em"},
                                        layout=w.Layout(width="17.5em"))
        self.review_choice.observe(self.guarded(lambda: self.review(
            int(self.review_choice.value))), names=["value"])
        self.new_deal_button = self.button("New deal", lambda: self.deal_next(),
                                           tooltip="Deal the next hand")
        self.show_all_button = self.button(SHOW, self.toggle_show_all,
                                           tooltip="Turn the computer's cards face up or down")
        self.tools = w.HBox([
            self.button("Undo", self.undo, tooltip="Take back your last action"),
            self.button("Hint", self.hint,
                        tooltip="Colour the cards you may play by what each one costs"),
            self.show_all_button, self.new_deal_button,
            self.button("Review the play", self.review_play,
                        tooltip="Every card played against perfect play"),
            self.review_choice,
        ], layout=w.Layout(flex_flow="row wrap"))
        self.hint_view, self.tricks_view = w.HTML(), w.HTML()
        self.score_view, self.pad_view, self.review_view = w.HTML(), w.HTML(), w.HTML()
        self._arrange(self.hand, self.controls, self.hint_view, self.tools, self.tricks_view,
                      self.score_view, self.pad_view, self.review_view)
        # The message just under the calls: why a card may not be played is read at once.
        rest = [c for c in self.children if c is not self.message_view]
        at = rest.index(self.controls) + 1
        self.children = (*rest[:at], self.message_view, *rest[at:])

    # ------------------------------------------------------------ reading

    @property
    def state(self) -> HandState:
        """The hand now."""
        return self._states[-1]

    @property
    def history(self) -> list[HandState]:
        """Every state of the hand at the table, the first one included."""
        return list(self._states)

    @property
    def learner(self) -> int:
        """The reader's seat."""
        return self.seat

    @property
    def past(self) -> tuple[HandState, ...]:
        """The finished hands on the score sheet, dealt before the hand at the table."""
        return tuple(self._past)

    def written(self) -> Scorepad:
        """The score sheet of the hands dealt before the hand at the table."""
        pad = Scorepad(self.players, self.rules, game=self.game)
        for hand in self._past:
            pad.add(hand)
        return pad

    @property
    def pad(self) -> Scorepad:
        """The score sheet: every finished hand dealt before, this one once it is over."""
        pad = self.written()
        if self.state.is_over:
            pad.add(self.state)
        return pad

    @property
    def score(self) -> HandScore | None:
        """This hand's score once it is over (with the prison carried on the sheet)."""
        return self.pad.hands[-1] if self.state.is_over else None

    @property
    def declined(self) -> set[str]:
        """The acts without a turn the reader declined with "Play on" (no longer offered)."""
        return {a.short() for a in self._declined}

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
        """Turn the computer's cards face up, or back down."""
        self.show_all = not self.show_all

    def new_deal(self, seed: int | None = None, *, new_sheet: bool = False) -> None:
        """Deal the next hand, from ``seed`` or the next seed. A finished hand goes on the
        score sheet and the deal passes on (DEAL-4, THREE-1, FOUR-1, CUT-1); an
        unfinished one is dealt again by the same dealer. After a finished rubber, or with
        ``new_sheet``, a new sheet starts."""
        said = []
        state = self.state
        if state.is_over and not new_sheet and self.pad.rubber_over:
            new_sheet = True
            over = "game" if plays_one_game(self.pad) else "rubber"
            said.append(f"The {over} is over: a new score sheet begins.")
        if new_sheet:
            self._past = []
        elif state.is_over:
            self._past.append(state)
        if state.is_over:
            self._dealer = next_dealer(self.game, self._dealer, rules=self.rules,
                                       thrown_in=state.phase is Phase.THROWN_IN)
        self._seed = self._seed + 1 if seed is None else seed
        self._deal(said)

    def restore(self, states: list[HandState], past: list[HandState] | None = None, *,
                marks: list[tuple[int, frozenset[Action]]] | None = None,
                declined: frozenset[Action] = frozenset(), words: str = "") -> None:
        """Go on from a kept or replayed position: ``states``, a hand's states from its
        first on, become the hand at the table; ``past`` (if given) the finished hands on
        the sheet; ``marks`` where Undo goes back to; ``declined`` the acts declined with
        "Play on"; ``words`` what the table says. The next deals differ from the kept ones."""
        if past is not None:
            self._past = list(past)
            self._seed += len(past) + 1
        self._states = list(states)
        self._dealer = states[0].dealer
        self._new_hand(marks, declined)
        # A computer seat that had stopped on a fault acts now; while the reader is waited
        # for, none is asked again.
        self.waiting = self._waits(self.state)
        said = [] if self.waiting else self._advance()
        self._tell([words, *said] if words else said)
        self._refresh()

    def _deal(self, said: list[str] | None = None) -> None:
        self.dealt += 1
        deal = Deal.from_seed(self._seed, self._dealer, self.game)
        self._states = [new_hand(deal, self.players, self.rules)]
        self._new_hand()
        told = [*(said or []), f"{self.players[self._dealer]} deals."]
        if self.game.dealer_sits_out and self._dealer == self.seat:
            told.append("You deal and sit out this hand (CUT-1): the computer plays it through.")
        self._tell(told + self._advance())
        self._refresh()

    # ------------------------------------------------------------ drawing

    def _refresh(self, *_: Any) -> None:
        state = self.state
        mine = self.learner_actions()
        self.phase = state.phase.value
        self.to_act = "" if state.is_over else state.player_to_act
        self.legal = [a.short() for a in mine]
        self.show_all_button.description = HIDE if self.show_all else SHOW
        self.html = table_html(state, viewer=self._seat_shown(),
                               show_all=self.show_all or state.is_over,
                               review=self.reviewing or None, viewer_hand=False,
                               bottom_seat=False,
                               rules_url=self.rules_url)
        self._draw_coach()
        self.tricks_view.value = tricks_html(state) if state.tricks else ""
        pad = self.pad if self.sheet or state.is_over else None
        self.score_html = "" if pad is None or not state.is_over else hand_score_html(
            pad.hands[-1], self.rules_url)
        self.score_view.value = self.score_html
        self.pad_html = sheet_html(pad, self.rules_url) if pad is not None and \
            self.sheet else ""
        self.pad_view.value = self.pad_html
        options = [("the trick in progress", 0)] + [
            (f"trick {n}", n) for n in range(1, len(state.tricks) + 1)]
        if list(self.review_choice.options) != options:
            self.review_choice.options = options
        if self.review_choice.value != self.reviewing:
            self.review_choice.value = self.reviewing
        self._draw_controls(state, mine)
