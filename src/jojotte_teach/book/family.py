"""The book's Klaberjass and Belote hands: accounts, scores and figures for the prose.

The chapters on the family (FAMILY.md) show their worked examples as the Jo-Jotte
chapters do, from hand records in ``book/examples`` read by the engine::

    from jojotte_teach import book
    book.show_family_replay("belote-made")     # the deal, every call, declaration and card
    book.show_family_score("belote-made")      # the reckoning and what each side scores
    book.show_family_score("belote-dedans", rules="citizendium")   # the other profile
    book.glue_family_scores("made", "belote-made")
    book.show_quiz(book.family_questions("belote-made", "The first hand"))

Every rule ID links to the family's reference (``family-rules.html``).

>>> family_score("klaberjass-made").below
(190, 45)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine.actions import strain_name
from ..engine.belote.profiles import BeloteProfile
from ..engine.records import HandRecord, SessionRecord
from ..engine.scoring import HandScore, score_hand
from ..render.basics import RULES_URL, linked_rules
from ..render.family_score import family_score_html
from ..render.family_sheet import family_sheet_html
from ..render.told_account import hand_account
from .examples import example, hand_example
from .glue import glue
from .show import Html

__all__ = [
    "FAMILY_GAMES", "family_example", "family_game", "family_score", "family_score_values",
    "glue_family_scores", "show_family_game", "show_family_replay", "show_family_score",
    "unrounded_scores",
]

#: The games of FAMILY.md, by the name a record's ``game`` gives them.
FAMILY_GAMES = ("klaberjass", "belote")
_PRE = ("font-size:13px;line-height:1.35;white-space:pre-wrap;background:#f6f6f2;"
        "border:1px solid #d0d0c8;border-radius:6px;padding:8px 10px;max-width:820px")


def family_example(name: str, rules: str | None = None) -> HandRecord:
    """An example hand of Klaberjass or Belote, under its own profile or the one named.

    Raises:
        ValueError: the example is a session, or a hand of Jo-Jotte.
        InvalidRecordError: the game has no profile of that name (Klaberjass has only
            ``fosdick``; Belote ``denexa`` and ``citizendium``).

    >>> family_example("belote-dedans", rules="citizendium").rules.name
    'citizendium'
    """
    record = hand_example(name)
    if record.game.name not in FAMILY_GAMES:
        raise ValueError(f'example "{name}" is a hand of {record.game.title or "Jo-Jotte"}, '
                         "not of Klaberjass or Belote")
    if rules is None:
        return record
    return replace(record, rules=record.game.rules.profile(rules))


def family_score(name: str, rules: str | None = None) -> HandScore:
    """The score of an example hand of Klaberjass or Belote (see :func:`family_example`)."""
    return score_hand(family_example(name, rules).final_state())


def unrounded_scores(record: HandRecord) -> tuple[int, ...] | None:
    """What each column of a Belote hand scores before BEL-25's rounding, under a profile
    that rounds (``denexa``); ``None`` for a profile or a game that does not round.

    >>> unrounded_scores(family_example("belote-dedans"))
    (20, 212)
    """
    rules = record.rules
    if not isinstance(rules, BeloteProfile) or not rules.rounded_to_ten:
        return None
    exact = replace(record, rules=replace(rules, rounded_to_ten=False))
    return score_hand(exact.final_state()).below


def show_family_replay(name: str, rules_url: str = RULES_URL) -> Html:
    """The example's account: the deal, every call, declaration and card, each trick, in the
    game's own words, every rule ID linked. The score is left to :func:`show_family_score`.
    """
    account = hand_account(family_example(name)).split("\n\nThe score\n", 1)[0]
    return Html(f'<pre class="jj-replay" role="region" aria-label="The hand, step by step" '
                f'style="{_PRE}">{linked_rules(account, rules_url)}</pre>')


def show_family_score(name: str, rules: str | None = None,
                      rules_url: str = RULES_URL) -> Html:
    """The reckoning of an example hand, then the one score each column writes; under the
    record's own profile or the one named."""
    return Html(family_score_html(family_score(name, rules), rules_url))


