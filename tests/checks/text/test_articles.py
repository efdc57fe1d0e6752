"""text.article: 'a' or 'an' fits the sound of the next word."""

from __future__ import annotations

from conftest import at, checked, located, with_rule


WRONG = {"a Evacuee": "an Evacuee", "an unit": "a unit", "a Ultimate": "an Ultimate", "A hour": "An hour",
         "an European": "a European", "an one-off": "a one-off", "a R3": "an R3", "an KO": "a KO", "a 8": "an 8",
         "a **Energy Blast**": "an Energy"}


def test_an_article_unlike_the_sound_of_the_next_word_is_a_warning_at_it(tmp_path):
    text = with_rule(" ".join(f"Now, {wrong} here." for wrong in WRONG))
    found = checked(tmp_path, text, "text.article")
    assert located(found) == [(*at(text, f"Now, {wrong} ", wrong.split()[0]), "text.article") for wrong in WRONG]
    assert found[0].message == ("the kit would print 'a Evacuee': write 'an Evacuee' ('Evacuee' begins with a vowel "
                                "sound)")
    assert [finding.message.split("write '")[1].split("' (")[0] for finding in found] == list(WRONG.values())


RIGHT = ["an Evacuee", "an Ultron-controlled drone", "an Ultimate Encounter", "a unit", "a use", "a unique one",
         "an uninjured hero", "an unbound one", "an urge", "a uranium core", "an hour", "an honest man",
         "a European", "a one-off", "an R3 move", "a KO", "a D6", "an 8", "a 1", "an 11", "a historic", "an historic",
         "a {physical} attack", "an {energy} attack", "zone A is open", "Plan A or B", "a or b", "A ONE-TIME EVENT",
         "AN HOUR", "an sRGB image", "a KO'd hero", "an NPC", "N/A\\n\\nA Better Age"]


def test_articles_fitting_their_words_are_fine(tmp_path):
    text = with_rule('"' + " ".join(f"Take {right} here." for right in RIGHT) + '"')
    assert checked(tmp_path, text, "text.article") == []


def test_the_bundled_articles_fit(loaded_bundled):
    from printgen.checks import run_checks
    from printgen.checks.context import Context

    assert {encounter: run_checks(Context(loaded), ["text.article"]).findings
            for encounter, loaded in loaded_bundled.items()} == {encounter: [] for encounter in loaded_bundled}
