"""The words a card table uses for its game's parts: who bid, the turned card, what comes
before the first card.

Jo-Jotte's tables speak of the declarer and the defender, the turn-up, and the melds, the
dix and the special bids before the first card. Klaberjass calls its players the bidder
and the opponent (KLAB-6); Belote calls its upcard's taker the *taker* (BEL-8), whose side
takes the upcard, and declares before the first card (BEL-12). Each table draws its game's
words from :func:`table_words`.

>>> from jojotte_teach.engine.game import get_game
>>> table_words(get_game("belote")).declarer, table_words(get_game("two")).declarer
('taker', 'declarer')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import Game

__all__ = ["TableWords", "table_words"]


@dataclass(frozen=True)
class TableWords:
    """A game's words at the table.

    Attributes:
        declarer, declarer_rule: the badge of the player whose bid is the contract.
        defender, defender_rule: the badge of his lone opponent (two players).
        turn_up: the heading over the turned card.
        after_auction: the heading over what is said after the auction.
        before_first: what is settled before the first card, ``{who}`` the leader; empty
            for Jo-Jotte's own lines.
        took: who holds the turned card once the auction is over (``{taker}``).
        side_declares: a partnership's part in the contract.
        partners_rule: the rule that seats partners opposite.
        dix_rule: the rule of the dix.
        announce_rule: the rule of what is said as a card is played (Jo and Jotte, or
            Belote and Rebelote).
        accept, bid: the buttons' verbs for taking the turned suit and naming another.
        after_auction_stage: where a hand stands between the auction and the play.
    """

    declarer: str = "declarer"
    declarer_rule: str = ""
    defender: str = "defender"
    defender_rule: str = "BID-6"
    turn_up: str = "Turn-up"
    after_auction: str = "After the draw"
    before_first: str = ""
    took: str = ""
    side_declares: str = "declare"
    partners_rule: str = "FOUR-1"
    dix_rule: str = "DIX-1"
    announce_rule: str = "JOJ-2"
    accept: str = "Accept"
    bid: str = "Bid"
    after_auction_stage: str = "after the draw"


_JOJOTTE = TableWords()
_WORDS = {
    "klaberjass": TableWords(
        declarer="bidder", declarer_rule="KLAB-6", defender="opponent",
        defender_rule="KLAB-6", dix_rule="KLAB-13", announce_rule="KLAB-18",
        before_first="Before the first card: melds (KLAB-11) and the dix (KLAB-13); {who} "
                     "leads (KLAB-14)."),
    "belote": TableWords(
        declarer="taker", declarer_rule="BEL-8", turn_up="Upcard",
        after_auction="Declarations",
        before_first="Before the first card: declarations (BEL-12); {who} leads (BEL-15).",
        took="{taker}, the taker, took it (BEL-8)", side_declares="are the taking side",
        partners_rule="BEL-2", announce_rule="BEL-14", accept="Take", bid="Take",
        after_auction_stage="before the first card"),
}


def table_words(game: Game) -> TableWords:
    """The table's words for ``game``."""
    return _WORDS.get(game.name, _JOJOTTE)
