"""Plain-text accounts of three-player, partnership and cutthroat hands and sessions.

The companion of :mod:`.text` for ``python -m jojotte_teach replay`` at a table of three
or four (RULES.md, "Three and four players"): the deal, the auction call by call, who
defends, withdraws, bids Nullo or Slam, who sits out, the melds, the dix, the tricks and
the score sheet.

>>> from jojotte_teach.engine import parse_record, DECK
>>> rec = parse_record({"format": "jojotte-hand/1", "game": "three",
...     "players": ["Ann", "Bob", "Cat"], "dealer": "Cat",
...     "deal": {"deck": [c.text for c in DECK]},
...     "actions": ["Ann pass", "Bob pass", "Cat pass"] * 2})
>>> print(table_hand_account(rec).splitlines()[0])
Jo-Jotte for three players (pagat rules): Ann, Bob and Cat, clockwise; Cat deals (MULTI-3).
>>> print(table_hand_account(rec).splitlines()[-1])
The deal passes to the left: Ann deals next (THREE-1).
"""

from __future__ import annotations

from itertools import pairwise

from ..engine.actions import Action, Verb, strain_name
from ..engine.cards import Suit, card_points, pretty_cards
from ..engine.game import Game
from ..engine.hand import HandState, Phase, Trick
from ..engine.melds import Meld, MeldClass, counts
from ..engine.jojotte.auction_partnership import PartnershipAuction
from ..engine.records import HandRecord, SessionRecord
from ..engine.jojotte.auction_three import ThreeAuction
from ..engine.jojotte.defence import Defence
from ..engine.jojotte.melding import side_meld_points
from ..engine.scorepad import Scorepad
from ..engine.records import next_dealer
from ..engine.scoring import score_hand
from ..engine.jojotte.outcome import HandScore

#: The auction's steps as headings, in HAND_RECORD.md's order (THREE-2, THREE-3, FOUR-2).
_STEPS = {
    "round one": "Round one ({rule}), from the dealer's left:",
    "round two": "Round two ({rule}), from the dealer's left:",
    "overcall": "No-trump overcall (THREE-2, BID-4), from the bidder's left:",
    "double": "Double (THREE-3), from the declarer's left:",
    "side": "The third player sides (THREE-3):",
    "redouble": "Redouble (THREE-3):",
    "bidding": "After the bid (FOUR-2); three passes in a row end the auction:",
}
#: Per game: its name, the rules of the table, of the deal, and of a game and the rubber.
_GAMES = {
    "three": ("for three players", "MULTI-3", "THREE-1", "THREE-13"),
    "partnership": ("in partnership", "MULTI-4, FOUR-1", "FOUR-1", "FOUR-9"),
    "cutthroat": ("cutthroat for four", "MULTI-4C, CUT-1", "CUT-1", "CUT-3"),
}


def _table(game: Game, names: tuple[str, ...], dealer: int | None, rules: str) -> str:
    """``Jo-Jotte for three players (pagat rules): Ann, Bob and Cat, clockwise; ...``."""
    title = f"Jo-Jotte {_GAMES[game.name][0]} ({rules} rules): "
    if game.partnerships:
        title += f"{names[0]} and {names[2]} against {names[1]} and {names[3]}"
    else:
        title += f"{', '.join(names[:-1])} and {names[-1]}, clockwise"
    if dealer is None:
        return title
    out = " and sits out" if game.dealer_sits_out else ""
    return title + f"; {names[dealer]} deals{out} ({_GAMES[game.name][1]})."


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


def _call(action: Action, calls: ThreeAuction | PartnershipAuction, names: tuple[str, ...],
          turn_up: Suit) -> str:
    """One call in words, as the auction stood before it."""
    verb = action.verb
    bidder = None if calls.bidder is None else names[calls.bidder]
    standing = strain_name(calls.strain or "NT")
    if verb is Verb.ACCEPT:
        return f"accepts {turn_up.word} as trumps"
    if verb is Verb.BID:
        assert action.strain is not None
        if action.strain == "NT" and bidder is not None:
            return f"overcalls {bidder}'s {standing} with No-trump"
        return f"bids {strain_name(action.strain)}"
    if verb is Verb.DOUBLE:
        if isinstance(calls, ThreeAuction):
            return f"doubles {bidder} and becomes the defender"
        return f"doubles {bidder}'s {standing}"
    if verb is Verb.SIDE:
        if action.side == "declarer":
            return f"sides with the declarer, {bidder}"
        assert isinstance(calls, ThreeAuction) and calls.doubler is not None
        return f"sides with the defender, {names[calls.doubler]}"
    if verb is Verb.REDOUBLE:
        return "redoubles"
    return "does not redouble" if calls.step == "redouble" else "passes"


