"""A Klaberjass or Belote hand's score drawn as HTML: one score per column, rules linked to
the family's reference (KLAB, BEL) and Jo-Jotte's rules to its own."""

from __future__ import annotations

import re

from jojotte_teach.book.family import family_score, show_family_game
from jojotte_teach.render.basics import linked_rules, rule_link
from jojotte_teach.render.family_score import family_rows, family_score_html


def test_a_belote_score_has_one_row_per_figure_and_one_score_per_side() -> None:
    score = family_score("belote-capot")
    rows = dict(family_rows(score))
    assert rows["trick points"] == (252, 0)
    assert rows["belote"] == (0, 20)
    assert rows["declarations won"] == (0, 120) and rows["declarations counted"] == (0, 0)
    assert rows["scored this hand"] == (250, 20)
    html = family_score_html(score)
    assert "taking side" in html and "defenders" in html
    assert "above the line" not in html and "The contract is made" in html
    assert 'href="family-rules.html#rule-bel-24"' in html


def test_a_klaberjass_score_names_the_bidder_and_the_hand_points() -> None:
    score = family_score("klaberjass-no-trump-tie")
    rows = dict(family_rows(score))
    assert rows["hand points"] == (100, 100) and rows["scored this hand"] == (0, 200)
    html = family_score_html(score)
    assert "bidder" in html and "opponent" in html and "The contract is lost" in html
    assert 'href="family-rules.html#rule-klab-20"' in html


def test_family_rules_link_beside_the_rules_page_wherever_it_is() -> None:
    assert 'href="../../book/family-rules.html#rule-klab-13"' in rule_link(
        "KLAB-13", "../../book/rules.html")
    assert 'href="rules.html#rule-play-2"' in rule_link("PLAY-2", "rules.html")
    # A page given by another name is kept, even for the family's rules.
    assert 'href="my-page.html#rule-bel-1"' in rule_link("BEL-1", "my-page.html")
    text = linked_rules("Cat must trump (BEL-17), as in PLAY-3", "rules.html")
    assert "family-rules.html#rule-bel-17" in text and "rules.html#rule-play-3" in text


def test_a_game_sheet_names_the_winner_as_a_player_or_a_side() -> None:
    # BEL-26: a side of two wins ("Bob+Dan win"); KLAB-22: a player alone ("Bob wins").
    belote = re.sub(r"<[^>]+>", "", show_family_game("belote-game").html)
    assert "Bob+Dan win the game in 6 hands" in belote
    assert "1,080" in belote
    klaberjass = re.sub(r"<[^>]+>", "", show_family_game("klaberjass-game").html)
    assert "Bob wins the game in 4 hands" in klaberjass


def test_a_game_sheet_under_the_other_profile_scores_every_hand_again() -> None:
    # Under citizendium (BEL-21, BEL-25) hand 5 is made on its hand total and nothing is
    # rounded: the same six hands leave both sides short of 1,000 (BEL-26).
    text = re.sub(r"<[^>]+>", "", show_family_game("belote-game", rules="citizendium").html)
    assert "383" in text and "959" in text
    assert "the game goes on" in text and "win the game" not in text
