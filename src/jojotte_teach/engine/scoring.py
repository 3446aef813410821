"""Scoring: one hand (SCO-1 to SCO-11), then games and the rubber (GAME-1, GAME-2).

:func:`score_hand` turns a finished hand into a :class:`HandScore`: what each
player took, what goes above and below the line, and the reckoning line by
line with the rule for each step, so that a learner can follow it.
:class:`Scorepad` keeps the bridge-style sheet across hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import card_points
from .errors import InvalidRecordError
from .rules import Rules
from .state import Contract, HandState, Phase

#: SCO-9: a lost Nullo costs 200 for the first trick, 100 for each further one.
NULLO_MADE, NULLO_FIRST_TRICK, NULLO_FURTHER_TRICK = 200, 200, 100
#: SCO-10: Slam bonuses.
SLAM_BID_AND_MADE, SLAM_UNBID = 500, 100
LAST_TRICK, JOJOTTE = 10, 20


@dataclass(frozen=True, slots=True)
class Line:
    """One step of the reckoning, with the rules behind it."""

    text: str
    rules: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.text} ({', '.join(self.rules)})" if self.rules else self.text


Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Item:
    """One entry on the score sheet: who writes what, where, and why.

    >>> Item(0, "above", 100, "melds", "MELD-7")
    Item(seat=0, column='above', points=100, label='melds', rule='MELD-7')
    """

    seat: int
    column: str
    points: int
    label: str
    rule: str


@dataclass(frozen=True)
class HandScore:
    """What one hand is worth, for each seat (tuples are indexed by seat).

    Attributes:
        players: the two names.
        thrown_in: four passes, nothing scored (BID-3).
        contract: the final contract.
        tricks, card_points, last_trick, jojotte: what each seat took.
        trick_score: card points + last trick (+ Jo-Jotte where it counts there), unmultiplied.
        meld_score, total_score: SCO-3, SCO-4.
        above, below: what this hand writes in each column, all included.
        prison_before, prison: the prison before and after this hand (SCO-8, SCO-9).
        prison_won: the prison points the hand's winner took above the line.
        winner: the seat that won the hand (claims the prison), or ``None``.
        lines: the reckoning, step by step.
        items: each entry written above or below the line, with its reason; they add up
            to ``above`` and ``below``.
    """

    players: tuple[str, ...]
    thrown_in: bool
    contract: Contract | None = None
    tricks: Pair = (0, 0)
    card_points: Pair = (0, 0)
    last_trick: Pair = (0, 0)
    jojotte: Pair = (0, 0)
    trick_score: Pair = (0, 0)
    meld_score: Pair = (0, 0)
    total_score: Pair = (0, 0)
    above: Pair = (0, 0)
    below: Pair = (0, 0)
    prison_before: int = 0
    prison: int = 0
    prison_won: int = 0
    winner: int | None = None
    lines: tuple[Line, ...] = ()
    items: tuple[Item, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The object ``python -m jojotte_teach score`` prints (HAND_RECORD.md)."""
        if self.thrown_in:
            return {"thrown_in": True}
        c = self.contract
        assert c is not None
        names = self.players

        def pair(values: Pair) -> dict[str, int]:
            return {names[0]: values[0], names[1]: values[1]}

        return {
            "thrown_in": False,
            "contract": {
                "declarer": names[c.declarer],
                "strain": c.strain,
                "multiplier": c.multiplier,
                "special": c.special,
            },
            "tricks": pair(self.tricks),
            "card_points": pair(self.card_points),
            "trick_score": pair(self.trick_score),
            "meld_score": pair(self.meld_score),
            "total_score": pair(self.total_score),
            "above": pair(self.above),
            "below": pair(self.below),
            "prison": self.prison,
        }

    def reckoning(self) -> list[str]:
        """The reckoning as plain lines of text."""
        return [str(line) for line in self.lines]


def _pair(values: list[int]) -> Pair:
    return (values[0], values[1])


def score_hand(state: HandState, prison: int = 0) -> HandScore:
    """Score a finished hand.

    Args:
        state: a hand that is over (nine tricks played) or thrown in.
        prison: points in prison before this hand (SCO-8).

    Raises:
        InvalidRecordError: the hand is not finished.

    >>> from jojotte_teach.engine import Deal, new_hand
    >>> from jojotte_teach.engine.state import apply, legal_actions
    >>> s = new_hand(Deal.from_seed(5, dealer=0), ("Ann", "Bob"))
    >>> for _ in range(4):
    ...     s = apply(s, legal_actions(s)[0])   # four passes
    >>> score_hand(s, prison=30).to_json(), score_hand(s, prison=30).prison
    ({'thrown_in': True}, 30)
    """
    names = state.players
    if state.phase is Phase.THROWN_IN:
        return HandScore(names, True, prison_before=prison, prison=prison,
                         lines=(Line("Four passes: the hand is thrown in", ("BID-3",)),))
    if state.phase is not Phase.OVER:
        raise InvalidRecordError(f"the hand is not finished: {_unfinished(state)}")
    return _Reckoner(state, prison).score()


