"""Actions: every call, declaration and card of a hand, written as in hand records.

An action is ``"<player> <verb> [args]"``: ``Ann accept``, ``Bob bid NT``,
``Ann meld JS QS KS``, ``Bob play KH jo``.

>>> a = Action.parse("bob play kh jo")
>>> a
Action.parse('bob play KH jo')
>>> a.verb, a.card, a.announce
(<Verb.PLAY: 'play'>, Card('KH'), 'jo')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card, Suit, format_cards, parse_cards
from .errors import InvalidNotationError, quoted


class Verb(Enum):
    """What an action does (HAND_RECORD.md's verbs)."""

    PASS = "pass"
    ACCEPT = "accept"
    BID = "bid"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    NULLO = "nullo"
    SLAM = "slam"
    MELD = "meld"
    DIX = "dix"
    PLAY = "play"
    # Three players and cutthroat (THREE-3, THREE-4, THREE-6, THREE-7)
    SIDE = "side"
    DEFEND = "defend"
    WITHDRAW = "withdraw"


#: A strain is a trump suit's letter or ``NT`` for No-trump.
STRAINS = ("S", "H", "D", "C", "NT")
#: JOJ-2 and KLAB-18: "Jo" and "Jotte"; BEL-14: "Belote" and "Rebelote".
ANNOUNCEMENTS = ("jo", "jotte", "belote", "rebelote")
#: THREE-3: the third player sides with the declarer or with the defender.
SIDES = ("declarer", "defender")


def parse_strain(text: str) -> str:
    """Read a strain: a suit (``S``, ``♥``) or No-trump (``NT``, ``N``).

    >>> parse_strain("nt"), parse_strain("♦")
    ('NT', 'D')

    Raises:
        InvalidNotationError: neither a suit nor No-trump.
    """
    key = text.strip().upper()
    if key in ("NT", "N", "NOTRUMP", "NO-TRUMP"):
        return "NT"
    try:
        return Suit.parse(key).value
    except InvalidNotationError:
        raise InvalidNotationError(
            f"{quoted(text)} is not a strain (write S, H, D, C or NT)") from None


def strain_suit(strain: str) -> Suit | None:
    """The trump suit of a strain, ``None`` at No-trump."""
    return None if strain == "NT" else Suit(strain)


def strain_name(strain: str) -> str:
    """``No-trump`` or the suit's name: ``spades``."""
    return "No-trump" if strain == "NT" else Suit(strain).word


@dataclass(frozen=True, slots=True)
class Action:
    """One action of one player. Build it directly or with :meth:`parse`.

    Attributes:
        player: the player's name.
        verb: what he does.
        card: the card played (``play``).
        strain: the strain named (``bid``).
        cards: the cards of a meld (``meld``).
        announce: ``"jo"`` or ``"jotte"`` with a King or Queen of trumps (JOJ-2), or in
            Belote ``"belote"`` or ``"rebelote"`` (BEL-14).
        side: ``"declarer"`` or ``"defender"``, the side a third player takes (THREE-3).
    """

    player: str
    verb: Verb
    card: Card | None = None
    strain: str | None = None
    cards: tuple[Card, ...] = ()
    announce: str | None = None
    side: str | None = None

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``"<player> <verb> [args]"`` leniently.

        >>> str(Action.parse("Ann  MELD ts js qs"))
        'Ann meld QS JS 10S'

        Raises:
            InvalidNotationError: the text is not an action.
        """
        words = text.split()
        if len(words) < 2:
            raise InvalidNotationError(
                f'{quoted(text)} is not an action (write "<player> <verb> ...")')
        player, verb_text, args = words[0], words[1].lower(), words[2:]
        try:
            verb = Verb(verb_text)
        except ValueError:
            known = ", ".join(v.value for v in Verb)
            raise InvalidNotationError(
                f'{quoted(text)}: {quoted(words[1])} is not a verb (known: {known})'
            ) from None
        if verb is Verb.BID:
            if len(args) != 1:
                raise InvalidNotationError(
                    f"{quoted(text)}: bid takes one strain (S, H, D, C or NT)")
            return cls(player, verb, strain=parse_strain(args[0]))
        if verb is Verb.PLAY:
            if len(args) not in (1, 2):
                raise InvalidNotationError(
                    f'{quoted(text)}: play takes one card (and "jo" or "jotte", or in '
                    'Belote "belote" or "rebelote")')
            announce = args[1].lower() if len(args) == 2 else None
            if announce is not None and announce not in ANNOUNCEMENTS:
                raise InvalidNotationError(
                    f'{quoted(text)}: {quoted(args[1])} is not an announcement (write jo or '
                    'jotte, or in Belote belote or rebelote)')
            return cls(player, verb, card=Card(args[0]), announce=announce)
        if verb is Verb.SIDE:
            if len(args) != 1 or args[0].lower() not in SIDES:
                raise InvalidNotationError(
                    f"{quoted(text)}: side takes declarer or defender")
            return cls(player, verb, side=args[0].lower())
        if verb is Verb.MELD:
            if not args:
                raise InvalidNotationError(f'{quoted(text)}: meld takes the cards of the meld')
            cards = tuple(sorted(parse_cards(args), key=lambda c: c.index))
            return cls(player, verb, cards=cards)
        if args:
            raise InvalidNotationError(f'{quoted(text)}: {verb.value} takes no argument')
        return cls(player, verb)

    def short(self) -> str:
        """The action without the player: ``play KH jo``, ``bid NT``."""
        parts = [self.verb.value]
        if self.strain is not None:
            parts.append(self.strain)
        if self.card is not None:
            parts.append(self.card.text)
        if self.cards:
            parts.append(format_cards(self.cards))
        if self.announce is not None:
            parts.append(self.announce)
        if self.side is not None:
            parts.append(self.side)
        return " ".join(parts)

    def __str__(self) -> str:
        return f"{self.player} {self.short()}"

    def __repr__(self) -> str:
        return f"Action.parse('{self}')"
