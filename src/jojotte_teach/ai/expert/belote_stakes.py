"""What a Belote hand scores for each card the expert may play (BEL-13, BEL-14, BEL-19 to
BEL-25): the exact solver's trick points from now on, turned into the hand's score.

Trick points alone miss what decides a Belote hand: a contract made or failed by one
point (BEL-21), a dedans that gives the defenders everything (BEL-23), a capot's 90
more (BEL-19), declarations lost by a side that takes no trick (BEL-20), scores
rounded to ten (BEL-25). So on each sampled deal the expert scores each card as the
hand would end, and plays the card with the best mean score difference for its side,
the mean trick points breaking ties.

>>> from jojotte_teach.engine.belote.profiles import DENEXA
>>> stakes = BeloteStakes(DENEXA, taking=0, side=0, won=(70, 0), tricks=(2, 0),
...                       declared=(0, 0), belote=(0, 0))
>>> stakes.left
92
>>> stakes.score_difference(12)   # 82 against 80: made, 80 - 80 (rounded, BEL-25)
0
>>> stakes.score_difference(11)   # 81 against 81: dedans, 0 - 160
-160
>>> stakes.score_difference(92)   # a capot: 252 against nothing
250
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.belote.declarations import awarded
from ...engine.belote.play import card_points
from ...engine.belote.profiles import BeloteProfile, profile_of
from ...engine.belote.scoring import (
    ALL_TRICK_POINTS,
    BELOTE,
    CAPOT,
    LAST_TRICK,
    side_scores,
)
from ...engine.cards import Card, Rank
from ...engine.scoring import taken_by_sides
from ...engine.view import PlayerView

__all__ = ["BeloteStakes"]


@dataclass(frozen=True)
class BeloteStakes:
    """The figures of a Belote hand in play that decide its score, by sides (0 and 1).

    Attributes:
        profile: the rule profile (BEL-21, BEL-23, BEL-25 differ).
        taking: the taking side (BEL-8).
        side: the side of the player to move.
        won: card points each side has won in finished tricks (BEL-4).
        tricks: tricks each side has won.
        declared: the declarations BEL-13 gives each side.
        belote: each side's belote already sure: announced, or "Belote" said and
            "Rebelote" still to come (BEL-14).
    """

    profile: BeloteProfile
    taking: int
    side: int
    won: tuple[int, int]
    tricks: tuple[int, int]
    declared: tuple[int, int]
    belote: tuple[int, int]

    @classmethod
    def from_view(cls, view: PlayerView) -> BeloteStakes:
        """The stakes as the player to move sees them (all of it is public)."""
        game, contract = view.game, view.contract
        assert contract is not None
        trump = contract.trump
        tricks, won = taken_by_sides(game, view.tricks, lambda card: card_points(card, trump))
        # BEL-13: settled by the first card; before it, as the declarations stand.
        seats = view.meld_points or awarded(view.melds, game.players_of(view.dealer), trump)
        declared, belote = [0, 0], [0, 0]
        for seat, meld in enumerate(seats):
            declared[game.side_of(seat)] += meld
            if view.jo[seat]:
                belote[game.side_of(seat)] += BELOTE  # Rebelote follows "Belote" (BEL-14)
        return cls(profile_of(view.rules), game.side_of(contract.declarer),
                   game.side_of(view.to_act), (won[0], won[1]), (tricks[0], tricks[1]),
                   (declared[0], declared[1]), (belote[0], belote[1]))

    @property
    def left(self) -> int:
        """The trick points still to win, the last trick's 10 among them (BEL-19)."""
        return ALL_TRICK_POINTS - self.won[0] - self.won[1]

    def score_difference(self, points: int, belote: tuple[int, int] = (0, 0)) -> int:
        """The hand's score for the mover's side less the other's, when his side takes
        ``points`` of the trick points still to win (:attr:`left`), ``belote`` being the
        sides' belote still to announce.

        A side that takes no trick point from now on is taken to take no trick; a trick of
        no points is rare, and the solver does not tell it apart.
        """
        me, other = self.side, 1 - self.side
        left = self.left
        now = [0, 0]
        now[me], now[other] = points, left - points
        tricks = [self.tricks[s] + (1 if now[s] else 0) for s in (0, 1)]
        trick = [self.won[s] + now[s] for s in (0, 1)]
        for s in (0, 1):
            if not tricks[1 - s] and left:  # BEL-19: a capot, 100 for the last trick
                trick[s] += CAPOT - LAST_TRICK
        belotes = [self.belote[s] + belote[s] for s in (0, 1)]
        result = side_scores(self.profile, self.taking, trick, belotes, self.declared, tricks)
        return result.below[me] - result.below[other]

    def unannounced(self, view: PlayerView, hands: dict[int, frozenset[Card]]) -> tuple[int, int]:
        """The belote of each side in a sampled deal still to be said: a seat holding the
        King and the Queen of trumps will say it as it plays them (BEL-14)."""
        contract = view.contract
        assert contract is not None and contract.trump is not None
        pair = {Card.of(Rank.KING, contract.trump), Card.of(Rank.QUEEN, contract.trump)}
        out = [0, 0]
        for seat, hand in hands.items():
            if pair <= hand:  # neither played yet, so nothing said yet
                out[view.game.side_of(seat)] += BELOTE
        return out[0], out[1]
