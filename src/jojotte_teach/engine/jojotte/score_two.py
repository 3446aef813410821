"""The two-player reckoning of one hand (SCO-1 to SCO-11).

:func:`score_hand` turns a finished two-player hand into a
:class:`~jojotte_teach.engine.scoring.HandScore`: what each player took, what goes
above and below the line, and the reckoning line by line with the rule for each
step, so that a learner can follow it.
"""

from __future__ import annotations

from ..cards import card_points
from ..hand import Contract, HandState
from ..rules import Rules
from ..scoring import HandScore, Item, Line

#: SCO-9: a lost Nullo costs 200 for the first trick, 100 for each further one.
NULLO_MADE, NULLO_FIRST_TRICK, NULLO_FURTHER_TRICK = 200, 200, 100
#: SCO-10: Slam bonuses.
SLAM_BID_AND_MADE, SLAM_UNBID = 500, 100
LAST_TRICK, JOJOTTE = 10, 20


def score_hand(state: HandState, prison: int = 0) -> HandScore:
    """Score a finished two-player hand (the engine's ``score_hand`` asks the game, which
    asks this).

    Args:
        state: a hand that is over (nine tricks played).
        prison: points in prison before this hand (SCO-8).
    """
    return _Reckoner(state, prison).score()


class _Reckoner:
    """Works out one hand's score and writes the reckoning as it goes."""

    def __init__(self, state: HandState, prison: int) -> None:
        self.state = state
        self.rules: Rules = state.rules
        self.names = state.players
        self.seats = range(state.game.seats)
        self.prison_before = prison
        self.lines: list[Line] = []
        self.above = [0 for _ in self.seats]
        self.below = [0 for _ in self.seats]
        self.items: list[Item] = []

    def say(self, text: str, *rules: str) -> None:
        self.lines.append(Line(text, rules))

    def write(self, seat: int, column: str, points: int, label: str, rule: str) -> None:
        """Write points in a seat's column, and keep the item for the score sheet."""
        (self.above if column == "above" else self.below)[seat] += points
        self.items.append(Item(seat, column, points, label, rule))

    def score(self) -> HandScore:
        st, rules, names = self.state, self.rules, self.names
        c = st.contract
        outcome = st.meld_outcome
        assert c is not None and outcome is not None
        trump = c.trump
        nullo = c.special == "nullo"
        tricks = [st.tricks_won(s) for s in self.seats]
        cards = [sum(card_points(x, trump) for x in st.won_cards(s)) for s in self.seats]
        last = [0 for _ in self.seats]
        if not nullo:
            last[st.tricks[-1].winner] = LAST_TRICK
        jj = [JOJOTTE if trump is not None and st.jojotte[s] else 0 for s in self.seats]
        in_tricks = rules.jojotte_in_trick_score
        trick = [cards[s] + last[s] + (jj[s] if in_tricks else 0) for s in self.seats]
        melds = [outcome.points(s) for s in self.seats]
        total = [trick[s] + melds[s] for s in self.seats]
        self.say(f"Contract: {c.describe(names)}", "BID-6")
        for s in self.seats:
            self.say(f"{names[s]} took {tricks[s]} trick{'s' if tricks[s] != 1 else ''} "
                     f"worth {cards[s]} card points", "SCO-1")
        if not nullo:
            self.say(f"{names[st.tricks[-1].winner]} won the last trick: 10 more", "SCO-1")
        for s in self.seats:
            if jj[s]:
                where = "in the trick score" if in_tricks else "above the line"
                # Above the line is the profile's difference from JOJ-4: cite the profile.
                where_rule = "JOJ-4" if in_tricks else rules.name
                self.say(f"{names[s]} announced Jo-Jotte: 20 {where}", "JOJ-2", where_rule)
                if not in_tricks:
                    self.write(s, "above", jj[s], "Jo-Jotte", where_rule)
        for s in self.seats:
            if melds[s]:
                shown = ", ".join(m.describe() for m in outcome.shown(s))
                self.say(f"{names[s]} scores {melds[s]} for melds ({shown}), above the line",
                         "MELD-4", "MELD-7")
                self.write(s, "above", melds[s], "melds", "MELD-7")
        if outcome.note:  # no melds on a special hand: the profile's difference (SPEC-5)
            self.say(outcome.note, rules.name)
        tricks_said = ", ".join(f"{names[s]} {trick[s]}" for s in self.seats)
        totals_said = ", ".join(f"{names[s]} {total[s]}" for s in self.seats)
        self.say(f"Trick scores: {tricks_said}; Total Scores: {totals_said}", "SCO-1", "SCO-4")
        prison_added = 0
        winner: int | None
        if nullo:
            winner, prison_added = self._nullo(c, tricks, cards)
        else:
            winner, prison_added = self._contract(c, tricks, trick, total)
        prison_won = 0
        if winner is not None and self.prison_before:
            prison_won = self.prison_before
            self.write(winner, "above", prison_won, "prison won", "SCO-8")
            self.say(f"{names[winner]} wins the hand and takes the {prison_won} points in "
                     "prison, above the line", "SCO-8")
        prison_after = (0 if prison_won else self.prison_before) + prison_added
        return HandScore(
            game=st.game, players=names, thrown_in=False, contract=c,
            tricks=tuple(tricks), card_points=tuple(cards), last_trick=tuple(last),
            jojotte=tuple(jj), trick_score=tuple(trick), meld_score=tuple(melds),
            total_score=tuple(total), above=tuple(self.above), below=tuple(self.below),
            prison_before=self.prison_before, prison=prison_after, prison_won=prison_won,
            winner=winner, lines=tuple(self.lines), items=tuple(self.items),
        )

    def _nullo(self, c: Contract, tricks: list[int], cards: list[int]) -> tuple[None, int]:
        names = self.names
        d, f = c.declarer, self.state.game.opponent_of(c.declarer)
        added = sum(cards)
        self.say(f"Nullo: all {added} card points, at No-trump values and without the last "
                 "trick, go to prison; nothing is scored below the line", "SCO-9")
        if tricks[d] == 0:
            self.write(d, "above", NULLO_MADE, "Nullo made", "SCO-9")
            self.say(f"{names[d]} took no trick: Nullo made, 200 above the line", "SCO-9")
        else:
            bonus = NULLO_FIRST_TRICK + NULLO_FURTHER_TRICK * (tricks[d] - 1)
            self.write(f, "above", bonus, "Nullo defeated", "SCO-9")
            self.say(f"{names[d]} took {tricks[d]} trick{'s' if tricks[d] > 1 else ''}: "
                     f"{names[f]} scores 200 for the first and 100 for each further one, "
                     f"{bonus} above the line", "SCO-9")
        return None, added

    def _contract(self, c: Contract, tricks: list[int], trick: list[int],
                  total: list[int]) -> tuple[int | None, int]:
        names, rules = self.names, self.rules
        d, f = c.declarer, self.state.game.opponent_of(c.declarer)
        m = c.multiplier
        key = total if rules.winner_by_total_score else trick
        measure = "Total Score" if rules.winner_by_total_score else "trick score"
        both = m * sum(trick)
        times = {1: "", 2: ", doubled,", 4: ", redoubled,"}[m]
        slam_bid = c.special == "slam"
        winner: int | None
        to_prison = 0
        if slam_bid and tricks[d] < self.state.game.tricks:
            winner = f
            self.say(f"{names[d]} bid Slam and lost a trick: nothing for tricks to "
                     f"{names[d]}, and {names[f]} counts as the winner", "SCO-11")
            if key[f] > key[d]:
                self.write(f, "below", both, "tricks", "SCO-11")
                self.say(f"{names[f]} has the higher {measure}: both trick scores{times} "
                         f"{both} below the line", "SCO-11", "SCO-6" if m == 1 else "SCO-7")
            else:
                self.write(f, "above", both, "Slam defeated", "SCO-11")
                self.say(f"{names[f]} does not have the higher {measure}: both trick "
                         f"scores{times} {both} above the line", "SCO-11")
        elif key[d] == key[f]:
            self.say(f"Equal {measure}s: both trick scores{times} {both} go to prison",
                     "SCO-8")
            winner, to_prison = None, both
        else:
            winner = d if key[d] > key[f] else f
            role = "declarer" if winner == d else "defender"
            lead = f"{names[winner]}, the {role}, has the higher {measure}"
            if m == 1 and winner == d:
                self.write(d, "below", trick[d], "tricks", "SCO-5")
                if rules.defender_scores_above_when_beaten:
                    self.write(f, "above", trick[f], "tricks", "SCO-5")
                    self.say(f"{lead}: {trick[d]} below the line; {names[f]} writes "
                             f"{trick[f]} above", "SCO-5")
                else:
                    # The profile's difference from SCO-5: the beaten defender writes nothing.
                    self.say(f"{lead}: {trick[d]} below the line; {names[f]} scores "
                             "nothing for tricks", rules.name)
            elif m == 1:
                self.write(f, "below", both, "tricks", "SCO-6")
                self.say(f"{lead}: both trick scores, {both}, below the line", "SCO-6")
            elif winner == d and not rules.doubled_declarer_takes_both:
                self.write(d, "below", m * trick[d], "tricks", rules.name)
                # The profile's difference from SCO-7: the declarer takes only his own.
                self.say(f"{lead}: the declarer's own trick score{times} {m * trick[d]} below",
                         rules.name)
            else:
                self.write(winner, "below", both, "tricks", "SCO-7")
                self.say(f"{lead}: both trick scores{times} {both} below the line", "SCO-7")
        # SCO-10: the Slam bonus stands even when the tie sends the tricks to prison.
        if slam_bid and tricks[d] == self.state.game.tricks:
            self.write(d, "above", SLAM_BID_AND_MADE, "Slam made", "SCO-10")
            self.say(f"{names[d]} bid Slam and took all nine tricks: 500 above the line",
                     "SCO-10")
        for s in self.seats:
            if tricks[s] == self.state.game.tricks and not (slam_bid and s == d):
                self.write(s, "above", SLAM_UNBID, "unbid slam", "SCO-10")
                self.say(f"{names[s]} took all nine tricks without bidding Slam: 100 above "
                         "the line", "SCO-10")
        return winner, to_prison
