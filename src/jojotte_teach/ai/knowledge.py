"""What one player knows about the cards he cannot see, read from his own view.

From a :class:`~jojotte_teach.engine.PlayerView` alone: the cards whose place is
unknown (in the opponent's hand or still in the stock), the opponent's cards
that are known all the same (melds he showed, a four he named, MELD-5), the
suits he cannot hold (he failed to follow, PLAY-2 and PLAY-3), the trumps he
cannot hold (he did not beat a trump lead, PLAY-4), and what the interrogation
said about a sequence he declared but did not score.

>>> from jojotte_teach.engine import Deal, new_hand, player_view
>>> view = player_view(new_hand(Deal.from_seed(3, dealer=0), ("Ann", "Bob")), "Ann")
>>> k = Knowledge.from_view(view)
>>> len(k.unseen), k.opponent_count   # 32 cards less Ann's six and the turn-up
(25, 6)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Card, Rank, Suit, beats
from ..engine.deal import Deal
from ..engine.interrogation import MeldOutcome
from ..engine.state import Phase, apply, legal_actions, new_hand
from ..engine.view import PlayerView
from .bidding import heuristic_call, standing_strain

__all__ = ["CallSpot", "Knowledge", "RunFact", "named_four", "opponent_calls", "run_fact"]

_LENGTHS = {"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_RANK_WORDS = {r.word: r for r in Rank}
_RANK_PLURALS = {r.plural: r for r in Rank}


@dataclass(frozen=True)
class RunFact:
    """What the interrogation told about the best sequence the opponent declared (MELD-5).

    Attributes:
        length: its length.
        top: its top card's rank, if he said it.
        below: a rank its top card is known to be lower than (sequence order), if any.
        in_trumps: whether it is in trumps, if that was asked.
    """

    length: int
    top: Rank | None = None
    below: Rank | None = None
    in_trumps: bool | None = None

    def runs(self, trump: Suit | None) -> list[tuple[Card, ...]]:
        """Every sequence of cards that fits the facts.

        >>> len(RunFact(8).runs(None))          # one run of eight in each suit
        4
        >>> [str(c) for c in RunFact(3, top=Rank.ACE, in_trumps=True).runs(Suit.HEARTS)[0]]
        ['AH', 'KH', 'QH']
        """
        found = []
        for suit in Suit:
            if self.in_trumps is not None and (suit is trump) != self.in_trumps:
                continue
            for start in range(0, 9 - self.length):
                top = list(Rank)[start]
                if self.top is not None and top is not self.top:
                    continue
                if self.below is not None and start <= self.below.sequence_index:
                    continue
                found.append(tuple(Card.of(r, suit) for r in list(Rank)[start:start + self.length]))
        return found


def named_four(outcome: MeldOutcome | None, seat: int) -> Rank | None:
    """The rank of a four of a kind this seat named in the interrogation, if any.

    >>> from jojotte_teach.engine.melds import Meld
    >>> from jojotte_teach.engine.interrogation import interrogate
    >>> from jojotte_teach.engine.cards import parse_cards
    >>> out = interrogate(0, ((Meld(parse_cards("9S 9H 9D 9C")),),
    ...                       (Meld(parse_cards("JS JH JD JC")),)), Suit.SPADES)
    >>> named_four(out, 0), named_four(out, 1)
    (<Rank.NINE: '9'>, <Rank.JACK: 'J'>)
    """
    if outcome is None:
        return None
    for exchange in outcome.results[0].exchanges:
        if exchange.seat != seat:
            continue
        text = exchange.text.removeprefix("Not good: ").removesuffix(".")
        words = text.split()
        if len(words) == 2 and words[0].lower() == "four" and words[1] in _RANK_PLURALS:
            return _RANK_PLURALS[words[1]]
    return None


def run_fact(outcome: MeldOutcome | None, seat: int) -> RunFact | None:
    """What the interrogation revealed about this seat's best declared sequence.

    Read from the dialogue of MELD-5 (both sides of it); ``None`` when the seat
    declared no sequence, or said nothing about one.

    >>> from jojotte_teach.engine.melds import Meld
    >>> from jojotte_teach.engine.interrogation import interrogate
    >>> from jojotte_teach.engine.cards import parse_cards
    >>> out = interrogate(1, ((Meld(parse_cards("AS KS QS")),),
    ...                       (Meld(parse_cards("KH QH JH")),)), Suit.HEARTS)
    >>> run_fact(out, 1)
    RunFact(length=3, top=<Rank.KING: 'K'>, below=None, in_trumps=None)
    """
    if outcome is None:
        return None
    length: int | None = None
    top: Rank | None = None
    below: Rank | None = None
    in_trumps: bool | None = None
    other_length: int | None = None
    other_top: Rank | None = None
    for ex in outcome.results[1].exchanges:
        text = ex.text.removeprefix("Not good: ").removesuffix(".")
        words = text.split()
        is_run = len(words) == 4 and [w.lower() for w in words[:3]] == ["a", "run", "of"]
        run_length = _LENGTHS.get(words[-1]) if is_run else None
        rank = _RANK_WORDS.get(text)
        if ex.seat != seat:
            if run_length is not None:
                other_length = run_length
            elif rank is not None:
                other_top = rank
            elif text == "Yes":
                in_trumps = False  # the other's run is in trumps, so this one is not
            continue
        if run_length is not None:
            length = run_length
        elif text == "How high?":
            length = other_length
        elif rank is not None:
            top = rank
        elif text == "Good" and other_top is not None and length is not None:
            below = other_top  # he heard the other's top and his own was lower
        elif text == "Same. In trumps?":
            top = other_top
        elif text in ("Yes", "No"):
            in_trumps = text == "Yes"
        elif text == "Nor mine: neither of us scores":
            in_trumps = False
    if length is None:
        return None
    return RunFact(length, top, below, in_trumps)


@dataclass(frozen=True)
class CallSpot:
    """One call the opponent made in the auction, with what he could have said instead.

    Attributes:
        legal: his legal calls at that moment.
        strain: the standing bid's strain then, if any.
        last_chance: passing would have thrown the hand in (BID-3).
        made: the call he made.
    """

    legal: tuple[Action, ...]
    strain: str | None
    last_chance: bool
    made: Action


def opponent_calls(view: PlayerView) -> tuple[CallSpot, ...]:
    """The opponent's calls in the auction so far, each with its alternatives.

    The calls allowed depend on no card but the turn-up's suit (BID-1 to BID-5), so
    the auction is replayed on any deal with a turn-up of that suit.
    """
    opp_name = view.players[view.game.opponent_of(view.seat)]
    rest = [c for c in DECK if c is not view.turn_up]
    deal = replace(Deal.from_cards(view.dealer, [rest[:6], rest[6:12]], view.turn_up,
                                   [rest[12:15], rest[15:18]], rest[18]), game=view.game)
    state = new_hand(deal, view.players, view.rules)
    spots = []
    for action in view.history:
        if state.phase is not Phase.AUCTION:
            break
        if action.player == opp_name:
            passes = sum(1 for a in state.history if a.verb is Verb.PASS)
            spots.append(CallSpot(tuple(legal_actions(state)),
                                  standing_strain(state.history, view.turn_up),
                                  passes == 3, action))
        state = apply(state, action)
    return tuple(spots)


@dataclass(frozen=True)
class Knowledge:
    """The facts one player has about the cards he cannot see.

    Attributes:
        seat: whose knowledge this is.
        phase: the hand's phase.
        trump: the trump suit of the contract in play (``None`` before the auction ends,
            at No-trump and Nullo).
        hand: the player's own cards.
        unseen: every card whose place he does not know (opponent's hand or stock), in
            deck order.
        opponent_count: how many cards the opponent holds now.
        opponent_holds: unplayed cards the opponent is known to hold.
        barred: unseen cards the opponent cannot hold (failures to follow or to beat).
        opponent_played: the cards the opponent has played.
        run: what the interrogation said about a sequence he did not show.
        run_trump: the trump under which that sequence was judged.
        opponent_melds: how many melds he has declared while the cards are hidden.
        opponent_calls: his calls in the auction, read as the heuristic's rules of
            thumb would make them (:meth:`calls_fit`).
        auction_turn_up: the turn-up as it lay during the auction (after a dix the
            view shows only the seven in its place, so the seven stands in for it).
    """

    seat: int
    phase: Phase
    trump: Suit | None
    hand: frozenset[Card]
    unseen: tuple[Card, ...]
    opponent_count: int
    opponent_holds: frozenset[Card]
    barred: frozenset[Card]
    opponent_played: frozenset[Card]
    run: RunFact | None = None
    run_trump: Suit | None = None
    opponent_melds: int = 0
    opponent_calls: tuple[CallSpot, ...] = ()
    auction_turn_up: Card | None = None

    def calls_fit(self, first_six: tuple[Card, ...]) -> bool:
        """Whether six cards would have made the opponent's calls by the heuristic's rules.

        This is the model of the opponent's bidding: it reads a pass as weakness and
        a bid as strength, in the measure the rules of thumb use.
        """
        turn_up = self.auction_turn_up
        if turn_up is None:
            return True
        return all(heuristic_call(first_six, turn_up, spot.legal, spot.strain,
                                  spot.last_chance) == spot.made
                   for spot in self.opponent_calls)

    @property
    def free(self) -> tuple[Card, ...]:
        """Unseen cards that may be in the opponent's hand and are not known to be there."""
        return tuple(c for c in self.unseen
                     if c not in self.barred and c not in self.opponent_holds)

    @classmethod
    def from_view(cls, view: PlayerView) -> Knowledge:
        """Read everything the view shows about the hidden cards."""
        me, opp = view.seat, view.game.opponent_of(view.seat)
        contract = view.contract
        trump = contract.trump if contract is not None else None
        played = set(view.played_cards())
        seen = set(view.hand) | played | {view.turn_up}
        if view.information_card is not None:
            seen.add(view.information_card)
        # Cards the opponent played, and suits and trumps he showed he lacks.
        opp_played: set[Card] = set()
        barred: set[Card] = set()
        for trick in view.tricks:
            opp_played.add(trick.card_of(opp))
            if trick.leader == me:
                barred |= _lacks(trick.cards[0], trick.cards[1], trump)
        if view.trick:
            leader = view.game.opponent_of(view.to_act)
            if leader == opp:
                opp_played.add(view.trick[0])
        # Melds shown (the class winner shows them) and a four named (MELD-5).
        holds: set[Card] = set()
        outcome = view.meld_outcome
        run = None
        if outcome is not None:
            for meld in outcome.shown(opp):
                holds.update(meld.cards)
            four = named_four(outcome, opp)
            if four is not None:
                holds.update(Card.of(four, s) for s in Suit)
            if outcome.results[1].winner != opp:
                run = run_fact(outcome, opp)
        holds -= played
        melds_declared = 0
        if view.phase is Phase.DECLARING:
            melds_declared = sum(1 for a in view.history
                                 if a.verb is Verb.MELD and a.player == view.players[opp])
        unseen = tuple(c for c in DECK if c not in seen)
        holds &= set(unseen)
        return cls(
            seat=me,
            phase=view.phase,
            trump=trump,
            hand=frozenset(view.hand),
            unseen=unseen,
            opponent_count=view.opponent_card_count,
            opponent_holds=frozenset(holds),
            barred=frozenset(barred - holds),
            opponent_played=frozenset(opp_played),
            run=run,
            run_trump=trump,
            opponent_melds=melds_declared,
            opponent_calls=opponent_calls(view),
            auction_turn_up=view.turn_up,
        )


def _lacks(led: Card, reply: Card, trump: Suit | None) -> set[Card]:
    """The cards a follower showed he did not hold when he played ``reply`` to ``led``."""
    lacks: set[Card] = set()
    if reply.suit is not led.suit:
        lacks.update(Card.of(r, led.suit) for r in Rank)  # PLAY-2: could not follow
        if trump is not None and reply.suit is not trump:
            lacks.update(Card.of(r, trump) for r in Rank)  # PLAY-3: could not trump
    elif led.suit is trump and not beats(reply, led, trump):
        # PLAY-4: on a trump lead he had to beat it if able.
        lacks.update(c for c in (Card.of(r, led.suit) for r in Rank) if beats(c, led, trump))
    return lacks
