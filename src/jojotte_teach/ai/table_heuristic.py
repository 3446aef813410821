"""The heuristic player at three and four: readable rules of thumb, one seat's view only.

It plays every seat of every table game (three players, partnership, cutthroat)
from its :class:`~jojotte_teach.engine.view.PlayerView` and never sees another
hand. Each rule has an ID of its own and cites the game rule it applies:

* **The auction** (:mod:`.table_calls`): accept or name the strongest strain as at
  two, a little stronger at three (T-BID-1, T-BID-2); No-trump over a suit with
  many Aces (T-BID-3); double with strong trumps (T-BID-4); in a partnership do
  not overcall partner without a strong No-trump hand (T-BID-5); redouble when the
  side is strong (T-BID-6, T-BID-7); after a double the third player sides by his
  own strength in the contract (T-SIDE-1).
* **After the draw at three** (:mod:`.table_calls`): Nullo with a Nullo hand
  (T-NUL-1); defend with strength in the contract, else withdraw (T-DEF-1 to
  T-DEF-4); Slam only with every card a winner (T-SLAM-1). In a partnership the
  stronger partner bids Slam when the side is overwhelming (T-SLAM-2); Nullo only
  with a low hand and a silent partner (T-NUL-2).
* **Melds and the dix** (here): the dix whenever allowed (T-DIX-1); every meld of
  :func:`~.heuristic.meld_plan` that can score (T-MELD-1), but not a low run of three
  that would only inform the active defender (T-MELD-2).
* **The play** (:mod:`.table_cards`): the rules of :mod:`.heuristic`, and partners
  help each other (T-PLAY-1 to T-PLAY-9, T-NUL-3 to T-NUL-5). Always Jo-Jotte.

>>> from jojotte_teach.engine import DECK, THREE, Deal, new_hand
>>> from jojotte_teach.ai.table_play import play_table_hand
>>> s = new_hand(Deal.from_deck(DECK, 0, THREE), ("Ann", "Bob", "Cat"))
>>> play_table_hand(s, [HeuristicTablePlayer(seed) for seed in (1, 2, 3)]).is_over
True
"""

from __future__ import annotations

from ..engine.actions import Action, Verb
from ..engine.cards import Rank
from ..engine.hand import Phase
from ..engine.melds import Meld, counts
from ..engine.view import PlayerView
from .heuristic import meld_plan
from .table_calls import defence_choice, partnership_special, table_call
from .table_cards import play_card
from .table_play import optional_acts

__all__ = ["HeuristicTablePlayer", "worth_declaring"]


def _checked(view: object) -> PlayerView:
    """The view a table player was given: a :class:`PlayerView`, nothing more.

    Raises:
        TypeError: not a :class:`PlayerView` (a table player never sees the whole state).
    """
    if not isinstance(view, PlayerView):
        raise TypeError(f"a table player is given a PlayerView, not {type(view).__name__}")
    return view


class HeuristicTablePlayer:
    """Plays any seat at three or four by the rules of thumb above; deterministic.

    >>> HeuristicTablePlayer(seed=5).name
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
        view = _checked(view)
        if not view.legal:
            raise ValueError(f"{view.player} has nothing to do now")
        if view.phase is Phase.AUCTION:
            return table_call(view)
        if view.defence is not None and view.defence.step != "settled":
            return defence_choice(view)
        if not any(a.verb is Verb.PLAY for a in view.legal):
            return self.volunteer(view) or view.legal[0]
        return play_card(view)

    def volunteer(self, view: PlayerView) -> Action | None:
        """A Nullo or Slam (partnership), the dix, or a meld to make now; else ``None``.

        Raises:
            TypeError: not given a :class:`PlayerView`.
        """
        view = _checked(view)
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
        return _meld(view, acts)


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
    if view.game.partnerships or view.defence is None or meld.is_four or meld.length > 3:
        return True
    defender = view.defence.defender
    if defender is None or view.seat == defender:
        return True
    declared = sum(1 for a in view.history
                   if a.verb is Verb.MELD and a.player == view.players[defender])
    return declared == 0 or meld.top.rank.sequence_index < Rank.JACK.sequence_index
