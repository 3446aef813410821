"""The reckoning behind :func:`.table_scoring.score_table`, rule by rule.

A reckoning works out one hand of the three-player, partnership or cutthroat
game column by column and writes, as it goes, each entry above or below the
line and one line of explanation with its rule IDs.

- :class:`ActiveReckoning`: three players and cutthroat. The two active players
  score the hand (THREE-9, THREE-10, THREE-12, SCO-10, SCO-11); the inactive
  player copies the active defender, or the declarer he sided with (THREE-10,
  THREE-11); the cutthroat dealer copies the inactive player, or the player who
  sided (CUT-2). Nobody copies prison points.
- :class:`SideReckoning`: the partnership game, the two-player scoring with
  sides in place of players (FOUR-8, FOUR-9).

>>> from jojotte_teach.engine.games import THREE
>>> from jojotte_teach.engine.rules import PAGAT
>>> from jojotte_teach.engine.jojotte.outcome import TableOutcome
>>> tie = TableOutcome(THREE, PAGAT, ("Ann", "Bob", "Cat"), dealer=0, declarer=1,
...     original_bidder=1, strain="NT", multiplier=1, special=None, doubler=None,
...     sider=None, sided_with_declarer=None, active_defender=2, tricks=(0, 5, 4),
...     card_points=(0, 50, 60), last_trick=1, jojotte=(False, False, False),
...     meld_points=(0, 0, 0))
>>> r = reckon(tie, prison=0)
>>> r.winner, r.prison_after   # 60 against 60: both trick scores, 120, to prison
(None, 120)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import strain_name
from ..scoring import Item, Line
from .score_two import JOJOTTE, LAST_TRICK, NULLO_MADE, SLAM_BID_AND_MADE, SLAM_UNBID

if TYPE_CHECKING:
    from .outcome import TableOutcome

#: THREE-11: a lost Nullo gives each opponent 100 for the first trick, 50 for each further one.
THREE_NULLO_FIRST, THREE_NULLO_FURTHER = 100, 50
#: FOUR-9: a lost Nullo gives 200 for the side's first trick, 100 for each further one.
SIDE_NULLO_FIRST, SIDE_NULLO_FURTHER = 200, 100

# How an entry may be copied (THREE-11, CUT-2): "shared" entries are what an active
# player writes above and the others copy; "own" entries belong to one column only
# (each player's own share of the trick points, a lost Nullo's bonus); "prison" is
# never copied (THREE-12).
_SHARED, _OWN, _PRISON = "shared", "own", "prison"


class Reckoning:
    """What both versions share: the figures per column, writing entries, the prison."""

    def __init__(self, outcome: TableOutcome, prison: int) -> None:
        o = self.o = outcome
        g = self.game = outcome.game
        self.rules = outcome.rules
        self.names = g.column_names(o.players)
        #: A column's verb ending: a side ("Bob+Dan", FOUR-8) takes the plural.
        self.s = "" if g.partnerships else "s"
        self.prison_before = prison
        self.winner: int | None = None
        self.prison_won = 0
        self.prison_after = prison
        self.lines: list[Line] = []
        self.entries: list[tuple[Item, str]] = []
        self.above = [0] * g.columns
        self.below = [0] * g.columns
        self.nullo = o.special == "nullo"
        self.slam_bid = o.special == "slam"
        trump = o.strain != "NT" and not self.nullo
        self.in_tricks = self.rules.jojotte_in_trick_score
        last = [0] * g.seats
        if not self.nullo:  # SCO-1: no last-trick 10 at Nullo.
            last[o.last_trick] = LAST_TRICK
        # JOJ-1: Jo-Jotte scores only in a trump contract.
        jj = [JOJOTTE if trump and o.jojotte[s] else 0 for s in range(g.seats)]
        # SPEC-5 (profile): melds may count for nothing on a Nullo or Slam hand.
        melds_count = self.rules.melds_on_special_hands or o.special is None
        melds = [p if melds_count else 0 for p in o.meld_points]
        self.tricks = self.fold(o.tricks)
        self.cards = self.fold(o.card_points)
        self.jj = self.fold(jj)
        self.trick = self.fold([o.card_points[s] + last[s] + (jj[s] if self.in_tricks else 0)
                                for s in range(g.seats)])
        self.melds = self.fold(melds)
        self.total = [t + m for t, m in zip(self.trick, self.melds, strict=True)]
        # SCO-4, or the profile's trick score, decides who wins the hand.
        by_total = self.rules.winner_by_total_score
        self.key = self.total if by_total else self.trick
        self.measure = "Total Score" if by_total else "trick score"

    def run(self) -> None:
        """Score the hand under the version's own rules (the subclasses)."""
        raise NotImplementedError

    def fold(self, per_seat: tuple[int, ...] | list[int]) -> list[int]:
        """Per-seat figures summed per column (FOUR-8: a side adds its two players)."""
        out = [0] * self.game.columns
        for seat, value in enumerate(per_seat):
            out[self.game.side_of(seat)] += value
        return out

    def say(self, text: str, *rules: str) -> None:
        self.lines.append(Line(text, rules))

    def write(self, col: int, where: str, points: int, label: str, rule: str,
              kind: str = _SHARED) -> None:
        """Write points in a column, and keep the entry for the score sheet and for copying."""
        (self.above if where == "above" else self.below)[col] += points
        self.entries.append((Item(col, where, points, label, rule), kind))

    def opening(self, playing: tuple[int, ...], rule: str) -> None:
        """The contract, the tricks, the last trick, Jo-Jotte and the melds, in words."""
        o, names = self.o, self.names
        text = f"Contract: {o.players[o.declarer]}: " + (
            "Nullo" if self.nullo else strain_name(o.strain) + (", Slam" if self.slam_bid else ""))
        if o.multiplier > 1:
            text += ", doubled" if o.multiplier == 2 else ", redoubled"
        self.say(text + (" (nothing is multiplied at Nullo)" if self.nullo and o.multiplier > 1
                         else ""), "BID-6", "SCO-9" if self.nullo else "SCO-1")
        for c in playing:
            n = self.tricks[c]
            self.say(f"{names[c]} took {n} trick{'s' if n != 1 else ''} worth "
                     f"{self.cards[c]} card points", "SCO-1", rule)
        if not self.nullo:
            who = o.players[o.last_trick]
            side = self.game.side_of(o.last_trick)
            extra = f" for {names[side]}" if self.game.partnerships else ""
            self.say(f"{who} won the last trick: 10 more{extra}", "SCO-1", rule)
        for c in playing:
            if self.jj[c]:
                where = "in the trick score" if self.in_tricks else "above the line"
                # Above the line is the profile's difference from JOJ-4: cite the profile.
                cited = "JOJ-4" if self.in_tricks else self.rules.name
                self.say(f"Jo-Jotte for {names[c]}: 20 {where}", "JOJ-2", cited)
                if not self.in_tricks:
                    self.write(c, "above", self.jj[c], "Jo-Jotte", cited)
        for c in playing:
            if self.melds[c]:
                self.say(f"{names[c]} score{self.s} {self.melds[c]} for melds, above the line",
                         "MELD-7", rule)
                self.write(c, "above", self.melds[c], "melds", "MELD-7")
        if any(o.meld_points) and not any(self.melds):
            self.say("No melds score on a Nullo or Slam hand under these rules",
                     self.rules.name)  # the profile's difference from SPEC-5
        self.say("Trick scores: " + ", ".join(f"{names[c]} {self.trick[c]}" for c in playing)
                 + "; Total Scores: " + ", ".join(f"{names[c]} {self.total[c]}" for c in playing),
                 "SCO-1", "SCO-4")

    def slam_bonuses(self, d: int, playing: tuple[int, ...]) -> None:
        """SCO-10: 500 for a Slam bid and made, 100 for one made unbid (also on a tie)."""
        names, every = self.names, self.game.tricks
        if self.slam_bid and self.tricks[d] == every:
            self.write(d, "above", SLAM_BID_AND_MADE, "Slam made", "SCO-10")
            self.say(f"{names[d]} bid Slam and took all {every} tricks: 500 above", "SCO-10")
        for c in playing:
            if self.tricks[c] == every and not (self.slam_bid and c == d):
                self.write(c, "above", SLAM_UNBID, "unbid Slam", "SCO-10")
                self.say(f"{names[c]} took all {every} tricks without bidding Slam: 100 above",
                         "SCO-10")

    def claim_prison(self, winner: int | None, rule: str) -> int:
        """SCO-8, THREE-12: the hand's winner takes the whole prison; nobody copies it."""
        if winner is None or not self.prison_before:
            return 0
        self.write(winner, "above", self.prison_before, "prison won", rule, _PRISON)
        self.say(f"{self.names[winner]} win{self.s} the hand and take{self.s} the "
                 f"{self.prison_before} points in prison, above the line", rule)
        return self.prison_before

    def finish(self, winner: int | None, added: int, won: int) -> None:
        """Keep the hand's winner and the prison after it (SCO-8: a claimed prison empties)."""
        self.winner = winner
        self.prison_won = won
        self.prison_after = (0 if won else self.prison_before) + added

    def nullo_prison(self) -> int:
        added = sum(self.cards)
        self.say(f"Nullo: the {added} card points of the cards played, at No-trump values and "
                 "without the last trick, go to prison; nothing is scored below the line",
                 "SCO-9", "THREE-12" if self.game.has_active_defender else "FOUR-9")
        return added


