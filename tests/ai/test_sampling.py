"""Sampled deals fit everything the player has seen, and never rule out the truth."""

from __future__ import annotations

from math import comb

import pytest

from jojotte_teach.ai.knowledge import Knowledge, RunFact, named_four, run_fact
from jojotte_teach.ai.sampling import (
    decision_seed,
    position_for,
    sample_full_deals,
    sample_hands,
)
from jojotte_teach.engine import (
    DECK,
    DENEXA,
    PAGAT,
    Card,
    Deal,
    HandState,
    Meld,
    Rank,
    Rules,
    Suit,
    beats,
    interrogate,
    new_hand,
    parse_cards,
    player_view,
)

from .common import play_states


def check_sample(state: HandState, hand: frozenset[Card]) -> None:
    """One sampled hand of the opponent against what the player to move has seen."""
    me = state.to_act
    opp = 1 - me
    view = player_view(state, me)
    trump = state.trump
    assert len(hand) == len(state.hands[opp])
    assert not hand & set(view.hand)
    assert not hand & set(view.played_cards())
    assert view.turn_up not in hand
    assert view.information_card not in hand
    # Voids shown by failing to follow (PLAY-2, PLAY-3) and trumps he could not beat (PLAY-4).
    for trick in state.tricks:
        if trick.leader != me:
            continue
        led, reply = trick.cards
        if reply.suit is not led.suit:
            assert not any(c.suit is led.suit for c in hand)
            if trump is not None and reply.suit is not trump:
                assert not any(c.suit is trump for c in hand)
        elif led.suit is trump and not beats(reply, led, trump):
            assert not any(c.suit is trump and beats(c, led, trump) for c in hand)
    # Melds he showed: their unplayed cards are in his hand (MELD-5).
    assert state.meld_outcome is not None
    played = set(view.played_cards())
    for meld in state.meld_outcome.shown(opp):
        assert {c for c in meld.cards if c not in played} <= hand
    # The dix: the seven of trumps lies face up, so nobody holds it.
    if state.dix_by is not None:
        assert view.turn_up.rank is Rank.SEVEN


@pytest.mark.parametrize("rules", [PAGAT, DENEXA], ids=lambda r: r.name)
@pytest.mark.parametrize("stop", [0, 5, 10, 15])
def test_sampled_hands_fit_the_view(rules: Rules, stop: int) -> None:
    states = play_states(range(60), stop, rules, player="heuristic")
    assert len(states) > 20
    for i, state in enumerate(states):
        view = player_view(state, state.to_act)
        known = Knowledge.from_view(view)
        truth = frozenset(state.hands[1 - state.to_act])
        # What is known never contradicts the real cards.
        assert known.opponent_holds <= truth
        assert not known.barred & truth
        assert truth <= set(known.unseen)
        for hand in sample_hands(known, 8, seed=i).hands:
            check_sample(state, hand)


def test_shown_melds_are_in_the_samples() -> None:
    """Hands where the opponent won a meld class: the shown cards are always dealt to him."""
    checked = 0
    for state in play_states(range(300), 2, player="heuristic"):
        opp = 1 - state.to_act
        assert state.meld_outcome is not None
        shown = {c for m in state.meld_outcome.shown(opp) for c in m.cards}
        if not shown:
            continue
        view = player_view(state, state.to_act)
        known = Knowledge.from_view(view)
        assert known.opponent_holds == shown - set(view.played_cards())
        for hand in sample_hands(known, 5, seed=1).hands:
            assert known.opponent_holds <= hand
        checked += 1
    assert checked >= 5


def test_every_possible_hand_is_listed_once_when_few_are_possible() -> None:
    """With two cards each left the possible hands are few: each is listed once, those
    that fit the opponent's calls (a heuristic player's, so the real one fits)."""
    for state in play_states(range(30), 14, player="heuristic")[:10]:
        known = Knowledge.from_view(player_view(state, state.to_act))
        need = 2 - len(known.opponent_holds)
        samples = sample_hands(known, 200, seed=0)
        assert len(set(samples.hands)) == len(samples.hands)
        assert len(samples.hands) <= comb(len(known.free), need)
        assert samples.exact == (len(samples.hands) == comb(len(known.free), need))
        assert frozenset(state.hands[1 - state.to_act]) in samples.hands


def test_the_opponents_calls_are_read_as_the_rules_of_thumb_make_them() -> None:
    """A heuristic opponent's real first six cards make his calls; most samples do too."""
    checked = 0
    for seed in range(40):
        state = play_states(range(seed, seed + 1), 0, player="heuristic")
        if not state:
            continue
        s = state[0]
        me, opp = s.to_act, 1 - s.to_act
        known = Knowledge.from_view(player_view(s, me))
        assert known.opponent_calls
        assert known.calls_fit(s.deal.hands[opp]) or s.dix_by is not None
        checked += 1
    assert checked > 20