def _choice(action: Action, d: Defence, names: tuple[str, ...]) -> str:
    """A choice after the draw at three in words (THREE-4 to THREE-7)."""
    who, verb = action.player, action.verb
    if d.step == "active" and d.doubler is not None:
        said = "bids Nullo (THREE-5, SPEC-1)" if verb is Verb.NULLO else (
            "does not bid Nullo (THREE-5)")
        return f"{who}, who sided with the declarer, {said}."
    if d.step == "active":
        place = "left" if names.index(who) == d.left(d.bidder) else "right"
        said = {Verb.DEFEND: "defends (THREE-4)", Verb.WITHDRAW: "withdraws (THREE-4)",
                Verb.NULLO: "bids Nullo (THREE-4, SPEC-1)"}[verb]
        return f"{who}, on the declarer's {place}, {said}."
    if d.step == "slam":
        nullo = "" if d.nullo_by is None else names[d.nullo_by]
        if verb is Verb.SLAM:
            return f"{who}, the original bidder, bids Slam (THREE-7, SPEC-3)" + (
                f": it overrides {nullo}'s Nullo." if nullo else ".")
        return f"{who}, the original bidder, does not bid Slam (THREE-7)" + (
            f"; {nullo}'s Nullo stands (THREE-6)." if nullo else ".")
    against, rule = ("the Slam", "THREE-7") if d.slam else ("the Nullo", "THREE-6")
    place = "the declarer's left" if d.slam else "the Nullo bidder's left"
    if verb is Verb.DEFEND:
        return f"{who}, on {place}, defends against {against} ({rule})."
    return f"{who}, on {place}, withdraws ({rule})."


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
        d = before.defence
        if before.phase is Phase.AUCTION:
            calls = before.calls
            assert calls is not None
            if calls.step != self.step:
                self.step = calls.step
                rule = "FOUR-2" if self.game.partnerships else "THREE-2"
                self.say(_STEPS.get(calls.step, calls.step).format(rule=rule))
            words = _call(action, calls, self.names, before.turn_up.suit)
            self.say(f"{action.player} {words}.", 4)
            if state.phase is Phase.DECLARING:
                self.auction_over(state)
        elif d is not None and d.step != "settled":
            self.say(_choice(action, d, self.names))
            if state.defence is not None and state.defence.step == "settled":
                self.settled(state, action, d)
        else:
            self.declaring(before, state, action)
        if state.phase in (Phase.PLAY, Phase.OVER) and not self.play_started:
            self.play_started = True
            self.play_opens(state)
        if len(state.tricks) > len(before.tricks):
            self.trick(len(state.tricks), state.tricks[-1], state)

    def declaring(self, before: HandState, state: HandState, action: Action) -> None:
        """After the draw: special bids (FOUR-4), melds and the dix; cards go by tricks."""
        who, verb = action.player, action.verb
        if verb not in (Verb.NULLO, Verb.SLAM) and not before.specials_closed:
            self.specials_closed(state)  # FOUR-4: a meld, the dix or a card closes them
        if verb is Verb.NULLO:
            side = self.column(self.names.index(who))
            self.say(f"{who} bids Nullo (FOUR-4, SPEC-1): {side} must lose every trick.")
        elif verb is Verb.SLAM:
            over = "; it overrides the Nullo" if before.nullo_by is not None else ""
            self.say(f"{who} bids Slam (FOUR-4, SPEC-3): {self.column(self.names.index(who))} "
                     f"must win all {self.game.tricks} tricks{over}.")
        elif verb is Verb.MELD:
            meld = Meld(action.cards)
            self.say(f"{who} declares {meld.pretty} ({meld.describe()}).")
        elif verb is Verb.DIX and self.game.partnerships:  # the dealer takes the 7
            when = ", before the second card of the first trick" if before.trick else ""
            self.say(f"{who} gives the {state.turn_up.pretty} to {self.names[state.deal.dealer]}, "
                     f"the dealer, and takes the turn-up {before.turn_up.pretty}{when} "
                     "(DIX-1, FOUR-6).")
        elif verb is Verb.DIX:
            self.say(f"{who} exchanges the {state.turn_up.pretty} for the turn-up "
                     f"{before.turn_up.pretty} (DIX-1, THREE-8).")

    def auction_over(self, state: HandState) -> None:
        """The auction's contract, the draw, and what after the draw needs no words."""
        contract, calls, names = state.auction_contract, state.calls, self.names
        assert contract is not None and calls is not None
        declarer, described = names[contract.declarer], contract.describe(names)
        if self.game.partnerships:
            self.say(f"Contract: {described}; {declarer} is the declarer (FOUR-2).")
            self.say(f"{self.column(contract.declarer)} declare; {self.other(contract.declarer)} "
                     "defend (FOUR-1).")
            draw = ("two more cards each from the dealer's left, the dealer's two being the "
                    "turn-up and the card above it (FOUR-3)")
        else:
            self.say(f"Contract: {described}; {declarer} is the original bidder (THREE-3).")
            info = state.deal.information_card
            shown = info.pretty if info is not None else "none"
            draw = (f"three more cards each from the dealer's left (THREE-1); the information "
                    f"card {shown} is turned face up (DRAW-2)")
        self.out.extend(["", "The draw", f"  The draw: {draw}.", "", "After the draw"])
        doubler = contract.doubled_by
        if doubler is None:
            return
        if isinstance(calls, PartnershipAuction):
            partner = self.game.partner_of(doubler)
            if partner is not None and not state.rules.nullo_after_double:
                self.say(f"{names[doubler]}'s double stood: {names[doubler]} may not bid "
                         f"Nullo, {names[partner]} may (FOUR-4).")
            return
        self.say(f"{names[doubler]}, the doubler, defends unless a Nullo stands (THREE-5; "
                 "not written).")
        if not calls.with_declarer and calls.sider is not None:
            sider = names[calls.sider]
            self.say(f"{sider} sided with the defender, so may not bid Nullo (THREE-5).")

    def specials_closed(self, state: HandState) -> None:
        """FOUR-4: nobody bid Nullo or Slam, or the Nullo stands without a Slam."""
        if self.game.partnerships and state.slam_by is None:
            self.say("No special bids (FOUR-4)." if state.nullo_by is None else
                     f"{self.other(state.nullo_by)} do not bid Slam: the Nullo stands (FOUR-4).")

    def settled(self, state: HandState, action: Action, d: Defence) -> None:
        """THREE-8: the active pair is known; who sits the hand out."""
        after, contract, names = state.defence, state.contract, self.names
        assert after is not None and after.defender is not None and contract is not None
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
        self.say(f"{first}, on the dealer's left, leads (FOUR-7)." if self.game.partnerships
                 else f"{first}, the active defender, leads (PLAY-1, THREE-8).")

    def interrogation(self, state: HandState) -> None:
        """THREE-8, MELD-5: the active defender and the declarer settle the melds."""
        outcome, defence, contract = state.meld_outcome, state.defence, state.contract
        assert outcome and defence and defence.defender is not None and contract
        pair = (defence.defender, contract.declarer)  # index 0 the active defender
        lines = outcome.dialogue([self.names[pair[0]], self.names[pair[1]]])
        if lines:
            self.say("Interrogation (MELD-5):")
            self.out.extend(f"    {line}" for line in lines)
        for index, seat in enumerate(pair):
            for meld in outcome.shown(index):
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