class ActiveReckoning(Reckoning):
    """Three players and cutthroat: the two active players score, the others copy."""

    def run(self) -> None:
        o, g, names = self.o, self.game, self.names
        d, a = o.declarer, o.active_defender
        assert a is not None  # _check: a three-player hand has an active defender
        self.d, self.a = d, a
        self.i = next(s for s in g.players_of(o.dealer) if s not in (d, a))
        self.doubled = o.multiplier > 1
        if g.dealer_sits_out:
            self.say(f"{names[d]} declares, {names[a]} defends, {names[self.i]} is inactive "
                     f"and {names[o.dealer]}, the dealer, sits out", "THREE-8", "CUT-1")
        else:
            self.say(f"{names[d]} declares, {names[a]} defends and {names[self.i]} is inactive",
                     "THREE-8")
        self.opening((d, a), "THREE-8")
        winner: int | None = None
        if self.nullo:
            added = self.nullo_prison()
            self.nullo_result()
        else:
            winner, added = self.contract_result()
            self.slam_bonuses(d, (d, a))
        won = self.claim_prison(winner, "THREE-12")
        # THREE-11: the inactive player copies the active defender, or the declarer when,
        # after a double, he sided with the declarer.
        sided = self.doubled and o.sider == self.i and bool(o.sided_with_declarer)
        self.copy(d if sided else a, self.i, "THREE-11", below=False, only_shared=True)
        if g.dealer_sits_out:
            # CUT-2: undoubled, the dealer writes what each defender writes (the inactive
            # player's column); doubled, what the player who sided writes, below included.
            source = o.sider if self.doubled and o.sider is not None else self.i
            self.copy(source, o.dealer, "CUT-2", below=self.doubled, only_shared=False)
        self.finish(winner, added, won)

    def contract_result(self) -> tuple[int | None, int]:
        """THREE-9, THREE-10, THREE-12, SCO-11: the trick points and who wins the hand."""
        d, a, names, key = self.d, self.a, self.names, self.key
        both = self.o.multiplier * (self.trick[d] + self.trick[a])
        times = {1: "", 2: ", doubled,", 4: ", redoubled,"}[self.o.multiplier]
        if self.slam_bid and self.tricks[d] < self.game.tricks:
            self.say(f"{names[d]} bid Slam and lost a trick: nothing for tricks to "
                     f"{names[d]}, and "
                     f"{names[a]} counts as the hand's winner", "SCO-11")
            if key[a] > key[d]:
                self.wins(a, both, times)  # SCO-11 with THREE-9/THREE-10 for SCO-6/SCO-7
            else:
                self.write(a, "above", both, "Slam defeated", "SCO-11")
                self.say(f"{names[a]} does not have the higher {self.measure}: both trick "
                         f"scores{times} {both} above the line", "SCO-11")
            return a, 0
        if key[d] == key[a]:
            self.say(f"Equal {self.measure}s: both trick scores{times} {both} go to prison",
                     "THREE-12", "SCO-8")
            return None, both
        winner = d if key[d] > key[a] else a
        self.wins(winner, both, times)
        return winner, 0

    def wins(self, w: int, both: int, times: str) -> None:
        """The higher active player's trick points (THREE-9 undoubled, THREE-10 doubled)."""
        o, d, a, i, names = self.o, self.d, self.a, self.i, self.names
        role = "declarer" if w == d else "active defender"
        lead = f"{names[w]}, the {role}, has the higher {self.measure}"
        if not self.doubled and w == d:
            self.write(d, "below", self.trick[d], "tricks", "THREE-9")
            self.say(f"{lead}: {self.trick[d]} below the line; nobody writes trick points "
                     "above", "THREE-9")
        elif not self.doubled:
            # Each writes it himself: the inactive player's share is not copied again.
            for c in (a, i):
                self.write(c, "above", both, "tricks", "THREE-9", _OWN)
            self.say(f"{lead}: {names[a]} and {names[i]} each write both trick scores, "
                     f"{both}, above the line", "THREE-9")
        else:
            self.write(w, "below", both, "tricks", "THREE-10")
            text = f"{lead}: both trick scores{times} {both} below the line"
            if o.sider == i and o.sided_with_declarer == (w == d):
                self.write(i, "above", both, "tricks, sided with the winner", "THREE-10", _OWN)
                text += f"; {names[i]} sided with {names[w]} and writes {both} above"
            self.say(text, "THREE-10")

    def nullo_result(self) -> None:
        """THREE-11: 200 for a made Nullo; a lost one pays each opponent 100, then 50."""
        d, names, n = self.d, self.names, self.tricks[self.d]
        if n == 0:
            self.write(d, "above", NULLO_MADE, "Nullo made", "THREE-11")
            self.say(f"{names[d]} took no trick: Nullo made, 200 above the line",
                     "SCO-9", "THREE-11")
            return
        bonus = THREE_NULLO_FIRST + THREE_NULLO_FURTHER * (n - 1)
        # Each opponent writes his own bonus, the inactive player included: not copied.
        for c in (self.a, self.i):
            self.write(c, "above", bonus, "Nullo defeated", "THREE-11", _OWN)
        self.say(f"{names[d]} took {n} trick{'s' if n > 1 else ''}: {names[self.a]} and "
                 f"{names[self.i]} each score 100 for the first and 50 for each further one, "
                 f"{bonus} above the line", "THREE-11")

    def copy(self, source: int, to: int, rule: str, *, below: bool, only_shared: bool) -> None:
        """Write in ``to``'s above what ``source`` wrote; never prison points (THREE-12)."""
        names = self.names
        copied = [item for item, kind in self.entries
                  if item.seat == source and kind != _PRISON
                  and (item.column == "above" or below)
                  and (kind == _SHARED or not only_shared)]
        for item in copied:
            label = f"{item.label.split(', as ')[0]}, as {names[source]}"
            self.write(to, "above", item.points, label, rule, _OWN)
        total = sum(item.points for item in copied)
        who = "the dealer" if rule == "CUT-2" else "the inactive player"
        role = {self.d: "the declarer", self.a: "the active defender",
                self.i: "the inactive player"}.get(source, "")
        if source == self.o.sider and self.doubled:
            role = "who sided"
        what = "above and below the line" if below else "above the line"
        self.say(f"{names[to]}, {who}, copies above the line what {names[source]}, {role}, "
                 f"writes {what}, prison points excepted: " + (str(total) if total else "nothing"),
                 rule)