def _unfinished(state: HandState) -> str:
    if state.phase is Phase.AUCTION:
        return "the auction is still going on"
    if state.phase is Phase.DECLARING:
        return "the play has not started"
    return f"{len(state.tricks)} of 9 tricks played"


class _Reckoner:
    """Works out one hand's score and writes the reckoning as it goes."""

    def __init__(self, state: HandState, prison: int) -> None:
        self.state = state
        self.rules: Rules = state.rules
        self.names = state.players
        self.prison_before = prison
        self.lines: list[Line] = []
        self.above = [0, 0]
        self.below = [0, 0]
        self.items: list[Item] = []

    def say(self, text: str, *rules: str) -> None:
        self.lines.append(Line(text, rules))

    def write(self, seat: int, column: str, points: int, label: str, rule: str) -> None:
        """Write points in a seat's column, and keep the item for the score sheet."""
        (self.above if column == "above" else self.below)[seat] += points
        self.items.append(Item(seat, column, points, label, rule))

    def score(self) -> HandScore:
        st, rules, names = self.state, self.rules, self.names
        c = st.contract
        outcome = st.meld_outcome
        assert c is not None and outcome is not None
        trump = c.trump
        nullo = c.special == "nullo"
        tricks = [st.tricks_won(s) for s in (0, 1)]
        cards = [sum(card_points(x, trump) for x in st.won_cards(s)) for s in (0, 1)]
        last = [0, 0]
        if not nullo:
            last[st.tricks[-1].winner] = LAST_TRICK
        jj = [JOJOTTE if trump is not None and st.jojotte[s] else 0 for s in (0, 1)]
        in_tricks = rules.jojotte_in_trick_score
        trick = [cards[s] + last[s] + (jj[s] if in_tricks else 0) for s in (0, 1)]
        melds = [outcome.points(s) for s in (0, 1)]
        total = [trick[s] + melds[s] for s in (0, 1)]
        self.say(f"Contract: {c.describe(names)}", "BID-6")
        for s in (0, 1):
            self.say(f"{names[s]} took {tricks[s]} trick{'s' if tricks[s] != 1 else ''} "
                     f"worth {cards[s]} card points", "SCO-1")
        if not nullo:
            self.say(f"{names[st.tricks[-1].winner]} won the last trick: 10 more", "SCO-1")
        for s in (0, 1):
            if jj[s]:
                where = "in the trick score" if in_tricks else "above the line"
                # Above the line is the profile's difference from JOJ-4: cite the profile.
                where_rule = "JOJ-4" if in_tricks else rules.name
                self.say(f"{names[s]} announced Jo-Jotte: 20 {where}", "JOJ-2", where_rule)
                if not in_tricks:
                    self.write(s, "above", jj[s], "Jo-Jotte", where_rule)
        for s in (0, 1):
            if melds[s]:
                shown = ", ".join(m.describe() for m in outcome.shown(s))
                self.say(f"{names[s]} scores {melds[s]} for melds ({shown}), above the line",
                         "MELD-4", "MELD-7")
                self.write(s, "above", melds[s], "melds", "MELD-7")
        if outcome.note:  # no melds on a special hand: the profile's difference (SPEC-5)
            self.say(outcome.note, rules.name)
        self.say(f"Trick scores: {names[0]} {trick[0]}, {names[1]} {trick[1]}; Total Scores: "
                 f"{names[0]} {total[0]}, {names[1]} {total[1]}", "SCO-1", "SCO-4")
        prison_added = 0
        winner: int | None
        if nullo:
            winner, prison_added = self._nullo(c, tricks, cards)
        else:
            winner, prison_added = self._contract(c, tricks, trick, total)
        prison_won = 0
        if winner is not None and self.prison_before:
            prison_won = self.prison_before
            self.write(winner, "above", prison_won, "prison won", "SCO-8")
            self.say(f"{names[winner]} wins the hand and takes the {prison_won} points in "
                     "prison, above the line", "SCO-8")
        prison_after = (0 if prison_won else self.prison_before) + prison_added
        return HandScore(
            players=names, thrown_in=False, contract=c,
            tricks=_pair(tricks), card_points=_pair(cards), last_trick=_pair(last),
            jojotte=_pair(jj), trick_score=_pair(trick), meld_score=_pair(melds),
            total_score=_pair(total), above=_pair(self.above), below=_pair(self.below),
            prison_before=self.prison_before, prison=prison_after, prison_won=prison_won,
            winner=winner, lines=tuple(self.lines), items=tuple(self.items),
        )

    def _nullo(self, c: Contract, tricks: list[int], cards: list[int]) -> tuple[None, int]:
        names = self.names
        d, f = c.declarer, c.defender
        added = cards[0] + cards[1]
        self.say(f"Nullo: all {added} card points, at No-trump values and without the last "
                 "trick, go to prison; nothing is scored below the line", "SCO-9")
        if tricks[d] == 0:
            self.write(d, "above", NULLO_MADE, "Nullo made", "SCO-9")
            self.say(f"{names[d]} took no trick: Nullo made, 200 above the line", "SCO-9")
        else:
            bonus = NULLO_FIRST_TRICK + NULLO_FURTHER_TRICK * (tricks[d] - 1)
            self.write(f, "above", bonus, "Nullo defeated", "SCO-9")
            self.say(f"{names[d]} took {tricks[d]} trick{'s' if tricks[d] > 1 else ''}: "
                     f"{names[f]} scores 200 for the first and 100 for each further one, "
                     f"{bonus} above the line", "SCO-9")
        return None, added

    def _contract(self, c: Contract, tricks: list[int], trick: list[int],
                  total: list[int]) -> tuple[int | None, int]:
        names, rules = self.names, self.rules
        d, f = c.declarer, c.defender
        m = c.multiplier
        key = total if rules.winner_by_total_score else trick
        measure = "Total Score" if rules.winner_by_total_score else "trick score"
        both = m * (trick[0] + trick[1])
        times = {1: "", 2: ", doubled,", 4: ", redoubled,"}[m]
        slam_bid = c.special == "slam"
        winner: int | None
        to_prison = 0
        if slam_bid and tricks[d] < 9:
            winner = f
            self.say(f"{names[d]} bid Slam and lost a trick: nothing for tricks to "
                     f"{names[d]}, and {names[f]} counts as the winner", "SCO-11")
            if key[f] > key[d]:
                self.write(f, "below", both, "tricks", "SCO-11")
                self.say(f"{names[f]} has the higher {measure}: both trick scores{times} "
                         f"{both} below the line", "SCO-11", "SCO-6" if m == 1 else "SCO-7")
            else:
                self.write(f, "above", both, "Slam defeated", "SCO-11")
                self.say(f"{names[f]} does not have the higher {measure}: both trick "
                         f"scores{times} {both} above the line", "SCO-11")
        elif key[d] == key[f]:
            self.say(f"Equal {measure}s: both trick scores{times} {both} go to prison",
                     "SCO-8")
            winner, to_prison = None, both
        else:
            winner = d if key[d] > key[f] else f
            role = "declarer" if winner == d else "defender"
            lead = f"{names[winner]}, the {role}, has the higher {measure}"
            if m == 1 and winner == d:
                self.write(d, "below", trick[d], "tricks", "SCO-5")
                if rules.defender_scores_above_when_beaten:
                    self.write(f, "above", trick[f], "tricks", "SCO-5")
                    self.say(f"{lead}: {trick[d]} below the line; {names[f]} writes "
                             f"{trick[f]} above", "SCO-5")
                else:
                    # The profile's difference from SCO-5: the beaten defender writes nothing.
                    self.say(f"{lead}: {trick[d]} below the line; {names[f]} scores "
                             "nothing for tricks", rules.name)
            elif m == 1:
                self.write(f, "below", both, "tricks", "SCO-6")
                self.say(f"{lead}: both trick scores, {both}, below the line", "SCO-6")
            elif winner == d and not rules.doubled_declarer_takes_both:
                self.write(d, "below", m * trick[d], "tricks", rules.name)
                # The profile's difference from SCO-7: the declarer takes only his own.
                self.say(f"{lead}: the declarer's own trick score{times} {m * trick[d]} below",
                         rules.name)
            else:
                self.write(winner, "below", both, "tricks", "SCO-7")
                self.say(f"{lead}: both trick scores{times} {both} below the line", "SCO-7")
        # SCO-10: the Slam bonus stands even when the tie sends the tricks to prison.
        if slam_bid and tricks[d] == 9:
            self.write(d, "above", SLAM_BID_AND_MADE, "Slam made", "SCO-10")
            self.say(f"{names[d]} bid Slam and took all nine tricks: 500 above the line",
                     "SCO-10")
        for s in (0, 1):
            if tricks[s] == 9 and not (slam_bid and s == d):
                self.write(s, "above", SLAM_UNBID, "unbid slam", "SCO-10")
                self.say(f"{names[s]} took all nine tricks without bidding Slam: 100 above "
                         "the line", "SCO-10")
        return winner, to_prison