def test_samples_are_fixed_by_the_seed() -> None:
    state = play_states(range(10), 4)[0]
    known = Knowledge.from_view(player_view(state, state.to_act))
    assert sample_hands(known, 6, seed=3) == sample_hands(known, 6, seed=3)
    assert sample_hands(known, 6, seed=3) != sample_hands(known, 6, seed=4)


def test_decision_seed_depends_on_what_was_seen() -> None:
    a, b = play_states(range(10), 4)[:2]
    va, vb = player_view(a, a.to_act), player_view(b, b.to_act)
    assert decision_seed(1, va) == decision_seed(1, va)
    assert decision_seed(1, va) != decision_seed(1, vb)


def test_full_deals_in_the_auction_use_only_unseen_cards() -> None:
    state = new_hand(Deal.from_seed(9, dealer=0), ("Ann", "Bob"))
    view = player_view(state, state.to_act)
    known = Knowledge.from_view(view)
    seen = set(view.hand) | {view.turn_up}
    for deal in sample_full_deals(known, 20, seed=2):
        cards = [*deal.opponent, *deal.my_draw, *deal.opponent_draw, deal.information_card]
        assert len(set(cards)) == 13
        assert not set(cards) & seen
    assert len(known.unseen) == 32 - 7


def test_position_for_puts_the_cards_in_the_right_seats() -> None:
    state = play_states(range(10), 3)[0]
    view = player_view(state, state.to_act)
    pos = position_for(view, state.hands[1 - state.to_act])
    assert pos.hands[state.to_act] == frozenset(state.hands[state.to_act])
    assert pos.hands[1 - state.to_act] == frozenset(state.hands[1 - state.to_act])
    assert pos.to_move == state.to_act and pos.trick == state.trick


# ---------------------------------------------------------------- the interrogation


def _melds(text0: str, text1: str) -> tuple[tuple[Meld, ...], tuple[Meld, ...]]:
    def melds(text: str) -> tuple[Meld, ...]:
        return tuple(Meld(parse_cards(t)) for t in text.split(",") if t.strip())

    return melds(text0), melds(text1)


def test_a_named_four_is_read_from_the_dialogue() -> None:
    out = interrogate(0, _melds("9S 9H 9D 9C", "JS JH JD JC"), Suit.SPADES)
    assert named_four(out, 0) is Rank.NINE
    assert named_four(out, 1) is Rank.JACK
    assert named_four(interrogate(0, _melds("", ""), None), 0) is None


@pytest.mark.parametrize("melds,first,seat,expected", [
    # The first speaker states a length and loses to a longer run.
    (("KH QH JH", "AS KS QS JS"), 0, 0, RunFact(3)),
    # Equal length: he tells his top card and loses to a higher one.
    (("KH QH JH", "AS KS QS"), 0, 0, RunFact(3, top=Rank.KING)),
    # Second speaker, equal length, lower top: "How high?", then "Good".
    (("AS KS QS", "KH QH JH"), 0, 1, RunFact(3, below=Rank.ACE)),
    # Equal top card: the trump run wins; the loser's is not in trumps.
    (("KH QH JH", "KS QS JS"), 0, 0, RunFact(3, top=Rank.KING, in_trumps=False)),
])
def test_what_the_interrogation_tells_about_a_losing_run(
        melds: tuple[str, str], first: int, seat: int, expected: RunFact) -> None:
    out = interrogate(first, _melds(*melds), Suit.SPADES)
    assert out.results[1].winner != seat
    assert run_fact(out, seat) == expected
    # The real run is among those the facts allow.
    real = _melds(*melds)[seat][0].cards
    assert real in expected.runs(Suit.SPADES)


def test_a_losing_run_is_dealt_to_the_opponent() -> None:
    """A hand where the opponent lost the sequence class: every sample holds a run that
    fits what he said."""
    checked = 0
    for state in play_states(range(400), 1, player="heuristic"):
        me, opp = state.to_act, 1 - state.to_act
        known = Knowledge.from_view(player_view(state, me))
        if known.run is None:
            continue
        fits = known.run.runs(known.trump)
        truth = set(state.hands[opp]) | set(state.trick)
        assert any(set(r) <= truth for r in fits)  # the facts never rule out the truth
        for hand in sample_hands(known, 5, seed=0).hands:
            held = hand | known.opponent_played
            assert any(set(r) <= held for r in fits)
        checked += 1
    assert checked >= 3


def test_every_card_is_somewhere() -> None:
    state = play_states(range(10), 7)[0]
    view = player_view(state, state.to_act)
    known = Knowledge.from_view(view)
    seen = set(view.hand) | set(view.played_cards()) | {view.turn_up, view.information_card}
    assert set(known.unseen) | seen == set(DECK)
    assert not set(known.unseen) & seen