def family_score_values(prefix: str, score: HandScore) -> dict[str, Any]:
    """The glue names and values of a family hand's score (see :func:`glue_family_scores`).

    >>> values = family_score_values("m", family_score("belote-made"))
    >>> values["m-taker"], values["m-made"], values["m-scored-Bob-Dan"]
    ('Bob', 'made', 200)
    """
    if score.thrown_in:
        return {f"{prefix}-thrown-in": True}
    contract = score.contract
    assert contract is not None
    names, game = score.names, score.game
    taking = game.side_of(contract.declarer)
    values: dict[str, Any] = {
        f"{prefix}-contract": contract.describe(score.players),
        f"{prefix}-trump": strain_name(contract.strain),
        f"{prefix}-taker": score.players[contract.declarer],
        f"{prefix}-taking-side": names[taking],
        f"{prefix}-other-side": names[1 - taking],
        f"{prefix}-made": "made" if score.made else "lost",
        f"{prefix}-card-points-both": sum(score.card_points),
        f"{prefix}-hand-totals-both": sum(score.total_score),
    }
    figures = [("tricks", score.tricks), ("card-points", score.card_points),
               ("last-trick", score.last_trick), ("trick-score", score.trick_score),
               ("melds", score.meld_score), ("total", score.total_score),
               ("scored", score.below)]
    figures += [(label, tuple(v)) for label, v in score.more_figures]
    for label, per_column in figures:
        for column, name in enumerate(names):
            values[f"{prefix}-{label}-{name.replace('+', '-')}"] = per_column[column]
    return values


def glue_family_scores(prefix: str, name: str, rules: str | None = None) -> dict[str, Any]:
    """Glue every figure of an example's score under ``<prefix>-...`` names, for the prose.

    ``p-contract``, ``p-trump`` (``hearts``, ``No-trump``), ``p-taker`` (the bidder or
    the taker), ``p-taking-side``,
    ``p-other-side``, ``p-made`` (``made`` or ``lost``), ``p-card-points-both``,
    ``p-hand-totals-both``, and for each column (``Ann``, or a side ``Ann-Cat``)
    ``p-tricks-``, ``p-card-points-``, ``p-last-trick-``, ``p-trick-score-``,
    ``p-melds-``, ``p-total-``, ``p-scored-`` and, in Belote, ``p-belote-`` and
    ``p-declarations-``, and where the profile rounds, ``p-unrounded-`` (BEL-25).

    Returns:
        The names and values glued.
    """
    record = family_example(name, rules)
    values = family_score_values(prefix, score_hand(record.final_state()))
    exact = unrounded_scores(record)
    if exact is not None:
        values.update({f"{prefix}-unrounded-{column.replace('+', '-')}": exact[c]
                       for c, column in enumerate(record.game.column_names(record.players))})
    for key, value in values.items():
        glue(key, value)
    return values


def family_game(name: str, rules: str | None = None) -> SessionRecord:
    """An example game of Klaberjass or Belote (a session record), under its own profile
    or the one named (every hand then replayed under it).

    Raises:
        ValueError: the example is a single hand, or a game of Jo-Jotte.
        InvalidRecordError: the game has no profile of that name.

    >>> family_game("belote-game", rules="citizendium").sheet().below_in_game
    [383, 959]
    """
    record = example(name)
    if not isinstance(record, SessionRecord) or record.game.name not in FAMILY_GAMES:
        raise ValueError(f'example "{name}" is not a game of Klaberjass or Belote')
    if rules is None:
        return record
    profile = record.game.rules.profile(rules)
    return replace(record, rules=profile,
                   hands=tuple(replace(hand, rules=profile) for hand in record.hands))


def show_family_game(name: str, rules: str | None = None,
                     rules_url: str = RULES_URL) -> Html:
    """An example game of Klaberjass or Belote (a session record) as its score sheet: each
    hand's scores, the totals, and who won the game (KLAB-22, BEL-26); under the record's
    own profile or the one named (see :func:`family_game`).

    >>> "Bob wins the game in 4 hands" in show_family_game("klaberjass-game").html
    True
    """
    record = family_game(name, rules)
    return Html(family_sheet_html(record.sheet(), rules_url))