@dataclass(frozen=True)
class GameResult:
    """A finished game: who won it, and how many hands (throw-ins included) it took."""

    winner: int
    hands: int


@dataclass
class Scorepad:
    """The bridge-style score sheet across hands: games to 80, the rubber (GAME-1, GAME-2).

    >>> from jojotte_teach.engine import PAGAT
    >>> pad = Scorepad(("Ann", "Bob"), PAGAT)
    >>> pad.below_in_game, pad.prison, pad.rubber_over
    ([0, 0], 0, False)
    """

    players: tuple[str, ...]
    rules: Rules
    hands: list[HandScore] = field(default_factory=list)
    #: For each hand, the index of the game it belongs to.
    hand_games: list[int] = field(default_factory=list)
    games: list[GameResult] = field(default_factory=list)
    below_in_game: list[int] = field(default_factory=lambda: [0, 0])
    hands_in_game: int = 0
    prison: int = 0
    rubber_over: bool = False
    rubber_winner: int | None = None
    rubber_bonus: int = 0

    def add(self, state: HandState) -> HandScore:
        """Score a finished hand and write it on the sheet.

        Raises:
            InvalidRecordError: the rubber is already over, or the hand is unfinished.
        """
        if self.rubber_over:
            raise InvalidRecordError("the rubber is already over: no more hands can be scored")
        score = score_hand(state, self.prison)
        self.hands.append(score)
        self.hand_games.append(len(self.games))
        self.prison = score.prison
        self.hands_in_game += 1
        for s in (0, 1):
            self.below_in_game[s] += score.below[s]
        target = self.rules.game_target
        leaders = [s for s in (0, 1) if self.below_in_game[s] >= target]
        if leaders:
            # GAME-1: only one player scores below the line in a hand.
            winner = max(leaders, key=lambda s: self.below_in_game[s])
            self.games.append(GameResult(winner, self.hands_in_game))
            self.below_in_game = [0, 0]
            self.hands_in_game = 0
            self._check_rubber()
        return score

    def _check_rubber(self) -> None:
        wins = [sum(1 for g in self.games if g.winner == s) for s in (0, 1)]
        if self.rules.rubber_first_to_two_games:
            if max(wins) < 2:
                return
            self.rubber_winner = 0 if wins[0] == 2 else 1
        else:
            if len(self.games) < 2:
                return
            totals = self.totals_without_bonus()
            self.rubber_winner = None if totals[0] == totals[1] else (
                0 if totals[0] > totals[1] else 1)
        self.rubber_over = True
        self.rubber_bonus = self.rules.rubber_bonus if self.rubber_winner is not None else 0

    def above(self, seat: int) -> int:
        """Everything a seat has above the line (the rubber bonus included)."""
        bonus = self.rubber_bonus if self.rubber_winner == seat else 0
        return sum(h.above[seat] for h in self.hands) + bonus

    def below(self, seat: int) -> int:
        """Everything a seat has below the line, all games together."""
        return sum(h.below[seat] for h in self.hands)

    def totals_without_bonus(self) -> Pair:
        """Grand totals before the rubber bonus."""
        return _pair([sum(h.above[s] + h.below[s] for h in self.hands) for s in (0, 1)])

    def totals(self) -> Pair:
        """Grand totals: everything above and below, the rubber bonus included (GAME-2)."""
        return _pair([self.above(s) + self.below(s) for s in (0, 1)])

    def to_json(self) -> dict[str, Any]:
        """The session object ``python -m jojotte_teach score`` prints."""
        names = self.players
        rubber = None
        if self.rubber_over and self.rubber_winner is not None:
            rubber = {"winner": names[self.rubber_winner], "bonus": self.rubber_bonus}
        totals = self.totals()
        return {
            "hands": [h.to_json() for h in self.hands],
            "games": [{"winner": names[g.winner], "hands": g.hands} for g in self.games],
            "rubber": rubber,
            "totals": {names[0]: totals[0], names[1]: totals[1]},
        }
