"""Trick play and Jo-Jotte: PLAY-1 to PLAY-6, JOJ-1 to JOJ-4."""

from __future__ import annotations

from typing import Any

import pytest

from jojotte_teach.engine import (
    Action,
    Card,
    IllegalActionError,
    Phase,
    apply,
    explain,
    legal_actions,
    playable_cards,
)
from tests.helpers import replay

# After the auction each speaks in turn: no Nullo, no melds, no Slam, no melds (SPEC-1..4).
QUIET = ["Bob pass", "Bob pass", "Ann pass", "Ann pass"]
SPADES = ["Ann accept", "Bob pass", *QUIET]  # Ann declares spades; Bob, the defender, leads
HEARTS = ["Ann pass", "Bob pass", "Ann bid H", "Bob pass", *QUIET]  # Bob holds KH and QH
NO_TRUMP = ["Ann pass", "Bob pass", "Ann bid NT", "Bob pass", *QUIET]


def playable(actions: list[str], **kw: Any) -> list[str]:
    return [c.text for c in playable_cards(replay(actions, **kw))]


def refused(actions: list[str], action: str, **kw: Any) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as caught:
        apply(replay(actions, **kw), Action.parse(action))
    return caught.value


def test_play_1_the_defender_leads_first() -> None:
    assert replay(SPADES).player_to_act == "Bob"
    error = refused(SPADES, "Ann play JS")
    assert error.rule == "PLAY-1" and "the defender, Bob, leads" in str(error)
    # On a Nullo hand the Nullo bidder is declarer: the original bidder leads.
    nullo = ["Ann accept", "Bob pass", "Bob nullo", "Bob pass", "Ann pass", "Ann pass"]
    assert replay(nullo).player_to_act == "Ann"


def test_play_1_denexa_the_non_dealer_leads() -> None:
    state = replay(SPADES, rules="denexa")
    assert state.phase is Phase.PLAY and state.player_to_act == "Ann"


def test_play_2_follow_suit() -> None:
    assert playable([*SPADES, "Bob play AC"]) == ["KC", "9C"]
    error = refused([*SPADES, "Bob play AC"], "Ann play 7D")
    assert error.rule == "PLAY-2"
    assert str(error) == ('Ann cannot play 7♦: Ann holds a club and must follow suit (PLAY-2); '
                          "legal: play K♣ play 9♣")


def test_play_3_trump_when_void() -> None:
    actions = [*SPADES, "Bob play 9D", "Ann play 7D", "Bob play JD"]
    assert playable(actions) == ["JS", "9S", "QS"]
    error = refused(actions, "Ann play AH")
    assert error.rule == "PLAY-3" and "must trump" in str(error)


def test_play_4_beat_a_trump_lead_if_able() -> None:
    # Ann wins the first trick with KC over 8C, then leads the Queen of trumps.
    actions = [*SPADES, "Bob play 8C", "Ann play KC", "Ann play QS"]
    assert playable(actions) == ["AS"]
    error = refused(actions, "Bob play 8S")
    assert error.rule == "PLAY-4" and "(A♠)" in str(error)
    # Against the Jack no trump is higher: any trump follows.
    assert playable([*SPADES, "Bob play 8C", "Ann play KC", "Ann play JS"]) == ["AS", "8S", "7S"]


def test_play_5_the_higher_card_of_the_suit_or_a_trump_wins() -> None:
    state = replay([*SPADES, "Bob play AC", "Ann play KC"])
    assert state.tricks[-1].winner == 1  # the Ace of the suit led
    state = replay([*SPADES, "Bob play 9D", "Ann play 7D", "Bob play JD", "Ann play QS"])
    assert state.tricks[-1].winner == 0  # a trump wins
    state = replay([*SPADES, "Bob play 8C", "Ann play KC", "Ann play JS", "Bob play 7S"])
    assert state.tricks[-1].winner == 0  # the higher trump


def test_play_6_the_winner_leads_nine_tricks() -> None:
    state = replay([*SPADES, "Bob play 8C", "Ann play KC"])
    assert state.player_to_act == "Ann"
    error = refused([*SPADES, "Bob play 8C", "Ann play KC"], "Bob play AC")
    assert error.rule == "PLAY-6" and "Ann won the last trick" in str(error)
    state = replay(SPADES)
    while state.phase is Phase.PLAY:
        state = apply(state, next(a for a in legal_actions(state) if a.verb.value == "play"))
    assert len(state.tricks) == 9 and state.phase is Phase.OVER
    assert all(state.tricks[i + 1].leader == state.tricks[i].winner for i in range(8))


def test_joj_1_no_jo_jotte_at_no_trump() -> None:
    error = refused(NO_TRUMP, "Bob play KH jo")
    assert error.rule == "JOJ-1"
    assert "Bob play KH jo" not in [str(a) for a in legal_actions(replay(NO_TRUMP))]


def test_joj_2_jo_with_the_king_then_jotte_with_the_queen() -> None:
    assert "Bob play KH jo" in [str(a) for a in legal_actions(replay(HEARTS))]
    state = replay([*HEARTS, "Bob play KH jo", "Ann play AH", "Ann play 8H", "Bob play QH jotte"])
    assert state.jo == (False, True) and state.jojotte == (False, True)
    assert state.tricks[0].announcements == ("jo", None)
    assert state.tricks[1].announcements == (None, "jotte")


def test_joj_2_jo_needs_the_queen_too() -> None:
    error = refused([*HEARTS, "Bob play QH", "Ann play AH", "Ann play 8H"], "Bob play KH jo")
    assert error.rule == "JOJ-2" and "Queen of trumps" in str(error)
    assert refused(HEARTS, "Bob play AC jo").rule == "JOJ-2"


def test_joj_3_jotte_without_jo_scores_nothing_and_is_refused() -> None:
    error = refused(HEARTS, "Bob play QH jotte")
    assert error.rule == "JOJ-3"
    state = replay([*HEARTS, "Bob play KH", "Ann play AH", "Ann play 8H"])
    assert "Bob play QH jotte" not in [str(a) for a in legal_actions(state)]


def test_explain_gives_the_verdict_without_raising() -> None:
    state = replay([*SPADES, "Bob play AC"])
    verdict = explain(state, Action.parse("Ann play 7D"))
    assert not verdict.allowed and verdict.rule == "PLAY-2"
    assert "must follow suit" in verdict.reason
    verdict = explain(state, Action.parse("Ann play KC"))
    assert verdict.allowed and verdict.rule == "PLAY-2"
    assert not explain(state, Action.parse("Ann play AS")).allowed
    assert "does not hold the Ace of spades" in explain(state, Action.parse("Ann play AS")).reason
    assert Card("AS") in state.hands[1]
