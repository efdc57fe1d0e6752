"""`printgen proof --serve` read in a real browser (the system's Chromium, tests/browser.py) at a phone's and a
desktop's size, as a designer works with it: the page open, the file saved in an editor. Each save shows in
the open page by itself, with no reload (what the page's script holds survives), at the same scroll position
and #place; while it runs the page says "checking…", then the time the build took. A save that breaks the
file keeps the last good faces, under a STALE banner and the findings of the file as saved; mending it
takes the banner away. tests/test_proof_serve.py tests the server without a browser."""

from __future__ import annotations

import re
import shutil
import socket

import pytest
from test_proof_serve import Serving, save

from conftest import FIXTURES

pytestmark = pytest.mark.slow  # a server process, builds on every save, and a browser reading them

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
TIMEOUT_MS = 60_000  # a build on a loaded machine, at most

WATCHED = """() => {
    // what only this page's life holds: gone if the page were loaded again
    window.keptSinceOpened = true;
    window.statuses = [];
    new MutationObserver(() => {
        const status = document.getElementById("live-status");
        if (status && window.statuses.at(-1) !== status.textContent) window.statuses.push(status.textContent);
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """One `printgen proof FILE --serve` for the module, of a copy of the minimal fixture."""
    folder = tmp_path_factory.mktemp("live")
    encounter = folder / "mine.yaml"
    shutil.copy(FIXTURES / "valid" / "minimal.yaml", encounter)
    serving = Serving.start(encounter.name, cwd=folder)
    serving.until("built in")
    yield serving, encounter
    code, rest = serving.stop()
    assert code == 0 and "Traceback" not in rest


@pytest.fixture(params=list(VIEWPORTS))
def tab(chromium, request):
    """A fresh page at the viewport's size; every console error or failed request noted."""
    phone = request.param == "phone"
    context = chromium.new_context(viewport=VIEWPORTS[request.param], is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.problems = []
    page.on("console", lambda message: message.type == "error" and page.problems.append(message.text))
    page.on("pageerror", lambda error: page.problems.append(f"page error: {error}"))
    page.viewport_name = request.param
    yield page
    context.close()


def _state(page) -> dict:
    return page.evaluate("""() => ({kept: window.keptSinceOpened === true, x: scrollX, y: scrollY, hash: location.hash,
        bottom: document.documentElement.scrollHeight - innerHeight,
        seen: document.getElementById(location.hash.slice(1))?.getBoundingClientRect().top ?? null,
        target: document.querySelector(":target")?.id ?? null, title: document.querySelector("h1").textContent,
        stale: document.getElementById("live-stale")?.textContent ?? null, statuses: window.statuses,
        status: document.getElementById("live-status").textContent})""")


def _faces(page) -> list[str]:
    return page.evaluate("() => [...document.querySelectorAll('figure.face')].map((face) => face.id)")


def test_a_save_shows_in_the_open_page_in_place_and_a_broken_file_shows_stale_faces(served, tab):
    serving, encounter = served
    faces = _open(tab, serving.url)
    place = faces[len(faces) // 3]  # a face well above the end: the page scrolls below it too
    tab.goto(f"{serving.url}#{place}", wait_until="load")
    tab.evaluate("() => window.scrollBy(0, 137)")  # off the face's own top: a kept place, not a jump to it
    tab.evaluate(WATCHED)
    before = _state(tab)
    assert before["target"] == place and before["y"] > 0
    title = f"Retitled on a {tab.viewport_name}"
    save(encounter, 'title: "', f'title: "{title} ')
    tab.wait_for_function("(title) => document.querySelector('h1').textContent.includes(title)", arg=title)
    after = _state(tab)
    assert after["kept"], "the page was loaded again"
    assert (after["x"], after["hash"], after["target"]) == (before["x"], before["hash"], place)
    assert abs(after["seen"] - before["seen"]) <= 1, "the face read moved on the screen"
    assert "checking…" in after["statuses"] and re.fullmatch(r"built in \d+ ms", after["status"].strip())
    tab.screenshot(path=str(encounter.parent / f"updated-{tab.viewport_name}.png"))

    save(encounter, f'title: "{title} ', 'titel: "')  # an unknown key: the file no longer loads
    tab.wait_for_selector("#live-stale")
    stale = _state(tab)
    assert stale["kept"] and (abs(stale["seen"] - before["seen"]) <= 1 or stale["y"] == stale["bottom"])
    assert "STALE" in tab.inner_text("#live-stale").upper()
    assert _faces(tab) == faces  # the last good build's faces stay
    assert "titel" in tab.inner_text("#findings") and "not built" in stale["status"]
    tab.evaluate("() => window.scrollTo(0, 0)")
    assert tab.is_visible("#live-stale")
    tab.screenshot(path=str(encounter.parent / f"stale-{tab.viewport_name}.png"))

    save(encounter, 'titel: "', 'title: "')
    tab.wait_for_selector("#live-stale", state="detached")
    assert _state(tab)["kept"] and _faces(tab) == faces
    assert tab.problems == []


def _open(tab, url: str) -> list[str]:
    """Open the page once its first build is shown; its faces' ids."""
    tab.goto(url, wait_until="load")
    tab.wait_for_function("() => Number(document.getElementById('live-status').dataset.generation) > 0")
    return _faces(tab)


def test_the_page_asks_nothing_but_its_own_server(served, tab):
    serving, _ = served
    asked = []
    tab.on("request", lambda request: asked.append(request.url))
    _open(tab, serving.url)
    tab.wait_for_timeout(300)  # the event stream opens after the page
    own = re.compile(rf"^(data:|{re.escape(serving.url)}(events)?$)")
    assert [url for url in asked if not own.match(url)] == [] and f"{serving.url}events" in asked
    assert tab.problems == []


def test_the_server_cannot_be_reached_but_on_the_loopback_address(served):
    serving, _ = served
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: only the interface of a route is picked
        address = probe.getsockname()[0]
    if address.startswith("127."):
        pytest.skip("this machine has no address but the loopback one")
    with pytest.raises(OSError):
        socket.create_connection((address, serving.port), timeout=5).close()
