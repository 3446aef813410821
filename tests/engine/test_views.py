"""What one seat sees at a table of three or four (``player_view``): random hands of every
game, where no view ever holds another seat's hidden card, and one test per rule
(THREE-8, FOUR-1, CUT-1, MELD-5, FOUR-5, DIX-1, DRAW-2, FOUR-3).

Seats: Ann 0, Bob 1, Cat 2, Dan 3. The golden records used: three/01 (Cat deals, Ann
declares, Bob defends, Cat is set aside), partnership/01 (Dan deals, Cat declares
hearts, Bob takes the dix) and cutthroat/01 (Dan deals and sits out, Bob declares,
Cat defends, Ann is set aside).
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields, is_dataclass
from typing import Any

import pytest

from jojotte_teach.engine import (
    Card,
    Deal,
    HandState,
    InvalidNotationError,
    Phase,
    Verb,
    legal_actions,
    new_hand,
)
from jojotte_teach.engine.jojotte.defence import Defence
from jojotte_teach.engine.view import PlayerView, player_view
from tests.engine.test_invariants import (
    ANN,
    BOB,
    CAT,
    DAN,
    GAMES,
    HANDS_PER_GAME,
    cutthroat_states,
    partnership_states,
    random_hand_states,
    three_states,
)


def cards_in(value: Any) -> set[Card]:
    """Every card anywhere in a value: its fields, tuples, melds, tricks, actions."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple | list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f.name)) for f in fields(value)))
    return set()


def is_settled(state: HandState) -> bool:
    """The melds are settled (and shown) once the first card is played."""
    return bool(state.tricks or state.trick)


def publicly_held(state: HandState, seat: int, view: PlayerView) -> set[Card]:
    """The cards in a seat's hand that the whole table knows of: the melds it has shown,
    the turn-up the dix gave it (DIX-1) and, in a partnership, the dealer's turn-up or
    the seven the dix gave him (FOUR-3, FOUR-6)."""
    known = {c for meld in view.melds[seat] for c in meld.cards}
    if state.dix_by == seat:
        known.add(state.deal.turn_up)
    if state.game.partnerships and seat == state.deal.dealer:
        known.add(state.turn_up)
    return known & set(state.hands[seat])


def check_view(state: HandState, seat: int) -> PlayerView:
    """One seat's view: its own cards, the others' counts, and no hidden card of theirs."""
    view = player_view(state, seat)
    name = state.players[seat]
    assert view.seat == seat and view.player == name
    assert view.hand == state.hands[seat]
    assert view.card_counts == tuple(len(h) for h in state.hands)
    assert list(view.legal) == [a for a in legal_actions(state) if a.player == name]
    seen = cards_in(view)
    for other in range(len(state.players)):
        if other == seat:
            assert view.melds[seat] == state.melds[seat]  # he knows what he declared
            continue
        shown = view.melds[other]
        assert set(shown) <= set(state.melds[other])
        if not is_settled(state):
            assert shown == ()  # MELD-5, FOUR-5: nothing is shown before the first card
        else:
            assert sum(m.points for m in shown) == state.meld_points[other]
        hidden = set(state.hands[other]) - publicly_held(state, other, view)
        assert not seen & hidden, f"{name} sees {seen & hidden} of seat {other}"
    for action, seen_action in zip(state.history, view.history, strict=True):
        if seen_action != action:  # only another seat's meld that was not shown is hidden
            assert action.verb is Verb.MELD and action.player != name
            assert seen_action.player == action.player and seen_action.cards == ()
    return view


# ---------------------------------------------------------------- random play


@pytest.mark.parametrize("game_name", GAMES)
def test_random_views_never_hold_another_seats_hidden_cards(game_name: str) -> None:
    for seed in range(HANDS_PER_GAME):
        for state in random_hand_states(game_name, seed):
            for seat in range(len(state.players)):
                check_view(state, seat)


# ---------------------------------------------------------------- rules


