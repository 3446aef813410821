"""The facts of a hand at three and four (``check_invariants``), by random play and by
states broken on purpose, one test per fact (DECK, THREE-1, THREE-8, FOUR-3, FOUR-7,
FOUR-8, CUT-1, DIX-1, PLAY-5, PLAY-6).

Seats: Ann 0, Bob 1, Cat 2, Dan 3. The broken states start from the hand-worked golden
records: three/01 (Cat deals; Bob defends against Ann), partnership/01 (Dan deals; Cat
declares hearts; Bob takes the dix) and cutthroat/01 (Dan deals and sits out; Cat
defends against Bob).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from jojotte_teach.engine import (
    DENEXA,
    PAGAT,
    Card,
    Deal,
    HandState,
    InvariantError,
    Phase,
    apply,
    card_points,
    check_invariants,
    get_game,
    legal_actions,
    load_record,
    new_hand,
    shuffled_deck,
)
from jojotte_teach.engine.cards import Rank
from jojotte_teach.engine.records import HandRecord

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
HANDS_PER_GAME = 200
GAMES = ("three", "partnership", "cutthroat")
PLAYERS = {3: ("Ann", "Bob", "Cat"), 4: ("Ann", "Bob", "Cat", "Dan")}
ANN, BOB, CAT, DAN = 0, 1, 2, 3


def random_hand_states(game_name: str, seed: int) -> Iterator[HandState]:
    """Every state of one random hand: ``random.Random(seed)`` picks among the legal actions.

    The deck is ``shuffled_deck(seed)``; the dealer and the profile turn with the seed.
    """
    game = get_game(game_name)
    rng = random.Random(seed)
    rules = DENEXA if seed % 5 == 4 else PAGAT
    deal = Deal.from_deck(shuffled_deck(seed), seed % game.seats, game)
    state = new_hand(deal, PLAYERS[game.seats], rules)
    yield state
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
        yield state


def golden_states(name: str) -> list[HandState]:
    record = load_record(GOLDEN / f"{name}.json")
    assert isinstance(record, HandRecord)
    return record.states()


def three_states() -> list[HandState]:
    return golden_states("three/01-declarer-wins-meld-interrogation-dix")


def partnership_states() -> list[HandState]:
    return golden_states("partnership/01-accept-partner-melds-dix")


def cutthroat_states() -> list[HandState]:
    return golden_states("cutthroat/01-declarer-wins-dealer-copies-melds")


def broken(state: HandState, match: str) -> None:
    """Both checks refuse the state, naming the broken fact."""
    with pytest.raises(InvariantError, match=match):
        check_invariants(state)
    with pytest.raises(InvariantError, match=match):
        check_invariants(state)  # the two-player entry point hands it on


def with_hand(state: HandState, seat: int, cards: tuple[Card, ...]) -> HandState:
    return replace(state, hands=tuple(cards if s == seat else h
                                      for s, h in enumerate(state.hands)))


# ---------------------------------------------------------------- random play


@pytest.mark.parametrize("game_name", GAMES)
def test_random_hands_keep_every_invariant_after_every_step(game_name: str) -> None:
    game = get_game(game_name)
    finished = 0
    for seed in range(HANDS_PER_GAME):
        state = None
        for state in random_hand_states(game_name, seed):
            check_invariants(state)
            if seed % 10 == 0:
                # apply accepts every action legal_actions offers, each to a sound state.
                for action in legal_actions(state):
                    check_invariants(apply(state, action))
        assert state is not None and state.is_over
        if state.phase is Phase.OVER:
            finished += 1
            played = [c for t in state.tricks for c in t.cards]
            assert len(played) == len(set(played)) == (32 if game.partnerships else 18)
    assert finished > HANDS_PER_GAME * 0.8


def test_the_golden_records_keep_every_invariant() -> None:
    for folder in ("three", "partnership", "cutthroat"):
        for path in sorted((GOLDEN / folder).glob("*.json")):
            if path.name.endswith(".expected.json"):
                continue
            record = load_record(path)
            hands = [record] if isinstance(record, HandRecord) else list(record.hands)
            for hand in hands:
                for state in hand.states():
                    check_invariants(state)


def test_check_invariants_hands_table_states_on() -> None:
    # Seat 2's cards would be "nowhere" to the two-player check.
    state = three_states()[0]
    check_invariants(state)
    broken(with_hand(state, CAT, state.hands[CAT][1:]), "cards nowhere")


# ---------------------------------------------------------------- the cards


def test_deck_every_card_lies_in_exactly_one_place() -> None:
    state = partnership_states()[20]
    ann = state.hands[ANN]
    broken(with_hand(state, ANN, ann[1:]), "cards nowhere")
    broken(with_hand(state, BOB, (*state.hands[BOB], ann[0])), "cards in two places")
    start = three_states()[0]  # the stock, the turn-up and the undrawn cards count too
    broken(replace(start, turn_up=start.deal.stock[0]), "cards in two places")


def test_three_1_six_cards_before_the_draw_and_nine_after() -> None:
    states = three_states()
    assert [len(h) for h in states[4].hands] == [6, 6, 6]
    assert [len(h) for h in states[5].hands] == [9, 9, 9]
    after = states[5]
    # Cat's card moved to Bob: every card still in one place, but two hands are wrong.
    moved = with_hand(with_hand(after, BOB, (*after.hands[BOB], after.hands[CAT][0])),
                      CAT, after.hands[CAT][1:])
    broken(moved, "seat 1 holds 10 cards, expected 9")


def test_three_1_each_seat_holds_what_it_was_dealt_less_what_it_played() -> None:
    state = three_states()[15]
    bob, cat = state.hands[BOB], state.hands[CAT]
    swapped = with_hand(with_hand(state, BOB, (cat[0], *bob[1:])), CAT, (bob[0], *cat[1:]))
    broken(swapped, "seat 1 holds or played cards it was not dealt")


def test_four_3_eight_cards_each_and_the_dealer_holds_the_turn_up() -> None:
    states = partnership_states()
    drawn = states[6]
    assert drawn.phase is Phase.DECLARING
    assert [len(h) for h in drawn.hands] == [8, 8, 8, 8]
    assert drawn.turn_up in drawn.hands[DAN]
    assert drawn.information_card is None
    check_invariants(drawn)


def test_four_6_the_dix_gives_the_dealer_the_seven() -> None:
    states = partnership_states()
    after = states[10]  # Bob dix: Bob takes 10H from Dan, Dan takes 7H
    assert after.dix_by == BOB and after.turn_up == Card("7H")
    assert Card("10H") in after.hands[BOB] and Card("7H") in after.hands[DAN]
    check_invariants(after)
    # Undo the exchange in the hands only: the cards are where they were dealt.
    dan = tuple(Card("10H") if c == Card("7H") else c for c in after.hands[DAN])
    bob = tuple(Card("7H") if c == Card("10H") else c for c in after.hands[BOB])
    broken(with_hand(with_hand(after, DAN, dan), BOB, bob), "the dealer does not hold")


def test_dix_1_the_seven_of_trumps_takes_the_turn_ups_place() -> None:
    states = three_states()
    before, after = states[10], states[11]  # Ann dix
    assert after.dix_by == ANN and after.trump is not None
    assert after.turn_up == Card.of(Rank.SEVEN, after.trump)
    assert before.turn_up in after.hands[ANN] and after.turn_up not in after.hands[ANN]
    check_invariants(after)
    broken(replace(after, dix_by=None), "the turn-up changed without a dix")
    # The seven face up, but the hands as before: the seven would be in two places.
    broken(replace(after, hands=before.hands), "cards in two places")


def test_cut_1_the_dealer_holds_no_card_and_never_acts() -> None:
    states = cutthroat_states()
    for state in states:
        assert state.hands[DAN] == ()
    state = states[15]
    stolen = state.hands[BOB][0]
    broken(with_hand(with_hand(state, DAN, (stolen,)), BOB, state.hands[BOB][1:]),
           "the cutthroat dealer holds or played cards")
    broken(replace(states[2], to_act=DAN), "the cutthroat dealer is to act")


# ---------------------------------------------------------------- the tricks


def test_three_8_the_active_defender_leads_and_only_the_active_pair_plays() -> None:
    states = three_states()
    first = states[13].tricks[0]
    assert first.leader == BOB and first.seats == (BOB, ANN)
    bad = replace(first, seats=(BOB, CAT))
    broken(replace(states[13], tricks=(bad,)), "not played in turn by the active seats")
    broken(replace(states[12], leader=ANN, to_act=ANN), "the wrong player led to the first")


def test_three_8_a_trick_has_two_cards() -> None:
    state = three_states()[13]
    first = state.tricks[0]
    cat = state.hands[CAT]  # the third hand's card played to the trick as well
    bad = replace(first, cards=(*first.cards, cat[0]), seats=(BOB, ANN, CAT))
    broken(with_hand(replace(state, tricks=(bad,)), CAT, cat[1:]),
           "trick 1 has 3 cards, not 2")


def test_four_7_the_dealers_left_leads_four_card_tricks() -> None:
    states = partnership_states()
    first = states[14].tricks[0]
    assert first.leader == ANN and first.seats == (ANN, BOB, CAT, DAN)
    short = replace(first, cards=first.cards[:3], seats=first.seats[:3])
    dan = (*states[14].hands[DAN], first.cards[3])  # Dan's card back in his hand
    broken(with_hand(replace(states[14], tricks=(short,)), DAN, dan),
           "trick 1 has 3 cards, not 4")
    broken(replace(states[11], leader=BOB, to_act=BOB), "the wrong player led to the first")


def test_play_5_the_highest_trump_else_the_highest_of_the_suit_led_wins() -> None:
    state = partnership_states()[14]
    first = state.tricks[0]  # Ann AC, Bob 8C, Cat QH (trump), Dan JC: Cat
    assert first.winner == CAT
    broken(replace(state, tricks=(replace(first, winner=ANN),)), "trick 1 went to the wrong")


def test_play_6_the_winner_of_a_trick_leads_the_next() -> None:
    state = three_states()[15]
    first, second = state.tricks  # Bob wins the first with AC; Ann the second with AH
    assert (first.winner, second.leader, second.winner) == (BOB, BOB, ANN)
    assert state.leader == state.to_act == ANN and not state.trick
    broken(replace(state, tricks=(replace(first, winner=ANN), second)), "trick 1 went to")
    broken(replace(state, tricks=(first, replace(second, leader=ANN, seats=(ANN, BOB)))),
           "trick 2 was not led by the winner of trick 1")
    broken(replace(state, leader=BOB, to_act=BOB), "the winner of the last trick is not")
    broken(replace(state, to_act=BOB), "the wrong player is to play")


def test_play_6_a_finished_hand_has_all_its_tricks_and_empty_active_hands() -> None:
    states = three_states()
    three = states[-1]
    assert three.phase is Phase.OVER and len(three.tricks) == 9
    assert len(three.hands[CAT]) == 9  # the third hand, set aside, is never played
    check_invariants(three)
    eight = states[-3]  # after eight tricks, the ninth not begun
    assert len(eight.tricks) == 8 and not eight.trick
    broken(replace(eight, phase=Phase.OVER), "a finished hand has 9 tricks")
    fours = partnership_states()
    assert fours[-1].phase is Phase.OVER and len(fours[-1].tricks) == 8
    seven = fours[-5]
    assert len(seven.tricks) == 7 and not seven.trick
    broken(replace(seven, phase=Phase.OVER), "a finished hand has 8 tricks")


# ---------------------------------------------------------------- the melds and the points


def test_three_8_the_melds_are_settled_when_the_first_card_is_played() -> None:
    states = three_states()
    assert states[11].meld_outcome is None and states[12].meld_outcome is not None
    broken(replace(states[12], meld_points=()), "the melds were not settled")
    broken(replace(states[12], meld_outcome=None), "the interrogation did not take place")


def test_three_8_the_third_hand_never_melds() -> None:
    state = three_states()[9]  # Bob declared AC KC QC; Cat is the inactive player
    cat_meld = state.melds[BOB]
    broken(replace(state, melds=(state.melds[ANN], state.melds[BOB], cat_meld)),
           "seat 2 declared a meld but does not play this hand")
    broken(replace(state, melds=(cat_meld, (), ())), "seat 0 declared")


def test_four_8_the_card_points_in_play_are_155_at_a_trump_contract_120_at_no_trump() -> None:
    seen: dict[bool, int] = {}
    seed = 0
    while len(seen) < 2:  # random partnership hands until one of each has finished
        *_, state = random_hand_states("partnership", seed)
        seed += 1
        if state.phase is not Phase.OVER:
            continue
        check_invariants(state)
        trump = state.trump
        seen[trump is None] = sum(card_points(c, trump) for t in state.tricks for c in t.cards)
    assert seen == {False: 155, True: 120}


def test_sco_1_the_card_points_won_are_the_card_points_played() -> None:
    three = three_states()[-1]
    won = sum(card_points(c, three.trump) for s in (ANN, BOB) for c in three.won_cards(s))
    assert won == sum(card_points(c, three.trump) for t in three.tricks for c in t.cards)
    assert sum(three.tricks_won(s) for s in range(3)) == 9
