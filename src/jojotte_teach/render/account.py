"""Plain-text accounts of hands and sessions at any table, for ``python -m jojotte_teach replay``.

An account is for reading: the table and who deals, the deal, the auction call by call
under the heading of each of its rounds, the contract and the draw, what follows the
draw (Nullo, Slam, who defends, withdraws or sides, who sits out, the melds and the
dix), the interrogation or the sides' melds, the tricks, and the score with its rules.
It names the cards as the book does (``J♣``, ``10♠``); the record it reads keeps the
notation (``JC``, ``10S``).

>>> from jojotte_teach.engine import parse_record, DECK
>>> rec = parse_record({"format": "jojotte-hand/1", "game": "three",
...     "players": ["Ann", "Bob", "Cat"], "dealer": "Cat",
...     "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Cat pass"] * 2})
>>> print(hand_account(rec).splitlines()[0])
Jo-Jotte for three players (pagat rules): Ann, Bob and Cat, clockwise; Cat deals (MULTI-3).
>>> print(hand_account(rec).splitlines()[-1])
The deal passes to the left: Ann deals next (THREE-1).
"""

from __future__ import annotations

from itertools import pairwise

from ..engine.actions import Action, Verb
from ..engine.cards import card_points, pretty_cards
from ..engine.game import Game
from ..engine.hand import HandState, Phase, Trick
from ..engine.jojotte.defence import Defence
from ..engine.jojotte.melding import side_meld_points
from ..engine.jojotte.partnership import Specials
from ..engine.melds import Meld, MeldClass, counts
from ..engine.records import HandRecord, SessionRecord, next_dealer
from ..engine.scoring import HandScore, score_hand
from .words import call_words, choice_words, choosing

__all__ = ["hand_account", "score_sheet", "session_account"]

#: The auction's rounds as headings; ``{rule}`` is the rule of the round's calls.
_STEPS = {
    "round one": ("Round one ({rule}), from the dealer's left:", Verb.PASS),
    "round two": ("Round two ({rule}), from the dealer's left:", Verb.PASS),
    "answer": ("The answer to the bid ({rule}):", Verb.DOUBLE),
    "overcall": ("No-trump overcall (THREE-2, BID-4), from the bidder's left:", None),
    "double": ("Double ({rule}), from the declarer's left:", Verb.DOUBLE),
    "side": ("The third player sides (THREE-3):", None),
    "redouble": ("Redouble ({rule}):", Verb.REDOUBLE),
    "bidding": ("After the bid (FOUR-2); three passes in a row end the auction:", None),
}
#: The rules of the deal passing on and of a game and the rubber, where the game has its
#: own besides DEAL-4 and GAME-1.
_DEAL_RULE = {"three": "THREE-1", "partnership": "FOUR-1", "cutthroat": "CUT-1"}
_GAME_RULE = {"three": "THREE-13", "partnership": "FOUR-9", "cutthroat": "CUT-3"}


def _table(game: Game, names: tuple[str, ...], dealer: int | None, rules: str) -> str:
    """``Jo-Jotte for three players (pagat rules): Ann, Bob and Cat, clockwise; ...``."""
    title = f"{game.title} ({rules} rules): "
    if game.partnerships:
        title += f"{names[0]} and {names[2]} against {names[1]} and {names[3]}"
    else:
        title += f"{', '.join(names[:-1])} and {names[-1]}" + (
            ", clockwise" if game.seats > 2 else "")
    if dealer is None:
        return title
    out = " and sits out" if game.dealer_sits_out else ""
    rule = game.rule + (", FOUR-1" if game.partnerships else "") + (
        ", CUT-1" if game.dealer_sits_out else "")
    return title + f"; {names[dealer]} deals{out} ({rule})."


