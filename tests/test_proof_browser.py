"""`printgen proof` read in a real browser (the system's Chromium, tests/browser.py), at a phone's and a
desktop's size: the page loads whole from its one file and asks nothing of the network, each finding's
link lands on its face with the word highlighted under it, the keyboard reaches what the mouse does,
the text is legible, and --against shows what changed. tests/test_proof.py reads the same proof as files."""

from __future__ import annotations

import io
import math
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PIL import Image

from printgen.load.bundled import bundled_path

pytestmark = pytest.mark.slow  # each proof lays out and draws a whole kit, and a browser reads it

BUNDLED = ("unstoppable-colossus", "incredible-hulk", "all-will-be-metal", "mutant-masterworks")
CHANGED = "changed"  # the Hulk under an id of its own with "Gamma Absorbre" for "Absorber", --against it untouched
ERRORS = "errors"  # the same under the bundled id: an error, ref.bundled-id, that prints on no face
UNLOADED = "unloaded"  # a copy with an unknown icon and an unknown key: it does not load, its proof shows why
TYPO = ("Gamma Absorber", "Gamma Absorbre")
TYPO_FACE = "face-tokens-gamma-absorber-front"
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
WCAG_AA = 4.5


# --- the proofs, made once for the module, all at once -------------------------------------------------

