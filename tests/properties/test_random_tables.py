"""Random legal playouts at three and four: invariants after every step, for every game.

2,000 seeded random hands per game (all four dealers, both profiles in turn), each
step checked with ``check_invariants``; ``apply`` accepts exactly the actions of
``legal_actions``; finished hands score with every card point accounted for; and
every hand's record round-trips through its JSON.
"""

from __future__ import annotations

import random

import pytest

from jojotte_teach.engine import (
    DECK,
    DENEXA,
    PAGAT,
    Action,
    Deal,
    HandState,
    IllegalActionError,
    Phase,
    Verb,
    apply,
    card_points,
    check_invariants,
    get_game,
    legal_actions,
    loads_record,
    new_hand,
    record_from_state,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.records import HandRecord, dumps_record

HANDS_PER_GAME = 2000
PLAYERS = {3: ("Ann", "Bob", "Cat"), 4: ("Ann", "Bob", "Cat", "Dan")}
VERBS = [Verb.PASS, Verb.ACCEPT, Verb.DOUBLE, Verb.REDOUBLE, Verb.NULLO, Verb.SLAM, Verb.DIX,
         Verb.DEFEND, Verb.WITHDRAW]


def probes(rng: random.Random, players: tuple[str, ...]) -> list[Action]:
    """Actions of every kind by anyone, most of them illegal at any given moment."""
    name = rng.choice(players)
    return [
        Action(name, rng.choice(VERBS)),
        Action(name, Verb.SIDE, side=rng.choice(["declarer", "defender"])),
        Action(name, Verb.BID, strain=rng.choice(["S", "H", "D", "C", "NT"])),
        Action(name, Verb.PLAY, card=rng.choice(DECK),
               announce=rng.choice([None, None, "jo", "jotte"])),
        Action(name, Verb.MELD, cards=tuple(sorted(rng.sample(DECK, rng.choice([3, 4])),
                                                   key=lambda c: c.index))),
    ]


def playout(game_name: str, seed: int) -> tuple[HandState, int]:
    """One random hand of this game, checked at every step."""
    game = get_game(game_name)
    rng = random.Random(seed)
    players = PLAYERS[game.seats]
    rules = DENEXA if seed % 5 == 4 else PAGAT
    deal = Deal.from_deck(shuffled_deck(seed), seed % game.seats, game)
    state = new_hand(deal, players, rules)
    check_invariants(state)
    steps = 0
    while not state.is_over:
        legal = legal_actions(state)
        assert legal, "a hand that is not over always has a legal action"
        for probe in probes(rng, players):
            if probe in legal:
                continue
            with pytest.raises(IllegalActionError) as caught:
                apply(state, probe)
            assert caught.value.rule and caught.value.player == probe.player
            assert "\n" not in str(caught.value)
        state = apply(state, rng.choice(legal))
        check_invariants(state)
        steps += 1
    return state, steps


@pytest.mark.parametrize("game_name", ["three", "partnership", "cutthroat"])
def test_random_complete_hands(game_name: str) -> None:
    game = get_game(game_name)
    finished = thrown_in = steps = 0
    for seed in range(HANDS_PER_GAME):
        state, n = playout(game_name, seed)
        steps += n
        score = score_hand(state)
        if state.phase is Phase.THROWN_IN:
            thrown_in += 1
            assert score.to_json()["thrown_in"] is True
            continue
        finished += 1
        assert state.contract is not None
        trump = state.contract.trump
        played = [c for t in state.tricks for c in t.cards]
        # Nine tricks of two cards at three (THREE-8), eight of four in a partnership.
        assert len(played) == len(set(played)) == (32 if game.partnerships else 18)
        assert sum(score.tricks) == game.tricks
        assert sum(score.card_points) == sum(card_points(c, trump) for c in played)
        if game.partnerships:
            # FOUR-8: all 32 cards are in play: 155 at a trump contract, 120 at No-trump.
            assert sum(score.card_points) == (120 if trump is None else 155)
        assert all(v >= 0 for v in (*score.above, *score.below, score.prison))
        assert sum(1 for v in score.below if v) <= 1  # one column at most scores below
        for column in range(game.columns):
            for where, total in (("above", score.above), ("below", score.below)):
                assert total[column] == sum(i.points for i in score.items
                                            if i.seat == column and i.column == where)
        _round_trip(state)
    assert finished + thrown_in == HANDS_PER_GAME
    assert finished > HANDS_PER_GAME * 0.8 and steps > HANDS_PER_GAME * 20


def _round_trip(state: HandState) -> None:
    """The hand's record, written and read again, replays to the same hand."""
    record = record_from_state(state)
    again = loads_record(dumps_record(record))
    assert isinstance(again, HandRecord)
    assert again == record
    replayed = again.final_state()
    assert replayed.history == state.history and replayed.tricks == state.tricks
    assert score_hand(replayed).to_json() == score_hand(state).to_json()
