"""One Belote hand's score by sides (BEL-13, BEL-14, BEL-19 to BEL-25), for each profile.

*Trick points*: a side's card points (BEL-4) and 10 for the last trick, or 100 for a
capot, all eight tricks (BEL-19): 162, or 252. *Hand total*: trick points, belote
(BEL-14) and the declarations BEL-13 gives the side, unless it took no trick (BEL-20).
The taking side makes its contract with more than the defenders, trick points under
``denexa`` and hand totals under ``citizendium``; equal, it fails (BEL-21). Made,
each side scores its hand total (BEL-22); failed (*dedans*), BEL-23 for the profile.
``denexa`` rounds each side's score to the nearest ten, 5 up (BEL-25).

>>> rounded(58), rounded(175), rounded(174)
(60, 180, 170)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import strain_name
from ..hand import HandState
from ..scoring import HandScore, Item, Line, taken_by_sides
from .declarations import best_seat, describe, points, strength
from .play import card_points
from .profiles import BeloteProfile, profile_of

LAST_TRICK, CAPOT, BELOTE = 10, 100, 20
#: BEL-4, BEL-19: all the card points, with the last trick's 10.
ALL_TRICK_POINTS = 162


def rounded(points: int) -> int:
    """BEL-25 (denexa): to the nearest ten, a 5 up (interpretation)."""
    return (points + 5) // 10 * 10


def score_hand(state: HandState, prison: int = 0) -> HandScore:
    """Score a finished Belote hand under its profile.

    Args:
        state: a hand whose eight tricks have been played.
        prison: always 0: Belote has no prison (BEL-1); kept as it is.
    """
    c = state.contract
    assert c is not None
    profile = profile_of(state.rules)
    game, names = state.game, state.players
    sides = game.column_names(names)
    trump = c.trump
    taking = game.side_of(c.declarer)
    defending = 1 - taking
    tricks, cards = taken_by_sides(game, state.tricks, lambda card: card_points(card, trump))
    capot = next((s for s in (0, 1) if tricks[s] == game.tricks), None)
    last = [0, 0]
    last[game.side_of(state.tricks[-1].winner)] = CAPOT if capot is not None else LAST_TRICK
    trick = [cards[s] + last[s] for s in (0, 1)]
    belote = [sum(BELOTE for seat in range(game.seats)
                  if game.side_of(seat) == s and state.jojotte[seat]) for s in (0, 1)]
    declared = [sum(state.meld_points[seat] for seat in range(game.seats)
                    if game.side_of(seat) == s) for s in (0, 1)]
    result = side_scores(profile, taking, trick, belote, declared, tricks)
    melds, total, made = list(result.melds), list(result.total), result.made
    lines = [Line(f"Contract: {names[c.declarer]} took {strain_name(c.strain)} as trumps; "
                  f"{sides[taking]} are the taking side", ("BEL-8",))]
    for s in (0, 1):
        lines.append(Line(f"{sides[s]} took {tricks[s]} trick{'' if tricks[s] == 1 else 's'} "
                          f"worth {cards[s]} card points", ("BEL-4",)))
    if capot is not None:
        lines.append(Line(f"{sides[capot]} took every trick, a capot: 100 instead of the last "
                          "trick's 10", ("BEL-19",)))
    else:
        lines.append(Line(f"{names[state.tricks[-1].winner]} won the last trick: 10 more",
                          ("BEL-19",)))
    for s in (0, 1):
        if belote[s]:
            lines.append(Line(f"{sides[s]} announced Belote and Rebelote: 20", ("BEL-14",)))
    lines += _declaration_lines(state, sides, declared, melds, tricks)
    # A side is two players: its name takes a plural verb ("Ann+Cat have").
    measure = "the higher hand total" if profile.made_on_hand_total else "more trick points"
    lines.append(Line(f"Trick points: {_each(sides, trick)}; hand totals: {_each(sides, total)}",
                      ("BEL-19", "BEL-20")))
    exact = list(result.exact)
    if made:
        lines.append(Line(f"{sides[taking]} have {measure}: the contract is made, and each "
                          "side scores its hand total", ("BEL-21", "BEL-22")))
    elif profile.failure_scores_both_totals:
        lines.append(Line(f"{sides[taking]} do not have {measure}: dedans; "
                          f"{sides[defending]} score both hand totals, {sum(total)}, and "
                          f"{sides[taking]} nothing", ("BEL-21", "BEL-23")))
    else:
        base = exact[defending] - sum(declared) - belote[defending]
        lines.append(Line(f"{sides[taking]} do not have {measure}: dedans; "
                          f"{sides[defending]} score {base}, every declaration "
                          f"({sum(declared)}) and their belote ({belote[defending]}): "
                          f"{exact[defending]}; {sides[taking]} keep their belote "
                          f"({belote[taking]})", ("BEL-21", "BEL-23", "BEL-14")))
    below = list(result.below)
    if profile.rounded_to_ten:
        lines.append(Line(f"Rounded to the nearest ten: {_each(sides, below)}", ("BEL-25",)))
    items = tuple(Item(s, "below", below[s], "hand", "BEL-22" if made else "BEL-23")
                  for s in (0, 1) if below[s])
    return HandScore(
        game=game, players=names, thrown_in=False, contract=c, tricks=tuple(tricks),
        card_points=tuple(cards), last_trick=tuple(last), jojotte=tuple(belote),
        trick_score=tuple(trick), meld_score=tuple(melds), total_score=tuple(total),
        above=(0, 0), below=tuple(below), prison_before=prison, prison=prison,
        winner=taking if made else defending, lines=tuple(lines), items=items, made=made,
        more_figures=(("belote", tuple(belote)), ("declarations", tuple(declared))))


@dataclass(frozen=True)
class SideScores:
    """What each side of a Belote hand scores from its figures (BEL-20 to BEL-25).

    Attributes:
        made: the taking side made its contract (BEL-21).
        melds: the declarations each side counts (BEL-20, BEL-24).
        total: each side's hand total (BEL-20).
        exact: each side's score before rounding (BEL-22, BEL-23).
        below: what each side writes: ``exact``, rounded under ``denexa`` (BEL-25).
    """

    made: bool
    melds: tuple[int, int]
    total: tuple[int, int]
    exact: tuple[int, int]
    below: tuple[int, int]


def side_scores(profile: BeloteProfile, taking: int, trick: Sequence[int],
                belote: Sequence[int], declared: Sequence[int],
                tricks: Sequence[int]) -> SideScores:
    """Each side's score for the hand from its figures, by sides (0 and 1): ``trick``
    points (BEL-19, a capot's 252 included), ``belote`` (BEL-14), the declarations
    BEL-13 gave it (``declared``) and the ``tricks`` it took.

    >>> from jojotte_teach.engine.belote.profiles import DENEXA
    >>> r = side_scores(DENEXA, 0, (80, 82), (20, 0), (0, 50), (3, 5))
    >>> r.made, r.total, r.exact, r.below   # dedans: 80 is not more than 82
    (False, (100, 132), (20, 212), (20, 210))
    """
    defending = 1 - taking
    melds = (declared[0] if tricks[0] else 0, declared[1] if tricks[1] else 0)
    total = (trick[0] + belote[0] + melds[0], trick[1] + belote[1] + melds[1])
    key = total if profile.made_on_hand_total else trick
    made = key[taking] > key[defending]
    exact = [0, 0]
    if made:
        exact = list(total)
    elif profile.failure_scores_both_totals:
        exact[defending] = sum(total)
    else:
        # BEL-23: 162, or the 252 of the defenders' capot (the takers took no trick)
        base = trick[defending] if not tricks[taking] else ALL_TRICK_POINTS
        exact[defending] = base + sum(declared) + belote[defending]
        exact[taking] = belote[taking]
    below = [rounded(x) for x in exact] if profile.rounded_to_ten else exact
    return SideScores(made, melds, total, (exact[0], exact[1]), (below[0], below[1]))


def _each(sides: tuple[str, ...], values: list[int]) -> str:
    return ", ".join(f"{side} {value}" for side, value in zip(sides, values, strict=True))


def _declaration_lines(state: HandState, sides: tuple[str, ...], declared: list[int],
                       melds: list[int], tricks: list[int]) -> list[Line]:
    """BEL-13, BEL-20, BEL-24: who holds the best declaration, and what counts."""
    order = state.game.players_of(state.dealer)
    seat = best_seat(state.melds, order, state.trump)
    if seat is None:
        return []
    side = state.game.side_of(seat)
    best = max(state.melds[seat], key=lambda m: strength(m, state.trump))
    said = ", ".join(f"{describe(m)} ({points(m)})" for s in range(state.game.seats)
                     if state.game.side_of(s) == side for m in state.melds[s])
    lines = [Line(f"{state.players[seat]} holds the best declaration, {describe(best)}: "
                  f"{sides[side]} score {said}, {declared[side]} in all", ("BEL-13",))]
    if declared[side] and not melds[side] and not tricks[side]:
        lines.append(Line(f"{sides[side]} took no trick: their declarations do not count",
                          ("BEL-20", "BEL-24")))
    return lines