@pytest.fixture(scope="module")
def proofs(tmp_path_factory) -> dict[str, Path]:
    """Name -> proof.html: each bundled encounter's, the changed copy's against the original, and the
    changed copy's under the bundled id (an error: its proof is written all the same, exit 1)."""
    folder = tmp_path_factory.mktemp("proofs")
    bundled = bundled_path("incredible-hulk").read_text(encoding="utf-8")
    text = bundled.replace("id: incredible-hulk", "id: my-hulk", 1)
    old, new, wrong = folder / "old.yaml", folder / "new.yaml", folder / "wrong.yaml"
    broken = folder / "broken.yaml"
    broken.write_text(text.replace("{move-s}", "{move-x}", 1).replace("max_threat: 17", "max_threats: 17", 1),
                      encoding="utf-8")
    old.write_text(text, encoding="utf-8")
    new.write_text(text.replace(*TYPO), encoding="utf-8")
    wrong.write_text(bundled.replace(*TYPO), encoding="utf-8")
    runs = {name: ([name], name, 0) for name in BUNDLED} | {
        CHANGED: ([str(new), "--against", str(old)], "my-hulk", 0), ERRORS: ([str(wrong)], "incredible-hulk", 1),
        UNLOADED: ([str(broken)], "my-hulk", 1)}
    started = {name: subprocess.Popen([sys.executable, "-m", "printgen", "proof", *args, "--out", str(folder / name)],
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for name, (args, _, _) in runs.items()}
    made = {}
    try:
        for name, process in started.items():
            out, err = process.communicate(timeout=300)
            _, encounter_id, code = runs[name]
            assert process.returncode == code, f"printgen proof {name}: exit {process.returncode}\n{out}\n{err}"
            made[name] = folder / name / encounter_id / "proof.html"
            assert made[name].is_file(), out + err
    finally:
        for process in started.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    return made


# --- a browser tab that notes whatever goes wrong while it reads ---------------------------------------

@dataclass
class Tab:
    page: object
    viewport: str
    problems: list[str] = field(default_factory=list)

    def open(self, path: Path):
        self.page.goto(path.as_uri(), wait_until="load")
        return self.page

    def js(self, script: str, arg=None):
        return self.page.evaluate(script, arg)


@pytest.fixture(params=list(VIEWPORTS))
def tab(chromium, request):
    """A fresh page at the viewport's size, every request that leaves file:// refused and noted."""
    phone = request.param == "phone"
    context = chromium.new_context(viewport=VIEWPORTS[request.param], is_mobile=phone, has_touch=phone,
                                   device_scale_factor=2 if phone else 1)
    page = context.new_page()
    page.set_default_timeout(15_000)
    opened = Tab(page, request.param)
    context.route(re.compile(r"^(?!file:|data:)"), lambda route: (
        opened.problems.append(f"network: {route.request.url}"), route.abort()))
    page.on("console", lambda message: message.type == "error" and opened.problems.append(f"console: {message.text}"))
    page.on("pageerror", lambda error: opened.problems.append(f"page error: {error}"))
    page.on("requestfailed", lambda req: opened.problems.append(f"failed: {req.url[:80]} {req.failure}"))
    page.on("request", lambda req: req.url.startswith(("file:", "data:")) or opened.problems.append(
        f"request off file://: {req.url}"))
    yield opened
    context.close()


# --- 1. every proof loads whole from its file ----------------------------------------------------------

# Each face's picture (an inline SVG showing a page drawn once in the page's defs): its name for a screen
# reader, its shown width, what its <use> points at and whether that is there and draws something.
PICTURES = """() => [...document.querySelectorAll('figure.face .frame > svg')].map((svg, index) => {
  const use = svg.querySelector(':scope > use'), href = use ? use.getAttribute('href') || '' : '';
  const drawn = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
  const bbox = use && drawn ? use.getBBox() : {width: 0, height: 0};
  return {index, face: svg.closest('figure').id, href, found: !!drawn, painted: bbox.width > 0 && bbox.height > 0,
          label: (svg.getAttribute('aria-label') || svg.querySelector('title')?.textContent || '').trim(),
          shown: svg.getBoundingClientRect().width}; })"""
# Every font the page declares, each made to load (a face off screen is not drawn, so would not ask for
# its fonts): its family and status; and the families the drawings' text is set in.
FONTS = """async () => { await document.fonts.ready;
  const faces = [...document.fonts];
  await Promise.all(faces.map(face => face.load().catch(() => null)));
  return {faces: faces.map(face => ({family: face.family.replace(/^["']|["']$/g, ''), status: face.status})),
          used: [...new Set([...document.querySelectorAll('svg [font-family]')]
                    .map(e => e.getAttribute('font-family')))]}; }"""


@pytest.mark.parametrize("name", [*BUNDLED, CHANGED, ERRORS])
def test_the_proof_loads_whole_without_the_network(tab, proofs, name):
    """Every picture is drawn from the page itself, named for a screen reader and shown; every font the
    pictures are set in is carried by the page and loads."""
    page = tab.open(proofs[name])
    page.wait_for_timeout(200)  # late console errors and requests
    assert tab.problems == []
    assert page.url.startswith("file://")
    pictures = tab.js(PICTURES)
    assert pictures, "no pictures"
    broken = [picture for picture in pictures if not (picture["found"] and picture["painted"] and picture["shown"] > 0)]
    assert broken == []
    assert [picture["face"] for picture in pictures if not picture["label"]] == []
    fonts = tab.js(FONTS)
    assert fonts["faces"] and [face for face in fonts["faces"] if face["status"] != "loaded"] == []
    assert set(fonts["used"]) and set(fonts["used"]) <= {face["family"] for face in fonts["faces"]}
    assert tab.problems == []


@pytest.mark.parametrize("name", [BUNDLED[0], CHANGED, UNLOADED])
def test_the_page_is_no_wider_than_the_screen(tab, proofs, name):
    """Nothing makes a phone scroll sideways: a long path, a long change, a picture."""
    tab.open(proofs[name])
    wide = tab.js("""() => ({page: document.documentElement.scrollWidth, screen: innerWidth,
        wider: [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1
                 && !e.closest('.skip, .visually-hidden')).slice(0, 5).map(e => e.tagName + '.' + e.className)})""")
    assert wide["page"] <= wide["screen"], wide


# --- 2. each finding's link lands on its face, the word highlighted ------------------------------------

# Where a finding's link lands, and each of its highlights there: its box, its picture's box (the inline SVG it
# lies over), whether it shows, where on the picture it lies and where its ring is drawn (shares of the
# picture's width and height), to measure the picture's pixels under it with the marks hidden, and the ring's
# own colour as the page shows it (Pictures).
LANDED = """(link) => {
  const figure = document.querySelector(link.getAttribute('href')), n = link.dataset.finding;
  const pictures = [...figure.querySelectorAll('.frame > svg')];
  const marks = [...figure.querySelectorAll(`mark.highlight[data-finding~="${n}"]`)].map(mark => {
    const box = mark.getBoundingClientRect(), svg = mark.parentElement.querySelector('svg');
    const shown = svg.getBoundingClientRect(), style = getComputedStyle(mark);
    const share = (grown) => [(box.left - grown - shown.left) / shown.width,
        (box.top - grown - shown.top) / shown.height, (box.right + grown - shown.left) / shown.width,
        (box.bottom + grown - shown.top) / shown.height];
    const offset = parseFloat(style.outlineOffset), width = parseFloat(style.outlineWidth);
    return {box: [box.left, box.top, box.right, box.bottom],
            picture_box: [shown.left, shown.top, shown.right, shown.bottom], share: share(0),
            ring: {color: style.outlineColor, outer: share(offset + width), inner: share(offset)},
            picture: pictures.indexOf(svg), before: pictures.length > 1 ? 0 : null,
            visible: box.width > 0 && box.height > 0 && style.visibility === 'visible' && style.display !== 'none'
                     && parseFloat(style.opacity) > 0}; });
  const at = figure.getBoundingClientRect();
  return {face: figure.id, hash: location.hash, target: figure.matches(':target'), top: at.top, height: innerHeight,
          marks};
}"""
DRAWN = ".face { content-visibility: visible !important; }"
BARE = DRAWN + " mark.highlight, .changed-region { visibility: hidden !important; }"


class Pictures:
    """Each face's pictures as the browser draws them, shot once each: bare (no ring or outline over them)
    or as the page shows them."""

    def __init__(self, page):
        self.page, self.shot = page, {}

    def region(self, face: str, picture: int, share: list[float], bare: bool = True) -> list[tuple[int, int, int]]:
        """The pixels of a share (left, top, right, bottom, of its width and height) of a face's picture."""
        image = self._image(face, picture, bare)
        left, top, right, bottom = _pixels_of(image, share)
        return [image.getpixel((x, y)) for y in range(top, bottom) for x in range(left, right)]

    def ring(self, face: str, picture: int, ring: dict) -> list[tuple[int, int, int]]:
        """The pixels, as the page shows them, where a mark's ring is drawn: in its outer box, not its inner."""
        image = self._image(face, picture, False)
        left, top, right, bottom = _pixels_of(image, ring["outer"])
        inner = [side * size for side, size in zip(ring["inner"], (image.width, image.height) * 2)]
        return [image.getpixel((x, y)) for y in range(top, bottom) for x in range(left, right)
                if not (inner[0] <= x and x + 1 <= inner[2] and inner[1] <= y and y + 1 <= inner[3])]

    def _image(self, face: str, picture: int, bare: bool) -> Image.Image:
        if (face, picture, bare) not in self.shot:
            style = self.page.add_style_tag(content=BARE if bare else DRAWN)
            png = self.page.locator(f"#{face} .frame > svg").nth(picture).screenshot()
            style.evaluate("element => element.remove()")
            self.shot[face, picture, bare] = Image.open(io.BytesIO(png)).convert("RGB")
        return self.shot[face, picture, bare]


def _pixels_of(image: Image.Image, share: list[float]) -> tuple[int, int, int, int]:
    """The pixels a share of a picture touches, within the picture: left, top, right, bottom (past the end)."""
    left, top, right, bottom = share
    return (max(0, math.floor(left * image.width)), max(0, math.floor(top * image.height)),
            min(image.width, math.ceil(right * image.width)), min(image.height, math.ceil(bottom * image.height)))


def _ink(pixels: list[tuple[int, int, int]]) -> float:
    """The share of the pixels far from their commonest shade: the letters on the paper."""
    shades = [0.299 * r + 0.587 * g + 0.114 * b for r, g, b in pixels]
    buckets = [0] * 17
    for shade in shades:
        buckets[round(shade / 16)] += 1
    commonest = 16 * buckets.index(max(buckets))
    return sum(abs(shade - commonest) > 64 for shade in shades) / len(shades) if shades else 0.0


def _differs(before: list, now: list) -> float:
    """The share of the pixels that differ between two pictures' same region."""
    return sum(any(abs(a - b) > 32 for a, b in zip(old, new)) for old, new in zip(before, now)) / len(now)


def _ringed(pixels: list[tuple[int, int, int]], color: str) -> float:
    """The share of the pixels in the ring's own colour (``rgb(r, g, b)``), give or take antialiasing."""
    wanted = [int(value) for value in re.findall(r"\d+", color)[:3]]
    return sum(all(abs(a - b) <= 48 for a, b in zip(pixel, wanted)) for pixel in pixels) / len(pixels) if pixels else 0


def _measured(pictures: Pictures, landed: dict) -> dict:
    """The landing, each mark with its ink, the share of its ring seen in its colour and, on a face with a
    picture before, the share that changed."""
    for mark in landed["marks"]:
        now = pictures.region(landed["face"], mark["picture"], mark["share"])
        ring = pictures.ring(landed["face"], mark["picture"], mark["ring"])
        mark["ink"], mark["ringed"], mark["differs"] = _ink(now), _ringed(ring, mark["ring"]["color"]), None
        if mark["before"] is not None and now:
            before = pictures.region(landed["face"], mark["before"], mark["share"])
            mark["differs"] = _differs(before, now) if len(before) == len(now) else None
    return landed


RINGED = 0.25  # the least share of a ring's pixels in its colour for a reader to see it (one hidden shows < 10 %)


def _inside(inner: list[float], outer: list[float], slack: float = 1.0) -> bool:
    left, top, right, bottom = inner
    return (outer[0] - slack <= left and outer[1] - slack <= top and right <= outer[2] + slack
            and bottom <= outer[3] + slack)


def _landing_problems(href: str, number: str, landed: dict) -> list[str]:
    where = f"finding {number} -> {href}"
    problems = [] if landed["hash"] == href and landed["target"] else [f"{where}: location.hash is {landed['hash']}"]
    if not -2 <= landed["top"] < landed["height"]:
        problems.append(f"{where}: the face's top is at {landed['top']:.0f}px, outside the viewport")
    marks = landed["marks"]
    if not any(mark["visible"] for mark in marks):
        problems.append(f"{where}: no visible highlight of the finding on its face")
    for mark in marks:
        box = "[" + ", ".join(f"{v:.0f}" for v in mark["box"]) + "]"
        if not _inside(mark["box"], mark["picture_box"]):
            problems.append(f"{where}: highlight {box} lies outside its picture {mark['picture_box']}")
        if mark["ringed"] < RINGED:
            problems.append(f"{where}: highlight {box} is not seen: {mark['ringed']:.0%} of its ring shows its colour")
        if mark["ink"] < 0.03:
            problems.append(f"{where}: highlight {box} covers no words (ink {mark['ink']:.1%})")
        if mark["differs"] is not None and mark["differs"] < 0.01:
            problems.append(f"{where}: highlight {box} is not on what changed since before ({mark['differs']:.1%})")
    return problems


def test_each_finding_link_lands_on_its_face_with_the_word_highlighted(tab, proofs):
    page = tab.open(proofs[CHANGED])
    links = page.locator("#findings a.to-face")
    count = links.count()
    assert count > 0, "the changed copy's proof links no finding to a face"
    landings = []
    for index in range(count):
        link = links.nth(index)
        href, number = link.get_attribute("href"), link.get_attribute("data-finding")
        link.click()
        page.wait_for_function("href => location.hash === href", arg=href)
        landings.append((href, number, link.evaluate(LANDED)))
    pictures, problems = Pictures(page), []
    for href, number, landed in landings:
        problems += _landing_problems(href, number, _measured(pictures, landed))
    assert any(mark["differs"] is not None for *_, landed in landings for mark in landed["marks"])
    assert problems == [], "\n".join(problems)
    assert tab.problems == []


# Each distinct highlight box on each face, with how many marks lie on it and the words the findings name there.
HIGHLIGHTED = """() => [...document.querySelectorAll('figure.face')].flatMap(figure => {
  const named = (n) => document.querySelector(`#finding-${n}`)?.textContent.match(/Ringed: the words “([^”]+)”/)?.[1]
      ?? '';
  const reading = [...figure.querySelectorAll('details.reading p')].map(p => p.textContent).join(' ');
  const boxes = new Map();
  figure.querySelectorAll('mark.highlight').forEach(mark => { const key = mark.getAttribute('style');
    boxes.set(key, [...(boxes.get(key) || []), ...mark.dataset.finding.split(' ')]); });
  return [...boxes].map(([style, findings]) => ({face: figure.id, style, findings, named: findings.map(named),
    missing: findings.map(named).filter(words => !reading.toLowerCase().includes(words.toLowerCase()))}));
})"""


def _word_contrast(png: bytes) -> float:
    """The WCAG contrast between the darkest and the lightest shades of a picture (3 % either end left
    out, for the edges of the letters): how far its words stand out."""
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    data = picture.tobytes()
    shades = sorted(_luminance(data[i:i + 3]) for i in range(0, len(data), 3))
    dark, light = shades[len(shades) * 3 // 100], shades[len(shades) * 97 // 100 - 1]
    return (light + 0.05) / (dark + 0.05)


def _luminance(rgb: bytes) -> float:
    linear = [v / 255 / 12.92 if v / 255 <= 0.03928 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in rgb]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


LEGIBLE_PX = 8  # the least height at which a word on a picture can be read at all


def test_a_highlighted_word_stays_legible_and_is_in_its_faces_text(tab, proofs):
    """However many findings name a word, its highlight is a tint the word reads through (at least 3:1,
    WCAG's least for large text), and the words highlighted on a face are in that face's text."""
    page = tab.open(proofs[CHANGED])
    highlighted = tab.js(HIGHLIGHTED)
    assert any(any(box["named"]) for box in highlighted), "no highlight whose finding names its words"
    assert [(box["face"], box["missing"]) for box in highlighted if box["missing"]] == []
    hidden, problems, measured = "mark.highlight { visibility: hidden !important; }", [], 0
    for box in highlighted:
        mark = page.locator(f'#{box["face"]} mark.highlight[style="{box["style"]}"]').first
        mark.scroll_into_view_if_needed()
        clip = mark.bounding_box()
        if clip["height"] < LEGIBLE_PX:  # a word this small is read in the face's text beside it, not on the picture
            continue
        measured += 1
        shown = _word_contrast(page.screenshot(clip=clip))
        style = page.add_style_tag(content=hidden)
        bare = _word_contrast(page.screenshot(clip=clip))
        style.evaluate("element => element.remove()")
        if shown < 3 <= bare:
            problems.append(f"{box['face']}: {len(box['findings'])} highlights stacked (findings "
                            f"{', '.join(box['findings'])}): the word's contrast {bare:.1f}:1 -> {shown:.1f}:1")
    assert measured and problems == [], "\n".join(problems)


PLACES = """(id) => { const face = document.getElementById(id).getBoundingClientRect();
  return [...document.querySelectorAll(`#${id} .frame > svg`)].map(svg => { const r = svg.getBoundingClientRect();
    return [r.left - face.left, r.top - face.top, r.width]; }); }"""


def test_landing_on_a_face_keeps_its_pictures_where_they_were(tab, proofs):
    """The face a link lands on is outlined, not laid out again: its pictures keep their places and sizes
    (within the 2 px the thicker border takes), so the highlight the reader was sent to does not jump."""
    page = tab.open(proofs[CHANGED])
    moved = []
    for key in sorted(set(page.locator("#findings a.to-face").evaluate_all("links => links.map(a => a.hash)"))):
        before = tab.js(PLACES, key[1:])
        assert before, f"{key}: no picture"
        page.locator(f'#findings a.to-face[href="{key}"]').first.click()
        page.wait_for_function("href => location.hash === href", arg=key)
        after = tab.js(PLACES, key[1:])
        if any(abs(b - a) > 3 for old, new in zip(before, after, strict=True) for b, a in zip(old, new, strict=True)):
            places = [[f"({x:.0f}, {y:.0f}) {w:.0f}px wide" for x, y, w in side] for side in (before, after)]
            moved.append(f"{key}: pictures at {places[0]} before, {places[1]} once it is the target")
    assert moved == [], "\n".join(moved)


# --- 3. the keyboard ---------------------------------------------------------------------------------

FOCUSED = """() => { const e = document.activeElement, r = e.getBoundingClientRect(), s = getComputedStyle(e);
  return {skip: e.matches('a.skip'), link: [...document.querySelectorAll('a.to-face')].indexOf(e),
          inFaces: !!e.closest('#faces'), box: [r.left, r.top, r.right, r.bottom],
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0}; }"""


def test_tab_first_reaches_the_skip_link_which_leads_to_the_faces(tab, proofs):
    page = tab.open(proofs[CHANGED])
    page.keyboard.press("Tab")
    focused = tab.js(FOCUSED)
    assert focused["skip"], "the first Tab does not focus a.skip"
    screen = [0, 0, VIEWPORTS[tab.viewport]["width"], VIEWPORTS[tab.viewport]["height"]]
    assert _inside(focused["box"], screen), f"the focused skip link is not on screen: {focused['box']}"
    page.keyboard.press("Enter")
    page.wait_for_function("() => location.hash === '#faces'")
    assert -2 <= tab.js("() => document.querySelector('#faces').getBoundingClientRect().top") < screen[3]
    page.keyboard.press("Tab")
    assert tab.js(FOCUSED)["inFaces"], "after the skip link, Tab does not go on among the faces"


def test_every_finding_link_is_reached_by_tab_and_shows_its_focus(tab, proofs):
    page = tab.open(proofs[CHANGED])
    count = page.locator("a.to-face").count()
    reached, unseen, screen = set(), [], [0, 0, VIEWPORTS[tab.viewport]["width"], VIEWPORTS[tab.viewport]["height"]]
    for _ in range(3 * count + 10):  # each finding's own links, and its links to the next and the one before
        page.keyboard.press("Tab")
        focused = tab.js(FOCUSED)
        if focused["link"] >= 0:
            reached.add(focused["link"])
            if not (focused["outline"] and _inside(focused["box"], screen)):
                unseen.append(focused["link"])
        if len(reached) == count:
            break
    assert sorted(set(range(count)) - reached) == [], "finding links Tab never reaches"
    assert unseen == [], "finding links focused off screen or without an outline"


def test_each_faces_text_opens_from_the_keyboard(tab, proofs):
    page = tab.open(proofs[CHANGED])
    faces, readings = page.locator("figure.face").count(), page.locator("figure.face details.reading")
    assert readings.count() == faces, "a face without its text"
    reading = page.locator(f"#{TYPO_FACE} details.reading")
    assert not reading.evaluate("details => details.open") and not reading.locator("p").first.is_visible()
    reading.locator("summary").focus()
    page.keyboard.press("Enter")
    assert reading.evaluate("details => details.open") and reading.locator("p").first.is_visible()
    assert "ABSORBRE" in reading.inner_text().upper()


# --- 4. structure and legibility ---------------------------------------------------------------------

STRUCTURE = """() => {
  const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(h => +h.tagName[1]);
  return {lang: document.documentElement.lang, h1: document.querySelectorAll('h1').length,
    h2: Object.fromEntries(['summary', 'findings', 'changes', 'faces'].map(id => [id,
        document.querySelector(`section#${id} > h2`)?.textContent.trim() ?? null])),
    untitled: [...document.querySelectorAll('figure.face')].filter(f => !f.querySelector('h4')?.textContent.trim())
        .map(f => f.id), figures: document.querySelectorAll('figure.face').length,
    duplicates: ids.filter((id, i) => ids.indexOf(id) !== i),
    unlabelled: [...document.querySelectorAll('[aria-labelledby]')]
        .filter(e => !document.getElementById(e.getAttribute('aria-labelledby'))).map(e => e.outerHTML.slice(0, 60)),
    dangling: [...document.querySelectorAll('a[href^="#"]')].map(a => a.getAttribute('href'))
        .filter(h => h.length > 1 && !document.getElementById(decodeURIComponent(h.slice(1)))),
    skipped: levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1).length,
    firstFocusable: document.querySelector('a[href], button, input, select, textarea, summary, [tabindex]')
        ?.matches('a.skip') ?? false};
}"""


@pytest.mark.parametrize("name", [BUNDLED[0], CHANGED])
def test_the_page_is_built_for_every_reader(tab, proofs, name):
    tab.open(proofs[name])
    shape = tab.js(STRUCTURE)
    assert shape["lang"] == "en" and shape["h1"] == 1
    sections = {section: heading for section, heading in shape["h2"].items() if heading is not None}
    assert sections.keys() == ({"summary", "findings", "faces"} | ({"changes"} if name == CHANGED else set()))
    assert shape["figures"] > 0 and shape["untitled"] == []
    assert shape["duplicates"] == [] and shape["unlabelled"] == [] and shape["dangling"] == []
    assert shape["skipped"] == 0, "a heading level is skipped"
    assert shape["firstFocusable"], "a.skip is not the first focusable element"


# The WCAG contrast of each element's own text against what lies behind it: its colour composited over
# every background from the page up (a transparent element shows its parent's).
CONTRAST = """(selector) => {
  const rgba = (text) => { const v = (text.match(/[\\d.]+/g) || []).map(Number);
      return [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v.length > 3 ? v[3] : 1]; };
  const over = (top, under) => { const a = top[3];
      return [0, 1, 2].map(k => top[k] * a + under[k] * (1 - a)).concat([1]); };
  const behind = (element) => { const layers = [];
      for (let e = element; e; e = e.parentElement) layers.push(rgba(getComputedStyle(e).backgroundColor));
      return layers.reverse().reduce((under, layer) => over(layer, under), [255, 255, 255, 1]); };
  const luminance = (c) => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  return [...document.querySelectorAll(selector)]
    .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .map(e => { const bg = behind(e), fg = over(rgba(getComputedStyle(e).color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      return {what: e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''),
              text: e.textContent.trim().slice(0, 40),
              ratio: (hi + 0.05) / (lo + 0.05), fg: getComputedStyle(e).color}; });
}"""
LEGIBLE = "p, a, code, .severity, summary, li, ins, del, .label, h1, h2, h3, h4"


@pytest.mark.parametrize("name", [CHANGED, ERRORS, UNLOADED])
def test_every_text_stands_out_from_its_background(tab, proofs, name):
    tab.open(proofs[name])
    measured = tab.js(CONTRAST, LEGIBLE)
    assert len(measured) > (10 if name == UNLOADED else 50)  # an unloaded file's page shows its findings alone
    faint = {(m["what"], m["fg"], round(m["ratio"], 2)) for m in measured if m["ratio"] < WCAG_AA}
    assert faint == set(), f"below {WCAG_AA}:1"


def test_a_file_with_errors_gets_its_proof_and_says_where_an_error_is_not_drawn(tab, proofs):
    page = tab.open(proofs[ERRORS])
    assert "finds 1 error and 13 warnings" in " ".join(page.locator("#summary").inner_text().split())
    error = page.locator("li.finding.severity-error")
    assert error.count() == 1 and "[ref.bundled-id]" in error.inner_text()
    assert error.locator("a.to-face").count() == 0 and "Prints on no face" in error.inner_text()
    assert page.locator("li.finding.severity-warning a.to-face").count() > 0


# --- 5. what changed -----------------------------------------------------------------------------------

CHANGES = """() => ({
  listed: [...document.querySelectorAll('#changes .change a[href^="#face-"]')].map(a => a.getAttribute('href')),
  moved: [...document.querySelectorAll('#changes .moved a[href^="#face-"]')].map(a => a.getAttribute('href')),
  faces: [...document.querySelectorAll('figure.face')].map(f => ({id: f.id, change: f.dataset.change,
      drawn: [...f.querySelectorAll('.frame > svg > use')].map(use => use.getAttribute('href')),
      outlined: [...f.querySelectorAll('.picture')].map(p => p.querySelectorAll('.changed-region').length),
      labels: [...f.querySelectorAll('.picture .label')].map(l => l.textContent.trim())})),
  ins: [...document.querySelectorAll('#changes ins')].map(e => e.textContent.trim()),
  del: [...document.querySelectorAll('#changes del')].map(e => e.textContent.trim())})"""


def test_against_the_original_the_changes_are_listed_and_shown(tab, proofs):
    """Each face drawn otherwise or new is listed by its sentences, each that only moved is named apart; a
    changed face shows its picture before (drawn from the old version's pages) and now, the change outlined on
    both, and every other face its one picture."""
    page = tab.open(proofs[CHANGED])
    seen = tab.js(CHANGES)
    changed = [face["id"] for face in seen["faces"] if face["change"] in ("changed", "new")]
    assert {face["change"] for face in seen["faces"]} <= {"changed", "new", "moved", "unchanged"}
    assert TYPO_FACE in changed and sorted(seen["listed"]) == sorted(f"#{key}" for key in changed)
    assert sorted(seen["moved"]) == sorted(f"#{face['id']}" for face in seen["faces"] if face["change"] == "moved")
    for face in seen["faces"]:
        if face["change"] == "changed":
            assert face["labels"] == ["Before", "Now"] and len(face["drawn"]) == 2, face
            assert face["drawn"][0].startswith("#before-") and face["drawn"][1].startswith("#kit-page-"), face
            assert all(face["outlined"]), f"{face['id']}: a picture without its change outlined"
        else:
            assert (face["labels"], len(face["drawn"]), face["outlined"]) == ([], 1, [0]), face
    words = {re.sub(r"\W+$", "", text) for text in seen["ins"]}, {re.sub(r"\W+$", "", text) for text in seen["del"]}
    assert "Absorbre" in words[0] and "Absorber" in words[1]
    assert "Absorber" not in words[0] and "Absorbre" not in words[1]
    page.locator(f'#changes a[href="#{TYPO_FACE}"]').first.click()
    page.wait_for_function(f"() => location.hash === '#{TYPO_FACE}'")
    assert page.locator(f"#{TYPO_FACE}").is_visible()


# --- 6. pictures for a person to look at ---------------------------------------------------------------

def test_screenshots_of_the_top_and_of_a_highlighted_face(tab, proofs, tmp_path):
    folder = Path(os.environ.get("PROOF_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page = tab.open(proofs[CHANGED])
    top = folder / f"proof-{tab.viewport}-top.png"
    page.screenshot(path=str(top))
    page.locator(f'#findings a.to-face[href="#{TYPO_FACE}"]').first.click()
    page.wait_for_function(f"() => location.hash === '#{TYPO_FACE}'")
    mark = page.locator(f"#{TYPO_FACE} mark.highlight").first
    assert mark.is_visible()
    box, size = mark.bounding_box(), VIEWPORTS[tab.viewport]
    assert 0 <= box["y"] and box["y"] + box["height"] <= size["height"], "the highlight is not in the screenshot"
    face = folder / f"proof-{tab.viewport}-face.png"
    page.screenshot(path=str(face))
    assert top.stat().st_size > 1000 and face.stat().st_size > 1000
    print(f"screenshots: {top} {face}")


def test_a_file_that_does_not_load_shows_every_finding_at_its_line_and_says_no_face_is_shown(tab, proofs):
    """Never "nothing shown": each finding with the file's line and a caret under its column, in view and
    legible at a phone's width as at a desktop's, and a plain word that no face can be shown."""
    tab.open(proofs[UNLOADED])
    shown = tab.js("""() => ({findings: [...document.querySelectorAll('.finding')].map(f => ({
            code: f.querySelector('code').textContent, source: !!f.querySelector('pre.source'),
            caret: f.querySelector('.caret') && f.querySelector('.caret').textContent,
            font: parseFloat(getComputedStyle(f.querySelector('pre.source')).fontSize)})),
        summary: document.querySelector('#summary').innerText, figures: document.querySelectorAll('figure').length})""")
    assert [finding["code"] for finding in shown["findings"]] == ["[schema.unknown-key]", "[markup.unknown-icon]"]
    assert all(finding["source"] and finding["caret"].strip() == "^" and finding["font"] >= 12
               for finding in shown["findings"])
    assert "does not load" in shown["summary"] and "No face is shown" in shown["summary"]
    assert shown["figures"] == 0 and tab.problems == []


def test_the_keys_step_from_finding_to_finding_and_back(tab, proofs):
    """j or n: the next finding; k or p: the one before; each lands in view (coverage.py's keys)."""
    page = tab.open(proofs[ERRORS])
    count = tab.js("() => document.querySelectorAll('.finding').length")
    assert count >= 2
    seen = []
    for key in ["j", "j", "n", "k", "p", "p"]:
        page.keyboard.press(key)
        seen.append(tab.js("""() => ({hash: location.hash, shown: (r => r.top >= 0 && r.top < innerHeight)(
            document.querySelector(location.hash).getBoundingClientRect())})"""))
    hashes = [step["hash"] for step in seen]
    assert hashes == ["#finding-1", "#finding-2", f"#finding-{min(3, count)}", f"#finding-{min(3, count) - 1}",
                      f"#finding-{max(1, min(3, count) - 2)}", "#finding-1"]
    assert all(step["shown"] for step in seen) and tab.problems == []