def table_hand_account(record: HandRecord, prison: int = 0) -> str:
    """A readable account of one hand at three or four: deal, auction, defence, tricks, score.

    Args:
        record: a three-player, partnership or cutthroat hand record.
        prison: the points in prison before the hand (SCO-8, THREE-12).

    Raises:
        IllegalActionError, InvalidNotationError: the record breaks a rule.
    """
    states = record.states()
    account = _Account(record)
    for before, state in pairwise(states):
        account.step_on(before, state)
    out, final = account.out, states[-1]
    out.append("")
    if final.phase is Phase.THROWN_IN:
        out.extend(table_score_sheet(score_hand(final, prison)))
        after = record.players[next_dealer(record.game, record.deal.dealer)]
        out.append(f"The deal passes to the left: {after} deals next "
                   f"({_GAMES[record.game.name][2]}).")
    elif final.phase is Phase.OVER:
        out.extend(table_score_sheet(score_hand(final, prison)))
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


def table_score_sheet(score: HandScore) -> list[str]:
    """The reckoning of one hand at three or four, and what each column writes."""
    out = ["The score (with the rules used)", *(f"  {line}" for line in score.reckoning())]
    if score.thrown_in:
        return out + ([f"  {score.prison} points stay in prison (SCO-8)."] if score.prison
                      else [])
    out.extend(["", *_columns(score.names, score.above, score.below)])
    if score.prison:
        out.append(f"  In prison after this hand: {score.prison}")
    return out


def table_session_account(session: SessionRecord) -> str:
    """Every hand of a session at three or four, then the games, the rubber and the totals.

    Raises:
        IllegalActionError, InvalidRecordError: a hand is wrong.
    """
    pad = session.sheet()
    assert isinstance(pad, Scorepad)
    names, rule, count = pad.names, _GAMES[session.game.name][3], len(session.hands)
    parts = [f"{_table(session.game, session.players, None, session.rules.name)}; a session "
             f"of {count} hand{'s' * (count != 1)}."]
    for i, record in enumerate(session.hands):
        parts.append(f"=== Hand {i + 1} ===\n"
                     f"{table_hand_account(record, pad.hands[i].prison_before)}")
        game = pad.hand_games[i]
        if game < len(pad.games) and pad.hand_games[i + 1:i + 2] != [game]:
            winner = names[pad.games[game].winner]  # GAME-1: the game ends with this hand
            parts.append(f"*** {winner} win{'' if '+' in winner else 's'} game {game + 1} "
                         f"(GAME-1, {rule}) ***")
    lines = ["=== The rubber ==="]
    for i, g in enumerate(pad.games, start=1):
        lines.append(f"  Game {i}: {names[g.winner]} ({g.hands} hand{'s' * (g.hands != 1)})")
    if pad.rubber_over and pad.rubber_winner is not None:
        lines.append(f"  {names[pad.rubber_winner]} win{'' if pad.game.partnerships else 's'} "
                     f"the rubber: {pad.rubber_bonus} above the line (GAME-2, {rule})")
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