class SideReckoning(Reckoning):
    """The partnership game: SCO-4 to SCO-11 with sides in place of players (FOUR-9)."""

    def run(self) -> None:
        o, names = self.o, self.names
        d = self.game.side_of(o.declarer)
        f = 1 - d
        self.opening((0, 1), "FOUR-8")
        winner: int | None = None
        if self.nullo:
            added = self.nullo_prison()
            n = self.tricks[d]
            if n == 0:
                self.write(d, "above", NULLO_MADE, "Nullo made", "SCO-9")
                self.say(f"{names[d]} took no trick: Nullo made, 200 above the line", "SCO-9")
            else:
                bonus = SIDE_NULLO_FIRST + SIDE_NULLO_FURTHER * (n - 1)
                self.write(f, "above", bonus, "Nullo defeated", "FOUR-9")
                self.say(f"{names[d]} took {n} trick{'s' if n > 1 else ''}: {names[f]} score "
                         f"200 for the first and 100 for each further one, {bonus} above",
                         "SCO-9", "FOUR-9")
        else:
            winner, added = self.contract_result(d, f)
            self.slam_bonuses(d, (0, 1))
        won = self.claim_prison(winner, "SCO-8")
        self.finish(winner, added, won)

    def contract_result(self, d: int, f: int) -> tuple[int | None, int]:
        """SCO-5 to SCO-8 and SCO-11 between the declaring and the defending side."""
        names, rules, key, trick = self.names, self.rules, self.key, self.trick
        m = self.o.multiplier
        both = m * (trick[0] + trick[1])
        times = {1: "", 2: ", doubled,", 4: ", redoubled,"}[m]
        if self.slam_bid and self.tricks[d] < self.game.tricks:
            self.say(f"{names[d]} bid Slam and lost a trick: nothing for tricks to them, and "
                     f"{names[f]} count as the hand's winner", "SCO-11", "FOUR-9")
            higher = key[f] > key[d]
            where = "below" if higher else "above"
            self.write(f, where, both, "tricks" if higher else "Slam defeated", "SCO-11")
            self.say(f"{names[f]} {'have' if higher else 'do not have'} the higher "
                     f"{self.measure}: both trick scores{times} {both} {where} the line",
                     "SCO-11", *(("SCO-6" if m == 1 else "SCO-7",) if higher else ()))
            return f, 0
        if key[d] == key[f]:
            self.say(f"Equal {self.measure}s: both trick scores{times} {both} go to prison",
                     "SCO-8", "FOUR-9")
            return None, both
        w = d if key[d] > key[f] else f
        lead = (f"{names[w]}, the {'declaring' if w == d else 'defending'} side, "
                f"have the higher {self.measure}")
        if m == 1 and w == d:
            self.write(d, "below", trick[d], "tricks", "SCO-5")
            if rules.defender_scores_above_when_beaten:
                self.write(f, "above", trick[f], "tricks", "SCO-5")
            kept = f"{names[f]} write {trick[f]} above" if \
                rules.defender_scores_above_when_beaten else f"{names[f]} score nothing for tricks"
            # Without the defenders' share above, the line follows the profile, not SCO-5.
            cited = "SCO-5" if rules.defender_scores_above_when_beaten else rules.name
            self.say(f"{lead}: {trick[d]} below the line; {kept}", cited, "FOUR-9")
        elif m == 1:
            self.write(f, "below", both, "tricks", "SCO-6")
            self.say(f"{lead}: both trick scores, {both}, below the line", "SCO-6", "FOUR-9")
        elif w == d and not rules.doubled_declarer_takes_both:
            self.write(d, "below", m * trick[d], "tricks", rules.name)
            self.say(f"{lead}: their own trick score{times} {m * trick[d]} below the line",
                     rules.name, "FOUR-9")  # the profile's difference from SCO-7
        else:
            self.write(w, "below", both, "tricks", "SCO-7")
            self.say(f"{lead}: both trick scores{times} {both} below the line",
                     "SCO-7", "FOUR-9")
        return w, 0


def reckon(outcome: TableOutcome, prison: int) -> Reckoning:
    """Work out a checked outcome: the reckoning, with its figures, entries and lines."""
    reckoning: Reckoning
    if outcome.game.partnerships:
        reckoning = SideReckoning(outcome, prison)
    else:
        reckoning = ActiveReckoning(outcome, prison)
    reckoning.run()
    return reckoning