def _deal_lines(record: HandRecord) -> list[str]:
    deal, names, game = record.deal, record.players, record.game
    width = max(8, *(len(n) for n in names))
    out = ["The deal (from the dealer's left)"]
    for seat in game.players_of(deal.dealer):
        out.append(f"  {names[seat]:<{width}} {pretty_cards(deal.hands[seat]):<23}  draws "
                   f"later: {pretty_cards(deal.draw[seat])}")
    if game.dealer_sits_out:
        out.append(f"  {record.dealer:<{width}} deals and takes no cards (CUT-1)")
    info = deal.information_card
    return [*out, f"  Turn-up: {deal.turn_up.pretty}" + (
        " (the dealer takes it at the draw, FOUR-3); no information card" if info is None
        else f"   Information card (after the draw): {info.pretty}")]


class _Account:
    """Writes one hand's account as the record's states go by."""

    def __init__(self, record: HandRecord) -> None:
        self.names = record.players
        self.game = record.game
        heading = _table(record.game, record.players, record.deal.dealer, record.rules.name)
        self.out = [heading, "", *_deal_lines(record), "", "The auction"]
        self.step: str | None = None
        self.play_started = False

    def say(self, text: str, indent: int = 2) -> None:
        self.out.append(" " * indent + text)

    def column(self, seat: int) -> str:
        """A seat's column heading: the player, or the side (``Ann+Cat``)."""
        return self.game.column_names(self.names)[self.game.side_of(seat)]

    def other(self, seat: int) -> str:
        """In a partnership, the other side (FOUR-1)."""
        return self.game.column_names(self.names)[1 - self.game.side_of(seat)]

    def step_on(self, before: HandState, state: HandState) -> None:
        """Tell what the last action did, from the states before and after it."""
        action = state.history[-1]
        d = before.stage
        if before.phase is Phase.AUCTION:
            self.heading(before, action)
            self.say(f"{action.player} {call_words(before, action)}.", 4)
            if state.phase is Phase.DECLARING:
                self.auction_over(state)
        elif isinstance(d, Defence) and choosing(before):
            self.say(choice_words(action, d, self.names))
            if not choosing(state):
                self.settled(state, action, d)
        elif before.game.rules.is_written(before, action):
            self.declaring(before, state, action)
        if state.phase in (Phase.PLAY, Phase.OVER) and not self.play_started:
            self.play_started = True
            self.play_opens(state)
        if len(state.tricks) > len(before.tricks):
            self.trick(len(state.tricks), state.tricks[-1], state)

    def heading(self, before: HandState, action: Action) -> None:
        """The heading of a round of the auction, once, before its first call."""
        step: str = getattr(before.stage, "step", "")
        if step == self.step:
            return
        self.step = step
        text, verb = _STEPS.get(step, (step, None))
        rule = "" if verb is None else before.game.rules.rule_of(
            before, Action(action.player, verb))
        self.say(text.format(rule=rule))

    def declaring(self, before: HandState, state: HandState, action: Action) -> None:
        """After the draw: special bids, melds and the dix; cards go by tricks."""
        who, verb = action.player, action.verb
        specials = before.stage
        if isinstance(specials, Specials) and verb not in (Verb.NULLO, Verb.SLAM) and \
                not specials.closed:
            self.specials_closed(specials)  # FOUR-4: a meld, the dix or a card closes them
        rule = "" if verb is Verb.PLAY else before.game.rules.rule_of(before, action)
        if verb is Verb.NULLO and self.game.partnerships:
            side = self.column(self.names.index(who))
            self.say(f"{who} bids Nullo (FOUR-4, SPEC-1): {side} must lose every trick.")
        elif verb is Verb.SLAM and self.game.partnerships:
            over = "; it overrides the Nullo" if isinstance(specials, Specials) and \
                specials.nullo_by is not None else ""
            self.say(f"{who} bids Slam (FOUR-4, SPEC-3): {self.column(self.names.index(who))} "
                     f"must win all {self.game.tricks} tricks{over}.")
        elif verb in (Verb.NULLO, Verb.SLAM):
            self.say(f"{who} bids {verb.value.capitalize()} ({rule}).")
        elif verb is Verb.MELD:
            meld = Meld(action.cards)
            self.say(f"{who} declares {meld.pretty} ({meld.describe()}).")
        elif verb is Verb.DIX and self.game.partnerships:  # the dealer takes the 7
            when = ", before the second card of the first trick" if before.trick else ""
            self.say(f"{who} gives the {state.turn_up.pretty} to {self.names[state.deal.dealer]}, "
                     f"the dealer, and takes the turn-up {before.turn_up.pretty}{when} "
                     "(DIX-1, FOUR-6).")
        elif verb is Verb.DIX:
            also = ", THREE-8" if self.game.has_active_defender else ""
            self.say(f"{who} exchanges the {state.turn_up.pretty} for the turn-up "
                     f"{before.turn_up.pretty} (DIX-1{also}).")

    def auction_over(self, state: HandState) -> None:
        """The auction's contract, the draw, and what after the draw needs no words."""
        contract, names, game = state.auction_contract, self.names, self.game
        assert contract is not None
        declarer, described = names[contract.declarer], contract.describe(names)
        drawn = len(state.deal.draw[game.players_of(state.dealer)[0]])
        count = {2: "two", 3: "three"}.get(drawn, str(drawn))
        info = state.deal.information_card
        shown = f"the information card {info.pretty if info else 'none'} is turned face up"
        if game.partnerships:
            self.say(f"Contract: {described}; {declarer} is the declarer (FOUR-2).")
            self.say(f"{self.column(contract.declarer)} declare; {self.other(contract.declarer)} "
                     "defend (FOUR-1).")
            draw = ("two more cards each from the dealer's left, the dealer's two being the "
                    "turn-up and the card above it (FOUR-3)")
        elif game.has_active_defender:
            self.say(f"Contract: {described}; {declarer} is the original bidder (THREE-3).")
            draw = f"three more cards each from the dealer's left (THREE-1); {shown} (DRAW-2)"
        else:
            self.say(f"Contract: {described}; {declarer} is the declarer (BID-6).")
            draw = f"{count} more cards each (DRAW-1); {shown} (DRAW-2)"
        self.out.extend(["", "The draw", f"  The draw: {draw}.", "", "After the draw"])
        doubler = contract.doubled_by
        if doubler is None:
            return
        if game.partnerships:
            partner = game.partner_of(doubler)
            if partner is not None and not state.rules.nullo_after_double:
                self.say(f"{names[doubler]}'s double stood: {names[doubler]} may not bid "
                         f"Nullo, {names[partner]} may (FOUR-4).")
            return
        d = state.stage
        if not isinstance(d, Defence):
            return
        self.say(f"{names[doubler]}, the doubler, defends unless a Nullo stands (THREE-5; "
                 "not written).")
        if not d.with_declarer and d.sider is not None:
            self.say(f"{names[d.sider]} sided with the defender, so may not bid Nullo "
                     "(THREE-5).")

    def specials_closed(self, specials: Specials) -> None:
        """FOUR-4: nobody bid Nullo or Slam, or the Nullo stands without a Slam."""
        if specials.slam_by is None:
            self.say("No special bids (FOUR-4)." if specials.nullo_by is None else
                     f"{self.other(specials.nullo_by)} do not bid Slam: the Nullo stands "
                     "(FOUR-4).")

    def settled(self, state: HandState, action: Action, d: Defence) -> None:
        """THREE-8: the active pair is known; who sits the hand out."""
        after, contract, names = state.stage, state.contract, self.names
        assert isinstance(after, Defence) and after.defender is not None and contract
        defender, declarer = names[after.defender], names[contract.declarer]
        if d.step == "defence" and action.verb is Verb.WITHDRAW:
            rule = "THREE-7" if d.slam else "THREE-6"
            self.say(f"{defender}, the other opponent, must defend ({rule}; not written).")
        elif d.step == "slam" and after.slam and d.doubler is not None:
            self.say(f"{defender}, the doubler, defends against the Slam (THREE-7; not "
                     "written).")
        what = {"nullo": " at Nullo", "slam": " a Slam"}.get(contract.special or "", "")
        self.say(f"Active pair (THREE-8): {declarer} declares{what}, {defender} defends.")
        dealer = state.deal.dealer
        for seat in self.game.players_of(dealer):
            if seat not in state.active:
                self.say(f"{names[seat]} is the inactive player and sits the hand out: the "
                         "hand is set aside (THREE-8).")
        if self.game.dealer_sits_out:
            self.say(f"{names[dealer]}, the dealer, sits out (CUT-1).")

    def play_opens(self, state: HandState) -> None:
        """The melds settled at the first card, the final contract, and who leads."""
        assert state.contract is not None
        if self.game.partnerships:
            self.partnership_melds(state)
        else:
            self.interrogation(state)
        self.say(f"Final contract: {state.contract.describe(self.names)}.")
        first = self.names[state.tricks[0].leader if state.tricks else state.leader]
        self.out.extend(["", "The play"])
        if self.game.partnerships:
            self.say(f"{first}, on the dealer's left, leads (FOUR-7).")
        elif self.game.has_active_defender:
            self.say(f"{first}, the active defender, leads (PLAY-1, THREE-8).")
        else:
            who = "non-dealer" if state.rules.first_lead_by_non_dealer else "defender"
            self.say(f"{first}, the {who}, leads (PLAY-1).")

    def interrogation(self, state: HandState) -> None:
        """MELD-5 (THREE-8): the two players of the cards settle the melds."""
        outcome = state.meld_outcome
        assert outcome is not None
        lines = outcome.dialogue(self.names)
        if lines:
            self.say("Interrogation (MELD-5):")
            self.out.extend(f"    {line}" for line in lines)
        for seat in outcome.pair:
            for meld in outcome.shown(seat):
                self.say(f"{self.names[seat]} shows {meld.pretty} ({meld.describe()}, "
                         f"{meld.points}).")
            if state.meld_points[seat]:
                self.say(f"{self.names[seat]} scores {state.meld_points[seat]} for melds "
                         "(MELD-7).")
        if outcome.note or not lines:
            self.say(outcome.note or "No melds declared.")

    def partnership_melds(self, state: HandState) -> None:
        """FOUR-5: in each class the side with the best meld scores all its melds."""
        contract = state.contract
        assert contract is not None
        if not any(state.melds) or (contract.special and not state.rules.melds_on_special_hands):
            self.say("No melds score on a Nullo or Slam hand under these rules (SPEC-5)."
                     if any(state.melds) else "No melds declared.")
            return
        sides = [self.game.side_of(s) for s in range(self.game.seats)]
        for cls in MeldClass:
            held = [tuple(m for m in seat if m.meld_class is cls) for seat in state.melds]
            if not any(held):
                continue
            points = side_meld_points(held, contract.trump, sides)
            heading = f"Class {cls.value} ({cls.title})"
            seats = [s for s in range(self.game.seats) if points[s]]
            if not seats:
                self.say(f"{heading}: no side holds the best meld alone; nobody scores "
                         "(FOUR-5).")
                continue
            shown = ", ".join(f"{self.names[s]} {m.pretty}" for s in seats for m in held[s]
                              if counts(m, contract.trump))
            self.say(f"{heading}: {self.column(seats[0])} hold the best meld and score "
                     f"{sum(points)}: {shown} (MELD-3, FOUR-5).")

    def trick(self, number: int, t: Trick, state: HandState) -> None:
        parts = [f"{self.names[seat]} {'plays' if i else 'leads'} {card.pretty}"
                 + (f" ({said}!)" if said else "") for i, (seat, card, said)
                 in enumerate(zip(t.seats, t.cards, t.announcements, strict=True))]
        points = sum(card_points(c, state.trump) for c in t.cards)
        self.say(f"{number:>2}. {', '.join(parts)}: {self.names[t.winner]} wins "
                 f"({points} points)")


