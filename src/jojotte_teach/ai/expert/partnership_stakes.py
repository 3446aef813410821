"""What a partnership hand of Jo-Jotte scores for each card the expert may play (FOUR-8,
FOUR-9, SCO-4 to SCO-11): the exact solver's trick points from now on, turned into the
hand's score for the two sides.

Trick points alone miss what decides the hand: which side has the higher Total Score
(SCO-4), melds and Jo-Jotte included, and so who writes the trick scores below the line
(SCO-5 to SCO-8); a Slam made or broken (SCO-10, SCO-11). So on each sampled deal the
expert scores each card as the hand would end, by the two-player scoring with the sides
in place of the players (FOUR-9), and plays the card with the best mean score
difference for its side, the mean trick points breaking ties. A Nullo hand is not
scored here: its aim is to take no trick, and the expert plays it by rules of thumb.

>>> from jojotte_teach.engine.rules import PAGAT
>>> stakes = PartnershipStakes(PAGAT, Deal(declarer=0), side=0, won=(60, 20), tricks=(3, 1),
...                            melds=(0, 50), jojotte=(0, 0), left=85)
>>> stakes.score_difference(30)   # 90 against 75 + 50 melds: the defenders win, 165 below
-215
>>> stakes.score_difference(50)   # 110 against 55 + 50: made, 110 below, 55 + 50 above
5
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import DECK, Card, Rank, card_points
from ...engine.jojotte.score_two import JOJOTTE, LAST_TRICK
from ...engine.rules import Rules
from ...engine.scoring import taken_by_sides
from ...engine.view import PlayerView
from ..outcome import Deal, score_difference

__all__ = ["PartnershipStakes"]


@dataclass(frozen=True)
class PartnershipStakes:
    """The figures of a partnership hand in play that decide its score, by sides (0, 1).

    Attributes:
        rules: the rule profile (who wins the hand, what the beaten side writes).
        deal: the contract, its declarer a side (FOUR-9).
        side: the side of the player to move.
        won: card points each side has won in finished tricks (SCO-1).
        tricks: tricks each side has won.
        melds: each side's meld score (FOUR-5, MELD-7).
        jojotte: each side's Jo-Jotte already sure: announced, or "Jo" said and "Jotte"
            still to come (JOJ-2, FOUR-8).
        left: the trick points still to win, the last trick's 10 among them.
    """

    rules: Rules
    deal: Deal
    side: int
    won: tuple[int, int]
    tricks: tuple[int, int]
    melds: tuple[int, int]
    jojotte: tuple[int, int]
    left: int

    @classmethod
    def from_view(cls, view: PlayerView) -> PartnershipStakes:
        """The stakes as the player to move sees them (all of it is public)."""
        game, contract = view.game, view.contract
        assert contract is not None
        trump = contract.trump
        tricks, won = taken_by_sides(game, view.tricks, lambda card: card_points(card, trump))
        melds, jj = [0, 0], [0, 0]
        for seat, points in enumerate(view.meld_points):
            melds[game.side_of(seat)] += points
        for seat in range(game.seats):
            # After "Jo" the Queen can always be played with "Jotte" (JOJ-2).
            if trump is not None and (view.jo[seat] or view.jojotte[seat]):
                jj[game.side_of(seat)] += JOJOTTE
        # FOUR-8: every card is in play; the last trick's 10 is still to win.
        left = sum(card_points(c, trump) for c in DECK) + LAST_TRICK - won[0] - won[1]
        return cls(view.rules, Deal(game.side_of(contract.declarer), contract.multiplier,
                                    contract.special),
                   game.side_of(view.to_act), (won[0], won[1]), (tricks[0], tricks[1]),
                   (melds[0], melds[1]), (jj[0], jj[1]), left)

    def score_difference(self, points: int, jojotte: tuple[int, int] = (0, 0)) -> int:
        """The hand's score for the mover's side less the other's (prison aside), when his
        side takes ``points`` of the trick points still to win (:attr:`left`),
        ``jojotte`` being the sides' Jo-Jotte still to announce.

        A side that takes no trick point from now on is taken to take no trick: the
        last trick's 10 makes that rare, and the solver does not tell it apart.
        """
        me, other = self.side, 1 - self.side
        now = [0, 0]
        now[me], now[other] = points, self.left - points
        trick = (self.won[0] + now[0], self.won[1] + now[1])
        tricks = (self.tricks[0] + (1 if now[0] else 0), self.tricks[1] + (1 if now[1] else 0))
        jj = (self.jojotte[0] + jojotte[0], self.jojotte[1] + jojotte[1])
        diff = score_difference(self.rules, self.deal, trick, jj, self.melds, tricks)
        return diff if me == 0 else -diff

    def unannounced(self, view: PlayerView, hands: dict[int, frozenset[Card]],
                    card: Card) -> tuple[int, int]:
        """Each side's Jo-Jotte still to be announced in a sampled deal when the mover plays
        ``card``: a seat holding the King and the Queen of trumps plays the King first
        with "Jo" (JOJ-2), unless the mover gives it up by playing the Queen now."""
        contract = view.contract
        assert contract is not None
        if contract.trump is None:
            return 0, 0  # JOJ-1
        king, queen = Card.of(Rank.KING, contract.trump), Card.of(Rank.QUEEN, contract.trump)
        out = [0, 0]
        for seat, hand in hands.items():
            if king in hand and queen in hand and not (seat == view.to_act and card == queen):
                out[view.game.side_of(seat)] += JOJOTTE
        return out[0], out[1]

