"""Rule profiles: the points where the sources disagree, as data (RULES.md, "Rule profiles").

One :class:`Rules` value says how to play; each field names the rule it sets.
``pagat`` (the default) follows the pagat.com account; ``denexa`` follows the
Denexa account where it differs and is self-consistent.

>>> get_rules("denexa").first_lead_by_non_dealer
True
>>> get_rules("pagat") is PAGAT
True
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InvalidRecordError, quoted


@dataclass(frozen=True)
class Rules:
    """A rule profile. Every field cites the rule ID it implements."""

    name: str
    #: DEAL-4: after a throw-in the same dealer deals again (denexa) or the deal passes.
    same_dealer_after_throw_in: bool = False
    #: PLAY-1: the first lead is the non-dealer's (denexa) or the defender's (pagat).
    first_lead_by_non_dealer: bool = False
    #: JOJ-4: Jo-Jotte's 20 is part of the trick score (pagat) or goes above the line.
    jojotte_in_trick_score: bool = True
    #: SCO-5: undoubled and declarer higher, the defender writes his trick score above.
    defender_scores_above_when_beaten: bool = True
    #: SCO-4: the hand is won on Total Score, melds included (pagat), or on trick score.
    winner_by_total_score: bool = True
    #: SPEC-5: melds count on Nullo and Slam hands (pagat) or nobody scores them.
    melds_on_special_hands: bool = True
    #: SPEC-1: the defender may bid Nullo after doubling (denexa) or not (pagat).
    nullo_after_double: bool = False
    #: SCO-7: doubled, the winner takes both trick scores (pagat); denexa gives a
    #: winning declarer only his own.
    doubled_declarer_takes_both: bool = True
    #: GAME-2: the rubber goes to the first with two games (pagat), or two games are
    #: played and the higher grand total wins (denexa).
    rubber_first_to_two_games: bool = True
    #: GAME-1: points below the line that win a game.
    game_target: int = 80
    #: GAME-2: the rubber bonus, above the line.
    rubber_bonus: int = 300


PAGAT = Rules(name="pagat")
DENEXA = Rules(
    name="denexa",
    same_dealer_after_throw_in=True,
    first_lead_by_non_dealer=True,
    jojotte_in_trick_score=False,
    defender_scores_above_when_beaten=False,
    winner_by_total_score=False,
    melds_on_special_hands=False,
    nullo_after_double=True,
    doubled_declarer_takes_both=False,
    rubber_first_to_two_games=False,
)

PROFILES: dict[str, Rules] = {r.name: r for r in (PAGAT, DENEXA)}


def get_rules(name: str | None = None) -> Rules:
    """The rule profile of this name (``pagat`` when ``None``).

    Raises:
        InvalidRecordError: no profile has this name.
    """
    if name is None:
        return PAGAT
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(PROFILES)
        raise InvalidRecordError(f'unknown rule profile {quoted(name)} (known: {known})') from None