def hand_account(record: HandRecord, prison: int = 0) -> str:
    """A readable account of one hand at any table: deal, auction, what follows the draw,
    tricks, score.

    Args:
        record: a hand record of any game.
        prison: the points in prison before the hand (SCO-8, THREE-12).

    Raises:
        IllegalActionError, InvalidNotationError: the record breaks a rule.
    """
    states = record.states()
    account = _Account(record)
    for before, state in pairwise(states):
        account.step_on(before, state)
    out, final, game = account.out, states[-1], record.game
    out.append("")
    if final.phase is Phase.THROWN_IN:
        out.extend(score_sheet(score_hand(final, prison)))
        dealer = record.deal.dealer
        after = next_dealer(game, dealer, thrown_in=True, rules=record.rules)
        rule = _DEAL_RULE.get(game.name) or game.rules.dealer_rule(game)
        out.append(f"{record.players[dealer]} deals again ({rule})." if after == dealer else
                   f"The deal passes to the left: {record.players[after]} deals next ({rule}).")
    elif final.phase is Phase.OVER:
        out.extend(score_sheet(score_hand(final, prison)))
    else:
        out.append(f"The record stops here; {final.player_to_act} is to act.")
    return "\n".join(out)


def _columns(names: tuple[str, ...], above: tuple[int, ...], below: tuple[int, ...]
             ) -> list[str]:
    """Each column's points above and below the line."""
    width = max(len(n) for n in names) + 2
    return [f"  {'':<7}" + "".join(f"{n:>{width}}" for n in names),
            f"  {'above':<7}" + "".join(f"{a:>{width}}" for a in above),
            "  " + "-" * (7 + len(names) * width),
            f"  {'below':<7}" + "".join(f"{b:>{width}}" for b in below)]


