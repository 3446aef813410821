"""Cards, rank orders and the deal: DECK-1, DECK-2, DEAL-1 to DEAL-4, DRAW-1, DRAW-2."""

from __future__ import annotations

import pytest

from jojotte_teach.engine import (
    DECK,
    PLAIN_ORDER,
    SEQUENCE_ORDER,
    TRUMP_ORDER,
    Card,
    Deal,
    InvalidNotationError,
    InvalidRecordError,
    Phase,
    Rank,
    Suit,
    beats,
    card_points,
    cut_for_deal,
    shuffled_deck,
)
from tests.helpers import BASE_DEAL, record, replay


def test_deck_1_thirty_two_cards_eight_per_suit() -> None:
    assert len(DECK) == len(set(DECK)) == 32
    for suit in Suit:
        assert sorted(c.rank.value for c in DECK if c.suit is suit) == sorted(
            ["A", "K", "Q", "J", "10", "9", "8", "7"])


def test_deck_2_three_rank_orders() -> None:
    assert [r.value for r in TRUMP_ORDER] == ["J", "9", "A", "10", "K", "Q", "8", "7"]
    assert [r.value for r in PLAIN_ORDER] == ["A", "10", "K", "Q", "J", "9", "8", "7"]
    assert [r.value for r in SEQUENCE_ORDER] == ["A", "K", "Q", "J", "10", "9", "8", "7"]
    # In trumps the Jack and Nine are on top; in a plain suit the Ace and Ten.
    assert beats(Card("9H"), Card("AH"), Suit.HEARTS)
    assert not beats(Card("9H"), Card("AH"), Suit.SPADES)
    assert beats(Card("10D"), Card("KD"), None)


@pytest.mark.parametrize("text", ["JH", "jh", "J♥", "j♡", " J H ", "JH"])
def test_lenient_reading_of_a_jack(text: str) -> None:
    assert Card(text) is Card("JH")


@pytest.mark.parametrize("text", ["10S", "TS", "ts", "10♠", "T♠"])
def test_ten_is_printed_as_10(text: str) -> None:
    card = Card(text)
    assert str(card) == "10S" and repr(card) == "Card('10S')"
    assert eval(repr(card)) is card


@pytest.mark.parametrize("text", ["1OS", "11S", "JX", "", "J", "6H", "KK"])
def test_bad_card_notation_names_the_text(text: str) -> None:
    with pytest.raises(InvalidNotationError, match="is not a card"):
        Card(text)


def test_card_names_are_spoken_words() -> None:
    assert Card("JH").name == "Jack of hearts"
    assert Card("10S").name == "Ten of spades"
    assert Card("7C").pretty == "7♣"


def test_deal_1_the_lower_cut_deals() -> None:
    for seed in range(50):
        first, second, dealer = cut_for_deal(seed)
        lower = 0 if first.rank.sequence_index > second.rank.sequence_index else 1
        assert dealer == lower and first.rank is not second.rank
    assert cut_for_deal(11) == cut_for_deal(11)


def test_deal_2_three_at_a_time_non_dealer_first() -> None:
    deal = Deal.from_deck(DECK, dealer=1)
    # Seat 0 is the non-dealer: cards 1-3 and 7-9 of the deck.
    assert deal.hands[0] == DECK[0:3] + DECK[6:9]
    assert deal.hands[1] == DECK[3:6] + DECK[9:12]


def test_deal_3_the_thirteenth_card_is_turned_up() -> None:
    deal = Deal.from_deck(DECK, dealer=0)
    assert deal.turn_up is DECK[12]
    # The stock is the other 19 cards: the draw, twelve that never play, the information card.
    assert len(deal.draw[0]) + len(deal.draw[1]) + len(deal.stock) + 1 == 19


def test_seeded_deals_are_reproducible() -> None:
    # A fixed generator, not Python's random: these cards must never change.
    assert [c.text for c in shuffled_deck(2024)[:6]] == [
        c.text for c in shuffled_deck(2024)[:6]]
    assert Deal.from_seed(1, dealer=0) != Deal.from_seed(2, dealer=0)
    assert len({Deal.from_seed(s).turn_up for s in range(40)}) > 10


def test_deal_rejects_a_card_twice() -> None:
    deck = list(DECK)
    deck[5] = deck[4]
    with pytest.raises(InvalidRecordError, match="twice"):
        Deal.from_deck(deck, dealer=0)


def test_deal_4_the_deal_alternates_in_a_session() -> None:
    from jojotte_teach.engine import parse_record

    hand = {"deal": BASE_DEAL, "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]}
    session = {"format": "jojotte-session/1", "players": ["Ann", "Bob"],
               "hands": [dict(hand, dealer="Bob"), dict(hand, dealer="Bob")]}
    with pytest.raises(InvalidRecordError, match=r"hand 2: Bob deals.*\(DEAL-4\)"):
        parse_record(session)
    session["hands"] = [dict(hand, dealer="Bob"), dict(hand, dealer="Ann")]
    parse_record(session)


def test_deal_4_denexa_redeals_after_a_throw_in() -> None:
    from jojotte_teach.engine import parse_record

    hand = {"deal": BASE_DEAL, "actions": ["Ann pass", "Bob pass", "Ann pass", "Bob pass"]}
    session = {"format": "jojotte-session/1", "rules": "denexa", "players": ["Ann", "Bob"],
               "hands": [dict(hand, dealer="Bob"), dict(hand, dealer="Bob")]}
    parse_record(session)  # the same dealer deals again
    session["hands"][1] = dict(hand, dealer="Ann")
    with pytest.raises(InvalidRecordError, match="DEAL-4"):
        parse_record(session)


def test_draw_1_three_more_cards_each_after_the_auction() -> None:
    before = replay(["Ann accept"])
    assert [len(h) for h in before.hands] == [6, 6]
    after = replay(["Ann accept", "Bob pass"])
    assert after.phase is Phase.DECLARING
    assert [len(h) for h in after.hands] == [9, 9]
    assert set(after.hands[0]) >= {Card("QS"), Card("8H"), Card("9C")}


def test_draw_2_the_information_card_shows_after_the_draw_only() -> None:
    assert replay(["Ann accept"]).information_card is None
    state = replay(["Ann accept", "Bob pass"])
    assert state.information_card is Card("7H")
    assert Card("7H") not in state.hands[0] + state.hands[1]


def test_card_points_add_to_155_and_120() -> None:
    assert sum(card_points(c, Suit.CLUBS) for c in DECK) == 155
    assert sum(card_points(c, None) for c in DECK) == 120
    assert card_points(Card("9C"), Suit.CLUBS) == 15
    assert card_points(Card("9C"), Suit.HEARTS) == 0
    assert Rank.parse("t") is Rank.TEN


def test_a_record_reads_a_whole_deck() -> None:
    rec = record([], deal={"deck": [c.text for c in DECK]}, dealer="Ann")
    assert rec.deal.turn_up is DECK[12]
    assert rec.deal.information_card is DECK[31]
