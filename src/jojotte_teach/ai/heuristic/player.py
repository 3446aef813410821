"""The heuristic player: readable rules of thumb for every seat of every game.

It sees only its own :class:`~jojotte_teach.engine.view.PlayerView`. Each rule is one
the book can state in a sentence, with an ID of its own where the table games need
one, citing the game rule it applies:

* **The auction** at two (:mod:`.bidding`, BID-1 to BID-5): count the hand's strength
  in a strain (the Jack and Nine of trumps first, then Aces and guarded Tens) and bid
  when it is enough; double a suit you are strong in; overcall No-trump with many
  Aces. At three and four (:mod:`.calls`): as at two, a little stronger at three
  (T-BID-1 to T-BID-7); the third player sides by his own strength (T-SIDE-1).
* **After the draw** (:mod:`.declaring`, :mod:`.calls`): take the dix at once
  (T-DIX-1); declare every meld of the plan that can score (T-MELD-1), but at three
  not a low run of three that would only inform the active defender (T-MELD-2); Nullo
  with a Nullo hand, Slam with every card a winner; at three defend with strength in
  the contract, else withdraw (T-DEF-1 to T-DEF-4).
* **The play** (:mod:`.cards`): draw trumps with the master trump, cash sure winners,
  otherwise lead low; win as cheaply as possible, not with a top trump on a worthless
  trick; throw the least valuable card; and where there are partners, help them
  (T-PLAY-1 to T-PLAY-9, T-NUL-3 to T-NUL-5). Always Jo-Jotte (JOJ-2).

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, player_view
>>> from jojotte_teach.ai.players import play_hand
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_hand(s, [HeuristicPlayer(seed) for seed in (1, 2, 3)]).is_over
True
>>> state = new_hand(Deal.from_seed(7, dealer=0), ("Ann", "Bob"))
>>> view = player_view(state, state.to_act)
>>> HeuristicPlayer().choose(view) in view.legal
True
"""

from __future__ import annotations

from ...engine.actions import Action, Verb
from ...engine.cards import Rank
from ...engine.game import OwnMelds
from ...engine.hand import Phase
from ...engine.jojotte.defence import Defence
from ...engine.melds import Meld, counts
from ...engine.view import PlayerView
from ..bidding import heuristic_call, standing_strain
from ..seat import checked_view, optional_acts
from .calls import defence_choice, partnership_special, table_call
from .cards import play_card
from .declaring import declaration, meld_plan

__all__ = ["HeuristicPlayer", "play_card", "worth_declaring"]


def call(view: PlayerView) -> Action:
    """The call to make by the rules of thumb."""
    if view.game.seats == 2:
        strain = standing_strain(view.history, view.turn_up)
        passes = sum(1 for a in view.history if a.verb is Verb.PASS)
        return heuristic_call(view.hand, view.turn_up, view.legal, strain,
                              last_chance=passes == 3)
    return table_call(view)