def score_sheet(score: HandScore) -> list[str]:
    """The reckoning of one hand, and what each column writes above and below the line."""
    out = ["The score (with the rules used)", *(f"  {line}" for line in score.reckoning())]
    if score.thrown_in:
        return out + ([f"  {score.prison} points stay in prison (SCO-8)."] if score.prison
                      else [])
    out.extend(["", *_columns(score.names, score.above, score.below)])
    if score.prison:
        out.append(f"  In prison after this hand: {score.prison}")
    return out


def session_account(session: SessionRecord) -> str:
    """Every hand of a session at any table, then the games, the rubber and the totals.

    Raises:
        IllegalActionError, InvalidRecordError: a hand is wrong.
    """
    pad = session.sheet()
    names, count = pad.names, len(session.hands)
    rules = "GAME-1" + (f", {_GAME_RULE[session.game.name]}" if session.game.name in _GAME_RULE
                        else "")
    parts = [f"{_table(session.game, session.players, None, session.rules.name)}; a session "
             f"of {count} hand{'s' * (count != 1)}."]
    for i, record in enumerate(session.hands):
        parts.append(f"=== Hand {i + 1} ===\n"
                     f"{hand_account(record, pad.hands[i].prison_before)}")
        game = pad.hand_games[i]
        if game < len(pad.games) and pad.hand_games[i + 1:i + 2] != [game]:
            winner = names[pad.games[game].winner]  # GAME-1: the game ends with this hand
            parts.append(f"*** {winner} win{'' if '+' in winner else 's'} game {game + 1} "
                         f"({rules}) ***")
    lines = ["=== The rubber ==="]
    for i, g in enumerate(pad.games, start=1):
        lines.append(f"  Game {i}: {names[g.winner]} ({g.hands} hand{'s' * (g.hands != 1)})")
    if pad.rubber_over and pad.rubber_winner is not None:
        lines.append(f"  {names[pad.rubber_winner]} win{'' if pad.game.partnerships else 's'} "
                     f"the rubber: {pad.rubber_bonus} above the line (GAME-2"
                     f"{rules[len('GAME-1'):]})")
    else:
        lines.append("  The rubber is drawn: equal grand totals (GAME-2)" if pad.rubber_over
                     else "  The rubber is not finished.")
    columns = range(pad.game.columns)
    lines.extend(["", *_columns(names, tuple(pad.above(c) for c in columns),
                                tuple(pad.below(c) for c in columns))])
    if pad.prison:
        lines.append(f"  Left in prison: {pad.prison}")
    totals = ", ".join(f"{n} {t}" for n, t in zip(names, pad.totals(), strict=True))
    parts.append("\n".join([*lines, f"  Grand totals: {totals}"]))
    return "\n\n".join(parts)
