"""The cards one seat cannot see at three or four, dealt again to fit what it has seen.

A decision problem judged from the learner's seat (:mod:`.problem_grading`) deals the
hidden cards many times. Each deal keeps everything the learner knows:

* his own cards (his first six; his three drawn cards once the draw is made), the
  turn-up, and the information card once it is shown (THREE-1, DRAW-2);
* every card another seat has played, in that seat's hand; every meld it has shown
  (MELD-5, FOUR-5); the Seven of trumps in the hand of a seat that took the dix
  (DIX-1, FOUR-6); the turn-up among the partnership dealer's cards (FOUR-3);
* no card of a suit a seat has shown it lacks (PLAY-2, PLAY-3, FOUR-7), and no trump
  above one it failed to beat on a trump lead (PLAY-4, FOUR-7);

and the whole history is replayed on the new deal by the engine, so a deal the
record's actions could not have happened on is dealt again. The other seats' calls
and choices are read as the heuristic player's rules of thumb would make them: a deal
on which they would have called otherwise is dealt again, a few times at most (a
player who calls otherwise is not ruled out), as the two-player sampling does
(:mod:`jojotte_teach.ai.sampling`).

A meld another seat declared but the learner was not shown (it lost its class:
MELD-5, FOUR-5) would leak its cards into every deal if it were replayed as it was
made; it is left out of the replayed actions instead. It scored nothing, and the
deals lose only the hint that its player held some meld.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, SplitMix64
>>> state = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> again = deal_again(state, 1, SplitMix64(5))
>>> again.hands[1] == state.hands[1], again.turn_up == state.turn_up
(True, True)
"""

from __future__ import annotations

from collections import defaultdict

from ..ai.heuristic import HeuristicPlayer
from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Card, Rank, Suit, beats
from ..engine.deal import Deal, SplitMix64
from ..engine.errors import JojotteError
from ..engine.hand import HandState, Phase, Trick, trick_order
from ..engine.state import apply, new_hand
from ..engine.view import player_view, visible_melds

__all__ = ["deal_again"]

#: Deals tried before the calls' fit is given up (the cards' fit never is).
SOFT_TRIES = 30
#: Deals tried for the cards' fit before the position is declared impossible.
HARD_TRIES = 400
#: Calls and choices read as the rules of thumb would make them.
_CALLS = (Verb.PASS, Verb.ACCEPT, Verb.BID, Verb.DOUBLE, Verb.REDOUBLE, Verb.SIDE,
          Verb.DEFEND, Verb.WITHDRAW)


def deal_again(state: HandState, seat: int, rng: SplitMix64) -> HandState:
    """The same hand, the same actions, the cards ``seat`` cannot see dealt again.

    Raises:
        ValueError: no deal fits (after many tries).
    """
    plan = _Plan(state, seat)
    fallback: HandState | None = None
    for _ in range(HARD_TRIES):
        deal = plan.deal(rng)
        if deal is None:
            continue
        replayed = _replay(plan.history, state, deal)
        if replayed is None:
            continue
        if _calls_fit(plan.history, replayed, seat):
            return replayed
        fallback = fallback or replayed
        plan.soft_misses += 1
        if plan.soft_misses >= SOFT_TRIES:
            return fallback
    if fallback is not None:
        return fallback
    raise ValueError("no deal of the hidden cards fits this position")


