"""The score sheet of a rubber at any table (GAME-1, GAME-2, THREE-13, CUT-3, FOUR-9).

:class:`Scorepad` keeps one column per player (two and three players, cutthroat) or
per side (partnership) across hands: games to the game's target below the line, the
rubber and its bonus, and the prison carried from hand to hand (SCO-8, THREE-12). A
game played as one game to a target, without a rubber (Klaberjass, KLAB-22; Belote,
BEL-26), says when that game is decided and who won it, a draw or a tie included
(:class:`~jojotte_teach.engine.game.PlaysOneGame`); the sheet is then closed.

>>> from jojotte_teach.engine import PAGAT
>>> pad = Scorepad(("Ann", "Bob"), PAGAT)
>>> pad.below_in_game, pad.prison, pad.rubber_over
([0, 0], 0, False)
>>> from jojotte_teach.engine.games import THREE
>>> three = Scorepad(("Ann", "Bob", "Cat"), game=THREE)
>>> three.throw_in().to_json(), three.hands_in_game, three.to_json()["rubber"]
({'thrown_in': True, 'active': None}, 1, None)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .errors import InvalidRecordError
from .game import Game, PlaysOneGame, get_game
from .hand import HandState
from .rules import PAGAT, Rules
from .scoring import GameResult, HandScore, OneGameResult, score_hand


class Scorable(Protocol):
    """Anything that scores as one hand, given the prison before it (a table's outcome)."""

    def score(self, prison: int) -> HandScore:
        """The hand's score with ``prison`` points in prison before it."""
        ...


@dataclass
class Scorepad:
    """The bridge-style score sheet of one rubber, at any table.

    Attributes:
        players: the names; the columns are ``game.column_names(players)``.
        rules: the rule profile (the rubber bonus; the rubber of two columns, GAME-2).
        game: the table (two-player Jo-Jotte unless said).
        hands: every hand written, throw-ins included.
        hand_games: for each hand, the index of the game it belongs to.
        games: the games finished so far (winner column, hands dealt in the game).
        below_in_game: each column's points below the line in the game being played.
        hands_in_game: hands dealt in the game being played, throw-ins included.
        prison: the points in prison now (SCO-8, THREE-12).
        rubber_over, rubber_winner, rubber_bonus: the rubber's result (GAME-2, THREE-13);
            in a game without a rubber, ``rubber_over`` says its one game is decided.
        game_result: in a game without a rubber, its one game once decided, a draw or a
            tie included (KLAB-22, BEL-26); a game won is in ``games`` too.
    """

    players: tuple[str, ...]
    rules: Rules = PAGAT
    game: Game = field(default=None)  # type: ignore[assignment]  # resolved below
    hands: list[HandScore] = field(default_factory=list)
    hand_games: list[int] = field(default_factory=list)
    games: list[GameResult] = field(default_factory=list)
    below_in_game: list[int] = field(default_factory=list)
    hands_in_game: int = 0
    prison: int = 0
    rubber_over: bool = False
    rubber_winner: int | None = None
    rubber_bonus: int = 0
    game_result: OneGameResult | None = None

    def __post_init__(self) -> None:
        if self.game is None:
            self.game = get_game(None)
        if len(self.players) != self.game.seats:
            raise InvalidRecordError(
                f"a {self.game.name} score sheet needs {self.game.seats} players")
        if not self.below_in_game:
            self.below_in_game = [0] * self.game.columns

    @property
    def names(self) -> tuple[str, ...]:
        """The column headings: players, or sides named ``Ann+Cat``."""
        return self.game.column_names(self.players)

    def add(self, hand: HandState | HandScore | Scorable) -> HandScore:
        """Write one hand on the sheet; a finished hand (or a table's outcome) is scored
        here with the sheet's prison.

        Args:
            hand: a finished or thrown-in hand, a scored hand (its ``prison_before`` must
                be the sheet's prison), or a table's outcome.

        Returns:
            The hand's score, as written.

        Raises:
            InvalidRecordError: the rubber is already over, the hand is unfinished, or it
                was played at another table, under other rules or against another prison.
        """
        if self.rubber_over:
            raise InvalidRecordError(self._closed())
        if isinstance(hand, HandState):
            if hand.players != self.players or hand.game != self.game:
                raise InvalidRecordError("this hand was played at another table")
            score = score_hand(hand, self.prison)
        elif isinstance(hand, HandScore):
            score = hand
        else:
            score = hand.score(self.prison)
        rules = score.outcome.rules if score.outcome is not None else self.rules
        if score.game != self.game or score.players != self.players or rules != self.rules:
            raise InvalidRecordError("this hand was played at another table or under other rules")
        if score.prison_before != self.prison:
            raise InvalidRecordError(f"this hand was scored with {score.prison_before} in prison, "
                                     f"but the sheet has {self.prison} (SCO-8)")
        self._write(score)
        return score

    def _closed(self) -> str:
        """Why no more hands can be written on a finished sheet."""
        rules = self.game.rules
        if isinstance(rules, PlaysOneGame):
            return (f"the game was decided in hand {len(self.hands)}: no more hands can be "
                    f"scored ({rules.game_rule})")
        return "the rubber is already over: no more hands can be scored"

    def _write(self, score: HandScore) -> None:
        self.hands.append(score)
        self.hand_games.append(len(self.games))
        self.prison = score.prison
        self.hands_in_game += 1
        columns = range(self.game.columns)
        for c in columns:
            self.below_in_game[c] += score.below[c]
        rules = self.game.rules
        if isinstance(rules, PlaysOneGame):
            # KLAB-22, BEL-26: one game; its end, a draw or a tie, closes the sheet.
            end = rules.game_end(self.game, tuple(self.below_in_game))
            if end is not None:
                self.game_result = OneGameResult(end.winner, self.hands_in_game)
                if end.winner is not None:
                    self.games.append(GameResult(end.winner, self.hands_in_game))
                self.rubber_over = True
            return
        # GAME-1, THREE-13, FOUR-9: 80 (125 in partnership) below the line wins the game;
        # only one column writes below in a hand, so at most one reaches it.
        leaders = [c for c in columns if self.below_in_game[c] >= self.game.game_target]
        if leaders:
            winner = max(leaders, key=lambda c: self.below_in_game[c])
            self.games.append(GameResult(winner, self.hands_in_game))
            self.below_in_game = [0] * self.game.columns  # above the line carries on
            self.hands_in_game = 0
            self._check_rubber()

    def throw_in(self) -> HandScore:
        """Write a thrown-in hand: nothing scored, but it counts among the game's hands.

        Raises:
            InvalidRecordError: the rubber is already over.
        """
        return self.add(self.game.rules.thrown_in_score(self.game, self.players, self.prison))

    def _check_rubber(self) -> None:
        wins = [sum(1 for g in self.games if g.winner == c) for c in range(self.game.columns)]
        if self.game.columns == 2 and not self.rules.rubber_first_to_two_games:
            # GAME-2 (profile): two games are played and the higher grand total wins.
            if len(self.games) < 2:
                return
            totals = self.totals_without_bonus()
            best = [c for c, t in enumerate(totals) if t == max(totals)]
            self.rubber_winner = best[0] if len(best) == 1 else None
        else:
            # GAME-2, THREE-13, CUT-3: the first column with two games wins the rubber.
            if max(wins) < 2:
                return
            self.rubber_winner = wins.index(2)
        self.rubber_over = True
        # THREE-13, CUT-2: the bonus goes to the rubber's winner alone; nobody copies it.
        self.rubber_bonus = self.rules.rubber_bonus if self.rubber_winner is not None else 0

    def above(self, column: int) -> int:
        """Everything a column has above the line, the rubber bonus included."""
        bonus = self.rubber_bonus if self.rubber_winner == column else 0
        return sum(h.above[column] for h in self.hands) + bonus

    def below(self, column: int) -> int:
        """Everything a column has below the line, all games together."""
        return sum(h.below[column] for h in self.hands)

    def totals_without_bonus(self) -> tuple[int, ...]:
        """Each column's grand total before the rubber bonus."""
        return tuple(sum(h.above[c] + h.below[c] for h in self.hands)
                     for c in range(self.game.columns))

    def totals(self) -> tuple[int, ...]:
        """Each column's grand total, above and below, the rubber bonus included (GAME-2)."""
        return tuple(self.above(c) + self.below(c) for c in range(self.game.columns))

    def _games_json(self) -> list[dict[str, Any]]:
        names = self.names
        if isinstance(self.game.rules, PlaysOneGame):
            result = self.game_result  # KLAB-22, BEL-26: null for a drawn or tied game
            return [] if result is None else [{
                "winner": None if result.winner is None else names[result.winner],
                "hands": result.hands}]
        return [{"winner": names[g.winner], "hands": g.hands} for g in self.games]

    def to_json(self) -> dict[str, Any]:
        """The session object ``python -m jojotte_teach score`` prints (HAND_RECORD.md)."""
        names = self.names
        rubber = None
        if self.rubber_over and self.rubber_winner is not None:
            rubber = {"winner": names[self.rubber_winner], "bonus": self.rubber_bonus}
        return {
            "hands": [h.to_json() for h in self.hands],
            "games": self._games_json(),
            "rubber": rubber,
            "totals": dict(zip(names, self.totals(), strict=True)),
        }
