"""The four Jo-Jotte tables as data: seats, sides, who plays, and the seat arithmetic.

One :class:`Game` value says how many seats a table has, who sits out, who plays
with whom, how many tricks are played and what wins a game; the engine asks it
instead of assuming two players. Seats are numbered clockwise in the order of the
players' names; "left" is the next seat clockwise (RULES.md, "Three and four
players").

>>> get_game("partnership").partner_of(0), get_game("partnership").side_of(3)
(2, 1)
>>> get_game("three").left_of(2)
0
>>> cut = get_game("cutthroat")
>>> cut.left_of(3, dealer=0), cut.left_of(1, dealer=2)
(1, 3)
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidRecordError, quoted


@dataclass(frozen=True)
class Game:
    """One version of the game. Every field cites the rule it implements.

    Attributes:
        name: ``two``, ``three``, ``partnership`` or ``cutthroat`` (HAND_RECORD.md).
        seats: players at the table.
        partnerships: FOUR-1: seats 0 and 2 against 1 and 3 (else each plays for himself).
        dealer_sits_out: CUT-1: the dealer takes no cards and never acts.
        hand_size: cards each player holds after the draw (DRAW-1, FOUR-3).
        tricks: tricks in a hand (PLAY-6; eight in a partnership, FOUR-3).
        game_target: points below the line that win a game (GAME-1, THREE-13, FOUR-9).
        rule: the umbrella rule ID of this version.
    """

    name: str
    seats: int
    partnerships: bool = False
    dealer_sits_out: bool = False
    hand_size: int = 9
    tricks: int = 9
    game_target: int = 80
    rule: str = "DEAL-2"

    @property
    def is_two(self) -> bool:
        """The original two-player game."""
        return self.seats == 2

    @property
    def has_active_defender(self) -> bool:
        """THREE-4, CUT-1: three play the auction, two play the cards."""
        return self.name in ("three", "cutthroat")

    def players_of(self, dealer: int) -> tuple[int, ...]:
        """The seats that take part in a hand, from the dealer's left (CUT-1 skips him).

        >>> get_game("cutthroat").players_of(dealer=1)
        (2, 3, 0)
        >>> get_game("two").players_of(dealer=1)
        (0, 1)
        """
        order = tuple((dealer + 1 + i) % self.seats for i in range(self.seats))
        return order[:-1] if self.dealer_sits_out else order

    def left_of(self, seat: int, dealer: int | None = None) -> int:
        """The next seat clockwise; in cutthroat the dealer is skipped (CUT-1)."""
        left = (seat + 1) % self.seats
        if self.dealer_sits_out and left == dealer:
            left = (left + 1) % self.seats
        return left

    def right_of(self, seat: int, dealer: int | None = None) -> int:
        """The next seat anticlockwise; in cutthroat the dealer is skipped (CUT-1)."""
        right = (seat - 1) % self.seats
        if self.dealer_sits_out and right == dealer:
            right = (right - 1) % self.seats
        return right

    def partner_of(self, seat: int) -> int | None:
        """The partner across the table (FOUR-1), or ``None`` where each plays alone."""
        return (seat + 2) % 4 if self.partnerships else None

    def side_of(self, seat: int) -> int:
        """The column a seat scores in: its partnership (0 or 1), else its own seat."""
        return seat % 2 if self.partnerships else seat

    @property
    def columns(self) -> int:
        """Columns of the score sheet: one per side in a partnership, else one per player."""
        return 2 if self.partnerships else self.seats

    def column_names(self, players: tuple[str, ...]) -> tuple[str, ...]:
        """The score sheet's column headings: ``Ann+Cat`` for a side (HAND_RECORD.md).

        >>> get_game("partnership").column_names(("Ann", "Bob", "Cat", "Dan"))
        ('Ann+Cat', 'Bob+Dan')
        """
        if self.partnerships:
            return (f"{players[0]}+{players[2]}", f"{players[1]}+{players[3]}")
        return players

    def opponents_of(self, seat: int) -> tuple[int, ...]:
        """The seats on the other side (partnership), or every other seat."""
        if self.partnerships:
            return ((seat + 1) % 4, (seat + 3) % 4)
        return tuple(s for s in range(self.seats) if s != seat)


TWO = Game("two", 2, hand_size=9, tricks=9, game_target=80, rule="DEAL-2")
THREE = Game("three", 3, rule="MULTI-3")
PARTNERSHIP = Game("partnership", 4, partnerships=True, hand_size=8, tricks=8,
                   game_target=125, rule="MULTI-4")
CUTTHROAT = Game("cutthroat", 4, dealer_sits_out=True, rule="MULTI-4C")

GAMES: dict[str, Game] = {g.name: g for g in (TWO, THREE, PARTNERSHIP, CUTTHROAT)}


def get_game(name: str | None = None) -> Game:
    """The game of this name (``two`` when ``None``).

    Raises:
        InvalidRecordError: no game has this name.
    """
    if name is None:
        return TWO
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        shown = quoted(name) if isinstance(name, str) else "that"
        raise InvalidRecordError(f"unknown game {shown} (known: {known})") from None