@pytest.mark.parametrize("game_name", ["three", "cutthroat"])
def test_three_8_nobody_sees_the_set_aside_hand(game_name: str) -> None:
    checked = 0
    for seed in range(HANDS_PER_GAME // 4):
        for state in random_hand_states(game_name, seed):
            if not isinstance(state.stage, Defence) or state.stage.step != "settled":
                continue
            dealer = state.deal.dealer
            set_aside = next(s for s in range(len(state.players)) if s not in state.active
                             and not (state.game.dealer_sits_out and s == dealer))
            assert len(state.hands[set_aside]) == 9
            for seat in range(len(state.players)):
                view = player_view(state, seat)
                assert view.card_counts[set_aside] == 9
                assert view.melds[set_aside] == ()
                if seat != set_aside:
                    assert not cards_in(view) & set(state.hands[set_aside])
                    checked += 1
                else:
                    assert view.hand == state.hands[set_aside] and not view.plays_this_hand
    assert checked > 100
    # The golden hand: Cat's nine cards, set aside, appear in neither Ann's nor Bob's view.
    for state in three_states()[8:]:
        for seat in (ANN, BOB):
            assert not cards_in(player_view(state, seat)) & set(state.hands[CAT])


def test_four_1_partners_do_not_see_each_others_cards() -> None:
    states = partnership_states()
    # Before the first card, Cat's declared run is hers alone, even to her partner Ann.
    before = states[10]
    cat_meld = before.melds[CAT]
    assert cat_meld and player_view(before, CAT).melds[CAT] == cat_meld
    ann = player_view(before, ANN)
    assert ann.melds[CAT] == ()
    assert "Cat meld" in [str(a) for a in ann.history]
    assert not cards_in(ann) & set(before.hands[CAT])
    # After it, Dan's run (his side lost the sequences) stays hidden from his partner Bob.
    after = states[11]
    bob = player_view(after, BOB)
    assert after.melds[DAN] and bob.melds[DAN] == ()
    assert "Dan meld" in [str(a) for a in bob.history]
    assert not cards_in(bob) & (set(after.hands[DAN]) - {after.turn_up})
    # In random hands no one sees a card of his partner's that the table does not know.
    for seed in range(HANDS_PER_GAME // 4):
        for state in random_hand_states("partnership", seed):
            for seat in range(4):
                partner = (seat + 2) % 4
                view = player_view(state, seat)
                hidden = set(state.hands[partner]) - publicly_held(state, partner, view)
                assert not cards_in(view) & hidden


def test_cut_1_the_dealer_sees_only_what_is_shown() -> None:
    for state in cutthroat_states():
        view = check_view(state, DAN)
        assert view.hand == () and view.legal == () and not view.is_my_turn
        assert not view.plays_this_hand and view.card_counts[DAN] == 0
        assert view.melds == state.game.rules.shown_melds(state)
        held = {c for hand in state.hands for c in hand}
        public = {c for melds in view.melds for meld in melds for c in meld.cards}
        if state.dix_by is not None:
            public.add(state.deal.turn_up)
        assert cards_in(view) & held <= public
    # Cat's four Diamonds won class A: once the first card is played, Dan sees it.
    states = cutthroat_states()
    assert player_view(states[10], DAN).melds[CAT] == ()
    assert [str(m) for m in player_view(states[11], DAN).melds[CAT]] == ["AD KD QD JD"]


def test_meld_5_at_three_the_interrogation_shows_only_the_winners_melds() -> None:
    states = three_states()
    declared = states[10]  # Bob declared AC KC QC, then Ann KD QD JD; no card yet
    assert [str(m) for m in player_view(declared, BOB).melds[BOB]] == ["AC KC QC"]
    assert player_view(declared, BOB).melds[ANN] == ()
    assert player_view(declared, ANN).melds[BOB] == ()
    assert player_view(declared, CAT).melds == ((), (), ())
    assert [str(a) for a in player_view(declared, CAT).history[-2:]] == ["Bob meld", "Ann meld"]
    played = states[12]  # the first card: Bob's higher run wins class B and is shown
    outcome = played.meld_outcome
    assert outcome is not None
    for seat in (ANN, BOB, CAT):
        view = player_view(played, seat)
        assert [str(m) for m in view.melds[BOB]] == ["AC KC QC"]
        assert view.meld_outcome == outcome
        assert view.melds[ANN] == (played.melds[ANN] if seat == ANN else ())


def test_four_5_the_side_that_scores_a_class_shows_its_melds() -> None:
    state = partnership_states()[11]  # Cat's run of four wins the sequences for Ann+Cat
    assert state.meld_points == (20, 0, 40, 0)
    for seat in (ANN, BOB, CAT, DAN):
        view = player_view(state, seat)
        assert [str(m) for m in view.melds[ANN]] == ["QS JS 10S"]
        assert [str(m) for m in view.melds[CAT]] == ["KD QD JD 10D"]
        assert view.melds[BOB] == ()
        assert [str(m) for m in view.melds[DAN]] == (["KC QC JC"] if seat == DAN else [])


def test_dix_1_the_turn_up_taken_by_the_dix_is_public() -> None:
    before, after = partnership_states()[9:11]  # Bob takes 10H from Dan for 7H (FOUR-6)
    assert player_view(before, ANN).turn_up == Card("10H")
    assert player_view(before, ANN).dix_card is None
    view = player_view(after, ANN)
    assert (view.turn_up, view.dix_by, view.dix_card) == (Card("7H"), BOB, Card("10H"))
    three = three_states()[11]  # Ann's dix at three
    view = player_view(three, CAT)
    assert view.dix_by == ANN and view.dix_card == three.deal.turn_up
    assert view.turn_up == three.turn_up != three.deal.turn_up


def test_draw_2_the_information_card_is_seen_once_drawn_and_four_3_never_at_four() -> None:
    states = three_states()
    assert player_view(states[4], ANN).information_card is None
    assert player_view(states[5], ANN).information_card == states[5].deal.information_card
    assert all(player_view(s, ANN).information_card is None for s in partnership_states())


def test_a_seat_that_does_not_play_this_hand_sees_what_is_public() -> None:
    states = three_states()
    for state in states:
        view = check_view(state, CAT)  # Cat bids, then is set aside
        if state.phase is Phase.PLAY:
            assert view.legal == () and not view.plays_this_hand
            assert view.active == (BOB, ANN)
    dealer = [player_view(s, "Dan") for s in cutthroat_states()]
    assert all(v.hand == () for v in dealer)
    assert dealer[-1].phase is Phase.OVER and len(dealer[-1].tricks) == 9


def test_a_view_takes_a_seat_or_a_name_at_every_table() -> None:
    state = three_states()[12]
    assert player_view(state, "Bob") == player_view(state, BOB)
    with pytest.raises(InvalidNotationError):
        player_view(state, "Eve")
    with pytest.raises(InvalidNotationError):
        player_view(state, 3)
    two = player_view(new_hand(Deal.from_seed(1), ("Ann", "Bob")), "Bob")
    assert two.seat == 1 and two.card_counts == (6, 6) and two.game.seats == 2


def test_the_legal_actions_are_the_seats_own() -> None:
    state = three_states()[0]
    assert [a.short() for a in player_view(state, ANN).legal] == ["pass", "accept"]
    assert player_view(state, BOB).legal == () and not player_view(state, BOB).is_my_turn
    play = three_states()[12]  # Ann to follow Bob's AC
    assert {a.player for a in player_view(play, ANN).legal} == {"Ann"}
    assert player_view(play, ANN).played_cards() == (Card("AC"),)


def test_a_view_is_plain_frozen_data() -> None:
    view = player_view(three_states()[12], ANN)
    with pytest.raises(FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]
    assert not any(name.startswith("_repr_") for name in dir(view))
