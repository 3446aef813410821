"""One Klaberjass hand's score (KLAB-3, KLAB-18 to KLAB-21): one score per player.

A player's *hand points* are the card points of his tricks (Jo-Jotte's values, never
multiplied: KLAB-3), 10 for the last trick, 20 for Jo-Jotte (KLAB-18) and the melds he
scores as the winner of a class (KLAB-12). If the bidder's hand points are higher,
each scores his own; otherwise the bidder scores nothing and the opponent scores both
players' (KLAB-20). Everything is written in the one column each player keeps
(``below``); there is no above the line, no multiplier and no prison (KLAB-19).
"""

from __future__ import annotations

from ..cards import card_points
from ..errors import does
from ..hand import HandState
from ..scoring import HandScore, Item, Line
from .melds import describe

LAST_TRICK, JOJOTTE = 10, 20


def hand_scores(bidder: int, hand_points: tuple[int, int]) -> tuple[int, int]:
    """What each player scores from both players' hand points (KLAB-20).

    >>> hand_scores(0, (90, 60)), hand_scores(0, (70, 70))
    ((90, 60), (0, 140))
    """
    opponent = 1 - bidder
    if hand_points[bidder] > hand_points[opponent]:
        return hand_points
    scores = [0, 0]
    scores[opponent] = sum(hand_points)
    return scores[0], scores[1]


def score_hand(state: HandState, prison: int = 0) -> HandScore:
    """Score a finished Klaberjass hand.

    Args:
        state: a hand whose nine tricks have been played.
        prison: always 0: Klaberjass has no prison (KLAB-19); kept as it is.
    """
    c, outcome = state.contract, state.meld_outcome
    assert c is not None and outcome is not None
    names = state.players
    seats = (0, 1)
    trump = c.trump
    bidder = c.declarer
    opponent = state.game.opponent_of(bidder)
    tricks = [state.tricks_won(s) for s in seats]
    cards = [sum(card_points(x, trump) for x in state.won_cards(s)) for s in seats]
    last = [LAST_TRICK if state.tricks[-1].winner == s else 0 for s in seats]
    jojotte = [JOJOTTE if trump is not None and state.jojotte[s] else 0 for s in seats]
    trick = [cards[s] + last[s] + jojotte[s] for s in seats]
    melds = [outcome.points(s) for s in seats]
    total = [trick[s] + melds[s] for s in seats]
    lines = [Line(f"Contract: {c.describe(names)}; {names[bidder]} is the bidder, "
                  f"{names[opponent]} the opponent", ("KLAB-6",))]
    for s in seats:
        lines.append(Line(f"{names[s]} took {tricks[s]} trick{'' if tricks[s] == 1 else 's'} "
                          f"worth {cards[s]} card points", ("KLAB-3",)))
    lines.append(Line(f"{names[state.tricks[-1].winner]} won the last trick: 10 more",
                      ("KLAB-3",)))
    for s in seats:
        if jojotte[s]:
            lines.append(Line(f"{names[s]} announced Jo-Jotte: 20", ("KLAB-18",)))
        if melds[s]:
            shown = ", ".join(f"{describe(m)} ({m.pretty})" for m in outcome.shown(s))
            lines.append(Line(f"{_says(names[s], 'scores')} {melds[s]} for melds: {shown}",
                              ("KLAB-12",)))
    said = ", ".join(f"{names[s]} {total[s]}" for s in seats)
    lines.append(Line(f"Hand points: {said}", ("KLAB-19",)))
    made = total[bidder] > total[opponent]
    below = [0, 0]
    items = []
    if made:
        for s in seats:
            below[s] = total[s]
            items.append(Item(s, "below", total[s], "hand points", "KLAB-20"))
        lines.append(Line(f"{names[bidder]}, the bidder, {_verb(names[bidder], 'has')} more: each "
                          "player scores their own hand points", ("KLAB-20",)))
    else:
        below[opponent] = sum(total)
        items.append(Item(opponent, "below", sum(total), "both players' hand points",
                          "KLAB-20"))
        how = "as many" if total[bidder] == total[opponent] else "fewer"
        lines.append(Line(f"{names[bidder]}, the bidder, {_verb(names[bidder], 'has')} {how} hand "
                          f"points: {does(names[bidder], 'scores')} nothing, and "
                          f"{does(names[opponent], 'scores')} both players', {sum(total)}",
                          ("KLAB-20",)))
    return HandScore(
        game=state.game, players=names, thrown_in=False, contract=c,
        tricks=tuple(tricks), card_points=tuple(cards), last_trick=tuple(last),
        jojotte=tuple(jojotte), trick_score=tuple(trick), meld_score=tuple(melds),
        total_score=tuple(total), above=(0, 0), below=tuple(below),
        prison_before=prison, prison=prison, winner=bidder if made else opponent,
        lines=tuple(lines), items=tuple(items), made=made)


def _verb(name: str, verb: str) -> str:
    """The verb for a player named in a line: the reader, "You", takes "have", "score".

    >>> _verb("Ann", "has"), _verb("You", "has"), _verb("You", "scores")
    ('has', 'have', 'score')
    """
    return does(name, verb).split(" ", 1)[1]


def _says(name: str, verb: str) -> str:
    """A player and verb opening a line ("Ann scores", "You score").

    >>> _says("Ann", "scores"), _says("You", "scores")
    ('Ann scores', 'You score')
    """
    said = does(name, verb)
    return said[0].upper() + said[1:]
