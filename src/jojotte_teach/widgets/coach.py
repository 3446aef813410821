"""The computer as coach at every card table: the "Hint" and "Review the play" buttons.

A hint rings every card the reader may play in a colour for what it costs against the
best play, and says why the best card is best. It is exact when the reader has turned
every card face up ("show all"); otherwise it is worked out from the reader's own
view only, over deals of the unseen cards that fit it, so it never gives the other
hands away. After the hand (or at once with every card face up) the review lists
every card played against perfect play. :class:`Coaching` is the part of
:class:`~jojotte_teach.widgets.CardTable` that asks for them and keeps each answer
with the position it is about; the computer players are imported on the first
question, not when the table starts.

>>> from jojotte_teach.ai.review import Review, ReviewLine
>>> from jojotte_teach.engine import Card
>>> lines = (ReviewLine(1, "You", Card("7S"), (Card("AS"),), 10.0, "points"),
...          ReviewLine(1, "Bob", Card("8S"), (Card("8S"),), 0.0, "points"))
>>> review_words(Review(lines), ("You", "Bob"))
'Against perfect play your cards gave away 10 points, and Bob played perfectly.'
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w
from traitlets import Bool, Dict, Float, Int, Unicode

from ..engine.game import PlaysOneGame
from ..engine.hand import HandState, Phase
from ..engine.view import player_view
from ..render.advice import hint_html, review_html
from .base import JojotteWidget

if TYPE_CHECKING:
    from ..ai.expert.sampled import HandSolvers
    from ..ai.hints import Hint
    from ..ai.review import Review

__all__ = ["HINT_BUDGET", "Coaching", "hint", "review_words", "why_no_hint", "why_no_review"]

#: Time a hint from the reader's view may take by default (seconds): under two in a
#: browser (the computer players' own default, :data:`jojotte_teach.ai.hints.HINT_BUDGET`).
HINT_BUDGET = 1.2


def hint(position: Any, **options: Any) -> Hint:
    """The computer players' hint (:func:`jojotte_teach.ai.hints.hint`), imported when first
    asked for."""
    from ..ai.hints import hint as advise

    return advise(position, **options)


def why_no_hint(state: HandState, seat: int, *, waiting: bool) -> str | None:
    """Why ``seat`` cannot have a hint now, or None if it can
    (:func:`jojotte_teach.ai.hints.why_no_hint`)."""
    from ..ai.hints import why_no_hint as reason

    return reason(state, seat, waiting=waiting)


def _signed(value: float) -> str:
    """A whole number with its sign, as a sentence writes it.

    >>> _signed(23.4), _signed(-5.6)
    ('+23', '\u22126')
    """
    return f"{'+' if round(value) >= 0 else MINUS}{abs(round(value))}"


#: The minus sign a sentence writes (not the hyphen).
MINUS = "\u2212"


def table_auction_hint(state: HandState, seat: int) -> str:
    """The auction's hint at three and four: the call the computer players' rules of
    thumb make for these cards (:func:`jojotte_teach.ai.heuristic.calls.table_call`),
    with what they count in each strain and where they bid, double and overcall.

    >>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
    >>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
    >>> print(table_auction_hint(s, 1))  # doctest: +ELLIPSIS
    Hint for the auction: the computer players would choose “Pass” here. ...
    >>> table_auction_hint(s, 2)
    'A hint for the auction comes when it is your turn to call.'
    """
    from ..ai.bidding import ACCEPT_AT, DOUBLE_AT, REDOUBLE_AT
    from ..ai.heuristic.calls import (
        OVERCALL_AT,
        TABLE_ACCEPT_AT,
        strain_counts,
        table_call,
    )
    from ..engine.actions import Verb, strain_name
    from ..render.words import action_label

    view = player_view(state, seat)
    if not view.legal:
        return "A hint for the auction comes when it is your turn to call."
    call = table_call(view)
    turn_up = state.turn_up.suit.value

    def named(strain: str) -> str:
        if strain == "NT":
            return "at No-trump"
        return f"in {strain_name(strain)}" + (" (the turn-up’s suit, with the dix)"
                                              if strain == turn_up else "")

    counts = strain_counts(view)
    listed = ", ".join(f"{value:.1f} {named(strain)}" for strain, value in counts.items())
    # THREE-2, FOUR-2: round one offers only the turn-up's suit, round two the others.
    open_now = {turn_up if a.verb is Verb.ACCEPT else a.strain or "NT" for a in view.legal
                if a.verb in (Verb.ACCEPT, Verb.BID)}
    strongest = next(iter(counts))
    rule = "FOUR-2" if state.game.partnerships else "THREE-2"
    only = ("" if not open_now or strongest in open_now else
            " Now you may name only " + " or ".join(
                "No-trump" if s == "NT" else strain_name(s) for s in sorted(open_now))
            + f" ({rule}).")
    bid_at = ACCEPT_AT if state.game.partnerships else TABLE_ACCEPT_AT
    return (f"Hint for the auction: the computer players would choose "
            f"“{action_label(state, call)}” here. Their rule of thumb counts about a "
            f"point for each trick a hand should take: your cards count {listed}. They "
            f"accept or bid from {bid_at:g}, double from {DOUBLE_AT:g}, overcall with "
            f"No-trump from {OVERCALL_AT:g} and redouble from {REDOUBLE_AT:g}.{only}")


def why_no_review(state: HandState, show_all: bool) -> str | None:
    """Why the play cannot be reviewed now, or None if it can
    (:func:`jojotte_teach.ai.review.why_no_review`)."""
    from ..ai.review import why_no_review as reason

    return reason(state, show_all)


def review_words(found: Review, players: tuple[str, ...]) -> str:
    """One sentence on what each player's cards gave away against perfect play (those who
    played no card are left out: the seats that sat out, THREE-8, CUT-1)."""
    said = []
    for name in players:
        if not any(line.player == name for line in found.lines):
            continue
        points, chance = found.total(name, "points"), found.total(name, "chance")
        if points <= 1e-9 and chance <= 1e-9:
            said.append("you played perfectly" if name == "You" else f"{name} played perfectly")
            continue
        parts = []
        if points > 1e-9:
            parts.append(f"{points:.0f} point{'' if round(points) == 1 else 's'}")
        if chance > 1e-9:
            parts.append(f"{chance * 100:.0f} percentage points of chance")
        whose = "your cards" if name == "You" else f"{name}'s cards"
        said.append(f"{whose} gave away {' and '.join(parts)}")
    if all(words.endswith("perfectly") for words in said):
        who = "Both players" if len(said) == 2 else "Everybody"
        return f"{who} played perfectly: every card was a best card."
    joined = f"{said[0]}, and {said[1]}" if len(said) == 2 else "; ".join(said)
    return f"Against perfect play {joined}."


class Coaching(JojotteWidget):
    """Hints and the review of the play for a card table.

    Traits:
        show_all, reviewing, waiting: as the table sets them.
        hint_text: the hint's sentence on why the best card is best ("" if none shown).
        hint_costs: each legal card of the hint (``"JS"``) with its cost against the
            best card, 0 for the best (in points, or in chance on an open Slam or Nullo).
        hint_html: the hint in words: the sentence and every card's cost.
        review_html: the review of the play, trick by trick ("" until asked for).
        hint_budget: seconds a hint from the reader's view may take (None: no limit).
    """

    show_all = Bool(False)
    reviewing = Int(0)
    waiting = Bool(False)
    hint_text = Unicode("")
    hint_costs = Dict(value_trait=Float(), key_trait=Unicode())
    hint_html = Unicode("")
    review_html = Unicode("")
    hint_budget = Float(HINT_BUDGET, allow_none=True)
    hint_view: w.HTML
    review_view: w.HTML

    def __init__(self, **common: Any) -> None:
        super().__init__(**common)
        self.hint_samples: int | None = None
        self.hint_seed = 0
        # The coach's answers, each kept with the position it is about.
        self._hint: tuple[HandState, bool, Hint] | None = None
        self._review: tuple[HandState, Review] | None = None
        self._solvers: HandSolvers | None = None

    @property
    def state(self) -> HandState:
        """The hand now (the table's)."""
        raise NotImplementedError

    def _seat_shown(self) -> int:
        raise NotImplementedError

    def _refresh(self, *_: Any) -> None:
        raise NotImplementedError

    def _new_hand_coach(self) -> None:
        """Forget the last hand's answers and solvers (a new deal, a kept game resumed)."""
        self._hint = self._review = None
        self._solvers = None

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

    def _hand_solvers(self) -> HandSolvers:
        """The solvers of this deal: positions solved for one hint speed up the next."""
        if self._solvers is None:
            from ..ai.expert.sampled import HandSolvers

            self._solvers = HandSolvers()
        return self._solvers

    def _draw_coach(self) -> None:
        """The hint and the review as they stand, in the traits and on the page."""
        advice = self.last_hint
        self.hint_text = "" if advice is None else advice.reason
        self.hint_costs = {} if advice is None else {
            card.text: float(cost) for card, cost in advice.costs.items()}
        hidden = "the hidden hand is" if len(self.state.players) == 2 else \
            "the hidden hands are"
        self.hint_html = "" if advice is None else hint_html(advice, hidden=hidden)
        self.hint_view.value = self.hint_html
        reviewed = self.last_review
        if reviewed is None:
            self.review_html = ""
        else:
            every = "both hands" if len(self.state.players) == 2 else "every hand"
            words = review_words(reviewed, self.state.players)
            self.review_html = f"<p>{escape(words)}</p>" + review_html(reviewed.lines,
                                                                      every=every)
        self.review_view.value = self.review_html

    def hint(self) -> Hint | None:
        """Mark each card the reader may play by its cost against the best play.

        With "show all" on, every card is known and the costs are exact. Otherwise they
        are averages over deals of the unseen cards that fit what the reader has seen
        (taking up to ``hint_budget`` seconds): the hint never looks at the hidden hands.

        In the auction at two, the hint is the bidding advisor's instead: what declaring
        each strain is worth to the reader's six cards, said in ``message``.

        Returns:
            The hint (also drawn round the cards, listed in ``hint_html`` and kept in
            ``hint_costs``), or None with ``message`` saying why there is none now (or,
            in the auction at two, giving the advisor's values).
        """
        state = self.state
        seat = self._seat_shown()
        if state.phase is Phase.AUCTION:
            if isinstance(state.game.rules, PlaysOneGame):  # Klaberjass, Belote
                from .family_hint import family_auction_hint

                self.say(family_auction_hint(state, seat))
            elif state.game.seats == 2:
                self._auction_hint(state, seat)
            else:
                self.say(table_auction_hint(state, seat))
            return None
        problem = why_no_hint(state, seat, waiting=self.waiting)
        if problem is not None:
            self.say(problem)
            return None
        exact = bool(self.show_all)
        try:
            if exact:
                found = hint(state, solver=self._hand_solvers())
            else:
                found = hint(player_view(state, seat), time_budget=self.hint_budget,
                             samples=self.hint_samples, seed=self.hint_seed,
                             solver=self._hand_solvers())
        except ValueError as error:
            self.say(f"No hint here: {error}.")
            return None
        self._hint = (state, exact, found)
        self.reviewing = 0
        costs = [a.cost for a in found.cards.values()]
        if len(costs) == 1:
            self.say(f"Hint: {found.best.pretty} is the only card you may play now.")
        elif max(costs) <= 1e-9:
            self.say("Hint: every card you may play is as good as any other here (each has "
                     "a ring: listed below).")
        else:
            self.say(f"Hint: {found.best.pretty} is best; each card you may play has a "
                     "coloured ring for what it costs (listed below).")
        self._refresh()
        return found

    def _auction_hint(self, state: HandState, seat: int) -> None:
        """The bidding advisor's word on the reader's six cards: each contract's average
        score against the opponent over deals of the cards he cannot see."""
        from ..ai.advisor import ADVISOR_SAMPLES, advise_bid

        advice = advise_bid(state.hands[seat], state.turn_up, rules=state.rules,
                            dealer=state.dealer == seat, time_budget=self.hint_budget,
                            samples=self.hint_samples or ADVISOR_SAMPLES, seed=self.hint_seed)
        values = ", ".join(f"{c.label} {_signed(c.mean)}" for c in advice.contracts)
        deals = f"{advice.samples} deal{'' if advice.samples == 1 else 's'}"
        self.say(f"Hint for the auction: over {deals} of the cards you cannot see, declaring "
                 f"would give you on average {values} (points more than your opponent). "
                 f"The best is {advice.best_contract.label}.")

    def review_play(self) -> Review | None:
        """Every card played so far against perfect play, trick by trick.

        The review looks at every hand, so it is given once the hand is over (or while
        every card is face up).

        Returns:
            The review (drawn in ``review_html``), or None with ``message`` saying why
            there is none now.
        """
        state = self.state
        problem = why_no_review(state, bool(self.show_all))
        if problem is not None:
            self.say(problem)
            return None
        from ..ai.review import review

        found = review(state, solver=self._hand_solvers())
        self._review = (state, found)
        self.say(review_words(found, state.players))
        self._refresh()
        return found