class HeuristicPlayer:
    """Plays any seat of any game by the rules of thumb above; deterministic.

    >>> HeuristicPlayer(seed=5).name
    'heuristic'
    """

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # kept for a uniform interface: the rules need no randomness

    def choose(self, view: PlayerView) -> Action:
        """The action of this seat's turn: a call, a choice after the draw, or a card.

        Raises:
            TypeError: not given a :class:`PlayerView`.
            ValueError: the view offers this seat nothing to do.
        """
        view = checked_view(view)
        if view.to_act != view.seat:
            return view.legal[0]  # only an act without a turn is offered: take it
        if view.phase is Phase.AUCTION:
            return call(view)
        if isinstance(view.stage, Defence) and view.stage.step != "settled":
            return defence_choice(view)
        own_melds = isinstance(view.game.rules, OwnMelds)
        if not own_melds and any(a.verb is Verb.PASS for a in view.legal):
            return declaration(view)  # two players speak in turn after the draw
        if not any(a.verb is Verb.PLAY for a in view.legal):
            return self.volunteer(view) or view.legal[0]
        dix = [a for a in view.legal if a.verb is Verb.DIX]
        return dix[0] if dix else play_card(view)

    def volunteer(self, view: PlayerView) -> Action | None:
        """A Nullo or Slam (partnership), the dix, or a meld to make now; else ``None``.

        Raises:
            TypeError: not given a :class:`PlayerView`.
        """
        if not isinstance(view, PlayerView):
            raise TypeError(f"a player is given a PlayerView, not {type(view).__name__}")
        acts = optional_acts(view)
        if not acts:
            return None
        if view.game.partnerships and any(a.verb in (Verb.NULLO, Verb.SLAM) for a in acts):
            # FOUR-4: the special bids come first; a dix or a meld closes them.
            special = partnership_special(view)
            if special is not None:
                return special
        for act in acts:
            if act.verb is Verb.DIX:
                # T-DIX-1 (DIX-1, FOUR-6): the turn-up is worth more than the seven, and
                # taking it first keeps the seven out of a meld that would forbid it.
                return act
        rules = view.game.rules
        if isinstance(rules, OwnMelds):
            return _own_meld(rules, acts)
        return _meld(view, acts)


def _own_meld(rules: OwnMelds, acts: list[Action]) -> Action | None:
    """T-MELD-3 (KLAB-11, KLAB-12, BEL-11 to BEL-13): where a game has melds of its own,
    declare every one its rules still allow, the most valuable first, then the longest:
    only what is declared can score, and the engine no longer offers a run that would
    share or touch one declared (a run of five is declared whole, not as three)."""
    melds = [a for a in acts if a.verb is Verb.MELD]
    if not melds:
        return None
    return max(melds, key=lambda a: (rules.meld_value(Meld(a.cards)), len(a.cards),
                                     max(c.index for c in a.cards)))


def _meld(view: PlayerView, acts: list[Action]) -> Action | None:
    """T-MELD-1 (MELD-4, MELD-6): each meld of the plan, best first, if worth declaring.

    Declaring at once is also right for the order of declaring: it shuts out every
    player before me in the turn who has not yet declared (THREE-8, FOUR-5); a partner
    playing by these rules has declared already when his seat was asked first.
    """
    auction = view.auction_contract
    assert auction is not None
    offered = {a.cards: a for a in acts if a.verb is Verb.MELD}
    for meld in meld_plan(view.hand, auction.trump):
        if meld.cards in offered and worth_declaring(view, meld):
            return offered[meld.cards]
    return None


def worth_declaring(view: PlayerView, meld: Meld) -> bool:
    """Whether declaring a meld can score and tells the opponent nothing for nothing.

    T-MELD-1 (MELD-1, SPEC-5): a meld that cannot count under the final contract (four
    Nines at Nullo, any meld on a special hand where the profile scores none) is kept.
    T-MELD-2 (MELD-5, THREE-8): at three, when the active defender has declared before
    me, a run of three to the Jack or lower stays hidden: it wins only against a lower
    run of three, and the interrogation would tell him its length and top card, three
    of my cards placed for the play. In a partnership nothing is said about a losing
    meld (FOUR-5), so every meld that can count is declared.

    >>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand, parse_cards
    >>> from jojotte_teach.engine.view import player_view
    >>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
    >>> worth_declaring(player_view(s, 1), Meld(parse_cards("AS KS QS")))   # no contract yet
    False
    """
    contract = view.contract
    if contract is None:
        return False
    if contract.special is not None and not view.rules.melds_on_special_hands:
        return False
    if not counts(meld, contract.trump):
        return False
    defence = view.stage
    if not isinstance(defence, Defence) or meld.is_four or meld.length > 3:
        return True
    defender = defence.defender
    if defender is None or view.seat == defender:
        return True
    declared = sum(1 for a in view.history
                   if a.verb is Verb.MELD and a.player == view.players[defender])
    return declared == 0 or meld.top.rank.sequence_index < Rank.JACK.sequence_index
