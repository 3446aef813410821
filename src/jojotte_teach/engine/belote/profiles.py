"""Belote's two rule profiles, where the Denexa page and the family article disagree
(FAMILY.md, "Belote rule profiles"): ``denexa`` (004, the default) and ``citizendium``
(003). Each field names the rule it sets; both play to 1,000 (BEL-26).

>>> get_profile(None) is DENEXA, get_profile("citizendium").made_on_hand_total
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidRecordError, quoted
from ..rules import Rules


@dataclass(frozen=True)
class BeloteProfile(Rules):
    """A Belote rule profile. Every field cites the rule ID it implements."""

    #: BEL-7: in round two any suit may be named, the upcard's included (citizendium),
    #: or one of the three other suits (denexa).
    any_suit_in_round_two: bool = False
    #: BEL-21: the taking side makes its contract with the higher hand total, tricks,
    #: declarations and belote (citizendium), or with more trick points (denexa).
    made_on_hand_total: bool = False
    #: BEL-23 and BEL-14: on a failure the defenders score both sides' hand totals and the
    #: taking side nothing (citizendium), or 162/252 with every declaration and their own
    #: belote, the taking side keeping its belote (denexa).
    failure_scores_both_totals: bool = False
    #: BEL-25: each side's score for the hand rounded to the nearest ten, 5 up (denexa).
    rounded_to_ten: bool = True
    game_target: int = 1000
    rubber_bonus: int = 0


DENEXA = BeloteProfile(name="denexa")
CITIZENDIUM = BeloteProfile(name="citizendium", any_suit_in_round_two=True,
                            made_on_hand_total=True, failure_scores_both_totals=True,
                            rounded_to_ten=False)
#: Belote's profiles by name, the default first.
PROFILES: dict[str, BeloteProfile] = {p.name: p for p in (DENEXA, CITIZENDIUM)}


def get_profile(name: str | None) -> BeloteProfile:
    """The Belote profile of this name (``denexa`` when ``None``).

    Raises:
        InvalidRecordError: no Belote profile has this name (``pagat`` included).
    """
    if name is None:
        return DENEXA
    try:
        return PROFILES[name]
    except KeyError:
        known = ", ".join(PROFILES)
        raise InvalidRecordError(f"unknown rule profile {quoted(name)} for Belote "
                                 f"(known: {known})") from None


def profile_of(rules: Rules) -> BeloteProfile:
    """A hand's profile as Belote's (the engine keeps it as a :class:`Rules`)."""
    assert isinstance(rules, BeloteProfile)
    return rules
