"""The words of a hint: one sentence on why the best card is best.

>>> fmt(15.0), fmt(2.45)
('15', '2.5')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.cards import Card, beats, card_points
from ..engine.game import Game, card_values
from .knowledge import Knowledge

if TYPE_CHECKING:
    from .evaluation import Estimates
    from .hints import CardHint

__all__ = ["fmt", "reason"]

#: The rules that leave a player one card to a trick, in the games with their own.
_FOLLOWING = {"klaberjass": "KLAB-15 to KLAB-17", "belote": "BEL-16, BEL-17"}


def fmt(x: float) -> str:
    return f"{x:.0f}" if abs(x - round(x)) < 0.05 else f"{x:.1f}"


def reason(best: Card, cards: dict[Card, CardHint], unit: str, est: Estimates,
            trick: tuple[Card, ...], trump: Any, declarer: bool,
            knowledge: Knowledge | None, game: Game | None = None) -> str:
    """One sentence on why the best card is best (its cost, what it does to the trick), the
    cards counted at ``game``'s values (BEL-4 in Belote)."""
    points = card_points if game is None else card_values(game)
    where = ("" if est.exact
             else f", on average over {est.samples} deals that fit what you have seen")
    if len(cards) == 1:
        if trick:
            following = _FOLLOWING.get(game.name, "") if game is not None else ""
            return (f"{best.pretty} is the only card you may play to this trick "
                    f"({following or 'PLAY-2 to PLAY-4'}).")
        return f"{best.pretty} is your last card."
    others = [h for c, h in cards.items() if c is not best]
    # Contrast the best card with the nearest card that does cost something; cards that
    # tie with it are named as just as good.
    costly = [h for h in others if h.cost > 1e-9]
    runner = min(costly or others, key=lambda h: h.cost)
    equal = sorted((h.card for h in others if h.cost <= 1e-9), key=lambda c: c.index)
    also = f" ({', '.join(c.pretty for c in equal)} as good)" if equal and costly else ""
    if not costly:
        if unit == "chance":
            return (f"Every card keeps the same chance, {cards[best].value:.0%}{where}: "
                    f"{best.pretty} is as good as any other.")
        return (f"Every card gives the same result, {best.pretty} as well as any other: with best "
                f"play you take {fmt(cards[best].value)} points from here{where}.")
    if unit == "chance":
        aim = "make the contract" if declarer else "beat the contract"
        return (f"{best.pretty} gives the best chance to {aim}, {cards[best].value:.0%} against "
                f"{runner.value:.0%} with {runner.card.pretty}{where}{also}.")
    # The runner's figure is the best's less its cost, each rounded as the list of costs
    # rounds it, so that the sentence and the list agree to the last digit.
    value = fmt(cards[best].value)
    alt = fmt(round(cards[best].value, 1) - round(runner.cost, 1))
    tail = (f"with best play you take {value} points from here, against {alt} after "
            f"{runner.card.pretty}{where}{also}")
    if trick:
        led = trick[0]
        winners = [c for c in cards if beats(c, led, trump)]
        pot = points(led, trump) + points(best, trump)
        if best in winners:
            cheaper = [c for c in winners if c is not best]
            how = " as cheaply as you can" if cheaper and all(
                points(c, trump) >= points(best, trump) for c in cheaper) else ""
            return f"{best.pretty} wins this trick ({pot} points){how}: {tail}."
        if winners:
            return (f"Letting {led.pretty} win with {best.pretty} keeps your stronger cards "
                    f"for later tricks: {tail}.")
        return f"{best.pretty} loses this trick at the least cost: {tail}."
    if trump is not None and best.suit is trump and declarer:
        return f"Leading a trump ({best.pretty}) draws the opponent's trumps: {tail}."
    if knowledge is not None and _is_master(best, knowledge, trump):
        return (f"{best.pretty} is the highest {best.suit.singular} left, a sure winner in its "
                f"suit: {tail}.")
    if points(best, trump) == 0:
        return f"Leading the low {best.pretty} gives nothing away: {tail}."
    return f"Leading {best.pretty} is best: {tail}."


def _is_master(card: Card, knowledge: Knowledge, trump: Any) -> bool:
    """No card the opponent may hold is higher in the card's suit."""
    outstanding = [c for c in knowledge.unseen if c not in knowledge.barred]
    return not any(beats(c, card, trump) for c in outstanding if c.suit is card.suit)
