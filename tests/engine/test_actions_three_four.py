"""The actions of the three-player game (THREE-3, THREE-4): their notation, and their
refusal in a two-player hand."""

from __future__ import annotations

import pytest

from jojotte_teach.engine import (
    Action,
    Deal,
    IllegalActionError,
    InvalidNotationError,
    Verb,
    apply,
    new_hand,
)


@pytest.mark.parametrize(("text", "verb", "side"), [
    ("Cat side declarer", Verb.SIDE, "declarer"),
    ("Cat SIDE Defender", Verb.SIDE, "defender"),
    ("Bob defend", Verb.DEFEND, None),
    ("Bob withdraw", Verb.WITHDRAW, None),
])
def test_three_player_actions_read_and_print(text: str, verb: Verb, side: str | None) -> None:
    action = Action.parse(text)
    assert action.verb is verb and action.side == side
    assert Action.parse(str(action)) == action


@pytest.mark.parametrize("text", ["Cat side", "Cat side left", "Cat side declarer defender",
                                  "Bob defend now"])
def test_malformed_three_player_actions_are_named(text: str) -> None:
    with pytest.raises(InvalidNotationError) as caught:
        Action.parse(text)
    assert text.split()[1] in str(caught.value)


@pytest.mark.parametrize("text", ["Ann side declarer", "Ann defend", "Ann withdraw"])
def test_multi_3_there_is_no_third_player_in_a_two_player_hand(text: str) -> None:
    state = new_hand(Deal.from_seed(1, dealer=1), ("Ann", "Bob"))
    with pytest.raises(IllegalActionError) as caught:
        apply(state, Action.parse(text))
    assert caught.value.rule == "MULTI-3" and "three-player game" in str(caught.value)
