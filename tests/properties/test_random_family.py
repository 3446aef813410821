"""Random legal playouts of Klaberjass and Belote: invariants after every step, for the
game's every rule profile.

2,000 seeded random hands per game and profile (Klaberjass ``fosdick``; Belote ``denexa``
and ``citizendium``), every dealer in turn, each step checked with
``check_invariants`` (every card in one place; the game's own facts through its rules'
``check_stage``: in Klaberjass the card points of the 18 cards dealt for play and the
last trick's 10, in Belote 162 trick points, or 252 with a capot); ``apply`` refuses
what ``legal_actions`` does not offer, naming a rule of the game; every hand's record
round-trips through its JSON.
"""

from __future__ import annotations

import random

import pytest

from jojotte_teach.engine import (
    DECK,
    Action,
    HandState,
    IllegalActionError,
    Phase,
    Verb,
    apply,
    check_invariants,
    get_game,
    legal_actions,
    loads_record,
    new_hand,
    record_from_state,
    score_hand,
    shuffled_deck,
)
from jojotte_teach.engine.belote.play import card_points as belote_points
from jojotte_teach.engine.cards import card_points
from jojotte_teach.engine.deal import Deal
from jojotte_teach.engine.records import HandRecord, dumps_record

HANDS_PER_PROFILE = 2000
NAMES = ("Ann", "Bob", "Cat", "Dan")
VERBS = [Verb.PASS, Verb.ACCEPT, Verb.DOUBLE, Verb.REDOUBLE, Verb.NULLO, Verb.SLAM, Verb.DIX,
         Verb.DEFEND, Verb.WITHDRAW]
PROFILES = [("klaberjass", "fosdick"), ("belote", "denexa"), ("belote", "citizendium")]
#: The rules a refusal may cite in each game.
PREFIX = {"klaberjass": "KLAB-", "belote": "BEL-"}


def probes(rng: random.Random, players: tuple[str, ...]) -> list[Action]:
    """Actions of every kind by anyone, most of them illegal at any given moment."""
    name = rng.choice(players)
    return [
        Action(name, rng.choice(VERBS)),
        Action(name, Verb.SIDE, side="declarer"),
        Action(name, Verb.BID, strain=rng.choice(["S", "H", "D", "C", "NT"])),
        Action(name, Verb.PLAY, card=rng.choice(DECK),
               announce=rng.choice([None, None, "jo", "jotte", "belote", "rebelote"])),
        Action(name, Verb.MELD, cards=tuple(sorted(rng.sample(DECK, rng.choice([3, 4, 5])),
                                                   key=lambda c: c.index))),
    ]


def playout(game_name: str, profile: str, seed: int) -> tuple[HandState, int]:
    """One random hand, checked at every step."""
    game = get_game(game_name)
    rng = random.Random(seed)
    players = NAMES[:game.seats]
    deal = Deal.from_deck(shuffled_deck(seed), seed % game.seats, game)
    state = new_hand(deal, players, game.rules.profile(profile))
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
            assert caught.value.rule.startswith(PREFIX[game_name]), str(caught.value)
            assert caught.value.player == probe.player and "\n" not in str(caught.value)
        state = apply(state, rng.choice(legal))
        check_invariants(state)
        steps += 1
    return state, steps


@pytest.mark.parametrize(("game_name", "profile"), PROFILES)
def test_random_complete_hands(game_name: str, profile: str) -> None:
    game = get_game(game_name)
    finished = thrown_in = steps = capots = 0
    for seed in range(HANDS_PER_PROFILE):
        state, n = playout(game_name, profile, seed)
        steps += n
        score = score_hand(state)
        if state.phase is Phase.THROWN_IN:
            thrown_in += 1
            assert score.to_json() == {"thrown_in": True}
            _round_trip(state)
            continue
        finished += 1
        assert state.contract is not None
        trump = state.contract.trump
        played = [c for t in state.tricks for c in t.cards]
        assert len(played) == len(set(played)) == (32 if game.partnerships else 18)
        assert sum(score.tricks) == game.tricks
        if game.partnerships:
            # BEL-4, BEL-19: 152 card points; 162 trick points, or 252 with a capot.
            assert sum(score.card_points) == sum(belote_points(c, trump) for c in played) == 152
            capot = game.tricks in score.tricks
            capots += capot
            assert sum(score.trick_score) == (252 if capot else 162)
        else:
            # KLAB-3: the card points of the 18 cards played, and the last trick's 10.
            assert sum(score.card_points) == sum(card_points(c, trump) for c in played)
            assert sum(score.trick_score) - sum(score.jojotte) == sum(score.card_points) + 10
        assert score.above == (0, 0) and score.prison == 0
        assert all(v >= 0 for v in score.below)
        assert score.made is not None
        _round_trip(state)
    assert finished + thrown_in == HANDS_PER_PROFILE
    assert finished > HANDS_PER_PROFILE * 0.8 and steps > HANDS_PER_PROFILE * 15
    if game.partnerships:
        assert capots  # some random hands are capots


def _round_trip(state: HandState) -> None:
    """The hand's record, written and read again, replays to the same hand."""
    record = record_from_state(state)
    again = loads_record(dumps_record(record))
    assert isinstance(again, HandRecord)
    assert again == record
    replayed = again.final_state()
    # A record leaves out only the Klaberjass passes after the draw, which change nothing.
    assert replayed.history == record.actions
    before = new_hand(state.deal, state.players, state.rules)
    kept = []
    for action in state.history:
        if not (before.phase is Phase.DECLARING and action.verb is Verb.PASS):
            kept.append(action)
        before = apply(before, action)
    assert tuple(kept) == record.actions
    assert replayed.tricks == state.tricks and replayed.melds == state.melds
    assert score_hand(replayed).to_json() == score_hand(state).to_json()
