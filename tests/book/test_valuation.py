"""The count of a hand for the auction (book/strategy-valuing.md), and its check.

The count's figures are the module's; the page glues them, so the page and the
module cannot differ. Here: what each card adds, the dix, the call that follows,
and the count's agreement with the bidding advisor on a few fresh deals.
"""

from __future__ import annotations

from jojotte_teach.book import valuation as vc
from jojotte_teach.engine import Card, parse_cards
from jojotte_teach.engine.cards import Rank


def test_every_trump_counts_by_its_rank_and_the_jack_most() -> None:
    assert max(vc.TRUMP_COUNT, key=lambda r: vc.TRUMP_COUNT[r]) is Rank.JACK
    assert vc.TRUMP_COUNT[Rank.NINE] > vc.TRUMP_COUNT[Rank.ACE] > vc.TRUMP_COUNT[Rank.SEVEN]
    # Six trumps, and Ace to Nine of spades is also a run (MELD-2): it counts once more.
    count = vc.hand_count(parse_cards("JS 9S AS 10S KS QS"), Card("8H"), "S")
    assert count.total == vc.RUN + sum(vc.TRUMP_COUNT[r] for r in (
        Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN))
    # Without a run, the trumps alone.
    count = vc.hand_count(parse_cards("JS 9S AS KS 7H 8D"), Card("8H"), "S")
    assert count.total == sum(vc.TRUMP_COUNT[r] for r in (Rank.JACK, Rank.NINE, Rank.ACE,
                                                          Rank.KING))


def test_the_dix_counts_the_turn_up_in_place_of_the_seven_only_in_its_suit() -> None:
    hand = parse_cards("7S AS 10C AC 7H AD")
    spades = vc.hand_count(hand, Card("JS"), "S")
    assert any("by the dix" in what and points == vc.TRUMP_COUNT[Rank.JACK]
               for what, points in spades.parts)
    assert not any("Seven of spades" in what for what, _ in spades.parts)
    # In another suit the turn-up is not yours, and the Seven counts as a trump.
    hearts = vc.hand_count(hand, Card("JS"), "H")
    assert not any("dix" in what for what, _ in hearts.parts)


def test_side_aces_tens_beside_them_and_a_run_count() -> None:
    count = vc.hand_count(parse_cards("AH 10H KD QD JD 7C"), Card("8C"), "C")
    parts = dict(count.parts)
    assert parts["Ace of hearts"] == vc.SIDE_ACE
    assert parts["Ten of hearts, beside its Ace"] == vc.GUARDED_TEN
    assert parts["a run of three or more"] == vc.RUN
    assert count.value == count.total - vc.BASE


def test_no_trump_counts_aces_and_their_tens_only() -> None:
    count = vc.hand_count(parse_cards("AS 10S KS AH QH 7D"), Card("8C"), "NT")
    assert count.total == 2 * vc.NO_TRUMP_ACE + vc.NO_TRUMP_TEN
    assert count.value == count.total - vc.NO_TRUMP_BASE


def test_the_call_accepts_only_when_the_turn_ups_suit_counts_best() -> None:
    assert vc.counted_call(parse_cards("JH 9H 7H AS 8C 7D"), Card("KH")) == ("accept", "H")
    call, strain = vc.counted_call(parse_cards("JC AC KC AD 8H 7S"), Card("7D"))
    assert (call, strain) == ("pass", "C")


def test_the_count_agrees_with_the_advisor_on_most_fresh_deals() -> None:
    """Deals of their own (the page checks 40 others): the count's first call is the
    advisor's on most, and where they differ the advisor found little between them."""
    found = vc.agreement(deals=10, samples=8, seed=31000)
    assert found.deals == 10 and len(found.gaps) == 10
    assert found.call_share >= 0.6, found
    assert found.mean_gap < 40, found