class _Plan:
    """Where each card may go: the known cards fixed, the others' constraints."""

    def __init__(self, state: HandState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.soft_misses = 0
        deal = state.deal
        game = state.game
        drawn = state.phase is not Phase.AUCTION
        shown = {s: {c for m in melds for c in m.cards}
                 for s, melds in enumerate(visible_melds(state, seat))}
        # The actions replayed on every deal: another seat's meld the learner was not
        # shown is left out (see the module's description).
        self.history = tuple(
            a for a in state.history
            if not (a.verb is Verb.MELD and a.player != state.players[seat]
                    and not set(a.cards) <= shown[state.seat_of(a.player)]))
        self.known: dict[int, set[Card]] = defaultdict(set)
        for trick in [*state.tricks, None]:
            played = trick.cards if trick is not None else state.trick
            order = _order(state, trick)
            for card, who in zip(played, order, strict=False):
                self.known[who].add(card)
        for who, melded in shown.items():
            self.known[who] |= melded
        # Known cards go where the deal put them: after the dix (DIX-1, FOUR-6) the
        # turn-up is played by the seat that took it and the Seven by the dealer in a
        # partnership, but the deal gave the Seven to the first and the turn-up to the
        # turn-up's place (the partnership dealer's draw).
        for held in self.known.values():
            held.discard(deal.turn_up)
        if state.dix_by is not None and state.contract is not None and state.contract.trump:
            seven = Card.of(Rank.SEVEN, state.contract.trump)
            for held in self.known.values():
                held.discard(seven)
            self.known[state.dix_by].add(seven)
        self.known.pop(seat, None)
        self.mine_first = deal.hands[seat]
        self.mine_draw = deal.draw[seat] if drawn else None
        self.information = deal.information_card if drawn else None
        fixed = set(self.mine_first) | set(self.mine_draw or ()) | {deal.turn_up}
        if self.information is not None:
            fixed.add(self.information)
        for held in self.known.values():
            fixed |= held
        self.pool = [c for c in DECK if c not in fixed]
        self.excluded = _exclusions(state)
        self.game = game

    def deal(self, rng: SplitMix64) -> Deal | None:
        """One deal fitting the hard facts, or ``None`` when the random fill got stuck."""
        _state, game, deal = self.state, self.game, self.state.deal
        seats = range(game.seats)
        out_seat = deal.dealer if game.dealer_sits_out else None
        firsts: list[list[Card | None]] = [[None] * len(deal.hands[s]) for s in seats]
        draws: list[list[Card | None]] = [[None] * len(deal.draw[s]) for s in seats]
        firsts[self.seat] = list(self.mine_first)
        if self.mine_draw is not None:
            draws[self.seat] = list(self.mine_draw)
        if game.partnerships:  # FOUR-3: the turn-up is the dealer's second drawn card
            draws[deal.dealer][-1] = deal.turn_up
        for who, cards in self.known.items():
            free = [(firsts, i) for i, c in enumerate(firsts[who]) if c is None] + \
                   [(draws, i) for i, c in enumerate(draws[who]) if c is None]
            picks = _pick(rng, free, len(cards))
            for (rows, i), card in zip(picks, sorted(cards), strict=True):
                rows[who][i] = card
        left = list(self.pool)
        others = sorted((s for s in seats if s != self.seat and s != out_seat),
                        key=lambda s: -len(self.excluded.get(s, ())))
        for who in others:
            holes = [(firsts, i) for i, c in enumerate(firsts[who]) if c is None] + \
                    [(draws, i) for i, c in enumerate(draws[who]) if c is None]
            barred = self.excluded.get(who, set())
            fits = [c for c in left if c not in barred]
            if len(fits) < len(holes):
                return None
            chosen = _pick(rng, fits, len(holes))
            for (rows, i), card in zip(holes, chosen, strict=True):
                rows[who][i] = card
            taken = set(chosen)
            left = [c for c in left if c not in taken]
        rng_left = _pick(rng, left, len(left))
        for rows in (draws,):
            for i, c in enumerate(rows[self.seat]):
                if c is None:
                    rows[self.seat][i] = rng_left.pop()
        information = deal.information_card
        if deal.information_card is not None and self.information is None:
            information = rng_left.pop()
        return Deal(dealer=deal.dealer,
                    hands=tuple(tuple(c for c in h if c is not None) for h in firsts),
                    turn_up=deal.turn_up,
                    draw=tuple(tuple(c for c in h if c is not None) for h in draws),
                    information_card=information,
                    stock=tuple(sorted(rng_left, key=lambda c: c.index)), game=game)


def _pick(rng: SplitMix64, items: list, k: int) -> list:  # type: ignore[type-arg]
    """``k`` of ``items`` chosen uniformly, in random order."""
    pool = list(items)
    for i in range(k):
        j = i + rng.below(len(pool) - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def _order(state: HandState, trick: Trick | None) -> tuple[int, ...]:
    """The seats of a trick's cards, leader first (the current trick when ``None``)."""
    if trick is not None:
        return trick.seats
    return trick_order(state, state.leader, len(state.trick))


def _exclusions(state: HandState) -> dict[int, set[Card]]:
    """Cards each seat cannot hold: suits it did not follow (and trumps, when it did not
    trump), trumps above one it failed to beat on a trump lead (PLAY-2 to PLAY-4, FOUR-7).
    """
    contract = state.contract
    trump = contract.trump if contract is not None else None
    barred: dict[int, set[Card]] = defaultdict(set)
    tricks = [(t.cards, _order(state, t)) for t in state.tricks]
    if state.trick:
        tricks.append((state.trick, _order(state, None)))
    for cards, order in tricks:
        led = cards[0].suit
        best = cards[0]
        for card, who in zip(cards[1:], order[1:], strict=False):
            if card.suit is not led:
                barred[who] |= _suit(led)
                if trump is not None and card.suit is not trump:
                    barred[who] |= _suit(trump)
            elif led is trump and not beats(card, best, trump):
                # PLAY-4, FOUR-7: on a trump lead he would have beaten the best trump.
                barred[who] |= {c for c in _suit(trump) if beats(c, best, trump)}
            if beats(card, best, trump):
                best = card
    return barred


def _suit(suit: Suit) -> set[Card]:
    return {c for c in DECK if c.suit is suit}


def _replay(history: tuple[Action, ...], state: HandState, deal: Deal) -> HandState | None:
    """The actions on another deal, or ``None`` if one of them is not legal there."""
    again = new_hand(deal, state.players, state.rules)
    try:
        for action in history:
            again = apply(again, action)
    except JojotteError:
        return None
    return again


def _calls_fit(history: tuple[Action, ...], replayed: HandState, seat: int) -> bool:
    """Every call and choice of another seat is the rule of thumb's on this deal."""
    rules = HeuristicPlayer()
    state = new_hand(replayed.deal, replayed.players, replayed.rules)
    for action in history:
        who = state.seat_of(action.player)
        if (who != seat and action.verb in _CALLS and state.to_act == who
                and rules.choose(player_view(state, who)) != action):
            return False
        state = apply(state, action)
    return True
